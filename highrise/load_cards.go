package highrise

import (
	"slices"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// loadCards reads cards.yaml: the Power Cards, whose retail ones number
// powerCards (rules.yaml).
func (l *loader) loadCards(cards *cardsFile, powerCards int) {
	c, errs := l.c, l.errs
	l.cardIndex = map[string]int{}
	numbers := map[int]string{}
	retail := 0
	var cardIDs content.IDs // a tenant and its cards share an id
	for _, cr := range cards.Cards {
		cardIDs.Add("card", cr.ID, cr.At, errs)
		card := Card{ID: cr.ID, Name: cr.Name, Number: cr.Number, Count: cr.Count, Text: cr.Text, Extra: cr.Extra, Provenance: cr.Provenance, at: cr.At}
		card.DiscardAtStop = cr.StopZone == "discard"
		if cr.StopZone != "" && !card.DiscardAtStop {
			errs.Add(cr.At, "card %q: stop_zone %q must be discard or absent", cr.ID, cr.StopZone)
		}
		if prev, ok := numbers[cr.Number]; ok {
			errs.Add(cr.Where.Of("number"), "card %q: reference number %d is already card %q's", cr.ID, cr.Number, prev)
		}
		numbers[cr.Number] = cr.ID
		if !cr.Extra {
			retail += cr.Count
		}
		card.Timing = slices.Index(timingNames, cr.Timing)
		if card.Timing < 0 {
			errs.Add(cr.Where.Of("timing"), "card %q: timing %q must be one of %v", cr.ID, cr.Timing, timingNames)
		}
		card.insteadOf = -1
		if cr.InsteadOf != "" {
			card.insteadOf = slices.Index(timingNames, cr.InsteadOf)
			if card.insteadOf < 0 {
				errs.Add(cr.Where.Of("instead_of"), "card %q: instead_of %q must be one of %v", cr.ID, cr.InsteadOf, timingNames)
			}
		}
		card.Event, _ = events.Lookup(cr.Event)
		card.lets = slices.Index(moveLetNames, cr.Lets)
		if (card.lets >= 0) != (card.Event == evMove) || cr.Lets != "" && card.lets < 0 {
			at := cr.Where.Of("event")
			if cr.Lets != "" {
				at = cr.Where.Of("lets")
			}
			errs.Add(at, "card %q: a card on event move says what the move may do (lets: one of %v), and only such a card", cr.ID, moveLetNames)
		}
		if card.Event <= 0 {
			errs.Add(cr.Where.Of("event"), "card %q: event %q must be one of %v", cr.ID, cr.Event, eventNames[1:])
		}
		if !cr.Can.IsZero() {
			card.can = c.compile(cr.Can, expr.Bool, errs)
		}
		if !cr.Effect.IsZero() {
			card.effect = c.compile(cr.Effect, expr.Effects, errs)
			card.covers = c.callsOpening(cr.Effect)
		} else if card.Event != evMove && card.Event != evAnytime && card.Event != evGameEnd {
			errs.Add(cr.At, "card %q: a %s card needs an effect script", cr.ID, cr.Event)
		}
		l.cardIndex[cr.ID] = len(c.cards)
		card.same = len(c.cards)
		for j := range c.cards {
			if c.cards[j].Name == cr.Name {
				card.same = j
				break
			}
		}
		c.names[cr.Name] = 1
		c.cards = append(c.cards, card)
		one := card
		if o := cr.OnePlayer; o != nil {
			one.Text = o.Text
			if !o.Effect.IsZero() {
				one.effect = c.compile(o.Effect, expr.Effects, errs)
				one.covers = c.callsOpening(o.Effect)
			}
			if !o.Can.IsZero() || !o.GameEnd.IsZero() {
				errs.Add(cr.At, "card %q: one_player: a card has only an effect", cr.ID)
			}
		}
		c.cards1 = append(c.cards1, one)
	}
	if retail != powerCards && !l.unreadable["cards.yaml"] {
		errs.Add(l.rules.Of("power_cards"), "power_cards: %d, but the counts of cards.yaml (not counting extra ones) add up to %d", powerCards, retail)
	}
	l.checkPairs(cards)
	c.listeners = expr.NewListeners(events)
	for k := range c.cards {
		if c.cards[k].Timing == timingOngoing {
			c.listeners.Listen(c.cards[k].Event, k)
		}
	}
}

// checkPairs checks the events cards.yaml declares against those the rules
// raise, and each card's timing against its event's: a card whose timing
// can never meet its event (an ongoing card on after-construct, which no
// trigger raises) is an error at its event.
func (l *loader) checkPairs(cards *cardsFile) {
	errs := l.errs
	if l.unreadable["cards.yaml"] {
		return // its events are missing, not undeclared
	}
	meets := make([][]bool, len(eventNames))
	for _, e := range cards.Events {
		ev, ok := events.Lookup(e.ID)
		if !ok || ev == 0 {
			errs.Add(e.At, "event %q: the rules raise no such event (%v)", e.ID, eventNames[1:])
			continue
		}
		if meets[ev] != nil {
			errs.Add(e.At, "event %q: declared twice", e.ID)
			continue
		}
		meets[ev] = make([]bool, len(timingNames))
		for _, t := range e.Timings {
			if i := slices.Index(timingNames, t); i >= 0 {
				meets[ev][i] = true
			} else {
				errs.Add(e.Where.Of("timings"), "event %q: timing %q must be one of %v", e.ID, t, timingNames)
			}
		}
	}
	at := filePos("cards.yaml") // the events list, the file's first record, or the file
	switch {
	case len(cards.Events) > 0:
		at = cards.Events[0].At
	case len(cards.Cards) > 0:
		at = cards.Cards[0].At
	}
	for ev := 1; ev < len(eventNames); ev++ {
		if meets[ev] == nil {
			errs.Add(at, "events: event %q is not declared", eventNames[ev])
		}
	}
	for i, cr := range cards.Cards {
		k := &l.c.cards[len(l.c.cards)-len(cards.Cards)+i]
		if k.Event <= 0 || k.Timing < 0 || meets[k.Event] == nil || meets[k.Event][k.Timing] {
			continue
		}
		var can []string
		for t, ok := range meets[k.Event] {
			if ok {
				can = append(can, timingNames[t])
			}
		}
		errs.Add(cr.Where.Of("event"), "card %q: a card of timing %s never acts at %s (only %v cards meet that event)", cr.ID, cr.Timing, cr.Event, can)
	}
}
