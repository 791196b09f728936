package expr

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

// testEnv is the env the tests compile against: a few fields scripts read.
type testEnv struct {
	Round  int
	Small  int8
	Wide   uint16
	Name   string
	Hand   []string
	Counts map[string]int
	Any    any
	Fn     func() int
	Inner  *inner
}

// inner is a value in the env with a method that changes it: scripts must
// not reach it.
type inner struct{ N int }

// Bump changes the value.
func (i *inner) Bump() int { i.N++; return i.N }

// Peek is a method of the env itself.
func (e *testEnv) Peek() int { return e.Round }

// The test game's own ops.
const (
	opDraw Op = OpGame + iota
	opDiscard
	opGain
	opForEach
)

var errVerb = errors.New("verb failed")

// testVerbs is the test game's vocabulary.
var testVerbs = []Verb{
	Verb2("draw", func(e *testEnv, deck string, n int) Effect { return Effect{Op: opDraw, Arg: deck, N: n} }),
	Verb1("discard", func(e *testEnv, n int) Effect { return Effect{Op: opDiscard, N: n} }),
	Verb2("gain", func(e *testEnv, track string, n int) Effect { return Effect{Op: opGain, Arg: track, N: n} }),
	Verb1("count", func(e *testEnv, kind string) int { return e.Counts[kind] }),
	Verb0("round", func(e *testEnv) int { return e.Round }),
	Verb0("handEffects", func(e *testEnv) []Effect {
		var out []Effect
		for _, c := range e.Hand {
			out = append(out, Effect{Op: opDraw, Arg: c, N: 1})
		}
		return out
	}),
	{
		Name: "forEach",
		Fn: func(p ...any) (any, error) {
			then, err := AppendEffects(nil, p[2])
			if err != nil {
				return nil, err
			}
			return Effect{Op: opForEach, Arg: p[1].(string), Then: then}, nil
		},
		Types: []any{new(func(*testEnv, string, EffectArg) Effect)},
	},
	{
		Name:  "boom",
		Fn:    func(p ...any) (any, error) { return p[5], nil }, // index out of range
		Types: []any{new(func(*testEnv) Effect)},
	},
	{
		Name:  "fail",
		Fn:    func(p ...any) (any, error) { return nil, errVerb },
		Types: []any{new(func(*testEnv) (Effect, error))},
	},
	{
		Name: "cards",
		Fn: func(p ...any) (any, error) {
			if len(p) == 2 {
				return len(p[1].(string)), nil
			}
			return len(p[0].(*testEnv).Hand), nil
		},
		Types: []any{new(func(*testEnv) int), new(func(*testEnv, string) int)},
	},
}

var testCompiler = NewCompiler((*testEnv)(nil), testVerbs)

// yamlScript decodes doc, a YAML file named file, and returns the script at
// key "effect" of its top-level mapping, as a game's loader would.
func yamlScript(t testing.TB, file, doc string) content.Script {
	t.Helper()
	var v struct {
		Effect content.Script `yaml:"effect"`
	}
	var errs content.Errors
	content.DecodeBytes(file, []byte(doc), &v, &errs)
	if err := errs.Err(); err != nil {
		t.Fatalf("decoding %s: %v", file, err)
	}
	return v.Effect
}

// script makes a one-line plain script at t.yaml line 1, column 9 (after
// "effect: ").
func script(t testing.TB, src string) content.Script {
	t.Helper()
	if strings.ContainsAny(src, "\n") {
		t.Fatalf("script() takes one line; use yamlScript")
	}
	return yamlScript(t, "t.yaml", "effect: '"+strings.ReplaceAll(src, "'", "''")+"'\n")
}

func TestVerbHelpers(t *testing.T) {
	env := &testEnv{Round: 3}
	tests := []struct {
		reason  string
		verb    Verb
		params  []any
		want    any
		wantErr string
	}{
		{
			reason: "Verb0 passes the env",
			verb:   Verb0("round", func(e *testEnv) int { return e.Round }),
			params: []any{env},
			want:   3,
		},
		{
			reason: "Verb2 passes the env and two arguments",
			verb:   Verb2("draw", func(e *testEnv, d string, n int) Effect { return Effect{Op: opDraw, Arg: d, N: n} }),
			params: []any{env, "budget", 2},
			want:   Effect{Op: opDraw, Arg: "budget", N: 2},
		},
		{
			reason: "Verb3 passes the env and three arguments",
			verb:   Verb3("f", func(e *testEnv, a string, b int, c bool) string { return a + "!" }),
			params: []any{env, "x", 1, true},
			want:   "x!",
		},
		{
			reason:  "a wrong env type is an error, not a panic",
			verb:    Verb0("round", func(e *testEnv) int { return e.Round }),
			params:  []any{"not an env"},
			wantErr: "round: env is string, want *expr.testEnv",
		},
		{
			reason:  "a wrong argument type is an error, not a panic",
			verb:    Verb1("discard", func(e *testEnv, n int) Effect { return Effect{} }),
			params:  []any{env, "x"},
			wantErr: "discard: argument 1 is string, want int",
		},
		{
			reason:  "a wrong argument count is an error, not a panic",
			verb:    Verb2("draw", func(e *testEnv, d string, n int) Effect { return Effect{} }),
			params:  []any{env, "x"},
			wantErr: "draw: got 1 arguments, want 2",
		},
	}
	for _, tc := range tests {
		got, err := tc.verb.Fn(tc.params...)
		if tc.wantErr != "" {
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("%s: error = %v, want %q", tc.reason, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: unexpected error %v", tc.reason, err)
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: result (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestNewCompilerRejectsBadVerbs(t *testing.T) {
	ok := Verb0("ok", func(e *testEnv) Effect { return Effect{} })
	tests := []struct {
		reason string
		env    any
		verbs  []Verb
		want   string // a part of Err's text
	}{
		{"a struct value is not a pointer", testEnv{}, nil, "env is expr.testEnv, want a pointer to a struct"},
		{"a map env is refused", map[string]any{}, nil, "want a pointer to a struct"},
		{"a nil env is refused", nil, nil, "env is <nil>"},
		{"a verb needs a name", &testEnv{}, []Verb{{Fn: ok.Fn, Types: ok.Types}}, `verb name "" is not an identifier`},
		{"a keyword is not a name", &testEnv{}, []Verb{{Name: "in", Fn: ok.Fn, Types: ok.Types}}, `verb name "in" is not an identifier`},
		{"a verb needs Fn", &testEnv{}, []Verb{{Name: "v", Types: ok.Types}}, "verb v: Fn is nil"},
		{"a verb needs a signature", &testEnv{}, []Verb{{Name: "v", Fn: ok.Fn}}, "verb v: no signature"},
		{"a signature is a func type", &testEnv{}, []Verb{{Name: "v", Fn: ok.Fn, Types: []any{3}}}, "signature 1 is int, want a func type"},
		{"the env comes first", &testEnv{}, []Verb{{Name: "v", Fn: ok.Fn, Types: []any{new(func(string) Effect)}}}, "first parameter must be the env type *expr.testEnv"},
		{"one result or a result and an error", &testEnv{}, []Verb{{Name: "v", Fn: ok.Fn, Types: []any{new(func(*testEnv) (int, int))}}}, "second result must be error"},
		{"no result", &testEnv{}, []Verb{{Name: "v", Fn: ok.Fn, Types: []any{new(func(*testEnv))}}}, "must return one value"},
		{"duplicates are refused", &testEnv{}, []Verb{ok, ok}, "verb ok: registered twice"},
		{"a combinator's name is taken", &testEnv{}, []Verb{{Name: "may", Fn: ok.Fn, Types: ok.Types}}, "verb may: registered twice (or named like a combinator)"},
		{"an env field's name is taken", &testEnv{}, []Verb{{Name: "Round", Fn: ok.Fn, Types: ok.Types}}, "verb Round: the env has a field of that name"},
	}
	for _, tc := range tests {
		c := NewCompiler(tc.env, tc.verbs)
		if c.Err() == nil || !strings.Contains(c.Err().Error(), tc.want) {
			t.Errorf("%s: Err() = %v, want it to contain %q", tc.reason, c.Err(), tc.want)
			continue
		}
		// Compile reports the same problem, at the script, without panicking.
		s := script(t, `none()`)
		_, cerr := c.Compile(s, Effects)
		if cerr == nil || !strings.HasPrefix(cerr.Msg, "script: compiler: ") || cerr.Pos != s.Pos {
			t.Errorf("%s: Compile error = %v, want one at %v starting \"script: compiler: \"", tc.reason, cerr, s.Pos)
		}
	}
	if err := testCompiler.Err(); err != nil {
		t.Fatalf("the test compiler itself: %v", err)
	}
}

func TestVerbDescribesItself(t *testing.T) {
	take := Verb2("take", func(_ *testEnv, colour string, n int) Effect { return Effect{} }).
		Describe("Floors of a colour from the bag", "colour", "n")
	tests := []struct {
		reason string
		verb   Verb
		want   string
	}{
		{"named parameters and the env left out", take, "take(colour string, n int) Effect"},
		{"a reader with no arguments", Verb0("round", func(e *testEnv) int { return 0 }), "round() int"},
		{"unnamed parameters show their types", Verb1("count", func(e *testEnv, kind string) int { return 0 }), "count(string) int"},
		{"an effects parameter reads effects", Combinators()[0], "may(label string, then effects) Effect"},
		{"a combinator with no arguments", Combinators()[3], "none() Effect"},
		{"no signature", Verb{Name: "x"}, "x(?)"},
		{"a signature that is not a func", Verb{Name: "x", Types: []any{3}}, "x(?)"},
	}
	for _, tt := range tests {
		if got := tt.verb.Signature(); got != tt.want {
			t.Errorf("%s: Signature() = %q, want %q", tt.reason, got, tt.want)
		}
	}
	if take.Doc != "Floors of a colour from the bag" {
		t.Errorf("Describe kept Doc %q", take.Doc)
	}
	for _, c := range Combinators() {
		if c.Doc == "" || !c.Pure {
			t.Errorf("combinator %s: Doc %q, Pure %v; want a doc, and pure", c.Name, c.Doc, c.Pure)
		}
	}
}

func TestNewCompilerChecksParamNames(t *testing.T) {
	bad := Verb1("count", func(e *testEnv, kind string) int { return 0 }).Describe("counts", "kind", "extra")
	err := NewCompiler((*testEnv)(nil), []Verb{bad}).Err()
	if err == nil || !strings.Contains(err.Error(), "Params names 2 arguments") {
		t.Errorf("a verb naming 2 of its 1 arguments: Err() = %v, want the mismatch", err)
	}
	good := bad.Describe("counts", "kind")
	if err := NewCompiler((*testEnv)(nil), []Verb{good}).Err(); err != nil {
		t.Errorf("a verb naming its argument: Err() = %v", err)
	}
}

// tableEntry is a game's table entry: a Verb and what the game keeps of it.
type tableEntry struct {
	Verb
	kind string
}

func TestTableLooksUpEntries(t *testing.T) {
	tab := NewTable((*testEnv)(nil), []tableEntry{
		{Verb1("count", func(e *testEnv, kind string) int { return e.Counts[kind] }), "reader"},
		{Verb0("round", func(e *testEnv) int { return e.Round }), "reader"},
	})
	if err := tab.Compiler().Err(); err != nil {
		t.Fatal(err)
	}
	if e, ok := tab.Lookup("count"); !ok || e.kind != "reader" || e.Name != "count" {
		t.Errorf("Lookup(count) = %+v, %v", e, ok)
	}
	if _, ok := tab.Lookup("draw"); ok {
		t.Errorf("Lookup found a verb the table lacks")
	}
	var names []string
	for _, v := range tab.Verbs() {
		names = append(names, v.Name)
	}
	if diff := cmp.Diff([]string{"count", "round"}, names); diff != "" {
		t.Errorf("Verbs (-want +got):\n%s", diff)
	}
	if _, err := tab.Compiler().Compile(content.Script{Src: `count("a") > round()`}, Bool); err != nil {
		t.Errorf("compiling with the table's verbs: %v", err)
	}
}
