package capitals

import (
	"fmt"

	"github.com/rulebook-go/rulebook/expr"
)

// verb is one entry of the verb table: the script verb (name, typed
// signature, one line of what it does, its function) and what its literal
// arguments name, checked at load.
type verb = expr.Checked[argKind]

type argKind uint8

const (
	argTrack      argKind = iota + 1 // any track, prestige or cubes
	argBoardTrack                    // a track of the board
	argSpec                          // a tile spec (see specMatch)
	argLevel                         // what level reads: a track (argTrack), "plant" or "tourists"
	argOption                        // a rules option of rules.yaml
	argSeat                          // a seat: 0 to the content's most players less 1
)

func env(p []any) *Env { return p[0].(*Env) }

func gainEffect(track string, n int) expr.Effect { return expr.Effect{Op: opGain, Arg: track, N: n} }

// pure marks an effect verb: its effect depends on its arguments alone.
func pure(v expr.Verb, args ...argKind) verb {
	v.Pure = true
	return verb{Verb: v, Args: args}
}

// seatArg checks a seat a script passes.
func seatArg(name string, e *Env, q int) error {
	if q < 0 || q >= e.s.seats() {
		return fmt.Errorf("%s: no seat %d", name, q)
	}
	return nil
}

// seatCount makes the verb name(p, word): a number fn reads of seat p,
// which it checks first (seatArg).
func seatCount(name string, fn func(e *Env, q int, word string) int) expr.Verb {
	return expr.Verb{Name: name, Types: []any{new(func(*Env, int, string) int)},
		Fn: func(p ...any) (any, error) {
			e, q := env(p), p[1].(int)
			if err := seatArg(name, e, q); err != nil {
				return nil, err
			}
			return fn(e, q, p[2].(string)), nil
		}}
}

// seatList lists the seats but skip.
func seatList(e *Env, skip int) []int {
	out := make([]int, 0, maxSeats)
	for q := 0; q < e.s.seats(); q++ {
		if q != skip {
			out = append(out, q)
		}
	}
	return out
}

// verbTable is the vocabulary of The Capitals' scripts: each verb declared
// once.
var verbTable = []verb{
	pure(expr.Verb2("gain", func(_ *Env, track string, n int) expr.Effect { return gainEffect(track, n) }).
		Describe("move a track by n (down when n < 0); red arrows pay at the ends", "track", "n"), argTrack),
	{Verb: expr.Verb{Name: "gain_of", Types: []any{new(func(*Env, int, string, int) expr.Effect)},
		Fn: func(p ...any) (any, error) {
			// The seat, counted from 1, is checked against the game's
			// seats when the effect is applied.
			if q := p[1].(int); q < 0 || q >= maxAmount {
				return nil, fmt.Errorf("gain_of: no seat %d", q)
			}
			return expr.Effect{Op: opGain, Arg: p[2].(string), N: p[3].(int), M: p[1].(int) + 1}, nil
		}}.Describe("move seat p's track by n (map(others(), gain_of(#, \"culture\", -1)): every other player loses 1 Culture); another City's red arrows pay at each such effect",
		"p", "track", "n"), Args: []argKind{argSeat, argTrack}},
	pure(expr.Verb{Name: "pay", Types: []any{new(func(*Env, string, int, expr.EffectArg) expr.Effect)},
		Fn: func(p ...any) (any, error) {
			then, err := expr.AppendEffects(nil, p[3])
			if err != nil {
				return nil, err
			}
			return expr.Effect{Op: opPay, Arg: p[1].(string), N: p[2].(int), Then: then}, nil
		}}.Describe("pay n on a track, then the effects it buys: Money short, Extra Taxation pays; another track is never moved below its first space to pay, so an Activation, a may's yes or an either's branch it cannot pay is not offered (an either with no branch payable offers both; elsewhere the track stops at its first space and its red arrow pays)",
		"track", "n", "then"), argTrack),
	pure(expr.Verb0("activate_adjacent", func(*Env) expr.Effect { return expr.Effect{Op: opFree, N: 1} }).
		Describe("activate an adjacent tile for free: one whose own activation is not a free one and whose costs can be paid (nothing when there is none)")),
	pure(expr.Verb1("build", func(_ *Env, n int) expr.Effect { return expr.Effect{Op: opExtra, N: n} }).
		Describe("build n more tiles from the Projects Area, one after another, each taken from any row (paying the row) and placed \"following all building rules\": the Building Phase's \"Choose 1 Building Tile\" and \"Immediately place\" (an Immediate Effect; one Prosperity tile uses it today)", "n")),

	{Verb: expr.Verb{Name: "conditional", Types: []any{new(func(*Env, int, expr.EffectArg) expr.Effect)}, Fn: fnConditional}.
		Describe("a Conditional Effect met n times (\"for every 3 employment, gain 1 culture\": conditional(per(\"employment\", 3), gain(\"culture\", 1))): the effects n times, none when n is 0; the player chooses how many, from 1 to n (conditional_times=chosen, the default; \"most\" takes n) (\"may take place multiple times ... and wishes it to take place. However, the effect must take place at least once\")",
			"n", "then")},
	{Verb: expr.Verb3("by_era", func(e *Env, a, b, c int) int { return [3]int{a, b, c}[min(max(e.s.era(), 1), 3)-1] }).
		Describe("a, b or c in Era I, II or III", "a", "b", "c")},
	{Verb: expr.Verb0("me", func(e *Env) int { return e.player }).Describe("your seat")},
	{Verb: expr.Verb0("players", func(e *Env) []int { return seatList(e, -1) }).Describe("every seat, in seat order")},
	{Verb: expr.Verb1("first_on", func(e *Env, track string) int { return e.s.ranked(track, true) }).
		Describe("the seat highest on a board track, ties broken by the Economy Track, then the Initiative Track (\"Breaking Ties\")", "track"),
		Args: []argKind{argBoardTrack}},
	{Verb: expr.Verb1("last_on", func(e *Env, track string) int { return e.s.ranked(track, false) }).
		Describe("the seat lowest on a board track, with the same tie rules", "track"), Args: []argKind{argBoardTrack}},
	{Verb: expr.Verb1("highest_on", func(e *Env, track string) bool { return e.s.onTop(e.player, track, true) }).
		Describe("you are the highest player on a board track (\"be highest player on the employment track\"): above every other City, or with the rules option track_ties=broken first_on(track) is you", "track"),
		Args: []argKind{argBoardTrack}},
	{Verb: expr.Verb1("lowest_on", func(e *Env, track string) bool { return e.s.onTop(e.player, track, false) }).
		Describe("you are the lowest player on a board track, as highest_on reads the highest", "track"), Args: []argKind{argBoardTrack}},
	{Verb: expr.Verb0("others", func(e *Env) []int { return seatList(e, e.player) }).Describe("the other seats")},
	{Verb: seatCount("level_of", func(e *Env, q int, track string) int { return e.s.level(q, track) }).
		Describe("seat p's level on a track, as level reads it", "p", "track"), Args: []argKind{argSeat, argLevel}},
	{Verb: seatCount("tiles_of", func(e *Env, q int, spec string) int { return e.s.tilesOf(q, spec) }).
		Describe("seat p's tiles a tile spec names", "p", "spec"), Args: []argKind{argSeat, argSpec}},
	{Verb: expr.Verb1("level", func(e *Env, track string) int { return e.s.level(e.player, track) }).
		Describe(`your level on a track (prestige and cubes too), or what your City shows: "plant" (your Power Plant's level) or "tourists" (the Tourist Markers in your City)`, "track"), Args: []argKind{argLevel}},
	{Verb: expr.Verb{Name: "per", Types: []any{new(func(*Env, string, int) int)},
		Fn: func(p ...any) (any, error) {
			e := env(p)
			n := p[2].(int)
			if n <= 0 {
				return nil, fmt.Errorf("per: %d must be positive", n)
			}
			return max(0, e.s.level(e.player, p[1].(string))) / n, nil
		}}.Describe("your level on a track (0 if below), divided by n, rounded down", "track", "n"), Args: []argKind{argTrack}},
	{Verb: expr.Verb1("above_zero", func(e *Env, track string) int { return max(0, e.s.level(e.player, track)) }).
		Describe("your level on a track, 0 if below", "track"), Args: []argKind{argTrack}},
	{Verb: expr.Verb1("ahead", func(e *Env, track string) int { return e.s.ahead(e.player, track) }).
		Describe("the markers ahead of yours on a board track (the neutral Culture marker included)", "track"), Args: []argKind{argBoardTrack}},
	{Verb: expr.Verb0("count", func(e *Env) int { return e.times }).
		Describe("the count of a Construction Effect; for a Permanent Effect, the amount its event carries (paid, taxation); elsewhere always 0, a load error")},
	{Verb: expr.Verb1("adjacent", func(e *Env, spec string) int { return e.s.adjacentOf(e.player, e.cell, spec) }).
		Describe("the tiles touching this tile that a tile spec names (\"any\", \"housing\", \"industry+commerce\")", "spec"), Args: []argKind{argSpec}},
	{Verb: expr.Verb1("adjacent_types", func(e *Env, spec string) int { return e.s.adjacentTypes(e.player, e.cell, -1, spec) }).
		Describe("the different types (colours) of the tiles touching this tile that a tile spec names, other than its own: the rulebook's \"each different type (color) of tile that is adjacent (do not count color of this tile)\" (an End of Game Effect and the Construction Effects' count of it)", "spec"),
		Args: []argKind{argSpec}},
	{Verb: expr.Verb1("tiles", func(e *Env, spec string) int { return e.s.tilesOf(e.player, spec) }).
		Describe("your tiles a tile spec names", "spec"), Args: []argKind{argSpec}},
	{Verb: expr.Verb0("era", func(e *Env) int { return e.s.era() }).Describe("the current Era")},
	{Verb: expr.Verb{Name: "subject_type", Types: []any{new(func(*Env) string)},
		Fn: func(p ...any) (any, error) { return env(p).subjectType(), nil }}.
		Describe("the type (colour) of the tile a match script is asked about, \"\" for none: a tile spec (adjacent(subject_type()) == 1: the tile built is the only one of its type touching this tile)")},
	{Verb: expr.Verb{Name: "option", Types: []any{new(func(*Env, string) string)},
		Fn:                                                                                    func(p ...any) (any, error) { return env(p).rule(p[1].(string)), nil }}.
		Describe("the chosen reading of a rules option (rules.yaml's options)", "name"), Args: []argKind{argOption}},
	{Verb: expr.Verb1("subject_is", func(e *Env, spec string) bool { return e.subject >= 0 && e.s.c.specIs(spec, e.subject) }).
		Describe("whether the tile a match script is asked about is one a tile spec names (\"industry\", \"housing.high\", \"progress=3\", \"housing+tourism\"); in a match script only (elsewhere a load error)", "spec"),
		Args: []argKind{argSpec}},
}

// language is a verb table compiled: the vocabulary content is loaded
// with. Load uses the game's table; a test may load content with a table
// of its own.
type language = expr.Table[verb]

// defaultLanguage compiles every script Load reads, and verbs is its
// vocabulary: the verbs of The Capitals' scripts.
var (
	defaultLanguage = expr.NewTable((*Env)(nil), verbTable, compileOptions...)
	verbs           = defaultLanguage.Verbs()
)

// compiler compiles with the game's verbs.
var compiler = defaultLanguage.Compiler()

// compileOptions bound every effect's amount, so an amount out of range is
// a located error (at load for a constant script, in play otherwise).
var compileOptions = []expr.Option{expr.Counts(-maxAmount, maxAmount)}

// noName is "" as a script value.
var noName any = ""

// subjectType is the type of the tile kind a match script is asked about,
// as a script value: a name the content boxed at load, so that a match
// script run in play allocates nothing.
func (e *Env) subjectType() any {
	if e.s == nil || e.subject < 0 || e.subject >= len(e.s.c.tiles) {
		return noName
	}
	if t := e.s.c.tiles[e.subject].Type; t >= 0 && t < len(e.s.c.boxed.types) {
		return e.s.c.boxed.types[t]
	}
	return noName
}

// rule is the chosen reading of rules option name as a script value
// (boxed at load, as subjectType), "" for none.
func (e *Env) rule(name string) any {
	if e.s == nil {
		return noName
	}
	for i, n := range ruleNames {
		if n == name {
			if v, ok := e.s.c.boxed.choices[e.s.opts.rules[i]]; ok {
				return v
			}
			return e.s.opts.rules[i]
		}
	}
	return noName
}

// boxedNames are the names scripts read, each boxed once at load.
type boxedNames struct {
	types   []any          // by type index
	choices map[string]any // the rules options' choices
}

// boxNames boxes the type names and the rules options' choices.
func (c *Content) boxNames() {
	c.boxed.types = make([]any, len(c.types))
	for i, t := range c.types {
		c.boxed.types[i] = t
	}
	c.boxed.choices = map[string]any{}
	for _, o := range c.options {
		for _, ch := range append([]string{o.Default}, o.Choices...) {
			c.boxed.choices[ch] = ch
		}
	}
}

// fnConditional is the verb conditional(n, then): "The Conditional Effect
// may take place multiple times if the player has multiple amounts of the
// indicated item/resource and wishes it to take place. However, the effect
// must take place at least once." With conditional_times=chosen (the
// default) it takes place once and the player may have it take place
// again, up to n times; with conditional_times=most it takes place n
// times, a single gain becoming one gain of n times its amount.
func fnConditional(p ...any) (any, error) {
	e, n := env(p), p[1].(int)
	// One effect is read as it is: no list for a count of 0, nor for a
	// gain that takes place n times at once.
	one, single := p[2].(expr.Effect)
	var then []expr.Effect
	switch {
	case !single:
		var err error
		if then, err = expr.AppendEffects(nil, p[2]); err != nil {
			return nil, err
		}
		if len(then) == 1 {
			one, single = then[0], true
		}
	case one.Op == expr.OpNone:
		single = false
	}
	if n < 0 || n > maxAmount {
		return nil, fmt.Errorf("conditional: %d times is out of range 0..%d", n, maxAmount)
	}
	if n == 0 || !single && len(then) == 0 {
		return expr.Effect{}, nil
	}
	most := e.s == nil || !e.s.opts.chosenTimes || n == 1
	if most && single && one.Op == opGain && one.M == 0 {
		one.N *= n
		return one, nil
	}
	if then == nil {
		then = []expr.Effect{one}
	}
	if most {
		if n > expr.MaxRepeat {
			return nil, fmt.Errorf("conditional: %d times is more than %d", n, expr.MaxRepeat)
		}
		return expr.Effect{Op: expr.OpRepeat, N: n, Then: then}, nil
	}
	// Once, then "again?" up to n times: each yes takes it once more. The
	// questions are unfolded one at a time, as they are answered (opCond).
	return expr.Effect{Op: opCond, N: n, Then: then}, nil
}
