package bot_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/bot"
)

// lead is a game seat 0 all but won, for Search.Normalize: seat 0 plays
// "take 1" or "take 2", then "take 1" to "take 3", and then "take 1" for
// ever (the game never ends; playouts are cut off). Heuristic gives seat 0
// a strength of 8 and more against seat 1's 0, so its share is above
// 0.9996 whatever it does: after "take 1", 0.3 more for a second "take 1"
// and none for the others; after "take 2", 0.15 more for any. The best
// line starts with "take 1", though "take 2" is better on average.
type lead struct {
	step, first, second int
}

func (s *lead) Game() string            { return "lead" }
func (s *lead) Seats() int              { return 2 }
func (s *lead) ToMove() rulebook.Player { return 0 }
func (s *lead) Prompt() string          { return fmt.Sprintf("step %d", s.step) }
func (s *lead) AppendLegal(dst []toyMove) []toyMove {
	switch s.step {
	case 0:
		return append(dst, toyMove{N: 1}, toyMove{N: 2})
	case 1:
		for n := 1; n <= 3; n++ {
			dst = append(dst, toyMove{N: n})
		}
		return dst
	}
	return append(dst, toyMove{N: 1})
}
func (s *lead) Legal() []toyMove           { return s.AppendLegal(nil) }
func (s *lead) Weight(m toyMove) int       { return 1 }
func (s *lead) Over() bool                 { return false }
func (s *lead) Scores() []int              { return []int{0, 0} }
func (s *lead) Winners() []rulebook.Player { return nil }
func (s *lead) Clone() *lead               { t := *s; return &t }
func (s *lead) Fingerprint() string        { return "lead" }
func (s *lead) Options() string            { return "" }
func (s *lead) Returns() []float64         { return []float64{0, 0} }
func (s *lead) Heuristic() []float64 {
	x := 8.0
	switch {
	case s.first == 1 && s.second == 1:
		x += 0.3
	case s.first == 2 && s.second > 0:
		x += 0.15
	}
	return rulebook.Standing(nil, []float64{x, 0}, 1)
}
func (s *lead) Determinize(rulebook.Player, *rulebook.Resolver) *lead { return s.Clone() }
func (s *lead) Check(m toyMove) error {
	for _, l := range s.Legal() {
		if l == m {
			return nil
		}
	}
	return errToy
}
func (s *lead) Apply(m toyMove) error {
	if err := s.Check(m); err != nil {
		return err
	}
	switch s.step {
	case 0:
		s.first = m.N
	case 1:
		s.second = m.N
	}
	s.step++
	return nil
}
func (s *lead) ParseMove(text string) (toyMove, error) {
	f := strings.Fields(text)
	if len(f) != 2 {
		return toyMove{}, errToy
	}
	n, err := strconv.Atoi(f[1])
	return toyMove{Chance: f[0] == "coin", N: n}, err
}

var _ rulebook.Searchable[*lead, toyMove] = (*lead)(nil)

// TestNormalizeFindsTheBestLine: where every move leaves a seat all but
// sure of its result, its moves' values differ by far less than UCT's
// exploration term over returns in [0, 1], so plain UCT visits them all
// alike and values a move by the mean of its continuations, good and bad;
// with Normalize it weighs a node's children against their own spread,
// follows the best continuation and plays the move that leads to it. The
// worst child at a node then gains visits through exploration alone, so
// the search explores widely (Exploration 2): with 0.7 the first move's
// unlucky first visits starve it here.
func TestNormalizeFindsTheBestLine(t *testing.T) {
	const seeds = 10
	for _, normalize := range []bool{false, true} {
		best := 0
		for seed := range uint64(seeds) {
			p := &bot.MCTS[*lead, toyMove]{Search: bot.Search{Iterations: 1000, Cutoff: 1, Exploration: 2, Normalize: normalize, Seed: seed}}
			tn, err := bot.NewTurn(&lead{})
			if err != nil {
				t.Fatal(err)
			}
			m, err := p.Choose(tn)
			if err != nil {
				t.Fatal(err)
			}
			if m.N == 1 {
				best++
			}
		}
		t.Logf("Normalize %v: the best line's move in %d of %d searches", normalize, best, seeds)
		if normalize && best < seeds {
			t.Errorf("Normalize: the best line's move in %d of %d searches, want all", best, seeds)
		}
	}
}
