package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/games"
)

func TestQuickstart(t *testing.T) {
	tests := []struct {
		reason     string
		args       []string
		setup      func(dir string) // writes a content directory, when the case needs one
		wantStatus int
		wantOut    string
		wantErr    string
	}{
		{reason: "the first command: a High Rise game of rank players (the game's quick greedy rule), its record on stdout, the result on stderr",
			args: nil, wantStatus: 0,
			wantOut: "[Game \"highrise\"]", wantErr: "High Rise (players=4, rank players): "},
		{reason: "a random Builder's High game, bounded by the round limit quickstart sets for random players; seed 28 is won before it (random play rarely wins in 60 rounds)",
			args: []string{"-game", "buildershigh", "-policy", "random", "-seed", "28", "-players", "5"}, wantStatus: 0,
			wantOut: "round_limit=60", wantErr: "winner: p1"},
		{reason: "a round limit the user sets is kept",
			args: []string{"-q", "-game", "buildershigh", "-options", "round_limit=5", "-policy", "random"}, wantStatus: 0,
			wantErr: "result: stopped by the round limit"},
		{reason: "-q prints the result only",
			args: []string{"-q", "-seed", "1"}, wantStatus: 0, wantErr: "final scores: p0 "},
		{reason: "a solo High Rise game prints its result band",
			args: []string{"-q", "-game", "highrise", "-players", "1"}, wantStatus: 0, wantErr: "result: "},
		{reason: "-h: the usage, the flags and an example, exit status 0",
			args: []string{"-h"}, wantStatus: 0, wantOut: "go run ./examples/quickstart | go run ./examples/verify -"},
		{reason: "an unknown policy is refused",
			args: []string{"-policy", "clever"}, wantStatus: 2, wantErr: `unknown policy "clever"`},
		{reason: "a stray argument is refused",
			args: []string{"highrise"}, wantStatus: 2, wantErr: `unexpected argument "highrise"`},
		{reason: "an unknown game is refused",
			args: []string{"-game", "chess"}, wantStatus: 2, wantErr: `unknown game "chess"`},
		{reason: "-easy and -options set the game up",
			args: []string{"-q", "-game", "buildershigh", "-easy", "-options", "round_limit=5"}, wantStatus: 0, wantErr: "5 rounds"},
		{reason: "an unknown option is refused",
			args: []string{"-options", "bogus=1"}, wantStatus: 2, wantErr: `unknown option "bogus"`},
		{reason: "a player count the content does not allow is refused",
			args: []string{"-game", "buildershigh", "-players", "9"}, wantStatus: 2, wantErr: "players=9; this content plays 2 to 5 players"},
		{reason: "a missing content directory is refused with a clear message",
			args: []string{"-content", "/nonexistent/content"}, wantStatus: 2, wantErr: "/nonexistent/content"},
		{reason: "content with errors is refused with file:line:col",
			args: []string{"-game", "buildershigh", "-content", "DIR"}, wantStatus: 2, wantErr: "/buildershigh/budget.yaml:3:5: ",
			setup: func(dir string) {
				os.MkdirAll(filepath.Join(dir, "buildershigh"), 0o755)
				os.WriteFile(filepath.Join(dir, "buildershigh", "budget.yaml"), []byte("budget:\n  - id: 2m\n    valeu: 2\n"), 0o644)
			}},
	}
	for _, tc := range tests {
		args := tc.args
		if tc.setup != nil {
			dir := t.TempDir()
			tc.setup(dir)
			args = append([]string(nil), args...)
			for i, a := range args {
				if a == "DIR" {
					args[i] = dir
				}
			}
		}
		var stdout, stderr bytes.Buffer
		status := run(args, &stdout, &stderr)
		if status != tc.wantStatus {
			t.Errorf("%s: exit status %d, want %d (stderr: %s)", tc.reason, status, tc.wantStatus, stderr.String())
		}
		if !strings.Contains(stdout.String(), tc.wantOut) {
			t.Errorf("%s: stdout lacks %q:\n%.500s", tc.reason, tc.wantOut, stdout.String())
		}
		if !strings.Contains(stderr.String(), tc.wantErr) {
			t.Errorf("%s: stderr lacks %q:\n%s", tc.reason, tc.wantErr, stderr.String())
		}
		if strings.Contains(stderr.String(), "panic") || strings.Contains(stderr.String(), "goroutine") {
			t.Errorf("%s: a panic trace: %s", tc.reason, stderr.String())
		}
	}
}

// TestRecordIsTheOutput checks that standard output is the record and
// nothing else, as verify reads it from a pipe, and that -record FILE
// writes the same record to the file and nothing to standard output: each
// reads back and replays to a finished game with a winner.
func TestRecordIsTheOutput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.record")
	for _, tc := range []struct {
		reason string
		args   []string
		read   func(stdout []byte) ([]byte, error)
	}{
		{"the record on standard output", nil, func(stdout []byte) ([]byte, error) { return stdout, nil }},
		{"the record in -record FILE", []string{"-record", file}, func(stdout []byte) ([]byte, error) {
			if len(stdout) > 0 {
				t.Errorf("-record FILE: standard output holds %q", stdout)
			}
			return os.ReadFile(file)
		}},
	} {
		var stdout, stderr bytes.Buffer
		if status := run(tc.args, &stdout, &stderr); status != 0 {
			t.Fatalf("%s: exit status %d: %s", tc.reason, status, stderr.String())
		}
		text, err := tc.read(stdout.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		rec, err := rulebook.ReadRecord(bytes.NewReader(text))
		if err != nil {
			t.Fatalf("%s: not a record: %v", tc.reason, err)
		}
		g, _ := games.Find(rec.Header.Game)
		l, err := g.Load(content.Default())
		if err != nil {
			t.Fatal(err)
		}
		final, err := l.Replay(rec)
		if err != nil || !final.Over || len(final.Winners) == 0 {
			t.Errorf("%s: the record replays to %+v, %v; want a finished game with a winner", tc.reason, final, err)
		}
	}
}

// TestReadmeTranscripts runs each "$ go run ./examples/quickstart …" of
// this program's README and checks that it prints what the README shows
// below it, so the README's samples keep up with the rules.
func TestReadmeTranscripts(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	const prompt = "$ go run ./examples/quickstart"
	found := 0
	for _, block := range strings.Split(string(readme), "```") {
		block = strings.TrimSpace(block)
		if !strings.HasPrefix(block, prompt) {
			continue
		}
		found++
		command, want, _ := strings.Cut(block, "\n")
		args := strings.Fields(strings.TrimPrefix(command, prompt))
		var stdout, stderr bytes.Buffer
		if status := run(args, &stdout, &stderr); status != 0 {
			t.Errorf("%s: exit status %d: %s", command, status, stderr.String())
			continue
		}
		got := strings.TrimSpace(stdout.String() + stderr.String())
		if diff := cmp.Diff(strings.TrimSpace(want), got); diff != "" {
			t.Errorf("%s: README shows another output (-want +got):\n%s", command, diff)
		}
	}
	if found == 0 {
		t.Fatal("README.md shows no quickstart transcript")
	}
}
