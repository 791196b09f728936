package games

import (
	"fmt"

	"github.com/rulebook-go/rulebook/buildershigh"
)

// buildersHigh is Builder's High's entry.
var buildersHigh = Of(Spec[*buildershigh.Content, *buildershigh.State, buildershigh.Move]{
	Name:  "buildershigh",
	Title: "Builder's High",
	Dir:   buildershigh.Dir,
	Load:  buildershigh.Load,
	New:   Setup(buildershigh.ParseOptions, buildershigh.New),
	View:  viewOf((*buildershigh.State).View),
	Summary: func(c *buildershigh.Content) string {
		var n [3]int
		for _, card := range c.Cards() {
			n[card.Deck] += card.Count
		}
		lo, hi := c.Players()
		return fmt.Sprintf("%d budget cards, %d building cards, %d city planning cards; %d–%d players",
			n[buildershigh.BudgetDeck], n[buildershigh.BuildingDeck], n[buildershigh.PlanningDeck], lo, hi)
	},
	Glossary: (*buildershigh.Content).Glossary,
	InPlay:   (*buildershigh.State).InPlay,
	Catalog: func(c *buildershigh.Content) []Item {
		var items []Item
		for _, u := range c.CoverageItems() {
			items = append(items, Item{u.Card, u.How.String()})
		}
		return items
	},
	Uses: func(s *buildershigh.State, m buildershigh.Move, dst []Item) []Item {
		switch m.Action {
		case buildershigh.ActPay, buildershigh.ActUse, buildershigh.ActPlan: // the moves that use a card
			for _, u := range s.AppendUses(nil, m) {
				dst = append(dst, Item{u.Card, u.How.String()})
			}
		}
		return dst
	},
	Rank:   rankBuildersHigh,
	Length: (*buildershigh.State).Round,
	// A game the round_limit option stopped is not one the rules ended.
	Outcome: func(s *buildershigh.State) string {
		if by := s.StoppedBy(); by != "" {
			return "stopped by " + by + " before anyone met the victory condition (the rulebook has no round limit)"
		}
		return ""
	},
	// The rulebook sets no end but the victory condition: automated play,
	// which may never meet it, stops after 60 rounds.
	Bound: "round_limit=60",
	// The tournaments' budgets: a game in seconds on one core. The search
	// normalizes each node's values: the Heuristic's shares are near 1 for
	// a seat far ahead, whose moves toward the end then differ by little
	// (without it such a seat stalls until the round limit). At 1000
	// iterations the search wins 28.8% [22.9%, 35.4%] of 200 games against
	// three greedy players, no more than its share; at 3000, 31.5% [25.5%,
	// 38.2%], and 91.5% [86.8%, 94.6%] against three random players (bot's
	// TestTournament).
	Defaults: Defaults{Iterations: 3000, Cutoff: 12, Nodes: 300, Normalize: true},
})

// rankBuildersHigh is Builder's High's greedy rule: take a city planning
// card, build (the dearest building first) and pay, say yes to abilities
// and use them, procure, and pass or end the turn last.
func rankBuildersHigh(s *buildershigh.State, m buildershigh.Move) int {
	switch m.Action {
	case buildershigh.ActPlan:
		return 1000
	case buildershigh.ActPay:
		return 900
	case buildershigh.ActBuild:
		if c, ok := s.Content().Card(m.Card); ok {
			return 800 + c.Cost
		}
		return 800
	case buildershigh.ActYes, buildershigh.ActFirstOption:
		return 600
	case buildershigh.ActUse:
		return 500
	case buildershigh.ActDraw:
		return 400
	case buildershigh.ActTake:
		return 350
	case buildershigh.ActExchange:
		return 100
	case buildershigh.ActEnd:
		return 10
	case buildershigh.ActPass:
		return 0
	}
	return 200
}
