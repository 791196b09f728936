package expr_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// table is a tiny game for the loop combinators: players with points, one
// of whom acts; a bag that yields the colours in order.
type table struct {
	points  []int
	bag     []string // what the next draws give, in order
	drawn   []string
	pending expr.Stack[play]
	run     expr.Runner
	defer_  expr.Deferred
	asked   []string // the prompts shown, in order
}

// play is a pending step of the tiny game.
type play struct {
	Op   expr.Op
	Who  int
	N    int
	Arg  string
	Lab  string
	Kind expr.Kind
	Then []expr.Effect
	Rnd  int
}

// tenv is what the tiny game's scripts read.
type tenv struct {
	t     *table
	seat  int
	bound int
}

const (
	opGain expr.Op = expr.OpGame + iota
	opPick
)

var tableVerbs = []expr.Verb{
	expr.Verb1("gain", func(_ *tenv, n int) expr.Effect { return expr.Effect{Op: opGain, N: n} }),
	expr.Verb0("pick", func(*tenv) expr.Effect { return expr.Effect{Op: opPick} }),
	expr.Verb0("me", func(e *tenv) int { return e.seat }),
	expr.Verb0("item", func(e *tenv) int { return e.bound }),
	expr.Verb1("points_of", func(e *tenv, p int) int { return e.t.points[p] }),
	expr.Verb0("least_points", func(e *tenv) int {
		low := e.t.points[0]
		for _, p := range e.t.points {
			low = min(low, p)
		}
		return low
	}),
	expr.Verb0("repeats", func(e *tenv) bool { // a colour drawn twice
		seen := map[string]bool{}
		for _, c := range e.t.drawn {
			if seen[c] {
				return true
			}
			seen[c] = true
		}
		return false
	}),
}

var tableCompiler = expr.NewCompiler((*tenv)(nil), append(tableVerbs, expr.LoopVerbs[*tenv]()...))

// load compiles a card's script and its deferred scripts.
func (t *table) load(tb *testing.T, src string) *expr.Program {
	tb.Helper()
	s := content.Script{Src: src, Pos: content.Pos{File: "cards.yaml", Line: 3, Col: 13}}
	p, cerr := tableCompiler.Compile(s, expr.Effects)
	if cerr != nil {
		tb.Fatal(cerr)
	}
	var errs content.Errors
	t.defer_.Compile(tableCompiler, s, &errs)
	if err := errs.Err(); err != nil {
		tb.Fatal(err)
	}
	return p
}

func (t *table) pushFor(who int, effects []expr.Effect) error {
	return expr.Expand(&t.pending, effects, func(e expr.Effect) error {
		t.pending.Push(play{Op: e.Op, Who: who, N: e.N, Arg: e.Arg, Lab: e.Label, Kind: expr.Kind(e.M), Then: e.Then})
		return nil
	})
}

func (t *table) bodyFor(src string, env tenv) ([]expr.Effect, error) {
	p := t.defer_.Program(src, expr.Effects)
	if p == nil {
		return nil, errors.New("no body " + src)
	}
	return t.run.RunEffects(p, &env, nil)
}

func (t *table) filter(src string, env tenv) (bool, error) {
	p := t.defer_.Program(src, expr.Bool)
	if p == nil {
		return true, nil
	}
	return t.run.RunBool(p, &env)
}

func (t *table) members(top *play) ([]int, error) {
	return expr.Members(len(t.points), func(i int) (bool, error) {
		return t.filter(top.Arg, tenv{t: t, seat: top.Who, bound: i})
	}, nil)
}

// settle runs the steps until a choice waits or nothing is pending.
func (t *table) settle() error {
	return expr.Settle(&t.pending, func() bool { return false }, func() (bool, error) { return true, nil },
		func(top *play) (bool, error) {
			switch top.Op {
			case opGain:
				t.points[top.Who] += top.N
				t.pending.Pop()
			case opPick:
				t.drawn = append(t.drawn, t.bag[0])
				t.bag = t.bag[1:]
				t.pending.Pop()
			case expr.OpEach:
				p := *top
				t.pending.Pop()
				items, err := t.members(&p)
				if err != nil {
					return false, err
				}
				return false, expr.ForEach(&t.pending, items,
					func(i int) ([]expr.Effect, error) { return t.bodyFor(p.Lab, tenv{t: t, seat: i, bound: i}) },
					func(i int, e expr.Effect) error {
						t.pending.Push(play{Op: e.Op, Who: i, N: e.N})
						return nil
					})
			case expr.OpChoose:
				items, err := t.members(top)
				if err != nil {
					return false, err
				}
				pk := expr.Pick{Kind: top.Kind, Left: top.N, Filter: top.Arg, Body: top.Lab}
				if !pk.Waits(items) {
					t.pending.Pop()
					return false, nil
				}
				t.asked = append(t.asked, pk.Prompt())
				return true, nil
			case expr.OpLoop:
				l := expr.Loop{Cond: top.Arg, Until: top.N == 1, Then: top.Then, Rounds: top.Rnd}
				again, err := l.Again(func() (bool, error) { return t.filter(top.Arg, tenv{t: t, seat: top.Who}) })
				if err != nil || !again {
					t.pending.Pop()
					return false, err
				}
				top.Rnd++
				return false, t.pushFor(top.Who, l.Then)
			}
			return false, nil
		})
}

// choose answers the choose_n on top with item.
func (t *table) choose(item int) error {
	top := t.pending.Top()
	items, err := t.members(top)
	if err != nil {
		return err
	}
	pk := expr.Pick{Kind: top.Kind, Left: top.N, Body: top.Lab}
	if !pk.Accepts(item, items) {
		return errors.New("not a legal choice")
	}
	who, body := top.Who, top.Lab
	if top.N--; top.N == 0 {
		t.pending.Pop()
	}
	effects, err := t.bodyFor(body, tenv{t: t, seat: who, bound: item})
	if err != nil {
		return err
	}
	if err := t.pushFor(item, effects); err != nil {
		return err
	}
	return t.settle()
}

func (t *table) play(tb *testing.T, who int, src string) error {
	tb.Helper()
	p := t.load(tb, src)
	effects, err := t.run.RunEffects(p, &tenv{t: t, seat: who}, nil)
	if err != nil {
		return err
	}
	if err := t.pushFor(who, effects); err != nil {
		return err
	}
	return t.settle()
}

func TestForEach(t *testing.T) {
	tests := []struct {
		reason string
		points []int
		src    string
		want   []int
	}{
		{reason: "every other player gains: the filter reads item() and me()", points: []int{0, 0, 0, 0},
			src: `for_each("player", "item() != me()", "gain(1)")`, want: []int{0, 1, 1, 1}},
		{reason: "the filter is a snapshot taken when the step is reached: all who had fewest gain, even once one no longer has",
			points: []int{3, 1, 1, 2}, src: `for_each("player", "points_of(item()) == least_points()", "gain(5)")`, want: []int{3, 6, 6, 2}},
		{reason: "an empty filter is every item", points: []int{0, 0}, src: `for_each("player", "", "gain(2)")`, want: []int{2, 2}},
		{reason: "the body reads the item bound", points: []int{0, 0, 0}, src: `for_each("player", "", "gain(item() * 10)")`, want: []int{0, 10, 20}},
		{reason: "the step is reached after the effects before it", points: []int{0, 0},
			src: `[gain(3), for_each("player", "points_of(item()) == least_points()", "gain(1)")]`, want: []int{3, 1}},
	}
	for _, tc := range tests {
		tb := &table{points: tc.points}
		if err := tb.play(t, 0, tc.src); err != nil {
			t.Errorf("%s: %v", tc.reason, err)
			continue
		}
		if diff := cmp.Diff(tc.want, tb.points); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestChooseN(t *testing.T) {
	tb := &table{points: []int{0, 0, 0}}
	if err := tb.play(t, 0, `choose_n("player", 2, "item() != me()", "gain(4)")`); err != nil {
		t.Fatal(err)
	}
	if err := tb.choose(0); err == nil {
		t.Errorf("choosing yourself, filtered out, is accepted")
	}
	if err := tb.choose(2); err != nil {
		t.Fatal(err)
	}
	if err := tb.choose(1); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{0, 4, 4}, tb.points); diff != "" {
		t.Errorf("points after two choices (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"choose a player (2 to choose)", "choose a player"}, tb.asked); diff != "" {
		t.Errorf("prompts (-want +got):\n%s", diff)
	}
	if tb.pending.Len() != 0 {
		t.Errorf("after n choices %d steps are pending", tb.pending.Len())
	}

	// With fewer items passing than n, the step ends when none passes.
	tb = &table{points: []int{0, 0, 9}}
	if err := tb.play(t, 0, `choose_n("player", 3, "points_of(item()) == 0", "gain(1)")`); err != nil {
		t.Fatal(err)
	}
	for _, item := range []int{0, 1} {
		if err := tb.choose(item); err != nil {
			t.Fatal(err)
		}
	}
	if tb.pending.Len() != 0 || !cmp.Equal([]int{1, 1, 9}, tb.points) {
		t.Errorf("with no item left the choice should end: pending %d, points %v", tb.pending.Len(), tb.points)
	}
}

func TestRepeatUntilAndWhile(t *testing.T) {
	tests := []struct {
		reason string
		src    string
		bag    []string
		want   []string // drawn
	}{
		{reason: "until: draw until a colour repeats (the Casino's bust), the first draw before any check",
			src: `repeat_until("repeats()", pick())`, bag: []string{"red", "blue", "red", "green"}, want: []string{"red", "blue", "red"}},
		{reason: "while: checked before each round, so a condition false at once does nothing",
			src: `repeat_while("repeats()", pick())`, bag: []string{"red"}, want: nil},
		{reason: "while: rounds go on while it holds",
			src: `[pick(), pick(), repeat_while("!repeats()", pick())]`, bag: []string{"red", "blue", "green", "blue", "red"},
			want: []string{"red", "blue", "green", "blue"}},
	}
	for _, tc := range tests {
		tb := &table{points: []int{0}, bag: tc.bag}
		if err := tb.play(t, 0, tc.src); err != nil {
			t.Errorf("%s: %v", tc.reason, err)
			continue
		}
		if diff := cmp.Diff(tc.want, tb.drawn); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}

	// A condition that never changes stops at the machine's bound.
	tb := &table{points: []int{0}}
	err := tb.play(t, 0, `repeat_while("true", gain(1))`)
	var loop *expr.LoopError
	if !errors.As(err, &loop) {
		t.Errorf("a loop that never ends: %v, want a *LoopError", err)
	}
}

func TestDeferredCompileErrors(t *testing.T) {
	tests := []struct {
		reason, src, want string
	}{
		{reason: "a filter that does not type-check is located inside its literal (at its operator)",
			src: `for_each("player", "item() + 1", "gain(1)")`, want: "cards.yaml:3:40: script: result must be bool"},
		{reason: "a body naming an unknown verb", src: `choose_n("player", 1, "", "grab(1)")`, want: "cards.yaml:3:40"},
		{reason: "a kind the machine does not know", src: `for_each("dragon", "", "gain(1)")`, want: `the kind must be one of player, card, building, place, number, not dragon`},
		{reason: "a condition not in a literal", src: `repeat_until("x" + "y", gain(1))`, want: "argument 1 must be a script in a string literal"},
	}
	for _, tc := range tests {
		s := content.Script{Src: tc.src, Pos: content.Pos{File: "cards.yaml", Line: 3, Col: 13}}
		var errs content.Errors
		var d expr.Deferred
		d.Compile(tableCompiler, s, &errs)
		err := errs.Err()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want it to say %q", tc.reason, err, tc.want)
		}
	}
}

// TestDeferredArgsAreDeclared: a call's arguments are deferred scripts, and
// its first a kind, only as its verb's table entry says (Defers,
// RangesOver), whatever its name: one game's count(type) reads a building
// type, another's count(kind, filter) ranges over items with a filter.
func TestDeferredArgsAreDeclared(t *testing.T) {
	byType := expr.Verb1("count", func(e *tenv, typ string) int { return len(typ) })
	overItems := expr.Verb2("tally", func(e *tenv, kind, filter string) int { return 0 })
	overItems.Defers, overItems.RangesOver = []expr.DeferredArg{{Arg: 1, Result: expr.Bool}}, true
	comp := expr.NewCompiler((*tenv)(nil), []expr.Verb{byType, overItems})
	type got struct {
		Scripts []string
		Errors  string
	}
	tests := []struct {
		reason, src string
		want        got
	}{
		{"a verb that declares nothing: its string is a value, not a kind nor a script",
			`count("residential") > 0`, got{}},
		{"a verb that declares a kind and a deferred filter",
			`tally("player", "item() > 0") > 0`, got{Scripts: []string{"item() > 0"}}},
		{"its kind is checked",
			`tally("dragon", "") > 0`, got{Errors: "cards.yaml:3:19: tally: the kind must be one of player, card, building, place, number, not dragon"}},
	}
	for _, tc := range tests {
		var errs content.Errors
		var g got
		for _, ds := range comp.DeferredScripts(content.Script{Src: tc.src, Pos: content.Pos{File: "cards.yaml", Line: 3, Col: 13}}, &errs) {
			g.Scripts = append(g.Scripts, ds.Script.Src)
		}
		if err := errs.Err(); err != nil {
			g.Errors = err.Error()
		}
		if diff := cmp.Diff(tc.want, g); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
