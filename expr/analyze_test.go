package expr

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

// analysisVerbs is a vocabulary with pure effect verbs and readers, one of
// which fails and one of which panics for some inputs.
var analysisVerbs = func() []Verb {
	gain := Verb2("gain", func(_ *testEnv, track string, n int) Effect { return Effect{Op: opGain, Arg: track, N: n} })
	gain.Pure = true
	return []Verb{
		gain,
		Verb1("count", func(e *testEnv, kind string) int { return e.Counts[kind] }),
		Verb0("round", func(e *testEnv) int { return e.Round }),
		Verb0("named", func(e *testEnv) bool { return e.Name != "" }),
		Verb0("name", func(e *testEnv) string { return e.Name }),
		Verb1("has", func(e *testEnv, card string) bool {
			for _, c := range e.Hand {
				if c == card {
					return true
				}
			}
			return false
		}),
		Verb0("first", func(e *testEnv) bool { return e.Hand[0] != "" }), // panics on an empty hand
		{Name: "checked", Types: []any{new(func(*testEnv) (bool, error))}, Fn: func(p ...any) (any, error) {
			if p[0].(*testEnv).Round < 0 {
				return nil, errVerb
			}
			return true, nil
		}},
		Verb1("wide", func(e *testEnv, n float64) bool { return n > 1 }),
		Verb1("above", func(e *testEnv, n int) bool { return e.Round > n }),
		Verb1("at", func(e *testEnv, i int) string { return e.Hand[i] }), // panics out of range
	}
}()

var analysisCompiler = NewCompiler((*testEnv)(nil), analysisVerbs)

func compileA(t *testing.T, src string, r Result) *Program {
	t.Helper()
	return compileWith(t, analysisCompiler, src, r)
}

func TestAnalysisFindsWhatAProgramReads(t *testing.T) {
	tests := []struct {
		reason string
		src    string
		result Result
		form   Form
		reads  []string
	}{
		{"effect verbs marked pure and combinators read nothing", `[gain("x", 1), may("m", gain("y", 2))]`, Effects, FormConstant, nil},
		{"a let name is not an env field", `let n = 2; repeat(n, gain("x", n))`, Effects, FormConstant, nil},
		{"builtins are pure", `gain("x", max(1, len([1, 2])))`, Effects, FormConstant, nil},
		{"a literal is constant", `true`, Bool, FormConstant, nil},
		{"a reading verb compared with a constant skips the VM", `round() >= 3`, Bool, FormDirect, []string{"round"}},
		{"a reading verb with a constant argument", `count("a") == 2`, Bool, FormDirect, []string{"count"}},
		{"bool readers joined by ||", `named() || has("c1") || round() < 0`, Bool, FormDirect, []string{"named", "has", "round"}},
		{"&& and ! of readers", `!named() && name() != "x"`, Bool, FormDirect, []string{"named", "name"}},
		{"an int reader alone", `round()`, Int, FormDirect, []string{"round"}},
		{"a negative constant", `round() > -1`, Bool, FormDirect, []string{"round"}},
		{"an env field read is a read, and runs in the VM", `Round > 2`, Bool, FormVM, []string{"Round"}},
		{"a reader's argument read from the env", `count(Name) > 1`, Bool, FormVM, []string{"count", "Name"}},
		{"arithmetic is left to the VM", `count("a") + 1 > 3`, Bool, FormVM, []string{"count"}},
		{"a reader inside a predicate", `len(filter([1, 2, 3], # > round())) > 1`, Bool, FormVM, []string{"round"}},
		{"a verb not built by Verb0..Verb3 runs in the VM", `checked()`, Bool, FormVM, []string{"checked"}},
		{"an argument expr converts runs in the VM", `wide(2)`, Bool, FormVM, []string{"wide"}},
		{"a reader under a pure verb makes the script read", `gain("x", round())`, Effects, FormVM, []string{"round"}},
		{"each read is listed once", `round() > 1 || round() < 0`, Bool, FormDirect, []string{"round"}},
		{"a reader of what a reader returns skips the VM", `count(name()) > 1 || above(round())`, Bool, FormDirect, []string{"count", "name", "above", "round"}},
		{"a reader of a literal call's value", `at(count("a")) == "c1"`, Bool, FormDirect, []string{"at", "count"}},
	}
	for _, tt := range tests {
		p := compileA(t, tt.src, tt.result)
		if got := p.Form(); got != tt.form {
			t.Errorf("%s: Form(%q) = %v, want %v", tt.reason, tt.src, got, tt.form)
		}
		if diff := cmp.Diff(tt.reads, p.Reads()); diff != "" {
			t.Errorf("%s: Reads(%q) (-want +got):\n%s", tt.reason, tt.src, diff)
		}
		if got := p.Constant(); got != (tt.form == FormConstant) {
			t.Errorf("%s: Constant(%q) = %v", tt.reason, tt.src, got)
		}
	}
}

func TestReadsOnly(t *testing.T) {
	p := compileA(t, `named() || round() > 2`, Bool)
	tests := []struct {
		reason string
		names  []string
		want   bool
	}{
		{"both reads named", []string{"round", "named", "count"}, true},
		{"one read missing", []string{"round"}, false},
		{"none named", nil, false},
	}
	for _, tt := range tests {
		if got := p.ReadsOnly(tt.names...); got != tt.want {
			t.Errorf("%s: ReadsOnly(%v) = %v, want %v", tt.reason, tt.names, got, tt.want)
		}
	}
	if !compileA(t, `gain("x", 1)`, Effects).ReadsOnly() {
		t.Errorf("a constant program reads only what is named, even nothing")
	}
}

// vmOnly is p without its direct path: what the VM computes.
func vmOnly(p *Program) *Program {
	q := *p
	q.fast = nil
	return &q
}

// TestDirectAgreesWithTheVM runs every direct program both ways over envs
// that give each reader several values, errors and panics included.
func TestDirectAgreesWithTheVM(t *testing.T) {
	envs := []*testEnv{
		{},
		{Round: 3, Name: "x", Hand: []string{"c1"}, Counts: map[string]int{"a": 2}},
		{Round: -1, Name: "y", Hand: []string{""}, Counts: map[string]int{"a": 5}},
		{Round: 300, Hand: []string{"c2", "c1"}},
	}
	bools := []string{
		`round() >= 3`, `count("a") == 2`, `named() || has("c1") || round() < 0`, `!named() && name() != "x"`,
		`round() > -1`, `first() || named()`, `named() && first()`, `name() == "x" == named()`, `true`,
		`!named() && -round() < 3`, `named() || round() > 2`,
		`count(name()) > 1 || above(round())`, `above(count("a"))`, `at(round()) == "c1"`, `has(at(0))`,
		`name() != "x" || round() > 2`, `"y" == name()`, `name() == name()`, `name() < "y"`, `at(0) <= "c1"`,
	}
	ints := []string{`round()`, `count("a")`, `-round()`}
	var r Runner
	for _, src := range bools {
		p := compileA(t, src, Bool)
		for i, env := range envs {
			want, wantErr := r.RunBool(vmOnly(p), env)
			got, gotErr := r.RunBool(p, env)
			if got != want || fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
				t.Errorf("%q on env %d: RunBool = %v, %v; the VM says %v, %v", src, i, got, gotErr, want, wantErr)
			}
			if v, ok := p.TryBool(env); ok && (wantErr != nil || v != want) {
				t.Errorf("%q on env %d: TryBool = %v, true; the VM says %v, %v", src, i, v, want, wantErr)
			} else if !ok && wantErr == nil && p.Form() != FormVM {
				t.Errorf("%q on env %d: TryBool declined a %v program the VM runs", src, i, p.Form())
			}
		}
	}
	for _, src := range ints {
		p := compileA(t, src, Int)
		for i, env := range envs {
			want, wantErr := r.RunInt(vmOnly(p), env)
			got, gotErr := r.RunInt(p, env)
			if got != want || fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
				t.Errorf("%q on env %d: RunInt = %v, %v; the VM says %v, %v", src, i, got, gotErr, want, wantErr)
			}
			if v, ok := p.TryInt(env); !ok || v != want {
				t.Errorf("%q on env %d: TryInt = %v, %v; want %v, true", src, i, v, ok, want)
			}
		}
	}
}

func TestDirectFailureIsTheVMsError(t *testing.T) {
	p := compileA(t, `first()`, Bool) // indexes an empty hand
	if _, ok := p.TryBool(&testEnv{}); ok {
		t.Fatalf("TryBool answered for a reader that panics")
	}
	var r Runner
	_, err := r.RunBool(p, &testEnv{})
	var re *RunError
	if !errors.As(err, &re) {
		t.Fatalf("RunBool of a panicking reader: %v, want a *RunError", err)
	}
	if _, ok := compileA(t, `round() > 1`, Bool).TryInt(&testEnv{}); ok {
		t.Errorf("TryInt answered for a Bool program")
	}
	if _, ok := (*Program)(nil).TryBool(&testEnv{}); ok {
		t.Errorf("TryBool answered for a nil program")
	}
}

func TestDirectDoesNotAllocate(t *testing.T) {
	env := &testEnv{Round: 4, Counts: map[string]int{"a": 3}}
	p := compileA(t, `named() || count("a") >= 3`, Bool)
	if n := testing.AllocsPerRun(100, func() { _, _ = p.TryBool(env) }); n != 0 {
		t.Errorf("TryBool allocates %v times per run, want 0", n)
	}
	var r Runner
	if n := testing.AllocsPerRun(100, func() { _, _ = r.RunBool(p, env) }); n != 0 {
		t.Errorf("RunBool of a direct program allocates %v times per run, want 0", n)
	}
	p = compileA(t, `name() != "x" || named()`, Bool) // a string compared without boxing it
	named := &testEnv{Name: "a name"}
	if n := testing.AllocsPerRun(100, func() { _, _ = r.RunBool(p, named) }); n != 0 {
		t.Errorf("RunBool of a string reader compared with a literal allocates %v times per run, want 0", n)
	}
	p = compileA(t, `above(count("a"))`, Bool) // an int argument computed directly
	if n := testing.AllocsPerRun(100, func() { _, _ = r.RunBool(p, env) }); n != 0 {
		t.Errorf("RunBool of a reader of a reader allocates %v times per run, want 0", n)
	}
}

func TestFormString(t *testing.T) {
	got := []string{FormVM.String(), FormConstant.String(), FormDirect.String(), Form(9).String()}
	if diff := cmp.Diff([]string{"vm", "constant", "direct", "Form(9)"}, got); diff != "" {
		t.Errorf("Form names (-want +got):\n%s", diff)
	}
}

func BenchmarkTryBool(b *testing.B) {
	env := &testEnv{Counts: map[string]int{"residential": 4}}
	p, err := analysisCompiler.Compile(content.Script{Src: `count("residential") >= 3`}, Bool)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if v, ok := p.TryBool(env); !v || !ok {
			b.Fatal(v, ok)
		}
	}
}

// TestTypedPathForReadersWithoutArguments: bool, int and string readers
// without arguments, compared with literals,
// negated or joined, take the typed path; anything else the generic direct
// path. Both agree with the VM
// (TestDirectAgreesWithTheVM).
func TestTypedPathForReadersWithoutArguments(t *testing.T) {
	tests := []struct {
		src   string
		typed bool
	}{
		{`named() || round() > 2`, true},
		{`!named() && -round() < 3`, true},
		{`true`, true},
		{`has("c1")`, false},
		{`name() == "x"`, true},
		{`"x" != name() && named()`, true},
		{`name() < "x"`, true},
		{`count("a") > 1 || named()`, false},
	}
	for _, tt := range tests {
		p := compileA(t, tt.src, Bool)
		if got := p.fastBool != nil; got != tt.typed {
			t.Errorf("%q: typed path %v, want %v", tt.src, got, tt.typed)
		}
		if p.Form() == FormVM {
			t.Errorf("%q runs in the VM", tt.src)
		}
	}
}

// TestVerb2EFailsAndRunsDirect: a two-argument verb that may fail
// (Verb2E) reports its error as the script's, and runs on the direct path
// with no more allocation than Verb2's (its argument list).
func TestVerb2EFailsAndRunsDirect(t *testing.T) {
	per := Verb2E("per", func(e *testEnv, kind string, n int) (int, error) {
		if n == 0 {
			return 0, errors.New("per: n is 0")
		}
		return e.Counts[kind] / n, nil
	})
	plain := Verb2("plain", func(e *testEnv, kind string, n int) int { return e.Counts[kind] / n })
	comp := NewCompiler((*testEnv)(nil), []Verb{per, plain})
	env := &testEnv{Counts: map[string]int{"a": 900}}
	compile := func(src string) *Program {
		p, err := comp.Compile(content.Script{Src: src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}, Bool)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	p, twin := compile(`per("a", 3) >= 300`), compile(`plain("a", 3) >= 300`)
	var r Runner
	if ok, err := r.RunBool(p, env); !ok || err != nil || p.Form() != FormDirect {
		t.Fatalf("per(\"a\", 3) >= 300: %v, %v, form %v; want true on the direct path", ok, err, p.Form())
	}
	got := testing.AllocsPerRun(100, func() { _, _ = r.RunBool(p, env) })
	want := testing.AllocsPerRun(100, func() { _, _ = r.RunBool(twin, env) })
	if got != want {
		t.Errorf("RunBool of a Verb2E verb allocates %v times per run, a Verb2 verb's %v", got, want)
	}
	if _, err := r.RunBool(compile(`per("a", 0) >= 300`), env); err == nil || !strings.Contains(err.Error(), "per: n is 0") {
		t.Errorf("a failing Verb2E verb: error %v, want its own", err)
	}
}
