package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Rule sentences of Extra Floors, Demolishing Buildings and the Corruption
// Track that no other test pinned, each played through the moves from a
// chosen position.

// Matching UltraPlastic: "If you use an UltraPlastic to match an
// UltraPlastic icon within a Blueprint, you get an Extra Floor. You may
// score multiple Extra Floors by matching multiple UltraPlastics to
// Blueprints." UltraPlastic: "you may use any Floor to stand in for
// UltraPlastic, and you may use UltraPlastic to stand in for any Floor".
// First to Construct a Blueprint: "you get one Extra Floor". Blueprint C of
// bp-2010-1 is red, orange, green and an UltraPlastic icon; every case is
// its first construction (one Extra Floor). With the University's token on
// its red square ("the Floor requirement you covered ... is considered to
// be an UltraPlastic requirement") it has two UltraPlastic icons.
func TestMatchingUltraPlastic(t *testing.T) {
	for _, tc := range []struct {
		reason string
		cover  bool
		yard   map[string]int
		pay    map[string]int
		height int
	}{
		{"UltraPlastic on the icon: 4 Floors, first, matched", false,
			map[string]int{"red": 1, "orange": 1, "green": 1, "up": 1}, map[string]int{"red": 1, "orange": 1, "green": 1, "up": 1}, 4 + 1 + 1},
		{"a Floor on the icon: no Extra Floor for it", false,
			map[string]int{"red": 1, "orange": 1, "green": 1, "black": 1}, map[string]int{"red": 1, "orange": 1, "green": 1, "black": 1}, 4 + 1},
		{"UltraPlastic for the red Floor, a black Floor on the icon: none", false,
			map[string]int{"up": 1, "orange": 1, "green": 1, "black": 1}, map[string]int{"up": 1, "orange": 1, "green": 1, "black": 1}, 4 + 1},
		{"UltraPlastic for the red Floor and on the icon: one, for the icon", false,
			map[string]int{"up": 2, "orange": 1, "green": 1}, map[string]int{"up": 2, "orange": 1, "green": 1}, 4 + 1 + 1},
		{"red covered: two icons, two UltraPlastic on them: two Extra Floors", true,
			map[string]int{"up": 2, "orange": 1, "green": 1}, map[string]int{"up": 2, "orange": 1, "green": 1}, 4 + 1 + 2},
		{"red covered: a red Floor on its icon and UltraPlastic on the other: one", true,
			map[string]int{"up": 1, "red": 1, "orange": 1, "green": 1}, map[string]int{"up": 1, "red": 1, "orange": 1, "green": 1}, 4 + 1 + 1},
	} {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		emptyBonuses(s)
		useBlueprintCard(t, s, "bp-2010-1")
		s.p[0].Spires = 0
		stockYard(s, 0, floorsOf(t, tc.yard))
		if tc.cover {
			give(t, s, 0, "university", 1)
		}
		onTurn(s, 0)
		tb := &table{t: t, s: s}
		tb.do("go eg-build-1")
		if tc.cover {
			tb.do("use university", "cover C red")
		} else if tb.offers("done") {
			tb.do("done")
		}
		tb.do(testContent.Format(Move{Act: ActBuild, K: 2, F: floorsOf(t, tc.pay)}))
		c := tb.view(0).Construction
		if c == nil {
			t.Fatalf("%s: no construction under way: %s", tc.reason, s.Prompt())
		}
		if diff := cmp.Diff(tc.height, c.Height); diff != "" {
			t.Errorf("%s: the Building's height (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Demolishing Buildings: "When a Building is Demolished, remove its
// Building Tile from the board and return it to supply. Return its Building
// Base to its player. That player draws two random Floors from the Bag, as
// compensation for losing their Building. If you Demolish your own
// Building, you still draw two random Floors as compensation, but may not
// use these Floors to satisfy Blueprint requirements for the Building that
// you replace it with." p0 demolishes its own 2-floor Building (a Spire and
// two Penthouse Floors on it) in a full East Gardens.
func TestDemolishOwnBuilding(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	eg := testContent.hoodIndex("east-gardens")
	setBuilding(s, eg, 0, 0, 2)
	setBuilding(s, eg, 1, 1, 30)
	setBuilding(s, eg, 2, 2, 30)
	own := s.buildingSpace(eg, 0)
	s.spires--
	s.bld[own].Spires = 1
	blue := testContent.color("blue")
	s.bag[blue] -= 2
	s.bld[own].Pent[blue] = 2
	constructHere(s, 0, 0)
	bag, spires := s.bag.Total(), s.spires
	size := s.blueprint(0).Size
	tb := &table{t: t, s: s}
	tb.do("go eg-build-1", buildMove(s))
	tb.apply("place east-gardens-1")
	for n := 0; n < 2; n++ {
		if s.ToMove() != rulebook.Chance || s.Prompt() != "Chance: draw a random Floor from the bag for p0" {
			t.Fatalf("compensation Floor %d: %v to move (%s), want Chance drawing for p0", n+1, s.ToMove(), s.Prompt())
		}
		tb.apply("floor green")
	}
	type got struct {
		Yard          map[string]int
		Bag, Spires   int // back in the bag and the supply
		Owner, Height int // east-gardens-1
	}
	up := int(s.blueprint(0).Need[testContent.up])
	want := got{map[string]int{"green": 2}, size - up + 2 - 2, 1, 0, size + 1 + up}
	b := s.bld[own]
	g := got{s.Yard(0), s.bag.Total() - bag, int(s.spires - spires), int(b.Owner), b.total()}
	if diff := cmp.Diff(want, g); diff != "" {
		t.Errorf("p0's yards, Floors back in the bag (the Blueprint's, UltraPlastic aside, and the Penthouse's, less the two drawn), Spires back, the new Building (-want +got):\n%s", diff)
	}
}

// Running Out of Space on the Corruption Track: "In the bizarre case you
// must move past the last space of the Corruption Track, immediately lose
// 40 VP and wrap around to the start of the track. Your VP score can go
// negative." Taking a red Floor and a random one for a Corruption on the
// last space, and on the one before it.
func TestCorruptionTrackWrapNegative(t *testing.T) {
	last := len(testContent.track) - 1
	for _, tc := range []struct {
		reason     string
		corruption int
		vp         int
		want       []int // Corruption, VP
	}{
		{"from 10 VP on the last space: -30 VP, on the start", last, 10, []int{0, -30}},
		{"from 0 VP on the last space: -40 VP", last, 0, []int{0, -40}},
		{"one space before the last: onto the last, no VP lost", last - 1, 10, []int{last, 10}},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		s.p[0].Corruption = uint8(tc.corruption)
		s.p[0].VP = int16(tc.vp)
		onTurn(s, 0)
		play(t, s, "go eg-floors-1", "yes", "floor red")
		if diff := cmp.Diff(tc.want, []int{s.Corruption(0), s.Scores()[0]}); diff != "" {
			t.Errorf("%s: [Corruption, VP] (-want +got):\n%s", tc.reason, diff)
		}
	}
}
