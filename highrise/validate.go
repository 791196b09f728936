package highrise

import (
	"fmt"

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
	case opCard, opTrigger, opDiscard:
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
	case opWindow, opRaise:
		lo, hi = 1, len(eventNames)-1
	case opGive:
		lo, hi = 0, n-1
	case opNeutral, opNeutralEnd:
		lo, hi = n, s.moguls()-1
	case opConstruct:
		hi = len(c.hoods) - 1
	case opPentFloor, opEmbezzle:
		hi = s.buildingSpaces() - 1
	case opLineTile:
		lo, hi = 0, s.saveSizes().line-1
	case opBlocker:
		lo, hi = 0, len(s.side.Zones)-1
	case opFloor:
		lo, hi = 0, 1
	case opSpireOn:
		lo, hi = 0, len(spireOnChoices)-1
	case opShortage:
		lo, hi = 0, 1<<s.moguls()-1
	case opStartBuild:
		lo, hi = 0, n-1
	}
	if int(t.K) < lo || int(t.K) > hi {
		return fmt.Errorf("k: %d is outside %d to %d for a %s step", t.K, lo, hi, name)
	}
	if t.Op == opConstruct && int(t.N) >= len(constructChoices) {
		return fmt.Errorf("n: %d is none of a construct step's %q", t.N, constructChoices)
	}
	if err := s.validLoop(t); err != nil {
		return err
	}
	if err := validEffects(t.Then); err != nil {
		return fmt.Errorf("then: %w", err)
	}
	if err := validEffects(t.Else); err != nil {
		return fmt.Errorf("else: %w", err)
	}
	return nil
}

// validDeals checks the steps there is one of at most: the turn's and the
// round's own, and the Chance steps that deal into one place (a Bonus
// Tile onto a Bonus Space, a round's Blueprint Card, a Tenant into a slot,
// a tile into the solo line), which must be empty.
func (s *State) validDeals() error {
	seen := map[[2]int]bool{}
	for i, t := range s.stack {
		switch t.Op {
		case opTurn, opEndAction, opNewRound, opRoundEnd, opPenalty:
			// The turn's and the round's own steps: one of each at most.
			if seen[[2]int{int(t.Op), -1}] {
				return fmt.Errorf("pending[%d]: a second %s step", i, opNames[t.Op])
			}
			seen[[2]int{int(t.Op), -1}] = true
		}
		var empty bool
		switch t.Op {
		case opTile:
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
		key := [2]int{int(t.Op), int(t.K)}
		if seen[key] || !empty {
			return fmt.Errorf("pending[%d]: a %s step deals into %d, which is not empty or dealt into twice", i, opNames[t.Op], t.K)
		}
		seen[key] = true
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

// validEffects checks effects a script returned, waiting in a step: each
// is an effect scripts return.
func validEffects(effects []expr.Effect) error {
	for _, e := range effects {
		if e.Op != expr.OpNone && e.Op != expr.OpMay && e.Op != expr.OpEither && e.Op != expr.OpRepeat && !expr.IsLoop(e.Op) && (e.Op < opDraw || e.Op >= opFloor) {
			return fmt.Errorf("a %s step is not an effect", opNames[e.Op])
		}
		if err := validEffects(e.Then); err != nil {
			return err
		}
		if err := validEffects(e.Else); err != nil {
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
	if len(s.cnt.Neutral) > 0 && s.ctrl == -1 && s.yardsDealt() {
		return fmt.Errorf("control: no Controlling Player, but the Base Construction Yards are dealt (the player of Base Construction Yard #%d controls the Neutral Moguls first)", s.cnt.ControlFirst+1)
	}
	for i, t := range s.stack {
		if (t.Op == opNeutral || t.Op == opNeutralEnd) && t.Who != s.ctrl {
			return fmt.Errorf("control: seat %d is the Controlling Player, but pending[%d] is a Neutral Mogul's turn moved by seat %d", s.ctrl, i, t.Who)
		}
	}
	return nil
}

// yardsDealt reports whether the Base Construction Yards have been dealt:
// a seat holds one (every Base Construction Yard has spaces).
func (s *State) yardsDealt() bool {
	for p := range s.seats() {
		if s.p[p].Base != 0 {
			return true
		}
	}
	return false
}
