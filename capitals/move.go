package capitals

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/internal/notation"
)

// Move is one decision of The Capitals. Tiles are named by their content id
// and cells by row and column of the owner's City.
type Move struct {
	Action Action
	Tile   string          // box, draw, take
	Seat   rulebook.Player // seat
	N      int8            // space (1-based), effect (1-based), activate: how many Tourists pay (From[:N])
	R, C   int8            // place, activate, free, token
	// From names, for an activation, where each paying Tourist Marker is
	// taken from: beside the City first, then tiles by row and column (see
	// Spot.less); the entries past N are zero.
	From [maxSeats]Spot
}

// Spot is where a Tourist Marker paying for an activation comes from:
// beside the City ("side" in the notation), or the tile at R,C it sits on
// ("R,C"). Tourists in one spot are one choice: the one of the lowest seat
// moves (the neutral one last).
type Spot struct {
	Beside bool
	R, C   int8
}

func (a Spot) String() string {
	if a.Beside {
		return "side"
	}
	return cellString(a.R, a.C)
}

// less orders spots as a move writes them: beside the City, then by row,
// then column.
func (a Spot) less(b Spot) bool {
	if a.Beside != b.Beside {
		return a.Beside
	}
	if a.R != b.R {
		return a.R < b.R
	}
	return a.C < b.C
}

// sortFrom puts the first n spots of m in the order a move writes them.
func (m *Move) sortFrom() {
	for i := 1; i < int(m.N); i++ {
		for j := i; j > 0 && m.From[j].less(m.From[j-1]); j-- {
			m.From[j], m.From[j-1] = m.From[j-1], m.From[j]
		}
	}
}

func cellString(r, c int8) string { return strconv.Itoa(int(r)) + "," + strconv.Itoa(int(c)) }

// String writes the move's notation, which ParseMove reads back.
func (m Move) String() string {
	// No action, or one past the list, is "?": no case below.
	w := notation.Word(actionWords[:], m.Action)
	switch m.Action {
	case ActBox, ActDraw, ActTake, ActDeal, ActBuild, ActLake:
		return w + " " + m.Tile
	case ActSeat:
		return w + " " + m.Seat.String()
	case ActSpace, ActEffect:
		return w + " " + strconv.Itoa(int(m.N))
	case ActPlace, ActFree, ActToken:
		return w + " " + cellString(m.R, m.C)
	case ActActivate:
		text := w + " " + cellString(m.R, m.C)
		if m.N > 0 {
			text += " from"
			for i := 0; i < int(m.N) && i < len(m.From); i++ {
				text += " " + m.From[i].String()
			}
		}
		return text
	case ActFirst:
		return w + " 1"
	case ActSecond:
		return w + " 2"
	case ActPrestige:
		return w + " prestige"
	case ActCube:
		return w + " cube"
	}
	return w
}

// ParseMove reads a move's notation. It checks the notation and that the
// tiles it names exist, not that the move is legal (Check does that). At an
// Executive turn it also reads the form of older records, "activate R,C
// tN" (see olderActivation).
func (s *State) ParseMove(text string) (Move, error) {
	if f := strings.Fields(text); len(f) == 3 && f[0] == "activate" && strings.HasPrefix(f[2], "t") {
		return s.olderActivation(text, f)
	}
	return s.c.ParseMove(text)
}

// ParseMove reads a move's notation against this content.
func (c *Content) ParseMove(text string) (Move, error) {
	t, act, err := notation.Read[Action](text, actionWords[:])
	if err != nil {
		return Move{}, err
	}
	f := t.Words
	small := func(s string, lo, hi int) (int8, bool) {
		n, err := strconv.Atoi(s)
		if err != nil || n < lo || n > hi {
			return 0, false
		}
		return int8(n), true
	}
	pos := func(s string) (int8, int8, error) {
		a, b, ok := strings.Cut(s, ",")
		r, ok1 := small(a, -maxCoord, maxCoord)
		cc, ok2 := small(b, -maxCoord, maxCoord)
		if !ok || !ok1 || !ok2 {
			return 0, 0, t.Error("a cell is row,column such as 1,-2")
		}
		return r, cc, nil
	}
	var m Move
	switch act {
	case ActBox, ActDraw, ActTake:
		if err := t.Want(2, f[0]+" TILE"); err != nil {
			return m, err
		}
		k, ok := c.byID[f[1]]
		if !ok || c.tiles[k].Era == 0 {
			return m, t.Unknown("Era tile", f[1])
		}
		return Move{Action: act, Tile: c.tiles[k].ID}, nil
	case ActDeal, ActBuild, ActLake:
		if err := t.Want(2, f[0]+" TILE"); err != nil {
			return m, err
		}
		k, ok := c.byID[f[1]]
		if !ok || !c.tiles[k].Prosperity {
			return m, t.Unknown("Prosperity tile", f[1])
		}
		return Move{Action: act, Tile: c.tiles[k].ID}, nil
	case ActSeat:
		if err := t.Want(2, "seat p0"); err != nil {
			return m, err
		}
		p, err := rulebook.ParsePlayer(f[1])
		if err != nil || !p.IsSeat() || p >= maxSeats {
			return m, t.Error("expected a seat such as p0")
		}
		return Move{Action: ActSeat, Seat: p}, nil
	case ActSpace, ActEffect:
		if err := t.Want(2, f[0]+" N"); err != nil {
			return m, err
		}
		n, ok := small(f[1], 1, 100)
		if !ok {
			return m, t.Error("expected a number from 1")
		}
		return Move{Action: act, N: n}, nil
	case ActPlace, ActFree, ActToken:
		if err := t.Want(2, f[0]+" ROW,COLUMN"); err != nil {
			return m, err
		}
		r, cc, err := pos(f[1])
		if err != nil {
			return m, err
		}
		return Move{Action: act, R: r, C: cc}, nil
	case ActActivate:
		return parseActivation(text, f, pos)
	case ActYes, ActNo, ActDone:
		if err := t.Want(1, f[0]); err != nil {
			return m, err
		}
		return Move{Action: act}, nil
	case ActFirst: // "either", the word of ActFirst and ActSecond
		a, err := expr.ParseEither(f)
		if err != nil {
			return m, t.Error(err.Error())
		}
		return Move{Action: answerActions[a]}, nil
	case ActPrestige: // "bonus", the word of ActPrestige and ActCube
		if err := t.Want(2, "bonus prestige|cube"); err != nil {
			return m, err
		}
		switch f[1] {
		case "prestige":
			return Move{Action: ActPrestige}, nil
		case "cube":
			return Move{Action: ActCube}, nil
		}
		return m, t.Error(`expected "bonus prestige" or "bonus cube"`)
	}
	return m, t.Error("unknown action (the first word)") // an action no move is written with
}

// olderActivation reads "activate R,C tN", the form of records written
// before a move named its Tourists: N Tourists, taken as the rules took
// them then: those beside the City first, then those on tiles, each in
// seat order (the neutral one last), never one on the tile activated nor
// one used this Executive Phase. At an Executive turn that is one choice;
// elsewhere the form is refused.
func (s *State) olderActivation(text string, f []string) (Move, error) {
	m, err := s.c.ParseMove(f[0] + " " + f[1])
	if err != nil {
		return Move{}, err
	}
	n, err := strconv.Atoi(strings.TrimPrefix(f[2], "t"))
	t := s.stack.Top()
	if err != nil || n < 1 || n > maxSeats {
		return Move{}, notation.Error(text, "the Tourists of older records are written t1, t2, …")
	}
	if s.over || t == nil || t.Op != opExec {
		return Move{}, notation.Error(text, `"tN" (N Tourists, of older records) is read only at an Executive turn; name the Tourists: "from side|ROW,COLUMN ..."`)
	}
	p := int(t.Who)
	ct := &s.cities[p]
	i := ct.at(int(m.R), int(m.C))
	for pass := 0; pass < 2; pass++ {
		for q := 0; q < s.touristCount() && int(m.N) < n; q++ {
			tr := s.tourists[q]
			if int(tr.City) != p || tr.Used || (i >= 0 && int(tr.Cell) == i) || (pass == 0) != (tr.Cell < 0) {
				continue
			}
			sp := Spot{Beside: true}
			if tr.Cell >= 0 {
				sp = Spot{R: ct.Cells[tr.Cell].R, C: ct.Cells[tr.Cell].C}
			}
			m.From[m.N] = sp
			m.N++
		}
	}
	if int(m.N) < n {
		return Move{}, notation.Error(text, fmt.Sprintf("only %d of your Tourist Markers could pay for that tile", m.N))
	}
	m.sortFrom()
	return m, nil
}

// parseActivation reads "activate ROW,COLUMN [from side|ROW,COLUMN ...]",
// the fields f of text, with pos reading a cell.
func parseActivation(text string, f []string, pos func(string) (int8, int8, error)) (Move, error) {
	const form = `expected "activate ROW,COLUMN" or "activate ROW,COLUMN from side|ROW,COLUMN ..." (each Tourist paying: beside the City, or the tile it sits on)`
	if len(f) < 2 || (len(f) > 2 && f[2] != "from") {
		if len(f) == 3 && strings.HasPrefix(f[2], "t") {
			return Move{}, notation.Error(text, `"tN" (N Tourists, of older records) is read only by a State at an Executive turn; name the Tourists: "from side|ROW,COLUMN ..."`)
		}
		return Move{}, notation.Error(text, form)
	}
	r, c, err := pos(f[1])
	if err != nil {
		return Move{}, err
	}
	m := Move{Action: ActActivate, R: r, C: c}
	if len(f) == 3 || len(f) > 3+maxSeats {
		return Move{}, notation.Error(text, fmt.Sprintf("from names 1 to %d Tourists (there are %d Tourist Markers)", maxSeats, maxSeats))
	}
	for _, w := range f[min(3, len(f)):] {
		sp := Spot{Beside: true}
		if w != "side" {
			if sp.R, sp.C, err = pos(w); err != nil {
				return Move{}, err
			}
			sp.Beside = false
		}
		m.From[m.N] = sp
		m.N++
	}
	m.sortFrom()
	return m, nil
}
