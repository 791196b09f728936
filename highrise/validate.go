package highrise

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// validTask checks one pending step's fields against its op: the seat it
// belongs to, and what its K indexes (a colour, card, Bonus Space, round,
// tenant slot, track space, event, seat, Neutral Mogul, Neighborhood,
// Building Space, place in the solo line or zone), its count and a draw's
// destination.
func (s *State) validTask(t task) error {
	n, c := s.seats(), s.c
	name := opNames[t.Op]
	switch {
	case t.Op < expr.OpMay || t.Op > expr.OpEither && t.Op < expr.OpGame && !expr.IsLoop(t.Op) || t.Op >= opLast:
		return fmt.Errorf("op: %s is never a pending step", name)
	case t.Who < -1 || int(t.Who) >= n:
		return fmt.Errorf("who: seat %d is not one of %d", t.Who, n)
	case t.Who < 0 && !seatless[t.Op]:
		return fmt.Errorf("who: a %s step belongs to a seat, not %d", name, t.Who)
	case t.N < 0 || t.N > 256:
		return fmt.Errorf("n: %d is out of range for a %s step", t.N, name)
	case t.Dest < 0 || !s.validDest(t):
		return fmt.Errorf("dest: %d is no place a %s step draws to", t.Dest, name)
	}
	lo, hi := -1, 255
	switch t.Op {
	case opTake, opTakeColor:
		hi = c.up
	case opTrigger:
		lo, hi = 0, len(c.cards)-1
		if int(t.Dest) > len(c.hoods) {
			return fmt.Errorf("dest: %d is no Neighborhood a %s step happens in", t.Dest, name)
		}
	case opCard, opDiscard:
		lo, hi = 0, len(c.cards)-1
	case expr.OpMay:
		hi = len(c.cards) - 1
	case opTile:
		lo, hi = 0, len(s.side.BonusSpaces)-1
	case opBlueprint:
		lo, hi = 0, len(c.rounds)-1
	case opDealTenant:
		lo, hi = 0, s.buildingSpaces()-1
	case opAction, opActionDo, opPower:
		lo, hi = 0, len(s.side.Spaces)-1
	case opBonusPick:
		hi = len(s.side.Spaces) - 1
		if t.N >= int16(len(s.side.Spaces)) {
			return fmt.Errorf("n: %d is no track space for a %s step to stop on", t.N, name)
		}
		if b := s.firstBonusLetting(int(t.K), letShare); t.Dest > destSharing || t.Dest == destSharing && (!s.p[t.Who].Shared || b < 0 || b >= int(t.N)) {
			return fmt.Errorf("dest: %d: a %s step uses a Bonus Space's card only for a Mogul that shares its space, with such a card on the way", t.Dest, name)
		}
	case opWindow, opRaise:
		lo, hi = 1, len(eventNames)-1
	case opGive:
		lo, hi = 0, n-1
	case opNeutral, opNeutralEnd:
		lo, hi = n, s.moguls()-1
	case opConstruct:
		hi = len(c.hoods) - 1
	case opPentFloor, opEmbezzle:
		lo, hi = 0, s.buildingSpaces()-1
	case opLineTile:
		lo, hi = 0, s.saveSizes().line-1
	case opBlocker:
		lo, hi = 0, len(s.side.Zones)-1
	case opFloor:
		lo, hi = 0, 1
	case opSpireOn:
		lo, hi = 0, spireOnSpace
		if t.K == spireOnSpace && (t.N < 0 || int(t.N) >= s.buildingSpaces()) {
			return fmt.Errorf("n: %d is no Building Space for a %s step to put a Spire on", t.N, name)
		}
	case opShortage:
		lo, hi = 0, 1<<s.moguls()-1
	case opStartBuild:
		lo, hi = 0, n-1
	}
	if int(t.K) < lo || int(t.K) > hi {
		return fmt.Errorf("k: %d is outside %d to %d for a %s step", t.K, lo, hi, name)
	}
	if t.Op == opPentFloor && !s.controlsSpace(int(t.Who), int(t.K)) {
		// Its Floors go onto a Building the seat controls, chosen before
		// (or named: add_floors with a Building Space).
		return fmt.Errorf("k: Building Space %d holds no Building of seat %d (constructed or co-owned) to add Floors to", t.K, t.Who)
	}
	if t.Op == opConstruct && int(t.N) >= len(constructChoices) {
		return fmt.Errorf("n: %d is none of a construct step's %q", t.N, constructChoices)
	}
	if err := s.validLoop(t); err != nil {
		return err
	}
	if err := s.validEffects(t.Then, t.Who); err != nil {
		return fmt.Errorf("then: %w", err)
	}
	if err := s.validEffects(t.Else, t.Who); err != nil {
		return fmt.Errorf("else: %w", err)
	}
	return nil
}

// validDeals checks the steps there is one of at most: the turn's and the
// round's own, and the Chance steps that deal into one place (a Bonus
// Tile onto a Bonus Space, a round's Blueprint Card, a Tenant into a slot,
// a tile into the solo line, a Base Construction Yard to a seat), which
// must be empty.
func (s *State) validDeals() error {
	seen := map[[2]int]bool{}
	for i, t := range s.stack {
		switch t.Op {
		case opTurn, opEndAction, opNeutral, opNeutralEnd, opNewRound, opRoundEnd, opPenalty:
			// The turn's and the round's own steps, a Neutral Mogul's
			// turn's among them: one of each at most.
			if seen[[2]int{int(t.Op), -1}] {
				return fmt.Errorf("pending[%d]: a second %s step", i, opNames[t.Op])
			}
			seen[[2]int{int(t.Op), -1}] = true
		case opFlip:
			// "The players with the most Corruption must now flip one
			// Power Card face-down ... If the player with the most
			// Corruption has no Power Cards, then they suffer no penalty":
			// one flip a seat, of a face-up card it holds.
			if seen[[2]int{int(t.Op), int(t.Who)}] {
				return fmt.Errorf("pending[%d]: a second flip step for seat %d (%s: %q)", i, t.Who, secPenalty, "The players with the most Corruption must now flip one Power Card face-down")
			}
			seen[[2]int{int(t.Op), int(t.Who)}] = true
			if s.cardsUp(int(t.Who)) == 0 {
				return fmt.Errorf("pending[%d]: a flip step for seat %d, who holds no face-up Power Card (%s: %q)", i, t.Who, secPenalty, "If the player with the most Corruption has no Power Cards, then they suffer no penalty")
			}
		}
		var empty bool
		into := int(t.K)
		switch t.Op {
		case opDealYard:
			// "deal one randomly to each player": to a seat without one.
			into = int(t.Who)
			empty = t.Who >= 0 && s.p[t.Who].Order == maxSeats
		case opTile:
			if s.side.Spaces[s.side.BonusSpaces[t.K]].Fixed {
				return fmt.Errorf("pending[%d]: a tile step onto Bonus Space %d, whose Floors are printed: it takes no Bonus Tile", i, t.K)
			}
			empty = s.bonus[t.K].Tile < 0
		case opBlueprint:
			empty = s.bp[t.K] < 0
		case opDealTenant:
			empty = s.tenant[t.K] == -1
		case opLineTile:
			empty = s.line[t.K] < 0
		default:
			continue
		}
		key := [2]int{int(t.Op), into}
		if seen[key] || !empty {
			return fmt.Errorf("pending[%d]: a %s step deals into %d, which is not empty or dealt into twice", i, opNames[t.Op], into)
		}
		seen[key] = true
	}
	return s.validBlueprintCards(func(r int) bool { return seen[[2]int{int(opBlueprint), r}] })
}

// validBlueprintCards checks the Blueprint Cards by round: setup deals one
// of each round the mode plays, of that round, and none of a round before
// its first; pending says whether a round's deal is still to come.
func (s *State) validBlueprintCards(pending func(r int) bool) error {
	for r := range s.c.rounds {
		k := int(s.bp[r])
		switch {
		case r < s.mode.FirstRound && k >= 0:
			return fmt.Errorf("blueprint_cards[%d]: a card for a round the %s game does not play", r, s.opts.mode)
		case r >= s.mode.FirstRound && k < 0 && !pending(r):
			return fmt.Errorf("blueprint_cards[%d]: no Blueprint Card and none being dealt: setup deals one for every round", r)
		case k >= 0 && s.c.blueprints[k].Round != r:
			return fmt.Errorf("blueprint_cards[%d]: %s is a card of round %d", r, s.c.blueprints[k].ID, s.c.blueprints[k].Round)
		}
	}
	return nil
}

// validDest checks a draw's destination: a seat's yard or a card in front of it, a
// Bonus Space, or beside the solo line; other steps keep a flag or a set
// of seats there.
func (s *State) validDest(t task) bool {
	d, n := int(t.Dest), s.seats()
	switch {
	case t.Op == expr.OpLoop:
		return true // the colours a repeat drew: see validLoop
	case t.Op != opFloor:
		return d < 1<<s.moguls() || d <= 2 // a step's flag or state
	case d >= destLine:
		return d == destLine && s.solo() != nil
	case d >= destCard:
		return d-destCard < n
	case d >= destBonus:
		return d-destBonus < len(s.side.BonusSpaces)
	}
	return d-destYard < n
}

// validEffects checks effects a script returned, waiting in a step for
// seat who: each is an effect scripts return, pushed as its step's play
// will push it (a count in range, an argument the effect takes, a loop's
// condition and body scripts of the content), and so are the branches of
// a may or an either, pushed when they are chosen.
func (s *State) validEffects(effects []expr.Effect, who int8) error {
	for _, e := range effects {
		if e.Op != expr.OpNone && e.Op != expr.OpMay && e.Op != expr.OpEither && e.Op != expr.OpRepeat && !expr.IsLoop(e.Op) && (e.Op < opDraw || e.Op >= opFloor) {
			return fmt.Errorf("a %s step is not an effect", opNames[e.Op])
		}
	}
	scratch := State{c: s.c, side: s.side, opts: s.opts, mode: s.mode, cnt: s.cnt}
	if err := scratch.pushEffects(effects, who); err != nil {
		return err
	}
	for _, t := range scratch.stack {
		if err := s.validLoop(t); err != nil {
			return err
		}
	}
	for _, e := range effects {
		if err := s.validEffects(e.Then, who); err != nil {
			return err
		}
		if err := s.validEffects(e.Else, who); err != nil {
			return err
		}
	}
	return nil
}

// settled checks that the pending steps wait on a decision: play never
// leaves a step that needs none on top.
func (s *State) settled() error { return rulebook.Settled(s, (*State).settle) }

// validTiles checks the count of each Bonus Tile placed this round: at most
// the copies the content has, none of another round's, and enough left for
// every pending deal of a Bonus Tile.
func (s *State) validTiles() error {
	left := 0
	for i := range s.tiles {
		placed := int(s.tiles[i])
		if i >= len(s.c.tiles) {
			if placed != 0 {
				return fmt.Errorf("tiles_placed[%d]: %d placed of a tile the content does not have", i, placed)
			}
			continue
		}
		t := &s.c.tiles[i]
		switch {
		case placed > t.Count:
			return fmt.Errorf("tiles_placed[%d]: %d placed of a tile the content has %d of", i, placed, t.Count)
		case placed > 0 && t.Round != int(s.round):
			return fmt.Errorf("tiles_placed[%d]: %d placed this round of a tile of another round", i, placed)
		case t.Round == int(s.round):
			left += t.Count - placed
		}
	}
	if err := s.validTilesOnSpaces(); err != nil {
		return err
	}
	deals := 0
	for _, t := range s.stack {
		if t.Op == opTile {
			deals++
		}
	}
	if deals > left {
		return fmt.Errorf("tiles_placed: %d Bonus Tiles are to be dealt and %d are left", deals, left)
	}
	return nil
}

// validTilesOnSpaces checks the Bonus Tiles lying on Bonus Spaces: a new
// round clears every Bonus Space, so each is one of this round's, placed
// this round (no more of a kind lie out than were placed), on a Bonus
// Space that takes tiles (not one with printed Floors), and one with an
// effect of its own (a tile of Floors alone is discarded once they are
// placed: "place the indicated Floors in the Bonus Space and discard the
// Bonus Tile").
func (s *State) validTilesOnSpaces() error {
	var out [maxTiles]int
	for b := range s.bonus {
		k := int(s.bonus[b].Tile)
		if k < 0 {
			continue
		}
		tile := &s.c.tiles[k]
		out[k]++
		switch {
		case b >= len(s.side.BonusSpaces) || s.side.Spaces[s.side.BonusSpaces[b]].Fixed:
			return fmt.Errorf("bonus[%d].tile: a Bonus Tile on no Bonus Space that takes one", b)
		case tile.Round != int(s.round):
			return fmt.Errorf("bonus[%d].tile: %s, a Bonus Tile of another round", b, tile.ID)
		case tile.effect == nil:
			return fmt.Errorf("bonus[%d].tile: %s, a tile of Floors alone, discarded once they are placed", b, tile.ID)
		case out[k] > int(s.tiles[k]):
			return fmt.Errorf("bonus[%d].tile: %d of %s lie on Bonus Spaces, and %d were placed this round", b, out[k], tile.ID, s.tiles[k])
		}
	}
	return nil
}

// validBase checks the bottom of the pending steps of a game not over: it
// is the turn machinery (a turn, the end of an action, a Neutral Mogul's
// turn or its end, a new round), from which the game goes on once the
// steps above it are done. A save whose pending list lost its bottom would
// otherwise run out of steps in mid-game.
func (s *State) validBase() error {
	if s.over {
		return nil
	}
	if len(s.stack) == 0 {
		return fmt.Errorf("pending: a game not over has nothing pending")
	}
	switch op := s.stack[0].Op; op {
	case opTurn, opEndAction, opNeutral, opNeutralEnd, opNewRound:
		return nil
	default:
		return fmt.Errorf("pending[0]: a %s step at the bottom of a game not over: the turn machinery belongs there", opNames[op])
	}
}

// validYards checks the Base Construction Yards dealt so far: each seat
// holds its own ("deal one randomly to each player"), so no two
// seats hold the same one, and a seat's yard size is that yard's; a seat
// without one yet has its deal pending.
func (s *State) validYards() error {
	var held [maxSeats]bool
	for p := 0; p < s.seats(); p++ {
		pl := &s.p[p]
		o := int(pl.Order)
		if o == maxSeats {
			if !slices.ContainsFunc(s.stack, func(t task) bool { return t.Op == opDealYard && int(t.Who) == p }) {
				return fmt.Errorf("players[%d].order: no Base Construction Yard, and none to be dealt to the seat", p)
			}
			continue
		}
		if held[o] {
			return fmt.Errorf("players[%d].order: Base Construction Yard #%d is another seat's too", p, o+1)
		}
		held[o] = true
		size := s.c.baseYard[o]
		if s.mode.FullYards {
			size = s.c.baseFull[o]
		}
		if int(pl.Base) != size {
			return fmt.Errorf("players[%d].base: %d spaces, and Base Construction Yard #%d has %d", p, pl.Base, o+1, size)
		}
	}
	return nil
}

// validTurnSeat checks a turn step waiting on its Mogul's move: the Mogul
// has not moved yet, so it is still the one furthest behind ("the player
// furthest behind on the One-Way Track will be the player to take their
// turn"); a Neutral Mogul's is moved by the Controlling Player (see
// validControl). A turn step that names its seat lower down is checked by
// validTurnBelow.
func (s *State) validTurnSeat() error {
	t := s.stack.Top()
	if t == nil {
		return nil
	}
	if err := s.validTurnBelow(); err != nil {
		return err
	}
	mogul := -1
	switch {
	case t.Op == opTurn && t.Who >= 0:
		mogul = int(t.Who)
	case t.Op == opNeutral:
		mogul = int(t.K)
	default:
		return nil
	}
	if n := s.next(); n != mogul {
		return fmt.Errorf("pending[%d]: the turn of Mogul %d, and Mogul %d is furthest behind on the One-Way Track (%s: %q)", len(s.stack)-1, mogul, n, secMovement, "the player furthest behind on the One-Way Track will be the player to take their turn")
	}
	return nil
}

// validTurnBelow checks the turn steps that name their seat and wait
// beneath other steps. A turn step waits at the bottom of the pending
// steps (the turn machinery: see validBase) and is named when it comes to
// the top, with the seat of the Mogul furthest behind; only a Power Card
// used before the move (an anytime card, counted in used) puts steps
// above it, and no Mogul moves until the turn's own move. So a named turn
// step lower down is pending[0], its Mogul is still the one furthest
// behind, every step above it is one that card's effects lead to
// (aboveNamedTurn), never a step of a move, of an action's or a round's
// end, or of the deals, which come before the seat to move is known, and
// a Power Card has been used.
func (s *State) validTurnBelow() error {
	const rule = "the player furthest behind on the One-Way Track will be the player to take their turn"
	for i, t := range s.stack[:max(len(s.stack)-1, 0)] {
		if t.Op != opTurn || t.Who < 0 {
			continue
		}
		if i != 0 {
			return fmt.Errorf("pending[%d]: the turn of seat %d waits above pending[0], a %s step: a turn is the bottom of the pending steps (%s: %q)", i, t.Who, opNames[s.stack[0].Op], secMovement, rule)
		}
		if n := s.next(); n != int(t.Who) {
			return fmt.Errorf("pending[%d]: the turn of Mogul %d, and Mogul %d is furthest behind on the One-Way Track (%s: %q)", i, t.Who, n, secMovement, rule)
		}
		for j := i + 1; j < len(s.stack); j++ {
			if u := s.stack[j]; !aboveNamedTurn(u) {
				return fmt.Errorf("pending[%d]: the turn of seat %d waits beneath pending[%d], a %s step, which comes only before the seat to move is known or after its move (%s: %q)", i, t.Who, j, opNames[u.Op], secMovement, "Once that player has finished their turn, check to see who the player furthest behind on the One-Way Track is now; that player will take their turn next")
			}
		}
		used := 0
		for _, n := range s.used {
			used += int(n)
		}
		if used == 0 {
			return fmt.Errorf("pending[%d]: the turn of seat %d waits beneath %d steps, and no Power Card was used before the move (%s: %q)", i, t.Who, len(s.stack)-1-i, secCards, "All Power Cards have indications on when and how frequently they can be used")
		}
	}
	return nil
}

// aboveNamedTurn reports whether step t can wait above a turn step that
// names its seat: what a Power Card used before the move leads to (its
// effects, their draws and choices, a construction and its windows, a
// Tenant power, an action repeated, overflows, ongoing cards acting), not
// the steps of a move (its Bonus Space, action, after-action window and
// end, a Building owner's draw), of a turn's or a round's end, of a Neutral
// Mogul's turn or of the deals, whose turn step names no seat yet.
func aboveNamedTurn(t task) bool {
	switch t.Op {
	case opTurn, opNeutral, opNeutralEnd, opEndAction, opRoundEnd, opPenalty, opNewRound, opFlip,
		opAction, opBonusPick, opOwnerDraw, opEmbezzle, opPower,
		opTile, opBlueprint, opDealTenant, opDealYard, opStartBuild, opLineTile, opLinePick, opLineFloor, opBlocker:
		return false
	case opWindow:
		// The windows of a construction; after-action and end-of-turn
		// windows come with a move and a turn's end.
		return t.K == evBeforeConstruct || t.K == evConstructing || t.K == evAfterConstruct
	case opFloor:
		return t.Who >= 0 // Chance's own draws fill Bonus Spaces and the solo line
	}
	return true
}

// seatless are the steps that may belong to no seat (who -1): Chance's
// deals and draws, and the turn and round steps before the seat to act is
// known. Every other step is a seat's.
var seatless = map[expr.Op]bool{
	opBlocker: true, opBlueprint: true, opDealTenant: true, opFloor: true, opLineTile: true,
	opNewRound: true, opPenalty: true, opStartBuild: true, opTile: true, opTurn: true,
}

// validControl checks the Controlling Player of the Neutral Moguls: none
// in a game without them, and the seat that moves a Neutral Mogul whose
// turn is pending.
func (s *State) validControl() error {
	if len(s.cnt.Neutral) == 0 && s.ctrl != -1 {
		return fmt.Errorf("control: seat %d controls Neutral Moguls in a game that has none", s.ctrl)
	}
	if len(s.cnt.Neutral) > 0 && s.ctrl == -1 && s.yardDealt(s.cnt.ControlFirst) {
		return fmt.Errorf("control: no Controlling Player, but Base Construction Yard #%d is dealt (its player controls the Neutral Moguls first)", s.cnt.ControlFirst+1)
	}
	for i, t := range s.stack {
		if (t.Op == opNeutral || t.Op == opNeutralEnd) && t.Who != s.ctrl {
			return fmt.Errorf("control: seat %d is the Controlling Player, but pending[%d] is a Neutral Mogul's turn moved by seat %d", s.ctrl, i, t.Who)
		}
	}
	return nil
}

// validBuildings checks every Building Space: blocked where setup blocks
// one and nowhere else, no Tenant beyond the board side's spaces; an empty
// or blocked one holds nothing; a Building stands on a space of its Neighborhood, at least one
// Floor high, its height its Floors and Extra Floors; a Neutral Building
// has only the Floors it was placed with.
func (s *State) validBuildings() error {
	for i := 0; i < s.buildingSpaces(); i++ {
		b := s.bld[i]
		blocked := s.blockedSpace(i)
		switch {
		case blocked != (s.tenant[i] == spaceBlocked) || blocked != (b.Owner == spaceBlocked):
			return fmt.Errorf("buildings[%d]: blocked %t, tenant %d, owner %d: setup blocks the fourth space of each Neighborhood in a 4-player game of some modes, and no other, for the whole game", i, blocked, s.tenant[i], b.Owner)
		case i%s.c.maxSlots >= s.side.HoodSlots && s.tenant[i] != -1:
			return fmt.Errorf("tenants[%d]: a Tenant on space %d of a Neighborhood of %d", i, i%s.c.maxSlots, s.side.HoodSlots)
		case b.Owner < 0 && b != building{Owner: b.Owner}:
			return fmt.Errorf("buildings[%d]: an empty Building Space holds a Building's pieces", i)
		case b.Owner < 0:
		case i%s.c.maxSlots >= s.side.HoodSlots:
			return fmt.Errorf("buildings[%d]: a Building on space %d of a Neighborhood of %d", i, i%s.c.maxSlots, s.side.HoodSlots)
		case b.Height == 0 || int(b.Height) != int(b.Floors)+int(b.Extra) || b.Height > maxHeight:
			return fmt.Errorf("buildings[%d]: height %d is not its %d Floors and %d Extra Floors, 1 to %d", i, b.Height, b.Floors, b.Extra, maxHeight)
		case s.isNeutralBuilding(b) && (b.Extra != 0 || b.Spires != 0 || b.Pent.Total() != 0 || b.Co != 0):
			return fmt.Errorf("buildings[%d]: a Neutral Building holds more than the Floors it was placed with", i)
		}
	}
	return nil
}

// validMoguls checks the Moguls: a Neutral Mogul holds nothing; no two
// share a space but by arriving later with the card that allows it; every
// one is in the Stop Zone when a round or the game ends (whose turn it is:
// validTurnSeat); a Construction Yard holds more than it can
// only while the seat owes the decision that mends it.
func (s *State) validMoguls() error {
	for n := s.seats(); n < s.moguls(); n++ {
		pl := &s.p[n]
		if pl.VP != 0 || pl.Corruption != 0 || pl.Yard.Total() != 0 || pl.OnCard.Total() != 0 || pl.Spires != 0 || pl.Yards != 0 || pl.Lose1 != 0 ||
			pl.Up != [maxCards]uint8{} || pl.Down != [maxCards]uint8{} {
			return fmt.Errorf("players[%d]: a Neutral Mogul holds pieces", n)
		}
	}
	// Every move takes a Mogul at least one space forward on the One-Way
	// Track, once round the board a round: a count of moves below 0 or
	// above that is unreachable (and would wrap the count later).
	if most := (int(s.round) + 1) * s.moguls() * len(s.side.Spaces); s.seq < 0 || int(s.seq) > most {
		return fmt.Errorf("seq: %d moves made by round %d, out of range 0 to %d (%d Moguls, each moving forward on the One-Way Track of %d spaces once a round)", s.seq, s.round+1, most, s.moguls(), len(s.side.Spaces))
	}
	for p := 0; p < s.moguls(); p++ {
		// A Mogul's arrival is its place in the Stop Zone at the deal, or
		// the count of moves made when it last moved.
		if a := int(s.p[p].Arrive); a < 0 || a > max(int(s.seq), s.side.Zones[s.side.Stop].N-1) {
			return fmt.Errorf("players[%d].arrive: %d, and %d moves have been made", p, a, s.seq)
		}
		for q := 0; q < s.moguls(); q++ {
			a, b := &s.p[p], &s.p[q]
			if p != q && a.Pos >= 0 && a.Pos == b.Pos && a.Arrive >= b.Arrive && (a.Arrive == b.Arrive || !a.Shared) {
				return fmt.Errorf("players[%d].pos: Mogul %d shares space %d with Mogul %d", p, p, a.Pos, q)
			}
		}
	}
	ending := s.over
	for _, t := range s.stack {
		ending = ending || t.Op == opNewRound || t.Op == opRoundEnd
	}
	for p := 0; p < s.moguls() && ending; p++ {
		if pos := s.p[p].Pos; pos < 0 || s.side.Spaces[pos].Kind != kindStop {
			return fmt.Errorf("players[%d].pos: Mogul %d is not in the Stop Zone as the round ends", p, p)
		}
	}
	for p := 0; p < s.seats(); p++ {
		if s.capacityLeft(p) >= 0 {
			continue
		}
		owed := false
		for _, t := range s.stack {
			owed = owed || ((t.Op == opOverflow || t.Op == opDiscardDown) && int(t.Who) == p)
		}
		if !owed {
			return fmt.Errorf("players[%d].yard: %d Floors in %d spaces, and no decision owed", p, s.p[p].Yard.Total(), s.p[p].capacity(s.c))
		}
	}
	return nil
}

// validLimit checks the solo game's Neutral Buildings taken, one lot a
// round, and its End-of-round Corruption Limit: "As soon as only one
// Blueprint without a Blocker Tile remains, the number under the letter
// ... sets the End-of-round Corruption Limit."
func (s *State) validLimit() error {
	if s.setup && (s.blocked != 0 || s.limitSet || s.spent != 0 || s.czones != 0) {
		// Blockers and the limit come as Moguls construct and pass
		// Construction Zones, and a Bonus set is spent as one passes it.
		return fmt.Errorf("blocked: Blueprints %b blocked, limit_set %t, spent_bonus_sets %b, blocker_zones %b during setup: none can be before a Mogul moves", s.blocked, s.limitSet, s.spent, s.czones)
	}
	so := s.solo()
	if so == nil {
		return nil
	}
	// Each round places the solo game's Neutral Buildings while the supply lasts.
	if want := min(len(so.Neutral), so.PerRound*(int(s.round)-s.mode.FirstRound+1)); int(s.nsupply) != want {
		return fmt.Errorf("neutral_buildings_taken: %d in round %d, where the rounds so far take %d", s.nsupply, s.Round(), want)
	}
	on := 0
	for i := 0; i < s.buildingSpaces(); i++ {
		if s.isNeutralBuilding(s.bld[i]) {
			on++
		}
	}
	if on > int(s.nsupply) {
		return fmt.Errorf("buildings: %d Neutral Buildings stand, %d were taken from the supply", on, s.nsupply)
	}
	if s.setup || s.bp[s.round] < 0 {
		return nil
	}
	u := s.unblocked()
	n := bits.OnesCount8(u)
	switch {
	case n >= 2 && s.limitSet:
		return fmt.Errorf("limit_set: the limit is set with %d Blueprints unblocked", n)
	case n <= 1 && !s.limitSet:
		return fmt.Errorf("limit_set: %d Blueprints unblocked and no limit set", n)
	case s.limitSet && (s.limitBP < 0 || int(s.limitBP) >= len(s.blueprints()) || int(s.limit) != s.blueprints()[s.limitBP].Solo):
		return fmt.Errorf("corruption_limit: %d is not what Blueprint %d reads", s.limit, s.limitBP)
	case n == 1 && u != 1<<s.limitBP:
		return fmt.Errorf("limit_blueprint: the limit comes from Blueprint %d, the one unblocked is mask %b", s.limitBP, u)
	}
	return nil
}

// validConstruction checks the Building being constructed against the
// steps of its construction: a construction is under way while its closing
// Power Card window is pending, its other steps (Spires, the Building
// Space, the Tenant power, the window while building) are pending only
// while it is, all of them its constructor's, the Building has a height
// and a Neighborhood (or none), and it stands on its space once placed, or
// went to the Suburbs (with its Spires off it).
//
// A construction may run within another: a Tenant power that constructs
// ("Immediately construct in any Neighborhood") builds while the first
// construction's closing window waits below, and the first resumes when
// it ends. Each construction it runs within (outer_constructions) is its
// constructor's, placed, and has its own closing window pending.
func (s *State) validConstruction() error {
	c := &s.cons
	closings, placing, last, begun := 0, false, -1, -1
	for i, t := range s.stack {
		rank := constructionStep(t)
		if t.Op == opConstruct && begun >= 0 {
			// A construct step that has offered its window stays on top
			// until it is answered: another below it has not begun.
			return fmt.Errorf("pending[%d]: a construct step above pending[%d], which has begun (dest 1: its window before constructing offered)", i, begun)
		}
		if t.Op == opConstruct && t.Dest != 0 {
			begun = i
		}
		if t.Op == opConstruct && last >= 0 && t.Who != c.Who {
			// It would construct within this construction, and a
			// construction within another is its constructor's.
			return fmt.Errorf("pending[%d]: %v constructs within %v's construction", i, rulebook.Player(t.Who), rulebook.Player(c.Who))
		}
		if rank < 0 {
			continue
		}
		switch {
		case !c.Active:
			return fmt.Errorf("construction.active: false, and pending[%d] is a step of a construction", i)
		case t.Who != c.Who:
			return fmt.Errorf("construction.who: %v constructs, and pending[%d] is a step of %v's construction", rulebook.Player(c.Who), i, rulebook.Player(t.Who))
		case rank > 0 && rank != last+1 || rank == 0 && last > 0:
			return fmt.Errorf("pending[%d]: a %s step where a construction's steps, done from the top, are %q", i, constructionStepNames[rank], constructionStepNames)
		case rank == opSpiresOnRank && (c.Suburbs || c.Spires > 0):
			return fmt.Errorf("pending[%d]: Spires to put on a Building in the Suburbs or with %d on it already", i, c.Spires)
		}
		last = rank
		closings += boolInt(rank == 0)
		placing = placing || t.Op == opPlace
	}
	switch {
	case !c.Active && len(s.outer) > 0:
		return fmt.Errorf("construction.active: false, within %d outer constructions", len(s.outer))
	case !c.Active:
		return nil
	case closings == 0:
		return fmt.Errorf("construction.active: a construction under way, and no step ends it")
	case closings != len(s.outer)+1:
		return fmt.Errorf("construction.active: %d constructions under way, and %d steps that end one", len(s.outer)+1, closings)
	}
	for i := range s.outer {
		o := &s.outer[i]
		if !o.Active || o.Who != c.Who || o.Suburbs || o.Space < 0 {
			return fmt.Errorf("outer_constructions[%d]: not a placed Building of %v's construction under way", i, rulebook.Player(c.Who))
		}
		if err := s.validRecord(fmt.Sprintf("outer_constructions[%d]", i), o, false); err != nil {
			return err
		}
	}
	return s.validRecord("construction", c, placing)
}

// constructionStepNames names a construction's steps in the order build
// pushes them: its closing Power Card window at the bottom, then the Tenant
// power, the Building Space, the window while building and the Spires on
// top. Play does them from the top, so the ones still pending are always
// the first few; a construction within another starts once the outer one
// is down to its closing window.
var constructionStepNames = [...]string{"closing window", "tenant power", "building space", "window while building", "spires"}

const opSpiresOnRank = 4

// constructionStep is t's place among constructionStepNames, -1 for a step
// of no construction.
func constructionStep(t task) int {
	switch {
	case t.Op == opWindow && t.K == evAfterConstruct:
		return 0
	case t.Op == opTenantMay:
		return 1
	case t.Op == opPlace:
		return 2
	case t.Op == opWindow && t.K == evConstructing:
		return 3
	case t.Op == opSpiresOn:
		return opSpiresOnRank
	}
	return -1
}

// validRecord checks one construction's Building, saved at path: a height, a
// Neighborhood (or none), on its constructor's space once placed (placing:
// its Building Space still to be chosen), or in the Suburbs without
// Spires; once its space is chosen, it is on one or in the Suburbs.
func (s *State) validRecord(path string, c *construction, placing bool) error {
	switch {
	case c.Height == 0 || c.Extra > c.Height || c.Height > maxHeight:
		return fmt.Errorf("%s.height: a Building of %d Floors, %d of them Extra (a Building has 1 to %d)", path, c.Height, c.Extra, maxHeight)
	case c.Home < -1 || int(c.Home) >= len(s.c.hoods):
		return fmt.Errorf("%s.home: %d is not one of the %d Neighborhoods", path, c.Home, len(s.c.hoods))
	case c.Space < -1 || placing && c.Space >= 0 || c.Suburbs && c.Space >= 0:
		return fmt.Errorf("%s.space: %d, before the Building is placed or in the Suburbs", path, c.Space)
	case !placing && !c.Suburbs && c.Space < 0:
		return fmt.Errorf("%s.space: %d, and the Building is neither placed, nor in the Suburbs, nor to be placed", path, c.Space)
	case c.Space >= 0 && s.bld[c.Space].Owner != c.Who:
		return fmt.Errorf("%s.space: Building Space %d is not the constructor's", path, c.Space)
	case c.Suburbs && c.Spires > 0:
		return fmt.Errorf("%s.spires: %d Spires on a Building in the Suburbs", path, c.Spires)
	}
	return nil
}
