package expr

import (
	"fmt"
)

// The bounds of the effect machine, shared by every game: a move that does
// more steps without a decision, or holds more pending steps, is content
// whose scripts feed each other without end.
const (
	// MaxSettle is the most steps [Settle] does between two decisions.
	MaxSettle = 20000
	// MaxPending is the most pending steps a [Stack] may hold while
	// [Settle] or [Expand] runs.
	MaxPending = 4000
)

// Stack is a game's pending steps, of the game's own task type T; the top
// (the last element) is done next. It is a plain slice, so a state holding
// one copies, compares and JSON-encodes it as a []T, and Push, Pop and Top
// allocate nothing once the slice has grown to the game's usual depth.
type Stack[T any] []T

// Push puts t on top.
func (s *Stack[T]) Push(t T) { *s = append(*s, t) }

// Pop drops the top step; the stack must not be empty.
func (s *Stack[T]) Pop() { *s = (*s)[:len(*s)-1] }

// Top is the step done next, or nil when nothing is pending. The pointer
// is valid until the next Push.
func (s Stack[T]) Top() *T {
	if len(s) == 0 {
		return nil
	}
	return &s[len(s)-1]
}

// Due is the step a game decides next: the top, or nil when the game is
// over or nothing is pending ([Idle] says which).
func (s Stack[T]) Due(over bool) *T {
	if over || len(s) == 0 {
		return nil
	}
	return &s[len(s)-1]
}

// Idle says why a game has no step [Stack.Due]: "the game is over" when
// over, else "nothing is pending". A game's Prompt says it, and its Check
// gives it as the reason a move is refused.
func Idle(over bool) string {
	if over {
		return "the game is over"
	}
	return "nothing is pending"
}

// Len is the number of pending steps.
func (s Stack[T]) Len() int { return len(s) }

// Insert puts t at index i (0 is the bottom), above the steps below it.
func (s *Stack[T]) Insert(i int, t T) {
	var zero T
	*s = append(*s, zero)
	copy((*s)[i+1:], (*s)[i:])
	(*s)[i] = t
}

// Remove drops the step at index i (0 is the bottom).
func (s *Stack[T]) Remove(i int) { *s = append((*s)[:i], (*s)[i+1:]...) }

// Clone returns an independent copy with room to grow, for a state's
// Clone.
func (s Stack[T]) Clone() Stack[T] { return append(make(Stack[T], 0, len(s)+8), s...) }

// CopyFrom makes s a copy of src, reusing s's buffer.
func (s *Stack[T]) CopyFrom(src Stack[T]) { *s = append((*s)[:0], src...) }

// Transact runs do on the state s as a transaction: a failing do leaves s
// exactly as it was. The snapshot goes into *undo, a buffer the state keeps
// and reuses (allocated on first use); copyTo(src, dst) must make dst an
// exact copy of src, reusing dst's buffers and keeping dst's own undo
// buffer.
func Transact[S any](s *S, undo **S, copyTo func(src, dst *S), do func() error) error {
	buf := *undo
	if buf == nil {
		buf = new(S)
	}
	copyTo(s, buf)
	if err := do(); err != nil {
		copyTo(buf, s)
		*undo = buf
		return err
	}
	*undo = buf
	return nil
}

// LoopError is the failure of a move whose steps run past [MaxSettle] or
// [MaxPending]: content whose scripts loop (an ongoing card whose effect
// fires its own event).
type LoopError struct {
	Steps   int // steps done since the last decision
	Pending int // steps pending
}

// Error says how far the loop went.
func (e *LoopError) Error() string {
	return fmt.Sprintf("%d steps without a decision (%d pending): the content's scripts loop", e.Steps, e.Pending)
}

// Settle does the pending steps of st that need no decision, until a step
// waits for one, the game is over, or idle says to stop. step does the top
// step t (popping it when done) and reports whether it waits for a
// decision; idle is called when nothing is pending and either pushes more
// steps (the turn machinery) or reports that the state waits. An error of
// step or idle stops the loop and is returned as is; running past the
// bounds is a *[LoopError].
func Settle[T any](st *Stack[T], over func() bool, idle func() (waiting bool, err error), step func(t *T) (waiting bool, err error)) error {
	for n := 0; !over(); n++ {
		if n > MaxSettle || len(*st) > MaxPending {
			return &LoopError{Steps: n, Pending: len(*st)}
		}
		var waiting bool
		var err error
		if t := st.Top(); t != nil {
			waiting, err = step(t)
		} else {
			waiting, err = idle()
		}
		if err != nil || waiting {
			return err
		}
	}
	return nil
}
