package capitals

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// Events.
//
// A tile's Permanent Effect "occurs when a specific building is activated
// or some other specific event occurs". Every moment the rulebook names
// that a tile may wait for is declared once, in eventTable: its name, what
// it carries (the City that does it, the tile it concerns, an amount) and
// the phases it can happen in. Load lists each tile under its event
// (Content.listeners); the game fires an event at its moment and walks the
// listeners, each filtered by whose City did it, adjacency, a match script
// on the tile concerned and the phase it waits for. A listener whose
// filters can never meet its event is a load error.

// eventDecl declares one event.
type eventDecl struct {
	name string
	doc  string // one line, for the designer's guide
	// actor: a City does it, so whose applies (own, others, any); else it
	// comes to every City at once, each City's listeners in Initiative
	// order.
	actor bool
	// subject: it concerns a tile of the actor's City (the tile activated
	// or built), which adjacent and match read.
	subject bool
	// arrows: each listener's effects pay the red arrows afresh ("once per
	// tile built and once per Activation": a moment of its own), else they
	// belong to the tile or activation that caused the event.
	arrows bool
	// amount: it carries an amount, which its listeners read as count().
	amount bool
	phases []uint8 // the phases it can happen in
}

// The events' indices in eventTable.
const (
	evNone = iota
	evActivated
	evBuilt
	evUpgraded
	evTourism
	evPaid
	evTaxation
	evExpo
	evEndOfEra
	evEndOfRound
)

// anyPhase is every phase in which a City's effects can be resolved.
var anyPhase = []uint8{phSetup, phPolitical, phBuilding, phTourism, phExecutive, phExpo, phAdmin, phFinal}

// effectPhases are the phases in which tiles are built, activated or their
// effects resolved: building, activating, the World Expo's icons and End of
// Game Effects, Prosperity builds and Final Scoring.
var effectPhases = []uint8{phBuilding, phExecutive, phExpo, phAdmin, phFinal}

// eventTable declares The Capitals' events, in the rulebook's words.
var eventTable = []eventDecl{
	evNone: {},
	evActivated: {name: "activated", actor: true, subject: true, phases: effectPhases,
		doc: "a tile of the City is activated (\"each time an adjacent tile is activated\"); never the listening tile itself"},
	evBuilt: {name: "built", actor: true, subject: true, phases: []uint8{phBuilding, phAdmin},
		doc: "a tile is built in the City (after its own Immediate and Construction Effects); never the listening tile itself"},
	evUpgraded: {name: "upgraded", actor: true, phases: effectPhases,
		doc: "the City upgrades its Power Plant: the rulebook's \"whenever this tile's owner upgrades their Power Plant\" (Permanent Effect, Effects; \"the City may upgrade their Power Plant\", The City Tracks: Progress); one tile uses it today"},
	evTourism: {name: "tourism", arrows: true, phases: []uint8{phTourism},
		doc: "the end of each Tourism Phase (\"3. Tourism Phase\"), once the Tourist Markers have moved; one tile uses it today"},
	evPaid: {name: "paid", actor: true, amount: true, phases: anyPhase,
		doc: "the City pays Money (an Initiative space, a tile's row, a cost); count() is the amount"},
	evTaxation: {name: "taxation", actor: true, amount: true, phases: anyPhase,
		doc: "the City takes Extra Taxation Actions to pay; count() is how many"},
	evExpo: {name: "expo", arrows: true, phases: []uint8{phExpo},
		doc: "a World Expo Evaluation begins (after the End of Game Effects that come before the last one)"},
	evEndOfEra: {name: "end-of-era", arrows: true, phases: []uint8{phExpo},
		doc: "an Era ends: its World Expo Evaluation is done and the Energy Cubes are off the tiles"},
	evEndOfRound: {name: "end-of-round", arrows: true, phases: []uint8{phAdmin},
		doc: "a round's Administrative Phase ends (round 12 ends with its World Expo and Final Scoring instead)"},
}

// events is the registry of eventTable's names.
var events = expr.NewEvents(eventNames()...)

func eventNames() []string {
	names := make([]string, len(eventTable))
	for i, e := range eventTable {
		names[i] = e.name
	}
	return names
}

// Whose event a listener hears.
const (
	whoseOwn    uint8 = iota // its own City's (the default)
	whoseOthers              // another City's
	whoseAny                 // any City's
)

var whoseNames = []string{"own", "others", "any"}

// phaseIDs name the phases for a listener's during.
var phaseIDs = [...]string{"setup", "political", "building", "tourism", "executive", "expo", "administrative", "final"}

// listenerRecord is a Permanent Effect in a tile file.
type listenerRecord struct {
	At       content.Pos    `yaml:"-"`
	Where    content.Places `yaml:"-"`
	On       string         `yaml:"on" content:"required" enum:"trigger" doc:"The event the Permanent Effect waits for (see the designer's guide for the list): activated, built, upgraded, tourism, paid, taxation, expo, end-of-era, end-of-round."`
	Whose    string         `yaml:"whose" enum:"whose" doc:"Whose event counts: own (the default), others or any; only for an event a City does."`
	During   string         `yaml:"during" enum:"phase" doc:"Only in this phase: setup, political, building, tourism, executive, expo, administrative or final; none: any."`
	Adjacent bool           `yaml:"adjacent" doc:"Whether only the event of a directly adjacent tile counts (the arrows around the border)."`
	Match    content.Script `yaml:"match" doc:"A Bool expr script: which tiles count (subject_is(\"industry\")); none: any."`
	Effect   content.Script `yaml:"effect" content:"required" doc:"An expr script: what the effect gives each time it acts."`
}

// loadListener compiles a tile's Permanent Effect and checks that its
// filters can meet its event.
func (l *loader) loadListener(id string, p *listenerRecord) *permanent {
	c, errs := l.c, l.errs
	pm := &permanent{adjacent: p.Adjacent, effect: c.compileEffects(p.Effect, errs), during: -1}
	pm.match, pm.matchSrc = c.compileBool(p.Match, errs), p.Match
	ev, ok := events.Lookup(p.On)
	if !ok || ev == evNone {
		errs.Add(p.Where.Of("on"), "tile %q: on %q is not an event (known: %s)", id, p.On, strings.Join(eventNames()[1:], ", "))
		return pm
	}
	pm.on = ev
	d := &eventTable[ev]
	l.unread(id, p.Effect, "a Permanent Effect on "+p.On+", an event that carries no amount,", d.amount, true)
	l.unread(id, p.Effect, "a Permanent Effect's effect", true, false)
	l.unread(id, p.Match, "a match script", false, true)
	if p.Whose != "" {
		w := slices.Index(whoseNames, p.Whose)
		switch {
		case w < 0:
			errs.Add(p.Where.Of("whose"), "tile %q: whose %q must be one of %v", id, p.Whose, whoseNames)
		case !d.actor && w != int(whoseOwn):
			errs.Add(p.Where.Of("whose"), "tile %q: %s comes to every City at once: no other City's %s to wait for (whose %s)", id, p.On, p.On, p.Whose)
		default:
			pm.whose = uint8(w)
		}
	}
	if (p.Adjacent || !p.Match.IsZero()) && !d.subject {
		at := p.Where.Of("adjacent")
		if !p.Adjacent {
			at = p.Where.Of("match")
		}
		errs.Add(at, "tile %q: an %s event concerns no tile: it has no adjacency or match", id, p.On)
	}
	if p.Adjacent && pm.whose != whoseOwn {
		errs.Add(p.Where.Of("adjacent"), "tile %q: adjacent: another City's tile is never adjacent to this one (whose %s)", id, p.Whose)
	}
	if p.During != "" {
		ph := slices.Index(phaseIDs[:], p.During)
		switch {
		case ph < 0:
			errs.Add(p.Where.Of("during"), "tile %q: during %q must be one of %v", id, p.During, phaseIDs)
		case !slices.Contains(d.phases, uint8(ph)):
			errs.Add(p.Where.Of("during"), "tile %q: %s never happens during the %s phase (it does in: %s)", id, p.On, p.During, phaseList(d.phases))
		default:
			pm.during = int8(ph)
		}
	}
	return pm
}

func phaseList(phases []uint8) string {
	var names []string
	for _, ph := range phases {
		names = append(names, phaseIDs[ph])
	}
	return strings.Join(names, ", ")
}

// listen lists every tile with a Permanent Effect under its event, in tile
// order, and notes the events another City's tile may hear.
func (c *Content) listen() {
	c.listeners = expr.NewListeners(events)
	c.constructions = expr.NewListeners(events)
	c.heardByOthers = make([]bool, events.Len())
	for k := range c.tiles {
		if c.tiles[k].cons != nil {
			c.constructions.Listen(evBuilt, k)
		}
		if pm := c.tiles[k].perm; pm != nil && pm.on > evNone {
			c.listeners.Listen(pm.on, k)
			c.heardByOthers[pm.on] = c.heardByOthers[pm.on] || pm.whose != whoseOwn
		}
	}
}

// fire dispatches event ev done by seat actor (-1: a moment that comes to
// every City), about the tile at cell subj of the actor's City (-1: none),
// with amount n: the listening tiles' effects are pushed, each City's in
// Initiative order, each City's tiles in the order they were built.
func (s *State) fire(ev, actor, subj, n int) error {
	if len(s.c.listeners.Of(ev)) == 0 {
		return nil
	}
	if actor >= 0 && !s.c.heardByOthers[ev] {
		return s.fireIn(ev, actor, actor, subj, n)
	}
	seats := s.listenOrder()
	for i := s.seats() - 1; i >= 0; i-- {
		if err := s.fireIn(ev, int(seats[i]), actor, subj, n); err != nil {
			return err
		}
	}
	return nil
}

// listenOrder is every seat in Initiative order; in the Political Phase the
// seats still choosing their space come after, in seat order.
func (s *State) listenOrder() [maxSeats]int8 {
	o := s.order()
	n := 0
	for p := 0; p < s.seats(); p++ {
		if sp := int(s.cities[p].Space); sp >= 0 && sp < len(s.c.spaces) {
			n++
		}
	}
	for p := 0; p < s.seats() && n < s.seats(); p++ {
		if sp := int(s.cities[p].Space); sp < 0 || sp >= len(s.c.spaces) {
			o[n] = int8(p)
			n++
		}
	}
	return o
}

// listening is the cells of seat q's City that hold a tile of the kinds
// listed (no Lake).
func (s *State) listening(kinds []int, q int) uint64 {
	ct := &s.cities[q]
	var cells uint64
	for _, k := range kinds {
		first := int(s.c.firstInst[k])
		for inst := first; inst < first+s.c.tiles[k].Copies; inst++ {
			if s.where[inst] != locCity+uint8(q) {
				continue
			}
			for j := 0; j < int(ct.N); j++ {
				if int(ct.Cells[j].Inst) == inst && !ct.Cells[j].Lake {
					cells |= 1 << j
				}
			}
		}
	}
	return cells
}

// appendConstructions appends to items the later part of the Construction
// Effects the tile just built at cell subj of seat p's City sets off: the
// listeners of the built event (c.constructions) that hear it, in the
// order their tiles were built, each with count 1 ("Every time a new High
// Density Housing is built after this tile, the City's Culture Track will
// again be increased").
func (s *State) appendConstructions(items []expr.Effect, p, subj int) ([]expr.Effect, error) {
	ct := &s.cities[p]
	k := -1 // a Lake (lake_counts=as-tile): heard by a Construction Effect with no match
	if !ct.Cells[subj].Lake {
		k = s.kind(ct.Cells[subj].Inst)
	}
	cells := s.listening(s.c.constructions.Of(evBuilt), p)
	for j := 0; j < int(ct.N); j++ {
		if cells&(1<<j) == 0 {
			continue
		}
		cn := s.cellTile(ct, j).cons
		ok, err := s.hears(&cn.permanent, p, j, p, subj, k)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		items = consItems(items, cn.effect, j, 1)
	}
	return items, nil
}

// fireIn pushes the effects of seat q's tiles listening to ev (see fire).
func (s *State) fireIn(ev, q, actor, subj, n int) error {
	ct := &s.cities[q]
	cells := s.listening(s.c.listeners.Of(ev), q)
	subject := -1 // none, or a Lake: only a listener with no match hears it
	if subj >= 0 && !s.cities[actor].Cells[subj].Lake {
		subject = s.kind(s.cities[actor].Cells[subj].Inst)
	}
	for j := int(ct.N) - 1; j >= 0; j-- {
		if cells&(1<<j) == 0 {
			continue
		}
		pm := s.c.tiles[s.kind(ct.Cells[j].Inst)].perm
		ok, err := s.hears(pm, q, j, actor, subj, subject)
		if err != nil {
			return err
		}
		if !ok {
			continue
		}
		if err := s.runPush(pm.effect, q, j, n); err != nil {
			return err
		}
		if eventTable[ev].arrows {
			// A moment of its own: the red arrows are counted afresh
			// before its effects (above them on the stack), never carried
			// over from the build or activation done before it.
			s.stack.Push(task{Op: opArrows, Who: int8(q)})
		}
	}
	return nil
}

// hears reports whether the Permanent Effect pm of seat q's tile at cell j
// acts on an event of seat actor about the tile kind subject at cell subj
// of the actor's City: "No card ever affects itself".
func (s *State) hears(pm *permanent, q, j, actor, subj, subject int) (bool, error) {
	switch {
	case actor >= 0 && pm.whose == whoseOwn && actor != q,
		actor >= 0 && pm.whose == whoseOthers && actor == q,
		pm.during >= 0 && uint8(pm.during) != s.phase,
		actor == q && subj == j:
		return false, nil
	case pm.adjacent && (subj < 0 || !adjacent(&s.cities[q].Cells[subj], &s.cities[q].Cells[j])):
		return false, nil
	}
	if subject < 0 {
		return pm.match == nil, nil
	}
	return s.matches(pm.match, pm.matchTab, q, j, subject)
}

// eventDocs is the events table as the designer's guide lists it.
func eventDocs() string {
	var b strings.Builder
	b.WriteString("| Event | When | Carries |\n| --- | --- | --- |\n")
	for _, e := range eventTable[1:] {
		var carries []string
		if e.actor {
			carries = append(carries, "whose")
		} else {
			carries = append(carries, "every City")
		}
		if e.subject {
			carries = append(carries, "a tile (adjacent, match)")
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s; phases: %s |\n", e.name, e.doc, strings.Join(carries, ", "), phaseList(e.phases))
	}
	return b.String()
}
