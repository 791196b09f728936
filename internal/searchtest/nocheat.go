package searchtest

import (
	"fmt"
	"math/rand/v2"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/bot"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// Policy is a policy under test, made afresh for each decision from a
// seed; state is the referee's state, which only a cheating policy made
// for the test reads.
type Policy[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	Name string
	New  func(state S, seed uint64) bot.Policy[S, M]
}

// Twins are decisions to test policies on: states with a seat to move, and
// for each a twin that seat cannot tell apart from it.
type Twins[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	States, Twins []S
}

// FindTwins plays games seeded 1, 2, … of each config at random and keeps,
// every few decisions, the states where a seat is to move with more than
// one legal move and rehide makes a twin for it, until it has n.
func FindTwins[S rulebook.Searchable[S, M], M rulebook.Move](configs []rulebooktest.Config[S, M], rehide func(S, rulebook.Player, *rand.Rand) (S, bool), n, every, maxDecisions int) (Twins[S, M], error) {
	var tw Twins[S, M]
	rng := rand.New(rand.NewPCG(1, 2))
	for seed := uint64(1); len(tw.States) < n && seed <= uint64(4*n+8); seed++ {
		cfg := configs[int(seed)%len(configs)]
		s, err := cfg.New(seed)
		if err != nil {
			return tw, err
		}
		r := rulebook.NewResolver(seed)
		var buf []M
		for d := 0; !s.Over() && d < maxDecisions && len(tw.States) < n; d++ {
			if p := s.ToMove(); p.IsSeat() && d%every == 0 && len(s.Legal()) > 1 {
				if u, ok := rehide(s, p, rng); ok {
					tw.States = append(tw.States, s.Clone())
					tw.Twins = append(tw.Twins, u)
				}
			}
			var m M
			var ok bool
			if m, buf, ok = rulebook.Step(s, r, buf); !ok {
				return tw, fmt.Errorf("no legal move (%s)", s.Prompt())
			}
			if err := s.Apply(m); err != nil {
				return tw, err
			}
		}
	}
	if len(tw.States) < n {
		return tw, fmt.Errorf("found %d twins, want %d", len(tw.States), n)
	}
	return tw, nil
}

// Mismatch is a decision on which a policy chose differently in two states
// its seat cannot tell apart.
type Mismatch struct {
	Policy, Prompt string
	Moves          [2]string
}

// Check asks each policy, made with the same seed, for its move in every
// state and its twin, and returns the decisions where the moves differ: a
// policy that reads only what its seat may see has none.
func (tw Twins[S, M]) Check(policies []Policy[S, M]) ([]Mismatch, error) {
	var out []Mismatch
	for i, s := range tw.States {
		for _, pol := range policies {
			var moves [2]M
			for j, st := range []S{s, tw.Twins[i]} {
				t, err := bot.NewTurn(st)
				if err != nil {
					return out, err
				}
				if moves[j], err = pol.New(st, uint64(i)+1).Choose(t); err != nil {
					return out, fmt.Errorf("%s: %w", pol.Name, err)
				}
			}
			if moves[0] != moves[1] {
				out = append(out, Mismatch{Policy: pol.Name, Prompt: s.Prompt(), Moves: [2]string{moves[0].String(), moves[1].String()}})
			}
		}
	}
	return out, nil
}

// Policies are the bot package's policies with small budgets, each seeded
// as given: Random, Greedy, MCTS and ISMCTS (two workers each, and a
// cutoff so that a decision is quick).
func Policies[S rulebook.Searchable[S, M], M rulebook.Move]() []Policy[S, M] {
	return []Policy[S, M]{
		{"random", func(_ S, seed uint64) bot.Policy[S, M] { return bot.NewRandom[S, M](seed) }},
		{"greedy", func(_ S, seed uint64) bot.Policy[S, M] { return &bot.Greedy[S, M]{Seed: seed, Nodes: 200} }},
		{"mcts", func(_ S, seed uint64) bot.Policy[S, M] {
			return &bot.MCTS[S, M]{Search: bot.Search{Iterations: 60, Workers: 2, Cutoff: 30, Seed: seed}}
		}},
		{"ismcts", func(_ S, seed uint64) bot.Policy[S, M] {
			return &bot.ISMCTS[S, M]{Search: bot.Search{Iterations: 60, Workers: 2, Cutoff: 30, Seed: seed}}
		}},
	}
}

// Cheater is a policy that reads the referee's state: flat Monte Carlo on
// the true state, a few playouts (cut off and valued by Heuristic) after
// each legal move, the best mean for the seat chosen. A game's test runs
// it to show that Check catches a policy that cheats.
func Cheater[S rulebook.Searchable[S, M], M rulebook.Move]() Policy[S, M] {
	return Policy[S, M]{"cheater", func(state S, seed uint64) bot.Policy[S, M] { return cheater[S, M]{state, seed} }}
}

type cheater[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	state S
	seed  uint64
}

func (c cheater[S, M]) Choose(t bot.Turn[S, M]) (M, error) {
	legal := t.AppendLegal(nil)
	r := rulebook.NewResolver(c.seed)
	var buf []M
	best, choice := -1.0, legal[0]
	for _, m := range legal {
		v := 0.0
		for range 4 {
			s := c.state.Clone()
			if err := s.Apply(m); err != nil {
				return choice, err
			}
			for d := 0; d < 40 && !s.Over(); d++ {
				var next M
				var ok bool
				if next, buf, ok = rulebook.Step(s, r, buf); !ok {
					break
				}
				if err := s.Apply(next); err != nil {
					return choice, err
				}
			}
			v += s.Heuristic()[t.Seat()]
		}
		if v > best {
			best, choice = v, m
		}
	}
	return choice, nil
}
