package expr

import "sync"

// runners lends Runners to the package-level Run functions: each holds a
// reused VM, and a game state (or a clone of one) holds one only while a
// script runs, so states stay cheap to clone and safe to use from many
// goroutines at once.
var runners = sync.Pool{New: func() any { return new(Runner) }}

// RunEffects is [Runner.RunEffects] with a Runner borrowed from a shared
// pool.
func RunEffects(p *Program, env any, dst []Effect) ([]Effect, error) {
	r := runners.Get().(*Runner)
	dst, err := r.RunEffects(p, env, dst)
	runners.Put(r)
	return dst, err
}

// RunBool is [Runner.RunBool] with a Runner borrowed from a shared pool.
func RunBool(p *Program, env any) (bool, error) {
	r := runners.Get().(*Runner)
	ok, err := r.RunBool(p, env)
	runners.Put(r)
	return ok, err
}

// RunInt is [Runner.RunInt] with a Runner borrowed from a shared pool.
func RunInt(p *Program, env any) (int, error) {
	r := runners.Get().(*Runner)
	n, err := r.RunInt(p, env)
	runners.Put(r)
	return n, err
}
