package rulebooktest

import (
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/expr"
)

// The markers around a generated verb list. In a Go file the list is the
// indented block of doc comment lines after a line starting with
// GoVerbsMarker; in a Markdown file it stands between MarkdownVerbsBegin
// and MarkdownVerbsEnd.
const (
	GoVerbsMarker      = "// The verbs, generated from the verb table"
	MarkdownVerbsBegin = "<!-- verbs: generated from the verb table; do not edit -->"
	MarkdownVerbsEnd   = "<!-- end of verbs -->"
)

// VerbDocs checks that each of files (a Go doc file or a Markdown guide)
// lists exactly verbs, as [VerbList] and [VerbMarkdown] render them, and
// rewrites the lists when update is set (a game's test passes its
// -update-docs flag). A file without the markers is an error.
func VerbDocs(t testing.TB, verbs []expr.Verb, update bool, files ...string) {
	t.Helper()
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		old := string(data)
		var got string
		if strings.HasSuffix(name, ".go") {
			got, err = replaceGoList(old, VerbList(verbs))
		} else {
			got, err = replaceMarkdownList(old, VerbMarkdown(verbs))
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if got == old {
			continue
		}
		if update {
			if err := os.WriteFile(name, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		t.Errorf("%s: the verb list differs from the verb table (-file +table); rerun with -update-docs:\n%s", name, cmp.Diff(old, got))
	}
}

// verbGroups splits verbs into those that return effects and the readers,
// with the combinators between them.
func verbGroups(verbs []expr.Verb) [][]expr.Verb {
	var effects, readers []expr.Verb
	effect := reflect.TypeFor[expr.Effect]()
	for _, v := range verbs {
		if ft := funcType(v); ft != nil && ft.NumOut() > 0 && ft.Out(0) == effect {
			effects = append(effects, v)
		} else {
			readers = append(readers, v)
		}
	}
	return [][]expr.Verb{effects, expr.Combinators(), readers}
}

func funcType(v expr.Verb) reflect.Type {
	if len(v.Types) == 0 {
		return nil
	}
	t := reflect.TypeOf(v.Types[0])
	if t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Func {
		return nil
	}
	return t
}

// VerbList renders verbs as the indented lines of a Go doc comment: the
// effect verbs, the combinators, then the readers, one a line, each its
// signature and its doc, a blank comment line between the groups.
func VerbList(verbs []expr.Verb) []string {
	var out []string
	for i, g := range verbGroups(verbs) {
		if i > 0 {
			out = append(out, "//")
		}
		width := 0
		for _, v := range g {
			width = max(width, len(v.Signature()))
		}
		for _, v := range g {
			out = append(out, strings.TrimRight(fmt.Sprintf("//\t%-*s  %s", width, v.Signature(), v.Doc), " "))
		}
	}
	return out
}

// VerbMarkdown renders verbs as Markdown tables: effects, combinators,
// readers.
func VerbMarkdown(verbs []expr.Verb) []string {
	var out []string
	for i, g := range verbGroups(verbs) {
		if len(g) == 0 {
			continue
		}
		out = append(out, "", "**"+[]string{"Effects", "Combinators", "Readers"}[i]+"**", "", "| Verb | What it does |", "| --- | --- |")
		for _, v := range g {
			out = append(out, fmt.Sprintf("| `%s` | %s |", v.Signature(), strings.ReplaceAll(v.Doc, "|", `\|`)))
		}
	}
	return append(out, "")
}

// replaceGoList puts list in place of the block of "//" and "//\t" lines
// after the marker line (keeping one blank comment line before and after).
func replaceGoList(src string, list []string) (string, error) {
	lines := strings.Split(src, "\n")
	at := -1
	for i, l := range lines {
		if strings.HasPrefix(l, GoVerbsMarker) {
			at = i
			break
		}
	}
	if at < 0 {
		return "", fmt.Errorf("no line starting %q", GoVerbsMarker)
	}
	end := at + 1
	for end < len(lines) && (lines[end] == "//" || strings.HasPrefix(lines[end], "//\t")) {
		end++
	}
	block := append([]string{"//"}, list...)
	block = append(block, "//")
	out := append(append(append([]string{}, lines[:at+1]...), block...), lines[end:]...)
	return strings.Join(out, "\n"), nil
}

// replaceMarkdownList puts list between the Markdown markers.
func replaceMarkdownList(src string, list []string) (string, error) {
	begin := strings.Index(src, MarkdownVerbsBegin)
	end := strings.Index(src, MarkdownVerbsEnd)
	if begin < 0 || end < begin {
		return "", fmt.Errorf("no %q … %q", MarkdownVerbsBegin, MarkdownVerbsEnd)
	}
	head := src[:begin+len(MarkdownVerbsBegin)]
	return head + "\n" + strings.Join(list, "\n") + "\n" + src[end:], nil
}
