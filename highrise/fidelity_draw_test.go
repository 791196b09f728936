package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Shipping Firm: "When you Draw a random Floor from the bag, Draw an
// additional random Floor. Shipping Firm only activates if you Draw
// randomly." Overseas Electronics Manufacturer: "Choose a Black Floor out
// of the bag. Then Draw a random Floor from the bag. If this Floor is Black
// as well, Draw a third Floor." Its random draw is a draw like any other:
// one additional Floor after it, as after the Casino's ("Draw your
// additional Floor after you stop or go bust").
func TestShippingFirmOnOverseasElectronicsDraw(t *testing.T) {
	for _, tc := range []struct {
		reason string
		draws  []string
		want   map[string]int
	}{
		{"a red Floor drawn: no third, then the Shipping Firm's Floor", []string{"floor red", "floor green"}, map[string]int{"black": 1, "red": 1, "green": 1}},
		{"black, then a third Floor, then the Shipping Firm's Floor", []string{"floor black", "floor red", "floor blue"}, map[string]int{"black": 2, "red": 1, "blue": 1}},
	} {
		s := ready(t, 4, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		stockYard(s, 0, Floors{})
		give(t, s, 0, "shipping-firm", 1)
		s.tenant[s.buildingSpace(testContent.hoodIndex("harbourside"), 0)] = int8(tenantIndex(t, "overseas-electronics-manufacturer"))
		onTurn(s, 0)
		play(t, s, "go hb-tenant-1")
		play(t, s, tc.draws...)
		if s.ToMove() == rulebook.Chance {
			t.Errorf("%s: another draw is pending", tc.reason)
		}
		if diff := cmp.Diff(tc.want, s.Yard(0)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
