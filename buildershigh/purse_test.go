package buildershigh

import (
	"math/rand/v2"
	"testing"
)

// payable is canPay by brute force: counts of each value, none above what
// the hand has, at most cards in all, that total cost.
func payable(values, have []int, cost, cards int) bool {
	if cost == 0 {
		return true
	}
	if len(values) == 0 || cost < 0 {
		return false
	}
	for c := 0; c <= have[0] && c <= cards; c++ {
		if payable(values[1:], have[1:], cost-c*values[0], cards-c) {
			return true
		}
	}
	return false
}

// TestPurseCanPay checks canPay, its small totals and its search, against
// brute force, for the default denominations and others, with hands of up
// to twenty cards of a kind (more than a payment holds).
func TestPurseCanPay(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, values := range [][]int{{2, 5, 10}, {1, 5, 10}, {3, 7}, {5, 10, 20, 50}, {1}, {3, 64}, {4, 6, 9}, {}} {
		s := &State{c: &Content{}}
		for k, v := range values {
			s.c.budget = append(s.c.budget, k)
			s.c.cards = append(s.c.cards, Card{Deck: BudgetDeck, Value: v})
		}
		s.counts = make([]uint8, (zSeats+2)*len(s.c.cards))
		have := make([]int, len(values))
		for range 100 {
			for k := range values {
				have[k] = r.IntN(21)
				s.zone(handZone(0))[k] = uint8(have[k])
			}
			pu := s.purse(0)
			for cost := -1; cost <= 220; cost++ {
				want := payable(values, have, cost, maxPaymentCards)
				if got := pu.canPay(cost); got != want {
					t.Fatalf("values %v, hand %v: canPay(%d) = %v, want %v", values, have, cost, got, want)
				}
			}
		}
	}
}
