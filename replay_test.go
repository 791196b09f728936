package rulebook_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
)

var raceRules = rulebook.Rules[*race, raceMove]{Game: raceGame, New: newRaceOptions}

// raceOpening is the head of a two-player game of dicerace.
const raceOpening = `[Game "dicerace"]
[Content "toy:dicerace/v1"]
[Options "players=2 goal=12"]

chance: card 1
chance: card 3
chance: card 2
chance: card 3
p0: play 1       # line 9
chance: card 2
p1: roll
chance: die 3
`

func readRecord(t *testing.T, text string) *rulebook.Record {
	t.Helper()
	r, err := rulebook.ReadRecord(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestReplay(t *testing.T) {
	s, err := rulebook.Replay(raceRules, readRecord(t, raceOpening))
	if err != nil {
		t.Fatal(err)
	}
	if s.pos[0] != 1 || s.pos[1] != 3 || s.turn != 0 || s.phase != phaseTurn {
		t.Errorf("after the opening: pos %v, turn %d, phase %d", s.pos, s.turn, s.phase)
	}
}

func TestReplayErrors(t *testing.T) {
	tests := []struct {
		name    string
		text    string
		line    int
		is      error // what the error wraps
		message string
		rule    bool // the game's *RuleError is in the chain
	}{
		{"a move the rules reject", raceOpening + "p0: play 3\n", 13, rulebook.ErrIllegal,
			"line 13: p0: play 3: dicerace: Playing a card: p0 holds no 3", true},
		{"a move that does not parse", raceOpening + "p0: jump 2\n", 13, nil,
			`line 13: p0: jump 2: a move is "roll", "play N", "die N" or "card N", N from 1 to 3`, false},
		{"the wrong player", raceOpening + "p1: roll\n", 13, rulebook.ErrIllegal,
			"line 13: p1: roll: p1 moved but p0 is to move", false},
		{"a player moves for Chance", strings.Replace(raceOpening, "chance: card 2\np1", "p0: card 2\np1", 1), 10, rulebook.ErrIllegal,
			"line 10: p0: card 2: p0 moved but chance is to move", false},
		{"another content", strings.Replace(raceOpening, "toy:dicerace/v1", "toy:dicerace/v0", 1), 0, rulebook.ErrContentMismatch,
			`header: [Content "toy:dicerace/v0"]: the record was played on content "toy:dicerace/v0", the rules are loaded from "toy:dicerace/v1"`, false},
		{"another game", strings.Replace(raceOpening, `"dicerace"`, `"highrise"`, 1), 0, nil,
			`header: [Game "highrise"]: the record is for game "highrise", these rules play "dicerace"`, false},
		{"an unknown option", strings.Replace(raceOpening, "goal=12", "speed=12", 1), 0, nil,
			`header: [Options "players=2 speed=12"]: dicerace: unknown option "speed"`, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rulebook.Replay(raceRules, readRecord(t, tc.text))
			var re *rulebook.ReplayError
			if !errors.As(err, &re) {
				t.Fatalf("got %v, want a *ReplayError", err)
			}
			if re.Line != tc.line {
				t.Errorf("line %d, want %d", re.Line, tc.line)
			}
			if err.Error() != tc.message {
				t.Errorf("message\n%s\nwant\n%s", err, tc.message)
			}
			if tc.is != nil && !errors.Is(err, tc.is) {
				t.Errorf("%v does not wrap %v", err, tc.is)
			}
			var rule *rulebook.RuleError
			if errors.As(err, &rule) != tc.rule {
				t.Errorf("*RuleError in the chain: %v, want %v", !tc.rule, tc.rule)
			}
		})
	}
}

// A record that does not parse is a *SyntaxError carrying the line.
func TestReplaySyntaxError(t *testing.T) {
	_, err := rulebook.Replay(raceRules, readRecord(t, raceOpening+"p0: jump 2\n"))
	var syn *rulebook.SyntaxError
	if !errors.As(err, &syn) || syn.Line != 13 || syn.Text != "jump 2" {
		t.Fatalf("got %#v, want a *SyntaxError at line 13", err)
	}
}

// Replay returns the state just before the bad line, so the caller can
// show the position.
func TestReplayStopsBefore(t *testing.T) {
	s, err := rulebook.Replay(raceRules, readRecord(t, raceOpening+"p0: play 2\np1: play 9\np0: roll\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "line 14:") {
		t.Fatalf("got %v, want an error at line 14", err)
	}
	if s.pos[0] != 3 || s.turn != 0 || s.phase != phaseDraw {
		t.Errorf("state after line 13: pos %v turn %d phase %d", s.pos, s.turn, s.phase)
	}
}

// A game that is over takes no more moves.
func TestReplayAfterTheEnd(t *testing.T) {
	s, _ := newRace(2, 4, "")
	rec := rulebook.NewRecording(s)
	r := rulebook.NewResolver(3)
	for !s.Over() {
		m, _, _ := rulebook.Step(s, r, nil)
		if err := rec.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	rec.Record.Moves = append(rec.Record.Moves, rulebook.RecordMove{Line: 99, Player: 0, Move: "roll"})
	_, err := rulebook.Replay(raceRules, &rec.Record)
	if !errors.Is(err, rulebook.ErrIllegal) || !strings.Contains(err.Error(), "line 99: p0: roll: p0 moved but the game is over") {
		t.Fatalf("got %v", err)
	}
}

// Rules without a Game name compare the record with the state's Game.
func TestReplayRulesWithoutName(t *testing.T) {
	rules := rulebook.Rules[*race, raceMove]{New: newRaceOptions}
	if _, err := rulebook.Replay(rules, readRecord(t, raceOpening)); err != nil {
		t.Fatal(err)
	}
	_, err := rulebook.Replay(rules, readRecord(t, strings.Replace(raceOpening, `"dicerace"`, `"capitals"`, 1)))
	if err == nil || !strings.Contains(err.Error(), `these rules play "dicerace"`) {
		t.Fatalf("got %v", err)
	}
}

// A record without Content is not checked against the fingerprint.
func TestReplayNoContent(t *testing.T) {
	if _, err := rulebook.Replay(raceRules, readRecord(t, strings.Replace(raceOpening, "[Content \"toy:dicerace/v1\"]\n", "", 1))); err != nil {
		t.Fatal(err)
	}
}

func TestRecording(t *testing.T) {
	s, _ := newRace(2, 12, "")
	rec := rulebook.NewRecording(s)
	rec.Record.Header.SetSeed(7)
	if err := rec.Apply(raceMove{Kind: kindRoll}); !errors.Is(err, rulebook.ErrIllegal) {
		t.Fatalf("a roll during the deal: %v", err)
	}
	if err := rec.Apply(raceMove{kindCard, 2}); err != nil {
		t.Fatal(err)
	}
	want := "[Game \"dicerace\"]\n[Content \"toy:dicerace/v1\"]\n[Options \"players=2 goal=12\"]\n[Seed \"7\"]\n\nchance: card 2\n"
	if got := rec.Record.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestPlayout(t *testing.T) {
	for seed := range uint64(20) {
		s, _ := newRace(3, 10, "")
		n, _, err := rulebook.Playout(s, rulebook.NewResolver(seed), 400, nil)
		if err != nil || !s.Over() || n == 0 {
			t.Fatalf("seed %d: %d decisions, over %v, %v", seed, n, s.Over(), err)
		}
	}
}

func TestPlayoutBound(t *testing.T) {
	s, _ := newRace(2, 12, "")
	n, _, err := rulebook.Playout(s, rulebook.NewResolver(1), 5, nil)
	if !errors.Is(err, rulebook.ErrDecisionBound) || n != 5 {
		t.Fatalf("got %d decisions, %v", n, err)
	}
}

func TestPlayoutStuck(t *testing.T) {
	s, _ := newRace(2, 12, "")
	s.deck = [4]int8{} // nothing to deal
	_, _, err := rulebook.Playout(s, rulebook.NewResolver(1), 5, nil)
	if !errors.Is(err, rulebook.ErrNoLegalMove) {
		t.Fatalf("got %v", err)
	}
	s, _ = newRace(2, 12, "weight")
	if _, _, err := rulebook.Playout(s, rulebook.NewResolver(1), 400, nil); err != nil {
		t.Fatalf("a zero-weight outcome among others: %v", err)
	}
}

// Playout allocates nothing per decision: a whole game costs only the
// three allocations of the Clone it plays on.
func TestPlayoutAllocs(t *testing.T) {
	start, _ := newRace(4, 12, "")
	r := rulebook.NewResolver(1)
	buf := make([]raceMove, 0, 8)
	decisions := 0
	allocs := testing.AllocsPerRun(100, func() {
		n, _, err := rulebook.Playout(start.Clone(), r, 400, buf)
		if err != nil {
			t.Fatal(err)
		}
		decisions += n
	})
	if allocs > 3 {
		t.Errorf("%v allocations a game of about %d decisions, want the 3 of Clone", allocs, decisions/101)
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
