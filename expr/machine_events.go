package expr

import "slices"

// Events is a game's registry of named events, declared once by the game
// (in the rulebook's words: "draw", "lose-corruption", …). An event is its
// index in the declaration; index 0 may be the game's "no event".
type Events struct {
	names []string
}

// NewEvents declares the events names, in order.
func NewEvents(names ...string) Events { return Events{names: slices.Clone(names)} }

// Lookup is the event named name, or false when the game declares none.
func (e Events) Lookup(name string) (int, bool) {
	i := slices.Index(e.names, name)
	return i, i >= 0
}

// Name is the name of event ev, "" when out of range.
func (e Events) Name(ev int) string {
	if ev < 0 || ev >= len(e.names) {
		return ""
	}
	return e.names[ev]
}

// Names lists the declared names in order. The slice is shared: do not
// modify it.
func (e Events) Names() []string { return e.names }

// Len is the number of declared events.
func (e Events) Len() int { return len(e.names) }

// Listeners records, for each event, the cards (by the game's index) that
// listen to it, in the order they were added: the game adds them at load,
// in its declared order, and dispatches an event by walking [Listeners.Of].
// Built once, it is read-only and shared by every state.
type Listeners struct {
	by [][]int
}

// NewListeners makes an empty registry for the events of e.
func NewListeners(e Events) Listeners { return Listeners{by: make([][]int, e.Len())} }

// Listen adds card as a listener of event ev; an event out of range is
// ignored.
func (l *Listeners) Listen(ev, card int) {
	if ev >= 0 && ev < len(l.by) {
		l.by[ev] = append(l.by[ev], card)
	}
}

// Of lists the listeners of ev in the order they were added (nil for an
// event out of range). The slice is shared: do not modify it.
func (l Listeners) Of(ev int) []int {
	if ev < 0 || ev >= len(l.by) {
		return nil
	}
	return l.by[ev]
}
