// Command quickstart plays one seeded game with random legal choices on the
// embedded content (or a content directory), prints its record and checks
// it by reading the record back and replaying it through the rules.
//
//	go run ./examples/quickstart -game buildershigh -seed 7 -players 4
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/examples/internal/games"
)

// maxDecisions bounds a game, against content that never ends.
const maxDecisions = 1_000_000

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the program, returning its exit status: 0 on success, 2 on bad
// flags or content, 1 when the game could not be played or checked.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("quickstart", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "buildershigh", "the game to play: "+games.Names())
	seed := fs.Uint64("seed", 1, "seed of the random choices and of Chance")
	players := fs.Int("players", 4, "number of players")
	easy := fs.Bool("easy", false, "Builder's High Easy Mode (the same as -options easy=true)")
	extra := fs.String("options", "", `more setup options, "name=value name=value" as in a record's Options`)
	dir := fs.String("content", "", "content directory (default: the embedded content)")
	quiet := fs.Bool("q", false, "print only the result, not the record")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	g, err := games.Find(*game)
	if err != nil {
		fmt.Fprintf(stderr, "quickstart: %v\n", err)
		return 2
	}
	src := content.Default()
	if *dir != "" {
		if src, err = content.Dir(*dir); err != nil {
			fmt.Fprintf(stderr, "quickstart: %v\n", err)
			return 2
		}
	}
	c, err := g.Load(src)
	if err != nil {
		fmt.Fprintf(stderr, "quickstart: %s content:\n%v\n", g.Title(), err)
		return 2
	}
	options := []string{"players=" + strconv.Itoa(*players)}
	if *easy {
		options = append(options, "easy=true")
	}
	options = append(options, strings.Fields(*extra)...)
	if err := c.Setup(strings.Join(options, " ")); err != nil {
		fmt.Fprintf(stderr, "quickstart: %v\n", err)
		return 2
	}

	// Play: Chance from the seeded resolver, every player a random legal choice.
	rec, err := c.Record(strings.Join(options, " "), *seed, maxDecisions)
	if err != nil {
		fmt.Fprintf(stderr, "quickstart: %v\n", err)
		return 1
	}
	var text bytes.Buffer
	if _, err := rec.WriteTo(&text); err != nil {
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
	final, err := c.Replay(read)
	if err != nil {
		fmt.Fprintf(stderr, "quickstart: the record does not replay: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %d decisions, %d rounds; the replayed record reaches the same end.\n", g.Title(), final.Moves, final.Length)
	fmt.Fprintf(stdout, "scores per seat: %v\n", final.Scores)
	if final.Outcome != "" {
		fmt.Fprintf(stdout, "result: %s\n", final.Outcome)
	}
	if len(final.Winners) > 0 {
		fmt.Fprintf(stdout, "winners: %v\n", final.Winners)
	} else {
		fmt.Fprintln(stdout, "no winner")
	}
	return 0
}
