// Rulebook sections pinned by the audit of 2026-12-02: Power Plants and the
// Progress Track, the World Expo's Public Services icons, a new Era's draw,
// Extra Taxation, the player-count tiles, Population and Employment, and
// the red arrows at the beginning of a Track.

package capitals

import (
	"os"
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

// TestNewEraDrawsFromItsStack: the Administrative Phase of round 4: "If
// the Time Marker has moved into a new era, discard the older era Building
// Tile stack and draw from the Building Tiles for the new era ... Any
// older Era Building Tiles currently in the Project Area remain in play
// until purchased, or removed from the $4 row during the Administration
// Phase"; "only Building Tiles from the current Era are counted:
// previous-Era Building Tiles are permitted to stay in the Projects Area".
func TestNewEraDrawsFromItsStack(t *testing.T) {
	s := newGame(t, 4)
	toDecision(t, s, 4, phExecutive, int(opExec))
	before := s.View(0).Rows
	if len(before[0])+len(before[1]) == 0 {
		t.Fatal("no Era I tile in the $0 and $2 rows after round 4's Building Phase: the case shows nothing")
	}
	toDecision(t, s, 5, phPolitical, int(opSpace))
	after := s.View(0).Rows
	if diff := cmp.Diff(before[:2], after[1:]); diff != "" {
		t.Errorf("the Era I tiles of the $0 and $2 rows stay, one row on (-want +got):\n%s", diff)
	}
	if len(after[0]) != 4+2 {
		t.Errorf("%d tiles drawn in round 5, want 4+2: the older Era's tiles do not count", len(after[0]))
	}
	for _, id := range after[0] {
		if era := s.c.tiles[s.c.byID[id]].Era; era != 2 {
			t.Errorf("%s of Era %d drawn in round 5, want Era II", id, era)
		}
	}
	for i, k := range s.c.inst {
		if s.c.tiles[k].Era == 1 && s.where[i] == locStack {
			t.Errorf("%s is still in the Era I stack in round 5, want it discarded", s.c.tiles[k].ID)
		}
	}
}

// TestExtraTaxationForInitiativeAndActivation: "The player may also take an
// Extra Taxation Action in order to obtain the position on the Initiative
// Track that they desire"; "An Extra Taxation Action may also be required
// to pay for the effects of a card"; "Simply calculate the number of Extra
// Taxation Actions required before reducing the player's position on the
// Economy Track. Remember, a player needs to end up with at least $1"; each
// one is "losing 1 Prestige Point and adding $3".
func TestExtraTaxationForInitiativeAndActivation(t *testing.T) {
	t.Run("Initiative: $2 for the $3 space from $3,4x", func(t *testing.T) {
		s := newGame(t, 4)
		toDecision(t, s, 2, phPolitical, int(opSpace))
		p := int(s.stack.Top().Who)
		ct := &s.cities[p]
		ct.Track[tEcon], ct.Prestige = 2, 0
		play(t, s, "space 1") // $3 x 4 = $12: to $13 takes 4 actions, $14
		if got := [2]int16{ct.Track[tEcon], ct.Prestige}; got != [2]int16{2, -4} {
			t.Errorf("[economy, prestige] %v, want [2 -4]", got)
		}
	})
	t.Run("Activation: the Furley Apartments' $12 with $3", func(t *testing.T) {
		s, p := execState(t, 4)
		ct := &s.cities[p]
		put(t, s, p, "furley-apartments", 1, 0)
		ct.Track[tEcon], ct.Prestige, ct.Cubes, ct.Track[tPop] = 3, 0, 5, 4
		play(t, s, "activate 1,0") // to $13 takes 4 actions, $15
		if got := [3]int16{ct.Track[tEcon], ct.Prestige, ct.Track[tPop]}; got != [3]int16{3, -4, 6} {
			t.Errorf("[economy, prestige, population] %v, want [3 -4 6]", got)
		}
	})
}

// TestPlayerCountTilesAndTwoPlayerMoney: "For 2 and 3-player games, return
// the Building Tiles marked with the 4-player or 5-player symbol to the
// game box. These are only used during a 4-player or 5-player game" (a
// tile marked for 5 players is read as used with 5 only, as the Initiative
// Track's spaces marked for a player count); the 2-player rules: "Return
// the cards labeled with the 4-player and 5-player symbol to the box".
// With 2 players the Initiative markers go on the first two spaces ("the
// final Player Marker placed will be positioned in the space showing an
// icon representing the correct number of players (except in the 2-player
// game, of course)"), and "each player reduces their economy track level
// by the $ amount above their Player Marker".
func TestPlayerCountTilesAndTwoPlayerMoney(t *testing.T) {
	for players := 2; players <= 5; players++ {
		s := newGame(t, players)
		for i, k := range s.c.inst {
			tile := &s.c.tiles[k]
			if tile.Era == 0 {
				continue
			}
			if boxed := s.where[i] == locBox; tile.Players > players && !boxed {
				t.Errorf("%d players: %s, marked for %d, is in play", players, tile.ID, tile.Players)
			}
		}
	}
	s := newGame(t, 2)
	var money []int
	for sp := 0; sp < 2; sp++ {
		for p := 0; p < 2; p++ {
			if s.Space(rulebookSeat(p)) == sp {
				money = append(money, s.Level(rulebookSeat(p), "economy"))
			}
		}
	}
	start := s.c.tracks[tEcon].Start
	if diff := cmp.Diff([]int{start - 3, start - 2}, money); diff != "" {
		t.Errorf("2 players: money by Initiative space after setup (-want +got):\n%s", diff)
	}
}

// TestPopulationCapsEmployment: "Population works as a limit to the
// Employment Track; Employment generated above the City's Population Level
// is ignored. There can never be more workers on the Employment Track than
// Population in a City"; and "The player may freely decide in what order
// they wish to update each track position". The Cog Factory ("gain 1
// progress, 2 population and 3 employment") from Population 2 and
// Employment 2, and the Windsor Cottages' activation ("lose 1 population
// to gain $12") with Population and Employment at 5.
func TestPopulationCapsEmployment(t *testing.T) {
	for _, tc := range []struct {
		reason string
		first  string // the Cog Factory's effect resolved first
		want   [2]int16
	}{
		{"Population first: 4, then Employment 2+3 capped at 4", "effect 2", [2]int16{4, 4}},
		{"Employment first: 2+3 capped at 2, then Population 4", "effect 3", [2]int16{4, 2}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4)
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			ct.Track[tPop], ct.Track[tEmp] = 2, 2
			s.where[inst(t, s, "cog-factory")] = locRow0
			play(t, s, "take cog-factory", "place 1,0", tc.first)
			resolve(t, s)
			if got := [2]int16{ct.Track[tPop], ct.Track[tEmp]}; got != tc.want {
				t.Errorf("[population, employment] %v, want %v", got, tc.want)
			}
		})
	}
	t.Run("a Population loss takes the workers above it", func(t *testing.T) {
		s, p := execState(t, 4)
		ct := &s.cities[p]
		put(t, s, p, "windsor-cottages", 1, 0)
		ct.Track[tPop], ct.Track[tEmp], ct.Track[tEcon], ct.Cubes = 5, 5, 10, 5
		play(t, s, "activate 1,0")
		if got := [3]int16{ct.Track[tPop], ct.Track[tEmp], ct.Track[tEcon]}; got != [3]int16{4, 4, 22} {
			t.Errorf("[population, employment, economy] %v, want [4 4 22]", got)
		}
	})
}

// TestRedArrowAtTheBeginning: "they may move their markers beyond the
// beginning or end of a Track, which also has effects as shown by the
// groups of icons at the beginning and end of each Track ... every time a
// player moves one of their Player Markers beyond the final space of that
// Track, they will gain or lose Prestige Tokens or other resources ... The
// Player Marker will remain in the same space instead of moving off the
// Track. These points are awarded only once each time a player would move
// off the Track, regardless of how many spaces the player would move off".
// A City on the first space of the Public Services Track builds the
// Victoria Terraces ("lose 2 public service").
func TestRedArrowAtTheBeginning(t *testing.T) {
	s := newGame(t, 4)
	p := int(s.stack.Top().Who)
	ct := &s.cities[p]
	low := s.c.tracks[tPS]
	if len(low.low) != 1 || low.low[0].Arg != "prestige" {
		t.Fatalf("the Public Services Track's first red arrow is %v: the case wants Prestige", low.low)
	}
	ct.Track[tPS], ct.Prestige = int16(low.Min), 0
	build(t, s, "victoria-terraces", 1, 0) // beside the token at 1,1: no penalty, the first Housing tile
	if got := [2]int{int(ct.Track[tPS]), int(ct.Prestige)}; got != [2]int{low.Min, low.low[0].N} {
		t.Errorf("[public services, prestige] %v, want [%d %d]: the marker stays, one red arrow", got, low.Min, low.low[0].N)
	}
}

// TestConditionalEffectFigure: "Sometimes, Immediate Effects can be
// Conditional ... The player does not lose/pay the amount of the
// condition; simply having the indicated item/resource results in the
// effect taking place"; "Example: the figure indicates that for each 3
// Money the City has (number in the black bar), its Culture Track
// increases by 1. If this City had 12 Money at the moment that the tile
// was built, it could increase its Culture by 4. The black bar indicates
// that the City doesn't gain or lose any Money". The figure's tile is the
// Bakery of a content copy whose Immediate Effect is that Conditional
// Effect alone. With $2 it gives nothing: no Extra Taxation is taken "for a
// Conditional Effect".
func TestConditionalEffectFigure(t *testing.T) {
	root := copyContent(t)
	editFile(t, root, "tiles_era1.yaml",
		`immediate: '[gain("progress", 1), gain("employment", 1), gain("public_services", -1)]'`,
		`immediate: 'gain("culture", per("economy", 3))'`)
	c, err := Load(os.DirFS(root))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		money, culture int16
	}{{12, 4}, {14, 4}, {2, 0}} {
		s := newGameOn(t, c, 4)
		p := int(s.stack.Top().Who)
		ct := &s.cities[p]
		ct.Track[tEcon], ct.Track[tCult], ct.Prestige = tc.money, 0, 0
		build(t, s, "bakery", -1, 1) // beside the token at -1,0: the first Commerce tile, no penalty
		if got := [3]int16{ct.Track[tEcon], ct.Track[tCult], ct.Prestige}; got != [3]int16{tc.money, tc.culture, 0} {
			t.Errorf("$%d: [economy, culture, prestige] %v, want [%d %d 0]", tc.money, got, tc.money, tc.culture)
		}
	}
}

// TestProsperityTileFollowsPlacementRules: "Prosperity adds a sixth type
// (color) of tile"; "After ensuring that all Construction Requirements for
// building the tile are met, the Prosperity Tile is built following all
// rules from the Building Phase": rule A (a side of a Construction Token)
// and rule B ("adjacent to another Building Tile of the same type ...
// This rule doesn't apply to a City that still doesn't have a tile of that
// type"), 2 Prestige for each rule not followed. The Mayor's House (no
// requirement but its cost) is built in a Prosperity round; an Art Gallery
// (built earlier) is at 2,2, away from the tokens at -1,0 and 1,1.
func TestProsperityTileFollowsPlacementRules(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		gallery bool // a Prosperity tile already in the City
		r, c    int
		want    int16
	}{
		{"the first Prosperity tile, beside a token", false, 1, 0, 0},
		{"the first Prosperity tile, beside no token", false, 0, 2, -2},
		{"beside a token, no Prosperity tile adjacent", true, 1, 0, -2},
		{"beside a token and the Art Gallery", true, 1, 2, 0},
		{"beside neither", true, 0, -1, -4},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4, WithProsperity(true))
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			if tc.gallery {
				put(t, s, p, "art-gallery", 2, 2)
			}
			s.where[inst(t, s, "mayors-house")] = locHand + uint8(p)
			s.stack.Push(task{Op: opProsper, Who: int8(p)})
			ct.Track[tEcon], ct.Track[tCult], ct.Track[tPS], ct.Prestige = 20, 5, 3, 0
			play(t, s, "build mayors-house", "place "+cellString(int8(tc.r), int8(tc.c)))
			resolve(t, s)
			if ct.Prestige != tc.want {
				t.Errorf("Mayor's House at %d,%d: prestige %+d, want %+d", tc.r, tc.c, ct.Prestige, tc.want)
			}
		})
	}
}

// TestRedTouristsExample: "The Red player has 2 Tourist Markers: their
// own, plus the Black player's. Red chooses to activate a tile with 2
// Energy Cubes pictured on it. Red decides to use both Tourist Markers and
// 1 Energy Cube to pay for the tile's activation"; "The Tourist Markers
// are placed on tiles the same as Energy Cubes ... The Tourist Markers are
// treated like Energy Cubes when calculating the cost to activate a tile".
// The tile is the Restaurant (2 printed cubes); both Tourists wait beside
// Red's City.
func TestRedTouristsExample(t *testing.T) {
	s, red := execState(t, 4)
	black := (red + 1) % 4
	ct := &s.cities[red]
	i := put(t, s, red, "restaurant", 1, 0)
	s.tourists[red] = tourist{City: int8(red), Cell: -1}
	s.tourists[black] = tourist{City: int8(red), Cell: -1}
	ct.Cubes = 5
	if got := s.activationCost(red, i); got != 3 {
		t.Fatalf("the Restaurant costs %d, want 2 printed + 1", got)
	}
	play(t, s, "activate 1,0 from side side")
	if ct.Cubes != 4 {
		t.Errorf("%d Energy Cubes paid, want 1", 5-ct.Cubes)
	}
	for _, q := range []int{red, black} {
		if tr := s.tourists[q]; int(tr.City) != red || int(tr.Cell) != i {
			t.Errorf("p%d's Tourist at %+v, want on the Restaurant", q, tr)
		}
	}
	if got := s.activationCost(red, i); got != 2+1+2+1 {
		t.Errorf("the next activation costs %d, want 2 printed + 1 cube + 2 Tourists + 1", got)
	}
}

// TestEndOfGameEffectsWorkedOutTogether: "Final Scoring: First, score any
// endgame effects on city tiles, be aware some End of Game Effects take
// place just before the last World Expo Evaluation". The rulebook gives
// no order among a City's End of Game Effects; the rules work each one out
// from the City as it stands before any of them, so their order does not
// matter (a reading: the player does not order them as they order a
// tile's Immediate Effects). The Public Meeting Hall's "gain 3 employment"
// and the Gene Research Lab's "for every 4 employment, gain 1 progress",
// both before the last World Expo, from Employment 9: 2 Progress, built in
// either order.
func TestEndOfGameEffectsWorkedOutTogether(t *testing.T) {
	for _, first := range []string{"public-meeting-hall", "gene-research-lab"} {
		t.Run(first+" built first", func(t *testing.T) {
			s := newGame(t, 4)
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			second := map[string]string{"public-meeting-hall": "gene-research-lab", "gene-research-lab": "public-meeting-hall"}[first]
			put(t, s, p, first, 1, 0)
			put(t, s, p, second, 2, 0)
			ct.Track[tPop], ct.Track[tEmp], ct.Track[tProg], ct.Moved = 15, 9, 0, 0
			s.stack = s.stack[:0]
			s.phase, s.idx, s.round = phExpo, 2, 12
			s.stack.Push(task{Op: opEnd, Who: int8(p), Kind: 1})
			if err := s.settle(); err != nil {
				t.Fatal(err)
			}
			for strings.Contains(s.Prompt(), conditionalAgain) {
				play(t, s, "yes") // the most the condition allows
			}
			if got := [2]int16{ct.Track[tEmp], ct.Track[tProg]}; got != [2]int16{12, 2} {
				t.Errorf("[employment, progress] %v, want [12 2]", got)
			}
		})
	}
}
