package buildershigh

import (
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// loadBuildings reads buildings.yaml: the building cards and their
// abilities, checked against rules.yaml's types, Contents, deal and Center.
func (l *loader) loadBuildings(buildings *buildingsFile) {
	c, errs := l.c, l.errs
	total := 0
	for _, b := range buildings.Buildings {
		l.ids.Add("card", b.ID, b.At, errs)
		card := Card{ID: b.ID, Name: b.Name, Deck: BuildingDeck, Count: b.Copies, Type: b.Type, Cost: b.Cost,
			Difficulty: b.Difficulty, Provenance: b.Provenance, At: b.At}
		if !l.typeIDs.Has(b.Type) {
			errs.Add(b.Where.Of("type"), "building %q: type %q is not one of the building types in rules.yaml (%v)", b.ID, b.Type, c.types)
		}
		total += b.Copies
		if a := b.Ability; a != nil {
			l.scripts = append(l.scripts, a.Effect, a.Cost, a.When)
			if c.loadAbility(b.ID, a, &card, &l.scripts, errs) {
				l.mods = append(l.mods, costModifier{card: len(c.cards), script: a.Cost})
			}
		}
		c.add(card)
	}
	l.rules.Contents.Building.check("building", total, len(buildings.Buildings), errs)
	if n := c.maxPlayers*c.dealBuild + c.centerBuildings; n > total && total > 0 {
		errs.Add(l.rules.Deal.Where.Of("building"), "deal: %d building cards to each of %d players and %d in the Center are %d, more than the %d building cards",
			c.dealBuild, c.maxPlayers, c.centerBuildings, n, total)
	}
}

// loadAbility reads building id's ability record a into card, compiling its
// scripts; it reports whether the ability has a cost modifier that compiled.
// The deferred scripts its effect names are added to scripts.
func (c *Content) loadAbility(id string, a *abilityRecord, card *Card, scripts *[]content.Script, errs *content.Errors) (costMod bool) {
	card.Text = a.Text
	if t := slices.Index(timingNames[:], a.Timing); t > int(NoAbility) {
		card.Timing = Timing(t)
	} else {
		errs.Add(a.Where.Of("timing"), "building %q: timing %q must be lightning, hand or permanent", id, a.Timing)
	}
	if a.On != "" {
		ev, ok := events.Lookup(a.On)
		if !ok || ev == int(NoEvent) {
			errs.Add(a.Where.Of("on"), "building %q: unknown event %q (known: %s)", id, a.On, strings.Join(events.Names()[1:], ", "))
		}
		card.On = Event(max(ev, 0))
	}
	if card.On != NoEvent && card.Timing != Permanent {
		errs.Add(a.Where.Of("on"), "building %q: a trigger (on) belongs to a permanent ability", id)
	}
	if !a.Cost.IsZero() && card.Timing != Permanent {
		errs.Add(a.Where.Of("cost"), "building %q: a cost modifier belongs to a permanent ability", id)
	}
	// An event named but unknown is reported above: not again as a missing
	// trigger, nor its filter as one without a trigger.
	if card.Timing == Permanent && a.Cost.IsZero() && a.On == "" {
		errs.Add(a.At, "building %q: a permanent ability needs a cost modifier (cost) or a trigger (on)", id)
	}
	if card.Timing != Permanent && a.Effect.IsZero() {
		errs.Add(a.At, "building %q: a %s ability needs an effect script", id, a.Timing)
	}
	if card.On != NoEvent && a.Effect.IsZero() {
		errs.Add(a.At, "building %q: a trigger needs an effect script", id)
	}
	if !a.When.IsZero() {
		c.loadFilter(id, a, card, errs)
	}
	if !a.Effect.IsZero() {
		c.checkOwner(a.Effect, errs)
		c.compileDeferred(a.Effect, scripts, errs)
		if p, err := c.lang.Compiler().Compile(a.Effect, expr.Effects); err != nil {
			errs.AddError(err)
		} else {
			card.effect = p
			if p.Constant() {
				var r expr.Runner
				if effects, err := r.RunEffects(p, &Env{subject: -1}, nil); err == nil {
					card.constEffects, card.effects = true, effects
				} else {
					errs.AddError(expr.LoadError(a.Effect, err))
				}
			}
		}
	}
	if a.Cost.IsZero() {
		return false
	}
	p, err := c.lang.Compiler().Compile(a.Cost, expr.Int)
	if err != nil || card.Timing != Permanent {
		// A cost modifier of another timing is reported above: it is
		// compiled for its own errors only, and the costs it would make are
		// not checked as well.
		errs.AddError(err)
		return false
	}
	if reads := stateReads(p); reads != "" {
		errs.Add(a.Cost.Pos, "building %q: a cost modifier may read only the building being costed (subject_type, subject_cost), "+
			"so that Load can check every construction cost it makes; this one calls %s", id, reads)
		return false
	}
	card.costMod = p
	c.hasCostMods = true
	return true
}

// loadFilter compiles a trigger's filter: a Bool script that reads only the
// event, so that it answers the same whenever it is asked.
func (c *Content) loadFilter(id string, a *abilityRecord, card *Card, errs *content.Errors) {
	if card.On == NoEvent {
		if a.On == "" {
			errs.Add(a.When.Pos, "building %q: a filter (when) belongs to a trigger (on)", id)
		}
		return
	}
	p, err := c.lang.Compiler().Compile(a.When, expr.Bool)
	if err != nil {
		errs.AddError(err)
		return
	}
	if !p.ReadsOnly(eventReads...) {
		errs.Add(a.When.Pos, "building %q: a trigger's filter reads only the event (%s); this one reads %v", id, strings.Join(eventReads, ", "), p.Reads())
		return
	}
	card.when = p
}
