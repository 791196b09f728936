package capitals

import (
	"math"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/internal/svg"
)

// tracks draws the City Tracks, a row each, every seat's marker on its
// level.
func (d *drawing) tracks(x, y float64) {
	cv, v := d.cv, d.v
	w := float64(caWidth-caMargin) - x
	cv.Text(x, y, "City Tracks", svg.TextStyle{Size: 13, Bold: true})
	if h := v.Highest; h.IsSeat() {
		cv.Text(x+w, y, "Highest Culture: "+h.String(), svg.TextStyle{Size: 12, Anchor: "end", Bold: true, Fill: svg.Seat(int(h))})
	}
	cv.End()
	rowH := 76.0
	// Markers on one level stack downwards, at most 39 pixels for the
	// lowest (every seat's and the 2-player neutral marker on one space),
	// so that they stay within the row.
	// The neutral Culture marker of a 2-player game (see State.View: its
	// level is 0, omitted, on the first space).
	neutral := len(v.Players) == 2
	markers := len(v.Players)
	if neutral {
		markers++
	}
	step := math.Min(11, 39/float64(max(1, markers-1)))
	for i, id := range trackIDs[:nTracks] {
		tr := &d.c.tracks[i]
		ry := y + 12 + float64(i)*rowH
		n := tr.Max - tr.Min + 1
		lx := x + 128
		cellW := math.Min(40, (w-128)/float64(max(1, n)))
		cv.Text(x, ry+19, tr.Label, svg.TextStyle{Size: 12.5, Bold: true})
		if tr.Circular {
			cv.Text(x, ry+34, "circular", svg.TextStyle{Size: 10, Italic: true, Fill: "#5b6b7b"})
		}
		for k := 0; k < n; k++ {
			level := tr.Min + k
			fill := "#fff"
			switch {
			case level < 0:
				fill = "#f6dcdc"
			case drawAttraction(tr, level):
				fill = "#e9d8f2"
			}
			cv.Rect(lx+float64(k)*cellW, ry+6, cellW-1.5, 18, svg.Style{Fill: fill, Stroke: "#9aa7b4", Width: 0.8, Radius: 2})
			if n <= 25 || level%5 == 0 {
				cv.Text(lx+(float64(k)+0.5)*cellW-0.75, ry+19, strconv.Itoa(level), svg.TextStyle{Size: 8.5, Anchor: "middle", Fill: "#4a5a6a"})
			}
		}
		cv.End()
		stacked := map[int]int{}
		at := func(level int) float64 {
			k := min(max(level-tr.Min, 0), n-1)
			return lx + (float64(k)+0.5)*cellW - 0.75
		}
		for _, p := range v.Players {
			level := p.Tracks[id]
			k := stacked[level]
			stacked[level]++
			cv.Group(p.Seat.String() + " " + tr.Label + " " + strconv.Itoa(level))
			d.marker(at(level), ry+35+float64(k)*step, int(p.Seat))
			cv.CloseGroup()
			cv.End()
		}
		if i == tCult && neutral {
			k := stacked[v.Neutral]
			cv.Group("neutral Culture marker " + strconv.Itoa(v.Neutral))
			cv.Circle(at(v.Neutral), ry+35+float64(k)*step, 8, svg.Style{Fill: "#8a8a8a", Stroke: "#fff", Width: 1.5})
			cv.CloseGroup()
			cv.End()
		}
	}
}

// drawAttraction reports an Attraction Level of the track at level.
func drawAttraction(tr *Track, level int) bool {
	for _, a := range tr.Attraction {
		if a.At == level {
			return true
		}
	}
	return false
}

// city draws one City: its panel, its seat's holdings and its grid of
// tiles with their Tourists and the Construction Tokens.
func (d *drawing) city(x, y float64, cd *drawnCity) {
	cv, v := d.cv, d.v
	p := cd.p
	q := int(p.Seat)
	cv.SeatPanel(x, y, caCityW, float64(drawCityHeight(cd)), q, v.ToMove == p.Seat)
	name := svg.PanelName(p.Seat.String(), v.Viewer == p.Seat)
	if v.ToMove == p.Seat {
		name += " · to move"
	}
	cv.Text(x+12, y+21, name, svg.TextStyle{Size: 15, Bold: true, Fill: "#fff"})
	cv.Text(x+caCityW-12, y+22, d.prestige(p), svg.TextStyle{Size: 16, Bold: true, Fill: "#fff", Anchor: "end"})
	cv.End()
	plant := &d.c.tiles[d.c.byID[p.Plant]]
	info := plant.Name + " (level " + strconv.Itoa(plant.Level) + ") · " + strconv.Itoa(p.Cubes) + " Energy Cubes on it"
	if p.Space >= 0 {
		info += " · Initiative space " + strconv.Itoa(p.Space+1)
	}
	cv.Text(x+12, y+48, info, svg.TextStyle{Size: 11.5})
	for k := 0; k < min(p.Cubes, 12); k++ {
		cv.Rect(x+caCityW-16-float64(k)*9, y+39, 7, 7, svg.Style{Fill: "#f7d21e", Stroke: "#7a6500", Width: 0.6})
	}
	cv.End()
	hold := d.holdings(p)
	cv.Group(hold)
	cv.Text(x+12, y+66, strings.Join(svg.Wrap(hold, 84, 1), ""), svg.TextStyle{Size: 11.5})
	cv.CloseGroup()
	cv.End()

	cols, rows := cd.maxC-cd.minC+1, cd.maxR-cd.minR+1
	x0 := x + (caCityW-float64(cols)*cd.cell)/2
	y0 := y + 80
	pos := func(r, c int) (float64, float64) {
		return x0 + float64(c-cd.minC)*cd.cell, y0 + float64(r-cd.minR)*cd.cell
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			cv.Rect(x0+float64(c)*cd.cell+1, y0+float64(r)*cd.cell+1, cd.cell-2, cd.cell-2, svg.Style{Stroke: "#d3cbbf", Dash: "2 3", Radius: 4})
		}
	}
	cv.End()
	for _, t := range cd.tiles {
		tx, ty := pos(t.r, t.c)
		d.tileCard(tx+2, ty+2, cd.cell-4, cd.cell-4, t.tile, t.cubes, t.lake)
	}
	for _, t := range cd.tokens {
		tx, ty := pos(t[0], t[1])
		cx, cy := tx+cd.cell/2, ty+cd.cell/2
		cv.Group("Construction Token at " + strconv.Itoa(t[0]) + "," + strconv.Itoa(t[1]))
		cv.Polygon(svg.Style{Fill: "#4a5a6a", Stroke: "#fff", Width: 1.2, Opacity: 0.85}, cx, cy-11, cx+11, cy, cx, cy+11, cx-11, cy)
		cv.CloseGroup()
		cv.End()
	}
	d.tourists(q, cd, pos)
}

// prestige is what the viewer may know of seat p's Prestige.
func (d *drawing) prestige(p PlayerView) string {
	if q := int(p.Seat); d.v.Over && q < len(d.v.Scores) {
		return strconv.Itoa(d.v.Scores[q]) + " Prestige"
	}
	if p.Prestige != nil {
		return strconv.Itoa(*p.Prestige) + " Prestige"
	}
	return "Prestige hidden"
}

// holdings reads the seat's Prosperity tiles (named for the viewer's own)
// and its Tourists beside the City.
func (d *drawing) holdings(p PlayerView) string {
	var parts []string
	switch {
	case len(p.Hand) > 0:
		names := make([]string, len(p.Hand))
		for i, id := range p.Hand {
			names[i] = d.c.tiles[d.c.byID[id]].Name
		}
		parts = append(parts, "Prosperity tiles: "+strings.Join(names, ", "))
	case p.HandSize > 0:
		parts = append(parts, strconv.Itoa(p.HandSize)+" face-down Prosperity tiles")
	}
	beside := 0
	for _, t := range d.v.Tourists {
		if t.City == p.Seat && t.At == "" {
			beside++
		}
	}
	if beside > 0 {
		parts = append(parts, strconv.Itoa(beside)+" Tourists beside the City")
	}
	if len(parts) == 0 {
		return "no Prosperity tiles, no Tourists waiting"
	}
	return strings.Join(parts, " · ")
}

// tourists draws the Tourist Markers on City q's tiles, in their owners'
// colours (the neutral one grey).
func (d *drawing) tourists(q int, cd *drawnCity, pos func(r, c int) (float64, float64)) {
	onCell := map[string]int{}
	for _, t := range d.v.Tourists {
		if t.City != rulebook.Player(q) || t.At == "" {
			continue
		}
		r, c, ok := drawCell(t.At)
		if !ok {
			continue
		}
		tx, ty := pos(r, c)
		k := onCell[t.At]
		onCell[t.At]++
		fill, label := "#8a8a8a", "neutral Tourist"
		if t.Owner.IsSeat() {
			fill, label = svg.Seat(int(t.Owner)), t.Owner.String()+"'s Tourist"
		}
		cx, cy := tx+12+float64(k)*13, ty+cd.cell-14
		d.cv.Group(label)
		d.cv.Polygon(svg.Style{Fill: fill, Stroke: "#fff", Width: 1.2}, cx-6, cy+6, cx+6, cy+6, cx+3, cy-2, cx-3, cy-2)
		d.cv.Circle(cx, cy-6, 4.5, svg.Style{Fill: fill, Stroke: "#fff", Width: 1.2})
		d.cv.CloseGroup()
		d.cv.End()
	}
}
