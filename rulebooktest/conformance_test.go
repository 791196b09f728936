package rulebooktest_test

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/rulebooktest"
)

// The toy game keeps the contract: the whole suite passes.
func TestConformance(t *testing.T) {
	raceSuite("").Run(t)
}

// Every deliberate bug of the toy game is caught, by the check named.
func TestSuiteCatchesBugs(t *testing.T) {
	tests := []struct {
		bug, check string
		config     int // which config shows it best
		why        string
	}{
		{"check", "unlisted-move", 0, "Check accepts playing a card not held, which Legal does not list"},
		{"clone", "clone-independent", 0, "Clone shares the hands with the original"},
		{"view", "view", 1, "View shows every hand"},
		{"reject", "rejected-unchanged", 0, "a rejected Apply leaves a change behind"},
		{"json", "json", 0, "MarshalJSON leaves out the discard pile"},
		{"weight", "weight", 0, "a die face weighs 0"},
		{"notation", "notation", 0, "ParseMove cannot read what String writes for a play"},
		{"invariant", "invariant cards conserved", 0, "drawing does not take the card from the deck"},
		{"endless", "bound", 2, "rolling moves nothing, so a game with an empty deck never ends"},
		{"scores", "scores", 0, "p0's score is off the scale"},
		{"legal-duplicate", "legal-duplicate", 0, "roll is listed twice"},
		{"rule-error", "rule-error", 0, "a rejection that wraps ErrIllegal but cites no rule"},
		{"determinism", "determinism", 0, "New deals from a seat that depends on how often it was called"},
		{"static", "static", 0, "Options changes at the end of the game"},
		{"to-move", "to-move", 0, "a seat is to move in a game that is over"},
		{"legal-deterministic", "legal-deterministic", 0, "AppendLegal overwrites what dst held"},
		{"winners", "winners", 0, "nobody wins"},
		{"clone-equal", "clone-equal", 0, "Clone forgets the discard pile"},
		{"stopped", "stopped", 0, "StoppedBy names a limit in a game not over"},
		{"unstoppable", "winners", 3, "a game the turn limit stopped, with no winner, does not say it was stopped"},
	}
	for _, tc := range tests {
		t.Run(tc.bug, func(t *testing.T) {
			s := raceSuite(tc.bug)
			cfg := s.Configs[tc.config]
			for seed := uint64(1); seed <= 200; seed++ {
				err := s.CheckGame(cfg, seed)
				if err == nil {
					continue
				}
				var v *rulebooktest.Violation
				if !errors.As(err, &v) {
					t.Fatalf("seed %d: %v is not a *Violation", seed, err)
				}
				if v.Check != tc.check {
					t.Fatalf("%s: caught by %q, want %q:\n%v", tc.why, v.Check, tc.check, err)
				}
				if v.Record == nil || v.Record.Header.Game != "dicerace" || len(v.Record.Moves) != v.Decision {
					t.Errorf("the violation's record is not the game so far: %+v", v.Record)
				}
				t.Logf("seed %d: %v", seed, firstLine(err.Error()))
				return
			}
			t.Fatalf("%s: not caught in 200 games", tc.why)
		})
	}
}

// A good game passes CheckGame on many seeds.
func TestCheckGameGood(t *testing.T) {
	s := raceSuite("")
	for _, cfg := range s.Configs {
		for seed := range uint64(50) {
			if err := s.CheckGame(cfg, seed); err != nil {
				t.Fatalf("%s seed %d: %v", cfg.Name, seed, err)
			}
		}
	}
}

// An incomplete Suite is an error, not a panic.
func TestSuiteIncomplete(t *testing.T) {
	s := raceSuite("")
	cfg := s.Configs[0]
	s.Equal = nil
	s.MaxDecisions = 0
	err := s.CheckGame(cfg, 1)
	if err == nil || !strings.Contains(err.Error(), "MaxDecisions, Equal") {
		t.Fatalf("CheckGame with no Equal or MaxDecisions: %v", err)
	}
}

// A panic in the game is a violation with the game so far.
func TestSuitePanic(t *testing.T) {
	s := raceSuite("")
	s.Invariants = append(s.Invariants, rulebooktest.Invariant[*race]{Name: "panics", Check: func(r *race) error {
		if r.phase == phaseTurn {
			panic("boom")
		}
		return nil
	}})
	err := s.CheckGame(s.Configs[0], 1)
	var v *rulebooktest.Violation
	if !errors.As(err, &v) || v.Check != "panic" || !strings.Contains(v.Detail, "boom") {
		t.Fatalf("got %v", err)
	}
}

// Run on a buggy game fails, and rapid shrinks the failure to a short
// game printed as a record. Run needs a *testing.T, so the failing run is
// a child process running TestBuggyChild.
func TestRunShrinksFailure(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a child test process")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestBuggyChild$", "-test.v", "-rapid.nofailfile")
	cmd.Env = append(os.Environ(), "RULEBOOK_BUGGY_CHILD=check")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("the buggy child passed:\n%s", out)
	}
	text := string(out)
	for _, want := range []string{"[rapid] failed", "conformance: unlisted-move", "the game so far:", `[Game "dicerace"]`, "chance: card "} {
		if !strings.Contains(text, want) {
			t.Errorf("child output lacks %q", want)
		}
	}
	// The shrunk game: the last record printed is the minimal one.
	i := strings.LastIndex(text, "the game so far:")
	moves := 0
	for _, line := range strings.Split(text[i:], "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "chance: ") || (strings.HasPrefix(line, "p") && strings.Contains(line, ": ")) {
			moves++
		}
	}
	if moves == 0 || moves > 20 {
		t.Errorf("the shrunk game has %d moves, want a short one:\n%s", moves, text[i:])
	}
	if t.Failed() {
		t.Logf("child output:\n%s", text)
	}
}

// TestBuggyChild runs the suite on a buggy toy when the parent test asks.
func TestBuggyChild(t *testing.T) {
	bug := os.Getenv("RULEBOOK_BUGGY_CHILD")
	if bug == "" {
		t.Skip("run by TestRunShrinksFailure")
	}
	s := raceSuite(bug)
	s.Configs = s.Configs[:1]
	s.Games = 100
	s.Run(t)
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func BenchmarkRacePlayout(b *testing.B) {
	raceSuite("").Benchmark(b)
}
