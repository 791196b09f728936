package buildershigh

import (
	"slices"
	"strings"
	"testing"
)

// TestAreaMeasures: area(measure, type, min) reads the play area's
// buildings of a type ("any": every type) with a printed cost of min or
// more, measured by how many, how many different types ("Building type"),
// the most copies of one building ("Constructing identical building") or
// their printed costs added up ("The construction cost … is shown in the
// upper left corner of the building card"). A Residential District edited
// to each requirement is achieved, or not, by p0's Recycling Plant (an
// industrial building, 14M) built beside what p0's play area holds.
func TestAreaMeasures(t *testing.T) {
	for _, tc := range []struct {
		reason      string
		requirement string
		area        []string // buildings already in p0's play area
		achieved    bool
	}{
		{"a Recycling Plant and a Suburb Estate are two types", `area("types", "any", 0) >= 2`, []string{"suburb-estate"}, true},
		{"a Recycling Plant alone is one type", `area("types", "any", 0) >= 2`, nil, false},
		{"the 9M Suburb Estate is under the 10M floor: one type counts", `area("types", "any", 10) >= 2`, []string{"suburb-estate"}, false},
		{"two Recycling Plants are two copies", `area("copies", "industrial", 0) >= 2`, []string{"recycling-plant"}, true},
		{"two Condominiums are not industrial copies", `area("copies", "industrial", 0) >= 2`, []string{"condominium", "condominium"}, false},
		{"14M and 11M industrial cost 25M", `area("cost", "industrial", 0) >= 25`, []string{"warehouse"}, true},
		{"the 17M Tower Mansion is not industrial", `area("cost", "industrial", 0) >= 25`, []string{"tower-mansion"}, false},
		{"every type: 14M and 17M cost 31M", `area("cost", "any", 0) >= 31`, []string{"tower-mansion"}, true},
		{"how many: the Recycling Plant and the Tower Mansion", `area("buildings", "any", 14) >= 2`, []string{"tower-mansion"}, true},
		{"how many: the 9M Suburb Estate is under the 14M floor", `area("buildings", "any", 14) >= 2`, []string{"suburb-estate"}, false},
	} {
		c, err := editedContent(t, "planning.yaml", `requirement: count("residential") >= 3`, "requirement: '"+tc.requirement+"'")
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		restore := swapContent(c)
		s := newFourPlayer(t)
		restore()
		counts := map[string]int{}
		for _, id := range tc.area {
			counts[id]++
		}
		for id, n := range counts {
			setCounts(t, s, areaZone(0), id, n)
		}
		play(t, s, "build recycling-plant", "pay 2+2+10")
		got := slices.Contains(legalStrings(s), "plan residential-district")
		if got != tc.achieved {
			t.Errorf("%s: the Residential District offered %v, want %v (%s)", tc.reason, got, tc.achieved, s.Prompt())
		}
	}
}

// TestAreaMeasureChecked: a measure that names nothing is a load error at
// the script.
func TestAreaMeasureChecked(t *testing.T) {
	_, err := editedContent(t, "planning.yaml", `requirement: count("residential") >= 3`, `requirement: area("height", "any", 0) >= 3`)
	if err == nil || !strings.Contains(err.Error(), "planning.yaml:") || !strings.Contains(err.Error(), `measure "height"`) {
		t.Errorf("got %v, want a located error naming the measure", err)
	}
}
