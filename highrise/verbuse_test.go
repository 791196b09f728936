package highrise

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/expr"
	"gopkg.in/yaml.v3"
)

// TestOneRecordVerbsSaySo: a game verb that one record of the content uses
// says so in its doc ("one card uses it today", "one Tenant reads it
// today": a general operation of the rulebook that one card happens to
// use), and a verb whose doc says so is used by exactly one record, so the
// claim cannot go stale. A record is one entry of a YAML list; its
// prose (text, doc, notes, name) does not count.
func TestOneRecordVerbsSaySo(t *testing.T) {
	uses := verbUses(t)
	combinators := map[string]bool{}
	for _, v := range loopVerbs() {
		combinators[v.Name] = true
	}
	var wrong []string
	for _, v := range verbs {
		if combinators[v.Name] {
			continue // expr's, documented for every game
		}
		n := uses[v.Name]
		says := strings.Contains(v.Doc, " uses it today") || strings.Contains(v.Doc, " reads it today")
		if says != (n == 1) {
			wrong = append(wrong, v.Name)
		}
	}
	sort.Strings(wrong)
	if diff := cmp.Diff([]string(nil), wrong); diff != "" {
		t.Errorf("verbs whose doc's \"one ... today\" disagrees with the records using them (-want +got):\n%s", diff)
	}
}

// verbUses counts, for every verb of the table and every combinator, the
// records of the shipped content whose scripts call it.
func verbUses(t *testing.T) map[string]int {
	t.Helper()
	files, err := filepath.Glob("../content/highrise/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no content files: %v", err)
	}
	var records []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var doc any
		if err := yaml.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		records = appendRecords(records, doc)
	}
	uses := map[string]int{}
	for _, v := range append(expr.Combinators(), verbs...) {
		call := regexp.MustCompile(`(^|[^a-z_])` + v.Name + `\(`)
		uses[v.Name] = 0
		for _, r := range records {
			if call.MatchString(r) {
				uses[v.Name]++
			}
		}
	}
	return uses
}

// TestVerbCountTable: the designer's guide's table of the records using
// each verb ("| Records | Verbs |") is the shipped content's count, every
// verb of the table in it once.
func TestVerbCountTable(t *testing.T) {
	data, err := os.ReadFile("../content/highrise/README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(data), "| Records | Verbs |\n| --- | --- |\n")
	if !ok {
		t.Fatal("the guide has no | Records | Verbs | table")
	}
	table, _, _ = strings.Cut(table, "\n\n")
	got := map[string]int{}
	row := regexp.MustCompile(`^\| (\d+) \| (.*) \|$`)
	for _, line := range strings.Split(table, "\n") {
		m := row.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("the table's row %q is not | N | `verb`, ... |", line)
		}
		n, _ := strconv.Atoi(m[1])
		for _, v := range strings.Split(m[2], ", ") {
			got[strings.Trim(v, "`")] = n
		}
	}
	if diff := cmp.Diff(verbUses(t), got); diff != "" {
		t.Errorf("the guide's verb count table (-want +got):\n%s", diff)
	}
}

// appendRecords appends the script text of every record (a map with an id
// or a name inside a list) under x, prose left out.
func appendRecords(dst []string, x any) []string {
	switch x := x.(type) {
	case []any:
		for _, e := range x {
			if m, ok := e.(map[string]any); ok && (m["id"] != nil || m["name"] != nil) {
				dst = append(dst, scriptText(m))
				continue
			}
			dst = appendRecords(dst, e)
		}
	case map[string]any:
		for _, v := range x {
			dst = appendRecords(dst, v)
		}
	}
	return dst
}

// scriptText is a record's values as text, its prose fields left out.
func scriptText(x any) string {
	switch x := x.(type) {
	case map[string]any:
		var b strings.Builder
		for k, v := range x {
			switch k {
			case "doc", "text", "provenance", "name", "note", "notes", "events":
				continue
			}
			b.WriteString(scriptText(v))
			b.WriteByte('\n')
		}
		return b.String()
	case []any:
		var b strings.Builder
		for _, v := range x {
			b.WriteString(scriptText(v))
			b.WriteByte('\n')
		}
		return b.String()
	case string:
		return x
	}
	return ""
}
