package capitals

import (
	"slices"

	"github.com/rulebook-go/rulebook/content"
)

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

// loadRules reads rules.yaml but for its setup's tiles and Power Plant,
// which loadSetup finds among the tiles.
func (l *loader) loadRules(rules *rulesFile) {
	c, errs := l.c, l.errs
	c.minPlayers, c.maxPlayers = rules.Players.Check(2, maxSeats, errs)
	l.rules = rules.Where
	c.tokens = rules.Setup.ConstructionTokens
	if c.tokens != len(rules.Setup.Tokens) {
		errs.Add(rules.Setup.Where.Of("construction_tokens"), "setup: %d construction tokens but %d token cells", c.tokens, len(rules.Setup.Tokens))
	}
	for i, t := range rules.Setup.Tokens {
		if len(t) != 2 || !onGrid(t[0], t[1]) {
			errs.Add(rules.Setup.Where.Item("tokens", i), "setup: a token cell is [row, column], each from %d to %d", -maxCoord, maxCoord)
			continue
		}
		c.startTokens = append(c.startTokens, [2]int{t[0], t[1]})
	}
	c.prosperityTiles = rules.ProsperityTiles
	l.counts = rules.Components.Where
	c.eraTiles, c.plantCount = rules.Components.EraTiles, rules.Components.PowerPlants
	c.startingTiles, c.tileCount = rules.Components.StartingTiles, rules.Components.Tiles
	c.prosperityDeal = map[int]int{}
	for _, d := range rules.ProsperityDeal {
		if n := d.Value.Tiles; d.Players*n > rules.ProsperityTiles {
			errs.Add(d.Where.Of("tiles"), "prosperity_deal: %d tiles to each of %d players is more than the %d Prosperity tiles", n, d.Players, rules.ProsperityTiles)
		}
		c.prosperityDeal[d.Players] = d.Value.Tiles
	}
	l.everyCount(c.prosperityDeal, rules.Where, "prosperity_deal")
	c.lakeCubes = rules.LakeCubes
	c.penalty, c.passBonus, c.cultureActivations = rules.BuildingPenalty, rules.PassBonus, rules.CultureActivations
	c.taxPrestige, c.taxMoney = rules.Taxation.Prestige, rules.Taxation.Money
	c.unemploymentCap, c.psPenalty = rules.Expo.UnemploymentCap, rules.Expo.PSPenalty
	c.finalCubes, c.finalMoney, c.finalCulture, c.finalProgress = rules.Final.Cubes, rules.Final.Money, rules.Final.Culture, rules.Final.Progress
	var typeIDs content.IDs
	for _, t := range rules.Types {
		typeIDs.Add("building type", t.ID, t.At, errs)
		c.types = append(c.types, t.ID)
	}
	c.densities = rules.Densities
	c.options = content.Options(rules.Options, knownOptions, filePos("rules.yaml"), errs)
}

// loadSetup finds rules.yaml's starting Power Plant and tiles among the
// tiles and Power Plants loaded, checks that the tiles stand on cells of
// their own, off the Construction Tokens, and that each Prosperity deal
// gives a tile for every Prosperity round.
func (l *loader) loadSetup(rules *rulesFile) {
	c, errs := l.c, l.errs
	sp, ok := c.byID[rules.Setup.PowerPlant]
	if !ok || !c.tiles[sp].Plant {
		errs.Add(rules.Setup.Where.Of("power_plant"), "setup: power_plant %q is not a power plant", rules.Setup.PowerPlant)
	}
	c.startPlant = sp
	if len(rules.Setup.Tiles) == 0 {
		// Every tile built after is placed next to one already there.
		errs.Add(rules.Setup.Where.Of("tiles"), "setup: no starting tiles, but each City begins with its starting tiles, and every tile built goes next to one already there")
	}
	for _, st := range rules.Setup.Tiles {
		k, ok := c.byID[st.Tile]
		if !ok || c.tiles[k].Era != 0 || c.tiles[k].Plant || len(st.At) != 2 || !onGrid(st.At[0], st.At[1]) {
			errs.Add(st.Where.Of("tile"), "setup: %q is not a starting tile at [row, column], each from %d to %d", st.Tile, -maxCoord, maxCoord)
			continue
		}
		for _, o := range c.startTiles {
			switch {
			case o.kind == k:
				errs.Add(st.Where.Of("tile"), "setup: %q is placed twice; a City has one of each starting tile", st.Tile)
			case o.r == st.At[0] && o.c == st.At[1]:
				errs.Add(st.Where.Of("at"), "setup: %q and %q are both at [%d, %d]", c.tiles[o.kind].ID, st.Tile, o.r, o.c)
			}
		}
		if slices.Contains(c.startTokens, [2]int{st.At[0], st.At[1]}) {
			errs.Add(st.Where.Of("at"), "setup: %q is at [%d, %d], under a Construction Token: the tokens go \"between these tiles\"", st.Tile, st.At[0], st.At[1])
		}
		c.startTiles = append(c.startTiles, startTile{kind: k, r: st.At[0], c: st.At[1]})
	}
	rounds := 0 // the Prosperity rounds: each builds one of a seat's tiles
	for _, r := range c.rounds {
		if r.Prosperity {
			rounds++
		}
	}
	for _, d := range rules.ProsperityDeal {
		if d.Value.Tiles < rounds {
			errs.Add(d.Where.Of("tiles"), "prosperity_deal: %d tiles to each of %d players, but each of the %d Prosperity rounds of rounds.yaml builds one (\"build a Prosperity Tile ... or b) build a Lake\" with one of them)", d.Value.Tiles, d.Players, rounds)
		}
	}
}
