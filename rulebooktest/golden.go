package rulebooktest

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Golden is a whole game kept as a record in a test's testdata folder:
// Name.record, and beside it Name.result, the text Result gives of the
// final state.
type Golden[S rulebook.State[S, M], M rulebook.Move] struct {
	Name   string
	Play   func() (*rulebook.Record, error) // plays the game afresh, the same way every time
	Result func(S) string                   // what the game ended with: scores, winners, length
}

// SeededGolden is the usual golden game: set up afresh by setup, then
// played by [rulebook.RecordedPlayout] with seed.
func SeededGolden[S rulebook.State[S, M], M rulebook.Move](name string, seed uint64, setup func() (S, error), result func(S) string) Golden[S, M] {
	return Golden[S, M]{
		Name: name,
		Play: func() (*rulebook.Record, error) {
			s, err := setup()
			if err != nil {
				return nil, err
			}
			return rulebook.RecordedPlayout(s, seed, 1_000_000)
		},
		Result: result,
	}
}

// CheckGolden checks a golden game: its record replays through rules to the
// stored result, and Play still plays exactly the stored record. With
// update, Play first rewrites both files (after a deliberate change to the
// rules or the content; review the diff of the .result files).
func CheckGolden[S rulebook.State[S, M], M rulebook.Move](t testing.TB, rules rulebook.Rules[S, M], dir string, g Golden[S, M], update bool) {
	t.Helper()
	recordPath := filepath.Join(dir, g.Name+".record")
	resultPath := filepath.Join(dir, g.Name+".result")
	if update {
		rec, err := g.Play()
		if err != nil {
			t.Fatalf("%s: %v", g.Name, err)
		}
		final, err := rulebook.Replay(rules, rec)
		if err != nil {
			t.Fatalf("%s: the fresh record does not replay: %v", g.Name, err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(recordPath, []byte(rec.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(resultPath, []byte(g.Result(final)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(recordPath)
	if err != nil {
		t.Fatalf("%v (run the test with -update to write it)", err)
	}
	want, err := os.ReadFile(resultPath)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rulebook.ReadRecord(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", recordPath, err)
	}
	final, err := rulebook.Replay(rules, rec)
	if err != nil {
		t.Fatalf("%s no longer replays: %v", recordPath, err)
	}
	if diff := cmp.Diff(string(want), g.Result(final)); diff != "" {
		t.Errorf("%s: replayed result (-want +got):\n%s", g.Name, diff)
	}
	again, err := g.Play()
	if err != nil {
		t.Fatalf("%s: %v", g.Name, err)
	}
	if diff := cmp.Diff(string(data), again.String()); diff != "" {
		t.Errorf("%s no longer plays the recorded game (-want +got):\n%s", g.Name, diff)
	}
}

// CheckMoveText is the body of a fuzz target over move notation: text read
// as a move in s must be a *SyntaxError or a move whose notation
// round-trips; Apply must accept it exactly when Legal lists it; a rejected
// move must wrap ErrIllegal and leave s as it was (equal returns "" for
// equal states, else a diff).
func CheckMoveText[S rulebook.State[S, M], M rulebook.Move](t testing.TB, s S, text string, equal func(a, b S) string) {
	t.Helper()
	before := s.Clone()
	m, err := s.ParseMove(text)
	if err != nil {
		var se *rulebook.SyntaxError
		if !errors.As(err, &se) {
			t.Fatalf("ParseMove(%q): %v is not a *rulebook.SyntaxError", text, err)
		}
		return
	}
	if m2, err := s.ParseMove(m.String()); err != nil || m2 != m {
		t.Fatalf("ParseMove(%q) = %v, which does not round-trip (%v, %v)", text, m, m2, err)
	}
	legal := false
	for _, l := range s.Legal() {
		legal = legal || l == m
	}
	err = s.Apply(m)
	if legal != (err == nil) {
		t.Fatalf("%q: listed as legal %v, but Apply returned %v", text, legal, err)
	}
	if err != nil {
		if !errors.Is(err, rulebook.ErrIllegal) {
			t.Fatalf("%q: %v does not wrap ErrIllegal", text, err)
		}
		if diff := equal(before, s); diff != "" {
			t.Fatalf("%q was rejected but changed the state:\n%s", text, diff)
		}
	}
}
