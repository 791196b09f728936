package highrise

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebook-go/rulebook"
)

// TestCoverageFires plays seeded random Full games, with the Extra Tenants
// and without, and collects what AppendUses says each move uses: every use
// is one CoverageItems lists, and every item it lists fires in some game
// (a Bonus Tile discarded once dealt is counted when dealt, a move card
// when a move uses it).
func TestCoverageFires(t *testing.T) {
	catalog := testContent.CoverageItems()
	fired := map[Use]int{}
	for seed := uint64(1); seed <= 400; seed++ {
		s, err := New(testContent, WithPlayers(int(2+seed%3)), WithMode(ModeFull), WithRule("extra_tenants", [2]string{"off", "on"}[seed%2]))
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		var buf []Move
		var uses []Use
		for !s.Over() {
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			uses = s.AppendUses(uses[:0], m)
			for _, u := range uses {
				if !slices.Contains(catalog, u) {
					t.Fatalf("seed %d: %v uses %v, which CoverageItems does not list", seed, m, u)
				}
				fired[u]++
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	var never []Use
	for _, u := range catalog {
		if fired[u] == 0 {
			never = append(never, u)
		}
	}
	if diff := cmp.Diff([]Use(nil), never); diff != "" {
		t.Errorf("never fired in 400 random games (-want +got):\n%s", diff)
	}
}
