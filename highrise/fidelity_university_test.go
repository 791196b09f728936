package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// universityOpening is a 3-player Standard Game (2020, Blueprint Card
// bp-2020-1: A is green, blue, red and an UltraPlastic icon) at p2's
// (Base Construction Yard #3) second move: p2 placed its starting Building
// on start (on harbourside-1 the University, on harbourside-2 the Masonic
// Lodge), took bonus-1b's blue and
// black Floors and drew two black ones at the 5-Star Restaurant, so it
// holds green, blue and three black Floors: no red for Blueprint A.
func universityOpening(t *testing.T, start string) *table {
	t.Helper()
	tb := newTable(t, []deal{
		{"for 2020", []string{"blueprint bp-2020-1"}},
		{"to harbourside-1", []string{"tenant university"}},
		{"to harbourside-2", []string{"tenant masonic-lodge"}},
		{"to east-gardens-1", []string{"tenant five-star-restaurant"}},
		{"on bonus-1b", []string{"tile two-floors-2020"}},
		{"onto bonus-1b", []string{"floor blue", "floor black"}},
		{"for p2", []string{"floor green", "floor black", "floor black"}},
	}, WithPlayers(3), WithMode(ModeStandard))
	tb.do(start)
	tb.quiet("move your Mogul") // the other starting Buildings
	tb.turn(2)
	tb.do("go eg-tenant-1", "bonus bonus-1b", "no")
	tb.do("go eg-trade-1", "bonus bonus-1a", "notrade", "pick orange") // p1
	tb.do("go eg-trade-2", "notrade", "pick orange")                   // p0
	tb.turn(2)
	if diff := cmp.Diff(map[string]int{"green": 1, "blue": 1, "black": 3}, tb.player(2).Yard); diff != "" {
		t.Fatalf("p2's yard (-want +got):\n%s", diff)
	}
	return tb
}

// "Before Constructing a Building, you may discard University to cover any
// square on this round's Blueprint card with an UltraPlastic token." Holding
// it, a Construct space is open when only covering a square lets a
// Blueprint match: the construction is the action, so the cover that makes
// it possible is then owed.
func TestUniversityMakesConstructionPossible(t *testing.T) {
	tb := universityOpening(t, "place harbourside-1")
	if tb.held(2, "university") != 1 {
		t.Fatalf("p2 holds no University card: %+v", tb.player(2).PowerCards)
	}
	if !tb.offers("go eg-build-1") {
		t.Fatalf("covering A's red square lets green, blue, black, black match: the Construct space must be open (legal %v)", tb.legal())
	}
	tb.do("go eg-build-1")
	tb.refused("done", "the construction needs the cover")
	if diff := cmp.Diff([]string{"use university"}, tb.legal()); diff != "" {
		t.Errorf("the window before constructing (-want +got):\n%s", diff)
	}
	tb.do("use university")
	if diff := cmp.Diff([]string{"cover A red"}, tb.legal()); diff != "" {
		t.Errorf("only the cover that makes a construction possible (-want +got):\n%s", diff)
	}
	tb.do("cover A red", "build A black2+blue1+green1")
	if c := tb.view(2).Construction; c == nil || c.Height != 5 {
		t.Errorf("Blueprint A with two black Floors on its UltraPlastic squares, first built: %+v, want 5 high", c)
	}
}

// Without the card the same Floors match nothing: "If you cannot perform
// the action, you may not stop on that space."
func TestNoUniversityNoConstruction(t *testing.T) {
	tb := universityOpening(t, "place harbourside-2")
	tb.refused("go eg-build-1", "no Blueprint matches and no University")
}
