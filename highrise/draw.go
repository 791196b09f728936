package highrise

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/internal/svg"
)

// DrawSVG draws the table a [View] shows as an SVG document: the One-Way
// Track around the board with every Mogul, the Bonus Spaces and what lies
// on them, the Tenants on their spaces; inside it the Neighborhoods with
// their Building Spaces and Buildings (height, owner, Extra Floors, Spires,
// Penthouse Floors) and the Blueprint Cards; beside it each seat's
// Construction Yards, Floors on a card, Spires and Power Cards; below it the
// Score and Corruption Tracks and the supply.
//
// The drawing reads only v, so it shows nothing the viewer may not see (a
// face-down Blueprint Card is drawn face down). Names come from c, the
// content v was made with: a renamed card is drawn with its new name. It
// returns an error, having written at most part of the document, when v
// names something c lacks or when w fails.
//
// The document is written one table item a line (see package
// internal/svg), so the drawings of a game's decisions share most lines.
func DrawSVG(w io.Writer, c *Content, v View) error {
	d, err := newDrawing(c, v)
	if err != nil {
		return err
	}
	d.cv = svg.Begin(w, d.width, d.height, "High Rise: "+d.title(), "#f6f1e7")
	d.header()
	d.track()
	d.interior()
	d.seats()
	d.tracks()
	d.supply()
	return d.cv.Finish()
}

// Drawing geometry, in pixels.
const (
	hrMargin  = 20
	hrCell    = 60  // a track space
	hrTop     = 76  // the board's top edge
	hrSideW   = 450 // the seats' column
	hrSeatH   = 214 // one seat's panel
	hrBelowH  = 300 // the tracks and the supply under the board
	hrFloorPx = 13  // the tallest a Floor is drawn
)

// drawing is one DrawSVG call: the view, its content and where things go.
type drawing struct {
	c    *Content
	v    View
	side *Side
	cv   *svg.Canvas

	cols, rows    int // the track's cells along the top and down the side
	width, height int
	boardW        float64
	spaceAt       map[string]int // track space id → index on the side
	tenantAt      map[int]string // track space index → Tenant id beside it
}

func newDrawing(c *Content, v View) (*drawing, error) {
	if err := svg.CheckView(gameName, c != nil, v.Game); err != nil {
		return nil, err
	}
	d := &drawing{c: c, v: v}
	if err := d.findSide(); err != nil {
		return nil, err
	}
	if err := d.checkNames(); err != nil {
		return nil, err
	}
	n := len(d.side.Spaces)
	d.rows = max(4, (n+4+2)/5) // about 3 cells across for 2 down
	d.cols = (n+4+1)/2 - d.rows
	for 2*d.cols+2*d.rows-4 < n {
		d.cols++
	}
	d.boardW = float64(d.cols * hrCell)
	d.width = hrMargin*3 + d.cols*hrCell + hrSideW
	boardBottom := hrTop + d.rows*hrCell
	d.height = max(boardBottom+hrBelowH, hrTop+len(v.Players)*hrSeatH+190) + hrMargin
	return d, nil
}

// findSide finds the board side the view is played on: the one whose Bonus
// Spaces the view lists, for its number of seats.
func (d *drawing) findSide() error {
	for i := range d.c.sides {
		s := &d.c.sides[i]
		if !slices.Contains(s.Players, len(d.v.Players)) || len(s.BonusSpaces) != len(d.v.BonusSpaces) {
			continue
		}
		ok := true
		for b, at := range s.BonusSpaces {
			ok = ok && s.Spaces[at].ID == d.v.BonusSpaces[b].Space
		}
		if !ok {
			continue
		}
		d.side = s
		d.spaceAt = make(map[string]int, len(s.Spaces))
		for k, sp := range s.Spaces {
			d.spaceAt[sp.ID] = k
		}
		return nil
	}
	return fmt.Errorf("highrise: DrawSVG: no board side of the content has %d seats and the view's %d Bonus Spaces", len(d.v.Players), len(d.v.BonusSpaces))
}

// checkNames checks that every id the view names is in the content, and
// notes which Tenant lies beside each Tenant space of the track.
func (d *drawing) checkNames() error {
	v := d.v
	bad := func(what, id string) error {
		return fmt.Errorf("highrise: DrawSVG: the view names %s %q, which the content lacks", what, id)
	}
	slots := d.side.HoodSlots
	if len(v.BuildingSpaces) != len(d.c.hoods)*slots {
		return fmt.Errorf("highrise: DrawSVG: the view has %d Building Spaces, the board side %d", len(v.BuildingSpaces), len(d.c.hoods)*slots)
	}
	d.tenantAt = map[int]string{}
	for i, b := range v.BuildingSpaces {
		if _, ok := d.c.lookup('h', b.Neighborhood); !ok {
			return bad("Neighborhood", b.Neighborhood)
		}
		if b.Tenant == "" {
			continue
		}
		if _, ok := d.c.lookup('n', b.Tenant); !ok {
			return bad("Tenant", b.Tenant)
		}
		if at := d.side.TenantSpace[i]; at >= 0 {
			d.tenantAt[at] = b.Tenant
		}
	}
	for _, b := range v.BonusSpaces {
		if _, ok := d.c.lookup('t', b.Tile); b.Tile != "" && !ok {
			return bad("Bonus Tile", b.Tile)
		}
		if _, ok := d.c.lookup('k', b.Card); b.Card != "" && !ok {
			return bad("Power Card", b.Card)
		}
	}
	for _, p := range v.Players {
		if _, ok := d.spaceAt[p.Position]; p.Position != "" && !ok {
			return bad("track space", p.Position)
		}
		for _, h := range p.PowerCards {
			if _, ok := d.c.lookup('k', h.Card); !ok {
				return bad("Power Card", h.Card)
			}
		}
	}
	for id := range v.PowerCards {
		if _, ok := d.c.lookup('k', id); !ok {
			return bad("Power Card", id)
		}
	}
	for _, b := range v.Blueprints {
		if _, ok := d.c.lookup('b', b.Card); b.Card != "" && !ok {
			return bad("Blueprint Card", b.Card)
		}
	}
	return nil
}

// title reads "2020 · 4 players · view of p0".
func (d *drawing) title() string {
	v := d.v
	who := svg.ViewerName(v.Viewer.String(), v.Viewer.IsSeat())
	round := strconv.Itoa(v.Round)
	if v.Setup {
		round = "setup for " + round
	}
	return fmt.Sprintf("%s · %d players · %s", round, len(v.Players), who)
}

func (d *drawing) header() {
	cv, v := d.cv, d.v
	cv.Head(hrMargin, svg.Heading{
		Name: "High Rise", NameStyle: svg.TextStyle{Size: 26, Bold: true, Fill: "#3b2f1e"},
		Title: d.title(), TitleAt: 150, TitleStyle: svg.TextStyle{Size: 18, Fill: "#5a4a32"},
		Prompt: v.Prompt, Over: v.Over, Seat: int(v.ToMove), Italic: v.ToMove == rulebook.Chance,
	})
	cv.End()
}

// cellXY is where the k-th cell of the track's loop lies, clockwise from
// the top-left corner.
func (d *drawing) cellXY(k int) (x, y float64) {
	c, r := d.cols, d.rows
	switch {
	case k < c:
		return float64(hrMargin + k*hrCell), hrTop
	case k < c+r-1:
		return float64(hrMargin + (c-1)*hrCell), float64(hrTop + (k-c+1)*hrCell)
	case k < 2*c+r-2:
		return float64(hrMargin + (2*c+r-3-k)*hrCell), float64(hrTop + (r-1)*hrCell)
	}
	return hrMargin, float64(hrTop + (2*c+2*r-4-k)*hrCell)
}

// Fills of the track's kinds of spaces.
var hrSpaceFill = [...]string{kindAction: "#fffaf0", kindTenant: "#ece6f5", kindBonus: "#fdf0c8", kindStop: "#d9d4cc"}

func (d *drawing) track() {
	cv := d.cv
	cv.Rect(hrMargin-4, hrTop-4, d.boardW+8, float64(d.rows*hrCell+8), svg.Style{Fill: "#e4dccb", Stroke: "#8c7b5e", Width: 2, Radius: 10})
	cv.End()
	for k := range d.side.Spaces {
		d.trackSpace(k)
	}
	d.moguls()
}

func (d *drawing) trackSpace(k int) {
	cv, sp := d.cv, &d.side.Spaces[k]
	x, y := d.cellXY(k)
	z := &d.side.Zones[sp.Zone]
	cv.Group(d.spaceTip(k))
	cv.Rect(x+1.5, y+1.5, hrCell-3, hrCell-3, svg.Style{Fill: hrSpaceFill[sp.Kind], Stroke: "#9b8b6e", Radius: 4})
	small := svg.TextStyle{Size: 8, Fill: "#3b2f1e", Anchor: "middle"}
	mid := x + hrCell/2
	switch sp.Kind {
	case kindAction, kindStop:
		lines := svg.Wrap(d.c.actions[sp.Action].Name, 13, 3)
		if z.Hood >= 0 { // a Construction Zone: its Neighborhood under the action
			lines = svg.Wrap(d.c.actions[sp.Action].Name, 13, 2)
			cv.Lines(mid, y+36, 9, svg.Wrap(d.c.hoods[z.Hood].Name, 12, 2), svg.TextStyle{Size: 8, Bold: true, Fill: "#2e3b22", Anchor: "middle"})
		}
		cv.Lines(mid, y+14, 9.5, lines, small)
	case kindTenant:
		if id := d.tenantAt[k]; id != "" {
			n, _ := d.c.lookup('n', id)
			t := &d.c.tenants[n]
			cv.Lines(mid, y+14, 10, svg.Wrap(t.Name, 12, 3), svg.TextStyle{Size: 8.5, Fill: "#4b2d7a", Anchor: "middle", Bold: true})
		} else {
			cv.Text(mid, y+18, "no Tenant", svg.TextStyle{Size: 8.5, Fill: "#8a7f99", Anchor: "middle", Italic: true})
		}
	case kindBonus:
		d.bonusSpace(x, y, d.v.BonusSpaces[sp.Bonus])
	}
	if sp.Corruption > 0 {
		cv.Rect(x+hrCell-19, y+3, 16, 11, svg.Style{Fill: "#b3261e", Radius: 3})
		cv.Text(x+hrCell-11, y+11.5, "+"+strconv.Itoa(sp.Corruption), svg.TextStyle{Size: 8, Fill: "#fff", Anchor: "middle", Bold: true})
	}
	cv.CloseGroup()
	cv.End()
}

// spaceTip describes track space k for its tooltip.
func (d *drawing) spaceTip(k int) string {
	sp := &d.side.Spaces[k]
	tip := sp.ID
	switch sp.Kind {
	case kindAction, kindStop:
		tip = d.c.actions[sp.Action].Name
		if h := d.side.Zones[sp.Zone].Hood; h >= 0 {
			tip += " (" + d.c.hoods[h].Name + " Construction Zone)"
		}
	case kindTenant:
		if id := d.tenantAt[k]; id != "" {
			n, _ := d.c.lookup('n', id)
			tip = d.c.tenants[n].Name + ": " + d.c.tenants[n].Text
		}
	case kindBonus:
		b := d.v.BonusSpaces[sp.Bonus]
		var parts []string
		if b.Tile != "" {
			t, _ := d.c.lookup('t', b.Tile)
			parts = append(parts, d.c.tiles[t].Name)
		}
		if b.Card != "" {
			k, _ := d.c.lookup('k', b.Card)
			parts = append(parts, "Power Card "+d.c.cards[k].Name)
		}
		if len(b.Floors) > 0 {
			parts = append(parts, d.floorText(b.Floors))
		}
		tip = "Bonus Space: " + strings.Join(parts, ", ")
		if len(parts) == 0 {
			tip = "Bonus Space: empty"
		}
	}
	if sp.Corruption > 0 {
		tip += " (+" + strconv.Itoa(sp.Corruption) + " Corruption)"
	}
	return tip
}

// bonusSpace draws what lies on a Bonus Space.
func (d *drawing) bonusSpace(x, y float64, b BonusSpaceView) {
	cv := d.cv
	empty := true
	ty := y + 13.0
	if b.Fixed {
		cv.Text(x+hrCell/2, ty, "printed bonus", svg.TextStyle{Size: 8, Italic: true, Fill: "#6b5a2e", Anchor: "middle"})
		ty += 10
	}
	if b.Tile != "" {
		t, _ := d.c.lookup('t', b.Tile)
		name := d.c.tiles[t].Name
		empty = false
		cv.Lines(x+hrCell/2, ty, 9.5, svg.Wrap(name, 12, 2), svg.TextStyle{Size: 8.5, Bold: true, Fill: "#6b4a00", Anchor: "middle"})
		ty += 19
	}
	if b.Card != "" {
		k, _ := d.c.lookup('k', b.Card)
		empty = false
		cv.Lines(x+hrCell/2, ty, 9, svg.Wrap(d.c.cards[k].Name, 13, 1), svg.TextStyle{Size: 8, Italic: true, Fill: "#3b2f1e", Anchor: "middle"})
	}
	if len(b.Floors) > 0 {
		d.floorRow(x+5, y+hrCell-16, 9, b.Floors)
		empty = false
	}
	if empty && !b.Fixed {
		cv.Text(x+hrCell/2, y+34, "empty", svg.TextStyle{Size: 8.5, Italic: true, Fill: "#a89a70", Anchor: "middle"})
	}
}

// moguls draws every Mogul on its space, those sharing a space side by
// side, the one on top first.
func (d *drawing) moguls() {
	type mogul struct {
		label, fill string
		space, at   int
	}
	var ms []mogul
	for _, p := range d.v.Players {
		if k, ok := d.spaceAt[p.Position]; ok {
			ms = append(ms, mogul{strconv.Itoa(int(p.Seat)), svg.Seat(int(p.Seat)), k, p.Stack})
		}
	}
	if n := d.v.Neutral; n != nil {
		for i, m := range n.Moguls {
			if k, ok := d.spaceAt[m.Position]; ok {
				ms = append(ms, mogul{"N" + strconv.Itoa(i+1), "#8a8a8a", k, m.Stack})
			}
		}
	}
	slices.SortStableFunc(ms, func(a, b mogul) int { return a.at - b.at })
	onSpace := map[int]int{}
	for _, m := range ms {
		x, y := d.cellXY(m.space)
		i := onSpace[m.space]
		onSpace[m.space]++
		cx, cy := x+13+float64(i%3)*17, y+hrCell-13-float64(i/3)*17
		d.cv.Group("Mogul " + m.label)
		d.cv.Circle(cx, cy+1.5, 8.5, svg.Style{Fill: "#0006"})
		d.cv.Circle(cx, cy, 8.5, svg.Style{Fill: m.fill, Stroke: "#fff", Width: 1.5})
		d.cv.Text(cx, cy+3.5, m.label, svg.TextStyle{Size: 9.5, Bold: true, Fill: "#fff", Anchor: "middle"})
		d.cv.CloseGroup()
		d.cv.End()
	}
}

// Floor colours: the content's colour names are CSS colours; UltraPlastic
// is pale grey.
func drawFloorFill(name string) string {
	switch name {
	case "up":
		return "#e8edf2"
	case "black":
		return "#2d2d2d"
	case "red":
		return "#d1352b"
	case "orange":
		return "#f08a24"
	case "blue":
		return "#2f6fd6"
	case "green":
		return "#2f9e55"
	}
	return name
}

// floorOrder lists the keys of a Floors map in the content's colour order,
// UltraPlastic last.
func (d *drawing) floorOrder(f map[string]int) []string {
	var out []string
	for _, c := range d.c.colors {
		if f[c] > 0 {
			out = append(out, c)
		}
	}
	if f["up"] > 0 {
		out = append(out, "up")
	}
	return out
}

// floorText reads "2 red, 1 UltraPlastic".
func (d *drawing) floorText(f map[string]int) string {
	var parts []string
	for _, c := range d.floorOrder(f) {
		name := c
		if c == "up" {
			name = "UltraPlastic"
		}
		parts = append(parts, strconv.Itoa(f[c])+" "+name)
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// floorRow draws Floors as small squares, a colour's count beside its
// square when more than one, left to right from x; it returns the x after.
func (d *drawing) floorRow(x, y, size float64, f map[string]int) float64 {
	for _, c := range d.floorOrder(f) {
		d.cv.Rect(x, y, size, size, svg.Style{Fill: drawFloorFill(c), Stroke: "#333", Width: 0.8, Radius: 1.5})
		if c == "up" {
			d.cv.Text(x+size/2, y+size*0.75, "U", svg.TextStyle{Size: size * 0.7, Bold: true, Fill: "#445", Anchor: "middle"})
		}
		x += size + 2
		if n := f[c]; n > 1 {
			d.cv.Text(x, y+size*0.85, "×"+strconv.Itoa(n), svg.TextStyle{Size: size * 0.95, Fill: "#333"})
			x += size*0.6*float64(len(strconv.Itoa(n))+1) + 3
		}
	}
	return x
}
