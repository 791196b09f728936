package buildershigh

import (
	"fmt"

	"github.com/rulebook-go/rulebook"
)

// Scores is each seat's number of building cards in its play area: the
// measure the rulebook breaks ties with.
func (s *State) Scores() []int {
	scores := make([]int, s.seats())
	for p := range scores {
		scores[p] = s.buildings(p)
	}
	return scores
}

// Winners are the seats that won, once the game is over: "If only one
// player achieved the victory conditions, that player is the winner. If more
// than one player achieved the victory conditions, the player with more
// building cards in their play area is the winner. If the number of building
// cards is the same, those players share the victory." A game stopped by
// the round limit (see StoppedBy) has no winner. Before the end, Winners is
// empty.
func (s *State) Winners() []rulebook.Player {
	// A game is over with nobody having met the victory condition only
	// when the round limit stopped it.
	if !s.over || s.achieved == 0 {
		return nil
	}
	best := -1
	var winners []rulebook.Player
	for p := 0; p < s.seats(); p++ {
		if s.achieved&(1<<p) == 0 {
			continue
		}
		switch n := s.buildings(p); {
		case n > best:
			best, winners = n, append(winners[:0], rulebook.Player(p))
		case n == best:
			winners = append(winners, rulebook.Player(p))
		}
	}
	return winners
}

// StoppedBy names the limit that stopped the game, "the round limit of 60
// rounds", when the round_limit option (not a rule: the rulebook has none)
// stopped it with nobody having met the victory condition; it is "" while
// the game goes on and once it ended by the rules. State is a
// rulebook.Stopper.
func (s *State) StoppedBy() string {
	if !s.over || s.achieved != 0 || s.opts.roundLimit <= 0 {
		return ""
	}
	return fmt.Sprintf("the round limit of %d rounds", s.opts.roundLimit)
}

var _ rulebook.Stopper = (*State)(nil)
