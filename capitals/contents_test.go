package capitals

import (
	"testing"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// contentChecks loads edited content and plays it with the fewest players
// the content allows, and with the most and the Prosperity add-on.
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
