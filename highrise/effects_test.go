package highrise

import (
	"testing"

	"github.com/rulebook-go/rulebook"
)

// answer plays the pending decisions above depth with a seeded resolver.
func answer(t *testing.T, s *State, depth int, seed uint64) {
	t.Helper()
	r := rulebook.NewResolver(seed)
	var buf []Move
	for i := 0; len(s.stack) > depth && i < 500; i++ {
		var m Move
		var ok bool
		m, buf, ok = rulebook.Step(s, r, buf)
		if !ok {
			t.Fatalf("stuck at %s (step %d)", s.Prompt(), s.stack.Top().Op)
		}
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

// prepared is a Full game at its first move where seat 0 has 3 Corruption,
// three Floors, a Spire, a Building in East Gardens, and a 12-floor
// construction in progress for power reads.
func prepared(t *testing.T) *State {
	s := ready(t, 4, ModeFull)
	s.p[0].Corruption = 3
	s.returnFloors(&s.p[0].Yard)
	for _, c := range []string{"red", "black", "blue"} {
		k := testContent.color(c)
		s.bag[k]--
		s.p[0].Yard[k]++
	}
	s.spires--
	s.p[0].Spires = 1
	clearBuildings(s)
	setBuilding(s, 0, 0, 0, 6)
	setBuilding(s, 0, 1, 1, 8)
	return s
}

// summary is what a power can change.
func summary(s *State) string { return stateText(s) }

// TestEveryTenantHasAnEffect activates every tenant's power and checks that
// it changes the game; the worked examples and the cases below check the
// numbers of several.
func TestEveryTenantHasAnEffect(t *testing.T) {
	for _, ten := range testContent.tenants {
		t.Run(ten.ID, func(t *testing.T) {
			s := prepared(t)
			if !s.runCan(ten.can, 0, ten.Hood, Floors{}) {
				if ten.ID == "research-firm" {
					t.Fatal("research firm refused with UltraPlastic in the supply")
				}
			}
			if ten.ID == "colossus" {
				setBuilding(s, 1, 0, 2, 5) // every Neighborhood has a Building to score
				for h := 2; h < len(testContent.hoods); h++ {
					setBuilding(s, h, 0, 3, 5)
				}
			}
			// Constructing tenants need Floors that match a Blueprint.
			b := &s.blueprints()[0]
			if !s.canConstruct(0, Floors{}, false) && ten.can != nil && !s.runCan(ten.can, 0, ten.Hood, Floors{}) {
				s.returnFloors(&s.p[0].Yard)
				for k, n := range b.Need {
					for range n {
						if k == testContent.up {
							s.ultra--
						} else {
							s.bag[k]--
						}
						s.p[0].Yard[k]++
					}
				}
			}
			depth := len(s.stack)
			before := summary(s)
			activate(t, s, 0, ten.ID)
			answer(t, s, depth, 9)
			if summary(s) == before {
				t.Errorf("%s: activating the power changed nothing", ten.Name)
			}
			if err := s.conserved(); err != nil {
				t.Error(err)
			}
		})
	}
}

// Numbers of some powers, from Appendix III.
func TestTenantNumbers(t *testing.T) {
	cases := []struct {
		id    string
		check func(t *testing.T, s *State)
	}{
		{"obelisk", func(t *testing.T, s *State) { wantVP(t, s, 3) }},
		{"theatre", func(t *testing.T, s *State) { wantVP(t, s, 2); wantFloors(t, s, 4) }},
		{"highway-office", func(t *testing.T, s *State) { wantVP(t, s, 3) }},
		{"bank", func(t *testing.T, s *State) { wantCorruption(t, s, 1) }},
		{"district-attorney", func(t *testing.T, s *State) {
			if s.Corruption(0) != 0 {
				t.Errorf("Corruption %d, want 0 (3 lost)", s.Corruption(0))
			}
		}},
		{"research-firm", func(t *testing.T, s *State) { wantFloors(t, s, 4) }},
		{"biotech-lab", func(t *testing.T, s *State) { wantFloors(t, s, 5); wantCorruption(t, s, 4) }},
		{"five-star-restaurant", func(t *testing.T, s *State) {
			if n := s.p[0].Yard.Total(); n != 5 && n != 6 {
				t.Errorf("%d Floors, want 5 (or 6 with the Corruption)", n)
			}
		}},
		{"historic-society", func(t *testing.T, s *State) { wantFloors(t, s, 4) }}, // not tallest in East Gardens
		{"metal-importer", func(t *testing.T, s *State) {
			if s.p[0].Spires != 2 {
				t.Errorf("%d Spires, want 2", s.p[0].Spires)
			}
		}},
		{"engineering-firm", func(t *testing.T, s *State) { wantCard(t, s, "high-speed-elevator-t") }},
		{"architecture-firm", func(t *testing.T, s *State) { wantCard(t, s, "penthouse-t") }},
		{"electronics-manufacturer", func(t *testing.T, s *State) { wantCard(t, s, "super-high-speed-elevator-t"); wantCorruption(t, s, 4) }},
		{"shipping-firm", func(t *testing.T, s *State) { wantCard(t, s, "shipping-firm") }},
		{"auto-manufacturer", func(t *testing.T, s *State) {
			if s.bld[s.buildingSpace(0, 0)].Spires != 1 {
				t.Error("the Spire is not on the Building")
			}
			wantCorruption(t, s, 4)
		}},
		{"colossus", func(t *testing.T, s *State) {}},
		{"law-firm", func(t *testing.T, s *State) { wantFloors(t, s, 4) }},
	}
	for _, tc := range cases {
		s := prepared(t)
		depth := len(s.stack)
		activate(t, s, 0, tc.id)
		if tc.id == "colossus" {
			play(t, s, "hood east-gardens")
			if s.p[1].VP != 3 || s.p[0].VP != 2 {
				t.Errorf("colossus: VP %v, want the 8-floor owner 3 and the 6-floor owner 2", s.Scores())
			}
			continue
		}
		if tc.id == "metal-importer" {
			answer(t, s, depth, 1)
		}
		answer(t, s, depth, 2)
		t.Run(tc.id, func(t *testing.T) { tc.check(t, s) })
	}
}

func wantVP(t *testing.T, s *State, n int) {
	t.Helper()
	if int(s.p[0].VP) != n {
		t.Errorf("VP %d, want %d", s.p[0].VP, n)
	}
}

func wantFloors(t *testing.T, s *State, n int) {
	t.Helper()
	if s.p[0].Yard.Total() != n {
		t.Errorf("%d Floors, want %d", s.p[0].Yard.Total(), n)
	}
}

func wantCorruption(t *testing.T, s *State, n int) {
	t.Helper()
	if s.Corruption(0) != n {
		t.Errorf("Corruption %d, want %d", s.Corruption(0), n)
	}
}

func wantCard(t *testing.T, s *State, id string) {
	t.Helper()
	if s.p[0].Up[testContent.cardIndex(id)] != 1 {
		t.Errorf("no face-up %s card", id)
	}
}

// Every Bonus Tile gives something when taken.
func TestEveryTileHasAnEffect(t *testing.T) {
	for k, tile := range testContent.tiles {
		s := prepared(t)
		b := 0
		s.returnFloors(&s.bonus[b].Floors)
		if s.bonus[b].Card >= 0 {
			s.stacks[s.bonus[b].Card]++
		}
		s.bonus[b] = bonusSpace{Tile: -1, Card: -1}
		depth := len(s.stack)
		s.placeTile(b, k)
		answer(t, s, depth, 3)
		s.p[0].Corruption = 0
		before := summary(s)
		if err := s.takeBonus(0, b); err != nil {
			t.Fatal(err)
		}
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
		answer(t, s, depth, 4)
		if summary(s) == before {
			t.Errorf("%s: taking it changed nothing", tile.ID)
		}
		if tile.ID[:6] == "lose-1" && s.p[0].Lose1 != 1 {
			t.Errorf("%s with zero Corruption: the tile is not kept", tile.ID)
		}
	}
}

// dot.com: "You have 3 face-up dot.com cards and you get an Extra Floor ...
// flip one ... draw; flip a second ... gain one Corruption; the third ...
// another Corruption."
func TestDotComExample(t *testing.T) {
	s := prepared(t)
	k := testContent.cardIndex("dot-com")
	s.stacks[k] -= 3
	s.p[0].Up[k] = 3
	s.cons = construction{Active: true, Who: 0, Height: 6, Extra: 1, Space: -1}
	s.stack.Push(task{Op: opWindow, Who: 0, K: evAfterConstruct})
	play(t, s, "use dot-com", "floor red", "use dot-com", "floor red", "use dot-com", "floor red")
	wantFloors(t, s, 6)
	wantCorruption(t, s, 5)
	if s.p[0].Down[k] != 3 {
		t.Errorf("%d dot.com face down, want 3", s.p[0].Down[k])
	}
}

// Ongoing cards act by themselves: Shipping Firm draws one more after a draw.
func TestShippingFirmDrawsOneMore(t *testing.T) {
	s := prepared(t)
	k := testContent.cardIndex("shipping-firm")
	s.stacks[k]--
	s.p[0].Up[k] = 1
	activate(t, s, 0, "theatre")
	play(t, s, "floor red", "floor blue")
	wantFloors(t, s, 5)
}
