package highrise

import (
	"encoding/json"
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// stateJSON is the saved form of a State.
type stateJSON struct {
	Game    string                   `json:"game"`
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
	Pending []task                   `json:"pending"`
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
	j := stateJSON{Game: gameName, Content: s.c.fingerprint, Options: s.Options(), Round: s.round, Over: s.over, Setup: s.setup,
		Cur: s.cur, Seq: s.seq, Bag: s.bag, Ultra: s.ultra, Spires: s.spires, Yards: s.yards, Players: s.p[:s.moguls()],
		Bonus: s.bonus, Tenant: s.tenant, Bld: s.bld, Stacks: s.stacks, Tiles: s.tiles, BP: s.bp, Blocked: s.blocked,
		Cover: s.cover, Tokens: s.tokens, Used: s.used, Cons: s.cons, Pending: s.stack, Control: s.ctrl, NAct: s.nact, NLost: s.nlost,
		Line: s.line, LineFl: s.lineFl, Spent: s.spent, CZones: s.czones, Limit: s.limit, LimitBP: s.limitBP, LimitOn: s.limitSet, NSupply: s.nsupply, Fresh: s.fresh}
	if j.Pending == nil {
		j.Pending = []task{}
	}
	return json.Marshal(j)
}

// Decode restores a state MarshalJSON saved, against content c (which must
// be the content it was saved from).
func Decode(c *Content, data []byte) (*State, error) {
	var j stateJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
	}
	if j.Game != gameName {
		return nil, fmt.Errorf("highrise: decode: a saved %q game is not High Rise", j.Game)
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
	for i, t := range j.Pending {
		if t.Op < expr.OpMay || t.Op >= opLast || (t.Op > expr.OpEither && t.Op < expr.OpGame) || t.Who < -1 || int(t.Who) >= n ||
			(t.Op == opNeutral || t.Op == opNeutralEnd) && (int(t.K) < n || int(t.K) >= s.moguls()) ||
			t.Dest < 0 || t.K < -1 || t.K >= 256 || t.N < 0 || t.N > 256 {
			return nil, fmt.Errorf("highrise: decode: pending step %d is out of range", i)
		}
	}
	s.stack = append(s.stack[:0], j.Pending...)
	if err := s.conserved(); err != nil {
		return nil, fmt.Errorf("highrise: decode: %w", err)
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
