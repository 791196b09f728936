package buildershigh

import (
	"bytes"
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
	{"five-players-won", 1, []Option{WithPlayers(5)}},
	{"three-players-easy", 180, []Option{WithPlayers(3), WithEasyMode(true)}},
	{"two-players-round-limit", 1, []Option{WithPlayers(2), WithRule("round_limit", "12")}},
	{"four-players-literal-end", 46, []Option{WithPlayers(4), WithRule("end_of_game", endLiteralLeft)}},
}

// result is what a golden game ended with, and how: by the rules or
// stopped by a limit the rules do not have.
func result(s *State) string {
	end := "by the rules"
	if by := rulebook.StoppedBy(s); by != "" {
		end = "stopped by " + by
	}
	return fmt.Sprintf("end %s\nscores %v\nwinners %v\nrounds %d\n", end, s.Scores(), s.Winners(), s.Round())
}

var replayRules = rulebook.Rules[*State, Move]{
	Game: gameName,
	New: func(options string) (*State, error) {
		opts, err := ParseOptions(options)
		if err != nil {
			return nil, err
		}
		return New(testContent, opts...)
	},
}

func TestGoldenRecords(t *testing.T) {
	for _, g := range goldenGames {
		t.Run(g.name, func(t *testing.T) {
			setup := func() (*State, error) { return New(testContent, g.options...) }
			rulebooktest.CheckGolden(t, replayRules, "testdata", rulebooktest.SeededGolden[*State, Move](g.name, g.seed, setup, result), *update)
		})
	}
}

func TestReplayReportsIllegalLine(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "three-players-easy.record"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rulebook.ReadRecord(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	// Replace the first payment with one that does not total the cost.
	bad := -1
	for i, m := range rec.Moves {
		if len(m.Move) > 4 && m.Move[:4] == "pay " {
			bad = i
			rec.Moves[i].Move = "pay 2+2+2+2+2+2+2+2+2+2+2+2+2"
			break
		}
	}
	if bad < 0 {
		t.Fatal("the record has no payment")
	}
	_, err = rulebook.Replay(replayRules, rec)
	var re *rulebook.ReplayError
	if !asReplayError(err, &re) || re.Line != rec.Moves[bad].Line {
		t.Fatalf("got %v, want a replay error at line %d", err, rec.Moves[bad].Line)
	}
	var rule *rulebook.RuleError
	if !asRuleError(err, &rule) || rule.Section != secPaying {
		t.Errorf("got %v, want the rule %q", err, secPaying)
	}
}
