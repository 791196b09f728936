package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Construction Firm with an empty bag, its player holding two Shipping
// Firms. "If you are the player with the most Floors in your Construction
// Yards (or if you're tied for the most), then you simply draw no more
// Floors" (Not Enough Floors in the Bag?): nothing is drawn, so the
// Shipping Firms, "When you Draw a random Floor from the bag, Draw an
// additional random Floor", have nothing to act on, and the second is not
// offered for a Corruption ("you gain one Corruption for each extra Power
// Card with the same name beyond the first"). When another player has more
// Floors, a Floor comes from them, and the second Shipping Firm is offered.
func TestConstructionFirmEmptyBagShippingFirm(t *testing.T) {
	type got struct {
		Asked      bool // p0 is asked to use another Shipping Firm
		Corruption int  // gained
	}
	for _, tc := range []struct {
		reason string
		others int // Floors of each other player; p0 holds 3
		moves  []string
		want   got
	}{
		{"p0 has the most Floors: no Floor comes, no Shipping Firm acts, none is offered", 0, nil, got{false, 0}},
		{"p0 tied for the most: no Floor comes either", 3, nil, got{false, 0}},
		{"the others have more: the Construction Firm's Floor (one Yard) comes from p1, the first Shipping Firm's from p2, and the second Shipping Firm is offered", 6,
			[]string{"from p1 red", "from p2 red"}, got{true, 0}},
	} {
		s := ready(t, 4, ModeStandard)
		returnEveryYard(s)
		stockYard(s, 0, Floors{3})
		for p := 1; p < s.seats(); p++ {
			stockYard(s, p, Floors{uint8(tc.others)})
		}
		s.bag = Floors{}
		give(t, s, 0, "shipping-firm", 2)
		corruption := s.Corruption(0)
		activate(t, s, 0, "construction-firm")
		play(t, s, tc.moves...)
		asked := s.ToMove() == 0 && strings.Contains(s.Prompt(), "use another Shipping Firm")
		if diff := cmp.Diff(tc.want, got{asked, s.Corruption(0) - corruption}); diff != "" {
			t.Errorf("%s (-want +got):\n%s\nprompt: %s", tc.reason, diff, s.Prompt())
		}
	}
}
