package content_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

type schemaCard struct {
	At         content.Pos        `yaml:"-"`
	ID         string             `yaml:"id" content:"required" doc:"The card's id."`
	Cost       int                `yaml:"cost" doc:"What it costs."`
	Tags       []string           `yaml:"tags" enum:"tag" doc:"Its tags."`
	Colour     string             `yaml:"colour" enum:"colour" doc:"Its colour."`
	Effect     content.Script     `yaml:"effect" doc:"What it does."`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Hidden     int                `yaml:"-"`
	Extra      struct {
		On bool `yaml:"on" doc:"Whether it is on."`
	} `yaml:"extra" doc:"More."`
	Cards []struct {
		Name string `yaml:"name" doc:"A name."`
	} `yaml:"cards" doc:"A list that is not the file's."`
}

type schemaFile struct {
	Cards []schemaCard       `yaml:"cards" content:"required" doc:"The cards."`
	Odds  map[string]float64 `yaml:"odds" doc:"The odds."`
	Next  *schemaCard        `yaml:"next" doc:"The next card."`
}

var schemaEnums = map[string][]string{"tag": {"old", "new"}, "colour": {"red", "blue"}}

func TestSchema(t *testing.T) {
	data, err := content.Schema(content.SchemaInfo{ID: "x.schema.json", Title: "X", Enums: schemaEnums}, reflect.TypeFor[schemaFile]())
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"$schema": "https://json-schema.org/draft/2020-12/schema",
		"$id":     "x.schema.json",
		"title":   "X",
		"type":    "object", "additionalProperties": false,
		"required": []any{"cards"},
		"properties": map[string]any{
			"cards": map[string]any{"type": "array", "items": map[string]any{"$ref": "#/$defs/card"}, "description": "The cards."},
			"odds":  map[string]any{"type": "object", "additionalProperties": map[string]any{"type": "number"}, "description": "The odds."},
			"next":  map[string]any{"allOf": []any{map[string]any{"$ref": "#/$defs/card"}}, "description": "The next card."},
		},
		"$defs": map[string]any{
			"card": map[string]any{
				"type": "object", "additionalProperties": false,
				"required": []any{"id", "provenance"},
				"properties": map[string]any{
					"id":     map[string]any{"type": "string", "description": "The card's id."},
					"cost":   map[string]any{"type": "integer", "description": "What it costs."},
					"tags":   map[string]any{"type": "array", "items": map[string]any{"enum": []any{"old", "new"}}, "description": "Its tags."},
					"colour": map[string]any{"enum": []any{"red", "blue"}, "description": "Its colour."},
					"effect": map[string]any{"type": "string", "description": "What it does."},
					"provenance": map[string]any{"enum": []any{"rulebook", "reconstructed"},
						"description": "Where the data comes from: stated by the rulebook, or reconstructed where it is silent."},
					"extra": map[string]any{"allOf": []any{map[string]any{"$ref": "#/$defs/extra"}}, "description": "More."},
					"cards": map[string]any{"type": "array", "items": map[string]any{"$ref": "#/$defs/cardCard"}, "description": "A list that is not the file's."},
				},
			},
			"extra": map[string]any{
				"type": "object", "additionalProperties": false,
				"properties": map[string]any{"on": map[string]any{"type": "boolean", "description": "Whether it is on."}},
			},
			"cardCard": map[string]any{
				"type": "object", "additionalProperties": false,
				"properties": map[string]any{"name": map[string]any{"type": "string", "description": "A name."}},
			},
		},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("schema (-want +got):\n%s", diff)
	}
	again, _ := content.Schema(content.SchemaInfo{ID: "x.schema.json", Title: "X", Enums: schemaEnums}, reflect.TypeFor[schemaFile]())
	if string(again) != string(data) {
		t.Errorf("two runs wrote different schemas")
	}
}

func TestSchemaRefusesUndecodableTypes(t *testing.T) {
	type bad struct {
		F map[int]string `yaml:"f"`
	}
	if _, err := content.Schema(content.SchemaInfo{}, reflect.TypeFor[bad]()); err == nil {
		t.Errorf("a map with int keys: no error")
	}
	type noSet struct {
		F string `yaml:"f" enum:"nowhere"`
	}
	if _, err := content.Schema(content.SchemaInfo{}, reflect.TypeFor[noSet]()); err == nil || !strings.Contains(err.Error(), `"nowhere"`) {
		t.Errorf("an enum with no values: %v", err)
	}
	type intSet struct {
		F int `yaml:"f" enum:"tag"`
	}
	if _, err := content.Schema(content.SchemaInfo{Enums: schemaEnums}, reflect.TypeFor[intSet]()); err == nil {
		t.Errorf("an enum on an integer: no error")
	}
}

// TestUndocumentedProperties checks that a property without a doc tag is
// listed, named by its place.
func TestUndocumentedProperties(t *testing.T) {
	type item struct {
		Name  string `yaml:"name" doc:"Its name."`
		Count int    `yaml:"count"`
	}
	type file struct {
		Items []item `yaml:"items" doc:"The items."`
		Note  string `yaml:"note"`
	}
	got, err := content.UndocumentedProperties(content.SchemaInfo{}, reflect.TypeFor[file]())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{".note", "item.count"}, got); diff != "" {
		t.Errorf("undocumented properties (-want +got):\n%s", diff)
	}
}

// TestNamed: a record that embeds Named decodes its position, id and name,
// requires the two, and its schema describes them from the embedding tag.
func TestNamed(t *testing.T) {
	type tile struct {
		content.Named `yaml:",inline" id:"The tile's id." name:"The tile's name as printed."`
		Cost          int `yaml:"cost" doc:"What it costs."`
	}
	type file struct {
		Tiles []tile `yaml:"tiles" doc:"The tiles."`
	}
	var f file
	var errs content.Errors
	content.DecodeBytes("t.yaml", []byte("tiles:\n  - id: crane\n    name: Crane\n  - cost: 2\n"), &f, &errs)
	var got []string
	for _, e := range errs.List {
		got = append(got, e.Error())
	}
	wantErrs := []string{`t.yaml:4:5: missing required field "id" in tile`, `t.yaml:4:5: missing required field "name" in tile`}
	if diff := cmp.Diff(wantErrs, got); diff != "" {
		t.Errorf("the required id and name (-want +got):\n%s", diff)
	}
	wantFirst := content.Named{At: content.Pos{File: "t.yaml", Line: 2, Col: 5}, ID: "crane", Name: "Crane"}
	if len(f.Tiles) != 2 || f.Tiles[0].Named != wantFirst {
		t.Errorf("decoded %+v, want the first tile's head %+v", f.Tiles, wantFirst)
	}
	data, err := content.Schema(content.SchemaInfo{}, reflect.TypeFor[file]())
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Defs map[string]struct {
			Required   []string
			Properties map[string]struct{ Description string }
		} `json:"$defs"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	def := schema.Defs["tile"]
	if diff := cmp.Diff([]string{"id", "name"}, def.Required); diff != "" {
		t.Errorf("required (-want +got):\n%s", diff)
	}
	for name, want := range map[string]string{"id": "The tile's id.", "name": "The tile's name as printed.", "cost": "What it costs."} {
		if got := def.Properties[name].Description; got != want {
			t.Errorf("%s: description %q, want %q", name, got, want)
		}
	}
}
