package buildershigh

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rulebook-go/rulebook/internal/svg"
)

// DrawSVG draws the table a [View] shows as an SVG document: the Center
// (its face-up buildings, city planning cards and budget cards by value),
// the decks and the discard pile, and each seat's play area and hand sizes,
// with the viewer's own hand face up.
//
// The drawing reads only v, so it shows nothing the viewer may not see:
// another seat's hand is drawn as card backs. Names come from c, the
// content v was made with: a renamed card is drawn with its new name. It
// returns an error, having written at most part of the document, when v
// names a card c lacks or when w fails.
//
// The document is written one table item a line (see package
// internal/svg), so the drawings of a game's decisions share most lines.
func DrawSVG(w io.Writer, c *Content, v View) error {
	d, err := newDrawing(c, v)
	if err != nil {
		return err
	}
	d.cv = svg.Begin(w, bhWidth, d.height, "Builder's High: "+d.title(), "#eef1f4")
	d.header()
	d.center()
	d.grid.Place(func(i int, x, y float64) { d.seat(x, y, v.Players[i]) })
	return d.cv.Finish()
}

// Drawing geometry, in pixels.
const (
	bhMargin   = 20
	bhWidth    = 1680
	bhSeatCols = 3
	bhSeatW    = 536
	bhCardW    = 122 // a card in the Center
	bhCardH    = 96
	bhSmallW   = 100 // a card in a play area or hand
	bhSmallH   = 62
	bhPerRow   = 5 // small cards across a seat's panel
)

type drawing struct {
	c       *Content
	v       View
	cv      *svg.Canvas
	centerN int      // kinds of cards in the Center
	grid    svg.Grid // the seats
	height  int
}

func newDrawing(c *Content, v View) (*drawing, error) {
	if err := svg.CheckView(gameName, c != nil, v.Game); err != nil {
		return nil, err
	}
	d := &drawing{c: c, v: v}
	check := func(where string, m map[string]int) error {
		for id := range m {
			if _, ok := c.byID[id]; !ok {
				return fmt.Errorf("buildershigh: DrawSVG: %s holds card %q, which the content lacks", where, id)
			}
		}
		return nil
	}
	if err := check("the Center", v.Center); err != nil {
		return nil, err
	}
	if err := check("the discard pile", v.Discard); err != nil {
		return nil, err
	}
	for _, p := range v.Players {
		if err := check(p.Seat.String()+"'s play area", p.PlayArea); err != nil {
			return nil, err
		}
		if err := check(p.Seat.String()+"'s hand", p.Hand); err != nil {
			return nil, err
		}
	}
	d.centerN = len(v.Center)
	rows := max(1, (d.centerN+bhCenterCols-1)/bhCenterCols)
	seatsTop := max(110+rows*(bhCardH+10)+20, 84+230)
	d.grid = svg.NewGrid(bhMargin, seatsTop, bhSeatCols, bhSeatW, len(v.Players), func(i int) int { return seatHeight(v.Players[i]) })
	d.height = d.grid.Bottom() + bhMargin
	return d, nil
}

// bhCenterCols is the Center's cards across, beside the decks.
const bhCenterCols = 10

// seatHeight is a seat panel's height: its play area, and the hand when
// the viewer may see it.
func seatHeight(p PlayerView) int {
	rows := func(m map[string]int) int { return max(1, (len(m)+bhPerRow-1)/bhPerRow) }
	h := 70 + rows(p.PlayArea)*(bhSmallH+6) + 24
	if p.Hand != nil {
		h += 24 + rows(p.Hand)*(bhSmallH+6)
	}
	return h
}

// title reads "round 31 · turn 123 · 4 players · view of p0".
func (d *drawing) title() string {
	v := d.v
	who := svg.ViewerName(v.Viewer.String(), v.Viewer.IsSeat())
	if v.Round == 0 {
		return fmt.Sprintf("setup · %d players · %s", len(v.Players), who)
	}
	return fmt.Sprintf("round %d · turn %d · %d players · %s", v.Round, v.Turn, len(v.Players), who)
}

func (d *drawing) header() {
	cv, v := d.cv, d.v
	cv.Head(bhMargin, svg.Heading{
		Name: "Builder's High", NameStyle: svg.TextStyle{Size: 26, Bold: true, Fill: "#1d2b3a"},
		Title: d.title(), TitleAt: 225, TitleStyle: svg.TextStyle{Size: 17, Fill: "#3a4d60"},
		Prompt: v.Prompt, Over: v.Over, OverBold: true, Seat: int(v.ToMove), Italic: true,
	})
	if v.LastPaid != "" {
		cv.Text(bhWidth-bhMargin, 60, "Last payment: "+v.LastPaid, svg.TextStyle{Size: 12.5, Anchor: "end", Fill: "#3a4d60"})
	}
	cv.End()
}

// center draws the Center's face-up cards, then the decks and the discard
// pile.
func (d *drawing) center() {
	cv, v := d.cv, d.v
	y := 84.0
	cv.Text(bhMargin, y, "Center", svg.TextStyle{Size: 13, Bold: true})
	cv.End()
	i := 0
	for k := range d.c.cards {
		card := &d.c.cards[k]
		n := v.Center[card.ID]
		if n == 0 {
			continue
		}
		x := float64(bhMargin + (i%bhCenterCols)*(bhCardW+8))
		cy := y + 10 + float64(i/bhCenterCols)*(bhCardH+10)
		d.card(x, cy, bhCardW, bhCardH, card, n)
		i++
	}
	if i == 0 {
		cv.Text(bhMargin, y+30, "the Center is empty", svg.TextStyle{Size: 12, Italic: true, Fill: "#667"})
		cv.End()
	}
	x := float64(bhMargin + bhCenterCols*(bhCardW+8) + 10)
	cv.Text(x, y, "Decks", svg.TextStyle{Size: 13, Bold: true})
	cv.End()
	for j, deck := range []Deck{BudgetDeck, BuildingDeck, PlanningDeck} {
		dx := x + float64(j)*68
		d.back(dx, y+10, 60, 84, deck)
		cv.Text(dx+30, y+112, strconv.Itoa(v.Decks[deck.String()])+" left", svg.TextStyle{Size: 11, Anchor: "middle"})
		cv.End()
	}
	var pile []string
	total := 0
	for k := range d.c.cards {
		if n := v.Discard[d.c.cards[k].ID]; n > 0 {
			pile = append(pile, svg.Copies(n)+d.c.cards[k].Name)
			total += n
		}
	}
	cv.Text(x, y+136, "Discard pile: "+strconv.Itoa(total)+" cards", svg.TextStyle{Size: 12, Bold: true})
	cv.Lines(x, y+152, 13, svg.Wrap(strings.Join(pile, ", "), 34, 4), svg.TextStyle{Size: 10.5, Fill: "#3a4d60"})
	cv.End()
}

// bhPlural reads "1 building", "2 buildings".
func bhPlural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// Card colours: budget cards green, city planning cards parchment, and the
// building types in content order.
var (
	bhBudgetFill   = "#4f9d69"
	bhPlanningFill = "#e9dcb5"
	bhTypePalette  = [...]string{"#f0c05a", "#6fa8dc", "#a3a3a3", "#93c47d", "#c27ba0", "#e69138", "#8e7cc3"}
)

// typeFill is the colour of a building type.
func (d *drawing) typeFill(t string) string {
	for i, id := range d.c.types {
		if id == t {
			return bhTypePalette[i%len(bhTypePalette)]
		}
	}
	return "#bbbbbb"
}

// back draws a deck's card back.
func (d *drawing) back(x, y, w, h float64, deck Deck) {
	fill := [...]string{bhBudgetFill, "#3d5a80", "#a08a4c"}[deck]
	d.cv.Rect(x, y, w, h, svg.Style{Fill: fill, Stroke: "#fff", Width: 2, Radius: 6})
	d.cv.Rect(x+5, y+5, w-10, h-10, svg.Style{Stroke: "#ffffff99", Radius: 4})
	d.cv.Text(x+w/2, y+h/2+4, deck.String(), svg.TextStyle{Size: 10.5, Bold: true, Fill: "#fff", Anchor: "middle"})
}

// card draws a face-up card with n copies: a budget card's value, a
// building's name, type, cost, difficulty and ability, a city planning
// card's name and requirement.
func (d *drawing) card(x, y, w, h float64, c *Card, n int) {
	cv := d.cv
	small := w < bhCardW
	fs := 10.5
	if small {
		fs = 9
	}
	switch c.Deck {
	case BudgetDeck:
		cv.Group(c.Name + " budget card")
		cv.Rect(x, y, w, h, svg.Style{Fill: bhBudgetFill, Stroke: "#2e6b43", Width: 1.2, Radius: 6})
		size := math.Min(math.Min(28, h/2.6), (w-10)/(0.62*float64(max(1, utf8.RuneCountInString(c.Name)))))
		cv.Text(x+w/2, y+h/2+size/3, c.Name, svg.TextStyle{Size: size, Bold: true, Fill: "#fff", Anchor: "middle"})
	case PlanningDeck:
		cv.Group(c.Name + ": " + c.Requirement)
		cv.Rect(x, y, w, h, svg.Style{Fill: bhPlanningFill, Stroke: "#8a7440", Width: 1.2, Radius: 6})
		cv.Lines(x+w/2, y+fs+5, fs+2, svg.Wrap(c.Name, int(w/(fs*0.62)), 2), svg.TextStyle{Size: fs, Bold: true, Fill: "#3d3220", Anchor: "middle"})
		cv.Lines(x+w/2, y+2*fs+22, fs+1, svg.Wrap(c.Requirement, int(w/(fs*0.55)), 3), svg.TextStyle{Size: fs - 1.5, Italic: true, Fill: "#5b4a2a", Anchor: "middle"})
	default:
		tip := c.Name + " (" + c.Type + ", cost " + strconv.Itoa(c.Cost) + ", difficulty " + strconv.Itoa(c.Difficulty) + ")"
		if c.Text != "" {
			tip += ": " + c.Timing.String() + " ability: " + c.Text
		}
		cv.Group(tip)
		cv.Rect(x, y, w, h, svg.Style{Fill: "#fff", Stroke: "#4a5866", Width: 1.2, Radius: 6})
		cv.Rect(x, y, w, fs+9, svg.Style{Fill: d.typeFill(c.Type), Radius: 6})
		cv.Rect(x, y+fs+3, w, 6, svg.Style{Fill: d.typeFill(c.Type)})
		cv.Text(x+w/2, y+fs+3, strings.Join(svg.Wrap(c.Name, int(w/(fs*0.62)), 1), ""), svg.TextStyle{Size: fs, Bold: true, Fill: "#1d2b3a", Anchor: "middle"})
		cv.Text(x+5, y+2*fs+14, strconv.Itoa(c.Cost)+"M", svg.TextStyle{Size: fs + 1, Bold: true, Fill: "#2e6b43"})
		cv.Text(x+w-5, y+2*fs+14, strings.Repeat("★", min(c.Difficulty, 5)), svg.TextStyle{Size: fs, Fill: "#c28a00", Anchor: "end"})
		if c.Text != "" && !small {
			cv.Lines(x+5, y+2*fs+30, fs+1, svg.Wrap(c.Text, int(w/(fs*0.5)), 3), svg.TextStyle{Size: fs - 1.5, Fill: "#3a4d60"})
		} else if c.Text != "" {
			cv.Text(x+5, y+h-6, c.Timing.String(), svg.TextStyle{Size: fs - 1, Italic: true, Fill: "#3a4d60"})
		}
	}
	if n > 1 {
		cv.Circle(x+w-8, y+h-9, 9, svg.Style{Fill: "#1d2b3a", Stroke: "#fff", Width: 1.2})
		cv.Text(x+w-8, y+h-5.5, "×"+strconv.Itoa(n), svg.TextStyle{Size: 9, Bold: true, Fill: "#fff", Anchor: "middle"})
	}
	cv.CloseGroup()
	cv.End()
}

// seat draws one seat's panel: its play area, its hand's size, and the
// hand itself when the viewer may see it.
func (d *drawing) seat(x, y float64, p PlayerView) {
	cv, v := d.cv, d.v
	q := int(p.Seat)
	cv.SeatPanel(x, y, bhSeatW, float64(seatHeight(p)), q, v.ToMove == p.Seat)
	name := svg.PanelName(p.Seat.String(), v.Viewer == p.Seat)
	var marks []string
	if v.First == p.Seat {
		marks = append(marks, "first player")
	}
	if v.Current == p.Seat && !v.Over {
		marks = append(marks, "current")
	}
	if p.Achieved {
		marks = append(marks, "victory conditions met")
	}
	cv.Text(x+12, y+21, name, svg.TextStyle{Size: 15, Bold: true, Fill: "#fff"})
	cv.Text(x+170, y+20, strings.Join(marks, " · "), svg.TextStyle{Size: 11.5, Italic: true, Fill: "#fff"})
	cv.Text(x+bhSeatW-12, y+22, bhPlural(d.buildings(p), "building"), svg.TextStyle{Size: 16, Bold: true, Fill: "#fff", Anchor: "end"})
	cv.End()
	for k := 0; k < min(p.HandBudget, 12); k++ {
		cv.Rect(x+12+float64(k)*7, y+40, 12, 17, svg.Style{Fill: bhBudgetFill, Stroke: "#fff", Radius: 2})
	}
	bx := x + 30 + float64(min(p.HandBudget, 12))*7
	for k := 0; k < min(p.HandBuilding, 12); k++ {
		cv.Rect(bx+float64(k)*7, y+40, 12, 17, svg.Style{Fill: "#3d5a80", Stroke: "#fff", Radius: 2})
	}
	cv.Text(bx+float64(min(p.HandBuilding, 12))*7+18, y+53, "hand: "+strconv.Itoa(p.HandBudget)+" budget, "+strconv.Itoa(p.HandBuilding)+" building cards", svg.TextStyle{Size: 11.5})
	cv.End()
	ty := y + 80.0
	cv.Text(x+12, ty, "Play area", svg.TextStyle{Size: 12, Bold: true})
	cv.End()
	ty = d.smallCards(x+12, ty+8, p.PlayArea, "nothing built yet")
	if p.Hand != nil {
		cv.Text(x+12, ty+14, "Hand (seen by "+p.Seat.String()+" only)", svg.TextStyle{Size: 12, Bold: true})
		cv.End()
		d.smallCards(x+12, ty+22, p.Hand, "no cards")
	}
}

// buildings counts the building cards in a play area (the score).
func (d *drawing) buildings(p PlayerView) int {
	n := 0
	for id, k := range p.PlayArea {
		if c, ok := d.c.Card(id); ok && c.Deck == BuildingDeck {
			n += k
		}
	}
	return n
}

// smallCards draws cards in rows in content order and returns the y under
// them.
func (d *drawing) smallCards(x, y float64, m map[string]int, none string) float64 {
	i := 0
	for k := range d.c.cards {
		card := &d.c.cards[k]
		n := m[card.ID]
		if n == 0 {
			continue
		}
		d.card(x+float64(i%bhPerRow)*(bhSmallW+4), y+float64(i/bhPerRow)*(bhSmallH+6), bhSmallW, bhSmallH, card, n)
		i++
	}
	if i == 0 {
		d.cv.Text(x, y+16, none, svg.TextStyle{Size: 11, Italic: true, Fill: "#667"})
		d.cv.End()
	}
	rows := max(1, (i+bhPerRow-1)/bhPerRow)
	return y + float64(rows)*(bhSmallH+6)
}
