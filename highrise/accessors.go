package highrise

import "github.com/rulebook-go/rulebook"

// VP is seat p's Victory Points on the Score Track.
func (s *State) VP(p rulebook.Player) int { return int(s.p[p].VP) }

// Bag counts the Floors in the bag by colour.
func (s *State) Bag() map[string]int { return s.floorMap(s.bag) }

// OnCard returns the Floors set aside on a Power Card in front of seat p
// (draw_onto_card: "Draw a random Floor from the bag onto your ... card"), by colour.
func (s *State) OnCard(p rulebook.Player) map[string]int { return s.floorMap(s.p[p].OnCard) }

// PowerCards returns seat p's Power Cards by id: those face up and those
// flipped face down.
func (s *State) PowerCards(p rulebook.Player) (up, down map[string]int) {
	up, down = map[string]int{}, map[string]int{}
	for k := range s.c.cards {
		if n := s.p[p].Up[k]; n > 0 {
			up[s.c.cards[k].ID] = int(n)
		}
		if n := s.p[p].Down[k]; n > 0 {
			down[s.c.cards[k].ID] = int(n)
		}
	}
	return up, down
}

// BlueprintCard is the id of this round's Blueprint Card, "" before it is
// dealt.
func (s *State) BlueprintCard() string {
	if k := s.bp[s.round]; k >= 0 {
		return s.c.blueprints[k].ID
	}
	return ""
}

// Supply is the UltraPlastic, Spires and Expanded Construction Yards in the
// general supply.
func (s *State) Supply() (ultraPlastic, spires, expandedYards int) {
	return int(s.ultra), int(s.spires), int(s.yards)
}
