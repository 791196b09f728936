package rulebooktest

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTamperParts: -tamper.part reads k/n, 0 <= k < n, and refuses
// anything else rather than running no edits or all of them by mistake.
func TestTamperParts(t *testing.T) {
	type parts struct{ Part, Parts int }
	for _, tc := range []struct {
		reason, flag string
		want         parts
		wantErr      bool
	}{
		{"no flag: one part, every edit", "", parts{0, 1}, false},
		{"the first of two", "0/2", parts{0, 2}, false},
		{"the last of three", "2/3", parts{2, 3}, false},
		{"k must be below n", "2/2", parts{}, true},
		{"k may not be negative", "-1/2", parts{}, true},
		{"n must be at least 1", "0/0", parts{}, true},
		{"no slash", "1", parts{}, true},
		{"not numbers", "a/b", parts{}, true},
	} {
		part, n, err := tamperParts(tc.flag)
		if (err != nil) != tc.wantErr {
			t.Errorf("%s: tamperParts(%q) error %v, want error %t", tc.reason, tc.flag, err, tc.wantErr)
			continue
		}
		if diff := cmp.Diff(tc.want, parts{part, n}); diff != "" {
			t.Errorf("%s: tamperParts(%q) (-want +got):\n%s", tc.reason, tc.flag, diff)
		}
	}
}
