package cli

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/games"
)

func TestScoresAndSeats(t *testing.T) {
	for _, tc := range []struct {
		got, want, reason string
	}{
		{Scores([]int{12, 9, -3}), "p0 12, p1 9, p2 -3", "every seat's score, in seat order"},
		{Scores(nil), "", "no seats"},
		{Seats([]rulebook.Player{0, 2}), "p0, p2", "the seats named, in order"},
		{Seats([]rulebook.Player{1}), "p1", "one seat"},
	} {
		if diff := cmp.Diff(tc.want, tc.got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestTieBreak(t *testing.T) {
	rule := `"If there's a tie for most VP, the player with the single tallest Building is the winner."`
	for _, tc := range []struct {
		reason string
		final  games.Final
		want   string
	}{
		{"a sole winner tied with another seat: the rule that decided",
			games.Final{Over: true, Scores: []int{35, 2, 35}, Winners: []rulebook.Player{0}, TiedWith: []rulebook.Player{2}, TieBreak: rule},
			"tied with p2 on 35, the winner by the rulebook's tie-breaker: " + rule},
		{"a winner with the most points alone: nothing to say",
			games.Final{Over: true, Scores: []int{35, 2, 30}, Winners: []rulebook.Player{0}}, ""},
		{"a shared victory: no tie-breaker decided it",
			games.Final{Over: true, Scores: []int{5, 5}, Winners: []rulebook.Player{0, 1}}, ""},
	} {
		if diff := cmp.Diff(tc.want, TieBreak(tc.final)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
