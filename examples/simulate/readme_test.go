package main

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/examples/internal/samples"
)

// TestReadmeShowsTheOutput runs the README's first command and checks
// that the report it prints holds the README's sample below it, piece by
// piece between its "…" lines, but for the line with the run's speed: so
// the sample keeps up with the rules and the content.
func TestReadmeShowsTheOutput(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := strings.Split(string(readme), "```")
	if len(blocks) < 4 {
		t.Fatal("README.md shows no command and its output")
	}
	command, sample := strings.TrimSpace(blocks[1]), strings.TrimPrefix(blocks[3], "\n")
	const head = "go run ./examples/simulate"
	if !strings.HasPrefix(command, head) {
		t.Fatalf("README.md's first sample is %q; want the simulate command", command)
	}
	t.Chdir(t.TempDir()) // the command writes its chart where it runs
	status, stdout, stderr := runSim(t, context.Background(), strings.Fields(strings.TrimPrefix(command, head))...)
	if status != 0 {
		t.Fatalf("%s: exit status %d: %s", command, status, stderr)
	}
	if missing := samples.Missing(withoutTiming(sample)+"\n", withoutTiming(stdout)+"\n"); missing != "" {
		t.Errorf("%s: README.md shows what the report does not hold in that order:\n%s\nthe report:\n%s", command, missing, stdout)
	}
}
