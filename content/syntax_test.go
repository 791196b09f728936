package content_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

// syntaxCase is a file that does not parse and the one error Decode gives
// for it, with the reason.
type syntaxCase struct {
	reason, yaml, want string
}

// checkSyntax decodes each case's file as t.yaml and compares its errors.
func checkSyntax(t *testing.T, tests []syntaxCase) {
	t.Helper()
	for _, tc := range tests {
		_, got := decodeErrors[map[string]any]("t.yaml", tc.yaml)
		if diff := cmp.Diff([]string{tc.want}, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestTabIndentationLine(t *testing.T) {
	tests := []syntaxCase{
		{"a tab under a nested mapping, reported on the line before", "a:\n  b: 1\n\tc: 2\n",
			"t.yaml:3:1: invalid YAML: found a tab character that violates indentation"},
		{"a tab after two spaces, in a list", "a:\n  - 1\n  \t- 2\n",
			"t.yaml:3:3: invalid YAML: found a tab character that violates indentation"},
		{"a tab on line 2, which yaml.v3 gets right", "a: 1\n\tb: 2\n",
			"t.yaml:2:1: invalid YAML: found a tab character that violates indentation"},
	}
	checkSyntax(t, tests)
}

// TestMappingValueHint: yaml.v3 reports "mapping values are not allowed"
// with a line and no column. Its two common causes in content are placed
// and named: a value holding ": " (an unquoted script or text), at that
// colon, and a key indented past the keys above it, at the key.
func TestMappingValueHint(t *testing.T) {
	const problem = "invalid YAML: mapping values are not allowed in this context"
	const quote = `; the value of effect holds ": ", which YAML reads as another key: quote the value ('…') or write it as a block (effect: >-)`
	tests := []syntaxCase{
		{"an unquoted conditional script: at the colon of its else",
			"cards:\n  - id: a\n    effect: can() ? draw(1) : none()\n",
			"t.yaml:3:29: " + problem + quote},
		{"a text with a colon in it: at that colon",
			"cards:\n  - id: a\n    text: Draw: two Floors\n",
			`t.yaml:3:15: ` + problem + `; the value of text holds ": ", which YAML reads as another key: quote the value ('…') or write it as a block (text: >-)`},
		{"on line 1, which yaml.v3 leaves unnumbered",
			"effect: a ? b : c\n",
			"t.yaml:1:15: " + problem + quote},
		{"a key indented one space past the keys above it: at the key",
			"cards:\n  - id: a\n     effect: x\n",
			"t.yaml:3:6: " + problem + "; effect is indented 5 spaces, more than the key on the line above (4), so YAML reads it as part of that value: indent it as the keys beside it"},
		{"a quoted value with a colon is not blamed; the line has no other likely cause, so no column",
			"a:\n  b: 'x: y' c: d\n",
			"t.yaml:2: " + problem},
	}
	checkSyntax(t, tests)
}

// TestIndentSlip: yaml.v3 places "did not find expected '-' indicator"
// and "did not find expected key" at the line where the enclosing block
// began (in content, a record's first line); the line whose indentation
// fits no open block is found, at its key, however far below.
func TestIndentSlip(t *testing.T) {
	const dash = "invalid YAML: did not find expected '-' indicator"
	const key = "invalid YAML: did not find expected key"
	hint := func(name string, indent int, open, fix string) string {
		spaces := "spaces"
		if indent == 1 {
			spaces = "space"
		}
		return fmt.Sprintf("; %s is indented %d %s, which lines it up with no block open there (their keys or dashes stand at %s): indent it as the lines it belongs with%s", name, indent, spaces, open, fix)
	}
	const entry = `, or start a list entry there with "- "`
	tests := []syntaxCase{
		{"a key at a list's dashes: at the key, and a dash would fit",
			"tenants:\n  - id: a\n    name: x\n  effect: y\n",
			"t.yaml:4:3: " + dash + hint("effect", 2, "0, 2, 4", entry)},
		{"a key between the dash and the keys",
			"tenants:\n  - id: a\n    name: x\n   effect: y\n",
			"t.yaml:4:4: " + dash + hint("effect", 3, "0, 2, 4", "")},
		{"in a later entry, past a block scalar, a quoted value over two lines, a comment and a blank line",
			"tenants:\n  - id: a\n    name: x\n  - id: b\n    text: >-\n      long\n      text too\n    effect: '[a,\n  b]'\n    # the power\n\n   can: y\n",
			"t.yaml:12:4: " + dash + hint("can", 3, "0, 2, 4", "")},
		{"a key of a record slipped out of a nested mapping, above the record's keys: yaml.v3 names the record's first line",
			"tiles:\n  - id: a\n    perm:\n      on: built\n      whose: own\n     effect: x\n",
			"t.yaml:6:6: " + key + hint("effect", 5, "0, 2, 4, 6", "")},
		{"a key one space deeper than the keys, after a quoted value: yaml.v3 names the record's first line",
			"tiles:\n  - id: a\n    immediate: 'gain(1)'\n     activation: x\n",
			"t.yaml:4:6: " + key + hint("activation", 5, "0, 2, 4", "")},
		{"a list at its key's column (no indent) is no slip, and the slip after it is found",
			"tiles:\n- id: a\n  list:\n  - 1\n  - 2\n  name: b\n cubes: 2\n",
			"t.yaml:7:2: " + key + hint("cubes", 1, "0, 2", "")},
	}
	checkSyntax(t, tests)
}

// TestSyntaxErrorComesFirst: for a file yaml.v3 cannot parse, its error
// comes first, at its line, before the problems a loader then reports at
// the top of the file (required values it could not read).
func TestSyntaxErrorComesFirst(t *testing.T) {
	var file struct {
		Where content.Places `yaml:"-"`
		Count int            `yaml:"count" content:"required"`
	}
	var errs content.Errors
	content.DecodeBytes("a.yaml", []byte("count: 1\nother: [\n"), &file, &errs)
	errs.Add(file.Where.Of("count"), "count: the loader's check")
	errs.Add(content.Pos{File: "0.yaml", Line: 1, Col: 1}, "a problem of a file named before")
	got := strings.Split(errs.Err().Error(), "\n")
	want := []string{
		"a.yaml:3: invalid YAML: did not find expected node content",
		"0.yaml:1:1: a problem of a file named before",
		"a.yaml:1:1: count: the loader's check",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}
}

// TestShippedContentHasNoIndentSlip: the slip finder reads every shipped
// content file, all valid YAML, as having no line out of place, so the
// line it names for a real slip is not one it misread above.
func TestShippedContentHasNoIndentSlip(t *testing.T) {
	files, err := filepath.Glob("*/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no content files: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if line, indent, open, _ := content.FirstSlip(strings.Split(string(data), "\n")); line != 0 {
			t.Errorf("%s:%d: read as a slip (indent %d, open %v)", f, line, indent, open)
		}
	}
}
