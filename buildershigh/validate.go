package buildershigh

import (
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// validate checks a decoded state against the rules: seats and rounds in
// range, the turn order (see validTurn), the per-turn bookkeeping within
// the play area, no player with two city planning cards, the pending steps
// in an order play can leave them (the first player chosen before a turn
// ends), and a game that plays on. Errors name the JSON path.
func (s *State) validate() error {
	n := s.seats()
	all := uint8(1<<n - 1)
	switch {
	case s.first < -1 || int(s.first) >= n:
		return fmt.Errorf("first: seat %d is not one of %d", s.first, n)
	case s.current < 0 || int(s.current) >= n:
		return fmt.Errorf("current: seat %d is not one of %d", s.current, n)
	case s.lastPayer < -1 || int(s.lastPayer) >= n:
		return fmt.Errorf("last_payer: seat %d is not one of %d", s.lastPayer, n)
	case s.round < 0 || s.round > 0 && s.first < 0:
		return fmt.Errorf("round: round %d with first player %d", s.round, s.first)
	case s.turn < 0 || s.round == 0 && (s.turn != 0 || s.current != 0 || s.actionDone || s.ended):
		return fmt.Errorf("turn: turn %d of round %d", s.turn, s.round)
	case s.achieved&^all != 0:
		return fmt.Errorf("achieved: %b names a seat past the %d players", s.achieved, n)
	case s.planned&^all != 0:
		return fmt.Errorf("planned: %b names a seat past the %d players", s.planned, n)
	case s.round == 0 && !s.over && len(s.stack) == 0:
		return fmt.Errorf("pending: the setup is under way, and it waits on Chance")
	case s.over && len(s.stack) > 0:
		return fmt.Errorf("pending: the game is over with %d steps pending", len(s.stack))
	case s.over && s.achieved == 0 && (s.opts.roundLimit <= 0 || int(s.round) < s.opts.roundLimit):
		return fmt.Errorf("over: the game is over but nobody met the victory condition nor did the round limit stop it")
	}
	if err := s.validTurn(); err != nil {
		return err
	}
	area := s.zone(areaZone(int(s.current)))
	for k, card := range s.c.cards {
		if f, u := s.zone(zFresh)[k], s.zone(zUsed)[k]; int(f)+int(u) > int(area[k]) || (f > 0 || u > 0) && (card.Deck != BuildingDeck || s.round == 0) {
			return fmt.Errorf("zones: %d %s built and %d used this turn, %v has %d in play", f, card.ID, u, rulebook.Player(s.current), area[k])
		}
	}
	for p := 0; p < n; p++ {
		if m := s.total(areaZone(p), PlanningDeck); m > 1 || (m == 1) != (s.planned&(1<<p) != 0) {
			return fmt.Errorf("planned: %v holds %d city planning cards, planned says %t", rulebook.Player(p), m, s.planned&(1<<p) != 0)
		}
	}
	choose := 0
	for _, t := range s.stack {
		if t.Op == opChooseFirst {
			choose++
		}
	}
	if want := boolInt(s.round == 0 && s.first < 0 && !s.over); choose != want {
		return fmt.Errorf("pending: %d steps choose the first player; the setup chooses one, once (first is %d, round %d)", choose, s.first, s.round)
	}
	for i, t := range s.stack {
		if err := s.validChoice(t); err != nil {
			return fmt.Errorf("pending[%d].%w", i, err)
		}
	}
	for i, t := range s.stack {
		for j := i + 1; j < len(s.stack) && t.Op == opChooseFirst; j++ {
			// The setup chooses the first player before the turns begin.
			if s.stack[j].Op == opNextTurn {
				return fmt.Errorf("pending[%d]: a turn ends before pending[%d] chooses the first player", j, i)
			}
		}
	}
	if err := s.settled(); err != nil {
		return err
	}
	if err := rulebook.Playable(s); err != nil {
		return fmt.Errorf("pending: %w", err)
	}
	return nil
}

// validTurn checks the turn order ("Players take turns in clockwise order
// starting with the first player"), each round one turn a player, so the
// turn number says whose turn it is and which round. A game over ended on
// the turn of the seat that ends it: the round's last (or, with
// end_of_game=literal-left, the first player's left once someone met the
// victory condition). A game the round limit stops is not played past it.
func (s *State) validTurn() error {
	n := int32(s.seats())
	if s.round == 0 {
		return nil
	}
	if want := (int32(s.first) + s.turn - 1) % n; s.turn < 1 || int32(s.current) != want {
		return fmt.Errorf("current: %v plays turn %d, and the turn order from the first player %v says %v", rulebook.Player(s.current), s.turn, rulebook.Player(s.first), rulebook.Player(want))
	}
	if want := (s.turn-1)/n + 1; int32(s.round) != want {
		return fmt.Errorf("round: turn %d is in round %d, not %d", s.turn, want, s.round)
	}
	end := (int32(s.first) + n - 1) % n
	if s.achieved != 0 && s.opts.endOfGame == endLiteralLeft {
		end = (int32(s.first) + 1) % n
	}
	switch {
	case s.over && int32(s.current) != end:
		return fmt.Errorf("over: the game ended on the turn of %v, and %v ends it", rulebook.Player(s.current), rulebook.Player(end))
	case !s.over && s.achieved == 0 && s.opts.roundLimit > 0 && int(s.round) > s.opts.roundLimit:
		return fmt.Errorf("round: round %d, past the round limit %d, which stops a game nobody has won", s.round, s.opts.roundLimit)
	}
	return nil
}

// validChoice checks the effects a choice step t holds (a may, an either,
// a player to choose): each branch pushes as its play will push it (a
// count in range, a deck, a place or a seat the effect takes), and so do
// the choices it holds in turn. It pushes onto an emptied stack of s and
// puts the stack back: pushing reads s, and changes nothing else.
func (s *State) validChoice(t task) error {
	if t.Op != expr.OpMay && t.Op != expr.OpEither && t.Op != opChoosePlayer {
		return nil
	}
	owner := t.Who
	if t.For > 0 {
		owner = t.For - 1
	}
	saved := s.stack
	defer func() { s.stack = saved }()
	for i, branch := range [][]expr.Effect{t.Then, t.Else} {
		s.stack = nil
		if err := s.pushEffects(branch, t.Who, owner, t.Card); err != nil {
			return fmt.Errorf("%s: %w", [2]string{"then", "else"}[i], err)
		}
		for _, u := range s.stack {
			if err := s.validChoice(u); err != nil {
				return fmt.Errorf("%s: %w", [2]string{"then", "else"}[i], err)
			}
		}
	}
	return nil
}

// settled checks that the pending steps wait on a decision: play never
// leaves a step that needs none on top.
func (s *State) settled() error { return rulebook.Settled(s, (*State).settle) }

// validTask checks one pending step's fields against its op.
func (s *State) validTask(t task) error {
	c, n := s.c, s.seats()
	seat := t.Who >= 0 && int(t.Who) < n
	card := func(d Deck) bool { return t.Card >= 0 && c.cards[t.Card].Deck == d }
	switch {
	case t.Who < -1 || int(t.Who) >= n:
		return fmt.Errorf("who: seat %d is not one of %d", t.Who, n)
	case t.For < 0 || int(t.For) > n || t.For > 0 && (t.Who < 0 || int(t.For)-1 == int(t.Who)):
		return fmt.Errorf("for: %d does not name another seat whose card the step serves", t.For)
	case t.N < 0:
		return fmt.Errorf("n: %d times", t.N)
	case t.Mask != 0 && (t.Op != opPlanning || t.Mask>>len(c.planning) != 0):
		return fmt.Errorf("mask: %b is not a set of the %d city planning cards", t.Mask, len(c.planning))
	case (t.Then != nil || t.Else != nil) && t.Op != expr.OpMay && t.Op != expr.OpEither && !(t.Op == opChoosePlayer && t.Else == nil):
		return fmt.Errorf("then: a %s step has no effects to choose from", opNames[t.Op])
	}
	bad := ""
	switch t.Op {
	case expr.OpMay, expr.OpEither, opChoosePlayer:
		if !seat || t.Card < 0 {
			bad = "a choice belongs to a seat and comes from a card"
		}
	case opChooseFirst, opRefill, opNextTurn:
	case opDrawCard:
		if t.Deck > PlanningDeck || int(t.Dest) != zCenter && (t.Dest < zSeats || (int(t.Dest)-zSeats)%2 != 0) {
			bad = "a card is drawn from a deck into a hand or the Center"
		}
	case opChooseDeck, opDiscard, opReplan, opPlanning:
		if !seat || t.N > maxCount || t.Deck > PlanningDeck {
			bad = "the step belongs to a seat and is done at most " + fmt.Sprint(maxCount) + " times"
		}
	case opGive:
		if !seat || t.N > maxCount || t.Dest != zDeck && (t.Dest < zSeats || (int(t.Dest)-zSeats)%2 != 0) {
			bad = "a seat gives at most " + fmt.Sprint(maxCount) + " cards to a seat's hand (or to a player it chooses)"
		}
	case opTake, opGiveBack:
		if !seat || t.N > maxCount || t.Deck != BudgetDeck && t.Deck != BuildingDeck || t.Op == opTake && !takenFrom(int(t.Dest)) {
			bad = "the step belongs to a seat and concerns budget or building cards (taken from the Center, the discard pile or the payment)"
		}
	case opPay:
		if t.Who != s.current || !card(BuildingDeck) || s.zone(handZone(int(t.Who)))[t.Card] == 0 {
			bad = "the player to move pays for a building card in their hand"
		}
	case opTakeCard:
		if !seat || t.Card < 0 || t.N > maxCount || !takenFrom(int(t.Dest)) || t.Dest == zPaid && !card(BudgetDeck) {
			bad = "a seat takes a card it names from the Center, the discard pile or the payment"
		}
	case opTrigger:
		if !seat || t.Card >= 0 && !card(BuildingDeck) {
			bad = "a building's ability fires for a seat"
		}
	default:
		bad = "it is an effect scripts return, never a pending step"
	}
	if bad != "" {
		return fmt.Errorf("op: a %s step is malformed: %s", opNames[t.Op], bad)
	}
	return nil
}

// takenFrom reports whether cards may be taken from zone z.
func takenFrom(z int) bool { return z == zCenter || z == zDiscard || z == zPaid }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
