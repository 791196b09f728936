package buildershigh

import "testing"

// TestHeuristicValuesConstruction: "use up all of the cards in your hand"
// — paying for a building with budget cards that match its cost brings the
// builder closer to the victory condition, which Scores (the tie-breaker)
// alone would not show before the play area grows.
func TestHeuristicValuesConstruction(t *testing.T) {
	s := newFourPlayer(t)
	before := s.Heuristic()[0]
	play(t, s, "build recycling-plant", "pay 2+2+5+5")
	if after := s.Heuristic()[0]; after <= before {
		t.Errorf("p0's standing went from %.3f to %.3f after building with an exact payment", before, after)
	}
}

// TestHeuristicVictoryCondition: a seat that met the victory condition
// stands above every seat that did not.
func TestHeuristicVictoryCondition(t *testing.T) {
	s := newFourPlayer(t)
	s.achieved |= 1 << 2
	h := s.Heuristic()
	for p, v := range h {
		if p != 2 && v >= h[2] {
			t.Errorf("p%d stands at %.3f, not below p2's %.3f, who met the victory condition", p, v, h[2])
		}
	}
}
