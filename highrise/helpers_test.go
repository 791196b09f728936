package highrise

import (
	"testing"
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
