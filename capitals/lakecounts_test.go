package capitals

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLakeCountsOption: a Lake is "a Prosperity Tile's back", constructed
// "in the City with its Lake displayed"; it "must be adjacent to another
// Building Tile that is already in the City", and "For the purpose of
// constructing more Building or Prosperity Tiles later in the game, the
// Lake does not count as any building type (color), nor does it count as a
// Prosperity Tile". The rulebook does not say whether it is a tile for the
// Construction Effects that count tiles of no named type: the Police
// Station's "when built, gain 1 energy cube for each adjacent tile. Later,
// if a tile is built adjacent, gain 1 energy cube" (the Science Center,
// the Walled Mart and the Bel-Air Tower read the same way). Under the
// rules option lake_counts "never" (the default) no effect counts a Lake;
// under "as-tile" it is a tile of no type: those effects count it, and no
// effect that names a type does (the Doctor's "for each adjacent housing
// tile", the Brick Works' "each different type").
func TestLakeCountsOption(t *testing.T) {
	for _, tc := range []struct {
		reason string
		opts   []Option
		later  int // cubes the Police Station gives for the Lake built beside it
		when   int // cubes it gives, built beside the Lake, for the Lake
		any    int // adjacent("any") and tiles("any") count the Lake: 1, or 0
	}{
		{"default: never", nil, 0, 0, 0},
		{"never", []Option{WithRule("lake_counts", "never")}, 0, 0, 0},
		{"as-tile", []Option{WithRule("lake_counts", "as-tile")}, 1, 1, 1},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			opts := append([]Option{WithProsperity(true)}, tc.opts...)
			// Later: the Lake built beside the Police Station (at 1,0,
			// touching the City Hall and the Hotel) and the Doctor.
			s := newGame(t, 4, opts...)
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			put(t, s, p, "police-station", 1, 0)
			put(t, s, p, "doctor", 2, 1)
			s.where[inst(t, s, "casino")] = locHand + uint8(p)
			s.stack.Push(task{Op: opProsper, Who: int8(p)})
			cubes, ps := ct.Cubes, ct.Track[tPS]
			play(t, s, "lake casino", "place 2,0")
			resolve(t, s)
			got := [2]int{int(ct.Cubes - cubes - int16(s.c.lakeCubes)), int(ct.Track[tPS] - ps)}
			if diff := cmp.Diff([2]int{tc.later, 0}, got); diff != "" {
				t.Errorf("a Lake built beside the Police Station and the Doctor: [cubes beyond the Lake's, public services] (-want +got):\n%s", diff)
			}
			lake := ct.at(2, 0)
			any := [2]int{s.adjacentOf(p, ct.at(2, 1), "any") - 1, s.tilesOf(p, "any") - int(ct.N-1)}
			if diff := cmp.Diff([2]int{tc.any, tc.any}, any); diff != "" {
				t.Errorf("the Lake at cell %d in adjacent(\"any\") beside it and tiles(\"any\") (-want +got):\n%s", lake, diff)
			}
			if got := s.tilesOf(p, "prosperity"); got != 0 {
				t.Errorf("tiles(\"prosperity\") counts the Lake: %d", got)
			}

			// When built: the Police Station built beside a Lake.
			s = newGame(t, 4, opts...)
			p = int(s.stack.Top().Who)
			ct = &s.cities[p]
			s.where[inst(t, s, "casino")] = locHand + uint8(p)
			s.stack.Push(task{Op: opProsper, Who: int8(p)})
			play(t, s, "lake casino", "place 1,-1")
			s.stack.Push(task{Op: opTake, Who: int8(p)})
			cubes = ct.Cubes
			build(t, s, "police-station", 1, 0) // beside the City Hall, the Hotel and the Lake
			if got := int(ct.Cubes-cubes) - 2; got != tc.when {
				t.Errorf("the Police Station built beside the City Hall, the Hotel and a Lake: %d cubes for the Lake, want %d", got, tc.when)
			}
		})
	}
}
