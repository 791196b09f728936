package buildershigh

import (
	"github.com/rulebook-go/rulebook/expr"
)

// verb is one entry of the verb table: the script verb (name, typed
// signature, one line of what it does, its function) and what its literal
// arguments name, checked at load.
type verb struct {
	expr.Verb
	args []argKind // what each literal argument names (0: nothing)
}

// Which argument of which verb names what, for the load-time reference check.
type argKind uint8

const (
	argDeck    argKind = iota + 1 // "budget" or "building"
	argAnyDeck                    // "budget", "building" or "any"
	argType                       // a building type
	argCard                       // a card id
	argValue                      // a budget value
)

func effect(op expr.Op, arg string, n int) expr.Effect {
	return expr.Effect{Op: op, Arg: arg, N: n}
}

// pure marks an effect verb: its effect depends on its arguments alone.
func pure(v expr.Verb, args ...argKind) verb {
	v.Pure = true
	return verb{Verb: v, args: args}
}

// deckVerb is a verb "name(deck, n)" returning effect op.
func deckVerb(name string, op expr.Op, kind argKind, doc string) verb {
	return pure(expr.Verb2(name, func(_ *Env, deck string, n int) expr.Effect { return effect(op, deck, n) }).
		Describe(doc, "deck", "n"), kind)
}

// reader is a reading verb, with what its arguments name.
func reader(v expr.Verb, args ...argKind) verb { return verb{Verb: v, args: args} }

// verbTable is the vocabulary of Builder's High scripts: each verb declared
// once.
var verbTable = []verb{
	// Effects.
	deckVerb("draw", opDraw, argAnyDeck, `draw n cards ("budget", "building", or "any": choose per card)`),
	deckVerb("take", opTake, argDeck, "take n cards of that kind from the Center, one by one"),
	deckVerb("others_draw", opOthersDraw, argDeck, "every other player draws n cards"),
	deckVerb("recover", opRecover, argDeck, "take n cards of that kind from the discard pile"),
	pure(expr.Verb1("take_card", func(_ *Env, id string) expr.Effect { return effect(opTakeCard, id, 1) }).
		Describe("take that card from the Center if one lies there", "id"), argCard),
	pure(expr.Verb1("discard", func(_ *Env, n int) expr.Effect { return effect(opDiscard, "", n) }).
		Describe("discard n cards from your hand, one by one", "n")),
	pure(expr.Verb1("give", func(_ *Env, n int) expr.Effect { return effect(opGive, "", n) }).
		Describe("give n cards to the player on your left", "n")),
	pure(expr.Verb1("give_back", func(_ *Env, deck string) expr.Effect { return effect(opGiveBack, deck, 1) }).
		Describe("put a card of that kind from your hand into the Center", "deck"), argDeck),
	pure(expr.Verb0("replan", func(*Env) expr.Effect { return effect(opReplan, "", 1) }).
		Describe("replace a face-up city planning card with a new one")),
	pure(expr.Verb1("take_paid", func(_ *Env, value int) expr.Effect { return expr.Effect{Op: opTakePaid, N: 1, M: value} }).
		Describe("take a budget card of that value that paid the last construction from the Center, if one is left (once each)", "value"), argValue),

	// Reads of the owner's play area and hand, and of the card in question.
	reader(expr.Verb1("count", func(e *Env, typ string) int { return e.s.countType(e.player, typ) }).
		Describe("the buildings of that type in your play area", "type"), argType),
	reader(expr.Verb0("buildings", func(e *Env) int { return e.s.buildings(e.player) }).
		Describe("the buildings in your play area")),
	reader(expr.Verb0("types", func(e *Env) int { return e.s.distinctTypes(e.player) }).
		Describe("the different building types in your play area")),
	reader(expr.Verb1("copies", func(e *Env, id string) int { return e.s.copies(e.player, id) }).
		Describe("the copies of that building card in your play area", "id"), argCard),
	reader(expr.Verb0("max_copies", func(e *Env) int { return e.s.maxCopies(e.player) }).
		Describe("the most copies of one building in your play area")),
	reader(expr.Verb0("total_cost", func(e *Env) int { return e.s.totalCost(e.player) }).
		Describe("the printed costs of the buildings in your play area, added up")),
	reader(expr.Verb0("max_cost", func(e *Env) int { return e.s.maxCost(e.player) }).
		Describe("the highest printed cost in your play area")),
	reader(expr.Verb0("hand", func(e *Env) int { return e.s.handSize(e.player) }).
		Describe("the cards in your hand")),
	reader(expr.Verb1("hand_of", func(e *Env, deck string) int { return e.s.handOf(e.player, deck) }).
		Describe("the cards of that kind in your hand", "deck"), argDeck),
	reader(expr.Verb1("center", func(e *Env, deck string) int { return e.s.centerOf(deck) }).
		Describe("the cards of that kind in the Center", "deck"), argDeck),
	reader(expr.Verb0("subject_type", func(e *Env) string { return e.s.subjectType(e.subject) }).
		Describe("the type of the building being built or costed")),
	reader(expr.Verb0("subject_cost", func(e *Env) int { return e.s.subjectCost(e.subject) }).
		Describe("the printed cost of the building being built or costed")),
	reader(expr.Verb1("paid", func(e *Env, value int) int { return e.s.paid(value) }).
		Describe("the budget cards of that value that paid the last construction and still lie in the Center", "value"), argValue),
}

// language is a verb table compiled: the vocabulary content is loaded
// with. Load uses the game's table; a test may load content with a table
// of its own.
type language = expr.Table[verb]

// defaultLanguage compiles every script Load reads, and verbs is its
// vocabulary: the verbs of Builder's High scripts.
var (
	defaultLanguage = expr.NewTable((*Env)(nil), verbTable, compileOptions...)
	verbs           = defaultLanguage.Verbs()
)

// compileOptions bound every effect's count, so a count out of range is a
// located error (at load for a constant script, in play otherwise).
var compileOptions = []expr.Option{expr.Counts(0, maxCount)}
