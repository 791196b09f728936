package highrise

import (
	"fmt"

	"github.com/rulebook-go/rulebook/expr"
)

// maxCount bounds any count a script passes, against runaway content.
const maxCount = 40

func (s *State) push(t task) { s.stack = append(s.stack, t) }
func (s *State) pop()        { s.stack = s.stack[:len(s.stack)-1] }
func (s *State) top() *task {
	if len(s.stack) == 0 {
		return nil
	}
	return &s.stack[len(s.stack)-1]
}

// pushEffects pushes effects for seat who so that the first is done first.
func (s *State) pushEffects(effects []expr.Effect, who int8) error {
	for i := len(effects) - 1; i >= 0; i-- {
		if err := s.pushEffect(effects[i], who); err != nil {
			return err
		}
	}
	return nil
}

// pushEffect turns one effect a script returned into pending steps.
func (s *State) pushEffect(e expr.Effect, who int8) error {
	if e.N < 0 || e.N > maxCount {
		return fmt.Errorf("highrise: a count of %d is out of range 0..%d", e.N, maxCount)
	}
	t := task{Op: e.Op, Who: who, N: int16(e.N), Arg: e.Arg, Label: e.Label, Then: e.Then, Else: e.Else}
	switch e.Op {
	case expr.OpNone:
		return nil
	case expr.OpRepeat:
		for i := 0; i < e.N; i++ {
			if err := s.pushEffects(e.Then, who); err != nil {
				return err
			}
		}
		return nil
	case expr.OpMay, expr.OpEither:
		s.push(t)
		return nil
	case opDraw, opDrawMore:
		t.Op, t.Dest = opFloor, int8(destYard+int(who))
		if e.Op == opDraw {
			t.K = 1 // fire the owner's draw triggers when done
		}
	case opTake, opDrawChain:
		t.K = int16(s.c.color(e.Arg))
		if t.K < 0 || int(t.K) == s.c.up {
			return fmt.Errorf("highrise: %q is not a Floor colour", e.Arg)
		}
		if e.Op == opDrawChain {
			t.Dest = int8(destYard + int(who))
		}
	case opTakeOneColor:
		t.K = int16(s.c.color(e.Arg))
		t.Op = opTakeColor
	case opCard:
		t.K = int16(s.c.cardIndex(e.Arg))
		if t.K < 0 {
			return fmt.Errorf("highrise: unknown Power Card %q", e.Arg)
		}
	case opConstruct:
		t.K = -1
		if e.Arg != "" {
			t.K = int16(s.c.hoodIndex(e.Arg))
		}
	case opSuite:
		var c int
		fmt.Sscan(e.Label, &c)
		t.K, t.Label = int16(c), ""
	case opDrawPerYard:
		t.N = 0 // Floors drawn so far
		s.push(t)
		return nil
	case opChoose, opUltra, opCorrupt, opLose, opLoseUpTo, opLoseOrKeep, opVP, opSpire, opSpireOn, opSuburbs, opTrade,
		opSpend, opOthersLose, opFewestGain, opTax, opGamble, opHoodBonus, opFewestVPDraw, opBonusAny,
		opPenthouse, opUnflip, opSwitch:
	default:
		return fmt.Errorf("highrise: unknown effect %d", e.Op)
	}
	if t.N == 0 && e.Op != opConstruct && e.Op != opSuburbs && e.Op != opTrade && e.Op != opDrawPerYard && e.Op != opHoodBonus &&
		e.Op != opBonusAny && e.Op != opSpireOn && e.Op != opUnflip && e.Op != opSwitch {
		return nil
	}
	s.push(t)
	return nil
}

// Corruption.

// gainCorruption moves seat p up the track; a Lose 1 Corruption tile kept
// takes one off; past the last space the track wraps for wrapVP.
func (s *State) gainCorruption(p, n int) {
	pl := &s.p[p]
	if n > 0 && pl.Lose1 > 0 {
		pl.Lose1--
		n--
	}
	c := int(pl.Corruption) + n
	for c >= len(s.c.track) {
		c -= len(s.c.track)
		pl.VP -= int16(s.c.wrapVP)
	}
	pl.Corruption = uint8(c)
}

// loseCorruption moves seat p down the track, never below zero, and fires
// its lose-corruption triggers when it lost any.
func (s *State) loseCorruption(p, n int) {
	pl := &s.p[p]
	n = min(n, int(pl.Corruption))
	if n <= 0 {
		return
	}
	pl.Corruption -= uint8(n)
	s.trigger(p, evLoseCorruption)
}

// Floors.

// gain puts one Floor (or UltraPlastic) of colour k into seat p's yards and
// owes an overflow decision when they are over capacity.
func (s *State) gain(p, k int) {
	s.p[p].Yard[k]++
	s.checkOverflow(p)
}

func (s *State) checkOverflow(p int) {
	if s.capacityLeft(p) >= 0 {
		return
	}
	for i := range s.stack {
		if (s.stack[i].Op == opOverflow || s.stack[i].Op == opDiscardDown) && int(s.stack[i].Who) == p {
			return
		}
	}
	s.push(task{Op: opOverflow, Who: int8(p)})
}

// discardLater owes seat p a discard down to capacity once the action's
// Floors are all drawn ("you may first draw all the Floors you're
// entitled to").
func (s *State) discardLater(p int) {
	t := task{Op: opDiscardDown, Who: int8(p)}
	for i := len(s.stack) - 1; i >= 0; i-- {
		if s.stack[i].Op == opEndAction {
			s.stack = append(s.stack, task{})
			copy(s.stack[i+2:], s.stack[i+1:])
			s.stack[i+1] = t
			return
		}
	}
	s.push(t)
}

// returnFloor puts colour k back: Floors in the bag, UltraPlastic in the
// supply ("there should never be any UltraPlastic in the bag").
func (s *State) returnFloor(k int) {
	if k == s.c.up {
		s.ultra++
	} else {
		s.bag[k]++
	}
}

func (s *State) returnFloors(f *Floors) {
	for k, n := range f {
		for range n {
			s.returnFloor(k)
		}
	}
	*f = Floors{}
}

// shortageFrom lists the seats a short bag lets p take from: those with the
// most Floors, unless p is one of them.
func (s *State) shortageFrom(p int) (mask uint8) {
	most := 0
	for q := 0; q < s.seats(); q++ {
		most = max(most, s.p[q].Yard.Total())
	}
	if most == 0 || s.p[p].Yard.Total() == most {
		return 0
	}
	for q := 0; q < s.seats(); q++ {
		if s.p[q].Yard.Total() == most {
			mask |= 1 << q
		}
	}
	return mask
}

// Power Cards.

// trigger pushes the ongoing effects seat p's face-up cards have for ev:
// the first copy of a name acts, each further copy may act for a Corruption.
func (s *State) trigger(p, ev int) {
	if s.setup {
		return
	}
	for k := len(s.c.cards) - 1; k >= 0; k-- {
		card := &s.c.cards[k]
		if card.Event != ev || card.Timing != timingOngoing || s.p[p].Up[k] == 0 {
			continue
		}
		for i := int(s.p[p].Up[k]) - 1; i >= 0; i-- {
			s.push(task{Op: opTrigger, Who: int8(p), K: int16(k), N: int16(i)})
		}
	}
}

// useCard plays face-up card k of seat p: a single-use card goes back to its
// stack, a once-per-round card turns face down; a second card of one name
// in an action costs a Corruption.
func (s *State) useCard(p, k int) error {
	card := &s.c.cards[k]
	pl := &s.p[p]
	pl.Up[k]--
	switch card.Timing {
	case timingSingle:
		s.stacks[k]++
	case timingRound:
		pl.Down[k]++
	default:
		pl.Up[k]++
	}
	s.used[k]++
	effects, err := s.runEffects(card.effect, p, -1, s.scratch[:0])
	if err != nil {
		return err
	}
	if err := s.pushEffects(effects, int8(p)); err != nil {
		return err
	}
	s.scratch = effects[:0]
	if s.used[k] > 1 {
		s.gainCorruption(p, 1)
	}
	return nil
}

// usable reports whether seat p may use card k in a window for event ev.
func (s *State) usable(p, k, ev int) bool {
	card := &s.c.cards[k]
	if s.p[p].Up[k] == 0 || card.Timing == timingOngoing || card.Timing == timingGameEnd {
		return false
	}
	switch ev {
	case evAfterConstruct:
		return card.Event == evAfterConstruct || (card.Event == evExtraFloor && s.cons.Extra > 0)
	case evEndOfTurn:
		if card.Event == evAnytime {
			for j := range s.c.cards {
				if s.p[p].Down[j] > 0 {
					return true
				}
			}
			return false
		}
		return card.Event == evEndOfTurn && s.hasBuilding(p) && s.p[p].Yard.Total() > 0
	}
	return false
}

func (s *State) anyUsable(p, ev int) bool {
	for k := range s.c.cards {
		if s.usable(p, k, ev) {
			return true
		}
	}
	return false
}

// Moving.

// passedBonus calls f for every non-empty Bonus Space passed moving from
// track space from (exclusive; -1 before the first) to to (exclusive).
func (s *State) passedBonus(from, to int, f func(b int)) {
	for i := from + 1; i < to; i++ {
		sp := &s.side.Spaces[i]
		if sp.Kind == kindBonus && !s.bonus[sp.Bonus].empty() {
			f(sp.Bonus)
		}
	}
}

// canStop reports whether seat p may stop on track space q (occupancy
// aside): a mandatory action must be possible, now or with a Bonus Space
// passed on the way.
func (s *State) canStop(p, q int) bool {
	sp := &s.side.Spaces[q]
	var prog = s.stopProgram(q)
	if sp.Kind == kindTenant {
		if s.tenantAtSpace(q) < 0 {
			return false
		}
	}
	if sp.Kind == kindStop || prog == nil {
		return true
	}
	if s.runCan(prog, p, sp.Hood, Floors{}) {
		return true
	}
	ok := false
	s.passedBonus(int(s.p[p].Pos), q, func(b int) {
		if !ok && s.runCan(prog, p, sp.Hood, s.bonus[b].Floors) {
			ok = true
		}
	})
	return ok
}

// stopProgram is the can script of track space q, nil for none.
func (s *State) stopProgram(q int) *expr.Program {
	sp := &s.side.Spaces[q]
	switch sp.Kind {
	case kindTenant:
		if t := s.tenantAtSpace(q); t >= 0 {
			return s.c.tenants[t].can
		}
	case kindAction, kindStop:
		return s.c.actions[sp.Action].can
	}
	return nil
}

// tenantAtSpace is the tenant on track space q, or -1.
func (s *State) tenantAtSpace(q int) int {
	sp := &s.side.Spaces[q]
	if sp.Kind != kindTenant {
		return -1
	}
	return int(s.tenant[sp.Hood*s.c.maxSlots+sp.Slot])
}

// firstFreeStop is the first free space of the Stop Zone.
func (s *State) firstFreeStop() int {
	z := &s.side.Zones[s.side.Stop]
	for i := z.First; i < z.First+z.N; i++ {
		if !s.occupied(i) {
			return i
		}
	}
	return -1
}

func (s *State) hasMoveCard(p int) int {
	for k := range s.c.cards {
		if s.c.cards[k].Event == evMove && s.p[p].Up[k] > 0 {
			return k
		}
	}
	return -1
}

// moveTo moves the player to move to track space q, and queues the Bonus
// choice and the action.
func (s *State) moveTo(p, q int, mayor bool) error {
	pl := &s.p[p]
	from := int(pl.Pos)
	s.used = [maxCards]uint8{}
	s.seq++
	pl.Pos, pl.Arrive = int8(q), s.seq
	s.push(task{Op: opEndAction, Who: int8(p)})
	s.push(task{Op: opAction, Who: int8(p), K: int16(q)})
	passed := false
	s.passedBonus(from, q, func(int) { passed = true })
	if passed {
		s.push(task{Op: opBonusPick, Who: int8(p), K: int16(from), N: int16(q)})
	}
	if mayor {
		if err := s.useCard(p, s.hasMoveCard(p)); err != nil {
			return err
		}
	}
	return nil
}

// takeBonus gives seat p everything on Bonus Space b.
func (s *State) takeBonus(p, b int) error {
	bs := &s.bonus[b]
	for k, n := range bs.Floors {
		for range n {
			s.gain(p, k)
		}
	}
	bs.Floors = Floors{}
	if bs.Card >= 0 {
		s.p[p].Up[bs.Card]++
		bs.Card = -1
	}
	if bs.Tile >= 0 {
		tile := &s.c.tiles[bs.Tile]
		bs.Tile = -1
		if tile.effect != nil {
			effects, err := s.runEffects(tile.effect, p, -1, s.scratch[:0])
			if err != nil {
				return err
			}
			if err := s.pushEffects(effects, int8(p)); err != nil {
				return err
			}
			s.scratch = effects[:0]
		}
	}
	return nil
}

// runAction does the action of track space q for seat p.
func (s *State) runAction(p, q int) error {
	sp := &s.side.Spaces[q]
	if sp.Corruption > 0 {
		s.gainCorruption(p, sp.Corruption)
	}
	var effects []expr.Effect
	var err error
	switch sp.Kind {
	case kindAction, kindStop:
		a := &s.c.actions[sp.Action]
		effects, err = s.runEffects(a.effect, p, sp.Hood, s.scratch[:0])
		if err != nil {
			return err
		}
		if err := s.pushEffects(effects, int8(p)); err != nil {
			return err
		}
		if a.Event == evTrade {
			s.trigger(p, evTrade)
		}
	case kindTenant:
		t := s.tenantAtSpace(q)
		idx := sp.Hood*s.c.maxSlots + sp.Slot
		if owner := s.bld[idx].Owner; owner >= 0 {
			if int(owner) == p {
				s.push(task{Op: opEmbezzle, Who: int8(p), K: int16(idx)})
			} else {
				s.push(task{Op: opOwnerDraw, Who: owner})
			}
		}
		effects, err = s.runEffects(s.c.tenants[t].effect, p, sp.Hood, s.scratch[:0])
		if err != nil {
			return err
		}
		if err := s.pushEffects(effects, int8(p)); err != nil {
			return err
		}
	}
	s.scratch = effects[:0]
	return nil
}
