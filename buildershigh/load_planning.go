package buildershigh

import "github.com/rulebook-go/rulebook/expr"

// loadPlanning reads planning.yaml: the city planning cards and their
// requirements, checked against rules.yaml's Contents and Center.
func (l *loader) loadPlanning(planning *planningFile) {
	c, errs := l.c, l.errs
	for _, p := range planning.Planning {
		l.ids.Add("card", p.ID, p.At, errs)
		l.scripts = append(l.scripts, p.Requirement)
		card := Card{ID: p.ID, Name: p.Name, Deck: PlanningDeck, Count: 1, Requirement: p.Text, Provenance: p.Provenance, At: p.At}
		if prog, err := c.lang.Compiler().Compile(p.Requirement, expr.Bool); err != nil {
			errs.AddError(err)
		} else {
			card.requirement = prog
		}
		c.add(card)
	}
	n := len(planning.Planning)
	l.rules.Contents.Planning.check("city planning", n, n, errs)
	// Easy Mode removes the city planning cards, but the game without it
	// needs them: "reveal 1 card plus the number of players from the city
	// planning deck face up" (Setting Up the Center).
	if want := c.maxPlayers + c.planningExtra; want > n {
		errs.Add(l.rules.Center.Where.Of("planning_extra"), "center: 1 city planning card per player (%d) and %d more are %d, more than the %d city planning cards",
			c.maxPlayers, c.planningExtra, want, n)
	}
}
