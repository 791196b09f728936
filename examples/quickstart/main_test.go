package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
		{reason: "a seeded game plays, prints its record and replays",
			args: []string{"-seed", "1", "-players", "5"}, wantStatus: 0,
			wantOut: "[Game \"buildershigh\"]"},
		{reason: "-q prints the result only",
			args: []string{"-q", "-seed", "1", "-players", "5"}, wantStatus: 0,
			wantOut: "winners: [p4]"},
		{reason: "a solo High Rise game prints its result band",
			args: []string{"-q", "-game", "highrise", "-players", "1"}, wantStatus: 0, wantOut: "result: "},
		{reason: "an unknown game is refused",
			args: []string{"-game", "chess"}, wantStatus: 2, wantErr: `unknown game "chess"`},
		{reason: "-easy and -options set the game up",
			args: []string{"-q", "-easy", "-options", "round_limit=5"}, wantStatus: 0, wantOut: "5 rounds"},
		{reason: "an unknown option is refused",
			args: []string{"-options", "bogus=1"}, wantStatus: 2, wantErr: `unknown option "bogus"`},
		{reason: "a player count the content does not allow is refused",
			args: []string{"-players", "9"}, wantStatus: 2, wantErr: "9 players"},
		{reason: "a missing content directory is refused with a clear message",
			args: []string{"-content", "/nonexistent/content"}, wantStatus: 2, wantErr: "/nonexistent/content"},
		{reason: "content with errors is refused with file:line:col",
			args: []string{"-content", "DIR"}, wantStatus: 2, wantErr: "buildershigh/budget.yaml:",
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
