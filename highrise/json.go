package highrise

import (
	"encoding/json"
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// opNames is High Rise's table of op names for saves (see
// [expr.OpNames]): its verbs by their script names, its turn steps by what
// they do.
var opNames = map[expr.Op]string{
	opDraw: "draw", opDrawMore: "draw_more", opRaise: "raise", opTake: "take", opChoose: "choose", opTakeOneColor: "take_one_color",
	opUltra: "ultra", opCorrupt: "corruption", opLose: "lose", opLoseUpTo: "lose_up_to",
	opLoseOrKeep: "lose_or_keep", opVP: "vp", opSpire: "spire", opSpireOn: "spire_on", opCard: "card",
	opConstruct: "construct", opTrade: "trade", opSpend: "spend",
	opGive: "give", opTallestBonus: "tallest_bonus", opDrawUpTo: "draw_up_to", opBonusAny: "bonus_any", opFloorsOnto: "floors_onto",
	opUnflip: "unflip", opSwitch: "switch_color", opDrawOnCard: "draw_onto_card", opTakeFromCard: "take_from_card", opDiscard: "discard", opCover: "cover",
	opFloorsNew: "floors_new", opCoOwn: "co_own", opRepeat: "repeat_action", opLoseVP: "lose_vp", opSkipAction: "skip_action",
	opFloor: "floor", opShortage: "shortage", opTile: "tile",
	opBlueprint: "blueprint", opDealTenant: "deal_tenant", opDealYard: "deal_yard", opStartBuild: "start_build",
	opTurn: "turn", opBonusPick: "bonus_pick", opAction: "action", opOwnerDraw: "owner_draw",
	opEmbezzle: "embezzle", opOverflow: "overflow", opDiscardDown: "discard_down",
	opSpiresOn: "spires_on", opPlace: "place", opTenantMay: "tenant_may", opWindow: "window",
	opEndAction: "end_action", opRoundEnd: "round_end", opPenalty: "penalty", opNewRound: "new_round",
	opFlip: "flip", opTakeColor: "take_color", opPentFloor: "pent_floor", opTrigger: "trigger",
	opNeutral: "neutral", opNeutralEnd: "neutral_end", opLineTile: "line_tile", opLinePick: "line_pick",
	opLineFloor: "line_floor", opBlocker: "blocker", opPower: "power", opActionDo: "action_do",
}

var saveOps = expr.MustOpNames(opNames) // a wrong table panics at start; TestOpNames says how

// saveFormat is the format of the saves this build writes and reads:
// version 4, which stores ops and events by name and sizes every list by
// the content and the game's setup.
var saveFormat = rulebook.SaveFormat{Game: gameName, Title: "High Rise", Version: 4, Older: map[int]string{
	1: "stored ops by number",
	2: "sized its lists by a build's limits, not by the content",
	3: "kept the Floors set aside on a card as a seat's hub, gave four cards' draws steps of their own, and named the construction steps construct_suburbs, penthouse, condo and may_skip",
}}

// taskJSON is a pending step in a save: its op by name, and a Power Card
// window's event by name.
type taskJSON struct {
	Op    string             `json:"op"`
	Who   int8               `json:"who"`
	N     int16              `json:"n,omitempty"`
	K     int16              `json:"k,omitempty"`
	Event string             `json:"event,omitempty"` // a window's event, for K
	Dest  int8               `json:"dest,omitempty"`
	Arg   string             `json:"arg,omitempty"`
	Label string             `json:"label,omitempty"`
	Then  []expr.SavedEffect `json:"then,omitempty"`
	Else  []expr.SavedEffect `json:"else,omitempty"`
}

func saveTask(t task) taskJSON {
	name, _ := saveOps.Name(t.Op)
	j := taskJSON{Op: name, Who: t.Who, N: t.N, K: t.K, Dest: t.Dest, Arg: t.Arg, Label: t.Label, Then: saveOps.SaveEffects(t.Then), Else: saveOps.SaveEffects(t.Else)}
	if t.Op == opWindow && t.K >= 0 && int(t.K) < len(eventNames) {
		j.K, j.Event = 0, eventNames[t.K]
	}
	return j
}

func loadTask(path string, j taskJSON) (task, error) {
	t := task{Who: j.Who, N: j.N, K: j.K, Dest: j.Dest, Arg: j.Arg, Label: j.Label}
	op, ok := saveOps.Op(j.Op)
	if !ok {
		return t, fmt.Errorf("%s.op: unknown op %q", path, j.Op)
	}
	t.Op = op
	if (op == opWindow) != (j.Event != "") {
		return t, fmt.Errorf("%s.event: a %s step names the event %q", path, j.Op, j.Event)
	}
	if op == opWindow {
		t.K = -1
		for i, name := range eventNames {
			if name == j.Event && i > 0 {
				t.K = int16(i)
			}
		}
		if t.K < 0 || j.K != 0 {
			return t, fmt.Errorf("%s.event: no event %q", path, j.Event)
		}
	}
	var err error
	if t.Then, err = saveOps.LoadEffects(path+".then", j.Then); err != nil {
		return t, err
	}
	if t.Else, err = saveOps.LoadEffects(path+".else", j.Else); err != nil {
		return t, err
	}
	return t, nil
}

// stateJSON is the saved form of a State.
type stateJSON struct {
	rulebook.SaveHead
	Round  int8  `json:"round"`
	Over   bool  `json:"over"`
	Setup  bool  `json:"setup"`
	Cur    int8  `json:"cur"`
	Seq    int16 `json:"seq"`
	Ultra  uint8 `json:"ultraplastic"`
	Spires uint8 `json:"spires"`
	Yards  uint8 `json:"yards"`
	sizedJSON
	Blocked uint8          `json:"blocked"`
	Tokens  uint8          `json:"tokens"`
	Cons    construction   `json:"construction"`
	Outer   []construction `json:"outer_constructions,omitempty"` // the constructions Cons runs within, innermost last
	Pending []taskJSON     `json:"pending"`
	Control int8           `json:"control"`
	NAct    uint8          `json:"neutral_action,omitempty"`
	NLost   bool           `json:"neutral_lost,omitempty"`
	Spent   uint64         `json:"spent_bonus_sets,omitempty"`
	CZones  uint64         `json:"blocker_zones,omitempty"`
	Limit   int8           `json:"corruption_limit"`
	LimitBP int8           `json:"limit_blueprint"`
	LimitOn bool           `json:"limit_set,omitempty"`
	NSupply uint8          `json:"neutral_buildings_taken,omitempty"`
	Fresh   uint8          `json:"fresh_blueprints,omitempty"`
}

// MarshalJSON saves the whole state: it is for saving and restoring a
// game, not for showing it to a player (see View).
func (s *State) MarshalJSON() ([]byte, error) {
	j := stateJSON{SaveHead: saveFormat.Head(s.c.fingerprint, s.Options()), Round: s.round, Over: s.over, Setup: s.setup,
		Cur: s.cur, Seq: s.seq, Ultra: s.ultra, Spires: s.spires, Yards: s.yards, sizedJSON: s.saveSized(), Blocked: s.blocked,
		Tokens: s.tokens, Cons: s.cons, Outer: s.outer, Pending: []taskJSON{}, Control: s.ctrl, NAct: s.nact, NLost: s.nlost,
		Spent: s.spent, CZones: s.czones, Limit: s.limit, LimitBP: s.limitBP, LimitOn: s.limitSet, NSupply: s.nsupply, Fresh: s.fresh}
	for _, t := range s.stack {
		j.Pending = append(j.Pending, saveTask(t))
	}
	return json.Marshal(j)
}

// Decode restores a game MarshalJSON saved, against content c (the one it
// was saved from), as [rulebook.DecodeSave] says. It refuses, naming the
// JSON path, a save the rules cannot reach in kind: every index in range,
// the Floors, Spires, Power Cards and Bonus Tiles accounted for, every
// pending step well-formed for its op (and the effects it holds ones its
// play can push), every Building as high as its Floors, the Moguls where
// the turn order puts them, and a game that could not be played on.
func Decode(c *Content, data []byte) (*State, error) {
	return rulebook.DecodeSave(saveFormat, data, c.fingerprint, rulebook.Restore[*State, stateJSON, Option]{
		Options: ParseOptions, Blank: func(opts ...Option) (*State, error) { return newBlank(c, opts...) }, Fields: (*State).restore, Checks: wholeStateChecks})
}

// restore restores the saved supplies, seats, board, Power Cards, solo
// line and pending steps onto s, the blank state of the saved options,
// validating each.
func (s *State) restore(j *stateJSON) error {
	c := s.c
	n := s.seats()
	if j.Control < -1 || int(j.Control) >= n || j.Round < 0 || int(j.Round) >= len(c.rounds) || j.Cur < -1 || int(j.Cur) >= n {
		return fmt.Errorf("round or seat out of range")
	}
	if err := s.loadSized(&j.sizedJSON); err != nil {
		return err
	}
	s.round, s.over, s.setup, s.cur, s.seq = j.Round, j.Over, j.Setup, j.Cur, j.Seq
	s.ultra, s.spires, s.yards = j.Ultra, j.Spires, j.Yards
	s.blocked, s.cons, s.tokens = j.Blocked, j.Cons, j.Tokens
	s.outer = append(s.outer[:0], j.Outer...)
	s.ctrl, s.nact, s.nlost = j.Control, j.NAct, j.NLost
	if s.nact > neutralMove {
		return fmt.Errorf("a Neutral Mogul's turn is out of range")
	}
	s.fresh = j.Fresh
	s.spent, s.czones, s.limit, s.limitBP, s.limitSet, s.nsupply = j.Spent, j.CZones, j.Limit, j.LimitBP, j.LimitOn, j.NSupply
	for _, k := range s.line {
		if k < -1 || int(k) >= len(c.tiles) {
			return fmt.Errorf("a Bonus Tile of the line is out of range")
		}
	}
	if s.solo() != nil && int(s.nsupply) > len(s.solo().Neutral) || s.limitBP < -1 || int(s.limitBP) >= s.saveSizes().cover {
		return fmt.Errorf("the solo game's supply or limit is out of range")
	}
	if err := s.valid(); err != nil {
		return err
	}
	s.stack = s.stack[:0]
	for i, tj := range j.Pending {
		path := fmt.Sprintf("pending[%d]", i)
		t, err := loadTask(path, tj)
		if err == nil {
			err = s.validTask(t)
			if err != nil {
				err = fmt.Errorf("%s: %w", path, err)
			}
		}
		if err != nil {
			return err
		}
		s.stack = append(s.stack, t)
	}
	return nil
}

// wholeStateChecks are Decode's checks of a restored state as a whole, in
// order, once restore has every field in place.
var wholeStateChecks = []func(*State) error{(*State).conserved, (*State).validDeals, (*State).validYards, (*State).validTiles,
	(*State).validBase, (*State).validControl, (*State).validTurnSeat, (*State).validBuildings, (*State).validMoguls,
	(*State).validLimit, (*State).validConstruction, (*State).settled, rulebook.Playable[*State, Move]}

// valid checks that every index in the state points at something.
func (s *State) valid() error {
	c := s.c
	for p := 0; p < s.moguls(); p++ {
		pl := &s.p[p]
		if int(pl.Pos) >= len(s.side.Spaces) || pl.Pos < -1 || int(pl.Corruption) >= len(c.track) || int(pl.Order) >= s.seats() && pl.Order != maxSeats ||
			pl.Slot < 0 || int(pl.Slot) >= s.side.Zones[s.side.Stop].N {
			return fmt.Errorf("seat %d is out of range", p)
		}
	}
	for _, b := range s.bonus {
		if int(b.Tile) >= len(c.tiles) || b.Tile < -1 || int(b.Card) >= len(c.cards) || b.Card < -1 {
			return fmt.Errorf("a Bonus Space is out of range")
		}
	}
	for i, t := range s.tenant {
		if int(t) >= len(c.tenants) || t < spaceBlocked || (i >= s.buildingSpaces() && t != -1) {
			return fmt.Errorf("a tenant is out of range")
		}
	}
	for _, b := range s.bld {
		if int(b.Owner) >= s.seats() && (s.solo() == nil || int(b.Owner) != s.seats()) || b.Owner < spaceBlocked || int(b.Co) > s.seats() {
			return fmt.Errorf("a building is out of range")
		}
	}
	for _, b := range s.bp {
		if int(b) >= len(c.blueprints) || b < -1 {
			return fmt.Errorf("a Blueprint Card is out of range")
		}
	}
	if s.cons.Space >= int8(s.buildingSpaces()) || s.cons.Who < 0 || int(s.cons.Who) >= s.seats() {
		return fmt.Errorf("the construction is out of range")
	}
	for i, o := range s.outer {
		if o.Space >= int8(s.buildingSpaces()) || o.Who < 0 || int(o.Who) >= s.seats() {
			return fmt.Errorf("outer_constructions[%d] is out of range", i)
		}
	}
	return nil
}

// UnmarshalJSON restores a state saved by MarshalJSON. A State that already
// has content decodes against it; a zero State uses the embedded default.
func (s *State) UnmarshalJSON(data []byte) error {
	return rulebook.UnmarshalState(s, s.c, Default, Decode, data)
}

// conserved checks the components: 75 Floors, 15 UltraPlastic, 20 Spires,
// every Power Card and the Expanded Construction Yards.
func (s *State) conserved() error {
	c := s.c
	var f Floors
	f.add(s.bag)
	f[c.up] += s.ultra
	spires := int(s.spires)
	yards := int(s.yards)
	var cards [maxCards]int
	for k := range c.cards {
		cards[k] = int(s.stacks[k])
	}
	for p := 0; p < s.seats(); p++ {
		pl := &s.p[p]
		f.add(pl.Yard)
		f.add(pl.OnCard)
		spires += int(pl.Spires)
		yards += int(pl.Yards)
		for k := range c.cards {
			cards[k] += int(pl.Up[k]) + int(pl.Down[k])
		}
	}
	f.add(s.lineFl)
	for _, b := range s.bonus {
		f.add(b.Floors)
		if b.Card >= 0 {
			cards[b.Card]++
		}
	}
	for _, b := range s.bld {
		if b.Owner >= 0 {
			f.add(b.Pent)
			spires += int(b.Spires)
		}
	}
	spires += int(s.cons.Spires) * boolInt(s.cons.Active && s.cons.Space < 0 && !s.cons.Suburbs)
	tokens := int(s.tokens)
	for _, f := range s.cover {
		tokens += f.Total()
	}
	if tokens != c.tokens {
		return fmt.Errorf("%d UltraPlastic requirement tokens, the game has %d", tokens, c.tokens)
	}
	for k := 0; k < c.up; k++ {
		if int(f[k]) != c.perColor {
			return fmt.Errorf("%d %s Floors, the game has %d", f[k], c.colors[k], c.perColor)
		}
	}
	if int(f[c.up]) != c.ultra {
		return fmt.Errorf("%d UltraPlastic, the game has %d", f[c.up], c.ultra)
	}
	if spires != c.spires {
		return fmt.Errorf("%d Spires, the game has %d", spires, c.spires)
	}
	if yards != c.expCount {
		return fmt.Errorf("%d Expanded Construction Yards, the game has %d", yards, c.expCount)
	}
	for k := range c.cards {
		if cards[k] != c.cards[k].Count {
			return fmt.Errorf("%d %s cards, the game has %d", cards[k], c.cards[k].ID, c.cards[k].Count)
		}
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
