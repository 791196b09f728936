package buildershigh

// InPlay reports whether the card of content id takes part in this game as
// it is set up: every card, but the city planning cards in Easy Mode ("remove
// the city planning card from the game"). An id the content lacks is not.
func (s *State) InPlay(id string) bool {
	i, ok := s.c.byID[id]
	if !ok || i < 0 || i >= len(s.c.cards) {
		return false
	}
	return s.c.cards[i].Deck != PlanningDeck || !s.opts.easy
}
