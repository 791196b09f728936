package capitals

import (
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// Limits of the compact state layout.
const (
	maxSeats     = 5
	maxCells     = 32 // tiles in one City
	maxTokens    = 2
	maxInstances = 200
	maxCoord     = 40 // cells stay within ±maxCoord of the first starting tile
)

// Where a tile is. Cities follow locCity: seat p's City is locCity+p.
const (
	locBox   uint8 = iota // back in the game box
	locStack              // face down in its Era's stack
	locRow0               // the Projects Area's rows, $0 first
	locRow1
	locRow2
	locSupply // a Power Plant not yet taken
	locCity
	// Seat p's face-down Prosperity tiles are at locHand+p (the add-on).
	locHand = locCity + maxSeats
)

// prosperityType is the add-on's sixth building type.
const prosperityType = "prosperity"

// Phases of a round, and the setup and the end.
const (
	phSetup uint8 = iota
	phPolitical
	phBuilding
	phTourism
	phExecutive
	phExpo
	phAdmin
	phFinal
)

var phaseNames = [...]string{"Setup", "Political Phase", "Building Phase", "Tourism Phase", "Executive Phase", "World Expo Evaluation", "Administrative Phase", "Final Scoring"}

// cell is one tile of a City, at row R, column C, with the Energy Cubes
// placed on it.
type cell struct {
	R, C  int8
	Inst  int16
	Cubes uint8
	Lake  bool // a Prosperity tile built face down: no type, no effects
}

// city is one player's City and markers. Fixed-size arrays keep a State a
// flat value: Clone is a copy.
type city struct {
	Track    [nTracks]int16
	Prestige int16
	Cubes    int16 // Energy Cubes on the Power Plant
	Plant    int16 // the current Power Plant's tile kind
	// Moved counts the spaces the Progress marker has moved since the
	// start; Upgraded is the count at the Power Plant symbol of the last
	// upgrade taken (the start's, before any): the Final Scoring pays
	// "each space a player is beyond their last Power Plant upgrade".
	Moved, Upgraded int16
	Space           int8 // the Initiative space, -1 while choosing
	Prev            int8 // the space at the start of the Political Phase
	N               int8 // tiles in Cells
	Cells           [maxCells]cell
	Tokens          [maxTokens][2]int8
}

// tourist is a Tourist Marker: in City (a seat, or -1 near the board for the
// neutral one), on the tile at index Cell of that City or beside it (-1).
type tourist struct {
	City int8
	Cell int8
	Used bool // used to pay this Executive Phase
}

// task is one pending step: an effect a script returned or a step of the
// turn machinery. The top of the stack is done next.
type task struct {
	Op   expr.Op       `json:"op"`
	Who  int8          `json:"who"`
	N    int16         `json:"n,omitempty"`
	Kind int16         `json:"kind,omitempty"` // a track, tile kind, type or era, by Op
	Cell int8          `json:"cell,omitempty"` // the cell of the tile giving the effects; for a gain, otherCity
	Then []expr.Effect `json:"then,omitempty"`
	// Done marks the effects of an order (opOrder) already resolved, by
	// index in Then.
	Done uint64 `json:"done,omitempty"`
}

// otherCity marks, in a gain step's Cell, a gain another City's tile gives:
// its red arrows pay at each such effect, apart from the giver's "once per
// tile built and once per Activation".
const otherCity = 1

// State is a game of The Capitals in progress. Make one with New. A State
// is not safe for concurrent use; Clone gives each goroutine its own.
type State struct {
	c    *Content
	opts options

	cities   [maxSeats]city
	where    [maxInstances]uint8
	tourists [maxSeats + 1]tourist // one per seat, then the neutral one
	neutral  int16                 // the neutral Culture marker (2 players)
	highest  int8                  // the seat holding the Highest Culture Token, -1 none
	round    int8                  // 1-based; 0 during setup
	phase    uint8
	idx      int8   // progress within the phase
	arrows   uint32 // red arrows already paid in the current tile or activation
	over     bool
	stack    expr.Stack[task]

	refused rulebook.Refusals[Move] // moves the content could not play in this position
	undo    *State
	scratch []expr.Effect
	items   []expr.Effect // the effects of an order, listed (orderEffects)
	legal   []Move
	kept    []expr.Effect // the chunk of lists pending steps hold (kept.go)
	keeper  *State        // the state that made kept; none other writes to it
}

// Game returns "capitals".
func (s *State) Game() string { return gameName }

// Seats is the number of players.
func (s *State) Seats() int { return s.opts.players }

// Content is the content the game was set up from.
func (s *State) Content() *Content { return s.c }

// Fingerprint identifies the content the game was set up from.
func (s *State) Fingerprint() string { return s.c.fingerprint }

// Round is the round being played, 1 to 12; 0 during setup.
func (s *State) Round() int { return int(s.round) }

// Phase names the phase being played.
func (s *State) Phase() string { return phaseNames[s.phase] }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.over }

// Level is seat p's level on a track ("population", …, "prestige", "cubes").
func (s *State) Level(p rulebook.Player, track string) int {
	if !p.IsSeat() || int(p) >= s.seats() {
		return 0
	}
	return s.level(int(p), track)
}

// Space is seat p's Initiative space, 0 for the leftmost; -1 when none.
func (s *State) Space(p rulebook.Player) int {
	if !p.IsSeat() || int(p) >= s.seats() {
		return -1
	}
	return int(s.cities[p].Space)
}

// Highest is the seat holding the Highest Culture Token, or Nobody.
func (s *State) Highest() rulebook.Player {
	if s.highest < 0 {
		return rulebook.Nobody
	}
	return rulebook.Player(s.highest)
}

// Clone returns a deep, independent copy.
func (s *State) Clone() *State {
	t := *s
	t.stack = s.stack.Clone()
	t.undo, t.scratch, t.items, t.legal, t.kept, t.keeper = nil, nil, nil, nil, nil, nil
	return &t
}

// copyTo makes dst an exact copy of s, reusing dst's buffers.
func (s *State) copyTo(dst *State) {
	stack := append(dst.stack[:0], s.stack...)
	undo, scratch, items, legal, kept, keeper := dst.undo, dst.scratch, dst.items, dst.legal, dst.kept, dst.keeper
	*dst = *s
	dst.stack, dst.undo, dst.scratch, dst.items, dst.legal = stack, undo, scratch, items, legal
	dst.kept, dst.keeper = kept, keeper
}

func (s *State) seats() int { return s.opts.players }

func (s *State) kind(inst int16) int { return int(s.c.inst[inst]) }

func (s *State) era() int {
	if s.round < 1 {
		return 1
	}
	return s.c.rounds[min(int(s.round), len(s.c.rounds))-1].Era
}

// level reads a track, Prestige or cubes of seat p by id.
func (s *State) level(p int, track string) int {
	i, ok := trackIndex(track)
	if !ok {
		return s.shown(p, track)
	}
	return s.levelOf(p, i)
}

// shownIDs are what a City shows that level reads but no effect gains: its
// Power Plant's level ("Each Power Plant Tile shows its Power Plant
// Level") and the Tourist Markers in it.
var shownIDs = [...]string{"plant", "tourists"}

// shown is seat p's count of a shownIDs name, 0 for another name.
func (s *State) shown(p int, id string) int {
	switch id {
	case shownIDs[0]:
		return s.c.tiles[s.cities[p].Plant].Level
	case shownIDs[1]:
		n := 0
		for q := 0; q < s.touristCount(); q++ {
			if int(s.tourists[q].City) == p {
				n++
			}
		}
		return n
	}
	return 0
}

func (s *State) levelOf(p, i int) int {
	ct := &s.cities[p]
	switch i {
	case tPrestige:
		return int(ct.Prestige)
	case tCubes:
		return int(ct.Cubes)
	}
	return int(ct.Track[i])
}

// ahead counts the markers ahead of seat p's on a track (the neutral Culture
// marker included).
func (s *State) ahead(p int, track string) int {
	i, ok := trackIndex(track)
	if !ok || i >= nTracks {
		return 0
	}
	mine := s.cities[p].Track[i]
	n := 0
	for q := 0; q < s.seats(); q++ {
		if q != p && s.cities[q].Track[i] > mine {
			n++
		}
	}
	if s.hasNeutral() && i == tCult && s.neutral > mine {
		n++
	}
	return n
}

func (s *State) hasNeutral() bool { return s.opts.players == 2 }

// Grid reads.

func adjacent(a, b *cell) bool {
	dr, dc := int(a.R)-int(b.R), int(a.C)-int(b.C)
	return a != b && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1
}

func (ct *city) at(r, c int) int {
	for i := 0; i < int(ct.N); i++ {
		if int(ct.Cells[i].R) == r && int(ct.Cells[i].C) == c {
			return i
		}
	}
	return -1
}

func (ct *city) tokenAt(r, c int) bool {
	for _, t := range ct.Tokens {
		if int(t[0]) == r && int(t[1]) == c {
			return true
		}
	}
	return false
}

// typeOf is the type of the tile at cell i, -1 for a Lake ("the Lake does
// not count as any building type").
func (s *State) typeOf(ct *city, i int) int {
	if ct.Cells[i].Lake {
		return -1
	}
	return s.c.tiles[s.kind(ct.Cells[i].Inst)].Type
}

// lakeCounts reports whether a Lake is one of the tiles spec names: "the
// Lake does not count as any building type (color), nor does it count as a
// Prosperity Tile"; under lake_counts=as-tile it is a tile of no type, so
// "any" alone names it.
func (s *State) lakeCounts(spec string) bool {
	return s.opts.lakeTile && spec == "any"
}

// lake is what a Lake is to the rules: a tile of no type with no effects.
var lake = Tile{ID: "lake", Name: "Lake", Type: -1}

// cellTile is the tile at cell i of a City: a Lake is no tile kind's.
func (s *State) cellTile(ct *city, i int) *Tile {
	if ct.Cells[i].Lake {
		return &lake
	}
	return &s.c.tiles[s.kind(ct.Cells[i].Inst)]
}

// adjacentOf counts the tiles touching seat p's tile at cell that a tile
// spec names (a Lake only for "any" under lake_counts=as-tile).
func (s *State) adjacentOf(p, cellIdx int, spec string) int {
	if cellIdx < 0 {
		return 0
	}
	ct := &s.cities[p]
	n := 0
	for i := 0; i < int(ct.N); i++ {
		if !adjacent(&ct.Cells[i], &ct.Cells[cellIdx]) {
			continue
		}
		if ct.Cells[i].Lake {
			if s.lakeCounts(spec) {
				n++
			}
		} else if s.c.specIs(spec, s.kind(ct.Cells[i].Inst)) {
			n++
		}
	}
	return n
}

// ranked is the seat highest (or lowest) on board track id, ties broken by
// the Economy Track and then the Initiative Track ("Breaking Ties").
func (s *State) ranked(id string, highest bool) int {
	tr, ok := trackIndex(id)
	if !ok || tr >= nTracks {
		return 0
	}
	best := 0
	for q := 1; q < s.seats(); q++ {
		if highest && s.better(q, best, tr) || !highest && s.better(best, q, tr) {
			best = q
		}
	}
	return best
}

// onTop reports whether seat p "is the highest player" (highest) or the
// lowest on a board track, for the Prosperity requirements "be highest
// player on the employment track" and their kind: strictly above (or
// below) every other City by default; under track_ties=broken, the seat
// ranked reads first, ties broken as the Culture Track breaks them.
func (s *State) onTop(p int, track string, highest bool) bool {
	if s.opts.tiesBroken {
		return s.ranked(track, highest) == p
	}
	mine := s.level(p, track)
	for q := 0; q < s.seats(); q++ {
		if other := s.level(q, track); q != p && (highest && other >= mine || !highest && other <= mine) {
			return false
		}
	}
	return true
}

// adjacentTypes counts the different types touching seat p's tile at cell,
// other than its own, leaving out the tile at index skip.
func (s *State) adjacentTypes(p, cellIdx, skip int, spec string) int {
	if cellIdx < 0 {
		return 0
	}
	ct := &s.cities[p]
	own := s.typeOf(ct, cellIdx)
	var seen uint32
	for i := 0; i < int(ct.N); i++ {
		if i != skip && adjacent(&ct.Cells[i], &ct.Cells[cellIdx]) && (spec == "any" || !ct.Cells[i].Lake && s.c.specIs(spec, s.kind(ct.Cells[i].Inst))) {
			if t := s.typeOf(ct, i); t != own && t >= 0 {
				seen |= 1 << t
			}
		}
	}
	n := 0
	for ; seen != 0; seen &= seen - 1 {
		n++
	}
	return n
}

// tilesOf counts seat p's tiles that a tile spec names: a type or "any",
// or several specs joined by "+" (see specMatch). A Lake counts only for
// "any" under lake_counts=as-tile.
func (s *State) tilesOf(p int, spec string) int {
	ct := &s.cities[p]
	n := 0
	simple := !strings.ContainsAny(spec, "+.=~")
	for i := 0; i < int(ct.N); i++ {
		if ct.Cells[i].Lake {
			if s.lakeCounts(spec) {
				n++
			}
			continue
		}
		if simple {
			if spec == "any" || s.c.types[s.typeOf(ct, i)] == spec {
				n++
			}
			continue
		}
		k := s.kind(ct.Cells[i].Inst)
		for _, term := range strings.Split(spec, "+") {
			if s.c.specMatch(term, k) {
				n++
				break
			}
		}
	}
	return n
}

// order returns the seats in Initiative order, leftmost first.
func (s *State) order() [maxSeats]int8 { return s.orderOn(false) }

// prevOrder is the order of the Political Phase: the spaces held before it.
func (s *State) prevOrder() [maxSeats]int8 { return s.orderOn(true) }

// orderOn returns the seats in the order of their Cities' Initiative
// spaces (the previous round's, prev), leftmost first. (A flag, not a
// function reading the space: Legal asks for the order often.)
func (s *State) orderOn(prev bool) [maxSeats]int8 {
	var o [maxSeats]int8
	n := 0
	for sp := 0; sp < len(s.c.spaces) && n < s.seats(); sp++ {
		for p := 0; p < s.seats(); p++ {
			at := s.cities[p].Space
			if prev {
				at = s.cities[p].Prev
			}
			if int(at) == sp {
				o[n] = int8(p)
				n++
			}
		}
	}
	return o
}
