package games

import (
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/bot"
)

// chooser picks a seat's move in s. A policy that draws from the game's
// generator (random, rank) is given it as r; a bot has its own.
type chooser[S rulebook.Searchable[S, M], M rulebook.Move] interface {
	choose(s S, r *rulebook.Resolver, buf []M) (M, []M, error)
}

// randomChooser plays a legal move, each as likely.
type randomChooser[S rulebook.Searchable[S, M], M rulebook.Move] struct{}

func (randomChooser[S, M]) choose(s S, r *rulebook.Resolver, buf []M) (M, []M, error) {
	m, buf, ok := rulebook.Step(s, r, buf)
	if !ok {
		return m, buf, fmt.Errorf("%w at %q", rulebook.ErrNoLegalMove, s.Prompt())
	}
	return m, buf, nil
}

// rankChooser plays the move the game's rank scores highest, a random one
// among equals.
type rankChooser[S rulebook.Searchable[S, M], M rulebook.Move] struct{ rank func(S, M) int }

func (c rankChooser[S, M]) choose(s S, r *rulebook.Resolver, buf []M) (M, []M, error) {
	buf = s.AppendLegal(buf[:0])
	m, ok := pickGreedy(s, buf, r, c.rank)
	if !ok {
		return m, buf, fmt.Errorf("%w at %q", rulebook.ErrNoLegalMove, s.Prompt())
	}
	return m, buf, nil
}

// botChooser asks a bot, which sees the seat's Turn only.
type botChooser[S rulebook.Searchable[S, M], M rulebook.Move] struct{ p bot.Policy[S, M] }

func (c botChooser[S, M]) choose(s S, _ *rulebook.Resolver, buf []M) (M, []M, error) {
	t, err := bot.NewTurn(s)
	if err != nil {
		var zero M
		return zero, buf, err
	}
	m, err := c.p.Choose(t)
	return m, buf, err
}

// chooser makes the chooser of policy p; a bot's choices are seeded with
// seed.
func (l *loaded[C, S, M]) chooser(p Policy, seed uint64) (chooser[S, M], error) {
	d := l.g.sp.Defaults
	search := bot.Search{Iterations: pick(p.Iterations, d.Iterations), Time: p.Time, Workers: p.Workers,
		Exploration: pick(p.Exploration, d.Exploration), Seed: seed, Cutoff: max(0, pick(p.Cutoff, d.Cutoff)),
		Normalize: d.Normalize}
	switch p.Name {
	case "random":
		return randomChooser[S, M]{}, nil
	case "rank":
		if l.g.sp.Rank == nil {
			return randomChooser[S, M]{}, nil
		}
		return rankChooser[S, M]{l.g.sp.Rank}, nil
	case "greedy":
		return botChooser[S, M]{&bot.Greedy[S, M]{Seed: seed, Nodes: pick(p.Nodes, d.Nodes)}}, nil
	case "mcts":
		return botChooser[S, M]{&bot.MCTS[S, M]{Search: search}}, nil
	case "ismcts":
		return botChooser[S, M]{&bot.ISMCTS[S, M]{Search: search}}, nil
	}
	return nil, fmt.Errorf("unknown policy %q (known: %s)", p.Name, PolicyNames)
}

// pick is v, or def when v is 0.
func pick[T int | float64](v, def T) T {
	if v != 0 {
		return v
	}
	return def
}

// choosers makes a chooser a seat of s; seat p's bot is seeded from seed
// and p.
func (l *loaded[C, S, M]) choosers(s S, seats []Policy, seed uint64) ([]chooser[S, M], error) {
	if len(seats) != s.Seats() {
		return nil, fmt.Errorf("%s: %d policies for %d seats", l.g.sp.Name, len(seats), s.Seats())
	}
	out := make([]chooser[S, M], len(seats))
	for p, pol := range seats {
		c, err := l.chooser(pol, mix(seed, uint64(p)))
		if err != nil {
			return nil, err
		}
		out[p] = c
	}
	return out, nil
}

// mix derives a seed from a seed and a number (a seat): the finaliser of
// SplitMix64 over their combination, so that nearby inputs give unrelated
// seeds.
func mix(seed, n uint64) uint64 {
	z := seed + 0x9e3779b97f4a7c15*(n+1)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// every is policy for each seat options set up.
func (l *loaded[C, S, M]) every(options string, policy Policy) ([]Policy, error) {
	s, err := l.g.sp.New(l.c, options)
	if err != nil {
		return nil, err
	}
	seats := make([]Policy, s.Seats())
	for i := range seats {
		seats[i] = policy
	}
	return seats, nil
}

func (l *loaded[C, S, M]) Play(options string, seed uint64, policy Policy, maxDecisions int) (Result, error) {
	seats, err := l.every(options, policy)
	if err != nil {
		return Result{}, err
	}
	return l.PlaySeats(options, seed, seats, maxDecisions)
}

func (l *loaded[C, S, M]) Record(options string, seed uint64, policy Policy, maxDecisions int) (*rulebook.Record, error) {
	seats, err := l.every(options, policy)
	if err != nil {
		return nil, err
	}
	return l.RecordSeats(options, seed, seats, maxDecisions)
}

// game plays one game from options: Chance with a Resolver seeded with
// seed, seat p with seats[p]. Each move is passed to apply before it is
// played, with the state it is played in; apply plays it.
func (l *loaded[C, S, M]) game(options string, seed uint64, seats []Policy, maxDecisions int, start func(S) error, apply func(S, M) error) (S, int, error) {
	s, err := l.g.sp.New(l.c, options)
	if err != nil {
		return s, 0, err
	}
	if err := start(s); err != nil {
		return s, 0, err
	}
	cs, err := l.choosers(s, seats, seed)
	if err != nil {
		return s, 0, err
	}
	r := rulebook.NewResolver(seed)
	var buf []M
	n := 0
	for ; !s.Over(); n++ {
		if n >= maxDecisions {
			return s, n, fmt.Errorf("%s: seed %d: %w (%d decisions)", l.g.sp.Name, seed, rulebook.ErrDecisionBound, maxDecisions)
		}
		var m M
		if p := s.ToMove(); p == rulebook.Chance || !p.IsSeat() || int(p) >= len(cs) {
			var ok bool
			if m, buf, ok = rulebook.Step(s, r, buf); !ok {
				return s, n, fmt.Errorf("%s: seed %d: %w at %q", l.g.sp.Name, seed, rulebook.ErrNoLegalMove, s.Prompt())
			}
		} else if m, buf, err = cs[p].choose(s, r, buf); err != nil {
			return s, n, fmt.Errorf("%s: seed %d: %v (%s): %w", l.g.sp.Name, seed, p, seats[p], err)
		}
		if err := apply(s, m); err != nil {
			return s, n, fmt.Errorf("%s: seed %d: a listed move was refused: %w", l.g.sp.Name, seed, err)
		}
	}
	return s, n, nil
}

func (l *loaded[C, S, M]) PlaySeats(options string, seed uint64, seats []Policy, maxDecisions int) (Result, error) {
	var uses []Item
	counts := make([]int, len(l.catalog))
	s, n, err := l.game(options, seed, seats, maxDecisions, func(S) error { return nil }, func(s S, m M) error {
		if l.g.sp.Uses != nil {
			uses = l.g.sp.Uses(s, m, uses[:0])
			for _, u := range uses {
				if i, ok := l.index[u]; ok {
					counts[i]++
				}
			}
		}
		return s.Apply(m)
	})
	res := Result{Winners: []int{}, Decisions: n}
	if err != nil {
		return res, err
	}
	res.Scores = s.Scores()
	for _, w := range s.Winners() {
		res.Winners = append(res.Winners, int(w))
	}
	res.Returns = s.Returns()
	res.Stopped = rulebook.StoppedBy(s)
	if l.g.sp.Length != nil {
		res.Length = l.g.sp.Length(s)
	}
	for i, k := range counts {
		if k > 0 {
			if res.Uses == nil {
				res.Uses = map[string]int{}
			}
			res.Uses[l.catalog[i].String()] = k
		}
	}
	return res, nil
}

func (l *loaded[C, S, M]) RecordSeats(options string, seed uint64, seats []Policy, maxDecisions int) (*rulebook.Record, error) {
	var rec *rulebook.Recording[S, M]
	_, _, err := l.game(options, seed, seats, maxDecisions, func(s S) error {
		rec = rulebook.NewRecording(s)
		rec.Record.Header.SetSeed(seed)
		return nil
	}, func(_ S, m M) error { return rec.Apply(m) })
	if rec == nil {
		return nil, err
	}
	return &rec.Record, err
}

// pickGreedy returns the legal move rank scores highest, a random one among
// equals.
func pickGreedy[S any, M any](s S, legal []M, r *rulebook.Resolver, rank func(S, M) int) (M, bool) {
	var best M
	if len(legal) == 0 {
		return best, false
	}
	bestRank, ties := 0, 0
	for i, m := range legal {
		v := rank(s, m)
		switch {
		case i == 0 || v > bestRank:
			best, bestRank, ties = m, v, 1
		case v == bestRank:
			ties++
			if r.IntN(ties) == 0 { // reservoir sampling: each equal move alike
				best = m
			}
		}
	}
	return best, true
}
