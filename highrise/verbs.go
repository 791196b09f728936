package highrise

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook/expr"
)

// verb is one entry of the verb table: the script verb (name, typed
// signature, one line of what it does, its function) and what the loader
// and the move listing need to know of it.
type verb struct {
	expr.Verb
	args  []argKind // what each literal argument names, checked at load (0: nothing)
	reads canInput  // the inputs of a can script it reads beyond the state
	// opens: its effect can make a Blueprint match (a covered square asks
	// for UltraPlastic), so a before-construct card whose effect calls it
	// counts for whether a construction is possible.
	opens bool
}

// literals is what each literal argument of the verb names, for the
// load-time check of the names (expr.CheckLiterals).
func (v verb) literals() []argKind { return v.args }

// canInput names the inputs of a can script beyond the state.
type canInput uint8

const (
	readsHood  canInput = 1 << iota // the Neighborhood acted on (Env.hood)
	readsExtra                      // the Floors a Bonus Space adds (Env.extra)
)

// Which argument of which verb names what, for the load-time reference check.
type argKind uint8

const (
	argColor argKind = iota + 1
	argCard
	argHood  // a neighborhood id, or "" for none
	argEvent // a Power Card event (cards.yaml events)

	argSpireOn        // which Building a Spire goes on: spireOnChoices
	argSwitch         // which switches of colour are allowed: switchChoices
	argConstruct      // where a Building may be constructed: constructChoices
	argAddFloors      // which Building Floors are added to: addFloorsChoices
	argConstructAfter // what may come before a construction: constructAfterChoices
)

// argChoices are the words an argument of a kind may be, for the kinds
// that name one of a few ways of doing an operation; the index of the word
// is what the effect carries.
var argChoices = map[argKind][]string{
	argSpireOn:        spireOnChoices,
	argSwitch:         switchChoices,
	argConstruct:      constructChoices,
	argAddFloors:      addFloorsChoices,
	argConstructAfter: constructAfterChoices,
}

// constructAfterChoices are what can_construct_after may try before the
// construction: a Floor chosen from the bag, a Floor's colour switched.
var constructAfterChoices = []string{"choose", "switch"}

// addFloorsChoices are the Buildings add_floors may add to: the one being
// constructed, or any of the player's, chosen.
var addFloorsChoices = []string{"new", "any"}

// constructChoices are where construct may put the Building, in the order
// of the N its effect carries: in any Neighborhood at a Corruption for one
// not home, in any with none, in home only (or the Suburbs), in the
// Suburbs.
var constructChoices = []string{"home", "any", "only", "suburbs"}

const (
	constructHome    = iota // any Neighborhood, a Corruption for one not home
	constructAny            // any Neighborhood
	constructOnly           // home, or the Suburbs when too short
	constructSuburbs        // the Suburbs, not placed on the board
)

// spireOnChoices are the Buildings spire_on may put a Spire on: any of
// the player's, chosen, or the one being constructed.
var spireOnChoices = []string{"any", "new"}

// switchChoices are the switches switch_color allows: any, or only those
// after which a Blueprint can be constructed (the index is the step's K).
var switchChoices = []string{"any", "construct"}

const (
	spireOnAny   = iota // any of the player's Buildings, chosen
	spireOnNew          // the Building being constructed
	spireOnSpace        // the Building on the Building Space the step's N names (spire_on(building_space(item())))
)

func effect(op expr.Op, arg string, n int) expr.Effect { return expr.Effect{Op: op, Arg: arg, N: n} }

// pure marks an effect verb: its effect depends on its arguments alone.
func pure(v expr.Verb, args ...argKind) verb {
	v.Pure = true
	return verb{Verb: v, args: args}
}

func eff0(name string, op expr.Op, doc string) verb {
	return pure(expr.Verb0(name, func(*Env) expr.Effect { return effect(op, "", 1) }).Describe(doc))
}

func effN(name string, op expr.Op, param, doc string) verb {
	return pure(expr.Verb1(name, func(_ *Env, n int) expr.Effect { return effect(op, "", n) }).Describe(doc, param))
}

func effS(name string, op expr.Op, param string, kind argKind, doc string) verb {
	return pure(expr.Verb1(name, func(_ *Env, s string) expr.Effect { return effect(op, s, 1) }).Describe(doc, param), kind)
}

// opens marks a verb whose effect can make a Blueprint match (verb.opens).
func opens(v verb) verb {
	v.opens = true
	return v
}

// read is a reading verb with no script argument.
func read[R any](name string, reads canInput, doc string, f func(*Env) R) verb {
	return verb{Verb: expr.Verb0(name, f).Describe(doc), reads: reads}
}

// verbTable is the vocabulary of High Rise scripts: each verb declared
// once, the loop and choice combinators of expr with them.
var verbTable = append(loopVerbs(), gameVerbs...)

// loopVerbs are expr's for_each, choose_n, repeat_while and repeat_until
// (loops.go does their steps).
func loopVerbs() []verb {
	var out []verb
	for _, v := range expr.LoopVerbs[*Env]() {
		out = append(out, verb{Verb: v})
	}
	return out
}

// countVerb is count(kind, filter): how many items of a kind pass the
// deferred filter (see State.count), a filter failing in play the
// script's error.
var countVerb = func() expr.Verb {
	v := expr.Verb2E("count", func(e *Env, kind, filter string) (int, error) {
		if e == nil || e.s == nil {
			return 0, fmt.Errorf("count: no game to count in")
		}
		return e.s.count(e, kind, filter)
	})
	v.Defers, v.RangesOver = []expr.DeferredArg{{Arg: 1, Result: expr.Bool}}, true
	return v
}()

// gameVerbs are the primitives and readers of High Rise.
var gameVerbs = []verb{
	effN("draw", opDraw, "n", "draw n random Floors; the owner's draw triggers follow"),
	effN("draw_more", opDrawMore, "n", "draw n random Floors, without triggers"),
	effS("raise", opRaise, "event", argEvent, "your Power Cards on the event act now, as when the rules raise it: a Draw made Floor by Floor (draw_more in a repeat) raises \"draw\" once, at its end (\"Draw your additional Floor after you stop or go bust\")"),
	pure(expr.Verb2("take", func(_ *Env, colour string, n int) expr.Effect { return effect(opTake, colour, n) }).
		Describe("take n Floors of a colour from the bag", "colour", "n"), argColor),
	effN("choose", opChoose, "n", "take n Floors of your choice from the bag, one by one"),
	pure(expr.Verb2("take_one_color", func(_ *Env, n int, except string) expr.Effect { return effect(opTakeOneColor, except, n) }).
		Describe("take n Floors of a single colour you choose, not except: the rulebook's Take (\"choose that number of Floors of a single different color from the Bag\", Appendix I); one Tenant uses it today", "n", "except"), 0, argColor),
	effN("ultra", opUltra, "n", "take n UltraPlastic from the supply"),
	effN("corruption", opCorrupt, "n", "gain n Corruption"),
	effN("lose", opLose, "n", "lose n Corruption (down to zero)"),
	effN("lose_up_to", opLoseUpTo, "n", "lose 0 to n Corruption, your choice"),
	effN("lose_or_keep", opLoseOrKeep, "n", "lose n Corruption, or keep the tile when at zero"),
	effN("vp", opVP, "n", "gain n VP"),
	effN("spire", opSpire, "n", "take n Spires from the supply, in front of you"),
	effS("spire_on", opSpireOn, "which", argSpireOn, "a Spire from the supply onto a Building of yours (Spires; \"immediately place it on any of your Buildings\", Appendix III): which \"new\", the one you are constructing; \"any\", one you choose; "+
		"a Building Space's id (building_space(item()), a building item chosen or looped over), the Building there when you control it (nothing when you do not, or the supply has none)"),
	effS("card", opCard, "id", argCard, "take a Power Card from its stack"),
	pure(expr.Verb{Name: "construct", Types: []any{new(func(*Env, string, string) expr.Effect)},
		Fn: func(p ...any) (any, error) {
			home, _ := p[1].(string)
			where, _ := p[2].(string)
			n := slices.Index(constructChoices, where)
			if n < 0 {
				return nil, fmt.Errorf("construct: where %q is not one of %q", where, constructChoices)
			}
			return effect(opConstruct, home, n), nil
		}}.Describe("Construct a Building (Constructing): where \"home\", in any Neighborhood, a Corruption for one not home (a Construction Zone's); "+
		"\"any\", in any Neighborhood; \"only\", in home (or the Suburbs when too short); \"suburbs\", scored in the Suburbs, not placed on the board", "home", "where"), argHood, argConstruct),
	pure(expr.Verb{Name: "trade", Types: []any{new(func(*Env, string, expr.EffectArg) expr.Effect)},
		Fn: func(p ...any) (any, error) {
			then, err := expr.AppendEffects(nil, p[2])
			if err != nil {
				return nil, fmt.Errorf("trade: %w", err)
			}
			return expr.Effect{Op: opTrade, Label: p[1].(string), Then: then}, nil
		}}.Describe("Trade (\"Floors of a single color ... for that number of Floors of a single different color from the Bag\", Appendix I); then you may do the effects, and must if you did not trade; one Action Space uses it today", "label", "then")),
	effN("spend", opSpend, "n", "return n Floors of your choice"),
	pure(expr.Verb2("give", func(_ *Env, to, n int) expr.Effect { return expr.Effect{Op: opGive, N: n, M: to} }).
		Describe("give n Floors of your choice from your Construction Yards to player to (a seat: actor() in a for_each over players), as many as you have (\"Each player gives you one Floor of their choice from their Construction Yards\"); one Tenant uses it today", "to", "n")),
	effS("tallest_bonus", opTallestBonus, "hood", argHood, "the rulebook's Tallest Building Bonus (End of Round) for Neighborhood hood, now, at the last round's VP (3, 2, 1 in 2030): whoever owns its tallest Buildings scores; one Tenant uses it today"),
	pure(expr.Verb{Name: "draw_up_to", Types: []any{new(func(*Env, int, int, expr.EffectArg) expr.Effect)},
		Fn: func(p ...any) (any, error) {
			least, _ := p[1].(int)
			most, _ := p[2].(int)
			then, err := expr.AppendEffects(nil, p[3])
			if err != nil {
				return nil, fmt.Errorf("draw_up_to: %w", err)
			}
			return expr.Effect{Op: opDrawUpTo, N: most, M: least, Then: then}, nil
		}}.Describe("draw random Floors into your Construction Yards, how many your choice from least to most (\"You may Draw up to 5 random Floors\", a count move), "+
		"without the draw triggers (raise(\"draw\") after); when you draw any, the effects then first (\"For each Construction Yard you Draw Floors into, gain 3 Corruption\"); "+
		"not asked when no Floor can be drawn; one Tenant uses it today", "least", "most", "then")),
	eff0("bonus_any", opBonusAny, "take everything from one Bonus Space anywhere on the board, not only one passed: the rulebook's taking of a Bonus Space (\"you take everything from one single Bonus Space\", Bonus Spaces); one Tenant uses it today"),
	pure(expr.Verb{Name: "add_floors", Types: []any{new(func(*Env, int, string) expr.Effect)},
		Fn: func(p ...any) (any, error) {
			n, _ := p[1].(int)
			which, _ := p[2].(string)
			switch which {
			case "new":
				return effect(opFloorsNew, "", n), nil
			case "any":
				return effect(opFloorsOnto, "", n), nil
			case "":
				return nil, fmt.Errorf("add_floors: which %q is not one of %q nor a Building Space", which, addFloorsChoices)
			}
			return effect(opFloorsOnto, which, n), nil // a Building Space, checked when it is done
		}}.Describe("up to n Floors of your choice from your Construction Yards added to a Building of yours: which \"new\", the one you are constructing "+
		"(they add to its height and score VP); \"any\", one you choose (they add to its height, no VP: \"Floors added via Penthouse do count for a Building's height\", Tallest Building Bonus); "+
		"a Building Space's id (building_space(item()), a building item chosen or looped over), the Building there, as \"any\" adds to the one chosen, when you control it (nothing when you do not)", "n", "which"), 0, argAddFloors),
	effN("unflip", opUnflip, "n", "turn n of your face-down Power Cards face up, one at a time, your choice: the rulebook's unflip (\"unflip a face-down Power Card\"; at Upkeep all are); one card uses it today"),
	effS("switch_color", opSwitch, "which", argSwitch, "switch one of your Floors for a Floor of any other colour from the bag: a Trade of one Floor (Appendix I, Trade); which \"any\", any such switch; \"construct\", only a switch after which you can construct a Blueprint; one Tenant uses it today"),
	effN("draw_onto_card", opDrawOnCard, "n", "draw n random Floors onto a Power Card in front of you, not into your yards (\"Draw a random Floor from the bag onto your ... card\"; no draw triggers; with the bag empty, from the player with the most Floors, as any draw: \"Not Enough Floors in the Bag?\"): a draw's destination; one card uses it today"),
	eff0("take_from_card", opTakeFromCard, "the Floors set aside on your Power Cards into your Construction Yards (\"take all Floors from your ... card into your Construction Yards\"); one card uses it today"),
	effS("discard", opDiscard, "card", argCard, "put one of your Power Cards back on its stack, face up first: the rulebook's discarding of a Power Card (\"discard ... back to supply\"); one card uses it today"),
	opens(effN("cover", opCover, "n", "cover n squares of this round's Blueprint card with UltraPlastic requirement tokens (a component of the game, rules.yaml requirement_tokens), one at a time, for the rest of the round (\"cover any square on this round's Blueprint card with an UltraPlastic token\", Appendix III); one card uses it today")),
	effN("co_own", opCoOwn, "n", "slide n of your Building Bases onto Buildings you do not control, one at a time: you control each as well (\"Slide one of your Building Bases onto a Building that you don't control. You now control that Building as well\", Extra Tenants); the control is the rulebook's own (landing on it, both controllers draw); one Tenant uses it today"),
	effN("repeat_action", opRepeat, "n", "the power of the Action Space you stand on, n times again, without its Corruption (\"repeat the power of any Action Space you have just taken\", Appendix III; can_repeat says whether it can be); one card uses it today"),
	effN("lose_vp", opLoseVP, "n", "lose n VP: the rulebook's \"lose VP\" (End of Game, Corruption Track); for another player inside for_each(\"player\", ...); one Tenant uses it today"),
	eff0("skip_action", opSkipAction, "the rest of the action you stopped for is not done (\"skip both the Trade and the Choose for one Corruption actions on the Space\", Appendix III; action_pending says whether any is left); one card uses it today"),

	read("can_trade", readsExtra, "whether you can Trade: Floors of one colour for as many of another from the bag, or (choose_missing yards) from the yards of the player with the most (\"Not Enough Floors in the Bag?\"); \"If you cannot take the action, you may not stop\"; one Action Space reads it today", func(e *Env) bool { return e.s.canTrade(e.p, e.extra) }),
	{Verb: expr.Verb1("can_take", func(e *Env, colour string) bool { return e.s.canTake(e.p, e.s.c.color(colour), e.extra) }).
		Describe("whether taking a Floor of that colour would get you one: from the bag, or from the player with the most (\"Not Enough Floors in the Bag?\"; \"If you cannot take the action, you may not stop\", Appendix I)", "colour"),
		reads: readsExtra, args: []argKind{argColor}},
	read("can_choose", readsExtra, "whether choosing or drawing a Floor would get you one: from the bag, or from the player with the most (\"Not Enough Floors in the Bag?\")", func(e *Env) bool { return e.s.canChoose(e.p, e.extra) }),
	read("on_card", 0, "the Floors set aside on your Power Cards (drawn onto a card with draw_onto_card); one card reads it today", func(e *Env) int { return e.s.p[e.p].OnCard.Total() }),
	{Verb: expr.Verb1("held", func(e *Env, card string) int { return e.s.held(e.p, e.s.c.cardIndex(card)) }).
		Describe("how many of that Power Card you hold, face up or down; one Tenant reads it today", "card"), args: []argKind{argCard}},
	{Verb: expr.Verb1("most_held", func(e *Env, card string) bool {
		k := e.s.c.cardIndex(card)
		mine := e.s.held(e.p, k)
		for q := 0; q < e.s.seats(); q++ {
			if e.s.held(q, k) > mine {
				return false
			}
		}
		return mine > 0
	}).Describe("whether you hold that Power Card, and no one holds more (a tie is most: \"all ties are ultra-friendly\"); one Tenant reads it today", "card"), args: []argKind{argCard}},

	read("corruption_level", 0, "your Corruption", func(e *Env) int { return int(e.s.p[e.p].Corruption) }),
	read("me", 0, "your seat, to compare a player item with; one Tenant reads it today", func(e *Env) int { return e.p }),
	read("item", 0, "the item a for_each or choose_n filter or body is run for; in a repeat's condition, the rounds done", func(e *Env) int { return e.elem }),
	read("bag", 0, "the Floors in the bag", func(e *Env) int { return e.s.bag.Total() }),
	{Verb: expr.Verb1("drew", func(e *Env, colour string) bool { return e.s.drew(e.p, e.s.c.color(colour)) }).
		Describe("whether the repeat you are in has drawn a Floor of the colour into your yards; one Tenant reads it today", "colour"), args: []argKind{argColor}},
	read("drew_twice", 0, "whether the repeat you are in has drawn a second Floor of a colour it drew (\"a second Floor of a color you already have Drawn\"); one Tenant reads it today", func(e *Env) bool { return e.s.drewTwice(e.p) }),
	read("other", 0, "whether the player item is another player than you", func(e *Env) bool { return e.elem != e.p }),
	{Verb: expr.Verb1("corruption_of", func(e *Env, p int) int { return e.s.track(p, trackCorruption) }).
		Describe("the Corruption of player p (a seat: me() or a player item); one Tenant reads it today", "p")},
	{Verb: expr.Verb1("vp_of", func(e *Env, p int) int { return e.s.track(p, trackVP) }).
		Describe("the VP of player p; one Tenant reads it today", "p")},
	{Verb: expr.Verb1("least_corruption", func(e *Env, others bool) int { return e.s.least(e.p, others, trackCorruption) }).
		Describe("the least Corruption of any player (others: of any other player)", "others")},
	{Verb: expr.Verb1("least_vp", func(e *Env, others bool) int { return e.s.least(e.p, others, trackVP) }).
		Describe("the fewest VP of any player (others: of any other player); one Tenant reads it today", "others")},
	read("floors", readsExtra, "the Floors in your Construction Yards; in a can script judging a move, with those of the Bonus Space it passes (\"Bonus Spaces are resolved fully before Action Spaces!\")", func(e *Env) int { return e.s.p[e.p].Yard.Total() + e.extra.Total() }),
	read("room", 0, "the empty spaces of your Construction Yards (\"a single Floor or UltraPlastic on each white space\", Your Construction Yards); one Tenant reads it today", func(e *Env) int { return e.s.capacityLeft(e.p) }),
	{Verb: expr.Verb1("yard_room", func(e *Env, i int) int { return e.s.yardRoom(e.p, i) }).
		Describe("the empty spaces of your Construction Yard i, counted from 0 for the one with the most (0 past your last): Floors sit in the Base Yard first, then the Expanded Yards in turn (\"a single Floor or UltraPlastic on each white space\", Your Construction Yards); one Tenant reads it today", "i")},
	read("yards", 0, "your Construction Yards", func(e *Env) int { return 1 + int(e.s.p[e.p].Yards) }),
	read("cards", 0, "the Power Cards you hold; one Tenant reads it today", func(e *Env) int { return e.s.cardsHeld(e.p) }),
	read("not_tallest", readsHood, "whether you have a Building in the Neighborhood acted on (here(); a place item) that is not its tallest (a tie for tallest is tallest); one Tenant reads it today", func(e *Env) bool { return e.s.notTallestIn(e.p, e.hood) }),
	{Verb: expr.Verb1("floors_of", func(e *Env, p int) int { return e.s.floorsOf(p) }).
		Describe("the Floors in player p's Construction Yards; one Tenant reads it today", "p")},
	read("actor", 0, "the player whose for_each or choose_n this is (in a body run for a player item, me() is that player); one Tenant reads it today", func(e *Env) int { return e.by }),
	{Verb: countVerb.Describe("how many items of a kind (player, card, building, place, number) pass filter, a bool script over item() (\"for every Neighborhood where ...\")", "kind", "filter")},
	{Verb: expr.Verb1("height", func(e *Env, b int) int { return e.s.spaceHeight(b) }).
		Describe("the height of the Building on Building Space b (a building item), 0 for an empty one, as the Tallest Building Bonus counts it "+
			"(\"Spires and Floors added via Penthouse do count for a Building's height\", a Spire two \"virtual\" Floors); "+
			"under rules option spire_height \"bonus\", without its Spires, as heights are compared outside the bonus", "b")},
	{Verb: expr.Verb1("controls", func(e *Env, b int) bool { return e.s.controlsSpace(e.p, b) }).
		Describe("whether you control the Building on Building Space b (a building item): \"one of your Buildings\", one you constructed or slid a Building Base onto "+
			"(\"You now control that Building as well\", Extra Tenants); !controls(item()) && height(item()) > 0 is \"a Building that you don't control\"", "b")},
	{Verb: expr.Verb1("building_space", func(e *Env, b int) string { return e.s.c.spaceID(b) }).
		Describe("the id of Building Space b (a building item), as a building move names it (east-gardens-2), \"\" for none: what add_floors and spire_on take to act on that Building", "b")},
	{Verb: expr.Verb1("card_id", func(e *Env, k int) string { return e.s.c.cardID(k) }).
		Describe("the id of Power Card k (a card item), \"\" for none: what held and discard take (held(card_id(item())) > 0 is \"one of your Power Cards\")", "k")},
	read("window", 0, "the event of the Power Card window a card's can script is asked for (after-construct, constructing, end-of-turn, ...), \"\" outside one; one card reads it today", func(e *Env) string { return eventNames[e.win] }),
	read("tokens", 0, "the UltraPlastic requirement tokens left in the supply (rules.yaml requirement_tokens; \"All other bits are component-limited\"), what cover places; one card reads it today", func(e *Env) int { return int(e.s.tokens) }),
	read("extra_floors", 0, "the Extra Floors of the Building being constructed (\"once for each Extra Floor\", Extra Floors); one card reads it today", func(e *Env) int { return int(e.s.cons.Extra) }),
	{Verb: expr.Verb1("can_repeat", func(e *Env, card string) bool { return e.s.canRepeat(e.p, e.s.c.cardIndex(card)) }).
		Describe("whether the power of the space you stand on can be done again (repeat_action) with that card: an action you could take, not the Tenant that offers the card (\"repeat the power of any Action Space you have just taken, except for\" the card's own); one card reads it today", "card"), args: []argKind{argCard}},
	read("built_floors", 0, "the Floors of the Building being constructed", func(e *Env) int { return int(e.s.cons.Height) }),
	read("spires_held", 0, "the Spires in front of you", func(e *Env) int { return int(e.s.p[e.p].Spires) }),
	read("face_down", 0, "your face-down Power Cards (flipped by the Corruption Penalty); one card reads it today", func(e *Env) int {
		n := 0
		for _, d := range e.s.p[e.p].Down {
			n += int(d)
		}
		return n
	}),
	read("here", readsHood, "the Neighborhood acted on, \"\" for none", func(e *Env) string {
		if e.hood < 0 {
			return ""
		}
		return e.s.c.hoods[e.hood].ID
	}),
	{Verb: expr.Verb1("option", func(e *Env, name string) string { return e.s.rule(name) }).
		Describe("the chosen reading of a rules option", "name")},
	read("can_construct", readsExtra, "whether you can construct a Blueprint", func(e *Env) bool { return e.s.canConstruct(e.p, e.extra, false) }),
	{Verb: expr.Verb1E("can_construct_after", func(e *Env, how string) (bool, error) {
		switch how {
		case "choose":
			return e.s.canConstruct(e.p, e.extra, true), nil
		case "switch":
			return e.s.canConstructSwitching(e.p, e.extra), nil
		}
		return false, fmt.Errorf("can_construct_after: how %q is not one of %q", how, constructAfterChoices)
	}).Describe("whether you can construct a Blueprint as you are or after how: \"choose\", choosing one Floor from the bag; "+
		"\"switch\", switching one Floor's colour for one in the bag (\"if you can construct a valid Building ... or after switching one Floor's color\")", "how"),
		reads: readsExtra, args: []argKind{argConstructAfter}},
	read("action_pending", 0, "whether the action of the space you stopped on is still to come (skip_action would skip it); one card reads it today", func(e *Env) bool { return e.s.actionPending(e.p) }),
	read("constructing", 0, "whether you are constructing a Building", func(e *Env) bool { return e.s.cons.Active && int(e.s.cons.Who) == e.p }),
	read("has_building", 0, "whether you control a Building", func(e *Env) bool { return e.s.hasBuilding(e.p) }),
	read("bonus_spaces", 0, "the Bonus Spaces anywhere on the board with something on them, what bonus_any can take from (\"Once a player takes everything from a Bonus Space, it will remain empty for the rest of the round\"); one Tenant reads it today", func(e *Env) int { return e.s.bonusesHeld() }),
	read("can_take_ultra", 0, "whether the supply holds UltraPlastic (\"If you cannot perform the action, you may not stop on that space\", Actions); one Action Space reads it today", func(e *Env) bool { return e.s.ultra > 0 }),
	read("neutral_turn", 0, "whether a Neutral Mogul is moving", func(e *Env) bool { return e.s.nact != 0 }),
	{Verb: expr.Verb1("tallest_in", func(e *Env, hood string) bool {
		for h, hd := range e.s.c.hoods {
			if hd.ID == hood {
				return e.s.tallestIn(e.p, h)
			}
		}
		return false
	}).Describe("whether you have the tallest Building in that Neighborhood (a tie is tallest, as for the Tallest Building Bonus); one Tenant reads it today", "hood"), args: []argKind{argHood}},
}

// language is a verb table compiled: the vocabulary content is loaded
// with. Load uses the game's table; a test may load content with a table
// of its own.
type language = expr.Table[verb]

// defaultLanguage compiles every script Load reads: its vocabulary is the
// verbs of High Rise scripts.
var defaultLanguage = expr.NewTable((*Env)(nil), verbTable, compileOptions...)

// compileOptions bound every effect's count, so a count out of range is a
// located error (at load for a constant script, in play otherwise).
var compileOptions = []expr.Option{expr.Counts(0, maxCount)}
