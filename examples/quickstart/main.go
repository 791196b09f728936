// Command quickstart plays one seeded game with random legal choices on the
// embedded content (or a content directory), prints its record and checks
// it by replaying the record through the rules.
//
//	go run ./examples/quickstart -seed 7 -players 4
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/buildershigh"
	"github.com/rulebook-go/rulebook/content"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the program, returning its exit status: 0 on success, 2 on bad
// flags or content, 1 when the game could not be played or checked.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("quickstart", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "buildershigh", "the game to play: buildershigh")
	seed := fs.Uint64("seed", 1, "seed of the random choices and of Chance")
	players := fs.Int("players", 4, "number of players")
	easy := fs.Bool("easy", false, "Builder's High Easy Mode")
	dir := fs.String("content", "", "content directory (default: the embedded content)")
	quiet := fs.Bool("q", false, "print only the result, not the record")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *game != "buildershigh" {
		fmt.Fprintf(stderr, "quickstart: unknown game %q (known: buildershigh)\n", *game)
		return 2
	}
	src := content.Default()
	if *dir != "" {
		var err error
		if src, err = content.Dir(*dir); err != nil {
			fmt.Fprintf(stderr, "quickstart: %v\n", err)
			return 2
		}
	}
	c, err := buildershigh.Load(src)
	if err != nil {
		fmt.Fprintf(stderr, "quickstart: content:\n%v\n", err)
		return 2
	}
	s, err := buildershigh.New(c, buildershigh.WithPlayers(*players), buildershigh.WithEasyMode(*easy))
	if err != nil {
		fmt.Fprintf(stderr, "quickstart: %v\n", err)
		return 2
	}

	// Play: Chance from the seeded resolver, every player a random legal choice.
	rec := rulebook.NewRecording(s)
	r := rulebook.NewResolver(*seed)
	rec.Record.Header.SetSeed(r.Seed())
	var buf []buildershigh.Move
	for !s.Over() {
		var m buildershigh.Move
		var ok bool
		m, buf, ok = rulebook.Step(s, r, buf)
		if !ok {
			fmt.Fprintf(stderr, "quickstart: no legal move at %q\n", s.Prompt())
			return 1
		}
		if err := rec.Apply(m); err != nil {
			fmt.Fprintf(stderr, "quickstart: %v\n", err)
			return 1
		}
	}
	var text bytes.Buffer
	if _, err := rec.Record.WriteTo(&text); err != nil {
		fmt.Fprintf(stderr, "quickstart: %v\n", err)
		return 1
	}
	if !*quiet {
		stdout.Write(text.Bytes())
		fmt.Fprintln(stdout)
	}

	// Check: read the record back and replay it through the rules.
	read, err := rulebook.ReadRecord(&text)
	if err != nil {
		fmt.Fprintf(stderr, "quickstart: reading the record back: %v\n", err)
		return 1
	}
	rules := rulebook.Rules[*buildershigh.State, buildershigh.Move]{
		Game: "buildershigh",
		New: func(options string) (*buildershigh.State, error) {
			opts, err := buildershigh.ParseOptions(options)
			if err != nil {
				return nil, err
			}
			return buildershigh.New(c, opts...)
		},
	}
	final, err := rulebook.Replay(rules, read)
	if err != nil {
		var re *rulebook.ReplayError
		if errors.As(err, &re) {
			fmt.Fprintf(stderr, "quickstart: the record does not replay: %v\n", re)
		} else {
			fmt.Fprintf(stderr, "quickstart: %v\n", err)
		}
		return 1
	}
	fmt.Fprintf(stdout, "%d decisions, %d rounds; the replayed record reaches the same end.\n", len(read.Moves), final.Round())
	fmt.Fprintf(stdout, "buildings per seat: %v\n", final.Scores())
	if w := final.Winners(); len(w) > 0 {
		fmt.Fprintf(stdout, "winners: %v\n", w)
	} else {
		fmt.Fprintln(stdout, "no winner: the round limit ended the game")
	}
	return 0
}
