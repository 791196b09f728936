package rulebooktest_test

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// raceSaves checks dicerace's Decode, whose only checks are that seats,
// positions and hands agree: the examples show what that lets through.
var raceSaves = rulebooktest.Saves[*race, raceMove]{Decode: decodeRace, View: viewRace, Invariants: raceInvariants}

// raceSave is a save of a game of dicerace in its first turn.
func raceSave() []byte {
	data, _ := json.Marshal(playTo(""))
	return data
}

// Edits are the systematic edits Saves.Tamper tries on a save; Saves.Play
// is what it does with each: Decode refuses it, or the state plays on.
// dicerace's lax Decode lets an edited turn through, and the game then
// fails in play.
func ExampleSaves_Play() {
	edits, err := rulebooktest.Edits(raceSave())
	if err != nil {
		fmt.Println(err)
		return
	}
	var refused, played, failed int
	for _, e := range edits {
		ok, err := raceSaves.Play(e.JSON(), rand.New(rand.NewPCG(1, 2)))
		switch {
		case err != nil:
			failed++
			if e.Path == "turn" && e.What == "= -1" {
				first, _, _ := strings.Cut(err.Error(), "\n") // a panic's stack follows
				fmt.Printf("%s %s: %s\n", e.Path, e.What, first)
			}
		case ok:
			played++
		default:
			refused++
		}
	}
	fmt.Println(refused+played+failed == len(edits), refused > 0, played > 0, failed > 0)
	// Output:
	// turn = -1: panic: runtime error: index out of range [-1]
	// true true true true
}

// Mutate is what a structure-aware fuzz target does to a save with the
// fuzzer's bytes: four bytes an edit.
func ExampleMutate() {
	save := []byte(`{"game":"dicerace","pos":[3,5],"turn":1}`)
	for _, b := range [][]byte{{0, 1, 1, 0}, {0, 0, 0, 0}, {0, 3, 3, 0, 0, 0, 4, 7}} {
		out, err := rulebooktest.Mutate(save, b)
		fmt.Println(string(out), err)
	}
	// Output:
	// {"game":"dicerace","pos":-1,"turn":1} <nil>
	// {"pos":[3,5],"turn":1} <nil>
	// {"game":"7","pos":[3,null],"turn":1} <nil>
}

// Reachable checks that Decode accepts the save of every state a game
// reaches. A Decode stricter than the rules fails it.
func ExampleSaves_Reachable() {
	check("dicerace", func(t testing.TB) {
		raceSaves.Reachable(t, playTo(""), 5, 1000)
	})
	strict := rulebooktest.Saves[*race, raceMove]{Decode: func(data []byte) (*race, error) {
		s, err := decodeRace(data)
		if err == nil && s.Over() {
			return nil, fmt.Errorf("dicerace: decode: phase: a game over is not a save")
		}
		return s, err
	}}
	check("strict", func(t testing.TB) {
		strict.Reachable(t, playTo(""), 5, 1000)
	})
	// Output:
	// dicerace: ok
	// strict: FAIL: seed 5, decision 18 (the game over): Decode refuses a state play reached: dicerace: decode: phase: a game over is not a save
}

// SavesAlong gathers the saves a game's tamper test starts from: some at
// fixed decisions, and the first of each kind of state (here each prompt's
// first words), so every kind of pending decision is edited.
func ExampleSavesAlong() {
	s, _ := newRace(2, 12, "")
	kind := func(s *race) string { return s.Prompt()[:4] }
	check("dicerace", func(t testing.TB) {
		fixed, first := rulebooktest.SavesAlong(t, s, 2, []int{0, 10}, 20, kind)
		fmt.Println(len(fixed), "fixed,", len(first), "first of a kind")
		for _, data := range first {
			d, _ := decodeRace(data)
			fmt.Println(" ", d.Prompt())
		}
	})
	// Output:
	// 2 fixed, 2 first of a kind
	//   roll the die or play a card
	//   draw a card for p1
	// dicerace: ok
}

// ContentEdits are the edits Contents.Tamper tries on a content file, each
// at its line and column.
func ExampleContentEdits() {
	file := []byte("budget:\n  - {id: 2m, value: 2}\n  - {id: 5m, value: 5}\n")
	edits, err := rulebooktest.ContentEdits("budget.yaml", file)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(edits), "edits, among them:")
	for _, e := range edits[:3] {
		fmt.Printf("%s:%d:%d %s\n", e.File, e.Line, e.Column, e.What)
	}
	for _, e := range edits {
		if e.What == "deleted" && e.Line == 3 {
			fmt.Printf("%s", e.YAML())
			break
		}
	}
	// Output:
	// 45 edits, among them:
	// budget.yaml:1:1 entry budget deleted
	// budget.yaml:2:3 emptied
	// budget.yaml:2:5 [0] deleted
}

// raceContent is dicerace's content in miniature: the goal, from
// dicerace/rules.yaml. Its Load checks the field's type but not its range.
type raceContent struct {
	Goal int `yaml:"goal" content:"required"`
}

func loadRace(fsys fs.FS) (*raceContent, error) {
	var errs content.Errors
	c := content.DecodeFile[raceContent](fsys, "dicerace", "rules.yaml", &errs)
	return c, errs.Err()
}

// Contents.Play is what Contents.Tamper does with each edited content: Load
// refuses it with a content error, or the content sets up and plays. The
// lax Load above accepts a goal New refuses.
func ExampleContents_Play() {
	h := rulebooktest.Contents[*raceContent, *race, raceMove]{
		Load:   loadRace,
		Decode: func(_ *raceContent, data []byte) (*race, error) { return decodeRace(data) },
	}
	setup := func(c *raceContent) (*race, error) { return newRace(2, c.Goal, "") }
	for _, rules := range []string{"goal: 12\n", "goal: twelve\n", "goal: 2\n"} {
		fsys := fstest.MapFS{"dicerace/rules.yaml": {Data: []byte(rules)}}
		accepted, scriptFailed, err := h.Play(fsys, setup, rand.New(rand.NewPCG(1, 2)))
		fmt.Printf("%q: accepted %v, script failed %v, %v\n", rules, accepted, scriptFailed, err)
	}
	// Output:
	// "goal: 12\n": accepted true, script failed false, <nil>
	// "goal: twelve\n": accepted false, script failed false, <nil>
	// "goal: 2\n": accepted true, script failed false, the content loads, but setting up a game fails: dicerace: goal=2: the goal is 4 to 40
}
