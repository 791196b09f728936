package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Not Enough Floors in the Bag?: "choose any Floor directly from the
// Construction Yards of the player with the most Floors". What comes in
// place of a Floor from the bag is a Floor, never an UltraPlastic: "There
// should never be any UltraPlastic in the bag at any point in the game",
// Trade/Choose "You can't get UltraPlastic from this Action Space", Banquet
// Hall "You may not get UltraPlastic from the Banquet Hall". With the bag
// empty, p1 holds the most (UltraPlastic counted, as it fills a space "like
// a regular Floor"): p0 takes one of p1's Floors, not its UltraPlastic;
// when p1's are all UltraPlastic, nothing comes ("you simply draw no more").
func TestShortageGivesNoUltraPlastic(t *testing.T) {
	for _, tc := range []struct {
		reason string
		tenant string
		p1     map[string]int
		want   map[string]bool // p0's choices
	}{
		{"Banquet Hall, p1 with red Floors and UltraPlastic: a red Floor only", "banquet-hall", map[string]int{"red": 2, "up": 2}, map[string]bool{"from p1 red": true}},
		{"Theatre's random draw, p1 with red Floors and UltraPlastic: a red Floor only", "theatre", map[string]int{"red": 2, "up": 2}, map[string]bool{"from p1 red": true}},
		{"Theatre's random draw, p1 with UltraPlastic only: no Floor comes", "theatre", map[string]int{"up": 3}, map[string]bool{}},
	} {
		s := ready(t, 4, ModeStandard)
		for p := range s.seats() {
			s.returnFloors(&s.p[p].Yard)
		}
		stockYard(s, 1, floorsOf(t, tc.p1))
		s.bag = Floors{}
		activate(t, s, 0, tc.tenant)
		got := map[string]bool{}
		if s.ToMove() == 0 {
			got = legalStrings(s)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: p0's choices (-want +got):\n%s\nprompt: %s", tc.reason, diff, s.Prompt())
		}
	}
}
