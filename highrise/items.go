package highrise

import "fmt"

// The readers of building and card items (a for_each, choose_n or count
// over the kinds "building" and "card", see loops.go): a Building Space by
// its index (the stride of maxSlots per Neighborhood), a kind of Power Card
// by its index in content order. Each reader takes the item as an int, so
// it reads item() in a filter or body, and answers for a number that is no
// such item as for an empty space or a card nobody holds.

// spaceHeight is the height of the Building on Building Space b, 0 for an
// empty, blocked or unknown space: its height as Buildings are compared
// outside the Tallest Building Bonus (see State.height; by default Spires
// count their two "virtual" Floors, as for the bonus).
func (s *State) spaceHeight(b int) int {
	if b < 0 || b >= s.buildingSpaces() || s.bld[b].Owner < 0 {
		return 0
	}
	return s.height(s.bld[b])
}

// controlsSpace reports whether seat p controls the Building on Building
// Space b: p constructed it, or slid a Building Base onto it ("You now
// control that Building as well", Extra Tenants).
func (s *State) controlsSpace(p, b int) bool {
	if b < 0 || b >= s.buildingSpaces() {
		return false
	}
	bl := s.bld[b]
	return bl.Owner >= 0 && (int(bl.Owner) == p || int(bl.Co) == p+1)
}

// spaceID is Building Space b's id as the notation names it
// ("east-gardens-2"), "" for no space.
func (c *Content) spaceID(b int) string {
	if b < 0 || b >= len(c.buildingIDs) {
		return ""
	}
	return c.buildingIDs[b]
}

// cardID is the id of Power Card kind k, "" for no kind.
func (c *Content) cardID(k int) string {
	if k < 0 || k >= len(c.cards) {
		return ""
	}
	return c.cards[k].ID
}

// spireOnto puts a Spire from the supply on the Building on Building Space
// b, when seat p controls it and the supply has one ("All other bits are
// component-limited. If you run out of one of them, you may not take it").
func (s *State) spireOnto(p, b int) {
	if s.spires > 0 && s.controlsSpace(p, b) {
		s.spires--
		s.bld[b].Spires++
	}
}

// floorsOntoSpace turns add_floors(n, SPACE) for seat who into its step:
// up to n Floors onto the Building on that Building Space, as add_floors
// "any" adds them once the Building is chosen (no VP; they count for its
// height), when who controls it; nothing when who does not.
func (s *State) floorsOntoSpace(id string, n int, who int8) error {
	b, ok := s.c.lookup('p', id)
	if !ok || b >= s.buildingSpaces() {
		return fmt.Errorf("highrise: add_floors: %q is not one of %q nor a Building Space", id, addFloorsChoices)
	}
	if n > 0 && s.controlsSpace(int(who), b) {
		s.stack.Push(task{Op: opPentFloor, Who: who, K: int16(b), N: int16(n)})
	}
	return nil
}
