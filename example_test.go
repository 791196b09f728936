package rulebook_test

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/rulebook-go/rulebook"
)

// The examples play dicerace, the toy game of this package's tests: deal
// two cards each, then on your turn roll the die or play a card.

func ExampleRecord_WriteTo() {
	rec := rulebook.Record{
		Header: rulebook.Header{Game: "buildershigh", Content: "sha256:0123456789abcdef", Options: "players=4"},
		Moves: []rulebook.RecordMove{
			{Player: rulebook.Chance, Move: "budget-2"},
			{Player: 0, Move: "procure tax-office"},
		},
	}
	rec.Header.SetSeed(42)
	if _, err := rec.WriteTo(os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// [Game "buildershigh"]
	// [Content "sha256:0123456789abcdef"]
	// [Options "players=4"]
	// [Seed "42"]
	//
	// chance: budget-2
	// p0: procure tax-office
}

func ExampleReadRecord() {
	text := `# Thursday club, table 2
[Game "buildershigh"]
[Options "players=4"]

chance: budget-2
p0: procure tax-office   # Ann goes for the office
`
	rec, err := rulebook.ReadRecord(strings.NewReader(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s, %s\n", rec.Header.Game, rec.Header.Options)
	for _, m := range rec.Moves {
		fmt.Printf("line %d: %v plays %q\n", m.Line, m.Player, m.Move)
	}

	_, err = rulebook.ReadRecord(strings.NewReader("p0: roll\np9 roll\n"))
	fmt.Println(err)
	// Output:
	// buildershigh, players=4
	// line 5: chance plays "budget-2"
	// line 6: p0 plays "procure tax-office"
	// line 2: "p9 roll": a move line reads "p0: <move>" or "chance: <outcome>"
}

func ExampleReplay() {
	rules := rulebook.Rules[*race, raceMove]{Game: "dicerace", New: newRaceOptions}
	rec, _ := rulebook.ReadRecord(strings.NewReader(`[Game "dicerace"]
[Options "players=2 goal=12"]

chance: card 1
chance: card 3
chance: card 2
chance: card 3
p0: play 1
chance: card 2
p1: roll
chance: die 3
`))
	s, err := rulebook.Replay(rules, rec)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("positions", s.Scores(), "-", s.ToMove(), "to move:", s.Prompt())
	// Output:
	// positions [1 3] - p0 to move: roll the die or play a card
}

// The first bad line is reported with its number and the rule it breaks.
func ExampleReplay_illegal() {
	rules := rulebook.Rules[*race, raceMove]{Game: "dicerace", New: newRaceOptions}
	rec, _ := rulebook.ReadRecord(strings.NewReader(`[Game "dicerace"]
[Options "players=2 goal=12"]

chance: card 1
chance: card 3
chance: card 2
chance: card 3
p0: play 3
`))
	s, err := rulebook.Replay(rules, rec)
	fmt.Println(err)
	fmt.Println(errors.Is(err, rulebook.ErrIllegal), s.ToMove())

	var re *rulebook.RuleError
	if errors.As(err, &re) {
		fmt.Printf("look up %q\n", re.Section)
	}
	// Output:
	// line 8: p0: play 3: dicerace: Playing a card: p0 holds no 3
	// true p0
	// look up "Playing a card"
}

func ExampleReplayMoves() {
	s, _ := newRace(2, 12, "")
	err := rulebook.ReplayMoves(s, []rulebook.RecordMove{
		{Player: rulebook.Chance, Move: "card 2"},
		{Player: rulebook.Chance, Move: "card 7"},
	})
	fmt.Println(err)
	// Output:
	// chance: card 7: a move is "roll", "play N", "die N" or "card N", N from 1 to 3
}

func ExampleNewRecording() {
	s, _ := newRace(2, 12, "")
	r := rulebook.NewResolver(42)
	rec := rulebook.NewRecording(s)
	rec.Record.Header.SetSeed(r.Seed())
	var buf []raceMove
	for range 7 {
		m, b, _ := rulebook.Step(rec.State, r, buf)
		buf = b
		if err := rec.Apply(m); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Print(rec.Record.String())
	// Output:
	// [Game "dicerace"]
	// [Content "toy:dicerace/v1"]
	// [Options "players=2 goal=12"]
	// [Seed "42"]
	//
	// chance: card 2
	// chance: card 3
	// chance: card 3
	// chance: card 1
	// p0: play 3
	// chance: card 1
	// p1: roll
}

func ExamplePlayout() {
	s, _ := newRace(3, 10, "")
	n, _, err := rulebook.Playout(s, rulebook.NewResolver(7), 1000, nil)
	fmt.Println(n, "decisions;", "scores", s.Scores(), "winners", s.Winners(), err)
	// Output:
	// 29 decisions; scores [10 9 9] winners [p0] <nil>
}

func ExampleStep() {
	s, _ := newRace(2, 12, "")
	r := rulebook.NewResolver(1)
	m, _, ok := rulebook.Step(s, r, nil)
	fmt.Println(s.ToMove(), s.Prompt()+":", m, ok)
	// Output:
	// chance deal a card to p0: card 2 true
}

func ExampleIllegal() {
	err := rulebook.Illegal("highrise", "Movement", "you may not stop in the Zone you are in")
	fmt.Println(err)
	fmt.Println(errors.Is(err, rulebook.ErrIllegal))
	// Output:
	// highrise: Movement: you may not stop in the Zone you are in
	// true
}

// Guard turns a fault that untrusted input exposes into an error a caller
// can test, rather than a crash.
func ExampleGuard() {
	levels := []int{1, 2, 3}
	read := func(i int) (int, error) {
		return rulebook.Guard("mygame: load", "ranking the plants", func() (int, error) { return levels[i], nil })
	}
	v, err := read(1)
	fmt.Println(v, err)
	_, err = read(-1)
	fmt.Println(errors.Is(err, rulebook.ErrInternal))
	// Output:
	// 2 <nil>
	// true
}
