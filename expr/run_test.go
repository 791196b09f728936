package expr

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

func compileT(t testing.TB, src string, r Result) *Program {
	t.Helper()
	return compileWith(t, testCompiler, src, r)
}

// compileWith compiles src for r with c, at t.yaml:1:1, failing t on an
// error.
func compileWith(t testing.TB, c *Compiler, src string, r Result) *Program {
	t.Helper()
	p, err := c.Compile(content.Script{Src: src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}, r)
	if err != nil {
		t.Fatalf("Compile(%q): %v", src, err)
	}
	return p
}

func TestRunEffects(t *testing.T) {
	env := &testEnv{Round: 2, Hand: []string{"c1", "c2"}, Counts: map[string]int{"residential": 4}}
	draw := func(deck string, n int) Effect { return Effect{Op: opDraw, Arg: deck, N: n} }
	tests := []struct {
		reason string
		src    string
		want   []Effect
	}{
		{"one effect", `draw("budget", 2)`, []Effect{draw("budget", 2)}},
		{"a list, in order", `[draw("budget", 2), discard(1)]`, []Effect{draw("budget", 2), {Op: opDiscard, N: 1}}},
		{"nested lists flatten", `[draw("a", 1), [draw("b", 2), [draw("c", 3)]]]`, []Effect{draw("a", 1), draw("b", 2), draw("c", 3)}},
		{"an empty list is no effects", `[]`, nil},
		{"none() is dropped", `[none(), draw("a", 1), none()]`, []Effect{draw("a", 1)}},
		{"if/else picks a branch", `if Round > 1 { draw("late", 1) } else { none() }`, []Effect{draw("late", 1)}},
		{"if/else of mixed kinds", `if Round > 5 { draw("a", 1) } else { [draw("b", 1), draw("c", 1)] }`, []Effect{draw("b", 1), draw("c", 1)}},
		{"let binds effects", `let d = draw("a", Round); [d, d]`, []Effect{draw("a", 2), draw("a", 2)}},
		{"let binds a list", `let xs = [draw("a", 1)]; may("again", xs)`, []Effect{{Op: OpMay, Label: "again", Then: []Effect{draw("a", 1)}}}},
		{"verbs read the env", `draw("budget", count("residential"))`, []Effect{draw("budget", 4)}},
		{"a verb returning []Effect", `handEffects()`, []Effect{draw("c1", 1), draw("c2", 1)}},
		{"a verb's []Effect inside a list", `[handEffects(), discard(1)]`, []Effect{draw("c1", 1), draw("c2", 1), {Op: opDiscard, N: 1}}},
		{"map() over a range", `map(1..3, draw("a", #))`, []Effect{draw("a", 1), draw("a", 2), draw("a", 3)}},
		{"the pipe passes the first argument", `"budget" | draw(2)`, []Effect{draw("budget", 2)}},
		{"a verb overriding an expr builtin (count)", `repeat(count("residential"), discard(1))`, []Effect{{Op: OpRepeat, N: 4, Then: []Effect{{Op: opDiscard, N: 1}}}}},
		{
			"may takes one effect or a list",
			`[may("discard", discard(1)), may("more", [draw("a", 1), discard(2)])]`,
			[]Effect{
				{Op: OpMay, Label: "discard", Then: []Effect{{Op: opDiscard, N: 1}}},
				{Op: OpMay, Label: "more", Then: []Effect{draw("a", 1), {Op: opDiscard, N: 2}}},
			},
		},
		{
			"either has two branches",
			`either("pay or lose", discard(2), [gain("money", -1), none()])`,
			[]Effect{{Op: OpEither, Label: "pay or lose", Then: []Effect{{Op: opDiscard, N: 2}}, Else: []Effect{{Op: opGain, Arg: "money", N: -1}}}},
		},
		{"may with none() has no Then", `may("nothing", none())`, []Effect{{Op: OpMay, Label: "nothing"}}},
		{"a game verb taking effects", `forEach("tenant", [gain("money", 1), none()])`, []Effect{{Op: opForEach, Arg: "tenant", Then: []Effect{{Op: opGain, Arg: "money", N: 1}}}}},
		{"repeat with n = 0 is allowed", `repeat(0, discard(1))`, []Effect{{Op: OpRepeat, Then: []Effect{{Op: opDiscard, N: 1}}}}},
		{"builtins are available", `draw(upper("a"), len(Hand) + abs(-1))`, []Effect{draw("A", 3)}},
	}
	var r Runner
	for _, tc := range tests {
		p := compileT(t, tc.src, Effects)
		got, err := r.RunEffects(p, env, nil)
		if err != nil {
			t.Errorf("%s: %q: %v", tc.reason, tc.src, err)
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: %q (-want +got):\n%s", tc.reason, tc.src, diff)
		}
	}
}

func TestRunEffectsAppends(t *testing.T) {
	var r Runner
	env := &testEnv{}
	dst := []Effect{{Op: opGain, Arg: "kept"}}
	dst, err := r.RunEffects(compileT(t, `draw("a", 1)`, Effects), env, dst)
	if err != nil {
		t.Fatal(err)
	}
	// A failing run leaves dst as it was.
	dst, err = r.RunEffects(compileT(t, `[draw("b", 1), fail()]`, Effects), env, dst)
	if err == nil {
		t.Fatal("want an error")
	}
	want := []Effect{{Op: opGain, Arg: "kept"}, {Op: opDraw, Arg: "a", N: 1}}
	if diff := cmp.Diff(want, dst); diff != "" {
		t.Errorf("dst (-want +got):\n%s", diff)
	}
}

func TestRunBoolAndInt(t *testing.T) {
	env := &testEnv{Round: 3, Small: -4, Wide: 300, Hand: []string{"a"}, Counts: map[string]int{"residential": 3}}
	bools := []struct {
		reason string
		src    string
		want   bool
	}{
		{"a verb compared", `count("residential") >= 3`, true},
		{"a field compared", `Round > 3`, false},
		{"logic and membership", `"a" in Hand and not (Round == 1)`, true},
		{"a let", `let n = count("office"); n == 0`, true},
		{"builtins over fields", `all(Hand, len(#) == 1)`, true},
	}
	ints := []struct {
		reason string
		src    string
		want   int
	}{
		{"a verb", `count("residential")`, 3},
		{"arithmetic", `Round * 2 + count("residential")`, 9},
		{"an int8 field", `Small`, -4},
		{"a uint16 field", `Wide`, 300},
		{"an overloaded verb, first signature", `cards()`, 1},
		{"an overloaded verb, second signature", `cards("abcd")`, 4},
		{"if/else", `if Round > 2 { 10 } else { 20 }`, 10},
	}
	var r Runner
	for _, tc := range bools {
		got, err := r.RunBool(compileT(t, tc.src, Bool), env)
		if err != nil || got != tc.want {
			t.Errorf("%s: %q = %v, %v; want %v", tc.reason, tc.src, got, err, tc.want)
		}
	}
	for _, tc := range ints {
		got, err := r.RunInt(compileT(t, tc.src, Int), env)
		if err != nil || got != tc.want {
			t.Errorf("%s: %q = %v, %v; want %v", tc.reason, tc.src, got, err, tc.want)
		}
	}
}

func TestRunErrors(t *testing.T) {
	env := &testEnv{}
	tests := []struct {
		reason string
		doc    string
		run    func(r *Runner, p *Program) error
		want   RunError // Err is compared with errors.Is when set
	}{
		{
			reason: "a verb's error comes back, at the call, and errors.Is sees it",
			doc:    "effect: |\n  [draw(\"a\", 1),\n   fail()]\n",
			want:   RunError{Pos: content.Pos{File: "card.yaml", Line: 3, Col: 4}, Msg: "verb failed", Err: errVerb},
		},
		{
			reason: "a panic in a verb comes back as an error",
			doc:    `effect: '[none(), boom()]'`,
			want:   RunError{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 19}, Msg: "runtime error: index out of range [5] with length 1"},
		},
		{
			reason: "repeat's count is bounded at run time",
			doc:    `effect: repeat(Round + 1000, discard(1))`,
			want:   RunError{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "repeat: count 1000 out of range 0..100"},
		},
		{
			reason: "a negative repeat read from the game is refused at run time",
			doc:    `effect: repeat(Round - 3, discard(1))`,
			want:   RunError{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "repeat: count -3 out of range 0..100"},
		},
		{
			reason: "a huge range exceeds the memory budget",
			doc:    `effect: repeat(len(1..1000000000), none())`,
			want:   RunError{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 21}, Msg: "memory budget exceeded"},
		},
		{
			reason: "a loop over a range read from the game exceeds the memory budget",
			doc:    `effect: 'map(1..Round+200000, draw("a", 1))'`,
			want:   RunError{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 15}, Msg: "memory budget exceeded"},
		},
		{
			reason: "a run-time error of expr (an index read from the game past the end) comes back",
			doc:    `effect: draw(["a"][Round+1], 1)`,
			want:   RunError{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 19}, Msg: "index out of range: 1 (array length is 1)"},
		},
		{
			reason: "an out-of-range index comes back",
			doc:    `effect: draw(Hand[3], 1)`,
			want:   RunError{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 18}, Msg: "index out of range: 3 (array length is 0)"},
		},
		{
			reason: "a list holding a list twice, nested, is refused when it flattens too far",
			doc: "effect: |\n  let a = [draw(\"a\", 1), draw(\"a\", 1)]; let b = [a, a]; let c = [b, b]; let d = [c, c];\n" +
				"  let e = [d, d]; let f = [e, e]; let g = [f, f]; let h = [g, g]; let i = [h, h]; let j = [i, i];\n" +
				"  let k = [j, j]; let l = [k, k]; let m = [l, l]; let n = [m, m]; let o = [n, n]; [o, o]\n",
			want: RunError{Pos: content.Pos{File: "card.yaml", Line: 4, Col: 83}, Msg: "more than 10000 effects"},
		},
		{
			reason: "the env must have the compiled type",
			doc:    `effect: discard(1)`,
			run: func(r *Runner, p *Program) error {
				_, err := r.RunEffects(p, testEnv{}, nil)
				return err
			},
			want: RunError{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "env is expr.testEnv, want *expr.testEnv"},
		},
		{
			reason: "a Program runs only as its result kind",
			doc:    `effect: discard(1)`,
			run: func(r *Runner, p *Program) error {
				_, err := r.RunBool(p, &testEnv{})
				return err
			},
			want: RunError{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "program returns effects; run it as such"},
		},
	}
	var r Runner
	for _, tc := range tests {
		s := yamlScript(t, "card.yaml", tc.doc)
		p, cerr := testCompiler.Compile(s, Effects)
		if cerr != nil {
			t.Errorf("%s: %v", tc.reason, cerr)
			continue
		}
		var err error
		if tc.run != nil {
			err = tc.run(&r, p)
		} else {
			_, err = r.RunEffects(p, env, nil)
		}
		var got *RunError
		if !errors.As(err, &got) {
			t.Errorf("%s: error %v (%T), want a *RunError", tc.reason, err, err)
			continue
		}
		if tc.want.Err != nil && !errors.Is(err, tc.want.Err) {
			t.Errorf("%s: errors.Is(%v, %v) = false", tc.reason, err, tc.want.Err)
		}
		if !errors.Is(err, rulebook.ErrContent) {
			t.Errorf("%s: errors.Is(%v, rulebook.ErrContent) = false", tc.reason, err)
		}
		gotCmp := *got
		gotCmp.Err = nil
		tc.want.Err = nil
		if diff := cmp.Diff(tc.want, gotCmp); diff != "" {
			t.Errorf("%s: error (-want +got):\n%s", tc.reason, diff)
		}
		if !strings.HasPrefix(err.Error(), "card.yaml:") || !strings.Contains(err.Error(), ": script: ") {
			t.Errorf("%s: Error() = %q, want file:line:col: script: …", tc.reason, err.Error())
		}
		if ce := got.ContentError(); ce.Error() != err.Error() {
			t.Errorf("%s: ContentError() = %q, want %q", tc.reason, ce.Error(), err.Error())
		}
	}
	// The runner still works after all those failures.
	got, err := r.RunEffects(compileT(t, `discard(1)`, Effects), env, nil)
	if err != nil || len(got) != 1 {
		t.Errorf("after errors: %v, %v", got, err)
	}
}

func TestRunNilProgram(t *testing.T) {
	var r Runner
	if _, err := r.RunEffects(nil, &testEnv{}, nil); err == nil {
		t.Error("RunEffects(nil) did not fail")
	}
	if _, err := r.RunBool(nil, &testEnv{}); err == nil {
		t.Error("RunBool(nil) did not fail")
	}
	if _, err := r.RunInt(new(Program), &testEnv{}); err == nil {
		t.Error("RunInt(zero Program) did not fail")
	}
}

// A Bool or Int script costs at most the one allocation expr's VM makes for
// its argument buffer when the script calls a verb.
func TestRunAllocations(t *testing.T) {
	env := &testEnv{Round: 2, Counts: map[string]int{"residential": 4}}
	var r Runner
	pb := compileT(t, `count("residential") >= 3`, Bool)
	pi := compileT(t, `count("residential") + 1`, Int)
	if n := testing.AllocsPerRun(100, func() { _, _ = r.RunBool(pb, env) }); n > 1 {
		t.Errorf("RunBool allocates %v times per run, want at most 1", n)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = r.RunInt(pi, env) }); n > 1 {
		t.Errorf("RunInt allocates %v times per run, want at most 1", n)
	}
}

func BenchmarkRunEffects(b *testing.B) {
	env := &testEnv{}
	p := compileT(b, `[draw("budget", 2), may("discard", discard(1))]`, Effects)
	benchRunEffects(b, p, env)
}

// benchRunEffects runs p with env in b's loop, reusing one Runner and one
// effects buffer, as a game's playout does.
func benchRunEffects(b *testing.B, p *Program, env any) {
	b.Helper()
	var r Runner
	var dst []Effect
	b.ReportAllocs()
	for b.Loop() {
		var err error
		if dst, err = r.RunEffects(p, env, dst[:0]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRunBool(b *testing.B) {
	env := &testEnv{Counts: map[string]int{"residential": 4}}
	p := compileT(b, `count("residential") >= 3`, Bool)
	var r Runner
	b.ReportAllocs()
	for b.Loop() {
		if ok, err := r.RunBool(p, env); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}

func BenchmarkRunIntField(b *testing.B) {
	env := &testEnv{Round: 3}
	p := compileT(b, `Round * 2`, Int)
	var r Runner
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.RunInt(p, env); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCompile(b *testing.B) {
	s := content.Script{Src: `[draw("budget", 2), may("discard", discard(1))]`}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := testCompiler.Compile(s, Effects); err != nil {
			b.Fatal(err)
		}
	}
}

func TestMemoryBudgetOption(t *testing.T) {
	s := content.Script{Src: `map(1..20, draw("a", #))`, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}
	env := &testEnv{}
	var r Runner
	for _, tc := range []struct {
		reason string
		opts   []Option
		want   string // the error's message, "" for success
	}{
		{"the default budget allows a small loop", nil, ""},
		{"a budget of 10 units does not", []Option{MemoryBudget(10)}, "memory budget exceeded"},
		{"0 means the default", []Option{MemoryBudget(0), nil}, ""},
	} {
		p, cerr := NewCompiler((*testEnv)(nil), testVerbs, tc.opts...).Compile(s, Effects)
		if cerr != nil {
			t.Fatalf("%s: %v", tc.reason, cerr)
		}
		got, err := r.RunEffects(p, env, nil)
		var msg string
		if re := (*RunError)(nil); errors.As(err, &re) {
			msg = re.Msg
		} else if err != nil {
			msg = err.Error()
		}
		if msg != tc.want || (tc.want == "" && len(got) != 20) {
			t.Errorf("%s: %d effects, error %q; want error %q", tc.reason, len(got), msg, tc.want)
		}
	}
}

// TestRunErrorWithoutPosition: a script compiled from a bare string has no
// YAML position, and its run-time error reads "script: …" as its compile
// error does, with no leading colon.
func TestRunErrorWithoutPosition(t *testing.T) {
	cases := []struct {
		reason string
		err    RunError
		want   string
	}{
		{"no position at all", RunError{Msg: "count 20 out of range 0..12"}, "script: count 20 out of range 0..12"},
		{"a file and a line", RunError{Pos: content.Pos{File: "card.yaml", Line: 3}, Msg: "verb failed"}, "card.yaml:3: script: verb failed"},
		{"a whole position", RunError{Pos: content.Pos{File: "card.yaml", Line: 3, Col: 4}, Msg: "verb failed"}, "card.yaml:3:4: script: verb failed"},
	}
	for _, tc := range cases {
		if diff := cmp.Diff(tc.want, tc.err.Error()); diff != "" {
			t.Errorf("%s: Error() (-want +got):\n%s", tc.reason, diff)
		}
	}
}
