package buildershigh

import (
	"fmt"

	"github.com/rulebook-go/rulebook/expr"
)

// maxCount bounds any count a script passes, against runaway content.
const maxCount = 32

// pushEffects pushes effects so that the first is done first.
func (s *State) pushEffects(effects []expr.Effect, who int8, card int16) error {
	return expr.Expand(&s.stack, effects, func(e expr.Effect) error { return s.pushEffect(e, who, card) })
}

// pushEffect turns one effect a script returned into pending steps.
func (s *State) pushEffect(e expr.Effect, who int8, card int16) error {
	t := task{Op: e.Op, Who: who, Card: card, N: int16(min(max(e.N, 0), maxCount)), Label: e.Label, Then: e.Then, Else: e.Else}
	deck := func() (Deck, error) {
		d, ok := parseDeck(e.Arg)
		if !ok || d == PlanningDeck {
			return 0, fmt.Errorf("buildershigh: %s: deck %q is not budget or building", s.c.cards[card].ID, e.Arg)
		}
		return d, nil
	}
	if e.N > maxCount {
		return fmt.Errorf("buildershigh: %s: a count of %d is more than %d", s.c.cards[card].ID, e.N, maxCount)
	}
	switch e.Op {
	case expr.OpMay, expr.OpEither:
		s.stack.Push(t)
		return nil
	case opDraw:
		if e.Arg == "any" {
			t.Op = opChooseDeck
			break
		}
		d, err := deck()
		if err != nil {
			return err
		}
		t.Op, t.Deck, t.Dest = opDrawCard, d, int8(handZone(int(who)))
	case opOthersDraw:
		d, err := deck()
		if err != nil {
			return err
		}
		n := s.seats()
		for i := n - 1; i >= 1; i-- {
			p := (int(who) + i) % n
			s.stack.Push(task{Op: opDrawCard, Who: int8(p), Card: card, N: t.N, Deck: d, Dest: int8(handZone(p))})
		}
		return nil
	case opTake, opRecover, opGiveBack:
		d, err := deck()
		if err != nil {
			return err
		}
		t.Deck = d
	case opTakeCard:
		k, ok := s.c.byID[e.Arg]
		if !ok {
			return fmt.Errorf("buildershigh: %s: unknown card %q", s.c.cards[card].ID, e.Arg)
		}
		t.Card = int16(k)
	case opTakePaid:
		i := s.paidIndex(e.M)
		if i < 0 {
			return fmt.Errorf("buildershigh: %s: no budget card has value %d", s.c.cards[card].ID, e.M)
		}
		t.Card = int16(s.c.budget[i])
	case opDiscard, opGive, opReplan:
	default:
		return fmt.Errorf("buildershigh: %s: unknown effect %d", s.c.cards[card].ID, e.Op)
	}
	if t.N == 0 {
		return nil
	}
	s.stack.Push(t)
	return nil
}

// runPush runs the effect script of card k for player p and pushes its
// effects, in the state's reused scratch list.
func (s *State) runPush(k, p int) error {
	effects, err := s.runEffects(k, p, s.scratch[:0])
	if err != nil {
		return err
	}
	err = s.pushEffects(effects, int8(p), int16(k))
	s.scratch = effects[:0]
	return err
}

// choice is the may or either step t holds.
func (t *task) choice() expr.Choice {
	return expr.Choice{Op: t.Op, Label: t.Label, Then: t.Then, Else: t.Else}
}

// answerActions are the moves that answer a choice step.
var answerActions = expr.AnswerMoves[Action]{expr.Yes: ActYes, expr.No: ActNo, expr.First: ActFirstOption, expr.Second: ActSecondOption}

// Apply checks m and plays it. A rejected move leaves the state as it was.
func (s *State) Apply(m Move) error {
	if err := s.Check(m); err != nil {
		return err
	}
	if !(m.Action == ActPay || m.Action == ActUse || s.pendingScripts()) {
		s.refused.Forget()
		return s.apply(m)
	}
	// The move runs scripts, which may fail at run time: a transaction.
	err := expr.Transact(s, &s.undo, (*State).copyTo, func() error { return s.apply(m) })
	return s.refused.Played(gameName, m, err)
}

// copyTo makes dst an exact copy of s, reusing dst's buffers.
func (s *State) copyTo(dst *State) {
	counts := append(dst.counts[:0], s.counts...)
	totals := append(dst.totals[:0], s.totals...)
	stack := append(dst.stack[:0], s.stack...)
	undo, scratch := dst.undo, dst.scratch
	*dst = *s
	dst.counts, dst.totals, dst.stack, dst.undo, dst.scratch = counts, totals, stack, undo, scratch
}

// pendingScripts reports whether settling may run a script (a city
// planning requirement or a trigger's ability), so Apply keeps a copy to
// restore on a script error.
func (s *State) pendingScripts() bool {
	for i := range s.stack {
		if op := s.stack[i].Op; op == opPlanning || op == opTrigger {
			return true
		}
	}
	return false
}

// apply plays a move Check accepted.
func (s *State) apply(m Move) error {
	k := -1
	if m.Card != "" {
		k = s.c.byID[m.Card]
	}
	t := s.stack.Top()
	if t == nil {
		cur := int(s.current)
		hand := handZone(cur)
		switch m.Action {
		case ActTake:
			s.move(k, zCenter, hand)
			s.actionDone = true
		case ActDraw:
			s.stack.Push(task{Op: opChooseDeck, Who: s.current, Card: -1, N: 2})
			s.actionDone = true
		case ActExchange:
			s.move(k, hand, zCenter)
			s.move(s.c.byID[m.Other], zCenter, hand)
			s.actionDone = true
		case ActBuild:
			s.stack.Push(task{Op: opPay, Who: s.current, Card: int16(k)})
			s.actionDone = true
		case ActPass:
			s.actionDone = true
		case ActUse:
			s.zone(zUsed)[k]++
			if err := s.runPush(k, cur); err != nil {
				return err
			}
		case ActEnd:
			s.ended = true
		}
		return s.settle()
	}

	who := int(t.Who)
	switch t.Op {
	case opChooseFirst:
		s.first = int8(m.Seat)
		s.stack.Pop()
	case opDrawCard:
		s.move(k, zDeck, int(t.Dest))
		if t.N--; t.N <= 0 {
			s.stack.Pop()
		}
	case opChooseDeck:
		if t.N--; t.N <= 0 {
			s.stack.Pop()
		}
		s.stack.Push(task{Op: opDrawCard, Who: int8(who), Card: -1, N: 1, Deck: m.Deck, Dest: int8(handZone(who))})
	case opPay:
		return s.pay(int(t.Card), who, m.Pay)
	case opPlanning:
		s.move(k, zCenter, areaZone(who))
		s.planned |= 1 << who
		s.stack.Pop()
	case expr.OpMay, expr.OpEither:
		a, _ := answerActions.Answer(m.Action)
		branch, card := t.choice().Branch(a), t.Card
		s.stack.Pop()
		if err := s.pushEffects(branch, int8(who), card); err != nil {
			return err
		}
	case opTake:
		s.move(k, zCenter, handZone(who))
		s.countDown(t)
	case opRecover:
		s.move(k, zDiscard, handZone(who))
		s.countDown(t)
	case opDiscard:
		s.move(k, handZone(who), zDiscard)
		s.countDown(t)
	case opGive:
		s.move(k, handZone(who), handZone((who+1)%s.seats()))
		s.countDown(t)
	case opGiveBack:
		s.move(k, handZone(who), zCenter)
		s.countDown(t)
	case opReplan:
		// The replaced card leaves the game on the discard pile (a reshuffle
		// never takes city planning cards back).
		s.move(k, zCenter, zDiscard)
		s.stack.Pop()
		s.stack.Push(task{Op: opDrawCard, Who: int8(who), Card: -1, N: 1, Deck: PlanningDeck, Dest: zCenter})
	}
	return s.settle()
}

func (s *State) countDown(t *task) {
	if t.N--; t.N <= 0 {
		s.stack.Pop()
	}
}

// pay completes a construction: the budget cards go face up to the Center,
// the building to the play area, then other players' triggers, the
// building's lightning ability and the city planning check follow.
func (s *State) pay(k, who int, pay Payment) error {
	hand, area := handZone(who), areaZone(who)
	s.lastPay, s.paidTaken = [maxDenominations]uint8{}, [maxDenominations]uint8{}
	for _, v := range pay {
		if v == 0 {
			break
		}
		for i, b := range s.c.budget {
			if s.c.cards[b].Value == int(v) {
				s.move(b, hand, zCenter)
				s.lastPay[i]++
				break
			}
		}
	}
	s.lastPayer = int8(who)
	s.move(k, hand, area)
	s.zone(zFresh)[k]++
	s.stack.Pop()

	s.stack.Push(task{Op: opPlanning, Who: int8(who), Card: -1})
	if s.c.cards[k].Timing == Lightning {
		if err := s.runPush(k, who); err != nil {
			return err
		}
	}
	// "When another player pays a budget card as construction cost": each
	// copy of a payment trigger in another player's play area fires, in turn
	// order from the payer's left. Its script runs when its turn to resolve
	// comes, so it sees what the triggers before it took.
	if triggers := s.c.listeners.Of(int(OtherPays)); len(triggers) > 0 && pay[0] != 0 {
		n := s.seats()
		for i := n - 1; i >= 1; i-- {
			p := (who + i) % n
			area := s.zone(areaZone(p))
			for j := len(triggers) - 1; j >= 0; j-- {
				b := triggers[j]
				for c := 0; c < int(area[b]); c++ {
					s.stack.Push(task{Op: opTrigger, Who: int8(p), Card: int16(b)})
				}
			}
		}
	}
	return s.settle()
}

// settle does every pending step that needs no decision, until a decision
// is owed or the game is over.
func (s *State) settle() error {
	return expr.Settle(&s.stack, func() bool { return s.over }, s.endTurn, s.step)
}

// endTurn is what happens when nothing is pending: the player to move
// still acts, or the turn ends.
func (s *State) endTurn() (waiting bool, err error) {
	s.markAchievers()
	if !s.actionDone || (!s.ended && s.canActivate()) {
		return true, nil
	}
	s.stack.Push(task{Op: opNextTurn, Who: s.current, Card: -1})
	if s.opts.refill == refillTurnEnd {
		s.stack.Push(task{Op: opRefill, Who: s.current, Card: -1})
	}
	return false, nil
}

// step does the top step if it needs no decision; waiting is true when it
// does.
func (s *State) step(t *task) (waiting bool, err error) {
	who := int(t.Who)
	switch t.Op {
	case opChooseFirst:
		return true, nil
	case opDrawCard:
		if t.N <= 0 {
			s.stack.Pop()
			return false, nil
		}
		if s.total(zDeck, t.Deck) == 0 {
			s.reshuffle(t.Deck)
			if s.total(zDeck, t.Deck) == 0 {
				s.stack.Pop() // nothing left anywhere to draw
				return false, nil
			}
		}
		return true, nil
	case opChooseDeck:
		if t.N <= 0 || (!s.canDraw(BudgetDeck) && !s.canDraw(BuildingDeck)) {
			s.stack.Pop()
			return false, nil
		}
		return true, nil
	case opPay:
		return true, nil
	case opPlanning:
		// The requirements are evaluated once: the play area cannot change
		// while the player chooses.
		mask, err := s.achievable(who)
		if err != nil {
			return false, err
		}
		t.Mask = mask
		return s.waitIf(t, mask != 0), nil
	case opRefill:
		s.stack.Pop()
		if missing := s.c.centerBuildings - s.total(zCenter, BuildingDeck); missing > 0 {
			s.stack.Push(task{Op: opDrawCard, Who: -1, Card: -1, N: int16(missing), Deck: BuildingDeck, Dest: zCenter})
		}
		return false, nil
	case opNextTurn:
		s.stack.Pop()
		s.nextTurn()
		return false, nil
	case expr.OpMay, expr.OpEither:
		return true, nil
	case opTake:
		return s.waitIf(t, t.N > 0 && s.total(zCenter, t.Deck) > 0), nil
	case opRecover:
		return s.waitIf(t, t.N > 0 && s.total(zDiscard, t.Deck) > 0), nil
	case opDiscard, opGive:
		return s.waitIf(t, t.N > 0 && s.handSize(who) > 0), nil
	case opGiveBack:
		return s.waitIf(t, t.N > 0 && s.total(handZone(who), t.Deck) > 0), nil
	case opReplan:
		return s.waitIf(t, t.N > 0 && s.total(zCenter, PlanningDeck) > 0 && s.total(zDeck, PlanningDeck) > 0), nil
	case opTakeCard:
		k := int(t.Card)
		s.stack.Pop()
		if s.zone(zCenter)[k] > 0 {
			s.move(k, zCenter, handZone(who))
		}
		return false, nil
	case opTakePaid:
		k := int(t.Card)
		s.stack.Pop()
		if k < 0 {
			return false, nil
		}
		if i := s.paidIndex(s.c.cards[k].Value); i >= 0 && s.paid(s.c.cards[k].Value) > 0 {
			s.move(k, zCenter, handZone(who))
			s.paidTaken[i]++
		}
		return false, nil
	case opTrigger:
		k := int(t.Card)
		s.stack.Pop()
		if k < 0 {
			return false, nil
		}
		return false, s.runPush(k, who)
	}
	s.stack.Pop()
	return false, fmt.Errorf("buildershigh: unknown pending step %d", t.Op)
}

// waitIf pops t when it cannot be done and reports whether it waits.
func (s *State) waitIf(t *task, can bool) bool {
	if !can {
		s.stack.Pop()
	}
	return can
}

// canDraw reports whether a card could be drawn from deck d, reshuffling if
// needed.
func (s *State) canDraw(d Deck) bool {
	if s.total(zDeck, d) > 0 || s.total(zDiscard, d) > 0 {
		return true
	}
	return s.opts.reshuffle == reshuffleAll && s.total(zCenter, d) > 0
}

// reshuffle makes a new deck d: "If you need to draw cards when the deck is
// depleted, shuffle the cards in the Center and the discard pile face down
// to create a new deck." City planning cards are never reshuffled.
func (s *State) reshuffle(d Deck) {
	if d == PlanningDeck {
		return
	}
	if s.opts.reshuffle == reshuffleAll {
		s.moveAll(d, zCenter, zDeck)
	}
	s.moveAll(d, zDiscard, zDeck)
}

// achievable returns the face-up city planning cards whose requirement
// player p meets, as a mask over the planning deck's cards; none when p
// holds one already ("Each player may only achieve one city planning card").
func (s *State) achievable(p int) (uint32, error) {
	if s.opts.easy || s.planned&(1<<p) != 0 {
		return 0, nil
	}
	var mask uint32
	center := s.zone(zCenter)
	for i, k := range s.c.planning {
		if center[k] == 0 {
			continue
		}
		ok, err := s.meets(p, k)
		if err != nil {
			return 0, err
		}
		if ok {
			mask |= 1 << i
		}
	}
	return mask, nil
}

// canActivate reports whether the player to move has a hand ability left
// to use this turn.
func (s *State) canActivate() bool {
	area := s.zone(areaZone(int(s.current)))
	fresh, used := s.zone(zFresh), s.zone(zUsed)
	for _, k := range s.c.building {
		if area[k] > fresh[k]+used[k] && s.c.cards[k].Timing == Hand {
			return true
		}
	}
	return false
}

// markAchievers records every seat that meets the victory condition now: a
// city planning card in its play area (not in Easy Mode) and no card in hand.
func (s *State) markAchievers() {
	if s.round == 0 {
		return
	}
	for p := 0; p < s.seats(); p++ {
		if s.handSize(p) == 0 && (s.opts.easy || s.planned&(1<<p) != 0) {
			s.achieved |= 1 << p
		}
	}
}

// nextTurn ends the turn of the player to move and begins the next one, or
// ends the game.
func (s *State) nextTurn() {
	n := int8(s.seats())
	if s.round == 0 {
		s.round, s.turn, s.current = 1, 1, s.first
		return
	}
	s.markAchievers()
	lastOfRound := (s.first + n - 1) % n
	endSeat := lastOfRound
	if s.opts.endOfGame == endLiteralLeft {
		endSeat = (s.first + 1) % n
	}
	if s.achieved != 0 && s.current == endSeat {
		s.over = true
		return
	}
	if s.current == lastOfRound {
		// The round limit is not a rule: it stops, for automated play, only
		// a game in which nobody has met the victory condition.
		if s.opts.roundLimit > 0 && int(s.round) >= s.opts.roundLimit && s.achieved == 0 {
			s.over = true
			return
		}
		s.round++
	}
	s.current = (s.current + 1) % n
	s.turn++
	s.actionDone, s.ended = false, false
	s.clearZone(zFresh)
	s.clearZone(zUsed)
}
