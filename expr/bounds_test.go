package expr

import (
	"errors"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// nested returns a script of depth loops over one list, each inside the
// one before: head binds the list (or is empty) and list names it.
func nested(head, list string, depth int) string {
	return head + strings.Repeat("all("+list+", ", depth) + "true" + strings.Repeat(")", depth)
}

func TestBoundsRefusedAtCompile(t *testing.T) {
	tests := []struct {
		reason string
		doc    string
		result Result
		want   content.Error
	}{
		{
			reason: "loops over one list made once, nested five deep, could run 111,110 times: more than the limit",
			doc:    "effect: '" + nested("let a = 1..10; ", "a", 5) + "'",
			result: Bool,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 53}, Msg: "script: all: the script's loops could run more than 100000 times in one run (each loop counts once per element of its list, times the runs of the loops around it)"},
		},
		{
			reason: "the same with the list written in each loop",
			doc:    "effect: '" + nested("", "1..10", 6) + "'",
			result: Bool,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 54}, Msg: "script: all: the script's loops could run more than 100000 times in one run (each loop counts once per element of its list, times the runs of the loops around it)"},
		},
		{
			reason: "three loops over lists read from the game count as the assumed list length each",
			doc:    `effect: 'all(Hand, all(Hand, all(Hand, true)))'`,
			result: Bool,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 30}, Msg: "script: all: the script's loops could run more than 100000 times in one run (each loop counts once per element of its list, times the runs of the loops around it)"},
		},
		{
			reason: "a remainder by a value read from the game may be a remainder by zero",
			doc:    `effect: discard(1 % (Round - Round))`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 28}, Msg: "script: the divisor of % must be a constant (a value read from the game may be zero); use if/else to pick a constant divisor"},
		},
		{
			reason: "a division by a constant zero",
			doc:    `effect: discard(int(Round / 0))`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 29}, Msg: "script: division by zero"},
		},
		{
			reason: "a constant repeat count out of range",
			doc:    `effect: repeat(-1, discard(1))`,
			want:   content.Error{Pos: content.Pos{File: "card.yaml", Line: 1, Col: 16}, Msg: "script: repeat count -1 out of range 0..100"},
		},
	}
	for _, tc := range tests {
		s := yamlScript(t, "card.yaml", tc.doc)
		_, got := testCompiler.Compile(s, tc.result)
		if got == nil {
			t.Errorf("%s: compiled", tc.reason)
			continue
		}
		if diff := cmp.Diff(tc.want, *got); diff != "" {
			t.Errorf("%s: (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestBoundsAllowWhatContentNeeds(t *testing.T) {
	for _, tc := range []struct{ reason, src string }{
		{"a division by a constant", `discard(int((Round + 2) / 3))`},
		{"a remainder by a negative constant", `discard(Round % -2)`},
		{"one loop over a list read from the game", `all(Hand, # != "x") ? discard(1) : none()`},
		{"two loops over game lists, nested", `all(Hand, all(Hand, # != "x")) ? discard(1) : none()`},
		{"loops four deep over a list of ten", `` + nested("let a = 1..10; ", "a", 4) + ` ? discard(1) : none()`},
		{"a repeat count read from the game (checked in play)", `repeat(Round, discard(1))`},
	} {
		if _, err := testCompiler.Compile(content.Script{Src: tc.src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}, Effects); err != nil {
			t.Errorf("%s: %v", tc.reason, err)
		}
	}
}

// TestNestedLoopsStoppedUnderMemoryCeiling compiles and runs loops nested
// one to eight deep over lists of ten (the eight-deep one, 111 characters,
// used to end the process out of memory: 10^8 loop steps, about 100 bytes
// each) with a memory ceiling on the process. Each script runs within the
// limit or is refused at compile time, at its position; together they
// allocate a few megabytes and take well under a second.
func TestNestedLoopsStoppedUnderMemoryCeiling(t *testing.T) {
	const ceiling = 64 << 20
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(ceiling))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	var r Runner
	refused := 0
	for _, form := range []struct{ head, list string }{{"let a=[1..10]; let b=a[0]; ", "b"}, {"let a=1..10; ", "a"}, {"", "1..10"}} {
		for depth := 1; depth <= 8; depth++ {
			src := nested(form.head, form.list, depth)
			p, cerr := testCompiler.Compile(content.Script{Src: src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}, Bool)
			if cerr != nil {
				if !strings.Contains(cerr.Msg, "loops could run more than") || cerr.Pos.File != "t.yaml" {
					t.Errorf("depth %d %q: refused with %v, want the loop limit at a position", depth, src, cerr)
				}
				refused++
				continue
			}
			if _, err := r.RunBool(p, &testEnv{}); err != nil && !errors.Is(err, rulebook.ErrContent) {
				t.Errorf("depth %d %q: %v, want success or a content error", depth, src, err)
			}
		}
	}
	runtime.ReadMemStats(&after)
	if refused == 0 {
		t.Error("no script was refused: the loop limit is not counted")
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > ceiling/2 {
		t.Errorf("the scripts allocated %d bytes, want under %d", grew, ceiling/2)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("the scripts took %v", d)
	}
}

func TestCountsAndRepeatsOptions(t *testing.T) {
	c := NewCompiler((*testEnv)(nil), testVerbs, Counts(0, 40), Repeats(32))
	tests := []struct {
		reason string
		src    string
		env    testEnv
		want   string // the error, "" for none
	}{
		{"a count in range", `discard(Round)`, testEnv{Round: 40}, ""},
		{"a count read from the game above the range", `discard(Round)`, testEnv{Round: 41}, "t.yaml:1:1: script: count 41 out of range 0..40"},
		{"a count below the range, inside may", `[none(), may("x", discard(Round - 1))]`, testEnv{}, "t.yaml:1:1: script: count -1 out of range 0..40"},
		{"a repeat above the game's limit", `repeat(Round, discard(1))`, testEnv{Round: 33}, "t.yaml:1:1: script: repeat count 33 out of range 0..32"},
	}
	var r Runner
	for _, tc := range tests {
		p, cerr := c.Compile(content.Script{Src: tc.src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}, Effects)
		if cerr != nil {
			t.Fatalf("%s: %v", tc.reason, cerr)
		}
		env := tc.env
		_, err := r.RunEffects(p, &env, nil)
		got := ""
		if err != nil {
			got = err.Error()
			if !errors.Is(err, rulebook.ErrContent) {
				t.Errorf("%s: %v does not wrap ErrContent", tc.reason, err)
			}
		}
		if got != tc.want {
			t.Errorf("%s: error %q, want %q", tc.reason, got, tc.want)
		}
	}
	if _, cerr := c.Compile(content.Script{Src: `repeat(33, discard(1))`, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}, Effects); cerr == nil || cerr.Error() != "t.yaml:1:8: script: repeat count 33 out of range 0..32" {
		t.Errorf("a constant repeat above the game's limit: %v", cerr)
	}
}

// TestLiteralCountsRefusedAtCompile: a count written as a literal in a
// pure verb's call could only fail every run, so it is refused at compile
// time, at the call, even inside a script that reads the game (which runs
// only in play) and inside a combinator's effects.
func TestLiteralCountsRefusedAtCompile(t *testing.T) {
	verbs := slices.Clone(testVerbs)
	for i := range verbs {
		verbs[i].Pure = verbs[i].Name == "discard"
	}
	c := NewCompiler((*testEnv)(nil), verbs, Counts(0, 40), Repeats(32))
	tests := []struct {
		reason string
		src    string
		want   string // the compile error, "" for none
	}{
		{"a literal count in range, beside a read", `Round > 1 ? discard(40) : discard(Round)`, ""},
		{"a literal count above the range, beside a read", `Round > 1 ? discard(41) : discard(Round)`, "t.yaml:1:13: script: count 41 out of range 0..40"},
		{"a literal count below the range inside may", `[discard(Round), may("x", discard(-1))]`, "t.yaml:1:27: script: count -1 out of range 0..40"},
		{"a count the game's state makes is left to the run", `discard(Round * 100)`, ""},
		{"a verb not marked pure is not worked out at compile time", `Round > 1 ? draw("a", 41) : discard(Round)`, ""},
	}
	for _, tc := range tests {
		_, cerr := c.Compile(content.Script{Src: tc.src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}, Effects)
		got := ""
		if cerr != nil {
			got = cerr.Error()
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: compile error (-want +got):\n%s", tc.reason, diff)
		}
	}
}
