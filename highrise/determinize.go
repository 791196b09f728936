package highrise

import "github.com/rulebook-go/rulebook"

// Determinize returns a copy of the state in which what seat p cannot know
// is drawn afresh with r. In High Rise that is one thing: a Blueprint Card
// dealt face down (the Full Game's 2030 card during 2010), which nobody at
// the table has seen, so it is drawn again from every Blueprint Card of its
// round, each as likely, as the deal drew it. Everything else is on the
// table or not yet drawn: undealt Tenants, Bonus Tiles and Blueprint Cards
// are not held in any order (each deal is a Chance decision over what is
// left) and the bag is public by count. The copy's View(p) is the state's,
// and the state does not change.
func (s *State) Determinize(p rulebook.Player, r *rulebook.Resolver) *State {
	t := s.Clone()
	for round, k := range t.bp {
		if k < 0 || !t.blueprintHidden(round) {
			continue
		}
		n := 0
		for i := range t.c.blueprints {
			if t.c.blueprints[i].Round == round {
				n++
			}
		}
		pick := r.IntN(n)
		for i := range t.c.blueprints {
			if t.c.blueprints[i].Round != round {
				continue
			}
			if pick == 0 {
				t.bp[round] = int8(i)
				break
			}
			pick--
		}
	}
	return t
}

var _ rulebook.Searchable[*State, Move] = (*State)(nil)
