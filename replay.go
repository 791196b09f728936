package rulebook

import (
	"errors"
	"strconv"

	"github.com/rulebook-go/rulebook/internal/quote"
)

// Rules tells [Replay] how to set up a game from a record's header.
type Rules[S State[S, M], M Move] struct {
	// Game is the game's name; a record whose Game tag differs is refused.
	// When empty, the record's Game tag is compared with the new state's
	// Game instead.
	Game string
	// New sets up a game from the record's option string, on the content
	// the caller chose. It must return an error for an unknown option.
	New func(options string) (S, error)
}

// ReplayError reports the first line of a record that does not replay: a
// move the rules reject, a move that does not parse, a move by the wrong
// party, or a header that does not fit the rules (Line 0, Player Nobody).
//
// Err wraps [ErrIllegal] (and the game's *[RuleError]) when the rules
// reject the move or the party is not the one to move; it is a
// *[SyntaxError] when the move does not parse; it wraps
// [ErrContentMismatch] when the record's Content differs from the state's
// Fingerprint.
type ReplayError struct {
	Line   int    // 1-based line in the record's text; 0 for the header or a record built in memory
	Text   string // the move as the record writes it, or the header tag
	Player Player // the party the line names; Nobody for the header
	Err    error  // why the line does not replay
}

// Error reads "line 7: p1: construct tax-office: buildershigh: Paying
// construction costs: …", or "header: [Content …]: …" for the header.
func (e *ReplayError) Error() string {
	var b []byte
	switch {
	case e.Player == Nobody && e.Line == 0:
		b = append(b, "header: "...)
	case e.Line > 0:
		b = append(b, "line "...)
		b = strconv.AppendInt(b, int64(e.Line), 10)
		b = append(b, ": "...)
	}
	if e.Player != Nobody {
		b = append(b, e.Player.String()...)
		b = append(b, ": "...)
	}
	b = append(b, quote.Cut(e.Text)...)
	b = append(b, ": "...)
	var syn *SyntaxError
	switch {
	case errors.As(e.Err, &syn) && syn.Text == e.Text:
		b = append(b, syn.Reason...) // the line and the text are said already
	case syn != nil && syn.Line == e.Line:
		b = append(b, quote.Quote(syn.Text)...)
		b = append(b, ": "...)
		b = append(b, syn.Reason...)
	case e.Err != nil:
		b = append(b, e.Err.Error()...)
	}
	return string(b)
}

// Unwrap returns Err.
func (e *ReplayError) Unwrap() error { return e.Err }

// wrongPartyError is a move made by a party other than the one to move.
type wrongPartyError struct{ moved, toMove Player }

func (e *wrongPartyError) Error() string {
	if e.toMove == Nobody {
		return e.moved.String() + " moved but the game is over"
	}
	return e.moved.String() + " moved but " + e.toMove.String() + " is to move"
}

func (e *wrongPartyError) Unwrap() error { return ErrIllegal }

// Replay sets up a game with rules.New from rec's Options and plays rec's
// moves through the rules, so a played game is verified: every move must be
// legal, made by the party to move, and the record's Content (when stated)
// must be the state's Fingerprint.
//
// It returns the final state, or, with a *[ReplayError] naming the first bad
// line, the state just before that line (the zero S when the header does
// not name these rules' game or rules.New fails). A record need not reach
// the end of the game; check the returned state's Over when it must.
func Replay[S State[S, M], M Move](rules Rules[S, M], rec *Record) (S, error) {
	var zero S
	h := rec.Header
	if rules.Game != "" && h.Game != rules.Game {
		return zero, headerError(tagGame, h.Game, errors.New("the record is for game "+strconv.Quote(h.Game)+", these rules play "+strconv.Quote(rules.Game)))
	}
	if rules.New == nil {
		return zero, errors.New("rulebook: Replay: Rules.New is nil")
	}
	s, err := rules.New(h.Options)
	if err != nil {
		return zero, headerError(tagOptions, h.Options, err)
	}
	if rules.Game == "" && h.Game != s.Game() {
		return s, headerError(tagGame, h.Game, errors.New("the record is for game "+strconv.Quote(h.Game)+", these rules play "+strconv.Quote(s.Game())))
	}
	if h.Content != "" && h.Content != s.Fingerprint() {
		return s, headerError(tagContent, h.Content, &contentError{record: h.Content, state: s.Fingerprint()})
	}
	return s, ReplayMoves(s, rec.Moves)
}

// contentError is a record whose content differs from the rules'.
type contentError struct{ record, state string }

func (e *contentError) Error() string {
	return "the record was played on content " + strconv.Quote(e.record) + ", the rules are loaded from " + strconv.Quote(e.state)
}

func (e *contentError) Unwrap() error { return ErrContentMismatch }

func headerError(tag, value string, err error) *ReplayError {
	return &ReplayError{Text: "[" + tag + " " + strconv.Quote(value) + "]", Player: Nobody, Err: err}
}

// ReplayMoves plays moves on s, a state already set up, in order: each must
// be made by the party to move and be legal. It stops at the first that is
// not, leaving s as it was just before it, and returns a *[ReplayError].
// [Replay] uses it after setting up from a header; call it directly to go on
// from a state of your own.
func ReplayMoves[S State[S, M], M Move](s S, moves []RecordMove) error {
	for _, rm := range moves {
		if to := s.ToMove(); rm.Player != to {
			return &ReplayError{Line: rm.Line, Text: rm.Move, Player: rm.Player,
				Err: &wrongPartyError{moved: rm.Player, toMove: to}}
		}
		m, err := s.ParseMove(rm.Move)
		if err != nil {
			return &ReplayError{Line: rm.Line, Text: rm.Move, Player: rm.Player, Err: asSyntaxError(err, rm)}
		}
		if err := s.Apply(m); err != nil {
			return &ReplayError{Line: rm.Line, Text: rm.Move, Player: rm.Player, Err: err}
		}
	}
	return nil
}

// asSyntaxError returns a parse error as a *SyntaxError at rm's line.
func asSyntaxError(err error, rm RecordMove) *SyntaxError {
	var syn *SyntaxError
	if errors.As(err, &syn) {
		c := *syn // the game's error is its own; copy before adding the line
		if c.Line == 0 {
			c.Line = rm.Line
		}
		if c.Text == "" {
			c.Text = rm.Move
		}
		return &c
	}
	return &SyntaxError{Line: rm.Line, Text: rm.Move, Reason: err.Error()}
}

// Recording plays a game and records it: each move Apply accepts is
// appended to Record with the party that made it.
//
//	rec := rulebook.NewRecording(state)
//	rec.Record.Header.SetSeed(resolver.Seed())
//	err := rec.Apply(move)
//	rec.Record.WriteTo(os.Stdout)
type Recording[S State[S, M], M Move] struct {
	State  S      // the game being played
	Record Record // the header taken from State at the start, then every accepted move
}

// NewRecording starts recording s: the record's header takes s's Game,
// Fingerprint and Options. Set the header's seed with [Header.SetSeed] when
// a [Resolver] plays Chance.
func NewRecording[S State[S, M], M Move](s S) *Recording[S, M] {
	return &Recording[S, M]{
		State:  s,
		Record: Record{Header: Header{Game: s.Game(), Content: s.Fingerprint(), Options: s.Options()}},
	}
}

// Apply plays m on State and, when the rules accept it, records it with the
// party that was to move. A rejected move is returned and not recorded.
func (r *Recording[S, M]) Apply(m M) error {
	p := r.State.ToMove()
	if err := r.State.Apply(m); err != nil {
		return err
	}
	r.Record.Moves = append(r.Record.Moves, RecordMove{Player: p, Move: m.String()})
	return nil
}
