package capitals

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestPowerPlantsFirstComeRichest: "Some Power Plant Tiles of the same level
// have different energy capacities (number of Energy Cubes). The first City
// to develop their Power Plant will take the Power Plant Tile which offers
// the most Energy Cubes amongst the Power Plants of the next level. Cities
// that reach this same level at a later point in the game will take the
// next best Power Plant and so on"; "As soon as a player takes a new Power
// Plant, they take the number of Energy Cubes indicated on the new Power
// Plant Tile from the General Supply and add them to the Energy Cubes from
// their existing plant ... IMPORTANT: The remaining Energy Cubes from the
// old Power Plant card are not lost, but transferred to the new Power Plant
// card". In
// round 1's Building Phase each of 4 Cities, one space short of the Power
// Plant symbol, builds a tile giving 1 Progress and upgrades on passing it.
func TestPowerPlantsFirstComeRichest(t *testing.T) {
	s := newGame(t, 4)
	tiles := []string{"cog-factory", "market", "bakery", "courthouse"}
	var got []string
	var cubes []int
	for i := range tiles {
		p := int(s.stack.Top().Who)
		if p != int(s.order()[i]) {
			t.Fatalf("builder %d is p%d, want the %d-th in Initiative order", i, p, i+1)
		}
		ct := &s.cities[p]
		ct.Track[tProg] = int16(s.c.tracks[tProg].Max)
		ct.Moved = ct.Track[tProg]
		start := ct.Cubes
		build(t, s, tiles[i], 1, 0)
		if !strings.Contains(s.Prompt(), "upgrade your Power Plant") {
			t.Fatalf("p%d passed the Power Plant symbol and is not offered an upgrade: %s", p, s.Prompt())
		}
		play(t, s, "yes")
		resolve(t, s)
		got = append(got, s.c.tiles[ct.Plant].ID)
		cubes = append(cubes, int(ct.Cubes-start))
	}
	if diff := cmp.Diff([]string{"plant-2a", "plant-2b", "plant-2c", "plant-2d"}, got); diff != "" {
		t.Errorf("the level 2 Power Plants taken, in the order the Cities reached the level (-want +got):\n%s", diff)
	}
	// plant-2a 6, 2b 5, 2c 5, 2d 4 cubes (power_plants.yaml), added to the
	// starting plant's.
	if diff := cmp.Diff([]int{6, 5, 5, 4}, cubes); diff != "" {
		t.Errorf("Energy Cubes gained on upgrading, the old plant's kept (-want +got):\n%s", diff)
	}
}

// TestPowerPlantOneLevelAtATime: "Every time the Player Marker passes
// through the Power Plant symbol, the City may upgrade their Power Plant";
// "When a player's marker lands on or passes through this space, they may
// upgrade their Power Plant to the next higher level"; "Cities may only
// upgrade their Power Plants one level at a time (for example, a 2 power
// plant can only be built over a 1 power plant; a 3 power plant over a 2
// power plant; and so on)"; "The symbol on the Progress Track (new Power
// Plant Tile) is collected immediately upon reaching that space". A City
// builds the Recycling Facility ("gain 4 progress") from the Progress
// space the case gives, on the 7-space circle whose symbol is space 0.
func TestPowerPlantOneLevelAtATime(t *testing.T) {
	for _, tc := range []struct {
		reason string
		from   int
		plant  string
		answer string // to the offer; "" when none is due
		level  int
	}{
		{"lands on the symbol: offered, taken", 3, "", "yes", 2},
		{"passes it: offered, declined", 5, "", "no", 1},
		{"stops short of it: no offer", 2, "", "", 1},
		{"from level 2 the next is level 3, not higher", 6, "plant-2e", "yes", 3},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4)
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			if tc.plant != "" {
				k := s.c.byID[tc.plant]
				s.where[s.c.firstInst[k]] = locCity + uint8(p)
				ct.Plant = int16(k)
			}
			ct.Track[tProg], ct.Moved = int16(tc.from), int16(tc.from)
			build(t, s, "recycling-facility", 1, 0)
			offered := strings.Contains(s.Prompt(), "upgrade your Power Plant")
			if offered != (tc.answer != "") {
				t.Fatalf("from Progress %d +4: offered an upgrade %v, want %v (%s)", tc.from, offered, tc.answer != "", s.Prompt())
			}
			if offered {
				play(t, s, tc.answer)
				resolve(t, s)
			}
			if got := s.c.tiles[ct.Plant].Level; got != tc.level {
				t.Errorf("Power Plant level %d, want %d", got, tc.level)
			}
			if got, want := int(ct.Track[tProg]), (tc.from+4)%7; got != want {
				t.Errorf("Progress %d, want %d", got, want)
			}
		})
	}
}

// TestPublicServicesIconsOnlyAtTheExpo: "IMPORTANT: Symbols found on the
// spaces of the Employment and Public Services Tracks are only collected
// during the World Expo Evaluation"; "Public Service Adjustment: First,
// each City increases/decreases their tracks according to the icons
// displayed on their current space of the Public Services Track. For
// example, if a Player was on the 3rd space of the Public Services Track,
// they would increase their Progress Track level by 1." A City at Public
// Services 1 builds the Courthouse ("gain 1 progress, 2 public service"):
// on the 3rd space it gains only the tile's 1 Progress; at the World Expo
// of round 4 it gains 1 more.
func TestPublicServicesIconsOnlyAtTheExpo(t *testing.T) {
	s := newGame(t, 4)
	p := int(s.stack.Top().Who)
	ct := &s.cities[p]
	ct.Track[tPS], ct.Track[tProg], ct.Moved = 1, 0, 0
	build(t, s, "courthouse", 1, 0)
	if ct.Track[tPS] != 3 || ct.Track[tProg] != 1 {
		t.Fatalf("after the Courthouse: Public Services %d, Progress %d; want 3 and the tile's 1 alone", ct.Track[tPS], ct.Track[tProg])
	}
	for q := range 4 {
		if q != p {
			s.cities[q].Track[tPS] = 0 // a space without icons
		}
	}
	s.stack = s.stack[:0]
	s.round, s.phase, s.idx = 4, phExpo, 0
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	if s.phase == phExpo {
		t.Fatalf("the World Expo waits on %s", s.Prompt())
	}
	if ct.Track[tProg] != 2 {
		t.Errorf("Progress %d after the World Expo, want 1 + the 3rd space's 1", ct.Track[tProg])
	}
}
