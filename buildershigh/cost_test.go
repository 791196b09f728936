package buildershigh

import (
	"errors"
	"io/fs"
	"maps"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// ownModifier deals two players so that p0 builds the first building of
// its hand on its first turn with the first payment given, p1 procures
// two 2M cards, and p0 is to move again with the building in play.
func ownModifier(t *testing.T, p0 []string, pay string) *State {
	t.Helper()
	hands := [][]string{p0, {"2m", "2m", "5m", "5m", "10m", "park", "bank", "row-house", "warehouse", "condominium"}}
	s := deal(t, 2, hands, 0, standardCenter, standardPlanning[:3])
	err := rulebook.ReplayMoves(s, []rulebook.RecordMove{
		{Player: 0, Move: "build " + p0[5]}, {Player: 0, Move: "pay " + pay},
		{Player: 1, Move: "draw"}, {Player: 1, Move: "from budget"}, {Player: rulebook.Chance, Move: "card 2m"},
		{Player: 1, Move: "from budget"}, {Player: rulebook.Chance, Move: "card 2m"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func builds(s *State) []string {
	var out []string
	for _, m := range legalStrings(s) {
		if strings.HasPrefix(m, "build ") {
			out = append(out, m)
		}
	}
	return out
}

// TestDiscountsKeepCardsBuildable: "the total budget must be exactly equal
// to the construction cost" ("Paying construction costs"), and the budget
// cards are 2M, 5M and 10M ("45 Budget Cards (21 2M, 15 5M, 9 10M)"), so a
// cost of 1M or 3M, or less than 2M, can never be paid. A cost modifier
// must never make a card unbuildable: with a Shopping Center in play the
// 6M Market Hall and Library stay payable (the discount once made them
// 1M), and with a Factory the 5M Workshop stays payable (it once made it
// 3M).
func TestDiscountsKeepCardsBuildable(t *testing.T) {
	tests := []struct {
		reason string
		hand   []string // p0's hand; the first building is built on turn 1
		pay    string
		builds []string // what p0 may build on turn 2
		build  string   // then built
		prompt string
	}{
		{
			reason: "Shopping Center in play, 2M+2M+2M left: the 6M Market Hall and Library can be built",
			hand:   []string{"5m", "10m", "2m", "2m", "2m", "shopping-center", "market-hall", "library", "factory", "tax-office"},
			pay:    "5+10",
			builds: []string{"build market-hall", "build library"},
			build:  "build market-hall", prompt: "pay exactly 6M for Market Hall",
		},
		{
			reason: "Factory in play, 5M left: the 5M Workshop can be built",
			hand:   []string{"2m", "2m", "2m", "2m", "5m", "factory", "workshop", "warehouse", "recycling-plant", "park"},
			pay:    "2+2+2+2",
			builds: []string{"build workshop"},
			build:  "build workshop", prompt: "pay exactly 5M for Workshop",
		},
	}
	for _, tc := range tests {
		s := ownModifier(t, tc.hand, tc.pay)
		if diff := cmp.Diff(tc.builds, builds(s)); diff != "" {
			t.Errorf("%s: buildings p0 may construct (-want +got):\n%s", tc.reason, diff)
			continue
		}
		play(t, s, tc.build)
		if !strings.Contains(s.Prompt(), tc.prompt) {
			t.Errorf("%s: after %q the prompt is %q, want %q", tc.reason, tc.build, s.Prompt(), tc.prompt)
		}
	}
}

// TestLoadRejectsUnpayableCosts: a cost no budget cards can total exactly
// makes a card unbuildable ("the total budget must be exactly equal to the
// construction cost"; the budget cards are 2M, 5M and 10M), so Load
// refuses content where a printed cost, or a cost modifier alone or
// stacked with others as copies in one play area stack in play, makes one,
// at the file:line:col of the modifier (or of the building).
func TestLoadRejectsUnpayableCosts(t *testing.T) {
	const shopping = `      cost: 'subject_cost() >= 15 ? -5 : 0'`
	const factory = `      cost: 'subject_type() == "industrial" && subject_cost() >= 8 ? -2 : 0'`
	tests := []struct {
		reason   string
		old, new string // the edit to buildings.yaml
		line     string // the error is on the line holding this text
		has      []string
	}{
		{
			reason: "a flat -5 on every construction makes the 6M Market Hall cost 1M",
			old:    shopping, new: `      cost: "-5"`, line: `cost: "-5"`,
			has: []string{`building "market-hall"`, "1 × Shopping Center", "Market Hall costs 1M"},
		},
		{
			reason: "-4 on buildings of 10M or more is payable with one copy, but two make the 11M Warehouse cost 3M",
			old:    shopping, new: `      cost: 'subject_cost() >= 10 ? -4 : 0'`, line: "subject_cost() >= 10 ? -4",
			has: []string{"2 × Shopping Center", "Warehouse costs 3M"},
		},
		{
			reason: "-3 on industrial buildings of 11M or more is payable alone, and so is the Factory's -2, but together they make the Warehouse cost 3M",
			old:    shopping, new: `      cost: 'subject_type() == "industrial" && subject_cost() >= 11 ? -3 : 0'`, line: "subject_cost() >= 11 ? -3",
			has: []string{"2 × Shopping Center, 1 × Factory", "Warehouse costs 3M"},
		},
		{
			reason: "a surcharge of 150M makes the 5M Workshop cost more than any payment can total",
			old:    factory, new: `      cost: 'subject_type() == "industrial" ? 150 : 0'`, line: "? 150 : 0",
			has: []string{"1 × Factory", "Workshop costs 155M"},
		},
		{
			reason: "a printed cost of 3M can never be paid",
			old:    "  - id: corner-shop\n    name: Corner Shop\n    type: commercial\n    cost: 2\n",
			new:    "  - id: corner-shop\n    name: Corner Shop\n    type: commercial\n    cost: 3\n", line: "id: corner-shop",
			has: []string{`building "corner-shop"`, "printed cost of 3M"},
		},
		{
			reason: "a modifier that reads the play area cannot be checked at load, so it is refused",
			old:    shopping, new: `      cost: '-count("commercial")'`, line: `-count("commercial")`,
			has: []string{"may read only the building being costed", "count"},
		},
	}
	for _, tc := range tests {
		fsys := contentMap(t)
		f := fsys[Dir+"/buildings.yaml"]
		if !strings.Contains(string(f.Data), tc.old) {
			t.Fatalf("%s: buildings.yaml does not contain %q", tc.reason, tc.old)
		}
		f.Data = []byte(strings.Replace(string(f.Data), tc.old, tc.new, 1))
		line := 0
		for i, l := range strings.Split(string(f.Data), "\n") {
			if strings.Contains(l, tc.line) {
				line = i + 1
				break
			}
		}
		_, err := Load(fsys)
		var list *content.Errors
		if !errors.As(err, &list) {
			t.Errorf("%s: Load returned %v, want content errors", tc.reason, err)
			continue
		}
		found := false
		for _, e := range list.List {
			ok := e.Pos.File == Dir+"/buildings.yaml" && e.Pos.Line == line && e.Pos.Col > 0
			for _, h := range tc.has {
				ok = ok && strings.Contains(e.Msg, h)
			}
			found = found || ok
		}
		if !found {
			t.Errorf("%s: no error at buildings.yaml:%d saying %q; got:\n%v", tc.reason, line, tc.has, err)
		}
	}
}

// contentMap copies the embedded content into a map a test edits.
func contentMap(t *testing.T) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	err := fs.WalkDir(content.Default(), Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(content.Default(), path)
		fsys[path] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return fsys
}

// TestCostModifiers reads every building's construction cost for the owner
// of a cost modifier built by real moves, and for the other player: a
// permanent ability is "always in force" for its owner only, and its cost
// (upper left of the card) is what "pay it's construction cost" asks.
func TestCostModifiers(t *testing.T) {
	printed := map[string]int{}
	for _, card := range testContent.Cards() {
		if card.Deck == BuildingDeck {
			printed[card.ID] = card.Cost
		}
	}
	with := func(changes map[string]int) map[string]int {
		m := maps.Clone(printed)
		maps.Copy(m, changes)
		return m
	}
	tests := []struct {
		reason string
		hand   []string
		pay    string
		p0, p1 map[string]int
	}{
		{
			reason: "a Shopping Center takes 5M off the buildings printed at 15M or more",
			hand:   []string{"5m", "10m", "2m", "2m", "2m", "shopping-center", "market-hall", "library", "factory", "tax-office"},
			pay:    "5+10",
			p0:     with(map[string]int{"shopping-center": 10, "tower-mansion": 12, "office-tower": 15, "city-hall": 15}),
			p1:     printed,
		},
		{
			reason: "a Factory takes 2M off the industrial buildings printed at 8M or more",
			hand:   []string{"2m", "2m", "2m", "2m", "5m", "factory", "workshop", "warehouse", "recycling-plant", "park"},
			pay:    "2+2+2+2",
			p0:     with(map[string]int{"factory": 6, "warehouse": 9, "recycling-plant": 12}),
			p1:     printed,
		},
	}
	for _, tc := range tests {
		s := ownModifier(t, tc.hand, tc.pay)
		for seat, want := range []map[string]int{tc.p0, tc.p1} {
			got := map[string]int{}
			for id := range printed {
				cost, ok := s.Cost(rulebook.Player(seat), id)
				if !ok {
					t.Fatalf("Cost(p%d, %s) is not known", seat, id)
				}
				got[id] = cost
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s: p%d's costs (-want +got):\n%s", tc.reason, seat, diff)
			}
		}
	}
	s := ownModifier(t, tests[0].hand, tests[0].pay)
	for _, tc := range []struct {
		seat   rulebook.Player
		id     string
		reason string
	}{
		{0, "2m", "a budget card has no construction cost"},
		{0, "skyline", "a city planning card has no construction cost"},
		{0, "skyscraper", "no such card"},
		{2, "bank", "no seat 2 in a two-player game"},
		{rulebook.Chance, "bank", "Chance builds nothing"},
	} {
		if cost, ok := s.Cost(tc.seat, tc.id); ok {
			t.Errorf("Cost(%v, %s) = %d, true; want false: %s", tc.seat, tc.id, cost, tc.reason)
		}
	}
}

// TestPaymentCardLimit: "You may use any combination of different budget
// cards, but the total budget must be exactly equal to the construction
// cost" (Paying construction costs). A payment holds at most 16 budget
// cards (the notation's limit; Load checks every printed cost, and every
// cost the modifiers make, against it), so when a cost modifier raises
// the 20M City Hall to 40M (two copies of a Shopping Center edited to add
// 10M to buildings printed at 20M or more), a hand of twenty 2M cards
// cannot build it: the engine must not offer a construction none of whose
// payments it can take, nor a payment that does not total the cost. With
// four 10M cards it can.
func TestPaymentCardLimit(t *testing.T) {
	dir := copyContent(t)
	edit(t, dir, "buildings.yaml", "cost: 'subject_cost() >= 15 ? -5 : 0'", "cost: 'subject_cost() >= 20 ? 10 : 0'")
	fsys, err := content.Dir(dir)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		reason string
		hand   map[string]int
		builds []string
		pays   []string
	}{
		{"twenty 2M cards total 40M in more cards than a payment holds", map[string]int{"2m": 20, "city-hall": 1}, nil, nil},
		{"four 10M cards and sixteen 2M cards: the payments of at most 16 cards",
			map[string]int{"2m": 16, "10m": 4, "city-hall": 1}, []string{"build city-hall"},
			[]string{"pay 10+10+10+10", "pay 2+2+2+2+2+10+10+10", "pay 2+2+2+2+2+2+2+2+2+2+10+10",
				"pay 2+2+2+2+2+2+2+2+2+2+2+2+2+2+2+10"}},
	} {
		s, err := New(c, WithPlayers(2))
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range fourHands()[:2] {
			for _, id := range h {
				play(t, s, "card "+id)
			}
		}
		play(t, s, "first p0")
		for _, id := range append(standardCenter, standardPlanning[:3]...) {
			play(t, s, "card "+id)
		}
		setCounts(t, s, handZone(1), "2m", 0)
		for k := range s.c.cards {
			if s.c.cards[k].Deck != PlanningDeck {
				setCounts(t, s, handZone(0), s.c.cards[k].ID, tc.hand[s.c.cards[k].ID])
			}
		}
		setCounts(t, s, areaZone(0), "shopping-center", 2)
		if cost, _ := s.Cost(0, "city-hall"); cost != 40 {
			t.Fatalf("the City Hall costs p0 %dM, want 40M", cost)
		}
		if diff := cmp.Diff(tc.builds, builds(s)); diff != "" {
			t.Errorf("%s: constructions offered (-want +got):\n%s", tc.reason, diff)
		}
		if tc.builds == nil {
			continue
		}
		play(t, s, "build city-hall")
		if diff := cmp.Diff(tc.pays, legalStrings(s)); diff != "" {
			t.Errorf("%s: payments offered (-want +got):\n%s", tc.reason, diff)
		}
		for _, m := range s.Legal() {
			if err := s.Check(m); err != nil {
				t.Errorf("%s: Legal lists %s, which Check refuses: %v", tc.reason, m, err)
			}
		}
	}
}
