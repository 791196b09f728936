package highrise

import "math/bits"

// The 1-player game ("The 1-Player Game"): a line of Bonus Tiles instead of
// the board's, Neutral Buildings, Blueprint Blockers and the Corruption
// Limit, and the result chart. Its numbers are rules.yaml's player_counts.

// solo is the solo machinery, nil outside the 1-player game.
func (s *State) solo() *Solo { return s.cnt.Solo }

// pushBonus queues the round's Bonus Tiles: on the board, or in the solo line.
func (s *State) pushBonus() {
	so := s.solo()
	if so == nil {
		s.pushBonusRefill()
		return
	}
	if n := so.LineFloors - s.lineFl.Total(); n > 0 {
		s.stack.Push(task{Op: opFloor, Who: -1, N: int16(n), Dest: destLine})
	}
	for i := so.LineTiles - 1; i >= 0; i-- {
		s.stack.Push(task{Op: opLineTile, Who: -1, K: int16(i)})
	}
}

// neutralOwner is the Owner of a Neutral Building: the first Neutral Mogul's seat.
func (s *State) neutralOwner() int8 { return int8(s.seats()) }

// isNeutralBuilding reports whether a Building is a Neutral Building.
func (s *State) isNeutralBuilding(b building) bool { return b.Owner >= 0 && int(b.Owner) >= s.seats() }

// placeNeutralBuildings takes the next Neutral Building Tiles from the
// supply and places one in the first available Building Space of each
// Neighborhood, in order (East Gardens clockwise to Bayside Heights, then
// City Center from its first space); a full Neighborhood's shortest
// Building is demolished (ties: the one nearest the first space). A
// Neighborhood filled up or a Building demolished raises the
// neighborhood-change event, as any construction does.
func (s *State) placeNeutralBuildings() {
	so := s.solo()
	if so == nil {
		return
	}
	for i := 0; i < so.PerRound && int(s.nsupply) < len(so.Neutral); i++ {
		h := i % len(s.c.hoods)
		height := so.Neutral[s.nsupply]
		s.nsupply++
		idx, short := -1, -1
		for slot := 0; slot < s.side.HoodSlots; slot++ {
			j := s.buildingSpace(h, slot)
			b := s.bld[j]
			if b.Owner == spaceEmpty {
				idx = j
				break
			}
			if b.Owner >= 0 && (short < 0 || s.height(b) < s.height(s.bld[short])) {
				short = j
			}
		}
		wasFull := idx < 0
		if wasFull {
			if short < 0 {
				continue // every space blocked
			}
			idx = short
		}
		old := s.bld[idx]
		if wasFull {
			s.demolish(idx)
		}
		s.bld[idx] = building{Owner: s.neutralOwner(), Height: uint8(height), Floors: uint8(height)}
		// A Neutral Building changes a Neighborhood as any Building does.
		s.hoodChanged(h, old, wasFull)
	}
}

// demolish empties Building Space idx: its Penthouse Floors go back, its
// Spires to the supply, and a player owner draws the demolition Floors.
func (s *State) demolish(idx int) {
	b := s.bld[idx]
	s.returnFloors(&s.bld[idx].Pent)
	s.spires += b.Spires
	if !s.isNeutralBuilding(b) && b.Owner >= 0 && s.c.demolish > 0 {
		s.stack.Push(task{Op: opFloor, Who: b.Owner, N: int16(s.c.demolish), K: 1, Dest: int8(destYard + int(b.Owner))})
	}
	s.bld[idx] = building{Owner: spaceEmpty}
}

// soloPasses applies the solo rules to Mogul p moving from track space from
// to q: the sets of Bonus Spaces passed first this round give the player a
// Bonus Tile of the line (one for the move, or one per set: solo_bonus),
// and each makes a Neutral Mogul discard the one nearest the corner; each Construction Zone stopped in or passed first this round
// owes a Blueprint Blocker, placed after the action.
func (s *State) soloPasses(p, from, q int) {
	if s.solo() == nil {
		return
	}
	zfrom, zto := s.zonesPassed(from, q)
	s.fresh = 0
	picks, each := 0, s.rule("solo_bonus") == "one-per-set"
	for zi := zfrom + 1; zi <= zto; zi++ {
		z := &s.side.Zones[zi]
		bit := uint64(1) << zi
		switch {
		case z.Kind == kindBonus && zi < zto && s.spent&bit == 0:
			s.spent |= bit
			if s.isNeutral(p) {
				for i := range s.line {
					if s.line[i] >= 0 {
						s.line[i] = -1
						break
					}
				}
			} else if picks == 0 || each {
				// "you may still only take everything from one single
				// Bonus Space" (solo_bonus one-per-move), or a tile for
				// each set (one-per-set).
				picks++
				s.stack.Push(task{Op: opLinePick, Who: int8(p)})
			}
		case z.Kind == kindAction && z.Hood >= 0 && s.czones&bit == 0:
			s.czones |= bit
			// Below the action: a Blueprint constructed for the first time
			// by this Mogul takes the Blocker; else Chance draws one.
			s.insertBelowTop(task{Op: opBlocker, Who: -1, K: int16(zi)})
		}
	}
}

// zonesPassed is the Zone of track space from (-1 before the first) and
// that of q: a move from one to the other passes the Zones between them.
func (s *State) zonesPassed(from, q int) (zfrom, zto int) {
	zfrom = -1
	if from >= 0 {
		zfrom = s.side.Spaces[from].Zone
	}
	return zfrom, s.side.Spaces[q].Zone
}

// takesFromLine reports whether seat p, moving from track space from to q
// in the 1-player game, takes a Bonus Tile of the line on the way: it is
// the player's Mogul, it passes a set of Bonus Spaces first this round,
// and the line holds a tile (see soloPasses).
func (s *State) takesFromLine(p, from, q int) bool {
	if s.solo() == nil || s.isNeutral(p) || !s.lineHolds() {
		return false
	}
	zfrom, zto := s.zonesPassed(from, q)
	for zi := zfrom + 1; zi < zto; zi++ {
		if s.side.Zones[zi].Kind == kindBonus && s.spent&(1<<zi) == 0 {
			return true
		}
	}
	return false
}

// lineHolds reports whether the line of Bonus Tiles holds a tile.
func (s *State) lineHolds() bool {
	for _, k := range s.line {
		if k >= 0 {
			return true
		}
	}
	return false
}

// insertBelowTop puts t just above the action's end (opEndAction or
// opNeutralEnd), the lowest step of the move.
func (s *State) insertBelowTop(t task) {
	for i := len(s.stack) - 1; i >= 0; i-- {
		if op := s.stack[i].Op; op == opEndAction || op == opNeutralEnd {
			s.stack = append(s.stack, task{})
			copy(s.stack[i+2:], s.stack[i+1:])
			s.stack[i+1] = t
			return
		}
	}
	s.stack.Push(t)
}

// unblocked is the mask of this round's Blueprints with no Blocker.
func (s *State) unblocked() uint8 {
	n := len(s.blueprints())
	return ^s.blocked & uint8(1<<n-1)
}

// checkLimit: "As soon as only one Blueprint without a Blocker Tile
// remains, the number under the letter ... sets the End-of-round
// Corruption Limit."
func (s *State) checkLimit() {
	if s.solo() == nil || s.limitSet {
		return
	}
	u := s.unblocked()
	if bits.OnesCount8(u) != 1 {
		return
	}
	i := bits.TrailingZeros8(u)
	s.limit, s.limitBP, s.limitSet = int8(s.blueprints()[i].Solo), int8(i), true
}

// takeLineTile gives seat p Bonus Tile k of the line: its UltraPlastic and
// Power Card, its effect, and its Floors chosen from those beside the line.
func (s *State) takeLineTile(p, k int) error {
	for i := range s.line {
		if int(s.line[i]) == k {
			s.line[i] = -1
			break
		}
	}
	tile := &s.c.tiles[k]
	for range min(tile.Ultra, int(s.ultra)) {
		s.ultra--
		s.gain(p, s.c.up)
	}
	if tile.Card >= 0 && s.stacks[tile.Card] > 0 {
		s.stacks[tile.Card]--
		s.p[p].Up[tile.Card]++
	}
	if tile.effect != nil {
		effects, err := s.runEffects(tile.effect, p, -1, s.scratch[:0])
		if err := s.runPush(effects, err, p); err != nil {
			return err
		}
	}
	if tile.Floors > 0 {
		s.stack.Push(task{Op: opLineFloor, Who: int8(p), N: int16(tile.Floors)})
	}
	return nil
}

// soloRoundEnd is the solo Corruption Limit, instead of the Corruption
// Penalty: 1 VP a space under the limit, 3 VP lost a space over it. The
// limit is "indicated by the Corruption Limit Marker": where the last limit
// set put it, this round or an earlier one; none before it is first placed.
func (s *State) soloRoundEnd() {
	so := s.solo()
	if s.limit < 0 {
		return
	}
	pl := &s.p[0]
	d := int(pl.Corruption) - int(s.limit)
	if d < 0 {
		pl.VP += int16(-d * so.BelowVP)
	} else {
		pl.VP -= int16(d * so.AboveVP)
	}
}

// SoloResult is the solo game's result on the chart ("End of Game
// (1-Player Game)"): ok is false outside a finished 1-player game.
func (s *State) SoloResult() (r Result, ok bool) {
	so := s.solo()
	if so == nil || !s.over {
		return Result{}, false
	}
	return resultFor(so, int(s.p[0].VP)), true
}

func resultFor(so *Solo, vp int) Result {
	r := so.Results[0]
	for _, b := range so.Results {
		if vp >= b.Min {
			r = b
		}
	}
	return r
}
