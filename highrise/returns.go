package highrise

import (
	"math"

	"github.com/rulebook-go/rulebook"
)

// heuristicScale is the lead in VP that makes a seat's Heuristic share e
// times another's (see rulebook.Standing): High Rise's scores run to about
// a hundred, and a round's Tallest Building Bonus moves them by ten.
const heuristicScale = 8

// Returns is each seat's result once the game is over: 1 for the winner,
// 1/k each for k players tied after the Not-So-Friendly Tiebreaker, 0 for
// the others; in the 1-player game, 1 for a result the chart counts as a
// win, else 0. Before the end every seat's return is 0. High Rise ends only
// by its rules: no limit stops it.
func (s *State) Returns() []float64 {
	return rulebook.WinnerReturns(s.seats(), s.Winners())
}

// Heuristic is each seat's standing in a game not over, from the scoring
// every player can follow at the table: VP, plus what the game would pay
// if it ended now — the Tallest Building Bonus of the round being played,
// as the Buildings stand; the Floors left in the Construction Yard (one VP
// for each few, as End of Game scoring counts them); the VP of each seat's
// space on the Corruption Track and the penalty for the most Corruption.
// The strengths become shares with rulebook.Standing, a lead of 8 VP
// counting e times. In the 1-player game the one seat's value is the
// chance, on the same scale, that its projected score reaches a band the
// result chart counts as a win. Once the game is over it is Returns.
func (s *State) Heuristic() []float64 {
	if s.over {
		return s.Returns()
	}
	x := s.projected()
	if so := s.solo(); so != nil {
		return []float64{1 / (1 + math.Exp(-(x[0]-float64(soloWinAt(so)))/heuristicScale))}
	}
	return rulebook.Standing(x, x, heuristicScale)
}

// projected is each seat's VP were the game to end now, as Heuristic
// documents.
func (s *State) projected() []float64 {
	n := s.seats()
	t := *s // a copy of the flat state to score on; the slices are only read
	if !t.setup {
		t.tallest()
	}
	x := make([]float64, n)
	for p := range x {
		pl := &t.p[p]
		v := int(pl.VP) + (pl.Yard.Total()+s.c.floorsPerVP-1)/s.c.floorsPerVP
		if int(pl.Corruption) < len(s.c.track) {
			v += s.c.track[pl.Corruption]
		}
		x[p] = float64(v)
	}
	if s.cnt.NoEndMostCorruption || s.solo() != nil {
		return x
	}
	most := s.ranks(func(p int) int { return int(s.p[p].Corruption) }, true)
	for p := range x {
		x[p] -= float64(s.mostCorruptionVP(&most, p))
	}
	return x
}

// soloWinAt is the lowest score the solo result chart counts as a win.
func soloWinAt(so *Solo) int {
	at := math.MaxInt32
	for _, r := range so.Results {
		if r.Win {
			at = min(at, r.Min)
		}
	}
	if at == math.MaxInt32 {
		return 0
	}
	return at
}
