package buildershigh

import (
	"testing"

	"github.com/rulebook-go/rulebook/internal/searchtest"
)

// botTwins are decisions of 2- to 5-player games with a twin the seat to
// move cannot tell apart (other hands and the decks differ).
func botTwins(t *testing.T) searchtest.Twins[*State, Move] {
	t.Helper()
	tw, err := searchtest.FindTwins(conformanceConfigs()[:4], rehide, 16, 7, 4000)
	if err != nil {
		t.Fatal(err)
	}
	return tw
}

// TestBotsDoNotCheat: every policy of package bot, with the same seed,
// makes the same move in two states its seat cannot tell apart.
func TestBotsDoNotCheat(t *testing.T) {
	mismatches, err := botTwins(t).Check(searchtest.Policies[*State, Move]())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mismatches {
		t.Errorf("%s chose %q in a state and %q in its twin (%s)", m.Policy, m.Moves[0], m.Moves[1], m.Prompt)
	}
}

// TestCheaterIsCaught: a policy that searches the referee's state moves
// differently in some twins, so TestBotsDoNotCheat can fail.
func TestCheaterIsCaught(t *testing.T) {
	mismatches, err := botTwins(t).Check([]searchtest.Policy[*State, Move]{searchtest.Cheater[*State, Move]()})
	if err != nil {
		t.Fatal(err)
	}
	if len(mismatches) == 0 {
		t.Error("a policy reading the hidden hands moved alike in every twin: the twins test nothing")
	}
}
