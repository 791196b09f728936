package capitals

import (
	"fmt"

	"github.com/rulebook-go/rulebook/expr"
)

// maxAmount bounds the amount of an effect, against runaway content.
const maxAmount = 320

// choice is the may or either step t holds, kept whole as its one effect.
func (t *task) choice() expr.Choice {
	c := expr.Choice{Op: t.Op}
	if len(t.Then) > 0 {
		c.Label, c.Then, c.Else = t.Then[0].Label, t.Then[0].Then, t.Then[0].Else
	}
	return c
}

// answerActions are the moves that answer a choice step.
var answerActions = expr.AnswerMoves[Action]{expr.Yes: ActYes, expr.No: ActNo, expr.First: ActFirst, expr.Second: ActSecond}

// Apply checks m and plays it. A rejected move leaves the state as it was.
func (s *State) Apply(m Move) error {
	if err := s.Check(m); err != nil {
		return err
	}
	// Playing may run scripts, which may fail at run time: a transaction.
	err := expr.Transact(s, &s.undo, (*State).copyTo, func() error { return s.apply(m) })
	return s.refused.Played(gameName, m, err)
}

// pushEffects pushes effects for seat who, which the tile at cell src of
// who's City gives (-1: no tile), so that the first is done first.
func (s *State) pushEffects(effects []expr.Effect, who, src int) error {
	return expr.Expand(&s.stack, effects, func(e expr.Effect) error { return s.pushEffect(e, who, src) })
}

// pushEffect turns one effect a script returned into a pending step. The
// steps that hold effects (may, either, pay) and a free activation keep
// the cell src of the tile that gives them: activate_adjacent() activates a
// tile adjacent to it.
func (s *State) pushEffect(e expr.Effect, who, src int) error {
	if e.N > maxAmount || e.N < -maxAmount {
		return fmt.Errorf("capitals: an effect of %d is out of range", e.N)
	}
	t := task{Op: e.Op, Who: int8(who), N: int16(e.N), Then: e.Then}
	switch e.Op {
	case expr.OpMay, expr.OpEither:
		// The choice is kept whole as the step's one effect.
		t.Then = []expr.Effect{{Label: e.Label, Then: e.Then, Else: e.Else}}
		t.Cell = int8(src)
	case opGain, opPay:
		tr, ok := trackIndex(e.Arg)
		if !ok {
			return fmt.Errorf("capitals: unknown track %q", e.Arg)
		}
		t.Kind = int16(tr)
		if e.Op == opPay {
			t.Cell = int8(src)
		}
		if e.Op == opGain && e.M != 0 {
			// gain_of: the seat is the effect's, counted from 1.
			if e.M < 1 || e.M > s.seats() {
				return fmt.Errorf("capitals: no seat %d", e.M-1)
			}
			if e.M-1 != who {
				t.Who, t.Cell = int8(e.M-1), otherCity
			}
		}
	case opFree:
		t.Cell = int8(src)
	case opCond:
		return s.pushCond(e, who, src)
	case opExtra:
		// "build 1 additional tile from Projects Area, following all
		// building rules": n times the Building Phase's take and place.
		for range e.N - 1 {
			s.stack.Push(task{Op: opTake, Who: int8(who)})
		}
		if e.N < 1 {
			return nil
		}
		t = task{Op: opTake, Who: int8(who)}
	default:
		return fmt.Errorf("capitals: unknown effect %d", e.Op)
	}
	s.stack.Push(t)
	return nil
}

// runPush runs script sc for seat p's tile at cell, with count() count,
// and pushes its effects, in the state's reused scratch list.
func (s *State) runPush(sc *script, p, cell, count int) error {
	effects, err := s.run(sc, p, cell, count, s.scratch[:0])
	if err != nil {
		return err
	}
	err = s.pushEffects(effects, p, cell)
	s.scratch = effects[:0]
	return err
}

// apply plays a move Check accepted.
func (s *State) apply(m Move) error {
	t := s.stack.Top()
	p := int(t.Who)
	switch t.Op {
	case opBox:
		s.stack.Pop()
		s.where[s.firstInstOf(m.Tile)] = locBox
	case opSeat:
		sp := t.N
		s.stack.Pop()
		ct := &s.cities[m.Seat]
		ct.Space = int8(sp)
		// "each player reduces their economy track level by the $ amount
		// above their Player Marker": a payment of its own, neither a tile
		// built nor an activation, so the red arrows of what a Permanent
		// Effect on it does are counted afresh.
		s.arrows = 0
		if err := s.payMoney(int(m.Seat), s.c.spaces[sp].Cost); err != nil {
			return err
		}
	case opDraw:
		s.where[s.firstInstOf(m.Tile)] = locRow0
		if t.N--; t.N <= 0 {
			s.stack.Pop()
		}
	case opSpace:
		s.stack.Pop()
		sp := int(m.N) - 1
		ct := &s.cities[p]
		ct.Space = int8(sp)
		s.arrows = 0 // a payment of its own (see opSeat)
		if err := s.payMoney(p, s.c.spaces[sp].Cost*s.multiplier(int(ct.Prev))); err != nil {
			return err
		}
	case opTake:
		s.stack.Pop()
		i := s.firstInstOf(m.Tile)
		cost := s.c.rows[s.where[i]-locRow0]
		s.where[i] = locCity + uint8(p)
		s.newBuild(p)
		s.stack.Push(task{Op: opPlace, Who: int8(p), Kind: int16(s.c.byID[m.Tile])})
		// "2.1 ... the player pays ... their respective cost ($2 or $4).
		// 2.2 Immediately place the Building Tile": what the payment sets
		// off (its Permanent Effects, above the placement) comes first.
		if err := s.payMoney(p, cost); err != nil {
			return err
		}
	case opPlace:
		k := int(t.Kind)
		s.stack.Pop()
		if err := s.place(p, k, int(m.R), int(m.C)); err != nil {
			return err
		}
	case opOrder:
		// The order stays beneath, with the effect marked resolved: the
		// chosen effect is worked out now, the others when chosen.
		if err := s.resolveListed(t.nth(int(m.N))); err != nil {
			return err
		}
	case opUpgrade:
		at := t.N
		s.stack.Pop()
		if m.Action == ActYes {
			s.cities[p].Upgraded = at
			if err := s.upgrade(p); err != nil {
				return err
			}
		}
	case expr.OpMay, expr.OpEither:
		a, _ := answerActions.Answer(m.Action)
		branch, src := t.choice().Branch(a), int(t.Cell)
		s.stack.Pop()
		if err := s.pushEffects(branch, p, src); err != nil {
			return err
		}
	case opCond:
		if err := s.answerCond(t, m.Action); err != nil {
			return err
		}
	case opBonus:
		s.stack.Pop()
		if m.Action == ActPrestige {
			s.cities[p].Prestige += int16(s.c.passBonus)
		} else {
			s.cities[p].Cubes += int16(s.c.passBonus)
		}
	case opToken:
		i := t.N
		s.stack.Pop()
		s.cities[p].Tokens[i] = [2]int8{m.R, m.C}
	case opExec:
		if m.Action == ActDone {
			used := t.Kind
			s.stack.Pop()
			if used == 0 {
				s.stack.Push(task{Op: opBonus, Who: int8(p)})
			}
			break
		}
		t.N--
		t.Kind++
		if err := s.activate(p, s.cities[p].at(int(m.R), int(m.C)), m.From[:m.N], false); err != nil {
			return err
		}
	case opFree:
		s.stack.Pop()
		if err := s.activate(p, s.cities[p].at(int(m.R), int(m.C)), nil, true); err != nil {
			return err
		}
	case opDeal:
		s.where[s.c.firstInst[s.c.byID[m.Tile]]] = locHand + uint8(t.Kind)
		if t.N--; t.N <= 0 {
			s.stack.Pop()
		}
	case opProsper:
		s.stack.Pop()
		k := s.c.byID[m.Tile]
		s.where[s.c.firstInst[k]] = locCity + uint8(p)
		if m.Action == ActLake {
			s.stack.Push(task{Op: opLake, Who: int8(p), Kind: int16(k)})
		} else {
			s.newBuild(p)
			s.stack.Push(task{Op: opPlace, Who: int8(p), Kind: int16(k)})
		}
	case opLake:
		k := int(t.Kind)
		s.stack.Pop()
		ct := &s.cities[p]
		if int(ct.N) >= maxCells {
			return fmt.Errorf("capitals: a City holds at most %d tiles", maxCells)
		}
		// "The Lake can be constructed anywhere in the City and does not
		// need to follow the Building Phase rules ... Immediately after the
		// Lake is built, the player receives 2 Energy Cubes"
		ct.Cells[ct.N] = cell{R: m.R, C: m.C, Inst: s.c.firstInst[k], Lake: true}
		ct.N++
		s.arrows = 0
		if err := s.gain(p, tCubes, s.c.lakeCubes); err != nil {
			return err
		}
		if s.opts.lakeTile {
			if err := s.lakeBuilt(p, int(ct.N)-1); err != nil {
				return err
			}
		}
	}
	return s.settle()
}

// newBuild begins a tile built by seat p, taken from the Projects Area
// (its row paid) or from the hand: "once per tile built" the red arrows pay,
// so they are counted afresh from here. A tile built inside another tile's
// effects (build(n)) is a tile built of its own: the red arrows of the tile
// it is inside are given back after it (beneath it).
func (s *State) newBuild(p int) {
	if s.pendingOrder() {
		s.stack.Push(task{Op: opArrows, Who: int8(p), N: int16(s.arrows)})
	}
	s.arrows = 0
}

func (s *State) firstInstOf(id string) int {
	k := s.c.byID[id]
	first := int(s.c.firstInst[k])
	for i := first; i < first+s.c.tiles[k].Copies; i++ {
		if s.where[i] != locBox || s.c.tiles[k].Copies == 1 {
			return i
		}
	}
	return first
}

// multiplier is what a player leaving space sp pays per $: its multiplier,
// or its round-2 multiplier in round 2 when as many play as its mark.
func (s *State) multiplier(sp int) int {
	if sp < 0 || sp >= len(s.c.spaces) {
		return 1
	}
	space := s.c.spaces[sp]
	if s.round == 2 && space.Round2Multiplier > 0 && space.Mark == s.seats() {
		return space.Round2Multiplier
	}
	return space.Multiplier
}

// payMoney pays $n, taking Extra Taxation Actions first if the Economy
// Track is short: "calculate enough Extra Taxation Actions to get the player
// to the $(n+1) space before deducting the payment", each losing Prestige.
// It fires the paid event, and the taxation event when it taxed.
func (s *State) payMoney(p, n int) error {
	if n <= 0 {
		return nil
	}
	taxed := 0
	ct := &s.cities[p]
	money := int(ct.Track[tEcon])
	// "Remember, a player needs to end up with at least $1": a payment
	// that would leave $0 takes an Extra Taxation Action too.
	if money-n < 1 {
		k := (n + 1 - money + s.c.taxMoney - 1) / s.c.taxMoney
		ct.Prestige -= int16(k * s.c.taxPrestige)
		money += k * s.c.taxMoney
		taxed = k
	}
	ct.Track[tEcon] = int16(min(money-n, s.c.tracks[tEcon].Max))
	if err := s.fire(evPaid, p, -1, n); err != nil {
		return err
	}
	if taxed > 0 {
		return s.fire(evTaxation, p, -1, taxed)
	}
	return nil
}

// gain moves seat p's track tr by n: the red arrow at an end pays once per
// tile or activation; Population caps Employment; the Progress circle
// offers an upgrade at each pass of its Power Plant space.
func (s *State) gain(p, tr, n int) error {
	ct := &s.cities[p]
	switch tr {
	case tPrestige:
		ct.Prestige = int16(max(-30000, min(30000, int(ct.Prestige)+n)))
		return nil
	case tCubes:
		ct.Cubes = int16(max(0, min(30000, int(ct.Cubes)+n)))
		return nil
	}
	track := &s.c.tracks[tr]
	v := int(ct.Track[tr]) + n
	if track.Circular {
		size := track.Max - track.Min + 1
		if n > 0 {
			// Each pass of the symbol offers an upgrade, the first on top;
			// each offer holds the count of spaces moved at its pass.
			from := int(ct.Track[tr]) - track.Min
			for j := (v - track.Min) / size; j >= 1; j-- {
				s.stack.Push(task{Op: opUpgrade, Who: int8(p), N: int16(max(-30000, min(30000, int(ct.Moved)+j*size-from)))})
			}
		}
		ct.Moved = int16(max(-30000, min(30000, int(ct.Moved)+n)))
		ct.Track[tr] = int16(track.Min + ((v-track.Min)%size+size)%size)
		return nil
	}
	if tr == tEmp && n > 0 && v > int(ct.Track[tPop]) {
		// "Employment generated above the City's Population Level is ignored."
		v = max(int(ct.Track[tPop]), int(ct.Track[tEmp]))
	}
	var arrow []expr.Effect
	bit := uint32(0)
	if v > track.Max {
		v, arrow, bit = track.Max, track.high, 1<<(2*tr+1)
	} else if v < track.Min {
		v, arrow, bit = track.Min, track.low, 1<<(2*tr)
	}
	ct.Track[tr] = int16(v)
	if tr == tPop && ct.Track[tEmp] > ct.Track[tPop] {
		// "There can never be more workers on the Employment Track than
		// Population in a City."
		ct.Track[tEmp] = ct.Track[tPop]
	}
	if bit != 0 && s.arrows&bit == 0 {
		s.arrows |= bit
		return s.pushEffects(arrow, p, -1)
	}
	return nil
}

// upgrade replaces seat p's Power Plant with the richest of the next level
// and fires its "each time you upgrade" Permanent Effects.
func (s *State) upgrade(p int) error {
	k := s.nextPlant(p)
	if k < 0 {
		return nil
	}
	ct := &s.cities[p]
	more := s.c.tiles[k].Activations - s.c.tiles[ct.Plant].Activations
	s.where[s.c.firstInst[k]] = locCity + uint8(p)
	ct.Plant = int16(k)
	ct.Cubes += int16(s.c.tiles[k].Cubes)
	if s.opts.plantNow && more != 0 {
		// plant_activations=current: the turn's activations are "determined
		// by their current Power Plant tile", the new one from now on.
		for i := len(s.stack) - 1; i >= 0; i-- {
			if t := &s.stack[i]; t.Op == opExec && int(t.Who) == p {
				t.N = int16(max(0, int(t.N)+more))
				break
			}
		}
	}
	return s.fire(evUpgraded, p, -1, 0)
}

// nextPlant is the Power Plant seat p would take on upgrading, or -1.
func (s *State) nextPlant(p int) int {
	level := s.c.tiles[s.cities[p].Plant].Level + 1
	if level >= len(s.c.plantsByLevel) {
		return -1
	}
	for _, k := range s.c.plantsByLevel[level] {
		if s.where[s.c.firstInst[k]] == locSupply {
			return k
		}
	}
	return -1
}

// settle does every pending step that needs no decision, until a decision
// is owed or the game is over.
func (s *State) settle() error {
	return expr.Settle(&s.stack, func() bool { return s.over }, func() (bool, error) { return false, s.advance() }, s.step)
}

// step does the top step if it needs no decision; waiting is true when it
// does.
func (s *State) step(t *task) (waiting bool, err error) {
	p := int(t.Who)
	switch t.Op {
	case opBox:
		for i, k := range s.c.inst {
			if s.where[i] == locStack && s.c.tiles[k].Era == int(t.N) && s.c.tiles[k].Type == int(t.Kind) {
				return true, nil
			}
		}
		s.stack.Pop()
	case opDraw:
		era := s.era()
		if t.N > 0 {
			for i, k := range s.c.inst {
				if s.where[i] == locStack && s.c.tiles[k].Era == era {
					return true, nil
				}
			}
		}
		s.stack.Pop()
	case opTake:
		// Only an extra build can meet an empty Projects Area.
		for i := range s.c.inst {
			if w := s.where[i]; w >= locRow0 && w < locRow0+uint8(len(s.c.rows)) {
				return true, nil
			}
		}
		s.stack.Pop()
	case opDeal:
		for i := range s.c.inst {
			if s.where[i] == locStack && s.c.tiles[s.kind(int16(i))].Prosperity {
				return true, nil
			}
		}
		s.stack.Pop()
	case opPBox:
		s.stack.Pop()
		for i := range s.c.inst {
			if s.where[i] == locStack && s.c.tiles[s.kind(int16(i))].Prosperity {
				s.where[i] = locBox
			}
		}
	case opProsper:
		for i := range s.c.inst {
			if s.where[i] == locHand+uint8(p) {
				return true, nil
			}
		}
		s.stack.Pop()
	case opSource:
		s.stack.Pop()
	case opSeat, opSpace, opPlace, opLake, opExec, opBonus, expr.OpMay, expr.OpEither, opCond:
		return true, nil
	case opOrder:
		// The last effect to resolve needs no choice.
		switch t.remaining() {
		case 0:
			s.stack.Pop()
		case 1:
			return false, s.resolveListed(t.nth(1))
		default:
			return true, nil
		}
	case opUpgrade:
		if s.nextPlant(p) >= 0 {
			return true, nil
		}
		s.stack.Pop()
	case opToken:
		ct := &s.cities[p]
		if s.surrounded(ct, int(t.N)) {
			// The sites are listed in the state's reused buffer.
			if s.legal == nil {
				s.legal = make([]Move, 0, 64)
			}
			sites := s.appendCells(s.legal[:0], p, ActToken, siteToken)
			s.legal = sites[:0]
			if len(sites) > 0 {
				return true, nil
			}
		}
		s.stack.Pop()
	case opFree:
		ct := &s.cities[p]
		for i := 0; i < int(ct.N); i++ {
			if s.freeTarget(p, int(t.Cell), i) {
				return true, nil
			}
		}
		s.stack.Pop()
	case opGain:
		tr, n, other := int(t.Kind), int(t.N), t.Cell == otherCity
		s.stack.Pop()
		if other {
			giver := s.arrows
			s.arrows = 0
			err := s.gain(p, tr, n)
			s.arrows = giver
			return false, err
		}
		return false, s.gain(p, tr, n)
	case opPay:
		tr, n, then, src := int(t.Kind), int(t.N), t.Then, int(t.Cell)
		s.stack.Pop()
		if err := s.pushEffects(then, p, src); err != nil {
			return false, err
		}
		if tr == tEcon {
			return false, s.payMoney(p, n)
		}
		return false, s.gain(p, tr, -n)
	case opTrigger:
		cellIdx := int(t.Cell)
		s.stack.Pop()
		// "After each activation, players should check to see if any of
		// their other tiles' Permanent Effects have been triggered."
		return false, s.fire(evActivated, p, cellIdx, 0)
	case opArrows:
		// The red arrows paid so far: none for a new moment, or those of
		// the tile built or activation a free activation was inside.
		bits := uint32(uint16(t.N))
		s.stack.Pop()
		s.arrows = bits
	case opEnd:
		before := t.Kind == 1
		s.stack.Pop()
		return false, s.endEffects(p, before)
	default:
		s.stack.Pop()
		return false, fmt.Errorf("capitals: unknown pending step %d", t.Op)
	}
	return false, nil
}
