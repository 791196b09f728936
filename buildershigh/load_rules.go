package buildershigh

import (
	"github.com/rulebook-go/rulebook/content"
)

// loadRules reads rules.yaml: the players, the deal, the Center, the
// building types and the rules options. Its Contents are checked by the
// loaders of the decks' files.
func (l *loader) loadRules(rules *rulesFile) {
	c, errs := l.c, l.errs
	l.rules = rules
	c.minPlayers, c.maxPlayers = rules.Players.Check(1, maxSeats, errs)
	c.dealBudget, c.dealBuild = rules.Deal.Budget, rules.Deal.Building
	c.centerBuildings, c.planningExtra = rules.Center.Buildings, rules.Center.PlanningExtra
	for _, t := range rules.Types {
		l.typeIDs.Add("building type", t.ID, t.At, errs)
		c.types = append(c.types, t.ID)
	}
	c.options = content.Options(rules.Options, knownOptions, content.FilePos(Dir, "rules.yaml"), errs)
}

// check reports, at the count in rules.yaml, a deck whose file holds
// another number of cards (total, copies included) or of records (unique)
// than the Contents state. A file with no records is reported by its own
// decoding.
func (r *countRecord) check(deck string, total, unique int, errs *content.Errors) {
	if unique == 0 || r.Cards == 0 {
		return
	}
	if total != r.Cards {
		errs.Add(r.Where.Of("cards"), "contents: %d %s cards (%q), but the %s cards count %d", r.Cards, deck, r.Text, deck, total)
	}
	if r.Unique != 0 && unique != r.Unique {
		errs.Add(r.Where.Of("unique"), "contents: %d unique %s cards (%q), but there are %d", r.Unique, deck, r.Text, unique)
	}
}
