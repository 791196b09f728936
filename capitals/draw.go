package capitals

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/internal/svg"
)

// DrawSVG draws the table a [View] shows as an SVG document: the Round
// Area with the round and its Era, the Initiative Track with every seat's
// marker, the Projects Area row by row, the Era stacks, the City Tracks with
// every marker and the Highest Culture token, and each City's grid of tiles
// (type colour, name, Energy Cubes, Tourists, Lakes, Construction Tokens)
// with its Power Plant, its energy and, for the viewer only, its Prestige
// and its face-down Prosperity tiles.
//
// The drawing reads only v, so it shows nothing the viewer may not see:
// another seat's Prestige is drawn as hidden until the game is over. Names
// come from c, the content v was made with: a renamed tile is drawn with its
// new name. It returns an error, having written at most part of the
// document, when v names something c lacks or does not parse, or when w
// fails.
//
// The document is written one table item a line (see package
// internal/svg), so the drawings of a game's decisions share most lines.
func DrawSVG(w io.Writer, c *Content, v View) error {
	d, err := newDrawing(c, v)
	if err != nil {
		return err
	}
	d.cv = svg.Begin(w, caWidth, d.height, "The Capitals: "+d.title(), "#f3f1ea")
	d.header()
	d.roundArea(caMargin, 84)
	d.initiative(caMargin, 170)
	d.projects(caMargin, 262)
	d.tracks(caLeftW+2*caMargin, 84)
	d.grid.Place(func(i int, x, y float64) { d.city(x, y, &d.cities[i]) })
	return d.cv.Finish()
}

// Drawing geometry, in pixels.
const (
	caMargin   = 20
	caWidth    = 1680
	caLeftW    = 800 // the Round Area, Initiative Track and Projects Area
	caTopH     = 560 // where the Cities begin
	caCityW    = 536
	caCityCols = 3
	caCellMax  = 74
)

// drawnCity is one City of the view, its tiles parsed.
type drawnCity struct {
	p                      PlayerView
	tiles                  []drawnTile
	tokens                 [][2]int
	minR, maxR, minC, maxC int
	cell                   float64
}

// drawnTile is a tile in a City: "id@r,c+cubes", or a Lake "lake:id@r,c+cubes".
type drawnTile struct {
	tile  *Tile
	r, c  int
	cubes int
	lake  bool
}

type drawing struct {
	c      *Content
	v      View
	cv     *svg.Canvas
	cities []drawnCity
	grid   svg.Grid // the Cities
	height int
}

func newDrawing(c *Content, v View) (*drawing, error) {
	if err := svg.CheckView(gameName, c != nil, v.Game); err != nil {
		return nil, err
	}
	d := &drawing{c: c, v: v}
	for _, row := range v.Rows {
		for _, id := range row {
			if _, ok := c.byID[id]; !ok {
				return nil, fmt.Errorf("capitals: DrawSVG: the Projects Area holds tile %q, which the content lacks", id)
			}
		}
	}
	for _, p := range v.Players {
		cd, err := d.parseCity(p)
		if err != nil {
			return nil, err
		}
		d.cities = append(d.cities, cd)
	}
	d.grid = svg.NewGrid(caMargin, caTopH, caCityCols, caCityW, len(d.cities), func(i int) int { return drawCityHeight(&d.cities[i]) })
	d.height = d.grid.Bottom() + caMargin
	return d, nil
}

// drawCell reads "r,c".
func drawCell(s string) (r, c int, ok bool) {
	a, b, found := strings.Cut(s, ",")
	r, err1 := strconv.Atoi(a)
	c, err2 := strconv.Atoi(b)
	return r, c, found && err1 == nil && err2 == nil
}

// parseCity reads a seat's tiles and Construction Tokens and finds the
// City's extent.
func (d *drawing) parseCity(p PlayerView) (drawnCity, error) {
	cd := drawnCity{p: p}
	bad := func(what, s string) error {
		return fmt.Errorf("capitals: DrawSVG: %v's City: %s %q", p.Seat, what, s)
	}
	if _, ok := d.c.byID[p.Plant]; !ok {
		return cd, bad("a Power Plant the content lacks:", p.Plant)
	}
	for _, s := range p.Tiles {
		t := drawnTile{}
		rest, lake := strings.CutPrefix(s, "lake:")
		t.lake = lake
		id, at, ok1 := strings.Cut(rest, "@")
		cellText, cubes, ok2 := strings.Cut(at, "+")
		r, c, ok3 := drawCell(cellText)
		n, err := strconv.Atoi(cubes)
		k, ok4 := d.c.byID[id]
		if !ok1 || !ok2 || !ok3 || err != nil {
			return cd, bad(`a tile that is not "id@r,c+cubes":`, s)
		}
		if !ok4 {
			return cd, bad("a tile the content lacks:", id)
		}
		t.tile, t.r, t.c, t.cubes = &d.c.tiles[k], r, c, n
		cd.tiles = append(cd.tiles, t)
	}
	for _, s := range p.Tokens {
		r, c, ok := drawCell(s)
		if !ok {
			return cd, bad(`a Construction Token not at "r,c":`, s)
		}
		cd.tokens = append(cd.tokens, [2]int{r, c})
	}
	for _, h := range p.Hand {
		if _, ok := d.c.byID[h]; !ok {
			return cd, bad("a Prosperity tile the content lacks:", h)
		}
	}
	cd.minR, cd.minC, cd.maxR, cd.maxC = 0, 0, 0, 0
	grow := func(r, c int) {
		cd.minR, cd.maxR = min(cd.minR, r), max(cd.maxR, r)
		cd.minC, cd.maxC = min(cd.minC, c), max(cd.maxC, c)
	}
	for _, t := range cd.tiles {
		grow(t.r, t.c)
	}
	for _, t := range cd.tokens {
		grow(t[0], t[1])
	}
	cols, rows := cd.maxC-cd.minC+1, cd.maxR-cd.minR+1
	cd.cell = math.Min(caCellMax, math.Min(float64(caCityW-24)/float64(cols), 420/float64(rows)))
	return cd, nil
}

// drawCityHeight is a City panel's height.
func drawCityHeight(cd *drawnCity) int {
	return 96 + int(math.Ceil(cd.cell*float64(cd.maxR-cd.minR+1)))
}

// title reads "round 8 of 12 · Era II · Building Phase · view of p0".
func (d *drawing) title() string {
	v := d.v
	who := svg.ViewerName(v.Viewer.String(), v.Viewer.IsSeat())
	era := ""
	if i := v.Round - 1; i >= 0 && i < len(d.c.rounds) {
		era = " · Era " + drawRoman(d.c.rounds[i].Era)
	}
	phase := ""
	if v.Phase != "" {
		phase = " · " + v.Phase
	}
	if v.Round == 0 {
		return fmt.Sprintf("setup · %d players · %s", len(v.Players), who)
	}
	return fmt.Sprintf("round %d of %d%s%s · %d players · %s", v.Round, len(d.c.rounds), era, phase, len(v.Players), who)
}

// drawRoman writes 1–3 as I–III.
func drawRoman(n int) string {
	if n >= 1 && n <= 3 {
		return [...]string{"I", "II", "III"}[n-1]
	}
	return strconv.Itoa(n)
}

func (d *drawing) header() {
	cv, v := d.cv, d.v
	cv.Head(caMargin, svg.Heading{
		Name: "The Capitals", NameStyle: svg.TextStyle{Size: 26, Bold: true, Fill: "#1f2d3d"},
		Title: d.title(), TitleAt: 185, TitleStyle: svg.TextStyle{Size: 17, Fill: "#3d4f63"},
		Prompt: v.Prompt, Over: v.Over, OverBold: true, Seat: int(v.ToMove), Italic: true,
	})
	cv.End()
}

// Era colours of the Round Area and the stacks.
var drawEraFill = [...]string{"#d8d2c4", "#9ecae1", "#fdd49e", "#c7a4d8"}

func (d *drawing) roundArea(x, y float64) {
	cv := d.cv
	cv.Text(x, y, "Round Area", svg.TextStyle{Size: 13, Bold: true})
	cv.End()
	n := len(d.c.rounds)
	w := math.Min(60, (caLeftW-10)/float64(max(1, n)))
	for i, r := range d.c.rounds {
		rx := x + float64(i)*w
		fill := drawEraFill[min(max(r.Era, 0), len(drawEraFill)-1)]
		st := svg.Style{Fill: fill, Stroke: "#6a7b8c", Radius: 4}
		if i == d.v.Round-1 {
			st = svg.Style{Fill: fill, Stroke: "#1f2d3d", Width: 3, Radius: 4}
		}
		cv.Rect(rx+1, y+8, w-4, 46, st)
		cv.Text(rx+w/2-1, y+28, strconv.Itoa(i+1), svg.TextStyle{Size: 15, Bold: true, Anchor: "middle", Fill: "#1f2d3d"})
		var marks []string
		if r.Expo {
			marks = append(marks, "Expo")
		}
		if r.Prosperity {
			marks = append(marks, "P")
		}
		cv.Text(rx+w/2-1, y+46, strings.Join(marks, " "), svg.TextStyle{Size: 9.5, Anchor: "middle", Fill: "#3d4f63"})
		cv.End()
	}
}

func (d *drawing) initiative(x, y float64) {
	cv := d.cv
	cv.Text(x, y, "Initiative Track", svg.TextStyle{Size: 13, Bold: true})
	cv.End()
	w := math.Min(140, (caLeftW-10)/float64(max(1, len(d.c.spaces))))
	for i, sp := range d.c.spaces {
		sx := x + float64(i)*w
		cv.Rect(sx+1, y+8, w-6, 66, svg.Style{Fill: "#fff", Stroke: "#6a7b8c", Radius: 6})
		cv.Text(sx+10, y+26, "$"+strconv.Itoa(sp.Cost)+" · ×"+strconv.Itoa(sp.Multiplier), svg.TextStyle{Size: 12, Bold: true})
		if sp.Mark > 0 {
			cv.Text(sx+w-14, y+26, strconv.Itoa(sp.Mark)+"p", svg.TextStyle{Size: 10, Anchor: "end", Fill: "#6a7b8c"})
		}
		k := 0
		for _, p := range d.v.Players {
			if p.Space == i {
				d.marker(sx+18+float64(k)*20, y+52, int(p.Seat))
				k++
			}
		}
		cv.End()
	}
}

// marker draws seat q's marker.
func (d *drawing) marker(x, y float64, q int) {
	d.cv.Circle(x, y, 8, svg.Style{Fill: svg.Seat(q), Stroke: "#fff", Width: 1.5})
	d.cv.Text(x, y+3.5, strconv.Itoa(q), svg.TextStyle{Size: 9.5, Bold: true, Fill: "#fff", Anchor: "middle"})
}

func (d *drawing) projects(x, y float64) {
	cv := d.cv
	stacks := make([]string, len(d.v.Stacks))
	for i, n := range d.v.Stacks {
		stacks[i] = "Era " + drawRoman(i+1) + ": " + strconv.Itoa(n)
	}
	text := "Stacks: " + strings.Join(stacks, " · ")
	if d.v.Prosperity > 0 {
		text += " · Prosperity: " + strconv.Itoa(d.v.Prosperity)
	}
	cv.Text(x, y, "Projects Area", svg.TextStyle{Size: 13, Bold: true})
	cv.Text(x+caLeftW-10, y, text, svg.TextStyle{Size: 11.5, Anchor: "end", Fill: "#3d4f63"})
	cv.End()
	th := 72.0
	for r, row := range d.v.Rows {
		// As wide as 104 pixels, narrower when the row holds more tiles
		// than fit (7 with 5 players: "two Era I Building Tiles plus one
		// more for every player"), so that every tile is drawn.
		tw := math.Max(4, math.Min(104, (caLeftW-66)/float64(max(1, len(row)))-6))
		ry := y + 10 + float64(r)*(th+8)
		cost := 0
		if r < len(d.c.rows) {
			cost = d.c.rows[r]
		}
		cv.Rect(x, ry, caLeftW-10, th, svg.Style{Fill: "#e7e3d8", Radius: 6})
		cv.Text(x+26, ry+th/2+6, "$"+strconv.Itoa(cost), svg.TextStyle{Size: 17, Bold: true, Anchor: "middle", Fill: "#5b6b7b"})
		cv.End()
		for i, id := range row {
			d.tileCard(x+56+float64(i)*(tw+6), ry+4, tw, th-8, &d.c.tiles[d.c.byID[id]], 0, false)
		}
	}
}

// typeFill is the colour of building type t (an index into the content's
// types), a Power Plant's when t < 0.
func (d *drawing) typeFill(t int) string {
	if t < 0 || t >= len(d.c.types) {
		return "#b0b0b0"
	}
	return drawTypePalette[t%len(drawTypePalette)]
}

// drawTypePalette colours the building types in content order: Housing,
// Industry, Commerce, Tourism, Public, Prosperity in the default content.
var drawTypePalette = [...]string{"#f3c96b", "#a3a8b3", "#78b7e6", "#d594c4", "#7cc48e", "#f29e5c", "#c6b7e6", "#e6a3a3"}

// tileCard draws a tile: its type colour, name, Era and Energy Cubes.
func (d *drawing) tileCard(x, y, w, h float64, t *Tile, cubes int, lake bool) {
	cv := d.cv
	tip := t.Name
	if t.Type >= 0 && t.Type < len(d.c.types) {
		tip += " (" + d.c.types[t.Type] + ")"
	}
	if t.Text != "" {
		tip += ": " + t.Text
	}
	if lake {
		tip = "Lake (" + t.Name + " built face down)"
	}
	if cubes > 0 {
		tip += " · " + strconv.Itoa(cubes) + " Energy Cubes on it"
	}
	cv.Group(tip)
	fill := d.typeFill(t.Type)
	if lake {
		fill = "#5fa8d3"
	}
	cv.Rect(x, y, w, h, svg.Style{Fill: fill, Stroke: "#33414f", Width: 1.2, Radius: 5})
	size := math.Max(7.5, math.Min(11, w/9.5))
	name := t.Name
	if lake {
		name = "Lake"
	}
	cv.Lines(x+w/2, y+size+3, size+1.5, svg.Wrap(name, int(w/(size*0.6)), 3), svg.TextStyle{Size: size, Bold: true, Anchor: "middle", Fill: "#1b2733"})
	if t.Era > 0 && !lake {
		cv.Text(x+4, y+h-4, drawRoman(t.Era), svg.TextStyle{Size: size - 1, Fill: "#33414f"})
	}
	// Up to 8 cubes one by one; more (a tile activated again and again in
	// an Era) as one cube and their count.
	shown := cubes
	if cubes > 8 {
		shown = 1
		cv.Text(x+w-12, y+h-4, "×"+strconv.Itoa(cubes), svg.TextStyle{Size: size - 1, Bold: true, Anchor: "end", Fill: "#1b2733"})
	}
	for k := 0; k < shown; k++ {
		cv.Rect(x+w-10-float64(k%4)*8, y+h-10-float64(k/4)*8, 6, 6, svg.Style{Fill: "#f7d21e", Stroke: "#7a6500", Width: 0.6})
	}
	cv.CloseGroup()
	cv.End()
}
