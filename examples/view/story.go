package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/games"
)

// table is a game the viewer draws.
type table interface {
	// story replays rec on the content in fsys and draws the table as
	// seat sees it at every decision (every seat's own view at once when
	// seat is referee). It returns an error only when it cannot: content
	// with errors, a seat the game does not have, a view it cannot draw. A
	// record that does not replay is a story that ends at its first bad
	// line.
	story(g games.Game, fsys fs.FS, rec *rulebook.Record, seat rulebook.Player) (*story, error)
}

// referee is the -seat all viewer: every seat's own view at once.
const referee = rulebook.Nobody

// story is a record as the page tells it: the table at every decision, as
// one viewer sees it.
type story struct {
	Game    string
	Options string
	Seats   int
	Seat    rulebook.Player // the viewer: a seat, or referee
	// Frames is the table before each decision and after the last.
	Frames    []frame
	Decisions []decision
	// Lines is every distinct line of the frames' drawings; a frame's
	// drawing is a list of indices into it.
	Lines []string
	index map[string]int

	Over    bool
	Scores  []int // at the end, when Over
	Winners []rulebook.Player
	// Fail is the first line that does not replay, nil when every line
	// does; Rule and Reason say why.
	Fail         *rulebook.ReplayError
	Rule, Reason string
}

// frame is the table at one moment, as the viewer sees it.
type frame struct {
	Drawing []int    // indices into story.Lines
	Scores  []string // each seat's score as the view shows it
	ToMove  rulebook.Player
	Prompt  string
}

// decision is one line of the record as the viewer may know it.
type decision struct {
	Line   int
	Who    rulebook.Player
	Prompt string // what was being decided
	Move   string // the move; "" when Hidden
	Hidden bool   // the viewer saw that the decision was made, not what it was
	Bad    bool   // the line does not replay
}

// errNoSeat is a -seat the game does not have.
var errNoSeat = errors.New("no such seat")

func (sp spec[C, S, M, V]) story(g games.Game, fsys fs.FS, rec *rulebook.Record, seat rulebook.Player) (*story, error) {
	game, ok := games.SpecOf[C, S, M](g)
	if !ok {
		return nil, fmt.Errorf("the viewer does not draw the registry's %s", g.Name())
	}
	c, err := game.Load(fsys)
	if err != nil {
		return nil, fmt.Errorf("the %s content has errors:\n%w", game.Name, err)
	}
	st := &story{Game: game.Name, Options: rec.Header.Options, Seat: seat, index: map[string]int{}}
	rules := rulebook.Rules[S, M]{Game: game.Name, New: func(options string) (S, error) { return game.New(c, options) }}
	s, err := rulebook.Replay(rules, &rulebook.Record{Header: rec.Header})
	if err != nil {
		st.fail(err)
		return st, nil
	}
	st.Seats = s.Seats()
	if seat != referee && (!seat.IsSeat() || int(seat) >= st.Seats) {
		return nil, fmt.Errorf("%w: %v; the game has seats p0 to p%d (or -seat all)", errNoSeat, seat, st.Seats-1)
	}
	look := func() V {
		if seat == referee {
			return sp.all(s)
		}
		return sp.view(s, seat)
	}
	var buf bytes.Buffer
	v := look()
	if err := st.addFrame(&buf, func() error { return sp.draw(&buf, c, v) }, sp.scores(c, v), s.ToMove(), sp.prompt(v)); err != nil {
		return nil, err
	}
	for i, rm := range rec.Moves {
		mover := s.ToMove()
		if err := rulebook.ReplayMoves(s, rec.Moves[i:i+1]); err != nil {
			st.Decisions = append(st.Decisions, decision{Line: rm.Line, Who: rm.Player, Prompt: sp.prompt(v), Move: rm.Move, Bad: true})
			st.fail(err)
			return st, nil
		}
		next := look()
		d := decision{Line: rm.Line, Who: mover, Prompt: sp.prompt(v), Move: rm.Move}
		if seat != referee && mover == rulebook.Chance && sp.hides(v, next, seat) {
			d.Move, d.Hidden = "", true
		}
		st.Decisions = append(st.Decisions, d)
		v = next
		if err := st.addFrame(&buf, func() error { return sp.draw(&buf, c, v) }, sp.scores(c, v), s.ToMove(), sp.prompt(v)); err != nil {
			return nil, err
		}
	}
	if s.Over() {
		st.Over, st.Scores, st.Winners = true, s.Scores(), s.Winners()
	}
	return st, nil
}

// addFrame draws a frame into buf and keeps it, its lines interned.
func (st *story) addFrame(buf *bytes.Buffer, draw func() error, scores []string, toMove rulebook.Player, prompt string) error {
	buf.Reset()
	if err := draw(); err != nil {
		return fmt.Errorf("decision %d: %w", len(st.Frames)+1, err)
	}
	f := frame{Scores: scores, ToMove: toMove, Prompt: prompt}
	for _, line := range bytes.Split(bytes.TrimSuffix(buf.Bytes(), []byte("\n")), []byte("\n")) {
		k, ok := st.index[string(line)]
		if !ok {
			k = len(st.Lines)
			st.Lines = append(st.Lines, string(line))
			st.index[st.Lines[k]] = k
		}
		f.Drawing = append(f.Drawing, k)
	}
	st.Frames = append(st.Frames, f)
	return nil
}

// fail notes the first line that does not replay, with the rule it breaks.
func (st *story) fail(err error) {
	re := &rulebook.ReplayError{Text: "", Player: rulebook.Nobody, Err: err}
	errors.As(err, &re)
	st.Fail = re
	var rule *rulebook.RuleError
	var syn *rulebook.SyntaxError
	switch {
	case errors.As(re.Err, &rule):
		st.Rule, st.Reason = rule.Section, rule.Reason
	case errors.As(re.Err, &syn):
		st.Rule, st.Reason = "move notation", syn.Reason
	case re.Line == 0 && re.Player == rulebook.Nobody:
		st.Rule, st.Reason = "record header", fmt.Sprint(re.Err)
	default:
		st.Rule, st.Reason = "turn order", fmt.Sprint(re.Err)
	}
}
