package highrise

import (
	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// A can script (may the action be done?) runs while the moves are listed.
// One that fails reads as "cannot": the move it guards is not listed, and
// Check, asked about that move, returns a *rulebook.Refusal naming the
// script's error and position rather than the rule.

// canRefusal returns the Refusal of move m when can script prog fails for
// seat p in Neighborhood hood with the Floors extra, nil when it answers.
func (s *State) canRefusal(m Move, prog *expr.Program, p, hood int, extra Floors) error {
	if prog == nil {
		return nil
	}
	r := s.scriptRunner(p, hood, extra)
	_, err := r.RunBool(prog, &r.Env)
	runnerPool.Put(r)
	if err == nil {
		return nil
	}
	return &rulebook.Refusal{Game: gameName, Move: m.String(), Err: err}
}

// refusalOr is the Refusal of move m when can script prog, run for seat p
// in Neighborhood hood, fails: the script, not the rule, kept m out of
// Legal; else it is rule.
func (s *State) refusalOr(rule error, m Move, prog *expr.Program, p, hood int) error {
	if err := s.canRefusal(m, prog, p, hood, Floors{}); err != nil {
		return err
	}
	return rule
}

// AppendLegal appends every legal move to dst, in a deterministic order:
// the moves the rules allow, less those the content could not play here
// (see rulebook.Refusals: Apply remembers a move a failing script refused).
func (s *State) AppendLegal(dst []Move) []Move {
	n := len(dst)
	return s.refused.Filter(s.appendLegal(dst), n)
}
