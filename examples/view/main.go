// Command view draws a game record as one HTML page: the table at every
// decision, as one seat sees it, with step and jump controls.
//
//	go run ./examples/view game.record > game.html
//	go run ./examples/view -seat 2 -names Ann,Bob,Cy -o game.html game.record
//	go run ./examples/view -seat all < game.record > referee.html
//
// The page is self-contained (no network, no external scripts, styles or
// fonts): open it in any browser. It shows the table before each decision
// and after the last, drawn by the game's DrawSVG from the seat's View, so
// it never shows what that seat may not see; the list of decisions with
// their prompts (a decision hidden from the seat, such as a card dealt into
// another hand, says so instead of naming the card); the scores as the seat
// sees them; and how the record ends: the final scores and winners, or the
// first line that does not replay with the rule it breaks, highlighted.
// -seat all shows the referee's view: every seat's own hidden things and
// every decision in full.
//
// Keys: ← and → step one decision, Shift+←/→ and Page Up/Down ten, Home
// and End jump to the first and last. The page opens at the decision its
// address names (game.html#57) or else at the start (at the bad line for
// a record that does not replay).
//
// Exit status: 0 when the page is written and the record replays; 1 when
// the page is written but a line does not replay (or the header does not
// fit the rules); 2 when no page can be written (no such file, not a
// record, an unknown game, content with errors, a seat the game lacks).
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
)

var program = cli.Program{
	Name:    "view",
	Args:    "[RECORD|-]",
	Purpose: "Draws a game record (a file, or standard input when RECORD is - or absent)\nas one self-contained HTML page: the table at every decision.",
	Examples: []string{
		"go run ./examples/quickstart | go run ./examples/view > game.html",
		"go run ./examples/view -seat all -o referee.html game.record",
	},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := program.NewFlags(stderr)
	seatFlag := fset.String("seat", "0", `the seat whose view is shown (0, 1, …), or "all" for the referee's view`)
	namesFlag := fset.String("names", "", "the players' names in seat order, comma-separated")
	var dir string
	cli.ContentFlag(fset, &dir)
	out := fset.String("o", "", "write the page to this file (default: standard output)")
	if status, ok := program.Parse(fset, args, stdout); !ok {
		return status
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "view: "+format+"\n", a...)
		return cli.ExitUsage
	}
	if fset.NArg() > 1 {
		return fail("one record at a time (got %d arguments)", fset.NArg())
	}
	seat, err := parseSeat(*seatFlag)
	if err != nil {
		return fail("%v", err)
	}
	name, rec, g, err := cli.ReadRecord(fset.Arg(0), stdin)
	if err != nil {
		return fail("%v", err)
	}
	tb, ok := tables[g.Name()]
	if !ok {
		return fail("%s: the viewer cannot draw %s yet", name, g.Title())
	}
	src, err := cli.Source(dir)
	if err != nil {
		return fail("%v", err)
	}
	st, err := tb.story(g, src, rec, seat)
	if err != nil {
		return fail("%s: %v", name, err)
	}
	var names []string
	if *namesFlag != "" {
		names = strings.Split(*namesFlag, ",")
		for i := range names {
			names[i] = strings.TrimSpace(names[i])
		}
	}
	if err := write(*out, stdout, st, g.Title(), names); err != nil {
		return fail("%v", err)
	}
	if st.Fail != nil {
		fmt.Fprintf(stderr, "view: %s: %v (the page shows the table up to it)\n", name, st.Fail)
		return cli.ExitFailed
	}
	return cli.ExitOK
}

// parseSeat reads -seat: "0", "1", … or "all" (also "p0", "p1", …).
func parseSeat(s string) (rulebook.Player, error) {
	if s == "all" {
		return referee, nil
	}
	n, err := strconv.Atoi(strings.TrimPrefix(s, "p"))
	if err != nil || n < 0 || n > 126 {
		return 0, fmt.Errorf(`-seat %q: a seat number (0, 1, …) or "all"`, s)
	}
	return rulebook.Player(n), nil
}

// write writes the page to the file path, or to stdout when path is "".
func write(path string, stdout io.Writer, st *story, title string, names []string) error {
	if path == "" {
		w := bufio.NewWriter(stdout)
		if err := writePage(w, st, title, names); err != nil {
			return err
		}
		return w.Flush()
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	err = writePage(w, st, title, names)
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
