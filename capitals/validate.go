package capitals

import (
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// maxScore bounds Prestige and Energy Cubes in a save: far past what a
// game reaches, well inside the 16 bits a City keeps them in.
const maxScore = 1000

// validate checks a decoded state against the rules: the round and phase,
// seats and markers in range, every tile in one place (a City's tiles in
// its City), distinct Initiative spaces, each City as play leaves it (see
// validCity), the pending steps left as play leaves them, and a game that
// plays on. Errors name the JSON path.
func (s *State) validate() error {
	c, n := s.c, s.seats()
	switch {
	case s.phase > phFinal:
		return fmt.Errorf("phase: no phase %d", s.phase)
	case s.round < 0 || int(s.round) > len(c.rounds) || (s.round == 0) != (s.phase == phSetup):
		return fmt.Errorf("round: round %d in the %s", s.round, phaseNames[s.phase])
	case s.idx < 0 || int(s.idx) > 2*maxSeats:
		// A phase's progress: a seat's turn in it, or a step of the phase.
		return fmt.Errorf("idx: %d is out of range", s.idx)
	case s.highest < -1 || int(s.highest) >= n:
		return fmt.Errorf("highest: seat %d is not one of %d", s.highest, n)
	case s.arrows>>(2*nTracks) != 0:
		return fmt.Errorf("arrows: %b names no track end", s.arrows)
	case s.over && len(s.stack) > 0:
		return fmt.Errorf("pending: the game is over with %d steps pending", len(s.stack))
	}
	if cult := c.tracks[tCult]; s.hasNeutral() && (int(s.neutral) < cult.Min || int(s.neutral) > cult.Max) || !s.hasNeutral() && s.neutral != 0 {
		return fmt.Errorf("neutral: the neutral Culture marker at %d", s.neutral)
	}
	for p := 0; p < n; p++ {
		for q := 0; q < p; q++ {
			if sp := s.cities[p].Space; sp >= 0 && sp == s.cities[q].Space {
				return fmt.Errorf("cities[%d].space: %v and %v are both on Initiative space %d", p, rulebook.Player(q), rulebook.Player(p), sp)
			}
		}
	}
	if s.phase == phSetup {
		seated := map[int16]bool{}
		for i, t := range s.stack {
			if t.Op != opSeat {
				continue
			}
			if seated[t.N] {
				return fmt.Errorf("pending[%d]: a second seat to place on Initiative space %d", i, t.N)
			}
			seated[t.N] = true
		}
		unseated := 0
		for p := 0; p < n; p++ {
			if sp := s.cities[p].Space; sp < 0 {
				unseated++
			} else if seated[int16(sp)] {
				return fmt.Errorf("cities[%d].space: Initiative space %d is taken, and a seat is still to be placed on it", p, sp)
			}
		}
		if len(seated) != unseated {
			return fmt.Errorf("pending: %d seats to place on the Initiative track, %d not placed", len(seated), unseated)
		}
	}
	if err := s.validWhere(); err != nil {
		return err
	}
	for p := 0; p < n; p++ {
		if err := s.validCity(p); err != nil {
			return fmt.Errorf("cities[%d]%w", p, err)
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

// validCity checks seat p's City as play leaves it: every seat but in the
// Political Phase on an Initiative space once the game has begun,
// Employment never above Population, and the tiles one connected grid
// with no tile under a Construction Token. Its errors begin with the JSON
// path below the City's.
func (s *State) validCity(p int) error {
	ct := &s.cities[p]
	if s.round > 0 && s.phase != phPolitical && ct.Space < 0 {
		return fmt.Errorf(".space: on no Initiative space in the %s", phaseNames[s.phase])
	}
	if ct.Track[tEmp] > ct.Track[tPop] {
		return fmt.Errorf(".tracks.employment: %d, above Population %d", ct.Track[tEmp], ct.Track[tPop])
	}
	reached := uint32(1)
	for changed := true; changed; {
		changed = false
		for i := 0; i < int(ct.N); i++ {
			for j := 0; j < int(ct.N); j++ {
				if reached&(1<<i) != 0 && reached&(1<<j) == 0 && adjacent(&ct.Cells[i], &ct.Cells[j]) {
					reached |= 1 << j
					changed = true
				}
			}
		}
	}
	for i := 0; i < int(ct.N); i++ {
		if reached&(1<<i) == 0 {
			return fmt.Errorf(".tiles[%d]: not joined to the City's first tile", i)
		}
		if ct.tokenAt(int(ct.Cells[i].R), int(ct.Cells[i].C)) {
			return fmt.Errorf(".tiles[%d]: under a Construction Token", i)
		}
	}
	return nil
}

// passed reports whether seat p's Progress marker passed the Power Plant
// symbol when it had moved moved spaces: no more than it has moved, and the
// spaces moved since then end where the marker is.
func (s *State) passed(p int, moved int16) bool {
	ct := &s.cities[p]
	prog := s.c.tracks[tProg]
	size := prog.Max - prog.Min + 1
	return moved <= ct.Moved && ((int(ct.Moved)-int(moved)-(int(ct.Track[tProg])-prog.Min))%size+size)%size == 0
}

// validWhere checks that a tile a City holds is one of its tiles or a
// Power Plant it has had, and that only the add-on deals tiles to a hand.
func (s *State) validWhere() error {
	c, n := s.c, s.seats()
	var inCity [maxInstances]bool
	for p := 0; p < n; p++ {
		for _, cl := range s.cities[p].Cells[:s.cities[p].N] {
			inCity[cl.Inst] = true
		}
	}
	taken := map[[2]int]int{} // seat, kind -> tiles taken, to be placed
	for _, t := range s.stack {
		if t.Op == opPlace || t.Op == opLake {
			taken[[2]int{int(t.Who), int(t.Kind)}]++
		}
	}
	for i, k := range c.inst {
		w := s.where[i]
		if w >= locCity && w < locCity+uint8(n) && !inCity[i] && taken[[2]int{int(w - locCity), int(k)}] > 0 {
			taken[[2]int{int(w - locCity), int(k)}]--
			continue
		}
		switch {
		case w >= locRow0 && w <= locRow2 && int(w-locRow0) >= len(c.rows):
			return fmt.Errorf("where.%s: the Projects Area has %d rows", s.instName(i), len(c.rows))
		case w >= locCity && w < locCity+uint8(n) && !inCity[i] && !c.tiles[k].Plant:
			return fmt.Errorf("where.%s: in %v's City, but not on its tiles", s.instName(i), rulebook.Player(w-locCity))
		case w >= locHand && (!c.tiles[k].Prosperity || !s.opts.prosperity):
			return fmt.Errorf("where.%s: only the Prosperity add-on deals tiles face down", s.instName(i))
		}
	}
	for key, left := range taken {
		if left > 0 {
			return fmt.Errorf("pending: %v is to place %d %s more than it has taken", rulebook.Player(key[0]), left, c.tiles[key[1]].ID)
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
	if t.Who < -1 || int(t.Who) >= n {
		return fmt.Errorf("who: seat %d is not one of %d", t.Who, n)
	}
	seat := t.Who >= 0
	cells := 0
	if seat {
		cells = int(s.cities[t.Who].N)
	}
	cellOK := t.Cell >= -1 && int(t.Cell) < cells
	kindOK, nOK, thenOK := t.Kind == 0, t.N == 0, t.Then == nil
	chance := !seat
	switch t.Op {
	case opBox:
		kindOK, nOK = t.Kind >= 0 && int(t.Kind) < len(c.types), t.N >= 1 && t.N <= 3
	case opSeat:
		nOK = t.N >= 0 && int(t.N) < len(c.spaces)
	case opDraw:
		nOK = t.N >= 0 && int(t.N) <= len(c.inst)
	case opDeal:
		kindOK, nOK = t.Kind >= 0 && int(t.Kind) < n, t.N >= 0 && int(t.N) <= len(c.inst)
	case opPBox:
	case opSpace, opTake, opBonus, opArrows, opProsper:
		chance = seat
	case opPlace, opLake:
		chance, kindOK = seat, t.Kind >= 0 && int(t.Kind) < len(c.tiles)
	case opUpgrade:
		chance, nOK = seat, seat && s.passed(int(t.Who), t.N)
	case opExec:
		chance, nOK, kindOK = seat, t.N >= 0 && t.N <= maxExecCount, t.Kind >= 0 && t.Kind <= maxExecCount
	case opToken:
		chance, nOK = seat, t.N >= 0 && int(t.N) < c.tokens
	case opEnd:
		chance, kindOK = seat, t.Kind == 0 || t.Kind == 1
	case opTrigger, opSource, opFree:
		chance, nOK = seat && cellOK, t.N == 0 || t.Op == opFree && t.N == 1
	case opGain:
		chance, kindOK, nOK = seat && (t.Cell == 0 || t.Cell == otherCity), t.Kind >= 0 && t.Kind < nGainable, t.N >= -maxAmount && t.N <= maxAmount
	case opPay:
		chance, kindOK, nOK = seat && cellOK, t.Kind >= 0 && t.Kind < nGainable, t.N >= -maxAmount && t.N <= maxAmount
		thenOK = s.validEffects(t.Then) == nil
	case expr.OpMay, expr.OpEither:
		chance, nOK = seat && cellOK, t.N >= -maxAmount && t.N <= maxAmount
		thenOK = len(t.Then) == 1 && t.Then[0].Op == expr.OpNone && s.validEffects(t.Then[0].Then) == nil && s.validEffects(t.Then[0].Else) == nil
	case opOrder:
		chance, thenOK = seat && cellOK, seat && cellOK && len(t.Then) <= 64 && s.validOrder(t) == nil
	default:
		return fmt.Errorf("op: %s is never a pending step", opNames[t.Op])
	}
	switch name := opNames[t.Op]; {
	case !chance:
		return fmt.Errorf("who: a %s step belongs to %s, not seat %d", name, map[bool]string{true: "a seat", false: "Chance"}[seat], t.Who)
	case !kindOK:
		return fmt.Errorf("kind: %d is out of range for a %s step", t.Kind, name)
	case !nOK:
		return fmt.Errorf("n: %d is out of range for a %s step", t.N, name)
	case !thenOK:
		return fmt.Errorf("then: the effects are malformed for a %s step", name)
	case t.Done != 0 && (t.Op != opOrder || t.Done>>len(t.Then) != 0):
		return fmt.Errorf("done: %b marks effects a %s step does not hold", t.Done, name)
	case t.Cell != 0 && t.Op != opOrder && t.Op != opTrigger && t.Op != opSource && t.Op != opFree &&
		t.Op != opPay && t.Op != expr.OpMay && t.Op != expr.OpEither && t.Op != opGain:
		return fmt.Errorf("cell: a %s step is on no tile", name)
	}
	return nil
}

// validEffects checks effects a script returned, waiting in a step: ops
// scripts return, with a track and an amount in range.
func (s *State) validEffects(effects []expr.Effect) error {
	for _, e := range effects {
		switch e.Op {
		case opGain, opPay:
			if _, ok := trackIndex(e.Arg); !ok {
				return fmt.Errorf("no track %q", e.Arg)
			}
		case expr.OpMay, expr.OpEither, expr.OpRepeat, opFree, opExtra, expr.OpNone:
		default:
			return fmt.Errorf("a %s is not an effect", opNames[e.Op])
		}
		if e.N < -maxAmount || e.N > maxAmount {
			return fmt.Errorf("an amount of %d", e.N)
		}
		if e.M < 0 || e.M > s.seats() || e.M != 0 && e.Op != opGain {
			return fmt.Errorf("a seat of %d", e.M-1)
		}
		if err := s.validEffects(e.Then); err != nil {
			return err
		}
		if err := s.validEffects(e.Else); err != nil {
			return err
		}
	}
	return nil
}

// validOrder checks the effects an order holds: listed effects of the
// order's tile, Construction Effects of the City's tiles, or effects.
func (s *State) validOrder(t task) error {
	ct := &s.cities[t.Who]
	for _, e := range t.Then {
		switch e.Op {
		case opListed:
			if t.Cell < 0 || e.N < 0 || e.N >= len(s.cellTile(ct, int(t.Cell)).elems) {
				return fmt.Errorf("no listed effect %d", e.N)
			}
		case opCons:
			if cl := e.N % consCells; e.N < 0 || cl >= int(ct.N) || s.cellTile(ct, cl).cons == nil || e.N/consCells > maxAmount {
				return fmt.Errorf("no Construction Effect %d", e.N)
			}
		default:
			if err := s.validEffects([]expr.Effect{e}); err != nil {
				return err
			}
		}
	}
	return nil
}

// maxExecCount bounds the counts an executive step carries in a save.
const maxExecCount = 32
