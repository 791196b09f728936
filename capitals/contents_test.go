package capitals

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// contentChecks loads edited content and plays it with the fewest players
// the content allows, with the most and the Prosperity add-on, and with the
// fewest, the add-on and the VARIANT (full_draw).
func contentChecks() rulebooktest.Contents[*Content, *State, Move] {
	files := []string{"rules.yaml", "tracks.yaml", "initiative.yaml", "projects.yaml", "rounds.yaml", "power_plants.yaml",
		"tiles_start.yaml", "tiles_era1.yaml", "tiles_era2.yaml", "tiles_era3.yaml", "tiles_prosperity.yaml"}
	for i, f := range files {
		files[i] = Dir + "/" + f
	}
	return rulebooktest.Contents[*Content, *State, Move]{
		Base:  content.Default(),
		Files: files,
		Load:  Load,
		Setups: []func(*Content) (*State, error){
			func(c *Content) (*State, error) { lo, _ := c.Players(); return New(c, WithPlayers(lo)) },
			func(c *Content) (*State, error) {
				_, hi := c.Players()
				return New(c, WithPlayers(hi), WithProsperity(true))
			},
			func(c *Content) (*State, error) {
				lo, _ := c.Players()
				return New(c, WithPlayers(lo), WithProsperity(true), WithFullDraw(true))
			},
		},
		Decode: Decode,
	}
}

// TestTamperedContent edits every value, element and entry of the content
// files (a sample; -tamper.full for all): Load refuses the edit with a
// content error, or the content sets up and plays with no panic and no
// wedged move.
func TestTamperedContent(t *testing.T) {
	contentChecks().Tamper(t, 300)
}

// TestLoadRefusesUnplayableContent: content the tamper run found loaded
// and then could not be played, or played into a state Decode refuses, is
// refused by Load, saying which rule it breaks.
func TestLoadRefusesUnplayableContent(t *testing.T) {
	for _, tc := range []struct {
		reason, file, old, new, want string
	}{
		{"no starting tiles: nothing to build next to, and the first build had nothing legal", "rules.yaml",
			"  tiles:\n    - {tile: city-hall, at: [0, 0]}\n    - {tile: hotel, at: [0, 1]}\n", "  tiles: []\n", "setup: no starting tiles"},
		{"two starting tiles on one cell (Decode then refused the first save: two tiles at 0,0)", "rules.yaml",
			"{tile: hotel, at: [0, 1]}", "{tile: hotel, at: [0, 0]}", `setup: "city-hall" and "hotel" are both at [0, 0]`},
		{"one starting tile twice (Decode then refused: city-hall is in the City twice)", "rules.yaml",
			"{tile: hotel, at: [0, 1]}", "{tile: city-hall, at: [0, 1]}", `setup: "city-hall" is placed twice`},
		{"a starting tile under a Construction Token", "rules.yaml",
			"{tile: city-hall, at: [0, 0]}", "{tile: city-hall, at: [-1, 0]}", `setup: "city-hall" is at [-1, 0], under a Construction Token`},
		{"fewer Prosperity tiles dealt than Prosperity rounds (a seat ran out of tiles to build)", "rules.yaml",
			"{players: 3, tiles: 6}", "{players: 3, tiles: 1}", "prosperity_deal: 1 tiles to each of 3 players, but each of the 5 Prosperity rounds"},
		{"Employment starting above Population (Decode then refused the first save)", "tracks.yaml",
			"    max: 25\n    start: 2\n", "    max: 25\n    start: 0\n", "track employment: start 2 is above population's start 0"},
		{"a Power Plant of level -1 (Load panicked ranking the plants)", "power_plants.yaml",
			"{id: plant-2a, name: Plant 2A, level: 2,", "{id: plant-2a, name: Plant 2A, level: -1,", "power_plants.yaml:14:"},
	} {
		_, err := editedContent(t, tc.file, tc.old, tc.new)
		if err == nil || !errors.Is(err, content.ErrInvalid) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Load = %v, want a content error saying %q", tc.reason, err, tc.want)
		}
	}
}
