package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Tenant powers of Appendix III that no other test pinned, each played
// through the moves from a chosen position.

// "Stockbroker: You may play Stockbroker to repeat the power of any Action
// Space you have just taken, except for Stockbroker." The entry names no
// cost: repeating a Take a Floor space takes a second red Floor, and the
// Corruption is only the one the player opts into.
func TestStockbrokerRepeatsForNothing(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	stockYard(s, 0, Floors{})
	s.p[0].Corruption = 0
	k := give(t, s, 0, "stockbroker", 1)
	onTurn(s, 0)
	play(t, s, "go eg-floors-1", "no")
	play(t, s, "use stockbroker")
	play(t, s, "no")
	type got struct {
		Yard       map[string]int
		Corruption int
		Held       int
	}
	want := got{map[string]int{"red": 2}, 0, 0}
	if diff := cmp.Diff(want, got{s.Yard(0), s.Corruption(0), int(s.p[0].Up[k])}); diff != "" {
		t.Errorf("a red Floor, then the Stockbroker repeating it (-want +got):\n%s", diff)
	}
}
