package expr

import (
	"errors"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// memoEnv is the env of the memo tests: what the readers return, and how
// many times the VM called the pure effect verb.
type memoEnv struct {
	Level int
	Mode  string
	Hand  []string
	calls *int // counted by mark: one a run of the VM
}

// memoVerbs are readers of memoEnv, a pure effect verb that counts the
// VM's runs, a reader that fails and one that panics on an empty hand.
var memoVerbs = func() []Verb {
	mark := Verb1("mark", func(e *memoEnv, n int) Effect {
		*e.calls++
		return Effect{Op: opGain, Arg: "mark", N: n}
	})
	mark.Pure = true // for the test: a pure verb the VM calls
	return []Verb{
		mark,
		Verb0("level", func(e *memoEnv) int { return e.Level }),
		Verb1("mode_is", func(e *memoEnv, m string) bool { return e.Mode == m }),
		Verb0("mode", func(e *memoEnv) string { return e.Mode }),
		Verb0("top", func(e *memoEnv) string { return e.Hand[0] }), // panics on an empty hand
		Verb1E("checked", func(e *memoEnv, n int) (int, error) {
			if e.Level < 0 {
				return 0, errVerb
			}
			return n, nil
		}),
		Verb0("mark_here", func(e *memoEnv) Effect { return Effect{Op: opGain, Arg: e.Mode} }),
	}
}()

var memoCompiler = NewCompiler((*memoEnv)(nil), memoVerbs)

func compileMemo(t testing.TB, src string) *Program {
	t.Helper()
	return compileWith(t, memoCompiler, src, Effects)
}

func TestMemoizedPrograms(t *testing.T) {
	tests := []struct {
		reason string
		src    string
		want   bool
	}{
		{"readers with literal arguments decide the result", `level() > 2 ? mark(level()) : [mark(1), may("m", mark(2))]`, true},
		{"a let binding and a string reader", `let m = mode(); m == "a" ? mark(1) : mode_is("b") ? mark(2) : none()`, true},
		{"a reader that may fail", `[mark(checked(3)), mark(1)]`, true},
		{"a call computed directly runs without the VM instead", `mark(checked(3))`, false},
		{"a constant program is run once at load instead", `[mark(1), mark(2)]`, false},
		{"an env field is not a verb's call", `Level > 2 ? mark(1) : none()`, false},
		{"a reader's argument is computed", `[mark(checked(level())), mark(1)]`, false},
		{"a verb that reads the env and returns an effect", `level() > 0 ? mark_here() : none()`, false},
		{"a reader inside a predicate", `mark(len(filter([1, 2, 3], # > level())))`, true},
	}
	for _, tc := range tests {
		if got := compileMemo(t, tc.src).Memoized(); got != tc.want {
			t.Errorf("%s: %q Memoized() = %v, want %v", tc.reason, tc.src, got, tc.want)
		}
	}
}

// A memoized program returns what the VM returns, for every value of its
// readers, and the VM runs once for each set of values.
func TestMemoReusesTheEffectsOfEqualReads(t *testing.T) {
	p := compileMemo(t, `let m = mode(); level() > 2 ? [mark(level()), may("again", mark(level() + 1))] : m == "a" ? mark(-1) : none()`)
	var r Runner
	calls := 0
	run := func(level int, mode string) []Effect {
		t.Helper()
		env := &memoEnv{Level: level, Mode: mode, calls: &calls}
		got, err := r.RunEffects(p, env, nil)
		if err != nil {
			t.Fatalf("level %d, mode %q: %v", level, mode, err)
		}
		return got
	}
	want := []Effect{{Op: opGain, Arg: "mark", N: 5}, {Op: OpMay, Label: "again", Then: []Effect{{Op: opGain, Arg: "mark", N: 6}}}}
	for i := range 3 {
		if diff := cmp.Diff(want, run(5, "b")); diff != "" {
			t.Fatalf("run %d at level 5 (-want +got):\n%s", i, diff)
		}
	}
	if calls != 2 { // mark(5) and mark(6), once
		t.Errorf("the VM called mark %d times over three equal runs, want 2", calls)
	}
	if diff := cmp.Diff([]Effect{{Op: opGain, Arg: "mark", N: -1}}, run(1, "a")); diff != "" {
		t.Errorf("level 1, mode a (-want +got):\n%s", diff)
	}
	if got := run(1, "b"); len(got) != 0 {
		t.Errorf("level 1, mode b: %v, want none", got)
	}
	got := run(5, "b")
	got[0].N = 99 // the caller's copy: the memo keeps its own
	if diff := cmp.Diff(want, run(5, "b")); diff != "" {
		t.Errorf("after the caller changed its copy (-want +got):\n%s", diff)
	}
	// dst is appended to, as by the VM.
	dst := []Effect{{Op: opGain, Arg: "before"}}
	out, err := r.RunEffects(p, &memoEnv{Level: 5, Mode: "b", calls: &calls}, dst)
	if err != nil || len(out) != 3 || out[0].Arg != "before" {
		t.Errorf("appended to dst: %v, %v", out, err)
	}
}

// A reader's failure is the run's error, each time: it is not remembered.
// A reader that panics where the script does not call it is the VM's to
// judge: the guarded script runs.
func TestMemoLeavesFailuresToTheVM(t *testing.T) {
	var r Runner
	calls := 0
	p := compileMemo(t, `[mark(checked(3)), mark(1)]`)
	if !p.Memoized() {
		t.Fatal("the program is not memoized")
	}
	for range 2 {
		_, err := r.RunEffects(p, &memoEnv{Level: -1, calls: &calls}, nil)
		var re *RunError
		if !errors.As(err, &re) {
			t.Fatalf("got %v, want a RunError", err)
		}
	}
	guarded := compileMemo(t, `level() > 0 ? mark(len(top())) : none()`)
	if !guarded.Memoized() {
		t.Fatal("the guarded program is not memoized")
	}
	got, err := r.RunEffects(guarded, &memoEnv{Level: 0, calls: &calls}, nil)
	if err != nil || len(got) != 0 {
		t.Errorf("the guard holds: got %v, %v; want none", got, err)
	}
	got, err = r.RunEffects(guarded, &memoEnv{Level: 1, Hand: []string{"abc"}, calls: &calls}, nil)
	if err != nil || len(got) != 1 || got[0].N != 3 {
		t.Errorf("past the guard: got %v, %v; want mark(3)", got, err)
	}
}

// More sets of values than the memo keeps are run by the VM, correctly.
func TestMemoBeyondItsRoom(t *testing.T) {
	var r Runner
	calls := 0
	p := compileMemo(t, `level() >= 0 ? mark(level()) : none()`)
	for round := range 2 {
		for n := range maxMemoEntries + 20 {
			got, err := r.RunEffects(p, &memoEnv{Level: n, calls: &calls}, nil)
			if err != nil || len(got) != 1 || got[0].N != n {
				t.Fatalf("round %d, level %d: got %v, %v", round, n, got, err)
			}
		}
	}
	if want := maxMemoEntries + 2*20; calls != want {
		t.Errorf("the VM ran %d times, want %d: once for each kept set of values, each time for the rest", calls, want)
	}
}

// Goroutines share a program and its memo (go test -race checks it).
func TestMemoConcurrentRuns(t *testing.T) {
	p := compileMemo(t, `level() > 2 ? [mark(level()), may("again", mark(1))] : none()`)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var r Runner
			calls := 0
			for i := range 200 {
				level := (g + i) % 12
				got, err := r.RunEffects(p, &memoEnv{Level: level, calls: &calls}, nil)
				want := 0
				if level > 2 {
					want = 2
				}
				if err != nil || len(got) != want {
					t.Errorf("level %d: got %v, %v", level, got, err)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// BenchmarkRunEffectsMemoized runs the same program as the VM would, with
// its readers' values met before: a few direct calls and a copy.
func BenchmarkRunEffectsMemoized(b *testing.B) {
	calls := 0
	env := &memoEnv{Level: 5, Mode: "b", calls: &calls}
	p := compileMemo(b, `let m = mode(); level() > 2 ? [mark(level()), may("again", mark(1))] : m == "a" ? mark(-1) : none()`)
	if !p.Memoized() {
		b.Fatal("the program is not memoized")
	}
	benchRunEffects(b, p, env)
}
