package highrise

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// The effect primitives a High Rise script may return, made by the verbs
// of verbTable (verbs.go), whose entries say what each does. No tenant, tile or card is named here: each one's behaviour
// is the script in its YAML.
const (
	opDraw expr.Op = expr.OpGame + iota
	opDrawMore
	opRaise
	opTake
	opChoose
	opTakeOneColor
	opUltra
	opCorrupt
	opLose
	opLoseUpTo
	opLoseOrKeep
	opVP
	opSpire
	opSpireOn
	opCard
	opConstruct
	opTrade
	opSpend
	opGive
	opTallestBonus
	opDrawUpTo
	opBonusAny
	opFloorsOnto
	opUnflip
	opSwitch
	opDrawOnCard
	opTakeFromCard
	opDiscard
	opCover
	opFloorsNew
	opCoOwn
	opRepeat
	opLoseVP
	opSkipAction

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
	opSpiresOn    // put Spires on the new Building
	opPlace       // choose the Building Space (or the Suburbs)
	opTenantMay   // activate the new Building's Tenant power?
	opWindow      // use Power Cards at K (an event) or go on
	opEndAction   // the action is over
	opRoundEnd    // Tallest Building Bonus and Upkeep
	opPenalty     // the Corruption Penalty
	opNewRound    // the next round's Blueprints, Bonus Tiles and Moguls
	opFlip        // Full Game penalty: flip a Power Card face down
	opTakeColor   // choose the colour for take_one_color
	opPentFloor   // choose a Floor for a Penthouse, or stop
	opTrigger     // a Power Card's ongoing effect for seat Who
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
	elem  int    // the item a loop's filter or body is run for (see loops.go)
	by    int    // the seat whose loop it is (p, but in a body run for a player item)
	win   int    // the event of the Power Card window a card's can script is run for, 0 for none
}

// checkReferences reports every literal a script passes that names nothing
// in the content: an unknown colour, card or Neighborhood.
// A name of the records of an unreadable file is not checked: they are
// missing.
func (c *Content) checkReferences(s content.Script, errs *content.Errors, unreadable map[string]bool) {
	expr.CheckLiterals(c.lang, s, verb.literals, func(kind argKind, v any) string {
		if kind == argCard && unreadable["cards.yaml"] || kind == argHood && unreadable["board.yaml"] {
			return ""
		}
		return c.checkArg(kind, v)
	}, errs)
}

// checkArg says why literal v, an argument naming kind, names nothing in
// the content, or "".
func (c *Content) checkArg(kind argKind, v any) string {
	str, _ := v.(string)
	if words, ok := argChoices[kind]; ok && !slices.Contains(words, str) {
		named := kind == argAddFloors || kind == argSpireOn // which may name a Building Space
		if _, space := c.lookup('p', str); named && space {
			return "" // a Building Space named
		}
		if named {
			return fmt.Sprintf("%q is not one of %q nor a Building Space", str, words)
		}
		return fmt.Sprintf("%q is not one of %q", str, words)
	}
	switch kind {
	case argColor:
		if k := c.color(str); k < 0 || k == c.up {
			return fmt.Sprintf("%q is not a Floor colour (%v)", str, c.colors)
		}
	case argCard:
		if c.cardIndex(str) < 0 {
			return fmt.Sprintf("unknown Power Card %q", str)
		}
	case argHood:
		if str != "" && c.hoodIndex(str) < 0 {
			return fmt.Sprintf("unknown neighborhood %q", str)
		}
	case argEvent:
		if ev, ok := events.Lookup(str); !ok || ev == 0 {
			return fmt.Sprintf("%q is not an event of the Power Cards (%v)", str, eventNames[1:])
		}
	}
	return ""
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
	r.Env = Env{s: s, p: p, hood: here, extra: extra, by: p}
	return r
}

// callsOpening reports whether script s calls a verb whose effect can
// make a Blueprint match (verb.opens).
func (c *Content) callsOpening(s content.Script) bool {
	if s.IsZero() {
		return false
	}
	for _, call := range c.lang.Compiler().Calls(s) {
		if v, ok := c.lang.Lookup(call.Func); ok && v.opens {
			return true
		}
	}
	return false
}

// runEffects runs an effects program for seat p.
func (s *State) runEffects(prog *expr.Program, p, here int, dst []expr.Effect) ([]expr.Effect, error) {
	if prog == nil {
		return dst, nil
	}
	if prog.Constant() { // Load ran it (only a constant program is in consts)
		if effects, ok := s.c.consts[prog]; ok {
			return append(dst, effects...), nil
		}
	}
	r := s.scriptRunner(p, here, Floors{})
	dst, err := r.RunEffects(prog, &r.Env, dst)
	runnerPool.Put(r)
	return dst, err
}

// runCan runs a can script; nil means always. A script that is a reading
// verb, or readers compared with constants or joined by ||, is answered
// without the VM (see expr.FormDirect); a failed run answers false.
func (s *State) runCan(prog *expr.Program, p, here int, extra Floors) bool {
	return s.canIn(prog, p, here, extra, evNone)
}

// cardCan runs card k's can script for seat p in the window of event ev.
func (s *State) cardCan(k, p, ev int) bool { return s.canIn(s.cs[k].can, p, -1, Floors{}, ev) }

// canIn runs a can script as runCan does, in the window of event win (0
// for none).
func (s *State) canIn(prog *expr.Program, p, here int, extra Floors, win int) bool {
	if prog == nil {
		return true
	}
	r := runnerPool.Get()
	ok := s.canRun(r, prog, p, here, extra, win)
	runnerPool.Put(r)
	return ok
}

// canRun is canIn with runner r, which the caller lends; prog is not nil.
func (s *State) canRun(r *expr.Local[Env], prog *expr.Program, p, here int, extra Floors, win int) bool {
	r.Env = Env{s: s, p: p, hood: here, extra: extra, by: p, win: win}
	ok, err := r.RunBool(prog, &r.Env)
	return err == nil && ok
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
