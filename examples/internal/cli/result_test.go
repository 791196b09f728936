package cli

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
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
