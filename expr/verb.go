package expr

import (
	"cmp"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/expr-lang/expr/ast"
)

// Verb is a primitive a game registers: a name, a typed signature and a Go
// function.
//
// Every signature in Types takes the env (the pointer type given to
// [NewCompiler]) as its first parameter. Scripts do not write it: the
// compiler injects the env as the first argument of every call to a verb, so
// a script writes draw("budget", 2) while Fn receives (env, "budget", 2).
// Signatures are given as pointers to func values, e.g.
// new(func(*Env, string, int) expr.Effect); several signatures make
// overloads, tried in order. The return type is one value, or a value and an
// error. Type checking is static: a call that matches no signature is a
// compile error, so Fn may rely on the argument types its signatures promise.
//
// A parameter of type [EffectArg] takes effects (an Effect, a list of them, or
// if/else of those); the compiler checks each element and Fn receives the raw
// value, which [AppendEffects] converts.
//
// A verb must not mutate the env: scripts only read the state and return
// effects. An error Fn returns, or a panic inside it, becomes a [RunError].
// [Verb0] to [Verb3] build a Verb from a typed Go function; a verb built so
// can also be called without the VM (see [Program.Form]).
//
// A verb table describes itself: Doc says in one line what the verb does,
// Params names the script's arguments of the first signature (so that
// [Verb.Signature] reads "take(colour string, n int) Effect"), and Pure says
// that the verb's value depends on its arguments alone: a script that calls
// only pure verbs and builtins reads nothing of the game, so a game runs it
// once, at load ([Program.Constant]). A verb that returns effects is
// usually pure; one that reads the state never is. In a script that does
// read the game, a call of a pure verb made by Verb0 to Verb3 with literal
// arguments that returns an Effect is worked out once, at compile time,
// on the compiler's zero env (a call that fails is left to the run).
type Verb struct {
	Name   string                           // the name scripts call
	Fn     func(params ...any) (any, error) // receives the env first, then the script's arguments
	Types  []any                            // signatures, e.g. new(func(*Env, string, int) Effect)
	Doc    string                           // what the verb does, in one line
	Params []string                         // names of the script's arguments, nil for none
	Pure   bool                             // the value depends on the arguments alone, never on the env
	// Defers lists the arguments that are deferred scripts: string
	// literals compiled at load and run when the step is reached (see
	// [Deferred] and [Compiler.DeferredScripts]), each with its result;
	// nil for none. RangesOver says the first argument names a [Kind] of
	// item (for_each, choose_n, a count over items).
	Defers     []DeferredArg
	RangesOver bool

	// direct calls the verb with the env and the script's arguments,
	// without the flattened parameter list Fn takes; nil for a verb not
	// built by Verb0 to Verb3.
	direct func(env any, args []any) (any, error)
	// boolRead, intRead and stringRead are direct, typed, for a verb with
	// no script argument that returns a bool, an int or a string; ok is
	// false for an env of another type.
	boolRead   func(env any) (v, ok bool)
	intRead    func(env any) (n int, ok bool)
	stringRead func(env any) (s string, ok bool)
	// direct1 is direct for a verb made by Verb1 or Verb1E, with its one
	// script argument alone (no list to allocate); an argument of another
	// type than the verb's is errFallback.
	direct1 func(env any, a any) (any, error)
	// value is direct, typed, for a verb made by Verb0 to Verb2 that
	// returns a bool, an int or a string: what a memo key holds of its
	// value (see memoPlan); nil for any other.
	value valueCall
}

// Describe returns v with its one-line doc and the names of its script
// arguments set, for a verb table entry such as
// expr.Verb2("take", fn).Describe("Floors of a colour from the bag", "colour", "n").
func (v Verb) Describe(doc string, params ...string) Verb {
	v.Doc, v.Params = doc, params
	return v
}

// Signature returns v's first signature as a script writes it, without the
// env: "take(colour string, n int) Effect". Arguments Params does not name
// are shown by type alone; an [EffectArg] reads "effects". A signature that
// is not a func type yields the name and "(?)".
func (v Verb) Signature() string {
	if len(v.Types) == 0 {
		return v.Name + "(?)"
	}
	t := reflect.TypeOf(v.Types[0])
	if t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Func {
		return v.Name + "(?)"
	}
	skip := 0
	if t.NumIn() > 0 && t.In(0).Kind() == reflect.Pointer && t.In(0).Elem().Kind() == reflect.Struct {
		skip = 1 // the env
	}
	var b strings.Builder
	b.WriteString(v.Name + "(")
	for i := skip; i < t.NumIn(); i++ {
		if i > skip {
			b.WriteString(", ")
		}
		if j := i - skip; j < len(v.Params) {
			b.WriteString(v.Params[j] + " ")
		}
		b.WriteString(scriptType(t.In(i)))
	}
	b.WriteString(") " + scriptType(t.Out(0)))
	return b.String()
}

// scriptType names a Go type as the verb docs show it.
func scriptType(t reflect.Type) string {
	switch t {
	case effectArgType:
		return "effects"
	case effectType:
		return "Effect"
	case effectListType:
		return "[]Effect"
	}
	return t.String()
}

// Combinators returns the generic combinators every game gets (may,
// either, repeat, none), described as a game's verbs are, for the verb
// lists of a game's docs.
func Combinators() []Verb { return slices.Clone(combinators) }

// Verb0 makes a verb with no script arguments from fn, whose first parameter
// is the env.
func Verb0[E, R any](name string, fn func(E) R) Verb {
	v := verbOf(name, 0, new(func(E) R), func(e E, _ []any) (any, error) { return fn(e), nil })
	switch f := any(fn).(type) {
	case func(E) bool:
		v.boolRead = typedRead(f)
	case func(E) int:
		v.intRead = typedRead(f)
	case func(E) string:
		v.stringRead = typedRead(f)
	}
	v.value = valueOf(func(e E, _ []any) (R, error) { return fn(e), nil })
	return v
}

// Verb1 makes a verb with one script argument from fn, whose first parameter
// is the env.
func Verb1[E, A, R any](name string, fn func(E, A) R) Verb {
	return Verb1E(name, func(e E, a A) (R, error) { return fn(e, a), nil })
}

// Verb1E is [Verb1] for a fn that may fail: its error is the script's
// error, as a run of the script reports it (a reading verb refusing an
// argument outside the words it knows, say).
func Verb1E[E, A, R any](name string, fn func(E, A) (R, error)) Verb {
	call := func(e E, args []any) (R, error) {
		a, err := scriptArg[A](name, args, 0)
		if err != nil {
			var zero R
			return zero, err
		}
		return fn(e, a)
	}
	v := verbOf(name, 1, new(func(E, A) R), func(e E, args []any) (any, error) {
		r, err := call(e, args)
		if err != nil {
			return nil, err
		}
		return r, nil
	})
	v.value = valueOf(call)
	v.direct1 = func(env any, x any) (any, error) {
		e, ok := env.(E)
		if !ok {
			return nil, errFallback
		}
		a, ok := x.(A)
		if !ok {
			return nil, errFallback
		}
		r, err := fn(e, a)
		if err != nil {
			return nil, err
		}
		return r, nil
	}
	return v
}

// Verb2 makes a verb with two script arguments from fn, whose first parameter
// is the env.
func Verb2[E, A, B, R any](name string, fn func(E, A, B) R) Verb {
	return Verb2E(name, func(e E, a A, b B) (R, error) { return fn(e, a, b), nil })
}

// Verb2E is [Verb2] for a fn that may fail, as [Verb1E] is for Verb1.
func Verb2E[E, A, B, R any](name string, fn func(E, A, B) (R, error)) Verb {
	call := func(e E, args []any) (R, error) {
		a, errA := scriptArg[A](name, args, 0)
		b, errB := scriptArg[B](name, args, 1)
		if err := cmp.Or(errA, errB); err != nil {
			var zero R
			return zero, err
		}
		return fn(e, a, b)
	}
	v := verbOf(name, 2, new(func(E, A, B) R), func(e E, args []any) (any, error) {
		r, err := call(e, args)
		if err != nil {
			return nil, err
		}
		return r, nil
	})
	v.value = valueOf(call)
	return v
}

// Verb3 makes a verb with three script arguments from fn, whose first
// parameter is the env.
func Verb3[E, A, B, C, R any](name string, fn func(E, A, B, C) R) Verb {
	return verbOf(name, 3, new(func(E, A, B, C) R), func(e E, args []any) (any, error) {
		a, errA := scriptArg[A](name, args, 0)
		b, errB := scriptArg[B](name, args, 1)
		c, errC := scriptArg[C](name, args, 2)
		if err := cmp.Or(errA, errB, errC); err != nil {
			return nil, err
		}
		return fn(e, a, b, c), nil
	})
}

// verbOf makes the verb name of n script arguments and signature typ (a
// new(func(E, ...) R)): its direct call checks the argument count and the
// env's type, then calls call with the env and the script's arguments.
func verbOf[E any](name string, n int, typ any, call func(e E, args []any) (any, error)) Verb {
	direct := func(env any, args []any) (any, error) {
		if len(args) != n {
			return nil, arity(name, len(args), n)
		}
		e, ok := env.(E)
		if !ok {
			return nil, badArg(name, 0, env, e)
		}
		return call(e, args)
	}
	return Verb{Name: name, Fn: flat(direct), Types: []any{typ}, direct: direct}
}

// valueOf is the value call of a verb whose typed call is call, when its
// result is a bool, an int or a string; nil for any other result. The
// env's type is checked as direct checks it.
func valueOf[E, R any](call func(e E, args []any) (R, error)) valueCall {
	switch c := any(call).(type) {
	case func(E, []any) (bool, error):
		return typedValue(c, boolValue)
	case func(E, []any) (int, error):
		return typedValue(c, func(n int) readValue { return readValue{n: int64(n)} })
	case func(E, []any) (string, error):
		return typedValue(c, func(s string) readValue { return readValue{s: s} })
	}
	return nil
}

// typedValue is the value call of typed call call, its value made a
// readValue by value.
func typedValue[E, T any](call func(E, []any) (T, error), value func(T) readValue) valueCall {
	return func(env any, args []any) (readValue, error) {
		e, ok := env.(E)
		if !ok {
			return readValue{}, badArg("", 0, env, e)
		}
		r, err := call(e, args)
		if err != nil {
			return readValue{}, err
		}
		return value(r), nil
	}
}

func boolValue(b bool) readValue {
	if b {
		return readValue{n: 1}
	}
	return readValue{}
}

// scriptArg is the script's argument i (from 0) of a call of verb name as
// an A; nil reads as A's zero value.
func scriptArg[A any](name string, args []any, i int) (A, error) {
	a, ok := args[i].(A)
	if !ok && args[i] != nil {
		return a, badArg(name, i+1, args[i], a)
	}
	return a, nil
}

// typedRead is the typed fast read of a verb of no script arguments, fn:
// ok is false when env is not an E.
func typedRead[E, T any](fn func(E) T) func(env any) (T, bool) {
	return func(env any) (T, bool) {
		e, ok := env.(E)
		if !ok {
			var zero T
			return zero, false
		}
		return fn(e), true
	}
}

// flat makes the Fn of a verb from its direct call: the env first, then
// the script's arguments.
func flat(direct func(env any, args []any) (any, error)) func(params ...any) (any, error) {
	return func(p ...any) (any, error) {
		if len(p) == 0 {
			return direct(nil, nil)
		}
		return direct(p[0], p[1:])
	}
}

func arity(name string, got, want int) error {
	return fmt.Errorf("%s: got %d arguments, want %d", name, got, want)
}

func badArg(name string, i int, got, want any) error {
	if i == 0 {
		return fmt.Errorf("%s: env is %T, want %T", name, got, want)
	}
	return fmt.Errorf("%s: argument %d is %T, want %T", name, i, got, want)
}

// keywords are words the expr lexer never reads as identifiers.
var keywords = map[string]bool{
	"in": true, "or": true, "and": true, "not": true, "matches": true,
	"contains": true, "startsWith": true, "endsWith": true, "let": true,
	"if": true, "else": true, "true": true, "false": true, "nil": true,
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_', 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z':
		case i > 0 && '0' <= r && r <= '9':
		default:
			return false
		}
	}
	return !keywords[s]
}

// signatures validates v and returns its signatures as func types. When env
// is non-nil every signature must take it first.
func signatures(v Verb, env reflect.Type) ([]reflect.Type, error) {
	if !isIdent(v.Name) {
		return nil, fmt.Errorf("verb name %q is not an identifier", v.Name)
	}
	if v.Fn == nil {
		return nil, fmt.Errorf("verb %s: Fn is nil", v.Name)
	}
	if len(v.Types) == 0 {
		return nil, fmt.Errorf("verb %s: no signature in Types", v.Name)
	}
	ts := make([]reflect.Type, len(v.Types))
	for i, x := range v.Types {
		t := reflect.TypeOf(x)
		if t != nil && t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		if t == nil || t.Kind() != reflect.Func {
			return nil, fmt.Errorf("verb %s: signature %d is %T, want a func type such as new(func(%v, int) expr.Effect)", v.Name, i+1, x, env)
		}
		switch t.NumOut() {
		case 1:
		case 2:
			if t.Out(1) != reflect.TypeOf((*error)(nil)).Elem() {
				return nil, fmt.Errorf("verb %s: signature %v: second result must be error", v.Name, t)
			}
		default:
			return nil, fmt.Errorf("verb %s: signature %v: must return one value, or a value and an error", v.Name, t)
		}
		if env != nil && (t.NumIn() == 0 || t.In(0) != env) {
			return nil, fmt.Errorf("verb %s: signature %v: first parameter must be the env type %v", v.Name, t, env)
		}
		if i == 0 && v.Params != nil {
			args := t.NumIn()
			if env != nil {
				args--
			}
			if len(v.Params) != args {
				return nil, fmt.Errorf("verb %s: Params names %d arguments, signature %v takes %d", v.Name, len(v.Params), t, args)
			}
		}
		ts[i] = t
	}
	return ts, nil
}

// injectEnv is the patcher: it puts $env first in the arguments of every
// call to a registered verb. It works on the parsed tree, before any type
// checking (it needs none: a verb is known by its name, which neither an
// env field nor a let may take).
type injectEnv struct{ verbs map[string]bool }

// Visit implements ast.Visitor.
func (p injectEnv) Visit(node *ast.Node) {
	call, ok := (*node).(*ast.CallNode)
	if !ok {
		return
	}
	id, ok := call.Callee.(*ast.IdentifierNode)
	if !ok || !p.verbs[id.Value] {
		return
	}
	env := &ast.IdentifierNode{Value: "$env"}
	env.SetLocation(call.Location())
	args := make([]ast.Node, 0, len(call.Arguments)+1)
	call.Arguments = append(append(args, env), call.Arguments...)
}

// Declared returns v itself. A game's verb table entry is a struct that
// embeds a Verb beside what the game keeps of each verb (what its
// arguments name, what inputs it reads); the embedded Verb gives it this
// method, so the entry is an [Entry] and a [Table] can hold it.
func (v Verb) Declared() Verb { return v }

// Entry is one entry of a game's verb table: a struct embedding a [Verb].
type Entry interface{ Declared() Verb }

// Table is a game's verb table compiled: its entries by name and the
// [Compiler] of its verbs. It is immutable and safe for concurrent use.
// A game loads its content with the table of its own verbs; a test may
// load it with a table extended by verbs of its own.
type Table[E Entry] struct {
	compiler *Compiler
	verbs    []Verb
	byName   map[string]E
}

// NewTable makes the table of entries for scripts run against env (see
// [NewCompiler]).
func NewTable[E Entry](env any, entries []E, opts ...Option) *Table[E] {
	t := &Table[E]{verbs: make([]Verb, len(entries)), byName: make(map[string]E, len(entries))}
	for i, e := range entries {
		t.verbs[i] = e.Declared()
		t.byName[t.verbs[i].Name] = e
	}
	t.compiler = NewCompiler(env, t.verbs, opts...)
	return t
}

// Compiler returns the compiler of the table's verbs.
func (t *Table[E]) Compiler() *Compiler { return t.compiler }

// Verbs returns the table's verbs in table order. The slice is the
// table's own: do not modify it.
func (t *Table[E]) Verbs() []Verb { return t.verbs }

// Lookup returns the entry of the verb called name.
func (t *Table[E]) Lookup(name string) (E, bool) {
	e, ok := t.byName[name]
	return e, ok
}
