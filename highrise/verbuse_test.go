package highrise

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"gopkg.in/yaml.v3"
)

// TestOneRecordVerbsSaySo: a game verb that one record of the content uses
// says so in its doc ("one card uses it today", "one Tenant reads it
// today": a general operation of the rulebook that one card happens to
// use), and a verb whose doc says so is used by exactly one record, so the
// claim cannot go stale. A record is one entry of a YAML list; its
// prose (text, doc, notes, name) does not count.
func TestOneRecordVerbsSaySo(t *testing.T) {
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
	combinators := map[string]bool{}
	for _, v := range loopVerbs() {
		combinators[v.Name] = true
	}
	var wrong []string
	for _, v := range verbs {
		if combinators[v.Name] {
			continue // expr's, documented for every game
		}
		call := regexp.MustCompile(`(^|[^a-z_])` + v.Name + `\(`)
		n := 0
		for _, r := range records {
			if call.MatchString(r) {
				n++
			}
		}
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
