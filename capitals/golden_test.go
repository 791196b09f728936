package capitals

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
	{"two-players", 1, []Option{WithPlayers(2)}},
	{"three-players", 2, []Option{WithPlayers(3)}},
	{"four-players-any-other-type", 3, []Option{WithPlayers(4), WithRule("distinct_type_later", "any-other-type")}},
	{"five-players", 4, []Option{WithPlayers(5)}},
	{"four-players-prosperity", 5, []Option{WithPlayers(4), WithProsperity(true)}},
	{"five-players-prosperity-full-draw", 6, []Option{WithPlayers(5), WithProsperity(true), WithFullDraw(true)}},
	{"two-players-prosperity", 7, []Option{WithPlayers(2), WithProsperity(true)}},
}

func result(s *State) string {
	return fmt.Sprintf("scores %v\nwinners %v\nrounds %d\n", s.Scores(), s.Winners(), s.Round())
}

func TestGoldenRecords(t *testing.T) {
	for _, g := range goldenGames {
		t.Run(g.name, func(t *testing.T) {
			setup := func() (*State, error) { return New(testContent, g.options...) }
			rulebooktest.CheckGolden(t, replayRules, "testdata", rulebooktest.SeededGolden[*State, Move](g.name, g.seed, setup, result), *update)
		})
	}
}

// TestReplayReportsIllegalLine breaks a golden record: the first placement
// moves onto a cell the City does not touch, and the replay stops at that
// line citing the Building Placement Rules.
func TestReplayReportsIllegalLine(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "three-players.record"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rulebook.ReadRecord(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	bad := -1
	for i, m := range rec.Moves {
		if len(m.Move) > 6 && m.Move[:6] == "place " {
			bad = i
			rec.Moves[i].Move = "place 9,9"
			break
		}
	}
	if bad < 0 {
		t.Fatal("the record has no placement")
	}
	_, err = rulebook.Replay(replayRules, rec)
	var re *rulebook.ReplayError
	if !errors.As(err, &re) || re.Line != rec.Moves[bad].Line {
		t.Fatalf("got %v, want a replay error at line %d", err, rec.Moves[bad].Line)
	}
	var rule *rulebook.RuleError
	if !errors.As(err, &rule) || rule.Section != secPlacement {
		t.Errorf("got %v, want the rule %q", err, secPlacement)
	}
}
