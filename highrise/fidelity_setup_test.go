package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebook-go/rulebook"
)

// setUp plays a game's setup, every decision (Chance's or a player's)
// answered by pick (its answer to the prompt among the legal moves, "" for
// the first legal move), until the first player's first move.
func setUp(t *testing.T, pick func(prompt string, legal map[string]bool) string, opts ...Option) *State {
	t.Helper()
	s, err := New(testContent, opts...)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; s.setup || s.ToMove() == rulebook.Chance; n++ {
		if n > 500 {
			t.Fatalf("setup does not end: %s", s.Prompt())
		}
		legal := s.Legal()
		m := legal[0]
		if want := pick(s.Prompt(), legalStrings(s)); want != "" {
			var err error
			if m, err = s.ParseMove(want); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("setup: %s: %v", s.Prompt(), err)
		}
	}
	return s
}

// Introductory Game setup: "Every player draws a random Floor and places it
// in their Construction Yard", and later "Place your Building on the Tenant
// whose number matches your position in turn order ... Immediately activate
// its Tenant Power". Player #3's Highway Office ("score 1 VP for every Floor
// you have in your Construction Yards") scores the starting Floor; Player
// #2's Theatre scores 2 VP and draws; Player #1 takes the Shipping Firm card.
// The Standard Game draws the Floor first as well ("Every player draws a
// random Floor", then "Place your Buildings in reverse turn order ...
// Immediately activate its Tenant power").
func TestStartingFloorBeforeStartingTenant(t *testing.T) {
	seats := func(prompt string, legal map[string]bool) string {
		// Base Construction Yard #k+1 to seat k; Highway Office and
		// Theatre first in Downtown and Harbourside.
		for k := 1; k <= 4; k++ {
			if strings.HasSuffix(prompt, "p"+string(rune('0'+k-1))) && legal["yard "+string(rune('0'+k))] {
				return "yard " + string(rune('0'+k))
			}
		}
		for _, id := range []string{"highway-office", "theatre"} {
			if legal["tenant "+id] {
				return "tenant " + id
			}
		}
		return ""
	}
	t.Run("introductory", func(t *testing.T) {
		s := setUp(t, seats, WithPlayers(4), WithMode(ModeIntro))
		floors := 0
		for _, n := range s.Yard(2) {
			floors += n
		}
		got := []int{s.Scores()[1], s.Scores()[2], floors}
		if diff := cmp.Diff([]int{2, 1, 1}, got); diff != "" {
			t.Errorf("[Player #2's VP (Theatre), Player #3's VP (Highway Office), Player #3's Floors] (-want +got):\n%s", diff)
		}
	})
	t.Run("standard", func(t *testing.T) {
		// Player #4 places first, then Player #3, who takes Highway Office
		// on downtown-1.
		s := setUp(t, func(prompt string, legal map[string]bool) string {
			if strings.HasPrefix(prompt, "p2: place") {
				return "place downtown-1"
			}
			return seats(prompt, legal)
		}, WithPlayers(4), WithMode(ModeStandard))
		if diff := cmp.Diff(1, s.Scores()[2]); diff != "" {
			t.Errorf("Player #3's VP from Highway Office and the starting Floor (-want +got):\n%s", diff)
		}
	})
}
