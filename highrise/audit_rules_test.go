package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
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
		returnEveryYard(s)
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

// stop_zone_numbers: which way the Stop Zone's numbers run, where Setup
// puts each Mogul "in the Action Space with the number matching the player
// number". arrival (default, TestFirstMoverIsInTheLastStopZoneSpot): #1 is
// the first space to fill, so the highest number is furthest behind and
// moves first. turn-order: #1 is the last spot, so Player #1 moves first
// (the Setup's "position in turn order. For example, if you're Player #1",
// "Player #1 starts on the -1 space, the last player in turn order starts
// on the -3 space"), with one or two players before the Neutral Moguls; the
// next round still begins "with the player in the last spot in the Stop
// Zone".
func TestStopZoneNumbersTurnOrder(t *testing.T) {
	turnOrder := WithRule("stop_zone_numbers", "turn-order")
	for _, tc := range []struct {
		reason string
		opts   []Option
		first  int // Base Construction Yard # of the first mover
	}{
		{"4 players, Introductory", []Option{WithPlayers(4), WithMode(ModeIntro)}, 1},
		{"4 players, Introductory, arrival", []Option{WithPlayers(4), WithMode(ModeIntro), WithRule("stop_zone_numbers", "arrival")}, 4},
		{"3 players, Full", []Option{WithPlayers(3), WithMode(ModeFull)}, 1},
		{"2 players: Player #1, not the Neutral Mogul in #3", []Option{WithPlayers(2), WithMode(ModeFull)}, 1},
		{"1 player: the player, not a Neutral Mogul", []Option{WithPlayers(1), WithMode(ModeFull)}, 1},
	} {
		opts := tc.opts
		if len(opts) == 2 {
			opts = append(opts, turnOrder)
		}
		tb := newTable(t, nil, opts...)
		if p := tb.seatOf(tc.first); tb.s.ToMove() != rulebook.Player(p) || !strings.Contains(tb.s.Prompt(), "move your Mogul") {
			t.Errorf("%s: %v is to move (%s), want Player #%d (p%d) to move its Mogul", tc.reason, tb.s.ToMove(), tb.s.Prompt(), tc.first, p)
		}
	}
	// The next round begins with the last into the Stop Zone, as before.
	tb := newTable(t, []deal{{"to east-gardens-1", []string{"tenant research-firm"}}}, WithPlayers(3), WithMode(ModeFull), turnOrder)
	one, two, three := tb.seatOf(1), tb.seatOf(2), tb.seatOf(3)
	tb.turn(one)
	tb.do("go eg-floors-1", "no")
	tb.turn(two)
	tb.do("go eg-floors-2", "no")
	tb.turn(three)
	tb.do("go eg-tenant-1")
	tb.quiet("move your Mogul")
	for _, p := range []int{one, two, three} {
		tb.turn(p)
		tb.do(tb.legal()[len(tb.legal())-1]) // the first free Stop Zone space
		tb.quiet("move your Mogul")
	}
	if tb.s.Round() != 2020 {
		t.Fatalf("round %d, want 2020", tb.s.Round())
	}
	tb.turn(three) // last into the Stop Zone
}
