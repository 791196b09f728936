package bot

import (
	"sync"
	"time"

	"github.com/rulebook-go/rulebook"
)

// defaultMaxDecisions bounds a playout when Search.MaxDecisions is 0.
const defaultMaxDecisions = 100000

// Search configures a Monte Carlo tree search ([MCTS], [ISMCTS]). The zero
// value searches 1000 iterations a decision with one worker.
type Search struct {
	// Iterations is the budget of one decision, over all workers; 0 means
	// 1000 unless Time is set.
	Iterations int
	// Time, when positive, also ends a decision's search once it has run
	// this long (then the moves depend on the machine's speed, not only on
	// the seed).
	Time time.Duration
	// Workers is how many trees search in parallel from the root, each with
	// its own share of the iterations and its own generator; their root
	// statistics are summed. 0 means 1.
	Workers int
	// Seed seeds every generator of the search. The same seed, budget in
	// iterations and decisions give the same moves.
	Seed uint64
	// Exploration is UCT's constant c in mean + c·√(ln N / n), over returns
	// in [0, 1]; 0 means 0.7.
	Exploration float64
	// Cutoff, when positive, ends each playout after that many decisions
	// and values the state reached with the game's Heuristic; 0 plays to
	// the end.
	Cutoff int
	// MaxDecisions bounds a playout that has no Cutoff; 0 means 100000.
	MaxDecisions int
	// Normalize, when true, has UCT weigh the children of a node by their
	// mean values rescaled to [0, 1] between the lowest and the highest
	// among them, so that Exploration is set against the spread of the
	// values at that node, not the whole range of returns: a seat whose
	// standing is near-certain, every move valued near 1 or near 0, still
	// tells its moves apart by the differences that remain and follows its
	// best line. The worst child at a node then gains visits only through
	// exploration: an Exploration of 1 or more keeps a child whose first
	// visits were unlucky from starving.
	Normalize bool
}

func (c Search) exploration() float64 {
	if c.Exploration > 0 {
		return c.Exploration
	}
	return 0.7
}

// Stats is what a search did for its last decision.
type Stats struct {
	Iterations int           // iterations run, over all workers
	Nodes      int           // tree nodes, over all workers
	Elapsed    time.Duration // the search's wall time
}

// MCTS is Monte Carlo tree search with UCT over the players' returns: each
// seat's node statistics are its own returns, and each seat chooses for
// itself. Chance decisions follow the rules' weights. Each worker draws
// one determinization of the state from the seat's information (the game's
// Determinize) and searches it, so a search sees nothing its seat may not;
// with hidden things it is perfect-information search over a few sampled
// worlds, which [ISMCTS] improves on. Without hidden things both are plain
// UCT.
//
// Set Search before the first Choose. An MCTS keeps its trees' memory
// between decisions and is not safe for concurrent use.
type MCTS[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	Search
	searcher[S, M]
}

// ISMCTS is information-set Monte Carlo tree search (single observer):
// as MCTS, but every iteration draws a new determinization from the
// information of the seat to move at the root, and the tree's nodes are
// move sequences shared by all the worlds drawn. A move is counted
// available at a node in the iterations whose world makes it legal, and
// UCT weighs a child by those counts, so a move legal only in some worlds
// is neither favoured nor starved.
//
// Set Search before the first Choose. An ISMCTS keeps its trees' memory
// between decisions and is not safe for concurrent use.
type ISMCTS[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	Search
	searcher[S, M]
}

// Choose searches from t and returns the root move visited most.
func (p *MCTS[S, M]) Choose(t Turn[S, M]) (M, error) { return p.choose(t, p.Search, false) }

// Choose searches from t and returns the root move visited most.
func (p *ISMCTS[S, M]) Choose(t Turn[S, M]) (M, error) { return p.choose(t, p.Search, true) }

// Last says what the last decision's search did.
func (p *MCTS[S, M]) Last() Stats { return p.last }

// Last says what the last decision's search did.
func (p *ISMCTS[S, M]) Last() Stats { return p.last }

// searcher is what MCTS and ISMCTS share: the workers' trees, kept between
// decisions, and the count of decisions searched.
type searcher[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	trees []*tree[S, M]
	calls uint64
	last  Stats
}

// choose runs the root-parallel search: each worker its own tree,
// generator and determinization (or determinizations, perEach), then the
// root's visits summed over the trees.
func (sr *searcher[S, M]) choose(t Turn[S, M], cfg Search, perEach bool) (M, error) {
	legal, only, forced, err := t.options("search")
	if forced {
		sr.last = Stats{} // no search
		return only, err
	}
	start := time.Now()
	seed := mix(cfg.Seed, sr.calls)
	sr.calls++
	workers := max(1, cfg.Workers)
	for len(sr.trees) < workers {
		sr.trees = append(sr.trees, &tree[S, M]{})
	}
	budget := cfg.Iterations
	if budget <= 0 && cfg.Time <= 0 {
		budget = 1000
	}
	var deadline time.Time
	if cfg.Time > 0 {
		deadline = start.Add(cfg.Time)
	}
	// The worlds are drawn here, one after another, so that the workers
	// never read the state the Turn holds.
	worlds := make([]S, workers)
	for i := range workers {
		r := rulebook.NewResolver(mix(seed, uint64(i)))
		sr.trees[i].reset(cfg, r)
		worlds[i] = t.Determinize(r)
	}
	done := make([]int, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for i := range workers {
		n := -1 // no iteration budget: until the deadline
		if budget > 0 {
			n = budget/workers + min(1, max(0, budget%workers-i))
		}
		wg.Go(func() {
			done[i], errs[i] = sr.trees[i].search(worlds[i], t.seat, n, deadline, perEach)
		})
	}
	wg.Wait()
	visits := make([]int, len(legal))
	sums := make([]float64, len(legal))
	sr.last = Stats{Elapsed: time.Since(start)}
	for i := range workers {
		if errs[i] != nil {
			var zero M
			return zero, errs[i]
		}
		sr.trees[i].rootVisits(legal, visits, sums)
		sr.last.Iterations += done[i]
		sr.last.Nodes += len(sr.trees[i].nodes)
	}
	best := 0
	for i := range legal {
		if visits[i] > visits[best] || (visits[i] == visits[best] && visits[i] > 0 && sums[i]/float64(visits[i]) > sums[best]/float64(visits[best])) {
			best = i
		}
	}
	return legal[best], nil
}

// search runs n iterations (n < 0: until the deadline) from world, each on
// a clone of it, or, perEach, on a new determinization of it for seat, and
// returns how many it ran.
func (t *tree[S, M]) search(world S, seat rulebook.Player, n int, deadline time.Time, perEach bool) (int, error) {
	timed := !deadline.IsZero()
	i := 0
	for ; n < 0 || i < n; i++ {
		if timed && i%8 == 0 && !time.Now().Before(deadline) {
			break
		}
		var w S
		if perEach {
			w = world.Determinize(seat, t.r)
		} else {
			w = world.Clone()
		}
		if err := t.iterate(w); err != nil {
			return i, err
		}
	}
	return i, nil
}
