package buildershigh

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// designerContent is the shipped content with the audit's eight building
// cards and one city planning card (testdata/designer) appended and the
// Contents counts raised: YAML edits only, loaded from a directory.
func designerContent(t *testing.T) *Content {
	t.Helper()
	return appendedContent(t, "designer", []string{"buildings.yaml", "planning.yaml"},
		"    cards: 54\n    unique: 18\n", "    cards: 62\n    unique: 26\n",
		"    cards: 9\n    unique: 9\n", "    cards: 10\n    unique: 10\n")
}

// designerHand is p0's hand in designerGame: three 2M, a 5M and a 10M
// card, four of the designer's buildings and a Park.
var designerHand = []string{"2m", "2m", "2m", "5m", "10m", "auction-house", "surveyors-office", "trade-fair", "housing-authority", "park"}

// designerGame deals four players from content c, p0 holding designerHand,
// the others shipped cards only, so that every designer card p0 does not
// hold is in the deck for setCounts to place; planning names the Center's
// city planning cards (standardPlanning when nil).
func designerGame(t *testing.T, c *Content, planning ...string) *State {
	t.Helper()
	defer swapContent(c)()
	if planning == nil {
		planning = standardPlanning
	}
	hands := [][]string{
		designerHand,
		{"2m", "2m", "5m", "5m", "10m", "tax-office", "park", "bank", "library", "warehouse"},
		{"2m", "5m", "5m", "10m", "10m", "city-hall", "office-tower", "workshop", "condominium", "shopping-center"},
		{"2m", "2m", "5m", "10m", "10m", "tower-mansion", "suburb-estate", "market-hall", "corner-shop", "apartment-block"},
	}
	return deal(t, 4, hands, 0, standardCenter, planning)
}

// step is one decision of a walk: who is asked what, the answers allowed
// (nil: not checked) and the answer given.
type step struct {
	prompt string
	legal  []string
	move   string
}

// walk plays steps from s, checking each prompt and, where given, the
// legal answers exactly before the move is applied.
func walk(t *testing.T, s *State, steps []step) {
	t.Helper()
	for i, st := range steps {
		if got := s.Prompt(); got != st.prompt {
			t.Fatalf("step %d (%s): prompt %q, want %q", i, st.move, got, st.prompt)
		}
		if st.legal != nil {
			if diff := cmp.Diff(st.legal, legalStrings(s)); diff != "" {
				t.Fatalf("step %d (%q): legal answers (-want +got):\n%s", i, st.prompt, diff)
			}
		}
		play(t, s, st.move)
	}
}

// handSizes is every seat's number of cards in hand.
func handSizes(s *State) []int {
	out := make([]int, s.Seats())
	for p := range out {
		out[p] = s.handSize(p)
	}
	return out
}

const p0Turn = "p0: Procure, Exchange or Construct (or use a hand ability first)"

// TestDesignerCards plays each of the audit's cards (testdata/designer) by
// real moves, with chosen Chance outcomes where the game draws, and checks
// its prompts, its legal answers and where the cards end up.
func TestDesignerCards(t *testing.T) {
	c := designerContent(t)
	t.Run("auction house: either, two places", func(t *testing.T) {
		tests := []struct {
			reason     string
			answer     string
			pickPrompt string
			pick       []string
			move       string
			want       map[string]int // p0's hand, of the cards that change
		}{
			{"the first branch takes a budget card from the Center, where the payment just went",
				"either 1", "p0: take a budget card from the Center", []string{"pick 2m", "pick 5m"}, "pick 5m",
				map[string]int{"2m": 1, "5m": 1, "workshop": 0}},
			{"the second takes the building card in the discard pile",
				"either 2", "p0: take a building card from the discard pile", []string{"pick workshop"}, "pick workshop",
				map[string]int{"2m": 1, "5m": 0, "workshop": 1}},
		}
		for _, tc := range tests {
			s := designerGame(t, c)
			setCounts(t, s, zDiscard, "workshop", 1)
			walk(t, s, []step{
				{p0Turn, nil, "build auction-house"},
				{"p0: pay exactly 9M for Auction House", []string{"pay 2+2+5"}, "pay 2+2+5"},
				{"p0: a budget card from the Center or a building card from the discard pile (either 1 or either 2)",
					[]string{"either 1", "either 2"}, tc.answer},
				{tc.pickPrompt, tc.pick, tc.move},
			})
			hand := s.Hand(0)
			got := map[string]int{"2m": hand["2m"], "5m": hand["5m"], "workshop": hand["workshop"]}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%s: p0's hand (-want +got):\n%s", tc.reason, diff)
			}
		}
	})

	t.Run("surveyor's office: repeat, a count the play area gives", func(t *testing.T) {
		s := designerGame(t, c)
		setCounts(t, s, areaZone(0), "row-house", 1)
		setCounts(t, s, areaZone(0), "apartment-block", 1)
		setCounts(t, s, areaZone(0), "factory", 1)
		// Residential (two), industrial and now public: three types, three draws.
		walk(t, s, []step{
			{p0Turn, nil, "build surveyors-office"},
			{"p0: pay exactly 12M for Surveyor's Office", []string{"pay 2+10"}, "pay 2+10"},
			{"Chance: p0 draws a budget card", nil, "card 10m"},
			{"Chance: p0 draws a budget card", nil, "card 10m"},
			{"Chance: p0 draws a budget card", nil, "card 5m"},
		})
		if s.Current() != 1 {
			t.Fatalf("after three draws p%d is to play (%s), want p1: three types, three draws", s.Current(), s.Prompt())
		}
		hand := s.Hand(0)
		if diff := cmp.Diff([]int{2, 2, 2}, []int{hand["2m"], hand["5m"], hand["10m"]}); diff != "" {
			t.Errorf("p0's 2M, 5M and 10M cards (-want +got):\n%s", diff)
		}
	})

	t.Run("trade fair: everyone, each to their own right", func(t *testing.T) {
		s := designerGame(t, c)
		walk(t, s, []step{
			{p0Turn, nil, "build trade-fair"},
			{"p0: pay exactly 7M for Trade Fair", nil, "pay 2+5"},
			{"p0: give a card to the player on your right", nil, "give park"},
			{"p1: give a card to the player on your right", nil, "give tax-office"},
			{"p2: give a card to the player on your right", nil, "give city-hall"},
			{"p3: give a card to the player on your right", nil, "give park"},
		})
		want := map[rulebook.Player]string{0: "tax-office", 1: "city-hall", 2: "park"}
		for p, id := range want {
			if s.Hand(p)[id] != 1 {
				t.Errorf("p%d holds no %s: %v", p, id, s.Hand(p))
			}
		}
		if diff := cmp.Diff([]int{7, 10, 10, 10}, handSizes(s)); diff != "" {
			t.Errorf("hand sizes (-want +got):\n%s", diff)
		}
	})
}

// TestDesignerTriggers plays the audit's two triggers: the Mint hears its
// owner's payments with a 10M card (on: pay, by_you() && paid(10) > 0),
// the Foundry anyone's construction of a building printed at 15M or more,
// and names the players with the fewest cards in hand when it resolves.
func TestDesignerTriggers(t *testing.T) {
	c := designerContent(t)
	const mintAsks = "p0: you may take a 5M card from the Center (yes or no)"
	tests := []struct {
		reason      string
		mintIn      int // the zone the Mint lies in
		center5m    int
		build, pay  string
		wantPrompt  string // after the payment
		yes         bool   // answer yes to the Mint
		wantHand5m  int    // p0's 5M cards at the end
		wantCenter5 int
	}{
		{"p0 pays the Foundry with a 10M card: the Mint asks, and a yes takes the Center's 5M card",
			areaZone(0), 1, "build foundry", "pay 10", mintAsks, true, 2, 0},
		{"a no leaves the 5M card in the Center",
			areaZone(0), 1, "build foundry", "pay 10", mintAsks, false, 1, 1},
		{"a payment without a 10M card: not heard; the Auction House's choice comes",
			areaZone(0), 1, "build auction-house", "pay 2+2+5", "p0: a budget card from the Center or a building card from the discard pile (either 1 or either 2)", false, 0, 2},
		{"no 5M card in the Center: the script offers nothing, and the turn ends",
			areaZone(0), 0, "build foundry", "pay 10", "p1: Procure, Exchange or Construct (or use a hand ability first)", false, 1, 0},
		{"another player's Mint: by_you() is false for p1",
			areaZone(1), 1, "build foundry", "pay 10", "p1: Procure, Exchange or Construct (or use a hand ability first)", false, 1, 1},
		{"the Mint's own payment: still in the hand when its cost is paid, it does not hear it",
			handZone(0), 1, "build mint", "pay 2+5+10", "p1: Procure, Exchange or Construct (or use a hand ability first)", false, 0, 2},
	}
	for _, tc := range tests {
		s := designerGame(t, c)
		setCounts(t, s, handZone(0), "park", 0)
		setCounts(t, s, handZone(0), "foundry", 1)
		setCounts(t, s, tc.mintIn, "mint", 1)
		setCounts(t, s, zCenter, "5m", tc.center5m)
		play(t, s, tc.build, tc.pay)
		if got := s.Prompt(); got != tc.wantPrompt {
			t.Errorf("%s: after the payment %q, want %q", tc.reason, got, tc.wantPrompt)
			continue
		}
		if tc.wantPrompt == mintAsks {
			answer := "no"
			if tc.yes {
				answer = "yes"
			}
			play(t, s, answer)
		}
		if got := []int{s.Hand(0)["5m"], s.Center()["5m"]}; !cmp.Equal(got, []int{tc.wantHand5m, tc.wantCenter5}) {
			t.Errorf("%s: p0's and the Center's 5M cards %v, want %v", tc.reason, got, []int{tc.wantHand5m, tc.wantCenter5})
		}
	}

	t.Run("foundry", func(t *testing.T) {
		tests := []struct {
			reason     string
			p2Hand     int // p2's 10M cards kept, of two
			build, pay string
			wantDraws  []string
		}{
			{"a 15M building: p0, with 8 cards left, holds the fewest", 2, "build shopping-center", "pay 5+10",
				[]string{"p0 draws a building card"}},
			{"tied for the fewest, both draw, from the Foundry owner's left", 0, "build shopping-center", "pay 5+10",
				[]string{"p2 draws a building card", "p0 draws a building card"}},
			{"a 9M building: the filter says no", 2, "build auction-house", "pay 2+2+5", nil},
		}
		for _, tc := range tests {
			s := designerGame(t, c)
			setCounts(t, s, areaZone(1), "foundry", 1)
			setCounts(t, s, handZone(0), "shopping-center", 1)
			setCounts(t, s, handZone(2), "10m", tc.p2Hand)
			play(t, s, tc.build, tc.pay)
			if diff := cmp.Diff(tc.wantDraws, chanceDraws(t, s)); diff != "" {
				t.Errorf("%s: draws (-want +got):\n%s", tc.reason, diff)
			}
		}
	})
}

// TestDesignerLightningReadsWhoHasMost: the Housing Authority's
// among("most buildings") counts the building just constructed and ties.
func TestDesignerLightningReadsWhoHasMost(t *testing.T) {
	c := designerContent(t)
	tests := []struct {
		reason     string
		p0, p1     int // buildings in the play areas before
		wantPrompt []string
	}{
		{"p0 has the most with the Housing Authority: every other player discards",
			1, 1, []string{"p1: discard a card from your hand", "p2: discard a card from your hand", "p3: discard a card from your hand"}},
		{"tied for the most: among is true, every other player discards",
			0, 1, []string{"p1: discard a card from your hand", "p2: discard a card from your hand", "p3: discard a card from your hand"}},
		{"p1 has more: p0 draws a building card instead",
			0, 2, []string{"Chance: p0 draws a building card"}},
	}
	for _, tc := range tests {
		s := designerGame(t, c)
		setCounts(t, s, areaZone(0), "row-house", tc.p0)
		setCounts(t, s, areaZone(1), "row-house", tc.p1)
		play(t, s, "build housing-authority", "pay 2+2+2+5")
		var got []string
		for s.Current() == 0 && s.ToMove() != 0 {
			got = append(got, s.Prompt())
			if s.ToMove() == rulebook.Chance {
				play(t, s, "card tower-mansion")
			} else {
				play(t, s, legalStrings(s)[0])
			}
		}
		if diff := cmp.Diff(tc.wantPrompt, got); diff != "" {
			t.Errorf("%s: prompts (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestDesignerHandAbilities plays the audit's hand abilities, each in force
// from a turn before: the Arbitration Court's chosen player gives its owner
// a card; the Planning Office replaces a building card in the Center.
func TestDesignerHandAbilities(t *testing.T) {
	c := designerContent(t)
	t.Run("arbitration court: a chosen player gives to the owner", func(t *testing.T) {
		s := designerGame(t, c)
		setCounts(t, s, areaZone(0), "arbitration-court", 1)
		walk(t, s, []step{
			{p0Turn, nil, "use arbitration-court"},
			{"p0: you may have a player give you a card (yes or no)", []string{"yes", "no"}, "yes"},
			{"p0: choose another player for Arbitration Court", []string{"player p1", "player p2", "player p3"}, "player p2"},
			{"p2: give a card to p0", nil, "give city-hall"},
		})
		if s.Hand(0)["city-hall"] != 1 || s.Hand(2)["city-hall"] != 0 {
			t.Errorf("the City Hall: p0 holds %d, p2 %d; want it given to p0", s.Hand(0)["city-hall"], s.Hand(2)["city-hall"])
		}
		if got := s.Prompt(); got != p0Turn {
			t.Errorf("after the hand ability %q, want p0 still to take the turn's action", got)
		}
		for _, m := range legalStrings(s) {
			if m == "use arbitration-court" {
				t.Errorf("the Arbitration Court can be used twice in a turn")
			}
		}
	})

	t.Run("planning office: replace a building card in the Center", func(t *testing.T) {
		s := designerGame(t, c)
		setCounts(t, s, areaZone(0), "planning-office", 1)
		walk(t, s, []step{
			{p0Turn, nil, "use planning-office"},
			{"p0: you may replace a building card in the Center (yes or no)", []string{"yes", "no"}, "yes"},
			{"p0: choose the building card to replace", nil, "pick bank"},
			{"Chance: reveal a building card in the Center", nil, "card city-hall"},
		})
		if s.Center()["bank"] != 0 || s.Discard()["bank"] != 1 || s.Center()["city-hall"] != 1 {
			t.Errorf("the Center %v and discard pile %v: want the Bank discarded and a City Hall revealed", s.Center(), s.Discard())
		}
	})
}

// TestDesignerPlanningCard: the Heritage Trust's requirement,
// area("buildings", "any", 10) >= 3, counts the buildings printed at 10M
// or more, the one just constructed included, after its lightning ability.
func TestDesignerPlanningCard(t *testing.T) {
	c := designerContent(t)
	planning := []string{"residential-district", "business-district", "industrial-park", "civic-quarter", "heritage-trust"}
	for _, tc := range []struct {
		reason     string
		build, pay string
		want       string
	}{
		{"the 12M Surveyor's Office is the third at 10M or more", "build surveyors-office", "pay 2+10", "p0: take an achieved city planning card"},
		{"the 7M Trade Fair is not", "build trade-fair", "pay 2+5", "p0: give a card to the player on your right"},
	} {
		s := designerGame(t, c, planning...)
		setCounts(t, s, areaZone(0), "bank", 1)
		setCounts(t, s, areaZone(0), "warehouse", 1)
		play(t, s, tc.build, tc.pay)
		chanceDraws(t, s)
		if got := s.Prompt(); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.reason, got, tc.want)
			continue
		}
		if tc.want == "p0: take an achieved city planning card" {
			if diff := cmp.Diff([]string{"plan heritage-trust"}, legalStrings(s)); diff != "" {
				t.Errorf("%s: (-want +got):\n%s", tc.reason, diff)
			}
		}
	}
}

// designerFS is the shipped content with the audit's building cards
// appended, old replaced by new in them once, and the Contents counts
// raised, in a map; text is the appended buildings.yaml, in which
// positions are counted.
func designerFS(t *testing.T, old, new string) (fsys fstest.MapFS, text string) {
	t.Helper()
	added, err := os.ReadFile(filepath.Join("testdata", "designer", "buildings.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(added), old) {
		t.Fatalf("testdata/designer/buildings.yaml has no %q", old)
	}
	fsys = contentMap(t)
	f := fsys[Dir+"/buildings.yaml"]
	f.Data = append(f.Data, strings.Replace(string(added), old, new, 1)...)
	r := fsys[Dir+"/rules.yaml"]
	r.Data = []byte(strings.Replace(string(r.Data), "    cards: 54\n    unique: 18\n", "    cards: 62\n    unique: 26\n", 1))
	return fsys, string(f.Data)
}

// TestDesignerMistakes: mistakes a designer writing the audit's cards
// makes, each reported once, at the file, line and column of the mistake,
// saying what is wrong; Load reports every error of a load.
func TestDesignerMistakes(t *testing.T) {
	tests := []struct {
		reason   string
		old, new string
		at       string // the text the error's line holds, after the edit
		col      int    // 0: a YAML syntax error, which has no column
		msg      string
	}{
		{"a misspelt verb, at its name", `draw("budget", 1))`, `drav("budget", 1))`,
			`drav("budget", 1))`, 47, "script: unknown name drav"},
		{"give's arguments swapped: the type error alone, at the argument", `give("right", 1)`, `give(1, "right")`,
			`give(1, "right")`, 40, "script: cannot use int as argument (type string) to call give"},
		{"an unknown event, at its name", "      on: pay\n", "      on: paid\n",
			"on: paid", 11, `building "mint": unknown event "paid" (known: pay, construct)`},
		{"a filter that returns a number", "when: by_you() && paid(10) > 0", "when: paid(10)",
			"when: paid(10)", 13, "script: result must be bool, not int"},
		{"a card that does not exist, at the literal", `take_from("center", "5m", 1)`, `take_from("center", "50m", 1)`,
			`"50m"`, 102, `take_from: "50m" is not "budget", "building" or a budget or building card`},
		{"a building type compared in a list, with a number the type checker lets by",
			"when: subject_cost() >= 15", `when: subject_type() in ["public", 3]`,
			`when: subject_type() in ["public", 3]`, 42, "subject_type() compared with 3: 3 is not a name (a string)"},
		{"among(\"chosen\") names nobody until someone chooses: always false, so refused at load",
			`among("most buildings")`, `among("chosen")`, `among("chosen")`, 22,
			`among: players "chosen" must be "others", "everyone", "left", "right", "owner", or "most" or "fewest" with "buildings" or "hand" ("chosen" names nobody until someone chooses, so among("chosen") would always be false)`},
		{"\"owner\" outside players(…): the owner is the one doing the effects, so the give would go to yourself",
			`players("chosen", give("owner", 1)))`, `give("owner", 1))`, `give("owner", 1))`, 57,
			`give: "owner" is the card's owner, who outside players(…) is the one doing the effects: you (give("owner", n) would give to yourself); it names someone else only inside players(…) or a loop's body run for a player`},
		{"a misspelt timing, at its value", "timing: hand\n", "timing: hands\n",
			"timing: hands", 15, `building "arbitration-court": timing "hands" must be lightning, hand or permanent`},
		{"a type rules.yaml lacks, at the card's type", "    type: public\n    cost: 12\n", "    type: civic\n    cost: 12\n",
			"type: civic", 11, `building "surveyors-office": type "civic" is not one of the building types in rules.yaml ([residential commercial industrial public])`},
		{"a negative count, at the count", `draw("building", 1))`, `draw("building", -1))`,
			`draw("building", -1))`, 38, "script: count -1 out of range 0..32"},
		{"a repeat of 33: every count is 0 to 32 in Builder's High, repeat's too (the guide says so)",
			`effect: repeat(area("types", "any", 0), draw("budget", 1))`, `effect: repeat(33, draw("budget", 1))`,
			`effect: repeat(33, draw("budget", 1))`, 15, "script: count 33 out of range 0..32"},
		{"may without its label", `may("replace a building card in the Center", replace("building", 1))`, `may(replace("building", 1))`,
			`may(replace("building", 1))`, 15, "script: not enough arguments to call may"},
		{"a line of the script in a folded block, at its own line", `effect: repeat(area("types", "any", 0), draw("budget", 1))`,
			"effect: >-\n        [draw(\"budget\", 1),\n         drav(\"budget\", 1)]", `drav("budget", 1)]`, 10, "script: unknown name drav"},
		{"a script left unquoted with ': ' in it is YAML, not a script",
			`effect: 'among("most buildings") ? players("others", discard(1)) : draw("building", 1)'`,
			`effect: among("most buildings") ? players("others", discard(1)) : draw("building", 1)`,
			`effect: among("most buildings")`, 71, `invalid YAML: mapping values are not allowed in this context; the value of effect holds ": ", which YAML reads as another key: quote the value ('…') or write it as a block (effect: >-)`},
		{"an effect: indented one space too far, under text:",
			"      text: Draw 1 budget card for each building type in your play area.\n      effect:",
			"      text: Draw 1 budget card for each building type in your play area.\n       effect:",
			`       effect: repeat(area("types"`, 8, "invalid YAML: mapping values are not allowed in this context; effect is indented 7 spaces, more than the key on the line above (6), so YAML reads it as part of that value: indent it as the keys beside it"},
	}
	for _, tc := range tests {
		fsys, text := designerFS(t, tc.old, tc.new)
		_, err := Load(fsys)
		line := 0
		for i, l := range strings.Split(text, "\n") {
			if strings.Contains(l, tc.at) {
				line = i + 1
				break
			}
		}
		want := fmt.Sprintf("%s/buildings.yaml:%d:%d: %s", Dir, line, tc.col, tc.msg)
		if tc.col == 0 {
			want = fmt.Sprintf("%s/buildings.yaml:%d: %s", Dir, line, tc.msg)
		}
		var list *content.Errors
		if !errors.As(err, &list) {
			t.Errorf("%s: Load returned %v, want content errors", tc.reason, err)
			continue
		}
		var got []string
		for _, e := range list.List {
			got = append(got, e.Error())
		}
		if diff := cmp.Diff([]string{want}, got); diff != "" {
			t.Errorf("%s: errors (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestDesignerScriptFailingInPlay: an index out of range, which depends on
// the hand and so cannot be known at load, is the documented content
// error in play: the move is refused with a *rulebook.Refusal wrapping
// ErrContent and ErrIllegal, placed at the script, the position as it
// was, the move left out of Legal and Check returning the same Refusal.
func TestDesignerScriptFailingInPlay(t *testing.T) {
	const old = `effect: repeat(area("types", "any", 0), draw("budget", 1))`
	const broken = `effect: '[draw("budget", 1), discard(1)][hand() - 5]'`
	fsys, text := designerFS(t, old, broken)
	c, err := Load(fsys)
	if err != nil {
		t.Fatalf("the edited card does not load: %v", err)
	}
	line := 1 + strings.Count(text[:strings.Index(text, broken)], "\n")
	s := designerGame(t, c)
	play(t, s, "build surveyors-office")
	before := s.Clone()
	// p0 holds 7 cards once the Surveyor's Office is paid: index 2 of 2.
	m, _ := s.ParseMove("pay 2+10")
	err = s.Apply(m)
	var ref *rulebook.Refusal
	if !errors.As(err, &ref) || !errors.Is(err, rulebook.ErrContent) || !errors.Is(err, rulebook.ErrIllegal) {
		t.Fatalf("Apply(pay 2+10) = %v, want a *rulebook.Refusal wrapping ErrContent and ErrIllegal", err)
	}
	want := fmt.Sprintf(`buildershigh: move "pay 2+10" cannot be played: buildershigh/buildings.yaml:%d:47: script: index out of range: 2 (array length is 2)`, line)
	if diff := cmp.Diff(want, err.Error()); diff != "" {
		t.Errorf("the refusal (-want +got):\n%s", diff)
	}
	if diff := cmpDiff(before, s); diff != "" {
		t.Errorf("the refused payment changed the position (-before +after):\n%s", diff)
	}
	if slices.Contains(legalStrings(s), "pay 2+10") {
		t.Errorf("the refused payment is still listed: %v", legalStrings(s))
	}
	if got := s.Check(m); got != err {
		t.Errorf("Check(pay 2+10) = %v, want the refusal", got)
	}
}

// TestDesignerSubjectOfAHandAbility: in a hand ability subject_type() and
// subject_cost() read the card used, as the verb table says: a Planning
// Office edited to draw when its subject is a 9M public building draws.
func TestDesignerSubjectOfAHandAbility(t *testing.T) {
	fsys, _ := designerFS(t, `effect: may("replace a building card in the Center", replace("building", 1))`,
		`effect: 'subject_cost() == 9 && subject_type() == "public" ? draw("budget", 1) : none()'`)
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	s := designerGame(t, c)
	setCounts(t, s, areaZone(0), "planning-office", 1)
	play(t, s, "use planning-office")
	if diff := cmp.Diff([]string{"p0 draws a budget card"}, chanceDraws(t, s)); diff != "" {
		t.Errorf("draws (-want +got):\n%s", diff)
	}
}
