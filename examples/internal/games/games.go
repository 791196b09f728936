// Package games is the table of games the example programs (lint, verify,
// simulate) know, over the public API of each game's package only. A game
// joins every program with one entry in [All]: a [Spec] saying how to load
// its content, set it up from a record's options, and what its moves use of
// the content.
package games

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/rulebook-go/rulebook"
)

// All lists the games, in the order the programs report them.
var All = []Game{
	buildersHigh,
	highRise,
	theCapitals,
}

// Names lists the names of All, for messages: "buildershigh".
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

// Game is one game as the programs see it.
type Game interface {
	Name() string  // the name records carry: "buildershigh"
	Title() string // "Builder's High"
	// Dir is the game's folder in a content file system.
	Dir() string
	// Load reads, checks and compiles the game's content in fsys. Its error
	// lists every problem as file:line:col: message.
	Load(fsys fs.FS) (Loaded, error)
}

// Loaded is a game's loaded content, immutable and safe for concurrent use.
type Loaded interface {
	Game() Game
	Fingerprint() string
	// Summary says what the content holds: "45 budget cards, …".
	Summary() string
	// Replay sets a game up from rec's header and replays its moves. On an
	// illegal line it returns the state reached and a *rulebook.ReplayError.
	Replay(rec *rulebook.Record) (Final, error)
	// Catalog lists every use of the content that coverage counts.
	Catalog() []Item
	// Setup reports whether a game sets up from options.
	Setup(options string) error
	// Bound returns options with the game's bound for automated play added
	// where the rules set no end (Builder's High: round_limit=60), unless
	// options set it already; other games' options as they are.
	Bound(options string) string
	// Play plays one game from options with seed, choosing with policy.
	Play(options string, seed uint64, policy Policy, maxDecisions int) (Result, error)
	// Record plays one game from options as Play does, Chance played by a
	// Resolver seeded with seed, and returns its record.
	Record(options string, seed uint64, policy Policy, maxDecisions int) (*rulebook.Record, error)
}

// Final is the state a replay reached.
type Final struct {
	Outcome string // the game's own verdict beyond scores, such as a solo result band; "" when none
	Over    bool
	Scores  []int
	Winners []rulebook.Player
	Length  int // rounds (the game's own measure of length)
	Moves   int // decisions replayed
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
	Scores    []int          `json:"scores"`
	Winners   []int          `json:"winners"`
	Decisions int            `json:"decisions"`
	Length    int            `json:"length"`
	Uses      map[string]int `json:"uses,omitempty"` // Item.String() → count
}

// Policy is how a simulation chooses for the players. Chance always plays
// by weight.
type Policy int

const (
	// Random chooses uniformly among the legal moves.
	Random Policy = iota
	// Greedy chooses the move the game's greedy rule ranks highest, a random
	// one among equals.
	Greedy
)

// ParsePolicy reads "random" or "greedy".
func ParsePolicy(s string) (Policy, error) {
	switch s {
	case "random":
		return Random, nil
	case "greedy":
		return Greedy, nil
	}
	return 0, fmt.Errorf("unknown policy %q (known: random, greedy)", s)
}

func (p Policy) String() string {
	if p == Greedy {
		return "greedy"
	}
	return "random"
}

// Spec describes a game generically: C is its loaded content, S its state
// and M its move. Every field but Rank, Length, Outcome and Bound is
// required.
type Spec[C any, S rulebook.State[S, M], M rulebook.Move] struct {
	Name, Title string
	Dir         string
	Load        func(fs.FS) (C, error)
	Fingerprint func(C) string
	Summary     func(C) string
	// New sets up a game from a record's option string on content c.
	New func(c C, options string) (S, error)
	// Catalog lists every use coverage counts.
	Catalog func(C) []Item
	// Uses appends what the legal move m, about to be played in s, uses of
	// the content.
	Uses func(s S, m M, dst []Item) []Item
	// Rank scores a legal move for the greedy policy: higher is better.
	Rank func(s S, m M) int
	// Length is the game's length in its own unit (rounds).
	Length func(S) int
	// Outcome, when set, is the game's own verdict on a finished game
	// beyond scores and winners ("Win: …" of a solo game), or "".
	Outcome func(S) string
	// Bound is the setup, in the record's option notation, that bounds
	// automated play where the rules set no end ("round_limit=60"); "" when
	// every game ends by the rules.
	Bound string
}

// Of makes a Game of a Spec.
func Of[C any, S rulebook.State[S, M], M rulebook.Move](sp Spec[C, S, M]) Game {
	return &game[C, S, M]{sp}
}

type game[C any, S rulebook.State[S, M], M rulebook.Move] struct{ sp Spec[C, S, M] }

func (g *game[C, S, M]) Name() string  { return g.sp.Name }
func (g *game[C, S, M]) Title() string { return g.sp.Title }
func (g *game[C, S, M]) Dir() string   { return g.sp.Dir }

func (g *game[C, S, M]) Load(fsys fs.FS) (Loaded, error) {
	c, err := g.sp.Load(fsys)
	if err != nil {
		return nil, err
	}
	l := &loaded[C, S, M]{g: g, c: c, catalog: g.sp.Catalog(c)}
	l.index = make(map[Item]int, len(l.catalog))
	for i, it := range l.catalog {
		l.index[it] = i
	}
	return l, nil
}

type loaded[C any, S rulebook.State[S, M], M rulebook.Move] struct {
	g       *game[C, S, M]
	c       C
	catalog []Item
	index   map[Item]int
}

func (l *loaded[C, S, M]) Game() Game          { return l.g }
func (l *loaded[C, S, M]) Fingerprint() string { return l.g.sp.Fingerprint(l.c) }
func (l *loaded[C, S, M]) Summary() string     { return l.g.sp.Summary(l.c) }
func (l *loaded[C, S, M]) Catalog() []Item     { return l.catalog }

func (l *loaded[C, S, M]) rules() rulebook.Rules[S, M] {
	return rulebook.Rules[S, M]{
		Game: l.g.sp.Name,
		New:  func(options string) (S, error) { return l.g.sp.New(l.c, options) },
	}
}

func (l *loaded[C, S, M]) final(s S, moves int) Final {
	f := Final{Over: s.Over(), Scores: s.Scores(), Winners: s.Winners(), Moves: moves, ToMove: s.ToMove()}
	if !f.Over {
		f.Prompt = s.Prompt()
		for _, m := range s.Legal() {
			f.Legal = append(f.Legal, m.String())
		}
	}
	if l.g.sp.Outcome != nil {
		f.Outcome = l.g.sp.Outcome(s)
	}
	if l.g.sp.Length != nil {
		f.Length = l.g.sp.Length(s)
	}
	return f
}

func (l *loaded[C, S, M]) Replay(rec *rulebook.Record) (Final, error) {
	s, err := rulebook.Replay(l.rules(), rec)
	var re *rulebook.ReplayError
	if err != nil && (!errors.As(err, &re) || re.Line == 0 && re.Player == rulebook.Nobody) {
		return Final{}, err // the header does not fit: no state to show
	}
	n := len(rec.Moves)
	if re != nil {
		for i, m := range rec.Moves {
			if m.Line == re.Line {
				n = i
				break
			}
		}
	}
	return l.final(s, n), err
}

func (l *loaded[C, S, M]) Setup(options string) error {
	_, err := l.g.sp.New(l.c, options)
	return err
}

func (l *loaded[C, S, M]) Bound(options string) string {
	set := map[string]bool{}
	for _, f := range strings.Fields(options) {
		name, _, _ := strings.Cut(f, "=")
		set[name] = true
	}
	for _, f := range strings.Fields(l.g.sp.Bound) {
		if name, _, _ := strings.Cut(f, "="); !set[name] {
			options = strings.TrimSpace(options + " " + f)
		}
	}
	return options
}

// next picks the move to play in s: Chance's by weight and, with Greedy,
// a player's by the game's rank; any other uniformly at random. It returns
// buf grown to hold the legal moves.
func (l *loaded[C, S, M]) next(s S, policy Policy, r *rulebook.Resolver, buf []M) (M, []M, bool) {
	if policy == Greedy && s.ToMove() != rulebook.Chance && l.g.sp.Rank != nil {
		buf = s.AppendLegal(buf[:0])
		m, ok := pickGreedy(s, buf, r, l.g.sp.Rank)
		return m, buf, ok
	}
	return rulebook.Step(s, r, buf)
}

func (l *loaded[C, S, M]) Play(options string, seed uint64, policy Policy, maxDecisions int) (Result, error) {
	s, err := l.g.sp.New(l.c, options)
	if err != nil {
		return Result{}, err
	}
	r := rulebook.NewResolver(seed)
	var buf []M
	var uses []Item
	res := Result{Winners: []int{}}
	counts := make([]int, len(l.catalog))
	for !s.Over() {
		if res.Decisions >= maxDecisions {
			return res, fmt.Errorf("%s: seed %d: %w (%d decisions)", l.g.sp.Name, seed, rulebook.ErrDecisionBound, maxDecisions)
		}
		var m M
		var ok bool
		m, buf, ok = l.next(s, policy, r, buf)
		if !ok {
			return res, fmt.Errorf("%s: seed %d: %w at %q", l.g.sp.Name, seed, rulebook.ErrNoLegalMove, s.Prompt())
		}
		if l.g.sp.Uses != nil {
			uses = l.g.sp.Uses(s, m, uses[:0])
			for _, u := range uses {
				if i, ok := l.index[u]; ok {
					counts[i]++
				}
			}
		}
		if err := s.Apply(m); err != nil {
			return res, fmt.Errorf("%s: seed %d: a listed move was refused: %w", l.g.sp.Name, seed, err)
		}
		res.Decisions++
	}
	res.Scores = s.Scores()
	for _, w := range s.Winners() {
		res.Winners = append(res.Winners, int(w))
	}
	if l.g.sp.Length != nil {
		res.Length = l.g.sp.Length(s)
	}
	for i, n := range counts {
		if n > 0 {
			if res.Uses == nil {
				res.Uses = map[string]int{}
			}
			res.Uses[l.catalog[i].String()] = n
		}
	}
	return res, nil
}

func (l *loaded[C, S, M]) Record(options string, seed uint64, policy Policy, maxDecisions int) (*rulebook.Record, error) {
	s, err := l.g.sp.New(l.c, options)
	if err != nil {
		return nil, err
	}
	rec := rulebook.NewRecording(s)
	rec.Record.Header.SetSeed(seed)
	r := rulebook.NewResolver(seed)
	var buf []M
	for decisions := 0; !s.Over(); decisions++ {
		if decisions >= maxDecisions {
			return &rec.Record, fmt.Errorf("%s: seed %d: %w (%d decisions)", l.g.sp.Name, seed, rulebook.ErrDecisionBound, maxDecisions)
		}
		var m M
		var ok bool
		m, buf, ok = l.next(s, policy, r, buf)
		if !ok {
			return &rec.Record, fmt.Errorf("%s: seed %d: %w at %q", l.g.sp.Name, seed, rulebook.ErrNoLegalMove, s.Prompt())
		}
		if err := rec.Apply(m); err != nil {
			return &rec.Record, fmt.Errorf("%s: seed %d: a listed move was refused: %w", l.g.sp.Name, seed, err)
		}
	}
	return &rec.Record, nil
}

// pickGreedy returns the legal move rank scores highest, a random one among
// equals.
func pickGreedy[S any, M any](s S, legal []M, r *rulebook.Resolver, rank func(S, M) int) (M, bool) {
	var best M
	if len(legal) == 0 {
		return best, false
	}
	bestRank, ties := 0, 0
	for i, m := range legal {
		v := rank(s, m)
		switch {
		case i == 0 || v > bestRank:
			best, bestRank, ties = m, v, 1
		case v == bestRank:
			ties++
			if r.IntN(ties) == 0 { // reservoir sampling: each equal move alike
				best = m
			}
		}
	}
	return best, true
}
