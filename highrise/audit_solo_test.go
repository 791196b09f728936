package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// soloToUpkeep plays a solo Full Game from a chosen 2010 position to the
// first move of 2020: the player takes a red Floor (drawing none), then
// goes to the Stop Zone and builds nothing; both Neutral Moguls block. It
// returns how many Floors Chance drew for the player on the way (a
// demolition's compensation, a card's draw).
func soloToUpkeep(t *testing.T, s *State) int {
	t.Helper()
	emptyBonuses(s)
	onTurn(s, 0)
	play(t, s, "go eg-floors-1", "no")
	drawn := 0
	for n := 0; s.Round() == 2010 || s.ToMove() != 0 || !strings.Contains(s.Prompt(), "move your Mogul"); n++ {
		if n > 200 {
			t.Fatalf("2020 never came: %s", s.Prompt())
		}
		legal := legalStrings(s)
		switch {
		case s.ToMove() == 0 && strings.Contains(s.Prompt(), "move your Mogul"):
			for _, m := range legalText(s) {
				if strings.HasPrefix(m, "go stop-") {
					play(t, s, m)
					break
				}
			}
		case s.ToMove() == rulebook.Chance:
			if strings.Contains(s.Prompt(), "for p0") {
				drawn++
			}
			play(t, s, legalText(s)[0])
		case legal["block"]:
			play(t, s, "block")
		case legal["no"]:
			play(t, s, "no")
		case legal["lose 0"]:
			play(t, s, "lose 0")
		default:
			play(t, s, legalText(s)[0])
		}
	}
	return drawn
}

// Extra Tenants, Demolition Company: "Draw one Floor if a Neighborhood you
// have presence in fills up, or has a Building demolished." The 1-player
// game places Neutral Buildings "At the end of Upkeep ... in the first
// available space of each Neighborhood"; "If a Neighborhood you need to
// place a Neutral Building Tile in is full, demolish its shortest Building.
// If the demolished Building is yours, draw 2 random Floors as normal." A
// Neutral Building that fills a Neighborhood of yours, or demolishes a
// Building there, is such a change.
func TestSoloNeutralBuildingDemolitionCompany(t *testing.T) {
	eg := testContent.hoodIndex("east-gardens")
	tests := []struct {
		reason string
		builds [][2]int // East Gardens, slot by slot: owner (-1 the setup's Neutral Building), height
		card   bool
		want   int // Floors drawn for the player at Upkeep
	}{
		{"the Neutral Building fills East Gardens, where you have a Building: one Floor", [][2]int{{-1, 5}, {0, 6}}, true, 1},
		{"the Neutral Building demolishes your shortest Building: 2 Floors, and one more", [][2]int{{-1, 5}, {0, 4}, {0, 9}}, true, 3},
		{"without the card, the demolition's 2 Floors only", [][2]int{{-1, 5}, {0, 4}, {0, 9}}, false, 2},
		{"a Neighborhood with no Building of yours fills up: nothing", [][2]int{{-1, 5}, {-1, 5}}, true, 0},
	}
	for _, tc := range tests {
		s := ready(t, 1, ModeFull)
		neutral := s.bld[s.buildingSpace(eg, 0)]
		for slot, b := range tc.builds {
			if b[0] < 0 {
				s.bld[s.buildingSpace(eg, slot)] = neutral
				continue
			}
			setBuilding(s, eg, slot, b[0], b[1])
		}
		if tc.card {
			give(t, s, 0, "demolition-company", 1)
		}
		stockYard(s, 0, Floors{})
		if got := soloToUpkeep(t, s); got != tc.want {
			t.Errorf("%s: %d Floors drawn, want %d", tc.reason, got, tc.want)
		}
		if b := s.bld[s.buildingSpace(eg, len(tc.builds)%3)]; !s.isNeutralBuilding(b) {
			t.Errorf("%s: the new Neutral Building is not where it was due: %+v", tc.reason, b)
		}
		if diff := cmp.Diff(tc.want+1, s.p[0].Yard.Total()); diff != "" {
			t.Errorf("%s: the player's Floors, the red one taken included (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// The 1-player game, Neutral Buildings: "If any Mogul stops at a Neutral
// Building, nothing special happens" (the Tenant power as ever, no owner's
// draw). End of Round: "Score Tallest Building Bonus as normal. Neutral
// Buildings do not score, but will probably block you from scoring in many
// Neighborhoods."
func TestSoloNeutralBuildingsNeitherDrawNorScore(t *testing.T) {
	s := ready(t, 1, ModeFull)
	emptyBonuses(s)
	eg := testContent.hoodIndex("east-gardens")
	idx := s.buildingSpace(eg, 0)
	if !s.isNeutralBuilding(s.bld[idx]) {
		t.Fatalf("no Neutral Building on east-gardens-1: %+v", s.bld[idx])
	}
	s.tenant[idx] = int8(tenantIndex(t, "obelisk"))
	stockYard(s, 0, Floors{})
	onTurn(s, 0)
	vp := s.Scores()[0]
	for i := range s.line {
		s.line[i] = -1 // no Bonus Tile in the line to take on the way
	}
	play(t, s, "go eg-tenant-1")
	if s.ToMove() == rulebook.Chance {
		t.Errorf("a stop at a Neutral Building draws: %s", s.Prompt())
	}
	if diff := cmp.Diff(3, s.Scores()[0]-vp); diff != "" {
		t.Errorf("the Obelisk's power on a Neutral Building's Tenant (-want +got):\n%s", diff)
	}

	// East Gardens: the Neutral Building (5) and the player's 4 and 7; the
	// 2010 bonus (1 VP for the tallest of the Neighborhood, 1 VP for the
	// tallest in the game) goes to the 7 in East Gardens only if the
	// Neutral Buildings, which score nothing, are shorter.
	for _, tc := range []struct {
		reason  string
		neutral int
		want    int
	}{
		{"the Neutral 5 is shorter: the player's 7 is tallest in East Gardens (1 VP); the Neutral 9 in Harbourside is tallest in the game and scores nothing", 5, 1},
		{"the Neutral Building is taller: it blocks the player and scores nothing", 9, 0},
	} {
		s := ready(t, 1, ModeFull)
		nb := s.bld[idx]
		nb.Height = uint8(tc.neutral)
		s.bld[idx] = nb
		setBuilding(s, eg, 1, 0, 7)
		hb := testContent.hoodIndex("harbourside")
		tall := s.bld[s.buildingSpace(hb, 0)]
		tall.Height = 9
		s.bld[s.buildingSpace(hb, 0)] = tall
		s.p[0].VP = 0
		s.tallest()
		if diff := cmp.Diff(tc.want, s.Scores()[0]); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
