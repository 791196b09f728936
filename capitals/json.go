package capitals

import (
	"encoding/json"
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// opNames is The Capitals's table of op names for saves (see
// [expr.OpNames]): its verbs by their script names, its turn steps by what
// they do.
var opNames = map[expr.Op]string{
	opGain: "gain", opPay: "pay", opFree: "activate_adjacent", opExtra: "build_extra",
	opBox: "box", opSeat: "seat", opDraw: "draw", opSpace: "space", opTake: "take", opPlace: "place",
	opOrder: "order", opUpgrade: "upgrade", opExec: "executive_turn", opBonus: "bonus", opToken: "token",
	opTrigger: "trigger", opArrows: "arrows", opEnd: "end_effects", opEndCount: "end_count",
	opDeal: "deal", opProsper: "prosper", opLake: "lake", opSource: "source", opPBox: "prosperity_box",
	opListed: "listed", opCons: "construction", opCond: "conditional",
}

var saveOps = expr.MustOpNames(opNames) // a wrong table panics at start; TestOpNames says how

// saveFormat is the format of the saves this build writes and reads:
// version 2, which stores ops by name (version 1, with no version field,
// stored them by number).
var saveFormat = rulebook.SaveFormat{Game: gameName, Title: "The Capitals", Version: 2, Older: map[int]string{1: "stored ops by number"}}

// taskJSON is a pending step in a save: its op by name.
type taskJSON struct {
	Op   string             `json:"op"`
	Who  int8               `json:"who"`
	N    int16              `json:"n,omitempty"`
	Kind int16              `json:"kind,omitempty"`
	Cell int8               `json:"cell,omitempty"`
	Then []expr.SavedEffect `json:"then,omitempty"`
	Done uint64             `json:"done,omitempty"`
}

// cityJSON is one City in the saved form.
type cityJSON struct {
	Tracks   map[string]int `json:"tracks"`
	Prestige int            `json:"prestige"`
	Cubes    int            `json:"cubes"`
	Plant    string         `json:"plant"`
	Moved    int16          `json:"progress_moved"`    // Progress spaces moved since the start
	Upgraded int16          `json:"progress_upgraded"` // the count at the last upgrade taken
	Space    int8           `json:"space"`
	Prev     int8           `json:"prev"`
	Tiles    []tileJSON     `json:"tiles"`
	Tokens   [][2]int8      `json:"tokens"`
}

type tileJSON struct {
	Tile  string `json:"tile"`
	Copy  int    `json:"copy,omitempty"`
	R     int8   `json:"r"`
	C     int8   `json:"c"`
	Cubes uint8  `json:"cubes,omitempty"`
	Lake  bool   `json:"lake,omitempty"`
}

// stateJSON is the saved form of a State.
type stateJSON struct {
	rulebook.SaveHead
	Round    int8              `json:"round"`
	Phase    uint8             `json:"phase"`
	Idx      int8              `json:"idx"`
	Arrows   uint32            `json:"arrows"`
	Over     bool              `json:"over"`
	Highest  int8              `json:"highest"`
	Neutral  int16             `json:"neutral"`
	Where    map[string]string `json:"where"` // tile (id#copy for copies) -> place
	Cities   []cityJSON        `json:"cities"`
	Tourists []tourist         `json:"tourists"`
	Pending  []taskJSON        `json:"pending"`
}

var locNames = [...]string{"box", "stack", "row0", "row1", "row2", "supply"}

func locName(w uint8) string {
	if w < locCity {
		return locNames[w]
	}
	if w >= locHand {
		return "hand:" + rulebook.Player(w-locHand).String()
	}
	return rulebook.Player(w - locCity).String()
}

func (s *State) instName(i int) string {
	k := s.kind(int16(i))
	if s.c.tiles[k].Copies == 1 {
		return s.c.tiles[k].ID
	}
	return fmt.Sprintf("%s#%d", s.c.tiles[k].ID, i-int(s.c.firstInst[k]))
}

// MarshalJSON saves the whole state, hidden information included: it is for
// saving and restoring a game, not for showing it to a player (see View).
func (s *State) MarshalJSON() ([]byte, error) {
	j := stateJSON{SaveHead: saveFormat.Head(s.c.fingerprint, s.Options()), Round: s.round, Phase: s.phase, Idx: s.idx,
		Arrows: s.arrows, Over: s.over, Highest: s.highest, Neutral: s.neutral, Where: map[string]string{},
		Tourists: s.tourists[:s.touristCount()], Pending: []taskJSON{}}
	for _, t := range s.stack {
		name, _ := saveOps.Name(t.Op)
		j.Pending = append(j.Pending, taskJSON{Op: name, Who: t.Who, N: t.N, Kind: t.Kind, Cell: t.Cell, Then: saveOps.SaveEffects(t.Then), Done: t.Done})
	}
	for i := range s.c.inst {
		j.Where[s.instName(i)] = locName(s.where[i])
	}
	for p := 0; p < s.seats(); p++ {
		ct := &s.cities[p]
		cj := cityJSON{Tracks: map[string]int{}, Prestige: int(ct.Prestige), Cubes: int(ct.Cubes), Plant: s.c.tiles[ct.Plant].ID,
			Moved: ct.Moved, Upgraded: ct.Upgraded,
			Space: ct.Space, Prev: ct.Prev, Tokens: ct.Tokens[:s.c.tokens], Tiles: []tileJSON{}}
		for tr := 0; tr < nTracks; tr++ {
			cj.Tracks[trackIDs[tr]] = int(ct.Track[tr])
		}
		for i := 0; i < int(ct.N); i++ {
			c := ct.Cells[i]
			k := s.kind(c.Inst)
			cj.Tiles = append(cj.Tiles, tileJSON{Tile: s.c.tiles[k].ID, Copy: int(c.Inst) - int(s.c.firstInst[k]), R: c.R, C: c.C, Cubes: c.Cubes, Lake: c.Lake})
		}
		j.Cities = append(j.Cities, cj)
	}
	return json.Marshal(j)
}

// Decode restores a game MarshalJSON saved, against content c (the one it
// was saved from), as [rulebook.DecodeSave] says. It refuses, naming the
// JSON path, a save the rules cannot reach in kind: every index and number
// in range, every tile accounted for exactly once, every pending step
// well-formed for its op, and a game that could not be played on.
func Decode(c *Content, data []byte) (*State, error) {
	return rulebook.DecodeSave(saveFormat, data, c.fingerprint, rulebook.Restore[*State, stateJSON, Option]{
		Options: ParseOptions, Blank: func(opts ...Option) (*State, error) { return newBlank(c, opts...) }, Fields: (*State).restore, Checks: wholeStateChecks})
}

// restore restores the saved Cities, tiles, Tourist Markers and pending
// steps onto s, the blank state of the saved options, validating each.
func (s *State) restore(j *stateJSON) error {
	n := s.seats()
	if len(j.Cities) != n {
		return fmt.Errorf("cities: %d cities for %d players", len(j.Cities), n)
	}
	if len(j.Tourists) != s.touristCount() {
		return fmt.Errorf("tourists: %d Tourist Markers, the game has %d", len(j.Tourists), s.touristCount())
	}
	s.round, s.phase, s.idx, s.arrows, s.over, s.highest, s.neutral = j.Round, j.Phase, j.Idx, j.Arrows, j.Over, j.Highest, j.Neutral
	if err := s.decodeWhere(j.Where); err != nil {
		return err
	}
	for p, cj := range j.Cities {
		if err := s.decodeCity(fmt.Sprintf("cities[%d]", p), p, cj); err != nil {
			return err
		}
	}
	for i, t := range j.Tourists {
		if !s.touristOK(i, t) {
			return fmt.Errorf("tourists[%d]: no Tourist Marker may be there", i)
		}
		s.tourists[i] = t
	}
	s.stack = s.stack[:0]
	for i, tj := range j.Pending {
		path := fmt.Sprintf("pending[%d]", i)
		op, ok := saveOps.Op(tj.Op)
		if !ok {
			return fmt.Errorf("%s.op: unknown op %q", path, tj.Op)
		}
		then, err := saveOps.LoadEffects(path+".then", tj.Then)
		if err != nil {
			return err
		}
		t := task{Op: op, Who: tj.Who, N: tj.N, Kind: tj.Kind, Cell: tj.Cell, Then: then, Done: tj.Done}
		if err := s.validTask(t); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		s.stack = append(s.stack, t)
	}
	return nil
}

// decodeWhere reads where every tile is.
func (s *State) decodeWhere(where map[string]string) error {
	n := s.seats()
	if len(where) != len(s.c.inst) {
		return fmt.Errorf("where: %d tiles placed, the game has %d", len(where), len(s.c.inst))
	}
	for i := range s.c.inst {
		w, ok := where[s.instName(i)]
		if !ok {
			return fmt.Errorf("where.%s: missing", s.instName(i))
		}
		found := false
		for l := uint8(0); l < locHand+uint8(n); l++ {
			if (l < locCity+uint8(n) || l >= locHand) && locName(l) == w {
				s.where[i], found = l, true
			}
		}
		if !found {
			return fmt.Errorf("where.%s: no place %q", s.instName(i), w)
		}
	}
	return nil
}

// holds reports whether a copy of tile kind k is in seat p's City.
func (s *State) holds(p, k int) bool {
	for i := 0; i < s.c.tiles[k].Copies; i++ {
		if s.where[int(s.c.firstInst[k])+i] == locCity+uint8(p) {
			return true
		}
	}
	return false
}

// decodeCity reads seat p's City.
func (s *State) decodeCity(path string, p int, cj cityJSON) error {
	c := s.c
	ct := &s.cities[p]
	for tr := 0; tr < nTracks; tr++ {
		v, ok := cj.Tracks[trackIDs[tr]]
		if !ok || v < c.tracks[tr].Min || v > c.tracks[tr].Max {
			return fmt.Errorf("%s.tracks.%s: %d is off the track (%d to %d)", path, trackIDs[tr], v, c.tracks[tr].Min, c.tracks[tr].Max)
		}
		ct.Track[tr] = int16(v)
	}
	if len(cj.Tracks) != nTracks {
		return fmt.Errorf("%s.tracks: %d tracks, the game has %d", path, len(cj.Tracks), nTracks)
	}
	k, ok := c.byID[cj.Plant]
	switch {
	case !ok || !c.tiles[k].Plant:
		return fmt.Errorf("%s.plant: %q is not a Power Plant", path, cj.Plant)
	case !s.holds(p, k):
		return fmt.Errorf("%s.plant: %s is not in the City", path, cj.Plant)
	case cj.Prestige < -maxScore || cj.Prestige > maxScore:
		return fmt.Errorf("%s.prestige: %d is outside %d to %d", path, cj.Prestige, -maxScore, maxScore)
	case cj.Cubes < 0 || cj.Cubes > maxScore:
		return fmt.Errorf("%s.cubes: %d is outside 0 to %d", path, cj.Cubes, maxScore)
	case len(cj.Tokens) != c.tokens:
		return fmt.Errorf("%s.tokens: %d Construction Tokens, the game has %d", path, len(cj.Tokens), c.tokens)
	case len(cj.Tiles) > maxCells:
		return fmt.Errorf("%s.tiles: %d tiles, more than a City holds (%d)", path, len(cj.Tiles), maxCells)
	case cj.Space < -1 || int(cj.Space) >= len(c.spaces):
		return fmt.Errorf("%s.space: no Initiative space %d", path, cj.Space)
	case cj.Prev < -1 || int(cj.Prev) >= len(c.spaces):
		return fmt.Errorf("%s.prev: no Initiative space %d", path, cj.Prev)
	}
	ct.Prestige, ct.Cubes, ct.Plant, ct.Space, ct.Prev = int16(cj.Prestige), int16(cj.Cubes), int16(k), cj.Space, cj.Prev
	ct.Moved, ct.Upgraded = cj.Moved, cj.Upgraded
	// The last upgrade was taken on the Power Plant symbol.
	if !s.passed(p, ct.Upgraded) {
		return fmt.Errorf("%s.progress_upgraded: the Progress moved since the last upgrade does not end on the marker", path)
	}
	for i, tk := range cj.Tokens {
		if tk[0] < -maxCoord || tk[0] > maxCoord || tk[1] < -maxCoord || tk[1] > maxCoord {
			return fmt.Errorf("%s.tokens[%d]: %d,%d is off the table (±%d)", path, i, tk[0], tk[1], maxCoord)
		}
		ct.Tokens[i] = tk
	}
	for i, tj := range cj.Tiles {
		at := fmt.Sprintf("%s.tiles[%d]", path, i)
		k, ok := c.byID[tj.Tile]
		switch {
		case !ok || tj.Copy < 0 || tj.Copy >= c.tiles[k].Copies:
			return fmt.Errorf("%s: no tile %s#%d", at, tj.Tile, tj.Copy)
		case tj.Lake && !c.tiles[k].Prosperity:
			return fmt.Errorf("%s.lake: %s is not a Prosperity tile", at, tj.Tile)
		case tj.R < -maxCoord || tj.R > maxCoord || tj.C < -maxCoord || tj.C > maxCoord:
			return fmt.Errorf("%s: %d,%d is off the table (±%d)", at, tj.R, tj.C, maxCoord)
		case s.where[c.firstInst[k]+int16(tj.Copy)] != locCity+uint8(p):
			return fmt.Errorf("%s: where says %s is not in this City", at, s.instName(int(c.firstInst[k])+tj.Copy))
		}
		for _, o := range ct.Cells[:ct.N] {
			if o.R == tj.R && o.C == tj.C {
				return fmt.Errorf("%s: two tiles at %d,%d", at, tj.R, tj.C)
			}
			if o.Inst == c.firstInst[k]+int16(tj.Copy) {
				return fmt.Errorf("%s: %s is in the City twice", at, tj.Tile)
			}
		}
		ct.Cells[ct.N] = cell{R: tj.R, C: tj.C, Inst: c.firstInst[k] + int16(tj.Copy), Cubes: tj.Cubes, Lake: tj.Lake}
		ct.N++
	}
	return nil
}

// UnmarshalJSON restores a state saved by MarshalJSON. A State that already
// has content decodes against it; a zero State uses the embedded default.
func (s *State) UnmarshalJSON(data []byte) error {
	return rulebook.UnmarshalState(s, s.c, Default, Decode, data)
}

// touristOK reports whether Tourist Marker q (a seat's, or the neutral one
// after them) may be where t says: a seat's Tourist is always in a City
// ("Each Tourist Marker normally remains in its own City"), beside it or on
// one of its tiles; only the neutral one waits near the board, on no tile;
// one used to pay this Executive Phase sits on the tile it paid for.
func (s *State) touristOK(q int, t tourist) bool {
	n := s.seats()
	switch {
	case t.City < -1 || int(t.City) >= n || t.Cell < -1:
		return false
	case t.City < 0:
		return q == n && s.hasNeutral() && t.Cell < 0 && !t.Used
	case int(t.Cell) >= int(s.cities[t.City].N):
		return false
	}
	return t.Cell >= 0 || !t.Used
}
