package capitals

import (
	"fmt"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Running out and limits: the Era stacks and the Projects Area when short
// of tiles, the supplies the rulebook does not limit.

// drawnByRound plays a game with default moves and returns, for rounds 2
// to 12, how many tiles the Administrative Phase before it drew (the $0
// row at the Political Phase holds only those) and how many current-Era
// tiles the Projects Area then held.
func drawnByRound(t *testing.T, players int, opts []Option) (tb *table, drawn, current []int) {
	t.Helper()
	tb = newTable(t, players, opts)
	for r := 2; r <= 12; r++ {
		tb.until(fmt.Sprintf("the round-%d Political Phase", r), func(s *State) bool { return s.Round() == r && s.Phase() == "Political Phase" })
		s := tb.s
		v := s.View(0)
		drawn = append(drawn, len(v.Rows[0]))
		n := 0
		for _, row := range v.Rows {
			for _, id := range row {
				if s.c.tiles[s.c.byID[id]].Era == s.era() {
					n++
				}
			}
		}
		current = append(current, n)
	}
	return tb, drawn, current
}

// repeated is n copies of v.
func repeated(v, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// TestEveryDrawIsInTheStack: the Era stacks hold every tile the draws of
// their Era ask for, at every player count and by every draw rule, so each
// Administrative Phase draws its full number.
//
// The VARIANT: "try adding the full amount of building tiles regardless of
// how many remain in the projects area. Due to the number of tiles
// included, if using this variant, only draw six tiles per Administrative
// Phase when playing with 5 players": six at 5 players (not seven) because
// the Era III stack of 24 tiles holds four draws of six and no more; the
// full amount (players + 2) is drawn with fewer players, six at 4 players,
// so a 4-player game has the 24 Era III tiles too. The 2-player game: "4
// Buildings cards are revealed in the Projects Area" each round
// (two_player_draw=four-new, the default), from stacks that lose "1 card
// of each Building type" at setup. The basic game: "there should never be
// more current Era tiles than the number of players plus 2. When drawing
// new tiles for the $0 row, draw only as many as needed to meet this
// requirement"; with 5 players the default play here (each City takes the
// first tile of the $0 row) leaves two tiles to leave the $4 row at the end
// of round 11, so the four Era III draws take 7+5+5+7 = 24, the most they
// can.
func TestEveryDrawIsInTheStack(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		players int
		opts    []Option
		drawn   []int // tiles drawn for rounds 2..12 (nil: not checked)
		current int   // current-Era tiles in the Projects Area at each Political Phase (0: not checked)
	}{
		{"2 players, four-new: 4 new tiles every round, the Era III round-12 draw too", 2, nil, repeated(4, 11), 0},
		{"2 players, refill: 4 current-Era tiles every round", 2, []Option{WithRule("two_player_draw", "refill")}, nil, 4},
		{"3 players: 5 current-Era tiles every round", 3, nil, nil, 5},
		{"3 players, VARIANT: 5 new tiles every round", 3, []Option{WithFullDraw(true)}, repeated(5, 11), 0},
		{"4 players: 6 current-Era tiles every round", 4, nil, nil, 6},
		{"4 players, VARIANT: 6 new tiles every round, the Era III round-12 draw too", 4, []Option{WithFullDraw(true)}, repeated(6, 11), 0},
		{"4 players, VARIANT, tile_marks=four-or-five: 6 new tiles every round", 4, []Option{WithFullDraw(true), WithRule("tile_marks", "four-or-five")}, repeated(6, 11), 0},
		{"5 players: 7 current-Era tiles every round, the Era III stack emptied by the last draw", 5, nil, nil, 7},
		{"5 players, VARIANT: six new tiles every round, not seven", 5, []Option{WithFullDraw(true)}, repeated(6, 11), 0},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			_, drawn, current := drawnByRound(t, tc.players, tc.opts)
			if tc.drawn != nil {
				if diff := cmp.Diff(tc.drawn, drawn); diff != "" {
					t.Errorf("tiles drawn for rounds 2 to 12 (-want +got):\n%s", diff)
				}
			}
			if tc.current > 0 {
				if diff := cmp.Diff(repeated(tc.current, 11), current); diff != "" {
					t.Errorf("current-Era tiles in the Projects Area in rounds 2 to 12 (-want +got):\n%s", diff)
				}
			}
		})
	}
}

// TestShortStackGivesWhatIsLeft: a stack that holds fewer tiles than a
// draw asks for gives every tile it has, and the round goes on. The
// rulebook says only "Draw a number of new Building Tiles from the
// Building Tile stack for the current Era" (and, for the VARIANT, that the
// stacks are sized for its draws); a reading pinned on a content copy in
// which two more Era III tiles are marked for 5 players, so that the
// 4-player VARIANT's Era III stack holds 22 of the 24 its draws ask for.
func TestShortStackGivesWhatIsLeft(t *testing.T) {
	root := copyContent(t)
	for _, id := range []string{"fertilizer-plant", "penfield-health"} {
		tile := testContent.tiles[testContent.byID[id]]
		head := "  - id: " + id + "\n    name: " + tile.Name + "\n    type: " + testContent.types[tile.Type] + "\n    cubes: 1\n"
		editFile(t, root, "tiles_era3.yaml", head+"    players: 4\n", head+"    players: 5\n")
	}
	c, err := Load(os.DirFS(root))
	if err != nil {
		t.Fatal(err)
	}
	useContent(t, c)
	tb, drawn, _ := drawnByRound(t, 4, []Option{WithFullDraw(true)})
	if diff := cmp.Diff(append(repeated(6, 10), 4), drawn); diff != "" {
		t.Errorf("tiles drawn for rounds 2 to 12: the last draw gives the 4 left (-want +got):\n%s", diff)
	}
	if got := tb.s.View(0).Stacks; got[2] != 0 {
		t.Errorf("Era III stack after the last draw: %d tiles, want 0", got[2])
	}
	// Round 12 goes on: every City builds a tile, and the game ends.
	before := make([]int, 4)
	for p := range before {
		before[p] = len(seatView(tb.s, rulebook.Player(p)).Tiles)
	}
	tb.until("round 12's Executive Phase", func(s *State) bool { return s.Round() == 12 && s.Phase() == "Executive Phase" })
	for p := range before {
		if got := len(seatView(tb.s, rulebook.Player(p)).Tiles); got != before[p]+1 {
			t.Errorf("p%d holds %d tiles after round 12's Building Phase, want %d", p, got, before[p]+1)
		}
	}
	tb.until("the end", (*State).Over)
}

// TestEmploymentRedArrowAtItsEnd: "IMPORTANT: Symbols found on the spaces
// of the Employment and Public Services Tracks are only collected during
// the World Expo Evaluation ..., although the red arrows on these Tracks
// are scored immediately"; "every time a player moves one of their Player
// Markers beyond the final space of that Track, they will gain or lose
// Prestige Tokens ... The Player Marker will remain in the same space";
// "Employment generated above the City's Population Level is ignored." The
// Employment Track's red arrow is reached only with Population above the
// Employment Track's final space, so the Population Track runs further.
// The City to move builds the tile on a side of its Construction Token
// (no penalty), resolving its effects in their listed order (Population
// before Employment).
func TestEmploymentRedArrowAtItsEnd(t *testing.T) {
	for _, tc := range []struct {
		reason   string
		tile     string
		pop, emp int16
		want     [3]int // Population, Employment, Prestige gained
	}{
		{"Population passes the Employment Track's final space (20) with no red arrow; Employment, moved beyond its final space with Population above it, stays on 20 and takes its red arrow (+2)",
			"cog-factory", 19, 19, [3]int{21, 20, 2}},
		{"Population and Employment on 20: the Employment gained is above Population, ignored: no red arrow",
			"iron-foundry", 20, 20, [3]int{20, 20, 0}},
		{"Population beyond its own final space (25) takes its red arrow (+2)",
			"cog-factory", 24, 2, [3]int{25, 5, 2}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4)
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			ct.Track[tPop], ct.Track[tEmp] = tc.pop, tc.emp
			before := ct.Prestige
			build(t, s, tc.tile, 1, 0)
			got := [3]int{int(ct.Track[tPop]), int(ct.Track[tEmp]), int(ct.Prestige - before)}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("[Population, Employment, Prestige gained] (-want +got):\n%s", diff)
			}
		})
	}
}

// TestEnergyCubesAreNotLimited: "75 orange Energy Cubes — The number of
// Energy Cubes is not considered limited. If you should run out of cubes
// while playing, feel free to use a suitable substitute." With all 75 on
// the table, the first City of the Executive Phase passes every
// activation and takes its Energy Cube all the same.
func TestEnergyCubesAreNotLimited(t *testing.T) {
	tb := newTable(t, 4, nil)
	first := rulebook.Player(tb.s.order()[0])
	tb.until("the first Executive turn", execTurn(first, 1))
	others := 0
	for q := 0; q < 4; q++ {
		if rulebook.Player(q) != first {
			others += tb.s.Level(rulebook.Player(q), "cubes")
		}
	}
	tb.s.cities[first].Cubes = int16(75 - others)
	tb.play("done", "bonus cube")
	total := 0
	for q := 0; q < 4; q++ {
		total += tb.s.Level(rulebook.Player(q), "cubes")
	}
	if got, want := tb.s.Level(first, "cubes"), 75-others+1; got != want || total != 76 {
		t.Errorf("p%d holds %d Energy Cubes (%d on the table), want %d (76 on the table)", first, got, total, want)
	}
}
