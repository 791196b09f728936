package capitals

import (
	"fmt"

	"github.com/rulebook-go/rulebook/expr"
)

// A Conditional Effect under conditional_times=chosen "may take place
// multiple times if the player has multiple amounts of the indicated
// item/resource and wishes it to take place. However, the effect must take
// place at least once": conditional(n, effects) takes place once, then asks
// whether it takes place again, up to n times. The questions are unfolded
// one at a time, as they are answered: an opCond step holds the effects,
// the time it asks about (N) and n (Kind), and a yes pushes the effects
// and, below them, the next question. The player sees what a chain of n-1
// nested may(label, effects) would show, with no chain built when the
// script runs.

// condLabel is what the question of the k-th time of up to n says.
func condLabel(k, n int) string {
	return fmt.Sprintf("have the Conditional Effect take place again (%d of up to %d)", k, n)
}

// condPrompt is the question of opCond step t, as a may saying condLabel
// asks it.
func (t *task) condPrompt() string {
	return expr.Choice{Op: expr.OpMay, Label: condLabel(int(t.N), int(t.Kind))}.Prompt()
}

// pushCond pushes conditional(n, then) (n ≥ 2) for seat who, which the tile
// at cell src gives: its effects once, above the question of a second time.
func (s *State) pushCond(e expr.Effect, who, src int) error {
	if e.N < 2 || len(e.Then) == 0 {
		return fmt.Errorf("capitals: a Conditional Effect of %d times and %d effects", e.N, len(e.Then))
	}
	return s.pushAgain(2, e.N, e.Then, who, src)
}

// pushAgain pushes the question of the k-th time of up to n of effects
// then, and above it then once: "again" after it has taken place.
func (s *State) pushAgain(k, n int, then []expr.Effect, who, src int) error {
	if k <= n {
		s.stack.Push(task{Op: opCond, Who: int8(who), N: int16(k), Kind: int16(n), Cell: int8(src), Then: then})
		if len(s.stack) > expr.MaxPending {
			return &expr.LoopError{Pending: len(s.stack)}
		}
	}
	return s.pushEffects(then, who, src)
}

// answerCond plays the answer a to the opCond step t on top: yes, the
// effects take place once more, and the next time is asked after them.
func (s *State) answerCond(t *task, a Action) error {
	k, n, then, who, src := int(t.N), int(t.Kind), t.Then, int(t.Who), int(t.Cell)
	s.stack.Pop()
	if a != ActYes {
		return nil
	}
	return s.pushAgain(k+1, n, then, who, src)
}
