package expr

import (
	"fmt"
	"strconv"

	"github.com/rulebook-go/rulebook/content"
)

// Checked is a verb table entry whose literal arguments name things in a
// game's content: the verb, and what each of its arguments names (K is the
// game's kinds of names, its zero value naming nothing), which
// CheckLiterals checks at load. A game whose entries need nothing more
// makes it its entry type.
type Checked[K comparable] struct {
	Verb
	Args []K
	// Result is what the verb's result names (the zero K: nothing to
	// check), for the literals a script compares it with: CheckCompared.
	Result K
}

// Kinds is what each literal argument of the verb names: the kinds
// CheckLiterals takes.
func (c Checked[K]) Kinds() []K { return c.Args }

// Returns is what the verb's result names: the kind CheckCompared takes.
func (c Checked[K]) Returns() K { return c.Result }

// CheckCompared reports, each at its own file:line:col, every literal a
// script compares a verb's result with (subject_type() == "industral")
// that check refuses. result says what a table entry's result names (the
// zero K: nothing to check); check is CheckLiterals'. A misspelt name in a
// comparison makes it never true, so a game runs this at load beside
// CheckLiterals.
func CheckCompared[E Entry, K comparable](t *Table[E], s content.Script, result func(E) K, check func(kind K, literal any) string, errs *content.Errors) {
	var none K
	for _, c := range t.compiler.Comparisons(s) {
		if e, found := t.Lookup(c.Func); found && result(e) != none {
			if msg := check(result(e), c.Literal); msg != "" {
				errs.Add(c.Pos, "%s() compared with %v: %s", c.Func, quoteLiteral(c.Literal), msg)
			}
		}
	}
}

// quoteLiteral writes a literal as a script does: strings quoted.
func quoteLiteral(v any) string {
	if s, ok := v.(string); ok {
		return strconv.Quote(s)
	}
	return fmt.Sprint(v)
}

// CheckLiterals reports, each at its own file:line:col, every literal
// argument of a call in s that check refuses. kinds says what each argument
// of a table entry names (the zero K: nothing to check); check returns ""
// or why the literal names nothing in the content (an unknown colour,
// track, deck or card). A game runs it at load over every script, so a
// misspelt name is a located load error, not a failure in play.
func CheckLiterals[E Entry, K comparable](t *Table[E], s content.Script, kinds func(E) []K, check func(kind K, literal any) string, errs *content.Errors) {
	if s.IsZero() {
		return
	}
	var none K
	for _, call := range t.compiler.Calls(s) {
		e, ok := t.Lookup(call.Func)
		if !ok {
			continue
		}
		for i, kind := range kinds(e) {
			if kind == none || i >= len(call.Args) || call.Args[i] == nil {
				continue
			}
			if msg := check(kind, call.Args[i]); msg != "" {
				errs.Add(call.ArgPos[i], "%s: %s", call.Func, msg)
			}
		}
	}
}
