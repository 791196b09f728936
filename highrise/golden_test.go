package highrise

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/")

// goldenGames are whole games kept as records: each replays through the
// rules to the result stored beside it.
var goldenGames = []struct {
	name    string
	seed    uint64
	options []Option
}{
	{"four-players-full", 1, []Option{WithPlayers(4), WithMode(ModeFull)}},
	{"three-players-standard-extras", 2, []Option{WithPlayers(3), WithMode(ModeStandard), WithRule("extra_tenants", "on")}},
	{"four-players-intro", 3, []Option{WithPlayers(4), WithMode(ModeIntro)}},
	{"four-players-full-extras", 4, []Option{WithPlayers(4), WithMode(ModeFull), WithRule("extra_tenants", "on")}},
	{"two-players-full", 5, []Option{WithPlayers(2), WithMode(ModeFull)}},
	{"one-player-full", 6, []Option{WithPlayers(1), WithMode(ModeFull)}},
}

func result(s *State) string {
	out := fmt.Sprintf("scores %v\nwinners %v\nround %d\n", s.Scores(), s.Winners(), s.Round())
	if r, ok := s.SoloResult(); ok {
		out += "solo result " + r.ID + "\n"
	}
	return out
}

func TestGoldenRecords(t *testing.T) {
	for _, g := range goldenGames {
		t.Run(g.name, func(t *testing.T) {
			setup := func() (*State, error) { return New(testContent, g.options...) }
			rulebooktest.CheckGolden(t, replayRules, "testdata", rulebooktest.SeededGolden[*State, Move](g.name, g.seed, setup, result), *update)
		})
	}
}

// A spoilt line of a golden record is reported with its line and the rule.
func TestReplayReportsIllegalLine(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "four-players-full.record"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rulebook.ReadRecord(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	bad := -1
	for i, m := range rec.Moves {
		if len(m.Move) > 3 && m.Move[:3] == "go " {
			bad = i
			rec.Moves[i].Move = "go bonus-1a"
			break
		}
	}
	if bad < 0 {
		t.Fatal("the record has no move")
	}
	_, err = rulebook.Replay(replayRules, rec)
	var re *rulebook.ReplayError
	if !errors.As(err, &re) || re.Line != rec.Moves[bad].Line {
		t.Fatalf("got %v, want a replay error at line %d", err, rec.Moves[bad].Line)
	}
	var rule *rulebook.RuleError
	if !errors.As(err, &rule) || rule.Section != secBonus {
		t.Errorf("got %v, want the rule %q", err, secBonus)
	}
}
