package buildershigh

import (
	"fmt"
	"strconv"

	"github.com/rulebook-go/rulebook/content"
)

const gameName = "buildershigh"

// Values of the rules options (see rules.yaml).
const (
	endRound       = "round"
	endLiteralLeft = "literal-left"
	refillTurnEnd  = "end-of-turn"
	refillNever    = "never"
	reshuffleAll   = "center-and-discard"
	reshuffleDisc  = "discard-only"
	victoryMoment  = "moment"
	victoryTurnEnd = "end-of-turn"
	shortAllowed   = "allowed"
	shortForbidden = "forbidden"
	identicalNo    = "refused"
	identicalYes   = "allowed"
)

// knownOptions are the rules options the Go rules implement, with their
// choices (nil: an integer).
var knownOptions = map[string][]string{
	"end_of_game":        {endRound, endLiteralLeft},
	"center_refill":      {refillTurnEnd, refillNever},
	"reshuffle":          {reshuffleAll, reshuffleDisc},
	"victory_check":      {victoryMoment, victoryTurnEnd},
	"short_draw":         {shortAllowed, shortForbidden},
	"exchange_identical": {identicalNo, identicalYes},
	"round_limit":        nil,
}

// options is a game's setup.
type options struct {
	players   int
	easy      bool
	endOfGame string
	refill    string
	reshuffle string
	// centerToo is reshuffle == reshuffleAll, which each turn's Legal
	// asks and which, longer than 16 bytes, is not compared inline.
	centerToo  bool
	victory    string
	shortDraw  string
	identical  string
	roundLimit int
}

// Option configures New.
type Option func(*setup) error

type setup struct {
	content.Setup
	players int
	easy    bool
}

// WithPlayers sets the number of players (2–5 with the default content).
func WithPlayers(n int) Option {
	return func(s *setup) error { s.players = n; return s.Give("players") }
}

// WithEasyMode plays Builder's High Easy Mode: the city planning cards are
// removed from the game (none in the Center or a deck: "remove the city
// planning card from the game"), and the victory condition is an empty
// hand.
func WithEasyMode(easy bool) Option {
	return func(s *setup) error { s.easy = easy; return s.Give("easy") }
}

// WithRule sets a named rules option (see Content.RuleOptions), overriding
// its default from the content.
func WithRule(name, value string) Option {
	return func(s *setup) error { return s.SetRule(name, value) }
}

// ownOptions are the options ParseOptions reads beside the rules options.
var ownOptions = []content.OwnOption[Option]{
	{Name: "players", Int: WithPlayers},
	{Name: "easy", Bool: WithEasyMode},
}

// ParseOptions reads a record's option string, "players=4 easy=false
// end_of_game=round", into Options for New. An option given twice is an
// error.
func ParseOptions(text string) ([]Option, error) {
	return content.ParseOptions(gameName, text, ownOptions, knownOptions, WithRule)
}

// Options writes the game's setup in the notation ParseOptions reads.
func (s *State) Options() string {
	o := s.opts
	return fmt.Sprintf("players=%d easy=%t end_of_game=%s center_refill=%s reshuffle=%s victory_check=%s short_draw=%s exchange_identical=%s round_limit=%d",
		o.players, o.easy, o.endOfGame, o.refill, o.reshuffle, o.victory, o.shortDraw, o.identical, o.roundLimit)
}

// New sets up a game of Builder's High from content c. The setup's shuffles,
// deals and the choice of the first player are Chance decisions: the new
// state waits on Chance until the first player's first turn.
func New(c *Content, opts ...Option) (*State, error) {
	s, err := newBlank(c, opts...)
	if err != nil {
		return nil, err
	}
	// "Separate the budget cards, building cards, and city planning cards and
	// shuffle them into 3 individual decks facing down." (Easy Mode: "remove
	// the city planning card from the game".)
	for k, card := range c.cards {
		n := s.inGame(k)
		s.counts[zDeck*len(c.cards)+k] = uint8(n)
		s.totals[zDeck*3+int(card.Deck)] += int16(n)
	}
	o := s.opts
	// Pushed in reverse of play: each player is dealt 5 budget and 5
	// building cards, the first player is decided randomly, then 9 building
	// cards and players + 1 city planning cards are revealed in the Center.
	s.stack.Push(task{Op: opNextTurn, Who: -1, Card: -1})
	if !o.easy {
		s.stack.Push(task{Op: opDrawCard, Who: -1, Card: -1, Deck: PlanningDeck, Dest: zCenter, N: int16(o.players + c.planningExtra)})
	}
	s.stack.Push(task{Op: opDrawCard, Who: -1, Card: -1, Deck: BuildingDeck, Dest: zCenter, N: int16(c.centerBuildings)})
	s.stack.Push(task{Op: opChooseFirst, Who: -1, Card: -1})
	for p := o.players - 1; p >= 0; p-- {
		s.stack.Push(task{Op: opDrawCard, Who: int8(p), Card: -1, Deck: BuildingDeck, Dest: int8(handZone(p)), N: int16(c.dealBuild)})
		s.stack.Push(task{Op: opDrawCard, Who: int8(p), Card: -1, Deck: BudgetDeck, Dest: int8(handZone(p)), N: int16(c.dealBudget)})
	}
	if err := s.settle(); err != nil {
		return nil, err
	}
	return s, nil
}

// newBlank makes a state with the options set and every zone empty.
func newBlank(c *Content, opts ...Option) (*State, error) {
	if c == nil {
		return nil, fmt.Errorf("buildershigh: New: no content")
	}
	su := setup{Setup: content.Setup{Game: gameName}, players: 4}
	for _, o := range opts {
		if err := o(&su); err != nil {
			return nil, err
		}
	}
	if su.players < c.minPlayers || su.players > c.maxPlayers || su.players > maxSeats {
		return nil, fmt.Errorf("buildershigh: New: players=%d; this content plays %d to %d players", su.players, c.minPlayers, c.maxPlayers)
	}
	rules, err := su.Rules(c.options, knownOptions)
	if err != nil {
		return nil, err
	}
	o := options{players: su.players, easy: su.easy, endOfGame: rules["end_of_game"], refill: rules["center_refill"],
		reshuffle: rules["reshuffle"], victory: rules["victory_check"], shortDraw: rules["short_draw"],
		identical: rules["exchange_identical"]}
	o.roundLimit, _ = strconv.Atoi(rules["round_limit"])
	o.centerToo = o.reshuffle == reshuffleAll

	zones := zSeats + 2*o.players
	s := &State{
		c:         c,
		opts:      o,
		counts:    make([]uint8, zones*len(c.cards)),
		totals:    make([]int16, zones*3),
		first:     -1,
		lastPayer: -1,
		stack:     make([]task, 0, 16),
	}
	return s, nil
}
