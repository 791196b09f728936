package buildershigh

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// chooseContent is the shipped content with testdata/choose's six
// building cards appended and the Contents counts raised: YAML edits only.
func chooseContent(t *testing.T) *Content {
	t.Helper()
	return appendedContent(t, "choose", []string{"buildings.yaml"}, "    cards: 54\n    unique: 18\n", "    cards: 60\n    unique: 24\n")
}

// chooseGame deals four players from content c, p0 holding two 2M, two
// 5M and a 10M card, the four cards of testdata/choose and a Park.
func chooseGame(t *testing.T, c *Content) *State {
	t.Helper()
	defer swapContent(c)()
	hands := [][]string{
		{"2m", "2m", "5m", "5m", "10m", "land-office", "salvage-yard", "guild-hall", "inspection-office", "park"},
		{"2m", "2m", "5m", "5m", "10m", "tax-office", "park", "bank", "library", "warehouse"},
		{"2m", "5m", "5m", "10m", "10m", "city-hall", "office-tower", "workshop", "condominium", "shopping-center"},
		{"2m", "2m", "5m", "10m", "10m", "tower-mansion", "suburb-estate", "market-hall", "corner-shop", "apartment-block"},
	}
	return deal(t, 4, hands, 0, standardCenter, standardPlanning)
}

const p1Turn = "p1: Procure, Exchange or Construct (or use a hand ability first)"

// TestChooseCards plays the cards of testdata/choose by real moves, with
// chosen Chance outcomes, and checks the prompts, the legal answers and
// where the cards end up.
func TestChooseCards(t *testing.T) {
	c := chooseContent(t)
	t.Run("land office: a building card costing 6M or less from the Center", func(t *testing.T) {
		s := chooseGame(t, c)
		walk(t, s, []step{
			{p0Turn, nil, "build land-office"},
			{"p0: pay exactly 9M for Land Office", []string{"pay 2+2+5"}, "pay 2+2+5"},
			// The Center's buildings of 6M or less, in content order; not
			// the Apartment Block (7M), the Bank, the Factory, nor the
			// budget cards just paid.
			{"p0: choose a card for Land Office", []string{"choose card row-house", "choose card corner-shop",
				"choose card market-hall", "choose card workshop", "choose card park", "choose card library"}, "choose card market-hall"},
			{"Chance: reveal a building card in the Center", nil, "card city-hall"},
			{p1Turn, nil, "take 2m"},
		})
	})
	t.Run("land office: hands and Center", func(t *testing.T) {
		s := chooseGame(t, c)
		play(t, s, "build land-office", "pay 2+2+5", "choose card market-hall", "card city-hall")
		want := map[string]int{"5m": 1, "10m": 1, "salvage-yard": 1, "guild-hall": 1, "inspection-office": 1, "park": 1, "market-hall": 1}
		if diff := cmp.Diff(want, s.Hand(0)); diff != "" {
			t.Errorf("p0's hand (-want +got):\n%s", diff)
		}
		wantCenter := map[string]int{"2m": 2, "5m": 1, "row-house": 1, "apartment-block": 1, "corner-shop": 1, "bank": 1, "workshop": 1,
			"factory": 1, "park": 1, "library": 1, "city-hall": 1,
			"residential-district": 1, "business-district": 1, "industrial-park": 1, "civic-quarter": 1, "mixed-use": 1}
		if diff := cmp.Diff(wantCenter, s.Center()); diff != "" {
			t.Errorf("the Center (-want +got):\n%s", diff)
		}
	})

	t.Run("salvage yard: a residential building from the discard pile", func(t *testing.T) {
		tests := []struct {
			reason  string
			discard []string
			legal   []string
			move    string
			hand    map[string]int // p0's hand at the end
			pile    map[string]int // the discard pile at the end
			next    string         // the prompt after
		}{
			{"two residential buildings among others: either may be chosen, the other stays",
				[]string{"row-house", "apartment-block", "bank", "5m"},
				[]string{"choose card row-house", "choose card apartment-block"}, "choose card apartment-block",
				map[string]int{"2m": 1, "5m": 1, "10m": 1, "land-office": 1, "guild-hall": 1, "inspection-office": 1, "park": 1, "apartment-block": 1},
				map[string]int{"row-house": 1, "bank": 1, "5m": 1}, p1Turn},
			{"no residential building in the discard pile: nothing to choose, and the turn ends",
				[]string{"bank", "5m"}, nil, "",
				map[string]int{"2m": 1, "5m": 1, "10m": 1, "land-office": 1, "guild-hall": 1, "inspection-office": 1, "park": 1},
				map[string]int{"bank": 1, "5m": 1}, p1Turn},
		}
		for _, tc := range tests {
			s := chooseGame(t, c)
			for _, id := range tc.discard {
				setCounts(t, s, zDiscard, id, 1)
			}
			play(t, s, "build salvage-yard", "pay 2+5")
			if tc.move != "" {
				walk(t, s, []step{{"p0: choose a card for Salvage Yard", tc.legal, tc.move}})
			}
			if got := s.Prompt(); got != tc.next {
				t.Errorf("%s: prompt %q, want %q", tc.reason, got, tc.next)
			}
			if diff := cmp.Diff(tc.hand, s.Hand(0)); diff != "" {
				t.Errorf("%s: p0's hand (-want +got):\n%s", tc.reason, diff)
			}
			if diff := cmp.Diff(tc.pile, s.Discard()); diff != "" {
				t.Errorf("%s: the discard pile (-want +got):\n%s", tc.reason, diff)
			}
		}
	})

	t.Run("guild hall: each player with 3 or more buildings draws 1", func(t *testing.T) {
		s := chooseGame(t, c)
		// p0 has two and the Guild Hall makes three; p1 three; p2 two; p3 four.
		setCounts(t, s, areaZone(0), "row-house", 2)
		setCounts(t, s, areaZone(1), "warehouse", 2)
		setCounts(t, s, areaZone(1), "office-tower", 1)
		setCounts(t, s, areaZone(2), "recycling-plant", 2)
		setCounts(t, s, areaZone(3), "suburb-estate", 2)
		setCounts(t, s, areaZone(3), "condominium", 2)
		before := handSizes(s)
		walk(t, s, []step{
			{p0Turn, nil, "build guild-hall"},
			{"p0: pay exactly 12M for Guild Hall", []string{"pay 2+10", "pay 2+5+5"}, "pay 2+10"},
			{"Chance: p0 draws a budget card", nil, "card 10m"},
			{"Chance: p1 draws a budget card", nil, "card 2m"},
			{"Chance: p3 draws a budget card", nil, "card 5m"},
		})
		if got := s.Prompt(); got != p1Turn {
			t.Errorf("after the draws %q, want p1's turn", got)
		}
		if diff := cmp.Diff([]int{before[0] - 3 + 1, before[1] + 1, before[2], before[3] + 1}, handSizes(s)); diff != "" {
			t.Errorf("hand sizes (-want +got):\n%s", diff)
		}
		want := map[string]int{"2m": 1, "5m": 2, "10m": 1, "land-office": 1, "salvage-yard": 1, "inspection-office": 1, "park": 1}
		if diff := cmp.Diff(want, s.Hand(0)); diff != "" {
			t.Errorf("p0's hand (-want +got):\n%s", diff)
		}
		if got := []int{s.Hand(1)["2m"], s.Hand(3)["5m"]}; !cmp.Equal(got, []int{3, 2}) {
			t.Errorf("p1's 2M and p3's 5M cards %v, want [3 2]", got)
		}
	})

	t.Run("inspection office: another player chosen discards", func(t *testing.T) {
		s := chooseGame(t, c)
		walk(t, s, []step{
			{p0Turn, nil, "build inspection-office"},
			{"p0: pay exactly 5M for Inspection Office", []string{"pay 5"}, "pay 5"},
			{"p0: choose a player for Inspection Office", []string{"choose p1", "choose p2", "choose p3"}, "choose p2"},
			{"p2: discard a card from your hand", nil, "discard city-hall"},
		})
		if got := s.Prompt(); got != p1Turn {
			t.Errorf("after the discard %q, want p1's turn", got)
		}
		if diff := cmp.Diff(map[string]int{"city-hall": 1}, s.Discard()); diff != "" {
			t.Errorf("the discard pile (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]int{8, 10, 9, 10}, handSizes(s)); diff != "" {
			t.Errorf("hand sizes (-want +got):\n%s", diff)
		}
	})
}

// TestChooseMoves: while a choose_n waits, Legal's moves round-trip
// through the notation, Check accepts each, and a move it refuses cites
// the rulebook and leaves the state as it was.
func TestChooseMoves(t *testing.T) {
	c := chooseContent(t)
	s := chooseGame(t, c)
	play(t, s, "build inspection-office", "pay 5")
	for _, m := range s.Legal() {
		back, err := s.ParseMove(m.String())
		if err != nil || back != m {
			t.Errorf("%q reads back as %+v (%v)", m, back, err)
		}
		if err := s.Check(m); err != nil {
			t.Errorf("Legal lists %s, which Check refuses: %v", m, err)
		}
	}
	tests := []struct {
		reason, move, want string
	}{
		{"the player choosing is not one the filter lets by", "choose p0",
			`"choose p0" is not one the ability lets you choose (Inspection Office): its filter is "item() != actor()"`},
		{"a card where a player is chosen", "choose card park", `the ability chooses a player, not a card: "choose card park"`},
		{"a seat past the players", "choose p5", "the ability chooses one of the 4 seats"},
		{"another answer than a choice", "discard park", `"discard park" does not answer the pending decision`},
	}
	for _, tc := range tests {
		m, err := s.ParseMove(tc.move)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		before := s.Clone()
		err = s.Apply(m)
		if !errors.Is(err, rulebook.ErrIllegal) || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "Building card abilities") && !strings.Contains(err.Error(), "Round sequence") {
			t.Errorf("%s: Apply(%s) = %v, want an illegal move citing the rulebook: %s", tc.reason, tc.move, err, tc.want)
		}
		if diff := cmpDiff(before, s); diff != "" {
			t.Errorf("%s: the refused move changed the state:\n%s", tc.reason, diff)
		}
	}
	for _, text := range []string{"choose", "choose card", "choose card nope", "choose x2", "choose p1 p2"} {
		if m, err := s.ParseMove(text); err == nil {
			t.Errorf("ParseMove(%q) = %v, want an error", text, m)
		}
	}
}

// TestChooseSaves: a state waiting on a choose_n saves and restores
// exactly and plays on; Decode refuses a pending choice tampered with.
func TestChooseSaves(t *testing.T) {
	c := chooseContent(t)
	s := chooseGame(t, c)
	play(t, s, "build land-office", "pay 2+2+5")
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(c, data)
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	if diff := cmpDiff(s, back); diff != "" {
		t.Errorf("the restored state differs (-saved +restored):\n%s", diff)
	}
	again, _ := json.Marshal(back)
	if string(again) != string(data) {
		t.Errorf("the restored state saves differently:\n%s\n%s", data, again)
	}
	play(t, back, "choose card park")
	if back.Hand(0)["park"] != 2 {
		t.Errorf("after the restored choice p0 holds %d Parks, want 2", back.Hand(0)["park"])
	}

	top := len(s.stack) - 1
	tests := []struct {
		reason string
		field  string
		value  any
		want   string
	}{
		{"a kind the game has no items of", "kind", "building", fmt.Sprintf("pending[%d]: kind: a choose_n ranges over a player or a card, not building", top)},
		{"a kind no game knows", "kind", "colour", fmt.Sprintf(`pending[%d].kind: unknown kind "colour"`, top)},
		{"a filter the content does not have", "arg", "card_cost(item()) <= 60", fmt.Sprintf(`pending[%d]: arg: "card_cost(item()) <= 60" is no filter of the content`, top)},
		{"a body the content does not have", "label", "take_card('discard', 0)", fmt.Sprintf(`pending[%d]: label: "take_card('discard', 0)" is no script of the content`, top)},
		{"more choices than a count may be", "n", 40, fmt.Sprintf("pending[%d]: n: a choose_n with 40 choices left", top)},
		{"no choice left: play pops it", "n", 0, fmt.Sprintf("pending[%d]: op: a choose_n step is malformed", top)},
	}
	for _, tc := range tests {
		edited := editSave(t, data, func(m map[string]any) { pendingOf(m, top)[tc.field] = tc.value })
		_, err := Decode(c, edited)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Decode = %v, want an error saying %q", tc.reason, err, tc.want)
		}
	}
}

// TestChooseLoadErrors: a deferred script is compiled at load, and its
// errors are at its YAML file:line:col, within the string literal.
func TestChooseLoadErrors(t *testing.T) {
	const filter = `"card_deck(item()) == 'building' && card_cost(item()) <= 6 && card_in(item(), 'center') > 0"`
	tests := []struct {
		reason   string
		old, new string
		at       string // the text the error is at, on its line
		skip     int    // columns from at's first to the error
		msg      string
	}{
		{"a filter that is not bool", filter, `"card_cost(item())"`, `"card_cost(item())"`, 1, "script: result must be bool, not int"},
		{"an unknown reader in a body", `"take_card('center', item())"`, `"take_crad('center', item())"`, `take_crad`, 0, "script: unknown name take_crad"},
		{"a kind Builder's High has no items of", `choose_n("card", 1, "card_deck`, `choose_n("building", 1, "card_deck`, `"building", 1`, 0,
			`choose_n: Builder's High ranges over a player or a card, not a building`},
		{"a misspelt type in a filter, checked as any literal", `card_type(item()) == 'residential'`, `card_type(item()) == 'residental'`, `'residental'`, 0,
			`card_type() compared with "residental": unknown building type "residental" (known: [residential commercial industrial public])`},
	}
	for _, tc := range tests {
		data, err := os.ReadFile(filepath.Join("testdata", "choose", "buildings.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), tc.old) {
			t.Fatalf("%s: testdata/choose has no %q", tc.reason, tc.old)
		}
		fsys := contentMap(t)
		f := fsys[Dir+"/buildings.yaml"]
		shipped := strings.Count(string(f.Data), "\n")
		f.Data = append(f.Data, strings.Replace(string(data), tc.old, tc.new, 1)...)
		text := string(f.Data)
		r := fsys[Dir+"/rules.yaml"]
		r.Data = []byte(strings.Replace(string(r.Data), "    cards: 54\n    unique: 18\n", "    cards: 60\n    unique: 24\n", 1))
		_, err = Load(fsys)
		line, col := 0, 0
		for i, l := range strings.Split(text, "\n") {
			if j := strings.Index(l, tc.at); j >= 0 && i >= shipped {
				line, col = i+1, j+1+tc.skip
				break
			}
		}
		var list *content.Errors
		if !errors.As(err, &list) {
			t.Errorf("%s: Load = %v, want content errors", tc.reason, err)
			continue
		}
		var got []string
		for _, e := range list.List {
			got = append(got, e.Error())
		}
		want := []string{fmt.Sprintf("%s/buildings.yaml:%d:%d: %s", Dir, line, col, tc.msg)}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: errors (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestChooseScriptFailingInPlay: a filter that fails when it runs (an
// index out of range that depends on the players) is the documented
// content error in play: the move that runs it, here the yes of a may
// whose branch holds the for_each, is refused with a *rulebook.Refusal
// placed at the filter, the position left as it was and the move left
// out of Legal.
func TestChooseScriptFailingInPlay(t *testing.T) {
	const old = `for_each("player", "area('buildings', 'any', 0) >= 3", "draw('budget', 1)")`
	const broken = `may("draw", for_each("player", "[true, false][item()]", "draw('budget', 1)"))`
	data, err := os.ReadFile(filepath.Join("testdata", "choose", "buildings.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	fsys := contentMap(t)
	f := fsys[Dir+"/buildings.yaml"]
	f.Data = append(f.Data, strings.Replace(string(data), old, broken, 1)...)
	r := fsys[Dir+"/rules.yaml"]
	r.Data = []byte(strings.Replace(string(r.Data), "    cards: 54\n    unique: 18\n", "    cards: 60\n    unique: 24\n", 1))
	c, err := Load(fsys)
	if err != nil {
		t.Fatalf("the edited card does not load: %v", err)
	}
	text := string(f.Data)
	at := strings.Index(text, broken)
	line := 1 + strings.Count(text[:at], "\n")
	col := at - strings.LastIndex(text[:at], "\n") + strings.Index(broken, "[item()]") // the index, in the literal
	s := chooseGame(t, c)
	play(t, s, "build guild-hall", "pay 2+10")
	before := s.Clone()
	m, _ := s.ParseMove("yes")
	err = s.Apply(m)
	var ref *rulebook.Refusal
	if !errors.As(err, &ref) || !errors.Is(err, rulebook.ErrContent) || !errors.Is(err, rulebook.ErrIllegal) {
		t.Fatalf("Apply(yes) = %v, want a *rulebook.Refusal wrapping ErrContent and ErrIllegal", err)
	}
	want := fmt.Sprintf(`buildershigh: move "yes" cannot be played: buildershigh/buildings.yaml:%d:%d: script: index out of range: 2 (array length is 2)`, line, col)
	if diff := cmp.Diff(want, err.Error()); diff != "" {
		t.Errorf("the refusal (-want +got):\n%s", diff)
	}
	if diff := cmpDiff(before, s); diff != "" {
		t.Errorf("the refused answer changed the position (-before +after):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"no"}, legalStrings(s)); diff != "" {
		t.Errorf("the answers left (-want +got):\n%s", diff)
	}
}

// TestChooseContentConforms runs the conformance suite's checks over
// random games of the content with testdata/choose's cards: Legal ⇔
// Check, rejected moves leave the state, saves of every position (those
// waiting on a choose_n among them) round-trip, the invariants hold.
func TestChooseContentConforms(t *testing.T) {
	c := chooseContent(t)
	suite := conformanceSuite()
	suite.Decode = func(data []byte) (*State, error) { return Decode(c, data) }
	suite.ScoreMax = 60
	suite.Rules = &rulebook.Rules[*State, Move]{Game: gameName, New: func(options string) (*State, error) {
		opts, err := ParseOptions(options)
		if err != nil {
			return nil, err
		}
		return New(c, opts...)
	}}
	// The first invariant counts the shipped content's 108 cards; with four
	// more, every card is in exactly one zone all the same.
	suite.Invariants = append([]rulebooktest.Invariant[*State]{{Name: "every card of the content is in exactly one zone", Check: (*State).conserved}},
		invariants[1:]...)
	seeds := uint64(12)
	if testing.Short() {
		seeds = 3
	}
	for players := 2; players <= 5; players++ {
		cfg := rulebooktest.Config[*State, Move]{Name: fmt.Sprintf("players=%d", players), New: func(uint64) (*State, error) {
			return New(c, WithPlayers(players), WithRule("round_limit", conformanceRoundLimit))
		}}
		for seed := uint64(1); seed <= seeds; seed++ {
			if err := suite.CheckGame(cfg, seed+uint64(players)*1000); err != nil {
				t.Errorf("%d players, seed %d: %v", players, seed, err)
			}
		}
	}
	// The random games reach the new steps: count the positions waiting on
	// a choose_n and on a repeat_may, answered at random.
	waits := map[expr.Op]int{}
	r := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 60 && (waits[expr.OpChoose] < 5 || waits[expr.OpLoop] < 5); game++ {
		s, err := New(c, WithPlayers(2+game%4), WithRule("round_limit", conformanceRoundLimit))
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			if t := s.stack.Top(); t != nil && (t.Op == expr.OpChoose || t.Op == expr.OpLoop) {
				waits[t.Op]++
			}
			legal := s.Legal()
			if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if waits[expr.OpChoose] == 0 || waits[expr.OpLoop] == 0 {
		t.Errorf("the random games waited on %d choose_n and %d repeat_may questions, want some of each", waits[expr.OpChoose], waits[expr.OpLoop])
	}
}

// TestRepeatCards plays the repeats of testdata/choose, and a Quarry
// edited to repeat_while, by real moves with chosen Chance outcomes.
func TestRepeatCards(t *testing.T) {
	const quarry = `repeat_until("cards('hand', 'budget') >= 4", draw("budget", 1))`
	tests := []struct {
		reason string
		effect string // the Quarry's effect
		budget []string
		draws  int // budget cards drawn
	}{
		{"repeat_until: a round before the first check, with 4 budget cards held already", quarry, []string{"2m", "2m", "5m", "5m"}, 1},
		{"repeat_until: again until 4 are held", quarry, []string{"2m"}, 3},
		{"repeat_while: the check comes first, so 4 held draws none",
			`repeat_while("cards('hand', 'budget') < 4", draw("budget", 1))`, []string{"2m", "2m", "5m", "5m"}, 0},
		{"repeat_while: while fewer than 4 are held", `repeat_while("cards('hand', 'budget') < 4", draw("budget", 1))`, []string{"2m"}, 3},
	}
	for _, tc := range tests {
		data, err := os.ReadFile(filepath.Join("testdata", "choose", "buildings.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		fsys := contentMap(t)
		f := fsys[Dir+"/buildings.yaml"]
		f.Data = append(f.Data, strings.Replace(string(data), quarry, tc.effect, 1)...)
		r := fsys[Dir+"/rules.yaml"]
		r.Data = []byte(strings.Replace(string(r.Data), "    cards: 54\n    unique: 18\n", "    cards: 60\n    unique: 24\n", 1))
		c, err := Load(fsys)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		s := chooseGame(t, c)
		for _, id := range []string{"2m", "5m"} {
			setCounts(t, s, handZone(0), id, 0)
		}
		setCounts(t, s, handZone(0), "10m", 1)
		setCounts(t, s, handZone(0), "quarry", 1)
		for _, id := range tc.budget {
			setCounts(t, s, handZone(0), id, s.Hand(0)[id]+1)
		}
		play(t, s, "build quarry", "pay 10")
		var steps []step
		for range tc.draws {
			steps = append(steps, step{"Chance: p0 draws a budget card", nil, "card 2m"})
		}
		walk(t, s, steps)
		if got := s.Prompt(); got != p1Turn {
			t.Errorf("%s: after %d draws %q, want p1's turn", tc.reason, tc.draws, got)
		}
		if got, want := s.total(handZone(0), BudgetDeck), len(tc.budget)+tc.draws; got != want {
			t.Errorf("%s: p0 holds %d budget cards, want %d", tc.reason, got, want)
		}
	}

	t.Run("brickworks: repeat_may, up to 3 rounds", func(t *testing.T) {
		c := chooseContent(t)
		const again = "p0: you may draw another budget card (yes or no)"
		for _, tc := range []struct {
			reason  string
			answers []string
			draws   int
		}{
			{"stopped after the first round", []string{"no"}, 1},
			{"on to the third round, where item() < 3 ends it unasked", []string{"yes", "yes"}, 3},
		} {
			s := chooseGame(t, c)
			setCounts(t, s, handZone(0), "brickworks", 1)
			budget := s.total(handZone(0), BudgetDeck)
			play(t, s, "build brickworks", "pay 2+5")
			steps := []step{{"Chance: p0 draws a budget card", nil, "card 5m"}}
			for _, a := range tc.answers {
				steps = append(steps, step{again, []string{"yes", "no"}, a})
				if a == "yes" {
					steps = append(steps, step{"Chance: p0 draws a budget card", nil, "card 5m"})
				}
			}
			walk(t, s, steps)
			if got := s.Prompt(); got != p1Turn {
				t.Errorf("%s: %q, want p1's turn", tc.reason, got)
			}
			if got, want := s.total(handZone(0), BudgetDeck), budget-2+tc.draws; got != want {
				t.Errorf("%s: p0 holds %d budget cards, want %d", tc.reason, got, want)
			}
		}
	})
}

// TestRepeatSaves: a state waiting on a repeat_may's question saves and
// restores exactly; Decode refuses the step tampered with.
func TestRepeatSaves(t *testing.T) {
	c := chooseContent(t)
	s := chooseGame(t, c)
	setCounts(t, s, handZone(0), "brickworks", 1)
	play(t, s, "build brickworks", "pay 2+5", "card 5m")
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(c, data)
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	if diff := cmpDiff(s, back); diff != "" {
		t.Errorf("the restored state differs (-saved +restored):\n%s", diff)
	}
	top := len(s.stack) - 1
	for _, tc := range []struct {
		reason, field string
		value         any
		want          string
	}{
		{"a repeat of no known kind", "loop", "forever", fmt.Sprintf(`pending[%d].loop: unknown repeat "forever" (while, until or may)`, top)},
		{"a condition the content does not have", "arg", "item() < 30", fmt.Sprintf(`pending[%d]: arg: "item() < 30" is no condition of the content`, top)},
		{"more rounds than a repeat runs", "n", 101, fmt.Sprintf("pending[%d]: n: a repeat after 101 rounds (at most 100)", top)},
		{"a kind of item, which only a for_each or choose_n has", "kind", "player", fmt.Sprintf("pending[%d]: kind:", top)},
	} {
		edited := editSave(t, data, func(m map[string]any) { pendingOf(m, top)[tc.field] = tc.value })
		if _, err := Decode(c, edited); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Decode = %v, want an error saying %q", tc.reason, err, tc.want)
		}
	}
}
