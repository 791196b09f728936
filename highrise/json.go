package highrise

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// saveVersion is the save format MarshalJSON writes and Decode reads.
// Version 1 (no version field) stored ops and events by number; version 2
// stores them by name.
const saveVersion = 2

// opNames names every op for saves: the verbs by their script names, the
// steps of the turn machinery by what they do. Adding an op adds a name
// here; an op's name never changes once saves use it.
var opNames = map[expr.Op]string{
	opDraw: "draw", opDrawMore: "draw_more", opTake: "take", opChoose: "choose", opTakeOneColor: "take_one_color",
	opUltra: "ultra", opCorrupt: "corruption", opLose: "lose", opLoseUpTo: "lose_up_to",
	opLoseOrKeep: "lose_or_keep", opVP: "vp", opSpire: "spire", opSpireOn: "spire_on", opCard: "card",
	opConstruct: "construct", opSuburbs: "construct_suburbs", opTrade: "trade", opSpend: "spend",
	opTax: "tax", opGamble: "gamble",
	opTallestBonus: "tallest_bonus", opDrawChain: "draw_chain",
	opDrawPerYard: "draw_per_yard", opSuite: "suite", opBonusAny: "bonus_any", opPenthouse: "penthouse",
	opUnflip: "unflip", opSwitch: "switch_color", opHubDraw: "hub_draw", opHubTake: "hub_take", opCover: "cover",
	opCondo: "condo", opCoOwn: "co_own", opRepeat: "repeat_action", opLoseVP: "lose_vp", opMaySkip: "may_skip",
	opSpireNew: "spire_on_new", opFloor: "floor", opShortage: "shortage", opTile: "tile",
	opBlueprint: "blueprint", opDealTenant: "deal_tenant", opDealYard: "deal_yard", opStartBuild: "start_build",
	opTurn: "turn", opBonusPick: "bonus_pick", opAction: "action", opOwnerDraw: "owner_draw",
	opEmbezzle: "embezzle", opOverflow: "overflow", opDiscardDown: "discard_down",
	opSpiresOn: "spires_on", opPlace: "place", opTenantMay: "tenant_may", opWindow: "window",
	opEndAction: "end_action", opRoundEnd: "round_end", opPenalty: "penalty", opNewRound: "new_round",
	opFlip: "flip", opTakeColor: "take_color", opSuiteYard: "suite_yard", opPentFloor: "pent_floor", opTrigger: "trigger",
	opNeutral: "neutral", opNeutralEnd: "neutral_end", opLineTile: "line_tile", opLinePick: "line_pick",
	opLineFloor: "line_floor", opBlocker: "blocker", opPower: "power", opActionDo: "action_do",
}

var saveOps = mustOpNames(opNames)

func mustOpNames(m map[expr.Op]string) *expr.OpNames {
	t, err := expr.NewOpNames(m)
	if err != nil {
		panic(err) // the table above is wrong: TestOpNames says how
	}
	return t
}

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
	Game    string                   `json:"game"`
	Version int                      `json:"version"`
	Content string                   `json:"content"`
	Options string                   `json:"options"`
	Round   int8                     `json:"round"`
	Over    bool                     `json:"over"`
	Setup   bool                     `json:"setup"`
	Cur     int8                     `json:"cur"`
	Seq     int16                    `json:"seq"`
	Bag     Floors                   `json:"bag"`
	Ultra   uint8                    `json:"ultraplastic"`
	Spires  uint8                    `json:"spires"`
	Yards   uint8                    `json:"yards"`
	Players []player                 `json:"players"`
	Bonus   [maxBonus]bonusSpace     `json:"bonus"`
	Tenant  [maxTenantSlots]int8     `json:"tenants"`
	Bld     [maxBuildSpaces]building `json:"buildings"`
	Stacks  [maxCards]uint8          `json:"stacks"`
	Tiles   [maxTiles]uint8          `json:"tiles_placed"`
	BP      [3]int8                  `json:"blueprint_cards"`
	Blocked uint8                    `json:"blocked"`
	Cover   [8]Floors                `json:"covered"`
	Tokens  uint8                    `json:"tokens"`
	Used    [maxCards]uint8          `json:"used"`
	Cons    construction             `json:"construction"`
	Pending []taskJSON               `json:"pending"`
	Control int8                     `json:"control"`
	NAct    uint8                    `json:"neutral_action,omitempty"`
	NLost   bool                     `json:"neutral_lost,omitempty"`
	Line    [maxLine]int8            `json:"line"`
	LineFl  Floors                   `json:"line_floors"`
	Spent   uint64                   `json:"spent_bonus_sets,omitempty"`
	CZones  uint64                   `json:"blocker_zones,omitempty"`
	Limit   int8                     `json:"corruption_limit"`
	LimitBP int8                     `json:"limit_blueprint"`
	LimitOn bool                     `json:"limit_set,omitempty"`
	NSupply uint8                    `json:"neutral_buildings_taken,omitempty"`
	Fresh   uint8                    `json:"fresh_blueprints,omitempty"`
}

// MarshalJSON saves the whole state: it is for saving and restoring a
// game, not for showing it to a player (see View).
func (s *State) MarshalJSON() ([]byte, error) {
	j := stateJSON{Game: gameName, Version: saveVersion, Content: s.c.fingerprint, Options: s.Options(), Round: s.round, Over: s.over, Setup: s.setup,
		Cur: s.cur, Seq: s.seq, Bag: s.bag, Ultra: s.ultra, Spires: s.spires, Yards: s.yards, Players: s.p[:s.moguls()],
		Bonus: s.bonus, Tenant: s.tenant, Bld: s.bld, Stacks: s.stacks, Tiles: s.tiles, BP: s.bp, Blocked: s.blocked,
		Cover: s.cover, Tokens: s.tokens, Used: s.used, Cons: s.cons, Pending: []taskJSON{}, Control: s.ctrl, NAct: s.nact, NLost: s.nlost,
		Line: s.line, LineFl: s.lineFl, Spent: s.spent, CZones: s.czones, Limit: s.limit, LimitBP: s.limitBP, LimitOn: s.limitSet, NSupply: s.nsupply, Fresh: s.fresh}
	for _, t := range s.stack {
		j.Pending = append(j.Pending, saveTask(t))
	}
	return json.Marshal(j)
}

// Decode restores a state MarshalJSON saved, against content c (which must
// be the content it was saved from).
func Decode(c *Content, data []byte) (*State, error) {
	var head struct {
		Game    string `json:"game"`
		Version *int   `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	if head.Game != gameName {
		return nil, fmt.Errorf("highrise: decode: game: a saved %q game is not High Rise", head.Game)
	}
	if head.Version == nil {
		return nil, fmt.Errorf("highrise: decode: version: a save with no version field is of format version 1, which stored ops by number; this build reads version %d only", saveVersion)
	}
	if *head.Version != saveVersion {
		return nil, fmt.Errorf("highrise: decode: version: save format version %d is not known; this build reads version %d", *head.Version, saveVersion)
	}
	var parsed any
	if err := json.Unmarshal(data, &parsed); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	if err := arrayLengths(reflect.TypeFor[stateJSON](), parsed, ""); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	var j stateJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	if j.Content != c.fingerprint {
		return nil, fmt.Errorf("highrise: decode: saved with content %s, not %s: %w", j.Content, c.fingerprint, rulebook.ErrContentMismatch)
	}
	opts, err := ParseOptions(j.Options)
	if err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	s, err := newBlank(c, opts...)
	if err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	n := s.seats()
	if len(j.Players) != s.moguls() || j.Control < -1 || int(j.Control) >= n || j.Round < 0 || int(j.Round) >= len(c.rounds) || j.Cur < -1 || int(j.Cur) >= n {
		return nil, fmt.Errorf("highrise: decode: players, round or seat out of range")
	}
	s.round, s.over, s.setup, s.cur, s.seq = j.Round, j.Over, j.Setup, j.Cur, j.Seq
	s.bag, s.ultra, s.spires, s.yards = j.Bag, j.Ultra, j.Spires, j.Yards
	copy(s.p[:], j.Players)
	s.bonus, s.tenant, s.bld, s.stacks, s.tiles, s.bp, s.blocked, s.used, s.cons = j.Bonus, j.Tenant, j.Bld, j.Stacks, j.Tiles, j.BP, j.Blocked, j.Used, j.Cons
	s.cover, s.tokens = j.Cover, j.Tokens
	s.ctrl, s.nact, s.nlost = j.Control, j.NAct, j.NLost
	if s.nact > neutralMove {
		return nil, fmt.Errorf("highrise: decode: a Neutral Mogul's turn is out of range")
	}
	s.fresh = j.Fresh
	s.line, s.lineFl, s.spent, s.czones, s.limit, s.limitBP, s.limitSet, s.nsupply = j.Line, j.LineFl, j.Spent, j.CZones, j.Limit, j.LimitBP, j.LimitOn, j.NSupply
	for _, k := range s.line {
		if k < -1 || int(k) >= len(c.tiles) {
			return nil, fmt.Errorf("highrise: decode: a Bonus Tile of the line is out of range")
		}
	}
	if s.solo() != nil && int(s.nsupply) > len(s.solo().Neutral) || s.limitBP < -1 || s.limitBP >= 8 {
		return nil, fmt.Errorf("highrise: decode: the solo game's supply or limit is out of range")
	}
	if err := s.valid(); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
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
			return nil, fmt.Errorf("highrise: decode: %w", err)
		}
		s.stack = append(s.stack, t)
	}
	if err := s.conserved(); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	if err := s.validDeals(); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	if err := s.validTiles(); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	if err := s.validBase(); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	if err := s.settled(); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	if err := rulebook.Playable(s); err != nil {
		return nil, fmt.Errorf("highrise: decode: pending: %w", err)
	}
	return s, nil
}

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
	return nil
}

// UnmarshalJSON restores a state saved by MarshalJSON. A State that already
// has content decodes against it; a zero State uses the embedded default.
func (s *State) UnmarshalJSON(data []byte) error {
	c := s.c
	if c == nil {
		var err error
		if c, err = Default(); err != nil {
			return err
		}
	}
	t, err := Decode(c, data)
	if err != nil {
		return err
	}
	*s = *t
	return nil
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
		f.add(pl.Hub)
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
