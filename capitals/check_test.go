package capitals

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// TestCheckNearListedMoves plays seeded games and, at every decision,
// checks moves next to the listed ones: Check is nil exactly for the moves
// Legal lists ("Check(m) is nil exactly for the moves Legal() lists",
// DESIGN.md). Check tests a placement, a tile, a space, an effect to
// order, an answer and an activation on the one thing the move names
// instead of listing every move; this holds those shortcuts to the
// listing, move by move: every action with small counts, each listed move
// with one number, cell or Tourist changed, one Tourist more or less, or a
// tile and seat added.
func TestCheckNearListedMoves(t *testing.T) {
	games := 8
	if testing.Short() {
		games = 3
	}
	for seed := range uint64(games) {
		s, err := New(testContent, WithPlayers(2+int(seed%4)), WithProsperity(seed%3 == 1))
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		var buf []Move
		for n := 0; !s.Over(); n++ {
			legal := s.Legal()
			listed := map[Move]bool{}
			for _, m := range legal {
				listed[m] = true
			}
			for _, m := range nearMoves(legal) {
				if err := s.Check(m); (err == nil) != listed[m] {
					t.Fatalf("seed %d, decision %d (%s): %q (%#v): listed %v, Check: %v", seed, n, s.Prompt(), m.String(), m, listed[m], err)
				}
			}
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				t.Fatalf("seed %d, decision %d: %v", seed, n, err)
			}
		}
	}
}

// nearMoves returns the moves next to the listed ones (see
// TestCheckNearListedMoves), the listed ones among them.
func nearMoves(legal []Move) []Move {
	var out []Move
	for a := ActNone; int(a) <= int(ActLake); a++ {
		for n := int8(-1); n <= 9; n++ {
			out = append(out, Move{Action: a, N: n})
		}
	}
	sides := []Spot{{Beside: true}, {R: 0, C: 0}, {R: 1, C: 0}, {R: 0, C: -1}}
	for _, m := range legal {
		out = append(out, m)
		for _, d := range []int8{-1, 1} {
			v := m
			v.N += d
			out = append(out, v)
			v = m
			v.R += d
			out = append(out, v)
			v = m
			v.C += d
			out = append(out, v)
		}
		if m.Action == ActPlace || m.Action == ActToken {
			// The cells around a listed one: taken, free, touching or not.
			for dr := int8(-2); dr <= 2; dr++ {
				for dc := int8(-2); dc <= 2; dc++ {
					v := m
					v.R, v.C = m.R+dr, m.C+dc
					out = append(out, v)
				}
			}
		}
		v := m
		v.Tile = "x"
		out = append(out, v)
		v = m
		v.Seat = 1
		out = append(out, v)
		if m.Action != ActActivate {
			continue
		}
		for i := 0; i < len(m.From); i++ {
			for _, sp := range sides {
				// Tourist i from another spot, and (past N) one more.
				v := m
				v.From[i] = sp
				out = append(out, v)
				if i == int(m.N) {
					v.N++
					out = append(out, v)
				}
			}
		}
		if m.N > 0 {
			// One Tourist less, its spot left or cleared.
			v := m
			v.N--
			out = append(out, v)
			v.From[v.N] = Spot{}
			out = append(out, v)
		}
		if m.N > 1 {
			v := m
			v.From[0], v.From[1] = v.From[1], v.From[0]
			out = append(out, v)
		}
	}
	return out
}

// TestPlacementInAWideCity moves tiles of a City to the edges of the table
// (a City play cannot reach, which Decode refuses: the test moves them in
// the state) and checks the placements Legal lists: "Each new Building Tile must be
// placed adjacent (orthogonally or diagonally) to at least one Building
// Tile already in your City" (Building Placement Rules), so the cells
// beside a far tile are listed, and Check agrees on every cell of the rows
// around.
func TestPlacementInAWideCity(t *testing.T) {
	save, p := savedAtPlacement(t)
	for _, tc := range []struct {
		reason string
		moved  map[int]int8 // tile index (-1: the last) -> its new column, row 0
		beside []Move       // listed
	}{
		{reason: "one tile at the right edge: a City some 45 columns wide",
			moved:  map[int]int8{-1: maxCoord},
			beside: []Move{{Action: ActPlace, R: -1, C: maxCoord - 1}, {Action: ActPlace, R: 0, C: maxCoord - 1}, {Action: ActPlace, R: 1, C: maxCoord}}},
		{reason: "tiles at both edges: a City 81 columns wide",
			moved: map[int]int8{0: -maxCoord, -1: maxCoord},
			beside: []Move{{Action: ActPlace, R: 0, C: -maxCoord + 1}, {Action: ActPlace, R: 1, C: -maxCoord},
				{Action: ActPlace, R: -1, C: maxCoord - 1}, {Action: ActPlace, R: 1, C: maxCoord}}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s, err := Decode(testContent, save)
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			ct := &s.cities[p]
			for i, c := range tc.moved {
				if i < 0 {
					i = int(ct.N) - 1
				}
				ct.Cells[i].R, ct.Cells[i].C = 0, c
			}
			listed := map[Move]bool{}
			for _, m := range s.Legal() {
				listed[m] = true
			}
			for _, m := range tc.beside {
				if !listed[m] {
					t.Errorf("%q, beside a moved tile, is not listed", m.String())
				}
			}
			for r := int8(-12); r <= 12; r++ {
				for c := int8(-maxCoord - 1); c <= maxCoord+1; c++ {
					m := Move{Action: ActPlace, R: r, C: c}
					if err := s.Check(m); (err == nil) != listed[m] {
						t.Fatalf("%q: listed %v, Check: %v", m.String(), listed[m], err)
					}
				}
			}
		})
	}
}

// savedAtPlacement plays a seeded 3-player game to the first placement of
// a tile into a City of at least 2 tiles and returns its save and the
// seat placing.
func savedAtPlacement(t *testing.T) ([]byte, int) {
	t.Helper()
	s, err := New(testContent, WithPlayers(3))
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(5)
	var buf []Move
	for n := 0; n < 3000 && !s.Over(); n++ {
		if strings.Contains(s.Prompt(), "Building Phase: place") {
			save := jsonOf(t, s)
			var cities struct {
				Cities []struct{ Tiles []json.RawMessage }
			}
			if err := json.Unmarshal(save, &cities); err != nil {
				t.Fatal(err)
			}
			if p := int(s.ToMove()); len(cities.Cities[p].Tiles) >= 3 {
				return save, p
			}
		}
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatalf("decision %d: %v", n, err)
		}
	}
	t.Fatal("no placement into a City of 3 tiles")
	return nil, 0
}
