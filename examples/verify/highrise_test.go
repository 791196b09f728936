package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/highrise"
)

// playHighRise plays a seeded random High Rise game and returns its record
// and the final state.
func playHighRise(t *testing.T, seed uint64, opts ...highrise.Option) (*rulebook.Record, *highrise.State) {
	t.Helper()
	s, err := highrise.New(highrise.MustDefault(), opts...)
	if err != nil {
		t.Fatal(err)
	}
	rec := rulebook.NewRecording(s)
	r := rulebook.NewResolver(seed)
	rec.Record.Header.SetSeed(seed)
	var buf []highrise.Move
	for !s.Over() {
		var m highrise.Move
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

func highRiseScores(s *highrise.State) string {
	var parts []string
	for p, v := range s.Scores() {
		parts = append(parts, fmt.Sprintf("%s %d", rulebook.Player(p), v))
	}
	return "scores: " + strings.Join(parts, ", ")
}

// A High Rise record verifies with its scores; a move onto a Bonus Space is
// reported with its line and the rule.
func TestVerifyHighRise(t *testing.T) {
	dir := t.TempDir()
	rec, final := playHighRise(t, 3, highrise.WithPlayers(4), highrise.WithMode(highrise.ModeStandard))
	legal := write(t, filepath.Join(dir, "highrise.record"), rec.String())
	lines := strings.Split(rec.String(), "\n")
	bad := 0
	for i, l := range lines {
		if who, move, ok := strings.Cut(l, ": "); ok && who != "chance" && strings.HasPrefix(move, "go ") {
			lines[i] = who + ": go bonus-1a"
			bad = i + 1
			break
		}
	}
	if bad == 0 {
		t.Fatal("the record has no move")
	}
	illegal := write(t, filepath.Join(dir, "highrise-illegal.record"), strings.Join(lines, "\n"))
	tests := []struct {
		reason     string
		args       []string
		wantStatus int
		wantOut    []string
	}{
		{"a legal High Rise record: its scores", []string{legal}, cli.ExitOK,
			[]string{"High Rise", "every line is legal", highRiseScores(final)}},
		{"a move onto a Bonus Space: its line and rule", []string{illegal}, cli.ExitFailed,
			[]string{fmt.Sprintf("%s:%d: illegal: ", illegal, bad), "go bonus-1a", "rule: Bonus Spaces", "you may never stop on Bonus Spaces"}},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		status := run(tc.args, strings.NewReader(""), &stdout, &stderr)
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
