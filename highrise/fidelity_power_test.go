package highrise

// Rules-fidelity scenarios of Power Cards and Tenant powers (issue 10,
// High Rise items 9-15 and 20): each reached by moves, with the Chance
// outcomes chosen, and the rulebook sentence it pins quoted beside it.

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// constructAt readies seat p to construct in East Gardens from its first
// Construction Zone space, with the Floors of this round's Blueprint A and
// extra in its yards and tenant id on Building Space east-gardens-1 (no tenant for
// ""), and plays the move, the Blueprint and the placing on that space.
// Blueprint A is not yet built: the new Building has an Extra Floor.
func constructAt(t *testing.T, s *State, p int, id string, extra Floors) {
	t.Helper()
	emptyBonuses(s)
	clearBuildings(s)
	s.spires += s.p[p].Spires
	s.p[p].Spires = 0
	f := s.blueprint(0).Need
	f.add(extra)
	stockYard(s, p, f)
	space := s.buildingSpace(testContent.hoodIndex("east-gardens"), 0)
	s.tenant[space] = -1
	if id != "" {
		s.tenant[space] = int8(tenantIndex(t, id))
	}
	onTurn(s, p)
	play(t, s, "go eg-build-1", buildMove(s), "place "+testContent.nameOf('p', space))
}

// Power Cards: "when you use multiple Power Cards of the same name in the
// same action, you gain one Corruption for each extra Power Card with the
// same name beyond the first." A Tenant's stack and a Bonus Tile's stack
// hold cards of one name ("Some Power Cards share the same text, but have
// different numbers"); "This applies to High-Speed Elevator and Super
// High-Speed Elevator separately. If you play one High-Speed Elevator and
// one Super High-Speed Elevator on the same turn, you do not take
// Corruption, as they are Power Cards with different names."
func TestSameNamedCardsFromDifferentStacks(t *testing.T) {
	for _, tc := range []struct {
		reason string
		cards  [2]string
		moves  []string // after constructing, with no tenant on the space
		want   int      // Corruption gained by the two cards
	}{
		{"High-Speed Elevator from the Engineering Firm's stack and from a Bonus Tile: one name, one Corruption",
			[2]string{"high-speed-elevator-t", "high-speed-elevator"},
			[]string{"use high-speed-elevator-t", "use high-speed-elevator"}, 1},
		{"Super High-Speed Elevator from the Electronics Manufacturer's stack and from a Bonus Tile: one Corruption",
			[2]string{"super-high-speed-elevator-t", "super-high-speed-elevator"},
			[]string{"use super-high-speed-elevator-t", "use super-high-speed-elevator"}, 1},
		{"Penthouse from the Architecture Firm's stack and from a Bonus Tile, at the end of the turn: one Corruption",
			[2]string{"penthouse-t", "penthouse"},
			[]string{"use penthouse-t", "building east-gardens-1", "pick red", "done", "use penthouse", "building east-gardens-1", "pick red"}, 1},
		{"a High-Speed Elevator and a Super High-Speed Elevator: different names, no Corruption",
			[2]string{"high-speed-elevator-t", "super-high-speed-elevator"},
			[]string{"use high-speed-elevator-t", "use super-high-speed-elevator"}, 0},
	} {
		s := ready(t, 4, ModeFull)
		for _, id := range tc.cards {
			give(t, s, 0, id, 1)
		}
		s.p[0].Corruption = 0
		constructAt(t, s, 0, "", Floors{2})
		before := s.Corruption(0)
		play(t, s, tc.moves...)
		if diff := cmp.Diff(tc.want, s.Corruption(0)-before); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// stopOnOwn readies seat p, with f in its yards, to stop on the Tenant
// space of its own Building on Building Space downtown-1, whose tenant is
// id, and plays the move.
func stopOnOwn(t *testing.T, s *State, p int, id string, f Floors) {
	t.Helper()
	emptyBonuses(s)
	clearBuildings(s)
	stockYard(s, p, f)
	dt := testContent.hoodIndex("downtown")
	setBuilding(s, dt, 0, p, 6)
	s.tenant[s.buildingSpace(dt, 0)] = int8(tenantIndex(t, id))
	onTurn(s, p)
	play(t, s, "go dt-tenant-1")
}

// Stopping on a Space with a Building you own: "you may draw one Floor from
// the bag randomly into your Construction Yards, but if you do so, you must
// gain a Corruption first ... You may choose whether to take the Tenant
// Power or the random Floor with Corruption first." With Highway Office
// ("score 1 VP for every Floor you have in your Construction Yards") the
// order shows in the VP.
func TestOwnBuildingFloorBeforeOrAfterPower(t *testing.T) {
	type got struct{ VP, Corruption, Floors int }
	for _, tc := range []struct {
		reason string
		moves  []string
		want   got
	}{
		{"the Floor first: 4 Floors when Highway Office scores", []string{"yes", "floor red"}, got{4, 1, 4}},
		{"the power first: it scores the 3 Floors, then the Floor for a Corruption", []string{"no", "yes", "floor red"}, got{3, 1, 4}},
		{"the power only", []string{"no", "no"}, got{3, 0, 3}},
	} {
		s := ready(t, 4, ModeFull)
		s.p[0].Corruption = 0
		vp := s.Scores()[0]
		stopOnOwn(t, s, 0, "highway-office", Floors{3})
		play(t, s, tc.moves...)
		if s.ToMove() == 0 {
			t.Errorf("%s: still asked: %s", tc.reason, s.Prompt())
		}
		g := got{s.Scores()[0] - vp, s.Corruption(0), s.p[0].Yard.Total()}
		if diff := cmp.Diff(tc.want, g); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
