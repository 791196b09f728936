package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Insurance Company: "Immediately after losing one or more Corruption, Draw
// 2 Floors. ... You may use Insurance Company when you lose Corruption at
// the end of a round." The Standard Game's Corruption Penalty is such a
// loss: "The player with the most Corruption now moves backwards on the
// Corruption Track, losing Corruption until they have the same amount of
// Corruption as the player with the second-most Corruption. They lose 1 VP
// per space." Here p0, with the most VP (so not adjusted) and 6 Corruption,
// is last into the Stop Zone; p1 has 2 and the second-fewest VP (Adjust
// Player Corruption: it loses one), p2 none: p0 moves back to 1 for 5 VP
// and draws 2 Floors.
func TestInsuranceCompanyOnCorruptionPenalty(t *testing.T) {
	s := ready(t, 3, ModeStandard)
	emptyBonuses(s)
	clearBuildings(s)
	give(t, s, 0, "insurance-company", 1)
	for p, c := range []int{6, 2, 0} {
		stockYard(s, p, Floors{})
		s.p[p].Corruption = uint8(c)
		s.p[p].VP = int16(30 - 10*p)
	}
	onTurn(s, 0)
	for i, id := range []string{"stop-1", "stop-2"} {
		s.p[i+1].Pos, s.p[i+1].Arrive = int8(trackIndex(t, s, id)), int16(i)
	}
	for q := trackIndex(t, s, "stop-1") - 1; q >= 0; q-- {
		if s.side.Spaces[q].Kind != kindBonus {
			s.p[0].Pos = int8(q) // the last space before the Stop Zone
			break
		}
	}
	play(t, s, "go stop-3")
	// The Floors drawn for p0 before the next round's setup.
	drawn := 0
	for s.ToMove() == rulebook.Chance && s.Prompt() == "Chance: draw a random Floor from the bag for p0" && drawn < 5 {
		play(t, s, "floor red")
		drawn++
	}
	got := []int{s.Corruption(0), s.Scores()[0], s.Yard(0)["red"]}
	if diff := cmp.Diff([]int{1, 25, 2}, got); diff != "" {
		t.Errorf("[Corruption, VP, red Floors] of p0 after the penalty (-want +got):\n%s", diff)
	}
}
