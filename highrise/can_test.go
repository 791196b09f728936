package highrise

import (
	"reflect"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// TestCanMemoInputs guards the memo of can-script answers: a listing of
// moves reuses an answer unless the script reads the Neighborhood acted on
// (readsHood in the verb table) or the Floors a Bonus Space adds
// (readsExtra). Every reading verb that takes no script argument is called
// on many states, seats, Neighborhoods and extra Floors: one whose answer
// moves with the Neighborhood or the extra Floors must say so in its table
// entry, or the memo would hand out stale answers. (A reading verb with
// arguments would need its own case here.)
func TestCanMemoInputs(t *testing.T) {
	extras := []Floors{{}, {0: 2}, {1: 1, 2: 1}, {0: 5, 1: 5, 2: 5, 3: 5, 4: 5}}
	for seed := uint64(1); seed <= 6; seed++ {
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
			if step%40 != 0 {
				continue
			}
			for p := 0; p < s.seats(); p++ {
				check := func(name string, answer func(*Env) any) {
					entry, _ := defaultLanguage.Lookup(name)
					reads := entry.reads
					base := answer(&Env{s: s, p: p, hood: -1})
					for h := -1; h < len(s.c.hoods); h++ {
						if got := answer(&Env{s: s, p: p, hood: h}); got != base && reads&readsHood == 0 {
							t.Fatalf("%s() answers %v for Neighborhood %d and %v for none, but its table entry does not say readsHood", name, got, h, base)
						}
					}
					for _, x := range extras {
						if got := answer(&Env{s: s, p: p, hood: -1, extra: x}); got != base && reads&readsExtra == 0 {
							t.Fatalf("%s() answers %v with extra Floors %v and %v without, but its table entry does not say readsExtra", name, got, x, base)
						}
					}
				}
				for _, v := range readingVerbs(t) {
					check(v.Name, func(e *Env) any { return safeCall(v.Fn, e) })
				}
			}
		}
	}
}

// verbs is the vocabulary of High Rise scripts.
var verbs = defaultLanguage.Verbs()

// readingVerbs are the verbs that take no script argument and return a
// value other than an effect.
func readingVerbs(t *testing.T) []expr.Verb {
	var out []expr.Verb
	effect := reflect.TypeFor[expr.Effect]()
	for _, v := range verbs {
		if len(v.Types) != 1 {
			continue
		}
		ft := reflect.TypeOf(v.Types[0]).Elem()
		if ft.NumIn() == 1 && ft.NumOut() == 1 && ft.Out(0) != effect {
			out = append(out, v)
		}
	}
	if len(out) < 5 {
		t.Fatalf("only %d reading verbs found", len(out))
	}
	return out
}

func safeCall(fn func(...any) (any, error), e *Env) (v any) {
	defer func() {
		if recover() != nil {
			v = "panic"
		}
	}()
	out, err := fn(e)
	if err != nil {
		return "error: " + err.Error()
	}
	return out
}

// TestPureVerbsReadNothing: a verb the table marks pure makes a script that
// calls only such verbs run once, at load, so its value must not depend on
// the game. Each is called with no env at all (a nil *Env) and with the
// env of a game under way, on the same arguments: the two must agree.
func TestPureVerbsReadNothing(t *testing.T) {
	s, err := New(testContent, WithPlayers(3))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, v := range verbTable {
		if !v.Pure {
			continue
		}
		n++
		ft := reflect.TypeOf(v.Types[0]).Elem()
		args := []any{(*Env)(nil)}
		for i := 1; i < ft.NumIn(); i++ {
			switch ft.In(i).Kind() {
			case reflect.Int:
				args = append(args, 2)
			case reflect.String:
				args = append(args, "red")
			case reflect.Bool:
				args = append(args, true)
			default: // effects
				args = append(args, expr.Effect{Op: opVP, N: 1})
			}
		}
		alone := safeCall(func(...any) (any, error) { return v.Fn(args...) }, nil)
		args[0] = &Env{s: s, p: 1, hood: 0}
		inGame := safeCall(func(...any) (any, error) { return v.Fn(args...) }, nil)
		if !reflect.DeepEqual(alone, inGame) {
			t.Errorf("pure verb %s answers %v with no env and %v in a game", v.Name, alone, inGame)
		}
	}
	if n < 30 {
		t.Errorf("only %d verbs are pure; every effect verb of High Rise is", n)
	}
}
