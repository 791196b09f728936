package expr_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/expr"
)

// step is a tiny game's pending step.
type step struct {
	Op    expr.Op
	N     int
	Label string
	Then  []expr.Effect
}

// hand is a tiny game: cards drawn, and what is pending.
type hand struct {
	cards   int
	pending expr.Stack[step]
	undo    *hand
}

func (h *hand) copyTo(dst *hand) {
	pending, undo := dst.pending, dst.undo
	*dst = *h
	dst.pending, dst.undo = pending, undo
	dst.pending.CopyFrom(h.pending)
}

// push turns one effect into the game's step.
func (h *hand) push(e expr.Effect) error {
	if e.Op != OpDraw && !expr.IsChoice(e.Op) {
		return fmt.Errorf("unknown effect %d", e.Op)
	}
	h.pending.Push(step{Op: e.Op, N: e.N, Label: e.Label, Then: e.Then})
	return nil
}

// settle draws until a choice waits.
func (h *hand) settle() error {
	return expr.Settle(&h.pending, func() bool { return false },
		func() (bool, error) { return true, nil }, // nothing pending: the turn waits
		func(t *step) (bool, error) {
			if expr.IsChoice(t.Op) {
				return true, nil
			}
			h.cards += t.N
			h.pending.Pop()
			return false, nil
		})
}

// answer answers the choice on top and settles what follows.
func (h *hand) answer(a expr.Answer) error {
	t := h.pending.Top()
	c := expr.Choice{Op: t.Op, Label: t.Label, Then: t.Then}
	if !c.Accepts(a) {
		return fmt.Errorf("not an answer to %q", c.Prompt())
	}
	h.pending.Pop()
	if err := expr.Expand(&h.pending, c.Branch(a), h.push); err != nil {
		return err
	}
	return h.settle()
}

func ExampleSettle() {
	h := &hand{}
	effects := []expr.Effect{
		{Op: OpDraw, N: 1},
		{Op: expr.OpRepeat, N: 2, Then: []expr.Effect{{Op: OpDraw, N: 1}}},
		{Op: expr.OpMay, Label: "draw 3 more", Then: []expr.Effect{{Op: OpDraw, N: 3}}},
	}
	if err := expr.Expand(&h.pending, effects, h.push); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(h.settle(), h.cards)
	t := h.pending.Top()
	c := expr.Choice{Op: t.Op, Label: t.Label, Then: t.Then}
	fmt.Println(c.Prompt(), c.Answers())

	// A move that fails part-way leaves the game as it was.
	err := expr.Transact(h, &h.undo, (*hand).copyTo, func() error {
		h.pending.Pop()
		return h.push(expr.Effect{Op: OpDiscard})
	})
	fmt.Println(err, h.cards, h.pending.Len())

	fmt.Println(h.answer(expr.Yes), h.cards, h.pending.Len())
	// Output:
	// <nil> 3
	// you may draw 3 more (yes or no) [yes no]
	// unknown effect 17 3 1
	// <nil> 6 0
}
