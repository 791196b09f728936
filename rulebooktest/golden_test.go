package rulebooktest_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

func raceResult(s *race) string {
	return fmt.Sprintf("scores %v\nwinners %v\n", s.Scores(), s.Winners())
}

func raceGolden(seed uint64) rulebooktest.Golden[*race, raceMove] {
	setup := func() (*race, error) { return newRace(2, 12, "") }
	return rulebooktest.SeededGolden[*race, raceMove]("race", seed, setup, raceResult)
}

func TestCheckGolden(t *testing.T) {
	dir := t.TempDir()
	// -update writes the files, then the check passes on them.
	rulebooktest.CheckGolden(t, raceRules, dir, raceGolden(3), true)
	rulebooktest.CheckGolden(t, raceRules, dir, raceGolden(3), false)
	if _, err := os.Stat(filepath.Join(dir, "race.result")); err != nil {
		t.Fatal(err)
	}
	// Another seed plays another game: the check must fail.
	fake := &recordingTB{TB: t}
	func() {
		defer func() { recover() }()
		rulebooktest.CheckGolden(fake, raceRules, dir, raceGolden(4), false)
	}()
	if !fake.failed {
		t.Errorf("a game that no longer plays the stored record passed the golden check")
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
		rulebooktest.CheckMoveText(t, s, text, equalRace)
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
