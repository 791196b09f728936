package highrise

import "github.com/rulebook-go/rulebook/expr"

// loadActions reads actions.yaml: what the Action Spaces and the Stop Zone do.
func (l *loader) loadActions(actions *actionsFile) {
	c, errs := l.c, l.errs
	l.actionIndex = map[string]int{}
	for _, a := range actions.Actions {
		l.ids.Add("action", a.ID, a.At, errs)
		act := SpaceAction{ID: a.ID, Name: a.Name, at: a.At}
		if a.Event == "trade-space" {
			act.Event = evTrade
		} else if a.Event != "" {
			errs.Add(a.At, "action %q: unknown event %q (known: trade-space)", a.ID, a.Event)
		}
		act.effect = c.compile(a.Effect, expr.Effects, errs)
		c.compileGiven(&act.can, a.Can, expr.Bool, errs)
		l.actionIndex[a.ID] = len(c.actions)
		c.actions = append(c.actions, act)
	}
}
