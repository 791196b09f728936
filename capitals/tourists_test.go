package capitals

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// cultureLead is a game where p0, first on the Initiative Track, builds the
// Dancing Horse Statue ("gain 1 progress, 5 culture") at 1,0 in round 1,
// leads on Culture, and is at its round-1 Executive turn.
func cultureLead(t *testing.T, players int, opts ...Option) *table {
	t.Helper()
	tb := newTable(t, players, opts, "seat p0", "draw dancing-horse-statue")
	tb.until("p0's Building turn", turn(0, "Building Phase: choose"))
	tb.play("take dancing-horse-statue", "place 1,0")
	tb.until("p0's Executive turn in round 1", execTurn(0, 1))
	return tb
}

// TestCityHallCostsTwoCubesAtEveryPlayerCount: "The cost to activate a
// Building Tile is: One more Energy Cube than all of the Energy Cubes
// currently on the Building Tile (including cubes printed on the tile as
// well as any Tourist Markers on the tile)". p0's City Hall shows 1 printed
// cube and holds nothing: its first activation costs 2 with any number of
// players (Tourist Markers of seats not at the table are not on it).
func TestCityHallCostsTwoCubesAtEveryPlayerCount(t *testing.T) {
	for _, tc := range []struct {
		players int
		reason  string
	}{
		{2, "two seats and the neutral Tourist: no other marker exists"},
		{3, "three Tourist Markers in play of the five in the box"},
		{4, "four Tourist Markers in play"},
		{5, "all five Tourist Markers in play"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			tb := cultureLead(t, tc.players)
			s := tb.s
			if !slices.Contains(legalTexts(s), "activate 0,0") {
				t.Fatalf("the City Hall cannot be activated with 4 cubes and no Tourist: %v", legalTexts(s))
			}
			before := seatView(s, 0).Cubes
			tb.play("activate 0,0")
			got := [2]any{before - seatView(s, 0).Cubes, tileAt(s, 0, "0,0")}
			if diff := cmp.Diff([2]any{2, "city-hall@0,0+2"}, got); diff != "" {
				t.Errorf("[cubes paid, the City Hall in the View] (-want +got):\n%s", diff)
			}
		})
	}
}

// TestDecodedStateKeepsActivationCost: a saved game restored by Decode
// plays on as the original: p0's City Hall costs 2 there too.
func TestDecodedStateKeepsActivationCost(t *testing.T) {
	tb := cultureLead(t, 3)
	d, err := Decode(testContent, jsonOf(t, tb.s))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(legalTexts(tb.s), legalTexts(d)); diff != "" {
		t.Errorf("legal moves of the decoded state (-original +decoded):\n%s", diff)
	}
	play(t, d, "activate 0,0")
	if got := 4 - seatView(d, 0).Cubes; got != 2 {
		t.Errorf("the decoded state charged %d cubes for the City Hall, want 2", got)
	}
}

var _ = rulebook.Nobody

// TestDecodeRefusesImpossibleTourists: "5 Tourist Markers, one of each
// player color"; "Each Tourist Marker normally remains in its own City" and
// "Tourist Markers, once assigned to a building tile, will always stay on a
// Building Tile somewhere in that City": a save whose Tourists break these
// is refused, not played on.
func TestDecodeRefusesImpossibleTourists(t *testing.T) {
	three, two := cultureLead(t, 3).s, cultureLead(t, 2).s
	for _, tc := range []struct {
		reason   string
		s        *State
		tourists []map[string]any
		ok       bool
	}{
		{"the saved Tourists as they are", three, nil, true},
		{"a seat's Tourist Marker in no City", three,
			[]map[string]any{{"City": -1, "Cell": -1}, {"City": 1, "Cell": -1}, {"City": 2, "Cell": -1}}, false},
		{"a Tourist on a tile its City does not have", three,
			[]map[string]any{{"City": 0, "Cell": 9}, {"City": 1, "Cell": -1}, {"City": 2, "Cell": -1}}, false},
		{"a Tourist used to pay but beside the City, on no tile", three,
			[]map[string]any{{"City": 0, "Cell": -1, "Used": true}, {"City": 1, "Cell": -1}, {"City": 2, "Cell": -1}}, false},
		{"a fourth Tourist Marker with three players", three,
			[]map[string]any{{"City": 0, "Cell": -1}, {"City": 1, "Cell": -1}, {"City": 2, "Cell": -1}, {"City": 0, "Cell": 0}}, false},
		{"the neutral Tourist near the board", two,
			[]map[string]any{{"City": 0, "Cell": -1}, {"City": 1, "Cell": -1}, {"City": -1, "Cell": -1}}, true},
		{"the neutral Tourist near the board yet on a tile", two,
			[]map[string]any{{"City": 0, "Cell": -1}, {"City": 1, "Cell": -1}, {"City": -1, "Cell": 0}}, false},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			var saved map[string]any
			if err := json.Unmarshal(jsonOf(t, tc.s), &saved); err != nil {
				t.Fatal(err)
			}
			if tc.tourists != nil {
				saved["tourists"] = tc.tourists
			}
			_, err := Decode(testContent, jsonOf(t, saved))
			if (err == nil) != tc.ok {
				t.Errorf("Decode: %v, want ok=%v", err, tc.ok)
			}
		})
	}
}
