package highrise

import (
	"math"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/rulebooktest"
)

// "Retail Space: After you Draw a Floor as a result of someone using your
// Tenant, choose one Floor from the bag." A 3-player Standard Game: p2's
// starting Building stands on the Retail Space (and takes its card); p1
// stops on it: p2 draws first, then chooses.
func TestRetailSpaceChoosesAfterTheDraw(t *testing.T) {
	tb := newTable(t, []deal{
		{"to downtown-1", []string{"tenant retail-space"}},
		{"for p2", []string{"floor green", "floor blue"}}, // the starting Floor, then the draw for p1's stop
	}, WithPlayers(3), WithMode(ModeStandard))
	tb.do("place downtown-1")
	tb.quiet("move your Mogul")
	if tb.held(2, "retail-space") != 1 {
		t.Fatalf("p2 holds no Retail Space card: %+v", tb.player(2).PowerCards)
	}
	tb.do("go eg-floors-1", "no")               // p2 takes a red Floor
	tb.do("go dt-tenant-1")                     // p1
	tb.quiet("p2: choose a Floor from the bag") // p1's Bonus, the Tenant power's card
	if diff := cmp.Diff(map[string]int{"green": 1, "red": 1, "blue": 1}, tb.player(2).Yard); diff != "" {
		t.Fatalf("when p2 chooses, the Floor drawn for p1's stop must be in p2's yards (-want +got):\n%s", diff)
	}
	tb.do("pick black")
	if diff := cmp.Diff(map[string]int{"green": 1, "red": 1, "blue": 1, "black": 1}, tb.player(2).Yard); diff != "" {
		t.Errorf("p2's yards (-want +got):\n%s", diff)
	}
}

// "Now start the next round, beginning with the player in the last spot in
// the Stop Zone", and round 1 begins the same way: every Mogul starts "in
// the Action Space with the number matching the player number on your Base
// Construction Yard", and "the player furthest behind on the One-Way Track
// will go next", the last spot being the furthest behind. So Player #4 (#3
// with three players) moves first in round 1; in the next round, the player
// who stopped last in the Stop Zone.
func TestFirstMoverIsInTheLastStopZoneSpot(t *testing.T) {
	four := newTable(t, nil, WithPlayers(4), WithMode(ModeFull))
	four.turn(four.seatOf(4))
	intro := newTable(t, nil, WithPlayers(4), WithMode(ModeIntro))
	intro.turn(intro.seatOf(4))
	tb := newTable(t, []deal{{"to east-gardens-1", []string{"tenant research-firm"}}}, WithPlayers(3), WithMode(ModeFull))
	tb.turn(tb.seatOf(3))
	tb.do("go eg-floors-1", "no")      // p2
	tb.do("go eg-floors-2", "no")      // p1
	tb.do("go eg-tenant-1")            // p0
	tb.quiet("move your Mogul")        // p0's Bonus
	for _, p := range []int{2, 1, 0} { // p2, p1, p0 stop in this order
		tb.turn(p)
		tb.do(tb.legal()[len(tb.legal())-1]) // the first free Stop Zone space
		tb.quiet("move your Mogul")
	}
	if tb.s.Round() != 2020 {
		t.Fatalf("round %d, want 2020", tb.s.Round())
	}
	tb.turn(0) // last into the Stop Zone
}

// Appendix I, the Stop Zone: "The first player stopping in this Zone may lose
// up to 2 Corruption. The next player stopping in this Zone may lose up to 1
// Corruption. The last player in this Zone does not lose any Corruption."
// On the 4-player side's four spaces, the third is read as a last one: it
// loses none (board.yaml: stop-3 and stop-4 are stop-lose-0).
func TestThirdStopZoneSpaceLosesNothing(t *testing.T) {
	tb := newTable(t, []deal{{"to east-gardens-1", []string{"tenant research-firm"}}}, WithPlayers(4), WithMode(ModeFull))
	tb.turn(3)
	tb.do("go eg-floors-1", "yes") // p3: a Floor for a Corruption
	tb.do("go eg-floors-2", "yes") // p2
	tb.do("go eg-tenant-1")        // p1
	tb.quiet("move your Mogul")
	tb.do("go hb-floors-1") // p0
	tb.quiet("move your Mogul")
	var lose []string
	for _, p := range []int{3, 2, 1} {
		tb.turn(p)
		before := tb.player(p).Corruption
		tb.do(tb.legal()[len(tb.legal())-1]) // stop-1, stop-2, stop-3
		for !strings.Contains(tb.s.Prompt(), "move your Mogul") {
			if strings.Contains(tb.s.Prompt(), "lose up to") {
				lose = append(lose, tb.s.Prompt())
				tb.do(tb.legal()[len(tb.legal())-1]) // lose all it may
				continue
			}
			move := tb.legal()[0]
			if tb.offers("no") {
				move = "no"
			}
			tb.do(move)
		}
		if p == 1 && tb.player(p).Corruption != before {
			t.Errorf("the third Mogul in the Stop Zone lost Corruption: %d -> %d", before, tb.player(p).Corruption)
		}
	}
	want := []string{"p3: lose up to 2 Corruption", "p2: lose up to 1 Corruption"}
	if diff := cmp.Diff(want, lose); diff != "" {
		t.Errorf("Stop Zone prompts (-want +got):\n%s", diff)
	}
}

// Corruption Penalty (Full Game): "The players with the most Corruption must
// now flip one Power Card face-down." With everyone at zero Corruption
// (zero_corruption_most) "none" (default): nobody has "the most
// Corruption", nobody flips; "all": everyone is tied for it, and p0, the
// only one with a card, flips it. p0 takes bonus-1b's Archive card; nobody
// gains a Corruption in 2010.
func TestNoFlipWhenNobodyHasCorruption(t *testing.T) {
	for _, reading := range []string{"none", "all"} {
		noFlipWhenNobodyHasCorruption(t, reading)
	}
}

func noFlipWhenNobodyHasCorruption(t *testing.T, reading string) {
	tb := newTable(t, []deal{
		{"on bonus-1b", []string{"tile archive-2010"}},
		{"to east-gardens-1", []string{"tenant research-firm"}},
	}, WithPlayers(3), WithMode(ModeFull), WithRule("zero_corruption_most", reading))
	tb.do("go eg-floors-1", "no")             // p2
	tb.do("go eg-floors-2", "no")             // p1
	tb.do("go eg-tenant-1", "bonus bonus-1b") // p0: the Archive
	flipped := false
	for n := 0; tb.s.Round() == 2010; n++ {
		if n > 100 {
			t.Fatalf("2010 never ended: %s", tb.s.Prompt())
		}
		if strings.Contains(tb.s.Prompt(), "flip a Power Card") {
			if reading == "none" || tb.s.ToMove() != 0 {
				t.Fatalf("%s: %v: %q with Corruption %d/%d/%d", reading, tb.s.ToMove(), tb.s.Prompt(), tb.player(0).Corruption, tb.player(1).Corruption, tb.player(2).Corruption)
			}
			tb.do("flip archive")
			flipped = true
			continue
		}
		if strings.Contains(tb.s.Prompt(), "move your Mogul") {
			tb.do(tb.legal()[len(tb.legal())-1]) // the Stop Zone
			continue
		}
		move := tb.legal()[0]
		if tb.offers("no") {
			move = "no"
		}
		tb.do(move)
	}
	for p := range 3 {
		if c := tb.player(p).Corruption; c != 0 {
			t.Fatalf("p%d ends 2010 with %d Corruption, the test wants none", p, c)
		}
	}
	type got struct {
		Flipped bool
		FaceUp  int // p0's Archive in 2020
	}
	want := got{false, 1}
	if reading == "all" {
		want = got{true, 0}
	}
	if diff := cmp.Diff(want, got{flipped, tb.held(0, "archive")}); diff != "" {
		t.Errorf("%s: (-want +got):\n%s", reading, diff)
	}
}

// "If you gain the Transit Hub card on a turn when you moved past all other
// Moguls on the One-Way Track, you may immediately Draw a random Floor from
// the bag onto the Transit Hub card." The draw is made: onto an empty card it
// costs nothing, and taking the card's Floors, the only other choice, takes
// none.
func TestTransitHubFirstDraw(t *testing.T) {
	tb := newTable(t, []deal{
		{"to east-gardens-1", []string{"tenant transit-hub"}},
		{"onto p2's card", []string{"floor green"}},
	}, WithPlayers(3), WithMode(ModeFull))
	tb.do("go eg-tenant-1", "bonus bonus-1a") // p2 moves first, past every other Mogul
	if tb.held(2, "transit-hub") != 1 {
		t.Fatalf("p2 holds no Transit Hub: %+v", tb.player(2).PowerCards)
	}
	if diff := cmp.Diff(map[string]int{"green": 1}, tb.player(2).OnCard); diff != "" {
		t.Errorf("the Floors on p2's Transit Hub (-want +got):\n%s", diff)
	}
}

// condoDeveloper plays a 3-player Standard Game (bp-2020-1: Blueprint A is
// green, blue, red and an UltraPlastic icon) to p2's stop on the Condo
// Developer in Bayside Heights with green, blue, red and two black Floors,
// and constructs Blueprint A in East Gardens; it returns the Corruption p2
// gained for that stop.
func condoDeveloper(t *testing.T, opts ...Option) int {
	t.Helper()
	tb := newTable(t, []deal{
		{"for 2020", []string{"blueprint bp-2020-1"}},
		{"to harbourside-1", []string{"tenant masonic-lodge"}},
		{"to bayside-heights-1", []string{"tenant condo-developer"}},
		{"to east-gardens-1", []string{"tenant five-star-restaurant"}},
		{"on bonus-1b", []string{"tile two-floors-2020"}},
		{"onto bonus-1b", []string{"floor blue", "floor black"}},
		{"for p2", []string{"floor green", "floor red", "floor black"}},
	}, append([]Option{WithPlayers(3), WithMode(ModeStandard)}, opts...)...)
	tb.do("place harbourside-1")
	tb.quiet("move your Mogul")
	tb.do("go eg-tenant-1", "bonus bonus-1b", "no")                    // p2
	tb.do("go eg-trade-1", "bonus bonus-1a", "notrade", "pick orange") // p1
	tb.do("go eg-trade-2", "notrade", "pick orange")                   // p0
	tb.turn(2)
	before := tb.player(2).Corruption
	tb.do("go bh-tenant-1")
	tb.quiet("choose a Blueprint") // a Bonus Space on the way; no switch
	tb.do("build A black1+red1+blue1+green1")
	tb.quiet("Building Space")
	tb.do("place east-gardens-2")
	tb.quiet("move your Mogul")
	return tb.player(2).Corruption - before
}

// "Condo Developer: Construct in any Neighborhood. You may switch one
// Floor's color for any other color. Then gain one Corruption." The text
// names no Neighborhood for its construction. condo_developer_home own
// (default): like a Construction Zone, its own Neighborhood (Bayside
// Heights) is the home one, so building elsewhere costs a Corruption more;
// any: the one Corruption is all it costs.
func TestCondoDeveloperHome(t *testing.T) {
	tests := []struct {
		reason string
		opts   []Option
		want   int
	}{
		{"default: East Gardens is not Bayside Heights: one for the Neighborhood, one for the power", nil, 2},
		{"own", []Option{WithRule("condo_developer_home", "own")}, 2},
		{"any: the power's Corruption only", []Option{WithRule("condo_developer_home", "any")}, 1},
	}
	for _, tc := range tests {
		if got := condoDeveloper(t, tc.opts...); got != tc.want {
			t.Errorf("%s: %d Corruption, want %d", tc.reason, got, tc.want)
		}
	}
}

// "There may be times when ... the color of Floor you'd like to choose is not
// in the Floor Bag. ... if you are the player with the most Floors ..., then
// you simply draw no more Floors. Otherwise, choose any Floor directly from
// the Construction Yards of the player with the most Floors." choose_missing
// yards (default): choosing, a colour the bag has run out of may be taken
// from the yards of the player with the most Floors; bag: a choice is only
// from the bag, the yards only once it is empty. A 3-player Full Game whose
// Bonus Spaces hold black Floors: p2 and p1 take the bag's last ones, and p0
// chooses at a Trade space.
func TestChooseMissingColour(t *testing.T) {
	for _, tc := range []struct {
		reason string
		opts   []Option
		offer  bool
	}{
		{"default: from the yards", nil, true},
		{"yards", []Option{WithRule("choose_missing", "yards")}, true},
		{"bag", []Option{WithRule("choose_missing", "bag")}, false},
	} {
		var blacks []string
		for range 11 {
			blacks = append(blacks, "floor black")
		}
		tb := newTable(t, []deal{
			{"on bonus-1b", []string{"tile two-floors-2010"}},
			{"onto bonus", blacks},
			{"to east-gardens-1", []string{"tenant five-star-restaurant"}},
			{"for p2", []string{"floor black"}},
			{"for p1", []string{"floor black", "floor black"}},
		}, append([]Option{WithPlayers(3), WithMode(ModeFull)}, tc.opts...)...)
		tb.do("go eg-floors-2", "yes")                  // p2: take black, draw black
		tb.do("go eg-tenant-1", "bonus bonus-1b", "no") // p1: two black Floors, then the 5-Star Restaurant's two
		tb.do("go eg-trade-1", "bonus bonus-1a", "notrade")
		if tb.view(0).Bag["black"] != 0 || tb.player(1).Yard["black"] != 4 {
			t.Fatalf("%s: %d black Floors in the bag, p1 holds %v; the test wants none and four", tc.reason, tb.view(0).Bag["black"], tb.player(1).Yard)
		}
		if got := tb.offers("from p1 black"); got != tc.offer {
			t.Errorf("%s: \"from p1 black\" offered %v, want %v (legal %v)", tc.reason, got, tc.offer, tb.legal())
		}
		if tc.offer {
			tb.do("from p1 black")
			if tb.player(0).Yard["black"] != 2 || tb.player(1).Yard["black"] != 3 {
				t.Errorf("%s: p0 %v, p1 %v after taking p1's black Floor", tc.reason, tb.player(0).Yard, tb.player(1).Yard)
			}
		}
	}
}

// "Auto Manufacturer: Get a Spire from supply, and immediately place it on
// any of your Buildings. Gain a Corruption." With no Building there is
// nothing to place it on; the stop is still a Tenant power ("You must
// activate a Tenant Power when you stop"), so it may be made and the
// Corruption is gained. spire_without_building supply (default): the Spire
// stays in the supply; kept: it stays in front of you for a later
// construction.
func TestAutoManufacturerWithNoBuilding(t *testing.T) {
	for _, tc := range []struct {
		reason string
		opts   []Option
		spires int
	}{
		{"default: the Spire stays in the supply", nil, 0},
		{"supply", []Option{WithRule("spire_without_building", "supply")}, 0},
		{"kept", []Option{WithRule("spire_without_building", "kept")}, 1},
	} {
		tb := newTable(t, []deal{{"to bayside-heights-1", []string{"tenant auto-manufacturer"}}},
			append([]Option{WithPlayers(3), WithMode(ModeFull)}, tc.opts...)...)
		tb.do("go bh-tenant-1", "bonus bonus-1a") // p2, the first move of the game: no Building anywhere
		type got struct{ Spires, Corruption int }
		if diff := cmp.Diff(got{tc.spires, 1}, got{tb.player(2).Spires, tb.player(2).Corruption}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// "When you use multiple Power Cards of the same name in the same action,
// you gain one Corruption for each extra Power Card with the same name beyond
// the first" (Power Cards), against "you must gain a Corruption, since you are
// using a Power Card with the same name multiple times in a turn" (Archive)
// and "If you play multiple cards with the same name on the same turn"
// (Elevators, Penthouse). same_name_corruption turn (default; a card's own
// entry over the general passage): a turn of several actions counts them
// together; action: each action counts alone. p2 holds two Taxicab
// Commission cards (given by hand) and, furthest behind, takes three actions
// in one turn, moving forward in the same Zone in the first and the third.
func TestSameNameCardsPerTurnOrAction(t *testing.T) {
	for _, tc := range []struct {
		reason string
		opts   []Option
		before uint8 // Taxicab Commissions counted as used already in the turn
		want   int
	}{
		{"default: the second Taxicab Commission of the turn costs a Corruption", nil, 0, 1},
		{"turn", []Option{WithRule("same_name_corruption", "turn")}, 0, 1},
		{"action: each action uses one", []Option{WithRule("same_name_corruption", "action")}, 0, 0},
		{"a turn that has used the name 255 times already: each use is an extra one (the count stays at its top, it does not wrap to 0)",
			nil, math.MaxUint8, 2},
	} {
		tb := newTable(t, []deal{
			{"to east-gardens-1", []string{"tenant research-firm"}},
			{"to east-gardens-2", []string{"tenant shipping-firm"}},
		}, append([]Option{WithPlayers(3), WithMode(ModeFull)}, tc.opts...)...)
		tb.do("go eg-floors-1", "no")                                      // p2
		tb.do("go eg-trade-1", "bonus bonus-1a", "notrade", "pick orange") // p1
		tb.do("go eg-trade-2", "bonus bonus-1b", "notrade", "pick orange") // p0
		tb.turn(2)
		k := give(t, tb.s, 2, "taxicab-commission", 2)
		tb.s.used[testContent.cards[k].same] = tc.before
		before := tb.player(2).Corruption
		tb.do("go eg-floors-2 same-zone", "no") // still furthest behind: another action
		tb.turn(2)
		tb.do("go eg-tenant-1")
		tb.turn(2)
		tb.do("go eg-tenant-2 same-zone")
		if got := tb.player(2).Corruption - before; got != tc.want {
			t.Errorf("%s: %d Corruption, want %d", tc.reason, got, tc.want)
		}
	}
}

// Spires on a Building that goes to the Suburbs (suburbs_spires): "You may
// place Spires on a new Building during Construction"; in the Suburbs "do
// not place a Building Tile on the board". supply (default): they go with the
// Building, back to the supply; kept: back in front of the player. A Spire
// on a Building still too short for a Neighborhood takes taller Neutral
// Buildings than a test reaches in a few moves: the solo player of 2030 is
// given a Spire, and Bayside Heights' Neutral Buildings are raised to 9, 10
// and 11, by hand.
func TestSpiresOnABuildingSentToTheSuburbs(t *testing.T) {
	for _, tc := range []struct {
		reason       string
		opts         []Option
		held, supply int // the player's Spires, and the supply's change
	}{
		{"default: back to the supply", nil, 0, 1},
		{"supply", []Option{WithRule("suburbs_spires", "supply")}, 0, 1},
		{"kept", []Option{WithRule("suburbs_spires", "kept")}, 1, 0},
	} {
		tb := fullHoods(t, tc.opts...)
		s := tb.s
		s.spires--
		s.p[0].Spires++
		h := testContent.hoodIndex("bayside-heights")
		for slot := 0; slot < s.side.HoodSlots; slot++ {
			s.bld[s.buildingSpace(h, slot)].Height = uint8(9 + slot)
		}
		supply := tb.view(0).Spires
		tb.do("go bh-build-1")
		tb.quiet("choose a Blueprint")
		tb.do("build E red2+black3", "spires 1") // 6 and a Spire: 8, not taller than 9
		tb.do("suburbs")
		type got struct{ Held, Supply int }
		if diff := cmp.Diff(got{tc.held, tc.supply}, got{tb.player(0).Spires, tb.view(0).Spires - supply}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestConformanceReadings runs the conformance suite over games with the
// other reading of every rules option that has two (the default readings
// are the main suite's).
func TestConformanceReadings(t *testing.T) {
	others := []Option{WithRule("condo_developer_home", "any"), WithRule("choose_missing", "bag"),
		WithRule("suburbs_spires", "kept"), WithRule("spire_without_building", "kept"),
		WithRule("same_name_corruption", "action"), WithRule("stop_zone_home", "any"), WithRule("extra_tenants", "on"),
		WithRule("zero_corruption_most", "all"), WithRule("spire_height", "bonus"), WithRule("stop_zone_discard", "any"),
		WithRule("stop_zone_numbers", "turn-order")}
	suite := conformanceSuite()
	suite.Games = 100
	suite.Configs = []rulebooktest.Config[*State, Move]{
		{Name: "players=3/mode=full/other-readings", New: func(uint64) (*State, error) {
			return New(testContent, append([]Option{WithPlayers(3), WithMode(ModeFull)}, others...)...)
		}},
		{Name: "players=4/mode=standard/other-readings", New: func(uint64) (*State, error) {
			return New(testContent, append([]Option{WithPlayers(4), WithMode(ModeStandard)}, others...)...)
		}},
	}
	suite.Run(t)
	solo := conformanceSuite()
	solo.Games = 100
	solo.AllowNoWinner = true // the solo game is won or lost against the result chart
	solo.Configs = []rulebooktest.Config[*State, Move]{
		{Name: "players=1/mode=full/other-readings", New: func(uint64) (*State, error) {
			opts := append([]Option{WithPlayers(1), WithMode(ModeFull), WithRule("solo_bonus", "one-per-set"), WithRule("solo_limit_2030", "on")}, others...)
			return New(testContent, opts...)
		}},
	}
	solo.Run(t)
}
