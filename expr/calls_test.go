package expr

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

// TestCallsOuter: each call names the calls it stands inside, innermost
// first, so a loader can check that a verb meaningful only inside another
// (a player "owner" only inside a for-each over players) is used there.
func TestCallsOuter(t *testing.T) {
	tab := NewTable((*testEnv)(nil), []literalEntry{
		{Verb1("inner", func(e *testEnv, n int) int { return n }), ""},
		{Verb1("outer", func(e *testEnv, n int) int { return n }), ""},
	})
	comp := tab.Compiler()
	if err := comp.Err(); err != nil {
		t.Fatal(err)
	}
	type call struct {
		Func  string
		Outer []string
	}
	tests := []struct {
		src  string
		want []call
		why  string
	}{
		{`inner(1)`, []call{{"inner", nil}}, "a call at the top stands inside nothing"},
		{`outer(inner(1))`, []call{{"inner", []string{"outer"}}, {"outer", nil}}, "an argument stands inside its call"},
		{`outer(inner(1) + 2) + inner(3)`, []call{{"inner", []string{"outer"}}, {"outer", nil}, {"inner", nil}},
			"within an argument's expression it is inside; beside the call it is not"},
		{`outer(outer(inner(1)))`, []call{{"inner", []string{"outer", "outer"}}, {"outer", []string{"outer"}}, {"outer", nil}},
			"every call around, innermost first"},
		{`max(inner(1), 2)`, []call{{"inner", []string{"max"}}, {"max", nil}}, "a builtin encloses as a verb does"},
	}
	for _, tc := range tests {
		var got []call
		for _, c := range comp.Calls(content.Script{Src: tc.src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}) {
			got = append(got, call{c.Func, c.Outer})
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: %s (-want +got):\n%s", tc.why, tc.src, diff)
		}
	}
}
