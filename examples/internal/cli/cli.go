// Package cli is what the example programs share on the command line: a
// flag set whose -h prints the usage, the flags and an example and exits 0
// (and that refuses arguments a program does not take), the flags that set
// a game up (-game, -players, -options, -seed, -content: [Setup]), the
// content a -content flag names, content errors printed with the paths a
// user can open, a game's setup options, and counts with the right plural.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// The exit statuses every program uses; a program documents what each
// means for it, and may add its own beyond them.
const (
	ExitOK     = 0 // the program did its work and found nothing wrong
	ExitFailed = 1 // it did its work and what it played or checked failed: a line that does not replay, content with problems, input that ended first
	ExitUsage  = 2 // it could not do its work: bad flags or arguments, a file it cannot read, content that does not load
)

// Program describes a program's command line for its usage text.
type Program struct {
	Name     string   // "lint"
	Args     string   // what follows the flags: "[DIR]"
	More     []string // other forms of the command line: "simulate -merge [flags] FILE.jsonl ..."
	Purpose  string   // one line: what the program is for
	Examples []string // commands a user can paste, at least one
}

// NewFlags returns the program's flag set, which reports errors on stderr.
func (p Program) NewFlags(stderr io.Writer) *flag.FlagSet {
	fset := flag.NewFlagSet(p.Name, flag.ContinueOnError)
	fset.SetOutput(stderr)
	fset.Usage = func() {} // Parse prints the usage
	return fset
}

// UsageLine reads "usage: lint [flags] [DIR]".
func (p Program) UsageLine() string {
	line := "usage: " + p.Name + " [flags]"
	if p.Args != "" {
		line += " " + p.Args
	}
	return line
}

// Usage writes the usage line, the purpose, the flags and the examples.
func (p Program) Usage(w io.Writer, fset *flag.FlagSet) {
	fmt.Fprintln(w, p.UsageLine())
	for _, m := range p.More {
		fmt.Fprintf(w, "       %s\n", m)
	}
	fmt.Fprintf(w, "\n%s\n\nflags:\n", p.Purpose)
	out := fset.Output()
	fset.SetOutput(w)
	fset.PrintDefaults()
	fset.SetOutput(out)
	fmt.Fprintf(w, "\nexample:\n")
	for _, e := range p.Examples {
		fmt.Fprintf(w, "  %s\n", e)
	}
}

// Parse parses args. It returns ok when the program goes on; otherwise the
// exit status: ExitOK after -h (the usage on stdout), ExitUsage after a
// bad flag (the flag package's message and the usage line on stderr) and
// after an argument to a program that takes none (no Args, no More).
func (p Program) Parse(fset *flag.FlagSet, args []string, stdout io.Writer) (status int, ok bool) {
	err := fset.Parse(args)
	switch {
	case err == nil && fset.NArg() > 0 && p.Args == "" && len(p.More) == 0:
		fmt.Fprintf(fset.Output(), "%s: unexpected argument %q (every setting is a flag; see -h)\n", p.Name, fset.Arg(0))
		return ExitUsage, false
	case err == nil:
		return ExitOK, true
	case errors.Is(err, flag.ErrHelp):
		p.Usage(stdout, fset)
		return ExitOK, false
	}
	fmt.Fprintf(fset.Output(), "%s (-h for the flags)\n", p.UsageLine())
	return ExitUsage, false
}

// Count writes n and the noun, in the plural unless n is 1: "1 decision",
// "2 decisions". plural is the plural form when adding "s" is wrong.
func Count(n int, noun string, plural ...string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, noun)
	}
	if len(plural) > 0 {
		return fmt.Sprintf("%d %s", n, plural[0])
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Options writes a game's setup in the record's option notation: the number
// of players first, then more as given ("round_limit=60 easy=true"): what
// every program sets a game up from.
func Options(players int, more ...string) string {
	return strings.TrimSpace("players=" + strconv.Itoa(players) + " " + strings.Join(more, " "))
}

// Given reports which flags of fset the command line set, by name: a flag
// left at its default and one given its default value differ.
func Given(fset *flag.FlagSet) map[string]bool {
	given := map[string]bool{}
	fset.Visit(func(f *flag.Flag) { given[f.Name] = true })
	return given
}
