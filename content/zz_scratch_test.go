package content_test

import (
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/content"
)

type scratchFile struct {
	S  content.Script            `yaml:"s"`
	L  []content.Script          `yaml:"l"`
	M  map[string]content.Script `yaml:"m"`
}

func checkExact(t *testing.T, data []byte) {
	var out scratchFile
	var errs content.Errors
	content.DecodeBytes("f.yaml", data, &out, &errs)
	if errs.Len() > 0 {
		return
	}
	all := append([]content.Script{out.S}, out.L...)
	for _, s := range out.M {
		all = append(all, s)
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	lines := splitLines(text)
	for _, s := range all {
		if s.IsZero() {
			continue
		}
		line, col := 1, 1
		for _, r := range s.Src {
			if r == '\n' {
				line, col = line+1, 1
				continue
			}
			if r != ' ' && r != '\t' && r != '\u2028' && r != '\u2029' && r != '\u0085' {
				p := s.At(line, col)
				var got rune = -1
				if p.Line >= 1 && p.Line <= len(lines) {
					lr := []rune(lines[p.Line-1])
					if p.Col >= 1 && p.Col <= len(lr) {
						got = lr[p.Col-1]
					}
				}
				if got != r && got != '\\' && got != '\'' {
					t.Fatalf("src %q: rune %q at script %d:%d maps to %v which holds %q\nfile: %q", s.Src, r, line, col, p, got, data)
				}
			}
			col++
		}
	}
}

func splitLines(s string) []string {
	var out []string
	r := []rune(s)
	start := 0
	for i := 0; i < len(r); i++ {
		switch r[i] {
		case '\r':
			out = append(out, string(r[start:i]))
			if i+1 < len(r) && r[i+1] == '\n' {
				i++
			}
			start = i + 1
		case '\n', '\u0085', '\u2028', '\u2029':
			out = append(out, string(r[start:i]))
			start = i + 1
		}
	}
	return append(out, string(r[start:]))
}

func FuzzScratchExact(f *testing.F) {
	for _, s := range []string{
		"s: count(\"x\") >= nope\n",
		"s: \"count(\\\"x\\\") >= \\\n    nope\"\n",
		"s: 'a''b\n  c'\n",
		"l: [a b, \"c\\td\", 'e', |\n  x\n]\n",
		"m:\n  a: |2\n     x\n    y\n  b: >-\n    p\n\n      q\n    r\n",
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
	f.Fuzz(checkExact)
}
