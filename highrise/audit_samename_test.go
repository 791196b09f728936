package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Same-name Corruption counts Power Cards, not the times one card acts:
// "when you use multiple Power Cards of the same name in the same action,
// you gain one Corruption for each extra Power Card with the same name
// beyond the first" and "If you play multiple cards with the same name on
// the same turn, you gain one Corruption for each one after the first".
// One Shipping Firm ("When you Draw a random Floor from the bag, Draw an
// additional random Floor") acts after each random draw of the 5-Star
// Restaurant ("Immediately Draw 2 Floors from the bag. You may gain one
// Corruption and Draw a third Floor from the bag"): one card, so the only
// Corruption is the Restaurant's own. So the rulebook reads an Ongoing
// card acting again (Investment Firm: "Since this is an Ongoing power, you
// may use it several times in the same round, or even the same turn").
func TestOneOngoingCardActingTwiceIsOneCard(t *testing.T) {
	for _, tc := range []struct {
		reason     string
		moves      []string
		yard       map[string]int
		corruption int
	}{
		{"no third Floor: the Shipping Firm acts once", []string{"floor red", "floor green", "floor blue", "no"},
			map[string]int{"red": 1, "green": 1, "blue": 1}, 0},
		{"the third Floor: the one Shipping Firm acts again, no Corruption for it", []string{"floor red", "floor green", "floor blue", "yes", "floor black", "floor orange"},
			map[string]int{"red": 1, "green": 1, "blue": 1, "black": 1, "orange": 1}, 1},
	} {
		s := ready(t, 4, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		stockYard(s, 0, Floors{})
		give(t, s, 0, "shipping-firm", 1)
		s.tenant[s.buildingSpace(testContent.hoodIndex("harbourside"), 0)] = int8(tenantIndex(t, "five-star-restaurant"))
		onTurn(s, 0)
		before := s.Corruption(0)
		play(t, s, "go hb-tenant-1")
		play(t, s, tc.moves...)
		if s.ToMove() == rulebook.Chance {
			t.Errorf("%s: another draw is pending at %q", tc.reason, s.Prompt())
		}
		if diff := cmp.Diff(tc.yard, s.Yard(0)); diff != "" {
			t.Errorf("%s: p0's Floors (-want +got):\n%s", tc.reason, diff)
		}
		if got := s.Corruption(0) - before; got != tc.corruption {
			t.Errorf("%s: p0 gained %d Corruption, want %d", tc.reason, got, tc.corruption)
		}
	}
}
