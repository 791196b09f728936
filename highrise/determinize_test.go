package highrise

import (
	"testing"

	"github.com/rulebook-go/rulebook"
)

// TestDeterminizeFaceDownBlueprint: in the Full Game the 2030 Blueprint
// Card lies face down through 2010; a determinization draws it again from
// the 2030 cards and keeps the face-up cards.
func TestDeterminizeFaceDownBlueprint(t *testing.T) {
	s, err := New(testContent, WithPlayers(3), WithMode(ModeFull))
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(1)
	var buf []Move
	for s.setup {
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if s.bp[2] < 0 || !s.blueprintHidden(2) {
		t.Fatal("the 2030 Blueprint Card is not face down after setup")
	}
	drawn := map[int8]bool{}
	for seed := range uint64(30) {
		d := s.Determinize(2, rulebook.NewResolver(seed))
		if d.bp[0] != s.bp[0] || d.bp[1] != s.bp[1] {
			t.Fatalf("seed %d: face-up Blueprint Cards changed: %v, want %v", seed, d.bp[:2], s.bp[:2])
		}
		if k := d.bp[2]; k < 0 || s.c.blueprints[k].Round != 2 {
			t.Fatalf("seed %d: the 2030 card is %d, not a 2030 Blueprint Card", seed, k)
		}
		drawn[d.bp[2]] = true
	}
	if len(drawn) < 2 {
		t.Errorf("the face-down 2030 card is the same in 30 determinizations")
	}
}
