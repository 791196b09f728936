package buildershigh

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// The loop and choice combinators of expr (for_each, choose_n) as Builder's
// High steps, over the kinds of item the game has: a player (a seat) and a
// card (a kind of card of the content, by index). A task of one holds Kind,
// Arg the filter script, Label the body script and, for a choose_n, N the
// choices left. In a filter or body run for a player item, "you" is that
// player (so every reader of "your" hand and play area reads the player
// tested); actor() is the player whose for_each or choose_n it is.

// loopKinds are the kinds a for_each or choose_n of Builder's High ranges
// over.
var loopKinds = []expr.Kind{expr.KindPlayer, expr.KindCard}

// loopVerbs are expr's loop and choice combinators, for_each and choose_n
// with Builder's High's kinds in their docs.
func loopVerbs() []verb {
	docs := map[string]string{
		"for_each": `for each item of a kind that passes filter (a bool script over item(), "" for all), the effects script then, run with the item bound, the first item's first: kind "player" (each seat, in seat order; in filter and then "you" is that player, actor() the player whose ability it is) or "card" (each kind of card of the content, by index, identical cards one item: read it with card_cost, card_type, card_deck, card_in; take it with take_card)`,
		"choose_n": `choose an item of a kind ("player" or "card", as for_each) that passes filter, n times or until none passes, the effects script then run with each choice bound: the prompt "choose a card for NAME", answered "choose card 5m" or "choose p2"`,
	}
	var out []verb
	for _, v := range expr.LoopVerbs[*Env]() {
		if doc, ok := docs[v.Name]; ok {
			v.Doc = doc
		}
		out = append(out, verb{Verb: v})
	}
	return out
}

// isKind reports whether k is a kind Builder's High's loops range over.
func isKind(k expr.Kind) bool { return slices.Contains(loopKinds, k) }

// kindSize is how many items of kind k the game has.
func (s *State) kindSize(k expr.Kind) int {
	switch k {
	case expr.KindPlayer:
		return s.seats()
	case expr.KindCard:
		return len(s.c.cards)
	}
	return 0
}

// boundEnv is the Env of step t's filter or body run for item.
func (s *State) boundEnv(t *task, item int) Env {
	e := Env{s: s, player: int(t.Who), subject: int(t.Card), by: -1, binding: item, looper: int(t.Who), bound: true}
	if t.Kind == expr.KindPlayer {
		e.player = item
	}
	return e
}

// passes runs step t's filter for item; an empty filter passes every item.
func (s *State) passes(t *task, item int) (bool, error) {
	if t.Arg == "" {
		return true, nil
	}
	p := s.c.deferred.Program(t.Arg, expr.Bool)
	if p == nil {
		return false, fmt.Errorf("buildershigh: no compiled filter %q", t.Arg)
	}
	r := runnerPool.Get()
	r.Env = s.boundEnv(t, item)
	ok, err := r.RunBool(p, &r.Env)
	runnerPool.Put(r)
	return ok, err
}

// members lists the items of step t's kind that pass its filter now.
func (s *State) members(t *task, dst []int) ([]int, error) {
	return expr.Members(s.kindSize(t.Kind), func(i int) (bool, error) { return s.passes(t, i) }, dst)
}

// body runs step t's body for item, appending its effects to dst.
func (s *State) body(t *task, item int, dst []expr.Effect) ([]expr.Effect, error) {
	p := s.c.deferred.Program(t.Label, expr.Effects)
	if p == nil {
		return dst, fmt.Errorf("buildershigh: no compiled body %q", t.Label)
	}
	r := runnerPool.Get()
	r.Env = s.boundEnv(t, item)
	dst, err := r.RunEffects(p, &r.Env, dst)
	runnerPool.Put(r)
	return dst, err
}

// bodyWho is the seat that does step t's body for item: the player item,
// or the step's own seat.
func bodyWho(t *task, item int) int8 {
	if t.Kind == expr.KindPlayer {
		return int8(item)
	}
	return t.Who
}

// stepEach does a for_each: each item's body, the first item's effects
// done first.
func (s *State) stepEach(t *task) error {
	each := *t
	s.stack.Pop()
	var buf [maxKinds]int
	items, err := s.members(&each, buf[:0])
	if err != nil {
		return err
	}
	owner := int8(each.owner())
	return expr.ForEach(&s.stack, items,
		func(i int) ([]expr.Effect, error) {
			// Each item's effects are pushed before the next body runs: one
			// buffer serves them all.
			effects, err := s.body(&each, i, s.scratch[:0])
			s.scratch = effects[:0]
			return effects, err
		},
		func(i int, e expr.Effect) error { return s.pushEffect(e, bodyWho(&each, i), owner, each.Card) })
}

// stepChoose waits while a choice is left and an item passes.
func (s *State) stepChoose(t *task) (bool, error) {
	var buf [maxKinds]int
	items, err := s.members(t, buf[:0])
	if err != nil {
		return false, err
	}
	return s.waitIf(t, expr.Pick{Left: int(t.N)}.Waits(items)), nil
}

// appendPicks lists the answers to a choose_n: each item that passes its
// filter, as the move that names it.
func (s *State) appendPicks(dst []Move, t *task) []Move {
	var buf [maxKinds]int
	items, err := s.members(t, buf[:0])
	if err != nil {
		return dst
	}
	for _, i := range items {
		dst = append(dst, s.pickMove(t.Kind, i))
	}
	return dst
}

// pickMove is the move that chooses item i of kind k.
func (s *State) pickMove(k expr.Kind, i int) Move {
	if k == expr.KindCard {
		return Move{Action: ActChoose, Card: s.c.ids[i]}
	}
	return Move{Action: ActChoose, Seat: rulebook.Player(i)}
}

// checkPick checks m, whose card is k (-1 for none), as the answer to the
// choose_n step t.
func (s *State) checkPick(t *task, m Move, k int) error {
	item := k
	if t.Kind == expr.KindPlayer {
		if m.Card != "" {
			return illegal(secAbilities, "the ability chooses a player, not a card: %q", m.String())
		}
		item = int(m.Seat)
		if !m.Seat.IsSeat() || item >= s.seats() {
			return illegal(secAbilities, "the ability chooses one of the %d seats", s.seats())
		}
	} else if m.Card == "" {
		return illegal(secAbilities, "the ability chooses a card, not a player: %q", m.String())
	}
	var buf [maxKinds]int
	items, err := s.members(t, buf[:0])
	if err != nil {
		return illegal(secAbilities, "the ability's filter fails: %v", err)
	}
	if !(expr.Pick{Left: int(t.N)}).Accepts(item, items) {
		return illegal(secAbilities, "%q is not one the ability lets you choose (%s): its filter is %q", m.String(), s.c.cards[t.Card].Name, t.Arg)
	}
	return nil
}

// applyPick answers a choose_n with the item m names: its body follows,
// and the step stays while choices are left.
func (s *State) applyPick(t *task, m Move, k int) error {
	item := k
	if t.Kind == expr.KindPlayer {
		item = int(m.Seat)
	}
	pick := *t
	s.countDown(t)
	effects, err := s.body(&pick, item, s.scratch[:0])
	if err == nil {
		err = s.pushEffects(effects, bodyWho(&pick, item), int8(pick.owner()), pick.Card)
	}
	s.scratch = effects[:0]
	return err
}

// pickPrompt is a choose_n's question: "p0: choose a card for NAME", NAME
// the card whose ability it is.
func (s *State) pickPrompt(t *task) string {
	return fmt.Sprintf("%v: %s for %s", rulebook.Player(t.Who), expr.Pick{Kind: t.Kind, Left: int(t.N)}.Prompt(), s.c.cards[t.Card].Name)
}

// loopTask is the step a for_each or choose_n effect e becomes in t, or
// the error of content the game cannot run: a kind it has no items of, a
// script the content did not compile.
func (s *State) loopTask(e expr.Effect, t *task) error {
	t.Kind, t.Arg, t.Label = expr.Kind(e.M), e.Arg, e.Label
	return s.validLoop(*t)
}

// validLoop checks a for_each or choose_n step: its kind, its count and
// scripts the content compiled.
func (s *State) validLoop(t task) error {
	name, _ := saveOps.Name(t.Op)
	switch {
	case !isKind(t.Kind):
		return fmt.Errorf("kind: a %s ranges over a player or a card, not %v", name, t.Kind)
	case t.Op == expr.OpEach && t.N != 0 || t.N < 0 || t.N > maxCount:
		return fmt.Errorf("n: a %s with %d choices left", name, t.N)
	case t.Arg != "" && s.c.deferred.Program(t.Arg, expr.Bool) == nil:
		return fmt.Errorf("arg: %q is no filter of the content", t.Arg)
	case s.c.deferred.Program(t.Label, expr.Effects) == nil:
		return fmt.Errorf("label: %q is no script of the content", t.Label)
	}
	return nil
}

// compileDeferred compiles the deferred scripts (filters and bodies) that
// effect script s names, and theirs in turn, adding them to scripts for
// the check of the names they pass. A for_each or choose_n ranges over a
// player or a card.
func (c *Content) compileDeferred(s content.Script, scripts *[]content.Script, errs *content.Errors) {
	comp := c.lang.Compiler()
	for _, call := range comp.Calls(s) {
		if (call.Func == "for_each" || call.Func == "choose_n") && len(call.Args) > 0 {
			if k, ok := expr.KindOf(fmt.Sprint(call.Args[0])); ok && !isKind(k) {
				errs.Add(call.ArgPos[0], "%s: Builder's High ranges over a player or a card, not a %v", call.Func, k)
			}
		}
	}
	for _, ds := range comp.DeferredScripts(s, errs) {
		p, err := comp.Compile(ds.Script, ds.Result)
		if err != nil {
			errs.AddError(err)
			continue
		}
		c.deferred.Add(ds, p)
		*scripts = append(*scripts, ds.Script)
		if ds.Result == expr.Effects {
			c.compileDeferred(ds.Script, scripts, errs)
		}
	}
}

// state is the state the script reads, nil for none.
func (e *Env) state() *State {
	if e == nil {
		return nil
	}
	return e.s
}

// itemOf is the item the script is run for, -1 outside a loop.
func (e *Env) itemOf() int {
	if !e.bound {
		return -1
	}
	return e.binding
}

// actorOf is the seat whose loop the script is run for: outside one, the
// script's own player.
func (e *Env) actorOf() int {
	if !e.bound {
		return e.player
	}
	return e.looper
}

// noCard is what the readers of a card by index read for an index that
// names no card: no type, no cost.
var noCard Card

// cardOf is the card of index k, or noCard.
func (s *State) cardOf(k int) *Card {
	if s == nil || k < 0 || k >= len(s.c.cards) {
		return &noCard
	}
	return &s.c.cards[k]
}

// cardDeck is the deck of the card of index k, "" for none.
func (s *State) cardDeck(k int) string {
	if s == nil || k < 0 || k >= len(s.c.cards) {
		return ""
	}
	return s.c.cards[k].Deck.String()
}

// cardIn is how many copies of the card of index k lie in place, seen
// from player p (as cards reads places); 0 for no such card or place.
func (s *State) cardIn(p, k int, place string) int {
	z := placeZone(parsePlace(place), p)
	if s == nil || z < 0 || k < 0 || k >= len(s.c.cards) {
		return 0
	}
	return s.avail(z, k)
}

// takeCard is take_card(place, k): take_from(place, id, 1) for the card
// of index k. An index that names no card is kept in N, for the error
// pushEffect gives.
func (s *State) takeCard(place, k int) expr.Effect {
	if s == nil || k < 0 || k >= len(s.c.cards) {
		return expr.Effect{Op: opTakeCard, M: place, N: k}
	}
	return expr.Effect{Op: opTakeCard, M: place, N: 1, Arg: s.c.ids[k]}
}

// The repeat loops' kinds by name, for saves: a repeat step's Loop.
var loopNames = [...]string{expr.LoopWhile: "while", expr.LoopUntil: "until", expr.LoopMay: "may"}

// repeat is the repeat step t holds.
func (t *task) repeat() expr.Loop {
	l := expr.LoopOf(expr.Effect{Op: expr.OpLoop, N: int(t.Loop), Arg: t.Arg, Then: t.Then})
	l.Rounds = int(t.N)
	return l
}

// stepRepeat does a repeat_while, repeat_until or repeat_may: another
// round, the player's question whether to go on (a repeat_may after its
// first round), or done. Its condition runs with item() the rounds done.
func (s *State) stepRepeat(t *task) (bool, error) {
	again, err := t.repeat().Again(func() (bool, error) { return s.holds(t) })
	if err != nil || !again {
		s.stack.Pop()
		return false, err
	}
	if t.repeat().Asks() {
		return true, nil // the player goes on (yes) or stops (no)
	}
	return false, s.nextRound(t)
}

// holds runs repeat step t's condition, with item() its rounds done.
func (s *State) holds(t *task) (bool, error) {
	p := s.c.deferred.Program(t.Arg, expr.Bool)
	if p == nil {
		return false, fmt.Errorf("buildershigh: no compiled condition %q", t.Arg)
	}
	r := runnerPool.Get()
	r.Env = s.boundEnv(t, int(t.N))
	ok, err := r.RunBool(p, &r.Env)
	runnerPool.Put(r)
	return ok, err
}

// nextRound counts a round of repeat step t and pushes its effects.
func (s *State) nextRound(t *task) error {
	t.N++
	then, who, owner, card := t.Then, t.Who, int8(t.owner()), t.Card
	return s.pushEffects(then, who, owner, card)
}

// applyRepeat answers a repeat_may's question: yes, another round; no,
// the loop is over.
func (s *State) applyRepeat(t *task, m Move) error {
	if m.Action != ActYes {
		s.stack.Pop()
		return nil
	}
	return s.nextRound(t)
}

// repeatPrompt is a repeat_may's question: "p0: you may LABEL (yes or no)".
func (s *State) repeatPrompt(t *task) string {
	return fmt.Sprintf("%v: %s", rulebook.Player(t.Who), expr.Choice{Op: expr.OpMay, Label: t.Label}.Prompt())
}

// repeatTask is the step a repeat effect e becomes in t, or the error of a
// condition the content did not compile.
func (s *State) repeatTask(e expr.Effect, t *task) error {
	t.Arg, t.Loop, t.N, t.Label, t.Then = e.Arg, uint8(e.N), 0, e.Label, e.Then
	return s.validRepeat(*t)
}

// validRepeat checks a repeat step: its kind, its rounds and a condition
// the content compiled.
func (s *State) validRepeat(t task) error {
	switch {
	case int(t.Loop) >= len(loopNames):
		return fmt.Errorf("loop: %d is no kind of repeat", t.Loop)
	case t.N < 0 || int(t.N) > expr.MaxRounds:
		return fmt.Errorf("n: a repeat after %d rounds (at most %d)", t.N, expr.MaxRounds)
	case s.c.deferred.Program(t.Arg, expr.Bool) == nil:
		return fmt.Errorf("arg: %q is no condition of the content", t.Arg)
	case (t.Label != "") != (t.Loop == expr.LoopMay):
		return fmt.Errorf("label: %q, and only a repeat_may says what is repeated", t.Label)
	}
	return nil
}
