package buildershigh

import (
	"encoding/json"
	"fmt"
	"sync"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// TestSharedContentRace plays many games at once on one loaded Content, as
// a server or a parallel simulation does: each goroutine has its own states
// and resolver, and the content is shared. Run it under the race detector:
//
//	go test -race ./buildershigh -run SharedContentRace
//
// Besides playing, each goroutine clones, views, saves and restores states,
// reads the content and lists card uses, so every entry point that reads
// the content runs concurrently with every other. The games must also be
// the same as when played alone.
func TestSharedContentRace(t *testing.T) {
	c, err := Default() // one load, shared by all
	if err != nil {
		t.Fatal(err)
	}
	const goroutines, gamesEach = 8, 3
	type outcome struct {
		scores    string
		decisions int
	}
	play := func(seed uint64, players int) (outcome, error) {
		// A random game may run for hundreds of rounds without a limit.
		s, err := New(c, WithPlayers(players), WithEasyMode(seed%3 == 0), WithRule("round_limit", "60"))
		if err != nil {
			return outcome{}, err
		}
		r := rulebook.NewResolver(seed)
		var buf []Move
		var uses []Use
		n := 0
		for !s.Over() {
			var m Move
			var ok bool
			m, buf, ok = rulebook.Step(s, r, buf)
			if !ok {
				return outcome{}, fmt.Errorf("seed %d: no legal move at %q", seed, s.Prompt())
			}
			uses = s.AppendUses(uses[:0], m)
			if n%97 == 0 { // now and then, everything else that reads the content
				clone := s.Clone()
				_ = clone.View(rulebook.Player(n % players))
				data, err := json.Marshal(s)
				if err != nil {
					return outcome{}, err
				}
				if _, err := Decode(c, data); err != nil {
					return outcome{}, err
				}
				_, _ = c.Card(m.Card)
				_ = c.CoverageItems()
				_ = clone.Legal()
			}
			if err := s.Apply(m); err != nil {
				return outcome{}, fmt.Errorf("seed %d: %v", seed, err)
			}
			n++
		}
		return outcome{fmt.Sprint(s.Scores(), s.Winners()), n}, nil
	}

	got := make([]outcome, goroutines*gamesEach)
	var wg sync.WaitGroup
	errs := make(chan error, goroutines)
	for g := range goroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range gamesEach {
				k := g*gamesEach + i
				o, err := play(uint64(100+k), 2+k%4)
				if err != nil {
					errs <- err
					return
				}
				got[k] = o
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	// Played alone, each seed gives the same game.
	for k := range got {
		want, err := play(uint64(100+k), 2+k%4)
		if err != nil {
			t.Fatal(err)
		}
		if got[k] != want {
			t.Errorf("seed %d: %+v played concurrently, %+v alone", 100+k, got[k], want)
		}
	}
}
