package capitals

import (
	"bytes"
	"fmt"
	"math/bits"
	"strings"
	"sync"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// ToMove is the party that owes the next decision.
func (s *State) ToMove() rulebook.Player {
	t := s.stack.Due(s.over)
	if t == nil {
		return rulebook.Nobody
	}
	switch t.Op {
	case opBox, opSeat, opDraw, opDeal:
		return rulebook.Chance
	}
	return rulebook.Player(t.Who)
}

// Prompt says what is being decided.
func (s *State) Prompt() string {
	t := s.stack.Due(s.over)
	if t == nil {
		return expr.Idle(s.over)
	}
	who := rulebook.Player(t.Who)
	switch t.Op {
	case opBox:
		return fmt.Sprintf("Setup: a %s tile of Era %d returns to the box", s.c.types[t.Kind], t.N)
	case opSeat:
		return fmt.Sprintf("Setup: the player placed on Initiative space %d", t.N+1)
	case opDraw:
		// At setup ("Next to the $0 row ... place two Era I Building
		// Tiles plus one more for every player") or in the Administrative
		// Phase.
		return fmt.Sprintf("%s: draw an Era %d tile for the $0 row (%d to draw)", phaseNames[s.phase], s.era(), t.N)
	case opSpace:
		return fmt.Sprintf("%v, Political Phase: choose a free Initiative space", who)
	case opTake:
		// The Building Phase's, or an additional tile a tile's Immediate
		// Effect builds (build(n)) in a Prosperity round's Administrative
		// Phase.
		return fmt.Sprintf("%v, %s: choose a tile from the Projects Area", who, phaseNames[s.phase])
	case opPlace:
		return fmt.Sprintf("%v, %s: place %s in your City", who, phaseNames[s.phase], s.c.tiles[t.Kind].ID)
	case opOrder:
		return fmt.Sprintf("%v: choose the effect to resolve next", who)
	case opUpgrade:
		return fmt.Sprintf("%v: upgrade your Power Plant?", who)
	case opExec:
		return fmt.Sprintf("%v, Executive Phase: activate a tile (%d activations left) or end your turn", who, t.N)
	case opBonus:
		return fmt.Sprintf("%v: you passed every activation: take 1 Prestige or 1 Energy Cube", who)
	case opToken:
		return fmt.Sprintf("%v, Administrative Phase: move your surrounded Construction Token", who)
	case opFree:
		return fmt.Sprintf("%v: choose an adjacent tile to activate for free", who)
	case opDeal:
		return fmt.Sprintf("Setup: deal a Prosperity tile face down to %v (%d to deal)", rulebook.Player(t.Kind), t.N)
	case opProsper:
		return fmt.Sprintf("%v, Administrative Phase: build a Prosperity tile whose Construction Requirement holds, or build one as a Lake", who)
	case opLake:
		return fmt.Sprintf("%v: place the Lake (%s) anywhere adjacent to your City", who, s.c.tiles[t.Kind].ID)
	case expr.OpMay, expr.OpEither:
		return fmt.Sprintf("%v: %s", who, s.choicePrompt(int(t.Who), t.choice()))
	case opCond:
		return fmt.Sprintf("%v: %s", who, t.condPrompt())
	}
	return "resolving effects"
}

// Legal returns every legal move in a new slice.
func (s *State) Legal() []Move { return s.AppendLegal(nil) }

// Weight is 1 for every legal move: every tile is unique and every seat
// equally likely.
func (s *State) Weight(m Move) int { return 1 }

// appendLegal appends the moves the rules allow to dst, in a
// deterministic order (AppendLegal leaves out those refused).
func (s *State) appendLegal(dst []Move) []Move {
	t := s.stack.Due(s.over)
	if t == nil {
		return dst
	}
	p := int(t.Who)
	switch t.Op {
	case opBox:
		for i := s.nextAt(0, locStack); i >= 0; i = s.nextAt(i+1, locStack) {
			tile := &s.c.tiles[s.c.inst[i]]
			if tile.Era == int(t.N) && tile.Type == int(t.Kind) {
				dst = append(dst, Move{Action: ActBox, Tile: tile.ID})
			}
		}
	case opSeat:
		for q := 0; q < s.seats(); q++ {
			if s.cities[q].Space < 0 {
				dst = append(dst, Move{Action: ActSeat, Seat: rulebook.Player(q)})
			}
		}
	case opDraw:
		era := s.era()
		for i := s.nextAt(0, locStack); i >= 0; i = s.nextAt(i+1, locStack) {
			if tile := &s.c.tiles[s.c.inst[i]]; tile.Era == era {
				dst = append(dst, Move{Action: ActDraw, Tile: tile.ID})
			}
		}
	case opSpace:
		for sp := 0; sp < s.selectable(); sp++ {
			if s.spaceFree(sp) {
				dst = append(dst, Move{Action: ActSpace, N: int8(sp + 1)})
			}
		}
	case opTake:
		for row := locRow0; row < locRow0+uint8(len(s.c.rows)); row++ {
			for i := s.nextAt(0, row); i >= 0; i = s.nextAt(i+1, row) {
				dst = append(dst, Move{Action: ActTake, Tile: s.c.tiles[s.c.inst[i]].ID})
			}
		}
	case opPlace:
		dst = s.appendCells(dst, p, ActPlace, siteTile)
	case opLake:
		dst = s.appendCells(dst, p, ActPlace, siteLake)
	case opDeal:
		for i, k := range s.c.inst {
			if s.where[i] == locStack && s.c.tiles[k].Prosperity {
				dst = append(dst, Move{Action: ActDeal, Tile: s.c.tiles[k].ID})
			}
		}
	case opProsper:
		for i, k := range s.c.inst {
			if s.where[i] == locHand+uint8(p) && s.prosperOK(p, int(k)) == nil {
				dst = append(dst, Move{Action: ActBuild, Tile: s.c.tiles[k].ID})
			}
		}
		for i, k := range s.c.inst {
			if s.where[i] == locHand+uint8(p) {
				dst = append(dst, Move{Action: ActLake, Tile: s.c.tiles[k].ID})
			}
		}
	case opToken:
		dst = s.appendCells(dst, p, ActToken, siteToken)
	case opOrder:
		// "effect N" is the N-th effect still to resolve; equal ones are
		// one move.
		n := 0
		for i := range t.Then {
			if i >= 64 || t.Done&(1<<i) != 0 {
				continue
			}
			n++
			if !t.repeats(i) {
				dst = append(dst, Move{Action: ActEffect, N: int8(n)})
			}
		}
	case opUpgrade, opCond:
		// A Conditional Effect's "again?" is a may's yes or no.
		dst = append(dst, upgradeAnswers[:]...)
	case expr.OpMay, expr.OpEither:
		c := t.choice()
		for _, a := range c.Answers() {
			if s.answerPayable(p, c, a) {
				dst = append(dst, Move{Action: answerActions[a]})
			}
		}
	case opBonus:
		dst = append(dst, bonusAnswers[:]...)
	case opExec:
		dst = s.appendActivations(dst, p, int(t.N))
		dst = append(dst, Move{Action: ActDone})
	case opFree:
		ct := &s.cities[p]
		for i := 0; i < int(ct.N); i++ {
			if s.freeTarget(p, int(t.Cell), i) {
				dst = append(dst, Move{Action: ActFree, R: ct.Cells[i].R, C: ct.Cells[i].C})
			}
		}
	}
	return dst
}

// The answers to an upgrade and to a bonus, in Legal's order.
var (
	upgradeAnswers = [...]Move{{Action: ActYes}, {Action: ActNo}}
	bonusAnswers   = [...]Move{{Action: ActPrestige}, {Action: ActCube}}
)

// repeats reports whether effect i of an order (opOrder) still to resolve
// equals an earlier one still to resolve: equal effects are one move, the
// first of them.
func (t *task) repeats(i int) bool {
	for j := 0; j < i; j++ {
		if t.Done&(1<<j) == 0 && effectEqual(t.Then[i], t.Then[j]) {
			return true
		}
	}
	return false
}

// nextAt is the first tile instance from i on whose location is loc, or
// -1: Legal's scans of the Era stacks and the Projects Area.
func (s *State) nextAt(i int, loc uint8) int {
	j := bytes.IndexByte(s.where[i:len(s.c.inst)], loc)
	if j < 0 {
		return -1
	}
	return i + j
}

// selectable is how many Initiative spaces are open for selection.
func (s *State) selectable() int {
	n := s.c.selectable[s.seats()]
	if s.seats() == 2 {
		n = s.opts.twoPlayerSpaces
	}
	return min(n, len(s.c.spaces))
}

func (s *State) spaceFree(sp int) bool {
	for q := 0; q < s.seats(); q++ {
		if int(s.cities[q].Space) == sp {
			return false
		}
	}
	return true
}

// siteKind says what goes on a cell appendCells and cellOK list.
type siteKind uint8

const (
	// siteTile: a Building Tile, on an empty cell touching the City or on
	// a side of a Construction Token ("A) A Building Tile must be placed on
	// any of the four sides of the player's Construction Token"; "all four
	// building sites around a Construction Token").
	siteTile siteKind = iota
	// siteLake: a Lake, on an empty cell touching the City ("it must be
	// adjacent to another Building Tile that is already in the City").
	siteLake
	// siteToken: a Construction Token moved "to another location on the
	// perimeter of the City", with an empty side, so it is not surrounded
	// again.
	siteToken
)

// appendCells lists the cells where seat p may put what kind names, in row
// then column order. It marks the City's tiles and tokens as bits of row
// masks around it (a margin of 3: the candidate cells and their sides) and
// reads each row's candidates off the masks; a City too wide for a mask is
// checked cell by cell.
func (s *State) appendCells(dst []Move, p int, a Action, kind siteKind) []Move {
	ct := &s.cities[p]
	if ct.N == 0 {
		return dst
	}
	minR, maxR, minC, maxC := int(ct.Cells[0].R), int(ct.Cells[0].R), int(ct.Cells[0].C), int(ct.Cells[0].C)
	for i := 1; i < int(ct.N); i++ {
		r, c := int(ct.Cells[i].R), int(ct.Cells[i].C)
		minR, maxR, minC, maxC = min(minR, r), max(maxR, r), min(minC, c), max(maxC, c)
	}
	const margin = 3
	// Bit c-minC+margin of row r-minR+margin.
	var tiles, taken, sites [2*maxCoord + 2*margin + 1]uint64
	if maxC-minC+2*margin+1 > 64 || maxR-minR+2*margin+1 > len(tiles) {
		for r := minR - 2; r <= maxR+2; r++ {
			for c := minC - 2; c <= maxC+2; c++ {
				if s.cellOK(p, r, c, kind) {
					dst = append(dst, Move{Action: a, R: int8(r), C: int8(c)})
				}
			}
		}
		return dst
	}
	for i := 0; i < int(ct.N); i++ {
		tiles[int(ct.Cells[i].R)-minR+margin] |= 1 << (int(ct.Cells[i].C) - minC + margin)
	}
	taken = tiles
	for _, t := range ct.Tokens {
		r, c := int(t[0]), int(t[1])
		if r < minR-margin+1 || r > maxR+margin-1 || c < minC-margin+1 || c > maxC+margin-1 {
			continue
		}
		taken[r-minR+margin] |= 1 << (c - minC + margin)
		if kind == siteTile && s.touches(ct, r, c) {
			for _, d := range sides {
				sites[r+d[0]-minR+margin] |= 1 << (c + d[1] - minC + margin)
			}
		}
	}
	for y := 1; y <= maxR-minR+2*margin-1; y++ {
		if r := y + minR - margin; r < -maxCoord || r > maxCoord {
			continue
		}
		near := tiles[y-1] | tiles[y] | tiles[y+1]
		free := (near | near<<1 | near>>1 | sites[y]) &^ taken[y]
		if kind == siteToken {
			// An empty side: above, below, left or right.
			free &= ^taken[y-1] | ^taken[y+1] | ^(taken[y] << 1) | ^(taken[y] >> 1)
		}
		for ; free != 0; free &= free - 1 {
			if c := bits.TrailingZeros64(free) + minC - margin; c >= -maxCoord && c <= maxCoord {
				dst = append(dst, Move{Action: a, R: int8(y + minR - margin), C: int8(c)})
			}
		}
	}
	return dst
}

// cellOK reports whether seat p may put what kind names at r,c: the
// one-cell form of appendCells.
func (s *State) cellOK(p, r, c int, kind siteKind) bool {
	ct := &s.cities[p]
	if r < -maxCoord || r > maxCoord || c < -maxCoord || c > maxCoord || ct.at(r, c) >= 0 || ct.tokenAt(r, c) {
		return false
	}
	ok := s.touches(ct, r, c)
	if kind == siteTile && !ok {
		for _, d := range sides {
			ok = ok || ct.tokenAt(r+d[0], c+d[1]) && s.touches(ct, r+d[0], c+d[1])
		}
	}
	return ok && (kind != siteToken || s.hasEmptySide(ct, r, c))
}

// touches reports whether cell r,c touches a tile of the City (diagonals
// count): a Construction Token there is on the City's perimeter.
func (s *State) touches(ct *city, r, c int) bool {
	me := cell{R: int8(r), C: int8(c)}
	for i := 0; i < int(ct.N); i++ {
		if adjacent(&ct.Cells[i], &me) {
			return true
		}
	}
	return false
}

var sides = [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}

func (s *State) hasEmptySide(ct *city, r, c int) bool {
	for _, d := range sides {
		if ct.at(r+d[0], c+d[1]) < 0 && !ct.tokenAt(r+d[0], c+d[1]) {
			return true
		}
	}
	return false
}

// surrounded reports whether all four building sites around token i are
// filled.
func (s *State) surrounded(ct *city, i int) bool {
	r, c := int(ct.Tokens[i][0]), int(ct.Tokens[i][1])
	return !s.hasEmptySide(ct, r, c)
}

// activationCost is "One more Energy Cube than all of the Energy Cubes
// currently on the Building Tile (including cubes printed on the tile as
// well as any Tourist Markers on the tile)".
func (s *State) activationCost(p, i int) int {
	ct := &s.cities[p]
	c := ct.Cells[i]
	n := s.c.tiles[s.kind(c.Inst)].Cubes + int(c.Cubes) + 1
	// Only the Tourist Markers in play: one per seat, and the neutral one
	// with 2 players.
	for q := 0; q < s.touristCount(); q++ {
		if t := s.tourists[q]; int(t.City) == p && int(t.Cell) == i {
			n++
		}
	}
	return n
}

// spotCount is how many Tourists may pay from one spot.
type spotCount struct {
	spot Spot
	n    int8
}

// touristSpots gathers the spots Tourists may pay from for seat p's
// activation of its tile at cell i, with how many are in each, in the
// order a move writes them: Tourists in p's City not yet used this
// Executive Phase ("once each per Executive Phase") and not on that tile
// ("a Tourist Marker can never activate the Building Tile it is on at the
// beginning of the Executive Phase"). It returns how many spots it filled.
func (s *State) touristSpots(p, i int, dst *[maxSeats]spotCount) int {
	ct := &s.cities[p]
	k := 0
	for q := 0; q < s.touristCount(); q++ {
		t := s.tourists[q]
		if int(t.City) != p || t.Used || (t.Cell >= 0 && int(t.Cell) == i) {
			continue
		}
		sp := Spot{Beside: true}
		if t.Cell >= 0 {
			sp = Spot{R: ct.Cells[t.Cell].R, C: ct.Cells[t.Cell].C}
		}
		j := 0
		for j < k && dst[j].spot != sp {
			j++
		}
		if j == k {
			if k == len(dst) {
				continue
			}
			dst[k] = spotCount{spot: sp}
			k++
		}
		dst[j].n++
	}
	for a := 1; a < k; a++ {
		for b := a; b > 0 && dst[b].spot.less(dst[b-1].spot); b-- {
			dst[b], dst[b-1] = dst[b-1], dst[b]
		}
	}
	return k
}

func (s *State) touristCount() int {
	if s.hasNeutral() {
		return s.seats() + 1
	}
	return s.seats()
}

// appendActivations lists seat p's activations: each tile it can pay for,
// with every distinct choice of Tourists (how many from each spot, at most
// the cost) whose remaining cost its cubes cover.
func (s *State) appendActivations(dst []Move, p, left int) []Move {
	if left <= 0 {
		return dst
	}
	for i := 0; i < int(s.cities[p].N); i++ {
		s.activations(p, i, func(m Move) bool {
			dst = append(dst, m)
			return true
		})
	}
	return dst
}

// activations calls yield with seat p's activations of its tile at cell i,
// in Legal's order, until yield returns false; it reports whether yield
// returned false (a move was found). Check asks it about the one tile a
// move names.
func (s *State) activations(p, i int, yield func(Move) bool) bool {
	ct := &s.cities[p]
	// "To activate a Building Tile, a player takes Energy Cubes from their
	// Power Plant Tile and places them on the Building Tile": the Energy
	// Cubes the effects then take (need) come from what is left.
	ok, need, _ := s.affordErr(p, i)
	if !ok || need > int(ct.Cubes) {
		return false
	}
	cost := s.activationCost(p, i)
	var spots [maxSeats]spotCount
	k := s.touristSpots(p, i, &spots)
	// take counts the Tourists taken from each spot, the first spot
	// turning fastest.
	var take [maxSeats]int8
	for {
		total := 0
		for g := 0; g < k; g++ {
			total += int(take[g])
		}
		if total <= cost && cost-total+need <= int(ct.Cubes) {
			m := Move{Action: ActActivate, R: ct.Cells[i].R, C: ct.Cells[i].C}
			for g := 0; g < k; g++ {
				for n := int8(0); n < take[g]; n++ {
					m.From[m.N] = spots[g].spot
					m.N++
				}
			}
			if !yield(m) {
				return true
			}
		}
		g := 0
		for ; g < k; g++ {
			if take[g]++; take[g] <= spots[g].n {
				break
			}
			take[g] = 0
		}
		if g == k {
			return false
		}
	}
}

// affordable reports whether seat p can pay what the activation of its tile
// at cell i costs on tracks other than the Economy (which Extra Taxation
// pays), with no Energy Cubes spent on the activation itself (a free
// activation): a track may not be moved below its first space to pay.
func (s *State) affordable(p, i int) bool {
	ok, need, _ := s.affordErr(p, i)
	return ok && need <= int(s.cities[p].Cubes)
}

// effectBufs lends the buffers a listing of moves runs activation scripts
// into: a read must not write to the state's own scratch space.
var effectBufs = sync.Pool{New: func() any { return new([]expr.Effect) }}

// affordErr reports whether seat p can pay the costs of the activation of
// its tile at cell i on the board tracks (payNeeds), the Energy Cubes they
// take from the Power Plant, and the error of an activation script that
// failed (the tile is then not affordable: the content cannot play it).
func (s *State) affordErr(p, i int) (ok bool, cubes int, err error) {
	ct := &s.cities[p]
	tile := s.cellTile(ct, i)
	if tile.activation == nil {
		return false, 0, nil
	}
	if tile.activation.isCon {
		ok, cubes = s.payNeeds(p, tile.activation.consts)
		return ok, cubes, nil
	}
	buf := effectBufs.Get().(*[]expr.Effect)
	effects, err := s.run(tile.activation, p, i, 0, (*buf)[:0])
	if err == nil {
		ok, cubes = s.payNeeds(p, effects)
	}
	*buf = effects[:0]
	effectBufs.Put(buf)
	return ok, cubes, err
}

// canPay reports whether seat p can pay the costs (pay effects) in a list
// of effects now (payNeeds), its Energy Cubes included.
func (s *State) canPay(p int, effects []expr.Effect) bool {
	ok, cubes := s.payNeeds(p, effects)
	return ok && cubes <= int(s.cities[p].Cubes)
}

// payNeeds reads the costs (pay effects) in a list of effects, each paid
// after the ones before it: ok is false when a board track cannot pay them
// (a track may not be moved below its first space to pay; the Economy is
// paid with Extra Taxation and Prestige may go negative), and cubes is the
// Energy Cubes they take from the Power Plant, which the caller weighs
// against what is left there when they are paid. An either is paid by one
// of its branches: ok when one can be paid, counting the one that takes
// fewer cubes (a may can always be declined).
func (s *State) payNeeds(p int, effects []expr.Effect) (ok bool, cubes int) {
	var paid [nTracks]int
	return s.payNeedsAfter(p, effects, &paid)
}

// payNeedsAfter is payNeeds after the board-track costs in paid, which it
// adds to.
func (s *State) payNeedsAfter(p int, effects []expr.Effect, paid *[nTracks]int) (ok bool, cubes int) {
	ct := &s.cities[p]
	for _, e := range effects {
		switch e.Op {
		case expr.OpEither:
			a, b := *paid, *paid
			okA, cubesA := s.payNeedsAfter(p, e.Then, &a)
			okB, cubesB := s.payNeedsAfter(p, e.Else, &b)
			switch {
			case okA && (!okB || cubesA <= cubesB):
				*paid, cubes = a, cubes+cubesA
			case okB:
				*paid, cubes = b, cubes+cubesB
			default:
				return false, cubes
			}
			continue
		case opPay:
		default:
			continue
		}
		tr, _ := trackIndex(e.Arg)
		switch {
		case tr == tEcon || tr == tPrestige:
		case tr == tCubes:
			cubes += e.N
		case tr >= 0 && tr < nTracks:
			paid[tr] += e.N
			if int(ct.Track[tr])-paid[tr] < s.c.tracks[tr].Min {
				return false, cubes
			}
		}
	}
	return true, cubes
}

// choicePrompt is the question of choice c owed by seat p, naming an
// answer it does not offer because p cannot pay it (answerPayable).
func (s *State) choicePrompt(p int, c expr.Choice) string {
	q := c.Prompt()
	for _, a := range c.Answers() {
		if !s.answerPayable(p, c, a) {
			return fmt.Sprintf("%s: not %s, whose cost you cannot pay", q, a)
		}
	}
	return q
}

// answerPayable reports whether seat p may give answer a to choice c: a
// branch whose costs p cannot pay (canPay) is not offered, unless no
// branch can be paid (an either must still be answered); no, to a may, is
// always offered.
func (s *State) answerPayable(p int, c expr.Choice, a expr.Answer) bool {
	switch a {
	case expr.No:
		return true
	case expr.Yes:
		return s.canPay(p, c.Then)
	}
	if s.canPay(p, c.Branch(a)) {
		return true
	}
	other := expr.First
	if a == expr.First {
		other = expr.Second
	}
	return !s.canPay(p, c.Branch(other))
}

// freeTarget reports whether the tile at cell i may be activated for free
// by the tile at cell src: adjacent, with an activation that is not itself
// a free activation, and affordable.
func (s *State) freeTarget(p, src, i int) bool {
	ct := &s.cities[p]
	if src < 0 || src >= int(ct.N) || !adjacent(&ct.Cells[i], &ct.Cells[src]) {
		return false
	}
	tile := s.cellTile(ct, i)
	return tile.activation != nil && !s.givesFree(p, i) && s.affordable(p, i)
}

// givesFree reports whether the activation of seat p's tile at cell i gives
// a free activation, read from the effects its script returns. A script
// that fails here is no free activation: activating the tile reports the
// failure.
func (s *State) givesFree(p, i int) bool {
	sc := s.cellTile(&s.cities[p], i).activation
	if sc.isCon {
		return holdsOp(sc.consts, opFree)
	}
	var buf [8]expr.Effect
	effects, err := s.run(sc, p, i, 0, buf[:0])
	return err == nil && holdsOp(effects, opFree)
}

// holdsOp reports whether effects hold an effect of op, nested ones too.
func holdsOp(effects []expr.Effect, op expr.Op) bool {
	for i := range effects {
		if e := &effects[i]; e.Op == op || holdsOp(e.Then, op) || holdsOp(e.Else, op) {
			return true
		}
	}
	return false
}

// prosperOK says why seat p may not build Prosperity tile kind k now, or
// nil: its Construction Requirement must hold, and the costs of its
// Immediate Effects ("To Build: lose $12, 1 public service, 2 culture")
// must be payable.
func (s *State) prosperOK(p, k int) error {
	tile := &s.c.tiles[k]
	if tile.requires != nil {
		r := runnerPool.Get()
		r.Env = Env{s: s, player: p, cell: -1, subject: -1}
		ok, err := r.RunBool(tile.requires, &r.Env)
		runnerPool.Put(r)
		if err != nil {
			return err
		}
		if !ok {
			return illegal(secProsperity, "%s's Construction Requirement does not hold: %s", tile.ID, requirementText(tile.Text))
		}
	}
	if tile.immediate != nil {
		// A buffer of its own: Legal and Check ask, and a read must not
		// write to the state.
		buf := effectBufs.Get().(*[]expr.Effect)
		effects, err := s.run(tile.immediate, p, -1, 0, (*buf)[:0])
		ok := err == nil && s.canPay(p, effects)
		*buf = effects[:0]
		effectBufs.Put(buf)
		if err != nil {
			return err
		}
		if !ok {
			return illegal(secProsperity, "%s: you cannot pay what building it costs: %s", tile.ID, requirementText(tile.Text))
		}
	}
	return nil
}

// requirementText is the "To Build: …" sentence of a tile's text.
func requirementText(text string) string {
	sentence, _, _ := strings.Cut(text, ".")
	return sentence
}

// effectEqual compares two effects, nested lists included.
func effectEqual(a, b expr.Effect) bool {
	if a.Op != b.Op || a.Arg != b.Arg || a.N != b.N || a.Label != b.Label || len(a.Then) != len(b.Then) || len(a.Else) != len(b.Else) {
		return false
	}
	for i := range a.Then {
		if !effectEqual(a.Then[i], b.Then[i]) {
			return false
		}
	}
	for i := range a.Else {
		if !effectEqual(a.Else[i], b.Else[i]) {
			return false
		}
	}
	return true
}
