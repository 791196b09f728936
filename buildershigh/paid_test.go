package buildershigh

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPaidCardsLeaveWithTheCenter: "Place all budget cards used to pay for
// the construction cost face up, sorted by type next to the budget deck in
// the Center" (Paying construction costs) is where take_from("paid", …)
// takes from: the cards the last construction paid, still in the Center.
// Once they have left it, by the Corner Shop's "Take 1 budget card from the
// Center." or by "If you need to draw cards when the deck is depleted,
// shuffle the cards in the Center and the discard pile face down to create
// a new deck" (When the deck runs out, for the Row House's "Draw 1 budget
// card."), a card of the same value put in the Center later is not one of
// them. The Condominium is edited to "Put 1 budget card from your hand into
// the Center, then take 1 of the budget cards the last construction paid."
func TestPaidCardsLeaveWithTheCenter(t *testing.T) {
	useEdited(t, "buildings.yaml", `may("take a budget card from the Center", take("budget", 1))`,
		`'[put("budget", 1), take_from("paid", "budget", 1)]'`)
	type table struct {
		Prompt string // after the put: the take, or (nothing to take, no hand ability left) the next turn
		Center int    // 2M cards in the Center once the turn's last ability is done
	}
	for _, tc := range []struct {
		reason string
		hand   map[string]int
		moves  []string
		want   table
	}{
		{"the Corner Shop took the one 2M paid: the 2M put is not paid, and stays",
			map[string]int{"corner-shop": 1, "2m": 2}, []string{"build corner-shop", "pay 2", "pick 2m"},
			table{"p1: Procure, Exchange or Construct (or use a hand ability first)", 1}},
		{"the Row House's draw shuffled the two 2M paid into a new budget deck: the 2M put is not paid, and stays",
			map[string]int{"row-house": 1, "2m": 3}, []string{"build row-house", "pay 2+2", "card 2m"},
			table{"p1: Procure, Exchange or Construct (or use a hand ability first)", 1}},
	} {
		s := newFourPlayer(t)
		arrange(t, s, handZone(0), tc.hand)
		arrange(t, s, areaZone(0), map[string]int{"condominium": 1})
		outOfReach(s, BudgetDeck, 1, 0, zDeck, zCenter)
		play(t, s, tc.moves...)
		play(t, s, "use condominium", "return 2m")
		got := table{Prompt: s.Prompt()}
		if s.ToMove() == 0 && s.stack.Top() != nil {
			play(t, s, s.Legal()[0].String())
		}
		got.Center = s.Center()["2m"]
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
