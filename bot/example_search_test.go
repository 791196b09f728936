package bot_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/bot"
)

// The examples below play the toy game of this package's tests: Nim, where
// two players take 1 or 2 stones in turn and whoever takes the last stone
// wins (the winning move leaves a multiple of 3), and Gamble, one decision
// that Chance then settles by the rules' weights.

// choose asks a policy for the move of the seat to move in s.
func choose(p bot.Policy[*toy, toyMove], s *toy) toyMove {
	t, err := bot.NewTurn(s)
	if err != nil {
		fmt.Println(err)
		return toyMove{}
	}
	m, err := p.Choose(t)
	if err != nil {
		fmt.Println(err)
	}
	return m
}

// MCTS finds Nim's winning move from 7 stones: take 1, leaving 6.
func ExampleMCTS() {
	p := &bot.MCTS[*toy, toyMove]{Search: bot.Search{Iterations: 300, Seed: 1}}
	for _, stones := range []int{7, 8} {
		m := choose(p, &toy{seats: 2, stones: stones})
		fmt.Printf("from %d stones: %v (%d iterations)\n", stones, m, p.Last().Iterations)
	}
	// Output:
	// from 7 stones: take 1 (300 iterations)
	// from 8 stones: take 2 (300 iterations)
}

// ISMCTS searches one tree over worlds drawn afresh every iteration: for
// games with hidden hands and decks. Here it weighs Gamble's Chance
// outcomes: "take 2" wins three times in four.
func ExampleISMCTS() {
	p := &bot.ISMCTS[*toy, toyMove]{Search: bot.Search{Iterations: 200, Seed: 1}}
	m := choose(p, &toy{seats: 2, stones: 2, gamble: true})
	fmt.Println(m, p.Last().Iterations)
	// Output:
	// take 2 200
}

// Greedy values each move's whole decision with the game's Heuristic,
// Chance's outcomes by their weights, and needs no search budget.
func ExampleGreedy() {
	g := &bot.Greedy[*toy, toyMove]{Seed: 1}
	fmt.Println("gamble:", choose(g, &toy{seats: 2, stones: 2, gamble: true}))
	fmt.Println("nim, 2 stones left:", choose(g, &toy{seats: 2, stones: 2}))
	// Output:
	// gamble: take 2
	// nim, 2 stones left: take 2
}

// Random is the baseline a tournament measures the others against, and
// the opponent of a quick test.
func ExampleNewRandom() {
	s := &toy{seats: 2, stones: 10}
	seats := []bot.Policy[*toy, toyMove]{bot.NewRandom[*toy, toyMove](1), bot.NewRandom[*toy, toyMove](2)}
	n, err := bot.Play(s, seats, rulebook.NewResolver(3), 100)
	fmt.Println(n, "decisions, winners", s.Winners(), err)
	// Output:
	// 8 decisions, winners [p1] <nil>
}

// A Search's budget is in iterations, shared by its workers, and its seed
// fixes its moves: two searches set up alike choose alike. (A Time budget
// ends a search by the clock, and then the moves depend on the machine.)
func ExampleSearch() {
	search := bot.Search{Iterations: 400, Workers: 2, Seed: 7, Cutoff: 10}
	a := &bot.MCTS[*toy, toyMove]{Search: search}
	b := &bot.MCTS[*toy, toyMove]{Search: search}
	ma, mb := choose(a, &toy{seats: 2, stones: 11}), choose(b, &toy{seats: 2, stones: 11})
	fmt.Println(ma, mb, a.Last().Iterations, a.Last().Nodes == b.Last().Nodes)
	// Output:
	// take 2 take 2 400 true
}
