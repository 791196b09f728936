package rulebooktest

import (
	"strings"
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

// TestEditsReorder: Edits swaps every pair of neighbouring elements and
// reverses every list of three or more, so that a tamper run tries the
// saves only an order makes wrong (a deal moved beneath the step that
// boxes what is left, say), and the edited JSON is the save reordered and
// nothing else.
func TestEditsReorder(t *testing.T) {
	edits, err := Edits([]byte(`{"p":[1,2,3],"q":[{"a":1},{"a":2}]}`))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, e := range edits {
		if strings.Contains(e.What, "swapped") || e.What == "reversed" {
			got[e.Path+" "+e.What] = string(e.JSON())
		}
	}
	want := map[string]string{
		"p [0] and [1] swapped": `{"p":[2,1,3],"q":[{"a":1},{"a":2}]}`,
		"p [1] and [2] swapped": `{"p":[1,3,2],"q":[{"a":1},{"a":2}]}`,
		"p reversed":            `{"p":[3,2,1],"q":[{"a":1},{"a":2}]}`,
		"q [0] and [1] swapped": `{"p":[1,2,3],"q":[{"a":2},{"a":1}]}`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("reordering edits (-want +got):\n%s", diff)
	}
}
