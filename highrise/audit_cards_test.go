package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Mayor's Office: "You gain one Corruption when using Mayor's Office."
// "When you use Mayor's Office on a 'Lose 2 Corruption' Space, you will lose
// a net of one Corruption." Lose Corruption: "If you have only one
// Corruption, lose it. You may not take this Action Space if you have zero
// Corruption." The card's Corruption comes before the space's action ("you
// may do them in any order you like"), so at zero Corruption the occupied
// Lose 2 Corruption space may be shared: one gained, that one lost.
func TestMayorsOfficeAtZeroCorruption(t *testing.T) {
	s := ready(t, 4, ModeFull)
	emptyBonuses(s)
	give(t, s, 0, "mayors-office", 1)
	onTurn(s, 0)
	id := spaceWith(t, s, "lose-corruption")
	s.p[1].Pos, s.p[1].Arrive = int8(trackIndex(t, s, id)), 1
	s.p[0].Corruption = 0
	if !legalStrings(s)["go "+id+" mayor"] {
		t.Fatalf("at zero Corruption Mayor's Office's Corruption makes the Lose 2 Corruption space possible: %v", s.Legal())
	}
	play(t, s, "go "+id+" mayor")
	if diff := cmp.Diff(0, s.Corruption(0)); diff != "" {
		t.Errorf("0 Corruption, +1 for Mayor's Office, then the only one lost (-want +got):\n%s", diff)
	}
}
