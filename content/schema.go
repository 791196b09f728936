package content

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
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
}

// Schema writes a JSON Schema (draft 2020-12) for the YAML that [Decode]
// reads into a value of type t, from the same field table Decode uses, so
// the schema and the loader accept the same fields:
//
//   - a struct is an object with additionalProperties false, its
//     properties named as Decode names them (the yaml tag, else the
//     lowercased field name; `yaml:"-"` and the At position left out;
//     `,inline` structs merged) and `content:"required"` fields required;
//     each named struct type is one entry of $defs;
//   - a field's `doc:"…"` tag becomes its description;
//   - strings, Scripts and the scalars behind encoding.TextUnmarshaler are
//     strings, ints integers, floats numbers, bools booleans, slices
//     arrays, maps with string keys objects, pointers their element;
//   - [Provenance] is the enum of its two values;
//   - yaml.Node, interfaces and yaml.Unmarshalers accept anything.
//
// The output is indented JSON with sorted keys, stable for golden files.
func Schema(info SchemaInfo, t reflect.Type) ([]byte, error) {
	g := &schemaGen{defs: map[string]any{}, names: map[reflect.Type]string{}}
	root, err := g.of(t, 0)
	if err != nil {
		return nil, err
	}
	doc, ok := root.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("content: schema of %v: not an object", t)
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
		return nil, err
	}
	return buf.Bytes(), nil
}

type schemaGen struct {
	defs  map[string]any
	names map[reflect.Type]string
}

var (
	yamlNodeType   = reflect.TypeFor[yaml.Node]()
	provenanceType = reflect.TypeFor[Provenance]()
)

func (g *schemaGen) of(t reflect.Type, depth int) (any, error) {
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
		return g.of(t.Elem(), depth+1)
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
		items, err := g.of(t.Elem(), depth+1)
		if err != nil {
			return nil, err
		}
		return map[string]any{"type": "array", "items": items}, nil
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			return nil, fmt.Errorf("content: schema of %v: map keys must be strings", t)
		}
		values, err := g.of(t.Elem(), depth+1)
		if err != nil {
			return nil, err
		}
		return map[string]any{"type": "object", "additionalProperties": values}, nil
	case reflect.Struct:
		return g.object(t, depth)
	}
	return nil, fmt.Errorf("content: schema of %v: %v is not decodable", t, t.Kind())
}

// object returns a $ref to the struct's entry in $defs, making it first.
func (g *schemaGen) object(t reflect.Type, depth int) (any, error) {
	if name, ok := g.names[t]; ok {
		return map[string]any{"$ref": "#/$defs/" + name}, nil
	}
	name := defName(t)
	for taken := true; taken; {
		taken = false
		for _, n := range g.names {
			if n == name {
				name += "_"
				taken = true
			}
		}
	}
	g.names[t] = name
	info := structOf(t)
	props := map[string]any{}
	required := []string{}
	for _, f := range info.fields {
		sf := t.FieldByIndex(f.index)
		s, err := g.of(sf.Type, depth+1)
		if err != nil {
			return nil, err
		}
		if doc := sf.Tag.Get("doc"); doc != "" {
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
		values, err := g.of(t.FieldByIndex(info.inline).Type.Elem(), depth+1)
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

// defName names a struct type in $defs: its Go name with a lowercase first
// letter, "anonymous" for an unnamed struct.
func defName(t reflect.Type) string {
	n := t.Name()
	if n == "" {
		return "anonymous"
	}
	r := []rune(n)
	r[0] = unicode.ToLower(r[0])
	return string(r)
}

// SchemaFile pairs a content file with the loader's type for it.
type SchemaFile struct {
	File  string       // "tiles_era1.yaml"
	Title string       // the schema's title, before " (file)"
	Type  reflect.Type // what Decode reads the file into
}

// CheckSchemaFiles checks a game folder (dir on disk, game its name under
// content/) against the loader: each file's X.schema.json must be the
// schema Schema writes for its type (with update, it is rewritten first),
// each X.yaml must name it on its first line, and every YAML file of the
// folder must be listed. It returns one message per problem; an error
// only when a file cannot be read or written.
func CheckSchemaFiles(dir, game string, files []SchemaFile, update bool) ([]string, error) {
	var problems []string
	for _, f := range files {
		name := strings.TrimSuffix(f.File, ".yaml") + ".schema.json"
		want, err := Schema(SchemaInfo{
			ID:    "https://github.com/rulebook-go/rulebook/content/" + game + "/" + name,
			Title: f.Title + " (" + f.File + ")",
		}, f.Type)
		if err != nil {
			return nil, err
		}
		path := filepath.Join(dir, name)
		if update {
			if err := os.WriteFile(path, want, 0o644); err != nil {
				return nil, err
			}
		}
		got, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("%w (the test's -update flag writes it)", err)
		}
		if !bytes.Equal(want, got) {
			problems = append(problems, fmt.Sprintf("%s does not match the loader's %v (the test's -update flag rewrites it)", name, f.Type))
		}
		data, err := os.ReadFile(filepath.Join(dir, f.File))
		if err != nil {
			return nil, err
		}
		first := "# yaml-language-server: $schema=./" + name
		if line, _, _ := strings.Cut(string(data), "\n"); line != first {
			problems = append(problems, fmt.Sprintf("%s: the first line is %q, want %q", f.File, line, first))
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		listed := slices.ContainsFunc(files, func(f SchemaFile) bool { return f.File == e.Name() })
		if isYAML(e.Name()) && !listed {
			problems = append(problems, e.Name()+" has no schema: list it with its loader type")
		}
	}
	return problems, nil
}
