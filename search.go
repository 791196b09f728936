package rulebook

import "math"

// Searchable is a [State] a search can play on: the contract every game
// keeps for bots (package bot), beside [State] so that a state that only
// plays and records need not have it.
//
// Returns and Heuristic value a state for each seat; Determinize gives a
// bot the only view of the hidden parts of a state it may have. A bot that
// reads a state through Determinize alone plays on what its seat may know:
// the state itself is the referee's.
type Searchable[S any, M Move] interface {
	State[S, M]
	// Returns is each seat's result once the game is over, in seat order: 1
	// for a sole winner, 1/k each for k shared winners, 0 for everyone else
	// (see [WinnerReturns]). A game a limit stopped ([Stopper]) returns 0 to
	// every seat: nobody won, and the limit is no result of the rules.
	// Before the end every seat's return is 0.
	Returns() []float64
	// Heuristic is each seat's standing, in seat order: each value in
	// [0, 1], an estimate of the seat's Return from the game's own scoring;
	// with more than one seat the values sum to 1 (see [Standing]), and a
	// lone seat's is its chance of a win. Once the game is over
	// by its rules it equals Returns; a game a limit stopped is valued as
	// if it went on. It reads the whole state: a bot reads it on a copy
	// Determinize made, where what its seat cannot see is a sample.
	Heuristic() []float64
	// Determinize returns a copy of the state in which everything seat p
	// cannot know is drawn afresh with r from what p's information allows,
	// by the weights of the rules (other hands, what is left in a deck,
	// face-down cards). View(p) of the copy is the same as View(p) of the
	// state, byte for byte in JSON; the copy keeps the game's invariants
	// and plays on legally. The state itself does not change. Each game's
	// doc says what its seats cannot know and how it is drawn.
	Determinize(p Player, r *Resolver) S
}

// WinnerReturns is the Returns of a game over with the given winners among
// seats: 1/k for each of k winners, 0 for every other seat; all 0 when
// winners is empty. A winner that is not one of the seats is left out.
func WinnerReturns(seats int, winners []Player) []float64 {
	out := make([]float64, seats)
	k := 0
	for _, w := range winners {
		if w.IsSeat() && int(w) < seats {
			k++
		}
	}
	for _, w := range winners {
		if w.IsSeat() && int(w) < seats {
			out[w] += 1 / float64(k)
		}
	}
	return out
}

// Standing turns each seat's strength, in a game's own points, into shares
// that are each in [0, 1] and sum to 1: exp(x_i/scale) / Σ exp(x_j/scale).
// A seat scale points ahead of another has e (2.72) times its share; equal
// strengths share equally. scale must be positive (a scale of 0 or less is
// taken as 1). The result is written into dst when it has room.
func Standing(dst []float64, strength []float64, scale float64) []float64 {
	if scale <= 0 {
		scale = 1
	}
	dst = append(dst[:0], strength...)
	if len(dst) == 0 {
		return dst
	}
	top := math.Inf(-1)
	for _, x := range dst {
		top = max(top, x)
	}
	sum := 0.0
	for i, x := range dst {
		e := math.Exp((x - top) / scale)
		dst[i] = e
		sum += e
	}
	for i := range dst {
		dst[i] /= sum
	}
	return dst
}
