package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// copyContent copies the shipped Builder's High content into a new
// directory laid out as content/ is, and returns that directory.
func copyContent(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	copyGame(t, dir, "buildershigh")
	return dir
}

// copyGame copies the shipped content of one game into dir.
func copyGame(t *testing.T, dir, game string) {
	t.Helper()
	src := filepath.Join("..", "..", "content", game)
	dst := filepath.Join(dir, game)
	if err := os.MkdirAll(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, e.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// edit replaces old with new in a content file (under its game's folder
// when file names none), once.
func edit(t *testing.T, dir, file, old, new string) {
	t.Helper()
	if filepath.Dir(file) == "." {
		file = filepath.Join("buildershigh", file)
	}
	name := filepath.Join(dir, file)
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(old)) {
		t.Fatalf("%s lacks %q", name, old)
	}
	if err := os.WriteFile(name, bytes.Replace(data, []byte(old), []byte(new), 1), 0o644); err != nil {
		t.Fatal(err)
	}
}

// lineOf is the 1-based number of the first line of file that is text.
func lineOf(t *testing.T, file, text string) int {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(data), "\n") {
		if l == text {
			return i + 1
		}
	}
	t.Fatalf("%s has no line %q", file, text)
	return 0
}

func TestLint(t *testing.T) {
	broken := copyContent(t)
	edit(t, broken, "budget.yaml", "    value: 2\n", "    valeu: 2\n")
	edit(t, broken, "buildings.yaml", "    cost: 4\n", "    cost: four\n")
	four := lineOf(t, filepath.Join(broken, "buildershigh", "buildings.yaml"), "    cost: four")
	tests := []struct {
		reason     string
		args       []string
		wantStatus int
		wantOut    []string
		wantErr    string
	}{
		{reason: "the embedded content is sound",
			args: nil, wantStatus: 0, wantOut: []string{"buildershigh: ok: 45 budget cards, 54 building cards, 9 city planning cards"}},
		{reason: "-game checks one game",
			args: []string{"-game", "buildershigh"}, wantStatus: 0, wantOut: []string{"buildershigh: ok"}},
		{reason: "a sound copy on disk",
			args: []string{"-content", copyContent(t)}, wantStatus: 0, wantOut: []string{"buildershigh: ok"}},
		{reason: "every problem of edited content, each at file:line:col under the directory",
			args: []string{"-content", broken}, wantStatus: 1,
			wantOut: []string{
				filepath.Join(broken, "buildershigh", "budget.yaml") + `:7:5: unknown field "valeu" in budget record`,
				filepath.Join(broken, "buildershigh", "budget.yaml") + `:5:5: missing required field "value"`,
				filepath.Join(broken, "buildershigh", "buildings.yaml") + fmt.Sprintf(`:%d:11: expected an integer, found "four"`, four),
			},
			wantErr: "lint: buildershigh: 3 problems"},
		{reason: "the directory as an argument, as -content",
			args: []string{broken}, wantStatus: 1,
			wantOut: []string{filepath.Join(broken, "buildershigh", "budget.yaml") + `:7:5: unknown field "valeu" in budget record`}},
		{reason: "the module's content folder by name",
			args: []string{filepath.Join("..", "..", "content")}, wantStatus: 0,
			wantOut: []string{"buildershigh: ok", "highrise: ok", "capitals: ok"}},
		{reason: "-h: the usage, the flags and an example, exit status 0",
			args: []string{"-h"}, wantStatus: 0, wantOut: []string{"usage: lint [flags] [DIR]", "-game", "example:"}},
		{reason: "a missing directory",
			args: []string{"-content", "/nonexistent/content"}, wantStatus: 2, wantErr: "/nonexistent/content"},
		{reason: "a directory with no game folder",
			args: []string{"-content", t.TempDir()}, wantStatus: 2, wantErr: "holds no game folder"},
		{reason: "a game folder missing for -game",
			args: []string{"-content", t.TempDir(), "-game", "buildershigh"}, wantStatus: 1, wantOut: []string{"buildershigh/rules.yaml"}},
		{reason: "an unknown game",
			args: []string{"-game", "chess"}, wantStatus: 2, wantErr: `unknown game "chess"`},
		{reason: "two directories",
			args: []string{broken, broken}, wantStatus: 2, wantErr: "one content directory at a time"},
		{reason: "-content and another directory",
			args: []string{"-content", broken, "elsewhere"}, wantStatus: 2, wantErr: "two content directories"},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		status := run(tc.args, &stdout, &stderr)
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

// TestLintPlaysTheContent: content whose scripts fail only in play is
// refused by lint, which plays seeded games on it and reports each failure
// at the script's file:line:col; what can fail is refused at load.
func TestLintPlaysTheContent(t *testing.T) {
	count := copyContent(t) // a count of 1,000,000,000 in some states
	edit(t, count, "buildings.yaml", `effect: draw("budget", 1)`, `effect: 'draw("budget", hand() > 4 ? 1000000000 : 1)'`)
	divide := copyContent(t) // a remainder by zero
	edit(t, divide, "buildings.yaml", `effect: draw("budget", 1)`, `effect: 'discard(1 % (hand() - hand()))'`)
	repeat := t.TempDir() // a negative repeat count in some states
	copyGame(t, repeat, "highrise")
	edit(t, repeat, "highrise/tenants.yaml", `effect: 'vp(min(floors(), 5))'`, `effect: 'repeat(floors() - 3, vp(1))'`)
	repeatLine := lineOf(t, filepath.Join(repeat, "highrise", "tenants.yaml"), `    effect: 'repeat(floors() - 3, vp(1))'`)
	tests := []struct {
		reason  string
		args    []string
		wantOut string
		wantErr string
	}{
		{"a count out of range in play, at its script", []string{"-game", "buildershigh", count},
			filepath.Join(count, "buildershigh", "buildings.yaml") + ":59:16: script: count 1000000000 out of range 0..32 (in play: ", "lint: buildershigh: 1 script failure in play"},
		{"a remainder by a value read from the game, refused at load", []string{"-game", "buildershigh", divide},
			filepath.Join(divide, "buildershigh", "buildings.yaml") + ":59:36: script: the divisor of % must be a constant", "lint: buildershigh: 1 problem"},
		{"a negative repeat in play, at its script", []string{"-game", "highrise", repeat},
			fmt.Sprintf("%s:%d:14: script: repeat: count -1 out of range 0..100 (in play: ", filepath.Join(repeat, "highrise", "tenants.yaml"), repeatLine), "lint: highrise: "},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		if status := run(tc.args, &stdout, &stderr); status != 1 {
			t.Errorf("%s: exit status %d, want 1 (stdout: %s, stderr: %s)", tc.reason, status, stdout.String(), stderr.String())
		}
		if !strings.Contains(stdout.String(), tc.wantOut) {
			t.Errorf("%s: stdout lacks %q:\n%s", tc.reason, tc.wantOut, stdout.String())
		}
		if !strings.Contains(stderr.String(), tc.wantErr) {
			t.Errorf("%s: stderr lacks %q:\n%s", tc.reason, tc.wantErr, stderr.String())
		}
	}
}

// TestReadmeShowsTheOutput: the README's first sample is what lint prints
// for the shipped content, fingerprints included, so it keeps up with the
// YAML.
func TestReadmeShowsTheOutput(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := strings.Split(string(readme), "```")
	if len(blocks) < 4 || strings.TrimSpace(blocks[1]) != "go run ./examples/lint content" {
		t.Fatalf("README.md does not open with the lint command and its output")
	}
	var stdout, stderr bytes.Buffer
	if status := run([]string{filepath.Join("..", "..", "content")}, &stdout, &stderr); status != 0 {
		t.Fatalf("lint of the shipped content: status %d: %s", status, stderr.String())
	}
	if diff := cmp.Diff(strings.TrimSpace(blocks[3]), strings.TrimSpace(stdout.String())); diff != "" {
		t.Errorf("README.md shows another output (-want +got):\n%s", diff)
	}
}
