package expr

import (
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"

	"github.com/rulebook-go/rulebook/content"
)

// Call is one call of a named function in a script, with its constant
// arguments, so a loader can check the names a script passes (a building
// type, a deck, a card id) against the content: a dangling reference is a
// load error at the argument's position, not a surprise at play time.
type Call struct {
	Func string
	// Args holds each argument's constant value (string, int, float64, bool)
	// or nil when the argument is not a literal.
	Args []any
	// ArgPos holds where each argument starts in the YAML file.
	ArgPos []content.Pos
}

// Calls lists the function calls in s, in source order, reading s with the
// compiler's verbs (so a verb that shares a builtin's name is the verb). It
// parses but does not type-check; a script that does not parse yields no
// calls (Compile reports its error).
func (c *Compiler) Calls(s content.Script) []Call {
	tree, err := parser.ParseWithConfig(s.Src, c.newConf())
	if err != nil {
		return nil
	}
	v := &callCollector{script: s}
	ast.Walk(&tree.Node, v)
	return v.calls
}

type callCollector struct {
	script content.Script
	calls  []Call
}

func (v *callCollector) Visit(node *ast.Node) {
	// A builtin the verbs do not replace (len, max) is a BuiltinNode.
	var c Call
	var args []ast.Node
	switch call := (*node).(type) {
	case *ast.CallNode:
		name, ok := call.Callee.(*ast.IdentifierNode)
		if !ok {
			return
		}
		c.Func, args = name.Value, call.Arguments
	case *ast.BuiltinNode:
		c.Func, args = call.Name, call.Arguments
	default:
		return
	}
	for _, a := range args {
		line, col := srcLineCol(v.script.Src, a.Location().From)
		c.ArgPos = append(c.ArgPos, v.script.At(line, col))
		switch lit := a.(type) {
		case *ast.StringNode:
			c.Args = append(c.Args, lit.Value)
		case *ast.IntegerNode:
			c.Args = append(c.Args, lit.Value)
		case *ast.FloatNode:
			c.Args = append(c.Args, lit.Value)
		case *ast.BoolNode:
			c.Args = append(c.Args, lit.Value)
		default:
			c.Args = append(c.Args, nil)
		}
	}
	v.calls = append(v.calls, c)
}
