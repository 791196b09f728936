package games

import (
	"fmt"

	"github.com/rulebook-go/rulebook/highrise"
)

// highRise is High Rise's entry.
var highRise = Of(Spec[*highrise.Content, *highrise.State, highrise.Move]{
	Name:  "highrise",
	Title: "High Rise",
	Dir:   highrise.Dir,
	Load:  highrise.Load,
	New:   Setup(highrise.ParseOptions, highrise.New),
	View:  viewOf((*highrise.State).View),
	Summary: func(c *highrise.Content) string {
		cards, extra := 0, 0
		for _, k := range c.Cards() {
			if k.Extra {
				extra += k.Count
			} else {
				cards += k.Count
			}
		}
		tiles := 0
		for _, t := range c.Tiles() {
			tiles += t.Count
		}
		return fmt.Sprintf("%d tenants, %d Power Cards (and %d of the Extra Tenants), %d Bonus Tiles, %d Blueprint Cards; 1–4 players (1 and 2 with Neutral Moguls)",
			len(c.Tenants()), cards, extra, tiles, len(c.Blueprints()))
	},
	TieBreak: `"Attention! Not-So-Friendly Tiebreaker! If there's a tie for most VP, the player with the single tallest Building (including spires) is the winner. If the tie persists, look at the second-tallest Buildings of each tied player, and so on." (End of Game)`,
	Outcome: func(s *highrise.State) string {
		r, ok := s.SoloResult()
		if !ok {
			return ""
		}
		return r.Name + ": " + r.Text
	},
	Glossary: (*highrise.Content).Glossary,
	InPlay:   (*highrise.State).InPlay,
	Catalog: func(c *highrise.Content) []Item {
		var items []Item
		for _, u := range c.CoverageItems() {
			items = append(items, Item{u.ID, u.How})
		}
		return items
	},
	Uses: func(s *highrise.State, m highrise.Move, dst []Item) []Item {
		for _, u := range s.AppendUses(nil, m) {
			dst = append(dst, Item{u.ID, u.How})
		}
		return dst
	},
	Rank:   rankHighRise,
	Length: (*highrise.State).RoundNumber,
	// The tournaments' budgets: a game in seconds on one core.
	Defaults: Defaults{Iterations: 1000, Cutoff: 20, Nodes: 300},
})

// rankHighRise is High Rise's greedy rule: construct (the largest payment
// first), place, take what is offered and use cards; decline and stop last.
func rankHighRise(s *highrise.State, m highrise.Move) int {
	switch m.Act {
	case highrise.ActBuild:
		return 900 + m.F.Total()
	case highrise.ActPlace:
		return 800
	case highrise.ActYes, highrise.ActUse, highrise.ActExpand:
		return 600
	case highrise.ActBonus:
		return 500
	case highrise.ActGo:
		return 300 - int(m.K)%7 // nearer spaces rank a little higher
	case highrise.ActNo, highrise.ActDone, highrise.ActSuburbs, highrise.ActNoTrade:
		return 0
	}
	return 200
}
