package buildershigh

import (
	"testing"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// contentChecks loads edited content and plays it with the fewest and the
// most players the content allows, Easy Mode with the most.
func contentChecks() rulebooktest.Contents[*Content, *State, Move] {
	return rulebooktest.Contents[*Content, *State, Move]{
		Base:  content.Default(),
		Files: []string{Dir + "/rules.yaml", Dir + "/budget.yaml", Dir + "/buildings.yaml", Dir + "/planning.yaml"},
		Load:  Load,
		Setups: []func(*Content) (*State, error){
			func(c *Content) (*State, error) { lo, _ := c.Players(); return New(c, WithPlayers(lo)) },
			func(c *Content) (*State, error) {
				_, hi := c.Players()
				return New(c, WithPlayers(hi), WithEasyMode(true))
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
