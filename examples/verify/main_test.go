package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/buildershigh"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/games"
)

var update = flag.Bool("update", false, "rewrite the sample records in testdata/")

// playBuildersHigh plays a seeded random game and returns its record and
// the final state.
func playBuildersHigh(t *testing.T, seed uint64, players int) (*rulebook.Record, *buildershigh.State) {
	t.Helper()
	s, err := buildershigh.New(buildershigh.MustDefault(), buildershigh.WithPlayers(players))
	if err != nil {
		t.Fatal(err)
	}
	rec := rulebook.NewRecording(s)
	r := rulebook.NewResolver(seed)
	rec.Record.Header.SetSeed(seed)
	var buf []buildershigh.Move
	for !s.Over() {
		var m buildershigh.Move
		var ok bool
		m, buf, ok = rulebook.Step(s, r, buf)
		if !ok {
			t.Fatalf("no legal move at %q", s.Prompt())
		}
		if err := rec.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return &rec.Record, s
}

// spoilPayment replaces the first payment of rec with one that does not
// total the cost, and returns its line in rec's text.
func spoilPayment(t *testing.T, rec *rulebook.Record) (line int, text string) {
	t.Helper()
	lines := strings.Split(rec.String(), "\n")
	for i, l := range lines {
		if who, move, ok := strings.Cut(l, ": "); ok && strings.HasPrefix(move, "pay ") {
			lines[i] = who + ": pay 2+2+2+2+2+2+2+2+2+2+2+2+2"
			return i + 1, strings.Join(lines, "\n")
		}
	}
	t.Fatal("the record has no payment")
	return 0, ""
}

func scoreLine(s *buildershigh.State) string {
	var parts []string
	for p, v := range s.Scores() {
		parts = append(parts, fmt.Sprintf("%s %d", rulebook.Player(p), v))
	}
	return "scores: " + strings.Join(parts, ", ")
}

func write(t *testing.T, name, text string) string {
	t.Helper()
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

func TestVerify(t *testing.T) {
	dir := t.TempDir()
	won, wonFinal := playBuildersHigh(t, 1, 5) // seed 1, 5 players: p1 wins
	if len(wonFinal.Winners()) == 0 {
		t.Fatal("the sample game has no winner; pick another seed")
	}
	legal := write(t, filepath.Join(dir, "legal.record"), won.String())
	badLine, badText := spoilPayment(t, won)
	illegal := write(t, filepath.Join(dir, "illegal.record"), badText)
	unfinished := write(t, filepath.Join(dir, "unfinished.record"), strings.Join(strings.Split(won.String(), "\n")[:40], "\n"))
	otherContent := write(t, filepath.Join(dir, "other.record"), strings.Replace(won.String(), won.Header.Content, "sha256:0000000000000000", 1))
	wrongParty := write(t, filepath.Join(dir, "party.record"), strings.Replace(won.String(), "chance: first", "p0: first", 1))
	corrupt := write(t, filepath.Join(dir, "corrupt.record"), "[Game \"buildershigh\"]\n[Players \"4\"]\n")
	noGame := write(t, filepath.Join(dir, "nogame.record"), "chance: card 2m\n")
	unknownGame := write(t, filepath.Join(dir, "chess.record"), "[Game \"chess\"]\n\np0: e4\n")
	badContent := filepath.Join(dir, "content")
	os.MkdirAll(filepath.Join(badContent, "buildershigh"), 0o755)
	write(t, filepath.Join(badContent, "buildershigh", "budget.yaml"), "budget:\n  - id: 2m\n    valeu: 2\n")

	tests := []struct {
		reason     string
		args       []string
		stdin      string
		wantStatus int
		wantOut    []string
		wantErr    string
	}{
		{reason: "a legal record: the final scores and winners",
			args: []string{legal}, wantStatus: cli.ExitOK,
			wantOut: []string{"every line is legal", scoreLine(wonFinal), "winners: p1"}},
		{reason: "the record from standard input",
			args: nil, stdin: won.String(), wantStatus: cli.ExitOK, wantOut: []string{"<stdin>: Builder's High", "winners: p1"}},
		{reason: "an illegal payment: its line, the rule and the reason",
			args: []string{illegal}, wantStatus: cli.ExitFailed,
			wantOut: []string{fmt.Sprintf("%s:%d: illegal: ", illegal, badLine), "pay 2+2+2+2+2+2+2+2+2+2+2+2+2",
				"rule: Paying construction costs", "reason: you have ",
				"  prompt: p", " is to move: ", "  legal there ("}},
		{reason: "a move by the party not to move",
			args: []string{wrongParty}, wantStatus: cli.ExitFailed, wantOut: []string{"rule: turn order", "p0 moved but chance is to move"}},
		{reason: "a record played on other content",
			args: []string{otherContent}, wantStatus: cli.ExitFailed, wantOut: []string{"the header does not fit the rules", "sha256:0000000000000000"}},
		{reason: "a record that stops before the end",
			args: []string{unfinished}, wantStatus: exitUnfinished, wantOut: []string{"every line is legal", "the game is not over: ", " is to move: ", "  legal there ("}},
		{reason: "-h: the usage, the flags and an example, exit status 0",
			args: []string{"-h"}, wantStatus: cli.ExitOK, wantOut: []string{"usage: verify [flags] [FILE|-]", "-content", "example:"}},
		{reason: "a bad flag: exit status 2 and the usage line",
			args: []string{"-bogus"}, wantStatus: cli.ExitUsage, wantErr: "usage: verify [flags] [FILE|-]"},
		{reason: "a missing file",
			args: []string{filepath.Join(dir, "missing.record")}, wantStatus: cli.ExitUsage, wantErr: "missing.record: no such file"},
		{reason: "a corrupt record",
			args: []string{corrupt}, wantStatus: cli.ExitUsage, wantErr: "corrupt.record:2: not a game record"},
		{reason: "a record naming no game",
			args: []string{noGame}, wantStatus: cli.ExitUsage, wantErr: "no [Game"},
		{reason: "a record of an unknown game",
			args: []string{unknownGame}, wantStatus: cli.ExitUsage, wantErr: `unknown game "chess"`},
		{reason: "content with errors",
			args: []string{"-content", badContent, legal}, wantStatus: cli.ExitUsage, wantErr: "buildershigh/budget.yaml:3:5: unknown field"},
		{reason: "a missing content directory",
			args: []string{"-content", "/nonexistent/content", legal}, wantStatus: cli.ExitUsage, wantErr: "/nonexistent/content"},
		{reason: "two records",
			args: []string{legal, illegal}, wantStatus: cli.ExitUsage, wantErr: "one record at a time"},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		status := run(tc.args, strings.NewReader(tc.stdin), &stdout, &stderr)
		if status != tc.wantStatus {
			t.Errorf("%s: exit status %d, want %d (stdout: %s, stderr: %s)", tc.reason, status, tc.wantStatus, stdout.String(), stderr.String())
		}
		for _, want := range tc.wantOut {
			if !strings.Contains(stdout.String(), want) {
				t.Errorf("%s: stdout lacks %q:\n%s", tc.reason, want, stdout.String())
			}
		}
		if !strings.Contains(stderr.String(), tc.wantErr) {
			t.Errorf("%s: stderr lacks %q:\n%s", tc.reason, tc.wantErr, stderr.String())
		}
		if strings.Contains(stderr.String(), "panic") || strings.Contains(stderr.String(), "goroutine ") {
			t.Errorf("%s: a panic trace: %s", tc.reason, stderr.String())
		}
	}
}

// TestSamples checks the records the README runs on: testdata/game.record
// verifies with the scores of the game it records, testdata/illegal.record
// stops at its spoilt payment. They carry no Content tag, so an edit of the
// content that leaves these games legal leaves them valid; -update writes
// them anew.
func TestSamples(t *testing.T) {
	rec, final := playBuildersHigh(t, 1, 5)
	rec.Header.Content = ""
	line, bad := spoilPayment(t, rec)
	if *update {
		write(t, filepath.Join("testdata", "game.record"), "# A game of Builder's High, five players choosing at random, Chance seeded with 1.\n"+rec.String())
		write(t, filepath.Join("testdata", "illegal.record"), "# The same game with its first payment changed to one that does not total the cost.\n"+bad)
	}
	var stdout bytes.Buffer
	if status := run([]string{filepath.Join("testdata", "game.record")}, nil, &stdout, &stdout); status != cli.ExitOK || !strings.Contains(stdout.String(), scoreLine(final)) {
		t.Errorf("testdata/game.record: status %d, want %q:\n%s(go test -update rewrites it)", status, scoreLine(final), stdout.String())
	}
	stdout.Reset()
	want := fmt.Sprintf("illegal.record:%d: illegal:", line+1) // +1: the comment line
	if status := run([]string{filepath.Join("testdata", "illegal.record")}, nil, &stdout, &stdout); status != cli.ExitFailed || !strings.Contains(stdout.String(), want) {
		t.Errorf("testdata/illegal.record: status %d, want %q:\n%s(go test -update rewrites it)", status, want, stdout.String())
	}
}

// TestVerifyCapitals verifies games of The Capitals, found in the game
// table by name: a legal record with its scores and winner, and a record
// with a placement on a cell the City does not touch, reported at its line
// with the rule.
func TestVerifyCapitals(t *testing.T) {
	g, err := games.Find("capitals")
	if err != nil {
		t.Fatalf("%v: The Capitals is not in the game table (games.All)", err)
	}
	l, err := g.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := l.Record("players=3", 5, games.Random, 100000)
	if err != nil {
		t.Fatal(err)
	}
	final, err := l.Replay(rec)
	if err != nil || !final.Over || len(final.Winners) != 1 {
		t.Fatalf("the sample game does not replay to a winner: %+v, %v", final, err)
	}
	var parts []string
	for p, v := range final.Scores {
		parts = append(parts, fmt.Sprintf("%s %d", rulebook.Player(p), v))
	}
	dir := t.TempDir()
	legal := write(t, filepath.Join(dir, "legal.record"), rec.String())
	lines := strings.Split(rec.String(), "\n")
	badLine := 0
	for i, l := range lines {
		if who, move, ok := strings.Cut(l, ": "); ok && strings.HasPrefix(move, "place ") {
			lines[i], badLine = who+": place 9,9", i+1
			break
		}
	}
	if badLine == 0 {
		t.Fatal("the record has no placement")
	}
	illegal := write(t, filepath.Join(dir, "illegal.record"), strings.Join(lines, "\n"))
	for _, tc := range []struct {
		reason     string
		args       []string
		wantStatus int
		wantOut    []string
	}{
		{reason: "a legal record of The Capitals: the final scores and winner",
			args: []string{legal}, wantStatus: cli.ExitOK,
			wantOut: []string{"The Capitals", "every line is legal", "scores: " + strings.Join(parts, ", "),
				"winners: " + final.Winners[0].String()}},
		{reason: "a placement on a cell the City does not touch: its line, the rule and the reason",
			args: []string{illegal}, wantStatus: cli.ExitFailed,
			wantOut: []string{fmt.Sprintf("%s:%d: illegal: ", illegal, badLine), "place 9,9",
				"rule: Building Placement Rules", "reason: cell 9,9 is taken or does not touch your City"}},
	} {
		var stdout, stderr bytes.Buffer
		status := run(tc.args, nil, &stdout, &stderr)
		if status != tc.wantStatus {
			t.Errorf("%s: exit status %d, want %d (stdout: %s, stderr: %s)", tc.reason, status, tc.wantStatus, stdout.String(), stderr.String())
		}
		for _, want := range tc.wantOut {
			if !strings.Contains(stdout.String(), want) {
				t.Errorf("%s: stdout lacks %q:\n%s", tc.reason, want, stdout.String())
			}
		}
	}
}
