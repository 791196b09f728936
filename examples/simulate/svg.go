package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"os"

	"github.com/rulebook-go/rulebook"
)

// seatColours tell the seats apart in the chart.
var seatColours = []string{"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7"}

// writeSVG writes the chart to name, when one is asked for.
func writeSVG(name string, s *stats, stderr io.Writer) int {
	if name == "" {
		return exitOK
	}
	if err := os.WriteFile(name, chart(s), 0o644); err != nil {
		fmt.Fprintf(stderr, "simulate: %v\n", err)
		return exitFailed
	}
	return exitOK
}

func esc(s string) string {
	var b bytes.Buffer
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

// chart draws the score histogram per seat: for each score, one bar per
// seat, as tall as the share of that seat's games ending on that score.
func chart(s *stats) []byte {
	const (
		left, right, top, bottom = 60.0, 20.0, 50.0, 50.0
		plotH                    = 300.0
	)
	lo, hi := s.scoreRange()
	scores := hi - lo + 1
	if s.Games == 0 {
		scores = 1
	}
	seats := max(s.Seats, 1)
	barW := 10.0
	groupW := float64(seats)*barW + 8
	plotW := max(float64(scores)*groupW, 300)
	width := left + plotW + right + 90 // room for the legend
	height := top + plotH + bottom

	maxShare := 0.0
	for p := range s.Seats {
		for _, n := range s.Hist[p] {
			maxShare = max(maxShare, float64(n)/float64(s.Games))
		}
	}
	if maxShare == 0 {
		maxShare = 1
	}

	var b bytes.Buffer
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>`+"\n")
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif" font-size="12">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, `<title>%s</title>`+"\n", esc(fmt.Sprintf("%s: score distribution per seat, %d games", s.Title, s.Games)))
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="white"/>`+"\n")
	fmt.Fprintf(&b, `<text x="%.0f" y="24" font-size="15">%s</text>`+"\n", left, esc(fmt.Sprintf("%s: scores per seat (%d games, %s, %s)", s.Title, s.Games, s.Options, s.Policy)))
	// Axes and the share grid.
	fmt.Fprintf(&b, `<line x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="black"/>`+"\n", left, top, left, top+plotH)
	fmt.Fprintf(&b, `<line x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="black"/>`+"\n", left, top+plotH, left+plotW, top+plotH)
	for i := 0; i <= 4; i++ {
		share := maxShare * float64(i) / 4
		y := top + plotH - plotH*float64(i)/4
		fmt.Fprintf(&b, `<line x1="%.0f" y1="%.1f" x2="%.0f" y2="%.1f" stroke="#ddd"/>`+"\n", left, y, left+plotW, y)
		fmt.Fprintf(&b, `<text x="%.0f" y="%.1f" text-anchor="end">%.0f%%</text>`+"\n", left-6, y+4, 100*share)
	}
	fmt.Fprintf(&b, `<text x="14" y="%.0f" transform="rotate(-90 14 %.0f)" text-anchor="middle">share of games</text>`+"\n", top+plotH/2, top+plotH/2)
	fmt.Fprintf(&b, `<text x="%.0f" y="%.0f" text-anchor="middle">score</text>`+"\n", left+plotW/2, top+plotH+40)
	// Bars.
	for i := 0; i < scores && s.Games > 0; i++ {
		v := lo + i
		x0 := left + float64(i)*groupW + 4
		fmt.Fprintf(&b, `<text x="%.1f" y="%.0f" text-anchor="middle">%d</text>`+"\n", x0+float64(seats)*barW/2, top+plotH+16, v)
		for p := range s.Seats {
			n := s.Hist[p][v]
			if n == 0 {
				continue
			}
			h := plotH * float64(n) / float64(s.Games) / maxShare
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%s: score %d in %d games</title></rect>`+"\n",
				x0+float64(p)*barW, top+plotH-h, barW-1, h, seatColours[p%len(seatColours)], rulebook.Player(p), v, n)
		}
	}
	// Legend.
	for p := range s.Seats {
		y := top + float64(p)*18
		x := left + plotW + 20
		fmt.Fprintf(&b, `<rect x="%.0f" y="%.0f" width="12" height="12" fill="%s"/>`+"\n", x, y, seatColours[p%len(seatColours)])
		fmt.Fprintf(&b, `<text x="%.0f" y="%.0f">%s</text>`+"\n", x+18, y+11, rulebook.Player(p))
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
}
