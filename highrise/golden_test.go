package highrise

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
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

// recordGame plays a seeded random game and returns its record.
func recordGame(t *testing.T, seed uint64, opts ...Option) (*rulebook.Record, *State) {
	t.Helper()
	s, err := New(testContent, opts...)
	if err != nil {
		t.Fatal(err)
	}
	rec := rulebook.NewRecording(s)
	r := rulebook.NewResolver(seed)
	rec.Record.Header.SetSeed(seed)
	var buf []Move
	for !s.Over() {
		var m Move
		var ok bool
		m, buf, ok = rulebook.Step(s, r, buf)
		if !ok {
			t.Fatalf("no legal move at %q", s.Prompt())
		}
		if err := rec.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return &rec.Record, s
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
			recordPath := filepath.Join("testdata", g.name+".record")
			resultPath := filepath.Join("testdata", g.name+".result")
			if *update {
				rec, final := recordGame(t, g.seed, g.options...)
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(recordPath, []byte(rec.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(resultPath, []byte(result(final)), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			data, err := os.ReadFile(recordPath)
			if err != nil {
				t.Fatalf("%v (run go test -update to write it)", err)
			}
			want, err := os.ReadFile(resultPath)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := rulebook.ReadRecord(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			final, err := rulebook.Replay(replayRules, rec)
			if err != nil {
				t.Fatalf("the golden record no longer replays: %v", err)
			}
			if diff := cmp.Diff(string(want), result(final)); diff != "" {
				t.Errorf("replayed result (-want +got):\n%s", diff)
			}
			again, _ := recordGame(t, g.seed, g.options...)
			if diff := cmp.Diff(string(data), again.String()); diff != "" {
				t.Errorf("seed %d no longer plays the recorded game (-want +got):\n%s", g.seed, diff)
			}
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
