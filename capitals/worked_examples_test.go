package capitals

import (
	"testing"

	"github.com/rulebook-go/rulebook"
)

// Worked examples of the rulebook that no other test pins with the
// rulebook's own numbers.

// TestAttractionLevelKeptPastItsSpace: "Once reaching an Attraction Level
// space, the Highest Culture City retains this level even when they have
// passed that space (for example, if the City with the Highest Culture
// Level was on the 10th space of the Culture Track, they would still
// utilize the claiming of Tourist Markers allowed by the 9th space)":
// Attraction Level 1, "Tourist Markers from all Cities whose markers are
// lower than space 6".
func TestAttractionLevelKeptPastItsSpace(t *testing.T) {
	s := newGame(t, 4)
	leader := 0
	for p, c := range [4]int16{10, 5, 6, 7} {
		s.cities[p].Track[tCult] = c
	}
	s.tourism()
	if s.highest != int8(leader) {
		t.Fatalf("the Highest Culture is p%d, want p%d on the 10th space", s.highest, leader)
	}
	for p, want := range [4]int{leader, leader, 2, 3} {
		if got := int(s.tourists[p].City); got != want {
			t.Errorf("p%d's Tourist (Culture %d) is in p%d's City, want p%d's", p, s.cities[p].Track[tCult], got, want)
		}
	}
}

// TestExtraTaxationToTheFifteenDollarSpace: "Remember, a player needs to
// end up with at least $1, so if, for example, $14 is needed, calculate
// enough Extra Taxation Actions to get the player to the $15 space before
// deducting the $14 payment." From $3, four Extra Taxation Actions ("losing
// 1 Prestige Point and adding $3") reach the $15 space; $1 is left.
func TestExtraTaxationToTheFifteenDollarSpace(t *testing.T) {
	s := newGame(t, 4)
	p := int(s.stack.Top().Who)
	ct := &s.cities[p]
	ct.Track[tEcon], ct.Prestige = 3, 0
	if err := s.payMoney(p, 14); err != nil {
		t.Fatal(err)
	}
	if ct.Track[tEcon] != 1 || ct.Prestige != -4 {
		t.Errorf("$3 paying $14: $%d left and %+d Prestige; want $1 (from the $15 space) and -4", ct.Track[tEcon], ct.Prestige)
	}
}

// TestRoundThreeDrawsEraI: "If the Time Marker has moved from Round 2 to
// Round 3, continue drawing from Era I Building Tiles", "only as many as
// needed" for "the number of players plus 2" current-Era tiles in the
// whole Projects Area.
func TestRoundThreeDrawsEraI(t *testing.T) {
	s := newGame(t, 4)
	toDecision(t, s, 3, phPolitical, int(opSpace))
	v := s.View(rulebook.Chance)
	n := 0
	for row, ids := range v.Rows {
		for _, id := range ids {
			n++
			if era := s.c.tiles[s.c.byID[id]].Era; era != 1 {
				t.Errorf("%s of Era %d in the $%d row in round 3, want Era I", id, era, s.c.rows[row])
			}
		}
	}
	if n != 4+2 {
		t.Errorf("%d Era I tiles in the Projects Area in round 3, want 4+2", n)
	}
}
