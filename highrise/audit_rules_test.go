package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Not Enough Floors in the Bag?: "choose any Floor directly from the
// Construction Yards of the player with the most Floors". What comes in
// place of a Floor from the bag is a Floor, never an UltraPlastic: "There
// should never be any UltraPlastic in the bag at any point in the game",
// Trade/Choose "You can't get UltraPlastic from this Action Space", Banquet
// Hall "You may not get UltraPlastic from the Banquet Hall". With the bag
// empty, p1 holds the most (UltraPlastic counted, as it fills a space "like
// a regular Floor"): p0 takes one of p1's Floors, not its UltraPlastic;
// when p1's are all UltraPlastic, nothing comes ("you simply draw no more").
func TestShortageGivesNoUltraPlastic(t *testing.T) {
	for _, tc := range []struct {
		reason string
		tenant string
		p1     map[string]int
		want   map[string]bool // p0's choices
	}{
		{"Banquet Hall, p1 with red Floors and UltraPlastic: a red Floor only", "banquet-hall", map[string]int{"red": 2, "up": 2}, map[string]bool{"from p1 red": true}},
		{"Theatre's random draw, p1 with red Floors and UltraPlastic: a red Floor only", "theatre", map[string]int{"red": 2, "up": 2}, map[string]bool{"from p1 red": true}},
		{"Theatre's random draw, p1 with UltraPlastic only: no Floor comes", "theatre", map[string]int{"up": 3}, map[string]bool{}},
	} {
		s := ready(t, 4, ModeStandard)
		for p := range s.seats() {
			s.returnFloors(&s.p[p].Yard)
		}
		stockYard(s, 1, floorsOf(t, tc.p1))
		s.bag = Floors{}
		activate(t, s, 0, tc.tenant)
		got := map[string]bool{}
		if s.ToMove() == 0 {
			got = legalStrings(s)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: p0's choices (-want +got):\n%s\nprompt: %s", tc.reason, diff, s.Prompt())
		}
	}
}

// Blocking: "place it on the first available Action Space of the Zone in
// front of the lead player. If the lead player currently is in the Stop
// Zone, place the Neutral Mogul in the next available space in the Stop
// Zone". At the start of a round every Mogul still stands where the last
// round ended (the 2-player game's Neutral Mogul starts "in the #3 spot of
// the Stop Zone", the solo game's in #2 and #3), and the Mogul in the last
// spot moves first: the Zone in front of the lead player is the track's
// first, so a block there goes onto eg-floors-1, not straight into this
// round's Stop Zone past the whole round (and, in the solo game, past every
// Construction Zone and Bonus Space).
func TestNeutralBlockAtTheStartOfARound(t *testing.T) {
	for _, players := range []int{1, 2} {
		s := ready(t, players, ModeFull)
		top := s.stack.Top()
		if top == nil || top.Op != opNeutral {
			t.Fatalf("%d players: %s, want a Neutral Mogul (the last Stop Zone spot) to move first", players, s.Prompt())
		}
		n := int(top.K)
		play(t, s, "block")
		if got := s.side.Spaces[s.p[n].Pos].ID; got != "eg-floors-1" {
			t.Errorf("%d players: the Neutral Mogul blocks at the round's start on %s, want eg-floors-1", players, got)
		}
	}
}
