package capitals

import (
	"github.com/rulebook-go/rulebook/content"
)

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

// loadRules reads rules.yaml but for its setup's tiles and Power Plant,
// which loadSetup finds among the tiles.
func (l *loader) loadRules(rules *rulesFile) {
	c, errs := l.c, l.errs
	c.minPlayers, c.maxPlayers = rules.Players.Min, rules.Players.Max
	if c.minPlayers < 2 || c.maxPlayers < c.minPlayers || c.maxPlayers > maxSeats {
		errs.Add(filePos("rules.yaml"), "players: min %d and max %d must satisfy 2 <= min <= max <= %d", c.minPlayers, c.maxPlayers, maxSeats)
	}
	c.tokens = rules.Setup.ConstructionTokens
	if c.tokens != len(rules.Setup.Tokens) || c.tokens > maxTokens {
		errs.Add(filePos("rules.yaml"), "setup: %d construction tokens but %d token cells (at most %d)", c.tokens, len(rules.Setup.Tokens), maxTokens)
	}
	for _, t := range rules.Setup.Tokens {
		if len(t) != 2 || !onGrid(t[0], t[1]) {
			errs.Add(filePos("rules.yaml"), "setup: a token cell is [row, column], each from %d to %d", -maxCoord, maxCoord)
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
			errs.Add(filePos("rules.yaml"), "prosperity_deal: no entry for %d players", n)
		}
	}
	c.lakeCubes = rules.LakeCubes
	c.penalty, c.passBonus, c.cultureActivations = rules.BuildingPenalty, rules.PassBonus, rules.CultureActivations
	c.taxPrestige, c.taxMoney = rules.Taxation.Prestige, rules.Taxation.Money
	if c.taxMoney <= 0 {
		errs.Add(filePos("rules.yaml"), "taxation: money must be positive")
	}
	c.unemploymentCap, c.psPenalty = rules.Expo.UnemploymentCap, rules.Expo.PSPenalty
	c.finalCubes, c.finalMoney, c.finalCulture, c.finalProgress = rules.Final.Cubes, rules.Final.Money, rules.Final.Culture, rules.Final.Progress
	if c.finalCubes <= 0 || c.finalMoney <= 0 || c.finalCulture <= 0 {
		errs.Add(filePos("rules.yaml"), "final: the exchange rates must be positive")
	}
	var typeIDs content.IDs
	for _, t := range rules.Types {
		typeIDs.Add("building type", t.ID, t.At, errs)
		c.types = append(c.types, t.ID)
	}
	if len(c.types) == 0 || len(c.types) > 8 {
		errs.Add(filePos("rules.yaml"), "types: between 1 and 8 building types are supported")
	}
	c.densities = rules.Densities
	if len(c.densities) != 3 {
		errs.Add(filePos("rules.yaml"), "densities: the housing densities are low, medium and high (3 of them)")
	}
	c.options = content.Options(rules.Options, knownOptions, filePos("rules.yaml"), errs)
}

// loadSetup finds rules.yaml's starting Power Plant and tiles among the
// tiles and Power Plants loaded.
func (l *loader) loadSetup(rules *rulesFile) {
	c, errs := l.c, l.errs
	sp, ok := c.byID[rules.Setup.PowerPlant]
	if !ok || !c.tiles[sp].Plant {
		errs.Add(filePos("rules.yaml"), "setup: power_plant %q is not a power plant", rules.Setup.PowerPlant)
	}
	c.startPlant = sp
	for _, st := range rules.Setup.Tiles {
		k, ok := c.byID[st.Tile]
		if !ok || c.tiles[k].Era != 0 || c.tiles[k].Plant || len(st.At) != 2 || !onGrid(st.At[0], st.At[1]) {
			errs.Add(filePos("rules.yaml"), "setup: %q is not a starting tile at [row, column], each from %d to %d", st.Tile, -maxCoord, maxCoord)
			continue
		}
		c.startTiles = append(c.startTiles, startTile{kind: k, r: st.At[0], c: st.At[1]})
	}
}
