package highrise

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Bonus Tiles of Appendix II whose sentences no other test pinned, played
// through the moves from a chosen position.

// Penthouse: "You may play multiple Penthouses on the same turn, with each
// Penthouse allowing you to place Floors on a different Building. You may
// place all the Floors from multiple Penthouses on the same Building.
// Reminder: If you play multiple cards with the same name on the same
// turn, you gain one Corruption for each one after the first. This applies
// to Penthouse as well." p0 holds two Penthouses, six green Floors and two
// 6-floor Buildings, and ends its turn on Harbourside's Obelisk.
func TestTwoPenthousesInOneTurn(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		onto    []string // the Building each Penthouse goes on
		want    []int    // east-gardens-1's and downtown-1's total height
		corrupt int
	}{
		{"one on each Building: 3 Floors each", []string{"east-gardens-1", "downtown-1"}, []int{9, 9}, 1},
		{"both on the same Building: 6 Floors on it", []string{"east-gardens-1", "east-gardens-1"}, []int{12, 6}, 1},
	} {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		emptyBonuses(s)
		setBuilding(s, testContent.hoodIndex("east-gardens"), 0, 0, 6)
		setBuilding(s, testContent.hoodIndex("downtown"), 0, 0, 6)
		s.tenant[s.buildingSpace(testContent.hoodIndex("harbourside"), 0)] = int8(tenantIndex(t, "obelisk"))
		give(t, s, 0, "penthouse", 2)
		stockYard(s, 0, floorsOf(t, map[string]int{"green": 6}))
		s.p[0].Corruption = 0
		onTurn(s, 0)
		s.p[1].Pos, s.p[1].Arrive = int8(trackIndex(t, s, "hb-floors-1")), 1
		s.p[2].Pos, s.p[2].Arrive = int8(trackIndex(t, s, "hb-floors-2")), 2
		play(t, s, "go hb-tenant-1")
		for _, b := range tc.onto {
			play(t, s, "use penthouse", "building "+b, "pick green", "pick green", "pick green")
		}
		eg := s.bld[s.buildingSpace(testContent.hoodIndex("east-gardens"), 0)].total()
		dt := s.bld[s.buildingSpace(testContent.hoodIndex("downtown"), 0)].total()
		if diff := cmp.Diff(tc.want, []int{eg, dt}); diff != "" {
			t.Errorf("%s: heights (-want +got):\n%s", tc.reason, diff)
		}
		if diff := cmp.Diff(tc.corrupt, s.Corruption(0)); diff != "" {
			t.Errorf("%s: Corruption for the second Penthouse (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Mayor's Office: "This Power Card allows you to use the same Action Space
// as another player. Do this by sliding your Mogul underneath theirs,
// creating a stack. If there's already more than one Mogul on that Space,
// put your Mogul on the bottom of the stack." "When stacked Moguls are
// last on the One-Way Track, the player whose Mogul is at the top of the
// stack will go next." p0 takes East Gardens' red Floor; p2, then p1,
// follow it there with Mayor's Office: the three then move off in the
// order p0, p2, p1.
func TestMayorsOfficeOntoAStackOfTwo(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	emptyBonuses(s)
	for p := range 3 {
		stockYard(s, p, Floors{})
	}
	give(t, s, 1, "mayors-office", 1)
	give(t, s, 2, "mayors-office", 1)
	onTurn(s, 0)
	s.p[1].Pos, s.p[1].Slot = -1, 1
	s.p[2].Pos, s.p[2].Slot = -1, 2
	tb := &table{t: t, s: s}
	tb.do("go eg-floors-1", "no") // p0 first: the others start further ahead in the Stop Zone's order
	for _, p := range []int{2, 1} {
		tb.turn(p)
		tb.do("go eg-floors-1 mayor", "no")
	}
	var order []int
	for _, at := range []string{"eg-trade-1", "eg-trade-2", "hb-floors-1"} {
		order = append(order, mover(t, s))
		tb.do("go " + at)
		for s.ToMove() == rulebook.Player(order[len(order)-1]) && !strings.Contains(s.Prompt(), "move your Mogul") {
			tb.do(tb.legal()[len(tb.legal())-1]) // "no", "notrade", a Floor
		}
	}
	if diff := cmp.Diff([]int{0, 2, 1}, order); diff != "" {
		t.Errorf("the order off the stack: top first (-want +got):\n%s", diff)
	}
}

// Bonus Spaces: "If you pick a Bonus Tile showing a Power Card,
// immediately take the corresponding Card and discard the Bonus Tile to
// the game box." Appendix II: "If a Bonus Tile grants you a Power Card,
// keep this card face-up in front of you until you use it"; "You may play
// either Elevator card immediately after you Construct a Building." p0
// passes bonus-1b's High-Speed Elevator tile on its way to East Gardens'
// Construction Zone and plays the card on the Building it constructs
// there: 1 VP for every 3 Floors, rounded up.
func TestBonusPowerCardUsedInTheSameAction(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	emptyBonuses(s)
	constructHere(s, 0, 0)
	tile, _ := testContent.lookup('t', "high-speed-elevator-2010")
	b := s.side.Spaces[trackIndex(t, s, "bonus-1b")].Bonus
	s.placeTile(b, tile)
	s.p[0].VP = 0
	k := testContent.cardIndex("high-speed-elevator")
	play(t, s, "go eg-build-1", "bonus bonus-1b")
	if !s.bonus[b].empty() || s.p[0].Up[k] != 1 {
		t.Fatalf("after the pick: bonus-1b %+v, p0's face-up High-Speed Elevators %d; want the tile gone, the card in hand", s.bonus[b], s.p[0].Up[k])
	}
	play(t, s, buildMove(s), "place east-gardens-1")
	height := s.bld[s.buildingSpace(testContent.hoodIndex("east-gardens"), 0)].total()
	if !legalStrings(s)["use high-speed-elevator"] {
		t.Fatalf("after constructing, no High-Speed Elevator offered: %s %v", s.Prompt(), legalText(s))
	}
	play(t, s, "use high-speed-elevator")
	if diff := cmp.Diff(height+(height+2)/3, s.Scores()[0]); diff != "" {
		t.Errorf("VP: the %d-floor Building and the Elevator (-want +got):\n%s", height, diff)
	}
}

// Spire(s): "When claiming this bonus, take one or 2 Spires (as indicated)
// from the supply and place them in front of you, next to your
// Construction Yards, but not in your Construction Yards. Spires,
// obviously, do not take up space. You may place Spires on a new Building
// during Construction. Each Spire adds 2 "virtual" Floors that only count
// for the Tallest Building bonus. Spires do not score VP when you
// construct them ... You may place multiple Spires on the same Building at
// the same time." p0, its yards full with the Floors of Blueprint A among
// them, takes bonus-1b's Two Spires tile on its way to East Gardens'
// Construction Zone and puts both on the Building.
func TestTwoSpiresTile(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	constructHere(s, 0, 0)
	red := testContent.color("red")
	n := s.capacityLeft(0)
	s.bag[red] -= uint8(n)
	s.p[0].Yard[red] += uint8(n)
	tile, _ := testContent.lookup('t', "two-spires-2010")
	s.placeTile(s.side.Spaces[trackIndex(t, s, "bonus-1b")].Bonus, tile)
	s.p[0].VP = 0
	supply := s.spires
	play(t, s, "go eg-build-1", "bonus bonus-1b")
	if s.ToMove() != 0 || !strings.Contains(s.Prompt(), "choose a Blueprint") {
		t.Fatalf("after taking two Spires with full yards: %s, want the construction (no overflow)", s.Prompt())
	}
	play(t, s, buildMove(s))
	if diff := cmp.Diff([]string{"spires 0", "spires 1", "spires 2"}, legalText(s)); diff != "" {
		t.Errorf("the Spires offered (-want +got):\n%s", diff)
	}
	play(t, s, "spires 2", "place east-gardens-1")
	b := s.bld[s.buildingSpace(testContent.hoodIndex("east-gardens"), 0)]
	type got struct{ Height, Total, VP, Supply int }
	want := got{int(b.Height), int(b.Height) + 4, int(b.Height), int(supply) - 2}
	if diff := cmp.Diff(want, got{int(b.Height), b.total(), s.Scores()[0], int(s.spires)}); diff != "" {
		t.Errorf("[height, height for the Tallest Building Bonus, VP, Spires in the supply] (-want +got):\n%s", diff)
	}
}

// Bonus Spaces, Timing: "You are allowed to delay the decision of which
// space you stop on until you have chosen your Bonus, as long as you
// commit to passing the set of Bonus Spaces"; "If you pick a Bonus Tile
// showing a Power Card, immediately take the corresponding Card"; Appendix
// III: "You may not move into an occupied Space, unless you use Mayor's
// Office at the same time"; Appendix II: "You gain one Corruption when
// using Mayor's Office." The first mover stops on Harbourside's orange
// Floor, taking bonus-2a; the next, with no Mayor's Office, follows it
// there with the one on bonus-1b: it must take that Bonus (not bonus-1a's
// Floors or bonus-2b's), uses the card at once and gains its Corruption.
func TestMayorsOfficeFromABonusOnTheWay(t *testing.T) {
	tb := newTable(t, []deal{{"on bonus-1b", []string{"tile mayors-office-2010"}}}, WithPlayers(3), WithMode(ModeFull))
	first := mover(t, tb.s)
	tb.do("go hb-floors-1", "bonus bonus-2a")
	tb.quiet("move your Mogul")
	second := mover(t, tb.s)
	if second == first || tb.held(second, "mayors-office") != 0 {
		t.Fatalf("want another seat with no Mayor's Office to move: p%d after p%d", second, first)
	}
	if !tb.offers("go hb-floors-1 mayor") {
		t.Fatalf("the occupied space is not offered with bonus-1b's Mayor's Office on the way: %v", tb.legal())
	}
	corruption := tb.player(second).Corruption
	tb.do("go hb-floors-1 mayor")
	if diff := cmp.Diff([]string{"bonus bonus-1b"}, tb.legal()); diff != "" {
		t.Errorf("the Bonus Spaces offered (-want +got):\n%s", diff)
	}
	if !strings.Contains(tb.s.Prompt(), "whose Power Card lets you share the space") {
		t.Errorf("the prompt does not say which Bonus: %s", tb.s.Prompt())
	}
	tb.refused("bonus bonus-2b", "the move onto an occupied space needs bonus-1b's card")
	if m, _ := tb.s.ParseMove("bonus bonus-1a"); !strings.Contains(tb.s.Check(m).Error(), "delay the decision") {
		t.Errorf("the refusal says %v, want the Bonus Spaces' timing", tb.s.Check(m))
	}
	tb.do("bonus bonus-1b")
	if got := tb.player(second).Corruption; got != corruption+1 {
		t.Errorf("Corruption %d, want %d: one for using Mayor's Office", got, corruption+1)
	}
	if got := tb.held(second, "mayors-office"); got != 0 {
		t.Errorf("%d Mayor's Offices still held, want it used", got)
	}
	if got := tb.s.Yard(rulebook.Player(second))["orange"]; got != 1 {
		t.Errorf("%d orange Floors, want the space's action done", got)
	}
}

// A move onto an occupied space with no card to share it, and none on a
// Bonus Space on the way, is refused citing the card.
func TestOccupiedSpaceWithNoCardOnTheWay(t *testing.T) {
	tb := newTable(t, nil, WithPlayers(3), WithMode(ModeFull))
	tb.do("go hb-floors-1", "bonus bonus-2a")
	tb.quiet("move your Mogul")
	tb.refused("go hb-floors-1 mayor", "no Mayor's Office held or on the way")
	if m, _ := tb.s.ParseMove("go hb-floors-1 mayor"); !strings.Contains(tb.s.Check(m).Error(), "no Bonus Space you pass holds one") {
		t.Errorf("the refusal says %v", tb.s.Check(m))
	}
}

// A save taken while the Bonus whose card shares the space is owed keeps
// that: it decodes to the same state, and a save that owes it for a Mogul
// not sharing a space, or with no such card on the way, is refused.
func TestSaveOwingTheSharingBonus(t *testing.T) {
	tb := newTable(t, []deal{{"on bonus-1b", []string{"tile mayors-office-2010"}}}, WithPlayers(3), WithMode(ModeFull))
	tb.do("go hb-floors-1", "bonus bonus-2a")
	tb.quiet("move your Mogul")
	second := mover(t, tb.s)
	tb.do("go hb-floors-1 mayor")
	save, err := json.Marshal(tb.s)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(testContent, save)
	if err != nil {
		t.Fatalf("Decode of the save: %v", err)
	}
	if diff := cmpStates(tb.s, got); diff != "" {
		t.Errorf("Decode(save) differs (-want +got):\n%s", diff)
	}
	top := len(tb.s.stack) - 1
	for _, tc := range []struct {
		reason string
		edit   func(m map[string]any)
	}{
		{"the Mogul does not share its space", func(m map[string]any) {
			delete(m["players"].([]any)[second].(map[string]any), "shared")
		}},
		{"no Bonus Space on the way holds such a card", func(m map[string]any) { pendingOf(m, top)["k"] = 20 }},
		{"a flag no bonus_pick step has", func(m map[string]any) { pendingOf(m, top)["dest"] = 2 }},
	} {
		if _, err := Decode(testContent, editSave(t, save, tc.edit)); err == nil || !strings.Contains(err.Error(), "dest:") {
			t.Errorf("%s: Decode = %v, want it refused at dest", tc.reason, err)
		}
	}
}
