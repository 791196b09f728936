package highrise

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// canInfo is what the loader learns about a can script: which of a can
// script's inputs it reads, so a listing of moves runs each distinct
// (script, inputs) once, and a Go answer for a script that is only a
// reading verb (or one compared with a constant, or bool readers joined by
// ||), so it needs no VM run.
type canInfo struct {
	id    int             // equal for can scripts of the same text
	hood  bool            // reads the Neighborhood acted on (here())
	extra bool            // reads the Floors a Bonus Space adds
	fast  func(*Env) bool // the script's answer without the VM; nil to run it
}

// boolReaders and intReaders are the reading verbs by name, filled by
// readBool and readInt as the vocabulary is built.
var (
	boolReaders = map[string]func(*Env) bool{}
	intReaders  = map[string]func(*Env) int{}
)

// extraReaders are the verbs that read Env.extra; hoodReaders those that
// read Env.hood.
var (
	extraReaders = map[string]bool{"can_construct": true, "can_construct_choosing": true, "can_construct_switching": true, "can_trade": true, "can_choose": true}
	hoodReaders  = map[string]bool{"here": true}
)

// noteCan records what can script s, compiled to p, reads.
func (c *Content) noteCan(s content.Script, p *expr.Program) {
	if c.cans == nil {
		c.cans = map[*expr.Program]*canInfo{}
		c.canIDs = map[string]int{}
	}
	src := strings.TrimSpace(s.Src)
	id, ok := c.canIDs[src]
	if !ok {
		id = len(c.canIDs)
		c.canIDs[src] = id
	}
	info := &canInfo{id: id}
	calls := compiler.Calls(s)
	for _, call := range calls {
		info.extra = info.extra || extraReaders[call.Func]
		info.hood = info.hood || hoodReaders[call.Func]
	}
	if len(calls) == 1 && len(calls[0].Args) == 0 {
		info.fast = fastCan(src, calls[0].Func)
	} else if len(calls) > 1 {
		info.fast = fastAny(src)
	}
	c.cans[p] = info
}

// fastAny is a Go answer for a script that is only "a() || b() || ..." of
// bool readers; nil otherwise.
func fastAny(src string) func(*Env) bool {
	var fs []func(*Env) bool
	for _, part := range strings.Split(src, "||") {
		name, ok := strings.CutSuffix(strings.TrimSpace(part), "()")
		f := boolReaders[name]
		if !ok || f == nil {
			return nil
		}
		fs = append(fs, f)
	}
	return func(e *Env) bool {
		for _, f := range fs {
			if f(e) {
				return true
			}
		}
		return false
	}
}

// fastCan is a Go answer for a script that is name() of a bool reader, or
// name() compared with an integer literal for an int reader; nil otherwise.
func fastCan(src, name string) func(*Env) bool {
	rest, ok := strings.CutPrefix(src, name+"()")
	if !ok {
		return nil
	}
	rest = strings.TrimSpace(rest)
	if rest == "" {
		return boolReaders[name]
	}
	f := intReaders[name]
	if f == nil {
		return nil
	}
	for _, op := range []string{">=", "<=", "==", "!=", ">", "<"} {
		num, ok := strings.CutPrefix(rest, op)
		if !ok {
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(num))
		if err != nil {
			return nil
		}
		switch op {
		case ">=":
			return func(e *Env) bool { return f(e) >= n }
		case "<=":
			return func(e *Env) bool { return f(e) <= n }
		case "==":
			return func(e *Env) bool { return f(e) == n }
		case "!=":
			return func(e *Env) bool { return f(e) != n }
		case ">":
			return func(e *Env) bool { return f(e) > n }
		case "<":
			return func(e *Env) bool { return f(e) < n }
		}
	}
	return nil
}

// runFast answers a can script in Go; a panic is a false answer, as a
// failed VM run is.
func runFast(f func(*Env) bool, e *Env) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	return f(e)
}
