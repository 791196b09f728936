package highrise

import (
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// Dir is the folder of High Rise's YAML inside a content file system.
const Dir = "highrise"

// Limits of the compact state layout.
const (
	maxSeats       = 4
	maxColors      = 7  // floor colours; UltraPlastic takes the next index
	maxSpaces      = 96 // spaces on one side's One-Way Track
	maxBuildSpaces = 32 // Building Spaces on one side
	maxTenantSlots = 32 // Tenant spaces on one side
	maxBonus       = 24 // Bonus Spaces on one side
	maxCards       = 40 // kinds of Power Card
	maxTiles       = 64 // kinds of Bonus Tile
	maxYards       = 40 // Expanded Construction Yards
	maxTenants     = 64
	maxHeight      = 120
	maxLine        = 8 // Bonus Tiles in the solo game's line
)

// Zone kinds of the One-Way Track.
const (
	kindAction = iota
	kindTenant
	kindBonus
	kindStop
)

// Space is one space of the One-Way Track.
type Space struct {
	ID         string
	G          int // index into Content.spaceIDs
	Zone       int // index into Side.Zones
	Kind       int
	Action     int // index into the actions (action and stop spaces), else -1
	Corruption int // extra Corruption for stopping here
	Hood       int // neighborhood of the zone, -1 for none
	Slot       int // tenant spaces: the slot in the neighborhood (0-based); stop spaces: the place
	Bonus      int // bonus spaces: index among the side's Bonus Spaces
	Floors     int // a fixed Bonus Space: printed Floors (drawn at random)
	Ultra      int // a fixed Bonus Space: printed UltraPlastic
	Fixed      bool
	Area       int // the outer Neighborhood the zone lies in, 1-based (0: none; the Stop Zone)
}

// Zone is a group of adjacent spaces.
type Zone struct {
	ID    string
	Kind  int
	Hood  int
	First int // index of its first space
	N     int // its number of spaces
	Area  int // the outer Neighborhood it lies in along the track, 1-based; 0 for none
}

// Side is one side of the game board.
type Side struct {
	ID          string
	Players     []int
	Spaces      []Space
	Zones       []Zone
	HoodSlots   int   // Building Spaces and Tenant spaces per Neighborhood
	TenantSpace []int // per neighborhood*HoodSlots+slot: the track space of that tenant slot, -1 if none
	BonusSpaces []int // track space of each Bonus Space
	Stop        int   // index of the Stop Zone
	Local       []int // per Content.spaceIDs index: the track space on this side, -1 if none
	Areas       int   // the highest Area: a Neutral Mogul entering the Stop Zone moves to Areas+1
}

// Count is what differs for one player count ("The 1- and 2-Player Games").
type Count struct {
	Players      int
	Modes        []string // the modes allowed, nil for any
	Neutral      []int    // the Stop Zone place (0-based) of each Neutral Mogul
	ControlFirst int      // the Base Construction Yard (0-based) of the first Controlling Player
	// BonusDiscardAdjacent: the first player passing a set of Bonus Spaces
	// takes one and discards its neighbour in the set.
	BonusDiscardAdjacent bool
	AdjustWithin         int    // adjustment by score difference: within this many VP ...
	AdjustLose           [2]int // ... the trailing player loses [0], else [1]; nil adjustment when both are 0
	ByDifference         bool
	PenaltyTiesFlip      bool // every seat tied for most Corruption flips a card (else none does)
	NeutralCorruption    int  // a Neutral Mogul's move: "first gain one Corruption"
	NeutralLostVP        int  // "If, during that action, you lose one or more Corruption, additionally lose 1 VP"
	NoAdjustByVP         bool // no end-of-round Corruption adjustment by VP rank
	NoEndMostCorruption  bool // no end-of-game loss for the most Corruption
	Solo                 *Solo
}

// Solo is the 1-player game's machinery.
type Solo struct {
	LineTiles, LineFloors int   // Bonus Tiles in the line, Floors beside them
	Neutral               []int // the Neutral Building Tiles' heights, in the order they are placed
	PerRound              int   // Neutral Buildings placed at setup and after each Upkeep
	BelowVP, AboveVP      int   // VP per space under / over the Corruption Limit
	Results               []Result
}

// Result is a band of the solo result chart.
type Result struct {
	ID, Name, Text string
	Min            int  // the lowest final score of the band
	Win            bool // the band counts as a win
}

// Hood is a Neighborhood.
type Hood struct {
	ID, Name string
	Center   bool // City Center: no Construction Zone of its own
}

// SpaceAction is what an action space does.
type SpaceAction struct {
	ID, Name string
	Event    int // a trigger fired when stopping (evTrade), or 0
	effect   *expr.Program
	can      *expr.Program
	canInfo  *canInfo // what can reads (see linkCans)
	at       content.Pos
}

// Blueprint is one Blueprint of a Blueprint Card.
type Blueprint struct {
	Letter string
	Need   Floors // colours and UltraPlastic icons
	Size   int
	Solo   int // the solo Corruption Limit number
}

// BlueprintCard is a Blueprint Card of one round.
type BlueprintCard struct {
	ID         string
	Round      int // index into the rounds
	Blueprints []Blueprint
	Provenance content.Provenance
}

// Tenant is a Tenant Tile.
type Tenant struct {
	ID, Name   string
	Hood       int
	Intro      bool
	Number     int // 1–4: the Introductory starting Tenant of that seat
	Extra      bool
	Text       string
	Card       int // the Power Card stack it offers, -1 for none
	Provenance content.Provenance
	effect     *expr.Program
	can        *expr.Program
	canInfo    *canInfo      // what can reads (see linkCans)
	build      *expr.Program // may a player construct on its Building Space (nil: always)
	gameEnd    *expr.Program // run for every player at the end of the game when the tenant is on the board
	at         content.Pos
}

// Timings of Power Cards.
const (
	timingSingle = iota
	timingRound
	timingOngoing
	timingGameEnd
)

var timingNames = []string{"single", "round", "ongoing", "game-end"}

// Events at which Power Cards act.
const (
	evNone            = iota
	evAfterConstruct  // the player may use it right after constructing
	evEndOfTurn       // the player may use it at the end of a turn
	evDraw            // automatic: after a random draw effect of the owner
	evExtraFloor      // the player may use it once per Extra Floor
	evExactMatch      // automatic: a Building matching its Blueprint exactly
	evNewHood         // automatic: a Building in a Neighborhood the owner had none in
	evLoseCorruption  // automatic: after the owner loses Corruption
	evTrade           // automatic: stopping on a Trade space
	evTenantDraw      // automatic: the owner draws because someone used their Tenant
	evMove            // used with a move, which it lets do what its lets says
	evAnytime         // used at the owner's move or in any of the owner's Power Card windows (a card that unflips)
	evGameEnd         // scored at the end of the game
	evPassAll         // automatic: the owner's Mogul moved past every other Mogul
	evAfterAction     // the player may use it right after an action, to do it again
	evBeforeConstruct // the player may use it before choosing a Blueprint
	evHoodChange      // automatic: a Neighborhood the owner has a Building in fills up or loses one
	evConstructing    // the player may use it while constructing: before the Building is placed, or right after
)

// events are the Power Cards' events, by name.
var events = expr.NewEvents(eventNames...)

var eventNames = []string{"", "after-construct", "end-of-turn", "draw", "extra-floor", "exact-match",
	"new-neighborhood", "lose-corruption", "trade-space", "tenant-draw", "move", "anytime", "game-end",
	"pass-all", "after-action", "before-construct", "neighborhood-change", "constructing"}

// moveLetNames are what a move card may let a move do, by name, in the
// order of letShare and letSameZone.
var moveLetNames = []string{"share", "same-zone"}

// What a move card lets a move do ("lets" in cards.yaml).
const (
	letShare    = iota // stop on a space another Mogul occupies, sliding beneath
	letSameZone        // move forward in the same Zone
)

// Card is a kind of Power Card.
type Card struct {
	ID, Name string
	Number   int
	Count    int
	Timing   int
	Event    int
	Text     string
	Extra    bool // an Extra Tenants card, beyond the retail deck
	// DiscardAtStop: when any Mogul moves into the Stop Zone, every copy
	// goes back to its stack and the Floors on it back to the bag.
	DiscardAtStop bool
	Provenance    content.Provenance
	// same is the first card of this card's name: cards of one name from
	// different stacks count together ("Power Cards of the same name").
	same   int
	effect *expr.Program
	can    *expr.Program // whether its holder may use it in a window now; nil: always
	covers bool          // its effect calls a verb that opens a Blueprint (cover): used before constructing, it may make one match
	lets   int           // a move card's letShare or letSameZone, -1 for none
	// insteadOf is a timing: the card may be discarded instead of another
	// card of that timing its holder uses; -1 for none.
	insteadOf int
	at        content.Pos
}

// Tile is a kind of Bonus Tile.
type Tile struct {
	ID, Name   string
	Round      int
	Count      int
	Floors     int // random Floors placed on it
	Ultra      int // UltraPlastic placed on it
	Card       int // Power Card placed beside it, -1 for none
	Keep       bool
	Provenance content.Provenance
	effect     *expr.Program
	at         content.Pos
}

// Mode is a game mode's setup.
type Mode struct {
	ID          string
	FirstRound  int
	Corruption  [maxSeats]int // starting Corruption of seat #1..#4 (by position in turn order)
	LastCorrupt int           // the last seat's starting Corruption (Standard: "-3")
	StartFloors [maxSeats]int // starting Floors drawn by seat #1..#4
	FullYards   bool
	Buildings   string // "numbered", "choose" or "none"
	Tenants     string // "intro", "deal-first", "deal-all"
	Penalty     string // "lose-to-second" or "flip-card"
	BlockFourth bool   // 4 players: the fourth Tenant and Building Space of each Neighborhood is blocked
	StartHeight int
}

// RuleOption names a rules option where the rulebook is ambiguous.
type RuleOption = content.RuleOption

// Content is loaded, checked and compiled High Rise content. It is
// immutable and safe to share between goroutines and states.
type Content struct {
	fingerprint string
	buildingIDs []string // every Building Space's id, by index (for views)
	colors      []string
	up          int // index of UltraPlastic in Floors
	perColor    int
	ultra       int
	spires      int
	minPlayers  int
	maxPlayers  int
	baseYard    [maxSeats]int
	baseFull    [maxSeats]int
	expSize     int
	expCount    int
	expCost     []int
	rounds      []int
	track       []int
	wrapVP      int
	tallHood    [][]int
	tallBoard   [][]int
	adjust      []int
	floorsPerVP int
	mostCorrupt []int
	demolish    int
	bonusTiles  int
	tokens      int // UltraPlastic requirement tokens
	hoods       []Hood
	sides       []Side
	actions     []SpaceAction
	blueprints  []BlueprintCard
	tenants     []Tenant
	cards       []Card
	listeners   expr.Listeners // the ongoing cards acting at each event, in card order
	tenants1    []Tenant       // the tenants and cards of the 1-player game: their "1p Game Only" scripts
	cards1      []Card
	tiles       []Tile
	modes       []Mode
	counts      []Count
	options     []RuleOption
	names       map[string]int
	maxSlots    int                             // Building Spaces per Neighborhood on the larger side: the stride of Building Space indices
	spaceIDs    []string                        // every track space id of every side; moves name spaces by this index
	ids         map[byte][]string               // the ids of the items the notation names by id, by index, under their kind letters (see nameOf)
	scripts     []content.Script                // compiled at load, checked for references once everything is read
	consts      map[*expr.Program][]expr.Effect // the effects of scripts that read nothing, run once at load
	deferred    expr.Deferred                   // the loop combinators' filters, conditions and bodies, by text
	cans        map[*expr.Program]*canInfo      // what each can script reads, and its Go answer if it has one
	canIDs      map[string]int                  // can script texts: equal texts share an id
	lang        *language                       // the verbs the scripts were compiled with
}

// Fingerprint identifies the content: a hash of every file it was read from.
func (c *Content) Fingerprint() string { return c.fingerprint }

// Colors lists the Floor colours; UltraPlastic is not one of them.
func (c *Content) Colors() []string { return c.colors }

// Tenants lists every Tenant Tile.
func (c *Content) Tenants() []Tenant { return c.tenants }

// Cards lists every kind of Power Card.
func (c *Content) Cards() []Card { return c.cards }

// Tiles lists every kind of Bonus Tile.
func (c *Content) Tiles() []Tile { return c.tiles }

// Blueprints lists the Blueprint Cards.
func (c *Content) Blueprints() []BlueprintCard { return c.blueprints }

// RuleOptions lists the named rules options and their defaults.
func (c *Content) RuleOptions() []RuleOption { return c.options }

// Default loads the content embedded in the module.
func Default() (*Content, error) { return Load(content.Default()) }

// MustDefault is Default for the embedded content, which the module's tests
// check; it panics only if the module itself was built broken.
func MustDefault() *Content { return content.MustLoad(gameName, Load) }

// Load reads, checks and compiles the High Rise content in fsys (under the
// folder Dir). Every problem is reported at once, each as
// file:line:col: message; the error wraps content.ErrInvalid.
func Load(fsys fs.FS) (*Content, error) {
	return rulebook.Guard(gameName+": load", "checking the content", func() (*Content, error) { return loadWith(fsys, defaultLanguage) })
}

// loadWith is Load with the scripts compiled in lang.
func loadWith(fsys fs.FS, lang *language) (*Content, error) {
	var errs content.Errors
	// Each file is decoded as it is loaded; a loader goes on after decoding
	// errors, so that one load lists every problem.
	l := &loader{c: &Content{names: map[string]int{}, lang: lang}, errs: &errs, unreadable: map[string]bool{}}
	rules := readFile[rulesFile](l, fsys, "rules.yaml")
	board := readFile[boardFile](l, fsys, "board.yaml")
	l.loadRules(rules)
	l.loadTrack(readFile[trackFile](l, fsys, "corruption.yaml"))
	l.loadHoods(board)
	l.loadActions(readFile[actionsFile](l, fsys, "actions.yaml")) // before the sides: spaces refer to them
	l.loadSides(board)
	l.loadCards(readFile[cardsFile](l, fsys, "cards.yaml"), rules.PowerCards)
	l.loadTiles(readFile[tilesFile](l, fsys, "tiles.yaml"))
	l.loadBlueprints(readFile[blueprintsFile](l, fsys, "blueprints.yaml"))
	l.loadTenants(readFile[tenantsFile](l, fsys, "tenants.yaml"))
	l.loadModes(rules)
	l.loadCounts(rules) // after the modes and board sides it names

	// Checks across files, but of a file whose YAML could not be read:
	// its records are missing, and every check of them would only repeat
	// its syntax error.
	c := l.c
	if !l.unreadable["tenants.yaml"] {
		c.checkTenants(l.tenantsAt, &errs)
	}
	for _, sc := range c.scripts {
		c.checkReferences(sc, &errs, l.unreadable)
	}
	c.scripts = nil
	c.linkCans()
	fp, err := content.Loaded(fsys, Dir, &errs)
	if err != nil {
		return nil, err
	}
	c.fingerprint = fp
	c.ids = map[byte][]string{'t': idsOf(c.tiles, func(t *Tile) string { return t.ID }),
		'b': idsOf(c.blueprints, func(b *BlueprintCard) string { return b.ID }),
		'n': idsOf(c.tenants, func(t *Tenant) string { return t.ID }), 's': c.spaceIDs,
		'k': idsOf(c.cards, func(k *Card) string { return k.ID }), 'h': idsOf(c.hoods, func(h *Hood) string { return h.ID })}
	c.buildingIDs = make([]string, len(c.hoods)*c.maxSlots)
	for i := range c.buildingIDs {
		c.buildingIDs[i] = c.nameOf('p', i)
	}
	return c, nil
}

// idsOf lists the ids of items, in order.
func idsOf[T any](items []T, id func(*T) string) []string {
	ids := make([]string, len(items))
	for i := range items {
		ids[i] = id(&items[i])
	}
	return ids
}

// loader holds what the loaders of the content files share while Load runs.
type loader struct {
	c    *Content
	errs *content.Errors
	// ids is one namespace for colours, Neighborhoods, actions, board sides,
	// zones, spaces, Blueprint Cards, tenants and modes: the order the
	// loaders run in is the order their duplicates are found in.
	ids content.IDs
	// hoodIndex, actionIndex and cardIndex find a Neighborhood, an action
	// and a Power Card by id, for the files that refer to them.
	hoodIndex, actionIndex, cardIndex map[string]int
	// rules is where rules.yaml writes its fields, for the checks of other
	// files against its numbers.
	rules content.Places
	// tenantsAt is where tenants.yaml lists its tenants.
	tenantsAt content.Pos
	// unreadable names the files whose YAML could not be parsed: their
	// records are missing, so a reference to one is not reported.
	unreadable map[string]bool
}

// refFiles is the file that holds the records of each kind a record refers to.
var refFiles = map[string]string{"card": "cards.yaml", "neighborhood": "board.yaml", "action": "actions.yaml"}

// ref is the index of the kind ("neighborhood", "card") with id id, which
// index holds: a reference that the record from ("tenant") fromID makes,
// written at at. An unknown id is an error, `tenant "x": unknown card "y"`,
// and index 0.
func (l *loader) ref(at content.Pos, from, fromID, kind string, index map[string]int, id string) int {
	k, ok := index[id]
	if !ok && !l.unreadable[refFiles[kind]] {
		l.errs.Add(at, "%s %q: unknown %s %q", from, fromID, kind, id)
	}
	return k
}

// readFile decodes the content file name of the folder Dir, noting it
// unreadable when its YAML could not be parsed.
func readFile[T any](l *loader, fsys fs.FS, name string) *T {
	n := l.errs.Len()
	v := content.DecodeFile[T](fsys, Dir, name, l.errs)
	for _, err := range l.errs.List[n:] {
		if err.Pos.File == path.Join(Dir, name) && strings.HasPrefix(err.Msg, "invalid YAML") {
			l.unreadable[name] = true
		}
	}
	return v
}

// filePos is the top of the content file name, where a problem of the
// file as a whole is reported.
func filePos(name string) content.Pos { return content.FilePos(Dir, name) }

// side returns the board side for n players.
func (c *Content) side(n int) *Side {
	for i := range c.sides {
		if slices.Contains(c.sides[i].Players, n) {
			return &c.sides[i]
		}
	}
	return nil
}

// color returns the index of a colour name, c.up for "ultraplastic", -1 if unknown.
func (c *Content) color(name string) int {
	if name == "ultraplastic" || name == "up" {
		return c.up
	}
	return slices.Index(c.colors, name)
}

// colorName names colour index k.
func (c *Content) colorName(k int) string {
	if k == c.up {
		return "up"
	}
	if k >= 0 && k < len(c.colors) {
		return c.colors[k]
	}
	return "?"
}

func (c *Content) mode(id string) (int, bool) {
	for i, m := range c.modes {
		if m.ID == id {
			return i, true
		}
	}
	return 0, false
}

// compile compiles one script, recording its error.
func (c *Content) compile(s content.Script, r expr.Result, errs *content.Errors) *expr.Program {
	p, err := c.lang.Compiler().Compile(s, r)
	if err != nil {
		errs.AddError(err)
		return nil
	}
	c.scripts = append(c.scripts, s)
	if r == expr.Effects && p.Constant() {
		var run expr.Runner
		effects, err := run.RunEffects(p, &Env{hood: -1}, nil)
		if err != nil {
			errs.AddError(expr.LoadError(s, err))
			return nil
		}
		if c.consts == nil {
			c.consts = map[*expr.Program][]expr.Effect{}
		}
		c.consts[p] = effects
	}
	if r == expr.Bool {
		c.noteCan(s, p)
	}
	if r == expr.Effects {
		c.compileDeferred(s, errs)
	}
	return p
}

// compileGiven compiles s into *p when the YAML gives it (the field is not
// absent or null), leaving *p as it is otherwise: an optional script, or one
// that replaces another only where it is written.
func (c *Content) compileGiven(p **expr.Program, s content.Script, r expr.Result, errs *content.Errors) {
	if !s.IsZero() {
		*p = c.compile(s, r, errs)
	}
}

// count is what differs for n players (the zero Count for none).
func (c *Content) count(n int) *Count {
	for i := range c.counts {
		if c.counts[i].Players == n {
			return &c.counts[i]
		}
	}
	return &Count{Players: n, PenaltyTiesFlip: true}
}
