package capitals

import (
	"github.com/rulebook-go/rulebook/content"
)

type initiativeFile struct {
	Where  content.Places `yaml:"-"`
	Spaces []struct {
		At               content.Pos        `yaml:"-"`
		Where            content.Places     `yaml:"-"`
		Cost             int                `yaml:"cost" content:"range=0..20" doc:"The space's value in $, paid times the multiplier of the player's previous space."`
		Multiplier       int                `yaml:"multiplier" content:"required,range=0..9" doc:"The space's multiplier (x): what a City on it pays for its next choice, per $."`
		Mark             int                `yaml:"mark" content:"range=0..5" doc:"The player-count icon printed on the space; 0 for none."`
		Round2Multiplier int                `yaml:"round2_multiplier" content:"range=0..9" doc:"The multiplier paid from this space in Round 2 when as many play as its mark (\"pays a multiplier of only 1X\"); 0: none."`
		Provenance       content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"spaces" content:"required,len=1..20" doc:"The Initiative Track's spaces, left (the first player) to right."`
	Selectable []countEntry[struct {
		Spaces int `yaml:"spaces" content:"required,range=1..20" doc:"How many of the leftmost spaces may be chosen with that many players."`
	}] `yaml:"selectable" content:"required" doc:"The spaces players may choose, by player count; one entry for every count."`
}

// loadInitiative reads initiative.yaml: the Initiative Track's spaces and
// the spaces selectable with each player count.
func (l *loader) loadInitiative(ini *initiativeFile) {
	c, errs := l.c, l.errs
	for _, sp := range ini.Spaces {
		c.spaces = append(c.spaces, Space{Cost: sp.Cost, Multiplier: sp.Multiplier, Mark: sp.Mark, Round2Multiplier: sp.Round2Multiplier, Provenance: sp.Provenance})
	}
	for _, sel := range ini.Selectable {
		if n := sel.Value.Spaces; n < sel.Players || n > len(c.spaces) {
			errs.Add(sel.Where.Of("spaces"), "selectable: %d players need between %d and %d spaces, not %d", sel.Players, sel.Players, len(c.spaces), n)
		}
		c.selectable[sel.Players] = sel.Value.Spaces
	}
	l.everyCount(c.selectable, ini.Where, "selectable")
}
