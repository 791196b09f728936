package rulebook_test

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// fixedDecision is a state at a given decision.
type fixedDecision struct {
	to     rulebook.Player
	prompt string
	over   bool
}

func (f fixedDecision) ToMove() rulebook.Player { return f.to }
func (f fixedDecision) Prompt() string          { return f.prompt }
func (f fixedDecision) Over() bool              { return f.over }

func TestDecisionOf(t *testing.T) {
	for _, tc := range []struct {
		s      fixedDecision
		want   rulebook.Decision
		reason string
	}{
		{fixedDecision{1, "p1: build", false}, rulebook.Decision{ToMove: 1, Prompt: "p1: build"}, "a seat to move"},
		{fixedDecision{rulebook.Chance, "draw a card", false}, rulebook.Decision{ToMove: rulebook.Chance, Prompt: "draw a card"}, "Chance to move"},
		{fixedDecision{rulebook.Nobody, "the game is over", true}, rulebook.Decision{ToMove: rulebook.Nobody, Prompt: "the game is over", Over: true}, "the game over"},
	} {
		if diff := cmp.Diff(tc.want, rulebook.DecisionOf(tc.s)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// A View that embeds the Decision marshals its fields as its own, in place.
func TestDecisionMarshalsInPlace(t *testing.T) {
	v := struct {
		Round int `json:"round"`
		rulebook.Decision
		Players []int `json:"players"`
	}{Round: 2, Decision: rulebook.Decision{ToMove: 0, Prompt: "p0: pass", Over: false}, Players: []int{1}}
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"round":2,"to_move":0,"prompt":"p0: pass","over":false,"players":[1]}`
	if diff := cmp.Diff(want, string(data)); diff != "" {
		t.Errorf("JSON (-want +got):\n%s", diff)
	}
}
