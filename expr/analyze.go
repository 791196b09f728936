package expr

import (
	"errors"
	"reflect"
	"slices"

	"github.com/expr-lang/expr/ast"
)

// Form says how a [Program] is run, as the analysis of its compiled tree
// found at compile time.
type Form int

const (
	// FormVM is a program run by expr's VM.
	FormVM Form = iota
	// FormConstant is a program that reads nothing of the game: it calls
	// only pure verbs ([Verb].Pure), the combinators and builtins, and reads
	// no env field, so it returns the same value in every state. A game
	// runs it once, at load, and reuses the value.
	FormConstant
	// FormDirect is a program that is a reading verb called with constant
	// arguments (or, for a verb of one argument, with that argument such a
	// call: `floors_of(item())`), or such calls compared with constants or
	// each other, negated, or joined by || and &&: a run calls the verbs'
	// Go functions without the VM. An
	// effects program `cond ? a : b` with such a cond and branches that
	// read nothing is direct too: its branches are worked out at compile
	// time and a run only reads cond.
	FormDirect
)

// String names the form.
func (f Form) String() string { return enumName(formNames[:], "Form", int(f)) }

var formNames = [...]string{FormVM: "vm", FormConstant: "constant", FormDirect: "direct"}

// analysis is what the compiler learned about a program from its compiled
// tree.
type analysis struct {
	reads []string // env fields and verbs that are not pure, each once, first read first
	pure  bool     // reads nothing of the game
	fast  fastFn   // the program's value without the VM; nil when it has none
	// fastBool is fast typed, for a Bool program of readers without
	// arguments; nil when it is not one.
	fastBool func(env any) (v, ok bool)
	// memo remembers an effects program's results by the values of its
	// reading calls; nil when the program is not one that can (see
	// memoPlan).
	memo *effectMemo
}

// fastFn computes a program's value by calling verbs directly. An error
// (errFallback for a case it does not handle) means: run the VM, which
// reports any error as a run of the script would.
type fastFn func(env any) (any, error)

var errFallback = errors.New("expr: run it with the VM")

// Form reports how p runs: [FormConstant], [FormDirect] or [FormVM].
func (p *Program) Form() Form {
	switch {
	case p == nil:
		return FormVM
	case p.pure:
		return FormConstant
	case p.fast != nil:
		return FormDirect
	}
	return FormVM
}

// Constant reports whether p reads nothing of the game (its form is
// [FormConstant]): every run returns the same value, so a game runs it
// once, at load.
func (p *Program) Constant() bool { return p != nil && p.pure }

// Reads lists the env fields p reads and the verbs it calls that are not
// pure, each once, in the order first met in the compiled tree; none for a
// constant program. The slice is p's own: do not modify it.
func (p *Program) Reads() []string {
	if p == nil {
		return nil
	}
	return p.reads
}

// ReadsOnly reports whether every env field p reads and every verb it calls
// that is not pure is among names: a game uses it to run once, for every
// value of an input, a script that reads nothing else.
func (p *Program) ReadsOnly(names ...string) bool {
	for _, r := range p.Reads() {
		if !slices.Contains(names, r) {
			return false
		}
	}
	return true
}

// TryBool returns the value of p, compiled for [Bool], for env without the
// VM and without a [Runner], when its form allows (a literal, or
// [FormDirect]); ok is false when p must be run with [Runner.RunBool]
// (which reports any error the direct calls met).
func (p *Program) TryBool(env any) (v, ok bool) {
	if p == nil || p.fast == nil || p.result != Bool {
		return false, false
	}
	if p.fastBool != nil {
		return p.tryBool(env)
	}
	out, ok := p.try(env)
	if !ok {
		return false, false
	}
	v, ok = out.(bool)
	return v, ok
}

// tryBool runs p's typed fast path; a panic is "run the VM".
func (p *Program) tryBool(env any) (v, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = false, false
		}
	}()
	return p.fastBool(env)
}

// TryInt is [Program.TryBool] for a program compiled for [Int].
func (p *Program) TryInt(env any) (n int, ok bool) {
	if p == nil || p.fast == nil || p.result != Int {
		return 0, false
	}
	out, ok := p.try(env)
	if !ok {
		return 0, false
	}
	n, ok = out.(int)
	return n, ok
}

// try runs p's fast path; a panic or an error is "run the VM".
func (p *Program) try(env any) (out any, ok bool) {
	defer func() {
		if recover() != nil {
			out, ok = nil, false
		}
	}()
	out, err := p.fast(env)
	return out, err == nil
}

// analyze works out what the compiled tree root reads and, for the
// simplest programs, a way to compute its value without the VM.
func (c *Compiler) analyze(root ast.Node) analysis {
	w := &readWalker{table: c.table}
	w.walk(root)
	a := analysis{reads: w.reads, pure: w.pure(), fast: c.fast(root)}
	if a.fast != nil {
		a.fastBool = c.fastBool(root)
	}
	return a
}

// fastBool is fast for the commonest can scripts, typed: bool readers
// without arguments, int readers without arguments compared with integer
// literals, string readers without arguments compared with string
// literals, and !, || and && of those. nil for anything else.
func (c *Compiler) fastBool(n ast.Node) func(env any) (bool, bool) {
	x, ok := n.(*ast.BinaryNode)
	if !ok {
		return typedLeaf(c, n, &boolPath, c.fastBool)
	}
	switch x.Operator {
	case "||", "or", "&&", "and":
		l, r := c.fastBool(x.Left), c.fastBool(x.Right)
		if l == nil || r == nil {
			return nil
		}
		or := x.Operator == "||" || x.Operator == "or"
		return func(env any) (bool, bool) {
			a, ok := l(env)
			if !ok || a == or {
				return a, ok
			}
			return r(env)
		}
	case "==", "!=", "<", "<=", ">", ">=":
		if l, r := c.fastInt(x.Left), c.fastInt(x.Right); l != nil && r != nil {
			return typedCompare(x.Operator, l, r)
		}
		if l, r := c.fastString(x.Left), c.fastString(x.Right); l != nil && r != nil {
			return typedCompare(x.Operator, l, r)
		}
	}
	return nil
}

// typedCompare is the typed fast path of l op r, for a comparison
// operator op.
func typedCompare[T int | string](op string, l, r func(env any) (T, bool)) func(env any) (bool, bool) {
	return func(env any) (bool, bool) {
		a, ok := l(env)
		if !ok {
			return false, false
		}
		b, ok := r(env)
		if !ok {
			return false, false
		}
		return order(op, a, b), true
	}
}

// fastInt is the typed fast path of an int reader without arguments, an
// integer literal, or its negation; nil for anything else.
func (c *Compiler) fastInt(n ast.Node) func(env any) (int, bool) {
	return typedLeaf(c, n, &intPath, c.fastInt)
}

// fastString is the typed fast path of a string reader without
// arguments or a string literal; nil for anything else.
func (c *Compiler) fastString(n ast.Node) func(env any) (string, bool) {
	return typedLeaf(c, n, &stringPath, c.fastString)
}

// typedPath is how the typed fast path of T reads a tree's leaves beyond
// its literals: a reader verb's typed function, and the unary operators.
type typedPath[T any] struct {
	read  func(Verb) func(env any) (T, bool)
	unary map[string]func(T) T
}

var (
	boolPath   = typedPath[bool]{read: func(v Verb) func(any) (bool, bool) { return v.boolRead }, unary: map[string]func(bool) bool{"!": not, "not": not}}
	intPath    = typedPath[int]{read: func(v Verb) func(any) (int, bool) { return v.intRead }, unary: map[string]func(int) int{"-": negate}}
	stringPath = typedPath[string]{read: func(v Verb) func(any) (string, bool) { return v.stringRead }}
)

func not(v bool) bool  { return !v }
func negate(v int) int { return -v }

// typedLeaf is the typed fast path of n when n is a literal of T, a call
// of a reader of T without arguments, or one of path's unary operators on
// what sub (the typed path itself) computes; nil for anything else.
func typedLeaf[T any](c *Compiler, n ast.Node, path *typedPath[T], sub func(ast.Node) func(env any) (T, bool)) func(env any) (T, bool) {
	if v, ok := literal(n); ok {
		if t, ok := v.(T); ok {
			return func(any) (T, bool) { return t, true }
		}
	}
	switch x := n.(type) {
	case *ast.CallNode:
		if v, ok := c.reader(x); ok {
			return path.read(v)
		}
	case *ast.UnaryNode:
		if f, op := sub(x.Node), path.unary[x.Operator]; f != nil && op != nil {
			return func(env any) (T, bool) {
				v, ok := f(env)
				return op(v), ok
			}
		}
	}
	return nil
}

// reader is the verb a call of no script argument calls.
func (c *Compiler) reader(x *ast.CallNode) (Verb, bool) {
	id, ok := x.Callee.(*ast.IdentifierNode)
	if !ok || len(x.Arguments) != 1 {
		return Verb{}, false
	}
	if env, ok := x.Arguments[0].(*ast.IdentifierNode); !ok || env.Value != "$env" {
		return Verb{}, false
	}
	v, ok := c.table[id.Value]
	return v, ok && len(v.Types) == 1
}

// readWalker collects the reads of a tree, keeping track of let scopes.
type readWalker struct {
	table   map[string]Verb
	scope   []string // let names in scope
	reads   []string
	unknown bool // a node of a kind the analysis does not know
}

func (w *readWalker) pure() bool { return len(w.reads) == 0 && !w.unknown }

func (w *readWalker) read(name string) {
	if !slices.Contains(w.reads, name) {
		w.reads = append(w.reads, name)
	}
}

func (w *readWalker) walk(n ast.Node) {
	switch x := n.(type) {
	case nil, *ast.NilNode, *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.StringNode,
		*ast.BytesNode, *ast.ConstantNode, *ast.PointerNode:
		return
	case *ast.VariableDeclaratorNode:
		w.walk(x.Value)
		w.scope = append(w.scope, x.Name)
		w.walk(x.Expr)
		w.scope = w.scope[:len(w.scope)-1]
		return
	case *ast.IdentifierNode:
		// $env is what the compiler passes to verbs: the call decides.
		if x.Value != "$env" && !slices.Contains(w.scope, x.Value) {
			w.read(x.Value)
		}
		return
	case *ast.CallNode:
		id, ok := x.Callee.(*ast.IdentifierNode)
		if !ok {
			w.unknown = true
		} else if v, ok := w.table[id.Value]; !ok || !v.Pure {
			w.read(id.Value)
		}
		for _, a := range x.Arguments {
			w.walk(a)
		}
		return
	case *ast.UnaryNode, *ast.BinaryNode, *ast.ChainNode, *ast.MemberNode, *ast.SliceNode,
		*ast.BuiltinNode, *ast.PredicateNode, *ast.SequenceNode, *ast.ConditionalNode,
		*ast.ArrayNode, *ast.MapNode, *ast.PairNode:
		// Builtins are pure: those that read the clock are disabled.
		for _, ch := range children(n) {
			w.walk(ch)
		}
		return
	}
	w.unknown = true
}

// fast builds the direct computation of n, or nil when n is not one of
// the forms it handles: a literal; a call of a verb made by Verb0 to Verb3
// with literal arguments of its parameter types; a comparison of those; !
// of one; || and && of them.
func (c *Compiler) fast(n ast.Node) fastFn {
	switch x := n.(type) {
	case *ast.IntegerNode:
		v := any(x.Value)
		return func(any) (any, error) { return v, nil }
	case *ast.StringNode:
		v := any(x.Value)
		return func(any) (any, error) { return v, nil }
	case *ast.BoolNode:
		v := any(x.Value)
		return func(any) (any, error) { return v, nil }
	case *ast.ConstantNode:
		switch x.Value.(type) {
		case int, string, bool:
			v := x.Value
			return func(any) (any, error) { return v, nil }
		}
	case *ast.CallNode:
		return c.fastCall(x)
	case *ast.UnaryNode:
		return fastUnary(x.Operator, c.fast(x.Node))
	case *ast.BinaryNode:
		return fastBinary(x.Operator, c.fast(x.Left), c.fast(x.Right))
	}
	return nil
}

// fastCall is the direct call of a verb with literal arguments, or of a
// verb of one script argument with that argument computed directly
// (`floors_of(item()) > 0`).
func (c *Compiler) fastCall(x *ast.CallNode) fastFn {
	v, args, ok := c.literalCall(x)
	if !ok {
		return c.fastCall1(x)
	}
	direct := v.direct
	return func(env any) (any, error) { return direct(env, args) }
}

// fastCall1 is the direct call of a verb made by Verb1 or Verb1E whose
// argument is computed directly; nil for any other call. An argument of
// another type than the verb's is left to the VM (which converts or
// refuses it).
func (c *Compiler) fastCall1(x *ast.CallNode) fastFn {
	id, ok := x.Callee.(*ast.IdentifierNode)
	if !ok || len(x.Arguments) != 2 {
		return nil
	}
	v, ok := c.table[id.Value]
	if !ok || v.direct1 == nil || len(v.Types) != 1 {
		return nil
	}
	if env, ok := x.Arguments[0].(*ast.IdentifierNode); !ok || env.Value != "$env" {
		return nil
	}
	arg := c.fast(x.Arguments[1])
	if arg == nil {
		return nil
	}
	direct1 := v.direct1
	return func(env any) (any, error) {
		a, err := arg(env)
		if err != nil {
			return nil, err
		}
		return direct1(env, a)
	}
}

// literalCall reads x as a call of a verb made by Verb0 to Verb3, with
// the env injected and literal script arguments of its parameter types:
// the verb and those arguments, ok false when x is not one.
func (c *Compiler) literalCall(x *ast.CallNode) (v Verb, args []any, ok bool) {
	id, ok := x.Callee.(*ast.IdentifierNode)
	if !ok {
		return Verb{}, nil, false
	}
	v, ok = c.table[id.Value]
	if !ok || v.direct == nil || len(v.Types) != 1 || len(x.Arguments) == 0 {
		return Verb{}, nil, false
	}
	if env, ok := x.Arguments[0].(*ast.IdentifierNode); !ok || env.Value != "$env" {
		return Verb{}, nil, false
	}
	ts, err := signatures(v, c.envType)
	if err != nil || ts[0].IsVariadic() || ts[0].NumIn() != len(x.Arguments) {
		return Verb{}, nil, false
	}
	args = make([]any, 0, len(x.Arguments)-1)
	for i, a := range x.Arguments[1:] {
		val, ok := literal(a)
		if !ok || val == nil {
			return Verb{}, nil, false
		}
		if reflect.TypeOf(val) != ts[0].In(i+1) {
			return Verb{}, nil, false // expr converts it: leave that to the VM
		}
		args = append(args, val)
	}
	return v, args, true
}

// literal is the value of a literal node.
func literal(n ast.Node) (any, bool) {
	switch x := n.(type) {
	case *ast.IntegerNode:
		return x.Value, true
	case *ast.StringNode:
		return x.Value, true
	case *ast.BoolNode:
		return x.Value, true
	case *ast.ConstantNode:
		switch x.Value.(type) {
		case int, string, bool:
			return x.Value, true
		}
	}
	return nil, false
}

// fastUnary is the direct computation of unary op on what f computes.
func fastUnary(op string, f fastFn) fastFn {
	if f == nil {
		return nil
	}
	switch op {
	case "!", "not":
		return unaryOf(f, not)
	case "-":
		return unaryOf(f, negate)
	}
	return nil
}

// unaryOf applies op to what f computes when it is a T; any other value
// is left to the VM.
func unaryOf[T any](f fastFn, op func(T) T) fastFn {
	return func(env any) (any, error) {
		t, err := fastAs[T](f, env)
		if err != nil {
			return nil, err
		}
		return op(t), nil
	}
}

// fastAs is what f computes for env, as a T; errFallback when it is
// another value.
func fastAs[T any](f fastFn, env any) (T, error) {
	var t T
	v, err := f(env)
	if err != nil {
		return t, err
	}
	t, ok := v.(T)
	if !ok {
		return t, errFallback
	}
	return t, nil
}

func fastBinary(op string, l, r fastFn) fastFn {
	if l == nil || r == nil {
		return nil
	}
	switch op {
	case "||", "or", "&&", "and":
		or := op == "||" || op == "or"
		return func(env any) (any, error) {
			a, err := fastAs[bool](l, env)
			if err != nil {
				return nil, err
			}
			if a == or { // true || …, false && …: short-circuit as expr does
				return a, nil
			}
			b, err := fastAs[bool](r, env)
			if err != nil {
				return nil, err
			}
			return b, nil
		}
	case "==", "!=", "<", "<=", ">", ">=":
		return func(env any) (any, error) {
			a, err := l(env)
			if err != nil {
				return nil, err
			}
			b, err := r(env)
			if err != nil {
				return nil, err
			}
			return compare(op, a, b)
		}
	}
	return nil
}

// compare compares two ints or two strings, or two bools for
// (in)equality, as expr does; any other pair is left to the VM.
func compare(op string, a, b any) (any, error) {
	switch a := a.(type) {
	case int:
		return ordered(op, a, b)
	case string:
		return ordered(op, a, b)
	case bool:
		return equal(op, a, b)
	}
	return nil, errFallback
}

// ordered compares a with b of a's type, by op, as expr does (strings
// byte by byte); b of another type is left to the VM.
func ordered[T int | string](op string, a T, b any) (any, error) {
	bt, ok := b.(T)
	if !ok {
		return nil, errFallback
	}
	return order(op, a, bt), nil
}

// order is a op b for a comparison operator op.
func order[T int | string](op string, a, b T) bool {
	switch op {
	case "==":
		return a == b
	case "!=":
		return a != b
	case "<":
		return a < b
	case "<=":
		return a <= b
	case ">":
		return a > b
	}
	return a >= b
}

func equal[T comparable](op string, a T, b any) (any, error) {
	bt, ok := b.(T)
	if !ok {
		return nil, errFallback
	}
	switch op {
	case "==":
		return a == bt, nil
	case "!=":
		return a != bt, nil
	}
	return nil, errFallback
}
