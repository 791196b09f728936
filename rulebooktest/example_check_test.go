package rulebooktest_test

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// reporter stands in, in these examples, for the *testing.T a game's test
// passes: it prints the first line of each failure (the lines after it
// hold a go-cmp diff, whose layout is not stable), and its Fatal ends the
// check as testing's does.
type reporter struct {
	testing.TB
	name   string
	trim   string // a temporary folder, left out of the messages
	failed bool
}

func (r *reporter) Helper()                   {}
func (r *reporter) Log(args ...any)           {}
func (r *reporter) Logf(string, ...any)       {}
func (r *reporter) Error(args ...any)         { r.report(fmt.Sprint(args...)) }
func (r *reporter) Errorf(f string, a ...any) { r.report(fmt.Sprintf(f, a...)) }
func (r *reporter) Fatal(args ...any)         { r.Error(args...); runtime.Goexit() }
func (r *reporter) Fatalf(f string, a ...any) { r.Errorf(f, a...); runtime.Goexit() }
func (r *reporter) Failed() bool              { return r.failed }

func (r *reporter) report(msg string) {
	r.failed = true
	first, _, _ := strings.Cut(msg, "\n")
	if r.trim != "" {
		first = strings.ReplaceAll(first, r.trim+string(os.PathSeparator), "")
	}
	fmt.Printf("%s: FAIL: %s\n", r.name, first)
}

// check runs a check as a test would, on a reporter, and says "ok" when
// it passes.
func check(name string, f func(t testing.TB)) { checkIn("", name, f) }

// checkIn is check for a check on the files of the temporary folder dir.
func checkIn(dir, name string, f func(t testing.TB)) {
	r := &reporter{name: name, trim: dir}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	if !r.failed {
		fmt.Println(name + ": ok")
	}
}

// playTo plays a fresh game of dicerace, seeded, until it is p0's turn.
func playTo(bug string) *race {
	s, _ := newRace(2, 12, bug)
	r := rulebook.NewResolver(1)
	for s.ToMove() != 0 {
		m, _, _ := rulebook.Step(s, r, nil)
		_ = s.Apply(m)
	}
	return s
}

// A golden game's test: -update writes the record and its result, and
// every run after replays the one and plays the other afresh. A golden
// file that no longer matches fails the test.
func ExampleCheckGolden() {
	dir, err := os.MkdirTemp("", "golden")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	setup := func() (*race, error) { return newRace(2, 12, "") }
	g := rulebooktest.SeededGolden[*race, raceMove]("two-players", 3, setup, raceResult)

	check("-update", func(t testing.TB) { rulebooktest.CheckGolden(t, raceRules, dir, g, true) })
	check("run", func(t testing.TB) { rulebooktest.CheckGolden(t, raceRules, dir, g, false) })

	_ = os.WriteFile(filepath.Join(dir, "two-players.result"), []byte("scores [12 9]\nwinners [p0]\n"), 0o644)
	check("edited", func(t testing.TB) { rulebooktest.CheckGolden(t, raceRules, dir, g, false) })
	// Output:
	// -update: ok
	// run: ok
	// edited: FAIL: two-players: replayed result (-want +got):
}

// CheckMoveText is a fuzz target's body: any text is refused as notation,
// or read as a move the rules judge consistently. Here a buggy Apply that
// leaves half a refused move behind is caught.
func ExampleCheckMoveText() {
	for _, bug := range []string{"", "reject"} {
		for _, text := range []string{"roll", "die 2", "dance"} {
			s := playTo(bug)
			check(fmt.Sprintf("bug %q, %q", bug, text), func(t testing.TB) {
				rulebooktest.CheckMoveText(t, s, text, equalRace)
			})
		}
	}
	// Output:
	// bug "", "roll": ok
	// bug "", "die 2": ok
	// bug "", "dance": ok
	// bug "reject", "roll": ok
	// bug "reject", "die 2": FAIL: "die 2" was rejected but changed the state:
	// bug "reject", "dance": ok
}

// ConcurrentReads reads one state from several goroutines at once, as a
// server's handlers might; run it with -race.
func ExampleConcurrentReads() {
	s := playTo("")
	check("dicerace", func(t testing.TB) { rulebooktest.ConcurrentReads(t, s, viewRace) })
	fmt.Println(s.ToMove(), s.Prompt())
	// Output:
	// dicerace: ok
	// p0 roll the die or play a card
}

type docEnv struct{}

// docVerbs is a small verb table, as a game declares its own.
var docVerbs = []expr.Verb{
	expr.Verb1("gain", func(*docEnv, int) expr.Effect { return expr.Effect{} }).Describe("gain n money", "n"),
	expr.Verb0("round", func(*docEnv) int { return 0 }).Describe("the round being played"),
}

// VerbList writes the verb list of a game's doc.go: its effect verbs, the
// combinators, then its readers.
func ExampleVerbList() {
	for _, line := range rulebooktest.VerbList(docVerbs) {
		fmt.Println(line)
	}
	// Output:
	// //	gain(n int) Effect  gain n money
	// //
	// //	may(label string, then effects) Effect             you may: a yes/no prompt saying label; on yes, the effects
	// //	either(label string, a effects, b effects) Effect  a choice between a and b; label says what is chosen
	// //	repeat(n int, then effects) Effect                 the effects n times (n from 0 to 100 at most; a game may bound its counts lower)
	// //	none() Effect                                      nothing, for an empty if/else branch
	// //
	// //	round() int  the round being played
}

// VerbMarkdown writes the same list for a designer's guide.
func ExampleVerbMarkdown() {
	for _, line := range rulebooktest.VerbMarkdown(docVerbs) {
		fmt.Println(line)
	}
	// Output:
	// **Effects**
	//
	// | Verb | What it does |
	// | --- | --- |
	// | `gain(n int) Effect` | gain n money |
	//
	// **Combinators**
	//
	// | Verb | What it does |
	// | --- | --- |
	// | `may(label string, then effects) Effect` | you may: a yes/no prompt saying label; on yes, the effects |
	// | `either(label string, a effects, b effects) Effect` | a choice between a and b; label says what is chosen |
	// | `repeat(n int, then effects) Effect` | the effects n times (n from 0 to 100 at most; a game may bound its counts lower) |
	// | `none() Effect` | nothing, for an empty if/else branch |
	//
	// **Readers**
	//
	// | Verb | What it does |
	// | --- | --- |
	// | `round() int` | the round being played |
}

// VerbDocs keeps the generated lists of a doc.go and a guide in step with
// the verb table: a stale list fails the test, and -update-docs rewrites it.
func ExampleVerbDocs() {
	dir, err := os.MkdirTemp("", "verbdocs")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	doc := filepath.Join(dir, "doc.go")
	guide := filepath.Join(dir, "README.md")
	_ = os.WriteFile(doc, []byte("// Package mygame.\n//\n"+rulebooktest.GoVerbsMarker+":\n//\n//\tlose(n int) Effect  lose n money\n//\n// The end.\npackage mygame\n"), 0o644)
	_ = os.WriteFile(guide, []byte("# Guide\n\n"+rulebooktest.MarkdownVerbsBegin+"\n"+rulebooktest.MarkdownVerbsEnd+"\n"), 0o644)

	checkIn(dir, "stale", func(t testing.TB) { rulebooktest.VerbDocs(t, docVerbs, false, doc, guide) })
	checkIn(dir, "-update-docs", func(t testing.TB) { rulebooktest.VerbDocs(t, docVerbs, true, doc, guide) })
	checkIn(dir, "after", func(t testing.TB) { rulebooktest.VerbDocs(t, docVerbs, false, doc, guide) })
	data, _ := os.ReadFile(doc)
	fmt.Print(string(data))
	// Output:
	// stale: FAIL: doc.go: the verb list differs from the verb table (-file +table); rerun with -update-docs:
	// stale: FAIL: README.md: the verb list differs from the verb table (-file +table); rerun with -update-docs:
	// -update-docs: ok
	// after: ok
	// // Package mygame.
	// //
	// // The verbs, generated from the verb table:
	// //
	// //	gain(n int) Effect  gain n money
	// //
	// //	may(label string, then effects) Effect             you may: a yes/no prompt saying label; on yes, the effects
	// //	either(label string, a effects, b effects) Effect  a choice between a and b; label says what is chosen
	// //	repeat(n int, then effects) Effect                 the effects n times (n from 0 to 100 at most; a game may bound its counts lower)
	// //	none() Effect                                      nothing, for an empty if/else branch
	// //
	// //	round() int  the round being played
	// //
	// // The end.
	// package mygame
}

// TamperFull says whether -tamper.full asks for the full tamper run; a
// test sizes its own extra work by it.
func ExampleTamperFull() {
	games := 20
	if rulebooktest.TamperFull() {
		games = 2000
	}
	fmt.Println(games)
	// Output:
	// 20
}

// NoGoFileNamesAComponent keeps card-specific Go out of a game: a Go file
// that names a card by its id or its name fails the test, unless the word
// is also one of the rulebook's general terms, given with its reason.
func ExampleNoGoFileNamesAComponent() {
	dir, err := os.MkdirTemp("", "names")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	_ = os.WriteFile(filepath.Join(dir, "apply.go"), []byte(`package mygame

// build pays for a building; the Crane's discount is a cost modifier.
func build(bank int) int { return bank }
`), 0o644)
	cards := []rulebooktest.Component{
		{Kind: "building", ID: "crane", Name: "Crane"},
		{Kind: "building", ID: "bank", Name: "Bank"},
	}
	except := map[string]string{"bank": "the rules' word for the money a player holds"}
	checkIn(dir, "mygame", func(t testing.TB) {
		rulebooktest.NoGoFileNamesAComponent(t, cards, []string{dir}, except)
	})
	// Output:
	// mygame: FAIL: apply.go:3 names building crane ("Crane")
}
