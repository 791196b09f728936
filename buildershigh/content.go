package buildershigh

import (
	"io/fs"
	"strconv"

	"github.com/rulebook-go/rulebook"
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
	ids         []string  // ids[k] is cards[k].ID, packed for the lists Legal writes
	table       cardTable // byID for the hot path: the ids of moves
	budget      []int     // card indices of each deck, in content order
	building    []int
	planning    []int
	handAbility []int // the building cards with a hand ability, in content order
	types       []string
	deckTotal   [3]int

	minPlayers, maxPlayers int
	dealBudget, dealBuild  int
	centerBuildings        int
	planningExtra          int
	options                []RuleOption
	listeners              expr.Listeners // the building cards with a trigger, by event, in card order
	deferred               expr.Deferred  // the for_each and choose_n filters and bodies, by text
	hasCostMods            bool
	mods                   []int   // the building cards with a cost modifier
	modDelta               []int16 // modDelta[i*len(cards)+k]: what one copy of mods[i] adds to building k's cost
	maxPayment             int     // most budget cards one payment can use
}

// cardIndex is byID[id]: the index of the card id, if there is one.
func (c *Content) cardIndex(id string) (int, bool) { return c.table.find(c.ids, id) }

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

// Load reads, checks and compiles the Builder's High content in fsys (under
// the folder Dir). Every problem is reported at once, each as
// file:line:col: message; the error wraps content.ErrInvalid.
func Load(fsys fs.FS) (*Content, error) {
	return rulebook.Guard(gameName+": load", "checking the content", func() (*Content, error) { return loadWith(fsys, defaultLanguage) })
}

// loadWith is Load with the scripts compiled in lang.
func loadWith(fsys fs.FS, lang *language) (*Content, error) {
	var errs content.Errors
	// Each file is decoded as it is loaded; a loader goes on after decoding
	// errors, so that one load lists every problem.
	l := &loader{c: &Content{byID: map[string]int{}, listeners: expr.NewListeners(events), lang: lang}, errs: &errs}
	l.loadRules(content.DecodeFile[rulesFile](fsys, Dir, "rules.yaml", &errs))
	l.loadBudget(content.DecodeFile[budgetFile](fsys, Dir, "budget.yaml", &errs))
	l.loadBuildings(content.DecodeFile[buildingsFile](fsys, Dir, "buildings.yaml", &errs))
	l.loadPlanning(content.DecodeFile[planningFile](fsys, Dir, "planning.yaml", &errs))
	l.c.table = newCardTable(l.c.ids) // every card is in: byID for the hot path

	// Checks across files.
	c := l.c
	// Scripts name types, decks and cards as strings: check them (dangling references).
	c.checkReferences(l.scripts, &errs)
	// Every construction cost, with any stack of cost modifiers, must be payable.
	c.loadCostModifiers(l.mods, &errs)
	c.checkDecks(&errs)

	fp, err := content.Loaded(fsys, Dir, &errs)
	if err != nil {
		return nil, err
	}
	c.fingerprint = fp
	return c, nil
}

// loader holds what the loaders of the content files share while Load runs.
type loader struct {
	c    *Content
	errs *content.Errors
	// rules is rules.yaml as decoded: the decks' files are checked against
	// its deal, Center and Contents.
	rules *rulesFile
	// ids is one namespace for the cards of every deck; typeIDs holds the
	// building types.
	ids, typeIDs content.IDs
	// scripts are every card's scripts, for the check of the names they
	// pass; mods are the building cards with a cost modifier.
	scripts []content.Script
	mods    []costModifier
}

// checkDecks counts each deck's cards and checks the limits the rules'
// tables are sized for: the kinds of card, and the budget cards one
// payment of the dearest building can need.
func (c *Content) checkDecks(errs *content.Errors) {
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
}

func (c *Content) add(card Card) {
	i := len(c.cards)
	if _, dup := c.byID[card.ID]; !dup {
		c.byID[card.ID] = i
	}
	c.cards = append(c.cards, card)
	c.ids = append(c.ids, card.ID)
	switch card.Deck {
	case BudgetDeck:
		c.budget = append(c.budget, i)
	case BuildingDeck:
		c.building = append(c.building, i)
		if card.Timing == Hand {
			c.handAbility = append(c.handAbility, i)
		}
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
