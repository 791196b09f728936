package highrise

import (
	"fmt"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// The loop and choice combinators of expr (for_each, choose_n,
// repeat_while, repeat_until) as High Rise steps. A task of one holds: K
// the kind (for_each, choose_n), N the choices left (choose_n) or whether
// the condition comes after the effects (a repeat), Arg the filter or
// condition script, Label the body script, Then a repeat's effects; a
// repeat's K counts the rounds done.

// kindSize is how many items of kind k the game has: the seats, the Power
// Cards, the Building Spaces, the Neighborhoods, or the numbers 0 to
// maxCount.
func (s *State) kindSize(k expr.Kind) int {
	switch k {
	case expr.KindPlayer:
		return s.seats()
	case expr.KindCard:
		return len(s.c.cards)
	case expr.KindBuilding:
		return s.buildingSpaces()
	case expr.KindPlace:
		return len(s.c.hoods)
	case expr.KindNumber:
		return maxCount + 1
	}
	return 0
}

// bound is the Env of a deferred script run by seat who with item bound:
// a player item is the seat the script is for (for a body), a place item
// the Neighborhood acted on, and a building item's Neighborhood too.
func (s *State) bound(who, item int, k expr.Kind, body bool) Env {
	e := Env{s: s, p: who, hood: -1, elem: item, by: who}
	switch k {
	case expr.KindPlayer:
		if body {
			e.p = item
		}
	case expr.KindPlace:
		e.hood = item
	case expr.KindBuilding:
		if item >= 0 && item < s.buildingSpaces() {
			e.hood = item / s.c.maxSlots // its Neighborhood
		}
	}
	return e
}

// deferredBool runs the filter or condition src for seat who with item
// bound; an empty filter passes every item.
func (s *State) deferredBool(src string, who, item int, k expr.Kind) (bool, error) {
	p := s.c.deferred.Program(src, expr.Bool)
	if p == nil {
		if src == "" {
			return true, nil
		}
		return false, fmt.Errorf("highrise: no compiled condition %q", src)
	}
	r := runnerPool.Get()
	r.Env = s.bound(who, item, k, false)
	ok, err := r.RunBool(p, &r.Env)
	runnerPool.Put(r)
	return ok, err
}

// deferredEffects runs the body src for item, appending its effects to dst.
func (s *State) deferredEffects(src string, who, item int, k expr.Kind, dst []expr.Effect) ([]expr.Effect, error) {
	p := s.c.deferred.Program(src, expr.Effects)
	if p == nil {
		return dst, fmt.Errorf("highrise: no compiled body %q", src)
	}
	if effects, ok := s.c.consts[p]; ok {
		return append(dst, effects...), nil
	}
	r := runnerPool.Get()
	r.Env = s.bound(who, item, k, true)
	dst, err := r.RunEffects(p, &r.Env, dst)
	runnerPool.Put(r)
	return dst, err
}

// count is how many items of the kind named kind pass the deferred filter
// for e's seat: the count() reader. A filter that fails to run is the
// script's error, as a for_each's is (the move that runs it is refused).
func (s *State) count(e *Env, kind, filter string) (int, error) {
	k, ok := expr.KindOf(kind)
	if !ok {
		return 0, fmt.Errorf("count: %q is no kind of item", kind)
	}
	n := 0
	for i := range s.kindSize(k) {
		ok, err := s.deferredBool(filter, e.p, i, k)
		if err != nil {
			return 0, err
		}
		if ok {
			n++
		}
	}
	return n, nil
}

// floorsOf is the Floors in seat p's Construction Yards, 0 for no seat.
func (s *State) floorsOf(p int) int {
	if p < 0 || p >= s.seats() {
		return 0
	}
	return s.p[p].Yard.Total()
}

// members lists the items of step t's kind that pass its filter now.
func (s *State) members(t *task, dst []int) ([]int, error) {
	k, who, filter := expr.Kind(t.K), int(t.Who), t.Arg
	return expr.Members(s.kindSize(k), func(i int) (bool, error) { return s.deferredBool(filter, who, i, k) }, dst)
}

// bodyWho is the seat a body's effects are for: the player chosen, or the
// step's own.
func bodyWho(t *task, item int) int8 {
	if expr.Kind(t.K) == expr.KindPlayer {
		return int8(item)
	}
	return t.Who
}

// stepLoops does a for_each (at once), a repeat (another round, or done)
// and a choose_n (waits while a choice is left and an item passes).
func (s *State) stepLoops(t *task) (bool, error) {
	var buf [64]int
	switch t.Op {
	case expr.OpEach:
		each := *t
		s.stack.Pop()
		items, err := s.members(&each, buf[:0])
		if err != nil {
			return false, err
		}
		k := expr.Kind(each.K)
		return false, expr.ForEach(&s.stack, items,
			func(i int) ([]expr.Effect, error) {
				// Each item's effects are pushed before the next body runs:
				// one buffer serves them all.
				effects, err := s.deferredEffects(each.Label, int(each.Who), i, k, s.scratch[:0])
				s.scratch = effects[:0]
				return effects, err
			},
			func(i int, e expr.Effect) error { return s.pushEffect(e, bodyWho(&each, i)) })
	case expr.OpLoop:
		l := t.loop()
		who, cond, rounds := int(t.Who), t.Arg, int(t.K)
		again, err := l.Again(func() (bool, error) { return s.deferredBool(cond, who, rounds, 0) })
		if err != nil || !again {
			s.stack.Pop()
			return false, err
		}
		if l.Asks() {
			return true, nil // the player goes on (yes) or stops (no)
		}
		t.K++
		return false, s.pushEffects(l.Then, int8(who))
	case expr.OpChoose:
		items, err := s.members(t, buf[:0])
		if err != nil {
			return false, err
		}
		return s.waitIf(expr.Pick{Left: int(t.N)}.Waits(items)), nil
	}
	return false, nil
}

// The repeat step's N: the kind of loop (expr.LoopWhile, LoopUntil,
// LoopMay), and a flag set once a round of it drew a second Floor of a
// colour it had drawn; its Dest holds the colours its rounds drew, a bit
// each (see noteDraw).
const (
	loopKind      = 3
	loopDrewTwice = 4
)

// loop is the repeat step t holds.
func (t *task) loop() expr.Loop {
	l := expr.LoopOf(expr.Effect{Op: expr.OpLoop, N: int(t.N & loopKind), Arg: t.Arg, Then: t.Then})
	l.Rounds = int(t.K)
	return l
}

// applyLoop answers a repeat_may's question: yes, another round; no, the
// loop is over.
func (s *State) applyLoop(t *task, m Move) error {
	if m.Act != ActYes {
		s.stack.Pop()
		return nil
	}
	t.K++
	return s.pushEffects(t.Then, t.Who)
}

// noteDraw records a Floor of colour k that Chance drew into seat p's
// Construction Yards in the innermost repeat of p pending: the Floors "you
// already have Drawn" that drew() and drew_twice() read.
func (s *State) noteDraw(p, k int) {
	for i := len(s.stack) - 1; i >= 0; i-- {
		if t := &s.stack[i]; t.Op == expr.OpLoop && int(t.Who) == p {
			if t.Dest&(1<<k) != 0 {
				t.N |= loopDrewTwice
			}
			t.Dest |= 1 << k
			return
		}
	}
}

// repeating is the innermost repeat of seat p pending, or nil.
func (s *State) repeating(p int) *task {
	for i := len(s.stack) - 1; i >= 0; i-- {
		if t := &s.stack[i]; t.Op == expr.OpLoop && int(t.Who) == p {
			return t
		}
	}
	return nil
}

// drew reports whether seat p's innermost repeat has drawn a Floor of
// colour k.
func (s *State) drew(p, k int) bool {
	t := s.repeating(p)
	return t != nil && k >= 0 && k < maxColors && t.Dest&(1<<k) != 0
}

// drewTwice reports whether seat p's innermost repeat has drawn a second
// Floor of a colour it had drawn.
func (s *State) drewTwice(p int) bool {
	t := s.repeating(p)
	return t != nil && t.N&loopDrewTwice != 0
}

// pickActs are the moves that name an item of each kind.
var pickActs = [...]Action{expr.KindPlayer: ActChoose, expr.KindCard: ActCard, expr.KindPlace: ActHood, expr.KindBuilding: ActBuilding, expr.KindNumber: ActCount}

// appendPicks lists the answers to a choose_n: each item that passes its
// filter, as the move that names an item of its kind.
func (s *State) appendPicks(dst []Move, t *task) []Move {
	var buf [64]int
	items, err := s.members(t, buf[:0])
	if err != nil {
		return dst
	}
	act := pickAct(expr.Kind(t.K))
	for _, i := range items {
		dst = append(dst, Move{Act: act, K: int16(i), c: s.c})
	}
	return dst
}

// pickAct is the move that names an item of kind k, ActNone for a kind
// no move names.
func pickAct(k expr.Kind) Action {
	if int(k) < len(pickActs) {
		return pickActs[k]
	}
	return ActNone
}

// applyPick answers a choose_n with the item m names: its body follows,
// and the step stays while choices are left.
func (s *State) applyPick(t *task, m Move) error {
	item := int(m.K)
	body, who, k := t.Label, int(t.Who), expr.Kind(t.K)
	to := bodyWho(t, item)
	if t.N--; t.N <= 0 {
		s.stack.Pop()
	}
	effects, err := s.deferredEffects(body, who, item, k, s.scratch[:0])
	return s.runPush(effects, err, int(to))
}

// loopTask is the step a loop or choice effect becomes for seat who.
func loopTask(e expr.Effect, who int8) task {
	t := task{Op: e.Op, Who: who, N: int16(e.N), K: int16(e.M), Arg: e.Arg, Label: e.Label, Then: e.Then}
	if e.Op == expr.OpLoop {
		t.K = 0
	}
	return t
}

// compileDeferred compiles the deferred scripts effects script s names,
// as every script is compiled. A choose_n must range over a kind a move
// names.
func (c *Content) compileDeferred(s content.Script, errs *content.Errors) {
	comp := c.lang.Compiler()
	for _, call := range comp.Calls(s) {
		if len(call.Args) == 0 {
			continue
		}
		switch call.Func {
		case "choose_n":
			if k, ok := expr.KindOf(fmt.Sprint(call.Args[0])); ok && pickAct(k) == ActNone {
				errs.Add(call.ArgPos[0], "choose_n: a High Rise move names a chosen player (choose), card, place (hood), building or number (count), not a %v", k)
			}
		case "repeat_while", "repeat_until":
			c.checkEndless(call, errs)
		}
	}
	for _, ds := range comp.DeferredScripts(s, errs) {
		if p := c.compile(ds.Script, ds.Result, errs); p != nil {
			c.deferred.Add(ds, p)
		}
	}
}

// checkEndless reports a repeat_while whose condition is a constant true,
// or a repeat_until's constant false: nothing its rounds do can end it, so
// it would always run past its rounds' bound in play.
func (c *Content) checkEndless(call expr.Call, errs *content.Errors) {
	src, ok := call.Args[0].(string)
	if !ok {
		return
	}
	p, cerr := c.lang.Compiler().Compile(content.Script{Src: src}, expr.Bool)
	if cerr != nil || !p.Constant() {
		return // compiled and reported with the deferred scripts
	}
	var run expr.Runner
	holds, err := run.RunBool(p, &Env{hood: -1})
	if err == nil && holds == (call.Func == "repeat_while") {
		errs.Add(call.ArgPos[0], "%s: the condition %q is always %v: the loop would run past its %d rounds", call.Func, src, holds, expr.MaxRounds)
	}
}

// The tracks a player item is compared on.
const (
	trackCorruption = iota
	trackVP
)

// track is seat p's place on a track, 0 for no seat.
func (s *State) track(p, which int) int {
	if p < 0 || p >= s.seats() {
		return 0
	}
	if which == trackVP {
		return int(s.p[p].VP)
	}
	return int(s.p[p].Corruption)
}

// least is the lowest place on a track of any seat (others: but p); 0
// with no seat to compare.
func (s *State) least(p int, others bool, which int) int {
	low, any := 0, false
	for q := 0; q < s.seats(); q++ {
		if others && q == p {
			continue
		}
		if v := s.track(q, which); !any || v < low {
			low, any = v, true
		}
	}
	return low
}

// validLoop checks a loop or choice step of a save: its kind, its rounds,
// and scripts the content compiled.
func (s *State) validLoop(t task) error {
	if !expr.IsLoop(t.Op) {
		return nil
	}
	if t.Op != expr.OpLoop && s.kindSize(expr.Kind(t.K)) == 0 {
		return fmt.Errorf("k: %d is no kind of item", t.K)
	}
	if t.Op == expr.OpLoop && (t.N&^(loopKind|loopDrewTwice) != 0 || t.N&loopKind > expr.LoopMay || t.K < 0 || int(t.K) > expr.MaxRounds) {
		return fmt.Errorf("a repeat step with n %d after %d rounds", t.N, t.K)
	}
	if t.Op == expr.OpLoop && (int(t.Dest) >= 1<<s.c.up || t.N&loopDrewTwice != 0 && t.Dest == 0) {
		return fmt.Errorf("dest: %d is no set of the colours a repeat drew (n %d)", t.Dest, t.N)
	}
	if t.Arg != "" && s.c.deferred.Program(t.Arg, expr.Bool) == nil {
		return fmt.Errorf("arg: %q is no condition of the content", t.Arg)
	}
	if t.Op != expr.OpLoop && s.c.deferred.Program(t.Label, expr.Effects) == nil {
		return fmt.Errorf("label: %q is no script of the content", t.Label)
	}
	return nil
}

// pickPrompt is a choose_n's question in the game's words: a place is a
// Neighborhood, a card a Power Card, a building a Building.
func (s *State) pickPrompt(t *task) string {
	p := expr.Pick{Kind: expr.Kind(t.K), Left: int(t.N)}
	what := ""
	switch p.Kind {
	case expr.KindPlace:
		what = "Neighborhood"
	case expr.KindCard:
		what = "Power Card"
	case expr.KindBuilding:
		what = "Building"
	default:
		return p.Prompt()
	}
	if p.Left == 1 {
		return "choose a " + what
	}
	return fmt.Sprintf("choose a %s (%d to choose)", what, p.Left)
}

// whyPick says why m does not answer the choose_n step t: it names no item
// of the step's kind that passes the step's filter now (a Power Card's, a
// Tenant's or a tile's own words: "choose one of your Power Cards").
func (s *State) whyPick(t *task, m Move) error {
	k := expr.Kind(t.K)
	section := secTenantRef
	if k == expr.KindCard {
		section = secCards
	}
	if m.Act != pickAct(k) || int(k) >= len(pickNouns) {
		return illegal(section, "%q does not answer the pending decision: %s", m.String(), s.Prompt())
	}
	return illegal(section, "%q is not one of the %s this choice offers: those that pass %q now", m.String(), pickNouns[k], t.Arg)
}

// pickNouns name the items of each kind in a refusal.
var pickNouns = [...]string{expr.KindPlayer: "players", expr.KindCard: "Power Cards", expr.KindBuilding: "Building Spaces",
	expr.KindPlace: "Neighborhoods", expr.KindNumber: "numbers"}
