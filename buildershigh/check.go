package buildershigh

import (
	"slices"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// Check returns nil when m is legal now, else an error wrapping
// rulebook.ErrIllegal that cites the rulebook's section and says why.
func (s *State) Check(m Move) error {
	_, err := s.check(m)
	return err
}

// check is Check, and the index of the card m names (-1 for none), which
// Apply passes on to apply.
func (s *State) check(m Move) (int, error) {
	if s.over {
		if by := s.StoppedBy(); by != "" {
			return -1, illegal(secEnd, "the game was stopped by %s (an option for automated play)", by)
		}
		return -1, illegal(secEnd, "the game is over")
	}
	if !m.canonical() {
		return -1, illegal(secRound, "%q carries fields its action does not use: %+v", m.String(), m)
	}
	if err := s.refused.Err(m); err != nil {
		return -1, err
	}
	k := -1
	if m.Card != "" {
		var ok bool
		if k, ok = s.c.cardIndex(m.Card); !ok {
			return -1, illegal(secRound, "there is no card %q in this game", m.Card)
		}
	} else if namesCard(m.Action) {
		return -1, illegal(secRound, "%q names no card", m.String())
	}
	return k, s.checkPending(m, k)
}

// checkPending is Check once k, the index of the card m names (-1 for
// none), is known: whether m answers the pending decision.
func (s *State) checkPending(m Move, k int) error {
	t := s.stack.Top()
	if t == nil {
		return s.checkTurn(m, k)
	}
	who := int(t.Who)
	wrong := func() error {
		section := secRound
		if s.round == 0 {
			section = secSetup
		}
		return illegal(section, "%q does not answer the pending decision: %s", m.String(), s.Prompt())
	}
	if t.Op == opChoosePlayer || t.Op == opGive && t.Dest == zDeck {
		// players("chosen", …), give("chosen", n): another player.
		if m.Action != ActPlayer {
			return wrong()
		}
		if !m.Seat.IsSeat() || int(m.Seat) >= s.seats() || int(m.Seat) == who {
			return illegal(secAbilities, "the ability names another player: one of the %d seats other than %v", s.seats(), rulebook.Player(who))
		}
		return nil
	}
	switch t.Op {
	case opChooseFirst:
		if m.Action != ActFirst {
			return wrong()
		}
		if !m.Seat.IsSeat() || int(m.Seat) >= s.seats() {
			return illegal(secSetup, "the first player must be one of the %d seats", s.seats())
		}
		return nil
	case opDrawCard:
		if m.Action != ActCard {
			return wrong()
		}
		if s.c.cards[k].Deck != t.Deck {
			return illegal(secSetup, "%s is not a %v card", m.Card, t.Deck)
		}
		if s.zone(zDeck)[k] == 0 {
			return illegal(secDeck, "no %s is left in the %v deck", m.Card, t.Deck)
		}
		return nil
	case opChooseDeck:
		if m.Action != ActFrom {
			return wrong()
		}
		if m.Deck != BudgetDeck && m.Deck != BuildingDeck {
			return illegal(secProcure, "you may choose either budget card and building card to draw")
		}
		if !s.canDraw(m.Deck) {
			return illegal(secDeck, "the %v deck is empty and nothing is left to reshuffle into it", m.Deck)
		}
		return nil
	case opPay:
		if m.Action != ActPay {
			return wrong()
		}
		return s.checkPayment(who, int(t.Card), m.Pay)
	case opPlanning:
		if m.Action != ActPlan {
			return wrong()
		}
		if s.c.cards[k].Deck != PlanningDeck || s.zone(zCenter)[k] == 0 {
			return illegal(secPlanning, "%s is not a city planning card in the Center", m.Card)
		}
		i := slices.Index(s.c.planning, k)
		if t.Mask&(1<<i) == 0 {
			return illegal(secPlanning, "you have not achieved the requirement of %s: %s", s.c.cards[k].Name, s.c.cards[k].Requirement)
		}
		return nil
	case expr.OpMay, expr.OpEither:
		if a, ok := answerActions.Answer(m.Action); !ok || !t.choice().Accepts(a) {
			return wrong()
		}
		return nil
	case expr.OpChoose:
		if m.Action != ActChoose {
			return wrong()
		}
		return s.checkPick(t, m, k)
	case expr.OpLoop:
		if m.Action != ActYes && m.Action != ActNo {
			return wrong()
		}
		return nil
	case opTake:
		return s.checkCard(m, k, ActPick, int(t.Dest), t.Deck, placeWords(int(t.Dest)))
	case opDiscard:
		return s.checkCard(m, k, ActDiscard, handZone(who), anyDeck, "in your hand")
	case opGive:
		return s.checkCard(m, k, ActGive, handZone(who), anyDeck, "in your hand")
	case opGiveBack:
		return s.checkCard(m, k, ActReturn, handZone(who), t.Deck, "in your hand")
	case opReplan:
		return s.checkCard(m, k, ActPick, zCenter, t.Deck, "in the Center")
	}
	return wrong()
}

// canonical reports whether m is in the form Legal lists and ParseMove
// reads: every field its action does not use zero. (Checked field by
// field: comparing m with a copy cleared of those fields compares strings.)
func (m *Move) canonical() bool {
	seat, card, other, deck, pay := false, false, false, false, false
	switch m.Action {
	case ActFirst, ActPlayer:
		seat = true
	case ActCard, ActTake, ActBuild, ActUse, ActPick, ActDiscard, ActGive, ActReturn, ActPlan:
		card = true
	case ActFrom:
		deck = true
	case ActChoose:
		// A player ("choose p2") or a card ("choose card 5m"), not both.
		seat, card = m.Card == "", true
	case ActExchange:
		card, other = true, true
	case ActPay:
		pay = true
	}
	return (seat || m.Seat == 0) && (card || m.Card == "") && (other || m.Other == "") &&
		(deck || m.Deck == 0) && (pay || m.Pay == Payment{})
}

// namesCard reports whether a move of action a names a card (Move.Card).
func namesCard(a Action) bool {
	switch a {
	case ActCard, ActTake, ActExchange, ActBuild, ActUse, ActPick, ActDiscard, ActGive, ActReturn, ActPlan:
		return true
	}
	return false
}

// anyDeck stands for "a budget or building card" in checkCard.
const anyDeck Deck = 255

func (s *State) checkCard(m Move, k int, want Action, z int, d Deck, where string) error {
	if m.Action != want {
		return illegal(secAbilities, "%q does not answer the pending decision: %s", m.String(), s.Prompt())
	}
	deck := s.c.cards[k].Deck
	if (d == anyDeck && deck == PlanningDeck) || (d != anyDeck && deck != d) {
		kind := "a budget or building"
		if d != anyDeck {
			kind = "a " + d.String()
		}
		return illegal(secAbilities, "the ability asks for %s card; %s is not one", kind, m.Card)
	}
	if s.avail(z, k) == 0 {
		return illegal(secAbilities, "there is no %s %s", m.Card, where)
	}
	return nil
}

// placeWords says where in a zone a card lies, in an error.
func placeWords(z int) string {
	switch z {
	case zDiscard:
		return "in the discard pile"
	case zPaid:
		return "among the cards just paid"
	}
	return "in the Center"
}

// checkTurn checks a move of the player whose turn it is.
func (s *State) checkTurn(m Move, k int) error {
	cur := int(s.current)
	hand := s.zone(handZone(cur))
	center := s.zone(zCenter)
	action := func() error {
		if s.actionDone {
			return illegal(secRound, "a player chooses 1 of the 3 actions to conduct in their turn, and you have taken yours")
		}
		return nil
	}
	switch m.Action {
	case ActTake:
		if err := action(); err != nil {
			return err
		}
		if s.c.cards[k].Deck == PlanningDeck {
			return illegal(secProcure, "choose a budget card or building card from the Center; %s is a city planning card", m.Card)
		}
		if center[k] == 0 {
			return illegal(secProcure, "there is no face-up %s in the Center", m.Card)
		}
		return nil
	case ActDraw:
		if err := action(); err != nil {
			return err
		}
		if !s.canDraw(BudgetDeck) && !s.canDraw(BuildingDeck) {
			return illegal(secDeck, "both decks are empty and nothing is left to reshuffle")
		}
		if !s.canProcureDraw() {
			return illegal(secProcure, "if you choose to draw from the deck instead, you must draw 2 cards, and only 1 is left to draw (short_draw=%s)", s.opts.shortDraw)
		}
		return nil
	case ActExchange:
		if err := action(); err != nil {
			return err
		}
		o, ok := s.c.cardIndex(m.Other)
		if !ok {
			return illegal(secExchange, "there is no card %q in this game", m.Other)
		}
		if hand[k] == 0 {
			return illegal(secExchange, "you have no %s in your hand", m.Card)
		}
		if center[o] == 0 {
			return illegal(secExchange, "there is no face-up %s in the Center", m.Other)
		}
		if s.c.cards[k].Deck != s.c.cards[o].Deck || s.c.cards[k].Deck == PlanningDeck {
			return illegal(secExchange, "you must exchange with card of the same type: %s is a %v card, %s a %v card",
				m.Card, s.c.cards[k].Deck, m.Other, s.c.cards[o].Deck)
		}
		if k == o && s.opts.identical == identicalNo {
			return illegal(secExchange, "exchanging %s for an identical card changes nothing (exchange_identical=%s)", m.Card, s.opts.identical)
		}
		return nil
	case ActBuild:
		if err := action(); err != nil {
			return err
		}
		if s.c.cards[k].Deck != BuildingDeck {
			return illegal(secConstruct, "%s is not a building card", m.Card)
		}
		if hand[k] == 0 {
			return illegal(secConstruct, "you have no %s in your hand", m.Card)
		}
		if cost := s.cost(cur, k); !s.canPay(cur, cost) {
			return illegal(secPaying, "the total budget must be exactly equal to the construction cost, and no combination of your budget cards makes %dM", cost)
		}
		return nil
	case ActPass:
		if err := action(); err != nil {
			return err
		}
		var scratch [64]Move
		for _, alt := range s.appendTurn(scratch[:0]) {
			if alt.Action != ActUse && alt.Action != ActPass && alt.Action != ActEnd {
				return illegal(secRound, "you must Procure, Exchange or Construct while one is possible (%s is)", alt)
			}
		}
		return nil
	case ActUse:
		c := s.c.cards[k]
		if c.Deck != BuildingDeck || c.Timing != Hand {
			return illegal(secAbilities, "%s has no hand ability to activate", m.Card)
		}
		area := s.zone(areaZone(cur))
		if area[k] == 0 {
			return illegal(secAbilities, "you have no %s in your play area", m.Card)
		}
		if area[k] <= s.zone(zFresh)[k] {
			return illegal(secRules, "abilities marked with the hand icon could only be used from the next turn after you construct it")
		}
		if area[k] <= s.zone(zFresh)[k]+s.zone(zUsed)[k] {
			return illegal("Constructing identical building", "each %s's ability is used once per turn, and you have used every one", m.Card)
		}
		return nil
	case ActEnd:
		if !s.actionDone {
			return illegal(secRound, "during your turn you can either Procure, Exchange, or Construct: take your action before ending the turn")
		}
		return nil
	}
	return illegal(secRound, "%q does not answer the pending decision: %s", m.String(), s.Prompt())
}

// checkPayment checks that pay uses p's budget cards and totals the cost of
// building k exactly.
func (s *State) checkPayment(p, k int, pay Payment) error {
	cost := s.cost(p, k)
	var need [maxDenominations]int
	for i, v := range pay {
		if v == 0 {
			for _, w := range pay[i:] {
				if w != 0 {
					return illegal(secPaying, "a payment lists budget values without gaps")
				}
			}
			break
		}
		if i > 0 && v < pay[i-1] {
			return illegal(secPaying, "a payment lists budget values in ascending order")
		}
		found := false
		for j, b := range s.c.budget {
			if s.c.cards[b].Value == int(v) {
				need[j]++
				found = true
			}
		}
		if !found {
			return illegal(secPaying, "no budget card has value %dM", v)
		}
	}
	hand := s.zone(handZone(p))
	for j, b := range s.c.budget {
		if need[j] > int(hand[b]) {
			return illegal(secPaying, "you have %d %s budget cards, the payment uses %d", hand[b], s.c.cards[b].Name, need[j])
		}
	}
	if got := pay.Total(); got != cost {
		return illegal(secPaying, "the total budget must be exactly equal to the construction cost: %s costs %dM, %s is %dM",
			s.c.cards[k].Name, cost, pay, got)
	}
	return nil
}

var _ rulebook.State[*State, Move] = (*State)(nil)
