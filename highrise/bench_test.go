package highrise

import (
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// midGame returns a 4-player Full game after n random decisions.
func midGame(b *testing.B, n int) *State {
	s, err := New(testContent, WithPlayers(4), WithMode(ModeFull))
	if err != nil {
		b.Fatal(err)
	}
	r := rulebook.NewResolver(3)
	var buf []Move
	for i := 0; i < n && !s.Over(); i++ {
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
	if s.Over() {
		b.Fatalf("the game ended before %d decisions", n)
	}
	return s
}

// BenchmarkPlayout plays whole random 4-player Full games: games/s is
// 1e9/(ns/op).
func BenchmarkPlayout(b *testing.B) {
	suite := conformanceSuite()
	for _, c := range suite.Configs {
		if c.Name == "players=4/mode=full/extra=off" {
			suite.Configs = []rulebooktest.Config[*State, Move]{c}
		}
	}
	suite.Benchmark(b)
}

func BenchmarkLegal(b *testing.B) {
	s := midGame(b, 150)
	buf := make([]Move, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.AppendLegal(buf[:0])
	}
}

func BenchmarkApply(b *testing.B) {
	s := midGame(b, 150)
	legal := s.Legal()
	work := s.Clone()
	b.ReportAllocs()
	for b.Loop() {
		s.copyTo(work)
		if err := work.Apply(legal[0]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkClone(b *testing.B) {
	s := midGame(b, 150)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Clone()
	}
}

func BenchmarkView(b *testing.B) {
	s := midGame(b, 150)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.View(1)
	}
}

func BenchmarkLoad(b *testing.B) {
	fsys := content.Default()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Load(fsys); err != nil {
			b.Fatal(err)
		}
	}
}
