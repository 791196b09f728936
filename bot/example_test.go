package bot_test

import (
	"fmt"
	"math"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/bot"
	"github.com/rulebook-go/rulebook/buildershigh"
	"github.com/rulebook-go/rulebook/highrise"
)

// A game of High Rise between a tree search, a greedy player and a random
// one. Every policy is seeded, so the game is the same on every run.
func ExamplePlay() {
	c, err := highrise.Default()
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := highrise.New(c, highrise.WithPlayers(3))
	if err != nil {
		fmt.Println(err)
		return
	}
	type P = bot.Policy[*highrise.State, highrise.Move]
	seats := []P{
		&bot.MCTS[*highrise.State, highrise.Move]{Search: bot.Search{Iterations: 20, Cutoff: 20, Seed: 1}},
		&bot.Greedy[*highrise.State, highrise.Move]{Seed: 2, Nodes: 100},
		bot.NewRandom[*highrise.State, highrise.Move](3),
	}
	if _, err := bot.Play(s, seats, rulebook.NewResolver(42), 100000); err != nil {
		fmt.Println(err)
		return
	}
	sum := 0.0
	for _, v := range s.Returns() {
		sum += v
	}
	fmt.Println("over:", s.Over(), "returns sum to", math.Round(sum*1e9)/1e9)
	// Output: over: true returns sum to 1
}

// A policy is asked for a move with a Turn, which gives it the seat's
// legal moves and determinizations, never the state itself.
func ExampleNewTurn() {
	c, err := buildershigh.Default()
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := buildershigh.New(c, buildershigh.WithPlayers(3), buildershigh.WithRule("round_limit", "60"))
	if err != nil {
		fmt.Println(err)
		return
	}
	r := rulebook.NewResolver(7)
	for s.ToMove() == rulebook.Chance { // the deal
		m, _, _ := rulebook.Step(s, r, nil)
		if err := s.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	t, err := bot.NewTurn(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	g := &bot.Greedy[*buildershigh.State, buildershigh.Move]{Seed: 1}
	m, err := g.Choose(t)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(t.Seat() == s.ToMove(), s.Check(m) == nil)
	// Output: true true
}
