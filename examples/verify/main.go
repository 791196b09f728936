// Command verify replays a game record through the rules: a game played on
// a real table, written down one decision a line, is checked move by move.
//
//	go run ./examples/verify game.record
//	go run ./examples/verify < game.record
//	go run ./examples/verify -content ./mycontent game.record
//
// It prints the final scores and winners, or the first illegal line with its
// line number, the rule it breaks (the rulebook's section), the reason, the
// prompt at that point and the moves the rules allow there; for a record
// that stops before the end, who is to move and what is being decided.
//
// Exit status: 0 when the record is legal and the game over; 1 when a line
// is illegal (or the header does not fit the rules: another content, bad
// options); 2 when the record cannot be checked (no such file, not a record,
// an unknown game, content with errors); 3 when every line is legal but the
// game is not over.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/games"
)

var program = cli.Program{
	Name:    "verify",
	Args:    "[FILE|-]",
	Purpose: "Replays a game record (a file, or standard input when FILE is - or absent) through the rules\nand prints the result, or the first illegal line with its rule and the moves legal there.",
	Examples: []string{
		"go run ./examples/verify examples/verify/testdata/game.record",
		"go run ./examples/quickstart | go run ./examples/verify -",
	},
}

// shownMoves is how many legal moves a report lists before it says how
// many more there are.
const shownMoves = 12

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// exitUnfinished is the exit status of a record that replays but whose
// game is not over (the others are cli's).
const exitUnfinished = 3

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := program.NewFlags(stderr)
	var dir string
	cli.ContentFlag(fset, &dir)
	if status, ok := program.Parse(fset, args, stdout); !ok {
		if status != 0 {
			return cli.ExitUsage
		}
		return status
	}
	if fset.NArg() > 1 {
		fmt.Fprintf(stderr, "verify: one record at a time (got %d arguments)\n", fset.NArg())
		return cli.ExitUsage
	}
	name, rec, g, err := cli.ReadRecord(fset.Arg(0), stdin)
	if err != nil {
		fmt.Fprintf(stderr, "verify: %v\n", err)
		return cli.ExitUsage
	}
	src, err := cli.Source(dir)
	if err != nil {
		fmt.Fprintf(stderr, "verify: %v\n", err)
		return cli.ExitUsage
	}
	rules, err := cli.Load(g, src, dir)
	if err != nil {
		fmt.Fprintf(stderr, "verify: %v\n", err)
		return cli.ExitUsage
	}

	final, err := rules.Replay(rec)
	if err != nil {
		var re *rulebook.ReplayError
		if !errors.As(err, &re) {
			fmt.Fprintf(stderr, "verify: %s: %v\n", name, err)
			return cli.ExitUsage
		}
		reportIllegal(stdout, name, re, final)
		return cli.ExitFailed
	}
	fmt.Fprintf(stdout, "%s: %s, %s, %s: every line is legal\n", name, g.Title(), cli.Count(final.Moves, "decision"), cli.Count(final.Length, "round"))
	if !final.Over {
		fmt.Fprintf(stdout, "the game is not over: %s is to move: %s\n", final.ToMove, final.Prompt)
		fmt.Fprintf(stdout, "  %s\n", legalMoves(final.Legal))
		fmt.Fprintf(stdout, "scores so far: %s\n", cli.Scores(final.Scores))
		return exitUnfinished
	}
	fmt.Fprintf(stdout, "scores: %s\n", cli.Scores(final.Scores))
	if final.Outcome != "" {
		fmt.Fprintf(stdout, "result: %s\n", final.Outcome)
	}
	if len(final.Winners) == 0 {
		fmt.Fprintln(stdout, "winners: none")
	} else {
		fmt.Fprintf(stdout, "winners: %s\n", cli.Seats(final.Winners))
		if tie := cli.TieBreak(final); tie != "" {
			fmt.Fprintf(stdout, "  %s\n", tie)
		}
	}
	return cli.ExitOK
}

// reportIllegal prints the first line that does not replay: where, what,
// the rule and the reason.
func reportIllegal(w io.Writer, name string, re *rulebook.ReplayError, final games.Final) {
	if re.Line == 0 && re.Player == rulebook.Nobody {
		fmt.Fprintf(w, "%s: the header does not fit the rules: %s\n", name, re.Text)
		fmt.Fprintf(w, "  reason: %v\n", re.Err)
		return
	}
	fmt.Fprintf(w, "%s:%d: illegal: %s: %s\n", name, re.Line, re.Player, re.Text)
	var rule *rulebook.RuleError
	var syn *rulebook.SyntaxError
	switch {
	case errors.As(re.Err, &rule):
		fmt.Fprintf(w, "  rule: %s\n", rule.Section)
		fmt.Fprintf(w, "  reason: %s\n", rule.Reason)
	case errors.As(re.Err, &syn):
		fmt.Fprintf(w, "  rule: move notation\n")
		fmt.Fprintf(w, "  reason: %s\n", syn.Reason)
	default:
		fmt.Fprintf(w, "  rule: turn order\n")
		fmt.Fprintf(w, "  reason: %v\n", re.Err)
	}
	fmt.Fprintf(w, "  prompt: %s is to move: %s\n", final.ToMove, final.Prompt)
	fmt.Fprintf(w, "  %s\n", legalMoves(final.Legal))
	fmt.Fprintf(w, "the %s before it %s legal (round %d)\n", cli.Count(final.Moves, "decision"), are(final.Moves), final.Length)
}

func are(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// legalMoves lists the moves legal at a point, the first few when there
// are many: "legal there (3): build bank, build school, pass".
func legalMoves(legal []string) string {
	switch {
	case len(legal) == 0:
		return "no move is legal there"
	case len(legal) <= shownMoves:
		return fmt.Sprintf("legal there (%d): %s", len(legal), strings.Join(legal, ", "))
	}
	return fmt.Sprintf("legal there (%d): %s, … and %d more", len(legal), strings.Join(legal[:shownMoves], ", "), len(legal)-shownMoves)
}
