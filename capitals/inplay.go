package capitals

// InPlay reports whether the tile of content id takes part in this game as
// it is set up: an Era tile whose player-count mark the seats meet (see
// tile_marks), a Prosperity tile only with the add-on, every starting tile
// and Power Plant. A tile the 2-player removal happens to take out is in
// play; an id the content lacks is not.
func (s *State) InPlay(id string) bool {
	i, ok := s.c.byID[id]
	if !ok || i < 0 || i >= len(s.c.tiles) {
		return false
	}
	t := &s.c.tiles[i]
	switch { // as New sorts the tiles into the stacks, the supply and the box
	case t.Plant || t.Era > 0 && s.marked(t):
		return true
	case t.Prosperity:
		return s.opts.prosperity
	}
	return t.Era == 0 // a starting tile; an Era tile the mark leaves in the box is not
}
