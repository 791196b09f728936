package main

import (
	"bytes"
	"cmp"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
)

// seatColours tell the seats apart in the chart.
var seatColours = []string{"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7"}

// The chart's layout, in px: one width for every game, three panels
// stacked.
const (
	chartW      = 960.0
	marginL     = 80.0 // the y axis labels
	marginR     = 130.0
	plotW       = chartW - marginL - marginR
	titleH      = 44.0
	scoreH      = 260.0 // the score panel's plot
	axisH       = 56.0  // below a plot: ticks, labels, the axis title
	panelGap    = 40.0
	rowH        = 24.0 // a seat's row of the win panel, an item's of coverage
	maxBins     = 24   // score bins at most: a bar group stays readable
	maxCoverage = 15   // the least-used items the coverage panel shows
)

// writeSVG writes the chart to name, when one is asked for.
func writeSVG(name string, s *stats, stderr io.Writer) int {
	if name == "" {
		return cli.ExitOK
	}
	if err := os.WriteFile(name, chart(s), 0o644); err != nil {
		fmt.Fprintf(stderr, "simulate: %v\n", err)
		return cli.ExitFailed
	}
	return cli.ExitOK
}

func esc(s string) string {
	var b bytes.Buffer
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

// svg collects a chart's elements.
type svg struct{ b bytes.Buffer }

func (g *svg) f(format string, args ...any) { fmt.Fprintf(&g.b, format+"\n", args...) }

func (g *svg) text(x, y float64, anchor, style, s string) {
	g.f(`<text x="%.1f" y="%.1f" text-anchor="%s"%s>%s</text>`, x, y, anchor, style, esc(s))
}

func (g *svg) line(x1, y1, x2, y2 float64, stroke string) {
	g.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s"/>`, x1, y1, x2, y2, stroke)
}

func (g *svg) rect(x, y, w, h float64, fill, title string) {
	if title == "" {
		g.f(`<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`, x, y, w, h, fill)
		return
	}
	g.f(`<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%s</title></rect>`, x, y, w, h, fill, esc(title))
}

// chart draws the run in three panels: the score distribution per seat,
// binned; each seat's win rate with its 95% interval; and the content the
// run used least, with what never fired.
func chart(s *stats) []byte {
	seats := max(s.Seats, 1)
	winH := float64(seats+1) * rowH
	items := coverageItems(s)
	covH := float64(max(len(items), 1)) * rowH
	height := titleH + scoreH + axisH + panelGap + 24 + winH + axisH + panelGap + 24 + covH + axisH

	var g svg
	g.f(`<?xml version="1.0" encoding="UTF-8"?>`)
	g.f(`<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif" font-size="12">`, chartW, height, chartW, height)
	g.f(`<title>%s</title>`, esc(fmt.Sprintf("%s: %d games, %s, %s policy", s.Title, s.Games, s.Options, s.Policy)))
	g.rect(0, 0, chartW, height, "white", "")
	g.text(marginL, 26, "start", ` font-size="16" font-weight="bold"`, fmt.Sprintf("%s: %d games (%s, %s policy)", s.Title, s.Games, s.Options, s.Policy))
	y := titleH
	y = scorePanel(&g, s, y) + panelGap
	y = winPanel(&g, s, y) + panelGap
	coveragePanel(&g, s, items, y)
	// Legend: the seats' colours.
	for p := range s.Seats {
		ly := titleH + 10 + float64(p)*18
		g.rect(chartW-marginR+24, ly, 12, 12, seatColours[p%len(seatColours)], "")
		g.text(chartW-marginR+42, ly+11, "start", "", rulebook.Player(p).String())
	}
	g.f("</svg>")
	return g.b.Bytes()
}

// scorePanel draws the score distribution from y down and returns the
// panel's bottom.
func scorePanel(g *svg, s *stats, top float64) float64 {
	bins := binScores(s)
	bottom := top + scoreH
	maxShare := 0.0
	for _, b := range bins {
		for _, n := range b.games {
			maxShare = max(maxShare, float64(n)/float64(max(s.Games, 1)))
		}
	}
	ticks := niceTicks(maxShare * 1.12) // a margin above the tallest bar
	yMax := ticks[len(ticks)-1]
	for _, t := range ticks {
		ty := bottom - scoreH*t/yMax
		g.line(marginL, ty, marginL+plotW, ty, "#e4e4e4")
		g.text(marginL-8, ty+4, "end", "", percent(t, ticks))
	}
	g.line(marginL, top, marginL, bottom, "black")
	g.line(marginL, bottom, marginL+plotW, bottom, "black")
	axisTitle(g, fmt.Sprintf("final score%s", binNote(bins)), "share of the seat's games", top, bottom)
	if s.Games == 0 || len(bins) == 0 {
		return bottom + axisH
	}
	groupW := plotW / float64(len(bins))
	barW := min((groupW-6)/float64(s.Seats), 28)
	every := max(1, int(math.Ceil(float64(len(bins))*44/plotW))) // a label every ~44 px at most
	for i, b := range bins {
		x0 := marginL + float64(i)*groupW + (groupW-barW*float64(s.Seats))/2
		// One score a bin: its label under it; wider bins: their edges,
		// each labelled with the first score of the bin it starts.
		tx := marginL + (float64(i)+0.5)*groupW
		if b.lo != b.hi {
			tx = marginL + float64(i)*groupW
		}
		if i%every == 0 {
			g.line(tx, bottom, tx, bottom+4, "black")
			g.text(tx, bottom+17, "middle", "", strconv.Itoa(b.lo))
		}
		for p := range s.Seats {
			n := b.games[p]
			if n == 0 {
				continue
			}
			h := scoreH * float64(n) / float64(s.Games) / yMax
			g.rect(x0+float64(p)*barW, bottom-h, barW-1, h, seatColours[p%len(seatColours)],
				fmt.Sprintf("%s: score %s in %d games", rulebook.Player(p), b.label(), n))
		}
	}
	return bottom + axisH
}

// winPanel draws each seat's win rate with its 95% interval, and the
// games nobody won.
func winPanel(g *svg, s *stats, top float64) float64 {
	g.text(marginL, top+14, "start", ` font-weight="bold"`, "win rate per seat, with its 95% interval (Wilson)")
	top += 24
	seats := max(s.Seats, 1)
	bottom := top + float64(seats+1)*rowH
	hiAll := 0.0
	for p := range s.Seats {
		_, hi := wilson(s.Wins[p], s.Games)
		hiAll = max(hiAll, hi)
	}
	_, hiNone := wilson(s.NoWinner, s.Games)
	ticks := niceTicks(max(hiAll, hiNone, 0.01) * 1.05)
	xMax := ticks[len(ticks)-1]
	xOf := func(v float64) float64 { return marginL + plotW*v/xMax }
	for _, t := range ticks {
		g.line(xOf(t), top, xOf(t), bottom, "#e4e4e4")
		g.line(xOf(t), bottom, xOf(t), bottom+4, "black")
		g.text(xOf(t), bottom+17, "middle", "", percent(t, ticks))
	}
	g.line(marginL, top, marginL, bottom, "black")
	g.line(marginL, bottom, marginL+plotW, bottom, "black")
	if s.Seats > 0 {
		fair := 1 / float64(s.Seats)
		if fair <= xMax {
			g.f(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#888" stroke-dasharray="4 3"><title>an equal share: 1 in %d</title></line>`, xOf(fair), top, xOf(fair), bottom, s.Seats)
		}
	}
	row := func(i int, label, colour string, k int) {
		cy := top + (float64(i)+0.5)*rowH
		p := float64(k) / float64(max(s.Games, 1))
		lo, hi := wilson(k, s.Games)
		g.text(marginL-8, cy+4, "end", "", label)
		g.rect(marginL, cy-7, xOf(p)-marginL, 14, colour, fmt.Sprintf("%s: %d of %d games, %.1f%% (95%%: %.1f%% to %.1f%%)", label, k, s.Games, 100*p, 100*lo, 100*hi))
		g.line(xOf(lo), cy, xOf(hi), cy, "black")
		g.line(xOf(lo), cy-5, xOf(lo), cy+5, "black")
		g.line(xOf(hi), cy-5, xOf(hi), cy+5, "black")
		g.text(xOf(hi)+6, cy+4, "start", ` fill="#444"`, fmt.Sprintf("%.1f%%", 100*p))
	}
	for p := range s.Seats {
		row(p, rulebook.Player(p).String(), seatColours[p%len(seatColours)], s.Wins[p])
	}
	row(s.Seats, "no winner", "#bbbbbb", s.NoWinner)
	g.text(marginL+plotW/2, bottom+40, "middle", "", "share of games won (a shared win counts for each winner; dashed: an equal share)")
	return bottom + axisH
}

// coverageItem is one use of the content and how often the run made it.
type coverageItem struct {
	name string
	uses int
}

// coverageItems are the least-used items of the catalog, fewest first,
// never-fired ones included.
func coverageItems(s *stats) []coverageItem {
	var items []coverageItem
	for _, it := range s.catalog {
		items = append(items, coverageItem{it.String(), s.Uses[it.String()]})
	}
	slices.SortStableFunc(items, func(a, b coverageItem) int { return cmp.Compare(a.uses, b.uses) })
	return items[:min(len(items), maxCoverage)]
}

// coveragePanel draws the uses per game of the least-used items, naming
// what never fired.
func coveragePanel(g *svg, s *stats, items []coverageItem, top float64) {
	never := 0
	for _, it := range s.catalog {
		if s.Uses[it.String()] == 0 {
			never++
		}
	}
	title := fmt.Sprintf("content coverage: %d of %d uses fired, %d never (the %d least used)", len(s.catalog)-never, len(s.catalog), never, len(items))
	g.text(marginL, top+14, "start", ` font-weight="bold"`, title)
	top += 24
	bottom := top + float64(max(len(items), 1))*rowH
	games := float64(max(s.Games, 1))
	most := 0.0
	for _, it := range items {
		most = max(most, float64(it.uses)/games)
	}
	ticks := niceTicks(max(most, 0.01) * 1.05)
	xMax := ticks[len(ticks)-1]
	xOf := func(v float64) float64 { return marginL + 150 + (plotW-150)*v/xMax }
	if most > 0 { // an axis for the bars, when one is drawn
		for _, t := range ticks {
			g.line(xOf(t), top, xOf(t), bottom, "#e4e4e4")
			g.line(xOf(t), bottom, xOf(t), bottom+4, "black")
			g.text(xOf(t), bottom+17, "middle", "", strconv.FormatFloat(t, 'f', decimals(ticks), 64))
		}
		g.text(xOf(0)+(marginL+plotW-xOf(0))/2, bottom+40, "middle", "", "uses per game (the number: uses in the whole run)")
	}
	g.line(xOf(0), top, xOf(0), bottom, "black")
	g.line(xOf(0), bottom, marginL+plotW, bottom, "black")
	for i, it := range items {
		cy := top + (float64(i)+0.5)*rowH
		g.text(xOf(0)-8, cy+4, "end", "", it.name)
		if it.uses == 0 {
			g.text(xOf(0)+6, cy+4, "start", ` fill="#c0392b" font-weight="bold"`, "never fired")
			continue
		}
		v := float64(it.uses) / games
		g.rect(xOf(0), cy-7, xOf(v)-xOf(0), 14, "#8c8c8c", fmt.Sprintf("%s: %d uses in %d games", it.name, it.uses, s.Games))
		g.text(xOf(v)+6, cy+4, "start", ` fill="#444"`, fmt.Sprintf("%d", it.uses))
	}
}

// axisTitle writes the score panel's axis titles.
func axisTitle(g *svg, x, y string, top, bottom float64) {
	g.text(marginL+plotW/2, bottom+42, "middle", "", x)
	mid := (top + bottom) / 2
	g.f(`<text x="18" y="%.1f" transform="rotate(-90 18 %.1f)" text-anchor="middle">%s</text>`, mid, mid, esc(y))
}

// bin is a range of scores and the games of each seat in it.
type bin struct {
	lo, hi int
	games  []int // per seat
}

func (b bin) label() string {
	if b.lo == b.hi {
		return strconv.Itoa(b.lo)
	}
	return fmt.Sprintf("%d to %d", b.lo, b.hi)
}

// binNote says how wide the bins are: " (bins of 5: the bar at 10 is 10 to 14)".
func binNote(bins []bin) string {
	if len(bins) == 0 || bins[0].lo == bins[0].hi {
		return ""
	}
	b := bins[len(bins)/2]
	return fmt.Sprintf(" (bins of %d: the bars from %d are %s)", b.hi-b.lo+1, b.lo, b.label())
}

// binScores groups the scores into at most maxBins bins of a round width
// (1, 2, 5, 10, 20, 25, 50, …), aligned on multiples of it.
func binScores(s *stats) []bin {
	if s.Games == 0 {
		return nil
	}
	lo, hi := s.scoreRange()
	width := 1
	for _, w := range roundSteps(hi - lo + 1) {
		if (hi-lo)/w+1 <= maxBins || w > hi-lo {
			width = w
			break
		}
	}
	start := floorTo(lo, width)
	var bins []bin
	for b := start; b <= hi; b += width {
		bins = append(bins, bin{lo: b, hi: b + width - 1, games: make([]int, s.Seats)})
	}
	for p, h := range s.Hist {
		for v, n := range h {
			bins[(v-start)/width].games[p] += n
		}
	}
	return bins
}

// roundSteps lists the round bin widths 1, 2, 5, 10, 20, 25, 50, 100, …
// up to past span.
func roundSteps(span int) []int {
	steps := []int{1, 2, 5}
	for m := 10; m <= 10*max(span, 1); m *= 10 {
		steps = append(steps, m, 2*m, 5*m/2, 5*m)
	}
	return steps
}

func floorTo(v, w int) int {
	if v >= 0 {
		return v / w * w
	}
	return -((-v + w - 1) / w * w)
}

// niceTicks returns round ticks from 0 to at least top: 0, 0.05, 0.1, …
// (steps of 1, 2, 2.5 or 5 times a power of ten), five or so.
func niceTicks(top float64) []float64 {
	if top <= 0 {
		top = 1
	}
	raw := top / 5
	pow := math.Pow(10, math.Floor(math.Log10(raw)))
	step := 10 * pow
	for _, m := range []float64{1, 2, 2.5, 5} {
		if m*pow >= raw {
			step = m * pow
			break
		}
	}
	n := int(math.Ceil(top/step - 1e-9))
	ticks := make([]float64, n+1)
	for i := range ticks {
		ticks[i] = float64(i) * step
	}
	return ticks
}

// decimals is how many decimals the ticks need to read apart.
func decimals(ticks []float64) int {
	if len(ticks) < 2 {
		return 0
	}
	step := ticks[1] - ticks[0]
	for d := 0; d < 6; d++ {
		if math.Abs(step*math.Pow(10, float64(d))-math.Round(step*math.Pow(10, float64(d)))) < 1e-6 {
			return d
		}
	}
	return 6
}

// percent writes a share tick as a percentage with the decimals the ticks
// need: "0%", "2.5%".
func percent(v float64, ticks []float64) string {
	pct := make([]float64, len(ticks))
	for i, t := range ticks {
		pct[i] = 100 * t
	}
	return strings.TrimSpace(strconv.FormatFloat(100*v, 'f', decimals(pct), 64)) + "%"
}
