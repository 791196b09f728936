package highrise

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Rule sentences of the core rules (Setup to End of Game) that no other
// test pinned, each played through the moves from a chosen position.

// fillYard gives seat p its full capacity of red Floors.
func fillYard(s *State, p int) {
	var f Floors
	f[testContent.color("red")] = uint8(s.p[p].capacity(testContent))
	stockYard(s, p, f)
}

// "If you choose to get an Expanded Construction Yard, you gain Corruption
// based on the round. If you're getting the Yard in 2010, gain three
// Corruption. In 2020, gain two Corruption. In 2030, gain one Corruption."
// "Important: If you are playing the Introductory or Standard Game,
// remember that you start the game in 2020". Reached by taking a red
// Floor with full yards.
func TestExpandedYardCorruptionByRound(t *testing.T) {
	tests := []struct {
		reason string
		mode   string
		round  int // index; -1 leaves the mode's first round
		want   int
	}{
		{"the Full Game starts in 2010: three Corruption", ModeFull, -1, 3},
		{"the Introductory Game starts in 2020: two Corruption", ModeIntro, -1, 2},
		{"the Standard Game starts in 2020: two Corruption", ModeStandard, -1, 2},
		{"2030: one Corruption", ModeFull, 2, 1},
	}
	for _, tc := range tests {
		s := ready(t, 3, tc.mode)
		if tc.round >= 0 {
			s.round = int8(tc.round)
		}
		emptyBonuses(s)
		fillYard(s, 0)
		s.p[0].Corruption = 0
		onTurn(s, 0)
		play(t, s, "go eg-floors-1")
		if !legalStrings(s)["expand"] {
			t.Fatalf("%s: a Floor over capacity offers no Expanded Yard: %s", tc.reason, s.Prompt())
		}
		play(t, s, "expand", "no")
		if diff := cmp.Diff(tc.want, s.Corruption(0)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// "All other bits are component-limited. If you run out of one of them,
// you may not take it!" With the 12 Expanded Construction Yards all taken,
// a player over capacity must discard.
func TestExpandedYardsRunOut(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	fillYard(s, 0)
	s.yards = 0
	onTurn(s, 0)
	play(t, s, "go eg-floors-1")
	if legalStrings(s)["expand"] {
		t.Fatalf("no Expanded Yard left, yet one is offered: %s", s.Prompt())
	}
	m, err := s.ParseMove("expand")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(m); err == nil {
		t.Errorf("expand with no Expanded Yard left was accepted")
	}
}

// "If you choose to discard, you may first draw all the Floors you're
// entitled to ... and then discard down to your capacity. You may discard
// Floors that were already in your Construction Yards. Discarded
// UltraPlastic goes back to the general UltraPlastic supply; discarded
// Floors go back into the bag. You gain no Corruption if you choose to
// discard Floors in this manner."
func TestOverflowDiscardDown(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	var f Floors
	f[testContent.color("red")] = uint8(s.p[0].capacity(testContent) - 1)
	f[testContent.up] = 1
	stockYard(s, 0, f)
	s.p[0].Corruption = 0
	onTurn(s, 0)
	ultra := s.ultra
	// A black Floor, then a drawn green one for a Corruption: two over.
	play(t, s, "go eg-floors-2", "discard-down", "yes", "floor green")
	if s.ToMove() != 0 {
		t.Fatalf("after the draws %v is to move (%s), want p0 to discard down", s.ToMove(), s.Prompt())
	}
	play(t, s, "discard up", "discard red")
	got := []int{s.Corruption(0), int(s.ultra - ultra), s.p[0].Yard.Total()}
	if diff := cmp.Diff([]int{1, 1, s.p[0].capacity(testContent)}, got); diff != "" {
		t.Errorf("[Corruption (only the draw's), UltraPlastic back in the supply, Floors] (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]int{"red": s.p[0].capacity(testContent) - 2, "black": 1, "green": 1}, s.Yard(0)); diff != "" {
		t.Errorf("yards after discarding an UltraPlastic and a red Floor already there (-want +got):\n%s", diff)
	}
}

// "In the bizarre case you must move past the last space of the Corruption
// Track, immediately lose 40 VP and wrap around to the start of the track.
// ... You may not go backwards past zero Corruption to regain the 40 VP".
func TestCorruptionTrackWrap(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	last := len(testContent.track) - 1
	s.p[0].Corruption = uint8(last)
	s.p[0].VP = 50
	onTurn(s, 0)
	play(t, s, "go eg-floors-1", "yes", "floor red") // one Corruption past the last space
	if diff := cmp.Diff([]int{0, 10}, []int{s.Corruption(0), s.Scores()[0]}); diff != "" {
		t.Fatalf("past the last space: [Corruption, VP] (-want +got):\n%s", diff)
	}
	// Back at zero, the Lose 2 Corruption space is closed: nothing to lose,
	// no VP to regain.
	onTurn(s, 0)
	if legalStrings(s)["go "+spaceWith(t, s, "lose-corruption")] {
		t.Errorf("at zero Corruption after wrapping, Lose 2 Corruption is offered")
	}
}

// "Lose 1 Corruption: Lose one Corruption. If you don't have any
// Corruption, keep this tile in front of you. The next time you gain
// Corruption, discard this tile to gain one fewer."
func TestLoseOneTileKeptAtZero(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	tile, ok := testContent.lookup('t', "lose-1-2010")
	if !ok {
		t.Fatal("no lose-1-2010 tile")
	}
	b := s.side.Spaces[s.side.BonusSpaces[1]].ID // bonus-1b, before eg-build
	s.placeTile(1, tile)
	s.p[0].Corruption = 0
	onTurn(s, 0)
	play(t, s, "go hb-floors-1", "bonus "+b, "no")
	kept := func() int { return s.View(rulebook.Player(0)).Players[0].LoseCorruptionTiles }
	if diff := cmp.Diff([]int{0, 1}, []int{s.Corruption(0), kept()}); diff != "" {
		t.Fatalf("at zero Corruption: [Corruption, tiles kept] (-want +got):\n%s", diff)
	}
	// The second Draw and Choose space costs one Corruption: the tile makes it none.
	onTurn(s, 0)
	play(t, s, "go draw-choose-2", "floor red", "pick red", "no")
	if diff := cmp.Diff([]int{0, 0}, []int{s.Corruption(0), kept()}); diff != "" {
		t.Errorf("the next Corruption gained: [Corruption, tiles kept] (-want +got):\n%s", diff)
	}
}

// constructHere readies seat p (no Spires, Corruption c) with the exact
// Floors of current Blueprint 0, on its move, every Bonus Space empty.
func constructHere(s *State, p, c int) {
	emptyBonuses(s)
	s.p[p].Spires = 0
	stockYard(s, p, s.blueprint(0).Need)
	s.p[p].Corruption = uint8(c)
	onTurn(s, p)
}

// Pick a Neighborhood: "You may place your Building in any of the five
// Neighborhoods ... from any Construction Zone. However, unless you
// Construct in the Neighborhood specified by the Construction Zone you are
// currently using, you gain one Corruption." City Center: "this will
// always give you one Corruption". Appendix I: "If you stop in the second
// or third Action Space in this Zone, you gain one additional Corruption."
func TestConstructionCorruption(t *testing.T) {
	tests := []struct {
		reason string
		space  string
		place  string
		want   int
	}{
		{"East Gardens' first Construction space, in East Gardens: none", "eg-build-1", "east-gardens-1", 0},
		{"East Gardens' first space, in Harbourside: one", "eg-build-1", "harbourside-1", 1},
		{"East Gardens' first space, in the City Center: one", "eg-build-1", "city-center-1", 1},
		{"the second space, in its own Neighborhood: one for the space", "eg-build-2", "east-gardens-1", 1},
		{"the second space, in the City Center: two", "eg-build-2", "city-center-1", 2},
	}
	for _, tc := range tests {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		constructHere(s, 0, 0)
		play(t, s, "go "+tc.space, buildMove(s), "place "+tc.place)
		for s.ToMove() == 0 && legalStrings(s)["no"] {
			play(t, s, "no") // the Tenant power declined
		}
		if diff := cmp.Diff(tc.want, s.Corruption(0)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// "If you are the first player to Construct a Blueprint in a round, you
// get one Extra Floor. ... That Blueprint may continue to be built during
// this round, but will no longer grant an Extra Floor." "If you use an
// UltraPlastic to match an UltraPlastic icon within a Blueprint, you get
// an Extra Floor." "Immediately score VP equal to the Building's height
// (remember that this includes Extra Floors)".
func TestExtraFloorsAndScore(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	need := s.blueprint(0).Need
	icons := int(need[testContent.up])
	size := s.blueprint(0).Size
	var got, want []int
	for i, p := range []int{0, 1} {
		constructHere(s, p, 0)
		s.p[p].VP = 0
		play(t, s, "go eg-build-1", buildMove(s))
		c := s.View(rulebook.Player(p)).Construction
		if c == nil {
			t.Fatalf("p%d: no construction under way: %s", p, s.Prompt())
		}
		got = append(got, c.Height, s.Scores()[p])
		first := boolInt(i == 0)
		want = append(want, size+icons+first, size+icons+first)
		play(t, s, fmt.Sprintf("place east-gardens-%d", i+1))
		for s.ToMove() == rulebook.Player(p) && legalStrings(s)["no"] {
			play(t, s, "no")
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("[height, VP] of the first and the second construction of Blueprint A (%d Floors, %d UltraPlastic icons) (-want +got):\n%s", size, icons, diff)
	}
}

// Demolishing Buildings: "You may only place a new Building in a full
// Neighborhood if your Building is taller than the shortest Building in
// that Neighborhood. ... If there is a tie for shortest Building in a
// Neighborhood, the player who is Constructing chooses which of the
// shortest Buildings they will Demolish. ... Return its Building Base to
// its player. That player draws two random Floors from the Bag".
func TestDemolishShortest(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	eg := testContent.hoodIndex("east-gardens")
	setBuilding(s, eg, 0, 1, 2)
	setBuilding(s, eg, 1, 2, 2)
	setBuilding(s, eg, 2, 1, 30)
	stockYard(s, 2, Floors{})
	constructHere(s, 0, 0)
	play(t, s, "go eg-build-1", buildMove(s))
	if legal := legalStrings(s); !legal["place east-gardens-1"] || !legal["place east-gardens-2"] || legal["place east-gardens-3"] {
		t.Fatalf("the two tied shortest (and not the tallest) are offered: %v", legalText(s))
	}
	play(t, s, "place east-gardens-2")
	drawn := 0
	for s.ToMove() == rulebook.Chance {
		if p := s.Prompt(); p != "" && !strings.Contains(p, "for p2") {
			t.Fatalf("a draw %q, want p2's compensation", p)
		}
		play(t, s, "floor red")
		drawn++
	}
	if diff := cmp.Diff([]any{2, 2, 0}, []any{drawn, s.p[2].Yard.Total(), int(s.bld[s.buildingSpace(eg, 1)].Owner)}); diff != "" {
		t.Errorf("[draws, p2's Floors, owner of east-gardens-2] (-want +got):\n%s", diff)
	}
	// Not taller than the shortest: the full Neighborhood is closed.
	s = ready(t, 3, ModeFull)
	clearBuildings(s)
	for slot := 0; slot < 3; slot++ {
		setBuilding(s, eg, slot, 1, 30)
	}
	constructHere(s, 0, 0)
	play(t, s, "go eg-build-1", buildMove(s))
	for slot := 1; slot <= 3; slot++ {
		if legalStrings(s)[fmt.Sprintf("place east-gardens-%d", slot)] {
			t.Errorf("a Building shorter than every Building of a full East Gardens may go on east-gardens-%d", slot)
		}
	}
}

// Stopping on a Space with a Building: "When you stop on a space with a
// Building, activate the Tenant Power as normal. Then the player who owns
// the Building draws one random Floor from the bag". No More Power Cards
// for a Tenant Tile: "If a Tenant Tile runs out of Power Cards, players may
// still move onto that Action Space, but they do not get a Power Card for
// that Tenant. If there is a Building connected to the Tenant, the
// Building owner still draws a Floor from the bag as normal."
func TestStopOnAnothersBuilding(t *testing.T) {
	tests := []struct {
		reason string
		stack  int // the Tenant's Power Cards left
		card   int // p0's after the stop
	}{
		{"a card left: p0 takes it, p1 draws", 1, 1},
		{"the stack is empty: no card, p1 still draws", 0, 0},
	}
	for _, tc := range tests {
		s := ready(t, 4, ModeFull)
		clearBuildings(s)
		emptyBonuses(s)
		bh := testContent.hoodIndex("bayside-heights")
		idx := s.buildingSpace(bh, 0)
		s.tenant[idx] = int8(tenantIndex(t, "engineering-firm"))
		setBuilding(s, bh, 0, 1, 6)
		k := testContent.cardIndex("high-speed-elevator-t")
		s.stacks[k] = uint8(tc.stack)
		for p := range s.p {
			stockYard(s, p, Floors{})
			s.p[p].Up[k] = 0
		}
		onTurn(s, 0)
		move := "go " + s.side.Spaces[s.side.TenantSpace[idx]].ID
		if !legalStrings(s)[move] {
			t.Fatalf("%s: %q not offered: %v", tc.reason, move, legalText(s))
		}
		play(t, s, move)
		if s.ToMove() != rulebook.Chance || !strings.Contains(s.Prompt(), "for p1") {
			t.Fatalf("%s: %v to move (%s), want Chance drawing for p1", tc.reason, s.ToMove(), s.Prompt())
		}
		play(t, s, "floor green")
		got := []int{int(s.p[0].Up[k]), s.p[1].Yard.Total(), s.p[0].Yard.Total()}
		if diff := cmp.Diff([]int{tc.card, 1, 0}, got); diff != "" {
			t.Errorf("%s: [p0's card, p1's Floors, p0's Floors] (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Movement: "If you're playing the Introductory or Standard Games, you may
// not stop on a Neighborhood Blocker tile" (the 4-player side's fourth
// Tenant space of each Neighborhood).
func TestNoStopOnNeighborhoodBlocker(t *testing.T) {
	for _, mode := range []string{ModeIntro, ModeStandard} {
		s := ready(t, 4, mode)
		emptyBonuses(s)
		onTurn(s, 0)
		tb := &table{t: t, s: s}
		tb.refused("go eg-tenant-4", mode+": the fourth Tenant space is blocked")
		if !tb.offers("go eg-tenant-3") && !s.occupied(trackIndex(t, s, "eg-tenant-3")) {
			t.Errorf("%s: the third Tenant space is not offered: %v", mode, tb.legal())
		}
	}
}

// Bonus Spaces, Timing: "Bonus Spaces are resolved fully before Action
// Spaces! When you pass one or more sets of Bonus Spaces, you must choose
// and resolve one of the Bonus Spaces before doing anything else. For
// example, if you collect Floors from a Bonus Space and your Construction
// Yards overflow, you must decide whether to discard Floors or pick up an
// Expanded Construction Yard before executing your action." A player who
// discards does so before constructing, not after the action has used the
// extra Floors.
func TestBonusOverflowDiscardBeforeTheAction(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	emptyBonuses(s)
	s.p[0].Spires = 0
	need := s.blueprint(0).Need
	f := need
	f[testContent.color("red")] += uint8(s.p[0].capacity(testContent) - need.Total())
	stockYard(s, 0, f)
	green := testContent.color("green")
	s.bag[green] -= 2
	s.bonus[1].Floors[green] = 2 // bonus-1b, before East Gardens' Construction Zone
	s.p[0].Corruption = 0
	onTurn(s, 0)
	play(t, s, "go eg-build-1", "bonus bonus-1b", "discard-down")
	if !strings.Contains(s.Prompt(), "discard") {
		t.Fatalf("after choosing to discard the Bonus Floors' overflow, %q comes before the discard", s.Prompt())
	}
	play(t, s, "discard green", "discard green")
	if !strings.Contains(s.Prompt(), "choose a Blueprint") {
		t.Fatalf("after the discard, %q; want the construction", s.Prompt())
	}
	if diff := cmp.Diff(s.p[0].capacity(testContent), s.p[0].Yard.Total()); diff != "" {
		t.Errorf("Floors when the action begins (-want +got):\n%s", diff)
	}
}

// The discard before the action may not undo the stop: "If you cannot
// perform the action, you may not stop on that space." A player whose
// Blueprint needs the Bonus Space's Floors may discard others, not those.
// 2010's card bp-2010-1: A orange, black, blue; B red, red, green; C red,
// orange, green, UltraPlastic; D green, black, red, red; E blue, blue,
// red, black, UltraPlastic. The yards hold orange, black and red; the
// Bonus Space brings 2 blue.
func TestBonusOverflowDiscardKeepsTheAction(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	emptyBonuses(s)
	card := -1
	for i, bp := range testContent.blueprints {
		if bp.ID == "bp-2010-1" {
			card = i
		}
	}
	s.bp[s.round] = int8(card)
	s.p[0].Spires = 0
	var f Floors
	f[testContent.color("orange")] = 1
	f[testContent.color("black")] = 1
	f[testContent.color("red")] = uint8(s.p[0].capacity(testContent) - 2)
	stockYard(s, 0, f)
	blue := testContent.color("blue")
	s.bag[blue] -= 2
	s.bonus[1].Floors[blue] = 2
	s.p[0].Corruption = 0
	onTurn(s, 0)
	tb := &table{t: t, s: s}
	tb.do("go eg-build-1", "bonus bonus-1b", "discard-down")
	// Two over: one blue may go (Blueprint A still matches), the other not.
	tb.do("discard blue")
	tb.refused("discard blue", "the last blue Floor, which every Blueprint left needs")
	tb.do("discard red")
	if !strings.Contains(s.Prompt(), "choose a Blueprint") {
		t.Fatalf("after the discard, %q; want the construction", s.Prompt())
	}
}

// Expanded Construction Yards: "You may take an Expanded Construction Yard
// at any point in the game when you have more Floors than available spaces
// in your Construction Yards, even if it's not your turn. You get the
// Expanded Construction Yard and its Corruption immediately." Seat 1 stops
// on the Tenant of seat 0's Building; seat 0, its yards full, draws the
// owner's Floor and answers the overflow before seat 1's turn goes on.
func TestExpandedYardOutOfTurn(t *testing.T) {
	type got struct{ Corruption, Yards, Floors int }
	for _, tc := range []struct {
		reason string
		answer []string
		want   got
	}{
		{"an Expanded Yard in 2010: three Corruption, the Floor kept", []string{"expand"}, got{3, 1, 1}},
		{"discarding down: no Corruption, no Yard", []string{"discard-down", "discard red"}, got{0, 0, 0}},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		fillYard(s, 0)
		s.p[0].Corruption = 0
		full := s.p[0].Yard.Total()
		dt := testContent.hoodIndex("downtown")
		setBuilding(s, dt, 0, 0, 6)
		s.tenant[s.buildingSpace(dt, 0)] = int8(tenantIndex(t, "obelisk"))
		onTurn(s, 1)
		play(t, s, "go dt-tenant-1", "floor green")
		if s.ToMove() != 0 {
			t.Fatalf("%s: %v to move (%s), want the owner's overflow", tc.reason, s.ToMove(), s.Prompt())
		}
		play(t, s, tc.answer...)
		g := got{s.Corruption(0), int(s.p[0].Yards), s.p[0].Yard.Total() - full}
		if diff := cmp.Diff(tc.want, g); diff != "" {
			t.Errorf("%s: [Corruption, Expanded Yards, Floors beyond the full Base Yard] (-want +got):\n%s", tc.reason, diff)
		}
	}
}
