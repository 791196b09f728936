package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/games"
)

// stats sums up the games of a run as they finish, in any order: the same
// games give the same report however they were split across workers,
// shards and files.
type stats struct {
	Title, GameName, Content, Options, Policy string
	catalog                                   []games.Item // the uses these games can make
	absent                                    []games.Item // the uses their options leave out (see games.Loaded.Absent)

	Games    int
	Seats    int
	Wins     []int         // games each seat won (a shared win counts for each)
	NoWinner int           // games nobody won
	Shared   int           // games won by more than one seat
	Hist     []map[int]int // per seat: score → games
	ScoreSum []int
	Length   summary // rounds
	Dec      summary // decisions
	Uses     map[string]int

	// Entrants are the policies of -seats, and Returns each one's returns
	// summed over the games (a win 1, a win shared by k 1/k); Stopped
	// counts the games a limit stopped, where nobody's return counts.
	Entrants []string
	Returns  []float64
	Stopped  int
}

type summary struct{ sum, min, max int }

func (s *summary) add(v, games int) {
	if games == 1 || v < s.min {
		s.min = v
	}
	if games == 1 || v > s.max {
		s.max = v
	}
	s.sum += v
}

func newStats(title, name, content, options, policy string, catalog, absent []games.Item) *stats {
	return &stats{Title: title, GameName: name, Content: content, Options: options, Policy: policy,
		catalog: catalog, absent: absent, Uses: map[string]int{}}
}

// coverage splits l's catalog into the uses a game set up from options
// can make and those its options leave out; options that set no game up
// leave nothing out.
func coverage(l games.Loaded, options string) (catalog, absent []games.Item) {
	absent, err := l.Absent(options)
	if err != nil {
		return l.Catalog(), nil
	}
	for _, it := range l.Catalog() {
		if !slices.Contains(absent, it) {
			catalog = append(catalog, it)
		}
	}
	return catalog, absent
}

// setEntrants names the policies of -seats, whose wins the report tallies
// by policy as well as by seat.
func (s *stats) setEntrants(entrants []string) {
	s.Entrants = entrants
	s.Returns = make([]float64, len(entrants))
}

// add counts a game; rot is the seat the first entrant sat in.
func (s *stats) add(r games.Result, rot int) {
	s.Games++
	if r.Stopped != "" {
		s.Stopped++
	}
	if n := len(r.Returns); n > 0 && n == len(s.Entrants) {
		for i := range s.Entrants {
			s.Returns[i] += r.Returns[(i+rot)%n]
		}
	}
	for len(s.Hist) < len(r.Scores) { // a seat never seen before
		s.Hist = append(s.Hist, map[int]int{})
		s.Wins = append(s.Wins, 0)
		s.ScoreSum = append(s.ScoreSum, 0)
	}
	s.Seats = len(s.Hist)
	for p, v := range r.Scores {
		s.Hist[p][v]++
		s.ScoreSum[p] += v
	}
	for _, w := range r.Winners {
		if w >= 0 && w < len(s.Wins) {
			s.Wins[w]++
		}
	}
	switch {
	case len(r.Winners) == 0:
		s.NoWinner++
	case len(r.Winners) > 1:
		s.Shared++
	}
	s.Length.add(r.Length, s.Games)
	s.Dec.add(r.Decisions, s.Games)
	for k, n := range r.Uses {
		s.Uses[k] += n
	}
}

// scoreRange is the lowest and highest score any seat had.
func (s *stats) scoreRange() (lo, hi int) {
	first := true
	for _, h := range s.Hist {
		for v := range h {
			if first || v < lo {
				lo = v
			}
			if first || v > hi {
				hi = v
			}
			first = false
		}
	}
	return lo, hi
}

// wilson is the 95% Wilson score interval of a share of k in n: where the
// true rate lies, at 95% confidence, from n games (the seats' spread over a
// few hundred games is mostly inside it).
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054 // the normal quantile of 97.5%
	p, nn := float64(k)/float64(n), float64(n)
	d := 1 + z*z/nn
	c := p + z*z/(2*nn)
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn))
	return max(0, (c-h)/d), min(1, (c+h)/d)
}

// wilsonShare is the 95% Wilson score interval of a rate of x wins in n
// games, where a shared win counts a share.
func wilsonShare(x float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p, nn := x/float64(n), float64(n)
	d := 1 + z*z/nn
	c := p + z*z/(2*nn)
	h := z * math.Sqrt(max(0, p*(1-p))/nn+z*z/(4*nn*nn))
	return max(0, (c-h)/d), min(1, (c+h)/d)
}

// reportEntrants writes each policy's win rate with its 95% interval.
func (s *stats) reportEntrants(w io.Writer) {
	fmt.Fprintf(w, "\nby policy (a win shared by k counts 1/k; each line a policy of -seats, in its order):\n")
	fmt.Fprintf(w, "%-3s %-34s %8s %6s   %-13s %s\n", "#", "policy", "wins", "win%", "95% interval", "its share")
	for i, e := range s.Entrants {
		lo, hi := wilsonShare(s.Returns[i], s.Games)
		fmt.Fprintf(w, "%-3d %-34s %8.1f %5.1f%%   %-13s %.1f%%\n", i, e, s.Returns[i], 100*s.Returns[i]/float64(s.Games),
			fmt.Sprintf("%.1f–%.1f%%", 100*lo, 100*hi), 100/float64(len(s.Entrants)))
	}
	if s.Stopped > 0 {
		fmt.Fprintf(w, "stopped by a limit: %s, won by nobody\n", cli.Count(s.Stopped, "game"))
	}
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

// report writes the text report.
func (s *stats) report(w io.Writer) {
	how := s.Policy + " policy"
	if s.Entrants != nil {
		how = s.Policy
	}
	fmt.Fprintf(w, "%s: %s, %s, %s, content %s\n", s.Title, cli.Count(s.Games, "game"), s.Options, how, s.Content)
	if s.Games == 0 {
		return
	}
	if s.Entrants != nil {
		s.reportEntrants(w)
	}
	fmt.Fprintf(w, "\nseat   wins   win%%   95%% interval    mean score\n")
	for p := range s.Seats {
		lo, hi := wilson(s.Wins[p], s.Games)
		interval := fmt.Sprintf("%.1f–%.1f%%", 100*lo, 100*hi)
		fmt.Fprintf(w, "%-4s %6d %5.1f%%   %-12s %12.2f\n", rulebook.Player(p), s.Wins[p], pct(s.Wins[p], s.Games),
			interval, float64(s.ScoreSum[p])/float64(s.Games))
	}
	fmt.Fprintf(w, "no winner: %s (%.1f%%); a shared win: %s (%.1f%%)\n",
		cli.Count(s.NoWinner, "game"), pct(s.NoWinner, s.Games), cli.Count(s.Shared, "game"), pct(s.Shared, s.Games))
	fmt.Fprintf(w, "game length: %.1f rounds on average (%d to %d), %.1f decisions (%d to %d)\n",
		float64(s.Length.sum)/float64(s.Games), s.Length.min, s.Length.max,
		float64(s.Dec.sum)/float64(s.Games), s.Dec.min, s.Dec.max)

	fmt.Fprintf(w, "\nscore distribution (games with each score, per seat):\nscore")
	for p := range s.Seats {
		fmt.Fprintf(w, " %7s", rulebook.Player(p))
	}
	fmt.Fprintln(w)
	lo, hi := s.scoreRange()
	for v := lo; v <= hi; v++ {
		fmt.Fprintf(w, "%5d", v)
		for p := range s.Seats {
			fmt.Fprintf(w, " %7d", s.Hist[p][v])
		}
		fmt.Fprintln(w)
	}

	// Coverage, one line per card in content order.
	fmt.Fprintf(w, "\ncontent coverage (uses over all games):\n")
	var never []string
	var ids []string
	byID := map[string][]string{}
	width := 0
	for _, it := range s.catalog {
		if _, ok := byID[it.ID]; !ok {
			ids = append(ids, it.ID)
			width = max(width, len(it.ID))
		}
		n := s.Uses[it.String()]
		byID[it.ID] = append(byID[it.ID], fmt.Sprintf("%s %d", it.How, n))
		if n == 0 {
			never = append(never, it.String())
		}
	}
	for _, id := range ids {
		fmt.Fprintf(w, "  %-*s  %s\n", width, id, strings.Join(byID[id], ", "))
	}
	var unknown []string
	for k := range s.Uses {
		if !slices.ContainsFunc(s.catalog, func(it games.Item) bool { return it.String() == k }) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		slices.Sort(unknown)
		fmt.Fprintf(w, "  not in this content: %s\n", strings.Join(unknown, ", "))
	}
	if len(never) == 0 {
		fmt.Fprintf(w, "never fired: nothing; every card was used\n")
	} else {
		fmt.Fprintf(w, "never fired (%d): %s\n", len(never), strings.Join(never, ", "))
	}
	if len(s.absent) > 0 {
		var left []string
		for _, it := range s.absent {
			if !slices.Contains(left, it.ID) {
				left = append(left, it.ID)
			}
		}
		fmt.Fprintf(w, "not in play with %s (%d): %s\n", s.Options, len(left), strings.Join(left, ", "))
	}
}
