package capitals

import (
	"errors"
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// legalStrings is the notation of the moves Legal lists.
func legalStrings(s *State) []string {
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	return out
}

// TestTokenSidesAreBuildingSites: "A) A Building Tile must be placed on
// any of the four sides of the player's Construction Token", and "After
// all four building sites around a Construction Token become filled, the
// construction token is moved": each side of a token is a building site,
// even one that touches no tile yet. The starting token above the City
// Hall (at -1,0) has the site -2,0 beyond it. A Lake, which "does not need
// to follow the Building Phase rules" but "must be adjacent to another
// Building Tile that is already in the City", may not go there.
func TestTokenSidesAreBuildingSites(t *testing.T) {
	s := newGame(t, 4)
	p := int(s.stack.Top().Who)
	if got, want := s.cities[p].Tokens[0], [2]int8{-1, 0}; got != want {
		t.Fatalf("the first Construction Token is at %v, want %v", got, want)
	}
	s.where[inst(t, s, "market")] = locRow0
	play(t, s, "take market")
	if !slices.Contains(legalStrings(s), "place -2,0") {
		t.Errorf("Legal %v lacks place -2,0, the far side of the token at -1,0", legalStrings(s))
	}
	before := s.cities[p].Prestige
	play(t, s, "place -2,0")
	resolve(t, s)
	if d := s.cities[p].Prestige - before; d != 0 {
		t.Errorf("the first Commerce tile beside a token: prestige %+d, want 0", d)
	}
	// Two cells off a token's sides that touch no tile stay closed.
	s.stack.Push(task{Op: opPlace, Who: int8(p), Kind: int16(s.c.byID["bakery"])})
	for _, text := range []string{"place -4,0", "place -3,2"} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Check(m); !errors.Is(err, rulebook.ErrIllegal) {
			t.Errorf("%s: %v, want it refused", text, err)
		}
	}
}

// TestLakeNeedsAnAdjacentTile: "The Lake can be constructed anywhere in
// the City and does not need to follow the Building Phase rules. However,
// it must be adjacent to another Building Tile that is already in the
// City": the far side of a Construction Token, touching no tile, is no
// place for a Lake.
func TestLakeNeedsAnAdjacentTile(t *testing.T) {
	s := newGame(t, 4, WithProsperity(true))
	p := int(s.stack.Top().Who)
	s.stack.Push(task{Op: opLake, Who: int8(p), Kind: int16(s.c.byID["church"])})
	got := legalStrings(s)
	if slices.Contains(got, "place -2,0") {
		t.Errorf("a Lake may go at -2,0, beside the token only: %v", got)
	}
	if !slices.Contains(got, "place -1,1") {
		t.Errorf("a Lake may not go at -1,1, beside the Hotel: %v", got)
	}
}
