package expr

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

// literalEntry is a table entry saying what its first argument names.
type literalEntry struct {
	Verb
	names string // "kind" when the argument names a kind of the content, "" for nothing
}

func TestCheckLiterals(t *testing.T) {
	tab := NewTable((*testEnv)(nil), []literalEntry{
		{Verb1("count", func(e *testEnv, kind string) int { return e.Counts[kind] }), "kind"},
		{Verb1("echo", func(e *testEnv, s string) int { return len(s) }), ""},
	})
	if err := tab.Compiler().Err(); err != nil {
		t.Fatal(err)
	}
	kinds := func(e literalEntry) []string { return []string{e.names} }
	check := func(kind string, v any) string {
		if v == "residential" {
			return ""
		}
		return "unknown " + kind
	}
	tests := []struct {
		src  string
		want []string
		why  string
	}{
		{`count("residential") + echo("x")`, nil, "a known name and an argument that names nothing"},
		{`count("resdential")`, []string{`t.yaml:1:7: count: unknown kind`}, "a misspelt name is reported at the literal"},
		{`count("a") + count("residential") + count("b")`, []string{`t.yaml:1:7: count: unknown kind`, `t.yaml:1:43: count: unknown kind`}, "every bad literal, in source order"},
		{`let k = "b"; count(k)`, nil, "an argument that is not a literal is not checked"},
	}
	for _, tc := range tests {
		var errs content.Errors
		CheckLiterals(tab, content.Script{Src: tc.src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}, kinds, check, &errs)
		var got []string
		for _, e := range errs.Unwrap() {
			got = append(got, e.Error())
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: %s (-want +got):\n%s", tc.why, tc.src, diff)
		}
	}
}
