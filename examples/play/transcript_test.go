package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/examples/internal/samples"
)

var update = flag.Bool("update", false, "write testdata/capitals.transcript anew from the answers it holds")

// transcriptFile is the game the README shows, whole.
const transcriptFile = "testdata/capitals.transcript"

// transcript is a session at the terminal: the command, then what the
// program printed with what was typed after each of your prompts.
type transcript struct {
	args    []string // the command's flags
	prompt  string   // your prompt, "p0> "
	answers []string // what was typed, in order
}

// readTranscript reads a transcript's command and answers: its first line
// is "$ go run ./examples/play FLAGS", and what follows each prompt is
// what was typed.
func readTranscript(text, prompt string) (transcript, error) {
	command, rest, _ := strings.Cut(text, "\n")
	const head = "$ go run ./examples/play"
	if !strings.HasPrefix(command, head) {
		return transcript{}, os.ErrInvalid
	}
	tr := transcript{args: strings.Fields(strings.TrimPrefix(command, head)), prompt: prompt}
	for line := range strings.Lines(rest) {
		if a, ok := strings.CutPrefix(line, prompt); ok {
			tr.answers = append(tr.answers, strings.TrimRight(a, "\n"))
		}
	}
	return tr, nil
}

// play runs the session in the working directory and returns its
// transcript as a terminal shows it: each answer after the prompt it
// answers, as it was typed there.
func (tr transcript) play(t *testing.T) (int, string) {
	t.Helper()
	var out, errb bytes.Buffer
	status := run(tr.args, strings.NewReader(strings.Join(tr.answers, "\n")+"\n"), &out, &errb)
	var b strings.Builder
	b.WriteString("$ go run ./examples/play " + strings.Join(tr.args, " ") + "\n")
	i := 0
	for line := range strings.Lines(out.String()) {
		if rest, ok := strings.CutPrefix(line, tr.prompt); ok && i < len(tr.answers) {
			line = tr.prompt + tr.answers[i] + "\n" + rest
			i++
		}
		b.WriteString(line)
	}
	return status, b.String() + errb.String()
}

// TestTranscript plays the README's game again from its answers and checks
// that the program prints what testdata/capitals.transcript holds, and
// that each sample of the README's "A game" is in that transcript, or in
// the resumed game's, piece by piece between its "…" lines: so the README
// keeps up with the rules and the bots. -update writes the transcript
// anew.
func TestTranscript(t *testing.T) {
	data, err := os.ReadFile(transcriptFile)
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := readTranscript(string(data), "p0> ")
	if err != nil {
		t.Fatalf("%s does not open with the command: %v", transcriptFile, err)
	}
	abs, err := filepath.Abs(transcriptFile)
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir()) // the game saves game.record where it runs
	status, got := tr.play(t)
	if status != cli.ExitOK {
		t.Fatalf("exit status %d:\n%s", status, tail(got))
	}
	if *update {
		if err := os.WriteFile(abs, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	} else if diff := cmp.Diff(string(data), got); diff != "" {
		t.Errorf("%s is not what the program prints now (-want +got; -update writes it anew):\n%s", transcriptFile, diff)
	}
	var resumed bytes.Buffer
	if status := run([]string{"-record", "game.record", "-bots", "mcts"}, strings.NewReader(""), &resumed, &resumed); status != cli.ExitFailed {
		t.Errorf("resumed with no input: exit status %d; want %d:\n%s", status, cli.ExitFailed, resumed.String())
	}
	checkReadmeSamples(t, string(readme), got, resumed.String())
}

// checkReadmeSamples checks each output block of the README's "A game"
// against the game's transcript, or against the resumed game's output for
// the block the text introduces as going on from the save.
func checkReadmeSamples(t *testing.T, readme, game, resumed string) {
	t.Helper()
	_, section, _ := strings.Cut(readme, "\n## A game\n")
	section, _, _ = strings.Cut(section, "\n## ")
	parts := strings.Split(section, "```")
	checked := 0
	for i := 1; i < len(parts); i += 2 {
		block, before := strings.TrimPrefix(parts[i], "\n"), parts[i-1]
		against, name := game, transcriptFile
		if strings.Contains(before, "-record game.record") {
			against, name = resumed, "the resumed game"
		}
		if missing := samples.Missing(block, against); missing != "" {
			t.Errorf("README.md's sample %d shows what %s does not hold in that order:\n%s", i/2+1, name, missing)
		}
		checked++
	}
	if checked < 4 {
		t.Errorf("README.md's \"A game\" shows %d samples; want the four of the game and its resumption", checked)
	}
}
