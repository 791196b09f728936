package buildershigh

import (
	"testing"

	"github.com/rulebook-go/rulebook"
)

// BenchmarkDeterminize draws a determinization of a 4-player game: one
// Clone, and the budget and building cards hidden from the seat dealt
// again. Compare with BenchmarkClone.
func BenchmarkDeterminize(b *testing.B) {
	s := midGame(b, 150)
	benchDeterminize(b, s)
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
