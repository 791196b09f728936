package content_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

// ranged is a record whose numbers have ranges.
type ranged struct {
	Where   content.Places `yaml:"-"`
	Count   int            `yaml:"count" content:"required,range=0..30"`
	Small   uint8          `yaml:"small" content:"range=1.."`
	Big     *int           `yaml:"big" content:"range=..8"`
	Rate    float64        `yaml:"rate" content:"range=0..1"`
	Track   []int          `yaml:"track" content:"len=2..3,range=0..24"`
	Cells   [][]int        `yaml:"cells" content:"range=-9..9"`
	Limits  map[string]int `yaml:"limits" content:"range=0..5"`
	Unbound int            `yaml:"unbound"`
	Inner   *ranged        `yaml:"inner"`
}

func TestDecodeRanges(t *testing.T) {
	tests := []struct {
		reason string
		yaml   string
		want   []string
	}{
		{reason: "numbers in range load", yaml: "count: 30\nsmall: 1\nbig: -5\nrate: 0.5\ntrack: [0, 24]\ncells: [[-9, 9]]\nlimits: {a: 5}\nunbound: 1000000000\n"},
		{reason: "a count past its range is refused at the value", yaml: "count: 1000000000\n",
			want: []string{"r.yaml:1:8: count: 1000000000 is out of range (0 to 30)"}},
		{reason: "a negative count is refused", yaml: "count: -1\n", want: []string{"r.yaml:1:8: count: -1 is out of range (0 to 30)"}},
		{reason: "an open upper side", yaml: "count: 0\nsmall: 0\n", want: []string{"r.yaml:2:8: small: 0 is out of range (at least 1)"}},
		{reason: "an open lower side, through a pointer", yaml: "count: 0\nbig: 9\n", want: []string{"r.yaml:2:6: big: 9 is out of range (at most 8)"}},
		{reason: "a float", yaml: "count: 0\nrate: 1.5\n", want: []string{"r.yaml:2:7: rate: 1.5 is out of range (0 to 1)"}},
		{reason: "each item of a list, at the item", yaml: "count: 0\ntrack: [0, 25, 3]\n",
			want: []string{"r.yaml:2:12: track: 25 is out of range (0 to 24)"}},
		{reason: "a list's length, at the list", yaml: "count: 0\ntrack: [0]\n",
			want: []string{"r.yaml:2:8: track: a list of 1, out of range (2 to 3)"}},
		{reason: "the items of a list of lists", yaml: "count: 0\ncells: [[0, 10]]\n",
			want: []string{"r.yaml:2:13: cells: 10 is out of range (-9 to 9)"}},
		{reason: "a map's values, not its keys", yaml: "count: 0\nlimits: {100: 6}\n",
			want: []string{"r.yaml:2:15: limits: 6 is out of range (0 to 5)"}},
		{reason: "a nested record's own ranges, not its parent's", yaml: "count: 0\ninner: {count: 31, unbound: 99}\n",
			want: []string{"r.yaml:2:16: count: 31 is out of range (0 to 30)"}},
	}
	for _, tt := range tests {
		_, got := decodeErrors[ranged]("r.yaml", tt.yaml)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: errors (-want +got):\n%s", tt.reason, diff)
		}
	}
}

func TestDecodeRangeTagErrors(t *testing.T) {
	type bad struct {
		N int `yaml:"n" content:"range=3..1"`
	}
	_, got := decodeErrors[bad]("b.yaml", "n: 2\n")
	want := []string{`b.yaml:1:1: Go field N: content tag "range=3..1": an empty or open range`}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("a malformed range tag is reported where the field is written (-want +got):\n%s", diff)
	}
}

func TestPlaces(t *testing.T) {
	src := "count: 3\ntrack:\n  - 1\n  - 2\ninner:\n  count: 4\n"
	r, errs := decodeErrors[ranged]("p.yaml", src)
	if errs != nil {
		t.Fatal(errs)
	}
	got := []string{
		r.Where.Of("count").String(),
		r.Where.Item("track", 1).String(),
		r.Where.Item("track", 5).String(),
		r.Where.Of("big").String(),
		r.Inner.Where.Of("count").String(),
		content.Places{}.Of("count").String(),
	}
	want := []string{"p.yaml:1:8", "p.yaml:4:5", "p.yaml:3:3", "p.yaml:1:1", "p.yaml:6:10", ""}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("places: the value, the item, the list for a missing item, the record for a missing field, a nested record's, none (-want +got):\n%s", diff)
	}
}

func TestSchemaRanges(t *testing.T) {
	data, err := content.Schema(content.SchemaInfo{}, reflect.TypeFor[ranged]())
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Properties map[string]any `json:"properties"`
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"count":   map[string]any{"type": "integer", "minimum": 0.0, "maximum": 30.0},
		"small":   map[string]any{"type": "integer", "minimum": 1.0},
		"big":     map[string]any{"type": "integer", "maximum": 8.0},
		"rate":    map[string]any{"type": "number", "minimum": 0.0, "maximum": 1.0},
		"track":   map[string]any{"type": "array", "minItems": 2.0, "maxItems": 3.0, "items": map[string]any{"type": "integer", "minimum": 0.0, "maximum": 24.0}},
		"cells":   map[string]any{"type": "array", "items": map[string]any{"type": "array", "items": map[string]any{"type": "integer", "minimum": -9.0, "maximum": 9.0}}},
		"limits":  map[string]any{"type": "object", "additionalProperties": map[string]any{"type": "integer", "minimum": 0.0, "maximum": 5.0}},
		"unbound": map[string]any{"type": "integer"},
		"inner":   map[string]any{"$ref": "#/$defs/file"},
	}
	if diff := cmp.Diff(want, got.Properties); diff != "" {
		t.Errorf("schema properties (-want +got):\n%s", diff)
	}
}

func TestPlacesOfAnUndecodedFile(t *testing.T) {
	for _, src := range []string{"", "count: [\n"} {
		var r ranged
		content.DecodeBytes("u.yaml", []byte(src), &r, nil)
		if got := r.Where.Of("count").String(); got != "u.yaml:1:1" {
			t.Errorf("%q: Places.Of = %q, want the top of the file, u.yaml:1:1", src, got)
		}
	}
}
