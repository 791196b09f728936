package content_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/file"
	"github.com/google/go-cmp/cmp"
	"gopkg.in/yaml.v3"

	"github.com/rulebook-go/rulebook/content"
)

// scripts holds Scripts in the places content puts them: a field, a list,
// records in a list.
type scripts struct {
	S content.Script   `yaml:"s"`
	L []content.Script `yaml:"l"`
	R []struct {
		S content.Script `yaml:"s"`
	} `yaml:"r"`
}

func (h scripts) all() []content.Script {
	out := []content.Script{h.S}
	out = append(out, h.L...)
	for _, r := range h.R {
		out = append(out, r.S)
	}
	return out
}

// compile compiles src as the games do: with an environment, so that an
// unknown name is an error.
func compile(src string) error {
	_, err := expr.Compile(src, expr.Env(map[string]any{
		"count": func(string) int { return 0 },
		"draw":  func(int) int { return 0 },
	}))
	return err
}

// textAt returns the text of the YAML source from p on (to the end of the
// line), counting columns in runes.
func textAt(src string, p content.Pos) string {
	all := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
	if p.Line < 1 || p.Line > len(all) {
		return ""
	}
	line := []rune(all[p.Line-1])
	if p.Col < 1 || p.Col > len(line)+1 {
		return ""
	}
	return string(line[p.Col-1:])
}

// TestScriptAtExpr compiles a broken script written in each YAML scalar
// style and checks that the position expr reports maps to the broken token
// in the YAML text.
func TestScriptAtExpr(t *testing.T) {
	tests := []struct {
		reason string
		yaml   string
		token  string // the text the error must point at
		want   content.Pos
	}{
		{
			reason: "a plain scalar on the key's line maps column for column",
			yaml:   `s: count("x") >= nope` + "\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 18},
		},
		{
			reason: "a plain scalar starting with a minus sign",
			yaml:   "s: -5 + nope\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 9},
		},
		{
			reason: "a double-quoted scalar is offset by its opening quote",
			yaml:   `s: "-5 + nope"` + "\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 10},
		},
		{
			reason: `a double-quoted scalar's escapes (\") take two columns each`,
			yaml:   `s: "count(\"x\") >= nope"` + "\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 21},
		},
		{
			reason: `a \u escape takes six columns for one character`,
			yaml:   `s: "count(\"caf\u00e9\") >= nope"` + "\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 29},
		},
		{
			reason: "a single-quoted scalar's doubled quotes take two columns each",
			yaml:   `s: 'count(''x'') >= nope'` + "\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 21},
		},
		{
			reason: "columns count characters, not bytes",
			yaml:   `s: count("é") >= nope` + "\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 18},
		},
		{
			reason: "a literal block's line 1 is the line below the indicator, columns offset by its indentation",
			yaml:   "s: |\n  draw(1) +\n    nope\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 3, Col: 5},
		},
		{
			reason: "a stripped literal block in a record of a list",
			yaml:   "r:\n  - s: |-\n      count(\"x\") >=\n      nope\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 4, Col: 7},
		},
		{
			reason: "an indentation indicator keeps the extra spaces in the script",
			yaml:   "s: |2\n     count(\"x\") >=\n    nope\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 3, Col: 5},
		},
		{
			reason: "a kept literal block with a comment after its indicator",
			yaml:   "s: |+ # the effect\n  nope + 1\n\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 2, Col: 3},
		},
		{
			reason: "a literal block with CRLF line ends",
			yaml:   "s: |\r\n  draw(1) +\r\n  nope\r\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 3, Col: 3},
		},
		{
			reason: "a folded block: the token on the second file line is on the script's first",
			yaml:   "s: >\n  count(\"x\") >=\n  nope\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 3, Col: 3},
		},
		{
			reason: "a folded block with a blank line and a more-indented line",
			yaml:   "s: >-\n  draw(1) +\n\n    nope\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 4, Col: 5},
		},
		{
			reason: "a multi-line plain scalar",
			yaml:   "s: count(\"x\") >=\n  nope\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 2, Col: 3},
		},
		{
			reason: "a multi-line double-quoted scalar with an escaped line break",
			yaml:   "s: \"count(\\\"x\\\") >= \\\n    nope\"\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 2, Col: 5},
		},
		{
			reason: "an anchor and a tag before the scalar",
			yaml:   `s: &a !!str count("x") >= nope` + "\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 27},
		},
		{
			reason: "a plain scalar in a flow mapping",
			yaml:   `r: [{s: count("x") >= nope}]` + "\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 23},
		},
		{
			reason: "a script in a flow list",
			yaml:   "l: [draw(1), draw(nope)]\n",
			token:  "nope",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 19},
		},
		{
			reason: "an error at the end of the script points at its last token",
			yaml:   `s: count("x") >=` + "\n",
			token:  "=",
			want:   content.Pos{File: "s.yaml", Line: 1, Col: 16},
		},
		{
			reason: "expr reports an unterminated string where its closing quote is missing: the end of the line",
			yaml:   "s: |\n  count(\"x\") >=\n    'ab\n",
			token:  "",
			want:   content.Pos{File: "s.yaml", Line: 3, Col: 8},
		},
	}
	for _, tt := range tests {
		var h scripts
		var errs content.Errors
		content.DecodeBytes("s.yaml", []byte(tt.yaml), &h, &errs)
		if err := errs.Err(); err != nil {
			t.Errorf("%s: decode: %v", tt.reason, err)
			continue
		}
		var broken []content.Script
		var ferrs []*file.Error
		for _, s := range h.all() {
			if s.IsZero() {
				continue
			}
			var fe *file.Error
			if errors.As(compile(s.Src), &fe) {
				broken = append(broken, s)
				ferrs = append(ferrs, fe)
			}
		}
		if len(broken) != 1 {
			t.Errorf("%s: %d scripts fail to compile, want 1", tt.reason, len(broken))
			continue
		}
		s, fe := broken[0], ferrs[0]
		got := s.At(fe.Line, fe.Column+1)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: At(%d, %d) of %q (-want +got):\n%s", tt.reason, fe.Line, fe.Column+1, s.Src, diff)
		}
		if text := textAt(tt.yaml, got); !strings.HasPrefix(text, tt.token) {
			t.Errorf("%s: the YAML at %v reads %q, want the broken token %q", tt.reason, got, text, tt.token)
		}
		if ce := s.CompileError(compile(s.Src)); ce.Pos != got || ce.Msg != fe.Message {
			t.Errorf("%s: CompileError = %v, want at %v: %s", tt.reason, ce, got, fe.Message)
		}
	}
}

// TestScriptAt checks the mapping of positions that are not expr errors:
// every character, past the end of a line, past the end.
func TestScriptAt(t *testing.T) {
	src := "s: >\n  ab\n  cd\n\n  ef\n"
	var h scripts
	var errs content.Errors
	content.DecodeBytes("f.yaml", []byte(src), &h, &errs)
	if err := errs.Err(); err != nil {
		t.Fatal(err)
	}
	if h.S.Src != "ab cd\nef\n" {
		t.Fatalf("Src = %q", h.S.Src)
	}
	tests := []struct {
		reason    string
		line, col int
		want      content.Pos
	}{
		{"the first character", 1, 1, content.Pos{File: "f.yaml", Line: 2, Col: 3}},
		{"the space folded from a line break maps to the break", 1, 3, content.Pos{File: "f.yaml", Line: 2, Col: 5}},
		{"the first character after the fold", 1, 4, content.Pos{File: "f.yaml", Line: 3, Col: 3}},
		{"script line 2 is after the blank line", 2, 2, content.Pos{File: "f.yaml", Line: 5, Col: 4}},
		{"a column past the end of a line maps to the line's end", 2, 99, content.Pos{File: "f.yaml", Line: 5, Col: 5}},
		{"a line past the end maps to the script's end", 9, 1, content.Pos{File: "f.yaml", Line: 5, Col: 5}},
		{"line and column 0 read as 1", 0, 0, content.Pos{File: "f.yaml", Line: 2, Col: 3}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, h.S.At(tt.line, tt.col)); diff != "" {
			t.Errorf("%s: At(%d, %d) (-want +got):\n%s", tt.reason, tt.line, tt.col, diff)
		}
	}
}

// TestScriptYAMLv3 checks Scripts that yaml.v3 fills, without the file's
// text: positions are approximate but right for a plain scalar's line.
func TestScriptYAMLv3(t *testing.T) {
	var h scripts
	src := "s: count(\"x\") >= nope\nl:\n  - |\n    a +\n    nope\n"
	if err := yaml.Unmarshal([]byte(src), &h); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		reason    string
		s         content.Script
		line, col int
		want      content.Pos
	}{
		{"a plain scalar's line 1 is exact", h.S, 1, 15, content.Pos{Line: 1, Col: 18}},
		{"a block's lines are right, its columns not indented", h.L[0], 2, 1, content.Pos{Line: 5, Col: 1}},
		{"the zero Script maps nowhere", content.Script{}, 1, 1, content.Pos{}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, tt.s.At(tt.line, tt.col)); diff != "" {
			t.Errorf("%s: At(%d, %d) (-want +got):\n%s", tt.reason, tt.line, tt.col, diff)
		}
	}
}

func TestScriptZeroAndEqual(t *testing.T) {
	var h scripts
	var errs content.Errors
	content.DecodeBytes("f.yaml", []byte("s: \"\"\nl: [~, x]\n"), &h, &errs)
	if err := errs.Err(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		reason string
		s      content.Script
		want   bool
	}{
		{"an empty string written in the file is not zero", h.S, false},
		{"a null is zero", h.L[0], true},
		{"a script is not zero", h.L[1], false},
	}
	for _, tt := range tests {
		if got := tt.s.IsZero(); got != tt.want {
			t.Errorf("%s: IsZero() = %v, want %v", tt.reason, got, tt.want)
		}
	}
	var again scripts
	content.DecodeBytes("f.yaml", []byte("s: \"\"\nl: [~, x]\n"), &again, &errs)
	if diff := cmp.Diff(h, again); diff != "" {
		t.Errorf("two decodes of one file differ (-first +second):\n%s", diff)
	}
}

func TestScriptCompileErrorOther(t *testing.T) {
	s := content.Script{Src: "x", Pos: content.Pos{File: "f.yaml", Line: 3, Col: 4}}
	got := s.CompileError(fmt.Errorf("not a bool"))
	want := &content.Error{Pos: s.Pos, Msg: "not a bool"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("CompileError (-want +got):\n%s", diff)
	}
	if s.CompileError(nil) != nil {
		t.Errorf("CompileError(nil) != nil")
	}
}

func ExampleScript_At() {
	src := "effect: |\n  draw(1) +\n    nope\n"
	var card struct {
		Effect content.Script `yaml:"effect"`
	}
	var errs content.Errors
	content.DecodeBytes("cards.yaml", []byte(src), &card, &errs)

	_, err := expr.Compile(card.Effect.Src, expr.Env(map[string]any{"draw": func(int) int { return 0 }}))
	var fe *file.Error
	if errors.As(err, &fe) {
		fmt.Printf("expr: %d:%d %s\n", fe.Line, fe.Column+1, fe.Message)
		fmt.Println("yaml:", card.Effect.At(fe.Line, fe.Column+1))
	}
	errs.AddError(card.Effect.CompileError(err))
	fmt.Println(errs.Err())
	// Output:
	// expr: 2:3 unknown name nope
	// yaml: cards.yaml:3:5
	// cards.yaml:3:5: unknown name nope
}

// FuzzScriptAt checks that Decode's mapping is exact: every character of
// every script maps to a place in the file that holds that character (or
// the backslash or quote of the escape that stands for it).
func FuzzScriptAt(f *testing.F) {
	for _, s := range []string{
		"s: count(\"x\") >= nope\n",
		"s: \"count(\\\"x\\\") >= \\\n    nope\"\n",
		"s: 'a''b\n  c'\n",
		"l: [a b, \"c\\td\", 'e', |\n  x\n]\n",
		"r:\n  - s: |2\n       x\n      y\n  - s: >-\n      p\n\n        q\n      r\n",
		"s: &a !!str x\nl: [*a]\n",
		"s: >\n\n  a\n  b\n",
		"s: |\r\n  a\tb\r\n  \tc\r\n",
		"s: \"a\u2028b\"\nl: [\"\\x41\\U0001F600 \\ x\"]\n",
		"s: a\u0085  b\n",
		"l:\n- >+\n   a\n    b\n   c\n\n- x\n",
		"\ufeffs: ' a ''\n\n  b '\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !utf8.Valid(data) {
			return // yaml.v3 reads UTF-16 too; Decode then maps approximately
		}
		var h scripts
		var errs content.Errors
		content.DecodeBytes("f.yaml", data, &h, &errs)
		if errs.Len() > 0 {
			return
		}
		lines := fileLines(strings.TrimPrefix(string(data), "\uFEFF"))
		for _, s := range h.all() {
			if s.IsZero() {
				continue
			}
			line, col := 1, 1
			for _, r := range s.Src {
				if r == '\n' {
					line, col = line+1, 1
					continue
				}
				if !strings.ContainsRune(" \t\u0085\u2028\u2029", r) {
					p := s.At(line, col)
					got := rune(-1)
					if p.Line >= 1 && p.Line <= len(lines) && p.Col >= 1 && p.Col <= len(lines[p.Line-1]) {
						got = lines[p.Line-1][p.Col-1]
					}
					if got != r && got != '\\' && got != '\'' {
						t.Fatalf("script %q: %q at %d:%d maps to %v, which holds %q; file %q", s.Src, r, line, col, p, got, data)
					}
				}
				col++
			}
		}
	})
}

// fileLines splits a file into lines of runes as yaml.v3 counts them.
func fileLines(s string) [][]rune {
	var out [][]rune
	r := []rune(s)
	start := 0
	for i := 0; i < len(r); i++ {
		switch r[i] {
		case '\r':
			out = append(out, r[start:i])
			if i+1 < len(r) && r[i+1] == '\n' {
				i++
			}
			start = i + 1
		case '\n', '\u0085', '\u2028', '\u2029':
			out = append(out, r[start:i])
			start = i + 1
		}
	}
	return append(out, r[start:])
}
