package expr

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

func TestCompileErrorsLandOnTheYAMLToken(t *testing.T) {
	tests := []struct {
		reason string
		doc    string // a YAML file with an "effect" key, named card.yaml
		result Result
		want   content.Error
	}{
		{
			reason: "a mistyped argument is reported at the argument",
			doc:    `effect: draw("budget", "two")`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 24}, Msg: "script: cannot use string as argument (type int) to call draw"},
		},
		{
			reason: "an unknown name is reported at the name",
			doc:    `effect: drow("budget", 2)`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "script: unknown name drow"},
		},
		{
			reason: "a missing argument is reported at the call (the injected env is not counted against the script)",
			doc:    `effect: draw(2)`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "script: not enough arguments to call draw"},
		},
		{
			reason: "an extra argument is reported at the call",
			doc:    `effect: discard(1, 2)`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "script: too many arguments to call discard"},
		},
		{
			reason: "the position maps through a literal block's indentation and lines",
			doc: "# a card\n" +
				"effect: |\n" +
				"  [draw(\"budget\", 2),\n" +
				"   may(\"discard\", discard(\"one\"))]\n",
			want: content.Error{Pos: content.Pos{File: "card.yaml", Line: 4, Col: 27}, Msg: "script: cannot use string as argument (type int) to call discard"},
		},
		{
			reason: "the position maps through a double-quoted scalar's escapes",
			doc:    `effect: "draw(\"budget\", \"two\")"`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 27}, Msg: "script: cannot use string as argument (type int) to call draw"},
		},
		{
			reason: "a syntax error is reported where expr stopped",
			doc:    `effect: draw("budget", 2`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 24}, Msg: "script: unexpected token EOF"},
		},
		{
			reason: "a non-Effect element of the result list is reported at the element",
			doc:    `effect: '[draw("a", 1), 3]'`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 25}, Msg: "script: cannot use int as an element of the result (want an Effect, a list of Effects, or if/else of those)"},
		},
		{
			reason: "a non-Effect in a combinator's effects is reported at that value",
			doc:    `effect: may("x", [discard(1), "oops"])`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 31}, Msg: "script: cannot use string as an element of argument 2 of may (want an Effect, a list of Effects, or if/else of those)"},
		},
		{
			reason: "a game verb's EffectArg parameter is checked like a combinator's (argument numbers leave out the env)",
			doc:    `effect: forEach("tenant", [gain("money", 1), Round])`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 46}, Msg: "script: cannot use int as an element of argument 2 of forEach (want an Effect, a list of Effects, or if/else of those)"},
		},
		{
			reason: "a mistyped verb call nested inside a combinator is still checked",
			doc:    `effect: may("x", discard("one"))`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 26}, Msg: "script: cannot use string as argument (type int) to call discard"},
		},
		{
			reason: "a let-bound list is checked where its bad element is written",
			doc:    "effect: |\n  let xs = [draw(\"a\", 1), Name];\n  may(\"x\", xs)\n",
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 2, Col: 27}, Msg: "script: cannot use string as an element of argument 2 of may (want an Effect, a list of Effects, or if/else of those)"},
		},
		{
			reason: "both branches of an if/else must be effects",
			doc:    `effect: if Round > 1 { draw("a", 1) } else { 2 }`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 46}, Msg: "script: cannot use int as the result (want an Effect, a list of Effects, or if/else of those)"},
		},
		{
			reason: "a Bool hook refuses an effect",
			doc:    `effect: draw("a", 1)`,
			result: Bool,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "script: result must be bool, not expr.Effect"},
		},
		{
			reason: "an Int hook refuses a bool, at the expression that makes the result",
			doc:    `effect: let n = count("office"); n >= 2`,
			result: Int,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 36}, Msg: "script: result must be an integer, not bool"},
		},
		{
			reason: "an Effects hook refuses a bool",
			doc:    `effect: count("office") >= 2`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 25}, Msg: "script: cannot use bool as the result (want an Effect, a list of Effects, or if/else of those)"},
		},
		{
			reason: "a field of unknown type is not an Effect",
			doc:    `effect: Any`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "script: cannot use interface {} as the result (want an Effect, a list of Effects, or if/else of those)"},
		},
		{
			reason: "$env is reserved: the compiler passes the env itself",
			doc:    `effect: draw($env, "a", 1)`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 14}, Msg: "script: $env is reserved; name env fields directly"},
		},
		{
			reason: "the clock is not available to scripts",
			doc:    `effect: now()`,
			result: Int,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "script: unknown name now"},
		},
		{
			reason: "reduce is not available: it accumulates without bound",
			doc:    `effect: 'repeat(reduce(1..3, #acc + #, 0), none())'`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 17}, Msg: "script: reduce is not available in scripts"},
		},
		{
			reason: "replace is not available: nested, it multiplies a string's length",
			doc:    `effect: draw(replace("ab", "", "ab"), 1)`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 14}, Msg: "script: unknown name replace"},
		},
		{
			reason: "a method of the env is not callable: scripts call verbs",
			doc:    `effect: Peek() > 1`,
			result: Bool,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "script: cannot call Peek: scripts call only the game's verbs, the combinators and builtins"},
		},
		{
			reason: "a method of a value in the env is not callable: it could change the state",
			doc:    `effect: Inner.Bump() > 1`,
			result: Bool,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 15}, Msg: "script: cannot call a method: scripts call only the game's verbs, the combinators and builtins"},
		},
		{
			reason: "a func-valued field is not callable",
			doc:    `effect: Fn()`,
			result: Int,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 9}, Msg: "script: cannot call Fn: scripts call only the game's verbs, the combinators and builtins"},
		},
		{
			reason: "fields of values in the env are readable",
			doc:    `effect: Inner.N + 1`,
			result: Bool,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 17}, Msg: "script: result must be bool, not int"},
		},
		{
			reason: "an empty script is refused",
			doc:    `effect: "  "`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 10}, Msg: "script: empty script"},
		},
	}
	for _, tc := range tests {
		s := yamlScript(t, "card.yaml", tc.doc)
		p, err := testCompiler.Compile(s, tc.result)
		if err == nil {
			t.Errorf("%s: compiled, want error %v", tc.reason, &tc.want)
			continue
		}
		if p != nil {
			t.Errorf("%s: got a Program along with the error", tc.reason)
		}
		if diff := cmp.Diff(&tc.want, err); diff != "" {
			t.Errorf("%s: error (-want +got):\n%s", tc.reason, diff)
		}
		if !errors.Is(err, content.ErrInvalid) {
			t.Errorf("%s: errors.Is(err, content.ErrInvalid) = false", tc.reason)
		}
	}
}

func TestCompileRefusesHostileScripts(t *testing.T) {
	tests := []struct {
		reason string
		src    string
		opts   []Option
		want   string // the message
	}{
		{
			reason: "10,000 nodes",
			src:    "1" + strings.Repeat(" + 1", 5000),
			want:   "script: compilation failed: expression exceeds maximum allowed nodes",
		},
		{
			reason: "10,000 nodes of effects",
			src:    "[" + strings.Repeat(`draw("a", 1), `, 2500) + "]",
			want:   "script: compilation failed: expression exceeds maximum allowed nodes",
		},
		{
			reason: "10,000 nested lists (refused before the parser recurses)",
			src:    strings.Repeat("[", 10000) + strings.Repeat("]", 10000),
			want:   "script: brackets nested more than 64 deep",
		},
		{
			reason: "10,000 nested parentheses, which make no nodes",
			src:    strings.Repeat("(", 10000) + "none()" + strings.Repeat(")", 10000),
			want:   "script: brackets nested more than 64 deep",
		},
		{
			reason: "10,000 negations",
			src:    strings.Repeat("!", 10000) + "true",
			want:   "script: compilation failed: expression exceeds maximum allowed nodes",
		},
		{
			reason: "a lower MaxNodes refuses a script the default allows",
			src:    `[draw("a", 1), draw("b", 2), draw("c", 3), draw("d", 4)]`,
			opts:   []Option{MaxNodes(10)},
			want:   "script: compilation failed: expression exceeds maximum allowed nodes",
		},
		{
			reason: "a lower MaxDepth refuses nesting the default allows",
			src:    `may("a", [may("b", [none()])])`,
			opts:   []Option{MaxDepth(3)},
			want:   "script: brackets nested more than 3 deep",
		},
	}
	for _, tc := range tests {
		c := NewCompiler((*testEnv)(nil), testVerbs, tc.opts...)
		s := content.Script{Src: tc.src, Pos: content.Pos{File: "hostile.yaml", Line: 7, Col: 3}}
		_, err := c.Compile(s, Effects)
		if err == nil {
			t.Errorf("%s: compiled, want %q", tc.reason, tc.want)
			continue
		}
		if err.Msg != tc.want || err.Pos.File != "hostile.yaml" || err.Pos.Line < 7 {
			t.Errorf("%s: error %v, want %q in hostile.yaml", tc.reason, err, tc.want)
		}
	}
}

func TestCompileAcceptsBracketsInStringsAndComments(t *testing.T) {
	deep := strings.Repeat("(", 100)
	for _, src := range []string{
		`draw("` + deep + `", 1)`,
		`draw('` + deep + `', 1)`,
		"draw(`" + deep + "`, 1)",
		`draw("\"` + deep + `", 1)`,
		"// " + deep + "\ndraw(\"a\", 1)",
		"/* " + deep + " */ draw(\"a\", 1)",
	} {
		s := content.Script{Src: src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}
		if _, err := testCompiler.Compile(s, Effects); err != nil {
			t.Errorf("Compile(%q): %v", src, err)
		}
	}
}

func TestCompileKeepsTheScript(t *testing.T) {
	s := yamlScript(t, "card.yaml", `effect: draw("budget", 2)`)
	p, err := testCompiler.Compile(s, Effects)
	if err != nil {
		t.Fatal(err)
	}
	got := []any{p.Source(), p.Pos(), p.Result()}
	want := []any{`draw("budget", 2)`, content.Pos{File: "card.yaml", Line: 1, Col: 9}, Effects}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Program (-want +got):\n%s", diff)
	}
}

func TestCompileUnknownResultKind(t *testing.T) {
	_, err := testCompiler.Compile(script(t, "1"), Result(9))
	if err == nil || err.Msg != "script: unknown result kind 9" {
		t.Errorf("error = %v", err)
	}
}

func TestResultString(t *testing.T) {
	got := fmt.Sprint(Effects, Bool, Int, Result(7))
	if want := "effects bool int Result(7)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Compilers and Programs are shared by goroutines; run with -race.
func TestCompileAndRunConcurrently(t *testing.T) {
	env := &testEnv{Counts: map[string]int{"residential": 3}}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	shared, cerr := testCompiler.Compile(content.Script{Src: `count("residential") >= 3`}, Bool)
	if cerr != nil {
		t.Fatal(cerr)
	}
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var r Runner
			for i := 0; i < 50; i++ {
				p, cerr := testCompiler.Compile(content.Script{Src: fmt.Sprintf(`[draw("d", %d), may("x", discard(1))]`, i)}, Effects)
				if cerr != nil {
					errs <- cerr
					return
				}
				got, err := r.RunEffects(p, env, nil)
				if err != nil || len(got) != 2 || got[0].N != i {
					errs <- fmt.Errorf("run %d: %v %v", i, got, err)
					return
				}
				if ok, err := r.RunBool(shared, env); !ok || err != nil {
					errs <- fmt.Errorf("shared: %v %v", ok, err)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
