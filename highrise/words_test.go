package highrise

import (
	"regexp"
	"testing"
)

// A verb argument that names one of a few ways of doing an operation (which
// Building a Spire goes on, …) is checked at load: a word the verb does not
// know is an error at the script's file:line:col, not a failure in play.
func TestLoadRefusesUnknownWords(t *testing.T) {
	for _, tc := range []struct {
		reason, file, old, new, want string
	}{
		{"Auto Manufacturer's Spire onto a Building spire_on does not know",
			"tenants.yaml", `spire_on("any")`, `spire_on("top")`,
			`highrise/tenants.yaml:\d+:\d+: spire_on: "top" is not one of \["any" "new"\]`},
		{"Private Contractor constructing somewhere construct does not know",
			"tenants.yaml", `construct("city-center", "only")`, `construct("city-center", "there")`,
			`highrise/tenants.yaml:\d+:\d+: construct: "there" is not one of \["home" "any" "only" "suburbs"\]`},
		{"High-End Condo adding Floors to a Building add_floors does not know",
			"cards.yaml", `add_floors(2, "new")`, `add_floors(2, "old")`,
			`highrise/cards.yaml:\d+:\d+: add_floors: "old" is not one of \["new" "any"\]`},
		{"Condo Developer's space opened by a way to construct can_construct_after does not know",
			"tenants.yaml", `can_construct_after("switch")`, `can_construct_after("swap")`,
			`highrise/tenants.yaml:\d+:\d+: can_construct_after: "swap" is not one of \["choose" "switch"\]`},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			fsys := mapContent(t)
			editMap(t, fsys, tc.file, tc.old, tc.new)
			_, err := Load(fsys)
			if err == nil || !regexp.MustCompile(tc.want).MatchString(err.Error()) {
				t.Errorf("%s: got %v, want an error matching %s", tc.reason, err, tc.want)
			}
		})
	}
}
