package highrise

import (
	"errors"
	"fmt"

	"github.com/rulebook-go/rulebook/expr"
)

// choice is the may or either step t holds.
func (t *task) choice() expr.Choice {
	return expr.Choice{Op: t.Op, Label: t.Label, Then: t.Then, Else: t.Else}
}

// hood is the Neighborhood an ongoing card's trigger step t happened in
// (its Dest, one more than the index; -1 for none).
func (t *task) hood() int { return int(t.Dest) - 1 }

// answerActs are the moves that answer a choice step.
var answerActs = expr.AnswerMoves[Action]{expr.Yes: ActYes, expr.No: ActNo, expr.First: ActFirst, expr.Second: ActSecond}

// Apply checks m and plays it. A rejected move leaves the state as it was.
func (s *State) Apply(m Move) error {
	if err := s.Check(m); err != nil {
		return err
	}
	m.c = s.c
	// The move may run scripts, which can fail at run time: a transaction.
	err := expr.Transact(s, &s.undo, (*State).copyTo, func() error { return s.apply(m) })
	return s.refused.Played(gameName, m, err)
}

// settle does every pending step that needs no decision, until a decision
// is owed or the game is over. Content whose scripts feed each other
// without end (an ongoing card whose effect fires its own event) is
// stopped at the machine's bounds.
func (s *State) settle() error {
	return expr.Settle(&s.stack, func() bool { return s.over }, s.nothingPending, s.step)
}

// nothingPending: a game not over always has a step pending.
func (s *State) nothingPending() (bool, error) {
	return false, errNothingPending
}

var errNothingPending = errors.New("highrise: nothing pending in a game not over")

func (s *State) runPush(effects []expr.Effect, err error, who int) error {
	if err != nil {
		return err
	}
	if err := s.pushEffects(effects, int8(who)); err != nil {
		return err
	}
	s.scratch = effects[:0]
	return nil
}

// step does the top step if it needs no decision; waiting is true when it
// does. It dispatches on the kind of step: draws from the bag, the deals
// and the solo line, the turn and the round, construction, Power Cards,
// and the effects done at once.
func (s *State) step(t *task) (waiting bool, err error) {
	switch t.Op {
	case opFloor, opTake, opChoose, opGive, opDrawUpTo, opTakeFromCard, opOwnerDraw:
		return s.stepDraw(t)
	case opTile, opBlueprint, opDealYard, opDealTenant, opStartBuild, opLineTile, opLinePick, opLineFloor, opBlocker:
		return s.stepDeal(t)
	case opTurn, opNeutral, opNeutralEnd, opAction, opActionDo, opPower, opRepeat, opSkipAction, opBonusAny, opEndAction, opRoundEnd, opPenalty, opNewRound:
		return s.stepTurn(t)
	case opConstruct, opSpiresOn, opPlace, opTenantMay, opWindow, opOverflow, opDiscardDown, opSpend, opFloorsNew, opCoOwn, opFloorsOnto, opPentFloor, opSpireOn:
		return s.stepConstruct(t)
	case opTrigger, opUnflip, opSwitch, opCover:
		return s.stepCards(t)
	case opLoseVP, opUltra, opCorrupt, opLose, opLoseOrKeep, opVP, opSpire, opCard, opTallestBonus, opRaise, opDiscard:
		s.stack.Pop()
		s.stepGain(t)
		return false, nil
	case opTrade:
		return s.stepTrade(t)
	case expr.OpEach, expr.OpChoose, expr.OpLoop:
		return s.stepLoops(t)
	case opEmbezzle:
		return s.stepEmbezzle(t), nil
	case opBonusPick, expr.OpMay, expr.OpEither, opShortage, opLoseUpTo, opFlip, opTakeColor:
		return true, nil // a decision, always owed
	default:
		s.stack.Pop()
		return false, fmt.Errorf("highrise: unknown pending step %d", t.Op)
	}
}

// stepDraw does the steps that draw or take Floors from the bag (or from a
// card holding Floors); a choice of Floors waits.
func (s *State) stepDraw(t *task) (bool, error) {
	who := int(t.Who)
	switch t.Op {
	case opFloor:
		if t.N <= 0 {
			s.stack.Pop()
			if t.K == 1 {
				s.drawn(who)
			}
			return false, nil
		}
		if s.bag.Total() == 0 {
			return s.short(t, seatDest(int(t.Dest))), nil
		}
		return true, nil
	case opTake:
		if t.N <= 0 {
			s.stack.Pop()
			return false, nil
		}
		if s.bag[t.K] == 0 {
			return s.short(t, true), nil
		}
		s.bag[t.K]--
		t.N--
		s.gain(who, int(t.K))
		return false, nil
	case opChoose:
		if t.N <= 0 {
			s.stack.Pop()
			return false, nil
		}
		if s.bag.Total() == 0 {
			return s.short(t, true), nil
		}
		return true, nil
	case opGive:
		return s.waitIf(t.N > 0 && s.p[who].Yard.Total() > 0), nil
	case opDrawUpTo:
		return s.waitIf(t.N >= t.K && s.canDraw(who)), nil
	case opTakeFromCard:
		s.stack.Pop()
		set := s.p[who].OnCard
		s.p[who].OnCard = Floors{}
		for k, n := range set {
			for range n {
				s.gain(who, k)
			}
		}
	case opOwnerDraw:
		s.stack.Pop()
		s.tenantDraw(who)
	}
	return false, nil
}

// stepDeal does the Chance deals of setup and of a new round, the solo
// game's line of Bonus Tiles and its Blueprint Blockers, and the starting
// Buildings; a deal with something left to deal waits.
func (s *State) stepDeal(t *task) (bool, error) {
	switch t.Op {
	case opTile, opBlueprint, opDealYard:
		return true, nil
	case opDealTenant:
		if s.tenantPoolEmpty(int(t.K)) {
			s.stack.Pop()
			return false, nil
		}
		return true, nil
	case opStartBuild:
		return s.startSeat(t)
	case opLineTile:
		for i := range s.c.tiles {
			if s.c.tiles[i].Round == int(s.round) && int(s.tiles[i]) < s.c.tiles[i].Count {
				return true, nil
			}
		}
		s.stack.Pop()
		return false, nil
	case opLinePick:
		if s.lineHolds() {
			return true, nil
		}
		s.stack.Pop()
		return false, nil
	case opLineFloor:
		return s.waitIf(t.N > 0 && s.lineFl.Total() > 0), nil
	case opBlocker:
		if s.fresh > 0 || s.unblocked() == 0 {
			s.fresh -= min(s.fresh, 1)
			s.stack.Pop() // the Blueprint constructed took the Blocker (or none is left)
			s.checkLimit()
			return false, nil
		}
		return true, nil
	}
	return false, nil
}

// stepTurn does the steps of the turn and the round: whose turn it is, the
// Neutral Moguls, the action of a space, the Bonus Spaces, the end of an
// action and of a round.
func (s *State) stepTurn(t *task) (bool, error) {
	who := int(t.Who)
	switch t.Op {
	case opTurn:
		if t.Who < 0 {
			s.setup = false
			if s.rule("same_name_corruption") == "turn" && t.N == 0 {
				s.used = [maxCards]uint8{} // a turn begins (N 1: a Neutral Mogul's turn goes on)
			}
			t.N = 0
			n := s.next()
			if n < 0 {
				s.stack.Pop()
				s.stack.Push(task{Op: opRoundEnd, Who: -1})
				return false, nil
			}
			if s.isNeutral(n) {
				t.Op, t.K = opNeutral, int16(n)
				n = int(s.ctrl)
			}
			t.Who, s.cur = int8(n), int8(n)
		}
		return true, nil
	case opNeutral:
		return true, nil
	case opNeutralEnd:
		s.stack.Pop()
		s.neutralEnd(who, int(t.K))
	case opAction:
		s.stack.Pop()
		return false, s.runAction(who, int(t.K))
	case opActionDo:
		s.stack.Pop()
		return false, s.doAction(who, int(t.K))
	case opPower:
		s.stack.Pop()
		return false, s.runSpace(who, int(t.K), true)
	case opRepeat:
		n := t.N // t is the popped step's slot, which runSpace's pushes reuse
		s.stack.Pop()
		for q := int(s.p[who].Pos); q >= 0 && n > 0; n-- {
			if err := s.runSpace(who, q, true); err != nil {
				return false, err
			}
		}
	case opSkipAction:
		s.stack.Pop()
		s.skipAction(who)
	case opBonusAny:
		for b := range s.side.BonusSpaces {
			if !s.bonus[b].empty() {
				return true, nil
			}
		}
		s.stack.Pop()
	case opEndAction:
		if t.N == 1 {
			t.N = 0
			s.trigger(who, evPassAll)
			return false, nil
		}
		s.stack.Pop()
		s.endAction(who)
	case opRoundEnd:
		s.stack.Pop()
		return false, s.roundEnd()
	case opPenalty:
		s.stack.Pop()
		s.penalty()
	case opNewRound:
		s.stack.Pop()
		s.newRound()
	}
	return false, nil
}

// stepConstruct does the steps of constructing and of the Floors a player
// holds: the construction and its windows, Spires, placing, the Tenant
// power, too many Floors, and the effects that add to a Building.
func (s *State) stepConstruct(t *task) (bool, error) {
	who := int(t.Who)
	switch t.Op {
	case opConstruct:
		if !s.canConstruct(who, Floors{}, false) {
			s.stack.Pop()
			return false, nil
		}
		if t.Dest == 0 {
			t.Dest = 1 // the window before constructing is offered once
			if s.anyUsable(who, evBeforeConstruct) {
				s.stack.Push(task{Op: opWindow, Who: int8(who), K: evBeforeConstruct})
				return false, nil
			}
		}
		return true, nil
	case opSpiresOn:
		return s.waitIf(s.p[who].Spires > 0), nil
	case opPlace:
		if s.cons.Suburbs {
			s.stack.Pop()
			return false, nil
		}
		return true, nil
	case opTenantMay:
		if s.cons.Suburbs || s.cons.Space < 0 {
			s.stack.Pop()
			return false, nil
		}
		ten := s.tenant[s.cons.Space]
		sp := int(s.cons.Space) / s.c.maxSlots
		if ten < 0 {
			return s.waitIf(false), nil
		}
		ok, err := s.runCanErr(s.ts[ten].can, who, sp)
		return s.waitIf(ok), err
	case opWindow:
		if !s.anyUsable(who, int(t.K)) {
			s.stack.Pop()
			if t.K == evAfterConstruct {
				s.closeConstruct()
			}
			return false, nil
		}
		return true, nil
	case opOverflow, opDiscardDown:
		if s.capacityLeft(who) >= 0 {
			s.stack.Pop()
			return false, nil
		}
		return true, nil
	case opSpend:
		return s.waitIf(t.N > 0 && s.p[who].Yard.Total() > 0), nil
	case opFloorsNew:
		return s.waitIf(t.N > 0 && s.cons.Active && int(s.cons.Who) == who && s.cons.Height < maxHeight && s.p[who].Yard.Total() > 0), nil
	case opCoOwn:
		ok := false
		for i := 0; i < s.buildingSpaces() && t.N > 0; i++ {
			ok = ok || s.coOwnable(who, i)
		}
		return s.waitIf(ok), nil
	case opFloorsOnto:
		return s.waitIf(s.hasBuilding(who) && s.p[who].Yard.Total() > 0), nil
	case opPentFloor:
		return s.waitIf(t.N > 0 && s.p[who].Yard.Total() > 0), nil
	case opSpireOn:
		if t.K == spireOnNew {
			s.stack.Pop()
			s.spireOnNew(who)
			return false, nil
		}
		if t.K == spireOnSpace {
			s.stack.Pop()
			s.spireOnto(who, int(t.N))
			return false, nil
		}
		return s.stepSpireOn(who), nil
	}
	return false, nil
}

// stepCards does the steps of Power Cards: an ongoing card's effect, and
// the card effects that wait for a choice when there is one to make.
func (s *State) stepCards(t *task) (bool, error) {
	who := int(t.Who)
	switch t.Op {
	case opTrigger:
		k, hood := int(t.K), t.hood()
		// An ongoing card's can: whether it acts now; a can that fails to
		// run refuses the move, as a Tenant's does, rather than reading no.
		if ok, err := s.runCanErr(s.cs[k].can, who, hood); err != nil || !ok {
			s.stack.Pop()
			return false, err
		}
		if t.N > 0 {
			return true, nil
		}
		s.stack.Pop()
		effects, err := s.runEffects(s.cs[k].effect, who, hood, s.scratch[:0])
		return false, s.runPush(effects, err, who)
	case opUnflip:
		return s.waitIf(t.N > 0 && s.faceDown(who)), nil
	case opSwitch:
		for k := 0; k < s.c.up; k++ {
			for j := 0; j < s.c.up; j++ {
				if s.switchOK(t, who, k, j) {
					return true, nil
				}
			}
		}
		s.stack.Pop()
	case opCover:
		ok := false
		if s.tokens > 0 && t.N > 0 {
			for i := range s.blueprints() {
				b := s.blueprint(i)
				for k := 0; k < s.c.up; k++ {
					ok = ok || b.Need[k] > 0
				}
			}
		}
		return s.waitIf(ok), nil
	}
	return false, nil
}

// stepGain does, for a step already popped, the effects that need no
// decision: VP, Corruption, UltraPlastic, Spires and Power Cards gained
// or lost.
func (s *State) stepGain(t *task) {
	who := int(t.Who)
	switch t.Op {
	case opLoseVP:
		s.p[who].VP -= t.N
	case opVP:
		s.p[who].VP += t.N
	case opUltra:
		for range min(int(t.N), int(s.ultra)) {
			s.ultra--
			s.gain(who, s.c.up)
		}
	case opCorrupt:
		s.gainCorruption(who, int(t.N))
	case opLose:
		s.loseCorruption(who, int(t.N))
	case opLoseOrKeep:
		if s.p[who].Corruption > 0 {
			s.loseCorruption(who, int(t.N))
		} else {
			s.p[who].Lose1 += uint8(t.N)
		}
	case opSpire:
		n := min(int(t.N), int(s.spires))
		s.spires -= uint8(n)
		s.p[who].Spires += uint8(n)
	case opTallestBonus:
		s.tallestBonus(int(t.K), s.c.tallHood[len(s.c.tallHood)-1])
	case opRaise:
		s.trigger(who, int(t.K))
	case opCard:
		if s.stacks[t.K] > 0 {
			s.stacks[t.K]--
			s.p[who].Up[t.K]++
		}
	case opDiscard:
		pl := &s.p[who]
		switch {
		case pl.Up[t.K] > 0:
			pl.Up[t.K]--
			s.stacks[t.K]++
		case pl.Down[t.K] > 0:
			pl.Down[t.K]--
			s.stacks[t.K]++
		}
	}
}

// stepTrade waits for the trade, or, with nothing to trade, pushes what
// the trade leaves owed: that is the action then.
func (s *State) stepTrade(t *task) (bool, error) {
	if s.canTrade(int(t.Who), Floors{}) {
		return true, nil
	}
	then, who := t.Then, t.Who
	s.stack.Pop()
	return false, s.pushEffects(then, who)
}

// trade answers the trade step: Floors of one colour for as many of
// another; then the rest may follow, or, with no trade, is owed ("You can
// do one, the other, or both"). Floors of the colour the bag is short of
// come from the Construction Yards of the player with the most Floors, or
// not at all ("Not Enough Floors in the Bag?"), as a take of the colour
// does (step opTake), before what may follow.
func (s *State) trade(t *task, m Move) error {
	who, label, then := int(t.Who), t.Label, t.Then
	s.stack.Pop()
	if m.Act != ActTrade {
		return s.pushEffects(then, int8(who))
	}
	if len(then) > 0 {
		s.stack.Push(task{Op: expr.OpMay, Who: int8(who), Label: label, Then: then})
	}
	for k, n := range m.F {
		if n == 0 {
			continue
		}
		s.p[who].Yard[k] -= n
		s.bag[k] += n
		got := min(n, s.bag[m.K])
		s.bag[m.K] -= got
		s.p[who].Yard[m.K] += got
		if n > got { // the rest as a take of that colour: from the player with the most, or none
			s.stack.Push(task{Op: opTake, Who: int8(who), K: m.K, N: int16(n - got)})
		}
	}
	return nil
}

// toSuburbs sends the Building under construction to the Suburbs, at the
// Corruption of the Neighborhood it stands in for; its Spires go back to
// the supply, or (suburbs_spires kept) in front of seat p.
func (s *State) toSuburbs(p int) {
	s.gainCorruption(p, s.suburbsCorruption())
	s.cons.Suburbs = true
	if s.rule("suburbs_spires") == "kept" {
		s.p[p].Spires += s.cons.Spires
	} else {
		s.spires += s.cons.Spires
	}
	s.cons.Spires = 0
}

// stepSpireOn waits for seat p to choose a Building for a Spire; with no
// Building, the Spire stays in the supply, or (spire_without_building kept)
// goes in front of p.
func (s *State) stepSpireOn(p int) bool {
	if !s.hasBuilding(p) && s.spires > 0 && s.rule("spire_without_building") == "kept" {
		s.stack.Pop()
		s.spires--
		s.p[p].Spires++
		return false
	}
	return s.waitIf(s.hasBuilding(p) && s.spires > 0)
}

// spireOnNew puts a Spire from the supply on seat p's Building under
// construction, once it is on the board.
func (s *State) spireOnNew(p int) {
	if c := &s.cons; c.Active && int(c.Who) == p && c.Space >= 0 && s.spires > 0 {
		s.spires--
		s.bld[c.Space].Spires++
	}
}

// tenantDraw: seat p draws a Floor because someone used its Tenant; what
// that triggers comes after the draw ("After you Draw a Floor as a result
// of someone using your Tenant, choose one Floor from the bag").
func (s *State) tenantDraw(p int) {
	s.trigger(p, evTenantDraw)
	s.stack.Push(task{Op: opFloor, Who: int8(p), N: 1, K: 1, Dest: int8(destYard + p)})
}

// drawn ends a random draw of seat who into its Construction Yards (every
// draw step but draw_more's, the setup's and the Bonus Spaces'): the cards
// acting "When you Draw a random Floor from the bag" act, once for the draw.
func (s *State) drawn(who int) {
	if who >= 0 && !s.setup {
		s.trigger(who, evDraw)
	}
}

// waitIf pops the top step when it cannot be done and reports whether it waits.
func (s *State) waitIf(can bool) bool {
	if !can {
		s.stack.Pop()
	}
	return can
}

// seatDest reports whether a draw's destination d is a seat's: its
// Construction Yards, or a Power Card in front of it. A seat's draw the
// bag cannot make comes from the player with the most Floors ("Not Enough
// Floors in the Bag?"); a draw onto a Bonus Space or beside the solo line
// has no player to take for.
func seatDest(d int) bool { return d < destBonus || d >= destCard && d < destLine }

// short handles a bag without the Floor wanted: take one from the player
// with the most, or draw no more ("Not Enough Floors in the Bag?"). forSeat
// says whether the Floor is a seat's (see seatDest).
func (s *State) short(t *task, forSeat bool) bool {
	who := int(t.Who)
	if forSeat && who >= 0 {
		if mask := s.shortageFrom(who); mask != 0 {
			s.stack.Push(task{Op: opShortage, Who: t.Who, K: int16(mask)})
			return false
		}
	}
	s.stack.Pop()
	return false
}

// endAction ends an action: the player furthest behind goes next (the same
// player again if still furthest behind); a turn's end lets its player use
// end-of-turn Power Cards.
func (s *State) endAction(p int) {
	n := s.next()
	if n == p {
		s.stack.Push(task{Op: opTurn, Who: int8(p)})
		return
	}
	s.stack.Push(task{Op: opTurn, Who: -1})
	if s.anyUsable(p, evEndOfTurn) {
		s.stack.Push(task{Op: opWindow, Who: int8(p), K: evEndOfTurn})
	}
}

// apply plays a move Check accepted. It dispatches on the kind of step
// answered: a draw from the bag, a choice of Floors, a deal, the turn, a
// yes-or-no or either-or choice, construction, or Power Cards; then it
// settles what follows.
func (s *State) apply(m Move) error {
	t := s.stack.Top()
	var err error
	switch t.Op {
	case opFloor:
		s.applyDraw(t, int(m.K))
	case opChoose, opTakeColor, opShortage, opGive, opLineFloor, opOverflow, opDiscardDown, opSpend, opSwitch:
		s.applyFloors(t, m)
	case opTile, opBlueprint, opDealTenant, opDealYard, opStartBuild, opLineTile, opLinePick, opBlocker:
		err = s.applyDeal(t, m)
	case opTurn, opNeutral, opBonusPick, opBonusAny:
		err = s.applyTurn(t, m)
	case opEmbezzle, opTenantMay, expr.OpMay, opTrigger:
		err = s.applyMay(t, m)
	case expr.OpEither, opLoseUpTo, opTrade:
		err = s.applyChoice(t, m)
	case opDrawUpTo:
		err = s.applyDrawUpTo(t, m)
	case opConstruct, opSpiresOn, opPlace, opFloorsNew, opCoOwn, opFloorsOnto, opPentFloor, opSpireOn:
		s.applyConstruct(t, m)
	case opWindow, opFlip, opUnflip, opCover:
		err = s.applyCards(t, m)
	case expr.OpChoose:
		err = s.applyPick(t, m)
	case expr.OpLoop:
		err = s.applyLoop(t, m)
	default:
		return fmt.Errorf("highrise: no move answers step %d", t.Op)
	}
	if err != nil {
		return err
	}
	return s.settle()
}

// applyDraw puts the Floor of colour k that Chance drew from the bag where
// the draw step sends it; one drawn into a seat's yards is noted in that
// seat's repeat, if one is pending.
func (s *State) applyDraw(t *task, k int) {
	s.bag[k]--
	t.N--
	switch d := int(t.Dest); {
	case d == destLine:
		s.lineFl[k]++
	case d >= destCard:
		s.p[d-destCard].OnCard[k]++
	case d >= destBonus:
		s.bonus[d-destBonus].Floors[k]++
	default:
		s.noteDraw(d, k)
		s.gain(d, k)
	}
}

// applyFloors answers a choice of Floors: taken from the bag, another
// player or the solo line, given, returned, discarded, or changed, and the
// choice of expanding the Construction Yards.
func (s *State) applyFloors(t *task, m Move) {
	who := int(t.Who)
	switch t.Op {
	case opChoose:
		t.N--
		if m.Act == ActFrom { // a colour the bag has run out of, from the player with the most
			s.p[m.K].Yard[m.N]--
			s.gain(who, int(m.N))
			break
		}
		s.bag[m.K]--
		s.gain(who, int(m.K))
	case opTakeColor:
		n := t.N
		s.stack.Pop()
		s.stack.Push(task{Op: opTake, Who: t.Who, K: m.K, N: n})
	case opShortage:
		s.stack.Pop()
		d := s.stack.Top()
		if d != nil {
			d.N--
		}
		s.p[m.K].Yard[m.N]--
		if d != nil && d.Op == opFloor && int(d.Dest) >= destCard && int(d.Dest) < destLine {
			s.p[d.Dest-destCard].OnCard[m.N]++ // a draw onto a card: the Floor goes where the draw would put it
			break
		}
		s.gain(who, int(m.N))
	case opGive:
		to := int(t.K)
		if t.N--; t.N <= 0 {
			s.stack.Pop() // before the Floor goes in: an overflow it causes comes next
		}
		s.p[who].Yard[m.K]--
		s.gain(to, int(m.K))
	case opLineFloor:
		t.N--
		s.lineFl[m.K]--
		s.gain(who, int(m.K))
		s.stack.Push(task{Op: opFloor, Who: -1, N: 1, Dest: destLine}) // "Immediately refill to 3 Floors anytime you take a Floor"
	case opOverflow:
		s.stack.Pop()
		if m.Act == ActExpand {
			s.yards--
			s.p[who].Yards++
			s.gainCorruption(who, s.c.expCost[s.round])
			s.checkOverflow(who)
		} else {
			s.discardLater(who)
		}
	case opDiscardDown, opSpend:
		s.p[who].Yard[m.K]--
		s.returnFloor(int(m.K))
		if t.Op == opSpend {
			if t.N--; t.N <= 0 {
				s.stack.Pop()
			}
		}
	case opSwitch:
		s.stack.Pop()
		s.p[who].Switched = true
		s.p[who].Yard[m.K]--
		s.bag[m.K]++
		s.bag[m.N]--
		s.p[who].Yard[m.N]++
	}
}

// applyDeal answers a deal of setup or of a new round (Bonus Tiles,
// Blueprint Cards, Tenants, Construction Yards, Blueprint Blockers), a
// starting Building, and the solo game's line of Bonus Tiles.
func (s *State) applyDeal(t *task, m Move) error {
	who := int(t.Who)
	switch t.Op {
	case opTile:
		s.stack.Pop()
		s.placeTile(int(t.K), int(m.K))
	case opBlueprint:
		s.stack.Pop()
		s.bp[t.K] = int8(m.K)
	case opDealTenant:
		s.stack.Pop()
		s.tenant[t.K] = int8(m.K)
		if card := s.c.tenants[m.K].Card; card >= 0 {
			_ = card // the tenant's stack of Power Cards is set out beside it: it stays in s.stacks
		}
	case opDealYard:
		s.stack.Pop()
		s.dealYard(who, int(m.K))
	case opStartBuild:
		s.stack.Pop()
		return s.startBuilding(who, int(m.K))
	case opLineTile:
		s.stack.Pop()
		s.tiles[m.K]++
		s.line[t.K] = int8(m.K)
	case opLinePick:
		s.stack.Pop()
		return s.takeLineTile(who, int(m.K))
	case opBlocker:
		s.stack.Pop()
		s.blocked |= 1 << m.K
		s.checkLimit()
	}
	return nil
}

// applyTurn answers the steps of the turn: the Mogul's move (or an anytime
// card before it), a Neutral Mogul's, the Bonus Space taken, and skipping
// the rest of an action.
func (s *State) applyTurn(t *task, m Move) error {
	who := int(t.Who)
	switch t.Op {
	case opTurn:
		if m.Act == ActUse {
			// An anytime card before moving; the move is asked again.
			return s.useCardAs(who, int(m.K), m.Flag)
		}
		s.stack.Pop()
		return s.moveTo(who, s.side.Local[m.K], m.Flag, m.Zone, m.N)
	case opNeutral:
		s.stack.Pop()
		if m.Act == ActBlock {
			s.moveNeutral(who, int(t.K), s.blockSpace(), false)
		} else {
			s.gainCorruption(who, s.cnt.NeutralCorruption)
			s.moveNeutral(who, int(t.K), s.side.Local[m.K], true)
		}
	case opBonusPick, opBonusAny:
		sharing := t.Op == opBonusPick && t.Dest == destSharing
		pick := t.Op == opBonusPick
		s.stack.Pop()
		b := s.side.Spaces[s.side.Local[m.K]].Bonus
		if pick && s.cnt.BonusDiscardAdjacent {
			s.discardPartner(b)
		}
		if err := s.takeBonus(who, b); err != nil || !sharing {
			return err
		}
		// The move onto an occupied space uses the card just taken.
		k := s.cardLetting(who, letShare)
		if k < 0 {
			return fmt.Errorf("highrise: the Bonus Space taken holds no card to share the space seat %d moved onto", who)
		}
		return s.useCardAs(who, k, false)
	}
	return nil
}

// stepEmbezzle waits for seat p's answer to drawing a Floor from its own
// Building for a Corruption, only when a Floor would come: "if you are the
// player with the most Floors ..., then you simply draw no more Floors"
// (Not Enough Floors in the Bag?), and the Corruption is only paid for the
// Floor ("if you do so, you must gain a Corruption first"). Asked before
// the Tenant power, it is asked again after it, when the power may have
// put Floors back in the bag.
func (s *State) stepEmbezzle(t *task) bool {
	who, k, before := int(t.Who), t.K, t.N == 1
	if s.canDraw(who) {
		return true
	}
	s.stack.Pop()
	if before {
		s.embezzleAfterPower(who, k)
	}
	return false
}

// embezzleAfterPower moves the question of seat p's draw from its own
// Building (Building Space k) below the Tenant power on top of the stack:
// asked after the power instead of before it.
func (s *State) embezzleAfterPower(p int, k int16) {
	if top := s.stack.Top(); top == nil || top.Op != opPower {
		return
	}
	power := *s.stack.Top()
	s.stack.Pop()
	s.stack.Push(task{Op: opEmbezzle, Who: int8(p), K: k})
	s.stack.Push(power)
}

// applyMay answers a yes-or-no step (embezzling, a Tenant power, a may,
// an ongoing card's effect for a Corruption), or a Power Card used before
// it, which leaves it to be asked again.
func (s *State) applyMay(t *task, m Move) error {
	who := int(t.Who)
	if m.Act == ActUse {
		// A Power Card before the Tenant power, which is asked again.
		return s.useCardAs(who, int(m.K), m.Flag)
	}
	s.stack.Pop()
	if m.Act != ActYes {
		if t.Op == opEmbezzle && t.N == 1 {
			s.embezzleAfterPower(who, t.K) // not before the Tenant power: asked again after it
		}
		return nil
	}
	switch t.Op {
	case opEmbezzle:
		s.gainCorruption(who, 1)
		s.tenantDraw(who)
	case opTenantMay:
		ten := s.tenant[s.cons.Space]
		effects, err := s.runEffects(s.ts[ten].effect, who, int(s.cons.Space)/s.c.maxSlots, s.scratch[:0])
		return s.runPush(effects, err, who)
	case expr.OpMay:
		return s.pushEffects(t.choice().Branch(expr.Yes), t.Who)
	case opTrigger:
		s.gainCorruption(who, 1)
		effects, err := s.runEffects(s.cs[t.K].effect, who, t.hood(), s.scratch[:0])
		return s.runPush(effects, err, who)
	}
	return nil
}

// applyChoice answers an either-or, how much Corruption to lose, and a
// trade.
func (s *State) applyChoice(t *task, m Move) error {
	switch t.Op {
	case expr.OpEither:
		a, _ := answerActs.Answer(m.Act)
		branch := t.choice().Branch(a)
		s.stack.Pop()
		return s.pushEffects(branch, t.Who)
	case opLoseUpTo:
		s.stack.Pop()
		s.loseCorruption(int(t.Who), int(m.K))
	case opTrade:
		return s.trade(t, m)
	}
	return nil
}

// applyConstruct answers the steps of constructing and of adding to
// Buildings: the Blueprint and payment, Spires, the Building Space or the
// Suburbs, Condo Floors, co-owning, Penthouses, a Spire, and the
// Neighborhood of a Tallest Building Bonus.
func (s *State) applyConstruct(t *task, m Move) {
	who := int(t.Who)
	switch t.Op {
	case opConstruct:
		home, where := int(t.K), int(t.N)
		free, only, suburbs := where != constructHome, where == constructOnly, where == constructSuburbs
		s.stack.Pop()
		if suburbs {
			home = -1
		}
		s.build(who, int(m.K), m.F, home, free, suburbs)
		s.cons.Only = only
	case opSpiresOn:
		s.stack.Pop()
		s.p[who].Spires -= uint8(m.K)
		s.cons.Spires = uint8(m.K)
	case opPlace:
		s.stack.Pop()
		if m.Act == ActSuburbs {
			s.toSuburbs(who)
		} else {
			s.place(int(m.K))
		}
	case opFloorsNew:
		if m.Act == ActDone {
			s.stack.Pop()
			break
		}
		t.N--
		s.p[who].Yard[m.K]--
		s.returnFloor(int(m.K))
		s.cons.Height++
		s.cons.Exact = false
		s.p[who].VP++
		if s.cons.Space >= 0 {
			s.bld[s.cons.Space].Height++
			s.bld[s.cons.Space].Floors++
		}
	case opCoOwn:
		if t.N--; t.N <= 0 {
			s.stack.Pop()
		}
		s.bld[m.K].Co = uint8(who + 1)
	case opFloorsOnto:
		n := t.N
		s.stack.Pop()
		s.stack.Push(task{Op: opPentFloor, Who: t.Who, K: m.K, N: n})
	case opPentFloor:
		if m.Act == ActDone {
			s.stack.Pop()
		} else {
			t.N--
			s.p[who].Yard[m.K]--
			s.bld[t.K].Pent[m.K]++
		}
	case opSpireOn:
		s.stack.Pop()
		s.spires--
		s.bld[m.K].Spires++
	}
}

// applyCards answers the steps of Power Cards: a card used in a window (or
// the window closed), a card flipped or unflipped, and a requirement token
// placed.
func (s *State) applyCards(t *task, m Move) error {
	who := int(t.Who)
	switch t.Op {
	case opWindow:
		if m.Act == ActDone {
			s.stack.Pop()
			if t.K == evAfterConstruct {
				s.closeConstruct()
			}
		} else if err := s.useCardAs(who, int(m.K), m.Flag); err != nil {
			return err
		}
	case opFlip:
		s.stack.Pop()
		s.p[who].Up[m.K]--
		s.p[who].Down[m.K]++
	case opUnflip:
		if t.N--; t.N <= 0 {
			s.stack.Pop()
		}
		s.p[who].Down[m.K]--
		s.p[who].Up[m.K]++
	case opCover:
		if t.N--; t.N <= 0 {
			s.stack.Pop()
		}
		s.tokens--
		s.cover[m.K][m.N]++
	}
	return nil
}
