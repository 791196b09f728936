package capitals

import (
	"fmt"

	"github.com/rulebook-go/rulebook/expr"
)

// turnInOrder pushes step op for the next seat of order in the phase and
// reports true; once every seat has had its turn it moves on to phase next.
func (s *State) turnInOrder(op expr.Op, order [maxSeats]int8, next uint8) bool {
	if int(s.idx) < s.seats() {
		s.stack.Push(task{Op: op, Who: order[s.idx]})
		s.idx++
		return true
	}
	s.phase, s.idx = next, 0
	return false
}

// advance moves the round on when nothing is pending: the next player's
// turn in the phase, or the next phase.
func (s *State) advance() error {
	n := s.seats()
	switch s.phase {
	case phSetup:
		s.round, s.phase, s.idx = 1, phBuilding, 0
	case phPolitical:
		if s.idx == 0 {
			// "all players slide their Player Markers downward ... to show
			// that all spaces are available for selection"
			for p := 0; p < n; p++ {
				s.cities[p].Prev, s.cities[p].Space = s.cities[p].Space, -1
			}
		}
		if s.turnInOrder(opSpace, s.prevOrder(), phBuilding) {
			return nil
		}
	case phBuilding:
		if s.turnInOrder(opTake, s.order(), phTourism) {
			return nil
		}
	case phTourism:
		s.tourism()
		for i := range s.tourists {
			s.tourists[i].Used = false
		}
		// Permanent Effects "at the end of each tourism phase", in
		// Initiative order.
		if err := s.fire(evTourism, -1, -1, 0); err != nil {
			return err
		}
		s.phase, s.idx = phExecutive, 0
	case phExecutive:
		if int(s.idx) < n {
			p := s.order()[s.idx]
			acts := s.c.tiles[s.cities[p].Plant].Activations
			if s.highest == p {
				acts += s.c.cultureActivations
			}
			s.stack.Push(task{Op: opExec, Who: p, N: int16(acts)})
			s.idx++
			return nil
		}
		// "At the end of every 4th game round a World Expo Evaluation ...
		// takes place": before the Administrative Phase, or after it with
		// expo_timing=after-admin. Round 12 has none: the game ends with
		// its World Expo.
		s.phase, s.idx = phAdmin, 0
		if s.c.rounds[s.round-1].Expo && (!s.opts.expoAfterAdmin || int(s.round) == len(s.c.rounds)) {
			s.phase = phExpo
		}
	case phExpo:
		return s.expo()
	case phAdmin:
		return s.admin()
	case phFinal:
		return s.final()
	}
	return nil
}

// place puts tile kind k, taken by seat p, at row r, column c: Building
// Placement Rules, then the tile's effects and those of the City's tiles
// whose Construction Effects it triggers.
func (s *State) place(p, k, r, c int) error {
	ct := &s.cities[p]
	tile := &s.c.tiles[k]
	// A) beside a Construction Token; B) beside a tile of its type, unless
	// the City has none yet. "-2 Prestige for each rule not followed".
	ruleA := false
	for _, d := range sides {
		ruleA = ruleA || ct.tokenAt(r+d[0], c+d[1])
	}
	hasType, ruleB := false, false
	me := cell{R: int8(r), C: int8(c)}
	for i := 0; i < int(ct.N); i++ {
		if s.typeOf(ct, i) == tile.Type {
			hasType = true
			ruleB = ruleB || adjacent(&ct.Cells[i], &me)
		}
	}
	broken := 0
	if !ruleA {
		broken++
	}
	if hasType && !ruleB {
		broken++
	}
	if broken > 0 {
		// A tile may modify the Building Penalty (modifiers.go).
		penalty, err := s.ruleValue(ruleBuildingPenalty, p, &me, k, s.c.penalty)
		if err != nil {
			return err
		}
		ct.Prestige -= int16(broken * penalty)
	}

	inst := s.placedInst(p, k)
	idx := int(ct.N)
	if idx >= maxCells {
		return fmt.Errorf("capitals: a City holds at most %d tiles", maxCells)
	}
	ct.Cells[idx] = cell{R: int8(r), C: int8(c), Inst: int16(inst)}
	ct.N++
	// The red arrows were counted afresh when the tile was taken (newBuild).
	// The tiles waiting for a build act after the new tile's own effects.
	if err := s.fire(evBuilt, p, idx, 0); err != nil {
		return err
	}

	// The tile's Immediate Effects, its own Construction Effect on what was
	// built before, and the Construction Effects it triggers in the City:
	// the player resolves them in the order they choose, each worked out
	// when it is resolved (listed.go). Counts are taken now: "Apply these
	// effects after checking previously-constructed buildings".
	items := append(s.orderBuffer(), tile.listed...)
	if cn := tile.cons; cn != nil {
		count, err := s.consCount(cn, p, idx)
		if err != nil {
			return err
		}
		if count > 0 {
			items = consItems(items, cn.effect, idx, count)
		}
	}
	return s.orderEffects(items, tile.listed, p, idx)
}

// pendingOrder reports whether a tile's effects wait to be resolved
// beneath the top of the stack (an opOrder step).
func (s *State) pendingOrder() bool {
	for i := range s.stack {
		if s.stack[i].Op == opOrder {
			return true
		}
	}
	return false
}

// orderBuffer is the state's reused buffer an order's effects are listed
// in (s.items), empty.
func (s *State) orderBuffer() []expr.Effect {
	if s.items == nil {
		s.items = make([]expr.Effect, 0, maxListed)
	}
	return s.items[:0]
}

// orderEffects adds to items the Construction Effects that the tile seat p
// has just built at cell idx sets off, and has the player resolve them all
// in the order they choose ("The player may freely decide in what order
// they wish to update each track position"); one effect left is resolved
// at once (step). Items, in the state's reused buffer (s.items), begin
// with listed, the tile's own list, shared by every order: the order holds
// listed itself when nothing is added to it, else a copy of items (keep).
func (s *State) orderEffects(items, listed []expr.Effect, p, idx int) error {
	items, err := s.appendConstructions(items, p, idx)
	s.items = items[:0]
	if err != nil {
		return err
	}
	if len(items) > 64 {
		return fmt.Errorf("capitals: %d effects to order; at most 64", len(items))
	}
	if len(items) > len(listed) {
		listed = s.keep(items)
	}
	if len(listed) > 0 {
		s.stack.Push(task{Op: opOrder, Who: int8(p), Cell: int8(idx), Then: listed})
	}
	return nil
}

// lakeBuilt plays what the Lake seat p has just built at cell idx sets off
// under lake_counts=as-tile, as a tile of no type: the tiles waiting for a
// build with no match ("Later, if a tile is built adjacent, gain 1 energy
// cube"), their Construction Effects resolved in the order the player
// chooses, as for a tile placed.
func (s *State) lakeBuilt(p, idx int) error {
	if err := s.fire(evBuilt, p, idx, 0); err != nil {
		return err
	}
	return s.orderEffects(s.orderBuffer(), nil, p, idx)
}

// consCount is the count of Construction Effect cn of the tile seat p has
// just built at cell idx: "Apply these effects after checking
// previously-constructed buildings for the conditions listed". Its count
// script, read at the tile, or else the tiles built before it, in its
// scope, that its match accepts (a Lake only under lake_counts=as-tile, by
// a Construction Effect with no match).
func (s *State) consCount(cn *construction, p, idx int) (int, error) {
	if cn.count != nil {
		r := runnerPool.Get()
		r.Env = Env{s: s, player: p, cell: idx, subject: -1}
		n, err := r.RunInt(cn.count, &r.Env)
		runnerPool.Put(r)
		return n, err
	}
	ct := &s.cities[p]
	count := 0
	for i := 0; i < idx; i++ {
		if cn.adjacent && !adjacent(&ct.Cells[i], &ct.Cells[idx]) {
			continue
		}
		if ct.Cells[i].Lake {
			// lake_counts=as-tile: a tile of no type, counted by an
			// effect that names none.
			if s.opts.lakeTile && cn.match == nil {
				count++
			}
			continue
		}
		ok, err := s.matches(cn.match, cn.matchTab, p, idx, s.kind(ct.Cells[i].Inst))
		if err != nil {
			return 0, err
		}
		if ok {
			count++
		}
	}
	return count, nil
}

// placedInst is the instance of kind k that seat p took.
func (s *State) placedInst(p, k int) int {
	first := int(s.c.firstInst[k])
	for i := first; i < first+s.c.tiles[k].Copies; i++ {
		if s.where[i] == locCity+uint8(p) {
			return i
		}
	}
	return first
}

// activate pays for and resolves the activation of seat p's tile at cell i,
// with a Tourist Marker from each spot of from and Energy Cubes for the
// rest; free activations cost nothing.
func (s *State) activate(p, i int, from []Spot, free bool) error {
	ct := &s.cities[p]
	if !free {
		cost := s.activationCost(p, i)
		cubes := cost - len(from)
		ct.Cubes -= int16(cubes)
		ct.Cells[i].Cubes += uint8(cubes)
		for _, sp := range from {
			s.moveTourist(p, i, sp)
		}
	}
	if free {
		// A free activation, inside a tile built or another activation, is
		// an Activation of its own ("once per tile built and once per
		// Activation"): its red arrows are counted afresh, and those of
		// what it is inside are given back after it (beneath it).
		s.stack.Push(task{Op: opArrows, Who: int8(p), N: int16(s.arrows)})
	}
	s.arrows = 0
	tile := s.cellTile(ct, i)
	s.stack.Push(task{Op: opTrigger, Who: int8(p), Cell: int8(i)})
	return s.runPush(tile.activation, p, i, 0)
}

// moveTourist moves a Tourist of seat p's City from spot sp onto the tile
// at cell i to pay for it: of those there, the lowest seat's (the neutral
// one last).
func (s *State) moveTourist(p, i int, sp Spot) {
	j := -1
	if !sp.Beside {
		j = s.cities[p].at(int(sp.R), int(sp.C))
	}
	for q := 0; q < s.touristCount(); q++ {
		if t := &s.tourists[q]; int(t.City) == p && !t.Used && int(t.Cell) == j {
			t.Cell, t.Used = int8(i), true
			return
		}
	}
}

// endEffects pushes the End of Game Effects of seat p's tiles (those that
// take place before the last World Expo, or the final ones). Each script
// runs now, so each effect is worked out from the City before any of them
// (the rulebook gives them no order).
func (s *State) endEffects(p int, before bool) error {
	ct := &s.cities[p]
	for j := int(ct.N) - 1; j >= 0; j-- {
		tile := s.cellTile(ct, j)
		e := tile.end
		if e == nil || e.beforeExpo != before {
			continue
		}
		if err := s.runPush(e.effect, p, j, 0); err != nil {
			return err
		}
		// Each effect pays the red arrows afresh: the reset is above it.
		s.stack.Push(task{Op: opArrows, Who: int8(p)})
	}
	return nil
}

// better reports whether seat a ranks above seat b on track tr, ties broken
// by the Economy Track and then the Initiative Track ("Breaking Ties").
func (s *State) better(a, b, tr int) bool {
	x, y := &s.cities[a], &s.cities[b]
	if x.Track[tr] != y.Track[tr] {
		return x.Track[tr] > y.Track[tr]
	}
	if x.Track[tEcon] != y.Track[tEcon] {
		return x.Track[tEcon] > y.Track[tEcon]
	}
	return x.Space < y.Space
}

// tourism is the Tourism Phase: the Highest Culture Token and where each
// Tourist Marker goes.
func (s *State) tourism() {
	n := s.seats()
	h, low := 0, 0
	for p := 1; p < n; p++ {
		if s.better(p, h, tCult) {
			h = p
		}
		if s.better(low, p, tCult) {
			low = p
		}
	}
	culture := s.cities[h].Track[tCult]
	// 2 players: "The neutral Player Marker on the Culture Track loses all
	// ties." Ahead of both, it holds the Highest Culture itself: no City
	// does, so no City claims a Tourist ("the City which has the lowest
	// Culture level that round will lose its Tourist to the City with the
	// Highest Culture"); a Tourist surrendered in an earlier round goes
	// back beside its own City ("The player who previously surrendered
	// their Tourist Marker may recover it"), and the neutral one back to
	// the board.
	if s.hasNeutral() && s.neutral > culture {
		s.highest = -1
		for q := 0; q < n; q++ {
			if int(s.tourists[q].City) != q {
				s.tourists[q] = tourist{City: int8(q), Cell: -1}
			}
		}
		s.tourists[n] = tourist{City: -1, Cell: -1}
		return
	}
	s.highest = int8(h)
	var claimed uint8
	// "the City which has the lowest Culture level that round will lose its
	// Tourist to the City with the Highest Culture" (the neutral marker, at
	// or below it, is the lowest instead). Cities tied for the lowest are
	// ranked by "Breaking Ties", as for the highest (a reading).
	if low != h && !(s.hasNeutral() && s.neutral <= s.cities[low].Track[tCult]) {
		claimed |= 1 << low
	}
	below := -1
	for _, a := range s.c.tracks[tCult].Attraction {
		if int(culture) >= a.At {
			below = a.Below
		}
	}
	for p := 0; p < n; p++ {
		if p != h && int(s.cities[p].Track[tCult]) < below {
			claimed |= 1 << p
		}
	}
	for q := 0; q < s.touristCount(); q++ {
		target := int8(q)
		if q == n || claimed&(1<<q) != 0 {
			target = int8(h)
		}
		if s.tourists[q].City != target {
			s.tourists[q] = tourist{City: target, Cell: -1}
		}
	}
}

// expo is the World Expo Evaluation, in steps.
func (s *State) expo() error {
	n := s.seats()
	order := s.order()
	last := int(s.round) == len(s.c.rounds)
	switch s.idx {
	case 0:
		s.idx = 1
		// The tiles waiting for a World Expo act after the End of Game
		// Effects that come before the last one.
		if err := s.fire(evExpo, -1, -1, 0); err != nil {
			return err
		}
		if last {
			// "some End of Game Effects take place just before the last
			// World Expo Evaluation"
			for i := n - 1; i >= 0; i-- {
				s.stack.Push(task{Op: opEnd, Who: order[i], Kind: 1})
			}
		}
	case 1:
		s.idx = 2
		for i := n - 1; i >= 0; i-- {
			p := int(order[i])
			ct := &s.cities[p]
			emp := s.c.tracks[tEmp]
			ct.Prestige += int16(emp.Prestige[int(ct.Track[tEmp])-emp.Min])
			if d := int(ct.Track[tEmp] - ct.Track[tPop]); d < 0 {
				ct.Prestige += int16(max(d, -s.c.unemploymentCap))
			}
			ps := s.c.tracks[tPS]
			if ps.icons != nil {
				if err := s.pushEffects(ps.icons[int(ct.Track[tPS])-ps.Min], p, -1); err != nil {
					return err
				}
			}
			s.stack.Push(task{Op: opArrows, Who: int8(p)})
		}
	case 2:
		var penalty [maxSeats]int
		for p := 0; p < n; p++ {
			for q := 0; q < n; q++ {
				if q != p && s.better(q, p, tPS) {
					penalty[p] += s.c.psPenalty
				}
			}
		}
		for p := 0; p < n; p++ {
			ct := &s.cities[p]
			ct.Prestige -= int16(penalty[p])
			// "remove all Energy Cubes currently on Building Tiles"
			for i := 0; i < int(ct.N); i++ {
				ct.Cells[i].Cubes = 0
			}
		}
		if err := s.fire(evEndOfEra, -1, -1, 0); err != nil {
			return err
		}
		s.idx = 0
		switch {
		case last:
			s.phase = phFinal
		case s.opts.expoAfterAdmin:
			// The Administrative Phase came first and moved the Time
			// Marker on: the next round begins.
			s.phase = phPolitical
		default:
			s.phase = phAdmin
		}
	}
	return nil
}

// admin is the Administrative Phase, in steps.
func (s *State) admin() error {
	n := s.seats()
	switch s.idx {
	case 0:
		s.idx = 1
		if s.hasNeutral() {
			// "the neutral Player Marker advances 1 Level on the Culture Track"
			s.neutral = int16(min(int(s.neutral)+1, s.c.tracks[tCult].Max))
		}
		order := s.order()
		for i := n - 1; i >= 0; i-- {
			p := order[i]
			for tk := s.c.tokens - 1; tk >= 0; tk-- {
				if s.surrounded(&s.cities[p], tk) {
					s.stack.Push(task{Op: opToken, Who: p, N: int16(tk)})
				}
			}
		}
	case 1:
		s.idx = 2
		oldEra := s.era()
		last := locRow0 + uint8(len(s.c.rows)) - 1
		for i := range s.c.inst {
			switch w := s.where[i]; {
			case w == last:
				s.where[i] = locBox
			case w >= locRow0 && w < last:
				s.where[i] = w + 1
			}
		}
		s.round++
		era := s.era()
		if era != oldEra {
			// "discard the older era Building Tile stack"
			for i, k := range s.c.inst {
				if s.where[i] == locStack && s.c.tiles[k].Era == oldEra {
					s.where[i] = locBox
				}
			}
		}
		if need := s.tilesWanted(); need > 0 {
			s.stack.Push(task{Op: opDraw, Who: -1, N: int16(need)})
		}
	case 2:
		s.idx = 3
		// "At the end of the Administrative Phase of each round indicated
		// on the board by the Prosperity symbol, each player in initiative
		// order, MUST: a) build a Prosperity Tile ... or b) build a Lake"
		if s.opts.prosperity && s.round >= 2 && s.c.rounds[s.round-2].Prosperity {
			order := s.order()
			for i := n - 1; i >= 0; i-- {
				s.stack.Push(task{Op: opProsper, Who: order[i]})
			}
		}
	case 3:
		if err := s.fire(evEndOfRound, -1, -1, 0); err != nil {
			return err
		}
		s.phase, s.idx = phPolitical, 0
		if s.opts.expoAfterAdmin && s.c.rounds[s.round-2].Expo {
			s.phase = phExpo // the round just ended closes an Era
		}
	}
	return nil
}

// tilesWanted is how many tiles the $0 row needs: "there should never be
// more current Era tiles than the number of players plus 2".
func (s *State) tilesWanted() int {
	era := s.era()
	have := 0
	for i, k := range s.c.inst {
		if w := s.where[i]; w >= locRow0 && w < locRow0+uint8(len(s.c.rows)) && s.c.tiles[k].Era == era {
			have++
		}
	}
	// VARIANT: "adding the full amount of building tiles regardless of how
	// many remain in the projects area ... only draw six tiles per
	// Administrative Phase when playing with 5 players". With 2 players "4
	// Buildings cards are revealed in the Projects Area" reads the same way
	// unless the two_player_draw option says "refill".
	if s.opts.fullDraw || (s.seats() == 2 && !s.opts.twoPlayerRefill) {
		return min(s.seats()+s.c.extraTiles, s.c.fullDrawMax)
	}
	return s.seats() + s.c.extraTiles - have
}

// final is the end: the last Initiative payment and End of Game Effects,
// then Final Scoring's conversions.
func (s *State) final() error {
	n := s.seats()
	order := s.order()
	switch s.idx {
	case 0:
		s.idx = 1
		for i := n - 1; i >= 0; i-- {
			p := int(order[i])
			s.stack.Push(task{Op: opEnd, Who: int8(p)})
		}
		// "each player must pay one last time for their current space in
		// the Initiative Area": a step for each, in Initiative order, so
		// that what a Permanent Effect on a payment does comes before the
		// next City pays. A payment of its own: its red arrows are counted
		// afresh (the reset above it).
		for i := n - 1; i >= 0; i-- {
			p := int(order[i])
			sp := s.c.spaces[s.cities[p].Space]
			s.stack.Push(task{Op: opPay, Who: int8(p), Cell: -1, Kind: tEcon, N: int16(sp.Cost * sp.Multiplier)})
			s.stack.Push(task{Op: opArrows, Who: int8(p)})
		}
	case 1:
		for p := 0; p < n; p++ {
			ct := &s.cities[p]
			ct.Prestige += ct.Cubes / int16(s.c.finalCubes)
			ct.Cubes %= int16(s.c.finalCubes)
			ct.Prestige += ct.Track[tEcon] / int16(s.c.finalMoney)
			ct.Track[tEcon] %= int16(s.c.finalMoney)
			ct.Prestige += ct.Track[tCult] / int16(s.c.finalCulture)
			// "1 Prestige Point for each space a player is beyond their last
			// Power Plant upgrade on the Progress Track": a pass declined,
			// or with no higher Power Plant, is no upgrade.
			ct.Prestige += int16(max(0, int(ct.Moved)-int(ct.Upgraded)) * s.c.finalProgress)
		}
		s.over = true
	}
	return nil
}
