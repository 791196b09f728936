package highrise

import (
	"testing"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// contentChecks loads edited content and plays it with the fewest and the
// most players the content allows, each in the first mode its count
// allows.
func contentChecks() rulebooktest.Contents[*Content, *State, Move] {
	files := []string{"rules.yaml", "corruption.yaml", "board.yaml", "actions.yaml", "blueprints.yaml", "tenants.yaml", "cards.yaml", "tiles.yaml"}
	for i, f := range files {
		files[i] = Dir + "/" + f
	}
	setup := func(most bool) func(*Content) (*State, error) {
		return func(c *Content) (*State, error) {
			players := c.minPlayers
			if most {
				players = c.maxPlayers
			}
			mode := c.modes[0].ID
			if modes := c.count(players).Modes; len(modes) > 0 {
				mode = modes[0] // a player count that allows only some modes
			}
			return New(c, WithPlayers(players), WithMode(mode))
		}
	}
	return rulebooktest.Contents[*Content, *State, Move]{
		Base:   content.Default(),
		Files:  files,
		Load:   Load,
		Setups: []func(*Content) (*State, error){setup(false), setup(true)},
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
