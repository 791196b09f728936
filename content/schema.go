package content

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"unicode"

	"gopkg.in/yaml.v3"
)

// SchemaInfo heads a generated schema.
type SchemaInfo struct {
	ID          string // the schema's $id
	Title       string
	Description string
	// Enums are the closed sets that fields name with an `enum:"set"` tag:
	// for each set, the values such a field may take (building types,
	// colours, timings, the ids of other records of the content).
	Enums map[string][]string
}

// Schema writes a JSON Schema (draft 2020-12) for the YAML that [Decode]
// reads into a value of type t, from the same field table Decode uses, so
// the schema and the loader accept the same fields:
//
//   - a struct is an object with additionalProperties false, its
//     properties named as Decode names them (the yaml tag, else the
//     lowercased field name; `yaml:"-"` and the At position left out;
//     `,inline` structs merged) and `content:"required"` fields required;
//     each struct type is one entry of $defs, named for the field that
//     holds it ("tiles: [...]" holds a "tile", "solo:" a "solo"), or by
//     a `def:"name"` tag on that field;
//   - a field's `doc:"…"` tag becomes its description; a field merged from
//     an `,inline` struct (such as [Named]'s id) is described by the tag of
//     the embedding field named as the field (`id:"…"`), else by its own;
//   - a field's `enum:"set"` tag makes it (or, for a list, its items) an
//     enum of info.Enums[set];
//   - strings, Scripts and the scalars behind encoding.TextUnmarshaler are
//     strings, ints integers, floats numbers, bools booleans, slices
//     arrays, maps with string keys objects, pointers their element;
//   - [Provenance] is the enum of its two values;
//   - yaml.Node, interfaces and yaml.Unmarshalers accept anything.
//
// The output is indented JSON with sorted keys, stable for golden files.
func Schema(info SchemaInfo, t reflect.Type) ([]byte, error) {
	data, _, err := schemaOf(info, t)
	return data, err
}

// UndocumentedProperties lists the properties of the schema [Schema]
// writes for t that have no description (no `doc:"…"` tag on the loader's
// field), each as "def.property" ("tile.cost"; a property of the root as
// ".property"), sorted.
func UndocumentedProperties(info SchemaInfo, t reflect.Type) ([]string, error) {
	_, undocumented, err := schemaOf(info, t)
	return undocumented, err
}

// schemaOf is Schema, also returning the properties that have no
// description, each as "def.property" ("tile.cost"; the root's as
// ".property").
func schemaOf(info SchemaInfo, t reflect.Type) ([]byte, []string, error) {
	g := &schemaGen{defs: map[string]any{}, names: map[reflect.Type]string{}, enums: info.Enums}
	root, err := g.of(t, "", "", 0)
	if err != nil {
		return nil, nil, err
	}
	doc, ok := root.(map[string]any)
	if !ok {
		return nil, nil, fmt.Errorf("content: schema of %v: not an object", t)
	}
	if ref, isRef := doc["$ref"].(string); isRef {
		// Inline the root type rather than refer to it.
		name := strings.TrimPrefix(ref, "#/$defs/")
		doc = g.defs[name].(map[string]any)
		delete(g.defs, name)
	}
	out := map[string]any{"$schema": "https://json-schema.org/draft/2020-12/schema"}
	for k, v := range doc {
		out[k] = v
	}
	if info.ID != "" {
		out["$id"] = info.ID
	}
	if info.Title != "" {
		out["title"] = info.Title
	}
	if info.Description != "" {
		out["description"] = info.Description
	}
	if len(g.defs) > 0 {
		out["$defs"] = g.defs
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		return nil, nil, err
	}
	slices.Sort(g.undocumented)
	return buf.Bytes(), g.undocumented, nil
}

type schemaGen struct {
	defs         map[string]any
	names        map[reflect.Type]string
	enums        map[string][]string
	undocumented []string
}

var (
	yamlNodeType   = reflect.TypeFor[yaml.Node]()
	provenanceType = reflect.TypeFor[Provenance]()
)

// of is the schema of type t. A struct reached here is called name in
// $defs, or parent and name when another struct is called name already
// (the root: name and parent "").
func (g *schemaGen) of(t reflect.Type, name, parent string, depth int) (any, error) {
	if depth > 64 {
		return nil, fmt.Errorf("content: schema of %v: nested too deeply", t)
	}
	switch {
	case t == scriptType:
		return map[string]any{"type": "string"}, nil
	case t == provenanceType:
		return map[string]any{"enum": []string{string(FromRulebook), string(Reconstructed)},
			"description": "Where the data comes from: stated by the rulebook, or reconstructed where it is silent."}, nil
	case t == yamlNodeType:
		return map[string]any{}, nil
	case reflect.PointerTo(t).Implements(unmarshalerType) || t.Implements(unmarshalerType):
		return map[string]any{}, nil
	case reflect.PointerTo(t).Implements(textUnmarshalerType):
		return map[string]any{"type": "string"}, nil
	}
	switch t.Kind() {
	case reflect.Pointer:
		return g.of(t.Elem(), name, parent, depth+1)
	case reflect.String:
		return map[string]any{"type": "string"}, nil
	case reflect.Bool:
		return map[string]any{"type": "boolean"}, nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return map[string]any{"type": "integer"}, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return map[string]any{"type": "integer", "minimum": 0}, nil
	case reflect.Float32, reflect.Float64:
		return map[string]any{"type": "number"}, nil
	case reflect.Interface:
		return map[string]any{}, nil
	case reflect.Slice, reflect.Array:
		items, err := g.of(t.Elem(), singular(name), parent, depth+1)
		if err != nil {
			return nil, err
		}
		return map[string]any{"type": "array", "items": items}, nil
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			return nil, fmt.Errorf("content: schema of %v: map keys must be strings", t)
		}
		values, err := g.of(t.Elem(), singular(name), parent, depth+1)
		if err != nil {
			return nil, err
		}
		return map[string]any{"type": "object", "additionalProperties": values}, nil
	case reflect.Struct:
		return g.object(t, name, parent, depth)
	}
	return nil, fmt.Errorf("content: schema of %v: %v is not decodable", t, t.Kind())
}

// object returns a $ref to the struct's entry in $defs, making it first.
func (g *schemaGen) object(t reflect.Type, name, parent string, depth int) (any, error) {
	if n, ok := g.names[t]; ok {
		return map[string]any{"$ref": "#/$defs/" + n}, nil
	}
	name = g.freeName(name, parent)
	g.names[t] = name
	info := structOf(t)
	props := map[string]any{}
	required := []string{}
	for _, f := range info.fields {
		sf := t.FieldByIndex(f.index)
		child := sf.Tag.Get("def")
		if child == "" {
			child = camel(f.name)
		}
		s, err := g.of(sf.Type, child, name, depth+1)
		if err != nil {
			return nil, err
		}
		if f.tagErr != "" {
			return nil, fmt.Errorf("content: schema of %v: %s", t, f.tagErr)
		}
		applyRanges(s, f.rng, f.length)
		if set := sf.Tag.Get("enum"); set != "" {
			values, ok := g.enums[set]
			if !ok || len(values) == 0 {
				return nil, fmt.Errorf("content: schema of %v: field %s names the enum %q, which has no values", t, sf.Name, set)
			}
			scalar, _ := s.(map[string]any)
			for scalar != nil && scalar["type"] == "array" {
				scalar, _ = scalar["items"].(map[string]any)
			}
			if scalar == nil || scalar["type"] != "string" {
				return nil, fmt.Errorf("content: schema of %v: field %s: an enum is for strings", t, sf.Name)
			}
			delete(scalar, "type")
			scalar["enum"] = values
		}
		doc := fieldDoc(t, f)
		if m, ok := s.(map[string]any); ok && m["description"] == nil && doc == "" {
			g.undocumented = append(g.undocumented, strings.TrimPrefix(name, "file")+"."+f.name)
		}
		if doc != "" {
			if m, ok := s.(map[string]any); ok {
				if _, isRef := m["$ref"]; isRef {
					s = map[string]any{"allOf": []any{m}, "description": doc}
				} else {
					m["description"] = doc
				}
			}
		}
		props[f.name] = s
		if f.required {
			required = append(required, f.name)
		}
	}
	obj := map[string]any{"type": "object", "properties": props}
	if info.inline != nil {
		values, err := g.of(t.FieldByIndex(info.inline).Type.Elem(), "value", name, depth+1)
		if err != nil {
			return nil, err
		}
		obj["additionalProperties"] = values
	} else {
		obj["additionalProperties"] = false
	}
	if len(required) > 0 {
		obj["required"] = required
	}
	g.defs[name] = obj
	return map[string]any{"$ref": "#/$defs/" + name}, nil
}

// fieldDoc is the description of field f of struct t: the tag named as f
// on the inline struct field that brings f in (the outermost first), else
// f's own doc tag.
func fieldDoc(t reflect.Type, f fieldInfo) string {
	for i := 1; i < len(f.index); i++ {
		if doc := t.FieldByIndex(f.index[:i]).Tag.Get(f.name); doc != "" {
			return doc
		}
	}
	return t.FieldByIndex(f.index).Tag.Get("doc")
}

// applyRanges writes a field's range into its schema s: minimum and
// maximum on the numbers (the items of a list, of a list of lists, the
// values of a map), minItems and maxItems on a list.
func applyRanges(s any, rng, length *Range) {
	m, _ := s.(map[string]any)
	if m == nil {
		return
	}
	if length != nil && m["type"] == "array" {
		if length.Min != nil {
			m["minItems"] = *length.Min
		}
		if length.Max != nil {
			m["maxItems"] = *length.Max
		}
	}
	if rng == nil {
		return
	}
	for {
		switch m["type"] {
		case "array":
			m, _ = m["items"].(map[string]any)
			if m == nil {
				return
			}
			continue
		case "object":
			m, _ = m["additionalProperties"].(map[string]any)
			if m == nil {
				return
			}
			continue
		case "integer", "number":
			if rng.Min != nil {
				lo := *rng.Min
				if old, ok := m["minimum"].(int); ok && int64(old) > lo {
					lo = int64(old)
				}
				m["minimum"] = lo
			}
			if rng.Max != nil {
				m["maximum"] = *rng.Max
			}
		}
		return
	}
}

// freeName is name when no struct is called so yet, else parent and name
// ("soloResult"), else that with a number.
func (g *schemaGen) freeName(name, parent string) string {
	if name == "" {
		return "file" // the root, inlined
	}
	taken := func(n string) bool { return slices.Contains(slices.Collect(maps.Values(g.names)), n) }
	if !taken(name) {
		return name
	}
	if parent != "" && parent != "file" {
		name = parent + upperFirst(name)
	}
	for i, base := 2, name; taken(name); i++ {
		name = fmt.Sprintf("%s%d", base, i)
	}
	return name
}

// camel turns a YAML key into a $defs name: "end_of_game" is "endOfGame".
func camel(key string) string {
	parts := strings.Split(key, "_")
	for i := 1; i < len(parts); i++ {
		parts[i] = upperFirst(parts[i])
	}
	return strings.Join(parts, "")
}

func upperFirst(s string) string {
	r := []rune(s)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}

// singular is what one item of a list called name is: "tiles" holds
// "tile"s, "cities" "city"s.
func singular(name string) string {
	switch {
	case strings.HasSuffix(name, "ies"):
		return strings.TrimSuffix(name, "ies") + "y"
	case strings.HasSuffix(name, "ss"):
		return name
	}
	return strings.TrimSuffix(name, "s")
}
