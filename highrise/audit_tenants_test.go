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

// useBlueprintCard makes card id this round's Blueprint Card.
func useBlueprintCard(t *testing.T, s *State, id string) {
	t.Helper()
	for i, b := range testContent.blueprints {
		if b.ID == id {
			s.bp[s.round] = int8(i)
			return
		}
	}
	t.Fatalf("no Blueprint Card %q", id)
}

// floorsOf is a multiset of Floors by colour name ("up" for UltraPlastic).
func floorsOf(t *testing.T, m map[string]int) Floors {
	t.Helper()
	var f Floors
	for c, n := range m {
		k := testContent.up
		if c != "up" {
			k = testContent.color(c)
		}
		f[k] = uint8(n)
	}
	return f
}

// "Actuary Firm: If a Building you Construct is an exact match of a
// Blueprint, Draw a random Floor from the bag. An exact match means that
// you are turning in Floors of exactly the same color as shown on the
// Blueprint. Using an UltraPlastic Floor to satisfy UltraPlastic in a
// Blueprint counts as an exact match. However, using UltraPlastic to
// satisfy a Floor on a Blueprint, or a Floor to satisfy an UltraPlastic on
// a Blueprint, does not count as an exact match. You may use Actuary Firm's
// power immediately when Constructing with it ... If you add extra Floors
// with Luxury Condo, you no longer have an exact match. ... If you add
// extra Floors as a Penthouse, you add them at the end of your turn after
// the Construction is finished, which does not affect the exact match."
// Blueprint C of bp-2010-1 asks for red, orange, green and an UltraPlastic.
func TestActuaryFirmExactMatch(t *testing.T) {
	for _, tc := range []struct {
		reason string
		yard   map[string]int
		build  string
		tenant string   // on the Building Space built on
		cards  []string // held before
		moves  []string // after the Blueprint, the Building placed
		want   int      // Floors the Actuary Firm draws
	}{
		{"the Blueprint's own colours and an UltraPlastic on its icon: exact",
			map[string]int{"red": 1, "orange": 1, "green": 1, "up": 1}, "build C red1+orange1+green1+up1", "", []string{"actuary-firm"}, []string{"place east-gardens-1"}, 1},
		{"an UltraPlastic standing in for the green Floor: not exact",
			map[string]int{"red": 1, "orange": 1, "up": 2}, "build C red1+orange1+up2", "", []string{"actuary-firm"}, []string{"place east-gardens-1"}, 0},
		{"a green Floor standing in for the UltraPlastic: not exact",
			map[string]int{"red": 1, "orange": 1, "green": 2}, "build C red1+orange1+green2", "", []string{"actuary-firm"}, []string{"place east-gardens-1"}, 0},
		{"constructing on the Actuary Firm: its card acts on this Building",
			map[string]int{"red": 1, "orange": 1, "green": 1, "up": 1}, "build C red1+orange1+green1+up1", "actuary-firm", nil, []string{"place east-gardens-1", "yes"}, 1},
		{"High-End Condo Floors added: no longer exact",
			map[string]int{"red": 2, "orange": 1, "green": 1, "up": 1}, "build C red1+orange1+green1+up1", "", []string{"actuary-firm", "high-end-condo"}, []string{"use high-end-condo", "pick red", "place east-gardens-1"}, 0},
		{"a Penthouse at the end of the turn: still exact",
			map[string]int{"red": 2, "orange": 1, "green": 1, "up": 1}, "build C red1+orange1+green1+up1", "", []string{"actuary-firm", "penthouse"}, []string{"place east-gardens-1", "use penthouse", "building east-gardens-1", "pick red"}, 1},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		useBlueprintCard(t, s, "bp-2010-1")
		for _, id := range tc.cards {
			give(t, s, 0, id, 1)
		}
		stockYard(s, 0, floorsOf(t, tc.yard))
		space := s.buildingSpace(testContent.hoodIndex("east-gardens"), 0)
		s.tenant[space] = -1
		if tc.tenant != "" {
			s.tenant[space] = int8(tenantIndex(t, tc.tenant))
		}
		onTurn(s, 0)
		play(t, s, "go eg-build-1", tc.build)
		drawn := 0
		for _, m := range tc.moves {
			drawn += drawAll(t, s, "black")
			play(t, s, m)
		}
		drawn += drawAll(t, s, "black")
		if diff := cmp.Diff(tc.want, drawn); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Condo Developer: "If you swap Floor colors with Condo Developer, you will
// not be able to use Actuary Firm for this Construction, as you no longer
// have an exact match." Blueprint A of bp-2010-1 asks for orange, black and
// blue; a red Floor switched to blue pays it with the Blueprint's colours,
// yet the Actuary Firm draws nothing. Without a switch it draws.
func TestActuaryFirmAfterCondoDeveloperSwitch(t *testing.T) {
	for _, tc := range []struct {
		reason string
		yard   map[string]int
		moves  []string
		want   int
	}{
		{"a red Floor switched to blue: no exact match", map[string]int{"orange": 1, "black": 1, "red": 1},
			[]string{"switch red blue", "build A black1+orange1+blue1", "place bayside-heights-2"}, 0},
		{"the Floors already right, no switch: exact", map[string]int{"orange": 1, "black": 1, "blue": 1},
			[]string{"no", "build A black1+orange1+blue1", "place bayside-heights-2"}, 1},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		useBlueprintCard(t, s, "bp-2010-1")
		give(t, s, 0, "actuary-firm", 1)
		stockYard(s, 0, floorsOf(t, tc.yard))
		for i := range s.tenant {
			if s.tenant[i] >= 0 {
				s.tenant[i] = -1
			}
		}
		s.tenant[s.buildingSpace(testContent.hoodIndex("bayside-heights"), 0)] = int8(tenantIndex(t, "condo-developer"))
		onTurn(s, 0)
		play(t, s, "go bh-tenant-1")
		play(t, s, tc.moves...)
		if diff := cmp.Diff(tc.want, drawAll(t, s, "red")); diff != "" {
			t.Errorf("%s: Floors the Actuary Firm draws (-want +got):\n%s", tc.reason, diff)
		}
	}
}
