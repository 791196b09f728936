// Command quickstart plays one seeded game on the embedded content (or a
// content directory), its players choosing with the game's quick greedy
// rule (rank; or any policy of package games: random, greedy, mcts), and checks it by reading its record back and
// replaying it through the rules. The record goes to standard output (or
// to -record FILE), the result to standard error, so the record pipes into
// verify:
//
//	go run ./examples/quickstart
//	go run ./examples/quickstart | go run ./examples/verify -
//	go run ./examples/quickstart -game buildershigh -seed 7 -players 3
//
// Exit status: 0 on success; 1 when the game could not be played or its
// record does not replay; 2 on bad flags, options or content.
package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/games"
)

// maxDecisions bounds a game, against content that never ends.
const maxDecisions = 1_000_000

var program = cli.Program{
	Name:    "quickstart",
	Purpose: "Plays one seeded game, prints its record and checks it by replaying it through the rules.",
	Examples: []string{
		"go run ./examples/quickstart | go run ./examples/verify -",
		"go run ./examples/quickstart -game buildershigh -seed 7 -players 3 -record game.record",
	},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the program, returning its exit status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := program.NewFlags(stderr)
	game := cli.Setup{Game: "highrise", Players: 4, Seed: 1}
	game.Flags(fs, "seed of Chance's draws and of the players' choices between equal moves")
	policy := fs.String("policy", "rank", "how players choose: rank (the game's quick greedy rule), random, greedy or mcts (the bots, slower), with settings as in mcts:iterations=200")
	easy := fs.Bool("easy", false, "Builder's High Easy Mode (the same as -options easy=true)")
	recordFile := fs.String("record", "", "write the record to this file instead of standard output")
	quiet := fs.Bool("q", false, "print only the result, not the record")
	if status, ok := program.Parse(fs, args, stdout); !ok {
		return status
	}
	pol, err := games.ParsePolicy(*policy)
	if err != nil {
		return fail(stderr, 2, err)
	}
	c, err := game.Load()
	if err != nil {
		return fail(stderr, 2, err)
	}
	var more []string
	if *easy {
		more = append(more, "easy=true")
	}
	setup := c.Bound(game.OptionString(more...))
	if err := c.Setup(setup); err != nil {
		return fail(stderr, 2, err)
	}

	rec, err := c.Record(setup, game.Seed, pol, maxDecisions)
	if err != nil {
		return fail(stderr, 1, err)
	}
	var text bytes.Buffer
	if _, err := rec.WriteTo(&text); err != nil {
		return fail(stderr, 1, err)
	}
	if err := writeRecord(text.Bytes(), *recordFile, *quiet, stdout); err != nil {
		return fail(stderr, 1, err)
	}

	// Check: read the record back and replay it through the rules.
	read, err := rulebook.ReadRecord(bytes.NewReader(text.Bytes()))
	if err != nil {
		return fail(stderr, 1, fmt.Errorf("reading the record back: %w", err))
	}
	final, err := c.Replay(read)
	if err != nil {
		return fail(stderr, 1, fmt.Errorf("the record does not replay: %w", err))
	}
	summary(stderr, c.Game(), setup, pol, final)
	return 0
}

func fail(stderr io.Writer, status int, err error) int {
	fmt.Fprintf(stderr, "quickstart: %v\n", err)
	return status
}

// writeRecord writes the record to file, or to stdout unless quiet.
func writeRecord(text []byte, file string, quiet bool, stdout io.Writer) error {
	if file != "" {
		return os.WriteFile(file, text, 0o644)
	}
	if quiet {
		return nil
	}
	_, err := stdout.Write(text)
	return err
}

// summary says how the game went: its length, the verdict, every seat's
// score and the winners.
func summary(w io.Writer, g games.Game, setup string, pol games.Policy, f games.Final) {
	fmt.Fprintf(w, "%s (%s, %s players): %s, %s; the replayed record reaches the same end.\n",
		g.Title(), setup, pol, cli.Count(f.Moves, "decision"), cli.Count(f.Length, "round"))
	if f.Outcome != "" {
		fmt.Fprintf(w, "result: %s\n", f.Outcome)
	}
	fmt.Fprintf(w, "final scores: %s\n", cli.Scores(f.Scores))
	switch len(f.Winners) {
	case 0:
		fmt.Fprintln(w, "no winner")
	case 1:
		if tie := cli.TieBreak(f); tie != "" {
			fmt.Fprintf(w, "winner: %s, %s\n", f.Winners[0], tie)
		} else {
			fmt.Fprintf(w, "winner: %s\n", f.Winners[0])
		}
	default:
		fmt.Fprintf(w, "winners (a shared victory): %s\n", cli.Seats(f.Winners))
	}
}
