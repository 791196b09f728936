package buildershigh

import "github.com/rulebook-go/rulebook"

// heuristicScale is the lead, in turns to go, that makes a seat's
// Heuristic share e times another's (see rulebook.Standing).
const heuristicScale = 1.5

// Returns is each seat's result once the game is over: 1 for the winner,
// 1/k each for k players who share the victory (met the victory condition
// with as many building cards as each other and more than the rest), 0
// for the others. A game the round_limit option stopped (StoppedBy) has no
// winner and returns 0 to every seat: the limit is no result of the rules.
// Before the end every seat's return is 0.
func (s *State) Returns() []float64 {
	return rulebook.WinnerReturns(s.seats(), s.Winners())
}

// Heuristic is each seat's standing while the game is not over. Scores
// (the building cards in a play area) only break ties here: a player wins
// by achieving a city planning card and emptying the hand ("Achieve any
// city planning cards in the Center and use up all of the cards in your
// hand"), so a seat's strength is how many turns, roughly, it is from
// that, from what lies on the table and in its hand:
//
//   - one Construct for each building card in hand;
//   - the budget cards that do not match those buildings' costs (the
//     costs with the seat's modifiers): a turn for each 8M too much (to be
//     spent on buildings yet to come, or exchanged down), or for each 9M
//     too little (to procure);
//   - without a city planning card: none more when a face-up one's
//     requirement would be met once the hand's buildings are built (one
//     Construct when the hand holds none), 3 when it would not, and 8
//     when none is face up. Easy Mode needs none.
//
// A seat that has met the victory condition is 0 turns away. Each building
// card in the play area takes a twentieth of a turn off, for the
// tie-breaker. The strengths (the negated turns) become shares with
// rulebook.Standing, 1.5 turns ahead counting e times. Once the game is
// over by its rules it is Returns; a game the round limit stopped is
// valued as if it went on.
func (s *State) Heuristic() []float64 {
	if s.over && s.StoppedBy() == "" {
		return s.Returns()
	}
	n := s.seats()
	x := make([]float64, n)
	var meets uint8
	if !s.opts.easy {
		meets = s.plannable()
	}
	for p := range x {
		x[p] = 0.05*float64(s.buildings(p)) - s.turnsToGo(p, meets&(1<<p) != 0)
	}
	return rulebook.Standing(x, x, heuristicScale)
}

// turnsToGo is Heuristic's estimate of seat p's turns from the victory
// condition; plannable says a face-up city planning card's requirement
// would be met once p's hand's buildings are built.
func (s *State) turnsToGo(p int, plannable bool) float64 {
	if s.achieved&(1<<p) != 0 {
		return 0
	}
	hand := s.zone(handZone(p))
	builds, value, cost := 0, 0, 0
	for _, k := range s.c.building {
		if c := int(hand[k]); c > 0 {
			builds += c
			cost += c * s.cost(p, k)
		}
	}
	for _, k := range s.c.budget {
		value += int(hand[k]) * s.c.cards[k].Value
	}
	turns := float64(builds)
	switch m := value - cost; {
	case m > 0:
		turns += float64((m + 7) / 8)
	case m < 0:
		turns += float64((-m + 8) / 9)
	}
	if s.opts.easy || s.planned&(1<<p) != 0 {
		return turns
	}
	switch {
	case s.total(zCenter, PlanningDeck) == 0:
		turns += 8
	case !plannable:
		turns += 3
	case builds == 0:
		turns++
	}
	return turns
}

// plannable returns the seats without a city planning card for which a
// face-up one's requirement would be met once the building cards in their
// hand are built: a copy of the zones with each hand's buildings moved to
// its play area, on which the requirements run (one that fails to run
// counts as not met: Load has type-checked every script).
func (s *State) plannable() uint8 {
	if s.total(zCenter, PlanningDeck) == 0 {
		return 0
	}
	t := State{c: s.c, opts: s.opts, planned: s.planned}
	t.counts = append([]uint8(nil), s.counts...)
	t.totals = append([]int16(nil), s.totals...)
	for p := 0; p < s.seats(); p++ {
		for _, k := range s.c.building {
			for range t.zone(handZone(p))[k] {
				t.move(k, handZone(p), areaZone(p))
			}
		}
	}
	var out uint8
	center := s.zone(zCenter)
	for p := 0; p < s.seats(); p++ {
		if s.planned&(1<<p) != 0 {
			continue
		}
		for _, k := range s.c.planning {
			if center[k] == 0 {
				continue
			}
			if ok, err := t.meets(p, k, -1); err == nil && ok {
				out |= 1 << p
				break
			}
		}
	}
	return out
}
