package highrise

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/rulebook-go/rulebook/content"
)

const gameName = "highrise"

// The game modes.
const (
	ModeIntro    = "intro"
	ModeStandard = "standard"
	ModeFull     = "full"
)

// knownOptions are the rules options the Go rules implement, with their choices.
var knownOptions = map[string][]string{
	"extra_tenants":   {"off", "on"},
	"stop_zone_home":  {"none", "any"},
	"solo_bonus":      {"one-per-move", "one-per-set"},
	"solo_limit_2030": {"off", "on"},

	"condo_developer_home":   {"own", "any"},
	"choose_missing":         {"yards", "bag"},
	"suburbs_spires":         {"supply", "kept"},
	"spire_without_building": {"supply", "kept"},
	"same_name_corruption":   {"turn", "action"},
	"zero_corruption_most":   {"none", "all"},
	"spire_height":           {"all", "bonus"},
	"stop_zone_discard":      {"player", "any"},
	"stop_zone_numbers":      {"arrival", "turn-order"},
}

// options is a game's setup.
type options struct {
	players int
	mode    string
	rules   [len(ruleNames)]string // by ruleNames
}

var ruleNames = [...]string{"extra_tenants", "stop_zone_home", "solo_bonus", "solo_limit_2030",
	"condo_developer_home", "choose_missing", "suburbs_spires", "spire_without_building", "same_name_corruption",
	"zero_corruption_most", "spire_height", "stop_zone_discard", "stop_zone_numbers"}

// ruleSpireHeight indexes spire_height in ruleNames: read where heights are
// compared, on the hot path.
var ruleSpireHeight = slices.Index(ruleNames[:], "spire_height")

// Option configures New.
type Option func(*setupConfig) error

type setupConfig struct {
	content.Setup
	players int
	mode    string
}

// WithPlayers sets the number of players (3 or 4 with the default content).
func WithPlayers(n int) Option {
	return func(s *setupConfig) error { s.players = n; return s.Give("players") }
}

// WithMode sets the game mode: ModeIntro, ModeStandard or ModeFull.
func WithMode(m string) Option {
	return func(s *setupConfig) error { s.mode = m; return s.Give("mode") }
}

// WithRule sets a named rules option (see Content.RuleOptions).
func WithRule(name, value string) Option {
	return func(s *setupConfig) error { return s.SetRule(name, value) }
}

// ownOptions are the options ParseOptions reads beside the rules options.
var ownOptions = []content.OwnOption[Option]{
	{Name: "players", Int: WithPlayers},
	{Name: "mode", Text: WithMode},
}

// ParseOptions reads a record's option string, "players=4 mode=full
// extra_tenants=on", into Options for New. An option given twice is an
// error.
func ParseOptions(text string) ([]Option, error) {
	return content.ParseOptions(gameName, text, ownOptions, knownOptions, WithRule)
}

// Options writes the game's setup in the notation ParseOptions reads.
func (s *State) Options() string {
	o := s.opts
	return "players=" + strconv.Itoa(o.players) + " mode=" + o.mode + " " + content.FormatOptions(ruleNames[:], o.rules[:])
}

func (s *State) rule(name string) string {
	for i, n := range ruleNames {
		if n == name {
			return s.opts.rules[i]
		}
	}
	return ""
}

// New sets up a game of High Rise from content c. Every deal, shuffle and
// draw of the setup is a Chance decision: the new state waits on Chance
// until the first player's first move.
func New(c *Content, opts ...Option) (*State, error) {
	s, err := newBlank(c, opts...)
	if err != nil {
		return nil, err
	}
	m := s.mode
	for k := 0; k < c.up; k++ {
		s.bag[k] = uint8(c.perColor)
	}
	s.ultra, s.spires, s.yards, s.tokens = uint8(c.ultra), uint8(c.spires), uint8(c.expCount), uint8(c.tokens)
	for k, card := range c.cards {
		s.stacks[k] = uint8(card.Count)
	}
	s.round = int8(m.FirstRound)
	slots := s.side.HoodSlots
	for i := 0; i < s.buildingSpaces(); i++ {
		if s.blockedSpace(i) {
			s.tenant[i] = spaceBlocked
			s.bld[i].Owner = spaceBlocked
		}
	}
	// Pushed in reverse of play.
	s.stack.Push(task{Op: opTurn, Who: -1})
	// Starting Buildings are chosen in reverse turn order (Standard Game).
	for i := s.opts.players - 1; i >= 0; i-- {
		o := i
		if m.Buildings == "choose" {
			o = s.opts.players - 1 - i
		}
		s.stack.Push(task{Op: opStartBuild, Who: -1, K: int16(o)})
	}
	for h := len(c.hoods) - 1; h >= 0; h-- {
		for slot := slots - 1; slot >= 0; slot-- {
			if m.Tenants != "deal-all" && slot >= 3 {
				continue
			}
			if idx := s.buildingSpace(h, slot); s.tenant[idx] != spaceBlocked {
				s.stack.Push(task{Op: opDealTenant, Who: -1, K: int16(idx)})
			}
		}
	}
	s.pushBonus()
	s.placeNeutralBuildings()
	for r := len(c.rounds) - 1; r >= m.FirstRound; r-- {
		s.stack.Push(task{Op: opBlueprint, Who: -1, K: int16(r)})
	}
	for p := s.opts.players - 1; p >= 0; p-- {
		s.stack.Push(task{Op: opDealYard, Who: int8(p)})
	}
	if err := s.settle(); err != nil {
		return nil, err
	}
	return s, nil
}

// newBlank makes a state with the options set and nothing placed.
func newBlank(c *Content, opts ...Option) (*State, error) {
	if c == nil {
		return nil, fmt.Errorf("highrise: New: no content")
	}
	su := setupConfig{Setup: content.Setup{Game: gameName}, players: 4, mode: ModeFull}
	for _, o := range opts {
		if err := o(&su); err != nil {
			return nil, err
		}
	}
	if su.players < c.minPlayers || su.players > c.maxPlayers {
		return nil, fmt.Errorf("highrise: New: players=%d; this content plays %d to %d players", su.players, c.minPlayers, c.maxPlayers)
	}
	mi, ok := c.mode(su.mode)
	if !ok {
		return nil, fmt.Errorf("highrise: New: unknown mode %q", su.mode)
	}
	rules, err := su.Rules(c.options, knownOptions)
	if err != nil {
		return nil, err
	}
	o := options{players: su.players, mode: su.mode}
	for i, name := range ruleNames {
		o.rules[i] = rules[name]
	}
	cnt := c.count(su.players)
	if cnt.Modes != nil && !slices.Contains(cnt.Modes, su.mode) {
		return nil, fmt.Errorf("highrise: New: with %d players, the modes are %v, not %q", su.players, cnt.Modes, su.mode)
	}
	side := c.side(su.players)
	s := &State{c: c, side: side, opts: o, mode: &c.modes[mi], setup: true, cur: -1, stack: make([]task, 0, 32), cnt: cnt, ctrl: -1}
	for p := range s.p {
		s.p[p].Order = uint8(maxSeats) // not dealt
		s.p[p].Pos = -1
	}
	s.ts, s.cs = c.tenants, c.cards
	if su.players == 1 {
		s.ts, s.cs = c.tenants1, c.cards1 // "1p Game Only"
	}
	for i := range s.tenant {
		s.tenant[i] = -1
	}
	for i := range s.bld {
		s.bld[i].Owner = spaceEmpty
	}
	for i := range s.bonus {
		s.bonus[i] = bonusSpace{Tile: -1, Card: -1}
	}
	for i := range s.bp {
		s.bp[i] = -1
	}
	for i := range s.line {
		s.line[i] = -1
	}
	s.limit, s.limitBP = -1, -1
	for i, place := range cnt.Neutral {
		pl := &s.p[su.players+i]
		slot := s.startSlot(place)
		pl.Slot, pl.Arrive = int8(slot), int16(slot)
	}
	return s, nil
}

// pushBonusRefill queues this round's Bonus Tiles on every blank Bonus
// Space and the printed Floors and UltraPlastic of the fixed ones.
func (s *State) pushBonusRefill() {
	for b := len(s.side.BonusSpaces) - 1; b >= 0; b-- {
		sp := &s.side.Spaces[s.side.BonusSpaces[b]]
		if sp.Fixed {
			n := min(sp.Ultra, int(s.ultra))
			s.ultra -= uint8(n)
			s.bonus[b].Floors[s.c.up] += uint8(n)
			if sp.Floors > 0 {
				s.stack.Push(task{Op: opFloor, Who: -1, N: int16(sp.Floors), Dest: int8(destBonus + b)})
			}
			continue
		}
		s.stack.Push(task{Op: opTile, Who: -1, K: int16(b)})
	}
}

// placeTile puts Bonus Tile k on Bonus Space b with its Floors, UltraPlastic
// and Power Card.
func (s *State) placeTile(b, k int) {
	tile := &s.c.tiles[k]
	s.tiles[k]++
	bs := &s.bonus[b]
	bs.Tile = int8(k)
	n := min(tile.Ultra, int(s.ultra))
	s.ultra -= uint8(n)
	bs.Floors[s.c.up] += uint8(n)
	if tile.Card >= 0 && s.stacks[tile.Card] > 0 {
		s.stacks[tile.Card]--
		bs.Card = int8(tile.Card)
	}
	if tile.effect == nil {
		bs.Tile = -1 // "place the indicated Floors in the Bonus Space and discard the Bonus Tile"
	}
	if tile.Floors > 0 {
		s.stack.Push(task{Op: opFloor, Who: -1, N: int16(tile.Floors), Dest: int8(destBonus + b)})
	}
}

// inTenantPool reports whether Chance may deal Tenant i into Building Space idx:
// a Tenant of the space's Neighborhood, in the mode's set, and not placed
// yet; pool is what the deal reads once (s.tenantPool). It allocates
// nothing: a deal asks it once per Tenant.
func (s *State) inTenantPool(idx, i int, pool tenantPool) bool {
	t := &s.c.tenants[i]
	if t.Hood != idx/s.c.maxSlots || (s.mode.Tenants == "intro" && !t.Intro) || (t.Extra && !pool.extras) {
		return false
	}
	return pool.placed&(1<<i) == 0
}

// tenantPool is what a deal of a Tenant reads once for every Tenant:
// whether the Extra Tenants are in play, and which Tenants are placed.
type tenantPool struct {
	extras bool
	placed uint64 // bit i: Tenant i is in a Building Space (Load allows maxTenants)
}

// tenantPool reads the state a deal of a Tenant reads (see inTenantPool).
func (s *State) tenantPool() tenantPool {
	pool := tenantPool{extras: s.extraTenants()}
	for _, x := range s.tenant {
		if x >= 0 {
			pool.placed |= 1 << x
		}
	}
	return pool
}

// extraTenants reports whether the Extra Tenants expansion is in play.
func (s *State) extraTenants() bool { return s.rule("extra_tenants") == "on" }

// tenantPoolEmpty reports whether no Tenant is left to deal into Building Space idx.
func (s *State) tenantPoolEmpty(idx int) bool {
	pool := s.tenantPool()
	return !anyOf(len(s.c.tenants), func(i int) bool { return s.inTenantPool(idx, i, pool) })
}

func (s *State) yardDealt(o int) bool {
	return anyOf(s.seats(), func(p int) bool { return int(s.p[p].Order) == o })
}

// dealYard gives seat p Base Construction Yard #o+1: its size, and its
// Mogul on Stop Zone space o+1.
func (s *State) dealYard(p, o int) {
	pl := &s.p[p]
	pl.Order = uint8(o)
	pl.Base = uint8(s.c.baseYard[o])
	if s.mode.FullYards {
		pl.Base = uint8(s.c.baseFull[o])
	}
	slot := s.startSlot(o)
	pl.Slot = int8(slot)
	pl.Pos = -1
	pl.Arrive = int16(slot)
	if len(s.cnt.Neutral) > 0 && o == s.cnt.ControlFirst {
		s.ctrl = int8(p)
	}
}

// startSlot is the Stop Zone space (0 the first, the one a round's first
// arrival takes) of the setup's place #place+1: "Place your Mogul Piece in
// the Stop Zone, in the Action Space with the number matching the player
// number". stop_zone_numbers arrival (default): the numbers run the way
// the spaces fill, #1 first; turn-order: they count from the last space, so
// that #1 is furthest behind and moves first.
func (s *State) startSlot(place int) int {
	if s.rule("stop_zone_numbers") == "turn-order" {
		return s.side.Zones[s.side.Stop].N - 1 - place
	}
	return place
}

func (s *State) seatOfOrder(o int) int {
	for p := 0; p < s.seats(); p++ {
		if int(s.p[p].Order) == o {
			return p
		}
	}
	return -1
}

// startSeat sets seat #K+1 up: its Corruption, its starting Floors and,
// once the Floors are drawn ("Every player draws a random Floor", then the
// Building and "Immediately activate its Tenant Power"), its starting
// Building, placed on its numbered Tenant or chosen.
func (s *State) startSeat(t *task) (bool, error) {
	o := int(t.K)
	if t.Who >= 0 {
		p := int(t.Who)
		if s.mode.Buildings == "choose" && len(s.appendStartPlaces(nil)) > 0 {
			return true, nil
		}
		s.stack.Pop()
		if s.mode.Buildings == "numbered" {
			for idx, ten := range s.tenant {
				if ten >= 0 && s.c.tenants[ten].Number == o+1 {
					if err := s.startBuilding(p, idx); err != nil {
						return false, err
					}
				}
			}
		}
		return false, nil
	}
	p := s.seatOfOrder(o)
	t.Who = int8(p)
	corr := s.mode.Corruption[o]
	if o == s.seats()-1 && s.mode.LastCorrupt >= 0 {
		corr = s.mode.LastCorrupt
	}
	s.p[p].Corruption = uint8(corr)
	s.pushStartFloors(p, o)
	return false, nil
}

func (s *State) pushStartFloors(p, o int) {
	if n := s.mode.StartFloors[o]; n > 0 {
		s.stack.Push(task{Op: opFloor, Who: int8(p), N: int16(n), Dest: int8(destYard + p)})
	}
}

// appendStartPlaces lists the Building Spaces of the Standard Game's start:
// an empty space in a Neighborhood with no Building, not the City Center.
func (s *State) appendStartPlaces(dst []Move) []Move {
	for h, hood := range s.c.hoods {
		if hood.Center {
			continue
		}
		occupied := false
		for slot := 0; slot < s.side.HoodSlots; slot++ {
			occupied = occupied || s.bld[s.buildingSpace(h, slot)].Owner >= 0
		}
		if occupied {
			continue
		}
		for slot := 0; slot < s.side.HoodSlots; slot++ {
			idx := s.buildingSpace(h, slot)
			if s.bld[idx].Owner == spaceEmpty && s.tenant[idx] >= 0 {
				dst = append(dst, Move{Act: ActPlace, K: int16(idx), c: s.c})
			}
		}
	}
	return dst
}

// startBuilding puts seat p's starting Building on Building Space idx and
// activates its Tenant ("Immediately activate its Tenant Power").
func (s *State) startBuilding(p, idx int) error {
	s.bld[idx] = building{Owner: int8(p), Height: uint8(s.mode.StartHeight), Floors: uint8(s.mode.StartHeight)}
	ten := s.tenant[idx]
	if ten < 0 {
		return nil
	}
	t := &s.ts[ten]
	if ok, err := s.runCanErr(t.can, p, idx/s.c.maxSlots); !ok || err != nil {
		return err
	}
	effects, err := s.runEffects(t.effect, p, idx/s.c.maxSlots, s.scratch[:0])
	return s.runPush(effects, err, p)
}

// newRound starts the next round: its Blueprints and Bonus Tiles, every
// Mogul on the Stop Zone space it ended on.
func (s *State) newRound() {
	s.round++
	s.blocked = 0
	for i := range s.cover {
		s.tokens += uint8(s.cover[i].Total())
		s.cover[i] = Floors{}
	}
	s.used = [maxCards]uint8{}
	s.tiles = [maxTiles]uint8{}
	for b := range s.side.BonusSpaces {
		s.clearBonus(b)
	}
	stop := &s.side.Zones[s.side.Stop]
	for p := 0; p < s.moguls(); p++ {
		pl := &s.p[p]
		pl.Slot = pl.Pos - int8(stop.First)
		pl.Pos = -1
	}
	s.stack.Push(task{Op: opTurn, Who: -1})
	// The 1-player game: "At the end of Upkeep", the next Neutral
	// Buildings; the line's remaining Bonus Tiles discarded for new ones.
	s.spent, s.czones, s.limitSet = 0, 0, false
	for i := range s.line {
		s.line[i] = -1
	}
	s.placeNeutralBuildings()
	s.pushBonus()
}
