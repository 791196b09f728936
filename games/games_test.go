package games

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// TestEveryGame plays each registered game through the table: its content
// loads, a game plays with both policies, its catalog covers what the game
// uses, and a record of it replays.
func TestEveryGame(t *testing.T) {
	for _, g := range All {
		t.Run(g.Name(), func(t *testing.T) {
			if got, err := Find(g.Name()); err != nil || got != g {
				t.Fatalf("Find(%q) = %v, %v", g.Name(), got, err)
			}
			l, err := g.Load(content.Default())
			if err != nil {
				t.Fatal(err)
			}
			if l.Fingerprint() == "" || l.Summary() == "" || len(l.Catalog()) == 0 {
				t.Errorf("fingerprint %q, summary %q, %d catalog items", l.Fingerprint(), l.Summary(), len(l.Catalog()))
			}
			if err := l.Setup("players=99"); err == nil {
				t.Error("99 players set up")
			}
			options := l.Bound("players=3")
			for _, policy := range []Policy{Random, Rank} {
				res, err := l.Play(options, 7, policy, 100000)
				if err != nil {
					t.Fatalf("%v: %v", policy, err)
				}
				if len(res.Scores) != 3 || res.Decisions == 0 || len(res.Uses) == 0 {
					t.Errorf("%v: result %+v", policy, res)
				}
				catalog := map[string]bool{}
				for _, it := range l.Catalog() {
					catalog[it.String()] = true
				}
				for k := range res.Uses {
					if !catalog[k] {
						t.Errorf("%v: use %q is not in the catalog", policy, k)
					}
				}
			}
			if _, err := l.Play(options, 7, Random, 10); err == nil || !strings.Contains(err.Error(), "decision bound") {
				t.Errorf("a bound of 10 decisions: %v", err)
			}
			for _, policy := range []Policy{Random, Rank} {
				rec, err := l.Record(options, 7, policy, 100000)
				if err != nil {
					t.Fatalf("record, %v: %v", policy, err)
				}
				res, _ := l.Play(options, 7, policy, 100000)
				final, err := l.Replay(rec)
				if err != nil || !final.Over || final.Moves != res.Decisions || final.ToMove != rulebook.Nobody || final.Legal != nil {
					t.Errorf("record, %v: replays to %+v, %v; want the game Play plays (%d decisions), over", policy, final, err, res.Decisions)
				}
				cut := *rec
				cut.Moves = cut.Moves[:len(cut.Moves)/2]
				if mid, err := l.Replay(&cut); err != nil || mid.Over || mid.Prompt == "" || len(mid.Legal) == 0 || mid.ToMove == rulebook.Nobody {
					t.Errorf("half a record, %v: %+v, %v; want who is to move, the prompt and the legal moves", policy, mid, err)
				}
			}
			rec := &rulebook.Record{Header: rulebook.Header{Game: "another", Options: "players=3"}}
			if _, err := l.Replay(rec); err == nil {
				t.Error("a record of another game replays")
			}
		})
	}
	if _, err := Find("chess"); err == nil || !strings.Contains(err.Error(), Names()) {
		t.Errorf("Find(chess): %v", err)
	}
}

// TestBound checks that automated play gets a bound only where the rules
// set no end, and that options naming the bound keep theirs.
func TestBound(t *testing.T) {
	for _, tc := range []struct {
		game, options, want, reason string
	}{
		{"buildershigh", "players=4", "players=4 round_limit=60", "the rulebook sets no round limit: automated play adds one"},
		{"buildershigh", "players=4 round_limit=0", "players=4 round_limit=0", "a limit the user sets, none included, is kept"},
		{"buildershigh", "", "round_limit=60", "no options"},
		{"highrise", "players=4", "players=4", "High Rise ends after its rounds"},
		{"capitals", "players=4", "players=4", "The Capitals ends after its rounds"},
	} {
		g, err := Find(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		l, err := g.Load(content.Default())
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tc.want, l.Bound(tc.options)); diff != "" {
			t.Errorf("%s: Bound(%q) (-want +got):\n%s", tc.reason, tc.options, diff)
		}
	}
}

// TestGlossaryNamesTheCatalog: every card, tile and tenant that coverage
// counts a use of is in the game's glossary, so a player can ask about
// whatever a game uses.
func TestGlossaryNamesTheCatalog(t *testing.T) {
	for _, g := range All {
		l, err := g.Load(content.Default())
		if err != nil {
			t.Fatal(err)
		}
		glossary := l.Glossary()
		named := map[string]bool{}
		for _, e := range glossary {
			named[e.ID] = true
		}
		for _, it := range l.Catalog() {
			if !named[it.ID] {
				t.Errorf("%s: %s is in the catalog, not in the glossary", g.Name(), it.ID)
			}
		}
		if len(glossary) == 0 {
			t.Errorf("%s: an empty glossary", g.Name())
		}
	}
}

// TestAbsent: what a game's options leave out of it is absent from its
// coverage, and nothing else.
func TestAbsent(t *testing.T) {
	for _, tc := range []struct {
		reason, game, options string
		want                  []string // the ids absent, each once
	}{
		{"Builder's High's Easy Mode removes the city planning cards", "buildershigh", "players=3 easy=true",
			[]string{"residential-district", "business-district", "industrial-park", "civic-quarter", "mixed-use", "twin-towers", "skyline", "growing-city", "prosperous-city"}},
		{"nothing is left out of Builder's High's basic game", "buildershigh", "players=3", nil},
		{"The Capitals with 4 players leaves out the tiles marked for 5", "capitals", "players=4",
			[]string{"restaurant", "train-station", "victoria-terraces", "furley-apartments", "titan-of-progress", "walled-mart"}},
		{"every tile with 5 players", "capitals", "players=5", nil},
		{"High Rise without the Extra Tenants: their Tenants and the expansion's cards", "highrise", "players=4 mode=full",
			[]string{"law-firm", "demolition-company", "entirely-legitimate-business", "marketing-firm", "stockbroker"}},
	} {
		g, err := Find(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		l, err := g.Load(content.Default())
		if err != nil {
			t.Fatal(err)
		}
		absent, err := l.Absent(tc.options)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		var got []string
		for _, it := range absent {
			if len(got) == 0 || got[len(got)-1] != it.ID {
				got = append(got, it.ID)
			}
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: Absent(%q) (-want +got):\n%s", tc.reason, tc.options, diff)
		}
	}
	l, _ := highRise.Load(content.Default())
	if _, err := l.Absent("players=9"); err == nil {
		t.Error("Absent sets up a game of 9 players")
	}
}
