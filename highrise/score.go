package highrise

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook/expr"

	"github.com/rulebook-go/rulebook"
)

// Scores is each seat's VP, in seat order.
func (s *State) Scores() []int {
	out := make([]int, s.seats())
	for p := range out {
		out[p] = int(s.p[p].VP)
	}
	return out
}

// heights lists seat p's Building heights (Spires and Penthouses
// included), tallest first.
func (s *State) heights(p int) []int {
	var h []int
	for i := 0; i < s.buildingSpaces(); i++ {
		if int(s.bld[i].Owner) == p {
			h = append(h, s.bld[i].total())
		}
	}
	slices.SortFunc(h, func(a, b int) int { return b - a })
	return h
}

// Winners are the seats with the most VP; the "Not-So-Friendly
// Tiebreaker" compares their tallest Buildings, then the next, and so on.
func (s *State) Winners() []rulebook.Player {
	if !s.over {
		return nil
	}
	if r, ok := s.SoloResult(); ok {
		if r.Win {
			return []rulebook.Player{0}
		}
		return nil
	}
	best := int16(-1 << 14)
	for p := 0; p < s.seats(); p++ {
		best = max(best, s.p[p].VP)
	}
	var tied []int
	for p := 0; p < s.seats(); p++ {
		if s.p[p].VP == best {
			tied = append(tied, p)
		}
	}
	cmpH := func(a, b []int) int {
		for i := 0; i < max(len(a), len(b)); i++ {
			x, y := 0, 0
			if i < len(a) {
				x = a[i]
			}
			if i < len(b) {
				y = b[i]
			}
			if x != y {
				return x - y
			}
		}
		return 0
	}
	var top []int
	for _, p := range tied {
		if top == nil || cmpH(s.heights(p), top) > 0 {
			top = s.heights(p)
			if top == nil {
				top = []int{}
			}
		}
	}
	var out []rulebook.Player
	for _, p := range tied {
		if cmpH(s.heights(p), top) == 0 {
			out = append(out, rulebook.Player(p))
		}
	}
	return out
}

// award pays table[i] to the owner of every Building among those listed
// whose height ranks i-th (ultra-friendly: every tied Building scores, and
// the next rank is the next distinct height).
func (s *State) award(spaces []int, table []int) {
	var buf [maxBuildSpaces]int
	hs := buf[:0]
	for _, i := range spaces {
		if s.bld[i].Owner >= 0 && !slices.Contains(hs, s.bld[i].total()) {
			hs = append(hs, s.bld[i].total())
		}
	}
	slices.SortFunc(hs, func(a, b int) int { return b - a })
	for rank, h := range hs {
		if rank >= len(table) {
			break
		}
		for _, i := range spaces {
			// "Neutral Buildings do not score, but will probably block you
			// from scoring in many Neighborhoods."
			if b := s.bld[i]; b.Owner >= 0 && b.total() == h && !s.isNeutralBuilding(b) {
				s.p[b.Owner].VP += int16(table[rank])
				if b.Co > 0 { // a second controller scores it too
					s.p[b.Co-1].VP += int16(table[rank])
				}
			}
		}
	}
}

// tallestBonus scores one Neighborhood's Tallest Building Bonus.
func (s *State) tallestBonus(h int, table []int) {
	var buf [maxBuildSpaces]int
	spaces := buf[:0]
	for slot := 0; slot < s.side.HoodSlots; slot++ {
		spaces = append(spaces, s.buildingSpace(h, slot))
	}
	s.award(spaces, table)
}

// tallest scores the Tallest Building Bonus of the round ending.
func (s *State) tallest() {
	r := int(s.round)
	for h := range s.c.hoods {
		s.tallestBonus(h, s.c.tallHood[r])
	}
	var buf [maxBuildSpaces]int
	all := buf[:0]
	for i := 0; i < s.buildingSpaces(); i++ {
		all = append(all, i)
	}
	s.award(all, s.c.tallBoard[r])
}

// ranks returns, for each seat, 0 for the most (or fewest) of value v, 1 for
// the next distinct value, and so on (0 beyond the seats).
func (s *State) ranks(v func(p int) int, most bool) [maxSeats]int {
	var buf [maxSeats]int
	vals := buf[:0]
	for p := 0; p < s.seats(); p++ {
		if !slices.Contains(vals, v(p)) {
			vals = append(vals, v(p))
		}
	}
	slices.Sort(vals)
	if most {
		slices.Reverse(vals)
	}
	var out [maxSeats]int
	for p := 0; p < s.seats(); p++ {
		out[p] = slices.Index(vals, v(p))
	}
	return out
}

// roundEnd scores the Tallest Building Bonus and does Upkeep, or ends the
// game after the last round.
func (s *State) roundEnd() error {
	s.tallest()
	if int(s.round) == len(s.c.rounds)-1 {
		if s.solo() != nil && s.rule("solo_limit_2030") == "on" {
			s.soloRoundEnd() // the Corruption Limit compared at the end of 2030 too
		}
		return s.endGame()
	}
	// Refresh Power Cards.
	for p := 0; p < s.seats(); p++ {
		pl := &s.p[p]
		for k := range pl.Down {
			pl.Up[k] += pl.Down[k]
			pl.Down[k] = 0
		}
	}
	s.stack.Push(task{Op: opNewRound, Who: -1})
	s.stack.Push(task{Op: opPenalty, Who: -1}) // after the adjustment and what it triggers
	if s.cnt.NoAdjustByVP {
		return nil
	}
	if s.cnt.ByDifference {
		// "if the difference between the two players' scores is 5 VP or
		// fewer, the player with fewer VP loses one Corruption. Otherwise,
		// ... loses 2"; tied, neither does.
		a, b := 0, 1
		if s.p[a].VP > s.p[b].VP {
			a, b = b, a
		}
		if d := int(s.p[b].VP - s.p[a].VP); d > 0 {
			lose := s.cnt.AdjustLose[1]
			if d <= s.cnt.AdjustWithin {
				lose = s.cnt.AdjustLose[0]
			}
			s.loseCorruption(a, lose)
		}
		return nil
	}
	// Adjust Player Corruption: fewest VP lose 2, second-fewest lose 1.
	fewest := s.ranks(func(p int) int { return int(s.p[p].VP) }, false)
	for p := s.seats() - 1; p >= 0; p-- {
		if fewest[p] < len(s.c.adjust) {
			s.loseCorruption(p, s.c.adjust[fewest[p]])
		}
	}
	return nil
}

// penalty is the Corruption Penalty. Introductory and Standard: the most
// Corrupt move back to the second-most, 1 VP a space. Full: the most
// Corrupt flip a Power Card face down.
func (s *State) penalty() {
	if s.solo() != nil {
		s.soloRoundEnd()
		return
	}
	corr := func(p int) int { return int(s.p[p].Corruption) }
	most := s.ranks(corr, true)
	if s.mode.Penalty == "flip-card" {
		tied := 0
		for p := 0; p < s.seats(); p++ {
			tied += boolInt(most[p] == 0)
		}
		if tied > 1 && !s.cnt.PenaltyTiesFlip {
			return // "if both players are tied for most Corruption, neither flips a Power Card"
		}
		for p := s.seats() - 1; p >= 0; p-- {
			if most[p] == 0 && !s.noneMostCorrupt(p) && s.cardsUp(p) > 0 {
				s.stack.Push(task{Op: opFlip, Who: int8(p)})
			}
		}
		return
	}
	second := -1
	for p := 0; p < s.seats(); p++ {
		if most[p] == 1 {
			second = corr(p)
		}
	}
	if second < 0 {
		return
	}
	for p := 0; p < s.seats(); p++ {
		if most[p] == 0 {
			// Moving backwards on the track is losing Corruption: its
			// triggers act (a lose-corruption card: "You may use" it
			// "when you lose Corruption at the end of a round").
			d := corr(p) - second
			s.loseCorruption(p, d)
			s.p[p].VP -= int16(d)
		}
	}
}

func (s *State) cardsUp(p int) int {
	n := 0
	for _, u := range s.p[p].Up {
		n += int(u)
	}
	return n
}

// noneMostCorrupt reports whether seat p, with the most Corruption, is at
// zero (so is everyone) and the zero_corruption_most reading is that nobody
// then has the most Corruption.
func (s *State) noneMostCorrupt(p int) bool {
	return s.p[p].Corruption == 0 && s.rule("zero_corruption_most") == "none"
}

// mostCorruptionVP is what seat p loses at the End of Game for the most or
// second-most Corruption, most being the seats' ranks by Corruption: "the
// player with the most Corruption loses 3 VP, and the player with the
// second-most Corruption loses 1 VP". With everyone at zero, see
// zero_corruption_most.
func (s *State) mostCorruptionVP(most *[maxSeats]int, p int) int {
	if most[p] >= len(s.c.mostCorrupt) || most[p] == 0 && s.noneMostCorrupt(p) {
		return 0
	}
	return s.c.mostCorrupt[most[p]]
}

// endGame does the End of Game scoring after 2030's Tallest Building Bonus.
func (s *State) endGame() error {
	// Tenants on the board with game-end scoring, for every player.
	for i := 0; i < s.buildingSpaces(); i++ {
		t := s.tenant[i]
		if t < 0 || s.ts[t].gameEnd == nil {
			continue
		}
		for p := 0; p < s.seats(); p++ {
			effects, err := s.runEffects(s.ts[t].gameEnd, p, -1, s.scratch[:0])
			if err != nil {
				return err
			}
			for _, e := range effects {
				if e.N < 0 || e.N > maxCount {
					return fmt.Errorf("highrise: a count of %d is out of range 0..%d", e.N, maxCount)
				}
				switch e.Op {
				case opVP:
					s.p[p].VP += int16(e.N)
				case opLoseVP:
					s.p[p].VP -= int16(e.N)
				case expr.OpNone:
				default:
					return fmt.Errorf("highrise: a game-end script may only score VP (vp, lose_vp)")
				}
			}
			s.scratch = effects[:0]
		}
	}
	for p := 0; p < s.seats(); p++ {
		pl := &s.p[p]
		pl.VP += int16((pl.Yard.Total() + s.c.floorsPerVP - 1) / s.c.floorsPerVP)
		pl.VP += int16(s.c.track[pl.Corruption])
	}
	most := s.ranks(func(p int) int { return int(s.p[p].Corruption) }, true)
	for p := 0; p < s.seats() && !s.cnt.NoEndMostCorruption; p++ {
		s.p[p].VP -= int16(s.mostCorruptionVP(&most, p))
	}
	s.over = true
	s.stack = s.stack[:0]
	return nil
}
