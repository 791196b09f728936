package capitals

// The shapes of The Capitals' content files, as content.DecodeFile reads
// them: a field's tags say its YAML key, what values it takes and, in doc,
// what it means for the designer's guide. What a file's records become,
// and the checks of their values against the rules and the other files,
// are in the loader of that file (load_*.go).

import "github.com/rulebook-go/rulebook/content"

// initiativeFile is initiative.yaml: the Initiative Track's spaces.
type initiativeFile struct {
	Where  content.Places `yaml:"-"`
	Spaces []struct {
		At               content.Pos        `yaml:"-"`
		Where            content.Places     `yaml:"-"`
		Cost             int                `yaml:"cost" content:"range=0..20" doc:"The space's value in $, paid times the multiplier of the player's previous space."`
		Multiplier       int                `yaml:"multiplier" content:"required,range=0..9" doc:"The space's multiplier (x): what a City on it pays for its next choice, per $."`
		Mark             int                `yaml:"mark" content:"range=0..5" doc:"The player-count icon printed on the space; 0 for none."`
		Round2Multiplier int                `yaml:"round2_multiplier" content:"range=0..9" doc:"The multiplier paid from this space in Round 2 when as many play as its mark (\"pays a multiplier of only 1X\"); 0: none."`
		Provenance       content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"spaces" content:"required,len=1..20" doc:"The Initiative Track's spaces, left (the first player) to right."`
	Selectable []countEntry[struct {
		Spaces int `yaml:"spaces" content:"required,range=1..20" doc:"How many of the leftmost spaces may be chosen with that many players."`
	}] `yaml:"selectable" content:"required" doc:"The spaces players may choose, by player count; one entry for every count."`
}

// plantsFile is power_plants.yaml: the Power Plants.
type plantsFile struct {
	Plants []struct {
		content.Named `yaml:",inline" id:"The Power Plant's id." name:"The plant's name."`
		Level         int                `yaml:"level" content:"required,range=1..20" doc:"The plant's level, the number on its back (1 to 20); a City upgrades to the next level."`
		Activations   int                `yaml:"activations" content:"required,range=0..9" doc:"Activations the plant gives each Executive Phase."`
		Cubes         int                `yaml:"cubes" content:"required,range=0..20" doc:"Energy Cubes the plant produces."`
		Copies        int                `yaml:"copies" content:"range=0..20" doc:"Copies of the plant; 0 or none: 1."`
		Provenance    content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"plants" content:"required" doc:"The Power Plants, sorted by the numbers on their backs."`
}

// projectsFile is projects.yaml: the Projects Area's rows and deal.
type projectsFile struct {
	Where      content.Places     `yaml:"-"`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Rows       []int              `yaml:"rows" content:"required,len=1..3,range=0..20" doc:"The cost in $ of each row of the Projects Area, first to last (\"the $2 and $4 rows\"), 1 to 3 rows."`
	ExtraTiles int                `yaml:"extra_tiles" content:"required,range=0..20" doc:"Era tiles dealt beyond one per player (\"two Era I Building Tiles plus one more for every player\")."`
	// FullDrawMax caps the tiles drawn each Administrative Phase with the
	// VARIANT (full_draw): "only draw six tiles ... with 5 players".
	FullDrawMax int `yaml:"full_draw_max" content:"required,range=1..20" doc:"With the variant full_draw, the most tiles drawn each Administrative Phase (\"only draw six tiles\")."`
}

// roundsFile is rounds.yaml: the Round Area, every round and its Era.
type roundsFile struct {
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Where      content.Places     `yaml:"-"`
	Rounds     []struct {
		Era        int                `yaml:"era" content:"required,range=1..3" doc:"The round's Era: 1, 2 or 3."`
		Expo       bool               `yaml:"expo" doc:"Whether a World Expo Evaluation ends the round (the end of each Era; the last round must)."`
		Prosperity bool               `yaml:"prosperity" doc:"Whether the round's Administrative Phase deals the Prosperity add-on's tiles (not the last round)."`
		Provenance content.Provenance `yaml:"provenance" doc:"Where the round's marks come from, overriding the file's provenance."` // overrides the file's, for a reconstructed mark
	} `yaml:"rounds" content:"required,len=1..100" doc:"The Round Area: every round in order (\"3 eras ... each era is further divided into 4 game rounds\")."`
}

// rulesFile is rules.yaml: the setup, counts and rules options.
type rulesFile struct {
	Where      content.Places      `yaml:"-"`
	Provenance content.Provenance  `yaml:"provenance" content:"required"`
	Players    content.PlayerRange `yaml:"players" content:"required" doc:"The smallest and largest number of players: 2 <= min <= max <= 5."`
	Setup      struct {
		Where              content.Places `yaml:"-"`
		ConstructionTokens int            `yaml:"construction_tokens" content:"required,range=0..2" doc:"Construction Tokens each player starts with (\"2 Construction Tokens\")."`
		Tiles              []struct {
			Where content.Places `yaml:"-"`
			Tile  string         `yaml:"tile" content:"required" enum:"tile" doc:"The starting tile: an id of the tile files."`
			At    []int          `yaml:"at" content:"required,len=2..2,range=-40..40" doc:"Its cell in the City, [row, column]."`
		} `yaml:"tiles" content:"required" doc:"The tiles of each player's City center at setup, placed side by side, and their cells."`
		Tokens     [][]int            `yaml:"tokens" content:"required,len=..2,range=-40..40" doc:"The cells [row, column] of the Construction Tokens placed between the starting tiles, one per token."`
		PowerPlant string             `yaml:"power_plant" content:"required" enum:"plant" doc:"The Power Plant each player starts with: an id of power_plants.yaml."`
		Provenance content.Provenance `yaml:"provenance" content:"required" doc:"Where the starting layout comes from: the rulebook shows it only in an illustration."`
	} `yaml:"setup" content:"required" doc:"Each City's starting tiles, Construction Tokens and Power Plant."`
	Components struct {
		Where         content.Places     `yaml:"-"`
		Provenance    content.Provenance `yaml:"provenance" content:"required"`
		EraTiles      []int              `yaml:"era_tiles" content:"required,len=3..3,range=0..100" doc:"Building Tiles of Era I, II and III (\"27 Era I Buildings, 27 Era II Buildings, 24 Era III Buildings\"); the tile files must hold as many."`
		PowerPlants   int                `yaml:"power_plants" content:"required,range=0..100" doc:"Power Plants other than the starting ones (\"25 Power Plants\")."`
		StartingTiles int                `yaml:"starting_tiles" content:"required,range=0..100" doc:"Starting Tiles, the starting Power Plants included (\"15 Starting Tiles\")."`
		Tiles         int                `yaml:"tiles" content:"required,range=1..200" doc:"Every tile of the box, the Prosperity tiles included (\"143 Building Tiles\"); at most 200."`
	} `yaml:"components" content:"required" doc:"The component counts of the rulebook's Components list; Load checks the tile and Power Plant files against them."`
	ProsperityTiles int `yaml:"prosperity_tiles" content:"required,range=0..100" doc:"Prosperity tiles in the add-on's stack."`
	ProsperityDeal  []countEntry[struct {
		Tiles int `yaml:"tiles" content:"required,range=0..25" doc:"Prosperity tiles dealt face down to each player (\"When playing with 5 players, deal only 5\")."`
	}] `yaml:"prosperity_deal" content:"required" doc:"Prosperity tiles dealt to each player, by player count; one entry for every count."`
	LakeCubes          int `yaml:"lake_cubes" content:"required,range=0..9" doc:"Energy Cubes received for building a Lake (\"Immediately after the Lake is built, the player receives 2 Energy Cubes\")."`
	BuildingPenalty    int `yaml:"building_penalty" content:"required,range=0..9" doc:"Prestige lost for each Building Phase rule a placement does not follow (\"a penalty of 2 Prestige Points\")."`
	PassBonus          int `yaml:"pass_bonus" content:"required,range=0..9" doc:"What a City that passes all activations gains: this many Prestige Points or Energy Cubes."`
	CultureActivations int `yaml:"highest_culture_activations" content:"required,range=0..9" doc:"Extra activations of the City with the Highest Culture Level in the Executive Phase."`
	Taxation           struct {
		Prestige int `yaml:"prestige" content:"required,range=0..9" doc:"Prestige Points a taxing player loses (\"losing 1 Prestige Point\")."`
		Money    int `yaml:"money" content:"required,range=1..20" doc:"Money a taxing player adds to the Economy Track (\"adding $3\"), more than 0."`
	} `yaml:"taxation" content:"required" doc:"Taxation: a player trades Prestige for Money."`
	Expo struct {
		UnemploymentCap int `yaml:"unemployment_cap" content:"required,range=0..20" doc:"The most Prestige the World Expo's unemployment loss takes (\"capped at -3 Prestige Points\")."`
		PSPenalty       int `yaml:"public_services_penalty" content:"required,range=0..9" doc:"Prestige lost in the World Expo for each Player Marker on a higher Public Services level (\"lose 2 Prestige Points\")."`
	} `yaml:"expo" content:"required" doc:"The World Expo Evaluation held at the end of each Era."`
	Final struct {
		Cubes    int `yaml:"cubes_per_prestige" content:"required,range=1..99" doc:"Final Scoring: Energy Cubes per Prestige Point."`
		Money    int `yaml:"money_per_prestige" content:"required,range=1..99" doc:"Final Scoring: Money per Prestige Point."`
		Culture  int `yaml:"culture_per_prestige" content:"required,range=1..99" doc:"Final Scoring: Culture levels per Prestige Point."`
		Progress int `yaml:"prestige_per_progress_space" content:"required,range=0..99" doc:"Final Scoring: Prestige Points per Progress space."`
	} `yaml:"final" content:"required" doc:"The exchange rates of Final Scoring, each more than 0."`
	Types []struct {
		At    content.Pos `yaml:"-"`
		ID    string      `yaml:"id" content:"required" doc:"The type's id, as tiles and scripts name it: \"housing\"."`
		Label string      `yaml:"label" content:"required" doc:"The type's name as printed: \"Housing\"."`
	} `yaml:"types" content:"required,len=1..8" doc:"The Building Tile types (\"Housing, Industry, Commerce, Tourism, Public, Power, Prosperity\"), 1 to 8; a tile's type is one of these ids."`
	Densities []string               `yaml:"densities" content:"required,len=3..3" doc:"The Housing densities of the tiles' title bars, lowest first: low, medium, high."`
	Options   []content.OptionRecord `yaml:"options" doc:"The named rules options where the rulebook is ambiguous or silent, each with its default; a game may choose another reading."`
}

// tilesFile is one of the tiles files, tiles_start.yaml to
// tiles_prosperity.yaml: Building Tiles.
type tilesFile struct {
	Era int `yaml:"era" content:"range=0..3" doc:"The Era whose tiles the file holds (1 to 3); 0 for the starting and Prosperity tiles."`
	// Prosperity marks the file of the add-on's Prosperity tiles (era 0).
	Prosperity bool         `yaml:"prosperity" doc:"Marks the file of the add-on's Prosperity tiles (tiles_prosperity.yaml only)."`
	Tiles      []tileRecord `yaml:"tiles" content:"required" doc:"The Building Tiles of the file."`
}

// tileRecord is one Building Tile of a tiles file.
type tileRecord struct {
	content.Named `yaml:",inline" id:"The tile's id, unique; moves and records name it." name:"The tile's name as printed."`
	Type          string             `yaml:"type" content:"required" enum:"type" doc:"The tile's type: one of the types of rules.yaml (prosperity for the Prosperity tiles only)."`
	Density       string             `yaml:"density" enum:"density" doc:"A Housing tile's density icon: one of the densities of rules.yaml."`
	Cubes         int                `yaml:"cubes" content:"range=0..9" doc:"Energy Cubes an activation costs, 0 to 9."`
	Players       int                `yaml:"players" content:"range=0..5" doc:"The player-count icon: the fewest players that use the tile (\"marked with the 4-player or 5-player symbol\"); 0 for every count."`
	Copies        int                `yaml:"copies" content:"range=0..50" doc:"Copies of a starting tile or Power tile; Era and Prosperity tiles are unique."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
	Reconstructed []string           `yaml:"reconstructed" enum:"reconstructedField" doc:"The fields of the record that are reconstructed where the rest is the rulebook's: cubes, players or density."`
	Text          string             `yaml:"text" content:"required" doc:"The tile's effects as the tile appendix words them."`
	// Requires is a Prosperity tile's Construction Requirement (Bool).
	Requires content.Script `yaml:"requires" doc:"A Prosperity tile's Construction Requirement (\"To Build\"): a Bool expr script."`
	// Modifies lists the rules the tile changes for the tiles it concerns
	// (modifiers.go).
	Modifies     []modifierRecord `yaml:"modifies" doc:"Rule modifiers: the rules the tile changes for the tiles built beside it or in its City (the tiles built adjacent to it \"suffer no building penalties\")."`
	Immediate    content.Script   `yaml:"immediate" doc:"An expr script: the Immediate Effects, once, as soon as the tile is built; a list is resolved in the order the player chooses."`
	Activation   content.Script   `yaml:"activation" doc:"An expr script: the Activation Effect, each time the player uses Energy Cubes to activate the tile."`
	Permanent    *listenerRecord  `yaml:"permanent" doc:"The Permanent Effect, from the time the tile is built to the end of the game: what it waits for and what it gives."`
	Construction *struct {
		At     content.Pos    `yaml:"-"`
		Where  content.Places `yaml:"-"`
		Scope  string         `yaml:"scope" content:"required" enum:"scope" doc:"Which tiles the Construction Effect counts. adjacent: the tiles directly adjacent; city: every tile of the City."`
		Match  content.Script `yaml:"match" doc:"A Bool expr script: which tiles count (subject_is(\"industry\")) when the tile is built and, later, which tiles built set it off again; none: any."`
		Count  content.Script `yaml:"count" doc:"An Int expr script read at the tile when it is built: the count of a condition that is no tile's own (\"for each different type (color) of tile that is adjacent\": adjacent_types(\"any\")); the match then says only which tiles built later set it off. None: the tiles of the scope built before it that the match accepts."`
		Effect content.Script `yaml:"effect" content:"required" doc:"An expr script: what the effect gives each time it acts."`
	} `yaml:"construction" doc:"The Construction Effect: when the tile is built, and later when a counted tile is built."`
	EndOfGame *struct {
		At     content.Pos    `yaml:"-"`
		Where  content.Places `yaml:"-"`
		Timing string         `yaml:"timing" enum:"endTiming" doc:"When the End of Game Effect acts. final: in Final Scoring (the default); before-expo: before the World Expo scoring at the end of round 12."`
		Effect content.Script `yaml:"effect" content:"required" doc:"An expr script: what the effect gives each time it acts."`
	} `yaml:"end_of_game" doc:"The End of Game Effect, during the final scoring."`
}

// tracksFile is tracks.yaml: the City Tracks and their spaces.
type tracksFile struct {
	Tracks []struct {
		At       content.Pos    `yaml:"-"`
		Where    content.Places `yaml:"-"`
		ID       string         `yaml:"id" content:"required" enum:"track" doc:"Which City Track this is: each of the board's tracks appears once."`
		Label    string         `yaml:"label" content:"required" doc:"The track's name as printed."`
		Min      int            `yaml:"min" content:"range=-200..200" doc:"The track's first level (it may be below 0)."`
		Max      int            `yaml:"max" content:"required,range=-200..200" doc:"The track's last level; min <= start <= max, at most 200 levels."`
		Start    int            `yaml:"start" content:"range=-200..200" doc:"The level every City starts on."`
		Circular bool           `yaml:"circular" doc:"Whether moving past the last level starts the track again (the Progress Track only)."`
		Low      content.Script `yaml:"low" doc:"An expr script: the red arrow at the start, what a City gains or loses each time it would move below min (\"awarded only once each time a player would move off the Track\")."`
		High     content.Script `yaml:"high" doc:"An expr script: the red arrow at the end, what a City gains or loses each time it would move beyond max."`
		Prestige []int          `yaml:"prestige" content:"range=-99..99" doc:"The Prestige printed on each level, min to max, scored at the World Expo (the Employment Track only)."`
		Icons    []struct {
			At     content.Pos    `yaml:"-"`
			Where  content.Places `yaml:"-"`
			Level  int            `yaml:"level" content:"range=-200..200" doc:"The level the icon is printed on."`
			Effect content.Script `yaml:"effect" content:"required" doc:"An expr script: what the icon gives a City on this level at the World Expo Evaluation."`
		} `yaml:"icons" doc:"The icons printed on the levels, collected during the World Expo Evaluation (the Public Services Track only)."`
		Attraction []struct {
			At    int `yaml:"at" content:"required,range=-200..200" doc:"The space the Attraction Level is reached on (\"achieved on spaces 9, 14 and 24\")."`
			Below int `yaml:"below" content:"required,range=-200..200" doc:"Its Attraction Range: the Highest Culture City claims the Tourist Markers of Cities below this space."`
		} `yaml:"attraction" doc:"The Attraction Levels (the Culture Track only)."`
		Provenance content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"tracks" content:"required" doc:"The City Tracks of the board, with the symbols at their ends and on their spaces."`
}
