package buildershigh

import (
	"fmt"

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

// checkReferences reports every literal a script passes that names nothing
// in the content: an unknown deck, building type, card or budget value.
func (c *Content) checkReferences(scripts []content.Script, errs *content.Errors) {
	check := func(s content.Script) {
		if s.IsZero() {
			return
		}
		for _, call := range c.lang.Compiler().Calls(s) {
			v, ok := c.lang.Lookup(call.Func)
			if !ok {
				continue
			}
			for i, kind := range v.args {
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
