package expr

import (
	"errors"
	"testing"

	"github.com/expr-lang/expr/ast"
	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

// foldVerbs: a pure effect verb, one that fails for a negative amount,
// one that panics for an empty name, and a reader.
var foldVerbs = func() []Verb {
	gain := Verb2("gain", func(_ *testEnv, track string, n int) Effect { return Effect{Op: opGain, Arg: track, N: n} })
	bad := Verb1E("bad", func(_ *testEnv, n int) (Effect, error) {
		if n < 0 {
			return Effect{}, errVerb
		}
		return Effect{Op: opGain, N: n}, nil
	})
	boom := Verb1("boom", func(_ *testEnv, name string) Effect { return Effect{Op: opGain, Arg: name[:1]} })
	gain.Pure, bad.Pure, boom.Pure = true, true, true
	return []Verb{gain, bad, boom, Verb0("round", func(e *testEnv) int { return e.Round })}
}()

// constants counts the Effect constants in a compiled program's tree.
type constants struct{ n int }

func (c *constants) Visit(node *ast.Node) {
	if x, ok := (*node).(*ast.ConstantNode); ok {
		if _, ok := x.Value.(Effect); ok {
			c.n++
		}
	}
}

// TestPureCallsFold: a pure verb's call with literal arguments, inside a
// script that reads the game, is worked out at compile time; the script
// returns what it did, and a call that fails or panics is left to the run,
// which reports it as before.
func TestPureCallsFold(t *testing.T) {
	c := NewCompiler((*testEnv)(nil), foldVerbs)
	tests := []struct {
		src    string
		folded int
		want   []Effect
		err    bool
	}{
		{`repeat(round(), gain("x", 1))`, 1, []Effect{{Op: OpRepeat, N: 2, Then: []Effect{{Op: opGain, Arg: "x", N: 1}}}}, false},
		{`[gain("x", round()), gain("y", 2)]`, 1, []Effect{{Op: opGain, Arg: "x", N: 2}, {Op: opGain, Arg: "y", N: 2}}, false},
		{`repeat(round(), bad(1))`, 1, []Effect{{Op: OpRepeat, N: 2, Then: []Effect{{Op: opGain, N: 1}}}}, false},
		{`repeat(round(), bad(-1))`, 0, nil, true},
		{`repeat(round(), boom(""))`, 0, nil, true},
	}
	for _, tc := range tests {
		p, cerr := c.Compile(content.Script{Src: tc.src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}, Effects)
		if cerr != nil {
			t.Fatalf("Compile(%q): %v", tc.src, cerr)
		}
		var k constants
		node := p.prog.Node()
		ast.Walk(&node, &k)
		if k.n != tc.folded {
			t.Errorf("%q: %d calls folded, want %d", tc.src, k.n, tc.folded)
		}
		var r Runner
		got, err := r.RunEffects(p, &testEnv{Round: 2}, nil)
		var re *RunError
		if tc.err != (err != nil) || err != nil && !errors.As(err, &re) {
			t.Errorf("%q: error %v, want one: %v", tc.src, err, tc.err)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tc.src, diff)
		}
	}
}
