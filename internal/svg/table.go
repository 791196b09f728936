package svg

import (
	"fmt"
	"strconv"
)

// Heading is the head of a game's drawing: on its first line the game's
// name and, beside it, what the drawing shows; on the second what is being
// decided.
type Heading struct {
	Name       string    // the game's name, set in NameStyle
	NameStyle  TextStyle // Size 26 and bold, as the games set it
	Title      string    // what the drawing shows, TitleAt past the margin
	TitleAt    float64
	TitleStyle TextStyle
	Prompt     string // what is being decided
	Over       bool   // the game is over: the second line says so instead
	OverBold   bool   // "The game is over." in bold (else as a prompt no seat owes)
	Seat       int    // the seat to move, negative for none (a rulebook.Player): its colour precedes the prompt
	Italic     bool   // the prompt in italics when no seat owes it
}

// Head draws h at the margin x, its two lines at y 32 and 60. It leaves the
// second line open: the caller may add to it, then calls End.
func (c *Canvas) Head(x float64, h Heading) {
	c.Text(x, 32, h.Name, h.NameStyle)
	c.Text(x+h.TitleAt, 32, h.Title, h.TitleStyle)
	c.End()
	switch {
	case h.Over:
		c.Text(x, 60, "The game is over.", TextStyle{Size: 15, Bold: h.OverBold, Italic: h.Italic && !h.OverBold})
	case h.Seat >= 0:
		c.Circle(x+7, 55, 7, Style{Fill: Seat(h.Seat), Stroke: "#222"})
		c.Text(x+20, 60, h.Prompt, TextStyle{Size: 15})
	default:
		c.Text(x, 60, h.Prompt, TextStyle{Size: 15, Italic: h.Italic})
	}
}

// SeatPanel draws the frame of seat q's panel, w by h with its top left
// corner at x, y: filled with the seat's light colour and outlined in its
// colour (a thick line when the seat is to move), with a band of its
// colour 30 pixels high across the top for the seat's name (see
// PanelName).
func (c *Canvas) SeatPanel(x, y, w, h float64, q int, toMove bool) {
	sw := 1.5
	if toMove {
		sw = 4
	}
	c.Rect(x, y, w, h, Style{Fill: SeatLight(q), Stroke: Seat(q), Width: sw, Radius: 10})
	c.Rect(x, y, w, 30, Style{Fill: Seat(q), Radius: 10})
	c.Rect(x, y+20, w, 10, Style{Fill: Seat(q)})
}

// PanelName is a seat's name as its panel's band writes it: "p1", or "p1
// (this view)" on the viewer's own panel.
func PanelName(seat string, viewer bool) string {
	if viewer {
		return seat + " (this view)"
	}
	return seat
}

// Copies writes how many copies of a thing a drawing shows, before its
// name: "2× " for two, "" for one.
func Copies(n int) string {
	if n == 1 {
		return ""
	}
	return strconv.Itoa(n) + "× "
}

// ViewerName says whose view a drawing shows: "view of p1", or
// "everyone's view" when the viewer is no seat.
func ViewerName(seat string, isSeat bool) string {
	if isSeat {
		return "view of " + seat
	}
	return "everyone's view"
}

// CheckView is what every game's DrawSVG checks before it draws: that it
// has content to name things by, and that the view is of its own game. The
// errors begin with game and "DrawSVG".
func CheckView(game string, haveContent bool, viewGame string) error {
	if !haveContent {
		return fmt.Errorf("%s: DrawSVG: no content", game)
	}
	if viewGame != game {
		return fmt.Errorf("%s: DrawSVG: the view is of game %q, not %q", game, viewGame, game)
	}
	return nil
}

// Grid lays out a table's panels (the seats', the Cities') in rows of Cols,
// each W wide and Gap apart, the first row's top at Top: a row is as tall
// as its tallest panel.
type Grid struct {
	Left, Top, Cols, W, Gap int

	n    int   // the panels
	rows []int // each row's height
}

// NewGrid measures the grid of n panels, panel i height(i) tall, 16 pixels
// apart.
func NewGrid(left, top, cols, w, n int, height func(i int) int) Grid {
	g := Grid{Left: left, Top: top, Cols: cols, W: w, Gap: 16, n: n}
	for i := 0; i < n; i += cols {
		h := 0
		for j := i; j < min(i+cols, n); j++ {
			h = max(h, height(j))
		}
		g.rows = append(g.rows, h)
	}
	return g
}

// Bottom is where the grid ends: below its last row and the gap under it.
func (g Grid) Bottom() int {
	y := g.Top
	for _, h := range g.rows {
		y += h + g.Gap
	}
	return y
}

// Place calls draw with each panel in order and its top left corner.
func (g Grid) Place(draw func(i int, x, y float64)) {
	y := g.Top
	for i := 0; i < g.n; i++ {
		col := i % g.Cols
		if i > 0 && col == 0 {
			y += g.rows[i/g.Cols-1] + g.Gap
		}
		draw(i, float64(g.Left+col*(g.W+g.Gap)), float64(y))
	}
}
