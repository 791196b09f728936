package games

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// All lists the games, in the order the programs report them.
var All = []Game{
	buildersHigh,
	highRise,
	theCapitals,
}

// Names lists the names of All, for messages: "buildershigh, highrise, capitals".
func Names() string {
	names := make([]string, len(All))
	for i, g := range All {
		names[i] = g.Name()
	}
	return strings.Join(names, ", ")
}

// Find returns the game named name ("buildershigh"), or an error naming the
// known games.
func Find(name string) (Game, error) {
	for _, g := range All {
		if g.Name() == name {
			return g, nil
		}
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", name, Names())
}

// Game is one game of the registry.
type Game interface {
	Name() string  // the name records carry: "buildershigh"
	Title() string // "Builder's High"
	// Dir is the game's folder in a content file system.
	Dir() string
	// Load reads, checks and compiles the game's content in fsys. Its error
	// lists every problem as file:line:col: message.
	Load(fsys fs.FS) (Loaded, error)
}

// Loaded is a game's loaded content, immutable and safe for concurrent use:
// any number of goroutines may play, replay and set up games on it at once.
type Loaded interface {
	Game() Game
	Fingerprint() string
	// Summary says what the content holds: "45 budget cards, …".
	Summary() string
	// RuleOptions lists the rules options the content declares (the
	// readings of the rulebook a game may choose), each with its default,
	// its choices and what it decides.
	RuleOptions() []content.RuleOption
	// Replay sets a game up from rec's header and replays its moves. On an
	// illegal line it returns the state reached and a *rulebook.ReplayError.
	Replay(rec *rulebook.Record) (Final, error)
	// Catalog lists every use of the content that coverage counts.
	Catalog() []Item
	// Glossary lists the content's cards, tiles and tenants as a player
	// may ask about them at the table, each with its kind and its text
	// (content.Lookup finds those a word names).
	Glossary() []content.Entry
	// Absent lists the uses of the catalog that no game set up from
	// options can make: those of the cards, tiles and tenants its options
	// and player count leave out of the game (the Extra Tenants when they
	// are off, a tile marked for more players), in catalog order.
	Absent(options string) ([]Item, error)
	// Setup reports whether a game sets up from options.
	Setup(options string) error
	// Bound returns options with the game's bound for automated play added
	// where the rules set no end (Builder's High: round_limit=60), unless
	// options set it already; other games' options as they are.
	Bound(options string) string
	// Play plays one game from options with seed, every seat choosing with
	// policy.
	Play(options string, seed uint64, policy Policy, maxDecisions int) (Result, error)
	// PlaySeats plays one game from options with seed, seat p choosing with
	// seats[p]; there must be one policy a seat.
	PlaySeats(options string, seed uint64, seats []Policy, maxDecisions int) (Result, error)
	// Record plays one game from options as Play does, Chance played by a
	// Resolver seeded with seed, and returns its record.
	Record(options string, seed uint64, policy Policy, maxDecisions int) (*rulebook.Record, error)
	// RecordSeats is Record with a policy a seat, as PlaySeats.
	RecordSeats(options string, seed uint64, seats []Policy, maxDecisions int) (*rulebook.Record, error)
	// NewTable sets a game up from options for play a decision at a time
	// (a terminal, a server): see [Table].
	NewTable(options string) (Table, error)
	// Resume sets a game up from rec's header and replays its moves into a
	// Table that goes on from there. A record that does not replay is an
	// error (a *rulebook.ReplayError for a bad line).
	Resume(rec *rulebook.Record) (Table, error)
	// Bot makes a player of policy for this game, its choices seeded with
	// seed: it chooses a seat's moves at a Table of this content.
	Bot(policy Policy, seed uint64) (Bot, error)
}

// Final is the state a replay reached.
type Final struct {
	Outcome string // the game's own verdict beyond scores, such as a solo result band; "" when none
	Over    bool
	Scores  []int
	Winners []rulebook.Player
	Length  int // rounds (the game's own measure of length)
	Moves   int // decisions replayed
	// TiedWith lists, when the sole winner shares its score with other
	// seats, those seats, and TieBreak is the rulebook's rule that
	// decided between them ("If there's a tie for most VP, …"); both are
	// empty otherwise, and in a game whose winner is not decided by score.
	TiedWith []rulebook.Player
	TieBreak string
	// ToMove is the party owing the next decision (Nobody when the game is
	// over), Prompt what is being decided and Legal every legal answer in
	// the record's notation (Chance's outcomes included: a replay is the
	// referee's view).
	ToMove rulebook.Player
	Prompt string
	Legal  []string
}

// Item is one use of the content coverage counts: a card (or tile, tenant)
// and how it is used ("built", "ability", "paid"…).
type Item struct {
	ID  string `json:"id"`
	How string `json:"how"`
}

// String reads "bank ability".
func (it Item) String() string { return it.ID + " " + it.How }

// Result is one finished game of a simulation.
type Result struct {
	Scores    []int `json:"scores"`
	Winners   []int `json:"winners"`
	Decisions int   `json:"decisions"`
	Length    int   `json:"length"`
	// Returns is each seat's result (1 for a sole winner, 1/k each for k
	// shared winners, 0 otherwise; 0 for all in a game a limit stopped).
	Returns []float64      `json:"returns,omitempty"`
	Stopped string         `json:"stopped,omitempty"` // the limit that stopped the game, when one did
	Uses    map[string]int `json:"uses,omitempty"`    // Item.String() → count
}
