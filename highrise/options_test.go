package highrise

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
		{"players twice", "players=4 players=3", `highrise: option "players" is given twice`},
		{"an own option twice", "mode=full mode=intro", `highrise: option "mode" is given twice`},
		{"a rules option twice", "extra_tenants=off players=2 extra_tenants=on", `highrise: option "extra_tenants" is given twice`},
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
		{"WithPlayers twice", []Option{WithPlayers(4), WithPlayers(3)}, `highrise: New: option "players" is given twice`},
		{"an own option twice, even with the same value", []Option{WithMode(ModeFull), WithMode(ModeFull)}, `highrise: New: option "mode" is given twice`},
		{"WithRule twice", []Option{WithRule("extra_tenants", "off"), WithRule("extra_tenants", "on")}, `highrise: New: option "extra_tenants" is given twice`},
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
