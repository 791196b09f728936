package capitals

import "github.com/rulebook-go/rulebook/expr"

// Kept lists.
//
// A pending step's Then is shared by every copy of the state (Clone and
// copyTo copy the stack, not the lists) and never written. The lists a
// state makes as it plays (the effects of an order, orderEffects) are kept
// in chunks it owns, each list a full slice of its chunk, so that many
// lists cost one allocation: a state appends only past what its lists
// hold, and only to a chunk it made itself (keeper), so a copy, which
// shares the chunk, never writes to it and starts a chunk of its own.

// Kept chunks hold from minKept to maxKept effects, doubling as a state
// fills them (a list longer than maxKept gets a chunk of its own size).
const (
	minKept = 8
	maxKept = 64
)

// keep copies items into the state's kept chunk and returns the copy, a
// list a pending step may hold.
func (s *State) keep(items []expr.Effect) []expr.Effect {
	if s.keeper != s || cap(s.kept)-len(s.kept) < len(items) {
		size := minKept
		if s.keeper == s {
			size = min(2*cap(s.kept), maxKept)
		}
		s.kept, s.keeper = make([]expr.Effect, 0, max(size, len(items))), s
	}
	n := len(s.kept)
	s.kept = append(s.kept, items...)
	return s.kept[n:len(s.kept):len(s.kept)]
}
