package capitals

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// TestSetupInitiativeAndMoney: "The first Player Marker selected should be
// placed in the $3, 4x space ... Each additional Player Marker should be
// placed in the next space to the right"; "each player reduces their
// economy track level by the $ amount above their Player Marker (for
// example, a player in the $2, 3x spot reduces their economy level by
// $2)"; the Political Phase "is skipped during the first round of the
// game". In round 2's Political Phase the open spaces are the players'
// count, and with 3 players also the space marked for 4: "In the 3-player
// game ONLY, the initiative space marked with the 4-player icon is also
// available for selection (except during set up)".
func TestSetupInitiativeAndMoney(t *testing.T) {
	for _, tc := range []struct {
		players int
		money   []int // by Initiative space, left to right
		open    []string
	}{
		{3, []int{6 - 3, 6 - 2, 6 - 1}, []string{"space 1", "space 2", "space 3", "space 4"}},
		{4, []int{6 - 3, 6 - 2, 6 - 1, 6 - 2}, []string{"space 1", "space 2", "space 3", "space 4"}},
		{5, []int{6 - 3, 6 - 2, 6 - 1, 6 - 2, 6 - 0}, []string{"space 1", "space 2", "space 3", "space 4", "space 5"}},
	} {
		s := newGame(t, tc.players)
		if s.Round() != 1 || s.Phase() != "Building Phase" {
			t.Errorf("%d players: the game opens in round %d, %s; want round 1's Building Phase", tc.players, s.Round(), s.Phase())
		}
		var money []int
		for sp := 0; sp < tc.players; sp++ {
			for p := 0; p < tc.players; p++ {
				if s.Space(rulebook.Player(p)) == sp {
					money = append(money, s.Level(rulebook.Player(p), "economy"))
				}
			}
		}
		if diff := cmp.Diff(tc.money, money); diff != "" {
			t.Errorf("%d players: money by Initiative space after setup (-want +got):\n%s", tc.players, diff)
		}
		toDecision(t, s, 2, phPolitical, int(opSpace))
		if diff := cmp.Diff(tc.open, legalStrings(s)); diff != "" {
			t.Errorf("%d players: the first to choose in round 2 may take (-want +got):\n%s", tc.players, diff)
		}
	}
}

// TestPassBonus: "Tile activation is not mandatory. A City that passes all
// activations gains 1 Prestige Point OR 1 Energy Cube on their Power
// Plant. Note that a City with multiple activations must pass them all to
// receive these resources, but only receives 1 Prestige Point or 1 Energy
// Cube."
func TestPassBonus(t *testing.T) {
	for _, tc := range []struct {
		reason   string
		acts     int
		moves    []string
		bonus    bool
		prestige int
		cubes    int
	}{
		{"one activation passed: 1 Prestige", 1, []string{"done", "bonus prestige"}, true, 1, 0},
		{"one activation passed: 1 Energy Cube", 1, []string{"done", "bonus cube"}, true, 0, 1},
		{"two activations both passed: still only 1", 2, []string{"done", "bonus prestige"}, true, 1, 0},
		{"one of two activations used: nothing", 2, []string{"activate 0,0", "done"}, false, 0, -2},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s, p := execState(t, 4)
			s.stack.Top().N = int16(tc.acts)
			ct := &s.cities[p]
			ct.Track[tCult] = 5
			prestige, cubes := ct.Prestige, ct.Cubes
			play(t, s, tc.moves[0])
			if got := slices.Contains(legalStrings(s), "bonus prestige"); got != tc.bonus {
				t.Fatalf("after %q: offered the bonus %v, want %v (%s)", tc.moves[0], got, tc.bonus, s.Prompt())
			}
			play(t, s, tc.moves[1:]...)
			if got := [2]int{int(ct.Prestige - prestige), int(ct.Cubes - cubes)}; got != [2]int{tc.prestige, tc.cubes} {
				t.Errorf("[prestige, cubes] %+v, want [%+d %+d]", got, tc.prestige, tc.cubes)
			}
		})
	}
}

// TestHighestCultureExtraActivation: "IMPORTANT: The City with the Highest
// Culture also gets an extra activation action during the Executive
// Phase." Each City's turn in round 1 offers its Power Plant's one
// activation, the Highest Culture City's two.
func TestHighestCultureExtraActivation(t *testing.T) {
	s := newGame(t, 4)
	toDecision(t, s, 1, phExecutive, int(opExec))
	seen := map[int]bool{}
	for s.Phase() == "Executive Phase" && s.stack.Top() != nil && s.stack.Top().Op == opExec {
		p := int(s.stack.Top().Who)
		want := "(1 activations left)"
		if rulebook.Player(p) == s.Highest() {
			want = "(2 activations left)"
		}
		if !strings.Contains(s.Prompt(), want) {
			t.Errorf("p%d (Highest Culture %v): %q, want %s", p, s.Highest(), s.Prompt(), want)
		}
		seen[p] = true
		play(t, s, "done", "bonus prestige")
	}
	if len(seen) != 4 {
		t.Errorf("%d Executive turns seen, want 4", len(seen))
	}
}

// TestEnergyCubesStayUntilTheExpo: "IMPORTANT: Do not remove Energy Cubes
// between normal rounds. Energy Cubes are only removed after a World Expo
// Evaluation"; "remove all Energy Cubes currently on Building Tiles ...
// Tourist Markers are not removed, but stay on their tiles".
func TestEnergyCubesStayUntilTheExpo(t *testing.T) {
	s := newGame(t, 4)
	toDecision(t, s, 1, phExecutive, int(opExec))
	p := int(s.stack.Top().Who)
	s.cities[p].Track[tCult] = 5
	play(t, s, "activate 0,0", "done")
	if got := s.cities[p].Cells[0].Cubes; got != 2 {
		t.Fatalf("%d cubes on the City Hall after its activation, want 2", got)
	}
	toDecision(t, s, 2, phPolitical, int(opSpace))
	if got := s.cities[p].Cells[0].Cubes; got != 2 {
		t.Errorf("round 2: %d cubes on the City Hall, want the 2 of round 1", got)
	}
	toDecision(t, s, 4, phExecutive, int(opExec))
	// Every City's Tourist on a tile before the World Expo stays there.
	for q := 0; q < 4; q++ {
		s.tourists[q].Cell = 0
		s.tourists[q].City = int8(q)
	}
	for s.phase == phExecutive {
		play(t, s, "done", "bonus prestige")
	}
	for s.phase == phExpo {
		if err := s.Apply(s.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	for q := 0; q < 4; q++ {
		ct := &s.cities[q]
		for i := 0; i < int(ct.N); i++ {
			if ct.Cells[i].Cubes != 0 {
				t.Errorf("p%d: %d cubes left on tile %d after the World Expo", q, ct.Cells[i].Cubes, i)
			}
		}
		if tr := s.tourists[q]; tr.City != int8(q) || tr.Cell != 0 {
			t.Errorf("p%d's Tourist Marker moved to %+v at the World Expo", q, tr)
		}
	}
}

// TestProjectsAreaMovesOn: "All Building Tiles remaining in the $0 row of
// the Projects Area are moved to the $2 row. All Building Tiles remaining
// in the $2 row ... are moved to the $4 row. All Building Tiles remaining
// in the $4 row ... are removed from the game"; then the $0 row is filled
// so that there are "never ... more current Era tiles than the number of
// players plus 2".
func TestProjectsAreaMovesOn(t *testing.T) {
	s := newGame(t, 4)
	for round := 1; round <= 3; round++ {
		toDecision(t, s, round, phExecutive, int(opExec))
		before := s.View(0).Rows
		toDecision(t, s, round+1, phPolitical, int(opSpace))
		after := s.View(0).Rows
		if diff := cmp.Diff(before[:2], after[1:]); diff != "" {
			t.Errorf("round %d: the $0 and $2 rows moved to the $2 and $4 rows (-want +got):\n%s", round, diff)
		}
		for _, id := range before[2] {
			if w := s.where[inst(t, s, id)]; w != locBox {
				t.Errorf("round %d: %s of the $4 row is at %d, want the box", round, id, w)
			}
		}
		if got := len(after[0]) + len(after[1]) + len(after[2]); got != 6 {
			t.Errorf("round %d: %d Era I tiles in the Projects Area after the draw, want 4+2", round, got)
		}
	}
}

// TestTouristsFollowTheCultureTrack: "the City which has the lowest Culture
// level that round will lose its Tourist to the City with the Highest
// Culture"; "If the Tourists situation ... remains unchanged from the
// previous turn ... the Tourist Markers will remain in the same City, and
// on the same Building Tile. If a different player's Tourist Marker is to
// be surrendered, that player removes their Tourist Marker from their
// City, and places it next to the City that has the highest Culture Level.
// The player who previously surrendered their Tourist Marker may recover
// it, and place it next to their City ... All other players must leave
// their Tourist Markers lying on their previous Building Tile".
func TestTouristsFollowTheCultureTrack(t *testing.T) {
	s := newGame(t, 3)
	for p, c := range []int16{5, 3, 1} {
		s.cities[p].Track[tCult] = c
	}
	s.tourism()
	want := []tourist{{City: 0, Cell: -1}, {City: 1, Cell: -1}, {City: 0, Cell: -1}}
	if diff := cmp.Diff(want, s.tourists[:3], cmp.AllowUnexported(tourist{})); diff != "" {
		t.Fatalf("p2, lowest, loses its Tourist to p0 (-want +got):\n%s", diff)
	}
	// Placed on tiles in the Executive Phase.
	s.tourists[0].Cell, s.tourists[1].Cell, s.tourists[2].Cell = 0, 1, 1
	s.tourism()
	want = []tourist{{City: 0, Cell: 0}, {City: 1, Cell: 1}, {City: 0, Cell: 1}}
	if diff := cmp.Diff(want, s.tourists[:3], cmp.AllowUnexported(tourist{})); diff != "" {
		t.Errorf("unchanged: every Tourist stays on its tile (-want +got):\n%s", diff)
	}
	// p1 falls below p2: p1's Tourist goes beside p0's City, p2 recovers
	// its own beside its City, p0's stays on its tile.
	s.cities[1].Track[tCult] = 0
	s.tourism()
	want = []tourist{{City: 0, Cell: 0}, {City: 0, Cell: -1}, {City: 2, Cell: -1}}
	if diff := cmp.Diff(want, s.tourists[:3], cmp.AllowUnexported(tourist{})); diff != "" {
		t.Errorf("a different City surrenders its Tourist (-want +got):\n%s", diff)
	}
}

// TestAttractionRanges: "ATTRACTION LEVEL 1: The leading player to reach
// or pass the green space (space 9) gains Tourist Markers from all Cities
// whose markers are lower than space 6"; "ATTRACTION LEVEL 2 ... (space
// 14) ... lower than space 10"; "Once reaching an Attraction Level space,
// the Highest Culture City retains this level even when they have passed
// that space"; below space 9 only the lowest City's Tourist is claimed.
// The City ahead is p0; p3 is the lowest.
func TestAttractionRanges(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		culture [5]int16
		claimed []int
	}{
		{"space 8: no Attraction Level, the lowest only", [5]int16{8, 5, 5, 1, 7}, []int{3}},
		{"space 9: below 6 claimed, 6 kept", [5]int16{9, 5, 6, 1, 7}, []int{1, 3}},
		{"space 13 keeps Level 1: below 6", [5]int16{13, 5, 9, 1, 7}, []int{1, 3}},
		{"space 14: below 10 claimed, 10 kept", [5]int16{14, 9, 10, 1, 7}, []int{1, 3, 4}},
		{"space 23 keeps Level 2", [5]int16{23, 9, 12, 1, 10}, []int{1, 3}},
		{"space 24: below 24", [5]int16{24, 23, 12, 1, 10}, []int{1, 2, 3, 4}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 5)
			for p, c := range tc.culture {
				s.cities[p].Track[tCult] = c
			}
			s.tourism()
			var claimed []int
			for q := 1; q < 5; q++ {
				if s.tourists[q].City == 0 {
					claimed = append(claimed, q)
				}
			}
			if diff := cmp.Diff(tc.claimed, claimed); diff != "" {
				t.Errorf("Tourists claimed by p0 (-want +got):\n%s", diff)
			}
		})
	}
}

// TestPublicServicesTieBreak: "If two or more Cities are in the same space
// of this track, the one higher on the Economy Track is considered to have
// the highest Public Services. If both are in the same space of the
// Economy Track, the City positioned furthest to the left on the
// Initiative Track is considered the City with the higher Public
// Services."
func TestPublicServicesTieBreak(t *testing.T) {
	s := newGame(t, 3)
	order := s.order()
	a, b, c := int(order[0]), int(order[1]), int(order[2])
	for _, p := range []int{a, b, c} {
		s.cities[p].Track[tPS], s.cities[p].Track[tEcon], s.cities[p].Prestige = 1, 10, 0
	}
	s.cities[c].Track[tEcon] = 11 // c, right of both, is richer
	s.stack = s.stack[:0]
	s.phase, s.idx, s.round = phExpo, 2, 4
	if err := s.expo(); err != nil {
		t.Fatal(err)
	}
	got := []int16{s.cities[a].Prestige, s.cities[b].Prestige, s.cities[c].Prestige}
	if diff := cmp.Diff([]int16{-2, -4, 0}, got); diff != "" {
		t.Errorf("Prestige of the leftmost, the next, the richest (-want +got):\n%s", diff)
	}
}

// TestConstructionTokenMoves: "After all four building sites around a
// Construction Token become filled, the construction token is moved to
// another location on the perimeter of the City. If a Construction Token
// has any empty spaces, it cannot be moved"; the Administrative Phase
// begins: "Move any construction tokens that are filled up with four
// buildings".
func TestConstructionTokenMoves(t *testing.T) {
	s := newGame(t, 3)
	p := int(s.order()[0])
	// The token at -1,0: the City Hall below it; fill -2,0, -1,-1, -1,1.
	put(t, s, p, "market", -1, -1)
	put(t, s, p, "bakery", -1, 1)
	put(t, s, p, "cobbler", -2, 0)
	toDecision(t, s, 1, phAdmin, int(opToken))
	if who := int(s.stack.Top().Who); who != p || s.stack.Top().N != 0 {
		t.Fatalf("p%d moves token %d, want p%d's first", who, s.stack.Top().N, p)
	}
	legal := legalStrings(s)
	for _, bad := range []string{"token -1,0", "token 1,1", "token 0,0", "token -3,-3"} {
		if slices.Contains(legal, bad) {
			t.Errorf("the token may go to %s: %v", bad, legal)
		}
	}
	if !slices.Contains(legal, "token -3,0") {
		t.Errorf("the token may not go to -3,0, on the perimeter above the Cobbler: %v", legal)
	}
	play(t, s, "token -3,0")
	if s.stack.Top() != nil && s.stack.Top().Op == opToken {
		t.Errorf("another token move is asked for: %s (the token at 1,1 has empty sides)", s.Prompt())
	}
}

// TestFinalScoring: "Before the Final Scoring: each player must pay one
// last time for their current space in the Initiative Area" (its $ times
// its multiplier, as a Political Phase choice of the same space would
// cost); then "1 Prestige Point for each 4 remaining Energy Cubes", "for
// each 4 remaining Money, reducing the Economy Track by the amount
// exchanged", "for each 2 Culture on the Culture Track (round down)".
func TestFinalScoring(t *testing.T) {
	s := newGame(t, 4)
	order := s.order()
	p := int(order[0]) // on $3, 4x: pays $12
	q := int(order[3]) // on $2, 2x: pays $4
	for _, x := range []int{p, q} {
		ct := &s.cities[x]
		ct.Track[tEcon], ct.Cubes, ct.Track[tCult], ct.Prestige = 27, 11, 7, 0
		ct.Moved, ct.Upgraded = 0, 0
	}
	s.stack = s.stack[:0]
	s.phase, s.idx = phFinal, 0
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	if !s.Over() {
		t.Fatalf("not over: %s", s.Prompt())
	}
	for _, tc := range []struct {
		seat                   int
		prestige, money, cubes int
	}{
		{p, 11/4 + (27-12)/4 + 7/2, (27 - 12) % 4, 11 % 4},
		{q, 11/4 + (27-4)/4 + 7/2, (27 - 4) % 4, 11 % 4},
	} {
		ct := &s.cities[tc.seat]
		got := [3]int{int(ct.Prestige), int(ct.Track[tEcon]), int(ct.Cubes)}
		if want := [3]int{tc.prestige, tc.money, tc.cubes}; got != want {
			t.Errorf("p%d [prestige, money, cubes] %v, want %v", tc.seat, got, want)
		}
	}
}

// TestWinnerTieBreaks: "In the event of a tie the tied player who has the
// most energy cubes remaining is the winner. If still tied the player who
// is furthest ahead on the Economy Track is the winner. If still tied, the
// tied player in the furthest left space of the Initiative Area is
// considered the winner."
func TestWinnerTieBreaks(t *testing.T) {
	for _, tc := range []struct {
		reason string
		set    func(s *State, o [maxSeats]int8)
		want   func(o [maxSeats]int8) int
	}{
		{"most Prestige", func(s *State, o [maxSeats]int8) { s.cities[o[2]].Prestige = 11 },
			func(o [maxSeats]int8) int { return int(o[2]) }},
		{"tied: most cubes", func(s *State, o [maxSeats]int8) { s.cities[o[3]].Cubes = 3 },
			func(o [maxSeats]int8) int { return int(o[3]) }},
		{"tied on cubes: most money", func(s *State, o [maxSeats]int8) { s.cities[o[1]].Track[tEcon] = 3 },
			func(o [maxSeats]int8) int { return int(o[1]) }},
		{"tied on money: leftmost", func(s *State, o [maxSeats]int8) {}, func(o [maxSeats]int8) int { return int(o[0]) }},
		{"a lower Prestige never wins on cubes", func(s *State, o [maxSeats]int8) {
			s.cities[o[0]].Prestige, s.cities[o[0]].Cubes = 9, 3
		}, func(o [maxSeats]int8) int { return int(o[1]) }},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4)
			o := s.order()
			for p := 0; p < 4; p++ {
				s.cities[p].Prestige, s.cities[p].Cubes, s.cities[p].Track[tEcon] = 10, 1, 2
			}
			tc.set(s, o)
			s.over = true
			if diff := cmp.Diff([]rulebook.Player{rulebook.Player(tc.want(o))}, s.Winners()); diff != "" {
				t.Errorf("Winners (-want +got):\n%s", diff)
			}
		})
	}
}

// TestVariantFullDraw: "VARIANT: If you find the number of buildings too
// restricting, during the Administrative Phase, try adding the full amount
// of building tiles regardless of how many remain in the projects area.
// Due to the number of tiles included, if using this variant, only draw
// six tiles per Administrative Phase when playing with 5 players." The
// basic game draws "only as many as needed" for players + 2 current-Era
// tiles.
func TestVariantFullDraw(t *testing.T) {
	for _, tc := range []struct {
		players int
		full    bool
	}{{3, false}, {3, true}, {4, true}, {5, false}, {5, true}} {
		s := newGame(t, tc.players, WithFullDraw(tc.full))
		toDecision(t, s, 2, phPolitical, int(opSpace))
		rows := s.View(0).Rows
		want := tc.players + 2 - len(rows[1]) - len(rows[2])
		if tc.full {
			want = min(tc.players+2, 6)
		}
		if len(rows[1]) == 0 {
			t.Fatalf("%d players: no tile left over from round 1: the case shows nothing", tc.players)
		}
		if got := len(rows[0]); got != want {
			t.Errorf("%d players, full draw %v: %d tiles drawn for round 2 ($2 row %d), want %d", tc.players, tc.full, got, len(rows[1]), want)
		}
	}
}

// TestActivateTheRoundItIsBuilt: "A tile may be activated on the same
// round it is built."
func TestActivateTheRoundItIsBuilt(t *testing.T) {
	s := newGame(t, 4)
	p := int(s.stack.Top().Who)
	build(t, s, "steam-engine-plant", 1, 0)
	toDecision(t, s, 1, phExecutive, int(opExec))
	for int(s.stack.Top().Who) != p {
		play(t, s, "done", "bonus prestige")
	}
	if !slices.Contains(legalStrings(s), "activate 1,0") {
		t.Errorf("the Steam Engine Plant built this round may not be activated: %v", legalStrings(s))
	}
}

// TestProsperityDeal: "Deal 6 tiles from the Prosperity Stack to each
// player with their faces down. When playing with 5 players, deal only 5
// Prosperity Tiles to each player. The remaining tiles, if any, are
// removed from the game without revealing them".
func TestProsperityDeal(t *testing.T) {
	for players, want := range map[int]int{2: 6, 3: 6, 4: 6, 5: 5} {
		s := newGame(t, players, WithProsperity(true))
		v := s.View(0)
		if got := len(v.Players[0].Hand); got != want {
			t.Errorf("%d players: %d tiles in p0's hand, want %d", players, got, want)
		}
		for q := 1; q < players; q++ {
			if got := v.Players[q].HandSize; got != want {
				t.Errorf("%d players: p%d holds %d, want %d", players, q, got, want)
			}
		}
		if v.Prosperity != 0 {
			t.Errorf("%d players: %d tiles left in the Prosperity stack, want them in the box", players, v.Prosperity)
		}
	}
}

// TestPlacementRules: "A) A Building Tile must be placed on any of the four
// sides of the player's Construction Token. B) A Building Tile must be
// adjacent to another Building Tile of the same type (same color).
// Diagonal connections are considered adjacent. This rule doesn't apply to
// a City that still doesn't have a tile of that type"; "a penalty of 2
// Prestige Points (-2 Prestige) for each rule not followed". The City Hall
// (Public) is at 0,0, the Hotel (Tourism) at 0,1, the tokens at -1,0 and
// 1,1.
func TestPlacementRules(t *testing.T) {
	for _, tc := range []struct {
		reason string
		tile   string
		r, c   int
		want   int16
	}{
		{"beside a token, below the City Hall", "courthouse", 1, 0, 0},
		{"beside a token, diagonal to the City Hall", "courthouse", -1, -1, 0},
		{"beside a token, no Public tile adjacent", "courthouse", 1, 2, -2},
		{"beside the City Hall, no token side", "courthouse", 0, -1, -2},
		{"no token side, the first Commerce tile", "market", 0, 2, -2},
		{"no token side, no Tourism tile adjacent", "fountain", 1, -1, -4},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4)
			p := int(s.stack.Top().Who)
			before := s.cities[p].Prestige
			build(t, s, tc.tile, tc.r, tc.c)
			if got := s.cities[p].Prestige - before; got != tc.want {
				t.Errorf("%s at %d,%d: prestige %+d, want %+d", tc.tile, tc.r, tc.c, got, tc.want)
			}
		})
	}
}

// TestRedArrowOncePerActivation: "These points are obtained only once per
// tile built and once per Activation, regardless of how much the Player
// Marker would advance." The Market at the top of the Economy Track is
// activated ($4) beside the Bakery ("each time an adjacent tile is
// activated, gain $4"): one red arrow for the activation and what it sets
// off; a second activation pays it again.
func TestRedArrowOncePerActivation(t *testing.T) {
	s, p := execState(t, 4)
	ct := &s.cities[p]
	put(t, s, p, "market", 1, 0)
	put(t, s, p, "bakery", 2, 0)
	top := int16(s.c.tracks[tEcon].Max)
	ct.Track[tEcon], ct.Cubes, ct.Prestige = top, 10, 0
	arrow := s.c.tracks[tEcon].high
	if len(arrow) != 1 || arrow[0].Arg != "prestige" {
		t.Fatalf("the Economy Track's top red arrow is %v: the case wants Prestige", arrow)
	}
	per := int16(arrow[0].N)
	play(t, s, "activate 1,0")
	if ct.Track[tEcon] != top || ct.Prestige != per {
		t.Errorf("first activation: $%d, prestige %d; want $%d and one red arrow (%d)", ct.Track[tEcon], ct.Prestige, top, per)
	}
	play(t, s, "activate 1,0")
	if ct.Prestige != 2*per {
		t.Errorf("second activation: prestige %d, want %d", ct.Prestige, 2*per)
	}
}
