package buildershigh

import (
	"slices"

	"github.com/rulebook-go/rulebook"
)

// A script that fails in play (a count out of range, an index past the end
// of a list, a limit exceeded: see rulebook.ErrContent) makes the move
// being applied fail. Apply restores the position and returns a
// *rulebook.Refusal that wraps rulebook.ErrIllegal, rulebook.ErrContent
// and the script's error with its file:line:col; the state then remembers
// the refusal until the next move it applies: Legal leaves the move out and
// Check returns the same Refusal. So Check is nil exactly for the moves
// Legal lists, and no move that cannot be applied is offered twice. The
// refusals are not part of a save: a restored state offers the move again
// and refuses it again.

// refusal is a move the rules allow that the content could not play here.
type refusal struct {
	m   Move
	err error
}

// refuse records that m, allowed by Check, failed with err and that the
// position was restored, and returns the Refusal.
func (s *State) refuse(m Move, err error) error {
	r := &rulebook.Refusal{Game: gameName, Move: m.String(), Err: err}
	// A new slice each time: a clone may share the old one.
	s.refused = append(slices.Clip(s.refused), refusal{m, r})
	return r
}

// refusedErr returns the Refusal of m in this position, or nil.
func (s *State) refusedErr(m Move) error {
	for i := range s.refused {
		if s.refused[i].m == m {
			return s.refused[i].err
		}
	}
	return nil
}

// AppendLegal appends every legal move to dst, in a deterministic order:
// the moves the rules allow, less those the content could not play here.
func (s *State) AppendLegal(dst []Move) []Move {
	n := len(dst)
	dst = s.appendLegal(dst)
	if len(s.refused) == 0 {
		return dst
	}
	out := dst[:n]
	for _, m := range dst[n:] {
		if s.refusedErr(m) == nil {
			out = append(out, m)
		}
	}
	return out
}
