package expr

import (
	"fmt"
	"reflect"

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
// [Verb0] to [Verb3] build a Verb from a typed Go function.
type Verb struct {
	Name  string                           // the name scripts call
	Fn    func(params ...any) (any, error) // receives the env first, then the script's arguments
	Types []any                            // signatures, e.g. new(func(*Env, string, int) Effect)
}

// Verb0 makes a verb with no script arguments from fn, whose first parameter
// is the env.
func Verb0[E, R any](name string, fn func(E) R) Verb {
	return Verb{
		Name: name,
		Fn: func(p ...any) (any, error) {
			if len(p) != 1 {
				return nil, arity(name, p, 0)
			}
			e, ok := p[0].(E)
			if !ok {
				return nil, badArg(name, 0, p[0], e)
			}
			return fn(e), nil
		},
		Types: []any{new(func(E) R)},
	}
}

// Verb1 makes a verb with one script argument from fn, whose first parameter
// is the env.
func Verb1[E, A, R any](name string, fn func(E, A) R) Verb {
	return Verb{
		Name: name,
		Fn: func(p ...any) (any, error) {
			if len(p) != 2 {
				return nil, arity(name, p, 1)
			}
			e, ok := p[0].(E)
			if !ok {
				return nil, badArg(name, 0, p[0], e)
			}
			a, ok := p[1].(A)
			if !ok && p[1] != nil {
				return nil, badArg(name, 1, p[1], a)
			}
			return fn(e, a), nil
		},
		Types: []any{new(func(E, A) R)},
	}
}

// Verb2 makes a verb with two script arguments from fn, whose first parameter
// is the env.
func Verb2[E, A, B, R any](name string, fn func(E, A, B) R) Verb {
	return Verb{
		Name: name,
		Fn: func(p ...any) (any, error) {
			if len(p) != 3 {
				return nil, arity(name, p, 2)
			}
			e, ok := p[0].(E)
			if !ok {
				return nil, badArg(name, 0, p[0], e)
			}
			a, ok := p[1].(A)
			if !ok && p[1] != nil {
				return nil, badArg(name, 1, p[1], a)
			}
			b, ok := p[2].(B)
			if !ok && p[2] != nil {
				return nil, badArg(name, 2, p[2], b)
			}
			return fn(e, a, b), nil
		},
		Types: []any{new(func(E, A, B) R)},
	}
}

// Verb3 makes a verb with three script arguments from fn, whose first
// parameter is the env.
func Verb3[E, A, B, C, R any](name string, fn func(E, A, B, C) R) Verb {
	return Verb{
		Name: name,
		Fn: func(p ...any) (any, error) {
			if len(p) != 4 {
				return nil, arity(name, p, 3)
			}
			e, ok := p[0].(E)
			if !ok {
				return nil, badArg(name, 0, p[0], e)
			}
			a, ok := p[1].(A)
			if !ok && p[1] != nil {
				return nil, badArg(name, 1, p[1], a)
			}
			b, ok := p[2].(B)
			if !ok && p[2] != nil {
				return nil, badArg(name, 2, p[2], b)
			}
			c, ok := p[3].(C)
			if !ok && p[3] != nil {
				return nil, badArg(name, 3, p[3], c)
			}
			return fn(e, a, b, c), nil
		},
		Types: []any{new(func(E, A, B, C) R)},
	}
}

func arity(name string, p []any, want int) error {
	return fmt.Errorf("%s: got %d arguments, want %d", name, len(p)-1, want)
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
