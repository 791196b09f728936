package svg

import "strconv"

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
