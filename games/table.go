package games

import (
	"errors"
	"fmt"

	"github.com/rulebook-go/rulebook"
)

// Table is one game in play, a decision at a time, over the game's notation:
// a terminal, a server or a bot harness drives it by name without knowing
// the game's types. It records every move it plays. A Table is not safe for
// concurrent use.
type Table interface {
	// Game is the game at the table.
	Game() Game
	// Seats is the number of players.
	Seats() int
	// ToMove is the party that owes the next decision: a seat, Chance, or
	// Nobody once the game is over.
	ToMove() rulebook.Player
	// Prompt says in words what is being decided.
	Prompt() string
	// Legal lists every legal answer in the game's notation and order. For
	// Chance it lists the outcomes: the referee's knowledge, not a seat's.
	Legal() []string
	// View is what seat p may see: the game's own View value, which marshals
	// to JSON.
	View(p rulebook.Player) any
	// Apply plays move, in the game's notation, for the party to move. A
	// move that does not parse or is not legal is an error (wrapping
	// rulebook.ErrIllegal for an illegal one, citing the rule) and changes
	// nothing.
	Apply(move string) error
	// PlayChance plays Chance's decision, drawn by the rules' weights with
	// r, and returns the outcome played.
	PlayChance(r *rulebook.Resolver) (string, error)
	// Over reports whether the game has ended (by its rules, or by a limit:
	// see Final's Outcome and Stopped).
	Over() bool
	// Final is where the game stands: scores, winners, who is to move.
	Final() Final
	// Returns is each seat's result once the game is over (see
	// rulebook.Searchable).
	Returns() []float64
	// Stopped names the limit that stopped the game, when one did.
	Stopped() string
	// Record is a copy of the game's record so far.
	Record() *rulebook.Record
	// Back sets the table back to just after its first n moves, replaying
	// them from the setup; the later moves leave the record.
	Back(n int) error
}

// Bot is a policy playing for the seat to move at a Table of the content
// that made it ([Loaded.Bot]). It is not safe for concurrent use.
type Bot interface {
	// Policy is the policy the bot plays.
	Policy() Policy
	// Choose returns the move of the seat to move at t, in the game's
	// notation, without playing it. The bot reads the table only as the
	// seat may (its legal moves and determinizations drawn from its
	// information).
	Choose(t Table) (string, error)
}

type table[C Content, S rulebook.Searchable[S, M], M rulebook.Move] struct {
	l   *loaded[C, S, M]
	rec *rulebook.Recording[S, M]
	buf []M
}

func (l *loaded[C, S, M]) NewTable(options string) (Table, error) {
	s, err := l.g.sp.New(l.c, options)
	if err != nil {
		return nil, err
	}
	return &table[C, S, M]{l: l, rec: rulebook.NewRecording(s)}, nil
}

func (l *loaded[C, S, M]) Resume(rec *rulebook.Record) (Table, error) {
	s, err := rulebook.Replay(l.rules(), rec)
	if err != nil {
		return nil, err
	}
	// The replayed record keeps its header (the seed too), with the
	// content's fingerprint, which Replay has checked or the header left
	// out.
	r := rulebook.NewRecording(s)
	r.Record.Header = rec.Header
	r.Record.Header.Content = s.Fingerprint()
	for _, m := range rec.Moves {
		m.Line = 0
		r.Record.Moves = append(r.Record.Moves, m)
	}
	return &table[C, S, M]{l: l, rec: r}, nil
}

func (t *table[C, S, M]) state() S                   { return t.rec.State }
func (t *table[C, S, M]) Game() Game                 { return t.l.g }
func (t *table[C, S, M]) Seats() int                 { return t.state().Seats() }
func (t *table[C, S, M]) ToMove() rulebook.Player    { return t.state().ToMove() }
func (t *table[C, S, M]) Prompt() string             { return t.state().Prompt() }
func (t *table[C, S, M]) Over() bool                 { return t.state().Over() }
func (t *table[C, S, M]) Returns() []float64         { return t.state().Returns() }
func (t *table[C, S, M]) Stopped() string            { return rulebook.StoppedBy(t.state()) }
func (t *table[C, S, M]) View(p rulebook.Player) any { return t.l.g.sp.View(t.state(), p) }
func (t *table[C, S, M]) Final() Final               { return t.l.final(t.state(), len(t.rec.Record.Moves)) }

func (t *table[C, S, M]) Legal() []string {
	t.buf = t.state().AppendLegal(t.buf[:0])
	out := make([]string, len(t.buf))
	for i, m := range t.buf {
		out[i] = m.String()
	}
	return out
}

func (t *table[C, S, M]) Apply(move string) error {
	s := t.state()
	if s.Over() {
		return fmt.Errorf("%s: the game is over", t.l.g.sp.Name)
	}
	m, err := s.ParseMove(move)
	if err != nil {
		return err
	}
	return t.rec.Apply(m)
}

func (t *table[C, S, M]) PlayChance(r *rulebook.Resolver) (string, error) {
	s := t.state()
	if s.ToMove() != rulebook.Chance {
		return "", fmt.Errorf("%s: %v is to move, not Chance", t.l.g.sp.Name, s.ToMove())
	}
	var m M
	var ok bool
	if m, t.buf, ok = rulebook.Step(s, r, t.buf); !ok {
		return "", fmt.Errorf("%s: %w: Chance (%s)", t.l.g.sp.Name, rulebook.ErrNoLegalMove, s.Prompt())
	}
	if err := t.rec.Apply(m); err != nil {
		return "", err
	}
	return m.String(), nil
}

func (t *table[C, S, M]) Record() *rulebook.Record {
	rec := t.rec.Record
	rec.Moves = append([]rulebook.RecordMove(nil), rec.Moves...)
	return &rec
}

func (t *table[C, S, M]) Back(n int) error {
	moves := t.rec.Record.Moves
	if n < 0 || n > len(moves) {
		return fmt.Errorf("%s: cannot go back to move %d of %d", t.l.g.sp.Name, n, len(moves))
	}
	s, err := t.l.g.sp.New(t.l.c, t.rec.Record.Header.Options)
	if err != nil {
		return err
	}
	if err := rulebook.ReplayMoves(s, moves[:n]); err != nil {
		return err
	}
	t.rec.State = s
	t.rec.Record.Moves = moves[:n:n]
	return nil
}

// errOtherTable is a bot asked to choose at a table of another game or
// content.
var errOtherTable = errors.New("the table is not of the content the bot was made for")

type tableBot[C Content, S rulebook.Searchable[S, M], M rulebook.Move] struct {
	l      *loaded[C, S, M]
	policy Policy
	c      chooser[S, M]
	r      *rulebook.Resolver
	buf    []M
}

func (l *loaded[C, S, M]) Bot(policy Policy, seed uint64) (Bot, error) {
	c, err := l.chooser(policy, seed)
	if err != nil {
		return nil, err
	}
	return &tableBot[C, S, M]{l: l, policy: policy, c: c, r: rulebook.NewResolver(seed)}, nil
}

func (b *tableBot[C, S, M]) Policy() Policy { return b.policy }

func (b *tableBot[C, S, M]) Choose(t Table) (string, error) {
	tt, ok := t.(*table[C, S, M])
	if !ok || tt.l != b.l {
		return "", fmt.Errorf("%s: bot %s: %w", b.l.g.sp.Name, b.policy, errOtherTable)
	}
	s := tt.state()
	if p := s.ToMove(); s.Over() || !p.IsSeat() {
		return "", fmt.Errorf("%s: bot %s: no seat is to move (%v)", b.l.g.sp.Name, b.policy, p)
	}
	var m M
	var err error
	if m, b.buf, err = b.c.choose(s, b.r, b.buf); err != nil {
		return "", fmt.Errorf("%s: bot %s: %w", b.l.g.sp.Name, b.policy, err)
	}
	return m.String(), nil
}
