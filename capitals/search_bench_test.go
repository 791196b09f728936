package capitals

import (
	"testing"

	"github.com/rulebook-go/rulebook"
)

// BenchmarkDeterminize draws determinizations: the basic game at 4
// players (other Cities' Prestige), and the 2-player game with the
// Prosperity add-on (Prestige, the Prosperity hands and box, and the tiles
// the Era stacks returned to the box). Compare with BenchmarkClone.
func BenchmarkDeterminize(b *testing.B) {
	b.Run("players=4", func(b *testing.B) {
		benchDeterminize(b, midGame(b, 150))
	})
	b.Run("players=2/prosperity", func(b *testing.B) {
		s, err := New(testContent, WithPlayers(2), WithProsperity(true))
		if err != nil {
			b.Fatal(err)
		}
		r := rulebook.NewResolver(3)
		var buf []Move
		for i := 0; i < 150 && !s.Over(); i++ {
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				b.Fatal(err)
			}
		}
		benchDeterminize(b, s)
	})
}

// benchSink keeps what a benchmark makes, so the compiler cannot drop it.
var benchSink *State

// benchDeterminize measures, on the same state, a Clone and a
// determinization for seat 1.
func benchDeterminize(b *testing.B, s *State) {
	b.Run("clone", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			benchSink = s.Clone()
		}
	})
	b.Run("determinize", func(b *testing.B) {
		r := rulebook.NewResolver(1)
		b.ReportAllocs()
		for b.Loop() {
			benchSink = s.Determinize(1, r)
		}
	})
}

func BenchmarkHeuristic(b *testing.B) {
	s := midGame(b, 150)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Heuristic()
	}
}
