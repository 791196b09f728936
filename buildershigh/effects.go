package buildershigh

import (
	"fmt"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// The effect primitives a Builder's High script may return. No card is named
// here: each card's behaviour is the script in its YAML.
const (
	opDraw     expr.Op = expr.OpGame + iota // draw(deck, n)
	opTake                                  // take(deck, n), take_from(place, deck, n): chosen one by one (Dest: the place's zone)
	opTakeCard                              // take_from(place, id, n): a named card (Dest: the place's zone)
	opDiscard                               // discard(n)
	opGive                                  // give(to, n) (Dest: the receiver's hand)
	opGiveBack                              // put(deck, n)
	opReplan                                // replace(deck, n)
	opPlayers                               // players(who, effects): a step that names the players when its turn comes (Label: who) and pushes the effects (Then) for each

	// Steps of the turn machinery, never returned by scripts.
	opChooseFirst // Chance picks the first player
	opDrawCard    // Chance turns up a card from a deck, into a hand or the Center
	opChooseDeck  // a player chooses the deck for the next card drawn
	opPay         // a player chooses the budget cards that pay a construction
	opPlanning    // a player takes an achieved city planning card
	opRefill      // the Center's building cards are refilled
	opNextTurn    // the turn ends
	opTrigger     // a trigger, or the lightning ability of the building just constructed, resolves: its script runs now, when its turn to resolve comes

	opChoosePlayer // players("chosen", effects): a player chooses another player, who does the effects (Then)
)

// Env is what a script sees: the state, the player whose card it is, and
// the card the script is about (the building being built or costed); for a
// trigger's filter, the event too (who did it and what was paid). Scripts
// reach it only through the verbs; it has no exported fields.
type Env struct {
	s       *State
	player  int
	subject int
	by      int     // the player whose action the event is (-1: no event)
	pay     Payment // the event's payment, when hasPay
	hasPay  bool
	binding int  // the item a for_each or choose_n filter or body runs for, when bound
	looper  int  // the player whose for_each or choose_n it is, when bound
	bound   bool // the script is a for_each's or choose_n's filter or body
}

// checkReferences reports every literal a script passes, or compares a
// reader's result with, that names nothing in the content: an unknown deck,
// building type, card or budget value.
func (c *Content) checkReferences(scripts []content.Script, errs *content.Errors) {
	for _, s := range scripts {
		expr.CheckLiterals(c.lang, s, verb.Kinds, c.checkLiteral, errs)
		expr.CheckCompared(c.lang, s, verb.Returns, c.checkArg, errs)
	}
}

// checkOwner reports "owner" passed outside players(…) in an ability's
// effect: there the card's owner is the player doing the effects, so the
// word names you and give("owner", 1) would give a card to yourself.
// Inside players(…), or in a loop's body run for a player, it names the
// owner apart from the player acting.
func (c *Content) checkOwner(s content.Script, errs *content.Errors) {
	for _, call := range c.lang.Compiler().Calls(s) {
		e, ok := c.lang.Lookup(call.Func)
		if !ok || call.Inside("players") {
			continue
		}
		for i, kind := range e.Kinds() {
			if (kind == argSeat || kind == argPlayers || kind == argAmong) && i < len(call.Args) && call.Args[i] == "owner" {
				errs.Add(call.ArgPos[i], `%s: "owner" is the card's owner, who outside players(…) is the one doing the effects: you (give("owner", n) would give to yourself); it names someone else only inside players(…) or a loop's body run for a player`, call.Func)
			}
		}
	}
}

// checkLiteral is checkArg for a literal a verb is passed. One of the wrong
// type (give(1, "left"), paid("2")) is the type checker's error, reported
// at it, and is not said again as naming nothing.
func (c *Content) checkLiteral(kind argKind, v any) string {
	if _, isString := v.(string); isString == (kind == argValue) {
		return ""
	}
	return c.checkArg(kind, v)
}

func (c *Content) checkArg(kind argKind, v any) string {
	// A reader's result compared with a literal of another type, in a list
	// the type checker does not look into (subject_type() in ["public", 3]).
	if _, isString := v.(string); isString == (kind == argValue) {
		if kind == argValue {
			return fmt.Sprintf("%q is not a number", v)
		}
		return fmt.Sprintf("%v is not a name (a string)", v)
	}
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
	case argType, argAnyType:
		s, _ := v.(string)
		if kind == argAnyType && s == "any" {
			return ""
		}
		for _, t := range c.types {
			if t == s {
				return ""
			}
		}
		return fmt.Sprintf("unknown building type %q (known: %v)", s, c.types)
	case argPile:
		s, _ := v.(string)
		if _, ok := parseDeck(s); ok {
			return ""
		}
		return fmt.Sprintf("deck %q must be \"budget\", \"building\" or \"planning\"", s)
	case argValue:
		n, _ := v.(int)
		for _, i := range c.budget {
			if c.cards[i].Value == n {
				return ""
			}
		}
		return fmt.Sprintf("no budget card has value %v", v)
	case argWhich:
		s, _ := v.(string)
		if _, ok := parseDeck(s); ok || s == "any" {
			return ""
		}
		if _, ok := c.byID[s]; ok {
			return ""
		}
		return fmt.Sprintf("%q is not a deck (budget, building, planning), \"any\" or a card", s)
	case argTaken:
		s, _ := v.(string)
		if d, ok := parseDeck(s); ok && d != PlanningDeck {
			return ""
		}
		if k, ok := c.byID[s]; ok && c.cards[k].Deck != PlanningDeck {
			return ""
		}
		return fmt.Sprintf("%q is not \"budget\", \"building\" or a budget or building card", s)
	case argPlace, argFrom:
		s, _ := v.(string)
		p := parsePlace(s)
		if kind == argFrom && (p == placeCenter || p == placeDiscard || p == placePaid) || kind == argPlace && p != placeNone {
			return ""
		}
		if kind == argFrom {
			return fmt.Sprintf("place %q must be \"center\", \"discard\" or \"paid\"", s)
		}
		return fmt.Sprintf("place %q must be one of %v", s, placeNames[1:])
	case argMeasure:
		s, _ := v.(string)
		if _, ok := areaMeasures[s]; !ok {
			return fmt.Sprintf("measure %q must be \"buildings\", \"types\", \"copies\" or \"cost\"", s)
		}
	case argPlayers, argSeat:
		s, _ := v.(string)
		if _, _, ok := parseWho(s, kind == argSeat); !ok {
			return whoError(s, kind == argSeat)
		}
	case argAmong:
		s, _ := v.(string)
		if w, _, ok := parseWho(s, false); !ok || w == whoChosen {
			return fmt.Sprintf("players %q must be \"others\", \"everyone\", \"left\", \"right\", \"owner\", or \"most\" or \"fewest\" with \"buildings\" or \"hand\" (\"chosen\" names nobody until someone chooses, so among(\"chosen\") would always be false)", s)
		}
	}
	return ""
}

// runnerPool lends script runners: each holds a reused VM and the Env of
// one run (so a read of the state writes nothing to it), and a state (or a
// clone of one) borrows one only while it runs a script.
var runnerPool expr.Pool[Env]

// runEffects runs the effect script of card k for player p, about building
// subject, and appends its effects to dst.
func (s *State) runEffects(k, p, subject int, dst []expr.Effect) ([]expr.Effect, error) {
	card := &s.c.cards[k]
	if card.constEffects {
		return append(dst, card.effects...), nil
	}
	prog := card.effect
	if prog == nil {
		return dst, nil
	}
	r := runnerPool.Get()
	r.Env = Env{s: s, player: p, subject: subject, by: -1}
	dst, err := r.RunEffects(prog, &r.Env, dst)
	runnerPool.Put(r)
	return dst, err
}

// meets reports whether player p meets planning card k's requirement,
// checked after p constructed building subject ("After constructing a
// building card to your play area, check", Achieving city planning card):
// the building subject_type and subject_cost read, -1 for none.
func (s *State) meets(p, k, subject int) (bool, error) {
	prog := s.c.cards[k].requirement
	if prog == nil {
		return false, nil
	}
	r := runnerPool.Get()
	r.Env = Env{s: s, player: p, subject: subject, by: -1}
	ok, err := r.RunBool(prog, &r.Env)
	runnerPool.Put(r)
	return ok, err
}

// hears reports whether listener card l in player p's play area hears an
// event by player actor about building k paid with pay: its filter (when)
// says so, or it has none. A filter reads only the event, so it answers
// the same before the move is applied (AppendUses) as after.
func (s *State) hears(l, p, actor, k int, pay Payment) (bool, error) {
	prog := s.c.cards[l].when
	if prog == nil {
		return true, nil
	}
	r := runnerPool.Get()
	r.Env = Env{s: s, player: p, subject: k, by: actor, pay: pay, hasPay: true}
	ok, err := r.RunBool(prog, &r.Env)
	runnerPool.Put(r)
	return ok, err
}
