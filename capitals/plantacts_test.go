package capitals

import (
	"slices"
	"strings"
	"testing"
)

// TestPlantActivationsOption: "Each player has a limited number of
// Activations they may perform on their turn, as determined by their
// current Power Plant tile", and "a level 4 or higher Power Plant" grants
// a second one. A City with a level 3 Power Plant (one activation) spends
// it on its Victoria Terraces ("lose 1 employment to gain 2 progress"),
// passes the Power Plant symbol and takes a level 4 Power Plant. Under the
// rules option plant_activations "turn-start" (the default) the turn keeps
// the one activation it began with; under "current" the new plant's second
// activation may be used at once.
func TestPlantActivationsOption(t *testing.T) {
	for _, tc := range []struct {
		reading string
		opts    []Option
		left    int
	}{
		{"default", nil, 0},
		{"turn-start", []Option{WithRule("plant_activations", "turn-start")}, 0},
		{"current", []Option{WithRule("plant_activations", "current")}, 1},
	} {
		t.Run(tc.reading, func(t *testing.T) {
			s := newGame(t, 5, tc.opts...)
			p := int(s.stack.Top().Who)
			s.stack = s.stack[:0]
			s.phase, s.idx = phExecutive, 5
			s.stack.Push(task{Op: opExec, Who: int8(p), N: 1})
			ct := &s.cities[p]
			k := s.c.byID["plant-3a"]
			s.where[s.c.firstInst[k]] = locCity + uint8(p)
			ct.Plant = int16(k)
			put(t, s, p, "victoria-terraces", 1, 0)
			ct.Cubes, ct.Track[tPop], ct.Track[tEmp], ct.Track[tProg], ct.Track[tCult] = 20, 20, 20, 5, 5
			play(t, s, "activate 1,0")
			if !strings.Contains(s.Prompt(), "upgrade your Power Plant") {
				t.Fatalf("no offer to upgrade: %s", s.Prompt())
			}
			play(t, s, "yes")
			if got := s.c.tiles[ct.Plant].Level; got != 4 {
				t.Fatalf("Power Plant level %d after the upgrade, want 4", got)
			}
			want := "(" + string(rune('0'+tc.left)) + " activations left)"
			if !strings.Contains(s.Prompt(), want) {
				t.Errorf("%q, want %s", s.Prompt(), want)
			}
			if got := slices.Contains(legalStrings(s), "activate 0,0"); got != (tc.left > 0) {
				t.Errorf("the City Hall may be activated: %v, want %v (%v)", got, tc.left > 0, legalStrings(s))
			}
		})
	}
}
