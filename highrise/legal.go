package highrise

import (
	"fmt"
	"sync"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// Rulebook sections cited by errors.
const (
	secSetup     = "Setup"
	secMovement  = "Movement"
	secZones     = "Zones"
	secActions   = "Actions"
	secBonus     = "Bonus Spaces"
	secYards     = "Your Construction Yards"
	secExpanded  = "Expanded Construction Yards"
	secBlueprint = "Blueprints"
	secPlacing   = "Pick a Neighborhood"
	secDemolish  = "Demolishing Buildings"
	secTenants   = "Tenant Powers"
	secCards     = "Power Cards"
	secFloors    = "Not Enough Floors in the Bag?"
	secDraw      = "Drawing and Choosing Floors"
	secAppendixI = "Appendix I: Action Space Reference"
	secTiles     = "Appendix II: Bonus Tile Reference"
	secTenantRef = "Appendix III: Tenant Tile Reference"
	secPenalty   = "Corruption Penalty"
	secEnd       = "End of Game"
	secStopZone  = "End of Round"
	secSpires    = "Spire(s)"
	secSuburbs   = "Constructing in the Suburbs"

	secNeutral     = "Neutral Moguls"
	secNeutralMove = "Moving"
	secSoloSetup   = "Setup Changes"
	secSoloBonus   = "Bonus Spaces (1-Player Game)"
	secBlockers    = "Blueprint Blocker Tiles and Corruption Limit"
)

func illegal(section, format string, args ...any) error {
	return rulebook.Illegal(gameName, section, fmt.Sprintf(format, args...))
}

// chanceOps are the steps Chance answers.
func chanceOp(op expr.Op) bool {
	switch op {
	case opFloor, opTile, opBlueprint, opDealTenant, opDealYard, opLineTile, opBlocker:
		return true
	}
	return false
}

// ToMove is the party that owes the next decision.
func (s *State) ToMove() rulebook.Player {
	t := s.stack.Due(s.over)
	if t == nil {
		return rulebook.Nobody
	}
	switch {
	case chanceOp(t.Op):
		return rulebook.Chance
	}
	return rulebook.Player(t.Who)
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.over }

// Prompt says what is being decided.
func (s *State) Prompt() string {
	t := s.stack.Due(s.over)
	if t == nil {
		return expr.Idle(s.over)
	}
	who := rulebook.Player(t.Who)
	if t.Op == opBonusPick && t.Dest == destSharing {
		return fmt.Sprintf("%v: take everything from the Bonus Space you passed whose Power Card lets you share the space you moved onto", who)
	}
	if text, ok := stepPrompts[t.Op]; ok {
		return fmt.Sprintf("%v: %s", who, text)
	}
	switch t.Op {
	case opFloor:
		return "Chance: draw a random Floor from the bag " + s.drawDest(t)
	case opTile:
		return "Chance: place a Bonus Tile on " + s.c.spaceIDs[s.side.Spaces[s.side.BonusSpaces[t.K]].G]
	case opBlueprint:
		return fmt.Sprintf("Chance: deal the Blueprint Card for %d", s.c.rounds[t.K])
	case opDealTenant:
		return "Chance: deal a Tenant Tile to " + s.c.nameOf('p', int(t.K))
	case opDealYard:
		return fmt.Sprintf("Chance: deal a Base Construction Yard to %v", who)
	case opTurn:
		if s.anyUsable(int(t.Who), evNone) {
			return fmt.Sprintf("%v: move your Mogul clockwise to an Action Space, or first use a Power Card", who)
		}
		return fmt.Sprintf("%v: move your Mogul clockwise to an Action Space", who)
	case opLineTile:
		return "Chance: draw a Bonus Tile for the line beside the board"
	case opBlocker:
		return "Chance: draw a Blueprint Blocker Tile and block the Blueprint of its letter"
	case opEmbezzle:
		if t.N == 1 {
			return fmt.Sprintf("%v: you may gain a Corruption to draw a Floor from your own Building before its Tenant power (yes), or not now (no: asked again after the power)", who)
		}
		return fmt.Sprintf("%v: you may gain a Corruption to draw a Floor from your own Building (yes or no)", who)
	case opDiscardDown:
		return fmt.Sprintf("%v: discard down to %d Floors", who, s.p[t.Who].capacity(s.c))
	case opPlace:
		return fmt.Sprintf("%v: choose a Building Space for the new %d-floor Building (or the Suburbs, if it is too short for a Neighborhood)", who, s.cons.Height)
	case opTenantMay:
		if s.anyUsable(int(t.Who), evAfterConstruct) {
			return fmt.Sprintf("%v: you may activate the Tenant power (yes or no), or first use a Power Card", who)
		}
		return fmt.Sprintf("%v: you may activate the Tenant power (yes or no)", who)
	case opTrigger:
		return fmt.Sprintf("%v: you may use another %s for a Corruption (yes or no)", who, s.c.cards[t.K].Name)
	case expr.OpMay, expr.OpEither:
		return fmt.Sprintf("%v: %s", who, t.choice().Prompt())
	case expr.OpChoose:
		return fmt.Sprintf("%v: %s", who, s.pickPrompt(t))
	case opPentFloor:
		return fmt.Sprintf("%v: add a Floor to your Building on %s (%d more at most), or done", who, s.c.spaceID(int(t.K)), t.N)
	case opLoseUpTo:
		return fmt.Sprintf("%v: lose up to %d Corruption", who, t.N)
	case opGive:
		return fmt.Sprintf("%v: give %v a Floor of your choice", who, rulebook.Player(t.K))
	case expr.OpLoop:
		return fmt.Sprintf("%v: you may %s (yes), or stop (no)", who, t.Label)
	case opDrawUpTo:
		return fmt.Sprintf("%v: how many random Floors to draw (%d to %d)", who, t.K, t.N)
	}
	return "?"
}

// stepPrompts are the prompts of the steps that ask the same each time,
// after the name of the seat that owes the step.
var stepPrompts = map[expr.Op]string{
	opStartBuild: "place your 5-story Building in an unoccupied Neighborhood (not the City Center)",
	opLinePick:   "choose one of the remaining Bonus Tiles of the line",
	opLineFloor:  "choose a Floor from those beside the Bonus Tiles",
	opNeutral:    "Controlling Player: block with the Neutral Mogul, or move it (one Corruption) within its current or the next Neighborhood",
	opBonusPick:  "take everything from one Bonus Space you passed",
	opOverflow:   "too many Floors: take an Expanded Construction Yard or discard",
	opConstruct:  "choose a Blueprint and the Floors that match it",
	opSpiresOn:   "put Spires on the new Building",
	opWindow:     "use a Power Card, or done",
	opFlip:       "most Corruption: flip a Power Card face down",
	opChoose:     "choose a Floor from the bag",
	opTakeColor:  "choose a Floor from the bag",
	opShortage:   "the bag is short: take a Floor from the player with the most",
	opTrade:      "trade Floors of one colour for as many of another, or notrade",
	opSpend:      "return a Floor",
	opBonusAny:   "take everything from one Bonus Space",
	opFloorsOnto: "choose one of your Buildings",
	opSpireOn:    "choose one of your Buildings",
	opUnflip:     "turn a face-down Power Card face up",
	opSwitch:     "switch a Floor's colour",
	opCover:      "cover a square of this round's Blueprints with an UltraPlastic requirement token",
	opFloorsNew:  "add a Floor from your Construction Yards to the new Building, or done",
	opCoOwn:      "choose a Building you don't control to slide a Building Base onto",
}

// drawDest says where a Chance draw goes: "for p1", "onto bonus-1a",
// "onto p1's card", "beside the Bonus Tiles".
func (s *State) drawDest(t *task) string {
	if t.Op != opFloor {
		return "for " + rulebook.Player(t.Who).String()
	}
	switch d := int(t.Dest); {
	case d == destLine:
		return "beside the Bonus Tiles"
	case d >= destCard:
		return "onto " + rulebook.Player(d-destCard).String() + "'s card"
	case d >= destBonus:
		return "onto " + s.c.spaceIDs[s.side.Spaces[s.side.BonusSpaces[d-destBonus]].G]
	default:
		return "for " + rulebook.Player(d-destYard).String()
	}
}

// Legal returns every legal move, in a deterministic order.
func (s *State) Legal() []Move { return s.AppendLegal(nil) }

// Weight is the weight of a Chance outcome: how many Floors of the colour
// are in the bag, how many tiles of the kind are left; 1 otherwise.
func (s *State) Weight(m Move) int {
	t := s.stack.Due(s.over)
	if t == nil || !chanceOp(t.Op) { // Chance is not to move
		return 1
	}
	switch m.Act {
	case ActFloor:
		if m.K >= 0 && int(m.K) < s.c.up {
			return int(s.bag[m.K])
		}
	case ActTile:
		if m.K >= 0 && int(m.K) < len(s.c.tiles) {
			return s.c.tiles[m.K].Count - int(s.tiles[m.K])
		}
	}
	return 1
}

func (s *State) appendColors(dst []Move, a Action, f Floors, withUp bool) []Move {
	for k, n := range f {
		if n > 0 && (withUp || k != s.c.up) {
			dst = append(dst, Move{Act: a, K: int16(k), c: s.c})
		}
	}
	return dst
}

// appendLegal appends the moves the rules allow to dst, in a
// deterministic order (AppendLegal leaves out those refused).
func (s *State) appendLegal(dst []Move) []Move {
	t := s.stack.Due(s.over)
	if t == nil {
		return dst
	}
	switch t.Op {
	case opFloor, opTile, opBlueprint, opDealTenant, opDealYard, opLineTile, opBlocker:
		return s.appendDeals(dst, t)
	case opStartBuild, opTurn, opNeutral, opBonusPick, opBonusAny, opLinePick:
		return s.appendTurn(dst, t)
	case opEmbezzle, opTenantMay, expr.OpMay, opTrigger, expr.OpEither, opOverflow, opLoseUpTo, opTrade, opDrawUpTo:
		return s.appendChoices(dst, t)
	case opLineFloor, opDiscardDown, opSpend, opChoose, opTakeColor, opShortage, opGive, opSwitch:
		return s.appendFloorChoices(dst, t)
	case opConstruct, opSpiresOn, opPlace, opFloorsOnto, opSpireOn, opPentFloor, opFloorsNew, opCoOwn:
		return s.appendBuild(dst, t)
	case opWindow, opFlip, opUnflip, opCover:
		return s.appendCardSteps(dst, t)
	case expr.OpChoose:
		return s.appendPicks(dst, t)
	case expr.OpLoop: // a repeat_may: go on, or stop
		return append(dst, Move{Act: ActYes, c: s.c}, Move{Act: ActNo, c: s.c})
	}
	return dst
}

// appendDeals lists Chance's answers: the Floor drawn from the bag, the Bonus Tile, Blueprint Card, Tenant,
// Construction Yard or Blueprint Blocker dealt.
func (s *State) appendDeals(dst []Move, t *task) []Move {
	c := s.c
	switch t.Op {
	case opFloor:
		return s.appendColors(dst, ActFloor, s.bag, false)
	case opTile, opLineTile:
		return s.appendEach(dst, ActTile, len(c.tiles), func(i int) bool {
			return c.tiles[i].Round == int(s.round) && int(s.tiles[i]) < c.tiles[i].Count
		})
	case opBlueprint:
		return s.appendEach(dst, ActBlueprint, len(c.blueprints), func(i int) bool { return c.blueprints[i].Round == int(t.K) })
	case opDealTenant:
		pool := s.tenantPool()
		return s.appendEach(dst, ActTenant, len(c.tenants), func(i int) bool { return s.inTenantPool(int(t.K), i, pool) })
	case opDealYard:
		return s.appendEach(dst, ActYard, s.seats(), func(o int) bool { return !s.yardDealt(o) })
	case opBlocker:
		u := s.unblocked()
		return s.appendEach(dst, ActBlocker, len(s.blueprints()), func(i int) bool { return u&(1<<i) != 0 })
	}
	return dst
}

// appendEach appends a move of action a naming, in K, each index below n
// (a tile, card, seat, colour, Building Space …) that ok accepts, in order.
func (s *State) appendEach(dst []Move, a Action, n int, ok func(i int) bool) []Move {
	for i := 0; i < n; i++ {
		if ok(i) {
			dst = append(dst, Move{Act: a, K: int16(i), c: s.c})
		}
	}
	return dst
}

// appendCounts appends a move of action a for each count from lo to hi, in
// K.
func (s *State) appendCounts(dst []Move, a Action, lo, hi int) []Move {
	for n := lo; n <= hi; n++ {
		dst = append(dst, Move{Act: a, K: int16(n), c: s.c})
	}
	return dst
}

// appendTurn lists the moves of the turn: the starting Building's place,
// the Mogul's move (and the anytime cards), a Neutral Mogul's, the Bonus
// Space taken, and the solo line's Bonus Tile taken.
func (s *State) appendTurn(dst []Move, t *task) []Move {
	who := int(t.Who)
	c := s.c
	switch t.Op {
	case opStartBuild:
		return s.appendStartPlaces(dst)
	case opTurn:
		dst = s.appendGo(dst, who)
		return s.appendCards(dst, who, evNone) // the anytime cards
	case opNeutral:
		return s.appendNeutral(dst, who, int(t.K), -1)
	case opBonusPick:
		return s.appendBonusPick(dst, t)
	case opBonusAny:
		for b := range s.side.BonusSpaces {
			if !s.bonus[b].empty() {
				dst = append(dst, Move{Act: ActBonus, K: int16(s.side.Spaces[s.side.BonusSpaces[b]].G), c: c})
			}
		}
	case opLinePick:
		dst = s.appendLinePicks(dst, int(t.Who))
	}
	return dst
}

// appendBonusPick lists the Bonus Spaces seat p may take from, passed on
// its move to the space the step names: those after which the space's
// mandatory action can still be done ("Bonus Spaces are resolved fully
// before Action Spaces!"; the move was legal because one of them is),
// and, for a move onto an occupied space with the card of a Bonus Space
// on the way, only those that hold such a card.
func (s *State) appendBonusPick(dst []Move, t *task) []Move {
	who := int(t.Who)
	c := s.c
	q := int(t.N)
	sp := &s.side.Spaces[q]
	prog, info, _ := s.stopCan(q)
	memo := canMemo{share: t.Dest == destSharing}
	judge := sp.Kind != kindStop && prog != nil
	if judge {
		memo.passBonus(s, int(t.K))
	}
	s.passedBonus(int(t.K), q, func(b int) {
		if memo.share && !s.bonusLetting(b, letShare) {
			return // the move onto an occupied space needs this Bonus's card
		}
		if !judge || memo.canAfter(s, prog, info, who, sp.Hood, b) {
			dst = append(dst, Move{Act: ActBonus, K: int16(s.side.Spaces[s.side.BonusSpaces[b]].G), c: c})
		}
	})
	memo.release()
	return dst
}

// appendChoices lists the answers of a choice among few: yes or no (and
// the cards before a Tenant power), either-or, expanding or discarding,
// the Corruption lost, the trades, the Neighborhood, the Floors for a
// Construction Yard.
func (s *State) appendChoices(dst []Move, t *task) []Move {
	who := int(t.Who)
	c := s.c
	switch t.Op {
	case expr.OpMay, expr.OpEither:
		for _, a := range t.choice().Answers() {
			dst = append(dst, Move{Act: answerActs[a], c: c})
		}
		return dst
	case opEmbezzle, opTenantMay, opTrigger:
		dst = append(dst, Move{Act: ActYes, c: c}, Move{Act: ActNo, c: c})
		if t.Op == opTenantMay {
			// "the order that you use Tenant Powers during your turn is up
			// to you": the Power Cards of the construction first, if you like.
			dst = s.appendCards(dst, who, evAfterConstruct)
		}
		return dst
	case opOverflow:
		if s.yards > 0 {
			dst = append(dst, Move{Act: ActExpand, c: c})
		}
		return append(dst, Move{Act: ActOverflowDiscard, c: c})
	case opLoseUpTo:
		return s.appendCounts(dst, ActLose, 0, min(int(t.N), int(s.p[who].Corruption)))
	case opTrade:
		return s.appendTrades(dst, who)
	case opDrawUpTo:
		return s.appendCounts(dst, ActCount, int(t.K), int(t.N))
	}
	return dst
}

// appendFloorChoices lists the Floors a player may take, discard, return,
// give or change.
func (s *State) appendFloorChoices(dst []Move, t *task) []Move {
	who := int(t.Who)
	c := s.c
	switch t.Op {
	case opLineFloor:
		return s.appendLineFloors(dst, who, int(t.N))
	case opDiscardDown:
		return s.appendDiscards(dst, who, int(t.K)-1)
	case opSpend:
		return s.appendColors(dst, ActDiscard, s.p[who].Yard, true)
	case opChoose:
		dst = s.appendColors(dst, ActPick, s.bag, false)
		return s.appendMissing(dst, who)
	case opTakeColor:
		return s.appendEach(dst, ActPick, c.up, func(k int) bool { return k != int(t.K) })
	case opShortage:
		for q := 0; q < s.seats(); q++ {
			if t.K&(1<<q) != 0 {
				for k, n := range s.p[q].Yard[:c.up] { // Floors, no UltraPlastic (see richest)
					if n > 0 {
						dst = append(dst, Move{Act: ActFrom, K: int16(q), N: int16(k), c: c})
					}
				}
			}
		}
	case opGive:
		return s.appendColors(dst, ActGive, s.p[who].Yard, true)
	case opSwitch:
		for k := 0; k < c.up; k++ {
			for j := 0; j < c.up; j++ {
				if s.switchOK(t, who, k, j) {
					dst = append(dst, Move{Act: ActSwitch, K: int16(k), N: int16(j), c: c})
				}
			}
		}
	}
	return dst
}

// appendDiscards lists the Floors seat p may discard down to capacity:
// any it holds, but before the action of track space q (q >= 0: Floors
// from a Bonus Space, discarded before the action) only those without
// which the action can still be done ("If you cannot perform the action,
// you may not stop on that space"). When no discard keeps it possible (an
// action that needs room in the yards, which discarding down to capacity
// never leaves), any Floor may go and the action does what it still can.
func (s *State) appendDiscards(dst []Move, p, q int) []Move {
	n := len(dst)
	var prog *expr.Program
	if q >= 0 && q < len(s.side.Spaces) {
		prog = s.stopProgram(q)
	}
	for k, held := range s.p[p].Yard {
		if held > 0 && (prog == nil || s.canWithout(prog, p, q, k)) {
			dst = append(dst, Move{Act: ActDiscard, K: int16(k), c: s.c})
		}
	}
	if len(dst) == n && prog != nil {
		return s.appendColors(dst, ActDiscard, s.p[p].Yard, true)
	}
	return dst
}

// canWithout reports whether seat p could still do the action of track
// space q, whose can script is prog, with one Floor of colour k fewer. It
// reads a copy, so that Legal leaves the state untouched (and concurrent
// reads stay safe); the copies are pooled, so that a playout does not
// allocate one per Floor.
func (s *State) canWithout(prog *expr.Program, p, q, k int) bool {
	c := scratchStates.Get().(*State)
	s.copyTo(c)
	c.p[p].Yard[k]--
	ok := c.runCan(prog, p, s.side.Spaces[q].Hood, Floors{})
	releaseScratch(c)
	return ok
}

// scratchStates are the copies of a State that Legal judges moves on
// (canWithout, cardsFirst), pooled so that a playout does not allocate
// one per judgement; each is one goroutine's while it is out of the pool.
var scratchStates = sync.Pool{New: func() any { return new(State) }}

// releaseScratch gives copy t back to scratchStates with its own buffers
// (see copyTo). The rest is overwritten by the next copyTo; until then it
// holds only what the state it was copied from shares with every copy:
// the content, and scripts' effect lists.
func releaseScratch(t *State) {
	t.stack, t.outer = t.stack[:0], t.outer[:0]
	scratchStates.Put(t)
}

// appendBuild lists the moves of constructing and of adding to Buildings:
// the payments, the Spires, the Building Space, the Building for a
// Penthouse or a Spire, the Floors of a Penthouse or a Condo, and the
// Buildings that may be co-owned.
func (s *State) appendBuild(dst []Move, t *task) []Move {
	who := int(t.Who)
	c := s.c
	switch t.Op {
	case opConstruct:
		return s.appendPayments(dst, who)
	case opSpiresOn:
		return s.appendCounts(dst, ActSpires, 0, int(s.p[who].Spires))
	case opPlace:
		return s.appendPlaces(dst)
	case opFloorsOnto, opSpireOn:
		return s.appendEach(dst, ActBuilding, s.buildingSpaces(), func(i int) bool { return int(s.bld[i].Owner) == who })
	case opPentFloor, opFloorsNew:
		dst = s.appendColors(dst, ActPick, s.p[who].Yard, true)
		return append(dst, Move{Act: ActDone, c: c})
	case opCoOwn:
		return s.appendEach(dst, ActBuilding, s.buildingSpaces(), func(i int) bool { return s.coOwnable(who, i) })
	}
	return dst
}

// appendCardSteps lists the moves of Power Cards: the cards usable in a
// window (and going on), the card flipped or unflipped, and the squares
// for a requirement token.
func (s *State) appendCardSteps(dst []Move, t *task) []Move {
	who := int(t.Who)
	c := s.c
	switch t.Op {
	case opWindow:
		dst = s.appendCards(dst, who, int(t.K))
		if t.K == evBeforeConstruct && s.coverOwed(who) {
			return dst // the construction owed needs the cover
		}
		return append(dst, Move{Act: ActDone, c: c})
	case opFlip:
		return s.appendEach(dst, ActFlip, len(c.cards), func(k int) bool { return s.p[who].Up[k] > 0 })
	case opUnflip:
		return s.appendEach(dst, ActUnflip, len(c.cards), func(k int) bool { return s.p[who].Down[k] > 0 })
	case opCover:
		owed := s.coverOwed(who)
		for i := range s.blueprints() {
			b := s.blueprint(i)
			for k := 0; k < c.up; k++ {
				if b.Need[k] > 0 && (!owed || s.coverMatches(&b, k, s.p[who].Yard)) {
					dst = append(dst, Move{Act: ActCover, K: int16(i), N: int16(k), c: c})
				}
			}
		}
	}
	return dst
}

// appendCards lists the uses of the Power Cards seat p may use at event ev,
// each also with a single-use anytime card standing in when one may.
func (s *State) appendCards(dst []Move, p, ev int) []Move {
	for k := range s.c.cards {
		if s.usable(p, k, ev) {
			dst = append(dst, Move{Act: ActUse, K: int16(k), c: s.c})
			if s.standIn(p, k) >= 0 {
				dst = append(dst, Move{Act: ActUse, K: int16(k), Flag: true, c: s.c})
			}
		}
	}
	return dst
}

// appendMissing lists, for a choice from the bag, the Floors of colours
// the bag has run out of that seat p may take from the yards of the player
// with the most Floors instead ("the color of Floor you'd like to choose is
// not in the Floor Bag ... choose any Floor directly from the Construction
// Yards of the player with the most Floors"; choose_missing yards).
func (s *State) appendMissing(dst []Move, p int) []Move {
	if s.rule("choose_missing") != "yards" || s.bag.Total() == 0 {
		return dst // an empty bag: the shortage step gives the same choice
	}
	mask := s.shortageFrom(p)
	for q := 0; q < s.seats() && mask != 0; q++ {
		if mask&(1<<q) == 0 {
			continue
		}
		for k := 0; k < s.c.up; k++ {
			if s.bag[k] == 0 && s.p[q].Yard[k] > 0 {
				dst = append(dst, Move{Act: ActFrom, K: int16(q), N: int16(k), c: s.c})
			}
		}
	}
	return dst
}

// appendTrades lists the trades: Floors of one colour given for as many of
// another colour chosen from the bag; and no trade. With choose_missing
// yards, the colour may be one the bag holds too few of: "the color of
// Floor you'd like to choose is not in the Floor Bag" (Not Enough Floors
// in the Bag?), and the rest come as that rule says (see trade).
func (s *State) appendTrades(dst []Move, p int) []Move {
	y := s.p[p].Yard
	short := s.rule("choose_missing") == "yards"
	for k := 0; k < s.c.up; k++ {
		for n := 1; n <= int(y[k]); n++ {
			for j := 0; j < s.c.up; j++ {
				if j != k && (short || int(s.bag[j]) >= n) {
					var f Floors
					f[k] = uint8(n)
					dst = append(dst, Move{Act: ActTrade, K: int16(j), F: f, c: s.c})
				}
			}
		}
	}
	return append(dst, Move{Act: ActNoTrade, c: s.c})
}

// appendGoMove appends move m, which uses a card (Flag, Zone), and the same
// move with a single-use anytime card discarded instead of the cards it
// uses, each way seat p may (a card with instead_of: "when you use another
// Power Card with a 1x symbol, you may discard" it "instead").
func (s *State) appendGoMove(dst []Move, p int, m Move) []Move {
	dst = append(dst, m)
	for mask := int16(1); mask <= 3; mask++ {
		if (mask&1 == 0 || m.Flag) && (mask&2 == 0 || m.Zone) && s.standIns(p, mask) {
			v := m
			v.N = mask
			dst = append(dst, v)
		}
	}
	return dst
}

// appendGo lists the spaces seat p may move to.
func (s *State) appendGo(dst []Move, p int) []Move { return s.appendGoTo(dst, p, -1) }

// appendGoTo lists the moves of seat p to track space only, or to every
// space when only is -1 (Check asks about one space: the list for it is
// the same as in the whole list). A move that uses a move card is judged
// after that card's effect (see cardsFirst).
func (s *State) appendGoTo(dst []Move, p, only int) []Move {
	pl := &s.p[p]
	from := int(pl.Pos)
	zone := s.zoneOf(pl.Pos)
	mayor := s.cardLetting(p, letShare) >= 0
	forward := s.cardLetting(p, letSameZone) >= 0 // may move forward in the same Zone
	stop := s.firstFreeStop()
	share := -1 // a Bonus Space on the way whose Power Card lets the mover share a space
	if !mayor {
		share = s.firstBonusLetting(from, letShare)
	}
	j := goJudges{s: s, p: p}
	lo, hi := s.spacesAhead(from, only)
	for q := lo; q < hi; q++ {
		sp := &s.side.Spaces[q]
		if sp.Kind == kindBonus {
			continue
		}
		occ := s.occupied(q)
		if sp.Zone == zone {
			if forward && from >= 0 && sp.Kind != kindStop {
				if !occ && j.can(2, q) {
					dst = s.appendGoMove(dst, p, Move{Act: ActGo, K: int16(sp.G), Zone: true, c: s.c})
				} else if occ && mayor && j.can(3, q) {
					dst = s.appendGoMove(dst, p, Move{Act: ActGo, K: int16(sp.G), Flag: true, Zone: true, c: s.c})
				}
			}
			continue
		}
		if sp.Kind == kindStop {
			if q == stop {
				dst = append(dst, Move{Act: ActGo, K: int16(sp.G), c: s.c})
			}
			if occ && mayor {
				dst = s.appendGoMove(dst, p, Move{Act: ActGo, K: int16(sp.G), Flag: true, c: s.c})
			} else if occ && share >= 0 && share < q {
				dst = append(dst, Move{Act: ActGo, K: int16(sp.G), Flag: true, c: s.c})
			}
			continue
		}
		switch {
		case !occ && j.can(0, q):
			dst = append(dst, Move{Act: ActGo, K: int16(sp.G), c: s.c})
		case occ && mayor && j.can(1, q):
			dst = s.appendGoMove(dst, p, Move{Act: ActGo, K: int16(sp.G), Flag: true, c: s.c})
		case occ && share >= 0 && share < q && j.canSharing(q):
			// The card of a Bonus Space on the way, used once it is taken.
			dst = append(dst, Move{Act: ActGo, K: int16(sp.G), Flag: true, c: s.c})
		}
	}
	j.release()
	return dst
}

// goJudges judges seat p's moves, each in the state after the move cards
// it uses (a mask as in cardsFirst), with a can memo for each, and a memo
// for the moves onto an occupied space with the card of a Bonus Space on
// the way (see canStopSharing).
type goJudges struct {
	s       *State
	p       int
	after   [4]*State
	memo    [4]canMemo
	sharing canMemo
}

// canSharing reports whether seat p may stop on the occupied track space q
// with the card of a Bonus Space passed on the way.
func (j *goJudges) canSharing(q int) bool {
	return j.s.canStopSharing(j.p, q, &j.sharing)
}

// can reports whether seat p may stop on track space q using the move
// cards mask names.
func (j *goJudges) can(mask int16, q int) bool {
	if j.after[mask] == nil {
		j.after[mask] = j.s.cardsFirst(j.p, mask)
	}
	return j.after[mask].canStop(j.p, q, &j.memo[mask])
}

// release gives back the runners the memos borrowed and the states
// cardsFirst made.
func (j *goJudges) release() {
	j.sharing.release()
	for i := range j.memo {
		j.memo[i].release()
		if t := j.after[i]; t != nil && t != j.s {
			releaseScratch(t)
		}
	}
}

// cardsFirst is the state in which a move of seat p using the move cards
// mask names (1: the card that lets it share a space, 2: the card that
// lets it move forward in the same Zone) is judged. The cards are used as
// the Mogul moves, before the space's action ("you may do them in any
// order you like"): a card's Corruption gained lets a player at zero
// Corruption take a Lose 2 Corruption space. It is s itself when the cards do nothing before the action, else
// a copy with their effects done up to the first that needs a decision.
func (s *State) cardsFirst(p int, mask int16) *State {
	var ks [2]int
	n := 0
	for bit, let := range [2]int{letShare, letSameZone} {
		if mask&(1<<bit) == 0 {
			continue
		}
		k := s.cardLetting(p, let)
		if k < 0 {
			return s
		}
		ks[n] = k
		n++
	}
	acts := false
	for _, k := range ks[:n] {
		acts = acts || s.cs[k].effect != nil || s.used[s.c.cards[k].same] > 0
	}
	if !acts {
		return s
	}
	t := s.afterDoing(func(t *State) error {
		for _, k := range ks[:n] {
			if err := t.useCardAs(p, k, false); err != nil {
				return err
			}
		}
		return nil
	})
	if t == nil {
		return s
	}
	return t
}
