package highrise

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
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

// "Media Conglomerate: Every time you Draw a Floor as a result of someone
// using your Tenant, Draw an additional Floor. You may activate Media
// Conglomerate if you land on your own Tenant. However, remember that you
// may only Draw from the bag if you gain a Corruption first when landing on
// your own Tenant! In this case, you may only activate Media Conglomerate
// after you have gained the Corruption to Draw from the bag." Seat 0 holds
// the card and owns the Building on downtown-1, whose Tenant is the Obelisk.
func TestMediaConglomerate(t *testing.T) {
	type got struct{ Floors, Corruption int }
	for _, tc := range []struct {
		reason string
		who    int      // the seat stopping on dt-tenant-1
		moves  []string // seat 0's answers after the stop
		want   got
	}{
		{"another player stops on the Tenant: the owner's Floor and one more", 1, nil, got{2, 0}},
		{"landing on your own Tenant, a Corruption for the Floor: one more", 0, []string{"yes"}, got{2, 1}},
		{"landing on your own Tenant without the Corruption: no Floor, none more", 0, []string{"no", "no"}, got{0, 0}},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		give(t, s, 0, "media-conglomerate", 1)
		for p := range s.p[:3] {
			stockYard(s, p, Floors{})
			s.p[p].Corruption = 0
		}
		dt := testContent.hoodIndex("downtown")
		setBuilding(s, dt, 0, 0, 6)
		s.tenant[s.buildingSpace(dt, 0)] = int8(tenantIndex(t, "obelisk"))
		onTurn(s, tc.who)
		play(t, s, "go dt-tenant-1")
		for _, m := range tc.moves {
			drawAll(t, s, "red")
			play(t, s, m)
		}
		drawAll(t, s, "red")
		if diff := cmp.Diff(tc.want, got{s.p[0].Yard.Total(), s.Corruption(0)}); diff != "" {
			t.Errorf("%s: the owner's [Floors, Corruption] (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Media Conglomerate, "1p Game Only: This Tenant only takes effect when you
// land on your own Buildings." A Neutral Mogul blocking on the Tenant of
// your Building lets you draw a Floor for a Corruption, as normal, and no
// more; your own Mogul landing there draws one more.
func TestMediaConglomerateOnePlayer(t *testing.T) {
	type got struct{ Floors, Corruption int }
	for _, tc := range []struct {
		reason  string
		neutral bool
		want    got
	}{
		{"a Neutral Mogul blocks on your Tenant: one Floor for a Corruption, none more", true, got{1, 1}},
		{"you land on your own Tenant: one Floor for a Corruption, and one more", false, got{2, 1}},
	} {
		s := ready(t, 1, ModeFull)
		emptyBonuses(s)
		for i := range s.line {
			s.line[i] = -1 // no Bonus Tile to take on the way
		}
		clearBuildings(s)
		give(t, s, 0, "media-conglomerate", 1)
		stockYard(s, 0, Floors{})
		s.p[0].Corruption = 0
		hb := testContent.hoodIndex("harbourside")
		setBuilding(s, hb, 0, 0, 6)
		s.tenant[s.buildingSpace(hb, 0)] = int8(tenantIndex(t, "obelisk"))
		if tc.neutral {
			// Behind the lead player, past East Gardens' Construction Zone.
			s.p[2].Pos = int8(trackIndex(t, s, "eg-trade-2"))
			neutralTurn(t, s, 1, "eg-trade-1", "hb-floors-1")
			play(t, s, "block", "yes")
		} else {
			onTurn(s, 0)
			s.p[0].Pos = int8(trackIndex(t, s, "hb-floors-1")) // no Construction Zone passed
			play(t, s, "go hb-tenant-1", "yes")
		}
		drawAll(t, s, "red")
		if diff := cmp.Diff(tc.want, got{s.p[0].Yard.Total(), s.Corruption(0)}); diff != "" {
			t.Errorf("%s: [Floors, Corruption] (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// "Planning Office: After you Construct in a Neighborhood you had no
// Building in yet, Draw one Floor." Seat 0 holds the card and constructs
// Blueprint A from East Gardens' first Construction space.
func TestPlanningOffice(t *testing.T) {
	for _, tc := range []struct {
		reason string
		own    string // a Neighborhood where seat 0 already has a Building, "" for none
		place  string
		want   int
	}{
		{"the first Building in East Gardens: one Floor", "", "place east-gardens-1", 1},
		{"a Building in East Gardens already: nothing", "east-gardens", "place east-gardens-1", 0},
		{"a Building elsewhere only: East Gardens is new, one Floor", "downtown", "place east-gardens-1", 1},
		{"in the Suburbs: no Neighborhood, nothing", "", "suburbs", 0},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		for i := range s.tenant {
			if s.tenant[i] >= 0 {
				s.tenant[i] = -1
			}
		}
		give(t, s, 0, "planning-office", 1)
		if tc.own != "" {
			setBuilding(s, testContent.hoodIndex(tc.own), 2, 0, 5)
		}
		stockYard(s, 0, s.blueprint(0).Need)
		onTurn(s, 0)
		play(t, s, "go eg-build-1", buildMove(s))
		if tc.place == "suburbs" {
			// East Gardens full of taller Buildings: too short for it.
			for slot := 0; slot < s.side.HoodSlots; slot++ {
				setBuilding(s, testContent.hoodIndex("east-gardens"), slot, 1, 12)
			}
		}
		play(t, s, tc.place)
		if diff := cmp.Diff(tc.want, drawAll(t, s, "red")); diff != "" {
			t.Errorf("%s: Floors drawn (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// stopOnTenant puts tenant id on Building Space slot of neighborhood hood,
// with no other Tenant on the board, gives seat p the move and stops it on
// the Tenant's space.
func stopOnTenant(t *testing.T, s *State, p int, id, hood string, slot int) {
	t.Helper()
	for i := range s.tenant {
		if s.tenant[i] >= 0 {
			s.tenant[i] = -1
		}
	}
	idx := s.buildingSpace(testContent.hoodIndex(hood), slot)
	s.tenant[idx] = int8(tenantIndex(t, id))
	onTurn(s, p)
	play(t, s, "go "+s.side.Spaces[s.side.TenantSpace[idx]].ID)
}

// "Labor Union: Take 3 red Floors from the bag, or gain one Corruption and
// take 3 Floors of any single other color from the bag." "Trade Union:
// Choose one Floor from the bag. You may gain one Corruption to Choose
// another Floor of the same or a different color from the bag."
func TestLaborUnionAndTradeUnion(t *testing.T) {
	for _, tc := range []struct {
		reason string
		tenant string
		moves  []string
		want   yardAndCorruption
	}{
		{"Labor Union: 3 red Floors, no Corruption", "labor-union", []string{"either 1"}, yardAndCorruption{map[string]int{"red": 3}, 0}},
		{"Labor Union: a Corruption and 3 blue Floors", "labor-union", []string{"either 2", "pick blue"}, yardAndCorruption{map[string]int{"blue": 3}, 1}},
		{"Trade Union: one chosen Floor", "trade-union", []string{"pick green", "no"}, yardAndCorruption{map[string]int{"green": 1}, 0}},
		{"Trade Union: a Corruption for another of the same colour", "trade-union", []string{"pick green", "yes", "pick green"}, yardAndCorruption{map[string]int{"green": 2}, 1}},
		{"Trade Union: a Corruption for another of a different colour", "trade-union", []string{"pick green", "yes", "pick black"}, yardAndCorruption{map[string]int{"green": 1, "black": 1}, 1}},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		stockYard(s, 0, Floors{})
		s.p[0].Corruption = 0
		stopOnTenant(t, s, 0, tc.tenant, "harbourside", 0)
		play(t, s, tc.moves...)
		if diff := cmp.Diff(tc.want, yardAndCorruption{s.Yard(0), s.Corruption(0)}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// "Observation Deck: Construct and score a Building. Do not place the
// Building on the board, but immediately put it back into the supply. Then
// Draw 5 Floors from the bag." Blueprint A paid exactly, first built this
// round: its Floors, an Extra Floor and one per UltraPlastic icon in VP,
// nothing on the board, 5 Floors drawn.
func TestObservationDeck(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	b := s.blueprint(0)
	stockYard(s, 0, b.Need)
	s.p[0].VP = 0
	stopOnTenant(t, s, 0, "observation-deck", "city-center", 0)
	play(t, s, buildMove(s))
	drawn := drawAll(t, s, "red")
	on := 0
	for i := range s.bld {
		if s.bld[i].Owner >= 0 {
			on++
		}
	}
	if diff := cmp.Diff([]int{b.Size + 1 + int(b.Need[testContent.up]), 0, 5}, []int{s.Scores()[0], on, drawn}); diff != "" {
		t.Errorf("[VP, Buildings on the board, Floors drawn] (-want +got):\n%s", diff)
	}
}

// Analytics Firm: "It is possible to use Analytics Firm to construct
// multiple times in the same turn. For example, if you construct a Building
// on Analytics Firm, you may immediately use its power to construct again,
// provided you have appropriate Floors in your Construction Yard." Private
// Contractor: "It is possible to use Private Contractor to construct
// multiple times in the same turn" (each time in the City Center, with its
// one Corruption, "You do not gain extra Corruption for Building in the
// City Center"). Blueprint A of bp-2010-1 (orange, black, blue) twice: 4
// VP with the Extra Floor of the first, then 3.
func TestConstructingAgainOnTheTenant(t *testing.T) {
	type got struct {
		VP, Corruption int
		Buildings      []string
	}
	for _, tc := range []struct {
		reason string
		tenant string
		moves  []string
		want   got
	}{
		{"Analytics Firm, then its power again from the new Building: no Corruption, any Neighborhood",
			"analytics-firm", []string{"build A black1+orange1+blue1", "place city-center-1", "yes", "build A black1+orange1+blue1", "place harbourside-1"},
			got{7, 0, []string{"harbourside-1", "city-center-1"}}},
		{"Private Contractor twice: a chosen Floor, the City Center and a Corruption each time",
			"private-contractor", []string{"pick blue", "build A black1+orange1+blue1", "place city-center-1", "yes", "pick blue", "build A black1+orange1+blue1", "place city-center-2"},
			got{7, 2, []string{"city-center-1", "city-center-2"}}},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		useBlueprintCard(t, s, "bp-2010-1")
		s.p[0].Corruption, s.p[0].VP = 0, 0
		stockYard(s, 0, floorsOf(t, map[string]int{"orange": 2, "black": 2, "blue": 2}))
		if tc.tenant == "private-contractor" {
			stockYard(s, 0, floorsOf(t, map[string]int{"orange": 2, "black": 2}))
		}
		stopOnTenant(t, s, 0, tc.tenant, "city-center", 0)
		play(t, s, tc.moves...)
		var on []string // in Building Space order
		for i := range s.bld[:s.buildingSpaces()] {
			if s.bld[i].Owner == 0 {
				on = append(on, testContent.nameOf('p', i))
			}
		}
		if diff := cmp.Diff(tc.want, got{s.Scores()[0], s.Corruption(0), on}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Transit Hub: "If your Mogul is stacked on top of at least one other
// player's Mogul (because of Mayor's Office), it is still considered behind
// that Mogul at the start of your turn." p0's Mogul is on top of p1's and
// p2's on eg-floors-1 (they slid beneath it); p0 moves on to hb-floors-1,
// past them all: the Transit Hub draws a Floor onto the card.
func TestTransitHubFromTheTopOfAStack(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	stockYard(s, 0, Floors{})
	k := give(t, s, 0, "transit-hub", 1)
	onTurn(s, 0)
	q := int8(trackIndex(t, s, "eg-floors-1"))
	for p := range 3 {
		s.p[p].Pos, s.p[p].Arrive = q, int16(p) // p0 arrived first: on top
	}
	s.p[1].Shared, s.p[2].Shared = true, true
	play(t, s, "go hb-floors-1", "no")
	drawAll(t, s, "green")
	if diff := cmp.Diff(map[string]int{"green": 1}, floorsName(s.p[0].OnCard)); diff != "" {
		t.Errorf("Floors on p0's Transit Hub (-want +got):\n%s", diff)
	}
	if s.p[0].Up[k] != 1 {
		t.Errorf("p0's Transit Hub is gone")
	}
}

// floorsName is a multiset of Floors by colour name.
func floorsName(f Floors) map[string]int {
	out := map[string]int{}
	for k, n := range f {
		if n > 0 {
			out[testContent.colorName(k)] = int(n)
		}
	}
	return out
}

// dot.com: "You may not use a Floor from dot.com to match a Blueprint in
// the Building you just constructed. You may use it for Power Cards like
// High-End Condo or Penthouse on that Building." p0 holds dot.com and
// High-End Condo and constructs Blueprint A of bp-2010-1 (orange, black,
// blue) first this round, with no other Floor: 4 floors. Right after, the
// Extra Floor's dot.com draws a green Floor, and the High-End Condo puts
// it in the new Building: 5 floors and 5 VP.
func TestDotComFloorIntoHighEndCondo(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	useBlueprintCard(t, s, "bp-2010-1")
	give(t, s, 0, "dot-com", 1)
	give(t, s, 0, "high-end-condo", 1)
	for i := range s.tenant {
		if s.tenant[i] >= 0 {
			s.tenant[i] = -1
		}
	}
	stockYard(s, 0, floorsOf(t, map[string]int{"orange": 1, "black": 1, "blue": 1}))
	s.p[0].VP = 0
	onTurn(s, 0)
	play(t, s, "go eg-build-1", "build A black1+orange1+blue1")
	if legalStrings(s)["use high-end-condo"] {
		t.Errorf("before the Building is placed, with no Floor left, the High-End Condo is offered")
	}
	play(t, s, "place east-gardens-1", "use dot-com", "floor green", "use high-end-condo", "pick green")
	b := s.bld[s.buildingSpace(testContent.hoodIndex("east-gardens"), 0)]
	if diff := cmp.Diff([]int{5, 5, 0}, []int{int(b.Height), s.Scores()[0], s.p[0].Yard.Total()}); diff != "" {
		t.Errorf("[the Building's floors, VP, Floors left] (-want +got):\n%s", diff)
	}
}

// A construction within a construction keeps each Building's own end:
// "Actuary Firm: If a Building you Construct is an exact match of a
// Blueprint, Draw a random Floor from the bag" is read for each Building,
// and "It is possible to use Analytics Firm to construct multiple times in
// the same turn. For example, if you construct a Building on Analytics
// Firm, you may immediately use its power to construct again" (Appendix
// III). The second Building is built while the first one's construction
// is still open (its closing Power Card window waits below), so each
// closes on its own record: the Actuary Firm draws once for each Building
// that is an exact match, no more, no less. Blueprint A of bp-2010-1 asks
// for orange, black and blue; C for red, orange, green and an UltraPlastic
// (a green Floor on its UltraPlastic icon is not exact). Every position of
// the turn saves and decodes to itself.
func TestNestedConstructionsCloseOnTheirOwnRecords(t *testing.T) {
	for _, tc := range []struct {
		reason string
		yard   map[string]int
		moves  []string
		want   int // Floors the Actuary Firm draws
	}{
		{"the outer Building exact, the inner not: one draw, for the outer",
			map[string]int{"orange": 2, "black": 1, "blue": 1, "red": 1, "green": 2},
			[]string{"build A black1+orange1+blue1", "place city-center-1", "yes", "build C red1+orange1+green2", "place harbourside-1"}, 1},
		{"the inner Building exact, the outer not: one draw, for the inner",
			map[string]int{"orange": 2, "black": 1, "blue": 1, "red": 1, "green": 2},
			[]string{"build C red1+orange1+green2", "place city-center-1", "yes", "build A black1+orange1+blue1", "place harbourside-1"}, 1},
		{"both exact: two draws",
			map[string]int{"orange": 2, "black": 1, "blue": 1, "red": 1, "green": 1, "up": 1},
			[]string{"build A black1+orange1+blue1", "place city-center-1", "yes", "build C red1+orange1+green1+up1", "place harbourside-1"}, 2},
		{"neither exact: no draw",
			map[string]int{"orange": 2, "black": 1, "blue": 1, "red": 1, "green": 2, "up": 1},
			[]string{"build A black1+orange1+up1", "place city-center-1", "yes", "build C red1+orange1+green2", "place harbourside-1"}, 0},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		useBlueprintCard(t, s, "bp-2010-1")
		give(t, s, 0, "actuary-firm", 1)
		stockYard(s, 0, floorsOf(t, tc.yard))
		stopOnTenant(t, s, 0, "analytics-firm", "city-center", 0)
		drawn := 0
		for _, m := range tc.moves {
			drawn += drawAll(t, s, "black")
			play(t, s, m)
			sameAfterSave(t, s, tc.reason+", after "+m)
		}
		drawn += drawAll(t, s, "black")
		if diff := cmp.Diff(tc.want, drawn); diff != "" {
			t.Errorf("%s: Floors the Actuary Firm draws (-want +got):\n%s", tc.reason, diff)
		}
		if s.cons.Active {
			t.Errorf("%s: a construction still under way after both closed", tc.reason)
		}
	}
}

// sameAfterSave checks that s saves, decodes and saves again to the same
// bytes.
func sameAfterSave(t *testing.T, s *State, where string) {
	t.Helper()
	save, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("%s: save: %v", where, err)
	}
	back, err := Decode(testContent, save)
	if err != nil {
		t.Fatalf("%s: decode: %v", where, err)
	}
	again, err := json.Marshal(back)
	if err != nil {
		t.Fatalf("%s: save again: %v", where, err)
	}
	if diff := cmp.Diff(string(save), string(again)); diff != "" {
		t.Errorf("%s: the save decodes to another state (-want +got):\n%s", where, diff)
	}
}

// onAnalyticsFirm is a 3-player Full game in which seat 0 has just
// stopped on the Analytics Firm in the City Center ("Immediately construct
// in any Neighborhood"), with Floors for two Buildings of bp-2010-1's
// Blueprint A in its yard.
func onAnalyticsFirm(t *testing.T) *State {
	t.Helper()
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	useBlueprintCard(t, s, "bp-2010-1")
	stockYard(s, 0, floorsOf(t, map[string]int{"orange": 2, "black": 2, "blue": 2}))
	stopOnTenant(t, s, 0, "analytics-firm", "city-center", 0)
	return s
}

// Decode refuses a construction within a construction that the rules
// cannot reach: each construction under way has its own closing window
// pending ("It is possible to use Analytics Firm to construct multiple
// times in the same turn", Appendix III), and the one the Tenant power
// built from is its constructor's, placed on the Analytics Firm's space.
// The save is taken after the second Blueprint is paid, before its
// Building is placed.
func TestDecodeRefusesOuterConstruction(t *testing.T) {
	s := onAnalyticsFirm(t)
	play(t, s, "build A black1+orange1+blue1", "place city-center-1", "yes", "build A black1+orange1+blue1")
	save, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(testContent, save); err != nil {
		t.Fatalf("the save within the second construction: %v", err)
	}
	outer := func(field string, v any) func(m map[string]any) {
		return func(m map[string]any) { m["outer_constructions"].([]any)[0].(map[string]any)[field] = v }
	}
	for _, tc := range []struct {
		reason string
		edit   func(m map[string]any)
		want   string // in the error
	}{
		{"the first construction forgotten: two closing windows for one construction",
			func(m map[string]any) { delete(m, "outer_constructions") }, "construction.active: 1 constructions under way, and 2 steps that end one"},
		{"a second outer construction with no closing window of its own",
			func(m map[string]any) {
				m["outer_constructions"] = append(m["outer_constructions"].([]any), m["outer_constructions"].([]any)[0])
			}, "construction.active: 3 constructions under way, and 2 steps that end one"},
		{"the first construction another seat's", outer("who", 1), "outer_constructions[0]: not a placed Building"},
		{"the first construction not yet placed", outer("space", -1), "outer_constructions[0]: not a placed Building"},
		{"the first construction over", outer("active", false), "outer_constructions[0]: not a placed Building"},
		{"the first Building of no height", outer("height", 0), "outer_constructions[0].height: "},
		{"a seat out of range", outer("who", 9), "outer_constructions[0] is out of range"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			_, err := Decode(testContent, editSave(t, save, tc.edit))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Decode = %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// TestDecodeRefusesConstructWithin: a construct step waiting above a
// construction under way builds within it, so it is the constructor's
// (the Analytics Firm's power, "Immediately construct in any
// Neighborhood"); the tamper run gave it another seat, which Decode
// accepted and whose construction then broke the first's.
func TestDecodeRefusesConstructWithin(t *testing.T) {
	s := onAnalyticsFirm(t)
	play(t, s, "build A black1+orange1+blue1", "place city-center-1", "yes")
	at := slices.IndexFunc(s.stack, func(t task) bool { return t.Op == opConstruct })
	if at < 0 || !s.cons.Active {
		t.Fatalf("no construct step above the construction: %v", s.stack)
	}
	save, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(testContent, save); err != nil {
		t.Fatalf("the save with the power's construct step: %v", err)
	}
	edited := editSave(t, save, func(m map[string]any) { pendingOf(m, at)["who"] = 1 })
	want := fmt.Sprintf("pending[%d]: p1 constructs within p0's construction", at)
	if _, err := Decode(testContent, edited); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Decode = %v, want an error saying %q", err, want)
	}
}
