package buildershigh

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook/expr"
)

// verb is one entry of the verb table: the script verb (name, typed
// signature, one line of what it does, its function) and what its literal
// arguments name, checked at load.
type verb = expr.Checked[argKind]

// Which argument of which verb names what, for the load-time reference check.
type argKind uint8

const (
	argDeck    argKind = iota + 1 // "budget" or "building"
	argAnyDeck                    // "budget", "building" or "any"
	argPile                       // "budget", "building" or "planning"
	argType                       // a building type
	argAnyType                    // a building type or "any"
	argValue                      // a budget value
	argWhich                      // a deck, "any" or a card id
	argTaken                      // "budget", "building" or a budget or building card's id
	argPlace                      // a place cards lie in, seen from a player
	argFrom                       // a place cards are taken from: "center", "discard" or "paid"
	argPlayers                    // players: "others", "everyone", "left", "right", "chosen", "owner", "most …", "fewest …"
	argSeat                       // one player: "left", "right", "chosen" or "owner"
	argMeasure                    // what area measures: "buildings", "types", "copies" or "cost"
	argAmong                      // players as among reads them: those of argPlayers but "chosen", which names nobody until a choice
)

func effect(op expr.Op, arg string, n int) expr.Effect {
	return expr.Effect{Op: op, Arg: arg, N: n}
}

// pure marks an effect verb: its effect depends on its arguments alone.
func pure(v expr.Verb, args ...argKind) verb {
	v.Pure = true
	return verb{Verb: v, Args: args}
}

// reader is a reading verb, with what its arguments name.
func reader(v expr.Verb, args ...argKind) verb { return verb{Verb: v, Args: args} }

// returning is reader v whose result names what kind does, so a literal a
// script compares it with is checked at load (subject_type() == "public").
func returning(kind argKind, v verb) verb {
	v.Result = kind
	return v
}

// playersVerb is players(who, effects): the effects done by each player who
// names, as that player.
var playersVerb = expr.Verb{
	Name: "players",
	Fn: func(params ...any) (any, error) {
		if len(params) != 3 {
			return nil, fmt.Errorf("players: got %d arguments, want 2", len(params)-1)
		}
		who, _ := params[1].(string)
		then, err := expr.AppendEffects(nil, params[2])
		if err != nil {
			return nil, fmt.Errorf("players: %w", err)
		}
		return expr.Effect{Op: opPlayers, Arg: who, Then: then}, nil
	},
	Types:  []any{new(func(*Env, string, expr.EffectArg) expr.Effect)},
	Doc:    `each player who names does the effects, as that player, in turn order from your left: "others" (every other player: the rulebook's "All other players", Player Setup), "everyone" (you first), "left", "right", "chosen" (another player you choose), "owner" (the card's owner: inside players, the player whose card it is), "most buildings", "fewest buildings", "most hand", "fewest hand" (the most or fewest of that; tied players all do them, as "those players share the victory", End of the game); one card uses it today`,
	Params: []string{"who", "then"},
	Pure:   true,
}

// verbTable is the vocabulary of Builder's High scripts, in the rulebook's
// words: each verb declared once.
var verbTable = slices.Concat(effectVerbs, loopVerbs(), readerVerbs)

// effectVerbs are the verbs that return effects.
var effectVerbs = []verb{
	pure(expr.Verb2("draw", func(_ *Env, deck string, n int) expr.Effect { return effect(opDraw, deck, n) }).
		Describe(`draw n cards ("budget", "building", or "any": choose per card)`, "deck", "n"), argAnyDeck),
	pure(expr.Verb2("take", func(_ *Env, deck string, n int) expr.Effect {
		return expr.Effect{Op: opTake, Arg: deck, N: n, M: placeCenter}
	}).Describe(`take n cards of that kind from the Center, one by one (take_from("center", deck, n))`, "deck", "n"), argDeck),
	pure(expr.Verb3("take_from", func(_ *Env, place, which string, n int) expr.Effect {
		return expr.Effect{Op: opTake, Arg: which, N: n, M: parsePlace(place)}
	}).Describe(`take n cards from a place into your hand: "center", "discard" (the discard pile) or "paid" (the budget cards the last construction paid, still in the Center, each taken once); which is a deck, chosen one by one, or a card id`,
		"place", "which", "n"), argFrom, argTaken),
	pure(expr.Verb1("discard", func(_ *Env, n int) expr.Effect { return effect(opDiscard, "", n) }).
		Describe("discard n cards from your hand, one by one", "n")),
	pure(expr.Verb2("give", func(_ *Env, to string, n int) expr.Effect { return effect(opGive, to, n) }).
		Describe(`give n cards from your hand, chosen one by one, to a player: "left" (the player on your left), "right", "chosen" (another player you choose first) or "owner" (the card's owner, inside players)`, "to", "n"), argSeat),
	pure(expr.Verb2("put", func(_ *Env, deck string, n int) expr.Effect { return effect(opGiveBack, deck, n) }).
		Describe(`put n cards of that deck ("budget" or "building") from your hand (yours; inside players, each player's own) face up into the Center, one by one: the half of the rulebook's Exchange that places a card of your hand in the Center ("Exchange 1 card in your hand with 1 face up card in the Center", "place 2M to the Center", Exchange); one card uses it today`, "deck", "n"), argDeck),
	pure(expr.Verb2("replace", func(_ *Env, deck string, n int) expr.Effect { return effect(opReplan, deck, n) }).
		Describe(`replace n face-up cards of that deck ("budget", "building" or "planning") in the Center, chosen one by one, each with the next card of the deck (the replaced card goes to the discard pile; a depleted budget or building deck is made anew first, as "When the deck runs out" says, the city planning deck never): the Center's face-up cards as the rulebook reveals them ("reveal 1 card plus the number of players from the city planning deck face up", Setting Up the Center), revealed again; one card uses it today`, "deck", "n"), argPile),
	pure(playersVerb, argPlayers),
	reader(expr.Verb2("take_card", func(e *Env, place string, card int) expr.Effect { return e.state().takeCard(parsePlace(place), card) }).
		Describe(`take the card of index card (item() in a for_each or choose_n over cards) from a place into your hand, if one lies there: "center", "discard" or "paid", as take_from (a city planning card is never taken into a hand: a script that names one fails)`, "place", "card"), argFrom),
}

// readerVerbs are the verbs that read the state.
var readerVerbs = []verb{
	// Reads of the owner's play area and hand, of the places cards lie in,
	// and of the card and event in question.
	reader(expr.Verb1("count", func(e *Env, typ string) int { return e.s.countType(e.player, typ) }).
		Describe("the buildings of that type in your play area", "type"), argType),
	reader(expr.Verb3("area", func(e *Env, measure, typ string, min int) int {
		return e.s.areaMeasure(e.player, areaMeasures[measure], typ, min)
	}).Describe(`the buildings in your play area of that type ("any": of every type) with a printed cost of min or more, measured: "buildings" (how many), "types" (how many different building types), "copies" (the most copies of one building: "Constructing identical building") or "cost" (their printed construction costs added up)`, "measure", "type", "min"),
		argMeasure, argAnyType),
	reader(expr.Verb0("building_types", func(e *Env) int { return len(e.s.c.types) }).
		Describe(`the number of building types (rules.yaml's types): "Have a building of every type" is area("types", "any", 0) >= building_types()`)),
	reader(expr.Verb0("hand", func(e *Env) int { return e.s.handSize(e.player) }).
		Describe("the cards in your hand (\"no cards in their hand\": the victory condition)")),
	reader(expr.Verb2("cards", func(e *Env, place, which string) int { return e.s.cardsIn(e.player, place, which) }).
		Describe(`the cards in a place: "hand" (yours), "area" (your play area), "center", "discard" or "paid" (the last construction's payment still in the Center: "Place all budget cards used to pay for the construction cost face up, sorted by type next to the budget deck in the Center", Paying construction costs); which is a deck, "any" or a card id`, "place", "which"),
		argPlace, argWhich),
	returning(argType, reader(expr.Verb0("subject_type", func(e *Env) string { return e.s.subjectType(e.subject) }).
		Describe(`the type of the building being built or costed (in a trigger, the one its event constructed; in a city planning requirement, the one just constructed; in a hand ability, the card used): its "building type" (Construct: "name, building type, construction cost"); one card uses it today`))),
	reader(expr.Verb0("subject_cost", func(e *Env) int { return e.s.subjectCost(e.subject) }).
		Describe("the printed cost of the building subject_type reads")),
	reader(expr.Verb1("among", func(e *Env, who string) bool { return e.s.among(who, e.player) }).
		Describe(`you are one of the players who names (as players names them): among("most buildings") is true for every player tied for the most ("chosen", which names nobody until someone chooses, is refused)`, "who"), argAmong),
	reader(expr.Verb0("by_you", func(e *Env) bool { return e.byYou() }).
		Describe(`the event (in a trigger's filter), or else the turn, is yours ("During your turn", Round sequence); !by_you() is "another player" of an event ("When another player pays", the errata); one card uses it today`)),
	reader(expr.Verb1("paid", func(e *Env, value int) int { return e.paid(value) }).
		Describe("the budget cards of that value the construction in question (the event's, or else the last) was paid with", "value"), argValue),

	// Reads of the item a for_each or choose_n is run for, and of a card
	// by index.
	reader(expr.Verb0("item", func(e *Env) int { return e.itemOf() }).
		Describe(`the item a for_each or choose_n filter or body is run for: a seat (0 for p0) or a card's index; in a repeat's condition, the rounds done; -1 elsewhere`)),
	reader(expr.Verb0("actor", func(e *Env) int { return e.actorOf() }).
		Describe(`the seat whose for_each, choose_n or repeat it is (in a filter or body run for a player item, "you" is that player: item() != actor() is another player); elsewhere yours`)),
	returning(argType, reader(expr.Verb1("card_type", func(e *Env, card int) string { return e.state().cardOf(card).Type }).
		Describe(`the building type of the card of index card ("" for a card that is not a building)`, "card"))),
	reader(expr.Verb1("card_cost", func(e *Env, card int) int { return e.state().cardOf(card).Cost }).
		Describe(`the printed construction cost of the card of index card (0 for a card that is not a building)`, "card")),
	returning(argPile, reader(expr.Verb1("card_deck", func(e *Env, card int) string { return e.state().cardDeck(card) }).
		Describe(`the deck of the card of index card: "budget", "building" or "planning"`, "card"))),
	reader(expr.Verb2("card_in", func(e *Env, card int, place string) int { return e.state().cardIn(e.player, card, place) }).
		Describe(`the copies of the card of index card in a place (as cards reads places: "hand" and "area" yours, "center", "discard", "paid"): card_in(item(), "discard") > 0 is "in the discard pile"`, "card", "place"), 0, argPlace),
}

// eventReads are the verbs a trigger's filter may call: they read the event
// and the card in question only.
var eventReads = []string{"by_you", "paid", "subject_type", "subject_cost"}

func (e *Env) byYou() bool {
	if e.by >= 0 {
		return e.by == e.player
	}
	return e.s != nil && int(e.s.current) == e.player
}

func (e *Env) paid(value int) int {
	if e.hasPay {
		return e.pay.count(value)
	}
	if e.s == nil {
		return 0
	}
	if i := e.s.paidIndex(value); i >= 0 {
		return int(e.s.lastPay[i])
	}
	return 0
}

// count is how many budget cards of value v the payment holds.
func (pay Payment) count(v int) int {
	n := 0
	for _, w := range pay {
		if int(w) == v {
			n++
		}
	}
	return n
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
