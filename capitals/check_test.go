package capitals

import (
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
