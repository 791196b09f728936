package rulebook_test

// A toy game to test the root package on: "dicerace".
//
// Each seat has a counter on a track from 0 to the goal and a hidden hand of
// cards worth 1, 2 or 3, dealt from a deck of four of each. On your turn you
// either roll the die (faces 1, 2, 2, 2, 3, 3, so Chance outcomes weigh 1,
// 3 and 2) and move that far, or play a card from your hand and move its
// value, then draw a replacement while the deck lasts. The first to reach
// the goal wins. Chance deals two cards to each seat before the first turn.
// With the option limit=N, a game not won after N turns is stopped by the
// turn limit (a limit its "rulebook" does not have), with no winner.
//
// Notation: "roll", "play 2" for players; "die 3", "card 2" for Chance.
//
// A state may carry a bug (field bug) so tests can see the suite catch it.
// The conformance suite's tests play the same game, with its views,
// rehidden copies, invariants and Suite, in rulebooktest/toy_test.go.

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

const (
	raceGame   = "dicerace"
	raceFP     = "toy:dicerace/v1"
	raceValues = 3 // card values 1..3
	racePerVal = 4 // cards of each value
	raceHand   = 2 // cards dealt to each seat
)

type raceKind uint8

const (
	kindRoll raceKind = iota + 1
	kindPlay
	kindDie
	kindCard
)

// raceMove is a move of dicerace.
type raceMove struct {
	Kind raceKind
	N    int8
}

func (m raceMove) String() string {
	switch m.Kind {
	case kindRoll:
		return "roll"
	case kindPlay:
		return "play " + strconv.Itoa(int(m.N))
	case kindDie:
		return "die " + strconv.Itoa(int(m.N))
	case kindCard:
		return "card " + strconv.Itoa(int(m.N))
	}
	return "?"
}

type racePhase uint8

const (
	phaseDeal racePhase = iota // Chance deals a card to dealTo
	phaseTurn                  // turn's player rolls or plays
	phaseRoll                  // Chance rolls for turn
	phaseDraw                  // Chance draws turn's replacement card
	phaseOver
)

// race is the state of dicerace.
type race struct {
	seats   int
	goal    int
	pos     []int
	hands   [][raceValues + 1]int8 // hands[p][v]: how many cards of value v
	deck    [raceValues + 1]int8
	discard [raceValues + 1]int8
	turn    int
	phase   racePhase
	dealTo  int
	dealt   int
	limit   int // turns after which a game nobody won stops; 0 for none
	turns   int // turns ended
	bug     string
}

// newRace sets up a game; bug names a deliberate bug ("" for none).
func newRace(seats, goal int, bug string) (*race, error) {
	if seats < 2 || seats > 4 {
		return nil, fmt.Errorf("dicerace: players=%d: the game seats 2 to 4", seats)
	}
	if goal < 4 || goal > 40 {
		return nil, fmt.Errorf("dicerace: goal=%d: the goal is 4 to 40", goal)
	}
	s := &race{seats: seats, goal: goal, pos: make([]int, seats), hands: make([][raceValues + 1]int8, seats), bug: bug}
	if bug == "determinism" {
		newRaceCalls++
		s.dealTo = newRaceCalls % seats // setup that depends on more than the seed
	}
	for v := 1; v <= raceValues; v++ {
		s.deck[v] = racePerVal
	}
	return s, nil
}

var newRaceCalls int

// newRaceOptions reads "players=3 goal=12".
func newRaceOptions(options string) (*race, error) {
	seats, goal, limit := 2, 12, 0
	for _, f := range strings.Fields(options) {
		k, v, _ := strings.Cut(f, "=")
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, fmt.Errorf("dicerace: option %q: not a number", f)
		}
		switch k {
		case "players":
			seats = n
		case "goal":
			goal = n
		case "limit":
			limit = n
		default:
			return nil, fmt.Errorf("dicerace: unknown option %q", k)
		}
	}
	s, err := newRace(seats, goal, "")
	if err != nil {
		return nil, err
	}
	s.limit = limit
	return s, nil
}

func (s *race) Game() string        { return raceGame }
func (s *race) Seats() int          { return s.seats }
func (s *race) Fingerprint() string { return raceFP }
func (s *race) Options() string {
	if s.bug == "static" && s.phase == phaseOver {
		return "players=" + strconv.Itoa(s.seats)
	}
	o := "players=" + strconv.Itoa(s.seats) + " goal=" + strconv.Itoa(s.goal)
	if s.limit > 0 {
		o += " limit=" + strconv.Itoa(s.limit)
	}
	return o
}

// StoppedBy names the turn limit when it stopped the game (a
// rulebook.Stopper).
func (s *race) StoppedBy() string {
	stopped := s.phase == phaseOver && s.pos[s.turn] < s.goal
	if (stopped && s.bug != "unstoppable") || s.bug == "stopped" {
		return "the turn limit of " + strconv.Itoa(s.limit) + " turns"
	}
	return ""
}

func (s *race) ToMove() rulebook.Player {
	switch s.phase {
	case phaseTurn:
		return rulebook.Player(s.turn)
	case phaseOver:
		if s.bug == "to-move" {
			return rulebook.Player(s.turn)
		}
		return rulebook.Nobody
	}
	return rulebook.Chance
}

func (s *race) Prompt() string {
	switch s.phase {
	case phaseDeal:
		return "deal a card to p" + strconv.Itoa(s.dealTo)
	case phaseTurn:
		return "roll the die or play a card"
	case phaseRoll:
		return "roll the die"
	case phaseDraw:
		return "draw a card for p" + strconv.Itoa(s.turn)
	}
	return ""
}

func (s *race) Over() bool { return s.phase == phaseOver }

func (s *race) AppendLegal(dst []raceMove) []raceMove {
	if s.bug == "legal-deterministic" {
		dst = dst[:0] // forgets what dst held
	}
	switch s.phase {
	case phaseDeal, phaseDraw:
		for v := 1; v <= raceValues; v++ {
			if s.deck[v] > 0 {
				dst = append(dst, raceMove{kindCard, int8(v)})
			}
		}
	case phaseTurn:
		dst = append(dst, raceMove{Kind: kindRoll})
		if s.bug == "legal-duplicate" {
			dst = append(dst, raceMove{Kind: kindRoll})
		}
		for v := 1; v <= raceValues; v++ {
			if s.hands[s.turn][v] > 0 {
				dst = append(dst, raceMove{kindPlay, int8(v)})
			}
		}
	case phaseRoll:
		for v := 1; v <= 3; v++ {
			dst = append(dst, raceMove{kindDie, int8(v)})
		}
	}
	return dst
}

func (s *race) Legal() []raceMove { return s.AppendLegal(nil) }

var dieWeight = [4]int{0, 1, 3, 2}

// want is the kind of move each phase asks for.
var want = [...]raceKind{phaseDeal: kindCard, phaseDraw: kindCard, phaseTurn: kindRoll, phaseRoll: kindDie, phaseOver: 0}

func (s *race) Weight(m raceMove) int {
	switch m.Kind {
	case kindDie:
		if s.bug == "weight" && m.N == 3 {
			return 0
		}
		return dieWeight[m.N]
	case kindCard:
		return int(s.deck[m.N])
	}
	return 1
}

func illegal(section, reason string) error {
	return rulebook.Illegal(raceGame, section, reason)
}

func (s *race) Check(m raceMove) error {
	if m.N < 0 || int(m.N) > raceValues || (m.Kind != kindRoll) != (m.N > 0) {
		return illegal("Moves", "no such move")
	}
	switch {
	case s.phase == phaseOver:
		return illegal("End of the game", "the game is over")
	case s.phase == phaseTurn && m.Kind == kindPlay:
		if s.hands[s.turn][m.N] == 0 && s.bug == "rule-error" {
			return fmt.Errorf("%w: no such card", rulebook.ErrIllegal)
		}
		if s.hands[s.turn][m.N] == 0 && s.bug != "check" {
			return illegal("Playing a card", fmt.Sprintf("p%d holds no %d", s.turn, m.N))
		}
	case want[s.phase] != m.Kind:
		return illegal("Turn order", fmt.Sprintf("%s is not the decision now: %s", m, s.Prompt()))
	case m.Kind == kindCard && s.deck[m.N] == 0:
		return illegal("Drawing", fmt.Sprintf("no %d is left in the deck", m.N))
	}
	return nil
}

func (s *race) Apply(m raceMove) error {
	if err := s.Check(m); err != nil {
		if s.bug == "reject" {
			s.pos[0]++ // a half-done move left behind
		}
		return err
	}
	switch m.Kind {
	case kindCard:
		p := s.turn
		if s.phase == phaseDeal {
			p = s.dealTo
		}
		s.hands[p][m.N]++
		if s.bug != "invariant" {
			s.deck[m.N]--
		}
		if s.phase == phaseDeal {
			s.dealt++
			s.dealTo = (s.dealTo + 1) % s.seats
			if s.dealt == raceHand*s.seats {
				s.phase = phaseTurn
			}
			return nil
		}
		s.next()
	case kindRoll:
		s.phase = phaseRoll
	case kindDie:
		n := int(m.N)
		if s.bug == "endless" {
			n = 0
		}
		if s.advance(n) {
			return nil
		}
		s.next()
	case kindPlay:
		s.hands[s.turn][m.N]--
		s.discard[m.N]++
		if s.advance(int(m.N)) {
			return nil
		}
		if s.deckSize() > 0 {
			s.phase = phaseDraw
			return nil
		}
		s.next()
	}
	return nil
}

// advance moves the player to move n spaces and reports whether the game ended.
func (s *race) advance(n int) bool {
	s.pos[s.turn] = min(s.goal, s.pos[s.turn]+n)
	if s.pos[s.turn] == s.goal {
		s.phase = phaseOver
		return true
	}
	return false
}

func (s *race) next() {
	s.turns++
	if s.limit > 0 && s.turns >= s.limit {
		s.phase = phaseOver // stopped: s.pos[s.turn] is short of the goal
		return
	}
	s.turn = (s.turn + 1) % s.seats
	s.phase = phaseTurn
}

func (s *race) deckSize() int {
	n := 0
	for _, c := range s.deck {
		n += int(c)
	}
	return n
}

func (s *race) ParseMove(text string) (raceMove, error) {
	if text == "roll" {
		return raceMove{Kind: kindRoll}, nil
	}
	word, num, ok := strings.Cut(text, " ")
	if s.bug == "notation" && word == "play" {
		return raceMove{}, &rulebook.SyntaxError{Text: text, Reason: "the buggy parser reads no play"}
	}
	kinds := map[string]raceKind{"play": kindPlay, "die": kindDie, "card": kindCard}
	k, known := kinds[word]
	n, err := strconv.Atoi(num)
	if !ok || !known || err != nil || n < 1 || n > raceValues {
		return raceMove{}, &rulebook.SyntaxError{Text: text, Reason: `a move is "roll", "play N", "die N" or "card N", N from 1 to 3`}
	}
	return raceMove{k, int8(n)}, nil
}

func (s *race) Scores() []int {
	out := slices.Clone(s.pos)
	if s.bug == "scores" {
		out[0] += 1000
	}
	return out
}

func (s *race) Winners() []rulebook.Player {
	if s.phase != phaseOver || s.bug == "winners" || s.pos[s.turn] < s.goal {
		return nil // not over, buggy, or stopped by the turn limit
	}
	return []rulebook.Player{rulebook.Player(s.turn)}
}

func (s *race) Clone() *race {
	c := *s
	c.pos = slices.Clone(s.pos)
	if s.bug == "clone-equal" {
		c.discard = [raceValues + 1]int8{}
	}
	if s.bug != "clone" {
		c.hands = slices.Clone(s.hands)
	}
	return &c
}

// raceJSON is the JSON form of a state.
type raceJSON struct {
	Seats   int                    `json:"seats"`
	Goal    int                    `json:"goal"`
	Pos     []int                  `json:"pos"`
	Hands   [][raceValues + 1]int8 `json:"hands"`
	Deck    [raceValues + 1]int8   `json:"deck"`
	Discard [raceValues + 1]int8   `json:"discard"`
	Turn    int                    `json:"turn"`
	Phase   racePhase              `json:"phase"`
	DealTo  int                    `json:"dealTo"`
	Dealt   int                    `json:"dealt"`
	Limit   int                    `json:"limit,omitempty"`
	Turns   int                    `json:"turns"`
	Bug     string                 `json:"bug,omitempty"`
}

func (s *race) MarshalJSON() ([]byte, error) {
	j := raceJSON{s.seats, s.goal, s.pos, s.hands, s.deck, s.discard, s.turn, s.phase, s.dealTo, s.dealt, s.limit, s.turns, s.bug}
	if s.bug == "json" {
		j.Discard = [raceValues + 1]int8{}
	}
	return json.Marshal(j)
}

func equalRace(a, b *race) string {
	return cmp.Diff(a, b, cmp.AllowUnexported(race{}))
}
