package buildershigh

import (
	"fmt"

	"github.com/rulebook-go/rulebook/expr"
)

// maxCount bounds any count a script passes, against runaway content.
const maxCount = 32

// pushEffects pushes effects so that the first is done first, done by seat
// who for the card of seat owner.
func (s *State) pushEffects(effects []expr.Effect, who, owner int8, card int16) error {
	return expr.Expand(&s.stack, effects, func(e expr.Effect) error { return s.pushEffect(e, who, owner, card) })
}

// pushEffect turns one effect a script returned into pending steps.
func (s *State) pushEffect(e expr.Effect, who, owner int8, card int16) error {
	t := task{Op: e.Op, Who: who, Card: card, N: int16(min(max(e.N, 0), maxCount)), Label: e.Label, Then: e.Then, Else: e.Else,
		For: forOwner(int(who), int(owner))}
	fail := func(format string, args ...any) error {
		return fmt.Errorf("buildershigh: %s: %s", s.c.cards[card].ID, fmt.Sprintf(format, args...))
	}
	deck := func() (Deck, error) {
		d, ok := parseDeck(e.Arg)
		if !ok || d == PlanningDeck {
			return 0, fail("deck %q is not budget or building", e.Arg)
		}
		return d, nil
	}
	if e.Op == opTakeCard {
		return s.pushTakeCard(e, t, fail)
	}
	if e.N > maxCount {
		return fail("a count of %d is more than %d", e.N, maxCount)
	}
	switch e.Op {
	case expr.OpEach, expr.OpChoose:
		if err := s.loopTask(e, &t); err != nil {
			return fail("%s", err)
		}
		if e.Op == expr.OpEach {
			t.N = 0
			s.stack.Push(t) // the items are named when its turn comes
			return nil
		}
	case expr.OpLoop:
		if err := s.repeatTask(e, &t); err != nil {
			return fail("%s", err)
		}
		s.stack.Push(t) // its condition is read when its turn comes
		return nil
	case expr.OpMay, expr.OpEither:
		s.stack.Push(t)
		return nil
	case opPlayers:
		// The players are named when the step's turn comes, after the
		// effects before it (see pushPlayers).
		if _, _, ok := parseWho(e.Arg, false); !ok {
			return fail("%s", whoError(e.Arg, false))
		}
		t.Label, t.N = e.Arg, 0
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
	case opTake:
		if p := e.M; p != placeCenter && p != placeDiscard && p != placePaid {
			return fail("cards are taken from the center, the discard pile or the payment, not place %d", p)
		}
		t.Dest = int8(placeZone(e.M, int(who)))
		if k, ok := s.c.byID[e.Arg]; ok {
			t.Op, t.Card = opTakeCard, int16(k)
			break
		}
		d, err := deck()
		if err != nil {
			return fail("%q is neither a card nor budget or building", e.Arg)
		}
		t.Deck = d
	case opGiveBack:
		d, err := deck()
		if err != nil {
			return err
		}
		t.Deck = d
	case opGive:
		q, ok := s.seatOf(e.Arg, int(who), int(owner))
		if !ok {
			return fail("%s", whoError(e.Arg, true))
		}
		if q >= 0 {
			t.Dest = int8(handZone(q))
		} // else zDeck: the giver chooses the receiver first

	case opReplan:
		d, ok := parseDeck(e.Arg)
		if !ok {
			return fail("unknown deck %q", e.Arg)
		}
		t.Deck = d
	case opDiscard:
	default:
		return fail("unknown effect %d", e.Op)
	}
	if t.N == 0 {
		return nil
	}
	s.stack.Push(t)
	return nil
}

// pushTakeCard pushes take_card(place, card) as step t: the card named,
// from a place cards are taken from into a hand.
func (s *State) pushTakeCard(e expr.Effect, t task, fail func(string, ...any) error) error {
	k, ok := s.c.byID[e.Arg]
	switch {
	case !ok:
		return fail("take_card: %d is no card's index (0 to %d)", e.N, len(s.c.cards)-1)
	case s.c.cards[k].Deck == PlanningDeck:
		return fail("take_card: %s is a city planning card, which is never taken into a hand", e.Arg)
	case e.M != placeCenter && e.M != placeDiscard && e.M != placePaid:
		return fail("take_card: cards are taken from the center, the discard pile or the payment, not place %d", e.M)
	}
	t.Op, t.Card, t.N, t.Dest = opTakeCard, int16(k), 1, int8(placeZone(e.M, int(t.Who)))
	s.stack.Push(t)
	return nil
}

// runPush runs the effect script of card k for player p and pushes its
// effects, in the state's reused scratch list. The script's subject (the
// building subject_type and subject_cost read) is card k itself: the card
// activated for a hand ability.
func (s *State) runPush(k, p int) error { return s.runPushAbout(k, p, k) }

// runPushAbout is runPush with the script's subject given: for a trigger,
// the building its event constructed; for a lightning ability (resolved as
// a trigger step is), that building itself.
func (s *State) runPushAbout(k, p, subject int) error {
	effects, err := s.runEffects(k, p, subject, s.scratch[:0])
	if err != nil {
		return err
	}
	err = s.pushEffects(effects, int8(p), int8(p), int16(k))
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
	k, err := s.check(m)
	if err != nil {
		return err
	}
	if !(m.Action == ActPay || m.Action == ActUse || s.pendingScripts()) {
		s.refused.Forget()
		return s.apply(m, k)
	}
	// The move runs scripts, which may fail at run time: a transaction.
	err = expr.Transact(s, &s.undo, (*State).copyTo, func() error { return s.apply(m, k) })
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

// hasLoop reports whether effects hold a for_each, choose_n or repeat,
// whose scripts run when its turn comes.
func hasLoop(effects []expr.Effect) bool {
	for i := range effects {
		if e := &effects[i]; expr.IsLoop(e.Op) || hasLoop(e.Then) || hasLoop(e.Else) {
			return true
		}
	}
	return false
}

// pendingScripts reports whether settling may run a script (a city
// planning requirement, a trigger's or a lightning ability, a for_each's
// or choose_n's filter or body, also one a choice's branch holds) or push
// effects (the players a players step names), so Apply keeps a copy to
// restore on an error.
func (s *State) pendingScripts() bool {
	for i := range s.stack {
		t := &s.stack[i]
		if op := t.Op; op == opPlanning || op == opTrigger || op == opPlayers || expr.IsLoop(op) ||
			hasLoop(t.Then) || hasLoop(t.Else) {
			return true
		}
	}
	return false
}

// apply plays a move Check accepted; k is the index of the card it names
// (-1 for none).
func (s *State) apply(m Move, k int) error {
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
			o, _ := s.c.cardIndex(m.Other)
			s.move(o, zCenter, hand)
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
	case opChoosePlayer:
		then, card, owner := t.Then, t.Card, t.owner()
		s.stack.Pop()
		if err := s.pushEffects(then, int8(m.Seat), int8(owner), card); err != nil {
			return err
		}
	case opPlanning:
		s.move(k, zCenter, areaZone(who))
		s.planned |= 1 << who
		s.stack.Pop()
	case expr.OpMay, expr.OpEither:
		a, _ := answerActions.Answer(m.Action)
		branch, card, owner := t.choice().Branch(a), t.Card, t.owner()
		s.stack.Pop()
		if err := s.pushEffects(branch, int8(who), int8(owner), card); err != nil {
			return err
		}
	case expr.OpChoose:
		if err := s.applyPick(t, m, k); err != nil {
			return err
		}
	case expr.OpLoop:
		if err := s.applyRepeat(t, m); err != nil {
			return err
		}
	case opTake:
		s.takeFrom(int(t.Dest), k, handZone(who))
		s.countDown(t)
	case opDiscard:
		s.move(k, handZone(who), zDiscard)
		s.countDown(t)
	case opGive:
		if m.Action == ActPlayer {
			// give("chosen", n): the giver chooses the receiver first.
			t.Dest = int8(handZone(int(m.Seat)))
			break
		}
		s.move(k, handZone(who), int(t.Dest))
		s.countDown(t)
	case opGiveBack:
		s.move(k, handZone(who), zCenter)
		s.countDown(t)
	case opReplan:
		// The replaced card goes to the discard pile (a reshuffle never takes
		// city planning cards back), and the next card of its deck is revealed.
		s.move(k, zCenter, zDiscard)
		d := t.Deck
		s.countDown(t)
		s.stack.Push(task{Op: opDrawCard, Who: int8(who), Card: -1, N: 1, Deck: d, Dest: zCenter})
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
	s.lastPay = [maxDenominations]uint8{}
	clear(s.zone(zPaid))
	paid := s.zone(zPaid)
	for _, v := range pay {
		if v == 0 {
			break
		}
		for i, b := range s.c.budget {
			if s.c.cards[b].Value == int(v) {
				s.move(b, hand, zCenter)
				s.lastPay[i]++
				paid[b]++
				break
			}
		}
	}
	s.lastPayer = int8(who)
	s.move(k, hand, area)
	s.zone(zFresh)[k]++
	s.stack.Pop()

	s.stack.Push(task{Op: opPlanning, Who: int8(who), Card: -1})
	// The lightning ability resolves after the triggers, and its script
	// runs then, in the state they leave ("resolved as soon as they are
	// played to the play area", Building card abilities).
	if s.c.cards[k].Timing == Lightning {
		s.stack.Push(task{Op: opTrigger, Who: int8(who), Card: int16(k)})
	}
	// The listeners of the construction, then of its payment ("pays a
	// budget card as construction cost", when any card was paid), resolve
	// first, the payment's first.
	if err := s.fire(Constructs, who, k, pay); err != nil {
		return err
	}
	if pay[0] != 0 {
		if err := s.fire(Pays, who, k, pay); err != nil {
			return err
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
	if s.opts.victory == victoryMoment {
		s.markAchievers()
	}
	if !s.actionDone || (!s.ended && s.canActivate()) {
		return true, nil
	}
	s.stack.Push(task{Op: opNextTurn, Who: s.current, Card: -1})
	// The Center is refilled at the end of every turn but the game's last:
	// "continue playing until the player to the right of the first player
	// finish their turn and the game ends" (End of the game), and a game
	// over owes no reveal. The victory condition is marked first (as
	// nextTurn would), so that victory_check "end-of-turn" sees this turn.
	s.markAchievers()
	if s.opts.refill == refillTurnEnd && !s.endsTheGame() {
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
	case opChoosePlayer:
		return s.waitIf(t, s.seats() > 1 && len(t.Then) > 0), nil
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
		// Building cards are revealed one at a time until the Center holds
		// its number again. A deck that runs out is made anew ("When the
		// deck runs out"), which may take the Center's own cards, so the
		// refill stays pending and counts again after each card; it stops
		// when no card is left to draw but the Center's (reshuffling those
		// would only reveal them again).
		missing := s.c.centerBuildings - s.total(zCenter, BuildingDeck)
		if missing <= 0 || s.total(zDeck, BuildingDeck)+s.total(zDiscard, BuildingDeck) == 0 {
			s.stack.Pop()
			return false, nil
		}
		s.stack.Push(task{Op: opDrawCard, Who: -1, Card: -1, N: 1, Deck: BuildingDeck, Dest: zCenter})
		return false, nil
	case opNextTurn:
		s.stack.Pop()
		s.nextTurn()
		return false, nil
	case expr.OpMay, expr.OpEither:
		return true, nil
	case opTake:
		return s.waitIf(t, t.N > 0 && s.availDeck(int(t.Dest), t.Deck) > 0), nil
	case opDiscard, opGive:
		return s.waitIf(t, t.N > 0 && s.handSize(who) > 0), nil
	case opGiveBack:
		return s.waitIf(t, t.N > 0 && s.total(handZone(who), t.Deck) > 0), nil
	case opReplan:
		return s.waitIf(t, t.N > 0 && s.total(zCenter, t.Deck) > 0 && s.canReveal(t.Deck)), nil
	case opTakeCard:
		// A named card needs no choice: identical cards are one kind.
		k, z := int(t.Card), int(t.Dest)
		if t.N <= 0 || k < 0 || s.avail(z, k) == 0 {
			s.stack.Pop()
			return false, nil
		}
		s.takeFrom(z, k, handZone(who))
		s.countDown(t)
		return false, nil
	case expr.OpEach:
		return false, s.stepEach(t)
	case expr.OpChoose:
		return s.stepChoose(t)
	case expr.OpLoop:
		return s.stepRepeat(t)
	case opPlayers:
		e := expr.Effect{Op: opPlayers, Arg: t.Label, Then: t.Then}
		card, owner := t.Card, t.owner()
		s.stack.Pop()
		return false, s.pushPlayers(e, who, owner, card)
	case opTrigger:
		k := int(t.Card)
		s.stack.Pop()
		if k < 0 {
			return false, nil
		}
		// The event is the construction of this turn ("pay", "construct"):
		// its building is the subject, as in the trigger's filter; for the
		// lightning ability of that building, the building itself.
		return false, s.runPushAbout(k, who, s.builtThisTurn())
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
	return s.opts.centerToo && s.total(zCenter, d) > 0
}

// canReveal reports whether a card of deck d could be revealed in the
// Center: a budget or building deck is made anew when it runs out ("If you
// need to draw cards when the deck is depleted, shuffle the cards in the
// Center and the discard pile face down to create a new deck", When the
// deck runs out), the city planning deck is not (see reshuffle).
func (s *State) canReveal(d Deck) bool {
	if d == PlanningDeck {
		return s.total(zDeck, d) > 0
	}
	return s.canDraw(d)
}

// drawable is how many cards deck d could give, reshuffling as needed.
func (s *State) drawable(d Deck) int {
	n := s.total(zDeck, d) + s.total(zDiscard, d)
	if s.opts.centerToo {
		n += s.total(zCenter, d)
	}
	return n
}

// canProcureDraw reports whether Procure's draw may be chosen: a card is
// left to draw, or with short_draw "forbidden" two ("you must draw 2
// cards").
func (s *State) canProcureDraw() bool {
	need := 1
	if s.opts.shortDraw == shortForbidden {
		need = 2
	}
	return s.drawable(BudgetDeck)+s.drawable(BuildingDeck) >= need
}

// reshuffle makes a new deck d: "If you need to draw cards when the deck is
// depleted, shuffle the cards in the Center and the discard pile face down
// to create a new deck." City planning cards are never reshuffled.
func (s *State) reshuffle(d Deck) {
	if d == PlanningDeck {
		return
	}
	if s.opts.centerToo {
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
	built := s.builtThisTurn()
	for i, k := range s.c.planning {
		if center[k] == 0 {
			continue
		}
		ok, err := s.meets(p, k, built)
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
	for _, k := range s.c.handAbility {
		if area[k] > fresh[k]+used[k] {
			return true
		}
	}
	return false
}

// markAchievers records every seat that meets the victory condition now: a
// city planning card in its play area (not in Easy Mode) and no card in hand.
// With victory_check "moment" it runs whenever nothing is pending, with
// "end-of-turn" only as a turn ends.
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
	if s.endsTheGame() {
		s.over = true
		return
	}
	if s.current == (s.first+n-1)%n {
		s.round++
	}
	s.current = (s.current + 1) % n
	s.turn++
	s.actionDone, s.ended = false, false
	s.clearZone(zFresh)
	s.clearZone(zUsed)
}

// endsTheGame reports whether the end of the current turn ends the game:
// someone has met the victory condition and the seat whose turn ends the
// game is playing (end_of_game: the round's last seat, or the literal
// errata's left of the first player), or the round limit stops it.
func (s *State) endsTheGame() bool {
	if s.round == 0 {
		return false
	}
	n := int8(s.seats())
	lastOfRound := (s.first + n - 1) % n
	endSeat := lastOfRound
	if s.opts.endOfGame == endLiteralLeft {
		endSeat = (s.first + 1) % n
	}
	if s.achieved != 0 {
		return s.current == endSeat
	}
	// The round limit is not a rule: it stops, for automated play, only a
	// game in which nobody has met the victory condition.
	return s.current == lastOfRound && s.opts.roundLimit > 0 && int(s.round) >= s.opts.roundLimit
}
