package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"time"

	"golang.org/x/term"
)

// progress draws a progress bar on a terminal, and nothing elsewhere (a
// file, a pipe, a CI log).
type progress struct {
	w     io.Writer
	on    bool
	start time.Time
	last  time.Time
	drawn bool
}

func newProgress(w io.Writer, quiet, force bool) *progress {
	return &progress{w: w, on: !quiet && (force || isTerminal(w)), start: time.Now()}
}

// isTerminal reports whether w is a terminal, as a console is and a file
// or a pipe is not.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

const barWidth = 30

func (p *progress) update(done, total int) {
	if !p.on {
		return
	}
	now := time.Now()
	if done < total && now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	filled := barWidth
	if total > 0 {
		filled = barWidth * done / total
	}
	rate := float64(done) / now.Sub(p.start).Seconds()
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d games, %.0f games/s, %s ",
		strings.Repeat("#", filled), strings.Repeat(".", barWidth-filled), done, total, rate, eta(done, total, rate))
	p.drawn = true
}

// eta says how long the games left take at rate: "eta 1m05s", or "eta ?"
// before the first game ends.
func eta(done, total int, rate float64) string {
	if done >= total {
		return "done    "
	}
	if done == 0 || rate <= 0 || math.IsInf(rate, 0) {
		return "eta ?   "
	}
	left := time.Duration(float64(total-done) / rate * float64(time.Second)).Round(time.Second)
	return "eta " + left.String()
}

// done clears the bar.
func (p *progress) done() {
	if p.drawn {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", barWidth+50))
	}
}
