package buildershigh

import (
	"testing"

	"github.com/rulebook-go/rulebook"
)

// TestAppendUses counts card uses over seeded games and checks them against
// the final state: every building built is in a play area, every city
// planning card taken is too, and every use is an item of CoverageItems.
func TestAppendUses(t *testing.T) {
	items := map[Use]bool{}
	for _, u := range testContent.CoverageItems() {
		items[u] = true
	}
	fired := map[Use]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		// A random game may run for hundreds of rounds without a limit.
		s, err := New(testContent, WithPlayers(2+int(seed%4)), WithRule("round_limit", "60"))
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		var buf []Move
		var uses []Use
		built, planned := map[string]int{}, map[string]int{}
		for !s.Over() {
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			before := s.Clone()
			uses = s.AppendUses(uses[:0], m)
			if !sameState(before, s) {
				t.Fatalf("AppendUses changed the state: %s", cmpDiff(before, s))
			}
			for _, u := range uses {
				if !items[u] {
					t.Fatalf("seed %d: use %v is not in CoverageItems", seed, u)
				}
				fired[u]++
				switch u.How {
				case UseBuilt:
					built[u.Card]++
				case UsePlanned:
					planned[u.Card]++
				}
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		inAreas := map[string]int{}
		for p := range s.Seats() {
			for id, n := range s.PlayArea(rulebook.Player(p)) {
				inAreas[id] += n
			}
		}
		for id, n := range inAreas {
			card, _ := testContent.Card(id)
			want := built[id]
			if card.Deck == PlanningDeck {
				want = planned[id]
			}
			if n != want {
				t.Errorf("seed %d: %d %s in play areas, %d counted", seed, n, id, want)
			}
		}
	}
	for _, how := range []UseKind{UseBuilt, UseAbility, UsePaid, UsePlanned} {
		n := 0
		for u, c := range fired {
			if u.How == how {
				n += c
			}
		}
		if n == 0 {
			t.Errorf("no %v use in 20 games", how)
		}
	}
}
