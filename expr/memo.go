package expr

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/expr-lang/expr/ast"
)

// An effects program's result is a function of what its verbs return: the
// env is reached only through them, and builtins and pure verbs read
// nothing else. When every verb a program calls that is not pure is a
// reading verb called with literal arguments, returning a bool, an int or
// a string, the values of those calls decide its result: a run works them
// out with the verbs' typed functions, without the VM, and reuses the
// effects an earlier run with the same values returned. The Stop Zone's
// script reads the Neighborhood, a rules option, whether the player can
// construct and the Corruption level; once those have been met, a run is a
// few direct calls and a copy.

// maxMemoReads is the most reading calls a memoized program may make;
// maxMemoEntries the most results its memo keeps (beyond, runs use the VM).
const (
	maxMemoReads   = 6
	maxMemoEntries = 256
)

// readValue is the value of a reading call as a memo key holds it: a bool
// or an int in n, a string in s.
type readValue struct {
	n int64
	s string
}

// valueCall is a verb's typed call for a memo key: the env and the
// script's arguments in, the value out; an error (a wrong env, a refused
// argument) means "run the VM".
type valueCall func(env any, args []any) (readValue, error)

// memoKey is the values of a program's reading calls, in the order the
// memo lists them.
type memoKey [maxMemoReads]readValue

// memoCall is one reading call of a memoized program.
type memoCall struct {
	value valueCall
	args  []any
}

// effectMemo is an effects program's reading calls and the effects it
// returned for the values they had, shared by every goroutine that runs
// the program: lookups read an immutable map, and a new result replaces
// the map with a copy that holds it.
type effectMemo struct {
	calls []memoCall
	mu    sync.Mutex // held by writers
	known atomic.Pointer[map[memoKey][]Effect]
}

// key works out the values of the memo's reading calls for env; ok is
// false when a call fails or panics (the VM then runs the program, which
// may not make that call in this state, and reports what fails).
func (m *effectMemo) key(env any) (k memoKey, ok bool) {
	defer func() {
		if recover() != nil {
			k, ok = memoKey{}, false
		}
	}()
	for i, c := range m.calls {
		v, err := c.value(env, c.args)
		if err != nil {
			return k, false
		}
		k[i] = v
	}
	return k, true
}

// get is the effects remembered for k.
func (m *effectMemo) get(k memoKey) ([]Effect, bool) {
	known := m.known.Load()
	if known == nil {
		return nil, false
	}
	effects, ok := (*known)[k]
	return effects, ok
}

// put remembers a copy of effects for k, while the memo has room.
func (m *effectMemo) put(k memoKey, effects []Effect) {
	m.mu.Lock()
	defer m.mu.Unlock()
	old := m.known.Load()
	if old != nil && (len(*old) >= maxMemoEntries || (*old)[k] != nil) {
		return
	}
	next := make(map[memoKey][]Effect, 1+lenOf(old))
	if old != nil {
		for key, v := range *old {
			next[key] = v
		}
	}
	next[k] = slices.Clip(slices.Clone(effects))
	if next[k] == nil {
		next[k] = []Effect{}
	}
	m.known.Store(&next)
}

func lenOf(m *map[memoKey][]Effect) int {
	if m == nil {
		return 0
	}
	return len(*m)
}

// Memoized reports whether runs of p reuse the effects of earlier runs in
// which its reading calls returned the same values (see [Runner.RunEffects]).
func (p *Program) Memoized() bool { return p != nil && p.memo != nil }

// memoPlan is the memo of an effects program whose verb calls that are not
// pure are all reading calls with literal arguments and a typed value
// call, at most maxMemoReads of them once each is counted once; nil for
// any other program, and for one that reads nothing or runs without the
// VM (a constant or direct one).
func (c *Compiler) memoPlan(root ast.Node, a analysis) *effectMemo {
	if a.pure || a.fast != nil {
		return nil
	}
	p := memoPlanner{c: c}
	p.walk(root)
	if p.bad || len(p.calls) == 0 {
		return nil
	}
	for _, r := range a.reads {
		if !slices.Contains(p.names, r) {
			return nil // an env field, or a call the planner did not see
		}
	}
	return &effectMemo{calls: p.calls}
}

// memoPlanner collects a tree's reading calls for memoPlan.
type memoPlanner struct {
	c     *Compiler
	calls []memoCall
	names []string // the verbs called
	seen  []string // each call once: its verb and literal arguments
	bad   bool
}

func (p *memoPlanner) walk(n ast.Node) {
	if p.bad || n == nil {
		return
	}
	switch x := n.(type) {
	case *ast.CallNode:
		if id, ok := x.Callee.(*ast.IdentifierNode); ok {
			if v, ok := p.c.table[id.Value]; ok && !v.Pure {
				p.add(x, v)
				return // its arguments are literals and $env
			}
		}
		for i, a := range x.Arguments {
			if env, ok := a.(*ast.IdentifierNode); ok && env.Value == "$env" && i == 0 {
				continue // what the compiler passes a pure verb
			}
			p.walk(a)
		}
		return
	case *ast.IdentifierNode:
		if x.Value == "$env" {
			p.bad = true // the env reached some other way than a verb's call
		}
		return
	}
	for _, ch := range children(n) {
		p.walk(ch)
	}
}

// callID names a call by its verb and literal arguments.
func callID(name string, args []any) string { return fmt.Sprintf("%s%#v", name, args) }

// add counts call x of verb v, which is not pure.
func (p *memoPlanner) add(x *ast.CallNode, v Verb) {
	_, args, ok := p.c.literalCall(x)
	if !ok || v.value == nil {
		p.bad = true
		return
	}
	id := callID(v.Name, args)
	if slices.Contains(p.seen, id) {
		return
	}
	if len(p.calls) == maxMemoReads {
		p.bad = true
		return
	}
	p.seen = append(p.seen, id)
	p.names = append(p.names, v.Name)
	p.calls = append(p.calls, memoCall{value: v.value, args: args})
}
