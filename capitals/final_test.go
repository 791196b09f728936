package capitals

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// finalProgress plays the Final Scoring's conversions on s with seat p's
// Energy Cubes, Money and Culture at 0, so that only the Progress counts,
// and returns the Prestige p gains. (The one step not reached by moves: a
// whole game would end it, with every other conversion mixed in.)
func finalProgress(t *testing.T, s *State, p int) int {
	t.Helper()
	ct := &s.cities[p]
	ct.Cubes, ct.Track[tEcon], ct.Track[tCult] = 0, 0, 0
	before := s.Scores()[p]
	s.stack = s.stack[:0]
	s.phase, s.idx = phFinal, 1
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	if !s.Over() {
		t.Fatal("the game did not end with the Final Scoring")
	}
	return s.Scores()[p] - before
}

// TestFinalProgressCountsFromLastUpgrade: "1 Prestige Point for each space a
// player is beyond their last Power Plant upgrade on the Progress Track."
// The Progress Track is a circle of 7 spaces with the Power Plant symbol on
// the marker's start; "Every time the Player Marker passes through the
// Power Plant symbol, the City may upgrade their Power Plant". A 5-player
// City activates its Victoria Terraces ("lose 1 employment to gain 2
// progress") again and again (its cubes cleared each time, as after a
// World Expo Evaluation), answering each offer to upgrade as the case
// says, and the Final Scoring counts the spaces moved since the last
// upgrade taken (or since the start), not the spaces past the symbol.
func TestFinalProgressCountsFromLastUpgrade(t *testing.T) {
	for _, tc := range []struct {
		reason      string
		plant       string   // the Power Plant at the start ("" the starting one)
		activations int      // each +2 Progress
		answers     []string // to each offer to upgrade, in order
		want        int      // Prestige for the Progress
	}{
		{"no pass: the 6 spaces from the start", "", 3, nil, 6},
		{"upgraded on passing the symbol: the 1 space beyond it", "", 4, []string{"yes"}, 1},
		{"the upgrade declined: never upgraded, 8 spaces from the start", "", 4, []string{"no"}, 8},
		{"upgraded at the first pass, declined at the second: 7 + 2 spaces", "", 8, []string{"yes", "no"}, 9},
		{"declined at the first pass, upgraded at the second: 2 spaces", "", 8, []string{"no", "yes"}, 2},
		{"a level-6 Power Plant taken at the first pass has no upgrade at the second: 7 + 2 spaces", "plant-5a", 8, []string{"yes"}, 9},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s, p := execState(t, 5)
			s.stack.Top().N = int16(tc.activations)
			ct := &s.cities[p]
			if tc.plant != "" {
				k := s.c.byID[tc.plant]
				s.where[s.c.firstInst[k]] = locCity + uint8(p)
				ct.Plant = int16(k)
			}
			vt := put(t, s, p, "victoria-terraces", 1, 0)
			ct.Cubes, ct.Track[tPop], ct.Track[tEmp] = 200, 20, 20
			var offers []string
			for a := 0; a < tc.activations; a++ {
				ct.Cells[vt].Cubes = 0 // as after a World Expo: each activation costs 2
				play(t, s, "activate 1,0")
				for strings.Contains(s.Prompt(), "upgrade your Power Plant") {
					if len(offers) == len(tc.answers) {
						t.Fatalf("offer %d to upgrade: the case has no answer", len(offers)+1)
					}
					offers = append(offers, tc.answers[len(offers)])
					play(t, s, offers[len(offers)-1])
				}
			}
			if diff := cmp.Diff(tc.answers, offers); diff != "" {
				t.Fatalf("offers to upgrade answered (-want +got):\n%s", diff)
			}
			if got := finalProgress(t, s, p); got != tc.want {
				t.Errorf("Prestige for the Progress: %d, want %d (marker on space %d)", got, tc.want, s.Level(rulebook.Player(p), "progress"))
			}
		})
	}
}

// TestDecodeRefusesProgressOffTheSymbol: a last upgrade is taken on the
// Power Plant symbol, so the spaces moved since then end on the marker's
// space; a save that says otherwise is refused.
func TestDecodeRefusesProgressOffTheSymbol(t *testing.T) {
	s := newGame(t, 3)
	for _, tc := range []struct {
		reason string
		shift  int
		ok     bool
	}{
		{"as saved", 0, true},
		{"the last upgrade a lap earlier: 7 more spaces beyond it", -7, true},
		{"the last upgrade one space off the symbol", 1, false},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			var saved map[string]any
			if err := json.Unmarshal(jsonOf(t, s), &saved); err != nil {
				t.Fatal(err)
			}
			city := saved["cities"].([]any)[0].(map[string]any)
			city["progress_upgraded"] = city["progress_upgraded"].(float64) + float64(tc.shift)
			_, err := Decode(testContent, jsonOf(t, saved))
			if (err == nil) != tc.ok {
				t.Errorf("Decode: %v, want ok=%v", err, tc.ok)
			}
		})
	}
}
