package buildershigh

import (
	"strconv"

	"github.com/rulebook-go/rulebook/content"
)

// Glossary lists every card of the content as a player may ask about it at
// the table, in content order: a budget card by its value, a building card
// with its type, cost, difficulty, ability and the ability's text, a city
// planning card with its requirement.
func (c *Content) Glossary() []content.Entry {
	out := make([]content.Entry, 0, len(c.cards))
	for _, k := range c.cards {
		e := content.Entry{ID: k.ID, Name: k.Name}
		switch k.Deck {
		case BudgetDeck:
			e.Kind = "budget card of " + strconv.Itoa(k.Value) + "M"
		case BuildingDeck:
			e.Kind = "building card, " + k.Type + ", cost " + strconv.Itoa(k.Cost) + "M, difficulty " + strconv.Itoa(k.Difficulty)
			if k.Timing != NoAbility {
				e.Kind += ", " + k.Timing.String() + " ability"
			}
			e.Text = k.Text
		case PlanningDeck:
			e.Kind = "city planning card"
			e.Text = k.Requirement
		}
		if k.Count > 1 {
			e.Kind += ", " + strconv.Itoa(k.Count) + " copies"
		}
		out = append(out, e)
	}
	return out
}
