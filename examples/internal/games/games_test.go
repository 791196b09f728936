package games

import (
	"strings"
	"testing"

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
			for _, policy := range []Policy{Random, Greedy} {
				res, err := l.Play("players=3", 7, policy, 100000)
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
			if _, err := l.Play("players=3", 7, Random, 10); err == nil || !strings.Contains(err.Error(), "decision bound") {
				t.Errorf("a bound of 10 decisions: %v", err)
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
	if p, err := ParsePolicy("greedy"); err != nil || p != Greedy || p.String() != "greedy" {
		t.Errorf("ParsePolicy(greedy) = %v, %v", p, err)
	}
}
