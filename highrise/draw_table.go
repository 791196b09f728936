package highrise

import (
	"math"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/internal/svg"
)

// drawOwner is the seat a Building's owner names ("p2"), -1 for a Neutral
// Building or none.
func drawOwner(owner string) int {
	p, err := rulebook.ParsePlayer(owner)
	if err != nil || !p.IsSeat() {
		return -1
	}
	return int(p)
}

// floorPx is the height one Floor is drawn at, the same on the whole board,
// so the tallest Building (Spires and Penthouses counted) fits in room.
func (d *drawing) floorPx(room float64) float64 {
	tallest := 1
	for _, b := range d.v.BuildingSpaces {
		n := b.Height + 2*b.Spires
		for _, k := range b.Penthouse {
			n += k
		}
		tallest = max(tallest, n)
	}
	return math.Min(hrFloorPx, room/float64(tallest))
}

// interior draws what lies inside the track: the Neighborhoods, City
// Center and the Blueprint Cards.
func (d *drawing) interior() {
	x0 := float64(hrMargin + hrCell + 12)
	y0 := float64(hrTop + hrCell + 12)
	w := float64((d.cols-2)*hrCell - 24)
	h := float64((d.rows-2)*hrCell - 24)
	midH := math.Round(h * 0.27)
	rowH := (h - midH - 16) / 2
	var outer, center []int
	for i, hd := range d.c.hoods {
		if hd.Center {
			center = append(center, i)
		} else {
			outer = append(outer, i)
		}
	}
	// The outer Neighborhoods clockwise: along the top row, then back along
	// the bottom row.
	across := (len(outer) + 1) / 2
	colW := (w - float64(across-1)*10) / float64(max(1, across))
	room := rowH - 70
	px := d.floorPx(room)
	for i, hd := range outer {
		col, y := i, y0
		if i >= across {
			col, y = 2*across-1-i, y0+rowH+midH+16
		}
		d.hood(hd, x0+float64(col)*(colW+10), y, colW, rowH, px)
	}
	half := (w - 10) / 2
	if len(center) > 0 {
		cw := (half - float64(len(center)-1)*10) / float64(len(center))
		for i, hd := range center {
			d.hood(hd, x0+float64(i)*(cw+10), y0+rowH+8, cw, midH, math.Min(px, (midH-70)/float64(max(1, d.tallestIn(hd)))))
		}
	}
	d.blueprints(x0+half+10, y0+rowH+8, half, midH)
}

// tallestIn is the tallest Building of Neighborhood h, in Floors drawn.
func (d *drawing) tallestIn(h int) int {
	slots := d.side.HoodSlots
	n := 1
	for _, b := range d.v.BuildingSpaces[h*slots : (h+1)*slots] {
		t := b.Height + 2*b.Spires
		for _, k := range b.Penthouse {
			t += k
		}
		n = max(n, t)
	}
	return n
}

// hood draws Neighborhood h in the box at x, y: its Building Spaces left to
// right, each with its Building and, under it, its Tenant.
func (d *drawing) hood(h int, x, y, w, ht, px float64) {
	cv := d.cv
	hd := &d.c.hoods[h]
	stroke, sw := "#93a87f", 1.5
	if cons := d.v.Construction; cons != nil && cons.Home == hd.ID {
		stroke, sw = svg.Seat(int(cons.Player)), 3
	}
	fill := "#e3ecd6"
	if hd.Center {
		fill = "#dde6ee"
	}
	cv.Rect(x, y, w, ht, svg.Style{Fill: fill, Stroke: stroke, Width: sw, Radius: 8})
	cv.Text(x+10, y+19, hd.Name, svg.TextStyle{Size: 14, Bold: true, Fill: "#2e3b22"})
	cv.End()
	slots := d.side.HoodSlots
	colW := w / float64(slots)
	ground := y + ht - 30
	for i, b := range d.v.BuildingSpaces[h*slots : (h+1)*slots] {
		d.building(b, x+colW*(float64(i)+0.5), ground, colW, px)
	}
}

// building draws one Building Space: the Building standing on the ground
// line at cx, its owner and height over it, its Tenant under it.
func (d *drawing) building(b BuildingSpaceView, cx, ground, colW, px float64) {
	cv := d.cv
	cv.Group(d.buildingTip(b))
	cv.Line(cx-colW/2+8, ground, cx+colW/2-8, ground, svg.Style{Stroke: "#7d8c6c", Width: 1.5})
	bw := math.Min(48, colW-20)
	left := cx - bw/2
	switch {
	case b.Owner != "":
		seat := drawOwner(b.Owner)
		fill := svg.Seat(seat)
		y := ground
		for i := 0; i < b.Height; i++ {
			y -= px
			st := svg.Style{Fill: fill, Stroke: "#fff", Width: 0.7}
			if i >= b.Floors { // an Extra Floor
				st = svg.Style{Fill: fill, Stroke: "#fff", Width: 0.7, Opacity: 0.55}
			}
			cv.Rect(left, y, bw, px, st)
		}
		for _, c := range d.floorOrder(b.Penthouse) {
			for k := 0; k < b.Penthouse[c]; k++ {
				y -= px
				cv.Rect(left+3, y, bw-6, px, svg.Style{Fill: drawFloorFill(c), Stroke: "#fff", Width: 0.7})
			}
		}
		for k := 0; k < b.Spires; k++ {
			cv.Polygon(svg.Style{Fill: "#c9ced6", Stroke: "#555", Width: 0.8}, cx-7, y, cx+7, y, cx, y-2*px)
			y -= 2 * px
		}
		label := b.Owner
		if seat < 0 {
			label = "Neutral"
		}
		cv.Text(cx, y-5, label+" · "+strconv.Itoa(b.Total), svg.TextStyle{Size: 12, Bold: true, Anchor: "middle", Fill: "#222"})
		if co := drawOwner(b.CoOwner); co >= 0 {
			cv.Circle(cx+bw/2+7, ground-6, 5, svg.Style{Fill: svg.Seat(co), Stroke: "#fff"})
		}
	case b.Blocked:
		cv.Rect(left, ground-22, bw, 22, svg.Style{Fill: "#b9b2a6", Stroke: "#6d665b", Radius: 2})
		cv.Line(left, ground-22, left+bw, ground, svg.Style{Stroke: "#6d665b"})
		cv.Line(left, ground, left+bw, ground-22, svg.Style{Stroke: "#6d665b"})
		cv.Text(cx, ground-27, "blocked", svg.TextStyle{Size: 9.5, Italic: true, Anchor: "middle", Fill: "#5d564b"})
	default:
		cv.Rect(left, ground-10, bw, 10, svg.Style{Stroke: "#8c9a7c", Dash: "3 2", Radius: 2})
	}
	if cons := d.v.Construction; cons != nil && cons.Space == b.Space {
		cv.Rect(cx-colW/2+4, ground-14, colW-8, 16, svg.Style{Stroke: svg.Seat(int(cons.Player)), Width: 2.5, Radius: 4, Dash: "5 3"})
	}
	if b.Tenant != "" {
		n, _ := d.c.lookup('n', b.Tenant)
		cv.Lines(cx, ground+12, 10, svg.Wrap(d.c.tenants[n].Name, int(colW/5.6), 2), svg.TextStyle{Size: 9.5, Bold: true, Anchor: "middle", Fill: "#4b2d7a"})
	} else {
		cv.Text(cx, ground+12, "no Tenant", svg.TextStyle{Size: 9, Italic: true, Anchor: "middle", Fill: "#7a7a7a"})
	}
	cv.CloseGroup()
	cv.End()
}

// buildingTip describes a Building Space for its tooltip.
func (d *drawing) buildingTip(b BuildingSpaceView) string {
	var sb strings.Builder
	sb.WriteString(b.Space)
	if b.Tenant != "" {
		n, _ := d.c.lookup('n', b.Tenant)
		sb.WriteString(" · Tenant " + d.c.tenants[n].Name + ": " + d.c.tenants[n].Text)
	}
	switch {
	case b.Owner != "":
		sb.WriteString(" · Building of " + b.Owner)
		if b.CoOwner != "" {
			sb.WriteString(" and " + b.CoOwner)
		}
		sb.WriteString(": " + strconv.Itoa(b.Floors) + " Floors")
		if b.Extra > 0 {
			sb.WriteString(", " + strconv.Itoa(b.Extra) + " Extra")
		}
		if b.Spires > 0 {
			sb.WriteString(", " + strconv.Itoa(b.Spires) + " Spires")
		}
		if len(b.Penthouse) > 0 {
			sb.WriteString(", Penthouse " + d.floorText(b.Penthouse))
		}
		sb.WriteString("; height " + strconv.Itoa(b.Total))
	case b.Blocked:
		sb.WriteString(" · blocked")
	}
	return sb.String()
}

// blueprints draws this round's Blueprint Card and those to come.
func (d *drawing) blueprints(x, y, w, h float64) {
	cv := d.cv
	cv.Rect(x, y, w, h, svg.Style{Fill: "#f3efe2", Stroke: "#a39572", Width: 1.5, Radius: 8})
	cv.End()
	ty := y + 19
	for _, card := range d.v.Blueprints {
		switch {
		case card.Current:
			cv.Text(x+10, ty, "Blueprints "+strconv.Itoa(card.Round), svg.TextStyle{Size: 14, Bold: true, Fill: "#3b2f1e"})
			if card.Card == "" {
				cv.Text(x+150, ty, "not dealt", svg.TextStyle{Size: 11, Italic: true, Fill: "#7a6a4a"})
			}
			cv.Text(x+w-10, ty, strconv.Itoa(d.v.BlueprintBlockers)+" Blockers · "+strconv.Itoa(d.v.RequirementTokens)+" UP Requirement Tiles left", svg.TextStyle{Size: 10, Anchor: "end", Fill: "#5a4a32"})
			cv.End()
			rowH := math.Min(22, (h-60)/float64(max(1, len(card.Blueprints))))
			for i, bp := range card.Blueprints {
				d.blueprint(x+10, ty+8+float64(i)*rowH, rowH, bp)
			}
			ty += 14 + float64(len(card.Blueprints))*rowH
		case card.FaceDown:
			ty += 16
			cv.Rect(x+10, ty-11, 26, 15, svg.Style{Fill: "#6d5a3a", Radius: 2})
			cv.Text(x+44, ty, strconv.Itoa(card.Round)+": face down", svg.TextStyle{Size: 11, Italic: true, Fill: "#3b2f1e"})
			cv.End()
		default:
			ty += 16
			var parts []string
			for _, bp := range card.Blueprints {
				parts = append(parts, bp.Letter+" "+strconv.Itoa(bp.Size))
			}
			text := strconv.Itoa(card.Round) + ": " + strings.Join(parts, " · ")
			if card.Card == "" {
				text = strconv.Itoa(card.Round) + ": not dealt"
			}
			cv.Text(x+10, ty, "Next "+text, svg.TextStyle{Size: 11, Fill: "#3b2f1e"})
			cv.End()
		}
	}
}

// blueprint draws one Blueprint as a row: its letter, size, the colours it
// asks for (those covered by Requirement Tiles asking UltraPlastic) and
// its Blocker.
func (d *drawing) blueprint(x, y, rowH float64, bp BlueprintView) {
	cv := d.cv
	fill := "#3b2f1e"
	if bp.Blocked {
		fill = "#9a8f7a"
	}
	cv.Circle(x+9, y+rowH/2, 9, svg.Style{Fill: fill})
	cv.Text(x+9, y+rowH/2+4, bp.Letter, svg.TextStyle{Size: 11, Bold: true, Fill: "#fff", Anchor: "middle"})
	cv.Text(x+26, y+rowH/2+4, strconv.Itoa(bp.Size)+" Floors", svg.TextStyle{Size: 11, Fill: fill})
	need := map[string]int{}
	for k, n := range bp.Need {
		need[k] = n - bp.Covered[k]
	}
	for _, n := range bp.Covered {
		need["up"] += n
	}
	end := d.floorRow(x+90, y+rowH/2-6, 12, need)
	if len(bp.Covered) > 0 {
		cv.Text(end+6, y+rowH/2+4, "("+d.floorText(bp.Covered)+" covered)", svg.TextStyle{Size: 9.5, Italic: true, Fill: "#5a4a32"})
	}
	switch {
	case bp.Blocked:
		cv.Text(x+330, y+rowH/2+4, "blocked", svg.TextStyle{Size: 10.5, Bold: true, Fill: "#b3261e"})
	case d.v.Solo != nil && bp.Limit > 0:
		cv.Text(x+330, y+rowH/2+4, "limit "+strconv.Itoa(bp.Limit), svg.TextStyle{Size: 10.5, Fill: "#5a4a32"})
	}
	cv.End()
}
