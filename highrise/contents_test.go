package highrise

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// contentChecks loads edited content and plays it with the fewest and the
// most players the content allows, each in the first mode its count
// allows, and with the most players in the last mode with the Extra
// Tenants (when the content has that option).
func contentChecks() rulebooktest.Contents[*Content, *State, Move] {
	files := []string{"rules.yaml", "corruption.yaml", "board.yaml", "actions.yaml", "blueprints.yaml", "tenants.yaml", "cards.yaml", "tiles.yaml"}
	for i, f := range files {
		files[i] = Dir + "/" + f
	}
	setup := func(most, last bool) func(*Content) (*State, error) {
		return func(c *Content) (*State, error) {
			players := c.minPlayers
			if most {
				players = c.maxPlayers
			}
			modes := c.count(players).Modes // nil: a player count that allows every mode
			if len(modes) == 0 {
				for _, m := range c.modes {
					modes = append(modes, m.ID)
				}
			}
			opts := []Option{WithPlayers(players), WithMode(modes[0])}
			if last {
				opts[1] = WithMode(modes[len(modes)-1])
				for _, o := range c.RuleOptions() {
					if o.Name == "extra_tenants" {
						opts = append(opts, WithRule("extra_tenants", "on"))
					}
				}
			}
			return New(c, opts...)
		}
	}
	return rulebooktest.Contents[*Content, *State, Move]{
		Base:   content.Default(),
		Files:  files,
		Load:   Load,
		Setups: []func(*Content) (*State, error){setup(false, false), setup(true, false), setup(true, true)},
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

// TestLoadRefusesUnplayableContent: content the tamper run found crashed
// Load or loaded and could not be set up is refused by Load, saying why.
func TestLoadRefusesUnplayableContent(t *testing.T) {
	for _, tc := range []struct {
		reason, file, old, new, want string
	}{
		{"no neighborhoods: the tenant zones name unknown ones (Load panicked counting their spaces)", "board.yaml",
			"neighborhoods:\n", "neighborhoods: []\nformer_neighborhoods:\n", "unknown neighborhood"},
		{"a player count allowing no mode (New then refused every mode)", "rules.yaml",
			`modes: [full]                 # "As a lone player`, `modes: []                 # "As a lone player`, "player_counts: 1 players: modes [] allows no mode to play"},
	} {
		_, err := editedContent(t, tc.file, tc.old, tc.new)
		if err == nil || !errors.Is(err, content.ErrInvalid) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Load = %v, want a content error saying %q", tc.reason, err, tc.want)
		}
	}
}
