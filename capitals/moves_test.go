package capitals

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook/rulebooktest"
)

// TestArbitraryMoves feeds arbitrary values of Move to Check and Apply on
// states of random legal play: never a panic, and Check is nil exactly for
// the moves Legal lists.
func TestArbitraryMoves(t *testing.T) {
	h := rulebooktest.Moves[*State, Move]{
		New: func(seed uint64) (*State, error) {
			return New(testContent, WithPlayers(2+int(seed%4)), WithProsperity(seed%3 == 0))
		},
		Strings: []string{"red", "up", "take-red-1", "bank", "2m", "5m"},
		Equal:   cmpDiff,
	}
	rapid.Check(t, h.Check)
}
