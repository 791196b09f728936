package highrise

import (
	"fmt"
	"reflect"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// The effect primitives a High Rise script may return. No tenant, tile or
// card is named here: each one's behaviour is the script in its YAML.
const (
	opDraw         expr.Op = expr.OpGame + iota // draw(n): n random Floors; the owner's draw triggers follow
	opDrawMore                                  // draw_more(n): n random Floors, no triggers
	opTake                                      // take(colour, n): Floors of a colour from the bag
	opChoose                                    // choose(n): Floors of your choice from the bag, one by one
	opTakeOneColor                              // take_one_color(n, except): n Floors of one colour you choose, not except
	opUltra                                     // ultra(n): UltraPlastic from the supply
	opCorrupt                                   // corruption(n)
	opLose                                      // lose(n): lose n Corruption (down to zero)
	opLoseUpTo                                  // lose_up_to(n): lose 0..n Corruption, your choice
	opLoseOrKeep                                // lose_or_keep(n): lose n, or keep the tile when at zero
	opVP                                        // vp(n)
	opSpire                                     // spire(n): Spires from the supply, in front of you
	opSpireOn                                   // spire_on(): a Spire from the supply onto one of your Buildings
	opCard                                      // card(id): a Power Card from its stack
	opConstruct                                 // construct(home, free)
	opSuburbs                                   // construct_suburbs(): construct and score, not placed
	opTrade                                     // trade(label, e): Trade; then you may do e, and must if you did not trade
	opSpend                                     // spend(n): return n Floors of your choice
	opOthersLose                                // opponents_lose(n)
	opFewestGain                                // fewest_opponents_gain(n)
	opTax                                       // tax(n): each opponent gives a Floor; draw the rest up to n
	opGamble                                    // gamble(bust): draw until you stop or repeat a colour
	opHoodBonus                                 // hood_bonus(): a Neighborhood's 2030 Tallest Building Bonus, now
	opFewestVPDraw                              // fewest_vp_draw(n)
	opDrawChain                                 // draw_chain(colour, n): draw; again while the colour repeats, n draws at most
	opDrawPerYard                               // draw_per_yard(): a Floor per Construction Yard, counted as you draw
	opSuite                                     // suite(n, c): draw up to n into each of your yards, c Corruption for each drawn into
	opBonusAny                                  // bonus_any(): everything from one Bonus Space anywhere
	opPenthouse                                 // penthouse(n): up to n Floors onto one of your Buildings
	opUnflip                                    // unflip(): turn a face-down Power Card face up
	opSwitch                                    // switch_color(): change one Floor's colour
	opHubDraw                                   // hub_draw(): a random Floor onto your card that holds Floors
	opHubTake                                   // hub_take(card): its Floors into your yards, the card back to its stack
	opCover                                     // cover(): an UltraPlastic requirement token on a square of this round's Blueprints
	opCondo                                     // condo(n): up to n Floors from your yards onto the Building just constructed, with VP
	opCoOwn                                     // co_own(): a Building Base onto a Building you do not control
	opRepeat                                    // repeat_action(): the power of the space you stand on, again
	opLoseVP                                    // lose_vp(n)
	opMaySkip                                   // may_skip(label): you may skip the rest of the action you stopped for
	opSpireNew                                  // spire_on_new(): a Spire from the supply onto the Building being constructed

	// Steps of the machinery, never returned by scripts.
	opFloor       // Chance draws a Floor from the bag to Dest
	opShortage    // the bag is short: take a Floor from the player with the most
	opTile        // Chance places a Bonus Tile on Bonus Space K
	opBlueprint   // Chance deals the Blueprint Card of round K
	opDealTenant  // Chance deals a Tenant into slot K
	opDealYard    // Chance deals a Base Construction Yard to seat Who
	opStartBuild  // a seat places its starting Building (Standard Game)
	opTurn        // the player to move moves the Mogul
	opBonusPick   // the mover takes one Bonus Space among those passed
	opAction      // the action of space K
	opOwnerDraw   // the owner of the Building at space K draws
	opEmbezzle    // your own Building: a Floor for a Corruption
	opOverflow    // too many Floors: expand or discard
	opDiscardDown // discard down to capacity
	opBuild       // choose Blueprint and Floors
	opSpiresOn    // put Spires on the new Building
	opPlace       // choose the Building Space (or the Suburbs)
	opTenantMay   // activate the new Building's Tenant power?
	opWindow      // use Power Cards at K (an event) or go on
	opEndAction   // the action is over
	opRoundEnd    // Tallest Building Bonus and Upkeep
	opPenalty     // the Corruption Penalty
	opNewRound    // the next round's Blueprints, Bonus Tiles and Moguls
	opFlip        // Full Game penalty: flip a Power Card face down
	opGive        // give a Floor to Arg's seat (tax)
	opTakeColor   // choose the colour for take_one_color
	opSuiteYard   // suite: how many Floors (up to N) to draw into the next Yard, K Corruption if any; Dest 1: the first, not 0
	opGambleNext  // keep drawing or stop
	opHoodPick    // choose a Neighborhood
	opPentTarget  // choose the Building for a Penthouse
	opPentFloor   // choose a Floor for a Penthouse, or stop
	opTradeGive   // trade: the colour and count given
	opTradeTake   // trade: the colour taken
	opSwitchFrom  // switch: the Floor changed
	opSwitchTo    // switch: its new colour
	opSpireTarget // spire_on: the Building
	opTrigger     // a Power Card's ongoing effect for seat Who
	opUnflipPick  // choose the card to turn face up
	opTileEffect  // a Bonus Tile's effect, after its contents
	opNeutral     // the Controlling Player (Who) blocks or moves Neutral Mogul K
	opNeutralEnd  // Neutral Mogul K's turn is over
	opLineTile    // Chance draws the solo line's Bonus Tile K
	opLinePick    // the solo player takes a Bonus Tile of the line
	opLineFloor   // ... and N Floors from those beside it
	opBlocker     // a Blueprint Blocker for Construction Zone K
	opPower       // the Tenant power of track space K for Who, its Corruption and draws done
	opActionDo    // the effects of the action of track space K (N: done again), after what its stop triggers
	opLast
)

// Env is what a script sees: the state and the player whose effect it is.
// Scripts reach it only through the verbs; it has no exported fields.
type Env struct {
	s     *State
	p     int
	hood  int    // the Neighborhood of the space acted on, -1 for none
	extra Floors // Floors a move would add (a Bonus Space passed), for can scripts
}

func effect(op expr.Op, arg string, n int) expr.Effect { return expr.Effect{Op: op, Arg: arg, N: n} }

func env(p []any) *Env { return p[0].(*Env) }

func eff0(name string, op expr.Op) expr.Verb {
	return expr.Verb{Name: name, Types: []any{new(func(*Env) expr.Effect)},
		Fn: func(p ...any) (any, error) { return effect(op, "", 1), nil }}
}

func effN(name string, op expr.Op) expr.Verb {
	return expr.Verb{Name: name, Types: []any{new(func(*Env, int) expr.Effect)},
		Fn: func(p ...any) (any, error) { return effect(op, "", p[1].(int)), nil }}
}

func effS(name string, op expr.Op) expr.Verb {
	return expr.Verb{Name: name, Types: []any{new(func(*Env, string) expr.Effect)},
		Fn: func(p ...any) (any, error) { return effect(op, p[1].(string), 1), nil }}
}

func effSN(name string, op expr.Op) expr.Verb {
	return expr.Verb{Name: name, Types: []any{new(func(*Env, string, int) expr.Effect)},
		Fn: func(p ...any) (any, error) { return effect(op, p[1].(string), p[2].(int)), nil }}
}

func readInt(name string, f func(e *Env) int) expr.Verb {
	intReaders[name] = f
	return expr.Verb{Name: name, Types: []any{new(func(*Env) int)},
		Fn: func(p ...any) (any, error) { return f(env(p)), nil }}
}

func readBool(name string, f func(e *Env) bool) expr.Verb {
	boolReaders[name] = f
	return expr.Verb{Name: name, Types: []any{new(func(*Env) bool)},
		Fn: func(p ...any) (any, error) { return f(env(p)), nil }}
}

// verbs is the vocabulary of High Rise scripts.
var verbs = []expr.Verb{
	effN("draw", opDraw),
	effN("draw_more", opDrawMore),
	{Name: "take", Types: []any{new(func(*Env, string, int) expr.Effect)},
		Fn: func(p ...any) (any, error) { return effect(opTake, p[1].(string), p[2].(int)), nil }},
	effN("choose", opChoose),
	{Name: "take_one_color", Types: []any{new(func(*Env, int, string) expr.Effect)},
		Fn: func(p ...any) (any, error) { return effect(opTakeOneColor, p[2].(string), p[1].(int)), nil }},
	effN("ultra", opUltra),
	effN("corruption", opCorrupt),
	effN("lose", opLose),
	effN("lose_up_to", opLoseUpTo),
	effN("lose_or_keep", opLoseOrKeep),
	effN("vp", opVP),
	effN("spire", opSpire),
	eff0("spire_on", opSpireOn),
	eff0("spire_on_new", opSpireNew),
	effS("card", opCard),
	{Name: "construct", Types: []any{new(func(*Env, string, bool) expr.Effect)},
		Fn: func(p ...any) (any, error) {
			n := 0
			if p[2].(bool) {
				n = 1
			}
			return expr.Effect{Op: opConstruct, Arg: p[1].(string), N: n}, nil
		}},
	eff0("construct_suburbs", opSuburbs),
	{Name: "trade", Types: []any{new(func(*Env, string, expr.EffectArg) expr.Effect)},
		Fn: func(p ...any) (any, error) {
			then, err := expr.AppendEffects(nil, p[2])
			if err != nil {
				return nil, fmt.Errorf("trade: %w", err)
			}
			return expr.Effect{Op: opTrade, Label: p[1].(string), Then: then}, nil
		}},
	effN("spend", opSpend),
	effN("opponents_lose", opOthersLose),
	effN("fewest_opponents_gain", opFewestGain),
	effN("tax", opTax),
	effN("gamble", opGamble),
	eff0("hood_bonus", opHoodBonus),
	effN("fewest_vp_draw", opFewestVPDraw),
	effSN("draw_chain", opDrawChain),
	eff0("draw_per_yard", opDrawPerYard),
	{Name: "suite", Types: []any{new(func(*Env, int, int) expr.Effect)},
		Fn: func(p ...any) (any, error) {
			return expr.Effect{Op: opSuite, N: p[1].(int), Label: fmt.Sprint(p[2].(int))}, nil
		}},
	eff0("bonus_any", opBonusAny),
	effN("penthouse", opPenthouse),
	eff0("unflip", opUnflip),
	eff0("switch_color", opSwitch),
	{Name: "switch_to_construct", Types: []any{new(func(*Env) expr.Effect)},
		Fn: func(p ...any) (any, error) { return effect(opSwitch, "construct", 1), nil }},
	eff0("hub_draw", opHubDraw),
	effS("hub_take", opHubTake),
	eff0("cover", opCover),
	effN("condo", opCondo),
	eff0("co_own", opCoOwn),
	eff0("repeat_action", opRepeat),
	effN("lose_vp", opLoseVP),
	{Name: "may_skip", Types: []any{new(func(*Env, string) expr.Effect)},
		Fn: func(p ...any) (any, error) { return expr.Effect{Op: opMaySkip, Label: p[1].(string), N: 1}, nil }},
	readBool("can_trade", func(e *Env) bool { return e.s.canTrade(e.p, e.extra) }),
	readBool("can_choose", func(e *Env) bool { return e.s.canChoose(e.p, e.extra) }),
	readInt("hub_floors", func(e *Env) int { return e.s.p[e.p].Hub.Total() }),
	{Name: "held", Types: []any{new(func(*Env, string) int)},
		Fn: func(p ...any) (any, error) { e := env(p); return e.s.held(e.p, e.s.c.cardIndex(p[1].(string))), nil }},
	{Name: "most_held", Types: []any{new(func(*Env, string) bool)},
		Fn: func(p ...any) (any, error) {
			e := env(p)
			k := e.s.c.cardIndex(p[1].(string))
			mine := e.s.held(e.p, k)
			for q := 0; q < e.s.seats(); q++ {
				if e.s.held(q, k) > mine {
					return false, nil
				}
			}
			return mine > 0, nil
		}},
	readBool("can_construct_switching", func(e *Env) bool { return e.s.canConstructSwitching(e.p, e.extra) }),
	{Name: "construct_only", Types: []any{new(func(*Env, string) expr.Effect)},
		Fn: func(p ...any) (any, error) { return expr.Effect{Op: opConstruct, Arg: p[1].(string), N: 2}, nil }},

	readInt("corruption_level", func(e *Env) int { return int(e.s.p[e.p].Corruption) }),
	readInt("floors", func(e *Env) int { return e.s.p[e.p].Yard.Total() }),
	readInt("room", func(e *Env) int { return e.s.capacityLeft(e.p) }),
	readInt("yards", func(e *Env) int { return 1 + int(e.s.p[e.p].Yards) }),
	readInt("cards", func(e *Env) int { return e.s.cardsHeld(e.p) }),
	readInt("not_tallest_hoods", func(e *Env) int { return e.s.notTallestHoods(e.p) }),
	readInt("built_floors", func(e *Env) int { return int(e.s.cons.Height) }),
	readInt("spires_held", func(e *Env) int { return int(e.s.p[e.p].Spires) }),
	readInt("face_down", func(e *Env) int {
		n := 0
		for _, d := range e.s.p[e.p].Down {
			n += int(d)
		}
		return n
	}),
	{Name: "here", Types: []any{new(func(*Env) string)},
		Fn: func(p ...any) (any, error) {
			e := env(p)
			if e.hood < 0 {
				return "", nil
			}
			return e.s.c.hoods[e.hood].ID, nil
		}},
	{Name: "option", Types: []any{new(func(*Env, string) string)},
		Fn: func(p ...any) (any, error) { e := env(p); return e.s.rule(p[1].(string)), nil }},
	readBool("can_construct", func(e *Env) bool { return e.s.canConstruct(e.p, e.extra, false) }),
	readBool("can_construct_choosing", func(e *Env) bool { return e.s.canConstruct(e.p, e.extra, true) }),
	readBool("constructing", func(e *Env) bool { return e.s.cons.Active && int(e.s.cons.Who) == e.p }),
	readBool("fewest_corruption", func(e *Env) bool { return e.s.fewestCorruption(e.p) }),
	readBool("has_building", func(e *Env) bool { return e.s.hasBuilding(e.p) }),
	readBool("can_take_ultra", func(e *Env) bool { return e.s.ultra > 0 }),
	readBool("neutral_turn", func(e *Env) bool { return e.s.nact != 0 }),
	{Name: "tallest_in", Types: []any{new(func(*Env, string) bool)},
		Fn: func(p ...any) (any, error) {
			e := env(p)
			for h, hood := range e.s.c.hoods {
				if hood.ID == p[1].(string) {
					return e.s.tallestIn(e.p, h), nil
				}
			}
			return false, nil
		}},
}

// compiler compiles every High Rise script.
var compiler = expr.NewCompiler((*Env)(nil), verbs, expr.Counts(0, maxCount))

// Which argument of which verb names what, for the load-time reference check.
type argKind uint8

const (
	argColor argKind = iota + 1
	argCard
	argHood // a neighborhood id, or "" for none
)

var verbArgs = map[string][]argKind{
	"take":           {argColor},
	"take_one_color": {0, argColor},
	"card":           {argCard},
	"construct":      {argHood},
	"construct_only": {argHood},
	"hub_take":       {argCard},
	"held":           {argCard},
	"most_held":      {argCard},
	"draw_chain":     {argColor},
	"tallest_in":     {argHood},
}

// checkReferences reports every literal a script passes that names nothing
// in the content: an unknown colour, card or Neighborhood.
func (c *Content) checkReferences(s content.Script, errs *content.Errors) {
	if s.IsZero() {
		return
	}
	for _, call := range compiler.Calls(s) {
		for i, kind := range verbArgs[call.Func] {
			if kind == 0 || i >= len(call.Args) || call.Args[i] == nil {
				continue
			}
			str, _ := call.Args[i].(string)
			switch kind {
			case argColor:
				if k := c.color(str); k < 0 || k == c.up {
					errs.Add(call.ArgPos[i], "%s: %q is not a Floor colour (%v)", call.Func, str, c.colors)
				}
			case argCard:
				if c.cardIndex(str) < 0 {
					errs.Add(call.ArgPos[i], "%s: unknown Power Card %q", call.Func, str)
				}
			case argHood:
				if str != "" && c.hoodIndex(str) < 0 {
					errs.Add(call.ArgPos[i], "%s: unknown neighborhood %q", call.Func, str)
				}
			}
		}
	}
}

func (c *Content) cardIndex(id string) int {
	for i, k := range c.cards {
		if k.ID == id {
			return i
		}
	}
	return -1
}

func (c *Content) hoodIndex(id string) int {
	for i, h := range c.hoods {
		if h.ID == id {
			return i
		}
	}
	return -1
}

// runnerPool lends script runners: each holds a reused VM and the Env of
// one run, so a read of the state writes nothing to it.
var runnerPool expr.Pool[Env]

// scriptRunner borrows a runner whose Env points at seat p, Neighborhood
// here and the Floors extra; give it back with runnerPool.Put.
func (s *State) scriptRunner(p, here int, extra Floors) *expr.Local[Env] {
	r := runnerPool.Get()
	r.Env = Env{s: s, p: p, hood: here, extra: extra}
	return r
}

// constantCalls are the calls whose result reads nothing of the game: the
// verbs that make effects, and pure builtins. A script of only these
// returns the same effects every time: it is run once, at load.
var constantCalls = func() map[string]bool {
	m := map[string]bool{"may": true, "either": true, "repeat": true, "none": true, "min": true, "max": true, "int": true, "abs": true}
	effectType := reflect.TypeOf(expr.Effect{})
	for _, v := range verbs {
		if len(v.Types) == 1 {
			if ft := reflect.TypeOf(v.Types[0]).Elem(); ft.Kind() == reflect.Func && ft.NumOut() == 1 && ft.Out(0) == effectType {
				m[v.Name] = true
			}
		}
	}
	return m
}()

// callsVerb reports whether script s calls verb name.
func callsVerb(s content.Script, name string) bool {
	if s.IsZero() {
		return false
	}
	for _, call := range compiler.Calls(s) {
		if call.Func == name {
			return true
		}
	}
	return false
}

// constant reports whether script s reads nothing of the game.
func constant(s content.Script) bool {
	for _, call := range compiler.Calls(s) {
		if !constantCalls[call.Func] {
			return false
		}
	}
	return true
}

// runEffects runs an effects program for seat p.
func (s *State) runEffects(prog *expr.Program, p, here int, dst []expr.Effect) ([]expr.Effect, error) {
	if prog == nil {
		return dst, nil
	}
	if effects, ok := s.c.consts[prog]; ok {
		return append(dst, effects...), nil
	}
	r := s.scriptRunner(p, here, Floors{})
	dst, err := r.RunEffects(prog, &r.Env, dst)
	runnerPool.Put(r)
	return dst, err
}

// runCan runs a can script; nil means always.
func (s *State) runCan(prog *expr.Program, p, here int, extra Floors) bool {
	if prog == nil {
		return true
	}
	return s.runCanWith(prog, s.c.cans[prog], p, here, extra)
}

// runCanErr runs a can script while a move is applied: a failure is the
// move's error (the move is refused), not a "no". nil means always.
func (s *State) runCanErr(prog *expr.Program, p, here int) (bool, error) {
	if prog == nil {
		return true, nil
	}
	r := s.scriptRunner(p, here, Floors{})
	ok, err := r.RunBool(prog, &r.Env)
	runnerPool.Put(r)
	return ok, err
}

// runCanWith is runCan with the script's canInfo (nil for none) looked up.
func (s *State) runCanWith(prog *expr.Program, info *canInfo, p, here int, extra Floors) bool {
	r := s.scriptRunner(p, here, extra)
	if info != nil && info.fast != nil {
		ok := runFast(info.fast, &r.Env)
		runnerPool.Put(r)
		return ok
	}
	ok, err := r.RunBool(prog, &r.Env)
	runnerPool.Put(r)
	return err == nil && ok
}
