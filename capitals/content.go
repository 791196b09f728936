package capitals

import (
	"fmt"
	"io/fs"
	"path"
	"slices"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// Dir is the folder of The Capitals' YAML inside a content file system.
const Dir = "capitals"

// The tracks the rules know by their role. Their lengths, starts, spaces and
// red-arrow ends are data (tracks.yaml).
const (
	tPop = iota
	tEmp
	tPS
	tProg
	tEcon
	tCult
	nTracks
	tPrestige = nTracks     // not a board track: the player's Prestige
	tCubes    = nTracks + 1 // not a board track: Energy Cubes on the Power Plant
	nGainable = nTracks + 2
)

var trackIDs = [nGainable]string{"population", "employment", "public_services", "progress", "economy", "culture", "prestige", "cubes"}

func trackIndex(id string) (int, bool) {
	for i, t := range trackIDs {
		if t == id {
			return i, true
		}
	}
	return 0, false
}

// Track is one City Track of the board.
type Track struct {
	ID         string
	Label      string
	Min, Max   int
	Start      int
	Circular   bool
	Provenance content.Provenance
	Prestige   []int // Employment: Prestige of each level from Min, at a World Expo
	Attraction []Attraction

	low, high []expr.Effect   // red-arrow effects at each end
	icons     [][]expr.Effect // Public Services: effects of each level from Min, at a World Expo
}

// Attraction is an Attraction Level of the Culture Track: the Highest
// Culture City at or past At claims the Tourists of Cities below Below.
type Attraction struct{ At, Below int }

// Space is a space of the Initiative Track.
type Space struct {
	Cost, Multiplier int
	Mark             int // the player-count icon printed on it, 0 for none
	Round2Multiplier int // the multiplier paid from it in round 2 when as many play as its mark; 0: none
	Provenance       content.Provenance
}

// Round is a space of the Round Area.
type Round struct {
	Era        int
	Expo       bool
	Prosperity bool
}

// Event is what a Permanent Effect waits for.
type Event uint8

const (
	OnActivated Event = iota + 1 // a tile is activated
	OnUpgraded                   // the owner upgrades the Power Plant
	OnTourism                    // the end of each Tourism Phase
)

// Tile is one kind of tile: a building, a starting tile or a Power Plant.
type Tile struct {
	ID, Name      string
	Era           int // 0 for starting tiles and Power Plants
	Type          int // index into Content.Types; -1 for Power Plants
	Density       int // 0 none, 1 low, 2 medium, 3 high
	Cubes         int // printed Energy Cubes
	Players       int // the fewest players that use it
	Copies        int
	Progress      int // the Progress its Immediate Effect prints (literal gains)
	Provenance    content.Provenance
	Reconstructed []string
	Text          string
	At            content.Pos

	// Prosperity tiles (the add-on): dealt to the players, built in
	// Prosperity rounds when their Construction Requirement holds.
	Prosperity bool
	// Shield: tiles built adjacent to this one suffer no building penalties.
	Shield bool

	// Power Plants.
	Plant       bool
	Level       int
	Activations int

	immediate, activation *script
	// listed is the order the Immediate Effects make: each element of the
	// list, the effects of a constant one or a reference to elems (see
	// listed.go).
	listed         []expr.Effect
	elems          []*script
	perm           *permanent
	cons           *construction
	end            *endEffect
	activationFree bool // the activation holds activate_adjacent()
	immediateFree  bool // the Immediate Effects hold activate_adjacent()
	endFree        bool // the End of Game Effect holds activate_adjacent()
	requires       *expr.Program
}

type script struct {
	prog   *expr.Program
	isCon  bool
	consts []expr.Effect
	// byCount holds the effects of a script that reads nothing of the
	// state but count(), run at load for every count a City can reach.
	byCount [][]expr.Effect
}

type permanent struct {
	on       Event
	adjacent bool
	match    *expr.Program // nil: any tile
	matchTab []bool        // match by tile kind, when it reads only the subject tile
	matchSrc content.Script
	effect   *script
}

type construction struct {
	city     bool // scope city, else adjacent
	distinct bool
	match    *expr.Program
	matchTab []bool // match by tile kind, when it reads only the subject tile
	matchSrc content.Script
	effect   *script
}

type endEffect struct {
	beforeExpo bool
	effect     *script
}

// RuleOption names a rules option where the rulebook is ambiguous.
type RuleOption = content.RuleOption

// Content is loaded, checked and compiled content of The Capitals. It is
// immutable and safe to share between goroutines and states.
type Content struct {
	fingerprint string
	tiles       []Tile
	byID        map[string]int
	inst        []int16 // tile instance -> tile kind
	firstInst   []int16 // tile kind -> its first instance
	types       []string
	densities   []string
	tracks      [nTracks]Track
	spaces      []Space
	selectable  map[int]int
	rows        []int
	extraTiles  int
	rounds      []Round
	options     []RuleOption

	minPlayers, maxPlayers int
	tokens                 int
	startTiles             []startTile
	startTokens            [][2]int
	startPlant             int
	prosperityTiles        int
	prosperityDeal         map[int]int // players -> Prosperity tiles dealt to each
	lakeCubes              int
	fullDrawMax            int
	penalty, passBonus     int
	cultureActivations     int
	taxPrestige, taxMoney  int
	unemploymentCap        int
	psPenalty              int
	finalCubes, finalMoney int
	finalCulture           int
	finalProgress          int
	plantsByLevel          [][]int // level -> plant kinds, richest first
	maxLevel               int
}

type startTile struct {
	kind int
	r, c int
}

// Fingerprint identifies the content: a hash of every file it was read from.
func (c *Content) Fingerprint() string { return c.fingerprint }

// Tiles lists every kind of tile: starting tiles, Era I to III, Power Plants.
func (c *Content) Tiles() []Tile { return c.tiles }

// Tile returns the tile with the given id.
func (c *Content) Tile(id string) (Tile, bool) {
	i, ok := c.byID[id]
	if !ok {
		return Tile{}, false
	}
	return c.tiles[i], true
}

// Types lists the building types.
func (c *Content) Types() []string { return c.types }

// Track returns the track with the given id.
func (c *Content) Track(id string) (Track, bool) {
	i, ok := trackIndex(id)
	if !ok || i >= nTracks {
		return Track{}, false
	}
	return c.tracks[i], true
}

// Spaces lists the Initiative Track's spaces, left to right.
func (c *Content) Spaces() []Space { return c.spaces }

// Rounds lists the Round Area.
func (c *Content) Rounds() []Round { return c.rounds }

// RuleOptions lists the named rules options and their defaults.
func (c *Content) RuleOptions() []RuleOption { return c.options }

// Players is the smallest and largest number of players.
func (c *Content) Players() (min, max int) { return c.minPlayers, c.maxPlayers }

// Instances is the number of physical tiles the content describes.
func (c *Content) Instances() int { return len(c.inst) }

// The YAML schema.

type rulesFile struct {
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Players    struct {
		Min int `yaml:"min" content:"required" doc:"The fewest players (\"a strategy game for 2-5 players\"), at least 2."`
		Max int `yaml:"max" content:"required" doc:"The most players, at most 5."`
	} `yaml:"players" content:"required" doc:"The smallest and largest number of players: 2 <= min <= max <= 5."`
	Setup struct {
		ConstructionTokens int `yaml:"construction_tokens" content:"required" doc:"Construction Tokens each player starts with (\"2 Construction Tokens\")."`
		Tiles              []struct {
			Tile string `yaml:"tile" content:"required" enum:"tile" doc:"The starting tile: an id of the tile files."`
			At   []int  `yaml:"at" content:"required" doc:"Its cell in the City, [row, column]."`
		} `yaml:"tiles" content:"required" doc:"The tiles of each player's City center at setup, placed side by side, and their cells."`
		Tokens     [][]int            `yaml:"tokens" content:"required" doc:"The cells [row, column] of the Construction Tokens placed between the starting tiles, one per token."`
		PowerPlant string             `yaml:"power_plant" content:"required" enum:"plant" doc:"The Power Plant each player starts with: an id of power_plants.yaml."`
		Provenance content.Provenance `yaml:"provenance" content:"required" doc:"Where the starting layout comes from: the rulebook shows it only in an illustration."`
	} `yaml:"setup" content:"required" doc:"Each City's starting tiles, Construction Tokens and Power Plant."`
	ProsperityTiles int `yaml:"prosperity_tiles" content:"required" doc:"Prosperity tiles in the add-on's stack."`
	ProsperityDeal  []struct {
		At      content.Pos `yaml:"-"`
		Players int         `yaml:"players" content:"required" doc:"The player count."`
		Tiles   int         `yaml:"tiles" content:"required" doc:"Prosperity tiles dealt face down to each player (\"When playing with 5 players, deal only 5\")."`
	} `yaml:"prosperity_deal" content:"required" doc:"Prosperity tiles dealt to each player, by player count; one entry for every count."`
	LakeCubes          int `yaml:"lake_cubes" content:"required" doc:"Energy Cubes received for building a Lake (\"Immediately after the Lake is built, the player receives 2 Energy Cubes\")."`
	BuildingPenalty    int `yaml:"building_penalty" content:"required" doc:"Prestige lost for each Building Phase rule a placement does not follow (\"a penalty of 2 Prestige Points\")."`
	PassBonus          int `yaml:"pass_bonus" content:"required" doc:"What a City that passes all activations gains: this many Prestige Points or Energy Cubes."`
	CultureActivations int `yaml:"highest_culture_activations" content:"required" doc:"Extra activations of the City with the Highest Culture Level in the Executive Phase."`
	Taxation           struct {
		Prestige int `yaml:"prestige" content:"required" doc:"Prestige Points a taxing player loses (\"losing 1 Prestige Point\")."`
		Money    int `yaml:"money" content:"required" doc:"Money a taxing player adds to the Economy Track (\"adding $3\"), more than 0."`
	} `yaml:"taxation" content:"required" doc:"Taxation: a player trades Prestige for Money."`
	Expo struct {
		UnemploymentCap int `yaml:"unemployment_cap" content:"required" doc:"The most Prestige the World Expo's unemployment loss takes (\"capped at -3 Prestige Points\")."`
		PSPenalty       int `yaml:"public_services_penalty" content:"required" doc:"Prestige lost in the World Expo for each Player Marker on a higher Public Services level (\"lose 2 Prestige Points\")."`
	} `yaml:"expo" content:"required" doc:"The World Expo Evaluation held at the end of each Era."`
	Final struct {
		Cubes    int `yaml:"cubes_per_prestige" content:"required" doc:"Final Scoring: Energy Cubes per Prestige Point."`
		Money    int `yaml:"money_per_prestige" content:"required" doc:"Final Scoring: Money per Prestige Point."`
		Culture  int `yaml:"culture_per_prestige" content:"required" doc:"Final Scoring: Culture levels per Prestige Point."`
		Progress int `yaml:"prestige_per_progress_space" content:"required" doc:"Final Scoring: Prestige Points per Progress space."`
	} `yaml:"final" content:"required" doc:"The exchange rates of Final Scoring, each more than 0."`
	Types []struct {
		At    content.Pos `yaml:"-"`
		ID    string      `yaml:"id" content:"required" doc:"The type's id, as tiles and scripts name it: \"housing\"."`
		Label string      `yaml:"label" content:"required" doc:"The type's name as printed: \"Housing\"."`
	} `yaml:"types" content:"required" doc:"The Building Tile types (\"Housing, Industry, Commerce, Tourism, Public, Power, Prosperity\"), 1 to 8; a tile's type is one of these ids."`
	Densities []string               `yaml:"densities" content:"required" doc:"The Housing densities of the tiles' title bars, lowest first: low, medium, high."`
	Options   []content.OptionRecord `yaml:"options" doc:"The named rules options where the rulebook is ambiguous or silent, each with its default; a game may choose another reading."`
}

type tracksFile struct {
	Tracks []struct {
		At       content.Pos    `yaml:"-"`
		ID       string         `yaml:"id" content:"required" enum:"track" doc:"Which City Track this is: each of the board's tracks appears once."`
		Label    string         `yaml:"label" content:"required" doc:"The track's name as printed."`
		Min      int            `yaml:"min" doc:"The track's first level (it may be below 0)."`
		Max      int            `yaml:"max" content:"required" doc:"The track's last level; min <= start <= max, at most 200 levels."`
		Start    int            `yaml:"start" doc:"The level every City starts on."`
		Circular bool           `yaml:"circular" doc:"Whether moving past the last level starts the track again (the Progress Track only)."`
		Low      content.Script `yaml:"low" doc:"An expr script: the red arrow at the start, what a City gains or loses each time it would move below min (\"awarded only once each time a player would move off the Track\")."`
		High     content.Script `yaml:"high" doc:"An expr script: the red arrow at the end, what a City gains or loses each time it would move beyond max."`
		Prestige []int          `yaml:"prestige" doc:"The Prestige printed on each level, min to max, scored at the World Expo (the Employment Track only)."`
		Icons    []struct {
			At     content.Pos    `yaml:"-"`
			Level  int            `yaml:"level" doc:"The level the icon is printed on."`
			Effect content.Script `yaml:"effect" content:"required" doc:"An expr script: what the icon gives a City on this level at the World Expo Evaluation."`
		} `yaml:"icons" doc:"The icons printed on the levels, collected during the World Expo Evaluation (the Public Services Track only)."`
		Attraction []struct {
			At    int `yaml:"at" content:"required" doc:"The space the Attraction Level is reached on (\"achieved on spaces 9, 14 and 24\")."`
			Below int `yaml:"below" content:"required" doc:"Its Attraction Range: the Highest Culture City claims the Tourist Markers of Cities below this space."`
		} `yaml:"attraction" doc:"The Attraction Levels (the Culture Track only)."`
		Provenance content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"tracks" content:"required" doc:"The City Tracks of the board, with the symbols at their ends and on their spaces."`
}

type initiativeFile struct {
	Spaces []struct {
		At               content.Pos        `yaml:"-"`
		Cost             int                `yaml:"cost" doc:"The space's value in $, paid times the multiplier of the player's previous space."`
		Multiplier       int                `yaml:"multiplier" content:"required" doc:"The space's multiplier (x): what a City on it pays for its next choice, per $."`
		Mark             int                `yaml:"mark" doc:"The player-count icon printed on the space; 0 for none."`
		Round2Multiplier int                `yaml:"round2_multiplier" doc:"The multiplier paid from this space in Round 2 when as many play as its mark (\"pays a multiplier of only 1X\"); 0: none."`
		Provenance       content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"spaces" content:"required" doc:"The Initiative Track's spaces, left (the first player) to right."`
	Selectable []struct {
		At      content.Pos `yaml:"-"`
		Players int         `yaml:"players" content:"required" doc:"The player count."`
		Spaces  int         `yaml:"spaces" content:"required" doc:"How many of the leftmost spaces may be chosen with that many players."`
	} `yaml:"selectable" content:"required" doc:"The spaces players may choose, by player count; one entry for every count."`
}

type projectsFile struct {
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Rows       []int              `yaml:"rows" content:"required" doc:"The cost in $ of each row of the Projects Area, first to last (\"the $2 and $4 rows\"), 1 to 3 rows."`
	ExtraTiles int                `yaml:"extra_tiles" content:"required" doc:"Era tiles dealt beyond one per player (\"two Era I Building Tiles plus one more for every player\")."`
	// FullDrawMax caps the tiles drawn each Administrative Phase with the
	// VARIANT (full_draw): "only draw six tiles ... with 5 players".
	FullDrawMax int `yaml:"full_draw_max" content:"required" doc:"With the variant full_draw, the most tiles drawn each Administrative Phase (\"only draw six tiles\")."`
}

type roundsFile struct {
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Rounds     []struct {
		Era        int                `yaml:"era" content:"required" doc:"The round's Era: 1, 2 or 3."`
		Expo       bool               `yaml:"expo" doc:"Whether a World Expo Evaluation ends the round (the end of each Era; the last round must)."`
		Prosperity bool               `yaml:"prosperity" doc:"Whether the round's Administrative Phase deals the Prosperity add-on's tiles (not the last round)."`
		Provenance content.Provenance `yaml:"provenance" doc:"Where the round's marks come from, overriding the file's provenance."` // overrides the file's, for a reconstructed mark
	} `yaml:"rounds" content:"required" doc:"The Round Area: every round in order (\"3 eras ... each era is further divided into 4 game rounds\")."`
}

type plantsFile struct {
	Plants []struct {
		At          content.Pos        `yaml:"-"`
		ID          string             `yaml:"id" content:"required" doc:"The Power Plant's id."`
		Name        string             `yaml:"name" content:"required" doc:"The plant's name."`
		Level       int                `yaml:"level" content:"required" doc:"The plant's level, the number on its back (1 to 20); a City upgrades to the next level."`
		Activations int                `yaml:"activations" content:"required" doc:"Activations the plant gives each Executive Phase."`
		Cubes       int                `yaml:"cubes" content:"required" doc:"Energy Cubes the plant produces."`
		Copies      int                `yaml:"copies" doc:"Copies of the plant; 0 or none: 1."`
		Provenance  content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"plants" content:"required" doc:"The Power Plants, sorted by the numbers on their backs."`
}

type tilesFile struct {
	Era int `yaml:"era" doc:"The Era whose tiles the file holds (1 to 3); 0 for the starting and Prosperity tiles."`
	// Prosperity marks the file of the add-on's Prosperity tiles (era 0).
	Prosperity bool         `yaml:"prosperity" doc:"Marks the file of the add-on's Prosperity tiles (tiles_prosperity.yaml only)."`
	Tiles      []tileRecord `yaml:"tiles" content:"required" doc:"The Building Tiles of the file."`
}

type tileRecord struct {
	At            content.Pos        `yaml:"-"`
	ID            string             `yaml:"id" content:"required" doc:"The tile's id, unique; moves and records name it."`
	Name          string             `yaml:"name" content:"required" doc:"The tile's name as printed."`
	Type          string             `yaml:"type" content:"required" enum:"type" doc:"The tile's type: one of the types of rules.yaml (prosperity for the Prosperity tiles only)."`
	Density       string             `yaml:"density" enum:"density" doc:"A Housing tile's density icon: one of the densities of rules.yaml."`
	Cubes         int                `yaml:"cubes" doc:"Energy Cubes an activation costs, 0 to 9."`
	Players       int                `yaml:"players" doc:"The player-count icon: the fewest players that use the tile (\"marked with the 4-player or 5-player symbol\"); 0 for every count."`
	Copies        int                `yaml:"copies" doc:"Copies of a starting tile or Power tile; Era and Prosperity tiles are unique."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
	Reconstructed []string           `yaml:"reconstructed" enum:"reconstructedField" doc:"The fields of the record that are reconstructed where the rest is the rulebook's: cubes, players or density."`
	Text          string             `yaml:"text" content:"required" doc:"The tile's effects as the tile appendix words them."`
	// Requires is a Prosperity tile's Construction Requirement (Bool).
	Requires content.Script `yaml:"requires" doc:"A Prosperity tile's Construction Requirement (\"To Build\"): a Bool expr script."`
	// ShieldAdjacent: a tile built adjacent to this one suffers no
	// building penalties (not this tile itself when it is built).
	ShieldAdjacent bool           `yaml:"shield_adjacent" doc:"Whether a tile built adjacent to this one suffers no building penalties (this tile itself still does)."`
	Immediate      content.Script `yaml:"immediate" doc:"An expr script: the Immediate Effects, once, as soon as the tile is built; a list is resolved in the order the player chooses."`
	Activation     content.Script `yaml:"activation" doc:"An expr script: the Activation Effect, each time the player uses Energy Cubes to activate the tile."`
	Permanent      *struct {
		At       content.Pos    `yaml:"-"`
		On       string         `yaml:"on" content:"required" enum:"trigger" doc:"When the Permanent Effect acts. activated: a tile is activated; upgraded: the City upgrades its Power Plant; tourism: Tourist Markers arrive."`
		Adjacent bool           `yaml:"adjacent" doc:"Whether only a directly adjacent tile's activation counts (the arrows around the border)."`
		Match    content.Script `yaml:"match" doc:"A Bool expr script: which tiles count (subject_type() == \"industry\"); none: any."`
		Effect   content.Script `yaml:"effect" content:"required" doc:"An expr script: what the effect gives each time it acts."`
	} `yaml:"permanent" doc:"The Permanent Effect, from the time the tile is built to the end of the game."`
	Construction *struct {
		At            content.Pos    `yaml:"-"`
		Scope         string         `yaml:"scope" content:"required" enum:"scope" doc:"Which tiles the Construction Effect counts. adjacent: the tiles directly adjacent; city: every tile of the City."`
		DistinctTypes bool           `yaml:"distinct_types" doc:"Whether it counts one per different type (colour) of adjacent tile rather than every tile; it takes no match."`
		Match         content.Script `yaml:"match" doc:"A Bool expr script: which tiles count (subject_type() == \"industry\"); none: any."`
		Effect        content.Script `yaml:"effect" content:"required" doc:"An expr script: what the effect gives each time it acts."`
	} `yaml:"construction" doc:"The Construction Effect: when the tile is built, and later when a counted tile is built."`
	EndOfGame *struct {
		At     content.Pos    `yaml:"-"`
		Timing string         `yaml:"timing" enum:"endTiming" doc:"When the End of Game Effect acts. final: in Final Scoring (the default); before-expo: before the World Expo scoring at the end of round 12."`
		Effect content.Script `yaml:"effect" content:"required" doc:"An expr script: what the effect gives each time it acts."`
	} `yaml:"end_of_game" doc:"The End of Game Effect, during the final scoring."`
}

// Component counts the rulebook fixes ("Components").
var rulebookEraTiles = map[int]int{1: 27, 2: 27, 3: 24}

const (
	rulebookPlants     = 25
	rulebookStarting   = 15
	rulebookAllTiles   = 143
	rulebookMaxRecords = 200
)

// Load reads, checks and compiles The Capitals' content in fsys (under the
// folder Dir). Every problem is reported at once, each as
// file:line:col: message; the error wraps content.ErrInvalid.
func Load(fsys fs.FS) (*Content, error) {
	var errs content.Errors
	file := func(name string) string { return path.Join(Dir, name) }
	var rules rulesFile
	var tracks tracksFile
	var ini initiativeFile
	var proj projectsFile
	var rounds roundsFile
	var plants plantsFile
	content.Decode(fsys, file("rules.yaml"), &rules, &errs)
	content.Decode(fsys, file("tracks.yaml"), &tracks, &errs)
	content.Decode(fsys, file("initiative.yaml"), &ini, &errs)
	content.Decode(fsys, file("projects.yaml"), &proj, &errs)
	content.Decode(fsys, file("rounds.yaml"), &rounds, &errs)
	content.Decode(fsys, file("power_plants.yaml"), &plants, &errs)
	tileFiles := []string{"tiles_start.yaml", "tiles_era1.yaml", "tiles_era2.yaml", "tiles_era3.yaml", "tiles_prosperity.yaml"}
	eras := make([]tilesFile, len(tileFiles))
	for i, f := range tileFiles {
		content.Decode(fsys, file(f), &eras[i], &errs)
	}

	c := &Content{byID: map[string]int{}, selectable: map[int]int{}}
	at := func(f string) content.Pos { return content.Pos{File: file(f), Line: 1, Col: 1} }

	// Rules.
	c.minPlayers, c.maxPlayers = rules.Players.Min, rules.Players.Max
	if c.minPlayers < 2 || c.maxPlayers < c.minPlayers || c.maxPlayers > maxSeats {
		errs.Add(at("rules.yaml"), "players: min %d and max %d must satisfy 2 <= min <= max <= %d", c.minPlayers, c.maxPlayers, maxSeats)
	}
	c.tokens = rules.Setup.ConstructionTokens
	if c.tokens != len(rules.Setup.Tokens) || c.tokens > maxTokens {
		errs.Add(at("rules.yaml"), "setup: %d construction tokens but %d token cells (at most %d)", c.tokens, len(rules.Setup.Tokens), maxTokens)
	}
	for _, t := range rules.Setup.Tokens {
		if len(t) != 2 || !onGrid(t[0], t[1]) {
			errs.Add(at("rules.yaml"), "setup: a token cell is [row, column], each from %d to %d", -maxCoord, maxCoord)
			continue
		}
		c.startTokens = append(c.startTokens, [2]int{t[0], t[1]})
	}
	c.prosperityTiles = rules.ProsperityTiles
	c.prosperityDeal = map[int]int{}
	for _, d := range rules.ProsperityDeal {
		if d.Tiles < 0 || d.Players < 2 || d.Players > maxSeats || d.Players*d.Tiles > rules.ProsperityTiles {
			errs.Add(d.At, "prosperity_deal: %d tiles to each of %d players is more than the %d Prosperity tiles", d.Tiles, d.Players, rules.ProsperityTiles)
		}
		c.prosperityDeal[d.Players] = d.Tiles
	}
	for n := c.minPlayers; n <= c.maxPlayers && n <= maxSeats; n++ {
		if _, ok := c.prosperityDeal[n]; !ok {
			errs.Add(at("rules.yaml"), "prosperity_deal: no entry for %d players", n)
		}
	}
	c.lakeCubes = rules.LakeCubes
	c.penalty, c.passBonus, c.cultureActivations = rules.BuildingPenalty, rules.PassBonus, rules.CultureActivations
	c.taxPrestige, c.taxMoney = rules.Taxation.Prestige, rules.Taxation.Money
	if c.taxMoney <= 0 {
		errs.Add(at("rules.yaml"), "taxation: money must be positive")
	}
	c.unemploymentCap, c.psPenalty = rules.Expo.UnemploymentCap, rules.Expo.PSPenalty
	c.finalCubes, c.finalMoney, c.finalCulture, c.finalProgress = rules.Final.Cubes, rules.Final.Money, rules.Final.Culture, rules.Final.Progress
	if c.finalCubes <= 0 || c.finalMoney <= 0 || c.finalCulture <= 0 {
		errs.Add(at("rules.yaml"), "final: the exchange rates must be positive")
	}
	var typeIDs content.IDs
	for _, t := range rules.Types {
		typeIDs.Add("building type", t.ID, t.At, &errs)
		c.types = append(c.types, t.ID)
	}
	if len(c.types) == 0 || len(c.types) > 8 {
		errs.Add(at("rules.yaml"), "types: between 1 and 8 building types are supported")
	}
	c.densities = rules.Densities
	if len(c.densities) != 3 {
		errs.Add(at("rules.yaml"), "densities: the housing densities are low, medium and high (3 of them)")
	}
	c.options = content.Options(rules.Options, knownOptions, at("rules.yaml"), &errs)

	// Tracks.
	seen := map[string]bool{}
	for _, t := range tracks.Tracks {
		i, ok := trackIndex(t.ID)
		if !ok || i >= nTracks {
			errs.Add(t.At, "unknown track %q (the tracks are %v)", t.ID, trackIDs[:nTracks])
			continue
		}
		if seen[t.ID] {
			errs.Add(t.At, "track %q is defined twice", t.ID)
		}
		seen[t.ID] = true
		tr := Track{ID: t.ID, Label: t.Label, Min: t.Min, Max: t.Max, Start: t.Start, Circular: t.Circular, Provenance: t.Provenance, Prestige: t.Prestige}
		if t.Min > t.Max || t.Start < t.Min || t.Start > t.Max || t.Max-t.Min > 200 {
			errs.Add(t.At, "track %q: min %d, start %d and max %d must satisfy min <= start <= max (at most 200 spaces)", t.ID, t.Min, t.Start, t.Max)
		}
		if t.Circular != (i == tProg) {
			errs.Add(t.At, "track %q: only the Progress Track is circular", t.ID)
		}
		tr.low = c.constScript(t.Low, &errs)
		tr.high = c.constScript(t.High, &errs)
		if i == tEmp && len(t.Prestige) != t.Max-t.Min+1 {
			errs.Add(t.At, "track employment: prestige lists %d values for %d levels", len(t.Prestige), t.Max-t.Min+1)
		}
		if i != tEmp && t.Prestige != nil {
			errs.Add(t.At, "track %q: only the Employment Track shows Prestige", t.ID)
		}
		if len(t.Icons) > 0 {
			if i != tPS {
				errs.Add(t.At, "track %q: only the Public Services Track has icons", t.ID)
			}
			tr.icons = make([][]expr.Effect, t.Max-t.Min+1)
			for _, ic := range t.Icons {
				if ic.Level < t.Min || ic.Level > t.Max {
					errs.Add(ic.At, "icon level %d is off the track (%d to %d)", ic.Level, t.Min, t.Max)
					continue
				}
				tr.icons[ic.Level-t.Min] = c.constScript(ic.Effect, &errs)
			}
		}
		for _, a := range t.Attraction {
			tr.Attraction = append(tr.Attraction, Attraction{At: a.At, Below: a.Below})
		}
		if len(t.Attraction) > 0 && i != tCult {
			errs.Add(t.At, "track %q: only the Culture Track has Attraction Levels", t.ID)
		}
		c.tracks[i] = tr
	}
	for i := 0; i < nTracks; i++ {
		if !seen[trackIDs[i]] {
			errs.Add(at("tracks.yaml"), "track %q is missing", trackIDs[i])
		}
	}

	// Initiative.
	for _, sp := range ini.Spaces {
		if sp.Cost < 0 || sp.Multiplier < 0 || sp.Round2Multiplier < 0 {
			errs.Add(sp.At, "initiative space: cost and multipliers must not be negative")
		}
		c.spaces = append(c.spaces, Space{Cost: sp.Cost, Multiplier: sp.Multiplier, Mark: sp.Mark, Round2Multiplier: sp.Round2Multiplier, Provenance: sp.Provenance})
	}
	for _, sel := range ini.Selectable {
		if sel.Spaces < sel.Players || sel.Spaces > len(c.spaces) {
			errs.Add(sel.At, "selectable: %d players need between %d and %d spaces, not %d", sel.Players, sel.Players, len(c.spaces), sel.Spaces)
		}
		c.selectable[sel.Players] = sel.Spaces
	}
	for n := c.minPlayers; n <= c.maxPlayers && n <= maxSeats; n++ {
		if _, ok := c.selectable[n]; !ok {
			errs.Add(at("initiative.yaml"), "selectable: no entry for %d players", n)
		}
	}

	// Projects and rounds.
	c.rows, c.extraTiles, c.fullDrawMax = proj.Rows, proj.ExtraTiles, proj.FullDrawMax
	if c.fullDrawMax <= 0 {
		errs.Add(at("projects.yaml"), "full_draw_max must be positive")
	}
	if len(c.rows) == 0 || len(c.rows) > 3 {
		errs.Add(at("projects.yaml"), "rows: between 1 and 3 rows are supported")
	}
	for _, r := range rounds.Rounds {
		if r.Era < 1 || r.Era > 3 {
			errs.Add(at("rounds.yaml"), "round era %d must be 1, 2 or 3", r.Era)
		}
		c.rounds = append(c.rounds, Round{Era: r.Era, Expo: r.Expo, Prosperity: r.Prosperity})
	}
	if n := len(c.rounds); n > 0 && c.rounds[n-1].Prosperity {
		errs.Add(at("rounds.yaml"), "rounds: the last round has no Administrative Phase, so no Prosperity mark")
	}
	if n := len(c.rounds); n == 0 || n > 100 || !c.rounds[n-1].Expo {
		errs.Add(at("rounds.yaml"), "rounds: the last round must end with a World Expo")
	}

	// Tiles.
	var ids content.IDs
	eraCount := map[int]int{}
	starting, prosperity := 0, 0
	for fi, f := range eras {
		prosFile := fi == len(tileFiles)-1
		if f.Prosperity != prosFile {
			errs.Add(at(tileFiles[fi]), "prosperity: true belongs to tiles_prosperity.yaml only")
		}
		for _, t := range f.Tiles {
			ids.Add("tile", t.ID, t.At, &errs)
			tile := Tile{ID: t.ID, Name: t.Name, Era: f.Era, Cubes: t.Cubes, Players: max(t.Players, c.minPlayers), Copies: max(t.Copies, 1),
				Provenance: t.Provenance, Reconstructed: t.Reconstructed, Text: t.Text, At: t.At, Type: slices.Index(c.types, t.Type),
				Prosperity: prosFile, Shield: t.ShieldAdjacent}
			if prosFile != (t.Type == prosperityType) {
				errs.Add(t.At, "tile %q: the tiles of tiles_prosperity.yaml, and they only, are of type %q", t.ID, prosperityType)
			}
			if prosFile != !t.Requires.IsZero() {
				errs.Add(t.At, "tile %q: a Prosperity tile, and it only, has a Construction Requirement (requires)", t.ID)
			}
			tile.requires = c.compileBool(t.Requires, &errs)
			if tile.Type < 0 {
				errs.Add(t.At, "tile %q: type %q is not one of %v", t.ID, t.Type, c.types)
			}
			if t.Density != "" {
				tile.Density = slices.Index(c.densities, t.Density) + 1
				if tile.Density == 0 {
					errs.Add(t.At, "tile %q: density %q is not one of %v", t.ID, t.Density, c.densities)
				}
			}
			for _, r := range t.Reconstructed {
				if r != "cubes" && r != "players" && r != "density" {
					errs.Add(t.At, "tile %q: reconstructed lists %q; it may list cubes, players, density", t.ID, r)
				}
			}
			if t.Cubes < 0 || t.Cubes > 9 || t.Players < 0 || t.Players > maxSeats {
				errs.Add(t.At, "tile %q: cubes (0-9) or players (0-%d) out of range", t.ID, maxSeats)
			}
			if fi == 0 {
				starting += tile.Copies
			} else if prosFile {
				prosperity++
				if t.Copies > 1 {
					errs.Add(t.At, "tile %q: Prosperity tiles are unique", t.ID)
				}
			} else {
				eraCount[f.Era]++
				if t.Copies > 1 {
					errs.Add(t.At, "tile %q: Era tiles are unique", t.ID)
				}
			}
			if wantEra := fi % (len(tileFiles) - 1); f.Era != wantEra {
				errs.Add(t.At, "tile %q: %s must hold era %d tiles", t.ID, tileFiles[fi], wantEra)
			}
			tile.immediate = c.compileEffects(t.Immediate, &errs)
			tile.listed, tile.elems = c.listedEffects(t.Immediate, tile.immediate, &errs)
			tile.activation = c.compileEffects(t.Activation, &errs)
			if tile.activation != nil {
				for _, call := range compiler.Calls(t.Activation) {
					tile.activationFree = tile.activationFree || call.Func == "activate_adjacent"
				}
			}
			for _, call := range compiler.Calls(t.Immediate) {
				tile.immediateFree = tile.immediateFree || call.Func == "activate_adjacent"
				if call.Func == "gain" && len(call.Args) == 2 && call.Args[0] == "progress" {
					if n, ok := call.Args[1].(int); ok {
						tile.Progress += n
					}
				}
			}
			if p := t.Permanent; p != nil {
				pm := &permanent{adjacent: p.Adjacent, effect: c.compileEffects(p.Effect, &errs)}
				switch p.On {
				case "activated":
					pm.on = OnActivated
				case "upgraded", "tourism":
					pm.on = OnUpgraded
					if p.On == "tourism" {
						pm.on = OnTourism
					}
					if p.Adjacent || !p.Match.IsZero() {
						errs.Add(p.At, "tile %q: an %s trigger has no adjacency or match", t.ID, p.On)
					}
				default:
					errs.Add(p.At, "tile %q: on %q must be activated, upgraded or tourism", t.ID, p.On)
				}
				pm.match, pm.matchSrc = c.compileBool(p.Match, &errs), p.Match
				tile.perm = pm
			}
			if k := t.Construction; k != nil {
				cn := &construction{distinct: k.DistinctTypes, effect: c.compileEffects(k.Effect, &errs)}
				switch k.Scope {
				case "city":
					cn.city = true
				case "adjacent":
				default:
					errs.Add(k.At, "tile %q: scope %q must be adjacent or city", t.ID, k.Scope)
				}
				if k.DistinctTypes && (!k.Match.IsZero() || cn.city) {
					errs.Add(k.At, "tile %q: distinct_types counts adjacent tiles and takes no match", t.ID)
				}
				cn.match, cn.matchSrc = c.compileBool(k.Match, &errs), k.Match
				tile.cons = cn
			}
			if e := t.EndOfGame; e != nil {
				ee := &endEffect{effect: c.compileEffects(e.Effect, &errs)}
				switch e.Timing {
				case "", "final":
				case "before-expo":
					ee.beforeExpo = true
				default:
					errs.Add(e.At, "tile %q: timing %q must be final or before-expo", t.ID, e.Timing)
				}
				tile.end = ee
				for _, call := range compiler.Calls(e.Effect) {
					tile.endFree = tile.endFree || call.Func == "activate_adjacent"
				}
			}
			others := []content.Script{t.Activation}
			if t.Permanent != nil {
				others = append(others, t.Permanent.Effect)
			}
			if t.Construction != nil {
				others = append(others, t.Construction.Effect)
			}
			if t.EndOfGame != nil {
				others = append(others, t.EndOfGame.Effect)
			}
			for _, sc := range others {
				for _, call := range compiler.Calls(sc) {
					if call.Func == "build_extra" {
						errs.Add(t.At, "tile %q: build_extra() belongs to Immediate Effects", t.ID)
					}
				}
			}
			c.addTile(tile)
		}
	}
	for era, want := range rulebookEraTiles {
		if eraCount[era] != want {
			errs.Add(at(fmt.Sprintf("tiles_era%d.yaml", era)), "Era %d: the rulebook's Components list %d tiles, these count %d", era, want, eraCount[era])
		}
	}

	// Power Plants.
	plantsTotal, startPlants := 0, 0
	for _, p := range plants.Plants {
		ids.Add("tile", p.ID, p.At, &errs)
		tile := Tile{ID: p.ID, Name: p.Name, Type: -1, Plant: true, Level: p.Level, Activations: p.Activations, Cubes: p.Cubes,
			Copies: max(p.Copies, 1), Provenance: p.Provenance, At: p.At, Players: c.minPlayers}
		if p.Level < 1 || p.Level > 20 || p.Activations < 0 || p.Cubes < 0 {
			errs.Add(p.At, "power plant %q: level 1-20, activations and cubes not negative", p.ID)
		}
		if p.ID == rules.Setup.PowerPlant {
			startPlants += tile.Copies
		} else {
			plantsTotal += tile.Copies
			if tile.Copies != 1 {
				errs.Add(p.At, "power plant %q: only the starting plant has copies", p.ID)
			}
		}
		c.addTile(tile)
	}
	if plantsTotal != rulebookPlants {
		errs.Add(at("power_plants.yaml"), "the rulebook's Components list 25 Power Plants, these count %d", plantsTotal)
	}
	if starting+startPlants != rulebookStarting {
		errs.Add(at("tiles_start.yaml"), "the rulebook's Components list 15 Starting Tiles, these count %d", starting+startPlants)
	}
	if prosperity != c.prosperityTiles {
		errs.Add(at("tiles_prosperity.yaml"), "prosperity_tiles in rules.yaml says %d Prosperity tiles, tiles_prosperity.yaml holds %d", c.prosperityTiles, prosperity)
	}
	if n := len(c.inst); n != rulebookAllTiles && len(errs.Unwrap()) == 0 {
		errs.Add(at("rules.yaml"), "the rulebook's Components list 143 tiles, the content holds %d (with %d Prosperity tiles)", n, prosperity)
	}
	if len(c.inst) > maxInstances {
		errs.Add(at("rules.yaml"), "at most %d tiles are supported, found %d", maxInstances, len(c.inst))
	}
	sp, ok := c.byID[rules.Setup.PowerPlant]
	if !ok || !c.tiles[sp].Plant {
		errs.Add(at("rules.yaml"), "setup: power_plant %q is not a power plant", rules.Setup.PowerPlant)
	}
	c.startPlant = sp
	for _, st := range rules.Setup.Tiles {
		k, ok := c.byID[st.Tile]
		if !ok || c.tiles[k].Era != 0 || c.tiles[k].Plant || len(st.At) != 2 || !onGrid(st.At[0], st.At[1]) {
			errs.Add(at("rules.yaml"), "setup: %q is not a starting tile at [row, column], each from %d to %d", st.Tile, -maxCoord, maxCoord)
			continue
		}
		c.startTiles = append(c.startTiles, startTile{kind: k, r: st.At[0], c: st.At[1]})
	}
	// Plants by level, richest first: "the first City ... will take the
	// Power Plant Tile which offers the most Energy Cubes".
	for k, t := range c.tiles {
		if !t.Plant || k == c.startPlant {
			continue
		}
		for len(c.plantsByLevel) <= t.Level {
			c.plantsByLevel = append(c.plantsByLevel, nil)
		}
		c.plantsByLevel[t.Level] = append(c.plantsByLevel[t.Level], k)
		c.maxLevel = max(c.maxLevel, t.Level)
	}
	for _, l := range c.plantsByLevel {
		slices.SortStableFunc(l, func(a, b int) int { return c.tiles[b].Cubes - c.tiles[a].Cubes })
	}
	if sp >= 0 && sp < len(c.tiles) {
		for l := c.tiles[sp].Level + 1; l <= c.maxLevel; l++ {
			if len(c.plantsByLevel[l]) == 0 {
				errs.Add(at("power_plants.yaml"), "no power plant of level %d", l)
			}
		}
	}

	if err := errs.Err(); err != nil {
		return nil, err
	}
	c.tabulateMatches()
	fp, err := content.Fingerprint(fsys, Dir)
	if err != nil {
		return nil, fmt.Errorf("capitals: fingerprint: %w", err)
	}
	c.fingerprint = fp
	return c, nil
}

// onGrid reports whether a cell of the setup is inside the coordinates a
// City may use.
func onGrid(r, c int) bool { return r >= -maxCoord && r <= maxCoord && c >= -maxCoord && c <= maxCoord }

func (c *Content) addTile(t Tile) {
	k := len(c.tiles)
	if _, dup := c.byID[t.ID]; !dup {
		c.byID[t.ID] = k
	}
	c.tiles = append(c.tiles, t)
	c.firstInst = append(c.firstInst, int16(len(c.inst)))
	for i := 0; i < t.Copies; i++ {
		c.inst = append(c.inst, int16(k))
	}
}

// compileEffects compiles an effects script, checks the names it passes and
// runs it once when it reads nothing of the state.
func (c *Content) compileEffects(s content.Script, errs *content.Errors) *script {
	if s.IsZero() {
		return nil
	}
	c.checkReferences(s, errs)
	p, err := compiler.Compile(s, expr.Effects)
	if err != nil {
		errs.AddError(err)
		return nil
	}
	sc, ok := c.newScript(s, p, errs)
	if !ok {
		return nil
	}
	return sc
}

// newScript runs the compiled effects script p of s once when it reads
// nothing of the state, or for every count when it reads only count().
func (c *Content) newScript(s content.Script, p *expr.Program, errs *content.Errors) (*script, bool) {
	sc := &script{prog: p}
	if isConstant(s) {
		var r expr.Runner
		effects, err := r.RunEffects(p, &Env{cell: -1, subject: -1}, nil)
		if err != nil {
			errs.AddError(expr.LoadError(s, err))
			return nil, false
		}
		sc.isCon, sc.consts = true, effects
	} else if readsOnly(s, "count") {
		var r expr.Runner
		for n := 0; n <= maxCells; n++ {
			effects, err := r.RunEffects(p, &Env{cell: -1, subject: -1, times: n}, nil)
			if err != nil {
				sc.byCount = nil // fails for some count: run it at play time
				break
			}
			sc.byCount = append(sc.byCount, effects)
		}
	}
	return sc, true
}

// tabulateMatches runs, for every tile kind, each match script that reads
// nothing but the tile it is asked about, so that play looks the answer up.
func (c *Content) tabulateMatches() {
	s := &State{c: c}
	table := func(prog *expr.Program, src content.Script) []bool {
		if prog == nil || !readsOnly(src, "subject_type", "subject_density", "subject_progress") {
			return nil
		}
		var r expr.Runner
		tab := make([]bool, len(c.tiles))
		for k := range c.tiles {
			ok, err := r.RunBool(prog, &Env{s: s, cell: -1, subject: k})
			if err != nil {
				return nil // run it at play time, which reports the error
			}
			tab[k] = ok
		}
		return tab
	}
	for k := range c.tiles {
		t := &c.tiles[k]
		if t.perm != nil {
			t.perm.matchTab = table(t.perm.match, t.perm.matchSrc)
		}
		if t.cons != nil {
			t.cons.matchTab = table(t.cons.match, t.cons.matchSrc)
		}
	}
}

func (c *Content) compileBool(s content.Script, errs *content.Errors) *expr.Program {
	if s.IsZero() {
		return nil
	}
	c.checkReferences(s, errs)
	p, err := compiler.Compile(s, expr.Bool)
	if err != nil {
		errs.AddError(err)
		return nil
	}
	return p
}

// constScript compiles a script that must read nothing of the state (track
// ends and icons) and returns its effects.
func (c *Content) constScript(s content.Script, errs *content.Errors) []expr.Effect {
	sc := c.compileEffects(s, errs)
	if sc == nil {
		return nil
	}
	if !sc.isCon {
		errs.Add(s.Pos, "this script may only use gain, pay and the combinators: it is applied the same way every time")
		return nil
	}
	return sc.consts
}

// Default loads the content embedded in the module.
func Default() (*Content, error) { return Load(content.Default()) }

// MustDefault is Default for the embedded content, which the module's tests
// check; it panics only if the module itself was built broken.
func MustDefault() *Content {
	c, err := Default()
	if err != nil {
		panic("capitals: embedded content: " + err.Error())
	}
	return c
}
