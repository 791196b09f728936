package content

import (
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Range is an inclusive range of whole numbers; a nil Min or Max leaves that
// side open. A content field's range is written in its struct tag,
// `content:"range=0..30"` (or "range=1.." for at least 1, "range=..8" for at
// most 8), and the length of a list field's as `content:"len=2..7"`.
// [Decode] checks every number of such a field (each item of a list, of a
// list of lists, or of a map's values) and the length of such a list, and
// reports one that is out of range at the value itself; [Schema] writes the
// same bounds as minimum and maximum (minItems and maxItems).
type Range struct {
	Min, Max *int64
}

// Has reports whether i is in the range.
func (r Range) Has(i int64) bool {
	return (r.Min == nil || i >= *r.Min) && (r.Max == nil || i <= *r.Max)
}

// String reads "0 to 30", "at least 1" or "at most 8".
func (r Range) String() string {
	switch {
	case r.Min != nil && r.Max != nil:
		return fmt.Sprintf("%d to %d", *r.Min, *r.Max)
	case r.Min != nil:
		return fmt.Sprintf("at least %d", *r.Min)
	case r.Max != nil:
		return fmt.Sprintf("at most %d", *r.Max)
	}
	return "any"
}

// fieldRanges reads the range= and len= options of a content tag.
func fieldRanges(tag string) (rng, length *Range, err error) {
	for o := range strings.SplitSeq(tag, ",") {
		o = strings.TrimSpace(o)
		name, val, ok := strings.Cut(o, "=")
		if !ok {
			continue
		}
		r, err := parseRange(val)
		if err != nil {
			return nil, nil, fmt.Errorf("content tag %q: %v", o, err)
		}
		switch name {
		case "range":
			rng = r
		case "len":
			length = r
		default:
			return nil, nil, fmt.Errorf("content tag %q: unknown option %q", o, name)
		}
	}
	return rng, length, nil
}

// parseRange reads "lo..hi", either side of which may be left out.
func parseRange(s string) (*Range, error) {
	lo, hi, ok := strings.Cut(s, "..")
	if !ok {
		return nil, fmt.Errorf("want lo..hi")
	}
	var r Range
	for _, side := range []struct {
		text string
		to   **int64
	}{{lo, &r.Min}, {hi, &r.Max}} {
		if side.text == "" {
			continue
		}
		i, err := strconv.ParseInt(side.text, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number", side.text)
		}
		*side.to = &i
	}
	if r.Min == nil && r.Max == nil || r.Min != nil && r.Max != nil && *r.Min > *r.Max {
		return nil, fmt.Errorf("an empty or open range")
	}
	return &r, nil
}

// Places is where each field of a record is written, for the checks a
// loader makes after decoding (a number whose range depends on other data,
// such as a starting space on a track of the content's length). A struct
// field of type Places (tag it `yaml:"-"`) is never read from the YAML:
// [Decode] fills it with the position of each field's value, and of each
// item of a list. The zero Places places everything nowhere.
type Places struct {
	at   Pos
	vals map[string]placed
}

type placed struct {
	at    Pos
	items []Pos
}

// Of returns the position of the value of the field called key (its YAML
// name), or the record's when the field is not written.
func (p Places) Of(key string) Pos {
	if v, ok := p.vals[key]; ok {
		return v.at
	}
	return p.at
}

// Item returns the position of item i of the list field key, or, when there
// is no such item, the field's.
func (p Places) Item(key string, i int) Pos {
	if v, ok := p.vals[key]; ok && i >= 0 && i < len(v.items) {
		return v.items[i]
	}
	return p.Of(key)
}

// note records where the value n of field key is written.
func (p *Places) note(key string, n *yaml.Node, d *decoder) {
	if p == nil {
		return
	}
	if p.vals == nil {
		p.vals = map[string]placed{}
	}
	v := placed{at: d.pos(n)}
	if r := resolve(n); r.Kind == yaml.SequenceNode {
		v.items = make([]Pos, len(r.Content))
		for i, e := range r.Content {
			v.items[i] = d.pos(e)
		}
	}
	p.vals[key] = v
}
