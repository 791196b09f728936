package highrise

// Neutral Moguls ("The 1- and 2-Player Games"): Moguls of no player, after
// the players' in the seat array. They move when furthest behind like any
// Mogul; the Controlling Player decides for them.

// What a Neutral Mogul's turn under way does.
const (
	neutralBlock = 1
	neutralMove  = 2
)

// moguls is the number of Moguls on the track: the players' and the Neutral ones.
func (s *State) moguls() int { return s.seats() + len(s.cnt.Neutral) }

// isNeutral reports whether Mogul p is a Neutral Mogul.
func (s *State) isNeutral(p int) bool { return p >= s.seats() }

// Controlling is the Controlling Player of the Neutral Moguls, or -1 when
// the game has none (or before the Base Construction Yards are dealt).
func (s *State) Controlling() int { return int(s.ctrl) }

// areaOf is the Neighborhood a Mogul at track position pos is in, for a
// Neutral Mogul's move: 0 in the Stop Zone before moving, the zone's area
// along the track, one past the last in the Stop Zone.
func (s *State) areaOf(pos int) int {
	if pos < 0 {
		return 0
	}
	if s.side.Spaces[pos].Kind == kindStop {
		return s.side.Areas + 1
	}
	return s.side.Spaces[pos].Area
}

// spacesAhead is the range [lo, hi) of the track spaces a Mogul at from
// may move to: every space past from, or only the space only when it is
// not -1.
func (s *State) spacesAhead(from, only int) (lo, hi int) {
	lo, hi = from+1, len(s.side.Spaces)
	if only >= 0 {
		lo, hi = max(lo, only), min(hi, only+1)
	}
	return lo, hi
}

// appendNeutral lists the Controlling Player's choices for Neutral Mogul n
// ("Blocking", "Moving"): block, or move to a legal space of its current or
// the next Neighborhood, the action done as if by the Controlling Player's
// own Mogul (no Bonus Space helps: "The Neutral Mogul never picks up Bonus
// Tiles"). "first gain one Corruption, and then move the Neutral Mogul to
// any legal space": whether the action can be done is judged with that
// Corruption gained (on a copy of the flat state). only limits the moves
// to one track space (-1 for all).
func (s *State) appendNeutral(dst []Move, who, n, only int) []Move {
	if only < 0 {
		dst = append(dst, Move{Act: ActBlock, c: s.c})
	}
	pl := &s.p[n]
	from := int(pl.Pos)
	zone := s.zoneOf(pl.Pos)
	reach := s.areaOf(from) + 1
	stop := s.firstFreeStop()
	judge := s
	if c := s.cnt.NeutralCorruption; c > 0 {
		moved := *s // its slices are only read
		moved.gainCorruption(who, c)
		judge = &moved
	}
	var memo canMemo
	lo, hi := s.spacesAhead(from, only)
	for q := lo; q < hi; q++ {
		sp := &s.side.Spaces[q]
		if sp.Kind == kindBonus || sp.Zone == zone || s.areaOf(q) > reach {
			continue
		}
		if sp.Kind == kindStop {
			if q == stop {
				dst = append(dst, Move{Act: ActGo, K: int16(sp.G), c: s.c})
			}
			continue
		}
		if s.occupied(q) || (sp.Kind == kindTenant && s.tenantAtSpace(q) < 0) {
			continue
		}
		if prog, info, _ := s.stopCan(q); prog != nil && !memo.canWith(judge, prog, info, who, sp.Hood, Floors{}) {
			continue
		}
		dst = append(dst, Move{Act: ActGo, K: int16(sp.G), c: s.c})
	}
	memo.release()
	return dst
}

// blockSpace is where a blocking Neutral Mogul goes: "the first available
// Action Space of the Zone in front of the lead player", the Stop Zone's
// next free space when the lead player is in the Stop Zone. The lead player
// is the player (not Neutral) Mogul furthest ahead; a full Zone passes the
// block on to the next. A lead player who has not moved yet this round
// (still where the last round ended) has the track's first Zone in front:
// the Stop Zone meant is this round's, the one Moguls arrive in.
func (s *State) blockSpace() int {
	lead := -1
	for p := 0; p < s.seats(); p++ {
		if lead < 0 || s.behind(p) > s.behind(lead) {
			lead = p
		}
	}
	pos, first := int(s.p[lead].Pos), 0
	if pos >= 0 {
		if s.side.Spaces[pos].Kind == kindStop {
			return s.firstFreeStop()
		}
		first = s.side.Spaces[pos].Zone + 1
	}
	for zi := first; zi < len(s.side.Zones); zi++ {
		z := &s.side.Zones[zi]
		if z.Kind == kindBonus {
			continue
		}
		if z.Kind == kindStop {
			break
		}
		for q := z.First; q < z.First+z.N; q++ {
			if !s.occupied(q) && (z.Kind != kindTenant || s.tenantAtSpace(q) >= 0) {
				return q
			}
		}
	}
	return s.firstFreeStop()
}

// moveNeutral puts Neutral Mogul n on track space q for the Controlling
// Player who: a move does the space's action as theirs; a block does none,
// but the owner of a Building on a Tenant still draws ("This happens
// whether the Neutral Mogul is blocking or moving").
func (s *State) moveNeutral(who, n, q int, move bool) {
	pl := &s.p[n]
	from := int(pl.Pos)
	if s.rule("same_name_corruption") == "action" {
		s.used = [maxCards]uint8{} // an action begins (with turn, the turn's start counts anew)
	}
	s.seq++
	pl.Pos, pl.Arrive, pl.Shared = int8(q), s.seq, false
	s.p[who].Switched = false
	s.stack.Push(task{Op: opNeutralEnd, Who: int8(who), K: int16(n)})
	sp := &s.side.Spaces[q]
	s.nact, s.nlost = neutralBlock, false
	if move {
		s.nact = neutralMove
		s.stack.Push(task{Op: opAction, Who: int8(who), K: int16(q)})
	} else if sp.Kind == kindTenant && s.tenantAtSpace(q) >= 0 {
		s.ownersDraw(who, sp.Hood*s.c.maxSlots+sp.Slot, -1)
	}
	if sp.Kind == kindStop && s.rule("stop_zone_discard") == "any" {
		s.stopZoneDiscard() // "If any player moves into the Stop Zone": read as the Controlling Player's move too
	}
	s.soloPasses(n, from, q)
}

// ownersDraw: a Mogul of seat p stopped on the Tenant of Building Space
// idx: its owners draw a Floor after the Tenant power, p itself only for a
// Corruption. power is the track space whose Tenant power p then does, or
// -1 for none; when p owns the Building, the power is queued here (it
// reports true), for "You may choose whether to take the Tenant Power or
// the random Floor with Corruption first."
func (s *State) ownersDraw(p, idx, power int) (queued bool) {
	b := s.bld[idx]
	if b.Owner < 0 || s.isNeutralBuilding(b) {
		return false // "If any Mogul stops at a Neutral Building, nothing special happens."
	}
	own := false
	for _, owner := range [2]int{int(b.Owner), int(b.Co) - 1} {
		switch {
		case owner < 0:
		case owner == p:
			own = true
		default:
			s.stack.Push(task{Op: opOwnerDraw, Who: int8(owner)})
		}
	}
	if !own {
		return false
	}
	if power < 0 {
		s.stack.Push(task{Op: opEmbezzle, Who: int8(p), K: int16(idx)})
		return false
	}
	// The power waits beneath the question; declined before it, the
	// question is asked again after it.
	s.stack.Push(task{Op: opPower, Who: int8(p), K: int16(power)})
	s.stack.Push(task{Op: opEmbezzle, Who: int8(p), K: int16(idx), N: 1})
	return true
}

// neutralEnd ends a Neutral Mogul's action: a Corruption lost during it
// costs the Controlling Player the VP of the rule, and control passes to
// the next player. When Neutral Mogul n is still the furthest behind and
// the same player controls it (the 1-player game), its turn goes on
// ("you get another action!"), as a player's does: the next opTurn is
// marked N 1 and counts the Power Cards used with those before.
func (s *State) neutralEnd(who, n int) {
	if s.nact == neutralMove && s.nlost {
		s.p[who].VP -= int16(s.cnt.NeutralLostVP)
	}
	s.nact, s.nlost = 0, false
	s.ctrl = int8((who + 1) % s.seats())
	next := task{Op: opTurn, Who: -1}
	if int(s.ctrl) == who && s.next() == n {
		next.N = 1
	}
	s.stack.Push(next)
}

// discardPartner empties the other Bonus Spaces of Bonus Space b's set
// (the two-player game: "discards everything from the second Bonus Space
// in that set").
func (s *State) discardPartner(b int) {
	z := &s.side.Zones[s.side.Spaces[s.side.BonusSpaces[b]].Zone]
	for q := z.First; q < z.First+z.N; q++ {
		if o := s.side.Spaces[q].Bonus; o >= 0 && o != b {
			s.clearBonus(o)
		}
	}
}

// clearBonus puts back everything on Bonus Space b.
func (s *State) clearBonus(b int) {
	bs := &s.bonus[b]
	s.returnFloors(&bs.Floors)
	if bs.Card >= 0 {
		s.stacks[bs.Card]++
	}
	*bs = bonusSpace{Tile: -1, Card: -1}
}
