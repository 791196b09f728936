package rulebook

import "fmt"

// Move is what every game's move type satisfies: a small comparable value
// with a short text notation. A game's ParseMove reads back what String
// writes.
type Move interface {
	comparable
	fmt.Stringer
}

// State is the contract every game's state keeps. S is the game's own
// state type (so Clone returns it) and M its move type.
//
// Exactly one party owes the next decision: a seat, Chance or Nobody.
// AppendLegal lists every legal answer in a deterministic order; Check is
// nil exactly for those moves; Apply is Check then do, and a rejected move
// leaves the state as it was.
type State[S any, M Move] interface {
	// Game names the game: "buildershigh", "highrise", "capitals".
	Game() string
	// Seats is the number of players at the table.
	Seats() int
	// ToMove is the party that owes the next decision.
	ToMove() Player
	// Prompt says in words what is being decided.
	Prompt() string
	// AppendLegal appends every legal move to dst and returns it; with a
	// reused dst it does not allocate.
	AppendLegal(dst []M) []M
	// Legal returns every legal move in a new slice.
	Legal() []M
	// Weight is the weight of a legal Chance outcome (how many of the
	// identical cards a draw could turn up); 1 for a player's move.
	Weight(m M) int
	// Check returns nil for a legal move, or an error wrapping ErrIllegal
	// that cites the rule.
	Check(m M) error
	// Apply checks m and then plays it.
	Apply(m M) error
	// ParseMove reads a move in the notation Move.String writes.
	ParseMove(text string) (M, error)
	// Over reports whether the game has ended.
	Over() bool
	// Scores is each seat's score, in seat order.
	Scores() []int
	// Winners are the seats that won, with the game's own tie-breakers; a
	// shared victory lists several.
	Winners() []Player
	// Clone returns a deep, independent copy.
	Clone() S
	// Fingerprint identifies the content the state was set up from.
	Fingerprint() string
	// Options is the setup in the record's option notation, "players=4 easy=false".
	Options() string
}

// Stopper is implemented by a game whose state can be stopped by a limit
// its rulebook does not have, set for automated play (Builder's High's
// round_limit option, say): such a game is Over, but it did not end by the
// rules, and its Winners need not name anyone. StoppedBy names the limit
// that stopped the game ("the round limit of 60 rounds"), and is "" while
// the game is not over and when it ended by the rules.
//
// The conformance suite
// ([github.com/rulebook-go/rulebook/rulebooktest.Suite]) excuses a stopped
// game from having a winner and checks that a game not over is never
// stopped; a program shows the limit beside the result, so that a stopped
// game is never read as one the rules ended.
type Stopper interface {
	StoppedBy() string
}

// StoppedBy returns s.StoppedBy() when s is a [Stopper], else "": a game
// that cannot be stopped by a limit ends only by its rules.
func StoppedBy(s any) string {
	if st, ok := s.(Stopper); ok {
		return st.StoppedBy()
	}
	return ""
}
