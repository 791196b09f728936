package capitals

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

var testContent = MustDefault()

// play applies moves given in notation, failing the test on the first one
// the rules reject.
func play(t testing.TB, s *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("parse %q: %v", text, err)
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("apply %q (%s): %v", text, s.Prompt(), err)
		}
	}
}

// playChance plays Chance's decisions, drawn by a Resolver seeded with
// seed, until a player is to move.
func playChance(t testing.TB, s *State, seed uint64) {
	t.Helper()
	r := rulebook.NewResolver(seed)
	var buf []Move
	for s.ToMove() == rulebook.Chance {
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

var stateCompare = cmp.Transformer("state", func(s *State) string {
	b, err := json.MarshalIndent(s, "", " ")
	if err != nil {
		return "error: " + err.Error()
	}
	return string(b)
})

func cmpDiff(a, b *State) string {
	if sameState(a, b) {
		return ""
	}
	if diff := cmp.Diff(a, b, stateCompare); diff != "" {
		return diff
	}
	return "the states differ in a way their JSON does not show"
}

func sameState(a, b *State) bool {
	if a.c != b.c || a.opts != b.opts || a.cities != b.cities || a.where != b.where || a.tourists != b.tourists ||
		a.neutral != b.neutral || a.highest != b.highest || a.round != b.round || a.phase != b.phase || a.idx != b.idx ||
		a.arrows != b.arrows || a.over != b.over {
		return false
	}
	if len(a.stack) == 0 && len(b.stack) == 0 {
		return true
	}
	return reflect.DeepEqual(a.stack, b.stack)
}

func jsonOf(t testing.TB, v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var _ = bytes.Equal

// conditionalAgain is in the prompt that asks whether a Conditional Effect
// takes place once more (conditional_times=chosen, the default).
const conditionalAgain = "Conditional Effect take place again"
