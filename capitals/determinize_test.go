package capitals

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// saved reads a state's saved form, hidden things included.
func saved(t *testing.T, s *State) stateJSON {
	t.Helper()
	var j stateJSON
	if err := json.Unmarshal(jsonOf(t, s), &j); err != nil {
		t.Fatal(err)
	}
	return j
}

// randomTo plays s at random, Chance by weight, until done says stop.
func randomTo(t *testing.T, s *State, seed uint64, done func(*State) bool) {
	t.Helper()
	r := rulebook.NewResolver(seed)
	var buf []Move
	for n := 0; !done(s); n++ {
		if s.Over() || n > 3000 {
			t.Fatal("the game ended before the situation the test wants")
		}
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDeterminizePrestige: "they may be stacked face-down so that the
// exact total is hidden from view" — the viewer's own Prestige is kept,
// every other City's is drawn near it and varies.
func TestDeterminizePrestige(t *testing.T) {
	s, err := New(testContent, WithPlayers(4))
	if err != nil {
		t.Fatal(err)
	}
	randomTo(t, s, 5, func(s *State) bool { return s.round >= 4 })
	spread := 3 + int(s.round)
	values := map[int]map[int16]bool{}
	for seed := range uint64(30) {
		d := s.Determinize(1, rulebook.NewResolver(seed))
		if got, want := d.cities[1].Prestige, s.cities[1].Prestige; got != want {
			t.Fatalf("seed %d: the viewer's own Prestige is %d, want %d", seed, got, want)
		}
		for q := 0; q < 4; q++ {
			if q == 1 {
				continue
			}
			v := d.cities[q].Prestige
			if diff := int(v - s.cities[1].Prestige); diff < -spread || diff > spread {
				t.Fatalf("seed %d: p%d's Prestige %d is more than %d from the viewer's %d", seed, q, v, spread, s.cities[1].Prestige)
			}
			if values[q] == nil {
				values[q] = map[int16]bool{}
			}
			values[q][v] = true
		}
	}
	for q, vs := range values {
		if len(vs) < 2 {
			t.Errorf("p%d's hidden Prestige took one value over 30 seeds", q)
		}
	}
}

// TestDeterminizeProsperity: the face-down Prosperity tiles of the other
// players, and those returned to the box unrevealed, are dealt again; the
// viewer's own stay, and every hand keeps its size.
func TestDeterminizeProsperity(t *testing.T) {
	s, err := New(testContent, WithPlayers(3), WithProsperity(true))
	if err != nil {
		t.Fatal(err)
	}
	randomTo(t, s, 2, func(s *State) bool { return s.phase == phBuilding })
	before := saved(t, s)
	hands := map[string]bool{}
	for seed := range uint64(20) {
		after := saved(t, s.Determinize(0, rulebook.NewResolver(seed)))
		count := map[string]int{}
		var p2 []string
		for tile, w := range after.Where {
			was := before.Where[tile]
			switch {
			case was == "hand:p0" || w == "hand:p0":
				if w != was {
					t.Fatalf("seed %d: the viewer's %s moved from %s to %s", seed, tile, was, w)
				}
			case strings.HasPrefix(was, "p") || strings.HasPrefix(was, "row"):
				if w != was {
					t.Fatalf("seed %d: %s, face up in %s, moved to %s", seed, tile, was, w)
				}
			}
			count[w]++
			count[was]--
			if w == "hand:p2" {
				p2 = append(p2, tile)
			}
		}
		for place, n := range count {
			if n != 0 {
				t.Fatalf("seed %d: %s holds %+d tiles", seed, place, n)
			}
		}
		hands[strings.Join(slices.Sorted(slices.Values(p2)), ",")] = true
	}
	if len(hands) < 2 {
		t.Errorf("p2's Prosperity hand is the same in 20 determinizations")
	}
}

// TestDeterminizeTwoPlayerBox: in the 2-player game, "From each Era tile
// stack, return at random 1 card of each Building type ... to the box":
// which tiles of a type are still in a stack is dealt again, as many of
// each type as before.
func TestDeterminizeTwoPlayerBox(t *testing.T) {
	s, err := New(testContent, WithPlayers(2))
	if err != nil {
		t.Fatal(err)
	}
	randomTo(t, s, 4, func(s *State) bool { return s.phase == phBuilding })
	stackOf := func(s *State, era int) (ids []string, perType map[int]int) {
		perType = map[int]int{}
		for i, k := range s.c.inst {
			if tile := &s.c.tiles[k]; tile.Era == era && s.where[i] == locStack {
				ids = append(ids, tile.ID)
				perType[tile.Type]++
			}
		}
		slices.Sort(ids)
		return ids, perType
	}
	_, want := stackOf(s, 2)
	stacks := map[string]bool{}
	for seed := range uint64(20) {
		d := s.Determinize(0, rulebook.NewResolver(seed))
		ids, got := stackOf(d, 2)
		for typ, n := range want {
			if got[typ] != n {
				t.Fatalf("seed %d: the Era II stack holds %d tiles of type %s, want %d", seed, got[typ], s.c.types[typ], n)
			}
		}
		stacks[strings.Join(ids, ",")] = true
	}
	if len(stacks) < 2 {
		t.Errorf("the Era II stack is the same in 20 determinizations")
	}
}
