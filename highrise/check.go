package highrise

import (
	"github.com/rulebook-go/rulebook/expr"
)

// Check returns nil when m is legal now, else an error wrapping
// rulebook.ErrIllegal that cites the rulebook's section and says why.
func (s *State) Check(m Move) error {
	t := s.stack.Due(s.over)
	if t == nil {
		return illegal(secEnd, "%s", expr.Idle(s.over))
	}
	m.c = s.c
	if err := s.refused.Err(m); err != nil {
		return err
	}
	var buf [64]Move
	var legal []Move
	if q := s.localSpace(m); t.Op == opTurn && t.Who >= 0 && q >= 0 {
		legal = s.appendGoTo(buf[:0], int(t.Who), q) // only the moves to that space
	} else if t.Op == opNeutral && q >= 0 {
		legal = s.appendNeutral(buf[:0], int(t.Who), int(t.K), q)
	} else {
		legal = s.AppendLegal(buf[:0])
	}
	for _, l := range legal {
		if l == m {
			return nil
		}
	}
	return s.why(t, m)
}

// why explains, citing the rulebook, why m does not answer step t.
func (s *State) why(t *task, m Move) error {
	who := int(t.Who)
	wrong := func(section string) error {
		return illegal(section, "%q does not answer the pending decision: %s", m.String(), s.Prompt())
	}
	if r, ok := stepRules[t.Op]; ok {
		return illegal(r.section, "%s", r.rule)
	}
	switch t.Op {
	case opTurn:
		return s.whyMove(t, m, wrong)
	case opNeutral:
		return s.whyNeutral(t, m, wrong)
	case opLineTile:
		return illegal(secSoloSetup, "%q is not one of the Bonus Tiles left to draw", m.String())
	case opBonusPick, opBonusAny:
		if m.Act != ActBonus {
			return wrong(secBonus)
		}
		rule := illegal(secBonus, "take everything from one single Bonus Space you passed that is not empty (and, when the move is legal only through a Bonus, one that makes its action possible)")
		if t.Dest == destSharing {
			rule = illegal(secBonus, "you may delay the decision of which space you stop on until you have chosen your Bonus: you moved onto an occupied space with no Power Card to share it, so take the Bonus Space you passed whose Power Card lets you share it (one after which its action can be performed)")
		}
		if q := int(t.N); t.Op == opBonusPick && q >= 0 && q < len(s.side.Spaces) {
			return s.refusalOr(rule, m, s.stopProgram(q), who, s.side.Spaces[q].Hood)
		}
		return rule
	case opConstruct:
		if m.Act != ActBuild {
			return wrong(secBlueprint)
		}
		return illegal(secBlueprint, "you must discard a combination of Floors from your Construction Yards that exactly matches a Blueprint on the current round's card")
	case opPlace:
		if m.Act != ActPlace && m.Act != ActSuburbs {
			return wrong(secPlacing)
		}
		if m.Act == ActSuburbs {
			return illegal(secSuburbs, "you may construct in the Suburbs only when your Building is too short to go into a Neighborhood")
		}
		rule := illegal(secDemolish, "place your Building on an empty Building Space (not one whose Tenant forbids it to you); in a full Neighborhood it must be taller than the shortest Building, which it replaces")
		if idx := int(m.K); m.Act == ActPlace && idx >= 0 && idx < len(s.tenant) && s.tenant[idx] >= 0 {
			return s.refusalOr(rule, m, s.c.tenants[s.tenant[idx]].build, int(s.cons.Who), idx/s.c.maxSlots)
		}
		return rule
	case opSpiresOn:
		return illegal(secSpires, "you may place at most the %d Spires you hold", s.p[who].Spires)
	case opOverflow, opDiscardDown:
		if m.Act == ActExpand {
			return illegal(secExpanded, "no Expanded Construction Yard is left in the supply")
		}
		if t.Op == opDiscardDown && t.K > 0 {
			return illegal(secBonus, "discard Floors you hold, until you can store everything, and keep those the action of the space you stopped on needs (if you cannot perform the action, you may not stop on that space)")
		}
		return illegal(secYards, "discard Floors you hold, until you can store everything")
	case opFloor:
		if m.Act == ActFloor {
			return illegal(secDraw, "no %s Floor is in the bag", s.c.colorName(int(m.K)))
		}
	case opLoseUpTo:
		return illegal(secAppendixI, "you may lose up to %d Corruption, and never go below zero", t.N)
	case opTile, opBlueprint, opDealTenant, opDealYard:
		return illegal(secSetup, "%q is not one of the tiles, cards or yards left to deal", m.String())
	case opTenantMay, opEmbezzle, expr.OpMay, opTrigger:
		return wrong(secTenants)
	case expr.OpChoose:
		return s.whyPick(t, m)
	}
	return wrong(secTenantRef)
}

// stepRules are the rules a refused answer to a step breaks, for the steps
// whose rule is the same each time: the rulebook's section and what it
// says.
var stepRules = map[expr.Op]struct{ section, rule string }{
	opLinePick:   {secSoloBonus, "choose any one of the remaining Bonus Tiles (Bonus Spaces are resolved fully before Action Spaces: one after which the action of the space you stopped on can be performed)"},
	opLineFloor:  {secSoloBonus, "if you choose a Bonus Tile that shows Floors, choose from the Floors next to the Bonus Tiles (Bonus Spaces are resolved fully before Action Spaces: Floors with which the action of the space you stopped on can be performed)"},
	opBlocker:    {secBlockers, "choose a random one of the unused Blueprint Blocker Tiles and block the Blueprint corresponding to the letter on its back"},
	opShortage:   {secFloors, "choose a Floor directly from the Construction Yards of the player with the most Floors"},
	opChoose:     {secDraw, "you may only choose a Floor that is in the bag (or, of a colour it has run out of, one from the Construction Yards of the player with the most Floors)"},
	opTakeColor:  {secDraw, "you may only choose a Floor that is in the bag (or, of a colour it has run out of, one from the Construction Yards of the player with the most Floors)"},
	opTrade:      {secAppendixI, "Trade: Floors of a single colour from your Construction Yards for that number of a single different colour from the bag"},
	opWindow:     {secCards, "that Power Card is not face up in front of you or cannot be used now"},
	opStartBuild: {secSetup, "place your Building into any unoccupied Neighborhood that's not the City Center"},
	opFlip:       {secPenalty, "flip one of your face-up Power Cards"},
	opCover:      {secTenantRef, "cover a Floor square of one of this round's Blueprints"},
	opFloorsNew:  {secTiles, "add a Floor you hold in your Construction Yards, or done"},
	opPentFloor:  {secTiles, "add a Floor you hold in your Construction Yards, or done"},
	opCoOwn:      {secTenantRef, "slide a Building Base onto a Building you don't control"},
	opSwitch:     {secTenantRef, "switch a Floor you hold for a colour in the bag (to construct here, the switch must let you match a Blueprint)"},
}

// localSpace is the track space of this board side a go move names, -1
// when m is no go move or names none.
func (s *State) localSpace(m Move) int {
	if m.Act != ActGo || m.K < 0 || int(m.K) >= len(s.side.Local) {
		return -1
	}
	return s.side.Local[m.K]
}

// whyMove says which movement rule a move of the player's Mogul breaks.
func (s *State) whyMove(t *task, m Move, wrong func(string) error) error {
	who := int(t.Who)
	if m.Act == ActUse {
		return illegal(secTiles, "before moving, only a card usable at any time (one whose can script holds now, such as a face-down Power Card to unflip)")
	}
	if m.Act != ActGo {
		return wrong(secMovement)
	}
	q := s.localSpace(m)
	pl := &s.p[who]
	if err := s.whyPath(m, q, pl.Pos); err != nil {
		return err
	}
	switch {
	case m.Zone && s.cardLetting(who, letSameZone) < 0:
		return illegal(secTenantRef, "you hold no face-up Power Card that lets you move forward in the same Zone")
	case m.Zone && s.side.Spaces[q].Zone != s.zoneOf(pl.Pos):
		return illegal(secTenantRef, "a move forward in the same Zone must stay in your Zone")
	case m.Flag && s.cardLetting(who, letShare) < 0 && !s.sharesOnTheWay(int(pl.Pos), q):
		return illegal(secTiles, "you hold no face-up Power Card that lets you share an Action Space, and no Bonus Space you pass holds one")
	case m.Flag && s.cardLetting(who, letShare) < 0 && m.N != 0:
		return illegal(secTiles, "the card of a Bonus Space you pass is used once taken: no card stands in for it")
	case m.Flag && !s.occupied(q):
		return illegal(secTiles, "sharing an Action Space: the space is not occupied")
	case m.N != 0 && !s.standIns(who, m.N):
		return illegal(secTiles, "when you use another Power Card with a 1x symbol, a card that stands in for it may be discarded instead: you need a face-up stand-in for each card it replaces")
	}
	if err := s.whyTaken(m, q); err != nil {
		return err
	}
	if s.tenantAtSpace(q) == spaceBlocked {
		return illegal(secMovement, "you may not stop on a Neighborhood Blocker tile")
	}
	rule := illegal(secActions, "if you cannot perform the action, you may not stop on that space")
	if prog := s.stopProgram(q); prog != nil && s.runCan(prog, who, s.side.Spaces[q].Hood, Floors{}) {
		rule = illegal(secBonus, "Bonus Spaces are resolved fully before Action Spaces: after any Bonus you would take on the way (from a Bonus Space, or in the 1-player game a Bonus Tile of the line), the action cannot be performed, so you may not stop on that space")
	}
	return s.refusalOr(rule, m, s.stopProgram(q), who, s.side.Spaces[q].Hood)
}

// whyNeutral says which rule a move of the Neutral Mogul breaks.
func (s *State) whyNeutral(t *task, m Move, wrong func(string) error) error {
	if m.Act != ActGo && m.Act != ActBlock {
		return wrong(secNeutral)
	}
	if m.Flag || m.Zone {
		return illegal(secNeutral, "a Neutral Mogul uses no Power Card")
	}
	q := s.localSpace(m)
	pl := &s.p[t.K]
	if err := s.whyPath(m, q, pl.Pos); err != nil {
		return err
	}
	if s.areaOf(q) > s.areaOf(int(pl.Pos))+1 {
		return illegal(secNeutralMove, "move the Neutral Mogul to any legal space in its current or the next Neighborhood. You may not move the Neutral Mogul further")
	}
	if err := s.whyTaken(m, q); err != nil {
		return err
	}
	return illegal(secActions, "if you cannot perform the action, you may not stop on that space (the Neutral Mogul's action is the Controlling Player's, with no Bonus)")
}

// whyPath says which rule of Movement every Mogul keeps forbids the move m
// from track space pos to q (a space of the board, clockwise, never a Bonus
// Space, another Zone unless a card moves m forward in the same one), or
// nil.
func (s *State) whyPath(m Move, q int, pos int8) error {
	switch {
	case q < 0:
		return illegal(secMovement, "%s is not a space of this board", m.String())
	case q <= int(pos):
		return illegal(secMovement, "you may only move clockwise")
	case s.side.Spaces[q].Kind == kindBonus:
		return illegal(secBonus, "you may never stop on Bonus Spaces")
	case s.side.Spaces[q].Zone == s.zoneOf(pos) && !m.Zone:
		return illegal(secZones, "when you move again, you must move to a different Zone")
	}
	return nil
}

// whyTaken says which rule forbids the move m to track space q as taken:
// a Stop Zone space past the first available one, or an Action Space
// another Mogul stands on (unless a card lets m share it); or nil.
func (s *State) whyTaken(m Move, q int) error {
	switch {
	case s.side.Spaces[q].Kind == kindStop:
		return illegal(secStopZone, "when you move to the Stop Zone, you must stop in the first available Action Space")
	case s.occupied(q) && !m.Flag:
		return illegal(secMovement, "the Action Space is occupied by another player")
	}
	return nil
}
