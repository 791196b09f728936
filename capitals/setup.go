package capitals

import (
	"fmt"
	"strconv"

	"github.com/rulebook-go/rulebook/content"
)

// knownOptions are the rules options the rules implement, in Go or in the
// content's scripts (option(name)), with their choices.
var knownOptions = map[string][]string{
	"two_player_spaces":   {"4", "3"},
	"distinct_type_later": {"new-type", "any-other-type"},
	"two_player_draw":     {"four-new", "refill"},
	"expo_timing":         {"before-admin", "after-admin"},
	"track_ties":          {"strict", "broken"},
	"plant_activations":   {"turn-start", "current"},
	"lake_counts":         {"never", "as-tile"},
	"tile_marks":          {"at-least", "four-or-five"},
	"conditional_times":   {"most", "chosen"},
}

// ruleNames are knownOptions' names in sorted order, the order a record's
// options list them in.
var ruleNames = [...]string{"conditional_times", "distinct_type_later", "expo_timing", "lake_counts", "plant_activations", "tile_marks", "track_ties", "two_player_draw", "two_player_spaces"}

// options is a game's setup.
type options struct {
	players         int
	twoPlayerSpaces int
	rules           [len(ruleNames)]string // the options' values, in ruleNames' order
	twoPlayerRefill bool                   // 2 players: draw up to 4 current-Era tiles, not 4 new ones
	expoAfterAdmin  bool                   // the World Expo of rounds 4 and 8 after their Administrative Phase
	plantNow        bool                   // an upgrade during an Executive turn changes that turn's activations
	tiesBroken      bool                   // track_ties=broken: highest_on/lowest_on break ties as the Culture Track does
	lakeTile        bool                   // a Lake is a tile of no type to effects that name no type
	marksFourOrFive bool                   // tiles marked for 4 or 5 players are used with 4 and with 5
	chosenTimes     bool                   // the player chooses how many times a Conditional Effect takes place
	prosperity      bool                   // the Prosperity add-on
	fullDraw        bool                   // the VARIANT: the full number of tiles drawn each Administrative Phase
}

// Option configures New.
type Option func(*setupConfig) error

type setupConfig struct {
	content.Setup
	players    int
	prosperity bool
	fullDraw   bool
}

// WithPlayers sets the number of players (2–5).
func WithPlayers(n int) Option {
	return func(s *setupConfig) error { s.players = n; return s.Give("players") }
}

// WithProsperity plays with the Prosperity add-on ("Prosperity Add-On
// Rules"): Prosperity tiles dealt at setup and built in the Prosperity
// rounds. Off by default, as in the basic game.
func WithProsperity(on bool) Option {
	return func(s *setupConfig) error { s.prosperity = on; return s.Give("prosperity") }
}

// WithFullDraw plays the rulebook's VARIANT: "during the Administrative
// Phase, try adding the full amount of building tiles regardless of how
// many remain in the projects area", at most six with 5 players
// (projects.yaml's full_draw_max). Off by default.
func WithFullDraw(on bool) Option {
	return func(s *setupConfig) error { s.fullDraw = on; return s.Give("full_draw") }
}

// WithRule sets a named rules option (see Content.RuleOptions), overriding
// its default from the content.
func WithRule(name, value string) Option {
	return func(s *setupConfig) error { return s.SetRule(name, value) }
}

// ownOptions are the options ParseOptions reads beside the rules options.
var ownOptions = []content.OwnOption[Option]{
	{Name: "players", Int: WithPlayers},
	{Name: "prosperity", Bool: WithProsperity},
	{Name: "full_draw", Bool: WithFullDraw},
}

// ParseOptions reads a record's option string, "players=4
// two_player_spaces=4 prosperity=true full_draw=true", into Options for
// New. An option given twice is an error.
func ParseOptions(text string) ([]Option, error) {
	return content.ParseOptions(gameName, text, ownOptions, knownOptions, WithRule)
}

// Options writes the game's setup in the notation ParseOptions reads.
func (s *State) Options() string {
	text := "players=" + strconv.Itoa(s.opts.players) + " " + content.FormatOptions(ruleNames[:], s.opts.rules[:])
	// Written only when on, so that the basic game's records stay as they were.
	if s.opts.prosperity {
		text += " prosperity=true"
	}
	if s.opts.fullDraw {
		text += " full_draw=true"
	}
	return text
}

// marked reports whether an Era tile's player-count mark lets it into the
// game: "For 2 and 3-player games, return the Building Tiles marked with
// the 4-player or 5-player symbol to the game box. These are only used
// during a 4-player or 5-player game". By default (tile_marks=at-least) a
// tile marked for N players is used with N or more; under
// tile_marks=four-or-five every tile marked for 4 or 5 is used with 4 and
// with 5.
func (s *State) marked(tile *Tile) bool {
	n := s.seats()
	if s.opts.marksFourOrFive && tile.Players >= 4 {
		return n >= 4
	}
	return n >= tile.Players
}

// New sets up a game of The Capitals from content c. The random setup (the
// 2-player removal of one tile of each type from each Era stack, the
// Initiative order, the first tiles of the Projects Area) is made of Chance
// decisions: the new state waits on Chance until the first Building Phase.
func New(c *Content, opts ...Option) (*State, error) {
	s, err := newBlank(c, opts...)
	if err != nil {
		return nil, err
	}
	n := s.seats()
	for i, k := range c.inst {
		tile := &c.tiles[k]
		switch {
		case tile.Plant && int(k) != c.startPlant:
			s.where[i] = locSupply
		case tile.Era > 0 && s.marked(tile):
			s.where[i] = locStack
		case tile.Prosperity && s.opts.prosperity:
			s.where[i] = locStack // the Prosperity stack, face down
		default:
			s.where[i] = locBox
		}
	}
	for p := 0; p < n; p++ {
		ct := &s.cities[p]
		for tr := 0; tr < nTracks; tr++ {
			ct.Track[tr] = int16(c.tracks[tr].Start)
		}
		ct.Plant = int16(c.startPlant)
		// The marker starts this many spaces past the Power Plant symbol
		// (on it, in the content as shipped).
		ct.Upgraded = int16(c.tracks[tProg].Min - c.tracks[tProg].Start)
		ct.Cubes = int16(c.tiles[c.startPlant].Cubes)
		s.where[int(c.firstInst[c.startPlant])+p] = locCity + uint8(p)
		ct.Space, ct.Prev = -1, -1
		for _, st := range c.startTiles {
			inst := int(c.firstInst[st.kind]) + p
			s.where[inst] = locCity + uint8(p)
			ct.Cells[ct.N] = cell{R: int8(st.r), C: int8(st.c), Inst: int16(inst)}
			ct.N++
		}
		for i, tk := range c.startTokens {
			ct.Tokens[i] = [2]int8{int8(tk[0]), int8(tk[1])}
		}
		s.tourists[p] = tourist{City: int8(p), Cell: -1}
	}
	if s.hasNeutral() {
		s.tourists[n] = tourist{City: -1, Cell: -1}
		s.neutral = int16(c.tracks[tCult].Start)
	}
	// Pushed in reverse of play: (2 players) one tile of each type leaves
	// each Era stack; the Initiative order is drawn; the $0 row is dealt.
	s.stack.Push(task{Op: opDraw, Who: -1, N: int16(n + c.extraTiles)})
	for sp := n - 1; sp >= 0; sp-- {
		s.stack.Push(task{Op: opSeat, Who: -1, N: int16(sp)})
	}
	if s.hasNeutral() {
		for era := 3; era >= 1; era-- {
			for t := len(c.types) - 1; t >= 0; t-- {
				s.stack.Push(task{Op: opBox, Who: -1, N: int16(era), Kind: int16(t)})
			}
		}
	}
	if s.opts.prosperity {
		// "Deal 6 tiles from the Prosperity Stack to each player with their
		// faces down ... The remaining tiles, if any, are removed from the
		// game without revealing them": first, before the rest of setup.
		s.stack.Push(task{Op: opPBox, Who: -1})
		for p := n - 1; p >= 0; p-- {
			if deal := c.prosperityDeal[n]; deal > 0 {
				s.stack.Push(task{Op: opDeal, Who: -1, Kind: int16(p), N: int16(deal)})
			}
		}
	}
	if err := s.settle(); err != nil {
		return nil, err
	}
	return s, nil
}

// newBlank makes a state with the options set and nothing placed.
func newBlank(c *Content, opts ...Option) (*State, error) {
	if c == nil {
		return nil, fmt.Errorf("capitals: New: no content")
	}
	su := setupConfig{Setup: content.Setup{Game: gameName}, players: 4}
	for _, o := range opts {
		if err := o(&su); err != nil {
			return nil, err
		}
	}
	if su.players < c.minPlayers || su.players > c.maxPlayers || su.players > maxSeats {
		return nil, fmt.Errorf("capitals: New: players=%d; this content plays %d to %d players", su.players, c.minPlayers, c.maxPlayers)
	}
	rules, err := su.Rules(c.options, knownOptions)
	if err != nil {
		return nil, err
	}
	o := options{players: su.players, prosperity: su.prosperity, fullDraw: su.fullDraw}
	for i, name := range ruleNames {
		o.rules[i] = rules[name]
	}
	o.twoPlayerSpaces, _ = strconv.Atoi(rules["two_player_spaces"])
	o.twoPlayerRefill = rules["two_player_draw"] == "refill"
	o.expoAfterAdmin = rules["expo_timing"] == "after-admin"
	o.plantNow = rules["plant_activations"] == "current"
	o.tiesBroken = rules["track_ties"] == "broken"
	o.lakeTile = rules["lake_counts"] == "as-tile"
	o.marksFourOrFive = rules["tile_marks"] == "four-or-five"
	o.chosenTimes = rules["conditional_times"] == "chosen"
	s := &State{c: c, opts: o, highest: -1, stack: make([]task, 0, 32)}
	// Tourist Markers of seats not at the table stay in the box: in no City.
	for q := range s.tourists {
		s.tourists[q] = tourist{City: -1, Cell: -1}
	}
	return s, nil
}
