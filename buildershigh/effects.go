package buildershigh

import (
	"fmt"
	"strconv"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// The effect primitives a Builder's High script may return. No card is named
// here: each card's behaviour is the script in its YAML.
const (
	opDraw       expr.Op = expr.OpGame + iota // draw(deck, n)
	opTake                                    // take(deck, n)
	opTakeCard                                // take_card(id)
	opDiscard                                 // discard(n)
	opGive                                    // give(n)
	opOthersDraw                              // others_draw(deck, n)
	opRecover                                 // recover(deck, n)
	opGiveBack                                // give_back(deck)
	opReplan                                  // replan()
	opTakePaid                                // take_paid(value)

	// Steps of the turn machinery, never returned by scripts.
	opChooseFirst // Chance picks the first player
	opDrawCard    // Chance turns up a card from a deck, into a hand or the Center
	opChooseDeck  // a player chooses the deck for the next card drawn
	opPay         // a player chooses the budget cards that pay a construction
	opPlanning    // a player takes an achieved city planning card
	opRefill      // the Center's building cards are refilled
	opNextTurn    // the turn ends
	opTrigger     // a permanent ability's trigger fires: its script runs now, when its turn to resolve comes
)

// Env is what a script sees: the state, the player whose card it is, and
// the card the script is about (the building being built or costed). Scripts
// reach it only through the verbs; it has no exported fields.
type Env struct {
	s       *State
	player  int
	subject int
}

func effect(op expr.Op, arg string, n int) expr.Effect {
	return expr.Effect{Op: op, Arg: arg, N: n}
}

// deckVerb is a verb "name(deck, n)" returning effect op.
func deckVerb(name string, op expr.Op) expr.Verb {
	return expr.Verb2(name, func(_ *Env, deck string, n int) expr.Effect { return effect(op, deck, n) })
}

// verbs is the vocabulary of Builder's High scripts.
var verbs = []expr.Verb{
	// Effects.
	deckVerb("draw", opDraw),
	deckVerb("take", opTake),
	deckVerb("others_draw", opOthersDraw),
	deckVerb("recover", opRecover),
	expr.Verb1("take_card", func(_ *Env, id string) expr.Effect { return effect(opTakeCard, id, 1) }),
	expr.Verb1("discard", func(_ *Env, n int) expr.Effect { return effect(opDiscard, "", n) }),
	expr.Verb1("give", func(_ *Env, n int) expr.Effect { return effect(opGive, "", n) }),
	expr.Verb1("give_back", func(_ *Env, deck string) expr.Effect { return effect(opGiveBack, deck, 1) }),
	expr.Verb0("replan", func(_ *Env) expr.Effect { return effect(opReplan, "", 1) }),
	expr.Verb1("take_paid", func(_ *Env, value int) expr.Effect { return effect(opTakePaid, strconv.Itoa(value), 1) }),

	// Reads of the owner's play area and hand, and of the card in question.
	expr.Verb1("count", func(e *Env, typ string) int { return e.s.countType(e.player, typ) }),
	expr.Verb0("buildings", func(e *Env) int { return e.s.buildings(e.player) }),
	expr.Verb0("types", func(e *Env) int { return e.s.distinctTypes(e.player) }),
	expr.Verb1("copies", func(e *Env, id string) int { return e.s.copies(e.player, id) }),
	expr.Verb0("max_copies", func(e *Env) int { return e.s.maxCopies(e.player) }),
	expr.Verb0("total_cost", func(e *Env) int { return e.s.totalCost(e.player) }),
	expr.Verb0("max_cost", func(e *Env) int { return e.s.maxCost(e.player) }),
	expr.Verb0("hand", func(e *Env) int { return e.s.handSize(e.player) }),
	expr.Verb1("hand_of", func(e *Env, deck string) int { return e.s.handOf(e.player, deck) }),
	expr.Verb1("center", func(e *Env, deck string) int { return e.s.centerOf(deck) }),
	expr.Verb0("subject_type", func(e *Env) string { return e.s.subjectType(e.subject) }),
	expr.Verb0("subject_cost", func(e *Env) int { return e.s.subjectCost(e.subject) }),
	expr.Verb1("paid", func(e *Env, value int) int { return e.s.paid(value) }),
}

// effectCompiler compiles every Builder's High script.
var effectCompiler = expr.NewCompiler((*Env)(nil), verbs, expr.Counts(0, maxRepeat))

// Which argument of which verb names what, for the load-time reference check.
type argKind uint8

const (
	argDeck    argKind = iota + 1 // "budget" or "building"
	argAnyDeck                    // "budget", "building" or "any"
	argType                       // a building type
	argCard                       // a card id
	argValue                      // a budget value
)

var verbArgs = map[string][]argKind{
	"draw":        {argAnyDeck},
	"take":        {argDeck},
	"take_card":   {argCard},
	"others_draw": {argDeck},
	"recover":     {argDeck},
	"give_back":   {argDeck},
	"count":       {argType},
	"copies":      {argCard},
	"hand_of":     {argDeck},
	"center":      {argDeck},
	"paid":        {argValue},
	"take_paid":   {argValue},
}

// checkReferences reports every literal a script passes that names nothing
// in the content: an unknown deck, building type, card or budget value.
func (c *Content) checkReferences(scripts []content.Script, errs *content.Errors) {
	check := func(s content.Script) {
		if s.IsZero() {
			return
		}
		for _, call := range effectCompiler.Calls(s) {
			kinds := verbArgs[call.Func]
			for i, kind := range kinds {
				if i >= len(call.Args) || call.Args[i] == nil {
					continue
				}
				if msg := c.checkArg(kind, call.Args[i]); msg != "" {
					errs.Add(call.ArgPos[i], "%s: %s", call.Func, msg)
				}
			}
		}
	}
	for _, s := range scripts {
		check(s)
	}
}

func (c *Content) checkArg(kind argKind, v any) string {
	switch kind {
	case argDeck, argAnyDeck:
		s, _ := v.(string)
		if s == "budget" || s == "building" || (kind == argAnyDeck && s == "any") {
			return ""
		}
		if kind == argAnyDeck {
			return fmt.Sprintf("deck %q must be \"budget\", \"building\" or \"any\"", s)
		}
		return fmt.Sprintf("deck %q must be \"budget\" or \"building\"", s)
	case argType:
		s, _ := v.(string)
		for _, t := range c.types {
			if t == s {
				return ""
			}
		}
		return fmt.Sprintf("unknown building type %q (known: %v)", s, c.types)
	case argCard:
		s, _ := v.(string)
		if _, ok := c.byID[s]; ok {
			return ""
		}
		return fmt.Sprintf("unknown card %q", s)
	case argValue:
		n, _ := v.(int)
		for _, i := range c.budget {
			if c.cards[i].Value == n {
				return ""
			}
		}
		return fmt.Sprintf("no budget card has value %v", v)
	}
	return ""
}

// constantCalls are the functions whose result depends on their arguments
// alone: a script that calls nothing else returns the same value in every
// state, so it is run once at load and never again.
var constantCalls = map[string]bool{
	"draw": true, "take": true, "take_card": true, "discard": true, "give": true, "others_draw": true,
	"recover": true, "give_back": true, "replan": true, "take_paid": true,
	"may": true, "either": true, "repeat": true, "none": true,
	"min": true, "max": true, "abs": true, "len": true, "ceil": true, "floor": true, "round": true,
}

// isConstant reports whether script s reads nothing of the state.
func isConstant(s content.Script) bool {
	for _, call := range effectCompiler.Calls(s) {
		if !constantCalls[call.Func] {
			return false
		}
	}
	return true
}

// runnerPool lends script runners: each holds a reused VM and the Env of
// one run (so a read of the state writes nothing to it), and a state (or a
// clone of one) borrows one only while it runs a script.
var runnerPool expr.Pool[Env]

// runEffects runs the effect script of card k for player p and appends its
// effects to dst.
func (s *State) runEffects(k, p int, dst []expr.Effect) ([]expr.Effect, error) {
	card := &s.c.cards[k]
	if card.constEffects {
		return append(dst, card.effects...), nil
	}
	prog := card.effect
	if prog == nil {
		return dst, nil
	}
	r := runnerPool.Get()
	r.Env = Env{s: s, player: p, subject: k}
	dst, err := r.RunEffects(prog, &r.Env, dst)
	runnerPool.Put(r)
	return dst, err
}

// meets reports whether player p meets planning card k's requirement.
func (s *State) meets(p, k int) (bool, error) {
	prog := s.c.cards[k].requirement
	if prog == nil {
		return false, nil
	}
	r := runnerPool.Get()
	r.Env = Env{s: s, player: p, subject: k}
	ok, err := r.RunBool(prog, &r.Env)
	runnerPool.Put(r)
	return ok, err
}
