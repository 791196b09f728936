package buildershigh

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"gopkg.in/yaml.v3"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// The JSON Schemas (draft 2020-12) beside the YAML in content/<game>/ let
// an editor complete and check fields as a designer types: each YAML file
// X.yaml names X.schema.json on its first line. These tests keep the
// schemas honest: the shipped YAML validates, a field the loader does not
// know fails both, and the schema and the loader's Go structs list the
// same fields.

// contentRoot is the module's content folder, seen from this package.
var contentRoot = filepath.Join("..", "content")

// schemaFiles are Builder's High's content files and the loader's struct
// for each: the schema of X.yaml is written from the Go type's field table
// (content.Schema), so it describes exactly what the loader reads.
var schemaFiles = []rulebooktest.SchemaFile{
	{File: "rules.yaml", Title: "Builder's High rules: players, setup, building types and options", Type: reflect.TypeFor[rulesFile]()},
	{File: "budget.yaml", Title: "Builder's High budget cards", Type: reflect.TypeFor[budgetFile]()},
	{File: "buildings.yaml", Title: "Builder's High building cards", Type: reflect.TypeFor[buildingsFile]()},
	{File: "planning.yaml", Title: "Builder's High city planning cards", Type: reflect.TypeFor[planningFile]()},
}

// schemaEnums are the closed sets the schemas list: the building types of
// the shipped rules.yaml, the ability timings and events the loader reads,
// and the rules options the Go rules implement.
func schemaEnums() map[string][]string {
	options := make([]string, 0, len(knownOptions))
	for name := range knownOptions {
		options = append(options, name)
	}
	slices.Sort(options)
	return map[string][]string{
		"type":   MustDefault().Types(),
		"timing": {"lightning", "hand", "permanent"},
		"event":  {"pay", "construct"},
		"option": options,
	}
}

// TestSchemas checks that each X.schema.json is the schema the loader's
// field table writes (-update rewrites them), that every property has a
// description, and that each X.yaml names its schema on its first line.
func TestSchemas(t *testing.T) {
	problems, err := rulebooktest.CheckSchemaFiles(filepath.Join(contentRoot, Dir), Dir, schemaFiles, schemaEnums(), *update)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}

// compileSchema compiles the schema at path with a real JSON Schema
// validator, draft 2020-12.
func compileSchema(t *testing.T, path string) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile(abs)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return sch
}

// yamlInstance turns YAML into the JSON value a validator checks.
func yamlInstance(t *testing.T, name string, data []byte) any {
	t.Helper()
	var v any
	if err := yaml.Unmarshal(data, &v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	js, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%s: not representable as JSON: %v", name, err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	return inst
}

// TestContentSchemas validates every shipped YAML file of every game that
// has schemas (each folder under content/ holding a *.schema.json joins by
// itself): each X.yaml has X.schema.json beside it, names it on its first
// line, and validates against it.
func TestContentSchemas(t *testing.T) {
	dirs, err := os.ReadDir(contentRoot)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		dir := filepath.Join(contentRoot, d.Name())
		schemas, _ := filepath.Glob(filepath.Join(dir, "*.schema.json"))
		if len(schemas) == 0 {
			t.Logf("content/%s: no schemas yet; it joins this test when it adds them", d.Name())
			continue
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
		for _, f := range files {
			name := "content/" + d.Name() + "/" + filepath.Base(f)
			schemaName := strings.TrimSuffix(filepath.Base(f), ".yaml") + ".schema.json"
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			first, _, _ := bytes.Cut(data, []byte("\n"))
			if want := "# yaml-language-server: $schema=./" + schemaName; string(first) != want {
				t.Errorf("%s: first line is %q, want %q", name, first, want)
			}
			if _, err := os.Stat(filepath.Join(dir, schemaName)); err != nil {
				t.Errorf("%s: no schema beside it: %v", name, err)
				continue
			}
			sch := compileSchema(t, filepath.Join(dir, schemaName))
			if err := sch.Validate(yamlInstance(t, name, data)); err != nil {
				t.Errorf("%s does not validate against %s:\n%v", name, schemaName, err)
			}
			checked++
		}
		for _, s := range schemas {
			yml := strings.TrimSuffix(s, ".schema.json") + ".yaml"
			if _, err := os.Stat(yml); err != nil {
				t.Errorf("%s describes no YAML file: %v", s, err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no content file was checked against a schema")
	}
}

// contentFS is Builder's High's shipped content as a MapFS, to edit.
func contentFS(t *testing.T) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	for _, f := range schemaFiles {
		data, err := os.ReadFile(filepath.Join(contentRoot, Dir, f.File))
		if err != nil {
			t.Fatal(err)
		}
		fsys[Dir+"/"+f.File] = &fstest.MapFile{Data: data}
	}
	return fsys
}

// mappings lists every mapping node under n, in document order.
func mappings(n *yaml.Node) []*yaml.Node {
	var out []*yaml.Node
	var walk func(*yaml.Node)
	walk = func(n *yaml.Node) {
		if n.Kind == yaml.MappingNode {
			out = append(out, n)
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(n)
	return out
}

// TestSchemasRejectUnknownFields adds a field nobody knows to every mapping
// of every content file in turn: the schema and the loader must both
// reject it. It then removes every field in turn: when the schema rejects
// the file, so must the loader (the loader checks more than a schema can
// say, so not the other way round).
func TestSchemasRejectUnknownFields(t *testing.T) {
	base := contentFS(t)
	if _, err := Load(base); err != nil {
		t.Fatalf("the shipped content does not load: %v", err)
	}
	for _, f := range schemaFiles {
		sch := compileSchema(t, filepath.Join(contentRoot, Dir, strings.TrimSuffix(f.File, ".yaml")+".schema.json"))
		data := base[Dir+"/"+f.File].Data
		var probe yaml.Node
		if err := yaml.Unmarshal(data, &probe); err != nil {
			t.Fatal(err)
		}
		n := len(mappings(&probe))
		// edit parses the file anew, changes its i-th mapping and returns
		// the content with the edited file.
		edit := func(i int, change func(m *yaml.Node)) (fstest.MapFS, []byte) {
			var doc yaml.Node
			if err := yaml.Unmarshal(data, &doc); err != nil {
				t.Fatal(err)
			}
			change(mappings(&doc)[i])
			out, err := yaml.Marshal(&doc)
			if err != nil {
				t.Fatal(err)
			}
			fsys := fstest.MapFS{}
			for k, v := range base {
				fsys[k] = v
			}
			fsys[Dir+"/"+f.File] = &fstest.MapFile{Data: out}
			return fsys, out
		}
		for i := range n {
			fsys, out := edit(i, func(m *yaml.Node) {
				m.Content = append(m.Content,
					&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: "not_a_field"},
					&yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: "1"})
			})
			where := fmt.Sprintf("%s, mapping %d of %d", f.File, i+1, n)
			if err := sch.Validate(yamlInstance(t, where, out)); err == nil {
				t.Errorf("%s: the schema accepts an unknown field", where)
			}
			if _, err := Load(fsys); err == nil || !strings.Contains(err.Error(), `unknown field "not_a_field"`) {
				t.Errorf("%s: the loader does not reject an unknown field: %v", where, err)
			}
		}
		for i := range n {
			var probe yaml.Node
			yaml.Unmarshal(data, &probe)
			keys := len(mappings(&probe)[i].Content) / 2
			for k := range keys {
				var key string
				fsys, out := edit(i, func(m *yaml.Node) {
					key = m.Content[2*k].Value
					m.Content = slices.Delete(m.Content, 2*k, 2*k+2)
				})
				if err := sch.Validate(yamlInstance(t, f.File, out)); err == nil {
					continue
				}
				if _, err := Load(fsys); err == nil {
					t.Errorf("%s, mapping %d: without %q the schema rejects the file, the loader accepts it", f.File, i+1, key)
				}
			}
		}
	}
}

// TestSchemasMatchLoader walks the loader's structs by reflection and the
// schemas side by side: the same fields (yaml tags, properties), the same
// required ones (`content:"required"`, required), no other field allowed
// (additionalProperties: false), and matching kinds of value.
func TestSchemasMatchLoader(t *testing.T) {
	for _, f := range schemaFiles {
		path := filepath.Join(contentRoot, Dir, strings.TrimSuffix(f.File, ".yaml")+".schema.json")
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var root map[string]any
		if err := json.Unmarshal(data, &root); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if root["$schema"] != "https://json-schema.org/draft/2020-12/schema" {
			t.Errorf("%s: $schema is %v, want draft 2020-12", path, root["$schema"])
		}
		matchSchema(t, f.File, root, root, f.Type)
	}
}

var (
	scriptType = reflect.TypeFor[content.Script]()
	posType    = reflect.TypeFor[content.Pos]()
)

// matchSchema checks that schema s (resolving local $refs against root)
// describes Go type typ as the loader decodes it; where names the place.
func matchSchema(t *testing.T, where string, root, s map[string]any, typ reflect.Type) {
	t.Helper()
	for {
		if all, ok := s["allOf"].([]any); ok && len(all) == 1 { // a $ref with a description beside it
			s, _ = all[0].(map[string]any)
			continue
		}
		ref, ok := s["$ref"].(string)
		if !ok {
			break
		}
		target := any(root)
		for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
			m, _ := target.(map[string]any)
			target = m[part]
		}
		next, ok := target.(map[string]any)
		if !ok {
			t.Errorf("%s: $ref %q resolves to nothing", where, ref)
			return
		}
		s = next
	}
	for typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	switch {
	case typ == scriptType || typ.Kind() == reflect.String:
		if !allows(s, "string") {
			t.Errorf("%s: the loader reads a string (%s), the schema says %v", where, typ, s["type"])
		}
	case typ.Kind() >= reflect.Int && typ.Kind() <= reflect.Uint64:
		if !allows(s, "integer") {
			t.Errorf("%s: the loader reads an integer (%s), the schema says %v", where, typ, s["type"])
		}
	case typ.Kind() == reflect.Bool:
		if !allows(s, "boolean") {
			t.Errorf("%s: the loader reads a boolean, the schema says %v", where, s["type"])
		}
	case typ.Kind() == reflect.Slice:
		if s["type"] != "array" {
			t.Errorf("%s: the loader reads a list, the schema says %v", where, s["type"])
			return
		}
		items, ok := s["items"].(map[string]any)
		if !ok {
			t.Errorf("%s: a list with no items schema", where)
			return
		}
		matchSchema(t, where+"[]", root, items, typ.Elem())
	case typ.Kind() == reflect.Struct:
		if s["type"] != "object" {
			t.Errorf("%s: the loader reads a mapping (%s), the schema says %v", where, typ, s["type"])
			return
		}
		if s["additionalProperties"] != false {
			t.Errorf("%s: additionalProperties must be false, so an unknown field is an error as in the loader", where)
		}
		props, _ := s["properties"].(map[string]any)
		var required []string
		for _, r := range s["required"].([]any) {
			required = append(required, r.(string))
		}
		fields := map[string]bool{}
		var wantRequired []string
		for _, sf := range reflect.VisibleFields(typ) { // an ,inline struct's fields are the record's own
			tag, opts, _ := strings.Cut(sf.Tag.Get("yaml"), ",")
			if tag == "-" || sf.Type == posType || !sf.IsExported() || sf.Anonymous && opts == "inline" {
				continue
			}
			if tag == "" {
				tag = strings.ToLower(sf.Name)
			}
			fields[tag] = true
			if slices.Contains(strings.Split(sf.Tag.Get("content"), ","), "required") {
				wantRequired = append(wantRequired, tag)
			}
			ps, ok := props[tag].(map[string]any)
			if !ok {
				t.Errorf("%s: the loader accepts field %q, the schema does not", where, tag)
				continue
			}
			matchSchema(t, where+"."+tag, root, ps, sf.Type)
		}
		for name := range props {
			if !fields[name] {
				t.Errorf("%s: the schema accepts field %q, the loader does not", where, name)
			}
		}
		slices.Sort(required)
		slices.Sort(wantRequired)
		if !slices.Equal(required, wantRequired) {
			t.Errorf("%s: the schema requires %v, the loader %v", where, required, wantRequired)
		}
	default:
		t.Errorf("%s: no rule for Go type %s", where, typ)
	}
}

// allows reports whether s admits JSON type typ, by its type or by an enum
// of such values.
func allows(s map[string]any, typ string) bool {
	switch v := s["type"].(type) {
	case string:
		return v == typ
	case []any:
		return slices.Contains(v, any(typ))
	}
	enum, ok := s["enum"].([]any)
	if !ok || len(enum) == 0 {
		return false
	}
	for _, e := range enum {
		switch e.(type) {
		case string:
			if typ != "string" {
				return false
			}
		case float64:
			if typ != "integer" {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// TestSchemasFlagTypos misspells one value of a closed set in a shipped
// file of each game — a building type, a Neighborhood, a Floor colour, a
// timing, an action, a Power Plant, a rules option — and checks that the
// schema, which an editor reads, rejects the file and lists the values
// the field may take, while the shipped file validates.
func TestSchemasFlagTypos(t *testing.T) {
	for _, tc := range []struct {
		file, old, typo, reason string
	}{
		{"buildershigh/buildings.yaml", "type: residential", "type: residental", "a building type not in rules.yaml"},
		{"buildershigh/buildings.yaml", "timing: lightning", "timing: lightening", "an ability timing"},
		{"buildershigh/rules.yaml", "id: end_of_game", "id: end_of_gmae", "a rules option the rules do not implement"},
		{"highrise/tenants.yaml", "neighborhood: east-gardens", "neighborhood: east-garden", "a Neighborhood not on the board"},
		{"highrise/blueprints.yaml", "floors: [orange", "floors: [ornage", "a Floor colour"},
		{"highrise/cards.yaml", "\n    timing: single", "\n    timing: singel", "a Power Card timing"},
		{"highrise/board.yaml", "action: take-red", "action: take-rde", "an action not in actions.yaml"},
		{"capitals/tiles_era1.yaml", "type: industry", "type: industri", "a tile type not in rules.yaml"},
		{"capitals/rules.yaml", "power_plant: plant-start", "power_plant: plant-strat", "a Power Plant not in power_plants.yaml"},
	} {
		path := filepath.Join(contentRoot, filepath.FromSlash(tc.file))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(data, []byte(tc.old)) {
			t.Fatalf("%s: %s lacks %q", tc.reason, tc.file, tc.old)
		}
		sch := compileSchema(t, strings.TrimSuffix(path, ".yaml")+".schema.json")
		if err := sch.Validate(yamlInstance(t, tc.file, data)); err != nil {
			t.Errorf("%s: the shipped %s does not validate: %v", tc.reason, tc.file, err)
		}
		bad := bytes.Replace(data, []byte(tc.old), []byte(tc.typo), 1)
		err = sch.Validate(yamlInstance(t, tc.file, bad))
		if err == nil || !strings.Contains(err.Error(), "value must be one of") {
			t.Errorf("%s: %s with %q: the schema says %v, want the values it may take", tc.reason, tc.file, strings.TrimSpace(tc.typo), err)
		}
	}
}
