package buildershigh

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// TestDeterminizeDealsHiddenCards: the other hands and the deck are dealt
// again, each hand keeping how many cards of each deck it holds, while
// everything face up and the viewer's own hand stay as they were.
func TestDeterminizeDealsHiddenCards(t *testing.T) {
	s := newFourPlayer(t)
	own := s.Hand(0)
	seen := map[string]bool{}
	for seed := range uint64(20) {
		d := s.Determinize(0, rulebook.NewResolver(seed))
		if diff := cmp.Diff(own, d.Hand(0)); diff != "" {
			t.Fatalf("seed %d: the viewer's own hand changed (-want +got):\n%s", seed, diff)
		}
		if diff := cmp.Diff(s.Center(), d.Center()); diff != "" {
			t.Fatalf("seed %d: the Center changed (-want +got):\n%s", seed, diff)
		}
		for q := 1; q < 4; q++ {
			for _, deck := range []Deck{BudgetDeck, BuildingDeck} {
				if got, want := d.total(handZone(q), deck), s.total(handZone(q), deck); got != want {
					t.Fatalf("seed %d: p%d holds %d %v cards, want %d", seed, q, got, deck, want)
				}
			}
		}
		for _, deck := range []Deck{BudgetDeck, BuildingDeck, PlanningDeck} {
			if d.DeckSize(deck) != s.DeckSize(deck) {
				t.Fatalf("seed %d: the %v deck has %d cards, want %d", seed, deck, d.DeckSize(deck), s.DeckSize(deck))
			}
		}
		seen[cmp.Diff(nil, d.Hand(1))] = true
	}
	if len(seen) < 2 {
		t.Errorf("p1's hand is the same in 20 determinizations: hidden cards are not dealt again")
	}
}

// TestDeterminizeKeepsAnnouncedBuilding: a player who announced a
// construction ("build city-hall", then "pay …") keeps the building in
// hand and can still pay for it exactly in every determinization, even
// when hardly any deal of the hidden budget cards could: here p1 pays 20M
// with two budget cards, and of the hidden ones only p1's own two 10M
// cards can make it.
func TestDeterminizeKeepsAnnouncedBuilding(t *testing.T) {
	hands := [][]string{
		{"2m", "2m", "5m", "5m", "10m", "recycling-plant", "row-house", "park", "bank", "workshop"},
		{"10m", "10m", "2m", "2m", "2m", "city-hall", "park", "bank", "library", "warehouse"},
	}
	s := deal(t, 2, hands, 1, standardCenter, standardPlanning[:3])
	// p1 holds just the two 10M cards; the other 10M cards lie face up in
	// the discard pile, so the hidden budget cards are p1's two 10M and
	// 2M and 5M cards that cannot make 20M in two.
	setCounts(t, s, handZone(1), "2m", 0)
	setCounts(t, s, zDiscard, "10m", 9-1-2)
	play(t, s, "build city-hall")
	for seed := range uint64(40) {
		d := s.Determinize(0, rulebook.NewResolver(seed))
		if d.Hand(1)["city-hall"] < 1 {
			t.Fatalf("seed %d: p1's announced City Hall left the hand: %v", seed, d.Hand(1))
		}
		if !d.canPay(1, d.cost(1, d.c.byID["city-hall"])) {
			t.Fatalf("seed %d: p1 cannot pay for the City Hall with %v", seed, d.Hand(1))
		}
		for _, inv := range invariants {
			if err := inv.Check(d); err != nil {
				t.Fatalf("seed %d: %s: %v", seed, inv.Name, err)
			}
		}
	}
}

// TestDeterminizeTwinsAgree: two states p0 cannot tell apart (Rehide)
// determinize to the same state with the same seed.
func TestDeterminizeTwinsAgree(t *testing.T) {
	s := newFourPlayer(t)
	u, ok := rehide(s, 0, rand.New(rand.NewPCG(1, 2)))
	if !ok {
		t.Fatal("rehide made no twin")
	}
	if cmpDiff(s, u) == "" {
		t.Fatal("the twin is the same state: the test checks nothing")
	}
	a, b := s.Determinize(0, rulebook.NewResolver(9)), u.Determinize(0, rulebook.NewResolver(9))
	if diff := cmpDiff(a, b); diff != "" {
		t.Errorf("twins determinize differently (-state +twin):\n%s", diff)
	}
}
