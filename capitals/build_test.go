package capitals

import "testing"

// TestBuildTakesHowMany: build(n) is the Building Phase's take and place,
// n times ("build 1 additional tile from Projects Area, following all
// building rules"): a Financial District edited to build(2) has its City
// take and place two more tiles, one after the other.
func TestBuildTakesHowMany(t *testing.T) {
	c := mustLoadEdited(t, "tiles_prosperity.yaml", `immediate: '[build(1), gain("public_services", by_era(-1, 0, 1))]'`, `immediate: 'build(2)'`)
	s := newGameOn(t, c, 4, WithProsperity(true))
	p := int(s.stack.Top().Who)
	s.where[inst(t, s, "financial-district")] = locHand + uint8(p)
	pending := len(s.stack) // the Building Phase's own take, waiting below
	s.stack.Push(task{Op: opProsper, Who: int8(p)})
	n := s.cities[p].N
	play(t, s, "build financial-district", "place 1,0")
	for i, at := range []string{"place -1,-1", "place 2,0"} {
		if top := s.stack.Top(); top == nil || top.Op != opTake || int(top.Who) != p {
			t.Fatalf("extra tile %d: %s, want a tile to take", i+1, s.Prompt())
		}
		play(t, s, s.Legal()[0].String(), at)
		resolve(t, s)
	}
	if got := s.cities[p].N - n; got != 3 {
		t.Errorf("%d tiles built, want the Financial District and two more", got)
	}
	if len(s.stack) != pending {
		t.Errorf("%d steps pending after the two extra tiles, want the Building Phase's own %d (%s)", len(s.stack), pending, s.Prompt())
	}
}
