package capitals

import (
	"encoding/json"
	"fmt"

	"github.com/rulebook-go/rulebook"
)

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
	Game     string            `json:"game"`
	Content  string            `json:"content"`
	Options  string            `json:"options"`
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
	Pending  []task            `json:"pending"`
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
	j := stateJSON{Game: gameName, Content: s.c.fingerprint, Options: s.Options(), Round: s.round, Phase: s.phase, Idx: s.idx,
		Arrows: s.arrows, Over: s.over, Highest: s.highest, Neutral: s.neutral, Where: map[string]string{},
		Tourists: s.tourists[:s.touristCount()], Pending: s.stack}
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
		return nil, fmt.Errorf("capitals: decode: %w", err)
	}
	if j.Game != gameName {
		return nil, fmt.Errorf("capitals: decode: a saved %q game is not The Capitals", j.Game)
	}
	if j.Content != c.fingerprint {
		return nil, fmt.Errorf("capitals: decode: saved with content %s, not %s: %w", j.Content, c.fingerprint, rulebook.ErrContentMismatch)
	}
	opts, err := ParseOptions(j.Options)
	if err != nil {
		return nil, fmt.Errorf("capitals: decode: %w", err)
	}
	s, err := newBlank(c, opts...)
	if err != nil {
		return nil, fmt.Errorf("capitals: decode: %w", err)
	}
	n := s.seats()
	bad := func(what string) (*State, error) {
		return nil, fmt.Errorf("capitals: decode: %s is out of range", what)
	}
	if j.Phase > phFinal || j.Round < 0 || int(j.Round) > len(c.rounds) || j.Highest < -1 || int(j.Highest) >= n || len(j.Cities) != n || len(j.Tourists) != s.touristCount() {
		return bad("the round, phase, cities or tourists")
	}
	s.round, s.phase, s.idx, s.arrows, s.over, s.highest, s.neutral = j.Round, j.Phase, j.Idx, j.Arrows, j.Over, j.Highest, j.Neutral
	if len(j.Where) != len(c.inst) {
		return bad("the tiles' places")
	}
	for i := range c.inst {
		w, ok := j.Where[s.instName(i)]
		if !ok {
			return bad("tile " + s.instName(i))
		}
		found := false
		for l := uint8(0); l < locHand+uint8(n); l++ {
			if (l < locCity+uint8(n) || l >= locHand) && locName(l) == w {
				s.where[i], found = l, true
			}
		}
		if !found {
			return bad("place " + w)
		}
	}
	for p, cj := range j.Cities {
		ct := &s.cities[p]
		for tr := 0; tr < nTracks; tr++ {
			v, ok := cj.Tracks[trackIDs[tr]]
			if !ok || v < c.tracks[tr].Min || v > c.tracks[tr].Max {
				return bad("track " + trackIDs[tr])
			}
			ct.Track[tr] = int16(v)
		}
		k, ok := c.byID[cj.Plant]
		if !ok || !c.tiles[k].Plant || len(cj.Tokens) != c.tokens || len(cj.Tiles) > maxCells ||
			cj.Space < -1 || int(cj.Space) >= len(c.spaces) || cj.Prev < -1 || int(cj.Prev) >= len(c.spaces) {
			return bad("a city")
		}
		// The last upgrade was taken on the Power Plant symbol: the spaces
		// moved since then end where the marker is.
		prog := c.tracks[tProg]
		if size := prog.Max - prog.Min + 1; ((int(cj.Moved)-int(cj.Upgraded)-(int(ct.Track[tProg])-prog.Min))%size+size)%size != 0 {
			return bad("the Progress moved since the last upgrade")
		}
		ct.Prestige, ct.Cubes, ct.Plant, ct.Space, ct.Prev = int16(cj.Prestige), int16(cj.Cubes), int16(k), cj.Space, cj.Prev
		ct.Moved, ct.Upgraded = cj.Moved, cj.Upgraded
		copy(ct.Tokens[:], cj.Tokens)
		for _, tj := range cj.Tiles {
			k, ok := c.byID[tj.Tile]
			if !ok || tj.Copy < 0 || tj.Copy >= c.tiles[k].Copies {
				return bad("tile " + tj.Tile)
			}
			if tj.Lake && !c.tiles[k].Prosperity {
				return bad("lake " + tj.Tile)
			}
			ct.Cells[ct.N] = cell{R: tj.R, C: tj.C, Inst: c.firstInst[k] + int16(tj.Copy), Cubes: tj.Cubes, Lake: tj.Lake}
			ct.N++
		}
	}
	for i, t := range j.Tourists {
		if !s.touristOK(i, t) {
			return bad(fmt.Sprintf("tourist %d", i))
		}
		s.tourists[i] = t
	}
	for _, t := range j.Pending {
		if t.Op < opGain || t.Op > opPBox || t.Who < -1 || int(t.Who) >= n {
			if t.Op != 1 && t.Op != 2 { // may, either
				return bad("a pending step")
			}
		}
	}
	s.stack = append(s.stack[:0], j.Pending...)
	return s, nil
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
