package capitals

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// TestTileMarksOption: "For 2 and 3-player games, return the Building Tiles
// marked with the 4-player or 5-player symbol to the game box. These are
// only used during a 4-player or 5-player game." No sentence returns the
// tiles marked for 5 players in a 4-player game. Under the rules option
// tile_marks "at-least" (the default) a tile marked for N players is used
// with N or more, so a 4-player game leaves the 5-player tiles in the box;
// under "four-or-five" every marked tile is used with 4 and with 5. With 2
// and 3 players both readings return every marked tile.
func TestTileMarksOption(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		players int
		opts    []Option
		in      map[int]bool // mark -> the tiles so marked are in the Era stacks or the Projects Area
	}{
		{"default, 4 players: the 5-player tiles boxed", 4, nil, map[int]bool{4: true, 5: false}},
		{"at-least, 4 players", 4, []Option{WithRule("tile_marks", "at-least")}, map[int]bool{4: true, 5: false}},
		{"four-or-five, 4 players: the 5-player tiles used", 4, []Option{WithRule("tile_marks", "four-or-five")}, map[int]bool{4: true, 5: true}},
		{"four-or-five, 3 players: every marked tile boxed", 3, []Option{WithRule("tile_marks", "four-or-five")}, map[int]bool{4: false, 5: false}},
		{"four-or-five, 2 players", 2, []Option{WithRule("tile_marks", "four-or-five")}, map[int]bool{4: false, 5: false}},
		{"four-or-five, 5 players", 5, []Option{WithRule("tile_marks", "four-or-five")}, map[int]bool{4: true, 5: true}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, tc.players, tc.opts...)
			got := map[int]bool{}
			for i, k := range s.c.inst {
				tile := &s.c.tiles[k]
				if tile.Era == 0 || tile.Players < 4 {
					continue
				}
				in := s.where[i] != locBox
				if prev, seen := got[tile.Players]; seen && prev != in {
					t.Fatalf("tiles marked for %d players are in play and boxed at once", tile.Players)
				}
				got[tile.Players] = in
			}
			if diff := cmp.Diff(tc.in, got); diff != "" {
				t.Errorf("marked tiles in play by mark (-want +got):\n%s", diff)
			}
			// Determinize keeps the reading: a marked tile boxed at setup
			// stays boxed (with 2 players it redeals the tiles returned to
			// the box from the others of their Era and type).
			d := s.Determinize(0, rulebook.NewResolver(3))
			for i, k := range s.c.inst {
				if tile := &s.c.tiles[k]; tile.Era > 0 && tile.Players >= 4 && (s.where[i] == locBox) != (d.where[i] == locBox) {
					t.Errorf("Determinize moves %s, marked for %d, between the box and play", tile.ID, tile.Players)
				}
			}
		})
	}
}
