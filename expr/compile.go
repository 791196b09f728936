package expr

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/builtin"
	"github.com/expr-lang/expr/checker"
	"github.com/expr-lang/expr/checker/nature"
	"github.com/expr-lang/expr/compiler"
	"github.com/expr-lang/expr/conf"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/optimizer"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"

	"github.com/rulebook-go/rulebook/content"
)

// Result is the kind of value a hook's scripts must return, checked at
// compile time.
type Result int

const (
	// Effects: an Effect, a list of Effects (nested lists allowed), a
	// []Effect, or if/else and let of those. Run with [Runner.RunEffects].
	Effects Result = iota
	// Bool: a bool. Run with [Runner.RunBool].
	Bool
	// Int: an integer. Run with [Runner.RunInt].
	Int
)

// String names the result kind.
func (r Result) String() string { return enumName(resultNames[:], "Result", int(r)) }

var resultNames = [...]string{Effects: "effects", Bool: "bool", Int: "int"}

// enumName is names[v], or typ(v) for a value past the names.
func enumName(names []string, typ string, v int) string {
	if v >= 0 && v < len(names) {
		return names[v]
	}
	return typ + "(" + strconv.Itoa(v) + ")"
}

// Defaults of the [Option]s.
const (
	DefaultMaxNodes     = 500     // AST nodes in one script
	DefaultMaxDepth     = 64      // nesting of (), [] and {} in one script
	DefaultMemoryBudget = 100_000 // expr's memory units (≈ array elements) per run
)

// disabledBuiltins are expr builtins scripts may not use: the clock and
// time zone (a replay could differ), and those that can build a value far
// larger than the script and expr's memory budget in a few nodes
// (accumulating with reduce, multiplying with replace, doubling with
// concat, flatten or join of a list holding one value twice), or that have
// no use in card data (JSON, base64). repeat is the combinator's name.
var disabledBuiltins = map[string]bool{
	"now": true, "date": true, "timezone": true, "duration": true,
	"reduce": true, "replace": true, "concat": true, "flatten": true, "join": true, "repeat": true,
	"toJSON": true, "fromJSON": true, "toBase64": true, "fromBase64": true,
}

// Option configures a [Compiler].
type Option func(*config)

type config struct {
	maxNodes     uint
	maxDepth     int
	memoryBudget uint
	maxIter      int // loop body runs per run, counted statically
	maxList      int // the assumed length of a list read from the game
	countRange
}

// countRange is the range of the counts a script's effects may carry, set
// by [Counts] and [Repeats].
type countRange struct {
	counts  bool // effect counts are checked against lo..hi
	lo, hi  int
	repeats int // the largest repeat count, when > 0
}

// MaxNodes limits the number of AST nodes in one script (default
// [DefaultMaxNodes]); a larger script is refused at compile time. 0 means
// the default.
func MaxNodes(n uint) Option {
	return func(c *config) { c.maxNodes = n }
}

// MaxDepth limits how deeply brackets may nest in one script (default
// [DefaultMaxDepth]). 0 means the default.
func MaxDepth(n int) Option {
	return func(c *config) { c.maxDepth = n }
}

// MemoryBudget limits what one run of a script may allocate, in expr's
// memory units (about one per array element or loop step; default
// [DefaultMemoryBudget]). A run that exceeds it fails with a [RunError].
// 0 means the default.
func MemoryBudget(n uint) Option {
	return func(c *config) { c.memoryBudget = n }
}

// Compiler compiles the scripts of one hook of one game against a typed env
// and a verb set. It is immutable after [NewCompiler] and safe for
// concurrent use.
type Compiler struct {
	env      any
	envType  reflect.Type
	cfg      config
	funcs    map[string]*builtin.Function // verbs and combinators
	builtins map[string]*builtin.Function // expr's builtins, less the disabled
	disabled map[string]bool              // the disabled builtins
	verbs    map[string]bool              // names that get the env injected
	table    map[string]Verb              // verbs and combinators, for the analysis
	err      error                        // a bad env or verb set
}

// NewCompiler returns a Compiler for scripts run against env, a pointer to a
// struct such as (*Env)(nil) or &Env{}: the exported fields of the struct are
// the names scripts read. verbs are the game's primitives; the combinators
// may, either, repeat and none are always present.
//
// NewCompiler does not fail: a bad env or verb (no signature, a signature
// not taking the env first, a duplicate name, a name that is also an env
// field) is reported by [Compiler.Err] and by every Compile.
func NewCompiler(env any, verbs []Verb, opts ...Option) *Compiler {
	c := &Compiler{
		env:   env,
		cfg:   config{maxNodes: DefaultMaxNodes, maxDepth: DefaultMaxDepth, memoryBudget: DefaultMemoryBudget},
		funcs: make(map[string]*builtin.Function, len(verbs)+len(combinators)),
		verbs: make(map[string]bool, len(verbs)),
		table: make(map[string]Verb, len(verbs)+len(combinators)),
	}
	for _, o := range opts {
		if o != nil {
			o(&c.cfg)
		}
	}
	if c.cfg.maxNodes == 0 {
		c.cfg.maxNodes = DefaultMaxNodes
	}
	if c.cfg.maxDepth <= 0 {
		c.cfg.maxDepth = DefaultMaxDepth
	}
	if c.cfg.memoryBudget == 0 {
		c.cfg.memoryBudget = DefaultMemoryBudget
	}
	if c.cfg.maxIter <= 0 {
		c.cfg.maxIter = DefaultMaxIterations
	}
	if c.cfg.maxList <= 0 {
		c.cfg.maxList = DefaultMaxList
	}
	if c.cfg.repeats <= 0 || c.cfg.repeats > MaxRepeat {
		c.cfg.repeats = MaxRepeat
	}
	c.envType = reflect.TypeOf(env)
	if c.envType == nil || c.envType.Kind() != reflect.Pointer || c.envType.Elem().Kind() != reflect.Struct {
		c.err = fmt.Errorf("env is %T, want a pointer to a struct such as (*Env)(nil)", env)
		return c
	}
	// expr reads the prototype's type only; a nil pointer will not do.
	c.env = reflect.New(c.envType.Elem()).Interface()
	var errs []error
	add := func(v Verb, env reflect.Type) {
		ts, err := signatures(v, env)
		if err != nil {
			errs = append(errs, err)
			return
		}
		if _, dup := c.funcs[v.Name]; dup {
			errs = append(errs, fmt.Errorf("verb %s: registered twice (or named like a combinator)", v.Name))
			return
		}
		if _, ok := c.envType.Elem().FieldByName(v.Name); ok {
			errs = append(errs, fmt.Errorf("verb %s: the env has a field of that name", v.Name))
			return
		}
		if _, ok := c.envType.MethodByName(v.Name); ok {
			errs = append(errs, fmt.Errorf("verb %s: the env has a method of that name", v.Name))
			return
		}
		c.funcs[v.Name] = &builtin.Function{Name: v.Name, Func: v.Fn, Types: ts}
		c.table[v.Name] = v
		if env != nil {
			c.verbs[v.Name] = true
		}
	}
	for _, v := range combinators {
		add(v, nil)
	}
	for _, v := range verbs {
		add(v, c.envType)
	}
	c.err = errors.Join(errs...)
	c.builtins = make(map[string]*builtin.Function, len(builtin.Builtins))
	c.disabled = make(map[string]bool, len(disabledBuiltins))
	for _, f := range builtin.Builtins {
		c.builtins[f.Name] = f
	}
	for name := range disabledBuiltins {
		if _, ok := c.funcs[name]; !ok {
			c.disabled[name] = true
			delete(c.builtins, name)
		}
	}
	return c
}

// Err reports what is wrong with the env or verb set given to
// [NewCompiler], or nil.
func (c *Compiler) Err() error { return c.err }

// newConf builds the expr configuration for one compilation, as
// conf.CreateNew would. The tables of functions are built once and shared
// (expr only reads them); the type cache and the env's type are fresh, as
// the checker fills them in.
func (c *Compiler) newConf() *conf.Config {
	cf := &conf.Config{
		Optimize:     true,
		ShortCircuit: true,
		MaxNodes:     c.cfg.maxNodes,
		ConstFns:     map[string]reflect.Value{},
		Functions:    c.funcs,
		Builtins:     c.builtins,
		Disabled:     c.disabled,
	}
	cf.WithEnv(c.env)
	return cf
}

// Program is a compiled, type-checked script. It is immutable and safe for
// concurrent use; run it with a [Runner].
type Program struct {
	prog       *vm.Program
	script     content.Script
	result     Result
	resultPos  content.Pos // where the expression making the result is written
	envType    reflect.Type
	budget     uint
	analysis   // what the program reads, and its value without the VM
	countRange // the counts its effects may carry
}

// Source returns the script's source text.
func (p *Program) Source() string { return p.script.Src }

// Pos returns where the script starts in its YAML file.
func (p *Program) Pos() content.Pos { return p.script.Pos }

// Result returns the kind of value the program returns.
func (p *Program) Result() Result { return p.result }

// Compile compiles and type-checks s for result kind r.
//
// A syntax error, an unknown name, a mistyped argument, the wrong result
// kind, a value that is not an Effect where effects are expected, or a
// script too big or too deeply nested is returned as a *content.Error
// positioned at the YAML file, line and column of the offending token; its
// message is expr's (first line, without the snippet) prefixed "script: ".
func (c *Compiler) Compile(s content.Script, r Result) (p *Program, cerr *content.Error) {
	src := s.Src
	if c.err != nil {
		return nil, &content.Error{Pos: s.Pos, Msg: "script: compiler: " + firstLine(c.err.Error())}
	}
	if r != Effects && r != Bool && r != Int {
		return nil, &content.Error{Pos: s.Pos, Msg: fmt.Sprintf("script: unknown result kind %d", int(r))}
	}
	if strings.TrimSpace(src) == "" {
		return nil, errAt(s, 0, "empty script")
	}
	if at, ok := tooDeep(src, c.cfg.maxDepth); !ok {
		return nil, errAt(s, at, fmt.Sprintf("brackets nested more than %d deep", c.cfg.maxDepth))
	}
	// expr is not meant to panic on any input, but a package that loads
	// user-edited files must not crash if it does.
	defer func() {
		if x := recover(); x != nil {
			p, cerr = nil, &content.Error{Pos: s.Pos, Msg: fmt.Sprintf("script: internal error: %v", x)}
		}
	}()

	cf := c.newConf()
	tree, err := parser.ParseWithConfig(src, cf)
	if err != nil {
		return nil, fromExpr(s, err)
	}
	if e := rejectReserved(s, tree.Node); e != nil {
		return nil, e
	}
	// Inject the env into verb calls before the one type-checking pass.
	// (expr's own patcher hook checks once before patching and caches the
	// type of a call, skipping its arguments on the final pass; patching
	// first, which needs no types, keeps every call checked.)
	ast.Walk(&tree.Node, injectEnv{verbs: c.verbs})
	if _, err := checker.Check(tree, cf); err != nil {
		return nil, fromExpr(s, err)
	}
	if e := c.checkTree(s, tree.Node, r); e != nil {
		return nil, e
	}
	if e := c.bounds(s, tree.Node); e != nil {
		return nil, e
	}
	resultFrom := resultNode(tree.Node).Location().From
	if err := optimizer.Optimize(&tree.Node, cf); err != nil {
		return nil, fromExpr(s, err)
	}
	folder := &pureFolder{c: c, s: s}
	ast.Walk(&tree.Node, folder)
	if folder.err != nil {
		return nil, folder.err
	}
	prog, err := compiler.Compile(tree, cf)
	if err != nil {
		return nil, fromExpr(s, err)
	}
	line, col := srcLineCol(src, resultFrom)
	a := c.analyze(prog.Node())
	if a.fast == nil && !a.pure && r == Effects {
		a.fast = c.constantBranches(prog.Node(), cf)
	}
	if r == Effects {
		a.memo = c.memoPlan(prog.Node(), a)
	}
	return &Program{prog: prog, script: s, result: r, resultPos: s.At(line, col), envType: c.envType, budget: c.cfg.memoryBudget,
		analysis: a, countRange: c.cfg.countRange}, nil
}

// tooDeep scans src for brackets nested deeper than max, skipping string
// literals and comments. It returns the rune offset of the first bracket too
// deep. (The parser recurses on brackets before it counts any node, so this
// check must come first.)
func tooDeep(src string, max int) (at int, ok bool) {
	rs := []rune(src)
	depth := 0
	for i := 0; i < len(rs); i++ {
		switch r := rs[i]; r {
		case '(', '[', '{':
			depth++
			if depth > max {
				return i, false
			}
		case ')', ']', '}':
			if depth > 0 {
				depth--
			}
		case '"', '\'', '`':
			for i++; i < len(rs) && rs[i] != r; i++ {
				if rs[i] == '\\' && r != '`' {
					i++
				}
			}
		case '/':
			if i+1 < len(rs) && rs[i+1] == '/' {
				for i < len(rs) && rs[i] != '\n' {
					i++
				}
			} else if i+1 < len(rs) && rs[i+1] == '*' {
				for i += 2; i+1 < len(rs) && !(rs[i] == '*' && rs[i+1] == '/'); i++ {
				}
				i++
			}
		}
	}
	return 0, true
}

// rejectReserved refuses the name $env (the compiler passes the env to
// verbs itself) and the disabled builtins that expr still parses as
// builtins (the predicate ones such as reduce).
func rejectReserved(s content.Script, root ast.Node) *content.Error {
	var e *content.Error
	walk(root, func(n ast.Node) {
		if e != nil {
			return
		}
		switch n := n.(type) {
		case *ast.IdentifierNode:
			if n.Value == "$env" {
				e = errAt(s, n.Location().From, "$env is reserved; name env fields directly")
			}
		case *ast.BuiltinNode:
			if disabledBuiltins[n.Name] {
				e = errAt(s, n.Location().From, fmt.Sprintf("%s is not available in scripts", n.Name))
			}
		}
	})
	return e
}

// fromExpr converts an error of expr's parser, checker, optimizer or
// compiler to a *content.Error at the YAML position of its token.
func fromExpr(s content.Script, err error) *content.Error {
	var fe *file.Error
	if errors.As(err, &fe) {
		line, col := fe.Line, fe.Column+1
		if line == 0 { // not bound to the source
			line, col = srcLineCol(s.Src, fe.From)
		}
		return &content.Error{Pos: s.At(line, col), Msg: "script: " + firstLine(fe.Message)}
	}
	return &content.Error{Pos: s.Pos, Msg: "script: " + firstLine(err.Error())}
}

// errAt makes a *content.Error at rune offset from of the script.
func errAt(s content.Script, from int, msg string) *content.Error {
	line, col := srcLineCol(s.Src, from)
	return &content.Error{Pos: s.At(line, col), Msg: "script: " + msg}
}

// srcLineCol converts a rune offset into src to a 1-based line and a 1-based
// column counted in runes, as expr counts them.
func srcLineCol(src string, from int) (line, col int) {
	line, col = 1, 1
	n := 0
	for _, r := range src {
		if n == from {
			break
		}
		if r == '\n' {
			line++
			col = 1
		} else {
			col++
		}
		n++
	}
	return line, col
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// walk calls f on every node of the tree rooted at n, parents first.
func walk(n ast.Node, f func(ast.Node)) {
	if n == nil {
		return
	}
	f(n)
	for _, c := range children(n) {
		walk(c, f)
	}
}

// children lists the direct children of n.
func children(n ast.Node) []ast.Node {
	switch n := n.(type) {
	case *ast.UnaryNode:
		return []ast.Node{n.Node}
	case *ast.BinaryNode:
		return []ast.Node{n.Left, n.Right}
	case *ast.ChainNode:
		return []ast.Node{n.Node}
	case *ast.MemberNode:
		return []ast.Node{n.Node, n.Property}
	case *ast.SliceNode:
		return []ast.Node{n.Node, n.From, n.To}
	case *ast.CallNode:
		return append([]ast.Node{n.Callee}, n.Arguments...)
	case *ast.BuiltinNode:
		return append([]ast.Node{n.Map}, n.Arguments...)
	case *ast.PredicateNode:
		return []ast.Node{n.Node}
	case *ast.VariableDeclaratorNode:
		return []ast.Node{n.Value, n.Expr}
	case *ast.SequenceNode:
		return n.Nodes
	case *ast.ConditionalNode:
		return []ast.Node{n.Cond, n.Exp1, n.Exp2}
	case *ast.ArrayNode:
		return n.Nodes
	case *ast.MapNode:
		return n.Pairs
	case *ast.PairNode:
		return []ast.Node{n.Key, n.Value}
	}
	return nil
}

// checker2 holds the state of the checks this package adds to expr's: the
// result kind, and that effects are Effects.
type checker2 struct {
	s     content.Script
	funcs map[string]*builtin.Function // the verbs and combinators
	scope []binding                    // let bindings in scope, innermost last
}

type binding struct {
	name  string
	value ast.Node
}

// checkTree checks the result kind of the checked tree and every argument
// passed to an EffectArg parameter.
func (c *Compiler) checkTree(s content.Script, root ast.Node, r Result) *content.Error {
	k := &checker2{s: s, funcs: c.funcs}
	if e := k.args(root); e != nil {
		return e
	}
	switch r {
	case Effects:
		return k.effects(root, "the result")
	case Bool:
		n := resultNode(root)
		if t := n.Nature().Type; t == nil || t.Kind() != reflect.Bool {
			return errAt(s, n.Location().From, fmt.Sprintf("result must be bool, not %s", typeName(n.Nature())))
		}
	case Int:
		n := resultNode(root)
		if t := n.Nature().Type; t == nil || !isInteger(t.Kind()) {
			return errAt(s, n.Location().From, fmt.Sprintf("result must be an integer, not %s", typeName(n.Nature())))
		}
	}
	return nil
}

// resultNode finds the node whose value a script returns, through let and
// sequences, for positioning a result-kind error.
func resultNode(n ast.Node) ast.Node {
	for {
		switch x := n.(type) {
		case *ast.VariableDeclaratorNode:
			n = x.Expr
		case *ast.SequenceNode:
			if len(x.Nodes) == 0 {
				return n
			}
			n = x.Nodes[len(x.Nodes)-1]
		default:
			return n
		}
	}
}

func isInteger(k reflect.Kind) bool {
	switch k {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return true
	}
	return false
}

func typeName(nt *nature.Nature) string {
	if nt.Nil {
		return "nil"
	}
	if nt.Type == nil {
		return "a value of unknown type"
	}
	return nt.Type.String()
}

// args walks the tree with let scopes and checks every argument passed to
// an EffectArg parameter of a verb or combinator.
func (k *checker2) args(n ast.Node) *content.Error {
	if n == nil {
		return nil
	}
	switch x := n.(type) {
	case *ast.VariableDeclaratorNode:
		if e := k.args(x.Value); e != nil {
			return e
		}
		k.scope = append(k.scope, binding{x.Name, x.Value})
		e := k.args(x.Expr)
		k.scope = k.scope[:len(k.scope)-1]
		return e
	case *ast.CallNode:
		if e := k.call(x); e != nil {
			return e
		}
	}
	for _, c := range children(n) {
		if e := k.args(c); e != nil {
			return e
		}
	}
	return nil
}

// call checks the EffectArg arguments of one call.
func (k *checker2) call(n *ast.CallNode) *content.Error {
	// Scripts call verbs, combinators and expr's builtins (which parse as
	// builtin nodes), nothing else: a method of the env or of a value in it,
	// or a func-valued field, could change the state, and runs through
	// reflection.
	name := ""
	if id, ok := n.Callee.(*ast.IdentifierNode); ok {
		name = id.Value
	}
	if _, ok := k.funcs[name]; !ok {
		what := "a method"
		if name != "" {
			what = name
		}
		return errAt(k.s, n.Location().From, fmt.Sprintf("cannot call %s: scripts call only the game's verbs, the combinators and builtins", what))
	}
	ft := n.Callee.Nature().Type
	if ft == nil || ft.Kind() != reflect.Func {
		return nil
	}
	injected := 0
	if len(n.Arguments) > 0 {
		if id, ok := n.Arguments[0].(*ast.IdentifierNode); ok && id.Value == "$env" {
			injected = 1
		}
	}
	for i, a := range n.Arguments {
		var in reflect.Type
		switch {
		case ft.IsVariadic() && i >= ft.NumIn()-1:
			in = ft.In(ft.NumIn() - 1).Elem()
		case i < ft.NumIn():
			in = ft.In(i)
		default:
			continue
		}
		if in != effectArgType {
			continue
		}
		if e := k.effects(a, fmt.Sprintf("argument %d of %s", i+1-injected, name)); e != nil {
			return e
		}
	}
	return nil
}

// effects checks that n is effects: an Effect, a []Effect, a list literal of
// effects, an if/else or let of those, or a let name bound to effects. what
// says where n stands, for the message.
func (k *checker2) effects(n ast.Node, what string) *content.Error {
	switch x := n.(type) {
	case *ast.ArrayNode:
		for _, el := range x.Nodes {
			if e := k.effects(el, "an element of "+what); e != nil {
				return e
			}
		}
		return nil
	case *ast.ConditionalNode:
		if e := k.effects(x.Exp1, what); e != nil {
			return e
		}
		return k.effects(x.Exp2, what)
	case *ast.VariableDeclaratorNode:
		k.scope = append(k.scope, binding{x.Name, x.Value})
		e := k.effects(x.Expr, what)
		k.scope = k.scope[:len(k.scope)-1]
		return e
	case *ast.SequenceNode:
		if len(x.Nodes) > 0 {
			return k.effects(x.Nodes[len(x.Nodes)-1], what)
		}
	case *ast.IdentifierNode:
		for i := len(k.scope) - 1; i >= 0; i-- {
			if k.scope[i].name == x.Value {
				// Check the bound value in the scope it was bound in; an
				// error lands on the offending part of that value.
				saved := k.scope
				k.scope = slices.Clip(saved[:i])
				e := k.effects(saved[i].value, what)
				k.scope = saved
				return e
			}
		}
	}
	if isEffectsNature(n.Nature(), 0) {
		return nil
	}
	return errAt(k.s, n.Location().From, fmt.Sprintf("cannot use %s as %s (want an Effect, a list of Effects, or if/else of those)", typeName(n.Nature()), what))
}

// isEffectsNature reports whether a value of nature nt is effects by its
// type alone: Effect, []Effect, or a list whose element nature is effects
// (as map() produces).
func isEffectsNature(nt *nature.Nature, depth int) bool {
	if nt == nil || nt.Type == nil || depth > maxNesting {
		return false
	}
	switch nt.Type {
	case effectType, effectListType:
		return true
	}
	if nt.Type.Kind() == reflect.Slice && nt.Type.Elem().Kind() == reflect.Interface && nt.Ref != nil {
		return isEffectsNature(nt.Ref, depth+1)
	}
	return false
}
