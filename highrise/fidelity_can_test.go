package highrise

import (
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// TestFastCanAgreesWithTheScript: a can script answered in Go (one reading
// verb, one compared with a constant, or bool readers joined by ||) answers
// as its script does, on states of random games, for every seat and extra
// Floors.
func TestFastCanAgreesWithTheScript(t *testing.T) {
	extras := []Floors{{}, {0: 2}, {1: 1, 2: 1}}
	fast := 0
	for _, info := range testContent.cans {
		if info.fast != nil {
			fast++
		}
	}
	if fast == 0 {
		t.Fatal("no can script has a Go answer")
	}
	check := func(s *State, where string) {
		t.Helper()
		for prog, info := range testContent.cans {
			if info.fast == nil {
				continue
			}
			for p := 0; p < s.seats(); p++ {
				for _, x := range extras {
					got := runFast(info.fast, &Env{s: s, p: p, hood: 0, extra: x})
					var run expr.Runner
					want, err := run.RunBool(prog, &Env{s: s, p: p, hood: 0, extra: x})
					if err != nil || got != want {
						t.Fatalf("%s p%d extra %v: Go answer %v, script %v (%v)", where, p, x, got, want, err)
					}
				}
			}
		}
	}
	// A state where a Trade space's can_trade() || can_choose() is false:
	// no Floor in the bag or in any yard (see TestTradeSpaceNeitherPossible).
	tb, _ := tradeOpening(t)
	last := tb.s.side.Spaces[tb.s.side.BonusSpaces[len(tb.s.side.BonusSpaces)-1]].Bonus
	tb.s.bonus[last].Floors.add(tb.s.bag)
	tb.s.bag = Floors{}
	check(tb.s, "an empty bag")
	for seed := uint64(1); seed <= 4; seed++ {
		s, err := New(testContent, WithPlayers(int(3+seed%2)))
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		var buf []Move
		for step := 0; step < 400 && !s.Over(); step++ {
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
			if step%25 == 0 {
				check(s, "a random game")
			}
		}
	}
}
