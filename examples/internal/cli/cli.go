// Package cli is what the example programs share on the command line: a
// flag set whose -h prints the usage, the flags and an example and exits 0,
// content errors printed with the paths a user can open, and counts with
// the right plural.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/rulebook-go/rulebook/content"
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
// exit status: 0 after -h (the usage on stdout), 2 after a bad flag (the
// flag package's message and the usage line on stderr).
func (p Program) Parse(fset *flag.FlagSet, args []string, stdout io.Writer) (status int, ok bool) {
	err := fset.Parse(args)
	switch {
	case err == nil:
		return 0, true
	case errors.Is(err, flag.ErrHelp):
		p.Usage(stdout, fset)
		return 0, false
	}
	fmt.Fprintf(fset.Output(), "%s (-h for the flags)\n", p.UsageLine())
	return 2, false
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

// Path is where a content file named in its file system (such as
// "buildershigh/budget.yaml") is for the user: under dir, the content
// directory as the user gave it, or under "content/" of the module for the
// embedded content. Every program prints content positions this way, so an
// editor or a CI log links to the file.
func Path(dir, file string) string {
	if dir == "" {
		dir = "content"
	}
	return filepath.Join(dir, filepath.FromSlash(file))
}

// Position is a content position with its file named by [Path].
func Position(dir string, p content.Pos) string {
	if p.File != "" {
		p.File = Path(dir, p.File)
	}
	return p.String()
}

// ContentErrors writes err, a load's error, one problem a line, each at its
// [Position]; an error that is not a list of content problems as it reads.
func ContentErrors(dir string, err error) string {
	var list *content.Errors
	if !errors.As(err, &list) {
		return err.Error()
	}
	lines := make([]string, len(list.List))
	for i, e := range list.List {
		lines[i] = Position(dir, e.Pos) + ": " + e.Msg
	}
	return strings.Join(lines, "\n")
}
