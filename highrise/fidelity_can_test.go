package highrise

import (
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// TestFastCanAgreesWithTheScript: a can script the script layer answers
// without the VM (one reading verb, one compared with a constant, or bool
// readers joined by ||: expr.FormDirect) answers as the VM does, on states
// of random games, for every seat and extra Floors.
func TestFastCanAgreesWithTheScript(t *testing.T) {
	extras := []Floors{{}, {0: 2}, {1: 1, 2: 1}}
	// The same verbs without their direct calls: every script compiled
	// with them runs in the VM.
	var vmVerbs []expr.Verb
	for _, v := range verbs {
		vmVerbs = append(vmVerbs, expr.Verb{Name: v.Name, Fn: v.Fn, Types: v.Types})
	}
	vm := expr.NewCompiler((*Env)(nil), vmVerbs)
	inVM := map[*expr.Program]*expr.Program{}
	for prog := range testContent.cans {
		if prog.Form() != expr.FormDirect {
			continue
		}
		q, err := vm.Compile(content.Script{Src: prog.Source(), Pos: prog.Pos()}, expr.Bool)
		if err != nil {
			t.Fatal(err)
		}
		if q.Form() != expr.FormVM {
			t.Fatalf("%q compiled without direct verbs is %v", q.Source(), q.Form())
		}
		inVM[prog] = q
	}
	if len(inVM) < 5 {
		t.Fatalf("only %d can scripts are answered without the VM", len(inVM))
	}
	check := func(s *State, where string) {
		t.Helper()
		for prog, q := range inVM {
			for p := 0; p < s.seats(); p++ {
				for _, x := range extras {
					got, ok := prog.TryBool(&Env{s: s, p: p, hood: 0, extra: x})
					var run expr.Runner
					want, err := run.RunBool(q, &Env{s: s, p: p, hood: 0, extra: x})
					if !ok || err != nil || got != want {
						t.Fatalf("%s p%d extra %v: %q answers %v (%v) without the VM, %v (%v) in it", where, p, x, prog.Source(), got, ok, want, err)
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
