package expr_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/expr"
)

// task is a test game's pending step.
type task struct {
	Op    expr.Op
	N     int
	Label string
	Then  []expr.Effect
	Else  []expr.Effect
}

// pushAll expands effects onto st with a push that records every effect.
func pushAll(st *expr.Stack[task], effects []expr.Effect) error {
	return expr.Expand(st, effects, func(e expr.Effect) error {
		st.Push(task{Op: e.Op, N: e.N, Label: e.Label, Then: e.Then, Else: e.Else})
		return nil
	})
}

func TestStack(t *testing.T) {
	var st expr.Stack[task]
	if st.Top() != nil || st.Len() != 0 {
		t.Fatalf("an empty stack has a top")
	}
	st.Push(task{N: 1})
	st.Push(task{N: 2})
	st.Top().N = 3 // the top is the stack's own step
	st.Insert(1, task{N: 9})
	if diff := cmp.Diff(expr.Stack[task]{{N: 1}, {N: 9}, {N: 3}}, st); diff != "" {
		t.Errorf("after pushes and an insert (-want +got):\n%s", diff)
	}
	c := st.Clone()
	st.Remove(1)
	st.Pop()
	if diff := cmp.Diff(expr.Stack[task]{{N: 1}}, st); diff != "" {
		t.Errorf("after remove and pop (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(expr.Stack[task]{{N: 1}, {N: 9}, {N: 3}}, c); diff != "" {
		t.Errorf("a clone changed with its original (-want +got):\n%s", diff)
	}
	st.CopyFrom(c)
	if diff := cmp.Diff(c, st); diff != "" {
		t.Errorf("CopyFrom (-want +got):\n%s", diff)
	}
	var plain []task = st // a Stack is a plain slice: it saves as one
	if len(plain) != 3 {
		t.Errorf("as a slice: %d steps, want 3", len(plain))
	}
}

func TestStackDue(t *testing.T) {
	pending := expr.Stack[task]{{N: 1}, {N: 2}}
	tests := []struct {
		name     string
		st       expr.Stack[task]
		over     bool
		wantN    int // the due step's N; 0: none due
		wantIdle string
	}{
		{"the top of a game going on is due", pending, false, 2, "nothing is pending"},
		{"nothing is due in a game that is over, pending steps or not", pending, true, 0, "the game is over"},
		{"nothing is due when nothing is pending", nil, false, 0, "nothing is pending"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := 0
			if d := tt.st.Due(tt.over); d != nil {
				got = d.N
			}
			if diff := cmp.Diff(tt.wantN, got); diff != "" {
				t.Errorf("Due (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.wantIdle, expr.Idle(tt.over)); diff != "" {
				t.Errorf("Idle (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStackAllocatesNothingOnceGrown(t *testing.T) {
	st := make(expr.Stack[task], 0, 8)
	allocs := testing.AllocsPerRun(100, func() {
		st.Push(task{N: 1})
		st.Push(task{N: 2})
		st.Top().N++
		st.Pop()
		st.Pop()
	})
	if allocs != 0 {
		t.Errorf("push, top and pop allocate %.1f times, want 0", allocs)
	}
}

func TestExpand(t *testing.T) {
	draw := expr.Effect{Op: expr.OpGame, N: 1}
	discard := expr.Effect{Op: expr.OpGame + 1, N: 2}
	may := expr.Effect{Op: expr.OpMay, Label: "discard", Then: []expr.Effect{discard}}
	tests := []struct {
		reason  string
		effects []expr.Effect
		want    expr.Stack[task] // bottom first: the last is done first
		wantErr string
	}{
		{reason: "the first effect is done first", effects: []expr.Effect{draw, discard},
			want: expr.Stack[task]{{Op: discard.Op, N: 2}, {Op: draw.Op, N: 1}}},
		{reason: "none is dropped", effects: []expr.Effect{{}, draw, {}}, want: expr.Stack[task]{{Op: draw.Op, N: 1}}},
		{reason: "repeat pushes its effects n times, in order",
			effects: []expr.Effect{{Op: expr.OpRepeat, N: 2, Then: []expr.Effect{draw, discard}}},
			want:    expr.Stack[task]{{Op: discard.Op, N: 2}, {Op: draw.Op, N: 1}, {Op: discard.Op, N: 2}, {Op: draw.Op, N: 1}}},
		{reason: "repeat 0 is nothing", effects: []expr.Effect{{Op: expr.OpRepeat, N: 0, Then: []expr.Effect{draw}}}},
		{reason: "a may is one choice step, its effects not yet pushed", effects: []expr.Effect{may},
			want: expr.Stack[task]{{Op: expr.OpMay, Label: "discard", Then: []expr.Effect{discard}}}},
		{reason: "repeat past the shared bound is an error",
			effects: []expr.Effect{{Op: expr.OpRepeat, N: expr.MaxRepeat + 1, Then: []expr.Effect{draw}}},
			wantErr: "repeat(101): the count is out of range 0..100"},
		{reason: "a negative repeat is an error", effects: []expr.Effect{{Op: expr.OpRepeat, N: -1, Then: []expr.Effect{draw}}},
			wantErr: "repeat(-1): the count is out of range 0..100"},
		{reason: "nested repeats are bounded by MaxPending",
			effects: []expr.Effect{{Op: expr.OpRepeat, N: 100, Then: []expr.Effect{{Op: expr.OpRepeat, N: 100, Then: []expr.Effect{draw}}}}},
			wantErr: "0 steps without a decision (4001 pending): the content's scripts loop"},
	}
	for _, tc := range tests {
		var st expr.Stack[task]
		err := pushAll(&st, tc.effects)
		if tc.wantErr != "" {
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("%s: error %v, want %q", tc.reason, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.reason, err)
			continue
		}
		if diff := cmp.Diff(tc.want, st); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestExpandStopsAtPushError(t *testing.T) {
	var st expr.Stack[task]
	bad := errors.New("unknown effect")
	err := expr.Expand(&st, []expr.Effect{{Op: expr.OpGame}, {Op: expr.OpGame + 1}}, func(e expr.Effect) error {
		if e.Op == expr.OpGame+1 {
			return bad
		}
		st.Push(task{Op: e.Op})
		return nil
	})
	if !errors.Is(err, bad) || st.Len() != 0 {
		t.Errorf("got %v with %d pushed, want the push's error before anything is pushed", err, st.Len())
	}
}

func TestChoice(t *testing.T) {
	a := []expr.Effect{{Op: expr.OpGame}}
	b := []expr.Effect{{Op: expr.OpGame + 1}}
	may := expr.ChoiceOf(expr.Effect{Op: expr.OpMay, Label: "draw a card", Then: a})
	either := expr.ChoiceOf(expr.Effect{Op: expr.OpEither, Label: "draw or discard", Then: a, Else: b})
	type answer struct {
		Legal  bool
		Branch []expr.Effect
	}
	tests := []struct {
		reason  string
		c       expr.Choice
		prompt  string
		answers []expr.Answer
		by      map[expr.Answer]answer
	}{
		{reason: "a may is yes or no; yes does its effects", c: may,
			prompt:  "you may draw a card (yes or no)",
			answers: []expr.Answer{expr.Yes, expr.No},
			by: map[expr.Answer]answer{expr.Yes: {true, a}, expr.No: {true, nil},
				expr.First: {false, a}, expr.Second: {false, nil}}},
		{reason: "an either is its first or second branch", c: either,
			prompt:  "draw or discard (either 1 or either 2)",
			answers: []expr.Answer{expr.First, expr.Second},
			by: map[expr.Answer]answer{expr.Yes: {false, a}, expr.No: {false, nil},
				expr.First: {true, a}, expr.Second: {true, b}}},
	}
	for _, tc := range tests {
		if got := tc.c.Prompt(); got != tc.prompt {
			t.Errorf("%s: prompt %q, want %q", tc.reason, got, tc.prompt)
		}
		if diff := cmp.Diff(tc.answers, tc.c.Answers()); diff != "" {
			t.Errorf("%s: answers (-want +got):\n%s", tc.reason, diff)
		}
		got := map[expr.Answer]answer{}
		for a := expr.Yes; a <= expr.Second; a++ {
			got[a] = answer{tc.c.Accepts(a), tc.c.Branch(a)}
		}
		if diff := cmp.Diff(tc.by, got); diff != "" {
			t.Errorf("%s: answers' legality and branches (-want +got):\n%s", tc.reason, diff)
		}
		if !expr.IsChoice(tc.c.Op) {
			t.Errorf("%s: IsChoice(%d) is false", tc.reason, tc.c.Op)
		}
	}
	if got := (expr.Choice{Op: expr.OpEither}).Prompt(); got != "choose (either 1 or either 2)" {
		t.Errorf("an either without a label asks %q, want %q", got, "choose (either 1 or either 2)")
	}
	if expr.IsChoice(expr.OpRepeat) || expr.IsChoice(expr.OpGame) {
		t.Errorf("repeat or a game op is a choice")
	}
}

// game is a test state for Transact: a counter and a stack.
type game struct {
	n     int
	stack expr.Stack[task]
	undo  *game
}

func (g *game) copyTo(dst *game) {
	stack, undo := dst.stack, dst.undo
	*dst = *g
	dst.stack, dst.undo = stack, undo
	dst.stack.CopyFrom(g.stack)
}

func TestTransact(t *testing.T) {
	g := &game{n: 1, stack: expr.Stack[task]{{N: 1}}}
	fail := errors.New("a script failed")
	err := expr.Transact(g, &g.undo, (*game).copyTo, func() error {
		g.n = 2
		g.stack.Pop()
		g.stack.Push(task{N: 7})
		g.stack.Push(task{N: 8})
		return fail
	})
	if !errors.Is(err, fail) {
		t.Fatalf("got %v, want the failure", err)
	}
	if g.n != 1 || len(g.stack) != 1 || g.stack[0].N != 1 {
		t.Errorf("a failed transaction left n %d, stack %v; want 1, [{N:1}]", g.n, g.stack)
	}
	if err := expr.Transact(g, &g.undo, (*game).copyTo, func() error { g.n = 3; return nil }); err != nil || g.n != 3 {
		t.Errorf("a transaction that succeeds: n %d, err %v; want 3, nil", g.n, err)
	}
	undo := g.undo
	allocs := testing.AllocsPerRun(100, func() {
		_ = expr.Transact(g, &g.undo, (*game).copyTo, func() error { return fail })
	})
	if allocs != 0 || g.undo != undo {
		t.Errorf("a transaction allocates %.1f times (buffer reused: %v), want 0 and the same buffer", allocs, g.undo == undo)
	}
}

func TestSettle(t *testing.T) {
	tests := []struct {
		reason  string
		stack   expr.Stack[task]
		turns   int // how many times idle refills the stack
		want    int // steps done
		wantErr string
	}{
		{reason: "steps run until one waits (N 0 waits)", stack: expr.Stack[task]{{N: 0}, {N: 1}, {N: 1}}, want: 2},
		{reason: "idle refills an empty stack", turns: 2, stack: expr.Stack[task]{{N: 1}}, want: 3},
		{reason: "a loop is stopped at MaxSettle", turns: 1 << 30, want: expr.MaxSettle / 2,
			wantErr: "20001 steps without a decision (1 pending): the content's scripts loop"},
	}
	for _, tc := range tests {
		st, steps, turns := tc.stack, 0, tc.turns
		err := expr.Settle(&st, func() bool { return false },
			func() (bool, error) {
				if turns == 0 {
					return true, nil
				}
				turns--
				st.Push(task{N: 1})
				return false, nil
			},
			func(t *task) (bool, error) {
				if t.N == 0 {
					return true, nil
				}
				steps++
				st.Pop()
				return false, nil
			})
		var loop *expr.LoopError
		if tc.wantErr != "" && (!errors.As(err, &loop) || err.Error() != tc.wantErr) {
			t.Errorf("%s: error %v, want %q", tc.reason, err, tc.wantErr)
		}
		if tc.wantErr == "" && err != nil {
			t.Errorf("%s: %v", tc.reason, err)
		}
		if steps != tc.want {
			t.Errorf("%s: %d steps, want %d", tc.reason, steps, tc.want)
		}
	}
}

func TestSettleStopsWhenOver(t *testing.T) {
	st := expr.Stack[task]{{N: 1}, {N: 1}}
	over, steps := false, 0
	err := expr.Settle(&st, func() bool { return over }, func() (bool, error) { return true, nil },
		func(t *task) (bool, error) { steps++; st.Pop(); over = true; return false, nil })
	if err != nil || steps != 1 {
		t.Errorf("got %d steps, %v; want 1 step, then over", steps, err)
	}
}

func TestEvents(t *testing.T) {
	ev := expr.NewEvents("", "draw", "lose-corruption")
	l := expr.NewListeners(ev)
	l.Listen(2, 5)
	l.Listen(1, 3)
	l.Listen(2, 1)
	l.Listen(7, 9) // out of range: ignored
	got := map[string]any{}
	for _, name := range []string{"draw", "lose-corruption", "trade"} {
		i, ok := ev.Lookup(name)
		got[name] = []any{i, ok, ev.Name(i), l.Of(i)}
	}
	want := map[string]any{
		"draw":            []any{1, true, "draw", []int{3}},
		"lose-corruption": []any{2, true, "lose-corruption", []int{5, 1}},
		"trade":           []any{-1, false, "", []int(nil)},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("lookups and listeners in the order added (-want +got):\n%s", diff)
	}
	if !strings.EqualFold(strings.Join(ev.Names(), ","), ",draw,lose-corruption") || ev.Len() != 3 {
		t.Errorf("names %q, len %d", ev.Names(), ev.Len())
	}
}
