package content

import (
	"bytes"
	"encoding"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/rulebook-go/rulebook/internal/quote"
)

// RecordKinder is implemented by record types that name themselves in
// error messages ("unknown field "costt" in building card"). Decode calls
// RecordKind on a zero value, so it should return a constant. A type
// without it is named by its Go name split into lower-case words
// (BuildingCard reads "building card").
type RecordKinder interface {
	RecordKind() string
}

// Decode reads the YAML file name in fsys and decodes it strictly into out,
// which must be a non-nil pointer (to a struct, slice, map or any other type
// listed below). It adds every problem to errs, each at its file, line and
// column, rather than stopping at the first, and decodes all it can around
// them:
//
//   - malformed YAML: one error at the line yaml.v3 reports (the column is
//     unknown and left off);
//   - an unknown field: `unknown field "costt" in building (known: id, name,
//     cost)` at the key;
//   - a value of the wrong type (`cost: ten`): `expected an integer, found
//     "ten"` at the value; a number out of range for its Go type likewise;
//   - a missing required field (struct tag `content:"required"`): `missing
//     required field "cost" in building` at the mapping; a required field
//     written with no value (`cost:`) is an error at its key;
//   - a number out of its field's [Range] (struct tag
//     `content:"range=0..30"`; each item of a list field) or a list of a
//     length out of its range (`content:"len=2..7"`): `count: 31 is out of
//     range (0 to 30)` at the value (the number is decoded all the same, so
//     that a loader's own checks speak of the number written);
//   - a key written twice in one mapping: at the second, saying where the
//     first is;
//   - more than one YAML document in the file; an alias to an anchor that
//     holds it; an alias expansion out of all proportion to the file.
//
// Decode walks yaml.v3's node tree itself, with reflect, and supports:
// structs (fields named by their yaml tag, else their lower-cased Go name as
// yaml.v3 does; `yaml:"-"` skips a field; `,omitempty` is accepted;
// `,inline` on a struct field merges its fields into the parent's and on a
// map field collects the keys no field takes), strings (from any scalar),
// bools (true, false), every int and uint kind (YAML integers in range),
// float32 and float64 (any YAML number), slices, arrays (of the exact
// length), maps (keys decoded from scalars), pointers (null leaves them
// nil), [Script] (with an exact position mapping), [Pos] fields named At,
// yaml.Node, interface{} (through yaml.v3), and any type implementing
// yaml.Unmarshaler or, for scalars, encoding.TextUnmarshaler (an error they
// return is placed at the value; a returned *[Error] or *[Errors] is kept
// as is). Anchors, aliases and merge keys (`<<: *base`) work as in yaml.v3.
// A null value (`cost:` or `cost: ~`) sets the zero value.
//
// Position: a field of type [Pos] named At is never read from the YAML;
// Decode sets it to the position of the mapping that holds the record
// (that is, of its first key). Tag it `yaml:"-"` so yaml.v3 leaves it
// alone too.
//
// A field of type [Places] receives where each of the record's fields is
// written, for the checks that come after decoding.
//
// Decode returns the document's top-level node (the mapping or list under
// the document node), or nil when the file cannot be read or parsed or is
// empty. An empty file decodes as an empty mapping: a struct's required
// fields are reported missing at line 1, column 1.
//
// A nil errs is allowed; problems are then dropped.
func Decode(fsys fs.FS, name string, out any, errs *Errors) *yaml.Node {
	if fsys == nil {
		errs.Add(Pos{File: name}, "cannot read: no file system")
		return nil
	}
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			errs.Add(Pos{File: name}, "cannot %s: %v", pe.Op, pe.Err)
		} else {
			errs.Add(Pos{File: name}, "cannot read: %v", err)
		}
		return nil
	}
	return DecodeBytes(name, data, out, errs)
}

// DecodeBytes is [Decode] on the bytes of a file already read, reporting
// positions under name.
func DecodeBytes(name string, data []byte, out any, errs *Errors) *yaml.Node {
	if errs == nil {
		errs = new(Errors)
	}
	d := &decoder{file: name, data: data, errs: errs}
	root, ok := d.parse()
	rv := reflect.ValueOf(out)
	if !rv.IsValid() || rv.Kind() != reflect.Pointer || rv.IsNil() {
		errs.Add(Pos{File: name}, "cannot decode into %T: need a non-nil pointer", out)
		return root
	}
	if !ok {
		d.placeTop(rv.Elem())
		return root
	}
	d.budget = 10000 + 100*countNodes(root)
	d.active = map[*yaml.Node]bool{}
	d.merging = map[*yaml.Node]bool{}
	if root == nil || isNull(root) {
		// An empty document: leave out as it is, but check what it requires.
		at := &yaml.Node{Line: 1, Column: 1}
		if root != nil {
			at = root
		}
		d.placeTop(rv.Elem())
		d.emptyRoot(rv.Elem(), at)
		return root
	}
	d.decode(root, rv.Elem())
	return root
}

// decoder holds the state of one Decode.
type decoder struct {
	file      string
	data      []byte
	text      *srcText // built on demand, for Scripts
	errs      *Errors
	active    map[*yaml.Node]bool // anchors whose alias is being decoded
	merging   map[*yaml.Node]bool // mappings whose merge keys are being expanded
	budget    int                 // nodes left to visit, against alias bombs
	stopped   bool                // the budget ran out
	rng       *Range              // the range of the field being decoded, nil for none
	fieldName string              // that field's name, for messages

	reported map[Error]bool // problems reported so far
	problems int            // problems found, repeats included
}

func (d *decoder) pos(n *yaml.Node) Pos { return Pos{File: d.file, Line: n.Line, Col: n.Column} }

func (d *decoder) errorf(n *yaml.Node, format string, args ...any) {
	d.add(&Error{Pos: d.pos(n), Msg: fmt.Sprintf(format, args...)})
}

// add adds e unless the same problem was reported at the same place: an
// alias used twice decodes its anchor twice.
func (d *decoder) add(e *Error) {
	d.problems++
	if d.reported == nil {
		d.reported = map[Error]bool{}
	}
	if d.reported[*e] {
		return
	}
	d.reported[*e] = true
	d.errs.AddError(e)
}

func (d *decoder) srcText() *srcText {
	if d.text == nil {
		d.text = newSrcText(d.data)
	}
	return d.text
}

// parse reads the file's single document. It returns the top-level node
// (nil for an empty file) and whether decoding may go on.
func (d *decoder) parse() (root *yaml.Node, ok bool) {
	defer func() {
		// yaml.v3 is third-party code; a panic in it must not escape Decode.
		if r := recover(); r != nil {
			d.errs.addSyntax(&Error{Pos: Pos{File: d.file, Line: 1}, Msg: fmt.Sprintf("invalid YAML: %v", r)})
			root, ok = nil, false
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(d.data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if err == io.EOF {
			return nil, true
		}
		d.syntaxError(err)
		return nil, false
	}
	var extra yaml.Node
	switch err := dec.Decode(&extra); {
	case err == io.EOF:
	case err != nil:
		d.syntaxError(err)
	default:
		at := &extra
		if len(extra.Content) > 0 {
			at = extra.Content[0]
		}
		d.errorf(at, "a content file holds one YAML document; this is a second one")
	}
	if doc.Kind == yaml.DocumentNode && len(doc.Content) > 0 {
		return doc.Content[0], true
	}
	return nil, true
}

var (
	yamlLine      = regexp.MustCompile(`^line (\d+): (.*)$`)
	unknownAnchor = regexp.MustCompile(`^unknown anchor '(.*)' referenced$`)
)

// parserProblems are the problems yaml.v3's parser (not its scanner)
// reports; it gives their line 0-based.
var parserProblems = map[string]bool{
	"did not find expected <stream-start>":   true,
	"did not find expected <document start>": true,
	"found undefined tag handle":             true,
	"did not find expected node content":     true,
	"did not find expected '-' indicator":    true,
	"did not find expected key":              true,
	"did not find expected ',' or ']'":       true,
	"did not find expected ',' or '}'":       true,
	"found duplicate %YAML directive":        true,
	"found incompatible YAML document":       true,
	"found duplicate %TAG directive":         true,
}

// readerProblems are the problems yaml.v3 reports, without a line, for
// bytes it cannot read as text.
var readerProblems = map[string]bool{
	"invalid leading UTF-8 octet":        true,
	"incomplete UTF-8 octet sequence":    true,
	"invalid trailing UTF-8 octet":       true,
	"invalid length of a UTF-8 sequence": true,
	"invalid Unicode character":          true,
	"control characters are not allowed": true,
}

// syntaxError reports an error from yaml.v3's parser at the line it names,
// correcting its off-by-one for parser errors, and finds the place itself
// for the errors yaml.v3 reports without a line.
func (d *decoder) syntaxError(err error) {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	p := Pos{File: d.file}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		p.Line, _ = strconv.Atoi(m[1])
		msg = m[2]
		if parserProblems[msg] {
			p.Line++
		}
		if msg == tabProblem {
			p.Line, p.Col = d.tabFrom(p.Line)
		}
	} else if m := unknownAnchor.FindStringSubmatch(msg); m != nil {
		p.Line, p.Col = d.find("*" + m[1])
	} else if line, col, found := firstBadChar(d.data); found && readerProblems[msg] {
		p.Line, p.Col = line, col
	} else {
		p.Line = 1 // yaml.v3 leaves the line off for line 1
	}
	switch msg {
	case mappingProblem:
		col, hint := d.mappingHint(p.Line)
		p.Col, msg = col, msg+hint
	case dashProblem, keyProblem:
		line, col, hint := d.indentSlip(p.Line)
		p.Line, p.Col, msg = line, col, msg+hint
	}
	d.errs.addSyntax(&Error{Pos: p, Msg: "invalid YAML: " + msg})
}

// tabProblem is the scanner's error for a tab in an indentation. yaml.v3
// reports it at the line of the value before, one line early but on the
// first line of the file.
const tabProblem = "found a tab character that violates indentation"

// tabFrom finds the first line from line on (1-based) whose indentation
// holds a tab, and the tab's column; line itself when there is none.
func (d *decoder) tabFrom(line int) (int, int) {
	lines := strings.Split(string(d.data), "\n")
	for l := max(line, 1); l <= len(lines); l++ {
		text := lines[l-1]
		indent := text[:len(text)-len(strings.TrimLeft(text, " \t"))]
		if i := strings.IndexByte(indent, '\t'); i >= 0 {
			return l, i + 1
		}
	}
	return line, 0
}

// find returns the line and column of the first s in the file, or line 1.
func (d *decoder) find(s string) (line, col int) {
	t := d.srcText()
	text := string(t.r)
	i := strings.Index(text, s)
	if i < 0 {
		return 1, 0
	}
	return t.pos(utf8.RuneCountInString(text[:i]))
}

// firstBadChar finds the first byte yaml.v3's reader rejects: invalid
// UTF-8 or a character YAML does not allow.
func firstBadChar(data []byte) (line, col int, found bool) {
	line, col = 1, 1
	if bytes.HasPrefix(data, []byte("\uFEFF")) {
		data = data[3:]
	}
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 || !printable(r) {
			return line, col, true
		}
		i += size
		switch {
		case r == '\r' && i < len(data) && data[i] == '\n':
			// the '\n' ends the line
			col++
		case isBreak(r):
			line, col = line+1, 1
		default:
			col++
		}
	}
	return 0, 0, false
}

// printable is yaml.v3's is_printable.
func printable(r rune) bool {
	switch {
	case r == 0x09 || r == 0x0A || r == 0x0D || r == 0x85:
		return true
	case 0x20 <= r && r <= 0x7E:
		return true
	case 0xA0 <= r && r <= 0xD7FF:
		return true
	case 0xE000 <= r && r <= 0xFFFD:
		return r != 0xFEFF
	case 0x10000 <= r && r <= 0x10FFFF:
		return true
	}
	return false
}

func countNodes(n *yaml.Node) int {
	if n == nil {
		return 0
	}
	c := 1
	for _, k := range n.Content {
		c += countNodes(k)
	}
	return c
}

// isNull reports whether n is a null scalar: `~`, `null` or nothing.
func isNull(n *yaml.Node) bool { return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null" }

// resolve follows an alias to its anchor.
func resolve(n *yaml.Node) *yaml.Node {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		return n.Alias
	}
	return n
}

// describe names what a node holds, for "found …" in messages.
func describe(n *yaml.Node) string {
	n = resolve(n)
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.DocumentNode:
		return "a document"
	case yaml.ScalarNode:
		v := n.Value
		if utf8.RuneCountInString(v) > 40 {
			v = string([]rune(v)[:37]) + "..."
		}
		switch n.ShortTag() {
		case "!!null":
			return "nothing (null)"
		case "!!int", "!!float", "!!bool":
			return v
		}
		return strconv.Quote(v)
	}
	return "an alias"
}

func (d *decoder) typeError(n *yaml.Node, want string) {
	d.errorf(n, "expected %s, found %s", want, describe(n))
}

var (
	scriptType          = reflect.TypeFor[Script]()
	posType             = reflect.TypeFor[Pos]()
	nodeType            = reflect.TypeFor[yaml.Node]()
	unmarshalerType     = reflect.TypeFor[yaml.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
	kinderType          = reflect.TypeFor[RecordKinder]()
	placesType          = reflect.TypeFor[Places]()
)

// spend takes cost from the budget of nodes to visit and reports whether
// decoding must stop: a few bytes of aliases and merge keys can stand for
// more nodes than memory holds.
func (d *decoder) spend(n *yaml.Node, cost int) bool {
	if d.stopped {
		return true
	}
	if d.budget -= cost; d.budget < 0 {
		d.stopped = true
		d.errorf(n, "the document expands its aliases too far; decoding stopped here")
		return true
	}
	return false
}

// decode decodes n, following aliases, into v, which is settable.
func (d *decoder) decode(n *yaml.Node, v reflect.Value) {
	if d.spend(n, 1) {
		return
	}
	if n.Kind == yaml.AliasNode {
		t := n.Alias
		if t == nil {
			d.errorf(n, "unknown anchor %q", n.Value)
			return
		}
		if d.active[t] {
			d.errorf(n, "alias *%s refers to the value that holds it", n.Value)
			return
		}
		d.active[t] = true
		d.decode(t, v)
		delete(d.active, t)
		return
	}
	d.value(n, v)
}

// value decodes n, which is not an alias, into v.
func (d *decoder) value(n *yaml.Node, v reflect.Value) {
	t := v.Type()
	switch t {
	case scriptType:
		d.script(n, v)
		return
	case nodeType:
		v.Set(reflect.ValueOf(*n))
		return
	}
	if isNull(n) {
		v.Set(reflect.Zero(t))
		return
	}
	if t.Kind() == reflect.Pointer {
		if v.IsNil() {
			v.Set(reflect.New(t.Elem()))
		}
		d.value(n, v.Elem())
		return
	}
	if v.CanAddr() {
		a := v.Addr()
		if a.Type().Implements(unmarshalerType) {
			if u, ok := a.Interface().(yaml.Unmarshaler); ok {
				d.unmarshaler(n, u)
				return
			}
		}
		if a.Type().Implements(textUnmarshalerType) {
			if u, ok := a.Interface().(encoding.TextUnmarshaler); ok {
				if n.Kind != yaml.ScalarNode {
					d.typeError(n, "a string")
				} else if err := u.UnmarshalText([]byte(n.Value)); err != nil {
					d.reportFrom(n, err)
				}
				return
			}
		}
	}
	switch t.Kind() {
	case reflect.Struct:
		d.structure(n, v)
	case reflect.Map:
		d.mapping(n, v)
	case reflect.Slice:
		d.list(n, v)
	case reflect.Array:
		d.array(n, v)
	case reflect.String:
		if n.Kind != yaml.ScalarNode {
			d.typeError(n, "a string")
			return
		}
		v.SetString(n.Value)
	case reflect.Bool:
		var b bool
		if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" || n.Decode(&b) != nil {
			d.typeError(n, "a boolean (true or false)")
			return
		}
		v.SetBool(b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		d.signed(n, v)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		d.unsigned(n, v)
	case reflect.Float32, reflect.Float64:
		var f float64
		if n.Kind != yaml.ScalarNode || (n.ShortTag() != "!!int" && n.ShortTag() != "!!float") || n.Decode(&f) != nil {
			d.typeError(n, "a number")
			return
		}
		if v.OverflowFloat(f) {
			d.errorf(n, "number %s is out of range for a %s", n.Value, t.Kind())
			return
		}
		if r := d.rng; r != nil && (r.Min != nil && f < float64(*r.Min) || r.Max != nil && f > float64(*r.Max)) {
			d.rangeError(n)
		}
		v.SetFloat(f)
	case reflect.Interface:
		if t.NumMethod() != 0 {
			d.errorf(n, "cannot decode into Go type %s", t)
			return
		}
		var x any
		if err := n.Decode(&x); err != nil {
			d.reportFrom(n, err)
			return
		}
		if x == nil {
			v.Set(reflect.Zero(t))
			return
		}
		v.Set(reflect.ValueOf(x))
	default:
		d.errorf(n, "cannot decode into Go type %s", t)
	}
}

func (d *decoder) signed(n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" {
		d.typeError(n, "an integer")
		return
	}
	var i int64
	bits := v.Type().Bits()
	if n.Decode(&i) != nil || v.OverflowInt(i) {
		d.errorf(n, "integer %s is out of range (%d to %d)", n.Value, int64(-1)<<(bits-1), int64(1)<<(bits-1)-1)
		return
	}
	d.checkRange(n, i)
	v.SetInt(i)
}

// checkRange reports i, written at n, when it is out of the range of the
// field being decoded. The value is decoded all the same, so that the
// loader's own checks speak of the number written, not of a zero.
func (d *decoder) checkRange(n *yaml.Node, i int64) {
	if d.rng != nil && !d.rng.Has(i) {
		d.rangeError(n)
	}
}

func (d *decoder) rangeError(n *yaml.Node) {
	d.errorf(n, "%s: %s is out of range (%s)", d.fieldName, n.Value, d.rng)
}

func (d *decoder) unsigned(n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" || strings.HasPrefix(n.Value, "-") {
		d.typeError(n, "a non-negative integer")
		return
	}
	var u uint64
	bits := v.Type().Bits()
	if n.Decode(&u) != nil || v.OverflowUint(u) {
		d.errorf(n, "integer %s is out of range (0 to %d)", n.Value, uint64(math.MaxUint64)>>(64-bits))
		return
	}
	if u > math.MaxInt64 {
		if d.rng != nil && d.rng.Max != nil {
			d.rangeError(n)
		}
	} else {
		d.checkRange(n, int64(u))
	}
	v.SetUint(u)
}

func (d *decoder) script(n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.ScalarNode {
		d.typeError(n, "a script (a string)")
		return
	}
	if isNull(n) {
		v.Set(reflect.Zero(scriptType))
		return
	}
	v.Set(reflect.ValueOf(Script{Src: n.Value, Pos: d.pos(n), m: mapScript(d.srcText(), n)}))
}

func (d *decoder) unmarshaler(n *yaml.Node, u yaml.Unmarshaler) {
	if err := u.UnmarshalYAML(n); err != nil {
		d.reportFrom(n, err)
	}
}

// reportFrom adds err, returned while decoding n, to the errors: a content
// *Error or *Errors as it is (placed in this file and at n when it lacks a
// place), a yaml.v3 *TypeError one problem per line, anything else at n.
func (d *decoder) reportFrom(n *yaml.Node, err error) {
	place := func(e *Error) *Error {
		c := *e
		if c.Pos.File == "" {
			c.Pos.File = d.file
		}
		if c.Pos.Line == 0 {
			c.Pos.Line, c.Pos.Col = n.Line, n.Column
		}
		return &c
	}
	var list *Errors
	if errors.As(err, &list) && list.Len() > 0 {
		for _, e := range list.List {
			if e != nil {
				d.add(place(e))
			}
		}
		return
	}
	var one *Error
	if errors.As(err, &one) {
		d.add(place(one))
		return
	}
	var te *yaml.TypeError
	if errors.As(err, &te) {
		for _, s := range te.Errors {
			p := d.pos(n)
			if m := yamlLine.FindStringSubmatch(s); m != nil {
				if line, _ := strconv.Atoi(m[1]); line != n.Line {
					p.Line, p.Col = line, 0
				}
				s = m[2]
			}
			d.add(&Error{Pos: p, Msg: s})
		}
		return
	}
	d.errorf(n, "%s", strings.TrimPrefix(err.Error(), "yaml: "))
}

// pair is one key and value of a mapping.
type pair struct{ key, val *yaml.Node }

// pairs returns the keys and values of mapping n with merge keys (`<<`)
// expanded: keys written in n come first and win over merged ones; of
// merged keys the first merged wins. A key written twice in n is reported
// when report is set.
func (d *decoder) pairs(n *yaml.Node, report bool) []pair {
	if d.spend(n, len(n.Content)/2+1) {
		return nil
	}
	d.merging[n] = true
	defer delete(d.merging, n)

	var out, merged []pair
	seen := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		if k.Kind == yaml.ScalarNode && k.ShortTag() == "!!merge" {
			merged = append(merged, d.merge(val)...)
			continue
		}
		if kr := resolve(k); kr.Kind == yaml.ScalarNode {
			if first, dup := seen[kr.Value]; dup {
				if report {
					d.errorf(k, "duplicate key %q (first at %s)", kr.Value, since(d.pos(first), d.pos(k)))
				}
				continue
			}
			seen[kr.Value] = k
		}
		out = append(out, pair{k, val})
	}
	for _, p := range merged {
		kr := resolve(p.key)
		if kr.Kind == yaml.ScalarNode {
			if _, dup := seen[kr.Value]; dup {
				continue
			}
			seen[kr.Value] = kr
		}
		out = append(out, p)
	}
	return out
}

// merge returns the pairs a merge key's value brings: a mapping's or, for
// a list, each of its mappings' in turn.
func (d *decoder) merge(val *yaml.Node) []pair {
	from := func(e *yaml.Node) []pair {
		m := resolve(e)
		if m.Kind != yaml.MappingNode {
			d.errorf(e, "merge key << needs a mapping or a list of mappings, found %s", describe(e))
			return nil
		}
		if d.merging[m] {
			d.errorf(e, "merge key << includes the mapping that holds it")
			return nil
		}
		return d.pairs(m, false)
	}
	if m := resolve(val); m.Kind == yaml.SequenceNode {
		var out []pair
		for _, e := range m.Content {
			out = append(out, from(e)...)
		}
		return out
	}
	return from(val)
}

// structure decodes a mapping into struct v.
func (d *decoder) structure(n *yaml.Node, v reflect.Value) {
	info := structOf(v.Type())
	if n.Kind != yaml.MappingNode {
		d.typeError(n, "a "+info.kind+" (a mapping)")
		return
	}
	d.fields(n, v, info, d.pairs(n, true))
}

// placeTop sets the At and Places fields of a struct v that is not decoded
// (the file is empty or cannot be parsed) to the top of the file, so that
// the checks made after decoding speak of the file.
func (d *decoder) placeTop(v reflect.Value) {
	if v.Kind() != reflect.Struct || v.Type() == scriptType {
		return
	}
	top := Pos{File: d.file, Line: 1, Col: 1}
	info := structOf(v.Type())
	for _, at := range info.at {
		if f := v.FieldByIndex(at); f.CanSet() {
			f.Set(reflect.ValueOf(top))
		}
	}
	for _, at := range info.places {
		if f := v.FieldByIndex(at); f.CanSet() {
			f.Set(reflect.ValueOf(Places{at: top}))
		}
	}
}

// emptyRoot checks an empty document (at the position of at) against out:
// a struct's required fields are missing.
func (d *decoder) emptyRoot(v reflect.Value, at *yaml.Node) {
	for v.Kind() == reflect.Pointer {
		if v.IsNil() {
			v = reflect.New(v.Type().Elem()).Elem()
			continue
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct || v.Type() == scriptType {
		return
	}
	info := structOf(v.Type())
	for _, f := range info.fields {
		if f.required {
			d.errorf(at, "missing required field %q in %s (the document is empty)", f.name, info.kind)
		}
	}
}

// fields decodes the pairs of mapping n into the struct v.
func (d *decoder) fields(n *yaml.Node, v reflect.Value, info *structInfo, pairs []pair) {
	for _, at := range info.at {
		if f := v.FieldByIndex(at); f.CanSet() {
			f.Set(reflect.ValueOf(d.pos(n)))
		}
	}
	var places *Places
	if len(info.places) > 0 {
		places = &Places{at: d.pos(n)}
	}
	seen := make([]bool, len(info.fields))
	for _, p := range pairs {
		k := resolve(p.key)
		if k.Kind != yaml.ScalarNode {
			d.typeError(p.key, "a field name")
			continue
		}
		fi, ok := info.byName[k.Value]
		if !ok {
			if info.inline != nil {
				d.mapEntry(p, v.FieldByIndex(info.inline))
				continue
			}
			d.errorf(p.key, "unknown field %q in %s (known: %s)", k.Value, info.kind, info.known)
			continue
		}
		f := info.fields[fi]
		seen[fi] = true
		if f.required && isNull(resolve(p.val)) {
			d.errorf(p.key, "required field %q in %s has no value", f.name, info.kind)
			continue
		}
		fv := v.FieldByIndex(f.index)
		if !fv.CanSet() {
			continue
		}
		places.note(f.name, p.val, d)
		d.field(p, f, fv)
	}
	for i, f := range info.fields {
		if f.required && !seen[i] {
			d.errorf(n, "missing required field %q in %s", f.name, info.kind)
		}
	}
	for _, at := range info.places {
		if fv := v.FieldByIndex(at); fv.CanSet() {
			fv.Set(reflect.ValueOf(*places))
		}
	}
}

// field decodes the value of one field, checking its range and length.
func (d *decoder) field(p pair, f fieldInfo, fv reflect.Value) {
	if f.tagErr != "" {
		d.errorf(p.key, "%s", f.tagErr)
		return
	}
	if f.length != nil {
		if val := resolve(p.val); val.Kind == yaml.SequenceNode && !f.length.Has(int64(len(val.Content))) {
			d.errorf(p.val, "%s: a list of %d, out of range (%s)", f.name, len(val.Content), f.length)
		}
	}
	rng, name := d.rng, d.fieldName
	d.rng, d.fieldName = f.rng, f.name
	d.decode(p.val, fv)
	d.rng, d.fieldName = rng, name
}

func (d *decoder) mapping(n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.MappingNode {
		d.typeError(n, "a mapping")
		return
	}
	for _, p := range d.pairs(n, true) {
		d.mapEntry(p, v)
	}
}

// mapEntry decodes one key and value into map v, making it if nil.
func (d *decoder) mapEntry(p pair, v reflect.Value) {
	t := v.Type()
	if t.Kind() != reflect.Map {
		return
	}
	k := resolve(p.key)
	if k.Kind != yaml.ScalarNode {
		d.typeError(p.key, "a key")
		return
	}
	key := reflect.New(t.Key()).Elem()
	if t.Key().Kind() == reflect.String {
		key.SetString(k.Value)
	} else {
		before := d.problems
		rng := d.rng
		d.rng = nil
		d.decode(p.key, key)
		d.rng = rng
		if d.problems > before {
			return
		}
		if !key.Comparable() {
			d.typeError(p.key, "a key")
			return
		}
	}
	if v.IsNil() {
		v.Set(reflect.MakeMap(t))
	}
	val := reflect.New(t.Elem()).Elem()
	if old := v.MapIndex(key); old.IsValid() {
		val.Set(old)
	}
	d.decode(p.val, val)
	v.SetMapIndex(key, val)
}

func (d *decoder) list(n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.SequenceNode {
		d.typeError(n, "a list")
		return
	}
	s := reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content))
	for i, e := range n.Content {
		d.decode(e, s.Index(i))
	}
	v.Set(s)
}

func (d *decoder) array(n *yaml.Node, v reflect.Value) {
	if n.Kind != yaml.SequenceNode {
		d.typeError(n, fmt.Sprintf("a list of %d", v.Len()))
		return
	}
	if len(n.Content) != v.Len() {
		d.errorf(n, "expected a list of %d, found %d", v.Len(), len(n.Content))
		return
	}
	for i, e := range n.Content {
		d.decode(e, v.Index(i))
	}
}

// structInfo is what Decode knows of a struct type.
type structInfo struct {
	kind   string         // the record's name in messages
	fields []fieldInfo    // decodable fields, in order
	byName map[string]int // index in fields by YAML name
	known  string         // the YAML names, "id, name, cost"
	at     [][]int        // indexes of the At fields
	places [][]int        // indexes of the Places fields
	inline []int          // index of the ,inline map, nil if none
}

type fieldInfo struct {
	name     string
	index    []int
	required bool
	rng      *Range // the field's range (content:"range=lo..hi"), nil for none
	length   *Range // the range of its list's length (content:"len=lo..hi"), nil for none
	tagErr   string // a malformed content tag, reported where the field is written
}

var structInfos sync.Map // reflect.Type → *structInfo

func structOf(t reflect.Type) *structInfo {
	if info, ok := structInfos.Load(t); ok {
		return info.(*structInfo)
	}
	info := &structInfo{kind: kindOf(t), byName: map[string]int{}}
	info.add(t, nil, 0)
	names := make([]string, len(info.fields))
	for i, f := range info.fields {
		names[i] = f.name
	}
	info.known = strings.Join(names, ", ")
	if info.known == "" {
		info.known = "none"
	}
	actual, _ := structInfos.LoadOrStore(t, info)
	return actual.(*structInfo)
}

// add adds the fields of struct type t, at index prefix, to info.
func (info *structInfo) add(t reflect.Type, prefix []int, depth int) {
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		index := append(append([]int(nil), prefix...), i)
		if sf.Name == "At" && sf.Type == posType {
			info.at = append(info.at, index)
			continue
		}
		if sf.Type == placesType {
			info.places = append(info.places, index)
			continue
		}
		tag := sf.Tag.Get("yaml")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if hasOpt(opts, "inline") {
			switch {
			case sf.Type.Kind() == reflect.Struct && depth < 32:
				info.add(sf.Type, index, depth+1)
				continue
			case sf.Type.Kind() == reflect.Map && sf.IsExported() && info.inline == nil:
				info.inline = index
				continue
			}
		}
		if !sf.IsExported() {
			continue
		}
		if name == "" {
			name = strings.ToLower(sf.Name)
		}
		if _, dup := info.byName[name]; dup {
			continue
		}
		info.byName[name] = len(info.fields)
		f := fieldInfo{name: name, index: index, required: hasOpt(sf.Tag.Get("content"), "required")}
		var err error
		if f.rng, f.length, err = fieldRanges(sf.Tag.Get("content")); err != nil {
			f.tagErr = fmt.Sprintf("Go field %s: %v", sf.Name, err)
		}
		info.fields = append(info.fields, f)
	}
}

func hasOpt(opts, opt string) bool {
	for o := range strings.SplitSeq(opts, ",") {
		if strings.TrimSpace(o) == opt {
			return true
		}
	}
	return false
}

// kindOf names a struct type in messages: its RecordKind, or its Go name
// in lower-case words.
func kindOf(t reflect.Type) string {
	if reflect.PointerTo(t).Implements(kinderType) {
		if k, ok := reflect.New(t).Interface().(RecordKinder); ok {
			if s := k.RecordKind(); s != "" {
				return s
			}
		}
	}
	name, _, _ := strings.Cut(t.Name(), "[")
	if name == "" {
		return "mapping"
	}
	return words(name)
}

// words splits a Go name into lower-case words: "BuildingCard" → "building
// card", "HTTPServer" → "http server".
func words(name string) string {
	r := []rune(name)
	var b strings.Builder
	for i, c := range r {
		if i > 0 && unicode.IsUpper(c) {
			prevLower := unicode.IsLower(r[i-1]) || unicode.IsDigit(r[i-1])
			nextLower := i+1 < len(r) && unicode.IsLower(r[i+1])
			if prevLower || (unicode.IsUpper(r[i-1]) && nextLower) {
				b.WriteByte(' ')
			}
		}
		b.WriteRune(unicode.ToLower(c))
	}
	return b.String()
}

// Named is the head of a record that has an id and a name: where it is
// written (At, which Decode sets), its id and its name, both required. A
// record type embeds it with `yaml:",inline"` and documents the two fields
// in tags named after them, which [Schema] takes as their descriptions:
//
//	content.Named `yaml:",inline" id:"The tile's id." name:"The tile's name as printed."`
type Named struct {
	At   Pos    `yaml:"-"`
	ID   string `yaml:"id" content:"required"`
	Name string `yaml:"name" content:"required"`
}

// IDs checks the ids of records for duplicates. Call Add for each record as
// it is loaded; a repeated id is an error at the repeat, saying where the
// first one is. The zero value is ready to use. One IDs may span files: ids
// share one namespace however the records are spread.
type IDs struct {
	seen map[string]Pos
}

// Add records id, of a record of the given kind ("building", "tenant")
// written at at. If id was added before, it adds `duplicate building id
// "crane" (first at line 3:7)` to errs at at, and the first position is
// kept. An id names its record in move notation and in saves, so it must
// be one word of letters, digits, '-', '_' and '.'; another is an error.
func (ids *IDs) Add(kind, id string, at Pos, errs *Errors) {
	if ids == nil {
		return
	}
	ids.AddIn("", kind, id, at, errs)
}

// AddIn is Add for an id that names its record within scope (a zone of a
// board side, say): id must be a word, and scope+"/"+id is what must not
// repeat, Has finds and errors quote. With scope "" it is Add.
func (ids *IDs) AddIn(scope, kind, id string, at Pos, errs *Errors) {
	if ids == nil {
		return
	}
	if !wordID(id) {
		errs.Add(at, "%s id %s: an id names its record in moves and saves, so it is one word of letters, digits, '-', '_' and '.'", kind, quote.Quote(id))
		return
	}
	if scope != "" {
		id = scope + "/" + id
	}
	if first, dup := ids.seen[id]; dup {
		errs.Add(at, "duplicate %s id %q (first at %s)", kind, id, since(first, at))
		return
	}
	if ids.seen == nil {
		ids.seen = map[string]Pos{}
	}
	ids.seen[id] = at
}

// Has reports whether id was added: the check for a reference.
func (ids *IDs) Has(id string) bool {
	if ids == nil {
		return false
	}
	_, ok := ids.seen[id]
	return ok
}

// At returns where id was first added, and whether it was.
func (ids *IDs) At(id string) (Pos, bool) {
	if ids == nil {
		return Pos{}, false
	}
	p, ok := ids.seen[id]
	return p, ok
}

// wordID reports whether id is one word of letters, digits, '-', '_' and
// '.': what move notation and saves can name.
func wordID(id string) bool {
	for _, r := range id {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '_' && r != '.' {
			return false
		}
	}
	return id != ""
}
