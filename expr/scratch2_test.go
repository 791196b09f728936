package expr

import (
	"testing"

	"github.com/rulebook-go/rulebook/content"
)

func BenchmarkScratch(b *testing.B) {
	verbs := []Verb{
		Verb2("draw", func(e *sEnv, deck string, n int) Effect { return Effect{Op: OpGame, Arg: deck, N: n} }),
		Verb1("discard", func(e *sEnv, n int) Effect { return Effect{Op: OpGame + 1, N: n} }),
		Verb1("count", func(e *sEnv, k string) int { return e.Counts[k] }),
	}
	c := NewCompiler((*sEnv)(nil), verbs)
	env := &sEnv{Round: 2, Counts: map[string]int{"residential": 4}}
	pe, _ := c.Compile(content.Script{Src: `[draw("budget", 2), may("discard", discard(1))]`}, Effects)
	pb, _ := c.Compile(content.Script{Src: `count("residential") >= 3`}, Bool)
	pr, _ := c.Compile(content.Script{Src: `Round >= 3`}, Bool)
	var r Runner
	b.Run("effects", func(b *testing.B) {
		b.ReportAllocs()
		var dst []Effect
		for b.Loop() {
			dst, _ = r.RunEffects(pe, env, dst[:0])
		}
	})
	b.Run("bool", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			r.RunBool(pb, env)
		}
	})
	b.Run("field", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			r.RunBool(pr, env)
		}
	})
}
