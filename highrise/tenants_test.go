package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// give puts n face-up cards id from their stack in front of seat p.
func give(t *testing.T, s *State, p int, id string, n int) int {
	t.Helper()
	k := testContent.cardIndex(id)
	if k < 0 || int(s.stacks[k]) < n {
		t.Fatalf("no %d %s cards in the stack", n, id)
	}
	s.stacks[k] -= uint8(n)
	s.p[p].Up[k] += uint8(n)
	return k
}

// legalStrings lists the legal moves in notation.
func legalStrings(s *State) map[string]bool {
	out := map[string]bool{}
	for _, m := range s.Legal() {
		out[m.String()] = true
	}
	return out
}

// mover is the seat whose move is pending at the top of the stack.
func mover(t *testing.T, s *State) int {
	t.Helper()
	top := s.stack.Top()
	if top == nil || top.Op != opTurn || top.Who < 0 {
		t.Fatalf("no move pending: %s", s.Prompt())
	}
	return int(top.Who)
}

// until plays seeded decisions until done holds.
func until(t *testing.T, s *State, seed uint64, done func() bool) {
	t.Helper()
	r := rulebook.NewResolver(seed)
	var buf []Move
	for i := 0; !done(); i++ {
		if i > 200 || s.Over() {
			t.Fatalf("never reached: %s", s.Prompt())
		}
		var m Move
		var ok bool
		m, buf, ok = rulebook.Step(s, r, buf)
		if !ok {
			t.Fatalf("stuck at %s", s.Prompt())
		}
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

// spaceID is the id of the first track space of a zone kind after index from.
func firstSpace(s *State, from int, ok func(sp *Space) bool) *Space {
	for q := from + 1; q < len(s.side.Spaces); q++ {
		if ok(&s.side.Spaces[q]) {
			return &s.side.Spaces[q]
		}
	}
	return nil
}

// Transit Hub: moving past every other Mogul draws a Floor onto the card;
// later the Floors may be taken into the yards and the card discarded; a
// Mogul entering the Stop Zone discards it and its Floors go back to the bag.
func TestTransitHub(t *testing.T) {
	s := ready(t, 4, ModeFull)
	w := mover(t, s)
	k := give(t, s, w, "transit-hub", 1)
	// The first mover leaves the Stop Zone ahead of everyone.
	lose := firstSpace(s, -1, func(sp *Space) bool {
		return sp.Kind == kindAction && testContent.actions[sp.Action].ID == "take-red" && !s.occupied(s.side.Local[sp.G])
	})
	play(t, s, "go "+lose.ID)
	until(t, s, 7, func() bool { return s.stack.Top().Op == opTurn && s.stack.Top().Who != int8(w) })
	if got := s.p[w].OnCard.Total(); got != 1 {
		t.Fatalf("%d Floors on the card after moving past everyone, want 1", got)
	}
	// Again past everyone, with Floors on it: take them.
	s.p[w].Pos = -1
	for q := 0; q < s.seats(); q++ {
		if q != w {
			s.p[q].Pos = -1
		}
	}
	s.stack = s.stack[:0]
	s.stack.Push(task{Op: opEndAction, Who: int8(w), N: 1})
	s.p[w].Pos = int8(s.side.Local[lose.G])
	before := s.p[w].Yard.Total()
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	play(t, s, "either 2")
	if s.p[w].Yard.Total() != before+1 || s.p[w].OnCard.Total() != 0 || s.p[w].Up[k] != 0 || s.stacks[k] != 3 {
		t.Errorf("taking the Floors: yard %d (want %d), hub %d, card %d, stack %d", s.p[w].Yard.Total(), before+1, s.p[w].OnCard.Total(), s.p[w].Up[k], s.stacks[k])
	}
	// Into the Stop Zone: discard the card and its Floors.
	give(t, s, w, "transit-hub", 1)
	s.bag[0]--
	s.p[w].OnCard[0] = 1
	bag := s.bag.Total()
	s.stopZoneDiscard()
	if s.p[w].Up[k] != 0 || s.stacks[k] != 3 || s.bag.Total() != bag+1 {
		t.Errorf("Stop Zone: card %d, stack %d, bag %d (want %d)", s.p[w].Up[k], s.stacks[k], s.bag.Total(), bag+1)
	}
	if err := s.conserved(); err != nil {
		t.Error(err)
	}
}

// University: before constructing, cover a square with an UltraPlastic
// requirement token; the square then asks for UltraPlastic, for the round.
func TestUniversity(t *testing.T) {
	s := prepared(t)
	k := give(t, s, 0, "university", 1)
	b := s.blueprint(0)
	col := -1
	for c := 0; c < testContent.up; c++ {
		if b.Need[c] > 0 {
			col = c
			break
		}
	}
	// Floors matching Blueprint A exactly.
	s.returnFloors(&s.p[0].Yard)
	for c, n := range b.Need {
		for range n {
			if c == testContent.up {
				s.ultra--
			} else {
				s.bag[c]--
			}
			s.p[0].Yard[c]++
		}
	}
	s.stack.Push(task{Op: opConstruct, Who: 0, K: -1})
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	if !legalStrings(s)["use university"] {
		t.Fatalf("no window to use the card before constructing: %v", s.Legal())
	}
	play(t, s, "use university", "cover A "+testContent.colorName(col))
	if top := s.stack.Top(); top.Op != opConstruct {
		t.Errorf("after the cover: %s, want the construction", s.Prompt())
	}
	after := s.blueprint(0)
	if after.Need[col] != b.Need[col]-1 || after.Need[testContent.up] != b.Need[testContent.up]+1 {
		t.Errorf("Blueprint A needs %v after the cover, was %v", after.Need, b.Need)
	}
	if s.p[0].Up[k] != 0 || s.stacks[k] != 3 || s.tokens != uint8(testContent.tokens-1) {
		t.Errorf("card %d, stack %d, tokens %d", s.p[0].Up[k], s.stacks[k], s.tokens)
	}
	s.newRound()
	if s.blueprint(0).Need[testContent.up] != s.blueprints()[0].Need[testContent.up] || s.tokens != uint8(testContent.tokens) {
		t.Error("the token stays on past the round")
	}
}

// High-End Condo: up to 2 Floors from the yards into the new Building, which
// grows and scores for them.
func TestHighEndCondo(t *testing.T) {
	s := prepared(t)
	give(t, s, 0, "high-end-condo", 1)
	s.cons = construction{Active: true, Who: 0, Height: 6, Space: -1, Exact: true}
	s.stack.Push(task{Op: opWindow, Who: 0, K: evAfterConstruct})
	play(t, s, "use high-end-condo", "pick red", "pick blue")
	if s.cons.Height != 8 || s.p[0].VP != 2 || s.p[0].Yard.Total() != 1 || s.cons.Exact {
		t.Errorf("height %d VP %d floors %d exact %v, want 8, 2, 1, false", s.cons.Height, s.p[0].VP, s.p[0].Yard.Total(), s.cons.Exact)
	}
}

// Taxicab Commission: 2 VP, and its card moves forward in the same Zone.
func TestTaxicabCommission(t *testing.T) {
	s := prepared(t)
	depth := len(s.stack)
	activate(t, s, 0, "taxicab-commission")
	answer(t, s, depth, 1)
	wantVP(t, s, 2)
	wantCard(t, s, "taxicab-commission")
	// Stand on the first space of a Zone of several free spaces.
	var z *Zone
	for i := range s.side.Zones {
		zz := &s.side.Zones[i]
		if zz.Kind == kindAction && zz.N >= 2 && testContent.actions[s.side.Spaces[zz.First+1].Action].ID == "draw-and-choose" {
			z = zz
		}
	}
	if z == nil {
		t.Fatal("no Draw-and-Choose Zone")
	}
	s.stack = s.stack[:0]
	for q := range s.p {
		s.p[q].Pos = -1
	}
	s.p[0].Pos = int8(z.First)
	s.stack.Push(task{Op: opTurn, Who: 0})
	next := s.side.Spaces[z.First+1].ID
	if !legalStrings(s)["go "+next+" same-zone"] {
		t.Fatalf("no move forward in the Zone: %v", s.Legal())
	}
	k := testContent.cardIndex("taxicab-commission")
	play(t, s, "go "+next+" same-zone")
	if s.p[0].Up[k] != 0 || s.stacks[k] != 3 {
		t.Error("the card is not spent")
	}
	s2 := prepared(t)
	s2.stack = s2.stack[:0]
	s2.p[0].Pos = int8(z.First)
	s2.stack.Push(task{Op: opTurn, Who: 0})
	if m, err := s2.ParseMove("go " + next + " same-zone"); err != nil || s2.Check(m) == nil {
		t.Errorf("moving in the same Zone without the card is legal (%v)", err)
	}
}

// Demolition Company: a Neighborhood you have a Building in fills up: draw.
func TestDemolitionCompany(t *testing.T) {
	s := prepared(t)
	give(t, s, 1, "demolition-company", 1)
	clearBuildings(s)
	h := 0
	for slot := 0; slot < s.side.HoodSlots-1; slot++ {
		setBuilding(s, h, slot, 1, 5)
	}
	s.stack = s.stack[:0]
	s.stack.Push(task{Op: opTurn, Who: 0})
	s.cons = construction{Active: true, Who: 0, Height: 7, Space: -1, Home: -1}
	before := s.p[1].Yard.Total()
	s.place(s.buildingSpace(h, s.side.HoodSlots-1))
	answer(t, s, 1, 3)
	if s.p[1].Yard.Total() != before+1 {
		t.Errorf("seat 1 holds %d Floors, want %d", s.p[1].Yard.Total(), before+1)
	}
}

// Entirely Legitimate Business: a Building Base on someone else's Building:
// landing there draws for both controllers, and both score its bonuses.
func TestEntirelyLegitimateBusiness(t *testing.T) {
	s := prepared(t)
	depth := len(s.stack)
	activate(t, s, 0, "entirely-legitimate-business")
	idx := s.buildingSpace(0, 1) // seat 1's 8-floor Building beside seat 0's 6
	play(t, s, "building "+testContent.nameOf('p', idx))
	answer(t, s, depth, 1)
	if s.bld[idx].Co != 1 {
		t.Fatalf("co-controller %d, want seat 0", s.bld[idx].Co)
	}
	vp0, vp1 := s.p[0].VP, s.p[1].VP
	s.tallestBonus(0, []int{3})
	if s.p[0].VP != vp0+3 || s.p[1].VP != vp1+3 {
		t.Errorf("Tallest Building Bonus: VP %d and %d, want %d and %d", s.p[0].VP, s.p[1].VP, vp0+3, vp1+3)
	}
	// Seat 2 lands on the tenant of that Building: both controllers draw.
	s.tenant[idx] = int8(tenantIndex(t, "obelisk"))
	q := s.side.TenantSpace[idx]
	f0, f1 := s.p[0].Yard.Total(), s.p[1].Yard.Total()
	if err := s.runAction(2, q); err != nil {
		t.Fatal(err)
	}
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	answer(t, s, depth, 4)
	if s.p[0].Yard.Total() != f0+1 || s.p[1].Yard.Total() != f1+1 {
		t.Errorf("draws: %d and %d Floors, want %d and %d", s.p[0].Yard.Total(), s.p[1].Yard.Total(), f0+1, f1+1)
	}
}

// Marketing Firm: 3 VP per Luxury, 3 more for the most, and minus 3 for none.
func TestMarketingFirmLuxuries(t *testing.T) {
	s := prepared(t)
	s.tenant[0] = int8(tenantIndex(t, "marketing-firm"))
	give(t, s, 0, "luxury", 2)
	give(t, s, 1, "luxury", 1)
	for p := range s.p {
		s.p[p].VP, s.p[p].Corruption = 0, 0
		s.returnFloors(&s.p[p].Yard)
	}
	clearBuildings(s)
	if err := s.endGame(); err != nil {
		t.Fatal(err)
	}
	// Everyone at zero Corruption: nobody has the most, nobody loses its 3 VP
	// (TestEndOfGameMostCorruptionAtZero).
	const mostCorruption = 0
	want := []int{6 + 3 - mostCorruption, 3 - mostCorruption, -3 - mostCorruption, -3 - mostCorruption}
	for p, w := range want {
		if int(s.p[p].VP) != w {
			t.Errorf("seat %d: %d VP, want %d", p, s.p[p].VP, w)
		}
	}
}

// Stockbroker: right after an action, do its power again.
func TestStockbroker(t *testing.T) {
	s := prepared(t)
	give(t, s, 0, "stockbroker", 1)
	idx := s.buildingSpace(2, 0)
	s.tenant[idx] = int8(tenantIndex(t, "obelisk"))
	q := s.side.TenantSpace[idx]
	s.stack = s.stack[:0]
	for p := range s.p {
		s.p[p].Pos = -1
	}
	s.stack.Push(task{Op: opTurn, Who: 0})
	play(t, s, "go "+s.side.Spaces[q].ID)
	until(t, s, 3, func() bool { return s.stack.Top().Op == opWindow })
	vp := int(s.p[0].VP)
	if vp != 3 {
		t.Fatalf("%d VP after the Obelisk, want 3", vp)
	}
	if !legalStrings(s)["use stockbroker"] {
		t.Fatalf("no Stockbroker window: %s %v", s.Prompt(), s.Legal())
	}
	play(t, s, "use stockbroker")
	wantVP(t, s, 6)
	wantCorruption(t, s, 3)
}

// Private Contractor constructs in the City Center only (or the Suburbs),
// with no Corruption for the Neighborhood.
func TestPrivateContractorCityCenter(t *testing.T) {
	s := prepared(t)
	s.stack.Push(task{Op: opConstruct, Who: 0, K: int16(testContent.hoodIndex("city-center")), N: 2})
	s.cons = construction{Active: true, Who: 0, Height: 6, Space: -1, Home: int8(testContent.hoodIndex("city-center")), Free: true, Only: true}
	s.stack = s.stack[:len(s.stack)-1]
	s.stack.Push(task{Op: opPlace, Who: 0})
	for _, m := range s.Legal() {
		if m.Act == ActPlace && int(m.K)/testContent.maxSlots != testContent.hoodIndex("city-center") {
			t.Errorf("%s is outside the City Center", m)
		}
	}
	play(t, s, "place city-center-1")
	wantCorruption(t, s, 3)
}

// Condo Developer: a Mogul may stop there when only a switch makes a
// Blueprint possible, and then the switch must make it so.
func TestCondoDeveloperSwitch(t *testing.T) {
	s := prepared(t)
	b := s.blueprint(0)
	s.returnFloors(&s.p[0].Yard)
	// Blueprint A but one Floor of the wrong colour.
	first := true
	for c, n := range b.Need {
		for range n {
			k := c
			if first && c < testContent.up {
				k = (c + 1) % testContent.up
				first = false
			}
			if k == testContent.up {
				s.ultra--
			} else {
				s.bag[k]--
			}
			s.p[0].Yard[k]++
		}
	}
	if s.canConstruct(0, Floors{}, false) {
		t.Skip("the Floors match another Blueprint already")
	}
	ten := &testContent.tenants[tenantIndex(t, "condo-developer")]
	if !s.runCan(ten.can, 0, ten.Hood, Floors{}) {
		t.Fatal("may not stop on the Condo Developer though a switch makes a Blueprint")
	}
	depth := len(s.stack)
	activate(t, s, 0, "condo-developer")
	for _, m := range s.Legal() {
		if m.Act != ActSwitch {
			t.Fatalf("%s offered: the switch is not optional here", m)
		}
		y := s.p[0].Yard
		y[m.K]--
		y[m.N]++
		if !s.matchesAny(0, y) {
			t.Errorf("%s leaves no Blueprint to construct", m)
		}
	}
	answer(t, s, depth, 2)
}

// Gold-Plated Suite fills each Construction Yard separately, up to 5 each:
// with 3 Floors in a Base Yard of 7 and an empty Expanded Yard, up to 5 into
// the Expanded Yard, then up to the Base Yard's 4 spaces left.
func TestGoldPlatedSuitePerYard(t *testing.T) {
	s := ready(t, 4, ModeFull)
	suiteAt(t, s, 0, 1, 3, 0)
	play(t, s, "go dt-tenant-1")
	var most []int
	for range 2 {
		n := 0
		for _, m := range s.Legal() {
			n = max(n, int(m.K))
		}
		most = append(most, n)
		play(t, s, "count 1", "floor red")
	}
	if diff := cmp.Diff([]int{5, 4}, most); diff != "" {
		t.Errorf("the most Floors offered for each Yard (-want +got):\n%s", diff)
	}
}

// A move legal only through a Bonus Space must take a Bonus that makes its
// mandatory action possible.
func TestBonusBeforeDestination(t *testing.T) {
	s := prepared(t)
	clearBuildings(s)
	s.returnFloors(&s.p[0].Yard)
	s.stack = s.stack[:0]
	for p := range s.p {
		s.p[p].Pos = -1
	}
	// A construct space beyond a Bonus Space; put a whole Blueprint's
	// Floors on one Bonus Space before it, and empty the others.
	var cons *Space
	for q := range s.side.Spaces {
		sp := &s.side.Spaces[q]
		if sp.Kind == kindAction && testContent.actions[sp.Action].ID == "construct" {
			cons = sp
			break
		}
	}
	qc := s.side.Local[cons.G]
	first := -1
	for b, q := range s.side.BonusSpaces {
		bs := &s.bonus[b]
		s.returnFloors(&bs.Floors)
		if bs.Card >= 0 {
			s.stacks[bs.Card]++
		}
		*bs = bonusSpace{Tile: -1, Card: -1}
		if q < qc && first < 0 {
			first = b
		}
	}
	if first < 0 {
		t.Skip("no Bonus Space before a Construction Zone")
	}
	bp := s.blueprint(0)
	for c, n := range bp.Need {
		for range n {
			if c == testContent.up {
				s.ultra--
			} else {
				s.bag[c]--
			}
			s.bonus[first].Floors[c]++
		}
	}
	second := -1
	for b, q := range s.side.BonusSpaces {
		if q < qc && b != first {
			second = b
			s.bag[0]--
			s.bonus[b].Floors[0]++
			break
		}
	}
	s.stack.Push(task{Op: opTurn, Who: 0})
	play(t, s, "go "+cons.ID)
	legal := s.Legal()
	if len(legal) != 1 || int(s.side.Local[legal[0].K]) != s.side.BonusSpaces[first] {
		t.Errorf("Bonus choices %v, want only the one that makes the construction possible", legal)
	}
	if second >= 0 {
		m := Move{Act: ActBonus, K: int16(s.side.Spaces[s.side.BonusSpaces[second]].G), c: testContent}
		if err := s.Check(m); err == nil {
			t.Error("a Bonus that leaves the action impossible is legal")
		}
	}
}
