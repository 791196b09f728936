// Command lint checks game content, the embedded default or a directory a
// designer edits, and prints every problem as file:line:col: message. It
// loads each game's content, then plays a few hundred seeded random games
// on it and reports every script that fails in play (a count out of range,
// an index past the end of a list, a limit exceeded) at its own position,
// so a designer sees it before a player does.
//
//	go run ./examples/lint                         # the embedded content
//	go run ./examples/lint ./mycontent             # a copy you edit
//	go run ./examples/lint -game buildershigh ./mycontent
//
// Exit status: 0 when the content is sound, 1 when it has errors, 2 when it
// cannot be checked (bad flags, no such directory, no game folder in it).
package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/games"
)

var program = cli.Program{
	Name:    "lint",
	Args:    "[DIR]",
	Purpose: "Checks game content (the embedded copy, or DIR laid out as content/: one folder per game)\nand prints every problem as file:line:col: message.",
	Examples: []string{
		"go run ./examples/lint content",
		"go run ./examples/lint -game buildershigh /tmp/mycontent",
	},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fset := program.NewFlags(stderr)
	var dir string
	cli.ContentFlag(fset, &dir)
	only := fset.String("game", "", "check this game only: "+games.Names()+" (default: every game folder present)")
	plays := fset.Int("games", 200, "seeded random games to play on each game's content, looking for scripts that fail in play (0: none)")
	if status, ok := program.Parse(fset, args, stdout); !ok {
		return status
	}
	switch {
	case fset.NArg() > 1:
		fmt.Fprintf(stderr, "lint: one content directory at a time (got %d arguments)\n", fset.NArg())
		return 2
	case fset.NArg() == 1 && dir != "" && dir != fset.Arg(0):
		fmt.Fprintf(stderr, "lint: two content directories: -content %s and %s\n", dir, fset.Arg(0))
		return 2
	case fset.NArg() == 1:
		dir = fset.Arg(0)
	}
	src, err := cli.Source(dir)
	if err != nil {
		fmt.Fprintf(stderr, "lint: %v\n", err)
		return 2
	}
	var todo []games.Game
	if *only != "" {
		g, err := games.Find(*only)
		if err != nil {
			fmt.Fprintf(stderr, "lint: %v\n", err)
			return 2
		}
		todo = append(todo, g)
	} else {
		for _, g := range games.All {
			if fi, err := fs.Stat(src, g.Dir()); err == nil && fi.IsDir() {
				todo = append(todo, g)
			}
		}
		if len(todo) == 0 {
			fmt.Fprintf(stderr, "lint: %s holds no game folder (one of: %s)\n", where(dir), games.Names())
			return 2
		}
	}

	status := 0
	for _, g := range todo {
		l, err := g.Load(src)
		if err == nil {
			faults := playFaults(l, dir, *plays)
			if len(faults) == 0 {
				fmt.Fprintf(stdout, "%s: ok: %s (%s)%s\n", g.Name(), l.Summary(), l.Fingerprint(), played(*plays))
				continue
			}
			status = 1
			for _, f := range faults {
				fmt.Fprintln(stdout, f)
			}
			fmt.Fprintf(stderr, "lint: %s: %s in play\n", g.Name(), cli.Count(len(faults), "script failure"))
			continue
		}
		status = 1
		var list *content.Errors
		if errors.As(err, &list) {
			fmt.Fprintln(stdout, cli.ContentErrors(dir, err))
			fmt.Fprintf(stderr, "lint: %s: %s\n", g.Name(), cli.Count(list.Len(), "problem"))
			continue
		}
		fmt.Fprintf(stdout, "%s: %v\n", g.Name(), err)
	}
	return status
}

// played says how many games were played without a failure.
func played(n int) string {
	if n <= 0 {
		return ""
	}
	return "; " + cli.Count(n, "game") + " played"
}

func where(dir string) string {
	if dir == "" {
		return "the embedded content"
	}
	return dir
}
