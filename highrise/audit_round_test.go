package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// toStopZone moves seat p, to move, into the Stop Zone (no Bonus Space left
// to take on the way) and answers what it offers with the first choice
// (losing no Corruption: the tests give nobody Floors to build with).
func toStopZone(t *testing.T, s *State, p int) {
	t.Helper()
	if s.ToMove() != rulebook.Player(p) {
		t.Fatalf("%v to move (%s), want p%d", s.ToMove(), s.Prompt(), p)
	}
	var stop string
	for m := range legalStrings(s) {
		if len(m) > 8 && m[:8] == "go stop-" {
			stop = m
		}
	}
	if stop == "" {
		t.Fatalf("p%d cannot move into the Stop Zone: %v", p, s.Legal())
	}
	play(t, s, stop)
	for s.ToMove() == rulebook.Player(p) {
		play(t, s, s.Legal()[0].String())
	}
}

// Tallest Building Bonus: "At the end of 2010, the tallest Building in each
// Neighborhood scores 1 VP, and the tallest Building in the game scores 1
// VP." "At the end of 2020, the tallest Building in each Neighborhood
// scores 2 VP, and the second-tallest Building in each Neighborhood scores
// 1 VP. Then the tallest and second-tallest Buildings in the game score 2
// and 1 VP respectively." End of Game: "The tallest Building in each
// Neighborhood scores 3 VP, the second-tallest 2 VP, and the third-tallest
// 1 VP. The tallest, second-tallest, and third-tallest Buildings across the
// whole game score 3, 2, and 1 VP respectively." "Remember: Ultra-Friendly
// Ties! ... If one player has multiple Buildings that tie, that player
// scores for each tied Building."
//
// The round ends by real moves: the three Moguls walk into the Stop Zone
// from Bayside Heights' Trade spaces. East Gardens: p0 9, p1 7; Harbourside:
// p1 9, p2 6; Downtown: p2 5, p2 5; the City Center empty.
func TestEndOfRoundTallestBuildingBonus(t *testing.T) {
	for _, tc := range []struct {
		reason string
		round  int
		want   []int
	}{
		// Neighborhoods: p0 1 (East Gardens), p1 1 (Harbourside), p2 2 (both
		// its tied Downtown Buildings). Board: the two 9s, p0 and p1.
		{"2010: 1 VP each tallest, 1 VP each tallest in the game", 0, []int{1 + 1, 1 + 1, 2}},
		// Neighborhoods: p0 2; p1 1 + 2; p2 1 + 2 + 2. Board: 9s 2 each, the 7 (p1) 1.
		{"2020: 2 and 1 VP, then 2 and 1 VP across the game", 1, []int{2 + 2, 3 + 2 + 1, 5}},
		// Neighborhoods: p0 3; p1 2 + 3; p2 2 + 3 + 3. Board: 9s 3 each, the 7 2, the 6 1.
		{"2030: 3, 2 and 1 VP, then 3, 2 and 1 VP across the game", 2, []int{3 + 3, 5 + 3 + 2, 8 + 1}},
	} {
		s := ready(t, 3, ModeFull)
		s.round = int8(tc.round)
		emptyBonuses(s)
		clearBuildings(s)
		for _, b := range []struct {
			hood       string
			slot, p, h int
		}{{"east-gardens", 0, 0, 9}, {"east-gardens", 1, 1, 7}, {"harbourside", 0, 1, 9}, {"harbourside", 1, 2, 6}, {"downtown", 0, 2, 5}, {"downtown", 1, 2, 5}} {
			setBuilding(s, testContent.hoodIndex(b.hood), b.slot, b.p, b.h)
		}
		for p := range 3 {
			stockYard(s, p, Floors{})
			s.p[p].VP, s.p[p].Corruption = 0, 0
		}
		endRoundOfThree(t, s)
		if diff := cmp.Diff(tc.want, s.Scores()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// End of Game: "Additionally and lastly, the player with the most
// Corruption loses 3 VP, and the player with the second-most Corruption
// loses 1 VP." With everyone at zero Corruption (zero_corruption_most),
// "none" (default, as for the Full Game's Corruption Penalty: nobody flips)
// reads that nobody has the most; "all" that everyone is tied for it. Zero
// below another's is the second-most in both ("If all but one player tie
// for most Corruption, the player with the fewest Corruption still loses 1
// VP"). The game ends by real moves, with no Building on the board and
// empty yards: the VP are the track's labels and these penalties.
func TestEndOfGameMostCorruptionAtZero(t *testing.T) {
	for _, tc := range []struct {
		reason     string
		reading    string
		corruption []int
		want       []int
	}{
		{"everyone at zero Corruption: nobody loses VP", "none", []int{0, 0, 0}, []int{0, 0, 0}},
		{"everyone at zero Corruption, read as tied for the most: -3 each", "all", []int{0, 0, 0}, []int{-3, -3, -3}},
		{"one player at 2 (label -2): -3 for the most; the two at zero -1 each", "none", []int{2, 0, 0}, []int{-2 - 3, -1, -1}},
		{"the same, read all: the same", "all", []int{2, 0, 0}, []int{-2 - 3, -1, -1}},
		{"two tied at 1, one at zero: -1 -3 each, the fewest still -1", "none", []int{1, 1, 0}, []int{-1 - 3, -1 - 3, -1}},
	} {
		s := readyWith(t, testContent, 3, ModeFull, WithRule("zero_corruption_most", tc.reading))
		s.round = 2
		emptyBonuses(s)
		clearBuildings(s)
		for p := range 3 {
			stockYard(s, p, Floors{})
			s.p[p].VP, s.p[p].Corruption = 0, uint8(tc.corruption[p])
		}
		endRoundOfThree(t, s)
		if !s.Over() {
			t.Fatalf("%s: the game did not end: %s", tc.reason, s.Prompt())
		}
		if diff := cmp.Diff(tc.want, s.Scores()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Bonus Tiles (2-Player Game): "The first player passing a set of Bonus
// Spaces picks a Bonus, and then discards everything from the second Bonus
// Space in that set. If they jumped over several sets of Bonus Spaces, they
// only discard the Bonus adjacent to the Bonus they took." From the Stop
// Zone to Harbourside's Tenants, p0 passes bonus-1, bonus-2 and bonus-3,
// each space holding a Floor, and takes bonus-3a: bonus-3b is discarded,
// the other sets stay whole.
func TestTwoPlayerBonusOverSeveralSets(t *testing.T) {
	s := ready(t, 2, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	stockYard(s, 0, Floors{})
	ids := []string{"bonus-1a", "bonus-1b", "bonus-2a", "bonus-2b", "bonus-3a", "bonus-3b"}
	for i, id := range ids {
		k := i % testContent.up // a colour per space
		s.bag[k]--
		s.bonus[s.side.Spaces[trackIndex(t, s, id)].Bonus].Floors[k]++
	}
	hb := s.buildingSpace(testContent.hoodIndex("harbourside"), 0)
	s.tenant[hb] = int8(tenantIndex(t, "obelisk")) // 3 VP, no Floor
	onTurn(s, 0)
	play(t, s, "go hb-tenant-1", "bonus bonus-3a")
	var left []string
	for _, id := range ids {
		if !s.bonus[s.side.Spaces[trackIndex(t, s, id)].Bonus].empty() {
			left = append(left, id)
		}
	}
	if diff := cmp.Diff([]string{"bonus-1a", "bonus-1b", "bonus-2a", "bonus-2b"}, left); diff != "" {
		t.Errorf("Bonus Spaces still holding their Floors (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(1, s.p[0].Yard.Total()); diff != "" {
		t.Errorf("p0's Floors: only bonus-3a's (-want +got):\n%s", diff)
	}
}

// Key Concepts: "A turn is a player's entire set of consecutive actions";
// "There are situations where, at the end of your turn, you are still the
// player furthest behind on the One-Way Track. In that case, you get another
// action!" Penthouse: "At the end of one of your turns"; "Penthouses must
// be played at the end of your turn; never sooner!" p0 holds a Penthouse, a
// Building and Floors; p1 and p2 stand in Harbourside. p0's first action
// (East Gardens' red Floor) leaves it furthest behind: another action, and
// no Penthouse yet; its second (past both) ends the turn: the Penthouse is
// offered.
func TestPenthouseOnlyAtTheEndOfTheTurn(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	setBuilding(s, testContent.hoodIndex("downtown"), 0, 0, 6)
	give(t, s, 0, "penthouse", 1)
	stockYard(s, 0, floorsOf(t, map[string]int{"green": 2}))
	onTurn(s, 0)
	s.p[1].Pos = int8(trackIndex(t, s, "hb-floors-1"))
	s.p[2].Pos = int8(trackIndex(t, s, "hb-floors-2"))
	play(t, s, "go eg-floors-1", "no")
	if s.ToMove() != 0 || legalStrings(s)["use penthouse"] || !legalStrings(s)["go eg-trade-1"] {
		t.Fatalf("after the first action: %v to move (%s) %v, want p0's next action with no Penthouse", s.ToMove(), s.Prompt(), s.Legal())
	}
	play(t, s, "go draw-choose-1", "floor red", "pick red", "no")
	if !legalStrings(s)["use penthouse"] {
		t.Errorf("at the end of the turn no Penthouse is offered: %s %v", s.Prompt(), s.Legal())
	}
}

// Insurance Company: "You may use Insurance Company when you lose
// Corruption at the end of a round. If you overflow and take an Expanded
// Construction Yard, gain Corruption from the round that just ended.
// Calculate any Corruption gains before applying the penalty for the player
// with most Corruption." The end of 2010 (Full Game, three players): p0,
// fewest VP, 4 Corruption and full yards, holds the card; p1, second-fewest
// VP, 5 Corruption and a card. Adjust Player Corruption: p0 to 2, p1 to 4.
// p0's Insurance draws 2 Floors, it takes an Expanded Yard for 2010's 3
// Corruption: 5, the most, and p0 alone flips a card. (With 2020's 2 it
// would tie p1 at 4; with the penalty first, p1 alone would flip.)
func TestInsuranceCompanyAtTheEndOfARound(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	ins := give(t, s, 0, "insurance-company", 1)
	hse := give(t, s, 1, "high-speed-elevator", 1)
	for p, c := range []int{4, 5, 0} {
		stockYard(s, p, Floors{})
		s.p[p].Corruption = uint8(c)
		s.p[p].VP = int16(10 * p)
	}
	fillYard(s, 0)
	endRoundOfThree(t, s)
	play(t, s, "floor green", "expand", "floor green", "flip insurance-company")
	type got struct {
		Corruption     []int
		Yards          int
		Flipped, Other int // p0's Insurance Company and p1's High-Speed Elevator face down
	}
	want := got{[]int{5, 4, 0}, 1, 1, 0}
	g := got{[]int{s.Corruption(0), s.Corruption(1), s.Corruption(2)}, int(s.p[0].Yards), int(s.p[0].Down[ins]), int(s.p[1].Down[hse])}
	if diff := cmp.Diff(want, g); diff != "" {
		t.Errorf("after 2010's Upkeep (-want +got):\n%s", diff)
	}
}

// Spires where heights are compared outside the Tallest Building Bonus
// (spire_height). Demolishing Buildings: "You may only place a new Building
// in a full Neighborhood if your Building is taller than the shortest
// Building in that Neighborhood." Score VP: "Spires and Penthouses may add
// to a Building's height later"; Spire(s): "Each Spire adds 2 "virtual"
// Floors that only count for the Tallest Building bonus." p0 constructs
// Blueprint E of bp-2010-1 (blue, blue, red, black and an UltraPlastic, paid
// exactly: 5 Floors, 7 with the first-built and UltraPlastic Extra Floors)
// from East Gardens, whose three Building Spaces are full.
func TestSpireHeightIntoAFullNeighborhood(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		reading string
		spire   bool  // p0 puts a Spire on the new Building
		shorter bool  // a Spire on the 6-floor Building there
		hood    []int // East Gardens' Buildings
		want    bool  // may the new Building go on east-gardens-1
	}{
		{"all: the new 7 with a Spire is 9, taller than the 7 there", "all", true, false, []int{7, 8, 9}, true},
		{"bonus: the new 7 with a Spire is 7, not taller than the 7", "bonus", true, false, []int{7, 8, 9}, false},
		{"all: the 6 with a Spire is 8, the new 7 is not taller", "all", false, true, []int{6, 8, 9}, false},
		{"bonus: the 6 with a Spire is 6, the new 7 is taller", "bonus", false, true, []int{6, 8, 9}, true},
	} {
		s := readyWith(t, testContent, 3, ModeFull, WithRule("spire_height", tc.reading))
		emptyBonuses(s)
		clearBuildings(s)
		useBlueprintCard(t, s, "bp-2010-1")
		eg := testContent.hoodIndex("east-gardens")
		if s.side.HoodSlots != len(tc.hood) {
			t.Fatalf("%d Building Spaces in East Gardens, the test fills %d", s.side.HoodSlots, len(tc.hood))
		}
		for slot, h := range tc.hood {
			setBuilding(s, eg, slot, 1+slot%2, h)
		}
		if tc.shorter {
			s.spires--
			s.bld[s.buildingSpace(eg, 0)].Spires = 1
		}
		if tc.spire {
			s.spires--
			s.p[0].Spires = 1
		}
		stockYard(s, 0, floorsOf(t, map[string]int{"blue": 2, "red": 1, "black": 1, "up": 1}))
		onTurn(s, 0)
		play(t, s, "go eg-build-1", "build E red1+black1+blue2+up1")
		if tc.spire {
			play(t, s, "spires 1")
		}
		if diff := cmp.Diff(tc.want, legalStrings(s)["place east-gardens-1"]); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Bonus Spaces: "Beware: If you pass over multiple sets of Bonus Spaces,
// you may still only take everything from one single Bonus Space, although
// you'll have a larger selection to choose from!" "Once a player takes
// everything from a Bonus Space, it will remain empty for the rest of the
// round." Three players: p0 goes from the Stop Zone to Harbourside's
// Tenants past bonus-1, bonus-2 and bonus-3 (a Floor on each space): six
// to choose from, one taken; p1 then passes the same sets: the five left.
func TestBonusOverSeveralSets(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	for p := range 3 {
		stockYard(s, p, Floors{})
	}
	ids := []string{"bonus-1a", "bonus-1b", "bonus-2a", "bonus-2b", "bonus-3a", "bonus-3b"}
	for i, id := range ids {
		k := i % testContent.up
		s.bag[k]--
		s.bonus[s.side.Spaces[trackIndex(t, s, id)].Bonus].Floors[k]++
	}
	for i := range s.tenant {
		if s.tenant[i] >= 0 {
			s.tenant[i] = int8(tenantIndex(t, "obelisk")) // 3 VP, no Floor
		}
	}
	picks := func() []string {
		var out []string
		for _, id := range ids {
			if legalStrings(s)["bonus "+id] {
				out = append(out, id)
			}
		}
		return out
	}
	onTurn(s, 0)
	s.p[1].Pos = -1
	s.p[2].Pos = int8(trackIndex(t, s, "dt-floors-1"))
	play(t, s, "go hb-tenant-1")
	if diff := cmp.Diff(ids, picks()); diff != "" {
		t.Errorf("p0's choice past three sets (-want +got):\n%s", diff)
	}
	play(t, s, "bonus bonus-2a")
	if s.ToMove() != 1 {
		t.Fatalf("%v to move (%s), want p1", s.ToMove(), s.Prompt())
	}
	play(t, s, "go hb-tenant-2")
	if diff := cmp.Diff([]string{"bonus-1a", "bonus-1b", "bonus-2b", "bonus-3a", "bonus-3b"}, picks()); diff != "" {
		t.Errorf("p1's choice past the same sets (-want +got):\n%s", diff)
	}
	play(t, s, "bonus bonus-3b")
	if diff := cmp.Diff([]int{1, 1}, []int{s.p[0].Yard.Total(), s.p[1].Yard.Total()}); diff != "" {
		t.Errorf("one Bonus Space each: [p0's, p1's Floors] (-want +got):\n%s", diff)
	}
}

// Corruption Penalty, Full Game: "The players with the most Corruption must
// now flip one Power Card face-down. They may not use that Power Card next
// round ... This player can choose any of their Power Cards, even 1x and
// Ongoing Cards. If the player with the most Corruption has no Power Cards,
// then they suffer no penalty." The end of 2010: p0 has the most
// Corruption; p1 the second-most and a card.
func TestFullGameCorruptionPenaltyFlip(t *testing.T) {
	for _, tc := range []struct {
		reason string
		cards  []string // p0's
		flip   string
		want   []string // the flip choices
	}{
		{"a single-use and an ongoing card: either may be flipped; the ongoing one is", []string{"high-speed-elevator", "shipping-firm"}, "shipping-firm",
			[]string{"flip shipping-firm", "flip high-speed-elevator"}}, // in the cards' order
		{"no Power Card: no penalty, and none passes to the second-most", nil, "", nil},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		for _, id := range tc.cards {
			give(t, s, 0, id, 1)
		}
		give(t, s, 1, "penthouse", 1)
		for p, c := range []int{6, 4, 0} {
			stockYard(s, p, Floors{})
			s.p[p].Corruption, s.p[p].VP = uint8(c), 10 // tied for fewest VP: everyone loses 2
		}
		endRoundOfThree(t, s)
		var flips []string
		if s.ToMove() == 0 {
			for _, m := range s.Legal() {
				flips = append(flips, m.String())
			}
		}
		if diff := cmp.Diff(tc.want, flips); diff != "" {
			t.Fatalf("%s: p0's flip choices (-want +got):\n%s", tc.reason, diff)
		}
		if tc.flip == "" {
			if s.Round() != 2020 && s.ToMove() != rulebook.Chance {
				t.Errorf("%s: %v to move (%s), want 2020 under way", tc.reason, s.ToMove(), s.Prompt())
			}
			if k := testContent.cardIndex("penthouse"); s.p[1].Down[k] != 0 {
				t.Errorf("%s: p1 flipped its card", tc.reason)
			}
			continue
		}
		play(t, s, "flip "+tc.flip)
		// 2020: p0's red Floor and the random Floor for a Corruption; the
		// face-down Shipping Firm draws no more.
		for s.ToMove() == rulebook.Chance {
			play(t, s, legalText(s)[0])
		}
		emptyBonuses(s)
		stockYard(s, 0, Floors{})
		onTurn(s, 0)
		play(t, s, "go eg-floors-1", "yes", "floor green")
		drawAll(t, s, "blue") // a Shipping Firm face up would draw one more
		if diff := cmp.Diff(map[string]int{"red": 1, "green": 1}, s.Yard(0)); diff != "" {
			t.Errorf("%s: 2020, p0's Floors with its Shipping Firm face down (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// endRoundOfThree ends the round of a 3-player game by the moves: the
// Moguls on the last three spaces of the track, the turn settled, each
// then going to the Stop Zone (p2, p0, p1), so that Upkeep comes next.
func endRoundOfThree(t *testing.T, s *State) {
	t.Helper()
	s.stack = s.stack[:0]
	for p, at := range []string{"bh-trade-1", "bh-trade-2", "bh-floors-2"} {
		s.p[p].Pos = int8(trackIndex(t, s, at))
	}
	s.stack.Push(task{Op: opTurn, Who: -1})
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	for _, p := range []int{2, 0, 1} {
		toStopZone(t, s, p)
	}
}
