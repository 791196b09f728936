// Command lint checks game content, the embedded default or a directory a
// designer edits, and prints every problem as file:line:col: message.
//
//	go run ./examples/lint                         # the embedded content
//	go run ./examples/lint -content ./mycontent    # a copy you edit
//	go run ./examples/lint -content ./mycontent -game buildershigh
//
// Exit status: 0 when the content is sound, 1 when it has errors, 2 when it
// cannot be checked (bad flags, no such directory, no game folder in it).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/examples/internal/games"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("lint", flag.ContinueOnError)
	fset.SetOutput(stderr)
	fset.Usage = func() {
		fmt.Fprintf(stderr, "usage: lint [-content DIR] [-game NAME]\n\nChecks game content and prints every problem as file:line:col: message.\n\n")
		fset.PrintDefaults()
	}
	dir := fset.String("content", "", "content directory, one folder per game (default: the embedded content)")
	only := fset.String("game", "", "check this game only: "+games.Names()+" (default: every game folder present)")
	if err := fset.Parse(args); err != nil {
		return 2
	}
	if fset.NArg() > 0 {
		fmt.Fprintf(stderr, "lint: unexpected argument %q (the content directory is -content DIR)\n", fset.Arg(0))
		return 2
	}
	src := content.Default()
	if *dir != "" {
		var err error
		if src, err = content.Dir(*dir); err != nil {
			fmt.Fprintf(stderr, "lint: %v\n", err)
			return 2
		}
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
			fmt.Fprintf(stderr, "lint: %s holds no game folder (one of: %s)\n", where(*dir), games.Names())
			return 2
		}
	}

	status := 0
	for _, g := range todo {
		l, err := g.Load(src)
		if err == nil {
			fmt.Fprintf(stdout, "%s: ok: %s (%s)\n", g.Name(), l.Summary(), l.Fingerprint())
			continue
		}
		status = 1
		var list *content.Errors
		if errors.As(err, &list) {
			for _, e := range list.List {
				fmt.Fprintln(stdout, position(*dir, e.Pos)+": "+e.Msg)
			}
			fmt.Fprintf(stderr, "lint: %s: %d problem(s)\n", g.Name(), list.Len())
			continue
		}
		fmt.Fprintf(stdout, "%s: %v\n", g.Name(), err)
	}
	return status
}

// position names a problem's place so an editor or a CI log links to it:
// under the content directory when one was given.
func position(dir string, p content.Pos) string {
	if dir != "" && p.File != "" {
		p.File = filepath.Join(dir, filepath.FromSlash(p.File))
	}
	return p.String()
}

func where(dir string) string {
	if dir == "" {
		return "the embedded content"
	}
	return dir
}
