package capitals

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestOptionGivenTwice: an option given twice is an error, in a record's
// option string and in New's options alike, rather than the last one
// winning ("players=4 players=3" was accepted and played 3 players).
func TestOptionGivenTwice(t *testing.T) {
	parse := []struct {
		reason, text, want string
	}{
		{"players twice", "players=4 players=3", `capitals: option "players" is given twice`},
		{"an own option twice", "prosperity=true prosperity=true", `capitals: option "prosperity" is given twice`},
		{"a rules option twice", "expo_timing=before-admin players=2 expo_timing=after-admin", `capitals: option "expo_timing" is given twice`},
	}
	for _, tc := range parse {
		_, err := ParseOptions(tc.text)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: ParseOptions(%q) (-want +got):\n%s", tc.reason, tc.text, diff)
		}
	}
	with := []struct {
		reason string
		opts   []Option
		want   string
	}{
		{"WithPlayers twice", []Option{WithPlayers(4), WithPlayers(3)}, `capitals: New: option "players" is given twice`},
		{"an own option twice, even with the same value", []Option{WithProsperity(true), WithProsperity(false)}, `capitals: New: option "prosperity" is given twice`},
		{"WithRule twice", []Option{WithRule("expo_timing", "before-admin"), WithRule("expo_timing", "after-admin")}, `capitals: New: option "expo_timing" is given twice`},
	}
	for _, tc := range with {
		_, err := New(MustDefault(), tc.opts...)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: New (-want +got):\n%s", tc.reason, diff)
		}
	}
}
