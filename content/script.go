package content

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/expr-lang/expr/file"
	"gopkg.in/yaml.v3"
)

// Script is a YAML string that holds an expr script, with where it is
// written. Src is the script as YAML decodes it (quotes, escapes, block
// indentation and folding removed); Pos is the position of the YAML value
// (its first character: the opening quote, the "|" or ">" of a block
// scalar, or the first character of a plain scalar; an anchor or a tag
// when it has one).
//
// A Script filled by [Decode] knows where each character of Src stands in
// the file, so [Script.At] maps a position inside the script — the line
// and column an expr compile error reports — back to the YAML file
// exactly, whatever the scalar's style. A Script filled by yaml.v3 itself
// (through [Script.UnmarshalYAML]) does not see the file's text and maps
// approximately; see [Script.At].
//
// Compare Scripts with [Script.Equal] (go-cmp uses it): == also compares
// the hidden mapping, which differs between two loads of the same file.
type Script struct {
	Src string // the script's text
	Pos Pos    // where its YAML value starts

	m *scriptMap // where Src's characters stand in the file; nil when unknown
}

// IsZero reports whether s was not given: the field was absent or null.
// An empty string written in the YAML (`effect: ""`) is not zero.
func (s Script) IsZero() bool { return s.Src == "" && s.Pos == (Pos{}) }

// Equal reports whether s and t hold the same script at the same
// position. go-cmp uses it, so structs holding Scripts compare with
// cmp.Diff without options.
func (s Script) Equal(t Script) bool { return s.Src == t.Src && s.Pos == t.Pos }

// String returns Src.
func (s Script) String() string { return s.Src }

// At maps a position inside Src to the position in the YAML file. line and
// col are 1-based and count characters (runes), as expr does; line 1 is the
// script's first line, which for a block scalar (`effect: |`) is the first
// content line below the indicator.
//
// expr v1.17's *file.Error (github.com/expr-lang/expr/file) has a 1-based
// Line and a 0-based Column (its message prints Column+1), so map one with
//
//	s.At(ferr.Line, ferr.Column+1)
//
// or use [Script.CompileError], which does this.
//
// For a Script filled by [Decode] the mapping is exact for every style:
// plain scalars, single- and double-quoted scalars (an escape such as \"
// or \u00e9, or a doubled ' in single quotes, counts as the characters it
// takes in the file), literal block scalars (with or without chomping and
// indentation indicators), folded block scalars, and plain or quoted
// scalars over several lines. A character on any script line maps to the
// file line and column it is written at, even where folding joined file
// lines into one script line; a space that folding made of a line break
// maps to that break. A column past the end of a script line maps to the
// end of that line, a line past the last to just after the script.
//
// A Script filled by yaml.v3 or built by hand, or one whose text Decode
// could not follow (it checks its reading of every character against
// yaml.v3's and gives up on any disagreement), maps approximately: line 1
// exactly for a single-line plain scalar, or a quoted one without escapes,
// that has no anchor or tag; later lines to the same column on the
// following file lines; block scalars to the right line but with the
// column not offset by the block's indentation. The zero Script maps to
// the zero Pos.
func (s Script) At(line, col int) Pos {
	off := offsetOf(s.Src, line, col)
	if s.m != nil && len(s.m.segs) > 0 {
		return s.m.at(s.Pos.File, off)
	}
	return s.guess(line, col)
}

// CompileError turns an error from compiling s into an *Error at the file
// position of the token it names. For an expr *file.Error (as returned by
// expr.Compile) that is its line and column mapped through [Script.At],
// with expr's message; for any other error, s.Pos with err's text. It
// returns nil for a nil err.
func (s Script) CompileError(err error) *Error {
	if err == nil {
		return nil
	}
	var fe *file.Error
	if errors.As(err, &fe) && fe.Line > 0 {
		return &Error{Pos: s.At(fe.Line, fe.Column+1), Msg: fe.Message}
	}
	return &Error{Pos: s.Pos, Msg: err.Error()}
}

// UnmarshalYAML fills s from a scalar node, so that a Script also decodes
// with yaml.v3's own Unmarshal. Decoded that way it lacks the file's name
// and text: Pos.File is empty and At maps approximately. [Decode] does not
// call it; it fills Scripts itself, exactly.
func (s *Script) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	if n.Kind != yaml.ScalarNode {
		return fmt.Errorf("expected a script (a string), found %s", describe(n))
	}
	if isNull(n) {
		*s = Script{}
		return nil
	}
	*s = Script{Src: n.Value, Pos: Pos{Line: n.Line, Col: n.Column}, m: &scriptMap{style: styleOf(n)}}
	return nil
}

// MarshalYAML writes the script as a plain string.
func (s Script) MarshalYAML() (any, error) { return s.Src, nil }

// scalar styles, as far as mapping is concerned.
const (
	stylePlain = iota
	styleQuoted
	styleBlock
)

func styleOf(n *yaml.Node) int {
	switch {
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0:
		return styleBlock
	case n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0:
		return styleQuoted
	}
	return stylePlain
}

// scriptMap says where the characters of a Script's Src stand in its file.
type scriptMap struct {
	segs  []seg // runs of characters that follow each other on one line; sorted by off
	end   Pos   // where the end of Src (offset n) maps
	n     int   // number of runes in Src
	style int   // for the approximate mapping when segs is empty
}

// seg says that Src's rune at offset off is at line:col, and the runes after
// it, up to the next seg, follow it on the same line.
type seg struct{ off, line, col int }

func (m *scriptMap) at(fileName string, off int) Pos {
	if off >= m.n {
		p := m.end
		p.File = fileName
		return p
	}
	k := sort.Search(len(m.segs), func(i int) bool { return m.segs[i].off > off }) - 1
	if k < 0 {
		k = 0
	}
	sg := m.segs[k]
	return Pos{File: fileName, Line: sg.line, Col: sg.col + off - sg.off}
}

// guess maps a script position without knowing the file's text.
func (s Script) guess(line, col int) Pos {
	if line < 1 {
		line = 1
	}
	if col < 1 {
		col = 1
	}
	if s.Pos.Line == 0 {
		return Pos{File: s.Pos.File}
	}
	style := stylePlain
	if s.m != nil {
		style = s.m.style
	}
	p := Pos{File: s.Pos.File}
	switch {
	case style == styleBlock:
		p.Line, p.Col = s.Pos.Line+line, col
	case line > 1:
		p.Line, p.Col = s.Pos.Line+line-1, col
	case style == styleQuoted:
		p.Line, p.Col = s.Pos.Line, s.Pos.Col+col
	default:
		p.Line, p.Col = s.Pos.Line, s.Pos.Col+col-1
	}
	return p
}

// offsetOf returns the rune offset in src of the 1-based line and column,
// counting lines by '\n' as expr does. A column past the end of its line
// gives the line's end; a line past the last gives the end of src.
func offsetOf(src string, line, col int) int {
	if line < 1 {
		line = 1
	}
	if col < 1 {
		col = 1
	}
	off, l := 0, 1
	i := 0
	for l < line {
		j := strings.IndexByte(src[i:], '\n')
		if j < 0 {
			return utf8.RuneCountInString(src)
		}
		off += utf8.RuneCountInString(src[i : i+j+1])
		i += j + 1
		l++
	}
	rest := src[i:]
	if j := strings.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	if n := utf8.RuneCountInString(rest); col-1 > n {
		col = n + 1
	}
	return off + col - 1
}

// srcText is a file's text as runes, with where each line starts, counting
// line breaks as yaml.v3 does.
type srcText struct {
	r     []rune
	lines []int // lines[k] is the rune index where line k+1 starts
}

func newSrcText(data []byte) *srcText {
	s := string(data)
	s = strings.TrimPrefix(s, "\uFEFF") // yaml.v3 skips a byte order mark
	t := &srcText{r: []rune(s), lines: []int{0}}
	for i := 0; i < len(t.r); i++ {
		if isBreak(t.r[i]) {
			i += breakLen(t.r, i) - 1
			t.lines = append(t.lines, i+1)
		}
	}
	return t
}

// index returns the rune index of a 1-based line and column.
func (t *srcText) index(line, col int) (int, bool) {
	if line < 1 || line > len(t.lines) || col < 1 {
		return 0, false
	}
	i := t.lines[line-1] + col - 1
	if i > len(t.r) {
		return 0, false
	}
	return i, true
}

// pos returns the 1-based line and column of rune index i.
func (t *srcText) pos(i int) (line, col int) {
	l := sort.Search(len(t.lines), func(k int) bool { return t.lines[k] > i })
	if l < 1 {
		l = 1
	}
	return l, i - t.lines[l-1] + 1
}

func isBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\u0085', '\u2028', '\u2029':
		return true
	}
	return false
}

func isBlank(r rune) bool { return r == ' ' || r == '\t' }

// lineBreak is the rune a line break reads as in a scalar: yaml.v3 keeps
// the line and paragraph separators and reads the others as '\n'.
func lineBreak(r rune) rune {
	if r == '\u2028' || r == '\u2029' {
		return r
	}
	return '\n'
}

// breakLen is the number of runes of the line break at r[i].
func breakLen(r []rune, i int) int {
	if r[i] == '\r' && i+1 < len(r) && r[i+1] == '\n' {
		return 2
	}
	return 1
}

// item is one rune of a scalar's text in the file, as the scalar's style
// reads it: content (an escape counts as the rune it stands for), a blank
// that folding may drop, or a line break.
type item struct {
	r    rune
	kind int
	at   int // rune index in the file
}

const (
	itemContent = iota
	itemBlank
	itemBreak
)

// mapScript works out where each rune of n.Value stands in t. It follows
// the scalar's style from the node's position and checks every rune against
// the decoded value; when anything disagrees (an input yaml.v3 reads in a
// way this does not follow), it gives up and the mapping is approximate.
func mapScript(t *srcText, n *yaml.Node) *scriptMap {
	m := &scriptMap{style: styleOf(n)}
	if t == nil || n.Value == "" {
		return m
	}
	start, ok := t.index(n.Line, n.Column)
	if !ok {
		return m
	}
	start = skipProperties(t.r, start)
	if start >= len(t.r) {
		return m
	}
	var (
		next   func() (item, bool)
		strict bool
	)
	switch t.r[start] {
	case '"':
		next = doubleQuoted(t.r, start+1)
	case '\'':
		next = singleQuoted(t.r, start+1)
	case '|', '>':
		next = blockScalar(t, start, n.Value)
		strict = t.r[start] == '|'
	default:
		next = plainScalar(t.r, start)
	}
	if next == nil {
		return m
	}
	idx, ok := align(n.Value, next, strict)
	if !ok || len(idx) == 0 {
		return m
	}
	m.n = len(idx)
	var lastLine, lastCol int
	for k, at := range idx {
		line, col := t.pos(at)
		if len(m.segs) > 0 {
			sg := m.segs[len(m.segs)-1]
			if sg.line == line && sg.col+k-sg.off == col {
				lastLine, lastCol = line, col
				continue
			}
		}
		m.segs = append(m.segs, seg{off: k, line: line, col: col})
		lastLine, lastCol = line, col
	}
	m.end = Pos{Line: lastLine, Col: lastCol}
	if !strings.HasSuffix(n.Value, "\n") {
		m.end.Col++
	}
	return m
}

// align pairs each rune of value with an item. In strict mode (literal
// block scalars) every item must match in order; otherwise blanks and
// breaks that folding dropped are skipped and a break may stand for the
// space it folded into.
func align(value string, next func() (item, bool), strict bool) ([]int, bool) {
	out := make([]int, 0, len(value))
	for _, c := range value {
		for {
			it, ok := next()
			if !ok {
				return nil, false
			}
			if it.r == c || it.kind == itemBreak && (c == '\n' || (!strict && c == ' ')) {
				out = append(out, it.at)
				break
			}
			if strict || it.kind == itemContent {
				return nil, false
			}
		}
	}
	return out, true
}

// skipProperties skips an anchor, a tag and the blanks, breaks and comments
// between them and the scalar itself.
func skipProperties(r []rune, i int) int {
	for i < len(r) {
		switch c := r[i]; {
		case isBlank(c) || isBreak(c):
			i++
		case c == '#' && (i == 0 || isBlank(r[i-1]) || isBreak(r[i-1])):
			for i < len(r) && !isBreak(r[i]) {
				i++
			}
		case c == '&': // an anchor: letters, digits, '_' and '-'
			i++
			for i < len(r) && isAnchorChar(r[i]) {
				i++
			}
		case c == '!' && i+1 < len(r) && r[i+1] == '<': // a verbatim tag
			for i < len(r) && r[i] != '>' && !isBreak(r[i]) {
				i++
			}
			i++
		case c == '!': // a tag: '!', a handle, the characters of a URI
			i++
			for i < len(r) && (isAnchorChar(r[i]) || strings.ContainsRune(";/?:@&=+$,.!~*'()[]%", r[i])) {
				i++
			}
		default:
			return i
		}
	}
	return i
}

func isAnchorChar(c rune) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' || c == '-'
}

// skipBlanks returns the index of the first non-blank rune from i.
func skipBlanks(r []rune, i int) int {
	for i < len(r) && isBlank(r[i]) {
		i++
	}
	return i
}

// flowItem reads the items shared by plain and quoted scalars at r[*i]: a
// break (the next line's indentation is skipped, never content), a blank, or
// content.
func flowItem(r []rune, i *int) item {
	at := *i
	c := r[at]
	switch {
	case isBreak(c):
		*i = skipBlanks(r, at+breakLen(r, at))
		return item{r: lineBreak(c), kind: itemBreak, at: at}
	case isBlank(c):
		*i = at + 1
		return item{r: c, kind: itemBlank, at: at}
	}
	*i = at + 1
	return item{r: c, kind: itemContent, at: at}
}

func plainScalar(r []rune, i int) func() (item, bool) {
	return func() (item, bool) {
		if i >= len(r) {
			return item{}, false
		}
		return flowItem(r, &i), true
	}
}

func singleQuoted(r []rune, i int) func() (item, bool) {
	return func() (item, bool) {
		if i >= len(r) {
			return item{}, false
		}
		if r[i] == '\'' {
			if i+1 < len(r) && r[i+1] == '\'' {
				i += 2
				return item{r: '\'', kind: itemContent, at: i - 2}, true
			}
			return item{}, false
		}
		return flowItem(r, &i), true
	}
}

// escapes are the one-character escapes of double-quoted scalars.
var escapes = map[rune]rune{
	'0': 0, 'a': '\a', 'b': '\b', 't': '\t', '\t': '\t', 'n': '\n', 'v': '\v',
	'f': '\f', 'r': '\r', 'e': 0x1b, ' ': ' ', '"': '"', '/': '/', '\'': '\'',
	'\\': '\\', 'N': '\u0085', '_': '\u00a0', 'L': '\u2028', 'P': '\u2029',
}

func doubleQuoted(r []rune, i int) func() (item, bool) {
	return func() (item, bool) {
		for i < len(r) {
			switch r[i] {
			case '"':
				return item{}, false
			case '\\':
				at := i
				if i+1 >= len(r) {
					return item{}, false
				}
				e := r[i+1]
				if isBreak(e) { // an escaped line break joins the lines
					i = skipBlanks(r, i+1+breakLen(r, i+1))
					continue
				}
				if v, ok := escapes[e]; ok {
					i += 2
					return item{r: v, kind: itemContent, at: at}, true
				}
				width := 0
				switch e {
				case 'x':
					width = 2
				case 'u':
					width = 4
				case 'U':
					width = 8
				}
				if width == 0 || i+2+width > len(r) {
					return item{}, false
				}
				var v rune
				for _, h := range r[i+2 : i+2+width] {
					d := hexDigit(h)
					if d < 0 {
						return item{}, false
					}
					v = v<<4 | rune(d)
				}
				i += 2 + width
				return item{r: v, kind: itemContent, at: at}, true
			}
			return flowItem(r, &i), true
		}
		return item{}, false
	}
}

func hexDigit(h rune) int {
	switch {
	case '0' <= h && h <= '9':
		return int(h - '0')
	case 'a' <= h && h <= 'f':
		return int(h-'a') + 10
	case 'A' <= h && h <= 'F':
		return int(h-'A') + 10
	}
	return -1
}

// blockScalar reads a literal or folded block scalar whose indicator is at
// r[start]. The content's indentation is found from the first line that
// holds more than spaces: its spaces in the file less its spaces in value
// (which also covers an explicit indentation indicator).
func blockScalar(t *srcText, start int, value string) func() (item, bool) {
	r := t.r
	i := start + 1
	for i < len(r) && !isBreak(r[i]) {
		i++
	}
	if i >= len(r) {
		return nil
	}
	i += breakLen(r, i)
	first, _ := t.pos(i) // the first content line

	lines := strings.Split(value, "\n")
	j := 0
	for j < len(lines) && strings.TrimLeft(lines[j], " ") == "" {
		j++
	}
	if j == len(lines) || first+j > len(t.lines) {
		return nil
	}
	d := len(lines[j]) - len(strings.TrimLeft(lines[j], " "))
	k := t.lines[first+j-1]
	s := 0
	for k+s < len(r) && r[k+s] == ' ' {
		s++
	}
	indent := s - d
	if indent < 0 {
		return nil
	}

	lineStart := true
	return func() (item, bool) {
		if lineStart {
			k := 0
			for k < indent && i+k < len(r) && r[i+k] == ' ' {
				k++
			}
			if k < indent && i+k < len(r) && !isBreak(r[i+k]) {
				return item{}, false // a less indented line ends the block
			}
			i += k
			lineStart = false
		}
		if i >= len(r) {
			return item{}, false
		}
		at := i
		if isBreak(r[i]) {
			i += breakLen(r, i)
			lineStart = true
			return item{r: lineBreak(r[at]), kind: itemBreak, at: at}, true
		}
		i++
		return item{r: r[at], kind: itemContent, at: at}, true
	}
}
