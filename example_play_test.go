package rulebook_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/rulebook-go/rulebook"
)

// A game stopped by a limit its rules do not have (here dicerace's turn
// limit, set for automated play) has no winner, and StoppedBy says why it
// ended; a game its rules ended is stopped by nothing.
func ExampleStoppedBy() {
	for _, options := range []string{"players=2 goal=40 limit=4", "players=2 goal=6"} {
		s, _ := newRaceOptions(options)
		if _, _, err := rulebook.Playout(s, rulebook.NewResolver(5), 1000, nil); err != nil {
			fmt.Println(err)
		}
		fmt.Printf("%s: over %v, winners %v, stopped by %q\n", options, s.Over(), s.Winners(), rulebook.StoppedBy(s))
	}
	// Output:
	// players=2 goal=40 limit=4: over true, winners [], stopped by "the turn limit of 4 turns"
	// players=2 goal=6: over true, winners [p0], stopped by ""
}

// RecordedPlayout plays a random game and returns its record, seed and all,
// which Replay plays back through the rules.
func ExampleRecordedPlayout() {
	s, _ := newRace(2, 5, "")
	rec, err := rulebook.RecordedPlayout(s, 9, 1000)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(rec)

	rules := rulebook.Rules[*race, raceMove]{Game: "dicerace", New: newRaceOptions}
	again, err := rulebook.Replay(rules, rec)
	fmt.Println("replayed:", again.Scores(), again.Winners(), err)
	// Output:
	// [Game "dicerace"]
	// [Content "toy:dicerace/v1"]
	// [Options "players=2 goal=5"]
	// [Seed "9"]
	//
	// chance: card 1
	// chance: card 1
	// chance: card 2
	// chance: card 1
	// p0: roll
	// chance: die 2
	// p1: play 1
	// chance: card 1
	// p0: roll
	// chance: die 3
	// replayed: [5 1] [p0] <nil>
}

// A Resolver draws Chance's outcomes by weight: a die whose faces read 1,
// 2, 2, 2, 3, 3 weighs its outcomes 1, 3 and 2.
func ExampleResolver_PickWeighted() {
	faces := []int{1, 2, 3}
	weights := []int{1, 3, 2}
	r := rulebook.NewResolver(42)
	counts := make([]int, len(faces))
	for range 600 {
		counts[r.PickWeighted(len(weights), func(i int) int { return weights[i] })]++
	}
	for i, f := range faces {
		fmt.Printf("rolled %d: %d times\n", f, counts[i])
	}
	fmt.Println(r.PickWeighted(2, func(int) int { return 0 }))
	// Output:
	// rolled 1: 78 times
	// rolled 2: 307 times
	// rolled 3: 215 times
	// -1
}

// A Recording keeps only the moves the rules accept.
func ExampleRecording_Apply() {
	s, _ := newRace(2, 12, "")
	rec := rulebook.NewRecording(s)
	for _, m := range []raceMove{{kindCard, 1}, {kindRoll, 0}, {kindCard, 3}} {
		if err := rec.Apply(m); err != nil {
			fmt.Println("refused:", err)
		}
	}
	for _, m := range rec.Record.Moves {
		fmt.Printf("%v: %s\n", m.Player, m.Move)
	}
	// Output:
	// refused: dicerace: Turn order: roll is not the decision now: deal a card to p1
	// chance: card 1
	// chance: card 3
}

func ExampleParsePlayer() {
	for _, text := range []string{"p2", "chance", "player 2"} {
		p, err := rulebook.ParsePlayer(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(p, p.IsSeat())
	}
	// Output:
	// p2 true
	// chance false
	// "player 2": a player is "p0", "p1", …, "chance" or "nobody"
}

// A game's View embeds the Decision, so a UI reads who is to move and what
// is being decided from any game's view JSON alike.
func ExampleDecisionOf() {
	s, _ := newRace(2, 12, "")
	view := struct {
		rulebook.Decision
		Positions []int `json:"positions"`
	}{rulebook.DecisionOf(s), s.Scores()}
	b, _ := json.Marshal(view)
	fmt.Println(string(b))
	// Output:
	// {"to_move":-1,"prompt":"deal a card to p0","over":false,"positions":[0,0]}
}

// A game's Apply keeps a Refusals: a move the rules allow whose script
// fails is refused, left out of Legal and refused again by Check, until a
// move is played and the position is new.
func ExampleRefusals() {
	var refusals rulebook.Refusals[raceMove]
	roll, play2 := raceMove{Kind: kindRoll}, raceMove{Kind: kindPlay, N: 2}
	legal := func() []raceMove { return refusals.Filter([]raceMove{roll, play2}, 0) }

	scriptErr := errors.New("cards.yaml:4:13: script: repeat: count 200 out of range 0..100")
	err := refusals.Played("dicerace", play2, scriptErr) // Apply restored the position
	fmt.Println(err)
	fmt.Println(errors.Is(err, rulebook.ErrIllegal), errors.Is(err, rulebook.ErrContent))
	fmt.Println("legal:", legal(), "check:", refusals.Err(play2) == err)

	_ = refusals.Played("dicerace", roll, nil)
	fmt.Println("legal:", legal(), "check:", refusals.Err(play2))
	// Output:
	// dicerace: move "play 2" cannot be played: cards.yaml:4:13: script: repeat: count 200 out of range 0..100
	// true true
	// legal: [roll] check: true
	// legal: [roll play 2] check: <nil>
}
