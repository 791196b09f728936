package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Gold-Plated Suite, as draw_up_to over each Yard: "You may Draw up to 5
// random Floors into each of your Construction Yards. For each
// Construction Yard you Draw Floors into, gain 3 Corruption." A Yard left
// out (count 0) is not drawn into and costs nothing; the next Yard is
// still offered, as each Yard is the player's to draw into or not.
func TestSuiteYardLeftOut(t *testing.T) {
	type got struct {
		Corruption, Floors int
		Asks               bool // the Suite still asks after the moves
	}
	for _, tc := range []struct {
		reason string
		yards  int
		moves  []string
		want   got
	}{
		{"three empty Yards: 1 into the first, none into the second, 2 into the third: two Yards drawn into, 6 Corruption",
			2, []string{"count 1", "floor red", "count 0", "count 2", "floor red", "floor blue"}, got{6, 3, false}},
		{"three empty Yards: 1 into the first, then none into either other: 3 Corruption",
			2, []string{"count 1", "floor red", "count 0", "count 0"}, got{3, 1, false}},
		{"three empty Yards: after none into the second, the third is asked",
			2, []string{"count 1", "floor red", "count 0"}, got{3, 1, true}},
	} {
		s := ready(t, 4, ModeFull)
		suiteAt(t, s, 0, tc.yards, 0, 0)
		play(t, s, "go dt-tenant-1")
		play(t, s, tc.moves...)
		floors := 0
		for _, n := range s.Yard(0) {
			floors += n
		}
		if diff := cmp.Diff(tc.want, got{s.Corruption(0), floors, s.ToMove() == 0}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
