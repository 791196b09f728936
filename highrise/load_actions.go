package highrise

import (
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

type actionsFile struct {
	Actions []struct {
		content.Named `yaml:",inline" id:"The action's id, as board spaces name it." name:"The action as the board shows it: \"Take a red Floor\"."`
		Event         string         `yaml:"event" enum:"actionEvent" doc:"What else stopping here sets off: trade-space, the Power Cards that act on a Trade space."`
		Effect        content.Script `yaml:"effect" content:"required" doc:"An expr script returning the action's effects: take(\"red\", 1), may(…), … (the verbs are in highrise's package doc)."`
		Can           content.Script `yaml:"can" doc:"A Bool expr script: whether a Mogul may stop here (\"If you have zero Corruption, you may not ...\"); none: always."`
	} `yaml:"actions" content:"required" doc:"The actions of the Action Spaces and the Stop Zone."`
}

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
