package highrise

import (
	"testing"

	"github.com/rulebook-go/rulebook"
)

// BenchmarkDeterminize draws a determinization in 2010, while the 2030
// Blueprint Card lies face down: one Clone and the card drawn again.
// Compare with BenchmarkClone.
func BenchmarkDeterminize(b *testing.B) {
	s := midGame(b, 20)
	if !s.blueprintHidden(2) || s.bp[2] < 0 {
		b.Fatal("the 2030 Blueprint Card is not face down at decision 20")
	}
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
