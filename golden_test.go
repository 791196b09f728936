package rulebook_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/rulebook-go/rulebook"
)

func raceResult(s *race) string {
	return fmt.Sprintf("scores %v\nwinners %v\n", s.Scores(), s.Winners())
}

func raceGolden(seed uint64) rulebook.Golden[*race, raceMove] {
	setup := func() (*race, error) { return newRace(2, 12, "") }
	return rulebook.SeededGolden[*race, raceMove]("race", seed, setup, raceResult)
}

func TestCheckGolden(t *testing.T) {
	dir := t.TempDir()
	// -update writes the files, then the check passes on them.
	rulebook.CheckGolden(t, raceRules, dir, raceGolden(3), true)
	rulebook.CheckGolden(t, raceRules, dir, raceGolden(3), false)
	if _, err := os.Stat(filepath.Join(dir, "race.result")); err != nil {
		t.Fatal(err)
	}
	// Another seed plays another game: the check must fail.
	fake := &recordingTB{TB: t}
	func() {
		defer func() { recover() }()
		rulebook.CheckGolden(fake, raceRules, dir, raceGolden(4), false)
	}()
	if !fake.failed {
		t.Errorf("a game that no longer plays the stored record passed the golden check")
	}
}

func TestRecordedPlayout(t *testing.T) {
	s, _ := newRace(3, 12, "")
	rec, err := rulebook.RecordedPlayout(s, 9, 10000)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Over() || !rec.Header.HasSeed || rec.Header.Seed != 9 || len(rec.Moves) == 0 {
		t.Errorf("over %v, header %+v, %d moves", s.Over(), rec.Header, len(rec.Moves))
	}
	final, err := rulebook.Replay(raceRules, rec)
	if err != nil || equalRace(final, s) != "" {
		t.Errorf("the record does not replay to the same state: %v", err)
	}
	s2, _ := newRace(3, 12, "")
	if _, err := rulebook.RecordedPlayout(s2, 9, 3); !errors.Is(err, rulebook.ErrDecisionBound) {
		t.Errorf("a bound of 3 decisions: %v", err)
	}
}

func FuzzCheckMoveText(f *testing.F) {
	for _, text := range []string{"roll 3", "draw", "move 2", "", "pass", "roll 99"} {
		f.Add(uint64(1), uint8(5), text)
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint8, text string) {
		s, err := newRace(2, 12, "")
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		var buf []raceMove
		for i := 0; i < int(steps) && !s.Over(); i++ {
			var m raceMove
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		rulebook.CheckMoveText(t, s, text, equalRace)
	})
}

// recordingTB notes a failure instead of stopping the test.
type recordingTB struct {
	testing.TB
	failed bool
}

func (r *recordingTB) Helper()                           {}
func (r *recordingTB) Errorf(format string, args ...any) { r.failed = true }
func (r *recordingTB) Fatalf(format string, args ...any) { r.failed = true; panic("fatal") }
func (r *recordingTB) Fatal(args ...any)                 { r.failed = true; panic("fatal") }
