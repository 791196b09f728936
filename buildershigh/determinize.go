package buildershigh

import "github.com/rulebook-go/rulebook"

// Determinize returns a copy of the state in which what seat p cannot know
// is drawn afresh with r; the copy's View(p) is the state's, and the state
// does not change.
//
// What p cannot know is which budget and building cards the other players
// hold and which are left in the decks: the View shows how many of each
// deck every hand holds and how many each deck has left, and every card
// that is face up (the Center, the discard pile, the play areas) and in
// p's own hand. So, deck by deck, the cards p cannot see are dealt again
// at random, each card as likely as the shuffle makes it: every other
// hand, in seat order, draws as many cards of that deck as it holds, and
// the rest are the deck. A building card announced for construction and
// not yet paid for ("build ID", then "pay …") stays in its builder's hand.
// The city planning deck needs no drawing: every city planning card is
// face up or in it, and it is not held in any order.
//
// The View shows the table as it is, not its history: a card another
// player took from the Center in everyone's sight is dealt again like the
// rest once it is in a hand. The draw errs toward knowing less, never more.
func (s *State) Determinize(p rulebook.Player, r *rulebook.Resolver) *State {
	t := s.Clone()
	if !p.IsSeat() || int(p) >= t.seats() {
		return t
	}
	// Cards announced for construction, by seat and kind.
	var kept [maxSeats][maxKinds]uint8
	for i := range t.stack {
		if task := &t.stack[i]; task.Op == opPay && task.Card >= 0 && int(task.Who) != int(p) && task.Who >= 0 {
			kept[task.Who][task.Card]++
		}
	}
	t.redeal(p, BuildingDeck, &kept, r)
	t.redeal(p, BudgetDeck, &kept, r)
	if q, cost := t.announced(p); q >= 0 && !t.canPay(q, cost) {
		// The builder announced a building it could pay for exactly:
		// deal again until its hand can (so the deal is drawn as the
		// rules' weights make it, given what the announcement shows).
		for try := 0; try < redealTries && !t.canPay(q, cost); try++ {
			t.redeal(p, BudgetDeck, &kept, r)
		}
		if !t.canPay(q, cost) {
			t.keepPayment(p, q, cost, &kept, r)
			t.redeal(p, BudgetDeck, &kept, r)
		}
	}
	return t
}

// redealTries bounds the deals Determinize draws for a builder's hand
// before it keeps a payment in it first.
const redealTries = 256

// announced returns the seat other than p whose announced construction
// waits for its payment, and that payment's cost; -1 when there is none.
func (s *State) announced(p rulebook.Player) (q, cost int) {
	for i := range s.stack {
		if t := &s.stack[i]; t.Op == opPay && t.Card >= 0 && t.Who >= 0 && int(t.Who) != int(p) {
			return int(t.Who), s.cost(int(t.Who), int(t.Card))
		}
	}
	return -1, 0
}

// keepPayment chooses at random, with the same chance each, one of the
// payments of cost that the budget cards hidden from p could make with at
// most as many cards as seat q holds, and keeps those cards in q's hand:
// the rare deal that rejection did not find, made directly.
func (s *State) keepPayment(p rulebook.Player, q, cost int, kept *[maxSeats][maxKinds]uint8, r *rulebook.Resolver) {
	budget := s.c.budget
	var pool [maxDenominations]int
	for j, k := range budget {
		pool[j] = int(s.zone(zDeck)[k])
		for o := 0; o < s.seats(); o++ {
			if o != int(p) {
				pool[j] += int(s.zone(handZone(o))[k]) - int(kept[o][k])
			}
		}
	}
	limit := s.total(handZone(q), BudgetDeck)
	var found [][maxDenominations]int
	var counts [maxDenominations]int
	var walk func(j, left, cards int)
	walk = func(j, left, cards int) {
		if left == 0 {
			found = append(found, counts)
			return
		}
		if j == len(budget) {
			return
		}
		v := s.c.cards[budget[j]].Value
		for c := 0; c <= pool[j] && c*v <= left && cards+c <= limit; c++ {
			counts[j] = c
			walk(j+1, left-c*v, cards+c)
		}
		counts[j] = 0
	}
	walk(0, cost, 0)
	if len(found) == 0 {
		return
	}
	pick := found[r.IntN(len(found))]
	for j, k := range budget {
		kept[q][k] += uint8(pick[j])
	}
}

// redeal deals the cards of deck d hidden from p again: the deck's and the
// other hands', less the cards kept in their hands (which come out of the
// pool wherever they lay).
func (s *State) redeal(p rulebook.Player, d Deck, kept *[maxSeats][maxKinds]uint8, r *rulebook.Resolver) {
	kinds := s.deckKinds(d)
	var pool [maxKinds]int
	var need [maxSeats]int
	left := 0
	deck := s.zone(zDeck)
	for _, k := range kinds {
		pool[k] = int(deck[k])
		deck[k] = 0
	}
	for q := 0; q < s.seats(); q++ {
		if q == int(p) {
			continue
		}
		hand := s.zone(handZone(q))
		need[q] = s.total(handZone(q), d)
		for _, k := range kinds {
			pool[k] += int(hand[k]) - int(kept[q][k])
			need[q] -= int(kept[q][k])
			hand[k] = kept[q][k]
		}
	}
	for _, k := range kinds {
		left += pool[k]
	}
	for q := 0; q < s.seats(); q++ {
		hand := s.zone(handZone(q))
		for ; need[q] > 0; need[q]-- {
			x := r.IntN(left)
			for _, k := range kinds {
				if x -= pool[k]; x < 0 {
					pool[k]--
					hand[k]++
					break
				}
			}
			left--
		}
	}
	for _, k := range kinds {
		deck[k] = uint8(pool[k])
	}
}

var _ rulebook.Searchable[*State, Move] = (*State)(nil)
