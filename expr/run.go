package expr

import (
	"errors"
	"fmt"
	"reflect"
	"sync"

	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/vm"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// Runner runs Programs. It holds one reused expr VM and its scratch space,
// so running a script allocates as little as expr allows (see the package
// benchmarks). The zero value is ready to use.
//
// A Runner is not safe for concurrent use: use one per goroutine. A game
// state typically owns one, creates it lazily, and does not copy it when it
// clones itself.
type Runner struct {
	vm vm.VM
}

// Local is a [Runner] with an env of type E beside it: a reader of a game
// state fills Env for one run in memory of its own, never in the state, so
// any number of goroutines may read one state at once.
type Local[E any] struct {
	Runner
	Env E
}

// Pool lends [Local]s: each holds a reused VM and an env. The zero value is
// ready to use and safe for concurrent use.
type Pool[E any] struct{ p sync.Pool }

// Get returns a Local from the pool, or a new one.
func (p *Pool[E]) Get() *Local[E] {
	if l, ok := p.p.Get().(*Local[E]); ok {
		return l
	}
	return new(Local[E])
}

// Put clears l's env (so the pool keeps no state alive) and returns l to
// the pool.
func (p *Pool[E]) Put(l *Local[E]) {
	var zero E
	l.Env = zero
	p.p.Put(l)
}

// RunError is a script's run-time failure: an error or a panic in expr or in
// a verb, a memory budget exceeded, a result of the wrong type. Pos is the
// YAML position of the script token being run.
type RunError struct {
	Pos content.Pos
	Msg string
	Err error // the underlying error (a verb's error, a recovered panic), if any
}

// Error returns "file:line:col: script: message", or "script: message"
// for a script with no position (one a tool compiled from a bare string).
func (e *RunError) Error() string { return e.ContentError().Error() }

// Unwrap returns rulebook.ErrContent and the underlying error, so
// errors.Is(err, rulebook.ErrContent) holds for every run-time failure of a
// script and errors.Is and errors.As see a verb's own error.
func (e *RunError) Unwrap() []error {
	if e.Err == nil {
		return []error{rulebook.ErrContent}
	}
	return []error{rulebook.ErrContent, e.Err}
}

// ContentError returns e as a content problem at the same position, for a
// loader that runs constant scripts at load time and collects its problems
// in a content.Errors.
func (e *RunError) ContentError() *content.Error {
	return &content.Error{Pos: e.Pos, Msg: "script: " + e.Msg}
}

// run runs p against env and returns its raw result.
func (r *Runner) run(p *Program, env any, want Result) (out any, err error) {
	if p == nil || p.prog == nil {
		return nil, errors.New("expr: run of a nil Program")
	}
	if p.result != want {
		return nil, &RunError{Pos: p.script.Pos, Msg: fmt.Sprintf("program returns %v; run it as such", p.result)}
	}
	if reflect.TypeOf(env) != p.envType {
		return nil, &RunError{Pos: p.script.Pos, Msg: fmt.Sprintf("env is %T, want %v", env, p.envType)}
	}
	if p.fast != nil {
		// A direct call; on any error the VM runs it and reports.
		if out, ok := p.try(env); ok {
			return out, nil
		}
	}
	defer func() {
		// vm.Run recovers its own panics; this guards the rest.
		if x := recover(); x != nil {
			out, err = nil, &RunError{Pos: p.script.Pos, Msg: fmt.Sprintf("panic: %v", x)}
		}
	}()
	r.vm.MemoryBudget = p.budget
	out, err = r.vm.Run(p.prog, env)
	if err != nil {
		return nil, p.runError(err)
	}
	return out, nil
}

// runError converts an error of the VM to a *RunError at the script's YAML
// position.
func (p *Program) runError(err error) *RunError {
	var fe *file.Error
	if !errors.As(err, &fe) {
		return &RunError{Pos: p.script.Pos, Msg: firstLine(err.Error()), Err: err}
	}
	line, col := fe.Line, fe.Column+1
	if line == 0 {
		line, col = srcLineCol(p.script.Src, fe.From)
	}
	return &RunError{Pos: p.script.At(line, col), Msg: firstLine(fe.Message), Err: fe.Prev}
}

// RunEffects runs p, compiled for [Effects], with env and appends the
// effects it returns to dst, flattening lists and dropping none(). env must
// have the type the Compiler was given. A run-time error, or a panic inside
// expr or a verb, is returned as a *[RunError] naming the script's position;
// dst is then returned unchanged. A [Program.Memoized] program whose
// reading calls return what they returned in an earlier run appends the
// effects of that run, without the VM.
func (r *Runner) RunEffects(p *Program, env any, dst []Effect) ([]Effect, error) {
	if p == nil || p.memo == nil || p.result != Effects {
		return r.runEffects(p, env, dst)
	}
	key, ok := p.memo.key(env)
	if !ok {
		return r.runEffects(p, env, dst)
	}
	if effects, ok := p.memo.get(key); ok {
		return append(dst, effects...), nil
	}
	res, err := r.runEffects(p, env, dst)
	if err == nil {
		p.memo.put(key, res[len(dst):])
	}
	return res, err
}

// runEffects is RunEffects by the VM (or a direct call).
func (r *Runner) runEffects(p *Program, env any, dst []Effect) ([]Effect, error) {
	out, err := r.run(p, env, Effects)
	if err != nil {
		return dst, err
	}
	res, err := AppendEffects(dst, out)
	if err == nil {
		err = p.checkCounts(res[len(dst):])
	}
	if err != nil {
		return dst, &RunError{Pos: p.resultPos, Msg: err.Error()}
	}
	return res, nil
}

// RunBool runs p, compiled for [Bool], with env. Errors are as for
// [Runner.RunEffects].
func (r *Runner) RunBool(p *Program, env any) (bool, error) {
	if p != nil && p.fastBool != nil && p.result == Bool && reflect.TypeOf(env) == p.envType {
		if v, ok := p.tryBool(env); ok { // typed: nothing boxed
			return v, nil
		}
	}
	out, err := r.run(p, env, Bool)
	if err != nil {
		return false, err
	}
	b, ok := out.(bool)
	if !ok {
		return false, &RunError{Pos: p.resultPos, Msg: fmt.Sprintf("result is %T, want bool", out)}
	}
	return b, nil
}

// RunInt runs p, compiled for [Int], with env. Errors are as for
// [Runner.RunEffects].
func (r *Runner) RunInt(p *Program, env any) (int, error) {
	out, err := r.run(p, env, Int)
	if err != nil {
		return 0, err
	}
	if n, ok := out.(int); ok {
		return n, nil
	}
	// Any other integer type: expr's arithmetic and a verb may return one.
	if v := reflect.ValueOf(out); v.CanInt() {
		return int(v.Int()), nil
	} else if v.CanUint() {
		return int(v.Uint()), nil
	}
	return 0, &RunError{Pos: p.resultPos, Msg: fmt.Sprintf("result is %T, want an integer", out)}
}

// LoadError turns a failure of script s, run at load time (a constant
// script evaluated once), into a content problem at its position: a
// *RunError keeps the failing token's position, any other error is placed
// at the script's start.
func LoadError(s content.Script, err error) *content.Error {
	var re *RunError
	if errors.As(err, &re) {
		return re.ContentError()
	}
	return &content.Error{Pos: s.Pos, Msg: "script: " + err.Error()}
}
