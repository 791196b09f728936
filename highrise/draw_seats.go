package highrise

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/internal/svg"
)

// seats draws each seat's panel in the column beside the board.
func (d *drawing) seats() {
	x := float64(hrMargin*2) + d.boardW
	for i, p := range d.v.Players {
		d.seat(x, float64(hrTop+i*hrSeatH), p)
	}
	if cons := d.v.Construction; cons != nil {
		d.construction(x, float64(hrTop+len(d.v.Players)*hrSeatH), cons)
	}
}

// seat draws one seat: VP, Corruption, Construction Yards, the Floors
// drawn onto a card in front of the seat, Spires and Power Cards.
func (d *drawing) seat(x, y float64, p PlayerView) {
	cv, v := d.cv, d.v
	q := int(p.Seat)
	w, h := float64(hrSideW), float64(hrSeatH-12)
	cv.SeatPanel(x, y, w, h, q, v.ToMove == p.Seat)
	name := svg.PanelName(p.Seat.String(), v.Viewer == p.Seat)
	cv.Text(x+12, y+21, name, svg.TextStyle{Size: 15, Bold: true, Fill: "#fff"})
	if v.ToMove == p.Seat {
		cv.Text(x+200, y+21, "to move", svg.TextStyle{Size: 12, Italic: true, Fill: "#fff"})
	}
	cv.Text(x+w-12, y+22, strconv.Itoa(p.VP)+" VP", svg.TextStyle{Size: 18, Bold: true, Fill: "#fff", Anchor: "end"})
	cv.End()
	ty := y + 48
	info := "Corruption " + strconv.Itoa(p.Corruption) + " (" + strconv.Itoa(p.CorruptionLabel) + " VP at the end)"
	if p.BaseYard > 0 {
		info += " · Base Yard #" + strconv.Itoa(p.BaseYard)
	}
	if p.Moved {
		info += " · moved"
	}
	cv.Text(x+12, ty, info, svg.TextStyle{Size: 11.5})
	cv.End()
	ty += 22
	held := 0
	for _, n := range p.Yard {
		held += n
	}
	yard := "Yard " + strconv.Itoa(held) + "/" + strconv.Itoa(p.Capacity)
	if p.ExpandedYards > 0 {
		yard += " (+" + strconv.Itoa(p.ExpandedYards) + " Expanded)"
	}
	cv.Text(x+12, ty, yard, svg.TextStyle{Size: 11.5, Bold: true})
	d.floorRow(x+max(150, 24+7.2*float64(len(yard))), ty-11, 13, p.Yard)
	cv.End()
	if len(p.OnCard) > 0 {
		ty += 20
		cv.Text(x+12, ty, "On a card", svg.TextStyle{Size: 11.5})
		d.floorRow(x+150, ty-11, 13, p.OnCard)
		cv.End()
	}
	ty += 20
	extras := strconv.Itoa(p.Spires) + " Spires"
	if p.LoseCorruptionTiles > 0 {
		extras += " · " + strconv.Itoa(p.LoseCorruptionTiles) + " Lose 1 Corruption tiles"
	}
	for k := 0; k < min(p.Spires, 8); k++ {
		sx := x + 12 + float64(k)*12
		cv.Polygon(svg.Style{Fill: "#c9ced6", Stroke: "#555", Width: 0.8}, sx, ty, sx+10, ty, sx+5, ty-14)
	}
	cv.Text(x+16+float64(min(p.Spires, 8))*12, ty, extras, svg.TextStyle{Size: 11.5})
	cv.End()
	d.heldCards(x+12, ty+20, w-24, y+h-8, p.PowerCards)
}

// heldCards lists a seat's Power Cards in two columns, face-down drawCopies
// grey.
func (d *drawing) heldCards(x, y, w, bottom float64, cards []HeldCard) {
	cv := d.cv
	if len(cards) == 0 {
		cv.Text(x, y, "no Power Cards", svg.TextStyle{Size: 11, Italic: true, Fill: "#777"})
		cv.End()
		return
	}
	type line struct {
		text string
		down bool
		tip  string
	}
	var lines []line
	for _, h := range cards {
		k, _ := d.c.lookup('k', h.Card)
		card := &d.c.cards[k]
		if h.FaceUp > 0 {
			lines = append(lines, line{svg.Copies(h.FaceUp) + card.Name, false, card.Name + ": " + card.Text})
		}
		if h.FaceDown > 0 {
			lines = append(lines, line{svg.Copies(h.FaceDown) + card.Name + " (face down)", true, card.Name + " (face down): " + card.Text})
		}
	}
	perCol := max(1, int((bottom-y)/15)+1)
	colW := w / 2
	for i, l := range lines {
		col, row := i/perCol, i%perCol
		if col > 1 {
			cv.Text(x+w, bottom, "+"+strconv.Itoa(len(lines)-i)+" more", svg.TextStyle{Size: 10, Anchor: "end", Fill: "#555"})
			cv.End()
			break
		}
		st := svg.TextStyle{Size: 10.5, Fill: "#2b2b2b"}
		mark := "#b08d2a"
		if l.down {
			st = svg.TextStyle{Size: 10.5, Fill: "#8a8a8a", Italic: true}
			mark = "#bbb"
		}
		cx, cy := x+float64(col)*colW, y+float64(row)*15
		cv.Group(l.tip)
		cv.Rect(cx, cy-9, 7, 10, svg.Style{Fill: mark, Radius: 1.5})
		cv.Text(cx+11, cy, strings.Join(svg.Wrap(l.text, int(colW/6), 1), ""), st)
		cv.CloseGroup()
		cv.End()
	}
}

// construction draws the Building being constructed.
func (d *drawing) construction(x, y float64, cons *ConstructionView) {
	cv := d.cv
	q := int(cons.Player)
	cv.Rect(x, y, hrSideW, 64, svg.Style{Fill: "#fff", Stroke: svg.Seat(q), Width: 2.5, Radius: 10, Dash: "6 3"})
	cv.Text(x+12, y+22, cons.Player.String()+" is constructing", svg.TextStyle{Size: 14, Bold: true, Fill: svg.Seat(q)})
	what := strconv.Itoa(cons.Height) + " Floors"
	if cons.Extra > 0 {
		what += " (" + strconv.Itoa(cons.Extra) + " Extra)"
	}
	if cons.Spires > 0 {
		what += ", " + strconv.Itoa(cons.Spires) + " Spires"
	}
	where := "no Construction Zone"
	if h, ok := d.c.lookup('h', cons.Home); ok {
		where = d.c.hoods[h].Name
	}
	switch {
	case cons.Suburbs:
		where += " → the Suburbs"
	case cons.Space != "":
		where += " → " + cons.Space
	}
	cv.Text(x+12, y+44, what+" · "+where, svg.TextStyle{Size: 12})
	cv.End()
}

// tracks draws the Score Track and the Corruption Track under the board.
func (d *drawing) tracks() {
	cv, v := d.cv, d.v
	x := float64(hrMargin)
	y := float64(hrTop+d.rows*hrCell) + 22
	w := d.boardW
	top := 60
	for _, p := range v.Players {
		top = max(top, (p.VP+14)/10*10)
	}
	cv.Text(x, y+4, "Score", svg.TextStyle{Size: 13, Bold: true})
	lx, lw := x+90, w-100
	cv.Rect(lx, y-6, lw, 12, svg.Style{Fill: "#fffaf0", Stroke: "#9b8b6e", Radius: 6})
	for t := 0; t <= top; t += 5 {
		tx := lx + lw*float64(t)/float64(top)
		cv.Line(tx, y-6, tx, y+6, svg.Style{Stroke: "#c8b99a"})
		if t%10 == 0 {
			cv.Text(tx, y+20, strconv.Itoa(t), svg.TextStyle{Size: 9, Anchor: "middle", Fill: "#6b5a3e"})
		}
	}
	cv.End()
	d.markers(func(p PlayerView) (float64, bool) {
		return lx + lw*float64(max(0, p.VP))/float64(top), true
	}, y-1, "VP")

	y += 56
	track := v.CorruptionTrack
	cv.Text(x, y+4, "Corruption", svg.TextStyle{Size: 13, Bold: true})
	cellW := lw / float64(max(1, len(track)))
	for i, label := range track {
		fill := "#fbe9e7"
		if so := v.Solo; so != nil && so.CorruptionLimit == i {
			fill = "#f4b4ac"
		}
		cv.Rect(lx+float64(i)*cellW, y-10, cellW-2, 20, svg.Style{Fill: fill, Stroke: "#c98b84", Radius: 3})
		cv.Text(lx+(float64(i)+0.5)*cellW-1, y+4, strconv.Itoa(label), svg.TextStyle{Size: 9.5, Anchor: "middle", Fill: "#8b2a20"})
	}
	cv.End()
	d.markers(func(p PlayerView) (float64, bool) {
		i := min(max(0, p.Corruption), len(track)-1)
		return lx + (float64(i)+0.5)*cellW - 1, len(track) > 0
	}, y-17, "Corruption")
}

// markers draws each seat's marker on a track at the x at gives, markers on
// one spot stacked.
func (d *drawing) markers(at func(PlayerView) (float64, bool), y float64, what string) {
	seen := map[int]int{}
	for _, p := range d.v.Players {
		x, ok := at(p)
		if !ok {
			continue
		}
		k := int(x)
		n := seen[k]
		seen[k]++
		cy := y - float64(n)*10
		d.cv.Group(p.Seat.String() + " " + what)
		d.cv.Circle(x, cy, 6.5, svg.Style{Fill: svg.Seat(int(p.Seat)), Stroke: "#fff", Width: 1.5})
		d.cv.CloseGroup()
		d.cv.End()
	}
}

// supply draws what lies beside the board: the bag, the supply, the Power
// Card stacks and, in the 1-player game, the line of Bonus Tiles.
func (d *drawing) supply() {
	cv, v := d.cv, d.v
	x := float64(hrMargin)
	y := float64(hrTop+d.rows*hrCell) + 110
	cv.Text(x, y, "Bag", svg.TextStyle{Size: 13, Bold: true})
	end := d.floorRow(x+40, y-11, 13, v.Bag)
	cv.Text(end+20, y, "Supply: "+strconv.Itoa(v.UltraPlastic)+" UltraPlastic · "+strconv.Itoa(v.Spires)+" Spires · "+
		strconv.Itoa(v.ExpandedYards)+" Expanded Construction Yards", svg.TextStyle{Size: 12})
	cv.End()
	if so := v.Solo; so != nil {
		y += 22
		var line []string
		for _, id := range so.Line {
			if t, ok := d.c.lookup('t', id); ok {
				line = append(line, d.c.tiles[t].Name)
			} else {
				line = append(line, "—")
			}
		}
		text := "Line: " + strings.Join(line, " · ")
		if so.LimitBlueprint != "" {
			text += " · Corruption Limit " + strconv.Itoa(so.CorruptionLimit) + " (Blueprint " + so.LimitBlueprint + ")"
		}
		cv.Text(x, y, text, svg.TextStyle{Size: 11.5})
		d.floorRow(x+d.boardW-120, y-11, 12, so.LineFloors)
		cv.End()
	}
	y += 26
	cv.Text(x, y, "Power Cards", svg.TextStyle{Size: 13, Bold: true})
	if len(v.UsedCards) > 0 {
		var used []string
		for _, id := range drawSortedKeys(v.UsedCards) {
			k, _ := d.c.lookup('k', id)
			used = append(used, svg.Copies(v.UsedCards[id])+d.c.cards[k].Name)
		}
		cv.Text(x+110, y, "used this action: "+strings.Join(used, ", "), svg.TextStyle{Size: 11, Italic: true, Fill: "#6b4a00"})
	}
	cv.End()
	ids := drawSortedKeys(v.PowerCards)
	cols := 4
	colW := d.boardW / float64(cols)
	perCol := (len(ids) + cols - 1) / cols
	for i, id := range ids {
		k, _ := d.c.lookup('k', id)
		card := &d.c.cards[k]
		cx, cy := x+float64(i/perCol)*colW, y+17+float64(i%perCol)*14
		cv.Group(card.Name + ": " + card.Text)
		cv.Text(cx, cy, strings.Join(svg.Wrap(card.Name, int(colW/6.2)-4, 1), "")+" ×"+strconv.Itoa(v.PowerCards[id]), svg.TextStyle{Size: 10.5, Fill: "#333"})
		cv.CloseGroup()
		cv.End()
	}
}

// drawSortedKeys is the keys of m in order, so a drawing never depends on a
// map's order.
func drawSortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
