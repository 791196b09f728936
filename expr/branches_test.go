package expr

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestConstantBranchesForm: an effects program `cond ? a : b` whose cond
// has a direct form and whose branches read nothing skips the VM; one
// whose branch reads the game, or whose cond the direct form does not
// cover, runs in the VM.
func TestConstantBranchesForm(t *testing.T) {
	tests := []struct {
		reason string
		src    string
		form   Form
	}{
		{"a guard over constant effects", `count("a") > 0 ? may("m", [gain("x", 1), gain("y", 2)]) : []`, FormDirect},
		{"the if form", `if named() { gain("x", 1) } else { gain("y", 1) }`, FormDirect},
		{"a branch that reads the game", `named() ? gain("x", round()) : []`, FormVM},
		{"a cond left to the VM", `count("a") + 1 > 3 ? gain("x", 1) : []`, FormVM},
		{"an if without a conditional at the root", `[named() ? gain("x", 1) : gain("y", 1)]`, FormVM},
	}
	for _, tt := range tests {
		if got := compileA(t, tt.src, Effects).Form(); got != tt.form {
			t.Errorf("%s: Form(%q) = %v, want %v", tt.reason, tt.src, got, tt.form)
		}
	}
}

// TestConstantBranchesAgreeWithTheVM runs each program both ways over envs
// that take each branch, a reader's panic included.
func TestConstantBranchesAgreeWithTheVM(t *testing.T) {
	envs := []*testEnv{
		{},
		{Round: 3, Name: "x", Hand: []string{"c1"}, Counts: map[string]int{"a": 2}},
		{Round: -1, Hand: []string{""}, Counts: map[string]int{"a": 0}},
	}
	srcs := []string{
		`count("a") > 0 ? may("m", [gain("x", 1), gain("y", 2)]) : []`,
		`if named() { gain("x", 1) } else { [gain("y", 1), gain("z", 3)] }`,
		`first() ? gain("x", 1) : gain("y", 1)`, // first() panics on an empty hand
	}
	var r Runner
	for _, src := range srcs {
		p := compileA(t, src, Effects)
		if p.Form() != FormDirect {
			t.Fatalf("%q: Form %v, want direct", src, p.Form())
		}
		for i, env := range envs {
			want, wantErr := r.RunEffects(vmOnly(p), env, nil)
			got, gotErr := r.RunEffects(p, env, nil)
			if diff := cmp.Diff(want, got); diff != "" || fmt.Sprint(gotErr) != fmt.Sprint(wantErr) {
				t.Errorf("%q on env %d: errors %v, the VM's %v; effects (-vm +direct):\n%s", src, i, gotErr, wantErr, diff)
			}
		}
	}
}

// TestConstantBranchesDoNotAllocate: a run of a guard over constant effects
// appends the effects worked out at compile time.
func TestConstantBranchesDoNotAllocate(t *testing.T) {
	p := compileA(t, `count("a") > 0 ? may("m", [gain("x", 1), gain("y", 2)]) : []`, Effects)
	env := &testEnv{Counts: map[string]int{"a": 1}}
	var r Runner
	dst := make([]Effect, 0, 4)
	if n := testing.AllocsPerRun(100, func() { _, _ = r.RunEffects(p, env, dst[:0]) }); n != 0 {
		t.Errorf("RunEffects allocates %v times per run, want 0", n)
	}
}
