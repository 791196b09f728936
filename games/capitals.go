package games

import (
	"fmt"

	"github.com/rulebook-go/rulebook/capitals"
)

// theCapitals is The Capitals' entry.
var theCapitals = Of(Spec[*capitals.Content, *capitals.State, capitals.Move]{
	Name:  "capitals",
	Title: "The Capitals",
	Dir:   capitals.Dir,
	Load:  capitals.Load,
	New:   Setup(capitals.ParseOptions, capitals.New),
	View:  viewOf((*capitals.State).View),
	Summary: func(c *capitals.Content) string {
		var eras [4]int
		plants := 0
		for _, t := range c.Tiles() {
			switch {
			case t.Plant:
				plants += t.Copies
			case t.Era > 0:
				eras[t.Era] += t.Copies
			}
		}
		lo, hi := c.Players()
		return fmt.Sprintf("%d Era I, %d Era II and %d Era III tiles, %d Power Plants, %d rounds; %d–%d players",
			eras[1], eras[2], eras[3], plants, len(c.Rounds()), lo, hi)
	},
	// Coverage counts the Era tiles built.
	Glossary: (*capitals.Content).Glossary,
	InPlay:   (*capitals.State).InPlay,
	Catalog: func(c *capitals.Content) []Item {
		var items []Item
		for _, t := range c.Tiles() {
			if t.Era > 0 {
				items = append(items, Item{t.ID, "built"})
			}
		}
		return items
	},
	Uses: func(s *capitals.State, m capitals.Move, dst []Item) []Item {
		if m.Action == capitals.ActTake {
			dst = append(dst, Item{m.Tile, "built"})
		}
		return dst
	},
	Rank:     rankCapitals,
	Length:   (*capitals.State).Round,
	TieBreak: `"In the event of a tie the tied player who has the most energy cubes remaining is the winner. If still tied the player who is furthest ahead on the Economy Track is the winner. If still tied, the tied player in the furthest left space of the Initiative Area is considered the winner." (Endgame)`,
	// The tournaments' budgets: a game in seconds on one core.
	Defaults: Defaults{Iterations: 2000, Cutoff: 6, Nodes: 300},
})

// rankCapitals is The Capitals' greedy rule: upgrade the Power Plant and
// take what tiles offer, activate tiles (with Tourists first), take a tile,
// take Prestige for passing, and end the Executive turn last.
func rankCapitals(s *capitals.State, m capitals.Move) int {
	switch m.Action {
	case capitals.ActYes, capitals.ActFirst:
		return 900
	case capitals.ActActivate, capitals.ActFree:
		return 800 + int(m.N) // paying with Tourists saves cubes
	case capitals.ActTake:
		return 600
	case capitals.ActPrestige:
		return 500
	case capitals.ActDone:
		return 10
	case capitals.ActNo:
		return 0
	}
	return 200
}
