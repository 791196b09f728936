package highrise

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// ready sets a game up with a seeded Chance and returns it at the first
// player's first move.
func ready(t *testing.T, players int, mode string) *State {
	t.Helper()
	return readyWith(t, testContent, players, mode)
}

func tenantIndex(t *testing.T, id string) int {
	for i, ten := range testContent.tenants {
		if ten.ID == id {
			return i
		}
	}
	t.Fatalf("no tenant %q", id)
	return -1
}

// activate runs tenant id's power for seat p on top of the pending steps.
func activate(t *testing.T, s *State, p int, id string) {
	t.Helper()
	ten := &testContent.tenants[tenantIndex(t, id)]
	effects, err := s.runEffects(ten.effect, p, ten.Hood, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.pushEffects(effects, int8(p)); err != nil {
		t.Fatal(err)
	}
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
}

// setBuilding puts a Building of the given total height for seat p on
// Building Space slot of neighborhood h.
func setBuilding(s *State, h, slot, p, height int) {
	s.bld[s.buildingSpace(h, slot)] = building{Owner: int8(p), Height: uint8(height)}
}

func clearBuildings(s *State) {
	for i := range s.bld {
		if s.bld[i].Owner >= 0 {
			s.bld[i] = building{Owner: spaceEmpty}
		}
	}
}

// The Tallest Building Bonus examples of 2010, 2020 and 2030 (seats: 0 Red,
// 1 Yellow, 2 Blue, 3 White).
func TestTallestBuildingExamples(t *testing.T) {
	tests := []struct {
		reason string
		round  int
		builds [][2]int // owner, height, in one Neighborhood
		want   []int
	}{
		{"end of 2010: Yellow gets 1 VP for tallest Building in this Neighborhood", 0, [][2]int{{1, 9}, {2, 6}}, []int{0, 1, 0, 0}},
		{"end of 2020: Red and Yellow tied for tallest score 2 VP each; Blue scores 1 VP for second-tallest", 1,
			[][2]int{{0, 9}, {1, 9}, {2, 7}}, []int{2, 2, 1, 0}},
		{"end of 2030: Yellow's two tallest score 6 VP (3 each), Blue's two second-tallest 4 VP (2 each)", 2,
			[][2]int{{1, 10}, {1, 10}, {2, 8}, {2, 8}}, []int{0, 6, 4, 0}},
	}
	for _, tc := range tests {
		s := ready(t, 4, ModeFull)
		clearBuildings(s)
		for i, b := range tc.builds {
			setBuilding(s, 0, i, b[0], b[1])
		}
		for p := range s.p {
			s.p[p].VP = 0
		}
		s.tallestBonus(0, testContent.tallHood[tc.round])
		if diff := cmp.Diff(tc.want, s.Scores()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// "Yellow has most Corruption. Red has second-most. Yellow moves 2 spaces
// backwards, to the same space as Red. Yellow loses 2 VP."
func TestStandardCorruptionPenalty(t *testing.T) {
	s := ready(t, 4, ModeStandard)
	for p, c := range []int{4, 6, 1, 0} {
		s.p[p].Corruption = uint8(c)
		s.p[p].VP = 10
	}
	s.penalty()
	if s.p[1].Corruption != 4 || s.p[1].VP != 8 {
		t.Errorf("Yellow: Corruption %d VP %d, want 4 and 8", s.p[1].Corruption, s.p[1].VP)
	}
	if s.p[0].Corruption != 4 || s.p[0].VP != 10 {
		t.Errorf("Red: Corruption %d VP %d, want unchanged 4 and 10", s.p[0].Corruption, s.p[0].VP)
	}
}

// "Red has 5 Corruption. Blue and Yellow have 2 each, and White has 6. If Red
// were to take Cable News Channel, she would go down to 4 Corruption, and
// Blue and Yellow would each go up to 3."
func TestCableNewsChannelExample(t *testing.T) {
	s := ready(t, 4, ModeStandard)
	for p, c := range []int{5, 2, 2, 6} {
		s.p[p].Corruption = uint8(c)
	}
	activate(t, s, 0, "cable-news-channel")
	got := []int{s.Corruption(0), s.Corruption(1), s.Corruption(2), s.Corruption(3)}
	if diff := cmp.Diff([]int{4, 3, 3, 6}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// "A High-Speed Elevator in an 11-Floor Building will score 4 VP", "a Super
// High-Speed Elevator in an 11-Floor Building will score 6 VP".
func TestElevatorsOnElevenFloors(t *testing.T) {
	for _, tc := range []struct {
		card string
		want int
	}{{"high-speed-elevator", 4}, {"super-high-speed-elevator", 6}, {"high-speed-elevator-t", 4}, {"super-high-speed-elevator-t", 6}} {
		s := ready(t, 4, ModeFull)
		k := testContent.cardIndex(tc.card)
		s.stacks[k]--
		s.p[0].Up[k] = 1
		stack := s.stacks[k]
		s.cons = construction{Active: true, Who: 0, Height: 11, Space: -1}
		s.stack.Push(task{Op: opWindow, Who: 0, K: evAfterConstruct})
		s.p[0].VP = 0
		play(t, s, "use "+tc.card)
		if s.p[0].VP != int16(tc.want) {
			t.Errorf("%s on 11 Floors: %d VP, want %d", tc.card, s.p[0].VP, tc.want)
		}
		if s.p[0].Up[k] != 0 || s.stacks[k] != stack+1 {
			t.Errorf("%s: a single-use card goes back to its stack", tc.card)
		}
	}
}

// "Red builds on Tax Office. Blue and Yellow each give Red a Floor. White
// has no Floors. Red has gotten a total of 2 Floors, so they Draw one more."
func TestTaxOfficeExample(t *testing.T) {
	s := ready(t, 4, ModeFull)
	for p := range s.p {
		s.returnFloors(&s.p[p].Yard)
	}
	give := func(p int, color string, n int) {
		k := testContent.color(color)
		s.bag[k] -= uint8(n)
		s.p[p].Yard[k] += uint8(n)
	}
	give(1, "blue", 2)
	give(2, "green", 1)
	activate(t, s, 0, "tax-office")
	if s.ToMove() != 1 {
		t.Fatalf("%v to move, want Blue (p1) to give: %s", s.ToMove(), s.Prompt())
	}
	play(t, s, "give blue", "give green")
	if s.ToMove() != rulebook.Chance {
		t.Fatalf("after two gifts %v is to move (%s), want Chance to draw the third Floor", s.ToMove(), s.Prompt())
	}
	play(t, s, "floor red")
	if diff := cmp.Diff(map[string]int{"blue": 1, "green": 1, "red": 1}, s.Yard(0)); diff != "" {
		t.Errorf("Red's yard (-want +got):\n%s", diff)
	}
}

// "You put 2 Orange Floors in the bag and choose 2 Blue Floors from the bag.
// Then, you choose an additional Green Floor and gain one Corruption."
func TestTradeExample(t *testing.T) {
	s := ready(t, 4, ModeFull)
	s.returnFloors(&s.p[0].Yard)
	orange := testContent.color("orange")
	s.bag[orange] -= 2
	s.p[0].Yard[orange] = 2
	s.p[0].Corruption = 0
	a := testContent.actions[s.side.Spaces[s.side.Local[0]].Action] // any action; the trade is pushed by hand
	_ = a
	s.stack.Push(task{Op: opTrade, Who: 0})
	s.stack.Push(task{Op: 0})
	s.stack.Pop()
	if err := s.pushEffects(nil, 0); err != nil {
		t.Fatal(err)
	}
	play(t, s, "trade orange2 blue")
	s.stack.Push(task{Op: opCorrupt, Who: 0, N: 1})
	s.stack.Push(task{Op: opChoose, Who: 0, N: 1})
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	play(t, s, "pick green")
	if diff := cmp.Diff(map[string]int{"blue": 2, "green": 1}, s.Yard(0)); diff != "" {
		t.Errorf("yard (-want +got):\n%s", diff)
	}
	if s.Corruption(0) != 1 {
		t.Errorf("Corruption %d, want 1", s.Corruption(0))
	}
}

// "You have 2 Construction Yards, with room for only one Floor. If you get an
// Expanded Construction Yard, you will have 3 total Construction Yards, and
// Construction Firm will grant you 3 random Floors."
func TestConstructionFirmWithOverflow(t *testing.T) {
	s := ready(t, 4, ModeFull)
	s.returnFloors(&s.p[0].Yard)
	s.yards--
	s.p[0].Yards = 1
	cap := s.p[0].capacity(testContent)
	for i := 0; i < cap-1; i++ {
		k := i % testContent.up
		s.bag[k]--
		s.p[0].Yard[k]++
	}
	activate(t, s, 0, "construction-firm")
	play(t, s, "floor red", "floor red") // the second overflows
	play(t, s, "expand")
	play(t, s, "floor red")
	if s.p[0].Yards != 2 || s.p[0].Yard.Total() != cap+2 {
		t.Errorf("yards %d, Floors %d: want 2 Expanded Yards and %d Floors (3 drawn)", s.p[0].Yards, s.p[0].Yard.Total(), cap+2)
	}
}

// Mandatory actions: "If you cannot take the action, you may not stop in
// that Space": with zero Corruption, Lose 2 Corruption is refused, citing
// the rule, and the state is unchanged.
func TestMandatoryActionRefused(t *testing.T) {
	s := ready(t, 3, ModeIntro)
	p := int(s.stack.Top().Who)
	s.p[p].Corruption = 0
	id := ""
	for _, sp := range s.side.Spaces {
		if sp.Kind == kindAction && testContent.actions[sp.Action].ID == "lose-corruption" && !s.occupied(s.side.Local[sp.G]) {
			id = sp.ID
			break
		}
	}
	before := stateText(s)
	m, err := s.ParseMove("go " + id)
	if err != nil {
		t.Fatal(err)
	}
	err = s.Apply(m)
	var re *rulebook.RuleError
	if !errors.Is(err, rulebook.ErrIllegal) || !errors.As(err, &re) || re.Section != secActions {
		t.Fatalf("go %s with zero Corruption: %v, want an illegal move citing %q", id, err, secActions)
	}
	if diff := cmp.Diff(before, stateText(s)); diff != "" {
		t.Errorf("a rejected move changed the state:\n%s", diff)
	}
}

// End of Game: 1 VP per 3 Floors rounded up, the track's label, -3/-1 for
// most and second-most Corruption.
func TestEndGameScoring(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	for p := range s.p[:3] {
		s.returnFloors(&s.p[p].Yard)
		s.p[p].VP = 50
	}
	red := testContent.color("red")
	s.bag[red] -= 4
	s.p[0].Yard[red] = 4 // 2 VP
	s.p[0].Corruption, s.p[1].Corruption, s.p[2].Corruption = 9, 9, 2
	s.round = 2
	s.endGame()
	// p0: 50 + 2 - 10 (label -10) - 3 = 39; p1: 50 - 10 - 3 = 37; p2: 50 - 2 - 1 = 47.
	if diff := cmp.Diff([]int{39, 37, 47}, s.Scores()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
