package buildershigh

import (
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// Dir is the folder of Builder's High's YAML inside a content file system.
const Dir = "buildershigh"

// Deck is one of the three decks; cards of one deck share a back.
type Deck uint8

const (
	// BudgetDeck holds the 2M, 5M and 10M budget cards.
	BudgetDeck Deck = iota
	// BuildingDeck holds the building cards.
	BuildingDeck
	// PlanningDeck holds the city planning cards.
	PlanningDeck
)

var deckNames = [...]string{"budget", "building", "planning"}

// String returns "budget", "building" or "planning".
func (d Deck) String() string {
	if int(d) < len(deckNames) {
		return deckNames[d]
	}
	return "deck(" + strconv.Itoa(int(d)) + ")"
}

func parseDeck(s string) (Deck, bool) {
	for i, n := range deckNames {
		if n == s {
			return Deck(i), true
		}
	}
	return 0, false
}

// Timing is when a building's ability acts.
type Timing uint8

const (
	// NoAbility: the card has no ability.
	NoAbility Timing = iota
	// Lightning abilities resolve as soon as the card is played to the play area.
	Lightning
	// Hand abilities are activated during their owner's turn, from the turn
	// after the card was built, once per copy per turn.
	Hand
	// Permanent abilities are always in force: a cost modifier or a trigger.
	Permanent
)

var timingNames = [...]string{"none", "lightning", "hand", "permanent"}

// String returns "lightning", "hand", "permanent" or "none".
func (t Timing) String() string {
	if int(t) < len(timingNames) {
		return timingNames[t]
	}
	return "timing(" + strconv.Itoa(int(t)) + ")"
}

// Card is one kind of card: a budget denomination, a building or a city
// planning card. Identical copies share one Card.
type Card struct {
	ID         string
	Name       string
	Deck       Deck
	Count      int // copies in the game
	Provenance content.Provenance
	At         content.Pos // where the card is defined

	// Budget cards.
	Value int

	// Building cards.
	Type       string
	Cost       int
	Difficulty int
	Timing     Timing
	On         Event
	Text       string

	// City planning cards.
	Requirement string // the requirement's text

	effect      *expr.Program // lightning and hand abilities, triggers
	when        *expr.Program // a trigger's filter: whether it hears an event (nil: every one)
	costMod     *expr.Program // permanent cost modifier, run at load for every building (see modDelta)
	requirement *expr.Program // city planning requirement

	// Effect scripts that read nothing of the state are run once, at load.
	constEffects bool
	effects      []expr.Effect
}

// RuleOption names a rules option where the rulebook is ambiguous.
type RuleOption = content.RuleOption

// Content is loaded, checked and compiled Builder's High content. It is
// immutable and safe to share between goroutines and states.
type Content struct {
	fingerprint string
	lang        *language // the verbs the scripts were compiled with
	cards       []Card
	byID        map[string]int
	budget      []int // card indices of each deck, in content order
	building    []int
	planning    []int
	types       []string
	deckTotal   [3]int

	minPlayers, maxPlayers int
	dealBudget, dealBuild  int
	centerBuildings        int
	planningExtra          int
	options                []RuleOption
	listeners              expr.Listeners // the building cards with a trigger, by event, in card order
	hasCostMods            bool
	mods                   []int   // the building cards with a cost modifier
	modDelta               []int16 // modDelta[i*len(cards)+k]: what one copy of mods[i] adds to building k's cost
	maxPayment             int     // most budget cards one payment can use
}

// Fingerprint identifies the content: a hash of every file it was read from.
func (c *Content) Fingerprint() string { return c.fingerprint }

// Cards lists every kind of card: budget, then buildings, then planning.
func (c *Content) Cards() []Card { return c.cards }

// Card returns the card with the given id.
func (c *Content) Card(id string) (Card, bool) { return content.Find(c.cards, c.byID, id) }

// Types lists the building types.
func (c *Content) Types() []string { return c.types }

// RuleOptions lists the named rules options and their defaults.
func (c *Content) RuleOptions() []RuleOption { return c.options }

// Players is the smallest and largest number of players.
func (c *Content) Players() (min, max int) { return c.minPlayers, c.maxPlayers }

// The YAML schema.

type rulesFile struct {
	Provenance content.Provenance  `yaml:"provenance" content:"required"`
	Players    content.PlayerRange `yaml:"players" content:"required" doc:"The smallest and largest number of players: 1 <= min <= max <= 8."`
	Deal       struct {
		Where    content.Places `yaml:"-"`
		Budget   int            `yaml:"budget" content:"required,range=0..45" def:"budgetCard" doc:"Budget cards dealt face down to each player (\"Deal 5 budget cards and 5 building cards\"), 0 to 45; the most players' hands must come from the budget deck."`
		Building int            `yaml:"building" content:"required,range=0..54" doc:"Building cards dealt face down to each player, 0 to 54; the most players' hands and the Center must come from the building deck."`
	} `yaml:"deal" content:"required" doc:"Cards dealt face down to each player at setup, as the hand."`
	Center struct {
		Where         content.Places `yaml:"-"`
		Buildings     int            `yaml:"buildings" content:"required,range=0..54" doc:"Building cards revealed face up in the Center (\"Reveal 9 cards from the building deck\"), 0 to 54."`
		PlanningExtra int            `yaml:"planning_extra" content:"required,range=0..32" doc:"City planning cards revealed beyond one per player (\"1 card plus the number of players\"), 0 to 32; with the most players they must come from the city planning deck."`
	} `yaml:"center" content:"required" doc:"What Setting Up the Center lays out face up."`
	Types    []typeRecord           `yaml:"types" content:"required" doc:"The building types printed on the building cards; a building's type is one of these ids."`
	Contents contentsRecord         `yaml:"contents" content:"required" doc:"The component counts of the rulebook's Contents: Load checks budget.yaml, buildings.yaml and planning.yaml against them, so adding a card is an edit of its file and of its count here."`
	Options  []content.OptionRecord `yaml:"options" doc:"The named rules options where the rulebook is ambiguous or silent, each with its default; a game may choose another reading."`
}

// contentsRecord is the rulebook's Contents: how many cards of each deck.
type contentsRecord struct {
	Budget   countRecord `yaml:"budget" content:"required" doc:"The budget cards: \"45 Budget Cards (21 2M, 15 5M, 9 10M)\"."`
	Building countRecord `yaml:"building" content:"required" doc:"The building cards: \"54 Building Cards (3 each of 18 unique cards)\"."`
	Planning countRecord `yaml:"planning" content:"required" doc:"The city planning cards: \"9 City Planning Cards (9 unique cards)\"."`
}

// countRecord is one deck's count in the Contents.
type countRecord struct {
	Where      content.Places     `yaml:"-"`
	Cards      int                `yaml:"cards" content:"required,range=1..255" doc:"The cards of the deck in all, copies included, 1 to 255."`
	Unique     int                `yaml:"unique" content:"range=0..64" doc:"The different cards of the deck (records in its file), 1 to 64; 0 or absent: not stated."`
	Text       string             `yaml:"text" content:"required" doc:"The rulebook's words for the count."`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
}

type typeRecord struct {
	content.Named `yaml:",inline" id:"The type's id, as buildings and scripts name it: \"residential\"." name:"The type's name as printed: \"Residential\"."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
}

type budgetFile struct {
	Budget []budgetRecord `yaml:"budget" content:"required,len=1..4" def:"budgetCard" doc:"One record per denomination (1 to 4), 45 cards in all: \"21 2M, 15 5M, 9 10M\"."`
}

type budgetRecord struct {
	content.Named `yaml:",inline" id:"The card's id, unique among all cards: \"2m\"; moves and records name it." name:"The name printed on the card: \"2M\"."`
	Value         int                `yaml:"value" content:"required,range=1..255" doc:"The value in M (1 to 255), each denomination its own; a payment must total a construction cost exactly."`
	Count         int                `yaml:"count" content:"required,range=1..255" doc:"Copies of the card in the game, 1 to 255."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
}

type buildingsFile struct {
	Buildings []buildingRecord `yaml:"buildings" content:"required" doc:"The building cards: 54 in all, 3 each of 18 unique cards."`
}

type buildingRecord struct {
	content.Named `yaml:",inline" id:"The card's id, unique among all cards; moves, records and scripts name it." name:"The name printed on the card."`
	Type          string             `yaml:"type" content:"required" enum:"type" doc:"The building type printed on the card: one of the types of rules.yaml."`
	Cost          int                `yaml:"cost" content:"required,range=0..200" doc:"The construction cost in M (upper left of the card), 0 to 200, paid exactly with budget cards."`
	Difficulty    int                `yaml:"difficulty" content:"required,range=0..9" doc:"The difficulty printed on the card, 0 to 9."`
	Copies        int                `yaml:"copies" content:"required,range=1..255" doc:"Copies of the card in the game, 1 to 255."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
	Ability       *abilityRecord     `yaml:"ability" doc:"The card's ability, when it has one."`
}

type abilityRecord struct {
	At     content.Pos    `yaml:"-"`
	Timing string         `yaml:"timing" content:"required" enum:"timing" doc:"The ability's icon. lightning: resolved as soon as the card is played to the play area; hand: activated during your turn, from the turn after you built it; permanent: in force while the card is in your play area (a cost modifier or a trigger)."`
	Text   string         `yaml:"text" content:"required" doc:"The ability as printed on the card."`
	On     string         `yaml:"on" enum:"event" doc:"The event a permanent trigger listens to, by anyone (when says whose and what): construct, a building constructed; pay, budget cards paid as a construction cost."`
	When   content.Script `yaml:"when" doc:"A trigger's filter: a Bool expr script over the event (by_you(), paid(value), subject_type(), subject_cost(): the building constructed); the trigger fires when it is true. Absent: on every such event."`
	Effect content.Script `yaml:"effect" doc:"An expr script returning the ability's effects: draw(\"budget\", 1), may(\"…\", discard(1)), … (the verbs are in buildershigh's package doc). Required for a lightning or hand ability and for a trigger."`
	Cost   content.Script `yaml:"cost" doc:"A permanent cost modifier: an Int expr script added to the construction cost of each building you construct."`
}

type planningFile struct {
	Planning []planningRecord `yaml:"planning" content:"required,len=..32" def:"planningCard" doc:"The city planning cards: 9 unique cards (at most 32)."`
}

type planningRecord struct {
	content.Named `yaml:",inline" id:"The card's id, unique among all cards." name:"The name printed on the card."`
	Text          string             `yaml:"text" content:"required" doc:"The requirement as printed on the card."`
	Requirement   content.Script     `yaml:"requirement" content:"required" doc:"A Bool expr script over the achieving player's play area, such as count(\"residential\") >= 3; checked after each construction (\"Achieving city planning card\")."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
}

// Load reads, checks and compiles the Builder's High content in fsys (under
// the folder Dir). Every problem is reported at once, each as
// file:line:col: message; the error wraps content.ErrInvalid.
func Load(fsys fs.FS) (*Content, error) { return loadWith(fsys, defaultLanguage) }

// loadWith is Load with the scripts compiled in lang.
func loadWith(fsys fs.FS, lang *language) (*Content, error) {
	var errs content.Errors
	rules := content.DecodeFile[rulesFile](fsys, Dir, "rules.yaml", &errs)
	budget := content.DecodeFile[budgetFile](fsys, Dir, "budget.yaml", &errs)
	buildings := content.DecodeFile[buildingsFile](fsys, Dir, "buildings.yaml", &errs)
	planning := content.DecodeFile[planningFile](fsys, Dir, "planning.yaml", &errs)

	c := &Content{byID: map[string]int{}, listeners: expr.NewListeners(events), lang: lang}
	var ids content.IDs
	var scripts []content.Script
	var mods []costModifier

	// Rules.
	c.minPlayers, c.maxPlayers = rules.Players.Check(1, maxSeats, &errs)
	rulesPos := content.FilePos(Dir, "rules.yaml")
	c.dealBudget, c.dealBuild = rules.Deal.Budget, rules.Deal.Building
	c.centerBuildings, c.planningExtra = rules.Center.Buildings, rules.Center.PlanningExtra
	var typeIDs content.IDs
	for _, t := range rules.Types {
		typeIDs.Add("building type", t.ID, t.At, &errs)
		c.types = append(c.types, t.ID)
	}
	c.options = content.Options(rules.Options, knownOptions, rulesPos, &errs)

	// Budget cards.
	total := 0
	values := map[int]bool{}
	for _, b := range budget.Budget {
		ids.Add("card", b.ID, b.At, &errs)
		if values[b.Value] && b.Value > 0 {
			errs.Add(b.At, "budget card %q: another budget card already has value %d", b.ID, b.Value)
		}
		values[b.Value] = true
		total += b.Count
		c.add(Card{ID: b.ID, Name: b.Name, Deck: BudgetDeck, Count: b.Count, Value: b.Value, Provenance: b.Provenance, At: b.At})
	}
	rules.Contents.Budget.check("budget", total, len(budget.Budget), &errs)
	if n := c.maxPlayers * c.dealBudget; n > total && total > 0 {
		errs.Add(rules.Deal.Where.Of("budget"), "deal: %d budget cards to each of %d players are %d, more than the %d budget cards", c.dealBudget, c.maxPlayers, n, total)
	}
	slices.SortStableFunc(c.budget, func(a, b int) int { return c.cards[a].Value - c.cards[b].Value })

	// Building cards.
	total = 0
	for _, b := range buildings.Buildings {
		ids.Add("card", b.ID, b.At, &errs)
		card := Card{ID: b.ID, Name: b.Name, Deck: BuildingDeck, Count: b.Copies, Type: b.Type, Cost: b.Cost,
			Difficulty: b.Difficulty, Provenance: b.Provenance, At: b.At}
		if !typeIDs.Has(b.Type) {
			errs.Add(b.At, "building %q: type %q is not one of the building types in rules.yaml (%v)", b.ID, b.Type, c.types)
		}
		total += b.Copies
		if a := b.Ability; a != nil {
			scripts = append(scripts, a.Effect, a.Cost, a.When)
			if c.loadAbility(b.ID, a, &card, &errs) {
				mods = append(mods, costModifier{card: len(c.cards), script: a.Cost})
			}
		}
		c.add(card)
	}
	rules.Contents.Building.check("building", total, len(buildings.Buildings), &errs)
	if n := c.maxPlayers*c.dealBuild + c.centerBuildings; n > total && total > 0 {
		errs.Add(rules.Deal.Where.Of("building"), "deal: %d building cards to each of %d players and %d in the Center are %d, more than the %d building cards",
			c.dealBuild, c.maxPlayers, c.centerBuildings, n, total)
	}

	// City planning cards.
	for _, p := range planning.Planning {
		ids.Add("card", p.ID, p.At, &errs)
		scripts = append(scripts, p.Requirement)
		card := Card{ID: p.ID, Name: p.Name, Deck: PlanningDeck, Count: 1, Requirement: p.Text, Provenance: p.Provenance, At: p.At}
		if prog, err := c.lang.Compiler().Compile(p.Requirement, expr.Bool); err != nil {
			errs.AddError(err)
		} else {
			card.requirement = prog
		}
		c.add(card)
	}
	rules.Contents.Planning.check("city planning", len(planning.Planning), len(planning.Planning), &errs)
	if n := c.maxPlayers + c.planningExtra; n > len(planning.Planning) && len(planning.Planning) > 0 {
		errs.Add(rules.Center.Where.Of("planning_extra"), "center: 1 city planning card per player (%d) and %d more are %d, more than the %d city planning cards",
			c.maxPlayers, c.planningExtra, n, len(planning.Planning))
	}

	// Scripts name types, decks and cards as strings: check them (dangling references).
	c.checkReferences(scripts, &errs)
	// Every construction cost, with any stack of cost modifiers, must be payable.
	c.loadCostModifiers(mods, &errs)

	for _, i := range c.budget {
		c.deckTotal[BudgetDeck] += c.cards[i].Count
	}
	for _, i := range c.building {
		c.deckTotal[BuildingDeck] += c.cards[i].Count
	}
	c.deckTotal[PlanningDeck] = len(c.planning)
	if len(c.cards) > maxKinds {
		errs.Add(c.cards[maxKinds].At, "at most %d kinds of card are supported, found %d", maxKinds, len(c.cards))
	}
	maxCost, costliest := 0, content.Pos{}
	for _, i := range c.building {
		if c.cards[i].Cost > maxCost {
			maxCost, costliest = c.cards[i].Cost, c.cards[i].At
		}
	}
	if len(c.budget) > 0 && c.cards[c.budget[0]].Value > 0 {
		c.maxPayment = maxCost / c.cards[c.budget[0]].Value
		if c.maxPayment > maxPaymentCards {
			errs.Add(costliest, "a payment of %dM in %dM cards would need %d cards; at most %d are supported", maxCost, c.cards[c.budget[0]].Value, c.maxPayment, maxPaymentCards)
		}
	}

	fp, err := content.Loaded(fsys, Dir, &errs)
	if err != nil {
		return nil, err
	}
	c.fingerprint = fp
	return c, nil
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

// loadAbility reads building id's ability record a into card, compiling its
// scripts; it reports whether the ability has a cost modifier that compiled.
func (c *Content) loadAbility(id string, a *abilityRecord, card *Card, errs *content.Errors) (costMod bool) {
	card.Text = a.Text
	if t := slices.Index(timingNames[:], a.Timing); t > int(NoAbility) {
		card.Timing = Timing(t)
	} else {
		errs.Add(a.At, "building %q: timing %q must be lightning, hand or permanent", id, a.Timing)
	}
	if a.On != "" {
		ev, ok := events.Lookup(a.On)
		if !ok || ev == int(NoEvent) {
			errs.Add(a.At, "building %q: unknown event %q (known: %s)", id, a.On, strings.Join(events.Names()[1:], ", "))
		}
		card.On = Event(max(ev, 0))
	}
	if card.On != NoEvent && card.Timing != Permanent {
		errs.Add(a.At, "building %q: a trigger (on) belongs to a permanent ability", id)
	}
	if !a.Cost.IsZero() && card.Timing != Permanent {
		errs.Add(a.At, "building %q: a cost modifier belongs to a permanent ability", id)
	}
	if card.Timing == Permanent && a.Cost.IsZero() && card.On == NoEvent {
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
	if err != nil {
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
		errs.Add(a.When.Pos, "building %q: a filter (when) belongs to a trigger (on)", id)
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

func (c *Content) add(card Card) {
	i := len(c.cards)
	if _, dup := c.byID[card.ID]; !dup {
		c.byID[card.ID] = i
	}
	c.cards = append(c.cards, card)
	switch card.Deck {
	case BudgetDeck:
		c.budget = append(c.budget, i)
	case BuildingDeck:
		c.building = append(c.building, i)
		if card.On != NoEvent {
			c.listeners.Listen(int(card.On), i)
		}
	case PlanningDeck:
		c.planning = append(c.planning, i)
	}
}

// Default loads the content embedded in the module.
func Default() (*Content, error) { return Load(content.Default()) }

// MustDefault is Default for the embedded content, which the module's tests
// check; it panics only if the module itself was built broken.
func MustDefault() *Content { return content.MustLoad(gameName, Load) }
