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

func TestCheckCompared(t *testing.T) {
	tab := NewTable((*testEnv)(nil), []literalEntry{
		{Verb0("kind", func(e *testEnv) string { return "residential" }), "kind"},
		{Verb0("label", func(e *testEnv) string { return "x" }), ""},
	})
	if err := tab.Compiler().Err(); err != nil {
		t.Fatal(err)
	}
	result := func(e literalEntry) string { return e.names }
	check := func(kind string, v any) string {
		if v == "residential" || v == "public" {
			return ""
		}
		return "unknown " + kind
	}
	tests := []struct {
		src  string
		want []string
		why  string
	}{
		{`kind() == "residential" && label() == "anything"`, nil, "a known name, and a result that names nothing"},
		{`kind() == "resdential"`, []string{`t.yaml:1:11: kind() compared with "resdential": unknown kind`}, "a misspelt name is reported at the literal"},
		{`"publik" != kind()`, []string{`t.yaml:1:1: kind() compared with "publik": unknown kind`}, "the literal on the left"},
		{`kind() in ["public", "civic"]`, []string{`t.yaml:1:22: kind() compared with "civic": unknown kind`}, "each literal of a list"},
		{`let k = "b"; kind() == k`, nil, "a value that is not a literal is not checked"},
	}
	for _, tc := range tests {
		var errs content.Errors
		CheckCompared(tab, content.Script{Src: tc.src, Pos: content.Pos{File: "t.yaml", Line: 1, Col: 1}}, result, check, &errs)
		var got []string
		for _, e := range errs.Unwrap() {
			got = append(got, e.Error())
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: %s (-want +got):\n%s", tc.why, tc.src, diff)
		}
	}
}
