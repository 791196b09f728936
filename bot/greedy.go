package bot

import (
	"fmt"
	"math"

	"github.com/rulebook-go/rulebook"
)

// Greedy plays the move whose outcome the game's Heuristic values highest
// for its seat: one ply of look-ahead, but a ply is the whole decision, so
// that a construction made of several prompts (which building, which
// payment, which city planning card) is valued whole. From each legal
// move it looks through the seat's further prompts, and through the Chance
// decisions among them, until another seat is to move or the game is over,
// and values what it reaches with Heuristic (or Returns at a game's end):
// the best of the seat's own continuations, the weighted mean of Chance's
// outcomes (of a few drawn by weight when there are many). It looks at a
// determinization of the state drawn once a decision, so it sees nothing
// its seat may not.
//
// The zero value is ready to use; set the fields before the first Choose.
type Greedy[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	// Seed seeds the determinizations, the Chance outcomes drawn and the
	// choice among equally valued moves. The same seed and decisions give
	// the same moves.
	Seed uint64
	// Nodes is how many states one decision may value, shared among the
	// legal moves; 0 means 1000. A branch whose share runs out is valued
	// where it stands.
	Nodes int
	// ChanceSamples is how many outcomes of a Chance decision are followed
	// when it has more; 0 means 3.
	ChanceSamples int
	// Depth bounds the decisions followed from a legal move; 0 means 24.
	Depth int

	calls uint64
}

// Choose returns the legal move valued highest, one drawn at random among
// equals.
func (g *Greedy[S, M]) Choose(t Turn[S, M]) (M, error) {
	legal, only, forced, err := t.options("greedy")
	if forced {
		return only, err
	}
	r := rulebook.NewResolver(mix(g.Seed, g.calls))
	g.calls++
	values, err := g.values(t.Determinize(r), t.seat, legal, r)
	if err != nil {
		var zero M
		return zero, err
	}
	best, ties := math.Inf(-1), 0
	choice := 0
	for i, v := range values {
		switch {
		case v > best+1e-12:
			best, ties, choice = v, 1, i
		case v >= best-1e-12:
			// Equals: each of the k seen so far is kept with chance 1/k.
			ties++
			if r.IntN(ties) == 0 {
				choice = i
			}
		}
	}
	return legal[choice], nil
}

// values is the look-ahead's value for seat p of each of the legal moves
// in d, the Nodes budget shared among them.
func (g *Greedy[S, M]) values(d S, p rulebook.Player, legal []M, r *rulebook.Resolver) ([]float64, error) {
	nodes := g.Nodes
	if nodes <= 0 {
		nodes = 1000
	}
	share := max(1, nodes/len(legal))
	out := make([]float64, len(legal))
	for i, m := range legal {
		v, err := g.after(d, m, p, share, 0, r)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// value is what seat p's look-ahead makes of s, with budget states to
// spend below it.
func (g *Greedy[S, M]) value(s S, p rulebook.Player, budget, depth int, r *rulebook.Resolver) (float64, error) {
	if s.Over() {
		return final(s)[p], nil
	}
	to := s.ToMove()
	maxDepth := g.Depth
	if maxDepth <= 0 {
		maxDepth = 24
	}
	if budget <= 1 || depth >= maxDepth || (to != p && to != rulebook.Chance) {
		return s.Heuristic()[p], nil
	}
	legal := s.AppendLegal(nil)
	if len(legal) == 0 {
		return 0, fmt.Errorf("bot: greedy: %w: %v to move (%s)", rulebook.ErrNoLegalMove, to, s.Prompt())
	}
	if to == rulebook.Chance {
		return g.chance(s, p, legal, budget, depth, r)
	}
	share := max(1, (budget-1)/len(legal))
	best := math.Inf(-1)
	for _, m := range legal {
		v, err := g.after(s, m, p, share, depth, r)
		if err != nil {
			return 0, err
		}
		best = max(best, v)
	}
	return best, nil
}

// chance is the mean value of Chance's outcomes, by weight: all of them
// when there are at most ChanceSamples, else ChanceSamples drawn by weight.
func (g *Greedy[S, M]) chance(s S, p rulebook.Player, legal []M, budget, depth int, r *rulebook.Resolver) (float64, error) {
	k := g.ChanceSamples
	if k <= 0 {
		k = 3
	}
	if len(legal) <= k {
		share := max(1, (budget-1)/len(legal))
		sum, total := 0.0, 0
		for _, m := range legal {
			v, err := g.after(s, m, p, share, depth, r)
			if err != nil {
				return 0, err
			}
			w := s.Weight(m)
			sum += float64(w) * v
			total += w
		}
		return sum / float64(max(1, total)), nil
	}
	share := max(1, (budget-1)/k)
	sum := 0.0
	for range k {
		i := r.PickWeighted(len(legal), func(i int) int { return s.Weight(legal[i]) })
		if i < 0 {
			return 0, fmt.Errorf("bot: greedy: %w: every Chance outcome weighs 0 (%s)", rulebook.ErrNoLegalMove, s.Prompt())
		}
		v, err := g.after(s, legal[i], p, share, depth, r)
		if err != nil {
			return 0, err
		}
		sum += v
	}
	return sum / float64(k), nil
}

// after values s once m is played, on a clone.
func (g *Greedy[S, M]) after(s S, m M, p rulebook.Player, budget, depth int, r *rulebook.Resolver) (float64, error) {
	c := s.Clone()
	if err := c.Apply(m); err != nil {
		return 0, fmt.Errorf("bot: greedy: legal move %q rejected: %w", m.String(), err)
	}
	return g.value(c, p, budget, depth+1, r)
}

// final values a game over: its Returns, or its Heuristic when a limit
// stopped it (the limit is no result of the rules).
func final[S rulebook.Searchable[S, M], M rulebook.Move](s S) []float64 {
	if rulebook.StoppedBy(s) != "" {
		return s.Heuristic()
	}
	return s.Returns()
}
