package games

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestParsePolicy reads each policy with its settings, and refuses what is
// not one, with a message naming what is wrong.
func TestParsePolicy(t *testing.T) {
	for _, tc := range []struct {
		text, reason string
		want         Policy
		err          string // a part of the error; "" when it parses
	}{
		{"random", "a policy without settings", Random, ""},
		{"rank", "the game's quick rule", Rank, ""},
		{"greedy:nodes=50", "greedy's budget", Policy{Name: "greedy", Nodes: 50}, ""},
		{"mcts:iterations=200", "the issue's example", Policy{Name: "mcts", Iterations: 200}, ""},
		{"mcts:iterations=200:cutoff=none", "playouts to the end", Policy{Name: "mcts", Iterations: 200, Cutoff: -1}, ""},
		{"ismcts:time=2s:workers=2:exploration=1.5:cutoff=8", "every search setting", Policy{Name: "ismcts", Time: 2 * time.Second, Workers: 2, Exploration: 1.5, Cutoff: 8}, ""},
		{" mcts ", "space around a seat of a list", MCTS, ""},
		{"clever", "no such policy", Policy{}, `unknown policy "clever"`},
		{"random:iterations=5", "random takes no settings", Policy{}, "random takes no settings"},
		{"greedy:iterations=5", "a setting of another policy", Policy{}, `greedy has no setting "iterations" (it has nodes)`},
		{"mcts:iterations", "a setting without a value", Policy{}, "is not a setting"},
		{"mcts:iterations=0", "a budget of nothing", Policy{}, "not a whole number from 1"},
		{"mcts:iterations=lots", "not a number", Policy{}, "not a whole number"},
		{"mcts:time=soon", "not a duration", Policy{}, "not a positive duration"},
		{"mcts:exploration=-1", "a negative constant", Policy{}, "not a positive number"},
	} {
		got, err := ParsePolicy(tc.text)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: ParsePolicy(%q) = %v, %v; want an error with %q", tc.reason, tc.text, got, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: ParsePolicy(%q): %v", tc.reason, tc.text, err)
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: ParsePolicy(%q) (-want +got):\n%s", tc.reason, tc.text, diff)
		}
		back, err := ParsePolicy(got.String())
		if err != nil || back != got {
			t.Errorf("%s: %q reads back as %v, %v", tc.reason, got.String(), back, err)
		}
	}
}

// TestParseSeats reads a policy a seat and names the seat of a bad one.
func TestParseSeats(t *testing.T) {
	got, err := ParseSeats("mcts:iterations=200,greedy,random,random")
	if err != nil {
		t.Fatal(err)
	}
	want := []Policy{{Name: "mcts", Iterations: 200}, Greedy, Random, Random}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if _, err := ParseSeats("random,clever"); err == nil || !strings.Contains(err.Error(), "seat 1") {
		t.Errorf("a bad second seat: %v; want an error naming seat 1", err)
	}
}
