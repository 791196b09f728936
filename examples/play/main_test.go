package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/games"
)

func runPlay(t *testing.T, stdin string, args ...string) (status int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errb)
	if strings.Contains(out.String()+errb.String(), "goroutine ") {
		t.Errorf("a panic trace: %s", errb.String())
	}
	return status, out.String(), errb.String()
}

// readRecord reads a saved record and counts the decisions seat p made in
// it.
func readRecord(t *testing.T, file string, p rulebook.Player) (*rulebook.Record, int) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := rulebook.ReadRecord(f)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range rec.Moves {
		if m.Player == p {
			n++
		}
	}
	return rec, n
}

// TestWholeGame plays a whole game of each game through standard input,
// answering every decision with its first move, with on the way a wrong
// input (refused with a message, and the prompt again), an undo (back to
// the decision before the last, whose move leaves the record) and a save;
// the saved record replays through the rules, and -record resumes it to
// the game's end.
func TestWholeGame(t *testing.T) {
	for _, tc := range []struct {
		game, options, bots string
	}{
		{"highrise", "", "rank"},
		{"capitals", "", "mcts:iterations=5:cutoff=5"},
		{"buildershigh", "round_limit=15", "greedy:nodes=10"},
	} {
		t.Run(tc.game, func(t *testing.T) {
			saved := filepath.Join(t.TempDir(), "game.record")
			input := "no such move\n0\n1\n1\nundo\nsave " + saved + "\n" + strings.Repeat("1\n", 20000)
			args := []string{"-game", tc.game, "-players", "2", "-seat", "1", "-bots", tc.bots, "-seed", "3"}
			if tc.options != "" {
				args = append(args, "-options", tc.options)
			}
			status, out, stderr := runPlay(t, input, args...)
			if status != cli.ExitOK {
				t.Fatalf("exit status %d: %s\n%s", status, stderr, tail(out))
			}
			for _, want := range []string{
				"you are p1, p0 is ", "== your decision (p1): ", "moves:\n   1. ",
				`"no such move" is not a move here: `, "there is no move 0: the moves are numbered 1 to ",
				"undone: ", "back to your decision before it", "saved ", "== game over after ", "scores: p0 ",
			} {
				if !strings.Contains(out, want) {
					t.Errorf("the output lacks %q:\n%s", want, head(out))
				}
			}
			// The undone move left the record: one decision of p1's was
			// saved, the first.
			rec, yours := readRecord(t, saved, 1)
			if yours != 1 {
				t.Errorf("the save after two moves and an undo holds %d of p1's decisions; want 1", yours)
			}
			if rec.Header.Game != tc.game || !rec.Header.HasSeed || rec.Header.Seed != 3 {
				t.Errorf("the saved header: %+v", rec.Header)
			}
			g, err := games.Find(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			l, err := g.Load(content.Default())
			if err != nil {
				t.Fatal(err)
			}
			if f, err := l.Replay(rec); err != nil || f.Over || f.ToMove != 1 {
				t.Errorf("the saved record replays to %+v, %v; want p1 to move", f, err)
			}
			status, out, stderr = runPlay(t, strings.Repeat("1\n", 20000), "-record", saved, "-seat", "1", "-bots", tc.bots)
			if status != cli.ExitOK || !strings.Contains(out, "== game over after ") || !strings.Contains(out, "resumed from "+saved+" after ") {
				t.Errorf("resumed: exit status %d, %s\n%s", status, stderr, tail(out))
			}
		})
	}
}

// TestNotation plays a whole game answering in the moves' notation, the
// last move listed each time, reading each prompt before answering it as
// a person at the terminal does.
func TestNotation(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	var stderr bytes.Buffer
	done := make(chan int, 1)
	go func() {
		status := run([]string{"-game", "highrise", "-players", "3", "-bots", "rank,random", "-seed", "9"}, inR, outW, &stderr)
		outW.Close()
		done <- status
	}()
	rd := bufio.NewReader(outR)
	var all strings.Builder
	answered := 0
	for {
		screen, err := untilPrompt(rd, "p0> ")
		all.WriteString(screen)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		moves := listed(screen)
		if len(moves) == 0 {
			t.Fatalf("a prompt without the moves:\n%s", screen)
		}
		last := moves[len(moves)-1]
		if _, err := io.WriteString(inW, last+"\n"); err != nil {
			t.Fatal(err)
		}
		answered++
		echo, err := rd.ReadString('\n')
		all.WriteString(echo)
		if err != nil || echo != "p0 (you): "+last+"\n" {
			t.Fatalf("answered %q; the program says %q, %v", last, echo, err)
		}
	}
	inW.Close()
	if status := <-done; status != cli.ExitOK {
		t.Fatalf("exit status %d: %s", status, stderr.String())
	}
	if answered < 10 || !strings.Contains(all.String(), "== game over after ") || !strings.Contains(all.String(), "p1 (rank): ") {
		t.Errorf("%d answers; the game:\n%s", answered, tail(all.String()))
	}
}

// untilPrompt reads what the program writes up to and including the
// prompt; at the end of the output it returns what is left and io.EOF.
func untilPrompt(rd *bufio.Reader, prompt string) (string, error) {
	var b strings.Builder
	for {
		c, err := rd.ReadByte()
		if err != nil {
			return b.String(), err
		}
		b.WriteByte(c)
		if c == ' ' && strings.HasSuffix(b.String(), "\n"+prompt) {
			return b.String(), nil
		}
	}
}

// listed is the moves of the last list a screen shows, in order.
func listed(screen string) []string {
	i := strings.LastIndex(screen, "moves:\n")
	if i < 0 {
		return nil
	}
	var out []string
	for _, l := range strings.Split(screen[i+len("moves:\n"):], "\n") {
		num, move, ok := strings.Cut(strings.TrimSpace(l), ". ")
		if _, err := strconv.Atoi(num); !ok || err != nil {
			break
		}
		out = append(out, move)
	}
	return out
}

// TestBadFlags checks that a wrong setup is refused before the game starts,
// with a message saying what is wrong.
func TestBadFlags(t *testing.T) {
	dir := t.TempDir()
	notRecord := filepath.Join(dir, "not.record")
	os.WriteFile(notRecord, []byte("this is not a record\n"), 0o644)
	for _, tc := range []struct {
		reason string
		args   []string
		want   string
	}{
		{"an unknown game", []string{"-game", "chess"}, `unknown game "chess"`},
		{"a seat the game has not", []string{"-players", "2", "-seat", "2"}, "-seat 2: the game has seats 0 to 1"},
		{"bots for the wrong number of seats", []string{"-players", "4", "-bots", "mcts,greedy"}, "-bots names 2 policies for the 3 other seats"},
		{"a bot of no policy", []string{"-bots", "clever"}, `unknown policy "clever"`},
		{"a player count the game has not", []string{"-players", "9"}, "9"},
		{"a missing record", []string{"-record", filepath.Join(dir, "missing.record")}, "missing.record"},
		{"a file that is no record", []string{"-record", notRecord}, "not.record"},
		{"-record with a game", []string{"-record", notRecord, "-game", "highrise"}, "leave out -game"},
		{"an argument", []string{"highrise"}, "unexpected argument"},
	} {
		status, _, stderr := runPlay(t, "", tc.args...)
		if status != cli.ExitUsage || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: exit status %d, stderr %q; want %d and %q", tc.reason, status, stderr, cli.ExitUsage, tc.want)
		}
	}
}

// TestEndOfInput checks that input ending before the game says so and
// exits 1, and that quit stops with 0.
func TestEndOfInput(t *testing.T) {
	status, out, _ := runPlay(t, "1\n", "-game", "capitals", "-players", "2", "-bots", "rank")
	if status != cli.ExitFailed || !strings.Contains(out, "the input ended before the game did") {
		t.Errorf("input of one line: exit status %d:\n%s", status, tail(out))
	}
	status, out, _ = runPlay(t, "undo\nquit\n", "-game", "capitals", "-players", "2", "-bots", "rank")
	if status != cli.ExitOK || !strings.Contains(out, "nothing to undo") || !strings.Contains(out, "quit after ") {
		t.Errorf("undo at the first decision, then quit: exit status %d:\n%s", status, tail(out))
	}
}

// TestHelp checks -h.
func TestHelp(t *testing.T) {
	status, out, stderr := runPlay(t, "", "-h")
	if status != cli.ExitOK || stderr != "" || !strings.Contains(out, "usage: play [flags]") || !strings.Contains(out, "-bots") {
		t.Errorf("-h: exit status %d, stderr %q:\n%s", status, stderr, out)
	}
}

func head(s string) string {
	if len(s) > 4000 {
		return s[:4000] + "\n…"
	}
	return s
}

func tail(s string) string {
	if len(s) > 4000 {
		return "…\n" + s[len(s)-4000:]
	}
	return s
}
