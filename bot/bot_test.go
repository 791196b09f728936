package bot_test

import (
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/bot"
)

type toyPolicy = bot.Policy[*toy, toyMove]

func turn(t *testing.T, s *toy) bot.Turn[*toy, toyMove] {
	t.Helper()
	tn, err := bot.NewTurn(s)
	if err != nil {
		t.Fatal(err)
	}
	return tn
}

func TestNewTurnNeedsASeat(t *testing.T) {
	tests := []struct {
		reason string
		state  *toy
	}{
		{"Chance is to move", &toy{seats: 1, gamble: true, stones: 2, chance: 2}},
		{"the game is over", &toy{seats: 2, over: true}},
	}
	for _, tc := range tests {
		if _, err := bot.NewTurn(tc.state); !errors.Is(err, bot.ErrNotASeat) {
			t.Errorf("%s: NewTurn gives %v, want an error wrapping ErrNotASeat", tc.reason, err)
		}
	}
}

// searches are the tree searches with a budget that solves the toys.
func searches() map[string]func(seed uint64) toyPolicy {
	return map[string]func(uint64) toyPolicy{
		"mcts": func(seed uint64) toyPolicy {
			return &bot.MCTS[*toy, toyMove]{Search: bot.Search{Iterations: 2000, Seed: seed}}
		},
		"ismcts": func(seed uint64) toyPolicy {
			return &bot.ISMCTS[*toy, toyMove]{Search: bot.Search{Iterations: 2000, Seed: seed}}
		},
		"mcts/4-workers": func(seed uint64) toyPolicy {
			return &bot.MCTS[*toy, toyMove]{Search: bot.Search{Iterations: 2000, Workers: 4, Seed: seed}}
		},
	}
}

// TestSearchPlaysNim: UCT over the players' returns finds the winning
// move of Nim, each seat choosing for itself.
func TestSearchPlaysNim(t *testing.T) {
	tests := []struct {
		reason string
		stones int
		want   toyMove
	}{
		{"taking 1 of 7 leaves 6, a multiple of 3", 7, toyMove{N: 1}},
		{"taking 2 of 8 leaves 6", 8, toyMove{N: 2}},
		{"taking 2 of 2 wins at once", 2, toyMove{N: 2}},
		{"taking 1 of 4 leaves 3", 4, toyMove{N: 1}},
	}
	for name, newPolicy := range searches() {
		for _, tc := range tests {
			got, err := newPolicy(1).Choose(turn(t, &toy{seats: 2, stones: tc.stones}))
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("%s: %s: chose %v, want %v", name, tc.reason, got, tc.want)
			}
		}
	}
}

// TestSearchFollowsChanceWeights: Chance's outcomes are drawn by their
// weights, so the search takes the gamble that wins 3 times in 4.
func TestSearchFollowsChanceWeights(t *testing.T) {
	for name, newPolicy := range searches() {
		got, err := newPolicy(1).Choose(turn(t, &toy{seats: 1, gamble: true, stones: 2}))
		if err != nil {
			t.Fatal(err)
		}
		if want := (toyMove{N: 2}); got != want {
			t.Errorf("%s: chose %v, want %v (Chance wins 3 in 4 for it)", name, got, want)
		}
	}
}

// TestSearchBudget: an iteration budget runs exactly that many iterations,
// shared among the workers, and the same seed gives the same moves.
func TestSearchBudget(t *testing.T) {
	for _, workers := range []int{1, 3} {
		p := &bot.MCTS[*toy, toyMove]{Search: bot.Search{Iterations: 301, Workers: workers, Seed: 7}}
		q := &bot.MCTS[*toy, toyMove]{Search: bot.Search{Iterations: 301, Workers: workers, Seed: 7}}
		for stones := 20; stones > 10; stones-- {
			s := &toy{seats: 3, stones: stones}
			a, err := p.Choose(turn(t, s))
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Last().Iterations; got != 301 {
				t.Errorf("workers=%d: %d iterations, want 301", workers, got)
			}
			b, err := q.Choose(turn(t, s))
			if err != nil {
				t.Fatal(err)
			}
			if a != b {
				t.Errorf("workers=%d, %d stones: the same seed chose %v and %v", workers, stones, a, b)
			}
		}
	}
}

// TestSearchTimeBudget: a time budget ends the search.
func TestSearchTimeBudget(t *testing.T) {
	p := &bot.ISMCTS[*toy, toyMove]{Search: bot.Search{Time: 30 * time.Millisecond, Workers: 2, Seed: 1}}
	if _, err := p.Choose(turn(t, &toy{seats: 2, stones: 50})); err != nil {
		t.Fatal(err)
	}
	if st := p.Last(); st.Iterations == 0 || st.Elapsed < 30*time.Millisecond || st.Elapsed > 10*time.Second {
		t.Errorf("a 30ms search ran %d iterations in %v", st.Iterations, st.Elapsed)
	}
}

// TestSingleMoveNeedsNoSearch: a decision with one legal move is answered
// without searching.
func TestSingleMoveNeedsNoSearch(t *testing.T) {
	p := &bot.MCTS[*toy, toyMove]{Search: bot.Search{Iterations: 500}}
	got, err := p.Choose(turn(t, &toy{seats: 2, stones: 1}))
	if err != nil {
		t.Fatal(err)
	}
	if got != (toyMove{N: 1}) || p.Last().Iterations != 0 {
		t.Errorf("chose %v after %d iterations, want take 1 after none", got, p.Last().Iterations)
	}
}

// TestGreedyTakesAWin: a move that ends the game in a win is valued by the
// game's Returns, above every Heuristic.
func TestGreedyTakesAWin(t *testing.T) {
	g := &bot.Greedy[*toy, toyMove]{Seed: 1}
	got, err := g.Choose(turn(t, &toy{seats: 2, stones: 2}))
	if err != nil {
		t.Fatal(err)
	}
	if want := (toyMove{N: 2}); got != want {
		t.Errorf("chose %v, want %v", got, want)
	}
}

// TestPlay plays whole games with every policy and checks the winners'
// returns.
func TestPlay(t *testing.T) {
	policies := []toyPolicy{
		bot.NewRandom[*toy, toyMove](1),
		&bot.Greedy[*toy, toyMove]{Seed: 2},
		&bot.MCTS[*toy, toyMove]{Search: bot.Search{Iterations: 50, Seed: 3}},
		&bot.ISMCTS[*toy, toyMove]{Search: bot.Search{Iterations: 50, Seed: 4}},
	}
	s := &toy{seats: 4, stones: 30}
	n, err := bot.Play(s, policies, rulebook.NewResolver(1), 100)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Over() || n == 0 {
		t.Fatalf("after %d decisions the game is not over", n)
	}
	want := make([]float64, 4)
	want[s.Winners()[0]] = 1
	if d := cmp.Diff(want, s.Returns()); d != "" {
		t.Errorf("returns (-want +got):\n%s", d)
	}
	if _, err := bot.Play(&toy{seats: 2, stones: 3}, policies, rulebook.NewResolver(1), 100); err == nil {
		t.Error("Play accepted 4 policies for 2 seats")
	}
	if _, err := bot.Play(&toy{seats: 2, stones: 30}, policies[:2], rulebook.NewResolver(1), 3); !errors.Is(err, rulebook.ErrDecisionBound) {
		t.Errorf("a game of 30 stones in 3 decisions: %v, want ErrDecisionBound", err)
	}
}
