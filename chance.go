package rulebook

import "math/rand/v2"

// Resolver plays the Chance party from a seeded generator, so a seed and a
// list of player choices give the same game every time. It also serves
// random player choices in playouts.
//
// A Resolver is not safe for concurrent use; give each goroutine its own.
type Resolver struct {
	seed uint64
	pcg  rand.PCG
	rng  *rand.Rand
}

// NewResolver returns a Resolver seeded with seed.
func NewResolver(seed uint64) *Resolver {
	r := &Resolver{seed: seed}
	r.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	r.rng = rand.New(&r.pcg)
	return r
}

// Seed is the seed the Resolver was made with; records carry it.
func (r *Resolver) Seed() uint64 { return r.seed }

// IntN returns a uniform number in [0, n). n must be positive.
func (r *Resolver) IntN(n int) int { return r.rng.IntN(n) }

// Rand exposes the generator for callers that need other distributions.
func (r *Resolver) Rand() *rand.Rand { return r.rng }

// PickWeighted returns the index of one of n outcomes, outcome i having
// weight(i) (non-negative; at least one positive). It returns -1 when every
// weight is zero or n is zero.
func (r *Resolver) PickWeighted(n int, weight func(i int) int) int {
	total := 0
	for i := 0; i < n; i++ {
		total += weight(i)
	}
	if total <= 0 {
		return -1
	}
	x := r.rng.IntN(total)
	for i := 0; i < n; i++ {
		x -= weight(i)
		if x < 0 {
			return i
		}
	}
	return n - 1
}

// Step makes one decision in s: a weighted Chance outcome when Chance is to
// move, else a uniform random legal move. buf is scratch space for the legal
// moves (pass the returned slice back in to avoid allocating). ok is false
// when the game is over or nothing is legal.
func Step[S State[S, M], M Move](s S, r *Resolver, buf []M) (m M, newBuf []M, ok bool) {
	if s.Over() {
		return m, buf, false
	}
	buf = s.AppendLegal(buf[:0])
	if len(buf) == 0 {
		return m, buf, false
	}
	if s.ToMove() == Chance {
		i := r.PickWeighted(len(buf), func(i int) int { return s.Weight(buf[i]) })
		if i < 0 {
			return m, buf, false
		}
		return buf[i], buf, true
	}
	return buf[r.rng.IntN(len(buf))], buf, true
}
