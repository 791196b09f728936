package highrise

// The shapes of High Rise's content files, as content.DecodeFile reads
// them: a field's tags say its YAML key, what values it takes and, in doc,
// what it means for the designer's guide. What a file's records become,
// and the checks of their values against the rules and the other files,
// are in the loader of that file (load_*.go).

import "github.com/rulebook-go/rulebook/content"

// actionsFile is actions.yaml: what the Action Spaces and the Stop Zone do.
type actionsFile struct {
	Actions []struct {
		content.Named `yaml:",inline" id:"The action's id, as board spaces name it." name:"The action as the board shows it: \"Take a red Floor\"."`
		Event         string         `yaml:"event" enum:"actionEvent" doc:"What else stopping here sets off: trade-space, the Power Cards that act on a Trade space."`
		Effect        content.Script `yaml:"effect" content:"required" doc:"An expr script returning the action's effects: take(\"red\", 1), may(…), … (the verbs are in highrise's package doc)."`
		Can           content.Script `yaml:"can" doc:"A Bool expr script: whether a Mogul may stop here (\"If you have zero Corruption, you may not ...\"); none: always."`
	} `yaml:"actions" content:"required" doc:"The actions of the Action Spaces and the Stop Zone."`
}

// blueprintsFile is blueprints.yaml: the Blueprint Cards of each round.
type blueprintsFile struct {
	Cards []struct {
		At         content.Pos        `yaml:"-"`
		ID         string             `yaml:"id" content:"required" doc:"The Blueprint Card's id."`
		Round      int                `yaml:"round" content:"required,range=1..9999" doc:"The round the card is drawn for: one of rules.yaml's rounds."`
		Provenance content.Provenance `yaml:"provenance" content:"required"`
		Blueprints []struct {
			At     content.Pos `yaml:"-"`
			Letter string      `yaml:"letter" content:"required" doc:"The Blueprint's letter on its card, one letter used once (the 1-player game's Blueprint Blocker Tiles name it)."`
			Floors []string    `yaml:"floors" content:"required,len=1..20" enum:"floor" doc:"The Floors the Blueprint requires, one entry per Floor: a colour, or ultraplastic."`
			Solo   int         `yaml:"solo" content:"required,range=0..99" doc:"The number under the letter: the 1-player game's End-of-round Corruption Limit when this Blueprint is the last one unblocked."`
		} `yaml:"blueprints" content:"required,len=1..8" doc:"The card's Blueprints, 1 to 8."`
	} `yaml:"cards" content:"required" doc:"The Blueprint Cards, at least one for each round."`
}

// boardFile is board.yaml: the Neighborhoods and the sides of the board.
type boardFile struct {
	Neighborhoods []struct {
		content.Named `yaml:",inline" id:"The Neighborhood's id, as zones, tenants and scripts name it." name:"The Neighborhood's name as the board prints it."`
		Center        bool `yaml:"center" doc:"Whether this is the City Center, which has no Construction Zone of its own."`
	} `yaml:"neighborhoods" content:"required" doc:"The Neighborhoods, clockwise around the board, the City Center last."`
	Sides []sideRecord `yaml:"sides" content:"required" doc:"The sides of the board, each for some player counts: its One-Way Track of zones and spaces."`
}

// sideRecord is one side of the board in board.yaml: its track of Zones.
type sideRecord struct {
	At         content.Pos        `yaml:"-"`
	Where      content.Places     `yaml:"-"`
	ID         string             `yaml:"id" content:"required" doc:"The side's id."`
	Players    []int              `yaml:"players" content:"required,len=1..4,range=1..4" doc:"The player counts that play on this side."`
	HoodSlots  int                `yaml:"building_spaces" content:"required,range=1..32" doc:"Building Spaces in each Neighborhood on this side."`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Zones      []zoneRecord       `yaml:"zones" content:"required" doc:"The zones of the One-Way Track in order, the Stop Zone last."`
}

// zoneRecord is one Zone of a side's track.
type zoneRecord struct {
	At     content.Pos   `yaml:"-"`
	ID     string        `yaml:"id" content:"required" doc:"The zone's id, unique on its side."`
	Kind   string        `yaml:"kind" content:"required" enum:"zoneKind" doc:"What the zone's spaces are. action: Action Spaces; tenant: Tenant spaces of a Neighborhood; bonus: Bonus Spaces; stop: the Stop Zone, last on the track."`
	Hood   string        `yaml:"neighborhood" enum:"neighborhood" doc:"The Neighborhood the zone belongs to: a tenant zone's, or the Neighborhood a Construction Zone builds in."`
	Area   string        `yaml:"area" enum:"outerNeighborhood" doc:"The outer Neighborhood the zone lies in along the track, for a Neutral Mogul's move \"to any legal space in its current or the next Neighborhood\"."`
	Spaces []spaceRecord `yaml:"spaces" content:"required" doc:"The zone's spaces in track order."`
}

// spaceRecord is one space of a Zone.
type spaceRecord struct {
	At         content.Pos `yaml:"-"`
	ID         string      `yaml:"id" content:"required" doc:"The space's id, unique on its side; a space on another side with the same id is the same printed space."`
	Action     string      `yaml:"action" enum:"action" doc:"The action taken on an Action Space or in the Stop Zone: an id of actions.yaml."`
	Corruption int         `yaml:"corruption" content:"range=0..9" doc:"Corruption gained for stopping on the space, 0 to 9."`
	Floors     int         `yaml:"floors" content:"range=0..9" doc:"Floors printed on a fixed Bonus Space, 0 to 9."`
	Ultra      int         `yaml:"ultraplastic" content:"range=0..9" doc:"UltraPlastic printed on a fixed Bonus Space, 0 to 9."`
	Fixed      bool        `yaml:"fixed" doc:"Whether the Bonus Space has its reward printed (floors, ultraplastic) instead of a Bonus Tile placed each round."`
}

// cardsFile is cards.yaml: the Power Cards.
type cardsFile struct {
	Events []struct {
		At      content.Pos    `yaml:"-"`
		Where   content.Places `yaml:"-"`
		ID      string         `yaml:"id" content:"required" enum:"cardEvent" doc:"The event: a moment of play the rules raise."`
		Timings []string       `yaml:"timings" content:"required" doc:"The timings of the cards that can act at it: ongoing cards act by themselves when it is raised; single and round cards are used by their holder when it opens a window or comes with a move; game-end cards are scored at the end."`
		Doc     string         `yaml:"doc" content:"required" doc:"When the event is raised, in the rulebook's words."`
	} `yaml:"events" content:"required" doc:"The events Power Cards act at, each with the timings that can meet it: a card whose timing never meets its event is a load error."`
	Cards []struct {
		content.Named `yaml:",inline" id:"The card's id, as tenants, tiles and moves name it." name:"The card's name as printed."`
		Where         content.Places     `yaml:"-"`
		Number        int                `yaml:"number" content:"required,range=1..999" doc:"The reference number it shares with its Bonus Tile or Tenant, unique among cards."`
		Count         int                `yaml:"count" content:"required,range=1..20" doc:"Copies in its stack, 1 to 20."`
		Timing        string             `yaml:"timing" content:"required" enum:"timing" doc:"How often the card acts. single: back to its stack when used; round: flipped face down when used, face up at Upkeep; ongoing: acts by itself; game-end: scored at the end."`
		Event         string             `yaml:"event" content:"required" enum:"cardEvent" doc:"When the card acts: after-construct, end-of-turn, draw, extra-floor, exact-match, new-neighborhood, lose-corruption, trade-space, tenant-draw, move, anytime, game-end, pass-all, after-action, before-construct, neighborhood-change or constructing."`
		Text          string             `yaml:"text" content:"required" doc:"The card's text."`
		Effect        content.Script     `yaml:"effect" doc:"An expr script returning the card's effects when it acts; required unless the card acts with a move, anytime or at the game's end."`
		Can           content.Script     `yaml:"can" doc:"A bool script: whether its holder may use the card in a window its event opens, now (window() names the window's event); for an ongoing card, whether it acts (and is offered again for a Corruption) when its event is raised; none: whenever."`
		Extra         bool               `yaml:"extra" doc:"Whether the card comes with the Extra Tenants expansion, beyond the retail deck's count."`
		StopZone      string             `yaml:"stop_zone" enum:"stopZone" doc:"discard: when any Mogul moves into the Stop Zone, every copy goes back to its stack and the Floors on it back to the bag."`
		Lets          string             `yaml:"lets" enum:"moveLets" doc:"What a move card (event move) lets its holder's move do: share, stop on a space another Mogul occupies; same-zone, move forward in the same Zone."`
		InsteadOf     string             `yaml:"instead_of" enum:"timing" doc:"A timing: when its holder uses another card of that timing, this card may be discarded instead, and the other stays (\"when you use another Power Card with a 1x symbol, you may discard\" it \"instead\")."`
		Provenance    content.Provenance `yaml:"provenance" content:"required"`
		OnePlayer     *onePlayerRecord   `yaml:"one_player" doc:"What replaces the card's text and effect in the 1-player game (\"1p Game Only\")."`
	} `yaml:"cards" content:"required,len=..40" doc:"The Power Cards: one stack per Tenant that offers cards and one per kind of Bonus Tile card."`
}

// onePlayerRecord is a "1p Game Only" text: the scripts that replace the
// record's in the 1-player game.
type onePlayerRecord struct {
	Text    string         `yaml:"text" content:"required" doc:"The 1-player game's text."`
	Effect  content.Script `yaml:"effect" doc:"The 1-player game's effect script, replacing the record's."`
	Can     content.Script `yaml:"can" doc:"The 1-player game's can script (tenants only)."`
	GameEnd content.Script `yaml:"game_end" doc:"The 1-player game's game_end script (tenants only)."`
}

// rulesFile is rules.yaml: the rounds, setup, modes, counts and rules options.
type rulesFile struct {
	Where          content.Places      `yaml:"-"`
	Provenance     content.Provenance  `yaml:"provenance" content:"required"`
	Players        content.PlayerRange `yaml:"players" content:"required" doc:"The smallest and largest number of players: 1 <= min <= max <= 4."`
	Colors         []string            `yaml:"colors" content:"required,len=2..7" doc:"The Floor colours, in the order moves and records list them (2 to 5); blueprints, actions and scripts name Floors by these."`
	FloorsPerColor int                 `yaml:"floors_per_color" content:"required,range=1..60" doc:"Floors of each colour in the bag at setup."`
	UltraPlastic   int                 `yaml:"ultraplastic" content:"required,range=0..60" doc:"UltraPlastic Tiles in the supply (\"15 UltraPlastic Tiles\")."`
	Spires         int                 `yaml:"spires" content:"required,range=0..60" doc:"Spires in the supply (\"20 Spires\"); each adds 2 virtual Floors for the Tallest Building Bonus only."`
	Yards          struct {
		Where         content.Places     `yaml:"-"`
		Base          []int              `yaml:"base" content:"required,len=4..4,range=1..40" doc:"Spaces of Base Construction Yards #1 to #4 (\"seven spaces to store unused Floors in\")."`
		BaseFull      []int              `yaml:"base_full" content:"required,len=4..4,range=1..40" doc:"Spaces of Base Construction Yards #1 to #4 on their Full Game side (\"some Base Construction Yards have eight spaces\")."`
		BaseFullProv  content.Provenance `yaml:"base_full_provenance" content:"required" doc:"Where base_full comes from: the rulebook does not say which Yards have eight spaces."`
		Expanded      int                `yaml:"expanded" content:"required,range=1..20" doc:"Spaces of an Expanded Construction Yard (\"five spaces\")."`
		ExpandedCount int                `yaml:"expanded_count" content:"required,range=0..40" doc:"Expanded Construction Yards in the supply (\"12 Expanded Construction Yards\")."`
		Corruption    []int              `yaml:"corruption" content:"required,range=0..20" doc:"Corruption gained for taking an Expanded Construction Yard in each round, one value per round (\"In 2010, gain three Corruption\")."`
	} `yaml:"yards" content:"required" doc:"The Construction Yards that store a player's unused Floors and UltraPlastic."`
	Rounds         []int                  `yaml:"rounds" content:"required,len=1..3,range=1..9999" doc:"The rounds of the game, by year (1 to 3: 2010, 2020, 2030); a mode starts at one of them."`
	BonusTiles     int                    `yaml:"bonus_tiles_per_round" content:"required,range=0..24" doc:"Bonus Tiles placed on the blank Bonus Spaces each round (\"42 Bonus Tiles (14x each of 3 rounds)\"); every board side has this many blank Bonus Spaces."`
	PowerCards     int                    `yaml:"power_cards" content:"required,range=0..800" doc:"The retail Power Cards (\"85 Power Cards\"): the counts of cards.yaml without the extra ones must add up to this."`
	Tokens         int                    `yaml:"requirement_tokens" content:"required,range=0..8" doc:"UltraPlastic Requirement Tiles (\"5 UltraPlastic Requirement Tiles\"), 0 to 8."`
	DemolishFloors int                    `yaml:"demolition_floors" content:"required,range=0..10" doc:"Random Floors the owner of a Demolished Building draws as compensation (\"draws two random Floors from the Bag\")."`
	Options        []content.OptionRecord `yaml:"options" doc:"The named rules options where the rulebook is ambiguous or silent, each with its default; a game may choose another reading."`
	Modes          []modeRecord           `yaml:"modes" content:"required" doc:"The game modes (the Introductory, Standard and Full Games) and how each sets up."`
	Counts         []countRecord          `yaml:"player_counts" doc:"What differs with a player count (\"The 1- and 2-Player Games\"): Neutral Moguls, allowed modes, scoring changes."`
}

// countRecord is the setup for one player count in rules.yaml.
type countRecord struct {
	At           content.Pos        `yaml:"-"`
	Where        content.Places     `yaml:"-"`
	Players      int                `yaml:"players" content:"required,range=1..4" doc:"The player count this record is for."`
	Provenance   content.Provenance `yaml:"provenance" content:"required"`
	Modes        []string           `yaml:"modes" enum:"mode" doc:"The modes allowed with this many players (\"With 2 players, always play the Full Game\"); none listed: any."`
	Neutral      []int              `yaml:"neutral_moguls" content:"len=..3,range=1..4" doc:"The Stop Zone place (1-based) of each Neutral Mogul at setup (\"Place them in the #2 and #3 spots of the Stop Zone\")."`
	ControlFirst int                `yaml:"control_first" content:"range=0..4" doc:"The Base Construction Yard number (1-based) of the first Controlling Player of the Neutral Moguls."`
	Bonus        string             `yaml:"bonus" enum:"bonus" doc:"How Bonus Spaces change: discard-adjacent, the first player passing a set of Bonus Spaces takes one tile and discards its neighbour in the set."`
	AdjustByDiff *struct {
		Within int   `yaml:"within" content:"required,range=0..999" doc:"Within this many VP of the leader, the trailing player loses the first value of lose in Corruption, else the second."`
		Lose   []int `yaml:"lose" content:"required,len=2..2,range=0..9" doc:"Corruption the trailing player loses: [when within, when further behind], each 0 to 9."`
	} `yaml:"adjust_by_difference" doc:"The 2-player game's end-of-round Corruption adjustment by the difference in VP, instead of by VP rank."`
	PenaltyTiesFlip   *bool `yaml:"penalty_ties_flip" doc:"Whether every seat tied for the most Corruption flips a card in the Corruption penalty (default true); false: none does."`
	NeutralCorruption int   `yaml:"neutral_move_corruption" content:"range=0..9" doc:"Corruption the Controlling Player gains to move a Neutral Mogul (\"first gain one Corruption\"), 0 to 9."`
	NeutralLostVP     int   `yaml:"neutral_lost_corruption_vp" content:"range=0..99" doc:"VP lost when a Neutral Mogul's action makes the Controlling Player lose Corruption (\"additionally lose 1 VP for the entire action\")."`
	AdjustByVP        *bool `yaml:"adjust_by_vp" doc:"Whether the end-of-round Corruption adjustment by VP rank happens (default true)."`
	EndMostCorruption *bool `yaml:"end_most_corruption" doc:"Whether the end-of-game VP loss for the most Corruption happens (default true)."`
	Solo              *struct {
		Where      content.Places `yaml:"-"`
		LineTiles  int            `yaml:"bonus_line_tiles" content:"required,range=1..8" doc:"Bonus Tiles drawn into the line beside the Stop Zone each round instead of onto the board (\"draw 6 random Bonus Tiles\")."`
		LineFloors int            `yaml:"bonus_line_floors" content:"required,range=0..9" doc:"Random Floors placed next to the line of Bonus Tiles, refilled when one is taken (\"Draw 3 random Floors\")."`
		Neutral    []int          `yaml:"neutral_buildings" content:"required,len=..40,range=1..120" doc:"The heights of the Neutral Building Tiles, shortest first, in the order they are placed."`
		PerRound   int            `yaml:"neutral_buildings_per_round" content:"required,range=0..10" doc:"Neutral Buildings placed at setup and after each Upkeep, one per Neighborhood (\"Take the 5 shortest\")."`
		BelowVP    int            `yaml:"limit_below_vp" content:"required,range=0..20" doc:"VP scored per space your Corruption is below the Corruption Limit at the end of a round."`
		AboveVP    int            `yaml:"limit_above_vp" content:"required,range=0..20" doc:"VP lost per space your Corruption is above the Corruption Limit at the end of a round (\"lose 3 VP for every space\")."`
		Results    []struct {
			ID   string `yaml:"id" content:"required" doc:"The band's id."`
			Min  int    `yaml:"min" content:"required,range=-9999..9999" doc:"The lowest final score of the band; bands are listed by rising min."`
			Name string `yaml:"name" content:"required" doc:"The band's name: \"Critical Win\"."`
			Text string `yaml:"text" content:"required" doc:"The band's text as the rulebook's chart prints it."`
			Win  bool   `yaml:"win" doc:"Whether the band counts as a win."`
		} `yaml:"results" content:"required" doc:"The result chart of the 1-player game (\"End of Game (1-Player Game)\"), by rising score."`
	} `yaml:"solo" doc:"The 1-player game's machinery: the line of Bonus Tiles, the Neutral Buildings, the Corruption Limit and the result chart."`
}

// modeRecord is one mode of play in rules.yaml.
type modeRecord struct {
	At          content.Pos        `yaml:"-"`
	Where       content.Places     `yaml:"-"`
	ID          string             `yaml:"id" content:"required" doc:"The mode's id, as a record's Options and player_counts name it: \"intro\", \"standard\", \"full\"."`
	FirstRound  int                `yaml:"first_round" content:"required,range=1..9999" doc:"The round the mode starts in (\"you'll skip 2010 ... and start at the beginning of 2020\"): one of rounds."`
	Corruption  []int              `yaml:"corruption" content:"required,len=4..4,range=0..99" doc:"The starting Corruption of players #1 to #4 in turn order, as the track's space number."`
	LastSeat    *int               `yaml:"last_seat_corruption" content:"range=0..99" doc:"The starting Corruption of the last player in turn order, whatever the count (Standard: \"the last player ... starts on the -3 space\")."`
	StartFloors []int              `yaml:"start_floors" content:"required,len=4..4,range=0..9" doc:"Random Floors players #1 to #4 draw at setup."`
	FullYards   bool               `yaml:"full_yards" doc:"Whether the Base Construction Yards are flipped to their Full Game side (base_full)."`
	Buildings   string             `yaml:"buildings" content:"required" enum:"buildings" doc:"The Buildings on the board at setup. numbered: on the Introductory tenant with your number; choose: in reverse turn order, in any unoccupied Neighborhood but the City Center; none."`
	StartHeight int                `yaml:"start_height" content:"range=0..30" doc:"The height of each starting Building (1 to 30), when there are any."`
	Tenants     string             `yaml:"tenants" content:"required" enum:"tenants" doc:"How tenants are set out. intro: the starred and numbered tenants; deal-first: one face up into each of the first three spaces; deal-all: one into each space."`
	Penalty     string             `yaml:"penalty" content:"required" enum:"penalty" doc:"The end-of-round Corruption penalty. lose-to-second: the most Corrupt player loses VP to the second; flip-card: the Full Game's penalty cards."`
	BlockFourth bool               `yaml:"block_fourth" doc:"With 4 players, a Neighborhood Blocker Tile covers the fourth Tenant and Building space of each Neighborhood."`
	Provenance  content.Provenance `yaml:"provenance" content:"required"`
}

// tenantsFile is tenants.yaml: the Tenant Tiles.
type tenantsFile struct {
	Where   content.Places `yaml:"-"`
	Tenants []struct {
		content.Named `yaml:",inline" id:"The tenant's id, unique; scripts and moves name it." name:"The tenant's name as printed on its tile."`
		Where         content.Places     `yaml:"-"`
		Hood          string             `yaml:"neighborhood" content:"required" enum:"neighborhood" doc:"The Neighborhood whose tenant pool the tile is in."`
		Intro         bool               `yaml:"intro" doc:"Whether the tile is an Introductory tenant (a star): the Introductory Game places three per Neighborhood."`
		Number        int                `yaml:"number" content:"range=0..4" doc:"The starting number 1 to 4 printed on an Introductory tenant, where player #n places a Building; 0: none."`
		Extra         bool               `yaml:"extra" doc:"Whether the tile comes with the Extra Tenants expansion (\"These Tenants do not come in the retail version\")."`
		Text          string             `yaml:"text" content:"required" doc:"The tenant's power as Appendix III words it."`
		Card          string             `yaml:"card" enum:"card" doc:"The Power Card stack set out beside the tile: an id of cards.yaml."`
		Effect        content.Script     `yaml:"effect" content:"required" doc:"An expr script returning the power's effects when a Mogul stops here (the verbs are in highrise's package doc)."`
		Can           content.Script     `yaml:"can" doc:"A Bool expr script: whether the power can be activated; none: always."`
		Build         content.Script     `yaml:"build" doc:"A Bool expr script: whether the constructing player may put a new Building on the tenant's Building Space, read before it goes down."`
		GameEnd       content.Script     `yaml:"game_end" doc:"An expr script run for every player at the end of the game while the tenant is on the board; it may only score (vp, lose_vp)."`
		Provenance    content.Provenance `yaml:"provenance" content:"required"`
		OnePlayer     *onePlayerRecord   `yaml:"one_player" doc:"What replaces the tenant's text and scripts in the 1-player game (\"1p Game Only\")."`
	} `yaml:"tenants" content:"required" doc:"The Tenant Tiles of Appendix III and the Extra Tenants expansion."`
}

// tilesFile is tiles.yaml: the Bonus Tiles of each round.
type tilesFile struct {
	Tiles []struct {
		content.Named `yaml:",inline" id:"The tile's id." name:"The tile's name as Appendix II words it."`
		Round         int                `yaml:"round" content:"required,range=1..9999" doc:"The round whose Bonus Tiles it is among: one of rules.yaml's rounds."`
		Count         int                `yaml:"count" content:"required,range=1..99" doc:"Copies among that round's tiles."`
		Floors        int                `yaml:"floors" content:"range=0..9" doc:"Random Floors placed on the tile at setup, 0 to 9."`
		Ultra         int                `yaml:"ultraplastic" content:"range=0..9" doc:"UltraPlastic placed on the tile at setup, 0 to 9."`
		Card          string             `yaml:"card" enum:"card" doc:"The Power Card placed beside the tile: an id of cards.yaml."`
		Keep          bool               `yaml:"keep" doc:"Marks a tile its taker keeps rather than discards."`
		Effect        content.Script     `yaml:"effect" doc:"An expr script returning what taking the tile does besides its Floors, UltraPlastic and card."`
		Provenance    content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"tiles" content:"required,len=..64" doc:"The Bonus Tiles of Appendix II, by round (\"42 Bonus Tiles (14x each of 3 rounds)\")."`
}

// trackFile is corruption.yaml: the Corruption Track.
type trackFile struct {
	Where      content.Places     `yaml:"-"`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Labels     []int              `yaml:"labels" content:"required,len=2..100,range=-999..999" doc:"The Corruption Track's spaces from the start space, each labelled with the VP it costs at the end (the first is 0)."`
	WrapVP     int                `yaml:"wrap_vp" content:"required,range=0..999" doc:"VP lost when a player moves past the last space and wraps around to the start (\"immediately lose 40 VP\")."`
	Tallest    []struct {
		Round        int   `yaml:"round" content:"required,range=1..9999" doc:"The round of this table: one of rules.yaml's rounds."`
		Neighborhood []int `yaml:"neighborhood" content:"required,range=0..999" doc:"VP for the tallest, second-tallest, … Building in each Neighborhood this round."`
		Board        []int `yaml:"board" content:"required,range=0..999" doc:"VP for the tallest, second-tallest, … Building across the whole board this round."`
	} `yaml:"tallest" content:"required" doc:"The Tallest Building Bonus of each round, one table per round in order."`
	AdjustFewestVP    []int `yaml:"adjust_fewest_vp" content:"required,len=..4,range=0..9" doc:"Corruption lost at Upkeep by the players with the fewest, second-fewest, … VP."`
	FloorsPerVP       int   `yaml:"end_floors_per_vp" content:"required,range=1..99" doc:"At the end, 1 VP per this many Floors left in your Construction Yards, rounded up."`
	EndMostCorruption []int `yaml:"end_most_corruption" content:"required,len=..4,range=0..999" doc:"VP lost at the end by the players with the most, second-most, … Corruption."`
}
