package buildershigh

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// twoTaxOffices deals three players so that p1 and p2 each build a Tax
// Office on their first turns (each paid 2+2+2+2, so 2M cards lie in the
// Center), and p0 is then to move with 2M, 2M, 2M, 5M and 10M in hand.
func twoTaxOffices(t *testing.T) *State {
	t.Helper()
	hands := [][]string{
		{"2m", "2m", "2m", "5m", "10m", "apartment-block", "row-house", "park", "bank", "workshop"},
		{"2m", "2m", "2m", "2m", "5m", "tax-office", "library", "warehouse", "bank", "condominium"},
		{"2m", "2m", "2m", "2m", "10m", "tax-office", "library", "warehouse", "factory", "condominium"},
	}
	s := deal(t, 3, hands, 1, standardCenter, standardPlanning[:4])
	err := rulebook.ReplayMoves(s, []rulebook.RecordMove{
		{Player: 1, Move: "build tax-office"}, {Player: 1, Move: "pay 2+2+2+2"},
		{Player: 2, Move: "build tax-office"}, {Player: 2, Move: "pay 2+2+2+2"},
		{Player: 1, Move: "yes"}, // p1's Tax Office takes one of p2's four 2M cards
	})
	if err != nil {
		t.Fatal(err)
	}
	if s.ToMove() != 0 || s.Center()["2m"] != 7 {
		t.Fatalf("after the two Tax Offices: %v to move (%s), %d 2M cards in the Center; want p0 and 7",
			s.ToMove(), s.Prompt(), s.Center()["2m"])
	}
	return s
}

// TestTaxOfficeTakesOnlyPaidCards: the publisher's errata gives the Tax
// Office (3 copies) the text "When another player pays a budget card as
// construction cost, you may take 1 card into your hand", its icon a 2M
// budget card. What the owner may take is a 2M card that was just paid, not
// any 2M card lying in the Center: with two Tax Offices and one 2M card
// paid, only one owner takes it; each paid card can be taken once. Owners
// are asked in turn order from the payer's left.
func TestTaxOfficeTakesOnlyPaidCards(t *testing.T) {
	tests := []struct {
		reason  string
		moves   []rulebook.RecordMove // from p0's construction on
		taken   []int                 // 2M cards p1 and p2 gained
		toMove  rulebook.Player       // who decides next
		prompts string                // what the next decision is about
	}{
		{
			reason: "one 2M card paid: p1 takes it, and p2 is not asked though 2M cards lie in the Center",
			moves: []rulebook.RecordMove{{Player: 0, Move: "build apartment-block"}, {Player: 0, Move: "pay 2+5"},
				{Player: 1, Move: "yes"}},
			taken: []int{1, 0}, toMove: 0, prompts: "discard a card",
		},
		{
			reason: "one 2M card paid and p1 declines it: p2 may take it",
			moves: []rulebook.RecordMove{{Player: 0, Move: "build apartment-block"}, {Player: 0, Move: "pay 2+5"},
				{Player: 1, Move: "no"}, {Player: 2, Move: "yes"}},
			taken: []int{0, 1}, toMove: 0, prompts: "discard a card",
		},
		{
			reason: "two 2M cards paid: each owner takes one",
			moves: []rulebook.RecordMove{{Player: 0, Move: "build park"}, {Player: 0, Move: "pay 2+2"},
				{Player: 1, Move: "yes"}, {Player: 2, Move: "yes"}},
			taken: []int{1, 1}, toMove: 0, prompts: "give a card",
		},
		{
			reason: "no 2M card paid: nobody is asked, though 2M cards lie in the Center",
			moves:  []rulebook.RecordMove{{Player: 0, Move: "build bank"}, {Player: 0, Move: "pay 10"}},
			taken:  []int{0, 0}, toMove: 1, prompts: "Procure, Exchange or Construct",
		},
	}
	for _, tc := range tests {
		s := twoTaxOffices(t)
		before := []int{s.Hand(1)["2m"], s.Hand(2)["2m"]}
		if err := rulebook.ReplayMoves(s, tc.moves); err != nil {
			t.Errorf("%s: %v", tc.reason, err)
			continue
		}
		got := []int{s.Hand(1)["2m"] - before[0], s.Hand(2)["2m"] - before[1]}
		if diff := cmp.Diff(tc.taken, got); diff != "" {
			t.Errorf("%s: 2M cards taken by p1 and p2 (-want +got):\n%s", tc.reason, diff)
		}
		if s.ToMove() != tc.toMove || !strings.Contains(s.Prompt(), tc.prompts) {
			t.Errorf("%s: next %v to move (%s), want %v asked to %s", tc.reason, s.ToMove(), s.Prompt(), tc.toMove, tc.prompts)
		}
	}
}
