package highrise

import "github.com/rulebook-go/rulebook"

// View is what one player may see of a game. In High Rise everything is
// public except what is left in the bag (its count by colour is public:
// Floors are conserved and every other Floor is in view) and the tiles and
// cards not yet dealt. It marshals to JSON.
type View struct {
	Game      string            `json:"game"`
	Options   string            `json:"options"`
	Viewer    rulebook.Player   `json:"viewer"`
	Round     int               `json:"round"`
	ToMove    rulebook.Player   `json:"to_move"`
	Prompt    string            `json:"prompt"`
	Over      bool              `json:"over"`
	Players   []PlayerView      `json:"players"`
	Buildings map[string]int    `json:"buildings"` // Building Space: total height
	Owners    map[string]string `json:"owners"`
	Tenants   map[string]string `json:"tenants"`
	// Neutral lists the Neutral Moguls' positions (1- and 2-player games);
	// Controlling is the Controlling Player.
	Neutral     []string        `json:"neutral_moguls,omitempty"`
	Controlling rulebook.Player `json:"controlling_player,omitempty"`
	Legal       []string        `json:"legal,omitempty"`
}

// PlayerView is one seat as everyone sees it.
type PlayerView struct {
	Seat       rulebook.Player `json:"seat"`
	VP         int             `json:"vp"`
	Corruption int             `json:"corruption"`
	Yard       map[string]int  `json:"yard"`
	Capacity   int             `json:"capacity"`
	Position   string          `json:"position"`
}

// View returns what player p may see.
func (s *State) View(p rulebook.Player) View {
	v := View{Game: gameName, Options: s.Options(), Viewer: p, Round: s.Round(), ToMove: s.ToMove(), Prompt: s.Prompt(), Over: s.over,
		Buildings: map[string]int{}, Owners: map[string]string{}, Tenants: map[string]string{}}
	for q := 0; q < s.seats(); q++ {
		pl := &s.p[q]
		pos := "stop zone"
		if pl.Pos >= 0 {
			pos = s.side.Spaces[pl.Pos].ID
		}
		v.Players = append(v.Players, PlayerView{Seat: rulebook.Player(q), VP: int(pl.VP), Corruption: int(pl.Corruption),
			Yard: s.floorMap(pl.Yard), Capacity: pl.capacity(s.c), Position: pos})
	}
	for q := s.seats(); q < s.moguls(); q++ {
		pos := "stop zone"
		if pl := &s.p[q]; pl.Pos >= 0 {
			pos = s.side.Spaces[pl.Pos].ID
		}
		v.Neutral = append(v.Neutral, pos)
		v.Controlling = rulebook.Player(s.ctrl)
	}
	for i := 0; i < s.buildingSpaces(); i++ {
		name := s.c.nameOf('p', i)
		if b := s.bld[i]; b.Owner >= 0 {
			v.Buildings[name] = b.total()
			v.Owners[name] = rulebook.Player(b.Owner).String()
		}
		if t := s.tenant[i]; t >= 0 {
			v.Tenants[name] = s.c.tenants[t].ID
		}
	}
	if s.ToMove() == p {
		for _, m := range s.Legal() {
			v.Legal = append(v.Legal, m.String())
		}
	}
	return v
}
