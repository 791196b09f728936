package highrise

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Components: "All other bits are component-limited. If you run out of one
// of them, you may not take it!" Actions: "When you stop on a printed
// Action Space, you must perform the pictured action. If you cannot perform
// the action, you may not stop on that space." No More Power Cards for a
// Tenant Tile: "If a Tenant Tile runs out of Power Cards, players may still
// move onto that Action Space, but they do not get a Power Card for that
// Tenant. If there is a Building connected to the Tenant, the Building
// owner still draws a Floor from the bag as normal." With the UltraPlastic
// supply empty, the printed Take an UltraPlastic space is closed, but a
// Tenant whose power gives an UltraPlastic (Research Firm) is not: like a
// Tenant out of Power Cards (and Metal Importer out of Spires), the mover
// may stop there and gets none, and the Building's owner still draws.
func TestUltraPlasticRunsOut(t *testing.T) {
	for _, tc := range []struct {
		reason string
		ultra  int    // UltraPlastic left in the supply
		space  string // where p0 goes
		open   bool
		up     int // p0's UltraPlastic after the stop
	}{
		{"Take an UltraPlastic with one in the supply: open, p0 takes it", 1, "dt-floors-2", true, 1},
		{"Take an UltraPlastic with none in the supply: the printed action cannot be done, closed", 0, "dt-floors-2", false, 0},
		{"Research Firm with one in the supply: p0 takes it, p1 draws", 1, "research", true, 1},
		{"Research Firm with none in the supply: p0 may stop, takes none, p1 still draws", 0, "research", true, 0},
	} {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		emptyBonuses(s)
		eg := testContent.hoodIndex("east-gardens")
		idx := s.buildingSpace(eg, 0)
		s.tenant[idx] = int8(tenantIndex(t, "research-firm"))
		setBuilding(s, eg, 0, 1, 6)
		for p := range s.seats() {
			stockYard(s, p, Floors{})
		}
		s.ultra = uint8(tc.ultra) // the rest are in the box of this test
		onTurn(s, 0)
		space := tc.space
		if space == "research" {
			space = s.side.Spaces[s.side.TenantSpace[idx]].ID
		}
		move := "go " + space
		if got := legalStrings(s)[move]; got != tc.open {
			t.Errorf("%s: %q offered %v, want %v: %v", tc.reason, move, got, tc.open, legalText(s))
			continue
		}
		m, err := s.ParseMove(move)
		if err != nil {
			t.Fatal(err)
		}
		if !tc.open {
			before := stateText(s)
			if err := s.Apply(m); !errors.Is(err, rulebook.ErrIllegal) || !strings.Contains(err.Error(), "cannot") {
				t.Errorf("%s: Apply(%q) = %v, want a refusal citing the rule", tc.reason, move, err)
			}
			if diff := cmp.Diff(before, stateText(s)); diff != "" {
				t.Errorf("%s: the refused move changed the state (-want +got):\n%s", tc.reason, diff)
			}
			continue
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		for s.ToMove() == 0 && s.Prompt() != "" && legalStrings(s)["no"] {
			play(t, s, "no") // no random Floor for a Corruption
		}
		if space != "dt-floors-2" {
			if s.ToMove() != rulebook.Chance || !strings.Contains(s.Prompt(), "for p1") {
				t.Fatalf("%s: %v to move (%s), want Chance drawing for p1, the Building's owner", tc.reason, s.ToMove(), s.Prompt())
			}
			play(t, s, "floor green")
		}
		got := []int{int(s.p[0].Yard[testContent.up]), int(s.ultra)}
		if diff := cmp.Diff([]int{tc.up, tc.ultra - tc.up}, got); diff != "" {
			t.Errorf("%s: [p0's UltraPlastic, the supply's] (-want +got):\n%s", tc.reason, diff)
		}
	}
}
