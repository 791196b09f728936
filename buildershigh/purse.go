package buildershigh

// purse is a player's budget cards as canPay searches them: the value and
// count of each denomination, from the highest, and the small totals they
// can make.
type purse struct {
	n     int
	value [maxDenominations]int
	have  [maxDenominations]int
	// sums has bit t set when the cards can total t, for each t up to
	// small. A total no larger than maxPaymentCards times the smallest
	// value cannot take more cards than a payment may use, so for those
	// the limit need not be searched.
	sums  uint64
	small int
}

// purse reads p's budget cards. Legal reads them once for every building
// in the hand.
func (s *State) purse(p int) purse {
	var pu purse
	hand := s.zone(handZone(p))
	budget := s.c.budget
	pu.n = len(budget)
	pu.small = 63
	for i := range budget {
		k := budget[len(budget)-1-i]
		pu.value[i] = s.c.cards[k].Value
		pu.have[i] = int(hand[k])
		pu.small = min(pu.small, maxPaymentCards*pu.value[i])
	}
	pu.sums = 1
	for i := range pu.n {
		v := pu.value[i]
		if v <= 0 || v > pu.small {
			continue // no small total takes such a card (Load refuses a value below 1)
		}
		// Up to have[i] cards of value v, in pieces of 1, 2, 4, … cards
		// (and the rest): the pieces make every count up to have[i].
		for left, piece := pu.have[i], 1; left > 0; piece *= 2 {
			n := min(piece, left)
			pu.sums |= pu.sums << (n * v)
			left -= n
		}
	}
	return pu
}

// canPay reports whether the purse's cards can total exactly cost, in at
// most maxPaymentCards cards.
func (pu *purse) canPay(cost int) bool {
	if cost < 0 {
		return false
	}
	if cost <= pu.small {
		return pu.sums>>cost&1 != 0
	}
	return pu.fits(cost, 0, 0)
}

// fits reports whether denominations i and on can total cost, used cards
// having been paid already.
func (pu *purse) fits(cost, i, used int) bool {
	if cost == 0 {
		return true
	}
	if i >= pu.n {
		return false
	}
	v, have := pu.value[i], pu.have[i]
	if i == pu.n-1 {
		// The last denomination: only the count that makes up the rest fits.
		c := cost / v
		return cost%v == 0 && c <= have && used+c <= maxPaymentCards
	}
	for c := min(have, cost/v, maxPaymentCards-used); c >= 0; c-- {
		if pu.fits(cost-c*v, i+1, used+c) {
			return true
		}
	}
	return false
}
