package capitals

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// maxScore bounds Prestige and Energy Cubes in a save: far past what a
// game reaches, well inside the 16 bits a City keeps them in.
const maxScore = 1000

// validate checks a decoded state against the rules: the round and phase,
// seats and markers in range and distinct Initiative spaces. The rest of
// wholeStateChecks follows it: every tile in one place (a City's tiles in
// its City), the Prosperity tiles as dealt and built, the Political Phase's
// choices in turn, the tiles cleaned up after a World Expo, each City as
// play leaves it (see validCity), the pending steps left as play leaves
// them, and a game that plays on. Errors name the JSON path.
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
	return nil
}

// wholeStateChecks are Decode's checks of a restored state as a whole, in
// order, once restore has every field in place.
var wholeStateChecks = []func(*State) error{(*State).validate, (*State).validWhere, (*State).validProsperity, (*State).validPolitical,
	(*State).validCleanUp, (*State).validCities, (*State).settled, rulebook.Playable[*State, Move]}

// validCities checks every seat's City (see validCity).
func (s *State) validCities() error {
	for p := 0; p < s.seats(); p++ {
		if err := s.validCity(p); err != nil {
			return fmt.Errorf("cities[%d]%w", p, err)
		}
	}
	return nil
}

// validCity checks seat p's City as play leaves it: every seat but in the
// Political Phase on an Initiative space once the game has begun,
// Employment never above Population, every Construction Token on the
// City's perimeter, and the tiles one grid joined through the tiles and
// the tokens, with no tile under a token. A tile goes on a cell touching
// the City or on a side of a token ("A Building Tile must be placed on any
// of the four sides of the player's Construction Token"), so a token may
// be all that joins a tile; a token moves only once "all four building
// sites around" it are filled, and those four touch one another. Its
// errors begin with the JSON path below the City's.
func (s *State) validCity(p int) error {
	ct := &s.cities[p]
	if s.round > 0 && s.phase != phPolitical && ct.Space < 0 {
		return fmt.Errorf(".space: on no Initiative space in the %s", phaseNames[s.phase])
	}
	if ct.Track[tEmp] > ct.Track[tPop] {
		return fmt.Errorf(".tracks.employment: %d, above Population %d", ct.Track[tEmp], ct.Track[tPop])
	}
	nodes := make([]cell, 0, maxCells+maxTokens)
	nodes = append(nodes, ct.Cells[:ct.N]...)
	for i, tk := range ct.Tokens[:s.c.tokens] {
		if ct.N > 0 && !s.touches(ct, int(tk[0]), int(tk[1])) {
			return fmt.Errorf(".tokens[%d]: %s is not on the City's perimeter", i, cellString(tk[0], tk[1]))
		}
		nodes = append(nodes, cell{R: tk[0], C: tk[1], Inst: -1})
	}
	reached := uint64(1)
	for changed := true; changed; {
		changed = false
		for i := range nodes {
			for j := range nodes {
				if reached&(1<<i) != 0 && reached&(1<<j) == 0 && adjacent(&nodes[i], &nodes[j]) {
					reached |= 1 << j
					changed = true
				}
			}
		}
	}
	for i := 0; i < int(ct.N); i++ {
		if reached&(1<<i) == 0 {
			return fmt.Errorf(".tiles[%d]: not joined to the City's first tile, directly or through a Construction Token", i)
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
// Power Plant it has had (or the one tile the top step is placing: only
// the top step places one), that only the add-on deals tiles to a hand, and
// that the Power Plants, and only they, are in the supply (or the box or a
// City), and that the Starting Tiles are in a City or the box.
func (s *State) validWhere() error {
	c, n := s.c, s.seats()
	var inCity [maxInstances]bool
	for p := 0; p < n; p++ {
		for _, cl := range s.cities[p].Cells[:s.cities[p].N] {
			inCity[cl.Inst] = true
		}
	}
	taken := map[[2]int]int{} // seat, kind -> tiles taken, to be placed
	for i, t := range s.stack {
		if t.Op == opPlace || t.Op == opLake {
			if i != len(s.stack)-1 {
				return fmt.Errorf("pending[%d]: %v's tile waits beneath another step, but a seat must \"immediately place the Building Tile on their City (a player cannot keep Building Tiles unplayed)\"", i, rulebook.Player(t.Who))
			}
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
		case s.startingTile(int(k)) && w != locBox && (w < locCity || w >= locCity+uint8(n)):
			return fmt.Errorf("where.%s: a Starting Tile is in a City or the box (the setup places each City's own; the others stay in the box), not %s", s.instName(i), locName(w))
		case w == locSupply && !c.tiles[k].Plant:
			return fmt.Errorf("where.%s: only Power Plants wait in the supply", s.instName(i))
		case c.tiles[k].Plant && w != locSupply && w != locBox && (w < locCity || w >= locCity+uint8(n)):
			return fmt.Errorf("where.%s: a Power Plant is in the supply, the box or a City, not %s", s.instName(i), locName(w))
		}
	}
	for key, left := range taken {
		if left > 0 {
			return fmt.Errorf("pending: %v is to place %d %s more than it has taken", rulebook.Player(key[0]), left, c.tiles[key[1]].ID)
		}
	}
	return nil
}

// startingTile reports whether tile kind k is a Starting Tile: a tile the
// setup places in each City, or the Starting Power Plant.
func (s *State) startingTile(k int) bool {
	if k == s.c.startPlant {
		return true
	}
	for _, st := range s.c.startTiles {
		if st.kind == k {
			return true
		}
	}
	return false
}

// validPolitical checks the Political Phase once "all players slide their
// Player Markers downward": the seats choose new spaces in the order of the
// spaces they slid down from ("the City with the leftmost Player Marker
// ... is the first to choose"), so those spaces are distinct spaces of the
// track, the seats before the one choosing have chosen and the seats after
// it have not, and a pending choice of a space is the choosing seat's,
// not yet made, one at a time. Before they slide down, every seat is on a
// space.
func (s *State) validPolitical() error {
	n := s.seats()
	choices := 0
	for i, t := range s.stack {
		if t.Op != opSpace {
			continue
		}
		if choices++; s.phase != phPolitical || choices > 1 {
			return fmt.Errorf("pending[%d]: a choice of a space, and one seat at a time chooses, in the Political Phase", i)
		}
	}
	if s.phase != phPolitical {
		return nil
	}
	if s.idx == 0 {
		for p := 0; p < n; p++ {
			if s.cities[p].Space < 0 {
				return fmt.Errorf("cities[%d].space: none, and the Player Markers have not slid down (idx 0)", p)
			}
		}
		return nil
	}
	if int(s.idx) > n {
		return fmt.Errorf("idx: the %d seats have chosen, and the Political Phase goes on", n)
	}
	for p := 0; p < n; p++ {
		prev := s.cities[p].Prev
		if prev < 0 {
			return fmt.Errorf("cities[%d].prev: none, and the seats choose in the order of the spaces they slid down from", p)
		}
		for q := 0; q < p; q++ {
			if s.cities[q].Prev == prev {
				return fmt.Errorf("cities[%d].prev: %d, where %v slid down from too", p, prev, rulebook.Player(q))
			}
		}
	}
	order := s.prevOrder()
	for i, t := range s.stack {
		if t.Op == opSpace && (t.Who != order[s.idx-1] || s.cities[t.Who].Space >= 0) {
			return fmt.Errorf("pending[%d]: %v chooses a space, and %v is the seat choosing now, yet to choose", i, rulebook.Player(t.Who), rulebook.Player(order[s.idx-1]))
		}
	}
	for i, p := range order[:n] {
		switch chosen := s.cities[p].Space >= 0; {
		case i < int(s.idx)-1 && !chosen:
			return fmt.Errorf("cities[%d].space: none, and %v chose before the seat choosing now", p, rulebook.Player(p))
		case i >= int(s.idx) && chosen:
			return fmt.Errorf("cities[%d].space: %d, and %v chooses after the seat choosing now", p, s.cities[p].Space, rulebook.Player(p))
		}
	}
	return nil
}

// validCleanUp checks that the tiles hold no Energy Cubes right after a
// World Expo: cubes spent on a tile stay "until the end of the current Era
// (see World Expo Evaluation, \"Cleaning Up the Buildings\")". That is the
// Administrative Phase's first steps after the Expo (or, with
// expo_timing=after-admin, the next Political Phase), and the end of the
// game.
func (s *State) validCleanUp() error {
	if s.round == 0 {
		return nil
	}
	done := s.phase == phAdmin && s.idx <= 1 && s.c.rounds[s.round-1].Expo && !s.opts.expoAfterAdmin
	done = done || s.phase == phPolitical && s.round >= 2 && s.c.rounds[s.round-2].Expo && s.opts.expoAfterAdmin
	if !done && s.phase != phFinal {
		return nil
	}
	for p := 0; p < s.seats(); p++ {
		for i, cl := range s.cities[p].Cells[:s.cities[p].N] {
			if cl.Cubes != 0 {
				return fmt.Errorf("cities[%d].tiles[%d].cubes: %d, and the World Expo has cleaned up the buildings", p, i, cl.Cubes)
			}
		}
	}
	return nil
}

// validProsperity checks each seat's Prosperity tiles against the deal and
// the rounds: "Deal 6 tiles from the Prosperity Stack to each player with
// their faces down. When playing with 5 players, deal only 5", so a seat's
// tiles in hand, in its City (a Lake is one, face down) and still to be
// dealt are that many; and one is built "At the end of the Administrative
// Phase of each round indicated on the board by the Prosperity symbol", so
// a City has one for each such round ended (the one ending may still be
// building), each seat building one at a time, all of them at its turn.
func (s *State) validProsperity() error {
	n := s.seats()
	for i, k := range s.c.inst {
		w := s.where[i]
		switch {
		case !s.c.tiles[k].Prosperity || w == locBox:
		case !s.opts.prosperity:
			return fmt.Errorf("where.%s: a Prosperity tile out of the box in a game without the Prosperity add-on", s.instName(i))
		case w != locStack && w < locCity:
			return fmt.Errorf("where.%s: a Prosperity tile is in the box, the Prosperity Stack, a hand or a City, not %s", s.instName(i), locName(w))
		}
	}
	if !s.opts.prosperity {
		return nil
	}
	deal := s.c.prosperityDeal[n]
	var hand, built, toDeal [maxSeats]int
	inStack := 0
	for i, k := range s.c.inst {
		switch w := s.where[i]; {
		case !s.c.tiles[k].Prosperity:
		case w == locStack:
			inStack++
		case w >= locHand && w < locHand+uint8(n):
			hand[w-locHand]++
		case w >= locCity && w < locCity+uint8(n):
			built[w-locCity]++
		}
	}
	done := 0 // Prosperity rounds whose Administrative Phase has ended
	for r := 1; r < int(s.round); r++ {
		if s.c.rounds[r-1].Prosperity {
			done++
		}
	}
	low := done
	if s.phase == phAdmin {
		low-- // the round has moved on, and its tiles are yet to be built
	}
	building := s.phase == phAdmin && s.idx == 3 && s.round >= 2 && s.c.rounds[s.round-2].Prosperity
	if building {
		low = done // each builds now, in Initiative order
	}
	var toBuild [maxSeats]int
	lowest, dealing := -1, 0 // the lowest deal step; the tiles still to deal
	for i, t := range s.stack {
		switch {
		case t.Op == opDeal:
			if lowest < 0 {
				lowest = i
			}
			dealing += int(t.N)
			if t.Kind >= 0 && int(t.Kind) < n {
				toDeal[t.Kind] += int(t.N)
			}
		case t.Op == opPBox && lowest >= 0:
			// The deals come first, then "The remaining tiles, if any,
			// are removed from the game without revealing them".
			return fmt.Errorf("pending[%d]: a Prosperity deal beneath pending[%d], which returns the undealt tiles to the box (%s: %q)", lowest, i, secPSetup, "The remaining tiles, if any, are removed from the game")
		case t.Op == opProsper && !building:
			return fmt.Errorf("pending[%d]: a Prosperity build in the %s (idx %d): one is built %q", i, phaseNames[s.phase], s.idx, "At the end of the Administrative Phase of each round indicated on the board by the Prosperity symbol")
		case t.Op == opProsper && t.Who >= 0 && int(t.Who) < n:
			toBuild[t.Who]++
		}
	}
	if dealing > inStack {
		return fmt.Errorf("pending: %d Prosperity tiles to deal, and %d in the Prosperity Stack", dealing, inStack)
	}
	for p := 0; p < n; p++ {
		if hand[p]+built[p]+toDeal[p] != deal {
			return fmt.Errorf("where: %v has %d Prosperity tiles in hand, %d built and %d to be dealt; each is dealt %d", rulebook.Player(p), hand[p], built[p], toDeal[p], deal)
		}
		if b := built[p] + toBuild[p]; toDeal[p] == 0 && (b < low || b > done || toBuild[p] > 1) {
			return fmt.Errorf("cities[%d]: %d Prosperity tiles built and %d to build after %d Prosperity rounds", p, built[p], toBuild[p], done)
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
	case opSpace, opTake, opBonus, opProsper:
		chance = seat
	case opArrows:
		chance, nOK = seat, t.N >= 0 && int(t.N)>>(2*nTracks) == 0
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
	case opCond:
		chance, kindOK, nOK = seat && cellOK, t.Kind >= 2 && t.Kind <= maxAmount, t.N >= 2 && t.N <= t.Kind
		thenOK = len(t.Then) > 0 && s.validEffects(t.Then) == nil
	case opOrder:
		chance, thenOK = seat && cellOK, seat && cellOK && len(t.Then) <= 64
		if thenOK {
			if err := s.validOrder(t); err != nil {
				return fmt.Errorf("then: %w", err)
			}
		}
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
		t.Op != opPay && t.Op != expr.OpMay && t.Op != expr.OpEither && t.Op != opGain && t.Op != opCond:
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
		case opCond:
			if e.N < 2 || len(e.Then) == 0 {
				return fmt.Errorf("a Conditional Effect of %d times and %d effects", e.N, len(e.Then))
			}
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
			if !s.mayList(ct, int(t.Cell), e) {
				name, _ := saveOps.Name(e.Op)
				return fmt.Errorf("%s %q %d is an effect no tile of the City lists", name, e.Arg, e.N)
			}
		}
	}
	return nil
}

// mayList reports whether an order of the tile at cell may list effect e
// as it is: one of the tile's Immediate Effects worked out when the content
// loaded, or one a Construction Effect of a tile of the City gives (these
// join the order of the tile built).
func (s *State) mayList(ct *city, cell int, e expr.Effect) bool {
	in := func(l []expr.Effect) bool {
		return slices.ContainsFunc(l, func(f expr.Effect) bool { return sameEffect(e, f) })
	}
	if cell >= 0 && cell < int(ct.N) && in(s.cellTile(ct, cell).listed) {
		return true
	}
	for j := 0; j < int(ct.N); j++ {
		cn := s.cellTile(ct, j).cons
		if cn == nil || cn.effect == nil {
			continue
		}
		if in(cn.effect.consts) || slices.ContainsFunc(cn.effect.byCount, in) {
			return true
		}
	}
	return false
}

// sameEffect reports whether a and b are the same effect, an empty list of
// effects the same as none.
func sameEffect(a, b expr.Effect) bool {
	return a.Op == b.Op && a.Arg == b.Arg && a.N == b.N && a.M == b.M && a.Label == b.Label &&
		slices.EqualFunc(a.Then, b.Then, sameEffect) && slices.EqualFunc(a.Else, b.Else, sameEffect)
}

// maxExecCount bounds the counts an executive step carries in a save.
const maxExecCount = 32
