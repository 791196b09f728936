package highrise

import (
	"fmt"
	"io/fs"
	"path"
	"slices"

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
	evMove            // used with a move (Mayor's Office)
	evAnytime         // used at the owner's move or in any of the owner's Power Card windows (Archive)
	evGameEnd         // scored at the end of the game
	evPassAll         // automatic: the owner's Mogul moved past every other Mogul
	evAfterAction     // the player may use it right after an action, to do it again
	evBeforeConstruct // the player may use it before choosing a Blueprint
	evHoodChange      // automatic: a Neighborhood the owner has a Building in fills up or loses one
	evZoneMove        // used with a move forward in the same Zone
	evConstructing    // the player may use it while constructing: before the Building is placed, or right after
)

var eventNames = []string{"", "after-construct", "end-of-turn", "draw", "extra-floor", "exact-match",
	"new-neighborhood", "lose-corruption", "trade-space", "tenant-draw", "move", "anytime", "game-end",
	"pass-all", "after-action", "before-construct", "neighborhood-change", "zone-move", "constructing"}

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
	covers bool // its effect calls cover(): used before constructing, it may make a Blueprint match
	at     content.Pos
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
	tenants1    []Tenant // the tenants and cards of the 1-player game: their "1p Game Only" scripts
	cards1      []Card
	tiles       []Tile
	modes       []Mode
	counts      []Count
	options     []RuleOption
	names       map[string]int
	maxSlots    int                             // Building Spaces per Neighborhood on the larger side: the stride of Building Space indices
	spaceIDs    []string                        // every track space id of every side; moves name spaces by this index
	scripts     []content.Script                // compiled at load, checked for references once everything is read
	consts      map[*expr.Program][]expr.Effect // the effects of scripts that read nothing, run once at load
	cans        map[*expr.Program]*canInfo      // what each can script reads, and its Go answer if it has one
	canIDs      map[string]int                  // can script texts: equal texts share an id
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
func MustDefault() *Content {
	c, err := Default()
	if err != nil {
		panic("highrise: embedded content: " + err.Error())
	}
	return c
}

// The YAML schema.
type rulesFile struct {
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Players    struct {
		Min int `yaml:"min" content:"required" doc:"The fewest players (at least 1; the 1- and 2-player games add Neutral Moguls, see player_counts)."`
		Max int `yaml:"max" content:"required" doc:"The most players (at most 4)."`
	} `yaml:"players" content:"required" doc:"The smallest and largest number of players: 1 <= min <= max <= 4."`
	Colors         []string `yaml:"colors" content:"required" doc:"The Floor colours, in the order moves and records list them (2 to 5); blueprints, actions and scripts name Floors by these."`
	FloorsPerColor int      `yaml:"floors_per_color" content:"required" doc:"Floors of each colour in the bag at setup."`
	UltraPlastic   int      `yaml:"ultraplastic" content:"required" doc:"UltraPlastic Tiles in the supply (\"15 UltraPlastic Tiles\")."`
	Spires         int      `yaml:"spires" content:"required" doc:"Spires in the supply (\"20 Spires\"); each adds 2 virtual Floors for the Tallest Building Bonus only."`
	Yards          struct {
		Base          []int              `yaml:"base" content:"required" doc:"Spaces of Base Construction Yards #1 to #4 (\"seven spaces to store unused Floors in\")."`
		BaseFull      []int              `yaml:"base_full" content:"required" doc:"Spaces of Base Construction Yards #1 to #4 on their Full Game side (\"some Base Construction Yards have eight spaces\")."`
		BaseFullProv  content.Provenance `yaml:"base_full_provenance" content:"required" doc:"Where base_full comes from: the rulebook does not say which Yards have eight spaces."`
		Expanded      int                `yaml:"expanded" content:"required" doc:"Spaces of an Expanded Construction Yard (\"five spaces\")."`
		ExpandedCount int                `yaml:"expanded_count" content:"required" doc:"Expanded Construction Yards in the supply (\"12 Expanded Construction Yards\")."`
		Corruption    []int              `yaml:"corruption" content:"required" doc:"Corruption gained for taking an Expanded Construction Yard in each round, one value per round (\"In 2010, gain three Corruption\")."`
	} `yaml:"yards" content:"required" doc:"The Construction Yards that store a player's unused Floors and UltraPlastic."`
	Rounds         []int                  `yaml:"rounds" content:"required" doc:"The rounds of the game, by year (1 to 3: 2010, 2020, 2030); a mode starts at one of them."`
	BonusTiles     int                    `yaml:"bonus_tiles_per_round" content:"required" doc:"Bonus Tiles placed on the blank Bonus Spaces each round (\"42 Bonus Tiles (14x each of 3 rounds)\"); every board side has this many blank Bonus Spaces."`
	PowerCards     int                    `yaml:"power_cards" content:"required" doc:"The retail Power Cards (\"85 Power Cards\"): the counts of cards.yaml without the extra ones must add up to this."`
	Tokens         int                    `yaml:"requirement_tokens" content:"required" doc:"UltraPlastic Requirement Tiles (\"5 UltraPlastic Requirement Tiles\"), 0 to 8."`
	DemolishFloors int                    `yaml:"demolition_floors" content:"required" doc:"Random Floors the owner of a Demolished Building draws as compensation (\"draws two random Floors from the Bag\")."`
	Options        []content.OptionRecord `yaml:"options" doc:"The named rules options where the rulebook is ambiguous or silent, each with its default; a game may choose another reading."`
	Modes          []modeRecord           `yaml:"modes" content:"required" doc:"The game modes (the Introductory, Standard and Full Games) and how each sets up."`
	Counts         []countRecord          `yaml:"player_counts" doc:"What differs with a player count (\"The 1- and 2-Player Games\"): Neutral Moguls, allowed modes, scoring changes."`
}

type countRecord struct {
	At           content.Pos        `yaml:"-"`
	Players      int                `yaml:"players" content:"required" doc:"The player count this record is for."`
	Provenance   content.Provenance `yaml:"provenance" content:"required"`
	Modes        []string           `yaml:"modes" enum:"mode" doc:"The modes allowed with this many players (\"With 2 players, always play the Full Game\"); none listed: any."`
	Neutral      []int              `yaml:"neutral_moguls" doc:"The Stop Zone place (1-based) of each Neutral Mogul at setup (\"Place them in the #2 and #3 spots of the Stop Zone\")."`
	ControlFirst int                `yaml:"control_first" doc:"The Base Construction Yard number (1-based) of the first Controlling Player of the Neutral Moguls."`
	Bonus        string             `yaml:"bonus" enum:"bonus" doc:"How Bonus Spaces change: discard-adjacent, the first player passing a set of Bonus Spaces takes one tile and discards its neighbour in the set."`
	AdjustByDiff *struct {
		Within int   `yaml:"within" content:"required" doc:"Within this many VP of the leader, the trailing player loses the first value of lose in Corruption, else the second."`
		Lose   []int `yaml:"lose" content:"required" doc:"Corruption the trailing player loses: [when within, when further behind], each 0 to 9."`
	} `yaml:"adjust_by_difference" doc:"The 2-player game's end-of-round Corruption adjustment by the difference in VP, instead of by VP rank."`
	PenaltyTiesFlip   *bool `yaml:"penalty_ties_flip" doc:"Whether every seat tied for the most Corruption flips a card in the Corruption penalty (default true); false: none does."`
	NeutralCorruption int   `yaml:"neutral_move_corruption" doc:"Corruption the Controlling Player gains to move a Neutral Mogul (\"first gain one Corruption\"), 0 to 9."`
	NeutralLostVP     int   `yaml:"neutral_lost_corruption_vp" doc:"VP lost when a Neutral Mogul's action makes the Controlling Player lose Corruption (\"additionally lose 1 VP for the entire action\")."`
	AdjustByVP        *bool `yaml:"adjust_by_vp" doc:"Whether the end-of-round Corruption adjustment by VP rank happens (default true)."`
	EndMostCorruption *bool `yaml:"end_most_corruption" doc:"Whether the end-of-game VP loss for the most Corruption happens (default true)."`
	Solo              *struct {
		LineTiles  int   `yaml:"bonus_line_tiles" content:"required" doc:"Bonus Tiles drawn into the line beside the Stop Zone each round instead of onto the board (\"draw 6 random Bonus Tiles\")."`
		LineFloors int   `yaml:"bonus_line_floors" content:"required" doc:"Random Floors placed next to the line of Bonus Tiles, refilled when one is taken (\"Draw 3 random Floors\")."`
		Neutral    []int `yaml:"neutral_buildings" content:"required" doc:"The heights of the Neutral Building Tiles, shortest first, in the order they are placed."`
		PerRound   int   `yaml:"neutral_buildings_per_round" content:"required" doc:"Neutral Buildings placed at setup and after each Upkeep, one per Neighborhood (\"Take the 5 shortest\")."`
		BelowVP    int   `yaml:"limit_below_vp" content:"required" doc:"VP scored per space your Corruption is below the Corruption Limit at the end of a round."`
		AboveVP    int   `yaml:"limit_above_vp" content:"required" doc:"VP lost per space your Corruption is above the Corruption Limit at the end of a round (\"lose 3 VP for every space\")."`
		Results    []struct {
			ID   string `yaml:"id" content:"required" doc:"The band's id."`
			Min  int    `yaml:"min" content:"required" doc:"The lowest final score of the band; bands are listed by rising min."`
			Name string `yaml:"name" content:"required" doc:"The band's name: \"Critical Win\"."`
			Text string `yaml:"text" content:"required" doc:"The band's text as the rulebook's chart prints it."`
			Win  bool   `yaml:"win" doc:"Whether the band counts as a win."`
		} `yaml:"results" content:"required" doc:"The result chart of the 1-player game (\"End of Game (1-Player Game)\"), by rising score."`
	} `yaml:"solo" doc:"The 1-player game's machinery: the line of Bonus Tiles, the Neutral Buildings, the Corruption Limit and the result chart."`
}

type modeRecord struct {
	At          content.Pos        `yaml:"-"`
	ID          string             `yaml:"id" content:"required" doc:"The mode's id, as a record's Options and player_counts name it: \"intro\", \"standard\", \"full\"."`
	FirstRound  int                `yaml:"first_round" content:"required" doc:"The round the mode starts in (\"you'll skip 2010 ... and start at the beginning of 2020\"): one of rounds."`
	Corruption  []int              `yaml:"corruption" content:"required" doc:"The starting Corruption of players #1 to #4 in turn order, as the track's space number."`
	LastSeat    *int               `yaml:"last_seat_corruption" doc:"The starting Corruption of the last player in turn order, whatever the count (Standard: \"the last player ... starts on the -3 space\")."`
	StartFloors []int              `yaml:"start_floors" content:"required" doc:"Random Floors players #1 to #4 draw at setup."`
	FullYards   bool               `yaml:"full_yards" doc:"Whether the Base Construction Yards are flipped to their Full Game side (base_full)."`
	Buildings   string             `yaml:"buildings" content:"required" enum:"buildings" doc:"The Buildings on the board at setup. numbered: on the Introductory tenant with your number; choose: in reverse turn order, in any unoccupied Neighborhood but the City Center; none."`
	StartHeight int                `yaml:"start_height" doc:"The height of each starting Building (1 to 30), when there are any."`
	Tenants     string             `yaml:"tenants" content:"required" enum:"tenants" doc:"How tenants are set out. intro: the starred and numbered tenants; deal-first: one face up into each of the first three spaces; deal-all: one into each space."`
	Penalty     string             `yaml:"penalty" content:"required" enum:"penalty" doc:"The end-of-round Corruption penalty. lose-to-second: the most Corrupt player loses VP to the second; flip-card: the Full Game's penalty cards."`
	BlockFourth bool               `yaml:"block_fourth" doc:"With 4 players, a Neighborhood Blocker Tile covers the fourth Tenant and Building space of each Neighborhood."`
	Provenance  content.Provenance `yaml:"provenance" content:"required"`
}

type trackFile struct {
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Labels     []int              `yaml:"labels" content:"required" doc:"The Corruption Track's spaces from the start space, each labelled with the VP it costs at the end (the first is 0)."`
	WrapVP     int                `yaml:"wrap_vp" content:"required" doc:"VP lost when a player moves past the last space and wraps around to the start (\"immediately lose 40 VP\")."`
	Tallest    []struct {
		Round        int   `yaml:"round" content:"required" doc:"The round of this table: one of rules.yaml's rounds."`
		Neighborhood []int `yaml:"neighborhood" content:"required" doc:"VP for the tallest, second-tallest, … Building in each Neighborhood this round."`
		Board        []int `yaml:"board" content:"required" doc:"VP for the tallest, second-tallest, … Building across the whole board this round."`
	} `yaml:"tallest" content:"required" doc:"The Tallest Building Bonus of each round, one table per round in order."`
	AdjustFewestVP    []int `yaml:"adjust_fewest_vp" content:"required" doc:"Corruption lost at Upkeep by the players with the fewest, second-fewest, … VP."`
	FloorsPerVP       int   `yaml:"end_floors_per_vp" content:"required" doc:"At the end, 1 VP per this many Floors left in your Construction Yards, rounded up."`
	EndMostCorruption []int `yaml:"end_most_corruption" content:"required" doc:"VP lost at the end by the players with the most, second-most, … Corruption."`
}

type boardFile struct {
	Neighborhoods []struct {
		At     content.Pos `yaml:"-"`
		ID     string      `yaml:"id" content:"required" doc:"The Neighborhood's id, as zones, tenants and scripts name it."`
		Name   string      `yaml:"name" content:"required" doc:"The Neighborhood's name as the board prints it."`
		Center bool        `yaml:"center" doc:"Whether this is the City Center, which has no Construction Zone of its own."`
	} `yaml:"neighborhoods" content:"required" doc:"The Neighborhoods, clockwise around the board, the City Center last."`
	Sides []sideRecord `yaml:"sides" content:"required" doc:"The sides of the board, each for some player counts: its One-Way Track of zones and spaces."`
}

type sideRecord struct {
	At         content.Pos        `yaml:"-"`
	ID         string             `yaml:"id" content:"required" doc:"The side's id."`
	Players    []int              `yaml:"players" content:"required" doc:"The player counts that play on this side."`
	HoodSlots  int                `yaml:"building_spaces" content:"required" doc:"Building Spaces in each Neighborhood on this side."`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Zones      []zoneRecord       `yaml:"zones" content:"required" doc:"The zones of the One-Way Track in order, the Stop Zone last."`
}

type zoneRecord struct {
	At     content.Pos   `yaml:"-"`
	ID     string        `yaml:"id" content:"required" doc:"The zone's id, unique on its side."`
	Kind   string        `yaml:"kind" content:"required" enum:"zoneKind" doc:"What the zone's spaces are. action: Action Spaces; tenant: Tenant spaces of a Neighborhood; bonus: Bonus Spaces; stop: the Stop Zone, last on the track."`
	Hood   string        `yaml:"neighborhood" enum:"neighborhood" doc:"The Neighborhood the zone belongs to: a tenant zone's, or the Neighborhood a Construction Zone builds in."`
	Area   string        `yaml:"area" enum:"outerNeighborhood" doc:"The outer Neighborhood the zone lies in along the track, for a Neutral Mogul's move \"to any legal space in its current or the next Neighborhood\"."`
	Spaces []spaceRecord `yaml:"spaces" content:"required" doc:"The zone's spaces in track order."`
}

type spaceRecord struct {
	At         content.Pos `yaml:"-"`
	ID         string      `yaml:"id" content:"required" doc:"The space's id, unique on its side; a space on another side with the same id is the same printed space."`
	Action     string      `yaml:"action" enum:"action" doc:"The action taken on an Action Space or in the Stop Zone: an id of actions.yaml."`
	Corruption int         `yaml:"corruption" doc:"Corruption gained for stopping on the space, 0 to 9."`
	Floors     int         `yaml:"floors" doc:"Floors printed on a fixed Bonus Space, 0 to 9."`
	Ultra      int         `yaml:"ultraplastic" doc:"UltraPlastic printed on a fixed Bonus Space, 0 to 9."`
	Fixed      bool        `yaml:"fixed" doc:"Whether the Bonus Space has its reward printed (floors, ultraplastic) instead of a Bonus Tile placed each round."`
}

type actionsFile struct {
	Actions []struct {
		At     content.Pos    `yaml:"-"`
		ID     string         `yaml:"id" content:"required" doc:"The action's id, as board spaces name it."`
		Name   string         `yaml:"name" content:"required" doc:"The action as the board shows it: \"Take a red Floor\"."`
		Event  string         `yaml:"event" enum:"actionEvent" doc:"What else stopping here sets off: trade-space, the Power Cards that act on a Trade space."`
		Effect content.Script `yaml:"effect" content:"required" doc:"An expr script returning the action's effects: take(\"red\", 1), may(…), … (the verbs are in highrise's package doc)."`
		Can    content.Script `yaml:"can" doc:"A Bool expr script: whether a Mogul may stop here (\"If you have zero Corruption, you may not ...\"); none: always."`
	} `yaml:"actions" content:"required" doc:"The actions of the Action Spaces and the Stop Zone."`
}

type blueprintsFile struct {
	Cards []struct {
		At         content.Pos        `yaml:"-"`
		ID         string             `yaml:"id" content:"required" doc:"The Blueprint Card's id."`
		Round      int                `yaml:"round" content:"required" doc:"The round the card is drawn for: one of rules.yaml's rounds."`
		Provenance content.Provenance `yaml:"provenance" content:"required"`
		Blueprints []struct {
			At     content.Pos `yaml:"-"`
			Letter string      `yaml:"letter" content:"required" doc:"The Blueprint's letter on its card, one letter used once (the 1-player game's Blueprint Blocker Tiles name it)."`
			Floors []string    `yaml:"floors" content:"required" enum:"floor" doc:"The Floors the Blueprint requires, one entry per Floor: a colour, or ultraplastic."`
			Solo   int         `yaml:"solo" content:"required" doc:"The number under the letter: the 1-player game's End-of-round Corruption Limit when this Blueprint is the last one unblocked."`
		} `yaml:"blueprints" content:"required" doc:"The card's Blueprints, 1 to 8."`
	} `yaml:"cards" content:"required" doc:"The Blueprint Cards, at least one for each round."`
}

type tenantsFile struct {
	Tenants []struct {
		At         content.Pos        `yaml:"-"`
		ID         string             `yaml:"id" content:"required" doc:"The tenant's id, unique; scripts and moves name it."`
		Name       string             `yaml:"name" content:"required" doc:"The tenant's name as printed on its tile."`
		Hood       string             `yaml:"neighborhood" content:"required" enum:"neighborhood" doc:"The Neighborhood whose tenant pool the tile is in."`
		Intro      bool               `yaml:"intro" doc:"Whether the tile is an Introductory tenant (a star): the Introductory Game places three per Neighborhood."`
		Number     int                `yaml:"number" doc:"The starting number 1 to 4 printed on an Introductory tenant, where player #n places a Building; 0: none."`
		Extra      bool               `yaml:"extra" doc:"Whether the tile comes with the Extra Tenants expansion (\"These Tenants do not come in the retail version\")."`
		Text       string             `yaml:"text" content:"required" doc:"The tenant's power as Appendix III words it."`
		Card       string             `yaml:"card" enum:"card" doc:"The Power Card stack set out beside the tile: an id of cards.yaml."`
		Effect     content.Script     `yaml:"effect" content:"required" doc:"An expr script returning the power's effects when a Mogul stops here (the verbs are in highrise's package doc)."`
		Can        content.Script     `yaml:"can" doc:"A Bool expr script: whether the power can be activated; none: always."`
		Build      content.Script     `yaml:"build" doc:"A Bool expr script: whether the constructing player may put a new Building on the tenant's Building Space, read before it goes down."`
		GameEnd    content.Script     `yaml:"game_end" doc:"An expr script run for every player at the end of the game while the tenant is on the board; it may only score (vp, lose_vp)."`
		Provenance content.Provenance `yaml:"provenance" content:"required"`
		OnePlayer  *onePlayerRecord   `yaml:"one_player" doc:"What replaces the tenant's text and scripts in the 1-player game (\"1p Game Only\")."`
	} `yaml:"tenants" content:"required" doc:"The Tenant Tiles of Appendix III and the Extra Tenants expansion."`
}

type cardsFile struct {
	Cards []struct {
		At         content.Pos        `yaml:"-"`
		ID         string             `yaml:"id" content:"required" doc:"The card's id, as tenants, tiles and moves name it."`
		Name       string             `yaml:"name" content:"required" doc:"The card's name as printed."`
		Number     int                `yaml:"number" content:"required" doc:"The reference number it shares with its Bonus Tile or Tenant, unique among cards."`
		Count      int                `yaml:"count" content:"required" doc:"Copies in its stack, 1 to 20."`
		Timing     string             `yaml:"timing" content:"required" enum:"timing" doc:"How often the card acts. single: back to its stack when used; round: flipped face down when used, face up at Upkeep; ongoing: acts by itself; game-end: scored at the end."`
		Event      string             `yaml:"event" content:"required" enum:"cardEvent" doc:"When the card acts: after-construct, end-of-turn, draw, extra-floor, exact-match, new-neighborhood, lose-corruption, trade-space, tenant-draw, move, anytime, game-end, pass-all, after-action, before-construct, neighborhood-change or zone-move."`
		Text       string             `yaml:"text" content:"required" doc:"The card's text."`
		Effect     content.Script     `yaml:"effect" doc:"An expr script returning the card's effects when it acts; required unless the card acts with a move, anytime or at the game's end."`
		Extra      bool               `yaml:"extra" doc:"Whether the card comes with the Extra Tenants expansion, beyond the retail deck's count."`
		StopZone   string             `yaml:"stop_zone" enum:"stopZone" doc:"discard: when any Mogul moves into the Stop Zone, every copy goes back to its stack and the Floors on it back to the bag."`
		Provenance content.Provenance `yaml:"provenance" content:"required"`
		OnePlayer  *onePlayerRecord   `yaml:"one_player" doc:"What replaces the card's text and effect in the 1-player game (\"1p Game Only\")."`
	} `yaml:"cards" content:"required" doc:"The Power Cards: one stack per Tenant that offers cards and one per kind of Bonus Tile card."`
}

// onePlayerRecord is a "1p Game Only" text: the scripts that replace the
// record's in the 1-player game.
type onePlayerRecord struct {
	Text    string         `yaml:"text" content:"required" doc:"The 1-player game's text."`
	Effect  content.Script `yaml:"effect" doc:"The 1-player game's effect script, replacing the record's."`
	Can     content.Script `yaml:"can" doc:"The 1-player game's can script (tenants only)."`
	GameEnd content.Script `yaml:"game_end" doc:"The 1-player game's game_end script (tenants only)."`
}

type tilesFile struct {
	Tiles []struct {
		At         content.Pos        `yaml:"-"`
		ID         string             `yaml:"id" content:"required" doc:"The tile's id."`
		Name       string             `yaml:"name" content:"required" doc:"The tile's name as Appendix II words it."`
		Round      int                `yaml:"round" content:"required" doc:"The round whose Bonus Tiles it is among: one of rules.yaml's rounds."`
		Count      int                `yaml:"count" content:"required" doc:"Copies among that round's tiles."`
		Floors     int                `yaml:"floors" doc:"Random Floors placed on the tile at setup, 0 to 9."`
		Ultra      int                `yaml:"ultraplastic" doc:"UltraPlastic placed on the tile at setup, 0 to 9."`
		Card       string             `yaml:"card" enum:"card" doc:"The Power Card placed beside the tile: an id of cards.yaml."`
		Keep       bool               `yaml:"keep" doc:"Marks a tile its taker keeps rather than discards."`
		Effect     content.Script     `yaml:"effect" doc:"An expr script returning what taking the tile does besides its Floors, UltraPlastic and card."`
		Provenance content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"tiles" content:"required" doc:"The Bonus Tiles of Appendix II, by round (\"42 Bonus Tiles (14x each of 3 rounds)\")."`
}

// Load reads, checks and compiles the High Rise content in fsys (under the
// folder Dir). Every problem is reported at once, each as
// file:line:col: message; the error wraps content.ErrInvalid.
func Load(fsys fs.FS) (*Content, error) {
	var errs content.Errors
	var rules rulesFile
	var track trackFile
	var board boardFile
	var actions actionsFile
	var bps blueprintsFile
	var tenants tenantsFile
	var cards cardsFile
	var tiles tilesFile
	file := func(name string) string { return path.Join(Dir, name) }
	content.Decode(fsys, file("rules.yaml"), &rules, &errs)
	content.Decode(fsys, file("corruption.yaml"), &track, &errs)
	content.Decode(fsys, file("board.yaml"), &board, &errs)
	content.Decode(fsys, file("actions.yaml"), &actions, &errs)
	content.Decode(fsys, file("blueprints.yaml"), &bps, &errs)
	content.Decode(fsys, file("tenants.yaml"), &tenants, &errs)
	content.Decode(fsys, file("cards.yaml"), &cards, &errs)
	content.Decode(fsys, file("tiles.yaml"), &tiles, &errs)
	// Go on after decoding errors: the checks below report theirs too, so
	// one load lists every problem.
	c := &Content{names: map[string]int{}}
	at := func(f string) content.Pos { return content.Pos{File: file(f), Line: 1, Col: 1} }
	var ids content.IDs

	// Rules.
	c.minPlayers, c.maxPlayers = rules.Players.Min, rules.Players.Max
	if c.minPlayers < 1 || c.maxPlayers < c.minPlayers || c.maxPlayers > maxSeats {
		errs.Add(at("rules.yaml"), "players: min %d and max %d must satisfy 1 <= min <= max <= %d", c.minPlayers, c.maxPlayers, maxSeats)
	}
	if len(rules.Colors) < 2 || len(rules.Colors) > maxColors {
		errs.Add(at("rules.yaml"), "colors: %d colours, want 2 to %d", len(rules.Colors), maxColors)
	}
	for _, col := range rules.Colors {
		ids.Add("colour", col, at("rules.yaml"), &errs)
	}
	c.colors = rules.Colors
	c.up = len(c.colors)
	c.perColor, c.ultra, c.spires = rules.FloorsPerColor, rules.UltraPlastic, rules.Spires
	if c.perColor <= 0 || c.perColor > 60 || c.ultra < 0 || c.ultra > 60 || c.spires < 0 || c.spires > 60 {
		errs.Add(at("rules.yaml"), "floors_per_color, ultraplastic and spires must be between 0 and 60")
	}
	if len(rules.Yards.Base) != maxSeats || len(rules.Yards.BaseFull) != maxSeats {
		errs.Add(at("rules.yaml"), "yards: base and base_full list one size per Base Construction Yard (%d)", maxSeats)
	} else {
		for i := range maxSeats {
			c.baseYard[i], c.baseFull[i] = rules.Yards.Base[i], rules.Yards.BaseFull[i]
			if c.baseYard[i] < 1 || c.baseFull[i] < 1 || c.baseYard[i] > 40 || c.baseFull[i] > 40 {
				errs.Add(at("rules.yaml"), "yards: Base Construction Yard sizes must be between 1 and 40")
			}
		}
	}
	c.expSize, c.expCount, c.expCost = rules.Yards.Expanded, rules.Yards.ExpandedCount, rules.Yards.Corruption
	if c.expSize < 1 || c.expSize > 20 || c.expCount < 0 || c.expCount > 40 {
		errs.Add(at("rules.yaml"), "yards: expanded size 1..20 and count 0..40")
	}
	c.rounds = rules.Rounds
	if len(c.rounds) < 1 || len(c.rounds) > 3 {
		errs.Add(at("rules.yaml"), "rounds: 1 to 3 rounds")
	}
	if len(c.expCost) != len(c.rounds) {
		errs.Add(at("rules.yaml"), "yards: corruption lists one cost per round (%d)", len(c.rounds))
	}
	c.bonusTiles, c.demolish, c.tokens = rules.BonusTiles, rules.DemolishFloors, rules.Tokens
	if c.tokens < 0 || c.tokens > 8 {
		errs.Add(at("rules.yaml"), "requirement_tokens must be between 0 and 8")
	}
	if c.demolish < 0 || c.demolish > 10 {
		errs.Add(at("rules.yaml"), "demolition_floors must be between 0 and 10")
	}
	c.options = content.Options(rules.Options, knownOptions, at("rules.yaml"), &errs)

	// Corruption track and scoring tables.
	c.track, c.wrapVP = track.Labels, track.WrapVP
	if len(c.track) < 2 || len(c.track) > 100 || c.track[0] != 0 {
		errs.Add(at("corruption.yaml"), "labels: 2 to 100 spaces, the first (the start space) labelled 0")
	}
	if len(track.Tallest) != len(c.rounds) {
		errs.Add(at("corruption.yaml"), "tallest: one table per round (%d)", len(c.rounds))
	}
	for i, t := range track.Tallest {
		if i < len(c.rounds) && t.Round != c.rounds[i] {
			errs.Add(at("corruption.yaml"), "tallest: table %d is for %d, want %d", i+1, t.Round, c.rounds[i])
		}
		c.tallHood = append(c.tallHood, t.Neighborhood)
		c.tallBoard = append(c.tallBoard, t.Board)
	}
	c.adjust, c.floorsPerVP, c.mostCorrupt = track.AdjustFewestVP, track.FloorsPerVP, track.EndMostCorruption
	if c.floorsPerVP < 1 {
		errs.Add(at("corruption.yaml"), "end_floors_per_vp must be positive")
	}

	// Board.
	hoodIndex := map[string]int{}
	for _, h := range board.Neighborhoods {
		ids.Add("neighborhood", h.ID, h.At, &errs)
		hoodIndex[h.ID] = len(c.hoods)
		c.hoods = append(c.hoods, Hood{ID: h.ID, Name: h.Name, Center: h.Center})
	}
	// Actions come first: spaces refer to them.
	actionIndex := map[string]int{}
	for _, a := range actions.Actions {
		ids.Add("action", a.ID, a.At, &errs)
		act := SpaceAction{ID: a.ID, Name: a.Name, at: a.At}
		switch a.Event {
		case "":
		case "trade-space":
			act.Event = evTrade
		default:
			errs.Add(a.At, "action %q: unknown event %q (known: trade-space)", a.ID, a.Event)
		}
		act.effect = c.compile(a.Effect, expr.Effects, &errs)
		if !a.Can.IsZero() {
			act.can = c.compile(a.Can, expr.Bool, &errs)
		}
		actionIndex[a.ID] = len(c.actions)
		c.actions = append(c.actions, act)
	}
	for _, sr := range board.Sides {
		c.maxSlots = max(c.maxSlots, sr.HoodSlots)
	}
	for _, sr := range board.Sides {
		ids.Add("board side", sr.ID, sr.At, &errs)
		side := Side{ID: sr.ID, Players: sr.Players, HoodSlots: sr.HoodSlots, Stop: -1}
		if side.HoodSlots < 1 || side.HoodSlots*len(c.hoods) > maxBuildSpaces {
			errs.Add(sr.At, "side %q: building_spaces %d per neighborhood must be 1..%d", sr.ID, side.HoodSlots, maxBuildSpaces/max(1, len(c.hoods)))
			continue
		}
		side.TenantSpace = make([]int, c.maxSlots*len(c.hoods))
		for i := range side.TenantSpace {
			side.TenantSpace[i] = -1
		}
		hoodSlots := make([]int, len(c.hoods))
		for zi, zr := range sr.Zones {
			ids.Add("zone", sr.ID+"/"+zr.ID, zr.At, &errs)
			z := Zone{ID: zr.ID, Hood: -1, First: len(side.Spaces), N: len(zr.Spaces)}
			switch zr.Kind {
			case "action":
				z.Kind = kindAction
			case "tenant":
				z.Kind = kindTenant
			case "bonus":
				z.Kind = kindBonus
			case "stop":
				z.Kind = kindStop
				if side.Stop >= 0 {
					errs.Add(zr.At, "side %q: a second Stop Zone", sr.ID)
				}
				side.Stop = zi
				if zi != len(sr.Zones)-1 {
					errs.Add(zr.At, "side %q: the Stop Zone must be the last zone of the One-Way Track", sr.ID)
				}
			default:
				errs.Add(zr.At, "zone %q: kind %q must be action, tenant, bonus or stop", zr.ID, zr.Kind)
			}
			if zr.Hood != "" {
				h, ok := hoodIndex[zr.Hood]
				if !ok {
					errs.Add(zr.At, "zone %q: unknown neighborhood %q", zr.ID, zr.Hood)
				}
				z.Hood = h
			}
			if zr.Area != "" {
				h, ok := hoodIndex[zr.Area]
				if !ok || c.hoods[h].Center {
					errs.Add(zr.At, "zone %q: area %q must be an outer neighborhood", zr.ID, zr.Area)
				}
				z.Area = h + 1
				side.Areas = max(side.Areas, z.Area)
			}
			if z.Kind == kindTenant && z.Hood < 0 {
				errs.Add(zr.At, "zone %q: a tenant zone names its neighborhood", zr.ID)
			}
			if len(zr.Spaces) == 0 {
				errs.Add(zr.At, "zone %q has no spaces", zr.ID)
			}
			for si, sp := range zr.Spaces {
				ids.Add("space", sr.ID+"/"+sp.ID, sp.At, &errs)
				g := slices.Index(c.spaceIDs, sp.ID)
				if g < 0 {
					g = len(c.spaceIDs)
					c.spaceIDs = append(c.spaceIDs, sp.ID)
				}
				s := Space{ID: sp.ID, G: g, Zone: zi, Kind: z.Kind, Action: -1, Corruption: sp.Corruption, Hood: z.Hood, Bonus: -1,
					Floors: sp.Floors, Ultra: sp.Ultra, Fixed: sp.Fixed, Area: z.Area}
				switch z.Kind {
				case kindAction, kindStop:
					a, ok := actionIndex[sp.Action]
					if !ok {
						errs.Add(sp.At, "space %q: unknown action %q", sp.ID, sp.Action)
					}
					s.Action = a
					s.Slot = si
				case kindTenant:
					if z.Hood >= 0 {
						s.Slot = hoodSlots[z.Hood]
						if s.Slot >= side.HoodSlots {
							errs.Add(sp.At, "space %q: more tenant spaces than the %d building spaces of %s", sp.ID, side.HoodSlots, c.hoods[z.Hood].Name)
						} else {
							side.TenantSpace[z.Hood*c.maxSlots+s.Slot] = len(side.Spaces)
						}
						hoodSlots[z.Hood]++
					}
				case kindBonus:
					s.Bonus = len(side.BonusSpaces)
					side.BonusSpaces = append(side.BonusSpaces, len(side.Spaces))
					if !sp.Fixed && (sp.Floors != 0 || sp.Ultra != 0) {
						errs.Add(sp.At, "space %q: only a fixed Bonus Space has printed Floors or UltraPlastic", sp.ID)
					}
				}
				if sp.Corruption < 0 || sp.Corruption > 9 || sp.Floors < 0 || sp.Floors > 9 || sp.Ultra < 0 || sp.Ultra > 9 {
					errs.Add(sp.At, "space %q: counts must be between 0 and 9", sp.ID)
				}
				side.Spaces = append(side.Spaces, s)
			}
			side.Zones = append(side.Zones, z)
		}
		if side.Stop < 0 {
			errs.Add(sr.At, "side %q has no Stop Zone", sr.ID)
			continue
		}
		if len(side.Spaces) > maxSpaces || len(side.BonusSpaces) > maxBonus {
			errs.Add(sr.At, "side %q: at most %d spaces and %d Bonus Spaces", sr.ID, maxSpaces, maxBonus)
		}
		blanks := 0
		for _, b := range side.BonusSpaces {
			if !side.Spaces[b].Fixed {
				blanks++
			}
		}
		if blanks != c.bonusTiles {
			errs.Add(sr.At, "side %q: %d blank Bonus Spaces, but %d Bonus Tiles are placed each round", sr.ID, blanks, c.bonusTiles)
		}
		for _, p := range side.Players {
			if side.Stop >= 0 && side.Zones[side.Stop].N < p {
				errs.Add(sr.At, "side %q: its Stop Zone has fewer spaces than %d players", sr.ID, p)
			}
		}
		c.sides = append(c.sides, side)
	}
	for i := range c.sides {
		side := &c.sides[i]
		side.Local = make([]int, len(c.spaceIDs))
		for g := range side.Local {
			side.Local[g] = -1
		}
		for q, sp := range side.Spaces {
			side.Local[sp.G] = q
		}
	}
	for p := c.minPlayers; p <= c.maxPlayers; p++ {
		if c.side(p) == nil {
			errs.Add(at("board.yaml"), "no board side for %d players", p)
		}
	}

	// Power Cards.
	cardIndex := map[string]int{}
	numbers := map[int]string{}
	retail := 0
	var cardIDs content.IDs // a tenant and its cards share an id
	for _, cr := range cards.Cards {
		cardIDs.Add("card", cr.ID, cr.At, &errs)
		card := Card{ID: cr.ID, Name: cr.Name, Number: cr.Number, Count: cr.Count, Text: cr.Text, Extra: cr.Extra, Provenance: cr.Provenance, at: cr.At}
		switch cr.StopZone {
		case "":
		case "discard":
			card.DiscardAtStop = true
		default:
			errs.Add(cr.At, "card %q: stop_zone %q must be discard or absent", cr.ID, cr.StopZone)
		}
		if prev, ok := numbers[cr.Number]; ok {
			errs.Add(cr.At, "card %q: reference number %d is already card %q's", cr.ID, cr.Number, prev)
		}
		numbers[cr.Number] = cr.ID
		if !cr.Extra {
			retail += cr.Count
		}
		card.Timing = slices.Index(timingNames, cr.Timing)
		if card.Timing < 0 {
			errs.Add(cr.At, "card %q: timing %q must be one of %v", cr.ID, cr.Timing, timingNames)
		}
		card.Event = slices.Index(eventNames, cr.Event)
		if card.Event <= 0 {
			errs.Add(cr.At, "card %q: event %q must be one of %v", cr.ID, cr.Event, eventNames[1:])
		}
		if cr.Count < 1 || cr.Count > 20 {
			errs.Add(cr.At, "card %q: count %d must be 1..20", cr.ID, cr.Count)
		}
		if !cr.Effect.IsZero() {
			card.effect = c.compile(cr.Effect, expr.Effects, &errs)
			card.covers = callsVerb(cr.Effect, "cover")
		} else if card.Event != evMove && card.Event != evAnytime && card.Event != evZoneMove && card.Event != evGameEnd {
			errs.Add(cr.At, "card %q: a %s card needs an effect script", cr.ID, cr.Event)
		}
		cardIndex[cr.ID] = len(c.cards)
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
				one.effect = c.compile(o.Effect, expr.Effects, &errs)
				one.covers = callsVerb(o.Effect, "cover")
			}
			if !o.Can.IsZero() || !o.GameEnd.IsZero() {
				errs.Add(cr.At, "card %q: one_player: a card has only an effect", cr.ID)
			}
		}
		c.cards1 = append(c.cards1, one)
	}
	if retail != rules.PowerCards {
		errs.Add(at("cards.yaml"), "%d Power Cards (not counting extra ones), the game has %d (rules.yaml power_cards)", retail, rules.PowerCards)
	}
	if len(c.cards) > maxCards {
		errs.Add(at("cards.yaml"), "at most %d kinds of Power Card, found %d", maxCards, len(c.cards))
	}

	// Bonus Tiles.
	perRound := make([]int, len(c.rounds))
	var tileIDs content.IDs
	for _, tr := range tiles.Tiles {
		tileIDs.Add("tile", tr.ID, tr.At, &errs)
		t := Tile{ID: tr.ID, Name: tr.Name, Count: tr.Count, Floors: tr.Floors, Ultra: tr.Ultra, Card: -1, Keep: tr.Keep, Provenance: tr.Provenance, at: tr.At}
		t.Round = slices.Index(c.rounds, tr.Round)
		if t.Round < 0 {
			errs.Add(tr.At, "tile %q: round %d is not one of %v", tr.ID, tr.Round, c.rounds)
		} else {
			perRound[t.Round] += tr.Count
		}
		if tr.Card != "" {
			k, ok := cardIndex[tr.Card]
			if !ok {
				errs.Add(tr.At, "tile %q: unknown card %q", tr.ID, tr.Card)
			}
			t.Card = k
		}
		if tr.Count < 1 || tr.Floors < 0 || tr.Floors > 9 || tr.Ultra < 0 || tr.Ultra > 9 {
			errs.Add(tr.At, "tile %q: count must be positive and floors, ultraplastic 0..9", tr.ID)
		}
		if !tr.Effect.IsZero() {
			t.effect = c.compile(tr.Effect, expr.Effects, &errs)
		}
		c.names[tr.Name] = 1
		c.tiles = append(c.tiles, t)
	}
	for i, n := range perRound {
		if n < c.bonusTiles {
			errs.Add(at("tiles.yaml"), "round %d has %d Bonus Tiles, fewer than the %d blank Bonus Spaces", c.rounds[i], n, c.bonusTiles)
		}
	}
	if len(c.tiles) > maxTiles {
		errs.Add(at("tiles.yaml"), "at most %d kinds of Bonus Tile", maxTiles)
	}

	// Blueprints.
	for _, br := range bps.Cards {
		ids.Add("blueprint card", br.ID, br.At, &errs)
		card := BlueprintCard{ID: br.ID, Round: slices.Index(c.rounds, br.Round), Provenance: br.Provenance}
		if card.Round < 0 {
			errs.Add(br.At, "blueprint card %q: round %d is not one of %v", br.ID, br.Round, c.rounds)
		}
		for _, b := range br.Blueprints {
			bp := Blueprint{Letter: b.Letter, Solo: b.Solo, Size: len(b.Floors)}
			for _, f := range b.Floors {
				k := c.color(f)
				if k < 0 {
					errs.Add(b.At, "blueprint %s%s: %q is not a colour or \"ultraplastic\"", br.ID, b.Letter, f)
					continue
				}
				bp.Need[k]++
			}
			if bp.Size < 1 || bp.Size > 20 {
				errs.Add(b.At, "blueprint %s%s: 1 to 20 Floors", br.ID, b.Letter)
			}
			if slices.ContainsFunc(card.Blueprints, func(o Blueprint) bool { return o.Letter == bp.Letter }) || len(bp.Letter) != 1 {
				errs.Add(b.At, "blueprint card %q: letter %q must be one letter, used once", br.ID, b.Letter)
			}
			card.Blueprints = append(card.Blueprints, bp)
		}
		if len(card.Blueprints) == 0 || len(card.Blueprints) > 8 {
			errs.Add(br.At, "blueprint card %q: 1 to 8 Blueprints", br.ID)
		}
		c.blueprints = append(c.blueprints, card)
	}
	for r := range c.rounds {
		if !slices.ContainsFunc(c.blueprints, func(b BlueprintCard) bool { return b.Round == r }) {
			errs.Add(at("blueprints.yaml"), "no Blueprint Card for %d", c.rounds[r])
		}
	}

	// Tenants.
	for _, tr := range tenants.Tenants {
		ids.Add("tenant", tr.ID, tr.At, &errs)
		t := Tenant{ID: tr.ID, Name: tr.Name, Intro: tr.Intro, Number: tr.Number, Extra: tr.Extra, Text: tr.Text, Card: -1, Provenance: tr.Provenance, at: tr.At}
		h, ok := hoodIndex[tr.Hood]
		if !ok {
			errs.Add(tr.At, "tenant %q: unknown neighborhood %q", tr.ID, tr.Hood)
		}
		t.Hood = h
		if tr.Card != "" {
			k, ok := cardIndex[tr.Card]
			if !ok {
				errs.Add(tr.At, "tenant %q: unknown card %q", tr.ID, tr.Card)
			}
			t.Card = k
		}
		if tr.Number < 0 || tr.Number > maxSeats || (tr.Number > 0 && !tr.Intro) {
			errs.Add(tr.At, "tenant %q: number %d must be 0 or 1..%d on an Introductory tenant", tr.ID, tr.Number, maxSeats)
		}
		t.effect = c.compile(tr.Effect, expr.Effects, &errs)
		if !tr.Can.IsZero() {
			t.can = c.compile(tr.Can, expr.Bool, &errs)
		}
		if !tr.Build.IsZero() {
			t.build = c.compile(tr.Build, expr.Bool, &errs)
		}
		if !tr.GameEnd.IsZero() {
			t.gameEnd = c.compile(tr.GameEnd, expr.Effects, &errs)
		}
		c.names[tr.Name] = 1
		c.tenants = append(c.tenants, t)
		one := t
		if o := tr.OnePlayer; o != nil {
			one.Text = o.Text
			if !o.Effect.IsZero() {
				one.effect = c.compile(o.Effect, expr.Effects, &errs)
			}
			if !o.Can.IsZero() {
				one.can = c.compile(o.Can, expr.Bool, &errs)
			}
			if !o.GameEnd.IsZero() {
				one.gameEnd = c.compile(o.GameEnd, expr.Effects, &errs)
			}
		}
		c.tenants1 = append(c.tenants1, one)
	}
	if len(c.tenants) > maxTenants {
		errs.Add(at("tenants.yaml"), "at most %d tenants", maxTenants)
	}

	// Modes.
	for _, mr := range rules.Modes {
		ids.Add("mode", mr.ID, mr.At, &errs)
		m := Mode{ID: mr.ID, Buildings: mr.Buildings, Tenants: mr.Tenants, Penalty: mr.Penalty, FullYards: mr.FullYards,
			BlockFourth: mr.BlockFourth, StartHeight: mr.StartHeight, LastCorrupt: -1}
		m.FirstRound = slices.Index(c.rounds, mr.FirstRound)
		if m.FirstRound < 0 {
			errs.Add(mr.At, "mode %q: first_round %d is not one of %v", mr.ID, mr.FirstRound, c.rounds)
		}
		if len(mr.Corruption) != maxSeats || len(mr.StartFloors) != maxSeats {
			errs.Add(mr.At, "mode %q: corruption and start_floors list one value per seat (%d)", mr.ID, maxSeats)
		} else {
			for i := range maxSeats {
				m.Corruption[i], m.StartFloors[i] = mr.Corruption[i], mr.StartFloors[i]
			}
		}
		if mr.LastSeat != nil {
			m.LastCorrupt = *mr.LastSeat
		}
		if !slices.Contains([]string{"numbered", "choose", "none"}, m.Buildings) ||
			!slices.Contains([]string{"intro", "deal-first", "deal-all"}, m.Tenants) ||
			!slices.Contains([]string{"lose-to-second", "flip-card"}, m.Penalty) {
			errs.Add(mr.At, "mode %q: buildings numbered|choose|none, tenants intro|deal-first|deal-all, penalty lose-to-second|flip-card", mr.ID)
		}
		if m.Buildings != "none" && (m.StartHeight < 1 || m.StartHeight > 30) {
			errs.Add(mr.At, "mode %q: start_height 1..30", mr.ID)
		}
		c.modes = append(c.modes, m)
	}
	c.loadCounts(rules.Counts, &errs)
	c.checkTenants(&errs)
	for _, sc := range c.scripts {
		c.checkReferences(sc, &errs)
	}
	c.scripts = nil
	if err := errs.Err(); err != nil {
		return nil, err
	}
	fp, err := content.Fingerprint(fsys, Dir)
	if err != nil {
		return nil, fmt.Errorf("highrise: fingerprint: %w", err)
	}
	c.fingerprint = fp
	c.buildingIDs = make([]string, len(c.hoods)*c.maxSlots)
	for i := range c.buildingIDs {
		c.buildingIDs[i] = c.nameOf('p', i)
	}
	return c, nil
}

// checkTenants checks the Tenant pools against the boards: enough tenants
// for every Neighborhood, the Introductory ones and their numbers.
func (c *Content) checkTenants(errs *content.Errors) {
	pos := content.Pos{File: path.Join(Dir, "tenants.yaml"), Line: 1, Col: 1}
	maxSlots := 0
	for _, s := range c.sides {
		maxSlots = max(maxSlots, s.HoodSlots)
	}
	for h := range c.hoods {
		all, intro := 0, 0
		for _, t := range c.tenants {
			if t.Hood == h && !t.Extra {
				all++
				if t.Intro {
					intro++
				}
			}
		}
		if all < maxSlots {
			errs.Add(pos, "%s has %d tenants, fewer than its %d Tenant spaces", c.hoods[h].Name, all, maxSlots)
		}
		if intro != 3 {
			errs.Add(pos, "%s has %d Introductory tenants; the Introductory Game places three per Neighborhood", c.hoods[h].Name, intro)
		}
	}
	for n := 1; n <= maxSeats; n++ {
		found := 0
		for _, t := range c.tenants {
			if t.Number == n {
				found++
			}
		}
		if found != 1 {
			errs.Add(pos, "%d tenants carry the starting number %d, want exactly one", found, n)
		}
	}
	for _, s := range c.sides {
		for h := range c.hoods {
			for slot := 0; slot < s.HoodSlots; slot++ {
				if s.TenantSpace[h*c.maxSlots+slot] < 0 {
					errs.Add(pos, "side %q: %s has no tenant space for building space %d", s.ID, c.hoods[h].Name, slot+1)
				}
			}
		}
	}
}

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
	p, err := compiler.Compile(s, r)
	if err != nil {
		errs.AddError(err)
		return nil
	}
	c.scripts = append(c.scripts, s)
	if r == expr.Effects && constant(s) {
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
	return p
}

// loadCounts reads player_counts: what differs with fewer players.
func (c *Content) loadCounts(records []countRecord, errs *content.Errors) {
	seen := map[int]bool{}
	for _, r := range records {
		if seen[r.Players] {
			errs.Add(r.At, "player_counts: %d players listed twice", r.Players)
		}
		seen[r.Players] = true
		if r.Players < c.minPlayers || r.Players > c.maxPlayers {
			errs.Add(r.At, "player_counts: %d players is outside players min..max", r.Players)
			continue
		}
		n := Count{Players: r.Players, Modes: r.Modes, ControlFirst: r.ControlFirst - 1, PenaltyTiesFlip: true,
			NeutralCorruption: r.NeutralCorruption, NeutralLostVP: r.NeutralLostVP}
		if r.NeutralCorruption < 0 || r.NeutralCorruption > 9 || r.NeutralLostVP < 0 || r.NeutralLostVP > 99 {
			errs.Add(r.At, "player_counts: neutral_move_corruption 0..9 and neutral_lost_corruption_vp 0..99")
		}
		for _, m := range r.Modes {
			if _, ok := c.mode(m); !ok {
				errs.Add(r.At, "player_counts: unknown mode %q", m)
			}
		}
		side := c.side(r.Players)
		stop := 0
		if side != nil && side.Stop >= 0 {
			stop = side.Zones[side.Stop].N
		}
		if r.Players+len(r.Neutral) > min(maxSeats, stop) {
			errs.Add(r.At, "player_counts: %d players and %d Neutral Moguls do not fit the Stop Zone (%d places, at most %d Moguls)", r.Players, len(r.Neutral), stop, maxSeats)
		}
		for _, place := range r.Neutral {
			if place <= r.Players || place > stop {
				errs.Add(r.At, "player_counts: a Neutral Mogul's Stop Zone place %d must follow the players' (%d) and be at most %d", place, r.Players, stop)
			}
			n.Neutral = append(n.Neutral, place-1)
		}
		if len(r.Neutral) > 0 {
			if r.ControlFirst < 1 || r.ControlFirst > r.Players {
				errs.Add(r.At, "player_counts: control_first must name a Base Construction Yard 1..%d", r.Players)
			}
			if side != nil && side.Areas == 0 {
				errs.Add(r.At, "player_counts: Neutral Moguls need the zones' area on the board side for %d players", r.Players)
			}
		}
		switch r.Bonus {
		case "":
		case "discard-adjacent":
			n.BonusDiscardAdjacent = true
		default:
			errs.Add(r.At, "player_counts: bonus %q must be discard-adjacent or absent", r.Bonus)
		}
		if a := r.AdjustByDiff; a != nil {
			if len(a.Lose) != 2 || a.Within < 0 || a.Lose[0] < 0 || a.Lose[1] < 0 || a.Lose[0] > 9 || a.Lose[1] > 9 {
				errs.Add(r.At, "player_counts: adjust_by_difference needs within >= 0 and lose [close, far] between 0 and 9")
			} else {
				n.ByDifference, n.AdjustWithin, n.AdjustLose = true, a.Within, [2]int{a.Lose[0], a.Lose[1]}
			}
			if r.Players != 2 {
				errs.Add(r.At, "player_counts: adjust_by_difference compares two players' scores")
			}
		}
		if r.PenaltyTiesFlip != nil {
			n.PenaltyTiesFlip = *r.PenaltyTiesFlip
		}
		n.NoAdjustByVP = r.AdjustByVP != nil && !*r.AdjustByVP
		n.NoEndMostCorruption = r.EndMostCorruption != nil && !*r.EndMostCorruption
		if so := r.Solo; so != nil {
			if r.Players != 1 || len(r.Neutral) == 0 {
				errs.Add(r.At, "player_counts: solo is the 1-player game's, with Neutral Moguls")
			}
			if so.LineTiles < 1 || so.LineTiles > maxLine || so.LineFloors < 0 || so.LineFloors > 9 {
				errs.Add(r.At, "player_counts: solo: bonus_line_tiles 1..%d and bonus_line_floors 0..9", maxLine)
			}
			if len(so.Neutral) > 40 || so.PerRound < 0 || so.PerRound > 10 || so.BelowVP < 0 || so.AboveVP < 0 || so.BelowVP > 20 || so.AboveVP > 20 {
				errs.Add(r.At, "player_counts: solo: at most 40 neutral_buildings, 0..10 a round, limit VP 0..20")
			}
			for i, h := range so.Neutral {
				if h < 1 || h > maxHeight || i > 0 && h < so.Neutral[i-1] {
					errs.Add(r.At, "player_counts: solo: neutral_buildings are heights 1..%d, shortest first (\"a stack sorted by height, with the shortest on top\")", maxHeight)
					break
				}
			}
			sol := &Solo{LineTiles: so.LineTiles, LineFloors: so.LineFloors, Neutral: so.Neutral, PerRound: so.PerRound, BelowVP: so.BelowVP, AboveVP: so.AboveVP}
			for i, b := range so.Results {
				if i > 0 && b.Min <= so.Results[i-1].Min {
					errs.Add(r.At, "player_counts: solo: results are listed by rising min score")
				}
				sol.Results = append(sol.Results, Result{ID: b.ID, Name: b.Name, Text: b.Text, Min: b.Min, Win: b.Win})
			}
			if len(sol.Results) == 0 {
				errs.Add(r.At, "player_counts: solo: results list at least one band")
			}
			n.Solo = sol
		}
		c.counts = append(c.counts, n)
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
