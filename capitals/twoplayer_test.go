package capitals

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// The 2-Player Game Changes, each shown by a test.

// toDecision plays the first legal move until round and phase are reached
// with a decision of op pending.
func toDecision(t *testing.T, s *State, round int, phase uint8, op int) {
	t.Helper()
	for i := 0; i < 20000; i++ {
		if int(s.round) == round && s.phase == phase && s.stack.Top() != nil && int(s.stack.Top().Op) == op {
			return
		}
		if s.Over() {
			break
		}
		if err := s.Apply(s.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("never reached round %d, %s, op %d", round, phaseNames[phase], op)
}

func TestTwoPlayerSetup(t *testing.T) {
	s, err := New(testContent, WithPlayers(2))
	if err != nil {
		t.Fatal(err)
	}
	// "From each Era tile stack, return at random 1 card of each Building
	// type ... to the box": the first Chance decisions.
	if got, want := s.Prompt(), "Setup: a housing tile of Era 1 returns to the box"; got != want {
		t.Errorf("first prompt %q, want %q", got, want)
	}
	s = newGame(t, 2)
	// "Place 1 neutral Player Marker at the starting space of the Culture
	// Track; Leave 1 neutral Tourist Marker near the board"
	if got, want := int(s.neutral), s.c.tracks[tCult].Start; got != want {
		t.Errorf("neutral Culture marker on %d, want the start %d", got, want)
	}
	if got, want := s.tourists[2], (tourist{City: -1, Cell: -1}); got != want {
		t.Errorf("neutral Tourist %+v, want near the board %+v", got, want)
	}
	// One tile of each type per Era in the box, besides those marked for 4
	// and 5 players.
	boxed := map[[2]int]int{}
	for i, k := range s.c.inst {
		tile := &s.c.tiles[k]
		if tile.Era > 0 && tile.Players <= 2 && s.where[i] == locBox {
			boxed[[2]int{tile.Era, tile.Type}]++
		}
	}
	want := map[[2]int]int{}
	for era := 1; era <= 3; era++ {
		for typ, name := range s.c.types {
			if name != prosperityType { // the five types of the Era stacks
				want[[2]int{era, typ}] = 1
			}
		}
	}
	if diff := cmp.Diff(want, boxed); diff != "" {
		t.Errorf("tiles returned to the box by [era, type] (-want +got):\n%s", diff)
	}
	// "Place 4 Building Tiles face up on the Projects Area."
	if got := countRow(s, locRow0, 1); got != 4 {
		t.Errorf("%d tiles in the $0 row, want 4", got)
	}
}

func countRow(s *State, row uint8, era int) int {
	n := 0
	for i, k := range s.c.inst {
		if s.where[i] == row && s.c.tiles[k].Era == era {
			n++
		}
	}
	return n
}

func TestTwoPlayerRounds(t *testing.T) {
	s := newGame(t, 2)
	start := s.neutral
	toDecision(t, s, 2, phPolitical, int(opSpace))
	// "At the beginning of each Administrative Phase, the neutral Player
	// Marker advances 1 Level on the Culture Track"
	if s.neutral != start+1 {
		t.Errorf("neutral Culture marker %d after one Administrative Phase, want %d", s.neutral, start+1)
	}
	// "4 Buildings cards are revealed in the Projects Area": see
	// TestTwoPlayerTilesRevealed.
	// "Only use the first 4 spaces on the Initiative Track."
	var got []string
	for _, m := range s.Legal() {
		got = append(got, m.String())
	}
	if diff := cmp.Diff([]string{"space 1", "space 2", "space 3", "space 4"}, got); diff != "" {
		t.Errorf("Initiative spaces (-want +got):\n%s", diff)
	}
	err := s.Check(Move{Action: ActSpace, N: 5})
	var rule *rulebook.RuleError
	if !errors.As(err, &rule) || rule.Section != secPolitical {
		t.Errorf("space 5: got %v, want refused by %q", err, secPolitical)
	}
	// The other reading of the 2-player rules: the first three only.
	s3 := newGame(t, 2, WithRule("two_player_spaces", "3"))
	toDecision(t, s3, 2, phPolitical, int(opSpace))
	if n := len(s3.Legal()); n != 3 {
		t.Errorf("two_player_spaces=3: %d spaces, want 3", n)
	}
}

func TestTwoPlayerNeutralCulture(t *testing.T) {
	for _, tc := range []struct {
		reason      string
		neutral     int16
		culture     [2]int16
		wantHighest int8
		wantNeutral int8 // the City the neutral Tourist is in, -1 near the board
		wantP1      int8 // the City p1's Tourist is in
	}{
		{"the neutral marker ties p0 and loses the tie: p0 holds the Highest Culture and takes the neutral Tourist; p1, lowest, loses its Tourist to p0",
			5, [2]int16{5, 3}, 0, 0, 0},
		{"the neutral marker below both Cities is the lowest: p1 keeps its Tourist",
			2, [2]int16{5, 3}, 0, 0, 1},
		{"the neutral marker ties p1, the lowest City, and loses the tie: p1 keeps its Tourist",
			3, [2]int16{5, 3}, 0, 0, 1},
		{"the neutral marker ahead of both: no City holds the Highest Culture and the neutral Tourist stays near the board",
			6, [2]int16{5, 3}, -1, -1, 1},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 2)
			s.neutral = tc.neutral
			s.cities[0].Track[tCult], s.cities[1].Track[tCult] = tc.culture[0], tc.culture[1]
			s.tourism()
			got := [3]int8{s.highest, s.tourists[2].City, s.tourists[1].City}
			if diff := cmp.Diff([3]int8{tc.wantHighest, tc.wantNeutral, tc.wantP1}, got); diff != "" {
				t.Errorf("[highest, neutral Tourist's City, p1's Tourist's City] (-want +got):\n%s", diff)
			}
		})
	}
}

// TestTwoPlayerTilesRevealed: in the 2-player Administrative Phase "4
// Buildings cards are revealed in the Projects Area". The two_player_draw
// option holds both readings: "four-new" (default) reveals 4 new tiles
// each round, as the VARIANT draws "the full amount of building tiles
// regardless of how many remain in the projects area" (the 2-player Era
// stacks hold 16 = 4 × 4 tiles); "refill" draws as the basic game, "only
// as many as needed" for 4 current-Era tiles in the Projects Area. Each
// City takes one tile in round 1, so 2 of the first 4 move to the $2 row.
func TestTwoPlayerTilesRevealed(t *testing.T) {
	for _, tc := range []struct {
		reason string
		opts   []Option
		want   [3]int // tiles in the $0, $2 and $4 rows in round 2
	}{
		{"the default reads the rule literally: 4 new tiles, beside the 2 left from round 1", nil, [3]int{4, 2, 0}},
		{"four-new: 4 new tiles", []Option{WithRule("two_player_draw", "four-new")}, [3]int{4, 2, 0}},
		{"refill: 2 new tiles, for 4 in all", []Option{WithRule("two_player_draw", "refill")}, [3]int{2, 2, 0}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			tb := newTable(t, 2, tc.opts)
			tb.until("the round-2 Political Phase", func(s *State) bool { return s.Round() == 2 && s.Phase() == "Political Phase" })
			rows := tb.s.View(0).Rows
			if got := [3]int{len(rows[0]), len(rows[1]), len(rows[2])}; got != tc.want {
				t.Errorf("tiles in the $0, $2, $4 rows: %v, want %v", got, tc.want)
			}
		})
	}
}
