package capitals

import (
	"fmt"
	"slices"
	"sync"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// Rulebook sections cited by errors.
const (
	secSetup      = "Basic Game Setup"
	secPolitical  = "1. Political Phase"
	secBuilding   = "2.1 Choose 1 Building Tile from any row in the Projects Area."
	secPlacement  = "Building Placement Rules"
	secTracks     = "2.3 Update all the tracks on the game board."
	secProgress   = "Progress"
	secExecutive  = "4. Executive Phase"
	secActivating = "Activating Tiles"
	secTourists   = "Using Tourists"
	secAdmin      = "5. Administrative Phase"
	secTokens     = "Construction Tokens"
	secEndgame    = "Endgame"
	secTileDraw   = "How Many Tiles to Draw?"
	secTwoPlayer  = "2-Player Game Changes"
	secPSetup     = "Prosperity Add-On Rules"
	secProsperity = "Building a Prosperity Tile"
	secLake       = "Building a Lake"
	secTaxation   = "Extra Taxation Action"
)

const gameName = "capitals"

func illegal(section, format string, args ...any) error {
	return rulebook.Illegal(gameName, section, fmt.Sprintf(format, args...))
}

// Check returns nil when m is legal now, else an error wrapping
// rulebook.ErrIllegal that cites the rulebook's section and says why.
func (s *State) Check(m Move) error {
	if err := s.refused.Err(m); err != nil {
		return err
	}
	if s.allows(m) {
		return nil
	}
	// A buffer of Check's own: a read must not write to the state. (Pooled:
	// a large array on the stack costs its zeroing on every Check.)
	buf := checkBuffers.Get().(*[]Move)
	legal := s.AppendLegal((*buf)[:0])
	ok := slices.Contains(legal, m)
	*buf = legal[:0]
	checkBuffers.Put(buf)
	if ok {
		return nil
	}
	return s.why(m)
}

// allows reports whether m is one of the moves Legal lists, tested on
// the one cell, tile, space, effect or activation m names rather than by
// listing them all. False means only that it does not know: Check then
// looks for m in the whole listing.
func (s *State) allows(m Move) bool {
	t := s.stack.Due(s.over)
	if t == nil {
		return false
	}
	p := int(t.Who)
	switch t.Op {
	case opPlace, opLake, opToken:
		kind, a := siteTile, ActPlace
		switch t.Op {
		case opLake:
			kind = siteLake
		case opToken:
			kind, a = siteToken, ActToken
		}
		return m == (Move{Action: a, R: m.R, C: m.C}) && s.cellOK(p, int(m.R), int(m.C), kind)
	case opTake, opDraw:
		// Era tiles are unique.
		if m != (Move{Action: m.Action, Tile: m.Tile}) {
			return false
		}
		k, ok := s.c.byID[m.Tile]
		if !ok || s.c.tiles[k].Era <= 0 {
			return false
		}
		w := s.where[s.c.firstInst[k]]
		if t.Op == opTake {
			return m.Action == ActTake && w >= locRow0 && w < locRow0+uint8(len(s.c.rows))
		}
		return m.Action == ActDraw && w == locStack && s.c.tiles[k].Era == s.era()
	case opSpace:
		sp := int(m.N) - 1
		return m == (Move{Action: ActSpace, N: m.N}) && sp >= 0 && sp < s.selectable() && s.spaceFree(sp)
	case opOrder:
		i := t.nth(int(m.N))
		return m == (Move{Action: ActEffect, N: m.N}) && i >= 0 && !t.repeats(i)
	case opUpgrade, opCond:
		return slices.Contains(upgradeAnswers[:], m)
	case opBonus:
		return slices.Contains(bonusAnswers[:], m)
	case opExec:
		if m == (Move{Action: ActDone}) {
			return true
		}
		i := s.cities[p].at(int(m.R), int(m.C))
		return m.Action == ActActivate && t.N > 0 && i >= 0 &&
			s.activations(p, i, func(a Move) bool { return a != m })
	}
	return false
}

// checkBuffers lends Check the buffers it lists the legal moves into.
var checkBuffers = sync.Pool{New: func() any { b := make([]Move, 0, 64); return &b }}

// why explains a move that is not legal now.
func (s *State) why(m Move) error {
	t := s.stack.Due(s.over)
	if t == nil {
		return illegal(secEndgame, "%s", expr.Idle(s.over))
	}
	section := map[expr.Op]string{
		opBox: secTwoPlayer, opSeat: secSetup, opDraw: secTileDraw, opSpace: secPolitical, opTake: secBuilding,
		opPlace: secPlacement, opOrder: secTracks, opUpgrade: secProgress, opExec: secExecutive, opBonus: secExecutive,
		opToken: secTokens, opFree: secActivating, expr.OpMay: secTracks, expr.OpEither: secTracks, opCond: secTracks,
		opDeal: secPSetup, opProsper: secProsperity, opLake: secLake,
	}[t.Op]
	if section == "" {
		section = secTracks
	}
	want := map[expr.Op]Action{opBox: ActBox, opSeat: ActSeat, opDraw: ActDraw, opSpace: ActSpace, opTake: ActTake,
		opPlace: ActPlace, opOrder: ActEffect, opExec: ActActivate, opToken: ActToken, opFree: ActFree,
		opDeal: ActDeal, opLake: ActPlace}[t.Op]
	ok := m.Action == want
	switch t.Op {
	case opProsper:
		ok = m.Action == ActBuild || m.Action == ActLake
	case opUpgrade, opCond:
		ok = m.Action == ActYes || m.Action == ActNo
	case expr.OpMay, expr.OpEither:
		a, answers := answerActions.Answer(m.Action)
		ok = answers && t.choice().Accepts(a)
	case opBonus:
		ok = m.Action == ActPrestige || m.Action == ActCube
	case opExec:
		ok = ok || m.Action == ActDone
	}
	if !ok {
		return illegal(section, "%q does not answer the pending decision: %s", m.String(), s.Prompt())
	}
	p := int(t.Who)
	if a, _ := answerActions.Answer(m.Action); (t.Op == expr.OpMay || t.Op == expr.OpEither) && !s.answerPayable(p, t.choice(), a) {
		return illegal(secTaxation, "%q: you cannot pay what it costs (a track other than the Economy may not be moved below its first space to pay: only Money is borrowed, \"A City can borrow money at any time by losing 1 Prestige Point and adding $3\")", m.String())
	}
	switch m.Action {
	case ActBox, ActDraw:
		return illegal(section, "%s is not in the Era %d stack", m.Tile, s.era())
	case ActDeal:
		return illegal(section, "%s is not in the Prosperity stack", m.Tile)
	case ActBuild, ActLake:
		k := s.c.byID[m.Tile]
		if s.where[s.c.firstInst[k]] != locHand+uint8(p) {
			return illegal(section, "%s is not one of your face-down Prosperity tiles", m.Tile)
		}
		if err := s.prosperOK(p, k); err != nil {
			return err
		}
	case ActSeat:
		return illegal(section, "%v already has an Initiative space, or is not at the table", m.Seat)
	case ActSpace:
		if int(m.N) > s.selectable() {
			return illegal(section, "with %d players only the first %d Initiative spaces are available", s.seats(), s.selectable())
		}
		return illegal(section, "space %d is occupied: choose a free space (one that is not occupied by another Player Marker)", m.N)
	case ActTake:
		return illegal(section, "%s is not in the Projects Area", m.Tile)
	case ActPlace:
		if t.Op == opLake {
			return illegal(section, "cell %s is taken or not adjacent to a Building Tile already in your City", cellString(m.R, m.C))
		}
		return illegal(section, "cell %s is taken or does not touch your City, and is not on a side of a Construction Token", cellString(m.R, m.C))
	case ActToken:
		return illegal(section, "cell %s is not a free location on the perimeter of your City with an empty building site", cellString(m.R, m.C))
	case ActEffect:
		return illegal(section, "there is no pending effect %d (or it repeats an earlier one)", m.N)
	case ActFree:
		return illegal(section, "the tile at %s is not an adjacent tile with an affordable activation", cellString(m.R, m.C))
	case ActActivate:
		return s.whyActivation(p, int(t.N), m)
	}
	return illegal(section, "%q is not legal now: %s", m.String(), s.Prompt())
}

// whyActivation explains an activation by seat p, with left activations,
// that is not legal now.
func (s *State) whyActivation(p, left int, m Move) error {
	ct := &s.cities[p]
	i := ct.at(int(m.R), int(m.C))
	switch {
	case left <= 0:
		return illegal(secExecutive, "you have no activation left")
	case i < 0:
		return illegal(secActivating, "there is no tile at %s in your City", cellString(m.R, m.C))
	case s.cellTile(ct, i).activation == nil:
		return illegal(secActivating, "that tile has no Activation Effect")
	}
	ok, need, err := s.affordErr(p, i)
	if err != nil {
		return &rulebook.Refusal{Game: gameName, Move: m.String(), Err: err}
	} else if !ok || need > int(ct.Cubes) {
		return illegal(secActivating, "you cannot pay what the activation costs")
	}
	canonical := m
	canonical.From = [maxSeats]Spot{}
	if m.N < 0 || int(m.N) > len(m.From) {
		return illegal(secTourists, "%d Tourists: there are %d Tourist Markers", m.N, len(m.From))
	}
	copy(canonical.From[:], m.From[:m.N])
	canonical.sortFrom()
	if canonical != m {
		return illegal(secTourists, "name the Tourists beside the City first, then by row and column, as %q", canonical.String())
	}
	var spots [maxSeats]spotCount
	k := s.touristSpots(p, i, &spots)
	for a := 0; a < int(m.N); a++ {
		if a > 0 && m.From[a] == m.From[a-1] {
			continue
		}
		need, have := 0, 0
		for b := a; b < int(m.N) && m.From[b] == m.From[a]; b++ {
			need++
		}
		for g := 0; g < k; g++ {
			if spots[g].spot == m.From[a] {
				have = int(spots[g].n)
			}
		}
		if need > have {
			where := "beside your City"
			if !m.From[a].Beside {
				where = "on your tile at " + m.From[a].String()
			}
			return illegal(secTourists, "%d Tourist Markers %s may pay for that tile, not %d (each once per Executive Phase, never on the tile it sits on)", have, where, need)
		}
	}
	cost := s.activationCost(p, i)
	if int(m.N) > cost {
		return illegal(secActivating, "the activation costs %d: %d Tourists would pay more than that", cost, m.N)
	}
	if need > 0 {
		return illegal(secActivating, "the activation costs %d (%d Energy Cubes with %d Tourists) and then its effect takes %d more; you have %d cubes: \"a player takes Energy Cubes from their Power Plant Tile and places them on the Building Tile\" before its effect is paid",
			cost, cost-int(m.N), m.N, need, ct.Cubes)
	}
	return illegal(secActivating, "the activation costs %d (%d Energy Cubes with %d Tourists); you have %d cubes", cost, cost-int(m.N), m.N, ct.Cubes)
}
