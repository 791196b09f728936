package buildershigh

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
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
