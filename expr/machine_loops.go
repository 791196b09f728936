package expr

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook/content"
)

// The loop and choice combinators' operation codes, beside may, either and
// repeat: for_each, choose_n and repeat_while / repeat_until. Their
// filters, conditions and bodies that name an item are deferred scripts:
// string literals of the script, compiled and type-checked at load (see
// [Deferred]) and run when the step is reached, so they read the state as
// it is then.
const (
	// OpEach is for_each(kind, filter, then): for each item of the kind
	// that passes the filter (Arg, a bool script over item()), the body
	// (Label, an effects script) is run with the item bound, the first
	// item's effects done first. M is the Kind.
	OpEach Op = 4
	// OpChoose is choose_n(kind, n, filter, then): the player chooses an
	// item of the kind that passes the filter (Arg), the body (Label) runs
	// with it bound, N times or until no item passes. M is the Kind.
	OpChoose Op = 5
	// OpLoop is repeat_while(cond, then) (N [LoopWhile]: cond is checked
	// before each round), repeat_until(cond, then) (N [LoopUntil]: the
	// effects come first, then cond is checked) and repeat_may(label, cond,
	// then) (N [LoopMay]: as repeat_while, and before every round but the
	// first the player may stop; Label says what is repeated). Arg is cond,
	// Then the effects of one round.
	OpLoop Op = 6
)

// The kinds of repeat loop an OpLoop effect's N names.
const (
	LoopWhile = 0 // repeat_while
	LoopUntil = 1 // repeat_until
	LoopMay   = 2 // repeat_may
)

// MaxRounds bounds the rounds of a repeat_while or repeat_until loop: a
// condition that never changes is content that loops.
const MaxRounds = MaxRepeat

// Kind is what a for_each or choose_n ranges over. A game says how many
// items of each kind it has, how a chosen item is written in a move and
// what binding one means (for a player: the body acts for that player).
type Kind uint8

// The kinds of items: the rulebooks choose a player, a card, a Building,
// a place (a Neighborhood, a zone) or a number.
const (
	KindPlayer Kind = iota + 1
	KindCard
	KindBuilding
	KindPlace
	KindNumber
)

var kindNames = [...]string{KindPlayer: "player", KindCard: "card", KindBuilding: "building", KindPlace: "place", KindNumber: "number"}

// String is the kind's script name: "player", "card", "building",
// "place", "number".
func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// KindOf is the kind named name, or false.
func KindOf(name string) (Kind, bool) {
	for k, n := range kindNames {
		if n != "" && n == name {
			return Kind(k), true
		}
	}
	return 0, false
}

func validKind(name string) bool {
	_, ok := KindOf(name)
	return ok
}

// IsLoop reports whether op is a loop or choice-of-items step's: OpEach,
// OpChoose or OpLoop.
func IsLoop(op Op) bool { return op == OpEach || op == OpChoose || op == OpLoop }

// LoopVerbs are the loop and choice combinators for a game whose scripts
// run against env type E: for_each, choose_n, repeat_while and
// repeat_until, repeat_may. A game that does their steps (see [ForEach], [Pick],
// [Loop]) adds them to its verb table; the others do not offer them.
func LoopVerbs[E any]() []Verb {
	return []Verb{
		{
			Name: "for_each", Fn: skipEnv(fnForEach), Pure: true,
			Types:  []any{new(func(E, string, string, string) Effect)},
			Doc:    "for each item of a kind (player, card, building, place, number) that passes filter (a bool script over item(), \"\" for all), the effects script then, run with the item bound (a player's acts for that player)",
			Params: []string{"kind", "filter", "then"},
			Defers: []DeferredArg{{1, Bool}, {2, Effects}}, RangesOver: true,
		},
		{
			Name: "choose_n", Fn: skipEnv(fnChooseN), Pure: true,
			Types:  []any{new(func(E, string, int, string, string) Effect)},
			Doc:    "choose an item of a kind that passes filter, n times (or until none passes); the effects script then runs with each choice bound",
			Params: []string{"kind", "n", "filter", "then"},
			Defers: []DeferredArg{{2, Bool}, {3, Effects}}, RangesOver: true,
		},
		{
			Name: "repeat_while", Fn: skipEnv(fnLoop(0)), Pure: true,
			Types:  []any{new(func(E, string, EffectArg) Effect)},
			Doc:    "while the bool script cond holds (checked before each round), the effects",
			Params: []string{"cond", "then"},
			Defers: []DeferredArg{{0, Bool}},
		},
		{
			Name: "repeat_until", Fn: skipEnv(fnLoop(1)), Pure: true,
			Types:  []any{new(func(E, string, EffectArg) Effect)},
			Doc:    "the effects, again until the bool script cond holds (checked after each round)",
			Params: []string{"cond", "then"},
			Defers: []DeferredArg{{0, Bool}},
		},
		{
			Name: "repeat_may", Fn: skipEnv(fnMayLoop), Pure: true,
			Types:  []any{new(func(E, string, string, EffectArg) Effect)},
			Doc:    "while the bool script cond holds (checked before each round), the effects; before every round but the first you may stop (\"You may stop at any time\"), label saying what is done again",
			Params: []string{"label", "cond", "then"},
			Defers: []DeferredArg{{1, Bool}},
		},
	}
}

// skipEnv drops the env the patcher passes first.
func skipEnv(fn func(params ...any) (any, error)) func(params ...any) (any, error) {
	return func(params ...any) (any, error) {
		if len(params) == 0 {
			return nil, fmt.Errorf("no env")
		}
		return fn(params[1:]...)
	}
}

// text reads argument i, a string (what names it in an error).
func (a *callArgs) text(i int, what string) string {
	if a.err != nil {
		return ""
	}
	s, ok := a.params[i].(string)
	if !ok {
		a.err = fmt.Errorf("%s: %s is %T, want string", a.name, what, a.params[i])
	}
	return s
}

// kind reads argument i, the name of a kind of item.
func (a *callArgs) kind(i int) Kind {
	s := a.text(i, "kind")
	if a.err != nil {
		return 0
	}
	k, ok := KindOf(s)
	if !ok {
		a.err = fmt.Errorf("%s: no kind %q (player, card, building, place, number)", a.name, s)
	}
	return k
}

func fnForEach(params ...any) (any, error) {
	a := combinatorArgs("for_each", params, 3)
	k := a.kind(0)
	return a.result(Effect{Op: OpEach, M: int(k), Arg: a.text(1, "filter"), Label: a.text(2, "effects")})
}

func fnChooseN(params ...any) (any, error) {
	a := combinatorArgs("choose_n", params, 4)
	k := a.kind(0)
	return a.result(Effect{Op: OpChoose, M: int(k), N: a.count(1), Arg: a.text(2, "filter"), Label: a.text(3, "effects")})
}

func fnLoop(until int) func(params ...any) (any, error) {
	name := [2]string{"repeat_while", "repeat_until"}[until]
	return func(params ...any) (any, error) {
		a := combinatorArgs(name, params, 2)
		return a.result(Effect{Op: OpLoop, N: until, Arg: a.text(0, "cond"), Then: a.effects(1, "")})
	}
}

func fnMayLoop(params ...any) (any, error) {
	a := combinatorArgs("repeat_may", params, 3)
	return a.result(Effect{Op: OpLoop, N: LoopMay, Label: a.label(0), Arg: a.text(1, "cond"), Then: a.effects(2, "")})
}

// Deferred holds the deferred scripts of a game's content, compiled at
// load: the filters, conditions and bodies the loop combinators name by
// their text. Built once by the loader, it is read-only and shared.
type Deferred struct {
	progs map[deferKey]*Program
}

// deferKey finds a deferred script by its text and result, with no
// allocation on the playout path.
type deferKey struct {
	src string
	r   Result
}

// DeferredArg is an argument of a verb that is a deferred script: which
// argument, and the result its script has.
type DeferredArg struct {
	Arg    int
	Result Result
}

// DeferredScript is a deferred argument of a loop combinator: its script
// (at its literal's position in the YAML file) and the result it has.
type DeferredScript struct {
	Script content.Script
	Result Result
}

// DeferredScripts lists the deferred scripts script s names, and adds to
// errs what is wrong with the calls: a deferred argument must be a string
// literal and a kind one the machine knows. An empty filter (every item)
// is not listed. A game's loader compiles each as it compiles any script
// (a body may name deferred scripts of its own) and adds it with
// [Deferred.Add].
func (c *Compiler) DeferredScripts(s content.Script, errs *content.Errors) []DeferredScript {
	if s.IsZero() {
		return nil
	}
	var out []DeferredScript
	for _, call := range c.Calls(s) {
		v := c.table[call.Func]
		if v.RangesOver && len(call.Args) > 0 {
			if k, _ := call.Args[0].(string); !validKind(k) {
				errs.Add(call.ArgPos[0], "%s: the kind must be one of player, card, building, place, number, not %v", call.Func, call.Args[0])
			}
		}
		for _, a := range v.Defers {
			if a.Arg >= len(call.Args) {
				continue // Compile reports the arity
			}
			src, ok := call.Args[a.Arg].(string)
			if !ok {
				errs.Add(call.ArgPos[a.Arg], "%s: argument %d must be a script in a string literal", call.Func, a.Arg+1)
				continue
			}
			if src == "" && a.Result == Bool {
				continue
			}
			pos := call.ArgPos[a.Arg]
			pos.Col++ // past the opening quote
			out = append(out, DeferredScript{Script: content.Script{Src: src, Pos: pos}, Result: a.Result})
		}
	}
	return out
}

// Add records p as the compiled deferred script ds.
func (d *Deferred) Add(ds DeferredScript, p *Program) {
	if d.progs == nil {
		d.progs = map[deferKey]*Program{}
	}
	d.progs[deferKey{ds.Script.Src, ds.Result}] = p
}

// Compile compiles, with c, the deferred scripts s names and theirs in
// turn, adding the errors to errs. It is the whole of a loader's work for
// a game that compiles scripts with nothing of its own.
func (d *Deferred) Compile(c *Compiler, s content.Script, errs *content.Errors) {
	for _, ds := range c.DeferredScripts(s, errs) {
		p, err := c.Compile(ds.Script, ds.Result)
		if err != nil {
			errs.AddError(err)
			continue
		}
		d.Add(ds, p)
		if ds.Result == Effects {
			d.Compile(c, ds.Script, errs)
		}
	}
}

// Program is the compiled deferred script of text src and result r, nil
// when the content has none (an empty filter: every item).
func (d *Deferred) Program(src string, r Result) *Program {
	return d.progs[deferKey{src, r}]
}

// Members appends to dst the items 0..size-1 that pass: a snapshot of the
// set a for_each ranges over or a choose_n chooses from, in order. An
// error of pass stops the listing.
func Members(size int, pass func(item int) (bool, error), dst []int) ([]int, error) {
	for i := range size {
		ok, err := pass(i)
		if err != nil {
			return dst, err
		}
		if ok {
			dst = append(dst, i)
		}
	}
	return dst, nil
}

// ForEach expands a for_each onto st: for each item, in order, body
// returns its effects, which push puts on st for that item, so that the
// first item's effects are done first.
func ForEach[T any](st *Stack[T], items []int, body func(item int) ([]Effect, error), push func(item int, e Effect) error) error {
	for i := len(items) - 1; i >= 0; i-- {
		item := items[i]
		effects, err := body(item)
		if err != nil {
			return err
		}
		if err := Expand(st, effects, func(e Effect) error { return push(item, e) }); err != nil {
			return err
		}
	}
	return nil
}

// Pick is a pending choose_n as a game's task holds it: the kind, the
// filter and body scripts' texts, and how many choices are left.
type Pick struct {
	Kind   Kind
	Left   int
	Filter string
	Body   string
}

// PickOf is the choice step a choose_n effect becomes.
func PickOf(e Effect) Pick { return Pick{Kind: Kind(e.M), Left: e.N, Filter: e.Arg, Body: e.Label} }

// Prompt is the question the step asks, after the player's name:
// "choose a player (2 to choose)".
func (p Pick) Prompt() string {
	if p.Left == 1 {
		return fmt.Sprintf("choose a %v", p.Kind)
	}
	return fmt.Sprintf("choose a %v (%d to choose)", p.Kind, p.Left)
}

// Waits reports whether the step waits for a choice: one is left to make
// and an item passes (members is the set a listing found).
func (p Pick) Waits(members []int) bool { return p.Left > 0 && len(members) > 0 }

// Accepts reports whether item is a legal answer: one of members.
func (p Pick) Accepts(item int, members []int) bool { return slices.Contains(members, item) }

// Loop is a pending repeat_while, repeat_until or repeat_may as a game's
// task holds it: the condition's text, whether it is checked after the
// effects, the effects of a round and the rounds done. A repeat_may is a
// repeat_while whose game asks, before every round but the first, whether
// the player goes on (see [Loop.Asks]).
type Loop struct {
	Cond   string
	Until  bool
	May    bool
	Then   []Effect
	Rounds int
}

// LoopOf is the loop step a repeat_while, repeat_until or repeat_may
// effect becomes.
func LoopOf(e Effect) Loop {
	return Loop{Cond: e.Arg, Until: e.N == LoopUntil, May: e.N == LoopMay, Then: e.Then}
}

// Asks reports whether the player decides before the next round, once
// [Loop.Again] says one is due: a repeat_may after its first round.
func (l Loop) Asks() bool { return l.May && l.Rounds > 0 }

// Again reports whether another round is due, given whether the condition
// holds now (cond is read only when it matters: a repeat_until's first
// round comes before any check). More than [MaxRounds] rounds is a
// *[LoopError].
func (l Loop) Again(cond func() (bool, error)) (bool, error) {
	if l.Rounds >= MaxRounds {
		return false, &LoopError{Steps: l.Rounds}
	}
	if l.Until && l.Rounds == 0 {
		return true, nil
	}
	ok, err := cond()
	if err != nil {
		return false, err
	}
	return ok != l.Until, nil
}
