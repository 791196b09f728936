package highrise

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// itemsContent is the shipped content with the Tenants of testdata/items
// appended, as a designer adds them: Tenants that range over Buildings and
// Power Cards.
func itemsContent(t *testing.T) *Content {
	t.Helper()
	fsys := mapContent(t)
	appendTestdata(t, fsys, "items")
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// buildingTable is a 3-player Standard Game with the Extra Tenants on the
// items Tenants dealt: p2's starting Building on downtown-1 (the Obelisk),
// p1's on bayside-heights-1, p0's on east-gardens-3, whose Entirely
// Legitimate Business slides p0's Building Base onto p2's Building. Then
// p2 takes Floors (red, and a blue drawn), p1 and p0 take a Bonus and a
// red Floor each; p2 is to move, with green, red and blue Floors.
func buildingTable(t *testing.T, more ...deal) *table {
	c := itemsContent(t)
	tb := newTableOn(t, c, append(more, []deal{
		{"to east-gardens-1", []string{"tenant renovation-grant"}},
		{"to east-gardens-3", []string{"tenant entirely-legitimate-business"}},
		{"to harbourside-1", []string{"tenant property-tax"}},
		{"to harbourside-2", []string{"tenant rent-control"}},
		{"to harbourside-3", []string{"tenant urban-renewal"}},
		{"to downtown-1", []string{"tenant obelisk"}},
		{"for p2", []string{"floor green", "floor blue"}},
		{"for p1", []string{"floor black"}},
		{"on bonus-1b", []string{"tile lose-1-2020"}},
		{"on bonus-2b", []string{"tile lose-1-2020"}},
		{"on bonus-3a", []string{"tile spire-2020"}},
	}...), WithPlayers(3), WithMode(ModeStandard), WithRule("extra_tenants", "on"))
	tb.do("place downtown-1", "place bayside-heights-1", "place east-gardens-3")
	tb.step("p0: choose a Building you don't control to slide a Building Base onto",
		[]string{"building downtown-1", "building bayside-heights-1"}, "building downtown-1")
	tb.do("go eg-floors-1", "yes")                  // p2: red, and a blue drawn
	tb.do("go hb-floors-1", "bonus bonus-1a", "no") // p1
	tb.do("go hb-floors-2", "bonus bonus-2a", "no") // p0
	return tb
}

// Building items: Renovation Grant (a choose_n over Buildings whose body
// adds Floors to the one chosen), Urban Renewal (a for_each over them),
// Rent Control and Property Tax (counts over Buildings you do and don't
// control; a co-owner controls), each reached by real moves.
func TestBuildingItems(t *testing.T) {
	tb := buildingTable(t)
	tb.turn(2)
	tb.do("go eg-tenant-1", "bonus bonus-1b")
	// Only p2's own Building is "one of your Buildings under 6 Floors": p0's
	// east-gardens-3 is not p2's, p1's neither.
	tb.step("p2: choose a Building", []string{"building downtown-1"}, "building downtown-1")
	tb.step("p2: add a Floor to your Building on downtown-1 (2 more at most), or done",
		[]string{"pick red", "pick blue", "pick green", "done"}, "pick green")
	tb.step("p2: add a Floor to your Building on downtown-1 (1 more at most), or done",
		[]string{"pick red", "pick blue", "done"}, "pick blue")
	// Another Zone: Urban Renewal, for each of p2's Buildings outside the City
	// Center under 8 Floors (downtown-1, at 7), a Floor.
	tb.turn(2)
	tb.do("go hb-tenant-3", "bonus bonus-2b")
	tb.step("p2: add a Floor to your Building on downtown-1 (1 more at most), or done",
		[]string{"pick red", "done"}, "pick red")
	// Rent Control: one Floor for each Building in East Gardens p1 does not
	// control (p0's east-gardens-3): a black one.
	tb.turn(1)
	tb.do("go hb-tenant-2", "bonus bonus-3a")
	// Property Tax: p0 co-owns downtown-1, now 8 Floors ("You now control
	// that Building as well"); its own east-gardens-3 is 5.
	tb.turn(0)
	tb.do("go hb-tenant-1", "bonus bonus-3b")

	got := []seatSummary{summaryOf(tb, 0), summaryOf(tb, 1), summaryOf(tb, 2)}
	want := []seatSummary{
		{Yard: map[string]int{"red": 5, "blue": 1}, Corruption: 1, VP: 1}, // red from Bonus Spaces 2a and 3b
		{Yard: map[string]int{"black": 1, "orange": 1, "red": 2, "up": 1}, Corruption: 2, Spires: 1,
			Cards: []HeldCard{{Card: "high-speed-elevator-t", FaceUp: 1}}},
		{Yard: map[string]int{}, Corruption: 2, VP: 3},
	}
	if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("p0, p1, p2 (-want +got):\n%s", diff)
	}
	b := tb.building("downtown-1")
	if diff := cmp.Diff(map[string]int{"green": 1, "blue": 1, "red": 1}, b.Penthouse); diff != "" || b.Total != 8 || b.CoOwner != "p0" {
		t.Errorf("downtown-1: total %d (want 8), co-owner %q (want p0), Floors added (-want +got):\n%s", b.Total, b.CoOwner, diff)
	}
}

// The readers of building and card items, each read for a seat with the
// item bound as a filter reads it, on the table of TestBuildingItems after
// Renovation Grant.
func TestItemReaders(t *testing.T) {
	tb := buildingTable(t)
	tb.do("go eg-tenant-1", "bonus bonus-1b", "building downtown-1", "pick green", "pick blue")
	s, c := tb.s, tb.s.c
	space := func(id string) int {
		i, ok := c.lookup('p', id)
		if !ok {
			t.Fatalf("no Building Space %q", id)
		}
		return i
	}
	for _, tc := range []struct {
		reason string
		seat   int
		kind   expr.Kind
		item   int
		src    string
	}{
		{"a Building's height: 5 Floors and the 2 Renovation Grant added", 2, expr.KindBuilding, space("downtown-1"), "height(item()) == 7"},
		{"an empty Building Space has height 0", 2, expr.KindBuilding, space("downtown-2"), "height(item()) == 0"},
		{"a Building Space past the board has height 0, no controller, no id and no Neighborhood", 2, expr.KindBuilding, 99,
			"height(item()) == 0 && !controls(item()) && building_space(item()) == \"\" && here() == \"\""},
		{"the owner controls its Building", 2, expr.KindBuilding, space("downtown-1"), "controls(item())"},
		{"a co-owner controls it as well (Entirely Legitimate Business)", 0, expr.KindBuilding, space("downtown-1"), "controls(item())"},
		{"another player's Building is one you don't control", 1, expr.KindBuilding, space("downtown-1"), "!controls(item())"},
		{"an empty space is controlled by nobody", 2, expr.KindBuilding, space("downtown-2"), "!controls(item())"},
		{"a building item's here() is its Neighborhood", 2, expr.KindBuilding, space("east-gardens-3"), "here() == \"east-gardens\""},
		{"a building item's id, as the notation names it", 2, expr.KindBuilding, space("bayside-heights-1"), "building_space(item()) == \"bayside-heights-1\""},
		{"a card item's id, held by p1", 1, expr.KindCard, c.cardIndex("high-speed-elevator-t"), "card_id(item()) == \"high-speed-elevator-t\" && held(card_id(item())) == 1"},
		{"a card item p2 does not hold", 2, expr.KindCard, c.cardIndex("high-speed-elevator-t"), "held(card_id(item())) == 0"},
		{"a card item past the content has no id", 2, expr.KindCard, len(c.cards), "card_id(item()) == \"\""},
	} {
		p, err := c.lang.Compiler().Compile(content.Script{Src: tc.src}, expr.Bool)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		env := s.bound(tc.seat, tc.item, tc.kind, false)
		var run expr.Runner
		if ok, err := run.RunBool(p, &env); err != nil || !ok {
			t.Errorf("%s: %s for p%d is %v (%v), want true", tc.reason, tc.src, tc.seat, ok, err)
		}
	}
}

// Card items: Collector (a count over the Power Cards you hold), Liquidation
// and Consignment (a choose_n over them whose body discards the one chosen:
// the rulebook's discarding of a Power Card, "discard this Power Card",
// and its choice of one you hold, "This player can choose any of their
// Power Cards", Corruption Penalty), reached by real moves; the choice is
// saved and a tampered save refused.
func TestCardItems(t *testing.T) {
	c := itemsContent(t)
	tb := newTableOn(t, c, []deal{
		{"to east-gardens-1", []string{"tenant collector"}},
		{"to harbourside-1", []string{"tenant consignment"}},
		{"to harbourside-2", []string{"tenant liquidation"}},
		{"to downtown-1", []string{"tenant retail-space"}},
		{"on bonus-1b", []string{"tile mayors-office-2020"}},
		{"on bonus-2b", []string{"tile lose-1-2020"}},
		{"for p2", []string{"floor green", "floor orange", "floor black"}},
	}, WithPlayers(3), WithMode(ModeStandard))
	// p2's starting Building on the Retail Space gets its card; p1's on the
	// Engineering Firm a High-Speed Elevator.
	tb.do("place downtown-1", "place bayside-heights-1", "place east-gardens-3", "no")
	// Collector: p2 holds the Retail Space and, from Bonus Space 1b, the
	// Mayor's Office: two different Power Cards, 4 VP.
	tb.do("go eg-tenant-1", "bonus bonus-1b")
	if got := summaryOf(tb, 2); got.VP != 4 {
		t.Errorf("p2 after Collector: %+v, want 4 VP", got)
	}
	// Liquidation: p1 holds one Power Card: it discards that one for 2 VP,
	// and the second choice finds none.
	tb.do("go hb-tenant-2", "bonus bonus-1a")
	tb.refused("card retail-space", "p1 does not hold the Retail Space")
	if err := tb.s.Check(Move{Act: ActCard, K: int16(c.cardIndex("retail-space"))}); err == nil ||
		err.Error() != `highrise: Power Cards: "card retail-space" is not one of the Power Cards this choice offers: those that pass "held(card_id(item())) > 0" now` {
		t.Errorf("the refusal of a card not held: %v", err)
	}
	tb.refused("building downtown-1", "a Building does not answer a choice of a Power Card")
	tb.step("p1: choose a Power Card (2 to choose)", []string{"card high-speed-elevator-t"}, "card high-speed-elevator-t")
	tb.do("go hb-floors-1", "bonus bonus-2a", "no") // p0
	// Consignment: p2 chooses one of its two Power Cards, in content order.
	tb.do("go hb-tenant-1", "bonus bonus-2b")
	if got, want := tb.s.Prompt(), "p2: choose a Power Card"; got != want {
		t.Fatalf("prompt %q, want %q", got, want)
	}
	if diff := cmp.Diff([]string{"card retail-space", "card mayors-office"}, tb.legal()); diff != "" {
		t.Fatalf("Consignment's choice (-want +got):\n%s", diff)
	}
	checkSavedChoice(t, tb)
	tb.do("card mayors-office") // then Draw 2: orange and black

	got := []seatSummary{summaryOf(tb, 1), summaryOf(tb, 2)}
	want := []seatSummary{
		{Yard: map[string]int{"red": 2, "up": 1}, Corruption: 2, VP: 2},
		{Yard: map[string]int{"green": 1, "orange": 1, "black": 1}, Corruption: 2, VP: 4,
			Cards: []HeldCard{{Card: "retail-space", FaceUp: 1}}},
	}
	if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("p1, p2 (-want +got):\n%s", diff)
	}
	// The cards discarded are back on their stacks: another Mayor's Office
	// can be taken.
	if n := tb.s.stacks[c.cardIndex("mayors-office")]; n < 1 {
		t.Errorf("the Mayor's Office stack holds %d after the discard", n)
	}
}

// checkSavedChoice saves the state while a choice of a Power Card is
// pending: the save decodes to the same state, and a save whose choice is
// tampered with is refused.
func checkSavedChoice(t *testing.T, tb *table) {
	t.Helper()
	save, err := json.Marshal(tb.s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(tb.s.c, save)
	if err != nil {
		t.Fatalf("the save of a card choice: %v", err)
	}
	if diff := cmp.Diff(stateText(tb.s), stateText(back)); diff != "" {
		t.Fatalf("the card choice decoded (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(tb.legal(), legalText(back)); diff != "" {
		t.Fatalf("the card choice decoded: legal moves (-want +got):\n%s", diff)
	}
	step := -1
	var m map[string]any
	if err := json.Unmarshal(save, &m); err != nil {
		t.Fatal(err)
	}
	for i, p := range m["pending"].([]any) {
		if p.(map[string]any)["op"] == "choose_n" {
			step = i
		}
	}
	if step < 0 {
		t.Fatalf("no choose_n step in the save: %s", save)
	}
	for _, tc := range []struct {
		reason string
		edit   func(m map[string]any)
		want   string
	}{
		{"a kind of item that does not exist", func(m map[string]any) { pendingOf(m, step)["k"] = 9 }, "k: 9 is no kind of item"},
		{"a filter the content never compiled", func(m map[string]any) { pendingOf(m, step)["arg"] = "held(\"luxury\") > 0" }, "is no condition of the content"},
		{"a body the content never compiled", func(m map[string]any) { pendingOf(m, step)["label"] = "vp(99)" }, "is no script of the content"},
		{"a Spire put on a Building Space past the board (spire_on(building_space(item())) pending under the choice)", func(m map[string]any) {
			m["pending"] = append([]any{map[string]any{"op": "spire_on", "who": 2, "k": spireOnSpace, "n": 99}}, m["pending"].([]any)...)
		}, "n: 99 is no Building Space"},
	} {
		var m map[string]any
		if err := json.Unmarshal(save, &m); err != nil {
			t.Fatal(err)
		}
		tc.edit(m)
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Decode(tb.s.c, data); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Decode = %v, want an error saying %q", tc.reason, err, tc.want)
		}
	}
}

// "card CARD" names the Power Card a choose_n over cards chooses: String
// and ParseMove round-trip, and what is not such a move is refused with
// the form.
func TestCardMoveNotation(t *testing.T) {
	c := itemsContent(t)
	for _, tc := range []struct {
		reason, text, err string
	}{
		{"a Power Card by its id", "card mayors-office", ""},
		{"a Tenant's stack of a card that shares its name", "card high-speed-elevator-t", ""},
		{"no card named", "card", `expected "card CARD"`},
		{"a card the content does not have", "card lunch", "Power Card"},
		{"a card choice has no stand-in (that is a use of a card)", "card archive stand-in", `expected "card CARD"`},
	} {
		m, err := c.ParseMove(tc.text)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: ParseMove(%q) = %v, %v; want an error saying %q", tc.reason, tc.text, m, err, tc.err)
			}
			continue
		}
		if err != nil || m.Act != ActCard || m.String() != tc.text {
			t.Errorf("%s: ParseMove(%q) = %v (%q), %v", tc.reason, tc.text, m, m.String(), err)
		}
	}
}

// A mistake in a script over building or card items is a load error at
// its YAML file:line:col.
func TestItemMistakes(t *testing.T) {
	for _, tc := range []struct {
		reason, effect, want string
	}{
		{"add_floors names a Building Space that is not on the board", `add_floors(2, "east-gardens-9")`,
			`"east-gardens-9" is not one of ["new" "any"] nor a Building Space`},
		{"height takes a building item, not its id", `for_each("building", "height(building_space(item())) > 5", "vp(1)")`,
			"cannot use string as argument (type int) to call height"},
		{"card_id takes a card item, not a seat's name", `vp(count("card", "held(card_id(\"p1\")) > 0"))`, "cannot use string as argument (type int) to call card_id"},
		{"choose_n over a kind no move names", `choose_n("colour", 1, "", "vp(1)")`, `no kind "colour"`},
	} {
		fsys := mapContent(t)
		appendMap(fsys, "tenants.yaml", "  - id: mistake\n    name: Mistake\n    neighborhood: east-gardens\n    provenance: reconstructed\n    text: \"A mistake.\"\n    effect: '"+tc.effect+"'\n")
		_, err := Load(fsys)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !regexp.MustCompile(`highrise/tenants\.yaml:\d+:\d+: `).MatchString(err.Error()) {
			t.Errorf("%s: Load = %v, want an error at tenants.yaml:line:col saying %q", tc.reason, err, tc.want)
		}
	}
}

// spire_on(building_space(item())): Crane Rental (a choose_n over your
// Buildings under 7 Floors) and Skyline Festival (a for_each over your
// Buildings outside the City Center; a co-owner's count both its own and
// the one it co-owns), each a Spire from the supply onto the Building.
func TestSpireOnItems(t *testing.T) {
	tb := buildingTable(t, deal{"to downtown-2", []string{"tenant crane-rental"}},
		deal{"to bayside-heights-2", []string{"tenant skyline-festival"}})
	tb.do("go dt-tenant-2", "bonus bonus-1b")
	tb.step("p2: choose a Building", []string{"building downtown-1"}, "building downtown-1")
	tb.do("go hb-tenant-1", "bonus bonus-3a") // p1: Property Tax, none of 8 Floors; a Spire from the Bonus
	tb.do("go bh-tenant-2", "bonus bonus-3b") // p0: Skyline Festival
	spires := map[string]int{}
	for _, id := range []string{"downtown-1", "east-gardens-3", "bayside-heights-1"} {
		spires[id] = tb.building(id).Spires
	}
	want := map[string]int{"downtown-1": 2, "east-gardens-3": 1, "bayside-heights-1": 0}
	if diff := cmp.Diff(want, spires); diff != "" {
		t.Errorf("Spires on the Buildings (-want +got):\n%s", diff)
	}
	if tb.s.spires != 16 || tb.building("downtown-1").Total != 9 {
		t.Errorf("supply %d Spires (want 16: four taken), downtown-1 total %d (want 9)", tb.s.spires, tb.building("downtown-1").Total)
	}
	// "If you run out of one of them, you may not take it": with no Spire
	// in the supply, none goes on.
	s := tb.s.Clone()
	s.spires = 0
	b, _ := s.c.lookup('p', "east-gardens-3")
	s.spireOnto(0, b)
	if s.bld[b].Spires != 1 {
		t.Errorf("a Spire went on east-gardens-3 from an empty supply: %d", s.bld[b].Spires)
	}
}

// The conformance suite over the content with the items Tenants dealt
// among the others: random games in which Tenants choose and loop over
// Buildings and Power Cards keep Legal ⇔ Check, saves, views and the
// invariants.
func TestConformanceItems(t *testing.T) {
	c := itemsContent(t)
	suite := conformanceSuite()
	suite.Configs = nil
	for _, cfg := range []struct {
		mode    string
		players int
	}{{ModeStandard, 3}, {ModeFull, 4}} {
		suite.Configs = append(suite.Configs, rulebooktest.Config[*State, Move]{
			Name: fmt.Sprintf("players=%d/mode=%s/extra=on", cfg.players, cfg.mode),
			New: func(seed uint64) (*State, error) {
				return New(c, WithPlayers(cfg.players), WithMode(cfg.mode), WithRule("extra_tenants", "on"))
			},
		})
	}
	// One batch of rapid checks (100 games) for each; a card choice comes
	// up in about one game in seven.
	suite.Games = 200
	suite.Decode = func(data []byte) (*State, error) { return Decode(c, data) }
	suite.Rules = &rulebook.Rules[*State, Move]{
		Game: gameName,
		New: func(options string) (*State, error) {
			opts, err := ParseOptions(options)
			if err != nil {
				return nil, err
			}
			return New(c, opts...)
		},
	}
	suite.Run(t)
}
