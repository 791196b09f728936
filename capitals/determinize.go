package capitals

import "github.com/rulebook-go/rulebook"

// Determinize returns a copy of the state in which what seat p cannot know
// is drawn afresh with r; the copy's View(p) is the state's, and the state
// does not change. What p cannot know, and how it is drawn:
//
//   - Another City's Prestige, until the end ("they may be stacked
//     face-down so that the exact total is hidden from view"): p sees
//     nothing of it, so it is drawn around p's own, an integer as likely
//     above as below it, at most 3 plus the round number away. Only p's own
//     Prestige is kept.
//   - The Prosperity add-on's face-down tiles: other players' hands, the
//     Prosperity stack while it is dealt, and the tiles returned to the box
//     unrevealed. Every such tile is as likely in each of these places, so
//     they are dealt again at random, each hand keeping its size and the
//     stack and box theirs.
//   - In the 2-player game, which tile of each type each Era stack
//     returned to the box at random: for an Era still to be drawn from,
//     the tiles of one type in its stack and in the box are dealt again,
//     as many as before in the stack. The state does not keep which boxed
//     tiles left the Projects Area face up, so those count as candidates
//     too: the draw errs toward knowing less, never more.
//
// Everything else is on the table or fixed by it. With 3 to 5 players an
// Era stack holds exactly the tiles of its Era (for that player count) not
// yet seen, and a deck is not held in any order: each draw is a Chance
// decision over what is left.
func (s *State) Determinize(p rulebook.Player, r *rulebook.Resolver) *State {
	t := s.Clone()
	if t.over || !p.IsSeat() || int(p) >= t.seats() {
		return t
	}
	spread := 3 + int(t.round)
	own := t.cities[p].Prestige
	for q := 0; q < t.seats(); q++ {
		if q != int(p) {
			t.cities[q].Prestige = own + int16(r.IntN(2*spread+1)-spread)
		}
	}
	if t.opts.prosperity {
		t.redealProsperity(p, r)
	}
	if t.seats() == 2 {
		t.redealBoxed(r)
	}
	return t
}

// hiddenFrom reports whether p cannot see a tile at w: in the box, a stack,
// or another seat's hand.
func hiddenFrom(w uint8, p rulebook.Player) bool {
	return w == locBox || w == locStack || (w >= locHand && w != locHand+uint8(p))
}

// redealProsperity deals the Prosperity tiles hidden from p again: a
// random permutation of them fills the places they are in, each place
// (another seat's hand, the stack, the box) keeping its count.
func (s *State) redealProsperity(p rulebook.Player, r *rulebook.Resolver) {
	var inst [maxInstances]int16
	var count [locHand + maxSeats]int16
	n := 0
	for i, k := range s.c.inst {
		if w := s.where[i]; s.c.tiles[k].Prosperity && hiddenFrom(w, p) {
			inst[n] = int16(i)
			count[w]++
			n++
		}
	}
	shuffle(inst[:n], r)
	j := 0
	for w, c := range count {
		for ; c > 0; c-- {
			s.where[inst[j]] = uint8(w)
			j++
		}
	}
}

// redealBoxed deals again, for each Era not yet left behind and each type,
// the tiles of the 2-player game in its stack and the box, keeping how
// many are in the stack: one pass sorts the candidates into their (Era,
// type) groups, in instance order, and each group is shuffled.
func (s *State) redealBoxed(r *rulebook.Resolver) {
	first, last, types := s.era(), s.lastEra(), len(s.c.types)
	groups := (last - first + 1) * types
	if groups <= 0 || groups > maxGroups {
		return
	}
	var start, stacked [maxGroups + 1]int
	var inst [maxInstances]int16
	group := func(i int) int {
		tile := &s.c.tiles[s.c.inst[i]]
		w := s.where[i]
		if tile.Era < first || tile.Era > last || tile.Type < 0 || tile.Type >= types || tile.Prosperity ||
			!s.marked(tile) || (w != locStack && w != locBox) {
			return -1
		}
		return (tile.Era-first)*types + tile.Type
	}
	for i := range s.c.inst {
		if g := group(i); g >= 0 {
			start[g+1]++
			if s.where[i] == locStack {
				stacked[g]++
			}
		}
	}
	for g := 1; g <= groups; g++ {
		start[g] += start[g-1]
	}
	next := start
	for i := range s.c.inst {
		if g := group(i); g >= 0 {
			inst[next[g]] = int16(i)
			next[g]++
		}
	}
	for g := 0; g < groups; g++ {
		v := inst[start[g]:start[g+1]]
		shuffle(v, r)
		for j, i := range v {
			if j < stacked[g] {
				s.where[i] = locStack
			} else {
				s.where[i] = locBox
			}
		}
	}
}

// maxGroups bounds the (Era, type) groups redealBoxed sorts tiles into.
const maxGroups = 64

// lastEra is the Era of the last round.
func (s *State) lastEra() int {
	if len(s.c.rounds) == 0 {
		return 0
	}
	return s.c.rounds[len(s.c.rounds)-1].Era
}

// shuffle permutes v at random (Fisher–Yates).
func shuffle(v []int16, r *rulebook.Resolver) {
	for i := len(v) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		v[i], v[j] = v[j], v[i]
	}
}

var _ rulebook.Searchable[*State, Move] = (*State)(nil)
