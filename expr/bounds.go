package expr

import (
	"fmt"

	"github.com/expr-lang/expr/ast"

	"github.com/rulebook-go/rulebook/content"
)

// Defaults of the run-time bounds a [Compiler] checks statically.
const (
	// DefaultMaxIterations bounds how many times the bodies of a script's
	// loops (all, any, map, filter, count, sum, … and their closures) may
	// run in one run of the script, counted statically: a loop nested in
	// another runs once per step of the outer one.
	DefaultMaxIterations = 100_000
	// DefaultMaxList is the length a list read from the game (an env
	// field, a verb's result, the item of an outer loop) is assumed to
	// have at most when the iterations are counted. A game keeps its lists
	// shorter (players, tiles, cards).
	DefaultMaxList = 300
)

// MaxIterations limits how many times the bodies of a script's loops may
// run in one run, counted at compile time over nested loops (default
// [DefaultMaxIterations]): each loop runs as many times as its list is
// long, times the runs of the loops around it. A script that could exceed
// it is refused at compile time, at the loop that crosses the limit. This
// bounds a run's time, and the memory it allocates, which expr's own
// [MemoryBudget] does not count for loops over a list made once. 0 means
// the default.
func MaxIterations(n int) Option {
	return func(c *config) { c.maxIter = n }
}

// MaxList sets the length a list read from the game is assumed to have at
// most when loops are counted for [MaxIterations] (default
// [DefaultMaxList]). A range with constant bounds and a list literal count
// as their own length; a range with bounds read from the game counts as
// the memory budget, the most expr lets it hold. 0 means the default.
func MaxList(n int) Option {
	return func(c *config) { c.maxList = n }
}

// Counts limits the count N of every effect a script returns to lo..hi
// (a repeat's included, and those in the Then and Else of may, either and
// repeat), rather than leave a surprise to the game that takes the effect.
// A count written as a literal in a pure verb's call (draw("budget", 20))
// is refused at compile time, at the call; any other count outside is a
// [RunError] at the script's result, at load for a script run then and in
// play otherwise. Without it counts are not checked.
func Counts(lo, hi int) Option {
	return func(c *config) { c.counts, c.lo, c.hi = true, lo, hi }
}

// Repeats limits the count of repeat() to 0..n, below [MaxRepeat]; a
// constant count beyond it is refused at compile time, any other at run
// time. 0 means [MaxRepeat].
func Repeats(n int) Option {
	return func(c *config) { c.repeats = n }
}

// bounder checks the bounds of one checked tree: loops, divisors, constant
// repeat counts.
type bounder struct {
	s     content.Script
	cfg   *config
	scope []binding // let bindings in scope, innermost last
	iter  int       // loop body runs counted so far
	err   *content.Error
}

// bounds refuses a script whose loops could run more than the limit, that
// divides by anything but a constant other than zero, or that repeats a
// constant number of times out of range.
func (c *Compiler) bounds(s content.Script, root ast.Node) *content.Error {
	b := &bounder{s: s, cfg: &c.cfg}
	b.walk(root, 1)
	return b.err
}

func (b *bounder) fail(n ast.Node, format string, args ...any) {
	if b.err == nil {
		b.err = errAt(b.s, n.Location().From, fmt.Sprintf(format, args...))
	}
}

// walk checks n, which runs runs times per run of the script.
func (b *bounder) walk(n ast.Node, runs int) {
	if n == nil || b.err != nil {
		return
	}
	switch x := n.(type) {
	case *ast.VariableDeclaratorNode:
		b.walk(x.Value, runs)
		b.scope = append(b.scope, binding{x.Name, x.Value})
		b.walk(x.Expr, runs)
		b.scope = b.scope[:len(b.scope)-1]
		return
	case *ast.BinaryNode:
		if x.Operator == "/" || x.Operator == "%" {
			b.divisor(x)
		}
	case *ast.CallNode:
		if id, ok := x.Callee.(*ast.IdentifierNode); ok && id.Value == "repeat" && len(x.Arguments) > 0 {
			if v, ok := constInt(x.Arguments[0]); ok && (v < 0 || v > b.maxRepeat()) {
				b.fail(x.Arguments[0], "repeat count %d out of range 0..%d", v, b.maxRepeat())
			}
		}
	case *ast.BuiltinNode:
		if loops(x) {
			b.loop(x, runs)
			return
		}
	}
	for _, c := range children(n) {
		b.walk(c, runs)
	}
}

func (b *bounder) maxRepeat() int {
	if b.cfg.repeats > 0 && b.cfg.repeats < MaxRepeat {
		return b.cfg.repeats
	}
	return MaxRepeat
}

// divisor refuses a division or a remainder by zero or by a value read
// from the game: a divisor that may be zero would fail in play.
func (b *bounder) divisor(x *ast.BinaryNode) {
	v, ok := constNumber(x.Right)
	switch {
	case !ok:
		b.fail(x.Right, "the divisor of %s must be a constant (a value read from the game may be zero); use if/else to pick a constant divisor", x.Operator)
	case v == 0:
		b.fail(x.Right, "division by zero")
	}
}

// loops reports whether builtin call x runs a closure once per element
// of its first argument.
func loops(x *ast.BuiltinNode) bool {
	for _, a := range x.Arguments {
		if _, ok := a.(*ast.PredicateNode); ok {
			return true
		}
	}
	return false
}

// loop counts the runs of a loop over x's first argument, run runs times.
func (b *bounder) loop(x *ast.BuiltinNode, runs int) {
	if len(x.Arguments) == 0 {
		return
	}
	b.walk(x.Arguments[0], runs)
	inner := satMul(runs, b.size(x.Arguments[0], 0), b.cfg.maxIter+1)
	b.iter = satAdd(b.iter, inner, b.cfg.maxIter+1)
	if b.iter > b.cfg.maxIter {
		b.fail(x, "%s: the script's loops could run more than %d times in one run (each loop counts once per element of its list, times the runs of the loops around it)", x.Name, b.cfg.maxIter)
		return
	}
	for _, a := range x.Arguments[1:] {
		b.walk(a, inner)
	}
}

// size bounds the length of the list n makes.
func (b *bounder) size(n ast.Node, depth int) int {
	if depth > maxNesting {
		return b.cfg.maxList
	}
	switch x := n.(type) {
	case *ast.BinaryNode:
		if x.Operator == ".." {
			lo, ok1 := constInt(x.Left)
			hi, ok2 := constInt(x.Right)
			if ok1 && ok2 {
				return max(hi-lo+1, 0)
			}
			return int(b.cfg.memoryBudget)
		}
	case *ast.ArrayNode:
		return len(x.Nodes)
	case *ast.ConditionalNode:
		return max(b.size(x.Exp1, depth+1), b.size(x.Exp2, depth+1))
	case *ast.IdentifierNode:
		for i := len(b.scope) - 1; i >= 0; i-- {
			if b.scope[i].name == x.Value {
				saved := b.scope
				b.scope = saved[:i:i]
				k := b.size(saved[i].value, depth+1)
				b.scope = saved
				return k
			}
		}
	case *ast.BuiltinNode:
		switch x.Name {
		case "map", "filter", "sortBy", "sort", "reverse", "uniq", "take", "keys", "values":
			if len(x.Arguments) > 0 {
				return b.size(x.Arguments[0], depth+1)
			}
		}
	}
	return b.cfg.maxList
}

// constInt is the value of an integer literal, negated or not.
func constInt(n ast.Node) (int, bool) {
	switch x := n.(type) {
	case *ast.IntegerNode:
		return x.Value, true
	case *ast.UnaryNode:
		if v, ok := constInt(x.Node); ok {
			switch x.Operator {
			case "-":
				return -v, true
			case "+":
				return v, true
			}
		}
	}
	return 0, false
}

// constNumber is the value of a number literal, negated or not.
func constNumber(n ast.Node) (float64, bool) {
	switch x := n.(type) {
	case *ast.IntegerNode:
		return float64(x.Value), true
	case *ast.FloatNode:
		return x.Value, true
	case *ast.UnaryNode:
		if v, ok := constNumber(x.Node); ok && (x.Operator == "-" || x.Operator == "+") {
			if x.Operator == "-" {
				v = -v
			}
			return v, true
		}
	}
	return 0, false
}

func satMul(a, b, limit int) int {
	if a == 0 || b == 0 {
		return 0
	}
	if a > limit/b {
		return limit
	}
	return a * b
}

func satAdd(a, b, limit int) int {
	if a > limit-b {
		return limit
	}
	return a + b
}

// checkCounts returns an error for the first effect in effects, or in
// their Then and Else, whose count is out of the compiler's range.
func (r countRange) checkCounts(effects []Effect) error {
	for i := range effects {
		e := &effects[i]
		if e.Op == OpRepeat && r.repeats > 0 && e.N > r.repeats {
			return fmt.Errorf("repeat count %d out of range 0..%d", e.N, r.repeats)
		}
		if r.counts && (e.N < r.lo || e.N > r.hi) && e.Op != OpNone {
			return fmt.Errorf("count %d out of range %d..%d", e.N, r.lo, r.hi)
		}
		if err := r.checkCounts(e.Then); err != nil {
			return err
		}
		if err := r.checkCounts(e.Else); err != nil {
			return err
		}
	}
	return nil
}
