package highrise

import (
	"slices"

	"github.com/rulebook-go/rulebook/content"
)

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

// loadRules reads rules.yaml but for its modes and player counts (see
// loadModes and loadCounts): players, colours, supplies, yards and rounds.
func (l *loader) loadRules(rules *rulesFile) {
	c, errs := l.c, l.errs
	l.rules = rules.Where
	c.minPlayers, c.maxPlayers = rules.Players.Check(1, maxSeats, errs)
	for i, col := range rules.Colors {
		l.ids.Add("colour", col, rules.Where.Item("colors", i), errs)
	}
	c.colors = rules.Colors
	c.up = len(c.colors)
	c.perColor, c.ultra, c.spires = rules.FloorsPerColor, rules.UltraPlastic, rules.Spires
	if len(rules.Yards.Base) == maxSeats && len(rules.Yards.BaseFull) == maxSeats { // else reported by Decode
		for i := range maxSeats {
			c.baseYard[i], c.baseFull[i] = rules.Yards.Base[i], rules.Yards.BaseFull[i]
		}
	}
	c.expSize, c.expCount, c.expCost = rules.Yards.Expanded, rules.Yards.ExpandedCount, rules.Yards.Corruption
	c.rounds = rules.Rounds
	if len(c.expCost) != len(c.rounds) {
		errs.Add(rules.Yards.Where.Of("corruption"), "yards: corruption lists %d costs, one per round (%d)", len(c.expCost), len(c.rounds))
	}
	c.bonusTiles, c.demolish, c.tokens = rules.BonusTiles, rules.DemolishFloors, rules.Tokens
	c.options = content.Options(rules.Options, knownOptions, filePos("rules.yaml"), errs)
}

// onTrack reports a starting Corruption (a space of the Corruption Track,
// from 0) that is not on the track.
func (l *loader) onTrack(at content.Pos, mode, what string, space int) {
	if n := len(l.c.track); n > 0 && space >= n {
		l.errs.Add(at, "mode %q: %s %d is past the Corruption Track's last space (%d)", mode, what, space, n-1)
	}
}

// loadModes reads rules.yaml's modes: how each game mode sets up.
func (l *loader) loadModes(rules *rulesFile) {
	c, errs := l.c, l.errs
	for _, mr := range rules.Modes {
		l.ids.Add("mode", mr.ID, mr.At, errs)
		m := Mode{ID: mr.ID, Buildings: mr.Buildings, Tenants: mr.Tenants, Penalty: mr.Penalty, FullYards: mr.FullYards,
			BlockFourth: mr.BlockFourth, StartHeight: mr.StartHeight, LastCorrupt: -1}
		m.FirstRound = slices.Index(c.rounds, mr.FirstRound)
		if m.FirstRound < 0 {
			errs.Add(mr.Where.Of("first_round"), "mode %q: first_round %d is not one of %v", mr.ID, mr.FirstRound, c.rounds)
		}
		if len(mr.Corruption) == maxSeats && len(mr.StartFloors) == maxSeats { // else reported by Decode
			for i := range maxSeats {
				m.Corruption[i], m.StartFloors[i] = mr.Corruption[i], mr.StartFloors[i]
				l.onTrack(mr.Where.Item("corruption", i), mr.ID, "starting Corruption", m.Corruption[i])
			}
		}
		if mr.LastSeat != nil {
			m.LastCorrupt = *mr.LastSeat
			l.onTrack(mr.Where.Of("last_seat_corruption"), mr.ID, "last_seat_corruption", m.LastCorrupt)
		}
		if !slices.Contains([]string{"numbered", "choose", "none"}, m.Buildings) ||
			!slices.Contains([]string{"intro", "deal-first", "deal-all"}, m.Tenants) ||
			!slices.Contains([]string{"lose-to-second", "flip-card"}, m.Penalty) {
			errs.Add(mr.At, "mode %q: buildings numbered|choose|none, tenants intro|deal-first|deal-all, penalty lose-to-second|flip-card", mr.ID)
		}
		if m.Buildings != "none" && m.StartHeight < 1 {
			errs.Add(mr.Where.Of("start_height"), "mode %q: start_height %d: starting Buildings are 1 to 30 Floors tall", mr.ID, m.StartHeight)
		}
		c.modes = append(c.modes, m)
	}
}

// loadCounts reads rules.yaml's player_counts: what differs with fewer
// players, checked against the modes and the board sides.
func (l *loader) loadCounts(rules *rulesFile) {
	c, errs := l.c, l.errs
	seen := map[int]bool{}
	for _, r := range rules.Counts {
		if seen[r.Players] {
			errs.Add(r.Where.Of("players"), "player_counts: %d players listed twice", r.Players)
		}
		seen[r.Players] = true
		if r.Players < c.minPlayers || r.Players > c.maxPlayers {
			errs.Add(r.Where.Of("players"), "player_counts: %d players is outside players min..max (%d to %d)", r.Players, c.minPlayers, c.maxPlayers)
			continue
		}
		n := Count{Players: r.Players, Modes: r.Modes, ControlFirst: r.ControlFirst - 1, PenaltyTiesFlip: true,
			NeutralCorruption: r.NeutralCorruption, NeutralLostVP: r.NeutralLostVP}
		for _, m := range r.Modes {
			if _, ok := c.mode(m); !ok {
				errs.Add(r.At, "player_counts: unknown mode %q", m)
			}
		}
		if r.Modes != nil && len(r.Modes) == 0 {
			errs.Add(r.Where.Of("modes"), "player_counts: %d players: modes [] allows no mode to play; leave modes out to allow every mode", r.Players)
		}
		side := c.side(r.Players)
		stop := 0
		if side != nil && side.Stop >= 0 {
			stop = side.Zones[side.Stop].N
		}
		if r.Players+len(r.Neutral) > min(maxSeats, stop) {
			errs.Add(r.Where.Of("neutral_moguls"), "player_counts: %d players and %d Neutral Moguls do not fit the Stop Zone (%d places, at most %d Moguls)", r.Players, len(r.Neutral), stop, maxSeats)
		}
		for i, place := range r.Neutral {
			if place <= r.Players || place > stop {
				errs.Add(r.Where.Item("neutral_moguls", i), "player_counts: a Neutral Mogul's Stop Zone place %d must follow the players' (%d) and be at most %d", place, r.Players, stop)
			}
			n.Neutral = append(n.Neutral, place-1)
		}
		if len(r.Neutral) > 0 {
			if r.ControlFirst < 1 || r.ControlFirst > r.Players {
				errs.Add(r.Where.Of("control_first"), "player_counts: control_first must name a Base Construction Yard 1..%d", r.Players)
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
			if len(a.Lose) == 2 { // else reported by Decode
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
			for i, h := range so.Neutral {
				if i > 0 && h < so.Neutral[i-1] {
					errs.Add(so.Where.Item("neutral_buildings", i), "player_counts: solo: neutral_buildings are listed shortest first (\"a stack sorted by height, with the shortest on top\")")
					break
				}
			}
			sol := &Solo{LineTiles: so.LineTiles, LineFloors: so.LineFloors, Neutral: so.Neutral, PerRound: so.PerRound, BelowVP: so.BelowVP, AboveVP: so.AboveVP}
			for i, b := range so.Results {
				if i > 0 && b.Min <= so.Results[i-1].Min {
					errs.Add(so.Where.Item("results", i), "player_counts: solo: results are listed by rising min score")
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
