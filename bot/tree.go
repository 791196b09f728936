package bot

import (
	"fmt"
	"math"

	"github.com/rulebook-go/rulebook"
)

// node is one node of a search tree: the move that leads to it from its
// parent, who chose that move, and the statistics of the iterations that
// passed through it. Children form a list in the order they were added.
type node[M rulebook.Move] struct {
	move  M
	who   rulebook.Player // the seat that chose move, or Chance for an outcome
	first int32           // first child; -1 while the node is not expanded
	last  int32           // last child
	next  int32           // next sibling; -1 for the last
	n     int32           // iterations through the node
	avail int32           // iterations in which its move was legal at its parent
	w     float64         // the sum of who's values over those iterations
}

// tree is one worker's search: its nodes (0 is the root) and the scratch
// space its iterations reuse.
type tree[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	nodes []node[M]
	legal []M
	found []int32
	path  []int32
	buf   []M
	r     *rulebook.Resolver
	cfg   Search
	moves int // moves applied in the tree and playouts, for the benchmarks
}

// reset empties the tree for a new search, keeping its memory.
func (t *tree[S, M]) reset(cfg Search, r *rulebook.Resolver) {
	t.nodes = append(t.nodes[:0], node[M]{who: rulebook.Nobody, first: -1, last: -1, next: -1})
	t.cfg, t.r = cfg, r
}

func (t *tree[S, M]) add(parent int32, m M, who rulebook.Player) int32 {
	i := int32(len(t.nodes))
	t.nodes = append(t.nodes, node[M]{move: m, who: who, first: -1, last: -1, next: -1})
	p := &t.nodes[parent]
	if p.first < 0 {
		p.first = i
	} else {
		t.nodes[p.last].next = i
	}
	p.last = i
	return i
}

// child returns the child of parent reached by m, or -1; hint is the child
// to try first.
func (t *tree[S, M]) child(parent, hint int32, m M) int32 {
	if hint >= 0 && t.nodes[hint].move == m {
		return hint
	}
	for c := t.nodes[parent].first; c >= 0; c = t.nodes[c].next {
		if t.nodes[c].move == m {
			return c
		}
	}
	return -1
}

// iterate runs one iteration on world w, which it plays on: it selects
// down the tree by UCT, Chance by the rules' weights, adds the first node
// not yet visited, plays on at random and backs the values up.
func (t *tree[S, M]) iterate(w S) error {
	t.path = append(t.path[:0], 0)
	cur := int32(0)
	for !w.Over() {
		t.legal = w.AppendLegal(t.legal[:0])
		if len(t.legal) == 0 {
			return fmt.Errorf("bot: %s: %w: %v to move (%s)", w.Game(), rulebook.ErrNoLegalMove, w.ToMove(), w.Prompt())
		}
		var next int32
		if to := w.ToMove(); to == rulebook.Chance {
			i := t.r.PickWeighted(len(t.legal), func(i int) int { return w.Weight(t.legal[i]) })
			if i < 0 {
				return fmt.Errorf("bot: %s: %w: every Chance outcome weighs 0 (%s)", w.Game(), rulebook.ErrNoLegalMove, w.Prompt())
			}
			if next = t.child(cur, -1, t.legal[i]); next < 0 {
				next = t.add(cur, t.legal[i], rulebook.Chance)
			}
		} else {
			next = t.selectChild(cur, to)
		}
		m := t.nodes[next].move
		if err := w.Apply(m); err != nil {
			return fmt.Errorf("bot: %s: legal move %q rejected: %w", w.Game(), m.String(), err)
		}
		t.moves++
		t.path = append(t.path, next)
		cur = next
		if t.nodes[next].n == 0 {
			break
		}
	}
	value, err := t.rollout(w)
	if err != nil {
		return err
	}
	for _, i := range t.path {
		nd := &t.nodes[i]
		nd.n++
		if nd.who.IsSeat() && int(nd.who) < len(value) {
			nd.w += value[nd.who]
		}
	}
	return nil
}

// selectChild chooses the child of cur for seat to among t.legal: it
// expands cur with every legal move the first time, adds a move legal now
// that an earlier determinization did not have, counts each legal child
// available, and takes an unvisited one at random or else the one with the
// highest upper confidence bound for to.
func (t *tree[S, M]) selectChild(cur int32, to rulebook.Player) int32 {
	if t.nodes[cur].first < 0 {
		for _, m := range t.legal {
			t.add(cur, m, to)
		}
	}
	t.found = t.found[:0]
	hint := t.nodes[cur].first
	unvisited := 0
	for _, m := range t.legal {
		c := t.child(cur, hint, m)
		if c < 0 {
			c = t.add(cur, m, to)
		}
		t.found = append(t.found, c)
		t.nodes[c].avail++
		if t.nodes[c].n == 0 {
			unvisited++
		}
		hint = t.nodes[c].next
	}
	if unvisited > 0 {
		k := t.r.IntN(unvisited)
		for _, c := range t.found {
			if t.nodes[c].n == 0 {
				if k == 0 {
					return c
				}
				k--
			}
		}
	}
	best, choice := math.Inf(-1), t.found[0]
	ex := t.cfg.exploration()
	lo, scale := t.spread()
	for _, c := range t.found {
		nd := &t.nodes[c]
		n := float64(nd.n)
		u := (nd.w/n-lo)*scale + ex*math.Sqrt(math.Log(float64(nd.avail))/n)
		if u > best {
			best, choice = u, c
		}
	}
	return choice
}

// spread is how selectChild rescales the mean values of the children in
// t.found, all visited: v becomes (v-lo)*scale. Without Normalize it is
// the identity; with it, the lowest mean becomes 0 and the highest 1
// (all equal: all 0).
func (t *tree[S, M]) spread() (lo, scale float64) {
	if !t.cfg.Normalize {
		return 0, 1
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, c := range t.found {
		nd := &t.nodes[c]
		v := nd.w / float64(nd.n)
		lo, hi = min(lo, v), max(hi, v)
	}
	if hi-lo < 1e-12 {
		return lo, 0
	}
	return lo, 1 / (hi - lo)
}

// rollout plays w on at random (Chance by weight) to its end, or for
// Cutoff decisions, and values where it stops: Returns at the end of a game
// the rules ended, else Heuristic.
func (t *tree[S, M]) rollout(w S) ([]float64, error) {
	limit := t.cfg.MaxDecisions
	if limit <= 0 {
		limit = defaultMaxDecisions
	}
	if t.cfg.Cutoff > 0 {
		limit = min(limit, t.cfg.Cutoff)
	}
	for d := 0; d < limit && !w.Over(); d++ {
		var m M
		var ok bool
		m, t.buf, ok = rulebook.Step(w, t.r, t.buf)
		if !ok {
			return nil, fmt.Errorf("bot: %s: playout: %w: %v to move (%s)", w.Game(), rulebook.ErrNoLegalMove, w.ToMove(), w.Prompt())
		}
		if err := w.Apply(m); err != nil {
			return nil, fmt.Errorf("bot: %s: playout: legal move %q rejected: %w", w.Game(), m.String(), err)
		}
		t.moves++
	}
	if w.Over() {
		return final(w), nil
	}
	return w.Heuristic(), nil
}

// rootVisits adds, for each of the root's legal moves, the iterations its
// child had to visits (indexed like legal) and the sum of its values to
// sums.
func (t *tree[S, M]) rootVisits(legal []M, visits []int, sums []float64) {
	hint := t.nodes[0].first
	for i, m := range legal {
		c := t.child(0, hint, m)
		if c < 0 {
			continue
		}
		visits[i] += int(t.nodes[c].n)
		sums[i] += t.nodes[c].w
		hint = t.nodes[c].next
	}
}
