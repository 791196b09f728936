package buildershigh

import (
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// TestArbitraryMoves feeds arbitrary values of Move to Check and Apply on
// states of random legal play: never a panic, and Check is nil exactly for
// the moves Legal lists.
func TestArbitraryMoves(t *testing.T) {
	rapid.Check(t, arbitraryMoves().Check)
}

// FuzzArbitraryMove is TestArbitraryMoves as a fuzz target: the fuzzer's
// bytes choose how far a game is played (to its end, at most) and every
// field of the move, for coverage guidance to find what Check lets
// through.
func FuzzArbitraryMove(f *testing.F) {
	arbitraryMoves().Fuzz(f)
}

// arbitraryMoves sets up the games the arbitrary moves are tried on.
func arbitraryMoves() rulebooktest.Moves[*State, Move] {
	return rulebooktest.Moves[*State, Move]{
		New: func(seed uint64) (*State, error) {
			return New(testContent, WithPlayers(2+int(seed%4)), WithEasyMode(seed%3 == 0), WithRule("round_limit", "60"))
		},
		Strings: []string{"red", "up", "take-red-1", "school", "bank", "2m", "5m"},
		Equal:   cmpStates,
	}
}

// TestHandBuiltMoves: moves built by hand (from JSON, say) that name no
// card, or carry fields their action does not use, are refused with a rule
// error, not a panic. Design: "any value of the move type gets an error,
// never a panic".
func TestHandBuiltMoves(t *testing.T) {
	fresh := func() *State {
		s, err := New(testContent, WithPlayers(3))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	midTurn := func() *State {
		s := fresh()
		r := rulebook.NewResolver(3)
		var buf []Move
		for s.round == 0 || len(s.stack) > 0 {
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			play(t, s, m.String())
		}
		return s
	}
	for _, tc := range []struct {
		reason string
		s      *State
		m      Move
	}{
		{"Procure names no card", midTurn(), Move{Action: ActTake}},
		{"Construct names no card", midTurn(), Move{Action: ActBuild}},
		{"Exchange names no hand card", midTurn(), Move{Action: ActExchange, Other: "2m"}},
		{"a hand ability names no card", midTurn(), Move{Action: ActUse}},
		{"Chance's deal names no card", fresh(), Move{Action: ActCard}},
		{"a deal with a seat it does not use", fresh(), Move{Action: ActCard, Card: "2m", Seat: 2}},
		{"the zero move", midTurn(), Move{}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			before := tc.s.Clone()
			err := tc.s.Apply(tc.m)
			if !errors.Is(err, rulebook.ErrIllegal) {
				t.Fatalf("Apply(%#v) = %v, want a rule error", tc.m, err)
			}
			if diff := cmpStates(before, tc.s); diff != "" {
				t.Errorf("a refused move changed the state (-want +got):\n%s", diff)
			}
		})
	}
}
