package capitals

import "github.com/rulebook-go/rulebook"

// heuristicScale is the lead in Prestige that makes a seat's Heuristic
// share e times another's (see rulebook.Standing).
const heuristicScale = 6

// Returns is each seat's result once the game is over: 1 for the winner
// (the tie-breakers always leave one, see Winners), 0 for the others.
// Before the end every seat's return is 0. The Capitals ends only by its
// rules: no limit stops it.
func (s *State) Returns() []float64 {
	return rulebook.WinnerReturns(s.seats(), s.Winners())
}

// Heuristic is each seat's standing in a game not over, from the game's
// own scoring: Prestige, plus what Final Scoring would pay for the City as
// it stands (Energy Cubes, Money and Culture at their rates, counted as
// fractions so that every step counts, and Progress spaces), plus, for each
// World Expo Evaluation still to come, the Prestige of the City's
// Employment level, its unemployment loss and its Public Services
// penalty as the tracks stand. All of it is on the table but other Cities'
// Prestige, which a bot reads on a copy Determinize made, where it is a
// sample. The strengths become shares with rulebook.Standing, a lead of 6
// Prestige counting e times. Once the game is over it is Returns.
func (s *State) Heuristic() []float64 {
	if s.over {
		return s.Returns()
	}
	n := s.seats()
	expos := s.exposLeft()
	emp, prog := &s.c.tracks[tEmp], &s.c.tracks[tProg]
	x := make([]float64, n)
	for p := range x {
		ct := &s.cities[p]
		v := float64(ct.Prestige)
		v += float64(ct.Cubes) / float64(s.c.finalCubes)
		v += float64(ct.Track[tEcon]) / float64(s.c.finalMoney)
		v += float64(ct.Track[tCult]) / float64(s.c.finalCulture)
		v += float64((int(ct.Track[tProg]) - prog.Min) * s.c.finalProgress)
		expo := 0
		if i := int(ct.Track[tEmp]) - emp.Min; i >= 0 && i < len(emp.Prestige) {
			expo += emp.Prestige[i]
		}
		if d := int(ct.Track[tEmp] - ct.Track[tPop]); d < 0 {
			expo += max(d, -s.c.unemploymentCap)
		}
		for q := 0; q < n; q++ {
			if q != p && s.better(q, p, tPS) {
				expo -= s.c.psPenalty
			}
		}
		x[p] = v + float64(expos*expo)
	}
	return rulebook.Standing(x, x, heuristicScale)
}

// exposLeft counts the World Expo Evaluations still to come: the rounds
// from the one being played that end with one, the current round's only
// while its evaluation has not begun.
func (s *State) exposLeft() int {
	n := 0
	for r := max(int(s.round), 1); r <= len(s.c.rounds); r++ {
		if r == int(s.round) && s.phase >= phExpo {
			continue
		}
		if s.c.rounds[r-1].Expo {
			n++
		}
	}
	return n
}
