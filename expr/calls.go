package expr

import (
	"slices"

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
	// Outer names the calls this one stands inside, as an argument or
	// within one, innermost first: in players("others", give("owner", 1)),
	// give's Outer is [players].
	Outer []string
}

// Inside reports whether the call stands inside a call of the function
// named fn (see [Call.Outer]).
func (c Call) Inside(fn string) bool { return slices.Contains(c.Outer, fn) }

// Calls lists the function calls in s, in source order, reading s with the
// compiler's verbs (so a verb that shares a builtin's name is the verb). It
// parses but does not type-check; a script that does not parse yields no
// calls (Compile reports its error).
func (c *Compiler) Calls(s content.Script) []Call {
	v := &callCollector{script: s}
	c.walk(s, v)
	return v.calls
}

// walk parses s with the compiler's verbs and has v visit every node; a
// script that does not parse is not visited (Compile reports its error).
func (c *Compiler) walk(s content.Script, v ast.Visitor) {
	if tree, err := parser.ParseWithConfig(s.Src, c.newConf()); err == nil {
		ast.Walk(&tree.Node, v)
	}
}

type callCollector struct {
	script content.Script
	calls  []Call
	index  map[ast.Node]int // each call's node, to its place in calls
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
		lit, _ := constant(a)
		c.Args = append(c.Args, lit)
		// The walk visits a call after the calls inside it: they are
		// listed, and this one is the next call out of each.
		ast.Walk(&a, nestedIn{v, c.Func})
	}
	if v.index == nil {
		v.index = map[ast.Node]int{}
	}
	v.index[*node] = len(v.calls)
	v.calls = append(v.calls, c)
}

// nestedIn adds fn to the Outer of every call of the collector it visits.
type nestedIn struct {
	v  *callCollector
	fn string
}

func (n nestedIn) Visit(node *ast.Node) {
	if i, ok := n.v.index[*node]; ok {
		n.v.calls[i].Outer = append(n.v.calls[i].Outer, n.fn)
	}
}

// constant is n's value when n is a literal: literal's, or a float64.
func constant(n ast.Node) (any, bool) {
	if f, ok := n.(*ast.FloatNode); ok {
		return f.Value, true
	}
	return literal(n)
}

// Comparison is a script comparing what a named function returns with a
// literal (subject_type() == "industrial", "public" != subject_type(),
// subject_type() in ["public", "commercial"]), so a loader can check that
// the literal names something the function can return: a misspelt name
// there makes a comparison that is never true, and a card that never does
// what it says, with no error anywhere else.
type Comparison struct {
	Func    string
	Literal any // string, int, float64 or bool
	Pos     content.Pos
}

// Comparisons lists the comparisons in s of a call's result with literals,
// in source order, reading s as Calls does.
func (c *Compiler) Comparisons(s content.Script) []Comparison {
	v := &comparisonCollector{script: s}
	c.walk(s, v)
	return v.found
}

type comparisonCollector struct {
	script content.Script
	found  []Comparison
}

func (v *comparisonCollector) Visit(node *ast.Node) {
	x, ok := (*node).(*ast.BinaryNode)
	if !ok {
		return
	}
	switch x.Operator {
	case "==", "!=":
		if f := callee(x.Left); f != "" {
			v.add(f, x.Right)
		} else if f := callee(x.Right); f != "" {
			v.add(f, x.Left)
		}
	case "in", "not in":
		if f := callee(x.Left); f != "" {
			if list, ok := x.Right.(*ast.ArrayNode); ok {
				for _, n := range list.Nodes {
					v.add(f, n)
				}
			}
		}
	}
}

// add records function f compared with n, when n is a literal.
func (v *comparisonCollector) add(f string, n ast.Node) {
	lit, ok := constant(n)
	if !ok {
		return
	}
	line, col := srcLineCol(v.script.Src, n.Location().From)
	v.found = append(v.found, Comparison{Func: f, Literal: lit, Pos: v.script.At(line, col)})
}

// callee is the name of the function n calls, or "" when n is no call of a
// named function.
func callee(n ast.Node) string {
	switch c := n.(type) {
	case *ast.CallNode:
		if name, ok := c.Callee.(*ast.IdentifierNode); ok {
			return name.Value
		}
	case *ast.BuiltinNode:
		return c.Name
	}
	return ""
}
