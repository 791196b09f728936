package games_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/games"
	"github.com/rulebook-go/rulebook/highrise"
)

// A program that is given a game's name plays it between bots a decision
// at a time: a tree search, a greedy player and a random one, each seat's
// policy read as a command line writes it. The record it keeps replays
// through the rules to the same end.
func ExampleLoaded_NewTable() {
	g, err := games.Find("highrise")
	if err != nil {
		fmt.Println(err)
		return
	}
	l, err := g.Load(content.Default())
	if err != nil {
		fmt.Println(err)
		return
	}
	seats, err := games.ParseSeats("mcts:iterations=30:cutoff=10,greedy:nodes=50,random")
	if err != nil {
		fmt.Println(err)
		return
	}
	t, err := l.NewTable("players=3")
	if err != nil {
		fmt.Println(err)
		return
	}
	bots := make([]games.Bot, len(seats))
	for p, pol := range seats {
		if bots[p], err = l.Bot(pol, uint64(p)); err != nil {
			fmt.Println(err)
			return
		}
	}
	chance := rulebook.NewResolver(42)
	for !t.Over() {
		if t.ToMove() == rulebook.Chance {
			_, err = t.PlayChance(chance)
		} else {
			var m string
			if m, err = bots[t.ToMove()].Choose(t); err == nil {
				err = t.Apply(m)
			}
		}
		if err != nil {
			fmt.Println(err)
			return
		}
	}
	end, err := l.Replay(t.Record())
	fmt.Println("over:", end.Over, "replays:", err == nil, "winners named:", len(end.Winners) > 0)
	// Output: over: true replays: true winners named: true
}

// A tournament's game is one call: a policy a seat, a seed, a result with
// each seat's return.
func ExampleLoaded_PlaySeats() {
	g, err := games.Find("capitals")
	if err != nil {
		fmt.Println(err)
		return
	}
	l, err := g.Load(content.Default())
	if err != nil {
		fmt.Println(err)
		return
	}
	seats, err := games.ParseSeats("mcts:iterations=20,rank,random,random")
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := l.PlaySeats("players=4", 7, seats, 100000)
	if err != nil {
		fmt.Println(err)
		return
	}
	sum := 0.0
	for _, v := range res.Returns {
		sum += v
	}
	fmt.Printf("%d seats, returns sum to %.0f\n", len(res.Returns), sum)
	// Output: 4 seats, returns sum to 1
}

// Policies read and write the notation of a command line.
func ExampleParsePolicy() {
	p, err := games.ParsePolicy("mcts:cutoff=none:iterations=200")
	fmt.Println(p, p.Iterations, p.Cutoff, err)
	_, err = games.ParsePolicy("mcts:nodes=5")
	fmt.Println(err)
	// Output:
	// mcts:iterations=200:cutoff=none 200 -1 <nil>
	// policy "mcts:nodes=5": mcts has no setting "nodes" (it has iterations, time, cutoff, workers, exploration)
}

// Setup makes of a game package's ParseOptions and New one function from a
// record's option string to a game set up on the content.
func ExampleSetup() {
	setup := games.Setup(highrise.ParseOptions, highrise.New)
	s, err := setup(highrise.MustDefault(), "players=3")
	fmt.Println(s.Seats(), s.ToMove(), err)
	_, err = setup(highrise.MustDefault(), "players=three")
	fmt.Println(err)
	// Output:
	// 3 chance <nil>
	// highrise: option players="three": expected a number
}

// A saved game resumes from its record, and a table goes back to an
// earlier decision by replaying the moves before it.
func ExampleLoaded_Resume() {
	g, err := games.Find("buildershigh")
	if err != nil {
		fmt.Println(err)
		return
	}
	l, err := g.Load(content.Default())
	if err != nil {
		fmt.Println(err)
		return
	}
	rec, err := l.Record("players=3 round_limit=60", 5, games.Rank, 100000)
	if err != nil {
		fmt.Println(err)
		return
	}
	rec.Moves = rec.Moves[:40] // the game as saved after 40 decisions
	t, err := l.Resume(rec)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("resumed after", len(t.Record().Moves), "decisions; over:", t.Over())
	if err := t.Back(10); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("back to", len(t.Record().Moves), "decisions; the 11th again:", t.Apply(rec.Moves[10].Move) == nil)
	// Output:
	// resumed after 40 decisions; over: false
	// back to 10 decisions; the 11th again: true
}

// A program that needs a game's own types (its View, to draw it) takes the
// game's Spec from the registry, with Load and New already wired, rather
// than wiring the game package again; a game of other types is no match.
func ExampleSpecOf() {
	g, err := games.Find("highrise")
	if err != nil {
		fmt.Println(err)
		return
	}
	sp, ok := games.SpecOf[*highrise.Content, *highrise.State, highrise.Move](g)
	if !ok {
		fmt.Println("not High Rise's types")
		return
	}
	c, err := sp.Load(content.Default())
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := sp.New(c, "players=3")
	if err != nil {
		fmt.Println(err)
		return
	}
	v := s.View(0)
	fmt.Println(sp.Title, len(v.Players), "seats")
	capitals, _ := games.Find("capitals")
	_, ok = games.SpecOf[*highrise.Content, *highrise.State, highrise.Move](capitals)
	fmt.Println("capitals as High Rise:", ok)
	// Output:
	// High Rise 3 seats
	// capitals as High Rise: false
}
