package main

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/buildershigh"
	"github.com/rulebook-go/rulebook/capitals"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/games"
	"github.com/rulebook-go/rulebook/highrise"
)

// The page a seat sees never holds anything that seat may not see: two
// games that differ only in hidden things give byte for byte the same page.
//
// The twins are whole records, since a page is drawn from a record: at each
// decision the two games take moves after which the seat's View is the same
// (the contract the conformance suite's Rehide checks of a state), choosing
// different ones where they can: another card dealt into another hand, a
// different Blueprint Card face down, another tile returned to the box, and
// the other seats' moves that follow from what they hold.
func TestTwinsPageTheSame(t *testing.T) {
	t.Run("highrise", func(t *testing.T) {
		checkTwins(t, tables["highrise"].(spec[*highrise.Content, *highrise.State, highrise.Move, highrise.View]), "players=4 mode=full", 1, 0)
	})
	t.Run("capitals", func(t *testing.T) {
		checkTwins(t, tables["capitals"].(spec[*capitals.Content, *capitals.State, capitals.Move, capitals.View]), "players=3 prosperity=true", 2, 1)
	})
	t.Run("buildershigh", func(t *testing.T) {
		checkTwins(t, tables["buildershigh"].(spec[*buildershigh.Content, *buildershigh.State, buildershigh.Move, buildershigh.View]), "players=3", 3, 2)
	})
}

func checkTwins[C games.Content, S rulebook.Searchable[S, M], M rulebook.Move, V any](t *testing.T, sp spec[C, S, M, V], options string, seed uint64, p rulebook.Player) {
	g, _ := gameOf(t, sp)
	a, b, differ := twinRecords(t, sp, options, seed, p, 400)
	if differ == 0 {
		t.Fatalf("the twin records are the same: the test shows nothing")
	}
	t.Logf("%d decisions, %d of them different in the twin", len(a.Moves), differ)
	page := func(rec *rulebook.Record) string {
		st, err := sp.story(g, content.Default(), rec, p)
		if err != nil {
			t.Fatal(err)
		}
		if st.Fail != nil {
			t.Fatalf("a twin does not replay: %v", st.Fail)
		}
		var w bytes.Buffer
		if err := writePage(&w, st, "twins", nil); err != nil {
			t.Fatal(err)
		}
		return w.String()
	}
	if d := cmp.Diff(page(a), page(b)); d != "" {
		t.Errorf("%v's pages of the twins differ (-a +b):\n%s", p, d)
	}
}

// twinRecords plays two games of options that p sees alike at every
// decision, and returns their records and how many decisions differ.
func twinRecords[C games.Content, S rulebook.Searchable[S, M], M rulebook.Move, V any](t *testing.T, sp spec[C, S, M, V], options string, seed uint64, p rulebook.Player, most int) (ra, rb *rulebook.Record, differ int) {
	_, game := gameOf(t, sp)
	t.Helper()
	c, err := game.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	a, err := game.New(c, options)
	if err != nil {
		t.Fatal(err)
	}
	b := a.Clone()
	ra = &rulebook.Record{Header: rulebook.Header{Game: a.Game(), Content: a.Fingerprint(), Options: a.Options()}}
	rb = &rulebook.Record{Header: ra.Header}
	rng := rand.New(rand.NewPCG(seed, 16))
	seen := func(s S) string {
		data, err := json.Marshal(sp.view(s, p))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	after := func(s S, m M) (string, bool) {
		c := s.Clone()
		if c.Apply(m) != nil {
			return "", false
		}
		return seen(c), true
	}
	for i := 0; i < most && !a.Over(); i++ {
		who := a.ToMove()
		legal := a.Legal()
		rng.Shuffle(len(legal), func(i, j int) { legal[i], legal[j] = legal[j], legal[i] })
		var ma, mb M
		found := false
		for _, m := range legal {
			want, _ := after(a, m)
			// In b, a different move p sees alike, else the same one.
			other := b.Legal()
			rng.Shuffle(len(other), func(i, j int) { other[i], other[j] = other[j], other[i] })
			var same M
			haveSame := false
			for _, o := range other {
				got, ok := after(b, o)
				if !ok || got != want {
					continue
				}
				if o.String() != m.String() && who == rulebook.Chance { // a player's move is seen
					ma, mb, found = m, o, true
					break
				}
				if o.String() == m.String() {
					same, haveSame = o, true
				}
			}
			if !found && haveSame {
				ma, mb, found = m, same, true
			}
			if found {
				break
			}
		}
		if !found {
			break // no move keeps the twins alike for p: the records end here
		}
		if err := a.Apply(ma); err != nil {
			t.Fatal(err)
		}
		if err := b.Apply(mb); err != nil {
			t.Fatal(err)
		}
		ra.Moves = append(ra.Moves, rulebook.RecordMove{Player: who, Move: ma.String()})
		rb.Moves = append(rb.Moves, rulebook.RecordMove{Player: who, Move: mb.String()})
		if ma.String() != mb.String() {
			differ++
		}
	}
	return ra, rb, differ
}

// A Chance outcome the page shows a seat is one that seat can tell from
// every other outcome the rules allowed: no other leaves the seat's View
// the same. The hiding rule reads views only; this checks it against the
// referee's state over whole games, for every seat.
func TestHidesMatchTheReferee(t *testing.T) {
	t.Run("highrise", func(t *testing.T) {
		checkHides(t, tables["highrise"].(spec[*highrise.Content, *highrise.State, highrise.Move, highrise.View]), "players=4 mode=full", 4)
	})
	t.Run("capitals", func(t *testing.T) {
		checkHides(t, tables["capitals"].(spec[*capitals.Content, *capitals.State, capitals.Move, capitals.View]), "players=3 prosperity=true", 5)
	})
	t.Run("buildershigh", func(t *testing.T) {
		checkHides(t, tables["buildershigh"].(spec[*buildershigh.Content, *buildershigh.State, buildershigh.Move, buildershigh.View]), "players=3", 6)
	})
}

func checkHides[C games.Content, S rulebook.Searchable[S, M], M rulebook.Move, V any](t *testing.T, sp spec[C, S, M, V], options string, seed uint64) {
	_, game := gameOf(t, sp)
	c, err := game.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.New(c, options)
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(seed)
	var buf []M
	shown, hidden := 0, 0
	for n := 0; !s.Over(); n++ {
		who := s.ToMove()
		var m M
		m, buf, _ = rulebook.Step(s, r, buf)
		if who == rulebook.Chance {
			legal := s.Legal()
			for q := 0; q < s.Seats(); q++ {
				p := rulebook.Player(q)
				before := sp.view(s, p)
				got := s.Clone()
				if err := got.Apply(m); err != nil {
					t.Fatal(err)
				}
				v := sp.view(got, p)
				if sp.hides(before, v, p) {
					hidden++
					continue
				}
				shown++
				want := mustJSON(t, v)
				for _, o := range legal {
					if o == m {
						continue
					}
					alt := s.Clone()
					if alt.Apply(o) == nil && mustJSON(t, sp.view(alt, p)) == want {
						t.Fatalf("decision %d: %v's page shows %v: %s, yet %s leaves %v's view the same (%s)", n+1, p, who, m, o, p, s.Prompt())
					}
				}
			}
		}
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if hidden == 0 && game.Name != "highrise" {
		t.Errorf("no decision was hidden from a seat in a whole game: the hiding rule never acts")
	}
	t.Logf("%d decisions shown to a seat, %d hidden", shown, hidden)
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// gameOf is the registry's game that the viewer's spec sp draws, and its
// Spec.
func gameOf[C games.Content, S rulebook.Searchable[S, M], M rulebook.Move, V any](t *testing.T, sp spec[C, S, M, V]) (games.Game, games.Spec[C, S, M]) {
	t.Helper()
	for _, g := range games.All {
		if game, ok := games.SpecOf[C, S, M](g); ok {
			return g, game
		}
	}
	t.Fatalf("no game of the registry has the types of %T", sp)
	return nil, games.Spec[C, S, M]{}
}
