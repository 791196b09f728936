package rulebook_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/rulebook-go/rulebook"
)

func TestWinnerReturns(t *testing.T) {
	tests := []struct {
		reason  string
		seats   int
		winners []rulebook.Player
		want    []float64
	}{
		{"a sole winner takes 1", 4, []rulebook.Player{2}, []float64{0, 0, 1, 0}},
		{"two shared winners take a half each", 3, []rulebook.Player{0, 2}, []float64{0.5, 0, 0.5}},
		{"k shared winners take 1/k each", 4, []rulebook.Player{3, 1, 0}, []float64{1.0 / 3, 1.0 / 3, 0, 1.0 / 3}},
		{"no winner (a game a limit stopped) gives everyone 0", 2, nil, []float64{0, 0}},
		{"Chance, Nobody and seats off the table are not winners", 2, []rulebook.Player{rulebook.Chance, 1, 5, rulebook.Nobody}, []float64{0, 1}},
		{"the one seat of a solo game that won", 1, []rulebook.Player{0}, []float64{1}},
	}
	for _, tc := range tests {
		got := rulebook.WinnerReturns(tc.seats, tc.winners)
		if d := cmp.Diff(tc.want, got, cmpopts.EquateApprox(0, 1e-12)); d != "" {
			t.Errorf("%s: WinnerReturns(%d, %v) (-want +got):\n%s", tc.reason, tc.seats, tc.winners, d)
		}
	}
}

func TestStanding(t *testing.T) {
	e := math.E
	tests := []struct {
		reason   string
		strength []float64
		scale    float64
		want     []float64
	}{
		{"equal strengths share equally", []float64{3, 3, 3, 3}, 5, []float64{0.25, 0.25, 0.25, 0.25}},
		{"a seat one scale ahead has e times the share", []float64{10, 5}, 5, []float64{e / (1 + e), 1 / (1 + e)}},
		{"only the differences count", []float64{1000, 995}, 5, []float64{e / (1 + e), 1 / (1 + e)}},
		{"a scale of 0 is taken as 1", []float64{1, 0}, 0, []float64{e / (1 + e), 1 / (1 + e)}},
		{"a lone seat has all of it", []float64{-7}, 2, []float64{1}},
		{"a huge lead does not overflow", []float64{1e6, 0}, 1, []float64{1, 0}},
		{"no seats, no shares", nil, 1, []float64{}},
	}
	for _, tc := range tests {
		got := rulebook.Standing(nil, tc.strength, tc.scale)
		if d := cmp.Diff(tc.want, got, cmpopts.EquateApprox(0, 1e-12), cmpopts.EquateEmpty()); d != "" {
			t.Errorf("%s: Standing(%v, %v) (-want +got):\n%s", tc.reason, tc.strength, tc.scale, d)
		}
	}
}

// Standing writes into dst when it has room: the strengths may be
// overwritten in place.
func TestStandingInPlace(t *testing.T) {
	x := []float64{2, 2}
	got := rulebook.Standing(x, x, 1)
	if &got[0] != &x[0] {
		t.Error("Standing(x, x, …) did not reuse x")
	}
	if d := cmp.Diff([]float64{0.5, 0.5}, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

func ExampleWinnerReturns() {
	// Seats 0 and 2 of four share the victory.
	fmt.Println(rulebook.WinnerReturns(4, []rulebook.Player{0, 2}))
	// Output: [0.5 0 0.5 0]
}

func ExampleStanding() {
	// Three seats with 40, 40 and 32 points, 8 points counting e times.
	for _, v := range rulebook.Standing(nil, []float64{40, 40, 32}, 8) {
		fmt.Printf("%.3f ", v)
	}
	fmt.Println()
	// Output: 0.422 0.422 0.155
}
