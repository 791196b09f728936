package highrise

import (
	"testing"

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

func randomGame(t testing.TB, seed uint64, opts ...Option) *State {
	t.Helper()
	s, err := New(testContent, opts...)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := rulebook.Playout(s, rulebook.NewResolver(seed), 20000, nil); err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	return s
}
