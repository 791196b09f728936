package buildershigh

// UseKind is how a move uses a card, for content coverage: how often each
// card was built, paid, planned or had its ability act over many games.
type UseKind uint8

const (
	// UseBuilt: a building card went to a play area (its payment was made).
	UseBuilt UseKind = iota + 1
	// UseAbility: a building's ability acted: a lightning ability as its
	// card was built, a hand ability activated ("use ID"), a trigger firing,
	// or a permanent cost modifier counted in a construction's cost (once
	// per copy in the builder's play area).
	UseAbility
	// UsePaid: a budget card paid a construction cost (once per card paid).
	UsePaid
	// UsePlanned: a city planning card was taken.
	UsePlanned
)

var useKindNames = [...]string{"", "built", "ability", "paid", "planned"}

// String returns "built", "ability", "paid" or "planned".
func (k UseKind) String() string {
	if int(k) < len(useKindNames) && k != 0 {
		return useKindNames[k]
	}
	return "use(?)"
}

// Use is one use of a card by a move: the card's content id and how.
type Use struct {
	Card string
	How  UseKind
}

// CoverageItems lists every use the content's cards can have, in content
// order: each budget card paid, each building built and, when it has an
// ability, its ability acting, each city planning card planned. A coverage
// report counts AppendUses over many games against this list and names the
// items that never occurred.
func (c *Content) CoverageItems() []Use {
	var items []Use
	for _, card := range c.cards {
		switch card.Deck {
		case BudgetDeck:
			items = append(items, Use{card.ID, UsePaid})
		case BuildingDeck:
			items = append(items, Use{card.ID, UseBuilt})
			if card.Timing != NoAbility {
				items = append(items, Use{card.ID, UseAbility})
			}
		case PlanningDeck:
			items = append(items, Use{card.ID, UsePlanned})
		}
	}
	return items
}

// AppendUses appends to dst the uses of cards that playing m in s makes,
// and returns it; call it before Apply, with a move Check accepts (for
// another move the result means nothing). It reads the state and does not
// change it; it allocates only to grow dst.
//
// A payment completes a construction, so it counts the building built, each
// budget card paid, the building's lightning ability, the payer's permanent
// cost modifiers (a copy each) and the triggers that hear the construction
// and its payment (a copy each; the payment's when any card was paid). "use ID" counts a hand ability and
// "plan ID" a city planning card.
func (s *State) AppendUses(dst []Use, m Move) []Use {
	t := s.stack.Top()
	switch {
	case t == nil && m.Action == ActUse:
		dst = append(dst, Use{m.Card, UseAbility})
	case t != nil && t.Op == opPlanning && m.Action == ActPlan:
		dst = append(dst, Use{m.Card, UsePlanned})
	case t != nil && t.Op == opPay && m.Action == ActPay:
		k, who := int(t.Card), int(t.Who)
		if k < 0 || k >= len(s.c.cards) {
			return dst
		}
		card := &s.c.cards[k]
		dst = append(dst, Use{card.ID, UseBuilt})
		for _, v := range m.Pay {
			if v == 0 {
				break
			}
			for _, b := range s.c.budget {
				if s.c.cards[b].Value == int(v) {
					dst = append(dst, Use{s.c.cards[b].ID, UsePaid})
					break
				}
			}
		}
		if card.Timing == Lightning {
			dst = append(dst, Use{card.ID, UseAbility})
		}
		if s.c.hasCostMods {
			area := s.zone(areaZone(who))
			for _, b := range s.c.building {
				if s.c.cards[b].costMod == nil {
					continue
				}
				for range int(area[b]) {
					dst = append(dst, Use{s.c.cards[b].ID, UseAbility})
				}
			}
		}
		dst = s.appendHeard(dst, Constructs, who, k, m.Pay)
		if m.Pay[0] != 0 {
			dst = s.appendHeard(dst, Pays, who, k, m.Pay)
		}
	}
	return dst
}
