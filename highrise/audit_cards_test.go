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

// "Place the Corruption Limit Marker on the Corruption track at this
// value." End of Round (1-Player Game): "compare your Corruption to the
// Corruption Limit indicated by the Corruption Limit Marker." Nothing takes
// the marker off the track, so a round that sets no new limit is compared
// with the marker where an earlier round left it; before it is first placed
// ("Place one Marker ... next to the VP/Corruption board") there is none.
// (With the shipped board's four Construction Zones and five Blueprints a
// round always sets one; the rule is pinned for content where it does not.)
func TestSoloCorruptionLimitMarkerStays(t *testing.T) {
	for _, tc := range []struct {
		why      string
		limit    int8
		setNow   bool
		corr     uint8
		wantVP   int16
		wantView int
	}{
		{"set this round: 3 spaces behind 7, 3 VP", 7, true, 4, 13, 7},
		{"left by an earlier round at 7: still compared, 3 VP", 7, false, 4, 13, 7},
		{"left by an earlier round at 7, 2 over: 6 VP lost", 7, false, 9, 4, 7},
		{"never placed: no comparison", -1, false, 4, 10, -1},
	} {
		s := ready(t, 1, ModeFull)
		s.stack = s.stack[:0]
		s.limit, s.limitSet = tc.limit, tc.setNow
		if tc.setNow {
			s.limitBP = 0
		}
		s.p[0].Corruption, s.p[0].VP = tc.corr, 10
		view := s.View(0).Solo.CorruptionLimit
		s.penalty()
		if diff := cmp.Diff([]int{int(tc.wantVP), tc.wantView}, []int{int(s.p[0].VP), view}); diff != "" {
			t.Errorf("%s: [VP, the view's Corruption Limit] (-want +got):\n%s", tc.why, diff)
		}
	}
}
