package games

import (
	"fmt"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

// TestSharedContentRace plays many games of every game at once on one
// loaded content each, as a server or a simulation does: run it with
// -race. Each game must also equal the same seed played alone.
func TestSharedContentRace(t *testing.T) {
	const goroutines, gamesEach = 8, 2
	for _, g := range All {
		t.Run(g.Name(), func(t *testing.T) {
			l, err := g.Load(content.Default())
			if err != nil {
				t.Fatal(err)
			}
			options := "players=3"
			alone := map[uint64]Result{}
			for seed := uint64(0); seed < goroutines*gamesEach; seed++ {
				if alone[seed], err = l.Play(options, seed, Random, 1_000_000); err != nil {
					t.Fatal(err)
				}
			}
			var wg sync.WaitGroup
			errs := make(chan error, goroutines*gamesEach)
			for w := range goroutines {
				wg.Go(func() {
					for i := range gamesEach {
						seed := uint64(w*gamesEach + i)
						res, err := l.Play(options, seed, Random, 1_000_000)
						if err != nil {
							errs <- err
							continue
						}
						if diff := cmp.Diff(alone[seed], res); diff != "" {
							errs <- fmt.Errorf("seed %d played alongside others differs from alone (-alone +shared):\n%s", seed, diff)
						}
					}
				})
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Error(err)
			}
		})
	}
}
