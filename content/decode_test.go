package content_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
	"gopkg.in/yaml.v3"

	"github.com/rulebook-go/rulebook/content"
)

// building is a record as a game describes one.
type building struct {
	At         content.Pos        `yaml:"-"`
	ID         string             `yaml:"id" content:"required"`
	Name       string             `yaml:"name,omitempty"`
	Cost       int                `yaml:"cost" content:"required"`
	Floors     uint8              `yaml:"floors"`
	Ratio      float64            `yaml:"ratio"`
	Starter    bool               `yaml:"starter"`
	Tags       []string           `yaml:"tags"`
	Limits     map[string]int     `yaml:"limits"`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Effect     content.Script     `yaml:"effect"`
	Upgrade    *building          `yaml:"upgrade"`
}

func (building) RecordKind() string { return "building" }

type buildingsFile struct {
	Buildings []building `yaml:"buildings"`
}

// decodeErrors decodes src into a new T and returns the error lines.
func decodeErrors[T any](name, src string) (T, []string) {
	var out T
	var errs content.Errors
	content.DecodeBytes(name, []byte(src), &out, &errs)
	err := errs.Err()
	if err == nil {
		return out, nil
	}
	return out, strings.Split(err.Error(), "\n")
}

func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		reason string
		yaml   string
		want   []string
	}{
		{
			reason: "a valid file has no errors",
			yaml:   "buildings:\n  - id: a\n    cost: 3\n    provenance: rulebook\n",
		},
		{
			reason: "a scanner error is at the line yaml.v3 reports",
			yaml:   "buildings:\n  - id: a\n    cost: 3: 4\n",
			want:   []string{`b.yaml:3:12: invalid YAML: mapping values are not allowed in this context; the value of cost holds ": ", which YAML reads as another key: quote the value ('…') or write it as a block (cost: >-)`},
		},
		{
			reason: "a parser error's 0-based line is corrected",
			yaml:   "buildings:\n  - id: a\n cost: 3\n",
			want:   []string{"b.yaml:3:2: invalid YAML: did not find expected key; cost is indented 1 space, which lines it up with no block open there (their keys or dashes stand at 0, 2, 4): indent it as the lines it belongs with"},
		},
		{
			reason: "a tab that starts a token, reported without a line, is on line 1",
			yaml:   "\tbuildings: []\n",
			want:   []string{"b.yaml:1: invalid YAML: found character that cannot start any token"},
		},
		{
			reason: "an unknown anchor is found in the text",
			yaml:   "buildings:\n  - id: a\n    cost: *nope\n",
			want:   []string{"b.yaml:3:11: invalid YAML: unknown anchor 'nope' referenced"},
		},
		{
			reason: "a control character is found in the text",
			yaml:   "buildings:\n  - id: a\x01\n",
			want:   []string{"b.yaml:2:10: invalid YAML: control characters are not allowed"},
		},
		{
			reason: "an unknown field is at its key and lists the known ones",
			yaml:   "buildings:\n  - id: a\n    costt: 3\n    cost: 3\n    provenance: rulebook\n",
			want:   []string{`b.yaml:3:5: unknown field "costt" in building (known: id, name, cost, floors, ratio, starter, tags, limits, provenance, effect, upgrade)`},
		},
		{
			reason: "a word for an integer is at the value",
			yaml:   "buildings:\n  - id: a\n    cost: ten\n    provenance: rulebook\n",
			want:   []string{`b.yaml:3:11: expected an integer, found "ten"`},
		},
		{
			reason: "a fraction for an integer",
			yaml:   "buildings:\n  - id: a\n    cost: 2.5\n    provenance: rulebook\n",
			want:   []string{`b.yaml:3:11: expected an integer, found 2.5`},
		},
		{
			reason: "a negative number for an unsigned integer",
			yaml:   "buildings:\n  - {id: a, cost: 1, provenance: rulebook, floors: -1}\n",
			want:   []string{`b.yaml:2:52: expected a non-negative integer, found -1`},
		},
		{
			reason: "a number out of its Go type's range",
			yaml:   "buildings:\n  - {id: a, cost: 1, provenance: rulebook, floors: 300}\n",
			want:   []string{`b.yaml:2:52: integer 300 is out of range (0 to 255)`},
		},
		{
			reason: "a quoted true is a string, not a boolean",
			yaml:   "buildings:\n  - {id: a, cost: 1, provenance: rulebook, starter: \"true\"}\n",
			want:   []string{`b.yaml:2:53: expected a boolean (true or false), found "true"`},
		},
		{
			reason: "a word for a float",
			yaml:   "buildings:\n  - {id: a, cost: 1, provenance: rulebook, ratio: half}\n",
			want:   []string{`b.yaml:2:51: expected a number, found "half"`},
		},
		{
			reason: "a scalar where a list belongs",
			yaml:   "buildings:\n  - {id: a, cost: 1, provenance: rulebook, tags: red}\n",
			want:   []string{`b.yaml:2:50: expected a list, found "red"`},
		},
		{
			reason: "a list where a mapping belongs",
			yaml:   "buildings:\n  - {id: a, cost: 1, provenance: rulebook, limits: [1]}\n",
			want:   []string{`b.yaml:2:52: expected a mapping, found a list`},
		},
		{
			reason: "a scalar where a record belongs names the record",
			yaml:   "buildings:\n  - crane\n",
			want:   []string{`b.yaml:2:5: expected a building (a mapping), found "crane"`},
		},
		{
			reason: "a mapping where a string belongs",
			yaml:   "buildings:\n  - {id: {x: 1}, cost: 1, provenance: rulebook}\n",
			want:   []string{`b.yaml:2:10: expected a string, found a mapping`},
		},
		{
			reason: "a mapping where a list belongs, at the top",
			yaml:   "buildings:\n  id: a\n",
			want:   []string{`b.yaml:2:3: expected a list, found a mapping`},
		},
		{
			reason: "missing required fields are at the record's mapping, one each",
			yaml:   "buildings:\n  - id: a\n    name: A\n",
			want: []string{
				`b.yaml:2:5: missing required field "cost" in building`,
				`b.yaml:2:5: missing required field "provenance" in building`,
			},
		},
		{
			reason: "a required field with no value is at its key",
			yaml:   "buildings:\n  - id: a\n    cost:\n    provenance: rulebook\n",
			want:   []string{`b.yaml:3:5: required field "cost" in building has no value`},
		},
		{
			reason: "a key written twice is at the second, saying where the first is",
			yaml:   "buildings:\n  - id: a\n    cost: 1\n    provenance: rulebook\n    cost: 2\n",
			want:   []string{`b.yaml:5:5: duplicate key "cost" (first at line 3:5)`},
		},
		{
			reason: "a duplicate key in a map field",
			yaml:   "buildings:\n  - id: a\n    cost: 1\n    provenance: rulebook\n    limits: {x: 1, x: 2}\n",
			want:   []string{`b.yaml:5:20: duplicate key "x" (first at line 5:14)`},
		},
		{
			reason: "a provenance other than the two words is at the value",
			yaml:   "buildings:\n  - id: a\n    cost: 1\n    provenance: guessed\n",
			want:   []string{`b.yaml:4:17: provenance must be "rulebook" or "reconstructed", found "guessed"`},
		},
		{
			reason: "a script must be a string",
			yaml:   "buildings:\n  - id: a\n    cost: 1\n    provenance: rulebook\n    effect: [draw]\n",
			want:   []string{`b.yaml:5:13: expected a script (a string), found a list`},
		},
		{
			reason: "errors in a nested record are at their own positions",
			yaml:   "buildings:\n  - id: a\n    cost: 1\n    provenance: rulebook\n    upgrade:\n      id: b\n      cost: x\n",
			want: []string{
				`b.yaml:6:7: missing required field "provenance" in building`,
				`b.yaml:7:13: expected an integer, found "x"`,
			},
		},
		{
			reason: "a second document is an error",
			yaml:   "buildings: []\n---\nbuildings: []\n",
			want:   []string{`b.yaml:3:1: a content file holds one YAML document; this is a second one`},
		},
		{
			reason: "an alias to the record that holds it",
			yaml:   "buildings:\n  - &b\n    id: a\n    cost: 1\n    provenance: rulebook\n    upgrade: *b\n",
			want:   []string{`b.yaml:6:14: alias *b refers to the value that holds it`},
		},
		{
			reason: "an empty file is missing nothing when nothing is required",
			yaml:   "",
		},
		{
			reason: "unknown top-level keys",
			yaml:   "building: []\nversion: 2\n",
			want: []string{
				`b.yaml:1:1: unknown field "building" in buildings file (known: buildings)`,
				`b.yaml:2:1: unknown field "version" in buildings file (known: buildings)`,
			},
		},
	}
	for _, tt := range tests {
		_, got := decodeErrors[buildingsFile]("b.yaml", tt.yaml)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.reason, diff)
		}
	}
}

// TestDecodeFourProblems checks that one load reports every problem of a
// file, in file order.
func TestDecodeFourProblems(t *testing.T) {
	src := `buildings:
  - id: crane
    cost: ten
    provenance: rulebook
  - id: tower
    costt: 4
    cost: 4
    provenance: reconstructed
  - id: depot
    provenance: maybe
    cost: 2
    cost: 3
`
	out, got := decodeErrors[buildingsFile]("buildershigh/buildings.yaml", src)
	want := []string{
		`buildershigh/buildings.yaml:3:11: expected an integer, found "ten"`,
		`buildershigh/buildings.yaml:6:5: unknown field "costt" in building (known: id, name, cost, floors, ratio, starter, tags, limits, provenance, effect, upgrade)`,
		`buildershigh/buildings.yaml:10:17: provenance must be "rulebook" or "reconstructed", found "maybe"`,
		`buildershigh/buildings.yaml:12:5: duplicate key "cost" (first at line 11:5)`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("errors (-want +got):\n%s", diff)
	}
	// What could be decoded was.
	if diff := cmp.Diff([]string{"crane", "tower", "depot"}, []string{out.Buildings[0].ID, out.Buildings[1].ID, out.Buildings[2].ID}); diff != "" {
		t.Errorf("ids (-want +got):\n%s", diff)
	}
	if got := out.Buildings[1].Cost; got != 4 {
		t.Errorf("tower's cost = %d, want 4", got)
	}
}

// TestDecodeValues checks what a valid file decodes to.
func TestDecodeValues(t *testing.T) {
	src := `buildings:
  - id: crane
    name: Crane
    cost: 0x10
    floors: 3
    ratio: 1
    starter: true
    tags: [red, "blue"]
    limits: {a: 1, b: 2}
    provenance: rulebook
    upgrade:
      id: big-crane
      cost: 9
      provenance: reconstructed
  - {id: depot, cost: 2, provenance: reconstructed, upgrade: ~, tags: ~}
`
	out, errs := decodeErrors[buildingsFile]("b.yaml", src)
	if errs != nil {
		t.Fatal(errs)
	}
	want := buildingsFile{Buildings: []building{
		{
			At: content.Pos{File: "b.yaml", Line: 2, Col: 5},
			ID: "crane", Name: "Crane", Cost: 16, Floors: 3, Ratio: 1, Starter: true,
			Tags: []string{"red", "blue"}, Limits: map[string]int{"a": 1, "b": 2},
			Provenance: content.FromRulebook,
			Upgrade: &building{
				At: content.Pos{File: "b.yaml", Line: 12, Col: 7},
				ID: "big-crane", Cost: 9, Provenance: content.Reconstructed,
			},
		},
		{
			At: content.Pos{File: "b.yaml", Line: 15, Col: 5},
			ID: "depot", Cost: 2, Provenance: content.Reconstructed,
		},
	}}
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("decoded (-want +got):\n%s", diff)
	}
}

type base struct {
	Kind string `yaml:"kind"`
	At   content.Pos
}

type withInline struct {
	base  `yaml:",inline"`
	Name  string         `yaml:"name" content:"required"`
	Extra map[string]int `yaml:",inline"`
}

type upper string

func (u *upper) UnmarshalYAML(n *yaml.Node) error {
	if n.Value == "bad" {
		return errors.New("upper: bad is bad")
	}
	*u = upper(strings.ToUpper(n.Value))
	return nil
}

type withUnmarshaler struct {
	Words []upper     `yaml:"words"`
	Any   any         `yaml:"any"`
	Node  yaml.Node   `yaml:"node"`
	Arr   [2]int      `yaml:"arr"`
	Ptrs  []*building `yaml:"ptrs"`
}

// TestDecodeFeatures covers inline fields, merge keys, yaml.Unmarshaler,
// interface{}, yaml.Node and arrays.
func TestDecodeFeatures(t *testing.T) {
	t.Run("inline", func(t *testing.T) {
		out, errs := decodeErrors[[]withInline]("i.yaml", "- kind: k\n  name: n\n  x: 1\n  y: 2\n- kind: j\n")
		want := []withInline{
			{base: base{Kind: "k", At: content.Pos{File: "i.yaml", Line: 1, Col: 3}}, Name: "n", Extra: map[string]int{"x": 1, "y": 2}},
			{base: base{Kind: "j", At: content.Pos{File: "i.yaml", Line: 5, Col: 3}}},
		}
		if diff := cmp.Diff(want, out, cmp.AllowUnexported(withInline{})); diff != "" {
			t.Errorf("decoded (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]string{`i.yaml:5:3: missing required field "name" in with inline`}, errs); diff != "" {
			t.Errorf("errors (-want +got):\n%s", diff)
		}
	})
	t.Run("merge", func(t *testing.T) {
		src := "defaults: &d {cost: 1, provenance: rulebook, name: base}\nbuildings:\n  - <<: *d\n    id: a\n    name: A\n  - <<: [*d]\n    id: b\n"
		type file struct {
			Defaults  map[string]string `yaml:"defaults"`
			Buildings []building        `yaml:"buildings"`
		}
		out, errs := decodeErrors[file]("m.yaml", src)
		if errs != nil {
			t.Fatal(errs)
		}
		got := fmt.Sprintf("%s %s %d %s | %s %s %d", out.Buildings[0].ID, out.Buildings[0].Name, out.Buildings[0].Cost, out.Buildings[0].Provenance, out.Buildings[1].ID, out.Buildings[1].Name, out.Buildings[1].Cost)
		if want := "a A 1 rulebook | b base 1"; got != want {
			t.Errorf("merged = %q, want %q", got, want)
		}
	})
	t.Run("merge into itself", func(t *testing.T) {
		_, errs := decodeErrors[map[string]map[string]int]("m.yaml", "a: &a\n  x: 1\n  <<: *a\n")
		want := []string{`m.yaml:3:7: merge key << includes the mapping that holds it`}
		if diff := cmp.Diff(want, errs); diff != "" {
			t.Errorf("errors (-want +got):\n%s", diff)
		}
	})
	t.Run("unmarshalers and others", func(t *testing.T) {
		src := "words: [a, bad, c]\nany: {x: [1, two]}\nnode: {k: v}\narr: [1, 2]\nptrs: [~]\n"
		out, errs := decodeErrors[withUnmarshaler]("u.yaml", src)
		if diff := cmp.Diff([]string{`u.yaml:1:12: upper: bad is bad`}, errs); diff != "" {
			t.Errorf("errors (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]upper{"A", "", "C"}, out.Words); diff != "" {
			t.Errorf("words (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(map[string]any{"x": []any{1, "two"}}, out.Any); diff != "" {
			t.Errorf("any (-want +got):\n%s", diff)
		}
		if out.Node.Kind != yaml.MappingNode || out.Node.Line != 3 {
			t.Errorf("node = kind %v at line %d, want a mapping at line 3", out.Node.Kind, out.Node.Line)
		}
		if diff := cmp.Diff([2]int{1, 2}, out.Arr); diff != "" {
			t.Errorf("arr (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]*building{nil}, out.Ptrs); diff != "" {
			t.Errorf("ptrs (-want +got):\n%s", diff)
		}
	})
	t.Run("array length", func(t *testing.T) {
		_, errs := decodeErrors[withUnmarshaler]("u.yaml", "arr: [1, 2, 3]\n")
		if diff := cmp.Diff([]string{`u.yaml:1:6: expected a list of 2, found 3`}, errs); diff != "" {
			t.Errorf("errors (-want +got):\n%s", diff)
		}
	})
	t.Run("empty file with required fields", func(t *testing.T) {
		_, errs := decodeErrors[building]("e.yaml", "# nothing yet\n")
		want := []string{
			`e.yaml:1:1: missing required field "id" in building (the document is empty)`,
			`e.yaml:1:1: missing required field "cost" in building (the document is empty)`,
			`e.yaml:1:1: missing required field "provenance" in building (the document is empty)`,
		}
		if diff := cmp.Diff(want, errs); diff != "" {
			t.Errorf("errors (-want +got):\n%s", diff)
		}
	})
}

// TestDecodeBombs checks that aliases and merge keys that expand
// exponentially stop with an error instead of eating the machine.
func TestDecodeBombs(t *testing.T) {
	var aliases, merges strings.Builder
	aliases.WriteString("a0: &a0 [x, x, x, x, x, x, x, x]\n")
	merges.WriteString("a0: &a0 {x: 1}\n")
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&aliases, "a%d: &a%d [*a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d]\n", i, i, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1)
		fmt.Fprintf(&merges, "a%d: &a%d {<<: [*a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d]}\n", i, i, i-1, i-1, i-1, i-1, i-1, i-1, i-1, i-1)
	}
	tests := []struct {
		reason string
		yaml   string
		into   func() any
		want   string
	}{
		{"nested aliases", aliases.String(), func() any { return new(map[string][][][][][][][][][][][][][]string) }, "expands its aliases too far"},
		{"nested aliases into interface{} (yaml.v3 checks)", aliases.String(), func() any { return new(map[string]any) }, "excessive aliasing"},
		{"nested merge keys", merges.String(), func() any { return new(map[string]map[string]int) }, "expands its aliases too far"},
	}
	for _, tt := range tests {
		var errs content.Errors
		content.DecodeBytes("bomb.yaml", []byte(tt.yaml), tt.into(), &errs)
		if err := errs.Err(); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: errors = %v, want one saying %q", tt.reason, err, tt.want)
		}
		if errs.Len() > 100 {
			t.Errorf("%s: %d errors; repeats are not collapsed", tt.reason, errs.Len())
		}
	}
}

func TestDecodeFS(t *testing.T) {
	fsys := fstest.MapFS{
		"g/a.yaml": {Data: []byte("buildings:\n  - id: a\n    cost: 1\n    provenance: rulebook\n")},
	}
	tests := []struct {
		reason string
		name   string
		out    any
		want   []string
		root   bool
	}{
		{"a file decodes", "g/a.yaml", new(buildingsFile), nil, true},
		{"a missing file is an error at the file", "g/b.yaml", new(buildingsFile), []string{"g/b.yaml: cannot open: file does not exist"}, false},
		{"out must be a pointer", "g/a.yaml", buildingsFile{}, []string{"g/a.yaml: cannot decode into content_test.buildingsFile: need a non-nil pointer"}, true},
		{"out must not be nil", "g/a.yaml", nil, []string{"g/a.yaml: cannot decode into <nil>: need a non-nil pointer"}, true},
	}
	for _, tt := range tests {
		var errs content.Errors
		root := content.Decode(fsys, tt.name, tt.out, &errs)
		var got []string
		if err := errs.Err(); err != nil {
			got = strings.Split(err.Error(), "\n")
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.reason, diff)
		}
		if (root != nil) != tt.root {
			t.Errorf("%s: root = %v, want a root: %v", tt.reason, root, tt.root)
		}
	}
}

func TestDecodeErrIs(t *testing.T) {
	var errs content.Errors
	content.DecodeBytes("b.yaml", []byte("buildings: 5\n"), new(buildingsFile), &errs)
	err := errs.Err()
	if !errors.Is(err, content.ErrInvalid) {
		t.Errorf("errors.Is(%v, ErrInvalid) = false", err)
	}
	var one *content.Error
	if !errors.As(err, &one) {
		t.Fatalf("errors.As(%v, *Error) = false", err)
	}
	want := &content.Error{Pos: content.Pos{File: "b.yaml", Line: 1, Col: 12}, Msg: "expected a list, found 5"}
	if diff := cmp.Diff(want, one); diff != "" {
		t.Errorf("first error (-want +got):\n%s", diff)
	}
}

// fuzzRecord is a record with one field of each kind Decode supports.
type fuzzRecord struct {
	At         content.Pos         `yaml:"-"`
	ID         string              `yaml:"id" content:"required"`
	N          int8                `yaml:"n"`
	U          uint16              `yaml:"u"`
	F          float32             `yaml:"f"`
	B          bool                `yaml:"b"`
	Tags       []string            `yaml:"tags"`
	Arr        [2]int              `yaml:"arr"`
	M          map[string][]int    `yaml:"m"`
	IntKeys    map[int]string      `yaml:"int_keys"`
	Provenance content.Provenance  `yaml:"provenance"`
	Effect     content.Script      `yaml:"effect"`
	Effects    []content.Script    `yaml:"effects"`
	Sub        *fuzzRecord         `yaml:"sub"`
	Kids       []fuzzRecord        `yaml:"kids"`
	Words      []upper             `yaml:"words"`
	Any        any                 `yaml:"any"`
	Extra      map[string]struct{} `yaml:"extra"`
}

type fuzzFile struct {
	Records []fuzzRecord          `yaml:"records"`
	ByName  map[string]fuzzRecord `yaml:"by_name"`
	base    `yaml:",inline"`
}

// FuzzDecodeBytes checks that Decode never panics, that every error it
// reports has a position in the file, and that mapping any script position
// never panics either.
func FuzzDecodeBytes(f *testing.F) {
	for _, s := range []string{
		"",
		"records:\n  - id: a\n    n: 1\n    effect: |\n      draw(1) +\n        nope\n",
		"records: [{id: a, u: -1, f: x, b: yes, tags: [1, [2]], arr: [1], m: {a: [1]}, int_keys: {1: a, x: b}}]\n",
		"by_name: {a: &a {id: a, sub: *a}}\n",
		"records:\n  - &r {id: a, effect: \"x\\u00e9\\\"y\"}\n  - <<: *r\n    effects: ['a''b', >-\n      a\n\n       b]\n",
		"kind: k\nrecords:\n- id: x\n  kids: [{id: y, provenance: maybe}]\n  words: [a, bad]\n  any: {x: *x}\n",
		"a: &a [*a]\n---\nb: 1\n",
		"records:\n  - id: \"a\\\n    b\"\n    effect: |2\n       x\n     y\n",
		"records:\r\n  - id: a\r\n    effect: >+\r\n      x\r\n\r\n",
		"\xef\xbb\xbfrecords: [{effect: !!str &a  'x'}]",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var out fuzzFile
		var errs content.Errors
		content.DecodeBytes("f.yaml", data, &out, &errs)
		for _, e := range errs.List {
			if e.Pos.File != "f.yaml" || e.Pos.Line < 1 || e.Pos.Col < 0 {
				t.Errorf("error without a position in the file: %#v", e)
			}
		}
		var scripts []content.Script
		var walk func(r fuzzRecord, depth int)
		walk = func(r fuzzRecord, depth int) {
			if depth > 20 {
				return
			}
			scripts = append(scripts, r.Effect)
			scripts = append(scripts, r.Effects...)
			if r.Sub != nil {
				walk(*r.Sub, depth+1)
			}
			for _, k := range r.Kids {
				walk(k, depth+1)
			}
		}
		for _, r := range out.Records {
			walk(r, 0)
		}
		for _, r := range out.ByName {
			walk(r, 0)
		}
		for _, s := range scripts {
			for line := 0; line <= strings.Count(s.Src, "\n")+2; line++ {
				for col := 0; col < 6; col++ {
					if p := s.At(line, col*7); !s.IsZero() && p.Line < 1 {
						t.Errorf("At(%d, %d) of %q at %v = %v, not in the file", line, col*7, s.Src, s.Pos, p)
					}
				}
			}
		}
	})
}

func ExampleDecode() {
	type Building struct {
		At         content.Pos        `yaml:"-"`
		ID         string             `yaml:"id" content:"required"`
		Cost       int                `yaml:"cost" content:"required"`
		Provenance content.Provenance `yaml:"provenance" content:"required"`
		Effect     content.Script     `yaml:"effect"`
	}
	type File struct {
		Buildings []Building `yaml:"buildings"`
	}
	fsys := fstest.MapFS{"buildershigh/buildings.yaml": {Data: []byte(`buildings:
  - id: crane
    cost: ten
    provenance: rulebook
  - id: tower
    costt: 4
    provenance: reconstructed
    effect: draw("budget", 1)
`)}}

	var file File
	var errs content.Errors
	content.Decode(fsys, "buildershigh/buildings.yaml", &file, &errs)
	fmt.Println(errs.Err())
	fmt.Println(file.Buildings[1].ID, "is at", file.Buildings[1].At, "and its effect at", file.Buildings[1].Effect.Pos)
	// Output:
	// buildershigh/buildings.yaml:3:11: expected an integer, found "ten"
	// buildershigh/buildings.yaml:5:5: missing required field "cost" in building
	// buildershigh/buildings.yaml:6:5: unknown field "costt" in building (known: id, cost, provenance, effect)
	// tower is at buildershigh/buildings.yaml:5:5 and its effect at buildershigh/buildings.yaml:8:13
}

func ExampleIDs() {
	var ids content.IDs
	var errs content.Errors
	ids.Add("building", "crane", content.Pos{File: "buildings.yaml", Line: 2, Col: 9}, &errs)
	ids.Add("building", "tower", content.Pos{File: "buildings.yaml", Line: 8, Col: 9}, &errs)
	ids.Add("building", "crane", content.Pos{File: "buildings.yaml", Line: 14, Col: 9}, &errs)
	fmt.Println(ids.Has("tower"), ids.Has("bridge"))
	fmt.Println(errs.Err())
	// Output:
	// true false
	// buildings.yaml:14:9: duplicate building id "crane" (first at line 2:9)
}
