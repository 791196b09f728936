package expr

import (
	"fmt"
	"reflect"
)

// Op is a game-defined effect operation code. Each game numbers its own
// primitives from [OpGame] upwards; the codes below OpGame are the generic
// combinators every game gets from this package.
type Op uint16

// The generic combinators' operation codes. Game ops start at OpGame.
const (
	// OpNone is "nothing": the effect none() returns. Effect lists produced by
	// this package never contain it (see [Runner.RunEffects]).
	OpNone Op = iota
	// OpMay is "you may …": a yes/no prompt saying Label; on yes the game
	// applies Then.
	OpMay
	// OpEither is a choice between Then and Else; Label says what is chosen.
	OpEither
	// OpRepeat is Then applied N times.
	OpRepeat

	// OpGame is the first operation code a game may use for its own
	// primitives.
	OpGame Op = 16
)

// MaxRepeat is the largest count repeat() accepts; a larger or negative
// count is a run-time error.
const MaxRepeat = 100

// Effect is one step a script asks the game to do. Scripts never mutate
// state; they return effects, the game applies them in order, and an effect
// that needs a decision suspends the game on a prompt.
//
// Effects are plain data (comparable fields and nested lists), so a state
// holding pending effects clones and JSON-encodes simply. Treat the Then and
// Else lists as immutable: they may be shared between effects.
type Effect struct {
	Op    Op       `json:"op"`
	Arg   string   `json:"arg,omitempty"`   // a deck, a card type, a track, a card id…
	N     int      `json:"n,omitempty"`     // a count or an amount
	M     int      `json:"m,omitempty"`     // a second number: a cost, a value
	Label string   `json:"label,omitempty"` // what a prompt says
	Then  []Effect `json:"then,omitempty"`  // nested effects (may, either, repeat)
	Else  []Effect `json:"else,omitempty"`  // the other branch (either)
}

// String formats e for logs and tests: the op number and the non-zero
// fields, e.g. "16(budget 2)" or "may[discard]{17(1)}". Games that name
// their ops usually print effects their own way.
func (e Effect) String() string {
	var s string
	switch e.Op {
	case OpNone:
		s = "none"
	case OpMay:
		s = "may"
	case OpEither:
		s = "either"
	case OpRepeat:
		s = "repeat"
	default:
		s = fmt.Sprint(uint16(e.Op))
	}
	if e.Label != "" {
		s += "[" + e.Label + "]"
	}
	switch {
	case e.M != 0 && e.Arg != "":
		s += fmt.Sprintf("(%s %d %d)", e.Arg, e.N, e.M)
	case e.M != 0:
		s += fmt.Sprintf("(%d %d)", e.N, e.M)
	case e.Arg != "" && e.N != 0:
		s += fmt.Sprintf("(%s %d)", e.Arg, e.N)
	case e.Arg != "":
		s += "(" + e.Arg + ")"
	case e.N != 0:
		s += fmt.Sprintf("(%d)", e.N)
	}
	if e.Then != nil || e.Op == OpMay || e.Op == OpEither || e.Op == OpRepeat {
		s += listString(e.Then).String()
	}
	if e.Else != nil || e.Op == OpEither {
		s += listString(e.Else).String()
	}
	return s
}

type listString []Effect

func (l listString) String() string {
	s := "{"
	for i, e := range l {
		if i > 0 {
			s += ", "
		}
		s += e.String()
	}
	return s + "}"
}

// EffectArg is the parameter type of a verb argument that takes effects: one
// [Effect], a list literal of effects, a []Effect, or an if/else of those.
// Declare such a parameter as EffectArg in the verb's signature, e.g.
// new(func(*Env, string, expr.EffectArg) expr.Effect); the compiler then checks
// every element of the argument, and at run time the verb receives the raw
// value, which [AppendEffects] turns into a []Effect.
type EffectArg interface{}

// maxNesting bounds how deeply lists of effects may nest at run time.
const maxNesting = 32

// MaxEffects is the most effects one list may flatten to. A list that
// holds another list twice, nested, grows exponentially when flattened;
// this bounds it.
const MaxEffects = 10_000

// AppendEffects appends the effects v holds to dst: v is an [Effect], a
// []Effect, or a list ([]any) of those, nested to any reasonable depth.
// Effects with Op [OpNone] are dropped. A value of any other type, or more
// than [MaxEffects] effects, is an error (and dst is returned unchanged).
func AppendEffects(dst []Effect, v any) ([]Effect, error) {
	n := len(dst)
	budget := MaxEffects
	out, err := appendEffects(dst, v, 0, &budget)
	if err != nil {
		return dst[:n], err
	}
	return out, nil
}

func appendEffects(dst []Effect, v any, depth int, budget *int) ([]Effect, error) {
	var err error
	switch v := v.(type) {
	case Effect:
		return appendEffect(dst, v, budget)
	case []Effect:
		for _, e := range v {
			if dst, err = appendEffect(dst, e, budget); err != nil {
				return dst, err
			}
		}
		return dst, nil
	case []any:
		if depth >= maxNesting {
			return dst, fmt.Errorf("effects nested more than %d lists deep", maxNesting)
		}
		for _, x := range v {
			if dst, err = appendEffects(dst, x, depth+1, budget); err != nil {
				return dst, err
			}
		}
		return dst, nil
	case nil:
		return dst, fmt.Errorf("nil is not an Effect")
	default:
		return dst, fmt.Errorf("%T is not an Effect", v)
	}
}

// appendEffect appends e to dst, unless its Op is OpNone, within what is
// left of the budget of effects.
func appendEffect(dst []Effect, e Effect, budget *int) ([]Effect, error) {
	if e.Op == OpNone {
		return dst, nil
	}
	if *budget--; *budget < 0 {
		return dst, errTooMany
	}
	return append(dst, e), nil
}

var errTooMany = fmt.Errorf("more than %d effects", MaxEffects)

// effectList converts an effects argument to a fresh []Effect (nil when it
// holds nothing). A lone Effect or a []Effect with no OpNone is used as is.
func effectList(v any) ([]Effect, error) {
	switch v := v.(type) {
	case []Effect:
		clean := true
		for _, e := range v {
			if e.Op == OpNone {
				clean = false
				break
			}
		}
		if clean {
			if len(v) == 0 {
				return nil, nil
			}
			return v, nil
		}
	case Effect:
		if v.Op == OpNone {
			return nil, nil
		}
		return []Effect{v}, nil
	}
	return AppendEffects(nil, v)
}

var (
	effectType     = reflect.TypeOf(Effect{})
	effectListType = reflect.TypeOf([]Effect(nil))
	effectArgType  = reflect.TypeOf((*EffectArg)(nil)).Elem()
)

// The generic combinators. They take no env, so the patcher leaves their
// calls alone.
var combinators = []Verb{
	combinator("may", fnMay, new(func(string, EffectArg) Effect), "you may: a yes/no prompt saying label; on yes, the effects", "label", "then"),
	combinator("either", fnEither, new(func(string, EffectArg, EffectArg) Effect), "a choice between a and b; label says what is chosen", "label", "a", "b"),
	combinator("repeat", fnRepeat, new(func(int, EffectArg) Effect), fmt.Sprintf("the effects n times (n from 0 to %d at most; a game may bound its counts lower)", MaxRepeat), "n", "then"),
	combinator("none", fnNone, new(func() Effect), "nothing, for an empty if/else branch"),
}

// combinator is the table entry of a combinator: a pure verb of signature
// typ (a new(func(...) Effect), without an env), doc and the names of its
// arguments.
func combinator(name string, fn func(params ...any) (any, error), typ any, doc string, params ...string) Verb {
	return Verb{Name: name, Fn: fn, Types: []any{typ}, Doc: doc, Params: params, Pure: true}
}

func fnMay(params ...any) (any, error) {
	a := combinatorArgs("may", params, 2)
	return a.result(Effect{Op: OpMay, Label: a.label(0), Then: a.effects(1, "")})
}

func fnEither(params ...any) (any, error) {
	a := combinatorArgs("either", params, 3)
	return a.result(Effect{Op: OpEither, Label: a.label(0), Then: a.effects(1, "first choice: "), Else: a.effects(2, "second choice: ")})
}

func fnRepeat(params ...any) (any, error) {
	a := combinatorArgs("repeat", params, 2)
	return a.result(Effect{Op: OpRepeat, N: a.count(0), Then: a.effects(1, "")})
}

func fnNone(params ...any) (any, error) {
	a := combinatorArgs("none", params, 0)
	return a.result(Effect{})
}

// callArgs reads the arguments of a call of a combinator. The first
// problem is kept in err; once there is one, every read returns a zero
// value.
type callArgs struct {
	name   string
	params []any
	err    error
}

// combinatorArgs starts reading the arguments params of a call of
// combinator name, which takes n of them.
func combinatorArgs(name string, params []any, n int) callArgs {
	a := callArgs{name: name, params: params}
	if len(params) != n {
		a.err = fmt.Errorf("%s: got %d arguments, want %d", name, len(params), n)
	}
	return a
}

// label reads argument i, a string saying what is chosen.
func (a *callArgs) label(i int) string {
	if a.err != nil {
		return ""
	}
	label, ok := a.params[i].(string)
	if !ok {
		a.err = fmt.Errorf("%s: label is %T, want string", a.name, a.params[i])
	}
	return label
}

// count reads argument i, a repeat count from 0 to MaxRepeat.
func (a *callArgs) count(i int) int {
	if a.err != nil {
		return 0
	}
	n, ok := a.params[i].(int)
	switch {
	case !ok:
		a.err = fmt.Errorf("%s: count is %T, want int", a.name, a.params[i])
	case n < 0 || n > MaxRepeat:
		a.err = fmt.Errorf("%s: count %d out of range 0..%d", a.name, n, MaxRepeat)
	}
	return n
}

// effects reads argument i, effects; an error names the argument by what
// ("first choice: ", or "" for the only one).
func (a *callArgs) effects(i int, what string) []Effect {
	if a.err != nil {
		return nil
	}
	list, err := effectList(a.params[i])
	if err != nil {
		a.err = fmt.Errorf("%s: %s%w", a.name, what, err)
	}
	return list
}

// result is the combinator's effect, or the first problem its arguments had.
func (a *callArgs) result(e Effect) (any, error) {
	if a.err != nil {
		return nil, a.err
	}
	return e, nil
}
