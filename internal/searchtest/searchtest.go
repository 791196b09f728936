// Package searchtest checks, in a game's tests, the part of the contract
// bots rely on (rulebook.Searchable): Returns agree with Winners,
// Heuristic stays a share, and Determinize keeps the view, the invariants
// and legal play while it varies what is hidden and reads nothing hidden.
// Only tests import it.
package searchtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// Suite is the search contract's checks for one game. Configs,
// MaxDecisions, View, Equal and Rehide are required.
type Suite[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	// Configs are the setups to cover.
	Configs []rulebooktest.Config[S, M]
	// Games is how many seeded random games each Config plays; 0 means 20,
	// and -short plays a fifth (one at least).
	Games int
	// MaxDecisions bounds every game, and every game played on from a
	// determinized copy.
	MaxDecisions int
	// SampleEvery is how many decisions apart the checks run (at the first
	// decision, every SampleEvery-th and the last); 0 means 11.
	SampleEvery int
	// View is what seat p may see of s, compared as JSON.
	View func(s S, p rulebook.Player) any
	// Rehide is the conformance suite's: a copy of s in which only what p
	// may not see differs, ok false when nothing hidden from p can differ.
	Rehide func(s S, p rulebook.Player, r *rand.Rand) (S, bool)
	// Invariants are the game's own, checked on every determinized copy and
	// along the games played on from them.
	Invariants []rulebooktest.Invariant[S]
	// Equal returns "" when a and b are the same state, else the difference.
	Equal func(a, b S) string
	// PlayOnEvery is how many samples apart a determinized copy is played
	// on to its end (one seat's, in turn); 0 means 3.
	PlayOnEvery int
	// Seeds is how many determinizations with different seeds must show
	// some variation when Rehide says hidden things can differ; 0 means 16.
	Seeds int
}

// Run plays Games seeded random games (Chance by weight, players uniformly)
// of each Config, one parallel subtest a Config, and checks at sampled
// decisions, for every seat p:
//
//   - view: View(p) of Determinize(p, r) marshals to the same JSON as
//     View(p) of the state, and Determinize leaves the state unchanged;
//   - invariants: the copy keeps every invariant;
//   - twin: a twin Rehide made (only what p may not see differs) gives,
//     with a Resolver of the same seed, the same determinized state, so
//     nothing hidden from p reaches the copy;
//   - vary: when Rehide can make a twin, determinizations with Seeds
//     different seeds are not all the same state;
//   - heuristic: Heuristic has one value a seat, each in [0, 1], summing
//     to 1, on the state and on the copy; Returns is 0 for every seat
//     before the end.
//
// Every PlayOnEvery-th sample one seat's copy (in turn) is played on to its end by
// random play, every move the copy lists applied and every invariant
// holding after each ("play-on"). At the end of a game ("returns"):
// Returns has one value a seat; with winners it is 1/k for each of the k
// winners and 0 for the rest, summing to 1; with none (a game a limit
// stopped, or one its rules end without a winner) it is 0 for every seat;
// and Heuristic equals Returns unless a limit stopped the game.
func (su Suite[S, M]) Run(t *testing.T) {
	t.Helper()
	if len(su.Configs) == 0 || su.MaxDecisions <= 0 || su.View == nil || su.Equal == nil || su.Rehide == nil {
		t.Fatal("searchtest.Suite: Configs, MaxDecisions, View, Equal and Rehide are required")
	}
	games := su.Games
	if games <= 0 {
		games = 20
	}
	if testing.Short() {
		games = max(1, games/5)
	}
	for _, cfg := range su.Configs {
		t.Run(cfg.Name, func(t *testing.T) {
			t.Parallel()
			for g := range games {
				seed := uint64(g)*0x9e3779b97f4a7c15 + 1
				if err := su.play(cfg, seed); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
			}
		})
	}
}

// CheckGame runs Run's checks on one game of c seeded with seed, and
// returns the first failure.
func (su Suite[S, M]) CheckGame(c rulebooktest.Config[S, M], seed uint64) error {
	return su.play(c, seed)
}

func (su Suite[S, M]) play(cfg rulebooktest.Config[S, M], seed uint64) error {
	s, err := cfg.New(seed)
	if err != nil {
		return fmt.Errorf("setting up the game: %v", err)
	}
	every := su.SampleEvery
	if every <= 0 {
		every = 11
	}
	r := rulebook.NewResolver(seed)
	var buf []M
	samples := 0
	for decision := 0; ; decision++ {
		if over := s.Over(); over || decision%every == 0 {
			if err := su.sample(s, seed, decision, samples); err != nil {
				return fmt.Errorf("decision %d (%v to move: %s): %w", decision, s.ToMove(), s.Prompt(), err)
			}
			samples++
			if over {
				return su.end(s)
			}
		}
		if decision >= su.MaxDecisions {
			return fmt.Errorf("not over after %d decisions", su.MaxDecisions)
		}
		if _, buf, err = step(s, r, buf); err != nil {
			return fmt.Errorf("decision %d: %w", decision, err)
		}
	}
}

// step plays one decision of s, drawn by r (buf is the buffer of legal
// moves to reuse): the move and the buffer, or why no move could be played.
func step[S rulebook.State[S, M], M rulebook.Move](s S, r *rulebook.Resolver, buf []M) (M, []M, error) {
	m, buf, ok := rulebook.Step(s, r, buf)
	if !ok {
		return m, buf, fmt.Errorf("no legal move (%s)", s.Prompt())
	}
	if err := s.Apply(m); err != nil {
		return m, buf, fmt.Errorf("legal move %q rejected: %v", m.String(), err)
	}
	return m, buf, nil
}

// sample runs the checks of one sampled decision for every seat.
func (su Suite[S, M]) sample(s S, seed uint64, decision, samples int) error {
	if !s.Over() {
		if err := allZero(s.Returns(), s.Seats()); err != nil {
			return fmt.Errorf("returns before the end: %w", err)
		}
	}
	if !s.Over() || rulebook.StoppedBy(s) != "" {
		if err := checkShares(s.Heuristic(), s.Seats()); err != nil {
			return fmt.Errorf("heuristic: %w", err)
		}
	}
	playEvery := su.PlayOnEvery
	if playEvery <= 0 {
		playEvery = 3
	}
	for p := range s.Seats() {
		p := rulebook.Player(p)
		dseed := seed ^ uint64(decision)<<20 ^ uint64(p)<<8
		d, err := su.determinized(s, p, dseed)
		if err != nil {
			return fmt.Errorf("%v: %w", p, err)
		}
		if err := su.twins(s, p, d, dseed); err != nil {
			return fmt.Errorf("%v: %w", p, err)
		}
		if samples%playEvery == 0 && int(p) == (samples/playEvery)%s.Seats() {
			if err := su.playOn(d, dseed); err != nil {
				return fmt.Errorf("%v: play-on: %w", p, err)
			}
		}
	}
	return nil
}

// determinized checks one determinization of s for p and returns it.
func (su Suite[S, M]) determinized(s S, p rulebook.Player, seed uint64) (S, error) {
	before := s.Clone()
	want, err := json.Marshal(su.View(s, p))
	if err != nil {
		return s, fmt.Errorf("view: Marshal: %v", err)
	}
	d := s.Determinize(p, rulebook.NewResolver(seed))
	if !same(before, s) {
		return s, fmt.Errorf("view: Determinize changed the state (-before +after):\n%s", su.Equal(before, s))
	}
	got, err := json.Marshal(su.View(d, p))
	if err != nil {
		return s, fmt.Errorf("view: Marshal of the copy's view: %v", err)
	}
	if !bytes.Equal(want, got) {
		return s, fmt.Errorf("view: View(%v) of the determinized copy differs:\nstate: %s\ncopy:  %s", p, want, got)
	}
	for _, inv := range su.Invariants {
		if err := inv.Check(d); err != nil {
			return s, fmt.Errorf("invariants: the determinized copy breaks %q: %v", inv.Name, err)
		}
	}
	if !d.Over() || rulebook.StoppedBy(d) != "" {
		if err := checkShares(d.Heuristic(), d.Seats()); err != nil {
			return s, fmt.Errorf("heuristic of the determinized copy: %w", err)
		}
	}
	return d, nil
}

// twins checks that a twin of s gives the same determinization d, and that
// determinizations vary when a twin exists.
func (su Suite[S, M]) twins(s S, p rulebook.Player, d S, seed uint64) error {
	u, ok := su.Rehide(s, p, rand.New(rand.NewPCG(seed, 7)))
	if !ok {
		return nil
	}
	du := u.Determinize(p, rulebook.NewResolver(seed))
	if !same(d, du) {
		return fmt.Errorf("twin: states p cannot tell apart determinize differently with the same seed (-state +twin):\n%s", su.Equal(d, du))
	}
	seeds := su.Seeds
	if seeds <= 0 {
		seeds = 16
	}
	for i := 1; i < seeds; i++ {
		if !same(d, s.Determinize(p, rulebook.NewResolver(seed+uint64(i)))) {
			return nil
		}
	}
	return fmt.Errorf("vary: hidden things can differ (Rehide made a twin) but %d determinizations are all the same state", seeds)
}

// playOn plays d to its end at random, checking every move and invariant.
func (su Suite[S, M]) playOn(d S, seed uint64) error {
	r := rulebook.NewResolver(seed ^ 0x5bd1e995)
	var buf []M
	for n := 0; !d.Over(); n++ {
		if n >= su.MaxDecisions {
			return fmt.Errorf("not over after %d decisions", su.MaxDecisions)
		}
		m, next, err := step(d, r, buf)
		buf = next
		if err != nil {
			return fmt.Errorf("after %d decisions: %w", n, err)
		}
		for _, inv := range su.Invariants {
			if err := inv.Check(d); err != nil {
				return fmt.Errorf("after %d decisions (%s) %q breaks: %v", n+1, m.String(), inv.Name, err)
			}
		}
	}
	return su.end(d)
}

// end checks Returns against Winners, and Heuristic against Returns.
func (su Suite[S, M]) end(s S) error {
	rets, w := s.Returns(), s.Winners()
	stopped := rulebook.StoppedBy(s)
	if len(rets) != s.Seats() {
		return fmt.Errorf("returns: %d values for %d seats", len(rets), s.Seats())
	}
	if len(w) == 0 {
		if err := allZero(rets, s.Seats()); err != nil {
			return fmt.Errorf("returns: no winners (stopped %q): %w", stopped, err)
		}
	} else {
		sum := 0.0
		for i, v := range rets {
			want := 0.0
			for _, x := range w {
				if int(x) == i {
					want = 1 / float64(len(w))
				}
			}
			if math.Abs(v-want) > 1e-12 {
				return fmt.Errorf("returns: %v with winners %v: seat %d has %v, want %v", rets, w, i, v, want)
			}
			sum += v
		}
		if math.Abs(sum-1) > 1e-9 {
			return fmt.Errorf("returns: %v with winners %v sum to %v, not 1", rets, w, sum)
		}
	}
	if stopped == "" {
		h := s.Heuristic()
		for i := range rets {
			if i >= len(h) || math.Abs(h[i]-rets[i]) > 1e-12 {
				return fmt.Errorf("returns: at the end Heuristic %v differs from Returns %v", h, rets)
			}
		}
	}
	return nil
}

// same reports whether a and b marshal to the same JSON (a game's JSON
// holds the whole state, hidden things included).
func same(a, b any) bool {
	x, err := json.Marshal(a)
	if err != nil {
		return false
	}
	y, err := json.Marshal(b)
	return err == nil && bytes.Equal(x, y)
}

func allZero(v []float64, seats int) error {
	if len(v) != seats {
		return fmt.Errorf("%d values for %d seats", len(v), seats)
	}
	for i, x := range v {
		if x != 0 {
			return fmt.Errorf("seat %d has %v, want 0 (%v)", i, x, v)
		}
	}
	return nil
}

// checkShares checks that v has a value in [0, 1] for each seat; with more
// than one seat, that they sum to 1.
func checkShares(v []float64, seats int) error {
	if len(v) != seats {
		return fmt.Errorf("%d values for %d seats", len(v), seats)
	}
	sum := 0.0
	for i, x := range v {
		if math.IsNaN(x) || x < 0 || x > 1 {
			return fmt.Errorf("seat %d has %v, outside [0, 1] (%v)", i, x, v)
		}
		sum += x
	}
	if seats > 1 && math.Abs(sum-1) > 1e-9 {
		return fmt.Errorf("%v sums to %v, not 1", v, sum)
	}
	return nil
}
