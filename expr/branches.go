package expr

import (
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/compiler"
	"github.com/expr-lang/expr/conf"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"
)

// constantBranches is a way to compute an effects program of the form
// `cond ? a : b` (or `if cond { a } else { b }`) without the VM, when cond
// has a direct form (a reading verb with constant arguments, compared with
// constants, ...) and neither branch reads the game: both branches are
// worked out once, here at compile time, and a run only reads cond
// ("scripts that read nothing run once at load"; a guard such as "with a
// budget card in hand, you may ..." keeps its effects constant). nil when
// root is not of that form or a branch cannot be worked out; the VM then
// runs the program as ever.
func (c *Compiler) constantBranches(root ast.Node, cf *conf.Config) fastFn {
	x, ok := root.(*ast.ConditionalNode)
	if !ok {
		return nil
	}
	cond := c.fast(x.Cond)
	if cond == nil {
		return nil
	}
	var values [2]any
	for i, branch := range [2]ast.Node{x.Exp1, x.Exp2} {
		w := &readWalker{table: c.table}
		w.walk(branch)
		if !w.pure() {
			return nil
		}
		value, ok := c.runOnce(branch, cf)
		if !ok {
			return nil
		}
		values[i] = value
	}
	return func(env any) (any, error) {
		b, err := fastAs[bool](cond, env)
		if err != nil {
			return nil, err
		}
		if b {
			return values[0], nil
		}
		return values[1], nil
	}
}

// runOnce compiles the checked tree n on its own and runs it on the
// compiler's zero env; n reads nothing of the game, so its value is the
// same in every state. ok is false when it does not compile or run.
func (c *Compiler) runOnce(n ast.Node, cf *conf.Config) (value any, ok bool) {
	defer func() {
		if recover() != nil {
			value, ok = nil, false
		}
	}()
	prog, err := compiler.Compile(&parser.Tree{Node: n}, cf)
	if err != nil {
		return nil, false
	}
	value, err = vm.Run(prog, c.env)
	return value, err == nil
}
