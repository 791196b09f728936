package buildershigh_test

import (
	"errors"
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/buildershigh"
	"github.com/rulebook-go/rulebook/content"
)

func ExampleLoad() {
	c, err := buildershigh.Load(content.Default())
	if err != nil {
		fmt.Println(err)
		return
	}
	bank, _ := c.Card("bank")
	fmt.Printf("%s: %s, %dM, %s ability: %s\n", bank.Name, bank.Type, bank.Cost, bank.Timing, bank.Text)
	lo, hi := c.Players()
	fmt.Printf("%d kinds of card, %d to %d players\n", len(c.Cards()), lo, hi)
	// Output:
	// Bank: commercial, 10M, hand ability: You may put 1 budget card from your hand into the Center and take 1 budget card from the Center.
	// 30 kinds of card, 2 to 5 players
}

func ExampleNew() {
	s, err := buildershigh.New(buildershigh.MustDefault(), buildershigh.WithPlayers(3))
	if err != nil {
		fmt.Println(err)
		return
	}
	// Setup's deals are Chance decisions: the state waits on Chance.
	fmt.Println(s.ToMove(), "-", s.Prompt())
	fmt.Println(s.Legal())
	// Output:
	// chance - Chance: p0 draws a budget card
	// [card 2m card 5m card 10m]
}

// Example_playAGame plays a seeded game with random choices, Chance played
// by a seeded Resolver, and records it.
func Example_playAGame() {
	s, _ := buildershigh.New(buildershigh.MustDefault(), buildershigh.WithPlayers(5))
	rec := rulebook.NewRecording(s)
	r := rulebook.NewResolver(1)
	var buf []buildershigh.Move
	for !s.Over() {
		var m buildershigh.Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := rec.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(len(rec.Record.Moves), "decisions; winners:", s.Winners(), "buildings:", s.Scores())
	// Output:
	// 2456 decisions; winners: [p1] buildings: [11 13 12 9 7]
}

func ExampleState_Check() {
	s, _ := buildershigh.New(buildershigh.MustDefault(), buildershigh.WithPlayers(2))
	m, _ := s.ParseMove("build bank")
	err := s.Check(m)
	var rule *rulebook.RuleError
	fmt.Println(errors.Is(err, rulebook.ErrIllegal), errors.As(err, &rule))
	fmt.Println(err)
	// Output:
	// true true
	// buildershigh: Setup: "build bank" does not answer the pending decision: Chance: p0 draws a budget card
}

func ExampleState_ParseMove() {
	s, _ := buildershigh.New(buildershigh.MustDefault())
	for _, text := range []string{"pay 5+2+5+2", "exchange 2m for 10m", "build skyscraper"} {
		m, err := s.ParseMove(text)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(m)
	}
	// Output:
	// pay 2+2+5+5
	// exchange 2m for 10m
	// error: "build skyscraper": unknown card "skyscraper"
}

func ExampleParseOptions() {
	opts, err := buildershigh.ParseOptions("players=3 easy=true end_of_game=literal-left")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := buildershigh.New(buildershigh.MustDefault(), opts...)
	fmt.Println(s.Options())
	// Output:
	// players=3 easy=true end_of_game=literal-left center_refill=end-of-turn reshuffle=center-and-discard victory_check=moment short_draw=allowed exchange_identical=refused round_limit=0
}

func ExampleState_View() {
	s, _ := buildershigh.New(buildershigh.MustDefault(), buildershigh.WithPlayers(2))
	r := rulebook.NewResolver(4)
	var buf []buildershigh.Move
	for s.ToMove() == rulebook.Chance {
		var m buildershigh.Move
		m, buf, _ = rulebook.Step(s, r, buf)
		s.Apply(m)
	}
	v := s.View(1)
	for _, p := range v.Players {
		fmt.Printf("%v: %d budget and %d building cards in hand, cards shown: %v\n", p.Seat, p.HandBudget, p.HandBuilding, p.Hand != nil)
	}
	fmt.Println("decks:", v.Decks)
	// Output:
	// p0: 5 budget and 5 building cards in hand, cards shown: false
	// p1: 5 budget and 5 building cards in hand, cards shown: true
	// decks: map[budget:35 building:35 planning:6]
}
