package capitals

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
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

// greenExample plays on from cultureLead (4 players): in round 1 p0, with
// the Highest Culture and 2 activations, activates its Hotel (1 printed
// cube) with one Tourist from beside the City and 1 cube, so the Hotel
// holds "1 printed Energy Cube, 1 regular Energy Cube, and 1 Tourist Marker
// from a previous Round"; nobody else gains Culture, and the table stops at
// p0's round-2 Executive turn, where p0 again has 2 activations and a
// Tourist beside the City.
func greenExample(t *testing.T) *table {
	t.Helper()
	tb := cultureLead(t, 4)
	tb.play("activate 0,1 from side", "done")
	tb.until("p0's Executive turn in round 2", execTurn(0, 2))
	v := tb.s.View(0)
	var beside, onHotel int
	for _, tv := range v.Tourists {
		switch {
		case tv.City == 0 && tv.At == "":
			beside++
		case tv.City == 0 && tv.At == "0,1":
			onHotel++
		}
	}
	if got := [4]any{tileAt(tb.s, 0, "0,1"), onHotel, beside, v.Highest}; got != [4]any{"hotel@0,1+1", 1, 1, rulebook.Player(0)} {
		t.Fatalf("[Hotel, Tourists on it, Tourists beside the City, Highest Culture] = %v: not the Green example", got)
	}
	return tb
}

// TestGreenTouristExample: "The Green player has a Building Tile which shows
// 1 printed Energy Cube, 1 regular Energy Cube, and 1 Tourist Marker from a
// previous Round. Green wishes to activate the same tile again this turn,
// and therefore must pay a total of 4 Energy Cubes. ... However, if Green
// has more than one activation to use ... they may choose to move the
// Tourist to help activate a different tile, effectively reducing the cost
// of the first tile, which may then be activated for a cost of 3 cubes
// instead of 4." With a second Tourist beside the City, the player moves
// the Hotel's Tourist to the City Hall (1 cube more), then pays the Hotel's
// 3 with the other Tourist and 2 cubes: 3 cubes in all.
func TestGreenTouristExample(t *testing.T) {
	tb := greenExample(t)
	s := tb.s
	cubes := seatView(s, 0).Cubes
	tb.play("activate 0,0 from 0,1")
	if got := [2]any{cubes - seatView(s, 0).Cubes, tileAt(s, 0, "0,0")}; got != [2]any{1, "city-hall@0,0+1"} {
		t.Fatalf("[cubes paid, City Hall] = %v after moving the Hotel's Tourist to the City Hall (cost 2), want [1 city-hall@0,0+1]", got)
	}
	if !slices.Contains(legalTexts(s), "activate 0,1 from side") {
		t.Fatalf("the Hotel, its Tourist moved away, cannot be paid with the Tourist beside the City: %v", legalTexts(s))
	}
	tb.play("activate 0,1 from side")
	if got := [2]any{cubes - seatView(s, 0).Cubes, tileAt(s, 0, "0,1")}; got != [2]any{3, "hotel@0,1+3"} {
		t.Errorf("[cubes paid in all, Hotel] = %v, want [3 hotel@0,1+3]: the Hotel costs 3 once its Tourist left", got)
	}
}

// TestActivationListsEachTouristChoiceOnce: "A player may use Tourist
// Markers, once each per Executive Phase, to help activate a tile as if it
// were a single Energy Cube" and "a Tourist Marker can never activate the
// Building Tile it is on at the beginning of the Executive Phase". A move
// names where each paying Tourist comes from, beside the City ("side") or
// the tile it sits on; Tourists in the same place are one choice.
func TestActivationListsEachTouristChoiceOnce(t *testing.T) {
	for _, tc := range []struct {
		reason string
		tb     func(*testing.T) *table
		tile   string
		want   []string
	}{
		{"two Tourists beside the City (p0's own and the one it claimed): none, one or both, each once",
			func(t *testing.T) *table { return cultureLead(t, 4) }, "0,0",
			[]string{"activate 0,0", "activate 0,0 from side", "activate 0,0 from side side"}},
		{"one Tourist beside the City and one on the Hotel: any of them, or both",
			greenExample, "0,0",
			[]string{"activate 0,0", "activate 0,0 from side", "activate 0,0 from 0,1", "activate 0,0 from side 0,1"}},
		{"the Hotel's own Tourist never pays for the Hotel; with 3 cubes the cost of 4 needs the other",
			greenExample, "0,1",
			[]string{"activate 0,1 from side"}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := tc.tb(t).s
			var got []string
			for _, text := range legalTexts(s) {
				if strings.HasPrefix(text, "activate "+tc.tile) {
					got = append(got, text)
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("activations of the tile at %s (-want +got):\n%s", tc.tile, diff)
			}
		})
	}
}

// TestActivationNotation: "activate ROW,COLUMN" alone pays with cubes only;
// "from" names where each paying Tourist comes from, "side" (beside the
// City) or the cell of the tile it sits on, written beside first, then by
// row and column, so that one choice has one text.
func TestActivationNotation(t *testing.T) {
	for _, tc := range []struct {
		text, want string // want "" for a syntax error
		reason     string
	}{
		{"activate 0,1", "activate 0,1", "cubes only"},
		{"activate 0,1 from side", "activate 0,1 from side", "one Tourist from beside the City"},
		{"activate 0,1 from 1,0 side", "activate 0,1 from side 1,0", "beside the City is written first"},
		{"activate 0,1 from 2,0 1,-1 1,0 1,-1", "activate 0,1 from 1,-1 1,-1 1,0 2,0", "cells by row, then column; two Tourists on one tile"},
		{"activate 0,1 from", "", "from names at least one Tourist"},
		{"activate 0,1 from 1,x", "", "a Tourist's cell is row,column"},
		{"activate 0,1 from side side side side side side", "", "there are only 5 Tourist Markers"},
		{"activate 0,1 side", "", "the Tourists follow the word from"},
		{"activate 0,1 t1", "", "the older count of Tourists needs the state of an Executive turn to be read"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			m, err := testContent.ParseMove(tc.text)
			if tc.want == "" {
				var syn *rulebook.SyntaxError
				if !errors.As(err, &syn) {
					t.Errorf("ParseMove(%q) = %v, %v; want a syntax error", tc.text, m, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseMove(%q): %v", tc.text, err)
			}
			back, err := testContent.ParseMove(m.String())
			if diff := cmp.Diff([3]any{tc.want, m, nil}, [3]any{m.String(), back, err}); diff != "" {
				t.Errorf("[String, ParseMove(String), error] (-want +got):\n%s", diff)
			}
		})
	}
}

// TestOlderTouristCountNotation: records written before Tourists were
// named say "activate R,C tN", N Tourists taken beside the City first,
// then from the tiles, each in seat order. At an Executive turn that is
// one choice, and State.ParseMove reads it as that choice.
func TestOlderTouristCountNotation(t *testing.T) {
	s := greenExample(t).s
	for _, tc := range []struct{ text, want, reason string }{
		{"activate 0,0 t1", "activate 0,0 from side", "the Tourist beside the City first"},
		{"activate 0,0 t2", "activate 0,0 from side 0,1", "then the one on the Hotel"},
		{"activate 0,1 t1", "activate 0,1 from side", "the Hotel's own Tourist is passed over"},
		{"activate 0,1 t2", "", "the Hotel cannot be paid with 2 Tourists"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			m, err := s.ParseMove(tc.text)
			if tc.want == "" {
				if err == nil {
					t.Errorf("ParseMove(%q) = %v, want an error", tc.text, m)
				}
				return
			}
			if err != nil || m.String() != tc.want {
				t.Errorf("ParseMove(%q) = %v, %v; want %s", tc.text, m, err, tc.want)
			}
		})
	}
	if m, err := newGame(t, 4).ParseMove("activate 0,0 t1"); err == nil {
		t.Errorf("outside an Executive turn the older form reads as %v, want an error", m)
	}
}

// TestOlderRecordReplays replays a record written before Tourists were
// named (testdata/legacy-tourist-counts.record, "activate R,C tN" lines)
// to the result it had. Its Content tag is brought to today's content.
func TestOlderRecordReplays(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "legacy-tourist-counts.record"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("testdata", "legacy-tourist-counts.result"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rulebook.ReadRecord(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(" t1\n")) {
		t.Fatal("the record holds no older Tourist count")
	}
	rec.Header.Content = testContent.Fingerprint()
	final, err := rulebook.Replay(replayRules, rec)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), result(final)); diff != "" {
		t.Errorf("replayed result (-want +got):\n%s", diff)
	}
}

// noCultureDraws are Chance outcomes that deal Era I tiles giving no
// Culture when built.
var noCultureDraws = []string{"draw bakery", "draw barrel-factory", "draw bookseller", "draw brick-works", "draw cog-factory",
	"draw courthouse", "draw doctor", "draw downtown-abode", "draw iron-foundry", "draw king-george-mansion", "draw library",
	"draw market", "draw school-1", "draw dillon-residences"}

// whereTourists is, for each Tourist Marker of the View (the seats', then
// the neutral one), the City it is in and its cell ("" beside the City).
func whereTourists(v View) []string {
	var out []string
	for _, tv := range v.Tourists {
		out = append(out, tv.Owner.String()+" in "+tv.City.String()+" at "+cmpOr(tv.At, "side"))
	}
	return out
}

func cmpOr(a, b string) string {
	if a == "" {
		return b
	}
	return a
}

// TestTwoPlayerNeutralLeadReturnsClaimedTourist: "the City which has the
// lowest Culture level that round will lose its Tourist to the City with
// the Highest Culture"; "If a different player's Tourist Marker is to be
// surrendered ... The player who previously surrendered their Tourist
// Marker may recover it, and place it next to their City." With 2 players
// "The neutral Tourist Marker will be moved to the City with the Highest
// Culture" and "The neutral Player Marker on the Culture Track loses all
// ties". p0 builds the Park (2 Culture) in round 1; in round 2 the neutral
// marker (1) is above p1 (0), so p1 surrenders its Tourist to p0, who pays
// for its City Hall and Hotel with the three Tourists and spends its
// Culture to 0. In round 3 the neutral marker (2) leads: no City holds the
// Highest Culture, no City claims a Tourist, and p1 recovers its own.
// (Chance deals no other tile that gives Culture.)
func TestTwoPlayerNeutralLeadReturnsClaimedTourist(t *testing.T) {
	tb := newTable(t, 2, nil, append([]string{"seat p0", "draw park"}, noCultureDraws...)...)
	tb.until("p0's Building turn", turn(0, "Building Phase: choose"))
	tb.play("take park", "place 1,0")
	tb.until("p0's Executive turn in round 2", execTurn(0, 2))
	s := tb.s
	if diff := cmp.Diff([]string{"p0 in p0 at side", "p1 in p0 at side", "nobody in p0 at side"}, whereTourists(s.View(0))); diff != "" {
		t.Fatalf("round 2 Tourists (-want +got):\n%s", diff)
	}
	tb.play("activate 0,0 from side side", "activate 0,1 from side")
	tb.until("the round-3 Executive Phase", func(s *State) bool { return s.Round() == 3 && s.Phase() == "Executive Phase" })
	v := s.View(0)
	got := append(whereTourists(v), "Highest Culture: "+v.Highest.String())
	want := []string{"p0 in p0 at 0,0", "p1 in p1 at side", "nobody in nobody at side", "Highest Culture: nobody"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("round 3, the neutral marker (%d) ahead of both Cities (-want +got):\n%s", v.Neutral, diff)
	}
}
