package highrise

import "slices"

// Constructing Buildings: matching Blueprints, Extra Floors, placing.

// blueprints returns the current round's Blueprints.
func (s *State) blueprints() []Blueprint {
	if s.bp[s.round] < 0 {
		return nil
	}
	return s.c.blueprints[s.bp[s.round]].Blueprints
}

// blueprint is the current round's Blueprint i as it now reads: a square
// covered by an UltraPlastic requirement token asks for UltraPlastic.
func (s *State) blueprint(i int) Blueprint {
	b := s.blueprints()[i]
	b.Need = s.need(i)
	return b
}

// need is what the current round's Blueprint i now asks for (see
// blueprint).
func (s *State) need(i int) Floors {
	n := s.blueprints()[i].Need
	if i < len(s.cover) && s.cover[i] != (Floors{}) {
		for k := 0; k < s.c.up; k++ {
			n[k] -= s.cover[i][k]
			n[s.c.up] += s.cover[i][k]
		}
	}
	return n
}

// matches reports whether Floors y can pay Blueprint b: every colour it
// shows met by that colour or UltraPlastic, every UltraPlastic icon by
// anything ("UltraPlastic is completely wild").
func (s *State) matches(b *Blueprint, y Floors) bool { return s.fits(b.Need, y) }

// fits reports whether Floors y can pay a Blueprint asking for need (see
// matches): the colours y lacks at most its UltraPlastic, and as many
// Floors in all as need has squares.
func (s *State) fits(need, y Floors) bool {
	up := s.c.up
	used, deficit := 0, 0
	for k := 0; k < up; k++ {
		m := min(int(y[k]), int(need[k]))
		used += m
		deficit += int(need[k]) - m
	}
	if int(y[up]) < deficit {
		return false
	}
	return y.Total()-used-deficit >= int(need[up])
}

// anyNeed reports whether f accepts what a current Blueprint asks for: as
// it now reads, or, when seat p may cover a square (see mayCover), with
// one more of its Floor squares asking for UltraPlastic.
func (s *State) anyNeed(p int, f func(need Floors) bool) bool {
	bps := s.blueprints()
	for i := range bps {
		if f(s.need(i)) {
			return true
		}
	}
	if len(bps) == 0 || !s.mayCover(p) {
		return false
	}
	up := s.c.up
	for i := range bps {
		n := s.need(i)
		for k := 0; k < up; k++ {
			if n[k] > 0 {
				c := n
				c[k]--
				c[up]++
				if f(c) {
					return true
				}
			}
		}
	}
	return false
}

// canConstruct reports whether seat p can match a current Blueprint, with
// Floors extra added, or (choosing) with one Floor chosen from the bag too;
// holding a card that covers a square before constructing (a
// before-construct card whose effect calls cover: "Before Constructing a
// Building, you may discard" it "to cover any square"), also after
// covering one.
func (s *State) canConstruct(p int, extra Floors, choosing bool) bool {
	y := s.p[p].Yard
	y.add(extra)
	return s.anyNeed(p, func(need Floors) bool {
		if s.fits(need, y) {
			return true
		}
		if choosing {
			for k := 0; k < s.c.up; k++ {
				if s.bag[k] > 0 {
					z := y
					z[k]++
					if s.fits(need, z) {
						return true
					}
				}
			}
		}
		return false
	})
}

// constructible reports whether seat p's Floors match a current Blueprint
// as it now reads, no cover.
func (s *State) constructible(p int) bool {
	y := s.p[p].Yard
	for i := range s.blueprints() {
		if s.fits(s.need(i), y) {
			return true
		}
	}
	return false
}

// coverMatches reports whether Floors y match Blueprint b once a square of
// colour k is covered.
func (s *State) coverMatches(b *Blueprint, k int, y Floors) bool {
	c := b.Need
	c[k]--
	c[s.c.up]++
	return s.fits(c, y)
}

// mayCover reports whether seat p holds a face-up card it may use before
// constructing whose effect covers a square, with a token left to do it.
func (s *State) mayCover(p int) bool {
	for k := range s.c.cards {
		if s.cs[k].covers && s.usable(p, k, evBeforeConstruct) {
			return true
		}
	}
	return false
}

// coverOwed reports whether seat p has a construction pending that only a
// cover makes possible: the cover (and the card that gives it) is then the
// way to the construction the action owes.
func (s *State) coverOwed(p int) bool {
	for i := len(s.stack) - 1; i >= 0; i-- {
		if t := s.stack[i]; (t.Op == opConstruct) && int(t.Who) == p {
			return !s.constructible(p)
		}
	}
	return false
}

// payment checks a payment f for Blueprint b: its size, that the yard holds
// it, that it matches; it returns the Extra Floors from UltraPlastic on
// UltraPlastic icons and whether it is an exact match.
func (s *State) payment(b *Blueprint, y, f Floors) (extra int, exact, ok bool) {
	up := s.c.up
	if f.Total() != b.Size {
		return 0, false, false
	}
	deficit := 0
	exact = f[up] == b.Need[up]
	for k := range f {
		if f[k] > y[k] {
			return 0, false, false
		}
		if k < up {
			deficit += max(0, int(b.Need[k])-int(f[k]))
			exact = exact && f[k] == b.Need[k]
		}
	}
	if int(f[up]) < deficit {
		return 0, false, false
	}
	return int(f[up]) - deficit, exact, true
}

// appendPayments appends every "build" move for seat p: each Blueprint of
// the round and each multiset of Floors that pays it.
func (s *State) appendPayments(dst []Move, p int) []Move {
	y := s.p[p].Yard
	for i := range s.blueprints() {
		bp := s.blueprint(i)
		b := &bp
		if !s.matches(b, y) {
			continue
		}
		var f Floors
		var rec func(k, left int)
		rec = func(k, left int) {
			if k == s.c.up {
				if left > int(y[k]) {
					return
				}
				f[k] = uint8(left)
				if _, _, ok := s.payment(b, y, f); ok {
					dst = append(dst, Move{Act: ActBuild, K: int16(i), F: f, c: s.c})
				}
				f[k] = 0
				return
			}
			hi := min(int(y[k]), left, int(b.Need[k])+int(b.Need[s.c.up]))
			for n := hi; n >= 0; n-- {
				f[k] = uint8(n)
				rec(k+1, left-n)
			}
			f[k] = 0
		}
		rec(0, b.Size)
	}
	return dst
}

// build pays Blueprint i with f and scores the new Building; placing it
// and its Tenant follow.
func (s *State) build(p, i int, f Floors, home int, free, suburbs bool) {
	bp := s.blueprint(i)
	b := &bp
	extra, exact, _ := s.payment(b, s.p[p].Yard, f)
	pl := &s.p[p]
	// A switch of colour in this action spoils the exact match ("If you
	// swap Floor colors with [a Tenant], you will not be able to use [an
	// exact-match card] for this Construction, as you no longer have an
	// exact match", Appendix III).
	exact = exact && !pl.Switched
	pl.Switched = false
	for k, n := range f {
		pl.Yard[k] -= n
		for range n {
			s.returnFloor(k)
		}
	}
	if s.blocked&(1<<i) == 0 {
		s.blocked |= 1 << i // first to construct it: a Blueprint Blocker and an Extra Floor
		extra++
		s.fresh++
		s.checkLimit()
	}
	h := b.Size + extra
	pl.VP += int16(h)
	if s.cons.Active {
		// A Tenant power constructing ("Immediately construct in any
		// Neighborhood") within a construction whose closing window is
		// still pending: that construction resumes when this one closes.
		s.outer = append(s.outer, s.cons)
	}
	s.cons = construction{Active: true, Who: int8(p), Height: uint8(min(h, maxHeight)), Extra: uint8(extra), Exact: exact,
		Home: int8(home), Free: free, Space: -1, Suburbs: suburbs}
	s.stack.Push(task{Op: opWindow, Who: int8(p), K: evAfterConstruct})
	s.stack.Push(task{Op: opTenantMay, Who: int8(p)})
	s.stack.Push(task{Op: opPlace, Who: int8(p)})
	// Before the Building goes down: cards used "when Building" (High-End
	// Condo: "These Floors add to the Building's height"), then Spires.
	s.stack.Push(task{Op: opWindow, Who: int8(p), K: evConstructing})
	if pl.Spires > 0 && !suburbs {
		s.stack.Push(task{Op: opSpiresOn, Who: int8(p)})
	}
}

// appendPlaces appends the Building Spaces the new Building may take: an
// empty space, or in a full Neighborhood one of its shortest Buildings when
// the new one is taller; and the Suburbs, when the Building is too short
// for a Neighborhood it may go to ("If you can construct a Building ...
// but your Building is too short to go into the Neighborhood you want to go
// to, you may instead Construct in the Suburbs"), or when it has no place
// at all (a Tenant's condition closing the last spaces), so that the
// construction can end.
func (s *State) appendPlaces(dst []Move) []Move {
	n := len(dst)
	height := int(s.cons.Height) + s.spireFloors(s.cons.Spires)
	short := false
	for h := range s.c.hoods {
		if s.cons.Only && h != int(s.cons.Home) {
			continue
		}
		short = short || s.tooShort(h, height)
		dst = s.placesIn(dst, h, height)
	}
	if short || len(dst) == n {
		dst = append(dst, Move{Act: ActSuburbs, c: s.c})
	}
	return dst
}

// tooShort reports whether neighborhood h is full and a Building of the
// given height is not taller than its shortest Building.
func (s *State) tooShort(h, height int) bool {
	shortest := 1 << 30
	for slot := 0; slot < s.side.HoodSlots; slot++ {
		b := s.bld[s.buildingSpace(h, slot)]
		if b.Owner == spaceEmpty {
			return false
		}
		if b.Owner >= 0 {
			shortest = min(shortest, s.height(b))
		}
	}
	return height <= shortest
}

// placesIn appends a place move for every Building Space of neighborhood
// h a new Building of the given height may take.
func (s *State) placesIn(dst []Move, h, height int) []Move {
	full, shortest := true, 1<<30
	for slot := 0; slot < s.side.HoodSlots; slot++ {
		b := s.bld[s.buildingSpace(h, slot)]
		if b.Owner == spaceEmpty {
			full = false
		}
		if b.Owner >= 0 {
			shortest = min(shortest, s.height(b))
		}
	}
	for slot := 0; slot < s.side.HoodSlots; slot++ {
		idx := s.buildingSpace(h, slot)
		b := s.bld[idx]
		if !s.mayBuildOn(idx) {
			continue
		}
		if (!full && b.Owner == spaceEmpty) || (full && b.Owner >= 0 && s.height(b) == shortest && height > shortest) {
			dst = append(dst, Move{Act: ActPlace, K: int16(idx), c: s.c})
		}
	}
	return dst
}

// suburbsCorruption is the Corruption for constructing in the Suburbs: the
// Suburbs stand in for the Neighborhood the Building was too short for, so
// they cost what building there would ("unless you Construct in the
// Neighborhood specified by the Construction Zone you are currently using,
// you gain one Corruption"): nothing for a free construction or when the
// zone's own Neighborhood has no place for it, else one.
func (s *State) suburbsCorruption() int {
	if s.cons.Free || s.cons.Home < 0 {
		return boolInt(!s.cons.Free)
	}
	var buf [maxBuildSpaces]Move
	return boolInt(len(s.placesIn(buf[:0], int(s.cons.Home), int(s.cons.Height)+s.spireFloors(s.cons.Spires))) > 0)
}

// mayBuildOn reports whether the constructing player may put the new
// Building on Building Space idx: its Tenant's build condition, read before
// the Building goes down (and before any Corruption for its Neighborhood).
func (s *State) mayBuildOn(idx int) bool {
	ten := s.tenant[idx]
	if ten < 0 || s.ts[ten].build == nil {
		return true
	}
	t := &s.c.tenants[ten]
	return s.runCan(t.build, int(s.cons.Who), idx/s.c.maxSlots, Floors{})
}

// place puts the new Building on Building Space idx, demolishing the
// Building there (its owner draws compensation).
func (s *State) place(idx int) {
	p := int(s.cons.Who)
	h := idx / s.c.maxSlots
	s.cons.NewHood = !s.hasBuildingIn(p, h)
	wasFull := s.hoodFull(h)
	old := s.bld[idx]
	if victim := s.bld[idx].Owner; victim >= 0 && !s.isNeutralBuilding(s.bld[idx]) {
		s.returnFloors(&s.bld[idx].Pent)
		s.spires += s.bld[idx].Spires
		if s.c.demolish > 0 {
			s.stack.Push(task{Op: opFloor, Who: victim, N: int16(s.c.demolish), K: 1, Dest: int8(destYard + int(victim))})
		}
	}
	s.bld[idx] = building{Owner: int8(p), Height: s.cons.Height, Floors: s.cons.Height - s.cons.Extra, Extra: s.cons.Extra, Spires: s.cons.Spires}
	s.cons.Space = int8(idx)
	if h != int(s.cons.Home) && !s.cons.Free {
		s.gainCorruption(p, 1)
	}
	if s.cons.NewHood {
		s.triggerIn(p, evNewHood, h)
	}
	s.hoodChanged(h, old, wasFull)
}

// hoodChanged raises the neighborhood-change event for every seat present
// in neighborhood h once a Building has gone onto one of its spaces ("a
// Neighborhood you have presence in fills up, or has a Building
// demolished"): old is the Building that stood there (demolished when it
// has an owner), wasFull whether h was full before. Presence is a
// Building there, or the one demolished.
func (s *State) hoodChanged(h int, old building, wasFull bool) {
	demolished := old.Owner >= 0
	if !demolished && (wasFull || !s.hoodFull(h)) {
		return
	}
	for q := s.seats() - 1; q >= 0; q-- {
		if s.presentIn(q, h) || demolished && (int(old.Owner) == q || int(old.Co) == q+1) {
			s.triggerIn(q, evHoodChange, h)
		}
	}
}

// closeConstruct ends the construction once its Power Card window closes;
// an exact match pays its cards now, after any Floors added to it. A
// construction a Tenant power started within another gives way to that
// one again, whose own closing window is the next below.
func (s *State) closeConstruct() {
	s.cons.Active = false
	if s.cons.Exact {
		s.trigger(int(s.cons.Who), evExactMatch)
	}
	if n := len(s.outer); n > 0 {
		s.cons = s.outer[n-1]
		s.outer = s.outer[:n-1]
	}
}

// hoodFull reports whether every valid Building Space of neighborhood h
// holds a Building.
func (s *State) hoodFull(h int) bool {
	for slot := 0; slot < s.side.HoodSlots; slot++ {
		if s.bld[s.buildingSpace(h, slot)].Owner == spaceEmpty {
			return false
		}
	}
	return true
}

// presentIn reports whether seat p owns or controls a Building in h.
func (s *State) presentIn(p, h int) bool {
	for slot := 0; slot < s.side.HoodSlots; slot++ {
		if b := s.bld[s.buildingSpace(h, slot)]; b.Owner >= 0 && (int(b.Owner) == p || int(b.Co) == p+1) {
			return true
		}
	}
	return false
}

// coOwnable reports whether seat p may slide a Building Base onto the
// Building at space i: someone else's, not yet shared.
func (s *State) coOwnable(p, i int) bool {
	b := s.bld[i]
	return b.Owner >= 0 && int(b.Owner) != p && b.Co == 0 && !s.isNeutralBuilding(b)
}

// canConstructSwitching reports whether seat p can match a current
// Blueprint as it is or after switching one Floor's colour for a colour
// still in the bag.
func (s *State) canConstructSwitching(p int, extra Floors) bool {
	y := s.p[p].Yard
	y.add(extra)
	return s.anyNeed(p, func(need Floors) bool { return s.fits(need, y) || s.fitsSwitching(need, y) })
}

// fitsSwitching reports whether Floors y, which do not fit need, would
// after switching one Floor's colour for a colour still in the bag. A
// switch keeps the number of Floors, so it helps only by leaving one
// colour fewer short: it takes a Floor of a colour y has more of than
// need asks and gives one of a colour y has fewer of.
func (s *State) fitsSwitching(need, y Floors) bool {
	for k := 0; k < s.c.up; k++ {
		if y[k] <= need[k] {
			continue
		}
		for j := 0; j < s.c.up; j++ {
			if j == k || y[j] >= need[j] || s.bag[j] == 0 {
				continue
			}
			z := y
			z[k]--
			z[j]++
			if s.fits(need, z) {
				return true
			}
		}
	}
	return false
}

// matchesAny reports whether Floors y match a current Blueprint, or (with
// seat p's card that covers a square) would after a cover.
func (s *State) matchesAny(p int, y Floors) bool {
	return s.anyNeed(p, func(need Floors) bool { return s.fits(need, y) })
}

// switchOK reports whether seat p may switch a Floor of colour k for one
// of colour j; a switch that must make a construction possible (t.K == 1)
// must match a Blueprint afterwards.
func (s *State) switchOK(t *task, p, k, j int) bool {
	y := s.p[p].Yard
	if j == k || y[k] == 0 || s.bag[j] == 0 {
		return false
	}
	if t.K != 1 {
		return true
	}
	y[k]--
	y[j]++
	return s.matchesAny(p, y)
}

// applyDrawUpTo answers draw_up_to with how many Floors m names: that
// many drawn into the player's Construction Yards, and before them the
// effects of drawing any ("For each Construction Yard you Draw Floors
// into, gain 3 Corruption"); none, nothing.
func (s *State) applyDrawUpTo(t *task, m Move) error {
	who, then := t.Who, t.Then
	s.stack.Pop()
	if m.K <= 0 {
		return nil
	}
	s.stack.Push(task{Op: opFloor, Who: who, N: m.K, Dest: int8(destYard + int(who))})
	return s.pushEffects(then, who)
}

// yardRoom is the room of seat p's Construction Yard i, counted from the
// one with the most room (0 past the last): Floors sit in the Base Yard
// first, then in the Expanded Yards in turn.
func (s *State) yardRoom(p, i int) int {
	pl := &s.p[p]
	yards := 1 + min(int(pl.Yards), maxYards)
	if i < 0 || i >= yards {
		return 0
	}
	var room [1 + maxYards]int
	held := pl.Yard.Total()
	for y := range yards {
		size := s.c.expSize
		if y == 0 {
			size = int(pl.Base)
		}
		in := min(held, size)
		held -= in
		room[y] = size - in
	}
	r := room[:yards]
	slices.SortFunc(r, func(a, b int) int { return b - a })
	return r[i]
}

// canDraw reports whether a Floor drawn for seat p would come: from the
// bag, or from the player with the most Floors when the bag is empty.
func (s *State) canDraw(p int) bool { return s.bag.Total() > 0 || s.shortageFrom(p) != 0 }

// held counts seat p's Power Cards of kind k, face up or down.
func (s *State) held(p, k int) int {
	if k < 0 {
		return 0
	}
	return int(s.p[p].Up[k]) + int(s.p[p].Down[k])
}
