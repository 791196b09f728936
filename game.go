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
