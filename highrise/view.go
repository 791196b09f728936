package highrise

import (
	"math/bits"

	"github.com/rulebook-go/rulebook"
)

// View is what one player may see of a game: everything on the table, named
// by content ids, so a UI can draw the whole table from it. It marshals to
// JSON in a stable shape: every field is always present (lists keep their
// length for a given game, maps are never null), except Neutral and Solo,
// which are present only in the games that have them, and Legal and
// Construction, present only when they apply.
//
// In High Rise everything on the table is public except what is left in the
// bag (its count by colour is public: Floors are conserved and every other
// Floor is in view), the Tenants, Bonus Tiles and Blueprint Cards not yet
// dealt (the state holds no order for them: each deal is a Chance event
// over what is left), and, in the Full Game, the Blueprint Card for 2030
// while it lies face down beneath the 2020 card during 2010 ("flip the
// Blueprint Card for 2030 face-up" at the end of 2010). Flipped Power Cards
// are face down only as a reminder that they may not be used: everyone saw
// which card was flipped, so their ids are shown.
type View struct {
	// Game is "highrise".
	Game string `json:"game"`
	// Options is the game's options in the notation of State.Options.
	Options string `json:"options"`
	// Viewer is the seat this View is for.
	Viewer rulebook.Player `json:"viewer"`
	// Round is the year being played: 2010, 2020 or 2030.
	Round int `json:"round"`
	// Setup reports that setup is still under way.
	Setup bool `json:"setup"`
	// Decision is the party to move, the prompt and whether the game is
	// over.
	rulebook.Decision
	// Players is every seat, in seat order.
	Players []PlayerView `json:"players"`
	// StopZone is the Stop Zone's places in order, first to last: the
	// Mogul on each ("p0" … "p3", "neutral-1", "neutral-2"), "" for none.
	// A Mogul still on the place it began the round on counts as there
	// until a Mogul arriving this round takes the place.
	StopZone []string `json:"stop_zone"`
	// BonusSpaces is every Bonus Space of the board side, in track order,
	// with what lies on it this round.
	BonusSpaces []BonusSpaceView `json:"bonus_spaces"`
	// BuildingSpaces is every Building Space of the board side,
	// Neighborhood by Neighborhood, with its Tenant and its Building.
	BuildingSpaces []BuildingSpaceView `json:"building_spaces"`
	// Blueprints is the Blueprint Card of this round and of each round to
	// come, in round order.
	Blueprints []BlueprintCardView `json:"blueprint_cards"`
	// BlueprintBlockers is the number of Blueprint Blocker Tiles not on
	// this round's Blueprint Card.
	BlueprintBlockers int `json:"blueprint_blockers"`
	// RequirementTokens is the number of UltraPlastic Requirement Tiles in
	// the supply (the others cover colours of this round's Blueprints).
	RequirementTokens int `json:"requirement_tokens"`
	// Bag counts the Floors in the bag by colour.
	Bag map[string]int `json:"bag"`
	// UltraPlastic is the UltraPlastic in the supply.
	UltraPlastic int `json:"ultraplastic"`
	// Spires is the Spires in the supply.
	Spires int `json:"spires"`
	// ExpandedYards is the Expanded Construction Yards in the supply.
	ExpandedYards int `json:"expanded_yards"`
	// PowerCards counts the Power Cards in their stacks beside the board,
	// by card id (kinds with none left are left out).
	PowerCards map[string]int `json:"power_cards"`
	// UsedCards counts the Power Cards used so far in the turn (or, with
	// same_name_corruption action, the action) under way, by name, keyed by
	// the id of the first card of each name (cards of one name from
	// different stacks count together; repeats of one name cost Corruption;
	// a count stops at 255).
	UsedCards map[string]int `json:"used_cards"`
	// CorruptionTrack is the label of each space of the Corruption Track,
	// indexed by Corruption: the VP lost for ending the game there.
	CorruptionTrack []int `json:"corruption_track"`
	// Construction is the Building being constructed, when one is.
	Construction *ConstructionView `json:"construction,omitempty"`
	// Neutral is the Neutral Moguls of the 1- and 2-player games.
	Neutral *NeutralView `json:"neutral,omitempty"`
	// Solo is what only the 1-player game has.
	Solo *SoloView `json:"solo,omitempty"`
	// Legal lists the Viewer's legal moves in move notation, when the
	// Viewer is to move.
	Legal []string `json:"legal,omitempty"`
}

// PlayerView is one seat as everyone sees it.
type PlayerView struct {
	// Seat is the seat.
	Seat rulebook.Player `json:"seat"`
	// BaseYard is the number of the seat's Base Construction Yard (1–4:
	// its place in the Stop Zone at the start), 0 before it is dealt.
	BaseYard int `json:"base_yard"`
	// VP is the seat's Victory Points on the Score Track.
	VP int `json:"vp"`
	// Corruption is the seat's space on the Corruption Track.
	Corruption int `json:"corruption"`
	// CorruptionLabel is the label of that space (VP lost at game end).
	CorruptionLabel int `json:"corruption_label"`
	// Yard counts the Floors and UltraPlastic ("up") in the seat's
	// Construction Yards, by colour.
	Yard map[string]int `json:"yard"`
	// BaseSpaces is the spaces of the Base Construction Yard.
	BaseSpaces int `json:"base_spaces"`
	// ExpandedYards is the seat's Expanded Construction Yards.
	ExpandedYards int `json:"expanded_yards"`
	// Capacity is the Floors the seat's Construction Yards hold.
	Capacity int `json:"capacity"`
	// OnCard counts the Floors set aside on a Power Card in front of the
	// seat (draw_onto_card), by colour.
	OnCard map[string]int `json:"on_card"`
	// Spires is the Spires the seat holds.
	Spires int `json:"spires"`
	// LoseCorruptionTiles is the Lose 1 Corruption tiles the seat keeps.
	LoseCorruptionTiles int `json:"lose_corruption_tiles"`
	// PowerCards is the seat's Power Cards, in content order.
	PowerCards []HeldCard `json:"power_cards"`
	// Position is the track space of the seat's Mogul; before it moves in
	// a round, the Stop Zone space it began the round on ("" before its
	// Base Construction Yard is dealt).
	Position string `json:"position"`
	// Moved reports that the Mogul has moved this round.
	Moved bool `json:"moved"`
	// Stack orders Moguls sharing a space (a move card's lets: share): lower is on
	// top, and the one on top goes first.
	Stack int `json:"stack"`
}

// HeldCard is the copies of one Power Card a seat holds.
type HeldCard struct {
	// Card is the Power Card's id.
	Card string `json:"card"`
	// FaceUp is the copies face up (usable).
	FaceUp int `json:"face_up"`
	// FaceDown is the copies flipped face down (not usable until
	// unflipped).
	FaceDown int `json:"face_down"`
}

// BonusSpaceView is a Bonus Space and what lies on it this round.
type BonusSpaceView struct {
	// Space is the track space's id.
	Space string `json:"space"`
	// Fixed reports a printed Bonus Space, which takes no Bonus Tile.
	Fixed bool `json:"fixed"`
	// Tile is the Bonus Tile on it, "" for none.
	Tile string `json:"tile"`
	// Floors counts the Floors and UltraPlastic ("up") on it, by colour.
	Floors map[string]int `json:"floors"`
	// Card is the Power Card beside it, "" for none.
	Card string `json:"card"`
}

// BuildingSpaceView is a Building Space, its Tenant and its Building.
type BuildingSpaceView struct {
	// Space is the Building Space's id ("east-gardens-2").
	Space string `json:"space"`
	// Neighborhood is its Neighborhood's id.
	Neighborhood string `json:"neighborhood"`
	// Tenant is the Tenant Tile beside it, "" for none.
	Tenant string `json:"tenant"`
	// Blocked reports a Neighborhood Blocker on the space (and its Tenant
	// space).
	Blocked bool `json:"blocked"`
	// Owner is the Building's owner: "p0" … "p3", "neutral" for a Neutral
	// Building, "" for no Building.
	Owner string `json:"owner"`
	// CoOwner is a second controller of the Building ("p0" … "p3"), "" for
	// none.
	CoOwner string `json:"co_owner"`
	// Height is the Building's Floors plus Extra Floors (0: no Building).
	Height int `json:"height"`
	// Floors is how many of them are the Floors built into it.
	Floors int `json:"floors"`
	// Extra is how many of them are Extra Floors.
	Extra int `json:"extra"`
	// Spires is the Spires on it (two virtual Floors each).
	Spires int `json:"spires"`
	// Penthouse counts the Floors added by Penthouses, by colour.
	Penthouse map[string]int `json:"penthouse"`
	// Total is the height that counts for the Tallest Building Bonus.
	Total int `json:"total"`
}

// BlueprintCardView is the Blueprint Card of one round.
type BlueprintCardView struct {
	// Round is the card's year.
	Round int `json:"round"`
	// Card is the card's id, "" when it is not yet dealt or face down.
	Card string `json:"card"`
	// FaceDown reports a card dealt face down (the Full Game's 2030 card
	// during 2010).
	FaceDown bool `json:"face_down"`
	// Current reports this round's card, the one constructed from.
	Current bool `json:"current"`
	// Blueprints is the card's Blueprints, empty when Card is "".
	Blueprints []BlueprintView `json:"blueprints"`
}

// BlueprintView is one Blueprint of a card.
type BlueprintView struct {
	// Letter is the Blueprint's letter.
	Letter string `json:"letter"`
	// Size is its Floors.
	Size int `json:"size"`
	// Need counts the colours and UltraPlastic icons ("up") it asks for.
	Need map[string]int `json:"need"`
	// Covered counts the colours covered by UltraPlastic Requirement
	// Tiles (each asks for UltraPlastic instead); this round only.
	Covered map[string]int `json:"covered"`
	// Blocked reports a Blueprint Blocker on it this round: on its "+1"
	// icon once it has been constructed (no more Extra Floor); in the
	// solo game, blocked for the Corruption Limit.
	Blocked bool `json:"blocked"`
	// Limit is the solo game's Corruption Limit number printed under it.
	Limit int `json:"limit"`
}

// ConstructionView is the Building being constructed.
type ConstructionView struct {
	// Player is the seat constructing.
	Player rulebook.Player `json:"player"`
	// Height is the Building's height so far (Floors plus Extra Floors).
	Height int `json:"height"`
	// Extra is the Extra Floors among them.
	Extra int `json:"extra"`
	// Spires is the Spires put on it.
	Spires int `json:"spires"`
	// Home is the Construction Zone's Neighborhood, "" for none.
	Home string `json:"home"`
	// Space is the Building Space chosen, "" not yet chosen.
	Space string `json:"space"`
	// Suburbs reports a Building going to the Suburbs.
	Suburbs bool `json:"suburbs"`
}

// NeutralView is the Neutral Moguls of the 1- and 2-player games.
type NeutralView struct {
	// Moguls is each Neutral Mogul, "neutral-1" first.
	Moguls []NeutralMogulView `json:"moguls"`
	// Controlling is the Controlling Player, -1 before it is known.
	Controlling rulebook.Player `json:"controlling_player"`
}

// NeutralMogulView is one Neutral Mogul.
type NeutralMogulView struct {
	// Name is "neutral-1" or "neutral-2".
	Name string `json:"name"`
	// Position is its track space (before it moves in a round, the Stop
	// Zone space it began the round on).
	Position string `json:"position"`
	// Moved reports that it has moved this round.
	Moved bool `json:"moved"`
	// Stack orders Moguls sharing a space: lower is on top.
	Stack int `json:"stack"`
}

// SoloView is what only the 1-player game has.
type SoloView struct {
	// Line is the line of Bonus Tiles beside the board, in order: a tile
	// id, "" for a space taken or discarded (or not yet dealt).
	Line []string `json:"line"`
	// LineFloors counts the Floors beside the line, by colour.
	LineFloors map[string]int `json:"line_floors"`
	// CorruptionLimit is the Corruption Limit marker's space (set this
	// round or left by an earlier one), -1 before it is first placed.
	CorruptionLimit int `json:"corruption_limit"`
	// LimitBlueprint is the letter of the Blueprint that set it, "" while
	// it is not set this round.
	LimitBlueprint string `json:"limit_blueprint"`
	// NeutralBuildings is the heights of the Neutral Building Tiles left
	// in the supply, the next to be placed first.
	NeutralBuildings []int `json:"neutral_buildings"`
}

// neutralNames names the Neutral Moguls by their index after the seats.
var neutralNames = [...]string{"neutral-1", "neutral-2", "neutral-3", "neutral-4"}

// mogulName names Mogul q: a seat, or a Neutral Mogul.
func (s *State) mogulName(q int) string {
	if q >= s.seats() {
		return neutralNames[q-s.seats()]
	}
	return rulebook.Player(q).String()
}

// View returns what player p may see.
func (s *State) View(p rulebook.Player) View {
	c := s.c
	v := View{Game: gameName, Options: s.Options(), Viewer: p, Round: s.Round(), Setup: s.setup, Decision: rulebook.DecisionOf(s),
		Bag: s.viewFloors(s.bag), UltraPlastic: int(s.ultra), Spires: int(s.spires), ExpandedYards: int(s.yards), RequirementTokens: int(s.tokens),
		PowerCards: make(map[string]int, len(c.cards)), UsedCards: map[string]int{}}
	v.CorruptionTrack = append(make([]int, 0, len(c.track)), c.track...)
	s.viewMoguls(&v)
	for k := range c.cards {
		if n := s.stacks[k]; n > 0 {
			v.PowerCards[c.cards[k].ID] = int(n)
		}
		if n := s.used[k]; n > 0 {
			v.UsedCards[c.cards[k].ID] = int(n)
		}
	}
	v.BonusSpaces = s.viewBonusSpaces()
	v.BuildingSpaces = s.viewBuildingSpaces()
	v.Blueprints = s.viewBlueprints(&v)
	if s.cons.Active {
		v.Construction = s.viewConstruction()
	}
	if so := s.solo(); so != nil {
		v.Solo = s.viewSolo(so)
	}
	if s.ToMove() == p {
		for _, m := range s.Legal() {
			v.Legal = append(v.Legal, m.String())
		}
	}
	return v
}

// viewMoguls fills in the Moguls: the players, the Neutral Moguls, and the
// Stop Zone.
func (s *State) viewMoguls(v *View) {
	c := s.c
	stop := &s.side.Zones[s.side.Stop]
	v.StopZone = make([]string, stop.N)
	v.Players = make([]PlayerView, s.seats())
	for q := 0; q < s.moguls(); q++ {
		pl := &s.p[q]
		pos, moved := s.mogulSpace(q)
		if pos >= 0 && s.side.Spaces[pos].Kind == kindStop {
			if i := pos - stop.First; i >= 0 && i < stop.N && (moved || v.StopZone[i] == "") {
				v.StopZone[i] = s.mogulName(q)
			}
		}
		name := ""
		if pos >= 0 {
			name = s.side.Spaces[pos].ID
		}
		if q >= s.seats() {
			if v.Neutral == nil {
				v.Neutral = &NeutralView{Controlling: rulebook.Player(s.ctrl)}
			}
			v.Neutral.Moguls = append(v.Neutral.Moguls, NeutralMogulView{Name: s.mogulName(q), Position: name, Moved: moved, Stack: int(pl.Arrive)})
			continue
		}
		pv := PlayerView{Seat: rulebook.Player(q), VP: int(pl.VP), Corruption: int(pl.Corruption),
			Yard: s.viewFloors(pl.Yard), OnCard: s.viewFloors(pl.OnCard), BaseSpaces: int(pl.Base), ExpandedYards: int(pl.Yards),
			Capacity: pl.capacity(c), Spires: int(pl.Spires), LoseCorruptionTiles: int(pl.Lose1),
			Position: name, Moved: moved, Stack: int(pl.Arrive), PowerCards: []HeldCard{}}
		if int(pl.Order) < maxSeats {
			pv.BaseYard = int(pl.Order) + 1
		}
		if int(pl.Corruption) < len(c.track) {
			pv.CorruptionLabel = c.track[pl.Corruption]
		}
		for k := range c.cards {
			if pl.Up[k] > 0 || pl.Down[k] > 0 {
				pv.PowerCards = append(pv.PowerCards, HeldCard{Card: c.cards[k].ID, FaceUp: int(pl.Up[k]), FaceDown: int(pl.Down[k])})
			}
		}
		v.Players[q] = pv
	}
}

// viewBonusSpaces is every Bonus Space with what lies on it.
func (s *State) viewBonusSpaces() []BonusSpaceView {
	c := s.c
	out := make([]BonusSpaceView, len(s.side.BonusSpaces))
	for b, at := range s.side.BonusSpaces {
		sp := &s.side.Spaces[at]
		bs := &s.bonus[b]
		bv := BonusSpaceView{Space: sp.ID, Fixed: sp.Fixed, Floors: s.viewFloors(bs.Floors)}
		if bs.Tile >= 0 {
			bv.Tile = c.tiles[bs.Tile].ID
		}
		if bs.Card >= 0 {
			bv.Card = c.cards[bs.Card].ID
		}
		out[b] = bv
	}
	return out
}

// viewBuildingSpaces is every Building Space, Neighborhood by
// Neighborhood, with its Tenant and its Building.
func (s *State) viewBuildingSpaces() []BuildingSpaceView {
	c := s.c
	out := make([]BuildingSpaceView, 0, len(c.hoods)*s.side.HoodSlots)
	names := buildingSpaceNames(c)
	for h := range c.hoods {
		for slot := 0; slot < s.side.HoodSlots; slot++ {
			i := s.buildingSpace(h, slot)
			b := s.bld[i]
			bv := BuildingSpaceView{Space: names[i], Neighborhood: c.hoods[h].ID, Blocked: b.Owner == spaceBlocked || s.tenant[i] == spaceBlocked}
			if t := s.tenant[i]; t >= 0 {
				bv.Tenant = c.tenants[t].ID
			}
			if b.Owner >= 0 {
				bv.Owner = s.mogulName(int(b.Owner))
				if s.isNeutralBuilding(b) {
					bv.Owner = "neutral"
				}
				if b.Co > 0 {
					bv.CoOwner = rulebook.Player(b.Co - 1).String()
				}
				bv.Height, bv.Floors, bv.Extra, bv.Spires, bv.Total = int(b.Height), int(b.Floors), int(b.Extra), int(b.Spires), b.total()
				bv.Penthouse = s.viewFloors(b.Pent)
			} else {
				bv.Penthouse = map[string]int{}
			}
			out = append(out, bv)
		}
	}
	return out
}

// viewBlueprints is the Blueprint Cards of this round and of those to
// come; it sets v's count of Blueprint Blockers from this round's card.
func (s *State) viewBlueprints(v *View) []BlueprintCardView {
	c := s.c
	out := make([]BlueprintCardView, 0, len(c.rounds)-int(s.round))
	for r := int(s.round); r < len(c.rounds); r++ {
		cv := BlueprintCardView{Round: c.rounds[r], Current: r == int(s.round), Blueprints: []BlueprintView{}}
		switch k := s.bp[r]; {
		case k < 0:
		case s.blueprintHidden(r):
			cv.FaceDown = true
		default:
			card := &c.blueprints[k]
			cv.Card = card.ID
			cv.Blueprints = make([]BlueprintView, len(card.Blueprints))
			for i, bp := range card.Blueprints {
				bv := BlueprintView{Letter: bp.Letter, Size: bp.Size, Need: s.viewFloors(bp.Need), Limit: bp.Solo}
				if cv.Current {
					bv.Blocked = s.blocked&(1<<i) != 0
					if i < len(s.cover) {
						bv.Covered = s.viewFloors(s.cover[i])
					}
				}
				if bv.Covered == nil {
					bv.Covered = map[string]int{}
				}
				cv.Blueprints[i] = bv
			}
			if cv.Current {
				v.BlueprintBlockers = max(0, len(card.Blueprints)-bits.OnesCount8(s.blocked))
			}
		}
		out = append(out, cv)
	}
	return out
}

// viewConstruction is the Building under construction.
func (s *State) viewConstruction() *ConstructionView {
	c := s.c
	cons := &s.cons
	cv := &ConstructionView{Player: rulebook.Player(cons.Who), Height: int(cons.Height), Extra: int(cons.Extra), Spires: int(cons.Spires), Suburbs: cons.Suburbs}
	if cons.Home >= 0 && int(cons.Home) < len(c.hoods) {
		cv.Home = c.hoods[cons.Home].ID
	}
	if cons.Space >= 0 {
		cv.Space = c.nameOf('p', int(cons.Space))
	}
	return cv
}

// viewSolo is what only the 1-player game has, from its rules so.
func (s *State) viewSolo(so *Solo) *SoloView {
	c := s.c
	sv := &SoloView{Line: make([]string, so.LineTiles), LineFloors: s.viewFloors(s.lineFl), CorruptionLimit: -1,
		NeutralBuildings: append([]int{}, so.Neutral[min(int(s.nsupply), len(so.Neutral)):]...)}
	for i := range sv.Line {
		if k := s.line[i]; k >= 0 {
			sv.Line[i] = c.tiles[k].ID
		}
	}
	if s.limit >= 0 {
		sv.CorruptionLimit = int(s.limit) // the marker stays on the track
	}
	if s.limitSet {
		sv.LimitBlueprint = c.nameOf('l', int(s.limitBP))
		if k := s.bp[s.round]; k >= 0 && int(s.limitBP) < len(c.blueprints[k].Blueprints) {
			sv.LimitBlueprint = c.blueprints[k].Blueprints[s.limitBP].Letter
		}
	}
	return sv
}

// blueprintHidden reports whether the Blueprint Card of round r lies face
// down: a card two or more rounds ahead ("slide one random Blueprint Card
// for 2030 face-down beneath the 2020 Blueprint card"; it is flipped face
// up at the end of 2010).
func (s *State) blueprintHidden(r int) bool { return r > int(s.round)+1 }

// mogulSpace is the track space of Mogul q (the Stop Zone space it began
// the round on, before it moves), -1 before its place is dealt, and
// whether it has moved this round.
func (s *State) mogulSpace(q int) (space int, moved bool) {
	pl := &s.p[q]
	if pl.Pos >= 0 {
		return int(pl.Pos), true
	}
	if q < s.seats() && int(pl.Order) >= maxSeats {
		return -1, false
	}
	stop := &s.side.Zones[s.side.Stop]
	if pl.Slot < 0 || int(pl.Slot) >= stop.N {
		return -1, false
	}
	return stop.First + int(pl.Slot), false
}

// viewFloors is floorMap sized to what it holds: a map is never nil, and
// an empty one allocates only its header.
func (s *State) viewFloors(f Floors) map[string]int {
	n := 0
	for k := 0; k <= s.c.up; k++ {
		if f[k] > 0 {
			n++
		}
	}
	m := make(map[string]int, n)
	if n == 0 {
		return m
	}
	for k := 0; k <= s.c.up; k++ {
		if f[k] > 0 {
			m[s.c.colorName(k)] = int(f[k])
		}
	}
	return m
}

// buildingSpaceNames is nameOf('p', i) for every Building Space index i,
// worked out once at load.
func buildingSpaceNames(c *Content) []string { return c.buildingIDs }
