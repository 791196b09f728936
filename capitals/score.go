package capitals

import "github.com/rulebook-go/rulebook"

// Scores is each seat's Prestige: hidden during play (View shows each
// player only their own), the result at the end.
func (s *State) Scores() []int {
	scores := make([]int, s.seats())
	for p := range scores {
		scores[p] = int(s.cities[p].Prestige)
	}
	return scores
}

// Winners is the seat with the most Prestige once the game is over: "In
// the event of a tie the tied player who has the most energy cubes
// remaining is the winner. If still tied the player who is furthest ahead
// on the Economy Track is the winner. If still tied, the tied player in the
// furthest left space of the Initiative Area is considered the winner."
// Before the end, Winners is empty.
func (s *State) Winners() []rulebook.Player {
	if !s.over {
		return nil
	}
	best := 0
	for p := 1; p < s.seats(); p++ {
		a, b := &s.cities[p], &s.cities[best]
		switch {
		case a.Prestige != b.Prestige:
			if a.Prestige > b.Prestige {
				best = p
			}
		case a.Cubes != b.Cubes:
			if a.Cubes > b.Cubes {
				best = p
			}
		case a.Track[tEcon] != b.Track[tEcon]:
			if a.Track[tEcon] > b.Track[tEcon] {
				best = p
			}
		case a.Space < b.Space:
			best = p
		}
	}
	return []rulebook.Player{rulebook.Player(best)}
}
