package highrise

import (
	"slices"

	"github.com/rulebook-go/rulebook/expr"
)

// The 1-player game's Bonus line as it bears on a stop. "Bonus Spaces are
// resolved fully before Action Spaces!", and in the 1-player game passing
// a set of Bonus Spaces first means "choose any one of the remaining Bonus
// Tiles. If you choose a Bonus Tile that shows Floors, choose from the 3
// Floors next to the Bonus Tiles": so a move that takes a tile of the line
// may stop on an Action Space only when its action can be performed after
// one of the tiles, and the tile and its Floors are chosen among those
// after which it can. The Floors beside the line are refilled by Chance
// after each one taken; a stop is judged on the Floors there when the move
// is made, so a move is never legal only through a refill still to come.

// viaLine reports whether can script prog (canInfo info, nil for none;
// memo answer a) says yes for seat p in Neighborhood hood once p has taken
// one of the Bonus Tiles of the line: judged on a copy of the state with
// the tile taken and done up to its first decision, and with the best of
// the Floors beside the line for a tile that shows Floors.
func (m *canMemo) viaLine(s *State, prog *expr.Program, info *canInfo, p, hood int, a *canAnswer) bool {
	for i, k := range s.line {
		if k >= 0 && !slices.Contains(s.line[:i], k) && m.afterLine(s, prog, info, p, hood, i, a) {
			return true
		}
	}
	return false
}

// afterLine reports whether can script prog (memo answer a) says yes for
// seat p in Neighborhood hood once p has taken the Bonus Tile of the
// line's slot i, once for each script and slot in a listing.
func (m *canMemo) afterLine(s *State, prog *expr.Program, info *canInfo, p, hood, i int, a *canAnswer) bool {
	bit := uint8(1) << i
	if a.lineKnown&bit != 0 {
		return a.lineYes&bit != 0
	}
	yes := m.runAfterLine(s, prog, info, p, hood, i)
	a.lineKnown |= bit
	if yes {
		a.lineYes |= bit
	}
	return yes
}

// runAfterLine runs can script prog for seat p in Neighborhood hood on the
// copy of the state with the Bonus Tile of the line's slot i taken, made
// when first asked; when the copy waits on the tile's Floors, with the
// best choice of them.
func (m *canMemo) runAfterLine(s *State, prog *expr.Program, info *canInfo, p, hood, i int) bool {
	t := m.line[i]
	if t == nil {
		t = s.afterDoing(func(t *State) error { return t.takeLineTile(p, int(s.line[i])) })
		if t == nil {
			return false
		}
		m.line[i] = t
	}
	if m.r == nil {
		m.r = runnerPool.Get()
	}
	n := 0
	if top := t.stack.Top(); top != nil && top.Op == opLineFloor && int(top.Who) == p && t.stack.Len() > s.stack.Len() {
		n = int(top.N)
	}
	return t.canWithLineFloors(m.r, prog, info, p, hood, n)
}

// canWithLineFloors reports whether can script prog (canInfo info, nil for
// none) says yes for seat p in Neighborhood hood with n of the Floors
// beside the line added, for some choice of them (all of them when fewer
// than n are there). A script that reads no Floors a Bonus adds is run
// once, with none.
func (s *State) canWithLineFloors(r *expr.Local[Env], prog *expr.Program, info *canInfo, p, hood, n int) bool {
	pool := s.lineFl
	n = min(n, pool.Total())
	if info != nil && !info.extra {
		n = 0
	}
	var extra Floors
	return s.floorChoice(r, prog, p, hood, n, 0, &pool, &extra)
}

// floorChoice tries every choice of n more Floors from pool, of colour
// from or later, on top of extra, until the can script says yes.
func (s *State) floorChoice(r *expr.Local[Env], prog *expr.Program, p, hood, n, from int, pool, extra *Floors) bool {
	if n == 0 {
		return s.canRun(r, prog, p, hood, *extra, evNone)
	}
	for k := from; k < len(pool); k++ {
		if pool[k] > 0 {
			pool[k]--
			extra[k]++
			yes := s.floorChoice(r, prog, p, hood, n-1, k, pool, extra)
			extra[k]--
			pool[k]++
			if yes {
				return true
			}
		}
	}
	return false
}

// lineJudge is the can script of the space seat p's Mogul stands on, when
// the line's Bonus Tiles and Floors must keep its action possible: nil for
// the Stop Zone or a space whose action needs nothing.
func (s *State) lineJudge(p int) (prog *expr.Program, info *canInfo, hood int) {
	q := int(s.p[p].Pos)
	if q < 0 || s.side.Spaces[q].Kind == kindStop {
		return nil, nil, -1
	}
	prog, info, _ = s.stopCan(q)
	return prog, info, s.side.Spaces[q].Hood
}

// appendLinePicks lists the Bonus Tiles of the line seat p may take: each
// tile once, and only those after which the action of the space p stopped
// on can be performed. When none can (the move was judged before a Power
// Card it used was done), every tile is offered.
func (s *State) appendLinePicks(dst []Move, p int) []Move {
	start := len(dst)
	prog, info, hood := s.lineJudge(p)
	var memo canMemo
	var own canAnswer
	a := &own
	if prog != nil {
		a = memo.answer(prog, info, hood, &own)
	}
	for pass := 0; pass < 2 && len(dst) == start; pass++ {
		for i, k := range s.line {
			if k < 0 || slices.Contains(s.line[:i], k) {
				continue
			}
			if pass == 1 || prog == nil || memo.afterLine(s, prog, info, p, hood, i, a) {
				dst = append(dst, Move{Act: ActTile, K: int16(k), c: s.c})
			}
		}
	}
	memo.release()
	return dst
}

// appendLineFloors lists the Floors beside the line seat p may take for
// the tile's n Floors still owed: those with which, and some choice of the
// rest among those beside the line, the action of the space p stopped on
// can be performed. When none can, every colour there is offered.
func (s *State) appendLineFloors(dst []Move, p, n int) []Move {
	prog, info, hood := s.lineJudge(p)
	if prog == nil || info != nil && !info.extra {
		return s.appendColors(dst, ActPick, s.lineFl, false)
	}
	r := runnerPool.Get()
	defer runnerPool.Put(r)
	start := len(dst)
	for k, have := range s.lineFl {
		if have == 0 || k == s.c.up {
			continue
		}
		var extra Floors
		extra[k] = 1
		pool := s.lineFl
		pool[k]--
		if s.floorChoice(r, prog, p, hood, min(n-1, pool.Total()), 0, &pool, &extra) {
			dst = append(dst, Move{Act: ActPick, K: int16(k), c: s.c})
		}
	}
	if len(dst) == start {
		return s.appendColors(dst, ActPick, s.lineFl, false)
	}
	return dst
}
