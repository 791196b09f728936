package highrise

import (
	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// Floors counts Floors by colour; the index after the last colour
// (Content.up) counts UltraPlastic.
type Floors [maxColors + 1]uint8

// Total is the number of Floors and UltraPlastic.
func (f Floors) Total() int {
	t := 0
	for _, n := range f {
		t += int(n)
	}
	return t
}

func (f *Floors) add(g Floors) {
	for i, n := range g {
		f[i] += n
	}
}

// building is a Building Space: empty, blocked, or a Building.
type building struct {
	Owner  int8   `json:"owner"`            // seat, or -1 empty, -2 blocked by a Neighborhood Blocker
	Height uint8  `json:"height,omitempty"` // Blueprint Floors plus Extra Floors
	Floors uint8  `json:"floors,omitempty"` // of which the Floors built into it (the Blueprint's, and any added by a card)
	Extra  uint8  `json:"extra,omitempty"`  // of which the Extra Floors
	Spires uint8  `json:"spires,omitempty"`
	Pent   Floors `json:"penthouse,omitempty"` // Floors added by Penthouses
	Co     uint8  `json:"co,omitempty"`        // a second controller: seat+1, 0 for none
}

const (
	spaceEmpty   = -1
	spaceBlocked = -2
)

// total is the height that counts for the Tallest Building Bonus: Spires
// count two "virtual" Floors each, Penthouse Floors one each.
func (b building) total() int { return int(b.Height) + 2*int(b.Spires) + b.Pent.Total() }

// height is Building b's height where heights are compared outside the
// Tallest Building Bonus (a full Neighborhood's shortest, a Tenant's
// tallest): its total, or under spire_height "bonus" its total without its
// Spires ("Each Spire adds 2 "virtual" Floors that only count for the
// Tallest Building bonus").
func (s *State) height(b building) int { return b.total() - 2*int(b.Spires) + s.spireFloors(b.Spires) }

// spireFloors is what n Spires add to a height compared outside the
// Tallest Building Bonus (see height).
func (s *State) spireFloors(n uint8) int {
	if s.opts.rules[ruleSpireHeight] == "bonus" {
		return 0
	}
	return 2 * int(n)
}

// player is one seat's pieces.
type player struct {
	Pos        int8            `json:"pos"`    // track space of the Mogul; -1 in the Stop Zone before moving this round
	Slot       int8            `json:"slot"`   // the Stop Zone space the round began on
	Arrive     int16           `json:"arrive"` // arrival order on the current space (a shared space's stack: lower is on top)
	Order      uint8           `json:"order"`  // the Base Construction Yard's number, 0-based
	Base       uint8           `json:"base"`   // spaces of the Base Construction Yard
	Yards      uint8           `json:"yards"`  // Expanded Construction Yards
	Yard       Floors          `json:"yard"`
	OnCard     Floors          `json:"on_card,omitempty"` // Floors set aside on a Power Card in front of the seat
	Corruption uint8           `json:"corruption"`        // space on the Corruption Track
	VP         int16           `json:"vp"`
	Spires     uint8           `json:"spires,omitempty"`
	Lose1      uint8           `json:"lose1,omitempty"`    // Lose 1 Corruption tiles kept
	Shared     bool            `json:"shared,omitempty"`   // arrived on an occupied space with the card that allows it
	Switched   bool            `json:"switched,omitempty"` // a Floor's colour was switched in this action: the next construction is no exact match
	Up         [maxCards]uint8 `json:"up"`                 // face-up Power Cards
	Down       [maxCards]uint8 `json:"down"`               // face-down Power Cards
}

func (p *player) capacity(c *Content) int { return int(p.Base) + int(p.Yards)*c.expSize }

// bonusSpace is a Bonus Space and what lies on it.
type bonusSpace struct {
	Tile   int8   `json:"tile"` // the Bonus Tile, -1 for none
	Floors Floors `json:"floors"`
	Card   int8   `json:"card"` // the Power Card beside it, -1 for none
}

func (b bonusSpace) empty() bool { return b.Tile < 0 && b.Card < 0 && b.Floors.Total() == 0 }

// bonusesHeld counts the Bonus Spaces that are not empty.
func (s *State) bonusesHeld() int {
	n := 0
	for b := range s.side.BonusSpaces {
		if !s.bonus[b].empty() {
			n++
		}
	}
	return n
}

// construction is the Building being constructed.
type construction struct {
	Active  bool  `json:"active"`
	Who     int8  `json:"who"`
	Height  uint8 `json:"height"`
	Extra   uint8 `json:"extra"`
	Exact   bool  `json:"exact"`
	Home    int8  `json:"home"` // the Construction Zone's Neighborhood, -1 for none
	Free    bool  `json:"free"` // no Corruption for building outside Home
	Space   int8  `json:"space"`
	Spires  uint8 `json:"spires"`
	NewHood bool  `json:"new_hood"`
	Suburbs bool  `json:"suburbs"`
	Only    bool  `json:"only,omitempty"` // the Building must go in Home (or the Suburbs)
}

// task is one pending step: an effect a script returned or a step of the
// turn machinery. The pending steps form a stack; the top one is done next,
// and a step that needs a decision waits for it.
type task struct {
	Op    expr.Op       `json:"op"`
	Who   int8          `json:"who"`
	N     int16         `json:"n,omitempty"`
	K     int16         `json:"k,omitempty"`    // a colour, card, tile, space or count, by op
	Dest  int8          `json:"dest,omitempty"` // a draw's destination
	Arg   string        `json:"arg,omitempty"`
	Label string        `json:"label,omitempty"`
	Then  []expr.Effect `json:"then,omitempty"`
	Else  []expr.Effect `json:"else,omitempty"`
}

// Draw destinations.
const (
	destYard  = 0  // + seat
	destBonus = 16 // + Bonus Space
	destCard  = 48 // + seat: onto a Power Card in front of the seat
	destLine  = 60 // beside the solo line of Bonus Tiles
)

// destSharing marks a bonus_pick step of a move onto an occupied space
// that uses the Power Card of the Bonus Space taken (see canStopSharing).
const destSharing = 1

// State is a game of High Rise in progress. The zero value is not usable:
// make one with New. A State is not safe for concurrent use; Clone gives
// each goroutine its own.
type State struct {
	c    *Content
	side *Side
	opts options
	mode *Mode

	round   int8 // index into the rounds
	over    bool
	setup   bool // setup is still under way
	cur     int8 // the player whose turn it is
	seq     int16
	bag     Floors
	ultra   uint8 // UltraPlastic in the supply
	spires  uint8
	yards   uint8 // Expanded Construction Yards in the supply
	p       [maxSeats]player
	bonus   [maxBonus]bonusSpace
	tenant  [maxTenantSlots]int8 // per neighborhood*slots+slot: tenant, -1 none, -2 blocked
	bld     [maxBuildSpaces]building
	stacks  [maxCards]uint8 // Power Cards in their stacks
	tiles   [maxTiles]uint8 // Bonus Tiles of this round already placed
	bp      [3]int8         // the Blueprint Card of each round, -1 not dealt
	blocked uint8           // Blueprint Blockers on this round's card
	cover   [8]Floors       // UltraPlastic requirement tokens on this round's Blueprints: the colours covered
	tokens  uint8           // UltraPlastic requirement tokens left
	used    [maxCards]uint8 // Power Cards used in this action, by name
	cons    construction
	outer   []construction // the constructions a Tenant power's construction runs within, innermost last
	stack   expr.Stack[task]
	cnt     *Count   // what differs for this player count
	ts      []Tenant // the tenants' scripts for this player count
	cs      []Card   // the Power Cards' scripts for this player count
	ctrl    int8     // the Controlling Player of the Neutral Moguls, -1 for none
	nact    uint8    // a Neutral Mogul's turn is under way: neutralBlock or neutralMove
	nlost   bool     // ... a move, and the Controlling Player lost Corruption during it

	// The 1-player game.
	line     [maxLine]int8 // the line of Bonus Tiles, -1 for a space taken or discarded
	lineFl   Floors        // the Floors beside the line
	spent    uint64        // by zone: sets of Bonus Spaces passed this round
	czones   uint64        // by zone: Construction Zones that owed a Blocker this round
	limit    int8          // the Corruption Limit marker's space, -1 before it is first placed
	limitBP  int8          // the Blueprint whose number set it
	limitSet bool          // set this round (the marker stays from an earlier round otherwise)
	nsupply  uint8         // Neutral Building Tiles taken from the supply
	fresh    uint8         // Blueprints first constructed in this move, whose Blocker a Construction Zone has not yet taken

	refused rulebook.Refusals[Move] // moves the content could not play in this position
	undo    *State
	scratch []expr.Effect
}

func (s *State) seats() int { return s.opts.players }

// Game returns "highrise".
func (s *State) Game() string { return gameName }

// Seats is the number of players.
func (s *State) Seats() int { return s.opts.players }

// Content is the content the game was set up from.
func (s *State) Content() *Content { return s.c }

// Fingerprint identifies the content the game was set up from.
func (s *State) Fingerprint() string { return s.c.fingerprint }

// Round is the year being played: 2010, 2020 or 2030.
func (s *State) Round() int { return s.c.rounds[s.round] }

// Corruption is seat p's Corruption (its space on the track).
func (s *State) Corruption(p rulebook.Player) int { return int(s.p[p].Corruption) }

// Yard returns seat p's Floors by colour name ("up" for UltraPlastic).
func (s *State) Yard(p rulebook.Player) map[string]int { return s.floorMap(s.p[p].Yard) }

func (s *State) floorMap(f Floors) map[string]int {
	m := map[string]int{}
	for k, n := range f {
		if n > 0 {
			m[s.c.colorName(k)] = int(n)
		}
	}
	return m
}

// Clone returns a deep, independent copy.
func (s *State) Clone() *State {
	t := *s
	t.stack = s.stack.Clone()
	t.outer = append(s.outer[:0:0], s.outer...)
	t.undo, t.scratch = nil, nil
	return &t
}

// copyTo makes dst an exact copy of s, reusing dst's buffers.
func (s *State) copyTo(dst *State) {
	stack := append(dst.stack[:0], s.stack...)
	outer := append(dst.outer[:0], s.outer...)
	undo, scratch := dst.undo, dst.scratch
	*dst = *s
	dst.stack, dst.outer, dst.undo, dst.scratch = stack, outer, undo, scratch
}

// Reads the verbs and rules share.

// zoneOf is the zone of a Mogul's position (the Stop Zone before moving).
func (s *State) zoneOf(pos int8) int {
	if pos < 0 {
		return s.side.Stop
	}
	return s.side.Spaces[pos].Zone
}

// occupied reports whether a Mogul stands on track space i.
func (s *State) occupied(i int) bool {
	return anyOf(s.moguls(), func(p int) bool { return int(s.p[p].Pos) == i })
}

// anyOf reports whether ok holds for some index below n: the seats, the
// Building Spaces, the Neighborhood's slots a question ranges over.
func anyOf(n int, ok func(i int) bool) bool {
	for i := 0; i < n; i++ {
		if ok(i) {
			return true
		}
	}
	return false
}

// behind orders Moguls along the One-Way Track: lower is further behind.
// Before moving, the last place of the Stop Zone is furthest behind.
func (s *State) behind(p int) int {
	pl := &s.p[p]
	if pl.Pos < 0 {
		return -1 - int(pl.Slot)
	}
	return int(pl.Pos)
}

// next is the player furthest behind (top of a shared space's stack), or
// -1 when every Mogul is in the Stop Zone.
func (s *State) next() int {
	best := -1
	for p := 0; p < s.moguls(); p++ {
		pl := &s.p[p]
		if pl.Pos >= 0 && s.side.Spaces[pl.Pos].Kind == kindStop {
			continue
		}
		if best < 0 || s.behind(p) < s.behind(best) || (s.behind(p) == s.behind(best) && pl.Arrive < s.p[best].Arrive) {
			best = p
		}
	}
	return best
}

func (s *State) cardsHeld(p int) int {
	n := 0
	for k := range s.c.cards {
		n += int(s.p[p].Up[k]) + int(s.p[p].Down[k])
	}
	return n
}

// capacityLeft is how many more Floors seat p's Construction Yards hold.
func (s *State) capacityLeft(p int) int { return s.p[p].capacity(s.c) - s.p[p].Yard.Total() }

// buildingSpace returns the index of a Building Space of neighborhood h.
func (s *State) buildingSpace(h, slot int) int { return h*s.c.maxSlots + slot }

// blockedSpace reports whether setup blocks Building Space i for the whole
// game: the fourth space of every Neighborhood in a mode that blocks it
// with 4 players.
func (s *State) blockedSpace(i int) bool {
	return s.mode.BlockFourth && s.opts.players == 4 && s.side.HoodSlots >= 4 && i%s.c.maxSlots == 3
}

func (s *State) buildingSpaces() int { return len(s.c.hoods) * s.c.maxSlots }

// tallestIn reports whether seat p owns a tallest Building of neighborhood h.
func (s *State) tallestIn(p, h int) bool {
	top, mine := 0, 0
	for slot := 0; slot < s.side.HoodSlots; slot++ {
		b := s.bld[s.buildingSpace(h, slot)]
		if b.Owner < 0 {
			continue
		}
		top = max(top, s.height(b))
		if int(b.Owner) == p {
			mine = max(mine, s.height(b))
		}
	}
	return mine > 0 && mine == top
}

// notTallestIn reports whether seat p has a Building in Neighborhood h
// that is not the tallest there.
func (s *State) notTallestIn(p, h int) bool {
	if h < 0 || h >= len(s.c.hoods) {
		return false
	}
	top := 0
	for slot := 0; slot < s.side.HoodSlots; slot++ {
		if b := s.bld[s.buildingSpace(h, slot)]; b.Owner >= 0 {
			top = max(top, s.height(b))
		}
	}
	for slot := 0; slot < s.side.HoodSlots; slot++ {
		if b := s.bld[s.buildingSpace(h, slot)]; int(b.Owner) == p && s.height(b) < top {
			return true
		}
	}
	return false
}

func (s *State) hasBuildingIn(p, h int) bool {
	return anyOf(s.side.HoodSlots, func(slot int) bool { return int(s.bld[s.buildingSpace(h, slot)].Owner) == p })
}

func (s *State) hasBuilding(p int) bool {
	return anyOf(s.buildingSpaces(), func(i int) bool { return int(s.bld[i].Owner) == p })
}
