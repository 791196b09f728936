// Package svg writes the SVG drawings of the games' tables: a small canvas
// of rectangles, circles, paths and text with presentation attributes only
// (no style sheet, no fonts, no scripts), so a drawing is self-contained and
// the same wherever it is shown.
//
// A drawing is written one table item a line: everything between two calls
// of [Canvas.End] is one line of the document. A viewer that keeps many
// drawings of one game (one per decision) stores each distinct line once.
package svg

import (
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Font is the font family every drawing asks for: sans-serif faces that
// ship with the common systems, then the generic family.
const Font = "DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif"

// Canvas writes one SVG document to a writer.
type Canvas struct {
	w   io.Writer
	b   []byte // the line being built
	err error  // the first write error
}

// Begin writes the head of an SVG document of the given size in pixels,
// with a title (shown as the document's name and read by screen readers)
// and a background colour, and returns the canvas to draw on.
func Begin(w io.Writer, width, height int, title, background string) *Canvas {
	c := &Canvas{w: w, b: make([]byte, 0, 4096)}
	c.raw(`<svg xmlns="http://www.w3.org/2000/svg" width="`)
	c.b = strconv.AppendInt(c.b, int64(width), 10)
	c.raw(`" height="`)
	c.b = strconv.AppendInt(c.b, int64(height), 10)
	c.raw(`" viewBox="0 0 `)
	c.b = strconv.AppendInt(c.b, int64(width), 10)
	c.raw(" ")
	c.b = strconv.AppendInt(c.b, int64(height), 10)
	c.raw(`" font-family="` + Font + `" role="img">`)
	c.End()
	c.raw("<title>")
	c.text(title)
	c.raw("</title>")
	c.End()
	c.Rect(0, 0, float64(width), float64(height), Style{Fill: background})
	c.End()
	return c
}

// Finish ends the document and returns the first error met writing it.
func (c *Canvas) Finish() error {
	c.End()
	c.raw("</svg>")
	c.End()
	return c.err
}

// End ends the current line: what was drawn since the last End is one item.
func (c *Canvas) End() {
	if len(c.b) == 0 {
		return
	}
	c.b = append(c.b, '\n')
	if c.err == nil {
		_, c.err = c.w.Write(c.b)
	}
	c.b = c.b[:0]
}

// Style is how a shape is painted. An empty Fill is "none", an empty Stroke
// draws no outline.
type Style struct {
	Fill    string
	Stroke  string
	Width   float64 // the outline's width; 1 when zero and Stroke is set
	Radius  float64 // the corner radius of a rectangle
	Opacity float64 // 0 means opaque
	Dash    string  // stroke-dasharray, "" for a solid line
}

// TextStyle is how text is set.
type TextStyle struct {
	Size   float64 // font size in pixels; 12 when zero
	Fill   string  // "#222" when empty
	Bold   bool
	Italic bool
	Anchor string // "start" (the default), "middle" or "end"
}

// Rect draws a rectangle.
func (c *Canvas) Rect(x, y, w, h float64, s Style) {
	c.raw("<rect")
	c.num("x", x)
	c.num("y", y)
	c.num("width", math.Max(0, w))
	c.num("height", math.Max(0, h))
	if s.Radius > 0 {
		c.num("rx", s.Radius)
	}
	c.style(s)
	c.raw("/>")
}

// Circle draws a circle.
func (c *Canvas) Circle(cx, cy, r float64, s Style) {
	c.raw("<circle")
	c.num("cx", cx)
	c.num("cy", cy)
	c.num("r", r)
	c.style(s)
	c.raw("/>")
}

// Line draws a straight line.
func (c *Canvas) Line(x1, y1, x2, y2 float64, s Style) {
	c.raw("<line")
	c.num("x1", x1)
	c.num("y1", y1)
	c.num("x2", x2)
	c.num("y2", y2)
	c.style(s)
	c.raw("/>")
}

// Polygon draws a closed shape through the points (x0, y0, x1, y1, …).
func (c *Canvas) Polygon(s Style, xy ...float64) {
	c.raw(`<polygon points="`)
	for i := 0; i+1 < len(xy); i += 2 {
		if i > 0 {
			c.raw(" ")
		}
		c.b = appendNum(c.b, xy[i])
		c.raw(",")
		c.b = appendNum(c.b, xy[i+1])
	}
	c.raw(`"`)
	c.style(s)
	c.raw("/>")
}

// Text sets one line of text with its baseline at y.
func (c *Canvas) Text(x, y float64, text string, t TextStyle) {
	c.raw("<text")
	c.num("x", x)
	c.num("y", y)
	size := t.Size
	if size == 0 {
		size = 12
	}
	c.num("font-size", size)
	fill := t.Fill
	if fill == "" {
		fill = "#222"
	}
	c.attr("fill", fill)
	if t.Bold {
		c.attr("font-weight", "bold")
	}
	if t.Italic {
		c.attr("font-style", "italic")
	}
	if t.Anchor != "" && t.Anchor != "start" {
		c.attr("text-anchor", t.Anchor)
	}
	c.raw(">")
	c.text(text)
	c.raw("</text>")
}

// Lines sets text lines one under the other, the first baseline at y, each
// next one lead pixels lower.
func (c *Canvas) Lines(x, y, lead float64, lines []string, t TextStyle) {
	for i, l := range lines {
		c.Text(x, y+float64(i)*lead, l, t)
	}
}

// Group opens a group whose tooltip is tip (nothing when tip is empty);
// CloseGroup closes it.
func (c *Canvas) Group(tip string) {
	c.raw("<g>")
	if tip != "" {
		c.raw("<title>")
		c.text(tip)
		c.raw("</title>")
	}
}

// CloseGroup closes the group Group opened.
func (c *Canvas) CloseGroup() { c.raw("</g>") }

func (c *Canvas) raw(s string) { c.b = append(c.b, s...) }

func (c *Canvas) num(name string, v float64) {
	c.b = append(c.b, ' ')
	c.b = append(c.b, name...)
	c.b = append(c.b, `="`...)
	c.b = appendNum(c.b, v)
	c.b = append(c.b, '"')
}

func (c *Canvas) attr(name, value string) {
	c.b = append(c.b, ' ')
	c.b = append(c.b, name...)
	c.b = append(c.b, `="`...)
	c.text(value)
	c.b = append(c.b, '"')
}

func (c *Canvas) style(s Style) {
	fill := s.Fill
	if fill == "" {
		fill = "none"
	}
	c.attr("fill", fill)
	if s.Stroke != "" {
		c.attr("stroke", s.Stroke)
		if s.Width != 0 && s.Width != 1 {
			c.num("stroke-width", s.Width)
		}
		if s.Dash != "" {
			c.attr("stroke-dasharray", s.Dash)
		}
	}
	if s.Opacity > 0 && s.Opacity < 1 {
		c.num("opacity", s.Opacity)
	}
}

// text appends s escaped for XML text and attribute values.
func (c *Canvas) text(s string) {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '&':
			c.raw("&amp;")
		case r == '<':
			c.raw("&lt;")
		case r == '>':
			c.raw("&gt;")
		case r == '"':
			c.raw("&quot;")
		case r == utf8.RuneError && n == 1, r < 0x20 && r != '\t', r == 0xFFFE, r == 0xFFFF:
			c.raw("\uFFFD") // not allowed in XML
		default:
			c.b = append(c.b, s[i:i+n]...)
		}
		i += n
	}
}

// appendNum appends v rounded to a tenth, with no needless digits.
func appendNum(b []byte, v float64) []byte {
	v = math.Round(v*10) / 10
	if v == 0 {
		v = 0 // no "-0"
	}
	return strconv.AppendFloat(b, v, 'f', -1, 64)
}

// Wrap breaks text into at most lines lines of at most width characters,
// at spaces and hyphens where it can; what does not fit ends in "…".
func Wrap(text string, width, lines int) []string {
	if width < 1 || lines < 1 {
		return nil
	}
	var out []string
	rest := []rune(strings.TrimSpace(text))
	for len(rest) > 0 && len(out) < lines {
		if len(rest) <= width {
			out = append(out, string(rest))
			break
		}
		if len(out) == lines-1 { // the last line: as much as fits, then "…"
			out = append(out, strings.TrimRight(string(rest[:width-1]), " -/")+"…")
			break
		}
		cut := width
		for i := width; i > 0; i-- {
			if rest[i] == ' ' || rest[i-1] == '-' || rest[i-1] == '/' {
				cut = i
				break
			}
		}
		out = append(out, strings.TrimSpace(string(rest[:cut])))
		rest = []rune(strings.TrimSpace(string(rest[cut:])))
	}
	return out
}

// Seat is the colour of seat p's pieces in every game's drawing (p0 first),
// chosen to stand apart from one another and from the games' component
// colours; seats past the palette reuse it.
func Seat(p int) string {
	if p < 0 {
		return "#8a8a8a"
	}
	return seatColors[p%len(seatColors)]
}

// SeatLight is a pale tint of [Seat], for the ground of a seat's panel.
func SeatLight(p int) string {
	if p < 0 {
		return "#eeeeee"
	}
	return seatLight[p%len(seatLight)]
}

var (
	seatColors = [...]string{"#7b3fa8", "#0f8b8d", "#d4a017", "#d6336c", "#6b4f2a"}
	seatLight  = [...]string{"#efe6f6", "#e2f3f3", "#fbf3d9", "#fbe5ec", "#efe9e0"}
)
