package expr

import (
	"github.com/expr-lang/expr/ast"

	"github.com/rulebook-go/rulebook/content"
)

// pureFolder replaces, in a checked tree, each call of a pure verb made by
// Verb0 to Verb3 with literal arguments (gain("culture", 1) inside a
// script that reads the game) that returns an [Effect] by that Effect,
// worked out once at compile time on the compiler's zero env: a run pushes
// the constant instead of calling the verb and boxing the Effect it
// returns, an allocation each time. A call that fails or panics is left
// for the run to report as it always has. A folded Effect whose count is
// out of the compiler's range ([Counts], [Repeats]) is the script's error,
// at the call: it could only fail every run.
type pureFolder struct {
	c   *Compiler
	s   content.Script
	err *content.Error // the first folded count out of range
}

// Visit folds the call at *node, if it is one.
func (f *pureFolder) Visit(node *ast.Node) {
	x, ok := (*node).(*ast.CallNode)
	if !ok || f.err != nil {
		return
	}
	v, args, ok := f.c.literalCall(x)
	if !ok || !v.Pure {
		return
	}
	e, ok := f.callOnce(v, args)
	if !ok {
		return
	}
	if err := f.c.cfg.checkCounts([]Effect{e}); err != nil {
		f.err = errAt(f.s, x.Location().From, err.Error())
		return
	}
	folded := &ast.ConstantNode{Value: e}
	folded.SetType(effectType)
	ast.Patch(node, folded)
}

// callOnce calls pure verb v with args on the compiler's zero env; ok is
// false unless it returns an Effect without failing.
func (f *pureFolder) callOnce(v Verb, args []any) (e Effect, ok bool) {
	defer func() {
		if recover() != nil {
			e, ok = Effect{}, false
		}
	}()
	out, err := v.direct(f.c.env, args)
	if err != nil {
		return Effect{}, false
	}
	e, ok = out.(Effect)
	return e, ok
}
