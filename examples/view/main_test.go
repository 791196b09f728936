package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/games"
)

var update = flag.Bool("update", false, "rewrite the screenshots in testdata/")

// sample is one game the tests draw: a record played afresh from its
// options and seed, so it follows the rules as they are today.
type sample struct {
	game, options string
	seed          uint64
	seat          string
}

var samples = []sample{
	{"highrise", "players=4 mode=full", 3, "1"},
	{"capitals", "players=4 prosperity=true", 2, "0"},
	{"buildershigh", "players=3", 1, "2"},
}

// record plays a game of g's options and seed with random legal choices.
func record(t testing.TB, g sample) *rulebook.Record {
	t.Helper()
	gm, err := games.Find(g.game)
	if err != nil {
		t.Fatal(err)
	}
	l, err := gm.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := l.Record(g.options, g.seed, games.Random, 100_000)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// writeRecord writes rec to a file of its own and returns the path.
func writeRecord(t testing.TB, rec *rulebook.Record) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), rec.Header.Game+".record")
	if err := os.WriteFile(path, []byte(rec.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// view runs the program and returns its exit status, the page and what it
// said on standard error.
func view(t testing.TB, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errs)
	return code, out.String(), errs.String()
}

// The page of a whole game: every decision with its prompt, the seats with
// their names and final scores, the result, and nothing fetched from
// elsewhere.
func TestPage(t *testing.T) {
	for _, g := range samples {
		t.Run(g.game, func(t *testing.T) {
			rec := record(t, g)
			code, page, errs := view(t, "", "-seat", g.seat, "-names", "Ann,Bob,Cy,Di", writeRecord(t, rec))
			if code != cli.ExitOK {
				t.Fatalf("exit status %d, want %d: %s", code, cli.ExitOK, errs)
			}
			st := storyOf(t, rec, g.seat)
			want := []string{"<li data-i=\"1\"", "<li data-i=\"" + itoa(len(rec.Moves)) + "\"", "Game over after " + itoa(len(rec.Moves)) + " decisions",
				"Ann", "Bob", "Cy", "Seen by p" + g.seat}
			for _, d := range st.Decisions {
				want = append(want, htmlText(trimWho(d.Prompt, d.Who)))
			}
			for _, w := range want {
				if !strings.Contains(page, w) {
					t.Errorf("the page has no %q", w)
				}
			}
			checkSelfContained(t, page)
		})
	}
}

// checkSelfContained fails when the page would fetch anything: a script,
// style sheet, font or image from elsewhere.
func checkSelfContained(t *testing.T, page string) {
	t.Helper()
	for _, re := range []*regexp.Regexp{
		regexp.MustCompile(`(?i)<(script|img|iframe|link)[^>]*\s(src|href)=`),
		regexp.MustCompile(`(?i)@import|@font-face|url\(`),
		regexp.MustCompile(`https?://[^"\\\s]*`),
	} {
		for _, m := range re.FindAllString(page, -1) {
			if m != "http://www.w3.org/2000/svg" {
				t.Errorf("the page is not self-contained: %q", m)
			}
		}
	}
}

// htmlText is s as html/template writes it in a text node.
func htmlText(s string) string {
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;", "+", "&#43;")
	return r.Replace(s)
}

func itoa(n int) string { return strconv.Itoa(n) }

// storyOf replays rec as the program does, for the seat given as -seat
// reads it.
func storyOf(t testing.TB, rec *rulebook.Record, seat string) *story {
	t.Helper()
	p, err := parseSeat(seat)
	if err != nil {
		t.Fatal(err)
	}
	g, err := games.Find(rec.Header.Game)
	if err != nil {
		t.Fatal(err)
	}
	st, err := tables[rec.Header.Game].story(g, content.Default(), rec, p)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// A record that does not replay: the page holds every decision up to the
// bad line, then the line itself, highlighted, with the rule it breaks.
func TestPageIllegalLine(t *testing.T) {
	rec := record(t, samples[2])
	bad := 40
	for rec.Moves[bad].Player == rulebook.Chance {
		bad++
	}
	rec.Moves[bad].Move = "build no-such-card"
	path := writeRecord(t, rec)
	read, err := rulebook.ReadRecord(strings.NewReader(rec.String()))
	if err != nil {
		t.Fatal(err)
	}
	line := read.Moves[bad].Line
	code, page, errs := view(t, "", path)
	if code != cli.ExitFailed {
		t.Fatalf("exit status %d, want %d (%s)", code, cli.ExitFailed, errs)
	}
	if !strings.Contains(errs, "line "+itoa(line)) {
		t.Errorf("standard error does not name line %d: %s", line, errs)
	}
	for _, w := range []string{
		`<li data-i="` + itoa(bad+1) + `" class="bad `,
		`does not replay</b>`,
		`<div id="result" class="bad">`,
		`Line ` + itoa(line) + `: <code>` + rec.Moves[bad].Player.String() + `: build no-such-card</code>`,
		`Rule: <b>`,
		`"start":` + itoa(bad),
	} {
		if !strings.Contains(page, w) {
			t.Errorf("the page has no %q", w)
		}
	}
	if strings.Contains(page, `<li data-i="`+itoa(bad+2)+`"`) {
		t.Error("the page lists decisions after the bad line")
	}
}

// What keeps a page from being written is an error on standard error and
// exit status 2; a header that does not fit the rules still gets a page.
func TestRunErrors(t *testing.T) {
	good := record(t, samples[2])
	goodPath := writeRecord(t, good)
	for _, tc := range []struct {
		why   string
		stdin string
		args  []string
		code  int
		says  string
	}{
		{"no such file", "", []string{"/no/such.record"}, cli.ExitUsage, "no such file"},
		{"not a record", "this is not a record\n", nil, cli.ExitUsage, "not a game record"},
		{"no Game tag", "p0: pass\n", nil, cli.ExitUsage, "no [Game"},
		{"an unknown game", "[Game \"chess\"]\n", nil, cli.ExitUsage, `unknown game "chess"`},
		{"a seat the game lacks", good.String(), []string{"-seat", "7"}, cli.ExitUsage, "the game has seats p0 to p2"},
		{"a seat that is not a number", "", []string{"-seat", "north"}, cli.ExitUsage, `-seat "north"`},
		{"two records", "", []string{goodPath, goodPath}, cli.ExitUsage, "one record at a time"},
		{"content with errors", good.String(), []string{"-content", "/no/such/dir"}, cli.ExitUsage, "view:"},
		{"options the rules refuse: a page saying so", "[Game \"buildershigh\"]\n[Options \"players=9\"]\n", nil, cli.ExitFailed, "header"},
	} {
		t.Run(tc.why, func(t *testing.T) {
			code, page, errs := view(t, tc.stdin, tc.args...)
			if code != tc.code || !strings.Contains(errs, tc.says) {
				t.Errorf("exit status %d, stderr %q; want %d and %q", code, errs, tc.code, tc.says)
			}
			if code == cli.ExitUsage && page != "" {
				t.Errorf("a page was written: %.200s", page)
			}
		})
	}
}

// -h prints the usage, the flags and an example on standard output and
// exits 0, as every example program does; a bad flag exits 2.
func TestHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-h"}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Errorf("-h: exit status %d, want 0 (stderr %q)", code, stderr.String())
	}
	for _, want := range []string{"usage: view [flags] [RECORD|-]", "-seat", "example:"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("-h: stdout lacks %q:\n%s", want, stdout.String())
		}
	}
	stdout.Reset()
	if code := run([]string{"-bogus"}, strings.NewReader(""), &stdout, &stderr); code != cli.ExitUsage {
		t.Errorf("-bogus: exit status %d, want %d", code, cli.ExitUsage)
	}
}

// -seat all shows every decision in full; a seat's page hides what that
// seat may not see (a card dealt into another hand), and says so.
func TestSeatAll(t *testing.T) {
	rec := record(t, samples[2])
	_, all, _ := view(t, rec.String(), "-seat", "all")
	_, seat, _ := view(t, rec.String(), "-seat", "0")
	if strings.Contains(all, "hidden from this seat") {
		t.Error("the referee's page hides a decision")
	}
	if !strings.Contains(all, "Referee&#39;s view") && !strings.Contains(all, "Referee's view") {
		t.Error("the referee's page does not say whose view it is")
	}
	if !strings.Contains(seat, "hidden from this seat") {
		t.Error("p0's page hides no decision, yet cards are dealt into the other hands")
	}
	for q := 0; q < 3; q++ {
		hand := "Hand (seen by p" + itoa(q) + " only)"
		if !strings.Contains(all, hand) {
			t.Errorf("the referee's page does not draw p%d's hand", q)
		}
		if strings.Contains(seat, hand) != (q == 0) {
			t.Errorf("p0's page: drawing %q is %v, want %v", hand, strings.Contains(seat, hand), q == 0)
		}
	}
	for _, m := range rec.Moves {
		if !strings.Contains(all, "<code>"+htmlText(m.Move)+"</code>") {
			t.Fatalf("the referee's page does not show %q", m.Move)
		}
	}
}

// A record of more than 1,000 decisions makes a page under 5 MB: the
// drawings share their lines.
func TestPageSize(t *testing.T) {
	rec := longRecord(t)
	_, page, _ := view(t, rec.String())
	t.Logf("%d decisions: %d bytes (%d a decision)", len(rec.Moves), len(page), len(page)/len(rec.Moves))
	if len(page) >= 5<<20 {
		t.Errorf("the page of %d decisions is %d bytes, over 5 MB", len(rec.Moves), len(page))
	}
	for _, g := range samples[:2] {
		rec := record(t, g)
		_, page, _ := view(t, rec.String())
		per := len(page) / len(rec.Moves)
		t.Logf("%s: %d decisions: %d bytes (%d a decision)", g.game, len(rec.Moves), len(page), per)
		if 1000*per >= 5<<20 {
			t.Errorf("%s: %d bytes a decision: 1,000 decisions would be over 5 MB", g.game, per)
		}
	}
}

// longRecord is a Builder's High game of more than 1,000 decisions.
func longRecord(t testing.TB) *rulebook.Record {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		rec := record(t, sample{game: "buildershigh", options: "players=5", seed: seed})
		if len(rec.Moves) >= 1000 {
			return rec
		}
	}
	t.Fatal("no seed below 40 plays 1,000 decisions")
	return nil
}

// The viewer takes a game's Load and setup from the registry's Spec of the
// viewer's own types: handed another game, it says so rather than drawing
// one game's record with another's rules.
func TestStoryRefusesAnotherGame(t *testing.T) {
	capitals, err := games.Find("capitals")
	if err != nil {
		t.Fatal(err)
	}
	_, err = tables["highrise"].story(capitals, content.Default(), &rulebook.Record{}, 0)
	want := "the viewer does not draw the registry's capitals"
	if err == nil || err.Error() != want {
		t.Errorf("story(capitals) on the highrise table: error %v, want %q", err, want)
	}
}
