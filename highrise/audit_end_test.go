package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// "Attention! Not-So-Friendly Tiebreaker! If there's a tie for most VP, the
// player with the single tallest Building (including spires) is the
// winner. If the tie persists, look at the second-tallest Buildings of
// each tied player, and so on."
func TestNotSoFriendlyTiebreaker(t *testing.T) {
	type b struct{ owner, height, spires int }
	tests := []struct {
		reason string
		vp     []int
		builds []b
		want   []rulebook.Player
	}{
		{"most VP wins, however short its Buildings", []int{31, 30, 30}, []b{{0, 5, 0}, {1, 12, 0}}, []rulebook.Player{0}},
		{"tied: the single tallest Building wins", []int{30, 30, 20}, []b{{0, 9, 0}, {1, 10, 0}, {2, 14, 0}}, []rulebook.Player{1}},
		{"tied: Spires count (9 and a Spire is 11, over 10)", []int{30, 30, 20}, []b{{0, 9, 1}, {1, 10, 0}}, []rulebook.Player{0}},
		{"tallest tied too: the second-tallest decides", []int{30, 30, 20}, []b{{0, 10, 0}, {0, 6, 0}, {1, 10, 0}, {1, 7, 0}}, []rulebook.Player{1}},
		{"a second Building beats none", []int{30, 30, 20}, []b{{0, 10, 0}, {0, 3, 0}, {1, 10, 0}}, []rulebook.Player{0}},
		{"every Building alike: the tie stands", []int{30, 30, 20}, []b{{0, 8, 0}, {1, 8, 0}}, []rulebook.Player{0, 1}},
	}
	for _, tc := range tests {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		slot := map[int]int{}
		for _, x := range tc.builds {
			h := slot[x.owner] % len(testContent.hoods)
			setBuilding(s, h, x.owner, x.owner, x.height)
			s.bld[s.buildingSpace(h, x.owner)].Spires = uint8(x.spires)
			slot[x.owner]++
		}
		for p := range tc.vp {
			stockYard(s, p, Floors{})
			s.p[p].VP = int16(tc.vp[p])
			s.p[p].Corruption = 0
		}
		s.round = int8(len(testContent.rounds) - 1)
		if err := s.endGame(); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tc.want, s.Winners()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Upkeep, Adjust Player Corruption: "the player with the fewest VP loses
// two Corruption, and the player with the second-fewest VP loses one
// Corruption. Remember: Ultra-Friendly Ties! If multiple players are tied
// for fewest VP, they all lose Corruption, and you must still evaluate
// second place!" "Important: There is no Upkeep, and thus no Adjust
// Player Corruption step at the end of 2030."
func TestAdjustPlayerCorruption(t *testing.T) {
	tests := []struct {
		reason string
		round  int
		vp     []int
		want   []int // Corruption, each from 5
	}{
		{"fewest 2, second-fewest 1, the rest none", 0, []int{10, 4, 7, 20}, []int{5, 3, 4, 5}},
		{"two tied for fewest lose 2 each; the next VP is second place", 0, []int{4, 4, 7, 20}, []int{3, 3, 4, 5}},
		{"tied for second-fewest: both lose 1", 1, []int{9, 2, 9, 20}, []int{4, 3, 4, 5}},
		{"the end of 2030: no adjustment", 2, []int{10, 4, 7, 20}, []int{5, 5, 5, 5}},
	}
	for _, tc := range tests {
		// The Full Game with no Power Card held: the penalty flips nothing,
		// so the Corruption after the round is the adjustment's.
		s := ready(t, 4, ModeFull)
		clearBuildings(s)
		s.stack = s.stack[:0]
		for p := range tc.vp {
			s.p[p].VP = int16(tc.vp[p])
			s.p[p].Corruption = 5
		}
		s.round = int8(tc.round)
		if err := s.roundEnd(); err != nil {
			t.Fatal(err)
		}
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
		for s.ToMove() == rulebook.Chance {
			play(t, s, legalText(s)[0]) // the next round's deals
		}
		got := []int{s.Corruption(0), s.Corruption(1), s.Corruption(2), s.Corruption(3)}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
