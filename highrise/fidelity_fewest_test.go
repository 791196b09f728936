package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Banquet Hall, with more than one player: "With the fewest Corruption
// (ties count), choose one Floor from the bag; otherwise choose 2" ("all
// ties are ultra-'friendly'", Ultra-"Friendly" Tiebreakers).
func TestBanquetHallFewestCorruption(t *testing.T) {
	for _, tc := range []struct {
		reason     string
		corruption []int
		want       int
	}{
		{"fewest alone: one Floor", []int{1, 3, 2, 4}, 1},
		{"tied for fewest: one Floor", []int{2, 2, 5, 3}, 1},
		{"all at zero: one Floor", []int{0, 0, 0, 0}, 1},
		{"one player has less: two Floors", []int{3, 2, 5, 6}, 2},
	} {
		s := ready(t, 4, ModeStandard)
		for p, c := range tc.corruption {
			s.p[p].Corruption = uint8(c)
		}
		activate(t, s, 0, "banquet-hall")
		chosen := 0
		for s.ToMove() == 0 && legalStrings(s)["pick red"] && chosen < 5 {
			play(t, s, "pick red")
			chosen++
		}
		if diff := cmp.Diff(tc.want, chosen); diff != "" {
			t.Errorf("%s: Floors chosen (-want +got):\n%s", tc.reason, diff)
		}
	}
}
