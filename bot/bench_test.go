package bot

import (
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/buildershigh"
	"github.com/rulebook-go/rulebook/capitals"
	"github.com/rulebook-go/rulebook/highrise"
)

// The cost of one search iteration (select, expand, Clone or Determinize,
// playout, back-up) against a bare random playout from the same state (a
// Clone and rulebook.Playout), for each game at 4 players: at the first
// decision of the first turn ("start") and after 150 random decisions
// ("mid"). Compare each iteration's ns/op with its playout's; playouts
// vary in length, so ns/decision (the cost over the decisions made, in the
// tree and the playout) is the steadier figure.
//
//	go test ./bot -run XXX -bench Iteration -benchtime 200x

func BenchmarkIterationHighRise(b *testing.B) {
	c, err := highrise.Default()
	if err != nil {
		b.Fatal(err)
	}
	benchStates(b, func() (*highrise.State, error) { return highrise.New(c, highrise.WithPlayers(4)) })
}

func BenchmarkIterationCapitals(b *testing.B) {
	c, err := capitals.Default()
	if err != nil {
		b.Fatal(err)
	}
	benchStates(b, func() (*capitals.State, error) { return capitals.New(c, capitals.WithPlayers(4)) })
}

func BenchmarkIterationBuildersHigh(b *testing.B) {
	c, err := buildershigh.Default()
	if err != nil {
		b.Fatal(err)
	}
	benchStates(b, func() (*buildershigh.State, error) {
		return buildershigh.New(c, buildershigh.WithPlayers(4), buildershigh.WithRule("round_limit", "60"))
	})
}

// benchStates plays a game from setup to the first seat's decision, and on
// to 150 random decisions, and benchmarks iterations at each.
func benchStates[S rulebook.Searchable[S, M], M rulebook.Move](b *testing.B, setup func() (S, error)) {
	s, err := setup()
	if err != nil {
		b.Fatal(err)
	}
	r := rulebook.NewResolver(5)
	var buf []M
	for n := 0; n < 150 && !s.Over(); n++ {
		if n == 0 {
			for s.ToMove() == rulebook.Chance {
				step(b, s, r, &buf)
			}
			b.Run("start", func(b *testing.B) { benchIteration(b, s.Clone()) })
		}
		step(b, s, r, &buf)
	}
	for !s.ToMove().IsSeat() {
		step(b, s, r, &buf)
	}
	b.Run("mid", func(b *testing.B) { benchIteration(b, s) })
}

func step[S rulebook.Searchable[S, M], M rulebook.Move](b *testing.B, s S, r *rulebook.Resolver, buf *[]M) {
	m, nb, ok := rulebook.Step(s, r, *buf)
	*buf = nb
	if !ok {
		b.Fatal("no legal move")
	}
	if err := s.Apply(m); err != nil {
		b.Fatal(err)
	}
}

// searchSize is how many iterations the benchmarks' trees grow to before
// they start afresh (keeping their memory), as a search of a decision with
// that budget does.
const searchSize = 500

// benchIteration measures from s a bare playout, an MCTS iteration and an
// ISMCTS iteration, each op one of them; the iterations grow a tree from
// the root to searchSize iterations, then again, as searches do.
func benchIteration[S rulebook.Searchable[S, M], M rulebook.Move](b *testing.B, s S) {
	seat := s.ToMove()
	b.Run("playout", func(b *testing.B) {
		r := rulebook.NewResolver(1)
		var buf []M
		decisions := 0
		b.ReportAllocs()
		for b.Loop() {
			n, nb, err := rulebook.Playout(s.Clone(), r, defaultMaxDecisions, buf)
			if err != nil {
				b.Fatal(err)
			}
			buf = nb
			decisions += n
		}
		b.ReportMetric(float64(decisions)/float64(b.N), "decisions/op")
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(1, decisions)), "ns/decision")
	})
	for _, perEach := range []bool{false, true} {
		name := "mcts-iteration"
		if perEach {
			name = "ismcts-iteration"
		}
		b.Run(name, func(b *testing.B) {
			r := rulebook.NewResolver(1)
			t := &tree[S, M]{}
			t.reset(Search{}, r)
			world := s.Determinize(seat, r)
			b.ReportAllocs()
			nodes, i := 0, 0
			for b.Loop() {
				if i++; i%searchSize == 0 {
					nodes += len(t.nodes)
					t.reset(Search{}, r)
				}
				var w S
				if perEach {
					w = world.Determinize(seat, r)
				} else {
					w = world.Clone()
				}
				if err := t.iterate(w); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(nodes+len(t.nodes))/float64(b.N), "nodes/op")
			b.ReportMetric(float64(t.moves)/float64(b.N), "decisions/op")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(1, t.moves)), "ns/decision")
		})
	}
}
