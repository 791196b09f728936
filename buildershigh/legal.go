package buildershigh

import (
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// Rulebook sections cited by errors.
const (
	secRound     = "Round sequence"
	secProcure   = "Procure"
	secExchange  = "Exchange"
	secConstruct = "Construct"
	secPaying    = "Paying construction costs"
	secAbilities = "Building card abilities"
	secRules     = "Building Card Abilities and Rules"
	secPlanning  = "Achieving city planning card (Only once during each game)"
	secSetup     = "Setup"
	secEnd       = "End of the game"
	secDeck      = "When the deck runs out"
)

func illegal(section, format string, args ...any) error {
	return rulebook.Illegal(gameName, section, fmt.Sprintf(format, args...))
}

// ToMove is the party that owes the next decision.
func (s *State) ToMove() rulebook.Player {
	if s.over {
		return rulebook.Nobody
	}
	t := s.stack.Top()
	if t == nil {
		return rulebook.Player(s.current)
	}
	if t.Op == opChooseFirst || t.Op == opDrawCard {
		return rulebook.Chance
	}
	return rulebook.Player(t.Who)
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.over }

// Prompt says what is being decided.
func (s *State) Prompt() string {
	if s.over {
		if by := s.StoppedBy(); by != "" {
			return "the game is stopped by " + by + ", with nobody having met the victory condition: not an end by the rules, which have no round limit"
		}
		return "the game is over"
	}
	t := s.stack.Top()
	if t == nil {
		if !s.actionDone {
			return fmt.Sprintf("%v: Procure, Exchange or Construct (or use a hand ability first)", rulebook.Player(s.current))
		}
		return fmt.Sprintf("%v: use a hand ability or end the turn", rulebook.Player(s.current))
	}
	who := rulebook.Player(t.Who)
	switch t.Op {
	case opChooseFirst:
		return "Chance: decide the first player"
	case opDrawCard:
		if t.Dest == zCenter {
			return fmt.Sprintf("Chance: reveal a %v card in the Center", t.Deck)
		}
		return fmt.Sprintf("Chance: %v draws a %v card", who, t.Deck)
	case opChooseDeck:
		return fmt.Sprintf("%v: choose the deck to draw from (budget or building)", who)
	case opPay:
		return fmt.Sprintf("%v: pay exactly %dM for %s", who, s.cost(int(t.Who), int(t.Card)), s.c.cards[t.Card].Name)
	case opPlanning:
		return fmt.Sprintf("%v: take an achieved city planning card", who)
	case opChoosePlayer:
		return fmt.Sprintf("%v: choose another player for %s", who, s.c.cards[t.Card].Name)
	case expr.OpMay, expr.OpEither:
		return fmt.Sprintf("%v: %s", who, t.choice().Prompt())
	case expr.OpChoose:
		return s.pickPrompt(t)
	case expr.OpLoop:
		return s.repeatPrompt(t)
	case opTake:
		return fmt.Sprintf("%v: take a %v card from %s", who, t.Deck, zoneWords(int(t.Dest)))
	case opDiscard:
		return fmt.Sprintf("%v: discard a card from your hand", who)
	case opGive:
		if t.Dest == zDeck {
			return fmt.Sprintf("%v: choose another player to give cards to for %s", who, s.c.cards[t.Card].Name)
		}
		return fmt.Sprintf("%v: give a card to %s", who, s.receiverWords(int(t.Who), int(t.Dest)))
	case opGiveBack:
		return fmt.Sprintf("%v: put a %v card from your hand into the Center", who, t.Deck)
	case opReplan:
		return fmt.Sprintf("%v: choose the %s card to replace", who, deckWords(t.Deck))
	}
	return ""
}

// Legal returns every legal move, in a deterministic order.
func (s *State) Legal() []Move { return s.AppendLegal(nil) }

// appendLegal appends the moves the rules allow to dst, in a
// deterministic order (AppendLegal leaves out those refused).
func (s *State) appendLegal(dst []Move) []Move {
	if s.over {
		return dst
	}
	t := s.stack.Top()
	if t == nil {
		return s.appendTurn(dst)
	}
	who := int(t.Who)
	switch t.Op {
	case opChooseFirst:
		for p := 0; p < s.seats(); p++ {
			dst = append(dst, Move{Action: ActFirst, Seat: rulebook.Player(p)})
		}
	case opDrawCard:
		dst = s.appendCards(dst, ActCard, zDeck, t.Deck)
	case opChooseDeck:
		for _, d := range [...]Deck{BudgetDeck, BuildingDeck} {
			if s.canDraw(d) {
				dst = append(dst, Move{Action: ActFrom, Deck: d})
			}
		}
	case opPay:
		cost := s.cost(who, int(t.Card))
		dst = s.appendPayments(dst, who, cost)
	case opChoosePlayer:
		dst = s.appendOthers(dst, who)
	case opPlanning:
		for i, k := range s.c.planning {
			if t.Mask&(1<<i) != 0 {
				dst = append(dst, Move{Action: ActPlan, Card: s.c.cards[k].ID})
			}
		}
	case expr.OpMay, expr.OpEither:
		for _, a := range t.choice().Answers() {
			dst = append(dst, Move{Action: answerActions[a]})
		}
	case expr.OpChoose:
		dst = s.appendPicks(dst, t)
	case expr.OpLoop:
		dst = append(dst, Move{Action: ActYes}, Move{Action: ActNo})
	case opTake:
		dst = s.appendCards(dst, ActPick, int(t.Dest), t.Deck)
	case opDiscard:
		dst = s.appendCards(dst, ActDiscard, handZone(who), BudgetDeck)
		dst = s.appendCards(dst, ActDiscard, handZone(who), BuildingDeck)
	case opGive:
		if t.Dest == zDeck {
			dst = s.appendOthers(dst, who)
			break
		}
		dst = s.appendCards(dst, ActGive, handZone(who), BudgetDeck)
		dst = s.appendCards(dst, ActGive, handZone(who), BuildingDeck)
	case opGiveBack:
		dst = s.appendCards(dst, ActReturn, handZone(who), t.Deck)
	case opReplan:
		dst = s.appendCards(dst, ActPick, zCenter, t.Deck)
	}
	return dst
}

// zoneWords names a zone cards are taken from, in a prompt.
func zoneWords(z int) string {
	switch z {
	case zDiscard:
		return "the discard pile"
	case zPaid:
		return "the cards just paid"
	}
	return "the Center"
}

// deckWords names a deck in a prompt: the rulebook's "city planning card".
func deckWords(d Deck) string {
	if d == PlanningDeck {
		return "city planning"
	}
	return d.String()
}

// receiverWords names, for player p, the player whose hand is zone z.
func (s *State) receiverWords(p, z int) string {
	if z == int(zDeck) {
		return "a player you choose"
	}
	q, n := (z-zSeats)/2, s.seats()
	switch {
	case q == (p+1)%n:
		return "the player on your left"
	case q == (p+n-1)%n:
		return "the player on your right"
	}
	return rulebook.Player(q).String()
}

// appendOthers lists a choice of each player other than who, from who's
// left.
func (s *State) appendOthers(dst []Move, who int) []Move {
	for q := 1; q < s.seats(); q++ {
		dst = append(dst, Move{Action: ActPlayer, Seat: rulebook.Player((who + q) % s.seats())})
	}
	return dst
}

// appendCards lists a move a for each kind of deck d's cards zone z offers
// (see avail).
func (s *State) appendCards(dst []Move, a Action, z int, d Deck) []Move {
	// avail, with the zones read once: Legal lists cards often.
	zone, center := s.zone(z), []uint8(nil)
	if z == zPaid {
		center = s.zone(zCenter)
	}
	for _, k := range s.deckKinds(d) {
		if zone[k] > 0 && (center == nil || center[k] > 0) {
			dst = appendMove(dst, a, s.c.ids[k], "")
		}
	}
	return dst
}

// appendMove appends the move of action a naming cards card and other.
// It writes the move in place: one built whole and copied in costs a
// store-forwarding stall, and Legal writes many.
func appendMove(dst []Move, a Action, card, other string) []Move {
	dst = append(dst, Move{})
	m := &dst[len(dst)-1]
	m.Action, m.Card, m.Other = a, card, other
	return dst
}

// appendTurn lists the moves of the player whose turn it is, when nothing is
// pending: the actions (before the action is taken) and the hand abilities.
func (s *State) appendTurn(dst []Move) []Move {
	cur := int(s.current)
	if !s.actionDone {
		dst = s.appendActions(dst, cur)
	}
	area := s.zone(areaZone(cur))
	fresh, used := s.zone(zFresh), s.zone(zUsed)
	for _, k := range s.c.handAbility {
		if area[k] > fresh[k]+used[k] {
			dst = appendMove(dst, ActUse, s.c.ids[k], "")
		}
	}
	if s.actionDone {
		dst = append(dst, Move{Action: ActEnd})
	}
	return dst
}

// appendActions lists the actions player cur may take: Procure, Exchange,
// Construct, or Pass when none is possible.
func (s *State) appendActions(dst []Move, cur int) []Move {
	ids := s.c.ids
	start := len(dst)
	// The kinds of each deck face up in the Center and in hand, in deck
	// order: Procure, Exchange and Construct list them.
	center, hand := s.zone(zCenter), s.zone(handZone(cur))
	var budgetCenter, buildingCenter, budgetHand, buildingHand [maxKinds]uint8
	inCenter := [...][]uint8{
		present(center, s.c.budget, budgetCenter[:]),
		present(center, s.c.building, buildingCenter[:]),
	}
	inHand := [...][]uint8{
		present(hand, s.c.budget, budgetHand[:]),
		present(hand, s.c.building, buildingHand[:]),
	}
	// Procure: one card from the Center, or two from the decks.
	for _, kinds := range inCenter {
		for _, k := range kinds {
			dst = appendMove(dst, ActTake, ids[k], "")
		}
	}
	if s.canProcureDraw() {
		dst = append(dst, Move{Action: ActDraw})
	}
	// Exchange: a hand card for a face-up Center card of the same type (a
	// different one unless exchange_identical allows it).
	identical := s.opts.identical == identicalYes
	for d, kinds := range inCenter {
		for _, a := range inHand[d] {
			for _, b := range kinds {
				if b != a || identical {
					dst = appendMove(dst, ActExchange, ids[a], ids[b])
				}
			}
		}
	}
	// Construct: a building from hand whose cost the hand can pay exactly.
	if len(inHand[BuildingDeck]) > 0 {
		pu := s.purse(cur)
		for _, k := range inHand[BuildingDeck] {
			if pu.canPay(s.cost(cur, int(k))) {
				dst = appendMove(dst, ActBuild, ids[k], "")
			}
		}
	}
	if len(dst) == start {
		dst = append(dst, Move{Action: ActPass})
	}
	return dst
}

// present returns the kinds, of those listed, that zone holds, in buf
// when it is long enough. It does not branch on the counts, which Legal's
// scans of the Center and the hand could not predict.
func present(zone []uint8, kinds []int, buf []uint8) []uint8 {
	if len(buf) < len(kinds) {
		buf = make([]uint8, len(kinds))
	}
	n := 0
	for _, k := range kinds {
		buf[n] = uint8(k)
		if zone[k] > 0 {
			n++
		}
	}
	return buf[:n]
}

// canPay reports whether p's budget cards can total exactly cost.
func (s *State) canPay(p, cost int) bool {
	pu := s.purse(p)
	return pu.canPay(cost)
}

// appendPayments lists every multiset of p's budget cards totalling cost.
func (s *State) appendPayments(dst []Move, p, cost int) []Move {
	if cost < 0 {
		return dst
	}
	var counts [maxDenominations]int
	s.payments(p, cost, 0, 0, &counts, &dst)
	return dst
}

// payments appends to dst the counts of each denomination (from the
// highest) that total cost in at most maxPaymentCards cards, used of them
// already, and reports whether there was one.
func (s *State) payments(p, cost, i, used int, counts *[maxDenominations]int, dst *[]Move) bool {
	budget := s.c.budget
	if cost == 0 {
		var pay Payment
		n := 0
		for j, k := range budget {
			for c := 0; c < counts[j]; c++ {
				pay[n] = uint8(s.c.cards[k].Value)
				n++
			}
		}
		*dst = append(*dst, Move{Action: ActPay, Pay: pay})
		return true
	}
	if i >= len(budget) {
		return false
	}
	// Walk denominations from the largest, so the list runs from the fewest cards.
	j := len(budget) - 1 - i
	k := budget[j]
	v := s.c.cards[k].Value
	have := int(s.zone(handZone(p))[k])
	found := false
	for c := min(have, cost/v, maxPaymentCards-used); c >= 0; c-- {
		counts[j] = c
		if s.payments(p, cost-c*v, i+1, used+c, counts, dst) {
			found = true
		}
	}
	counts[j] = 0
	return found
}

// Weight is the number of identical cards a Chance draw could turn up; 1 for
// every other move.
func (s *State) Weight(m Move) int {
	if m.Action != ActCard {
		return 1
	}
	k, ok := s.c.cardIndex(m.Card)
	if !ok {
		return 0
	}
	return int(s.zone(zDeck)[k])
}
