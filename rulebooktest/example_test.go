package rulebooktest_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// The examples play dicerace, the toy game of this package's tests: deal
// two cards each, then on your turn roll the die or play a card.

func ExampleSuite_CheckGame() {
	good := raceSuite("")
	fmt.Println(good.CheckGame(good.Configs[0], 1))

	leaky := raceSuite("view") // View shows every hand
	var v *rulebooktest.Violation
	if err := leaky.CheckGame(leaky.Configs[1], 1); errors.As(err, &v) {
		fmt.Println(v.Check, "after", v.Decision, "decisions")
	}
	// Output:
	// <nil>
	// view after 7 decisions
}

// A violation reads as the check, what is wrong, where, and the game so
// far as a record to replay.
func ExampleViolation() {
	s := raceSuite("check") // Check accepts playing a card not held
	fmt.Println(s.CheckGame(s.Configs[0], 1))
	// Output:
	// conformance: unlisted-move: Check accepts "play 3" (a move legal in an earlier state), which Legal does not list
	// (config "players=2", seed 1, after 6 decisions)
	// the game so far:
	// [Game "dicerace"]
	// [Content "toy:dicerace/v1"]
	// [Options "players=2 goal=12"]
	//
	// chance: card 2
	// chance: card 1
	// chance: card 3
	// chance: card 1
	// p0: play 3
	// chance: card 3
}

// A golden game plays the same record every time; CheckGolden keeps it as
// NAME.record with its result as NAME.result.
func ExampleSeededGolden() {
	setup := func() (*race, error) { return newRace(2, 12, "") }
	g := rulebooktest.SeededGolden[*race, raceMove]("race", 3, setup, raceResult)
	rec, err := g.Play()
	if err != nil {
		fmt.Println(err)
		return
	}
	final, err := rulebook.Replay(raceRules, rec)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rec.Header.Game, "seed", rec.Header.Seed, "-", len(rec.Moves), "moves")
	fmt.Print(g.Result(final))
	// Output:
	// dicerace seed 3 - 25 moves
	// scores [12 10]
	// winners [p0]
}

// A content folder checked against its loader: the schema is written
// (update), and the YAML file's missing schema line and the undocumented
// field are reported.
func ExampleCheckSchemaFiles() {
	type card struct {
		ID   string `yaml:"id" doc:"The card's id."`
		Cost int    `yaml:"cost"`
	}
	type cardsFile struct {
		Cards []card `yaml:"cards" doc:"The cards."`
	}
	dir, err := os.MkdirTemp("", "schemas")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "cards.yaml"), []byte("cards: []\n"), 0o644); err != nil {
		fmt.Println(err)
		return
	}
	files := []rulebooktest.SchemaFile{{File: "cards.yaml", Title: "Cards", Type: reflect.TypeFor[cardsFile]()}}
	problems, err := rulebooktest.CheckSchemaFiles(dir, "mygame", files, nil, true)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range problems {
		fmt.Println(p)
	}
	// Output:
	// cards.schema.json: property card.cost has no description: give the loader's field a doc tag
	// cards.yaml: the first line is "cards: []", want "# yaml-language-server: $schema=./cards.schema.json"
}
