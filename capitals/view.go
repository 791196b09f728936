package capitals

import (
	"strconv"

	"github.com/rulebook-go/rulebook"
)

// View is what one player may see of a game: the board, every City and the
// Projects Area, the sizes of the Era stacks, and the viewer's own Prestige
// only ("they may be stacked face-down so that the exact total is hidden
// from view"). It marshals to JSON.
type View struct {
	Game              string          `json:"game"`
	Content           string          `json:"content"`
	Options           string          `json:"options"`
	Viewer            rulebook.Player `json:"viewer"`
	Round             int             `json:"round"`
	Phase             string          `json:"phase"`
	rulebook.Decision                 // to_move, prompt, over
	Highest           rulebook.Player `json:"highest_culture"`
	Neutral           int             `json:"neutral_culture,omitempty"`
	Rows              [][]string      `json:"rows"`   // the Projects Area, $0 row first
	Stacks            []int           `json:"stacks"` // tiles left in the Era I, II and III stacks
	// Prosperity is how many tiles are left in the Prosperity stack while
	// they are dealt (Prosperity add-on).
	Prosperity int           `json:"prosperity_stack,omitempty"`
	Players    []PlayerView  `json:"players"`
	Tourists   []TouristView `json:"tourists"`
	Legal      []string      `json:"legal,omitempty"` // the viewer's legal moves, when the viewer is to move
	Scores     []int         `json:"scores,omitempty"`
}

// PlayerView is one seat as the viewer sees it.
type PlayerView struct {
	Seat   rulebook.Player `json:"seat"`
	Tracks map[string]int  `json:"tracks"`
	Cubes  int             `json:"cubes"`
	Plant  string          `json:"plant"`
	// Beyond is how many spaces the Progress marker has moved since the
	// last Power Plant upgrade (or the start), what the Final Scoring pays.
	Beyond   int      `json:"progress_beyond_upgrade"`
	Space    int      `json:"space"`
	Prestige *int     `json:"prestige,omitempty"` // the viewer's own only, until the end
	Tiles    []string `json:"tiles"`              // "id@r,c+cubes"; a Lake is "lake:id@r,c"
	// Hand is the viewer's own face-down Prosperity tiles; HandSize is how
	// many a seat holds (all a viewer may know of another's).
	Hand     []string `json:"hand,omitempty"`
	HandSize int      `json:"hand_size,omitempty"`
	Tokens   []string `json:"tokens"`
}

// TouristView is where a Tourist Marker is: a City (or Nobody, near the
// board) and a cell, or beside the City.
type TouristView struct {
	Owner rulebook.Player `json:"owner"` // Nobody for the neutral one
	City  rulebook.Player `json:"city"`
	At    string          `json:"at,omitempty"`
	// Used: moved onto its tile to pay this Executive Phase ("once each
	// per Executive Phase"), seen by everyone at the table.
	Used bool `json:"used,omitempty"`
}

// View returns what player p may see.
func (s *State) View(p rulebook.Player) View {
	v := View{Game: gameName, Content: s.c.fingerprint, Options: s.Options(), Viewer: p, Round: int(s.round),
		Phase: s.Phase(), Decision: rulebook.DecisionOf(s), Highest: s.Highest(), Stacks: make([]int, 3)}
	if s.hasNeutral() {
		v.Neutral = int(s.neutral)
	}
	v.Rows = make([][]string, len(s.c.rows))
	for i, k := range s.c.inst {
		switch w := s.where[i]; {
		case w >= locRow0 && w < locRow0+uint8(len(s.c.rows)):
			v.Rows[w-locRow0] = append(v.Rows[w-locRow0], s.c.tiles[k].ID)
		case w == locStack && s.c.tiles[k].Prosperity:
			v.Prosperity++
		case w == locStack && s.c.tiles[k].Era > 0:
			v.Stacks[s.c.tiles[k].Era-1]++
		}
	}
	for q := 0; q < s.seats(); q++ {
		ct := &s.cities[q]
		pv := PlayerView{Seat: rulebook.Player(q), Tracks: map[string]int{}, Cubes: int(ct.Cubes), Plant: s.c.tiles[ct.Plant].ID, Space: int(ct.Space),
			Beyond: max(0, int(ct.Moved)-int(ct.Upgraded))}
		for tr := 0; tr < nTracks; tr++ {
			pv.Tracks[trackIDs[tr]] = int(ct.Track[tr])
		}
		if rulebook.Player(q) == p || s.over {
			n := int(ct.Prestige)
			pv.Prestige = &n
		}
		for i := 0; i < int(ct.N); i++ {
			c := ct.Cells[i]
			id := s.c.tiles[s.kind(c.Inst)].ID
			if c.Lake {
				// "reveal it to the other players, and then construct it in
				// the City with its Lake displayed"
				id = "lake:" + id
			}
			pv.Tiles = append(pv.Tiles, id+"@"+cellString(c.R, c.C)+"+"+strconv.Itoa(int(c.Cubes)))
		}
		for i, k := range s.c.inst {
			if s.where[i] == locHand+uint8(q) {
				pv.HandSize++
				// "Players may not reveal their Prosperity Tiles to other
				// players until they are built."
				if rulebook.Player(q) == p {
					pv.Hand = append(pv.Hand, s.c.tiles[k].ID)
				}
			}
		}
		for _, t := range ct.Tokens[:s.c.tokens] {
			pv.Tokens = append(pv.Tokens, cellString(t[0], t[1]))
		}
		v.Players = append(v.Players, pv)
	}
	for q := 0; q < s.touristCount(); q++ {
		t := s.tourists[q]
		tv := TouristView{Owner: rulebook.Player(q), City: rulebook.Nobody, Used: t.Used}
		if q == s.seats() {
			tv.Owner = rulebook.Nobody
		}
		if t.City >= 0 {
			tv.City = rulebook.Player(t.City)
			if t.Cell >= 0 {
				c := s.cities[t.City].Cells[t.Cell]
				tv.At = cellString(c.R, c.C)
			}
		}
		v.Tourists = append(v.Tourists, tv)
	}
	if p.IsSeat() && s.ToMove() == p {
		for _, m := range s.Legal() {
			v.Legal = append(v.Legal, m.String())
		}
	}
	if s.over {
		v.Scores = s.Scores()
	}
	return v
}
