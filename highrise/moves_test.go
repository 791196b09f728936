package highrise

import (
	"testing"

	"pgregory.net/rapid"

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
			players, mode := 3+int(seed%2), []string{ModeIntro, ModeStandard, ModeFull}[seed/2%3]
			if seed%5 == 0 {
				players, mode = 1+int(seed/5%2), ModeFull
			}
			return New(testContent, WithPlayers(players), WithMode(mode))
		},
		Strings: []string{"red", "up", "take-red-1", "bank", "2m", "5m", "park", "p2"},
		Equal:   cmpStates,
	}
}
