package capitals

import "testing"

// TestAdjacentTypesOfASpec: adjacent_types(spec) counts "each different
// type (color) of tile that is adjacent (do not count color of this tile)"
// among the tiles a spec names: a Stadium edited to score 3 Prestige for
// each different housing or commerce type beside it counts the Market and
// the Tudor Townhouses, not the Museum of Industry.
func TestAdjacentTypesOfASpec(t *testing.T) {
	useContent(t, mustLoadEdited(t, "tiles_era3.yaml", `3 * adjacent_types("any")`, `3 * adjacent_types("housing+commerce")`))
	runTileCases(t, []tileCase{
		{tile: "stadium", reason: "End of Game: two of the three types beside it are housing or commerce",
			city: []placed{{"stadium", 1, 0}, {"market", 2, 0}, {"tudor-townhouses", 1, 1}, {"museum-of-industry", 2, 1}}, act: endAct(),
			want: map[string]int{"prestige": 6}},
	})
}
