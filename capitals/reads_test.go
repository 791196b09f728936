package capitals

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// TestConcurrentReads reads one state from 8 goroutines at once, at
// several points of a seeded game, with every read a server makes: Legal,
// Check, Weight, Prompt, ToMove, View (each seat and Chance), Scores,
// Winners, Over and MarshalJSON. Each goroutine must see exactly what one
// reader alone sees; under the race detector
//
//	go test -race ./capitals -run ConcurrentReads
//
// the reads must also be free of data races: a read never writes to the
// state (no cache, no scratch env, no reused listing buffer).
func TestConcurrentReads(t *testing.T) {
	readAlong(t, 11, []Option{WithPlayers(3)}, func(n int, s *State) bool { return n%40 == 0 || s.Over() })
}

// readAlong plays a game set up with opts, seeded with seed, to its end
// (or 3000 decisions), checking concurrent reads (checkConcurrentReads)
// at each decision at which when holds; it returns how many it checked.
func readAlong(t *testing.T, seed uint64, opts []Option, when func(n int, s *State) bool) int {
	t.Helper()
	s, err := New(testContent, opts...)
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(seed)
	var buf []Move
	checked := 0
	for n := 0; ; n++ {
		if when(n, s) {
			checked++
			checkConcurrentReads(t, s, n)
		}
		if s.Over() || n > 3000 {
			return checked
		}
		var m Move
		var ok bool
		m, buf, ok = rulebook.Step(s, r, buf)
		if !ok {
			t.Fatalf("decision %d: no legal move at %q", n, s.Prompt())
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("decision %d: %v", n, err)
		}
	}
}

// checkConcurrentReads compares what 8 goroutines reading s at once see
// with what one reader sees.
func checkConcurrentReads(t *testing.T, s *State, n int) {
	t.Helper()
	want := readAll(s)
	got := make([]string, 8)
	var wg sync.WaitGroup
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[g] = readAll(s)
		}()
	}
	wg.Wait()
	for g, x := range got {
		if x != want {
			t.Fatalf("decision %d: goroutine %d read differently:\n%s\nwant:\n%s", n, g, x, want)
		}
	}
}

// readAll makes every read of s and writes what it saw.
func readAll(s *State) string {
	var b strings.Builder
	legal := s.Legal()
	fmt.Fprintf(&b, "%v %q %v %v %v %v\n", legal, s.Prompt(), s.ToMove(), s.Over(), s.Scores(), s.Winners())
	for _, m := range legal {
		fmt.Fprintf(&b, "%v:%d:%v ", m, s.Weight(m), s.Check(m))
	}
	fmt.Fprintf(&b, "\n%v\n", s.Check(Move{}))
	for p := rulebook.Player(0); int(p) < s.Seats(); p++ {
		v, err := json.Marshal(s.View(p))
		fmt.Fprintf(&b, "%s %v\n", v, err)
	}
	v, err := json.Marshal(s.View(rulebook.Chance))
	fmt.Fprintf(&b, "%s %v\n", v, err)
	j, err := s.MarshalJSON()
	fmt.Fprintf(&b, "%s %v\n", j, err)
	return b.String()
}

// TestConcurrentReadsProsperity is TestConcurrentReads with the
// Prosperity add-on, reading at every decision where a player may build a
// Prosperity tile ("build a Prosperity tile whose Construction Requirement
// holds": Legal works out what each tile in hand would cost, Check too).
func TestConcurrentReadsProsperity(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 4 && found < 3; seed++ {
		found += readAlong(t, seed, []Option{WithPlayers(3), WithProsperity(true)}, func(n int, s *State) bool {
			return strings.Contains(s.Prompt(), "build a Prosperity tile")
		})
	}
	if found == 0 {
		t.Fatal("no game reached a Prosperity tile to build")
	}
}
