package content_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

type schemaCard struct {
	At         content.Pos        `yaml:"-"`
	ID         string             `yaml:"id" content:"required" doc:"The card's id."`
	Cost       int                `yaml:"cost"`
	Tags       []string           `yaml:"tags"`
	Effect     content.Script     `yaml:"effect"`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
	Hidden     int                `yaml:"-"`
	Extra      struct {
		On bool `yaml:"on"`
	} `yaml:"extra"`
}

type schemaFile struct {
	Cards []schemaCard       `yaml:"cards" content:"required"`
	Odds  map[string]float64 `yaml:"odds"`
	Next  *schemaCard        `yaml:"next"`
}

func TestSchema(t *testing.T) {
	data, err := content.Schema(content.SchemaInfo{ID: "x.schema.json", Title: "X"}, reflect.TypeFor[schemaFile]())
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
			"cards": map[string]any{"type": "array", "items": map[string]any{"$ref": "#/$defs/schemaCard"}},
			"odds":  map[string]any{"type": "object", "additionalProperties": map[string]any{"type": "number"}},
			"next":  map[string]any{"$ref": "#/$defs/schemaCard"},
		},
		"$defs": map[string]any{
			"schemaCard": map[string]any{
				"type": "object", "additionalProperties": false,
				"required": []any{"id", "provenance"},
				"properties": map[string]any{
					"id":     map[string]any{"type": "string", "description": "The card's id."},
					"cost":   map[string]any{"type": "integer"},
					"tags":   map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
					"effect": map[string]any{"type": "string"},
					"provenance": map[string]any{"enum": []any{"rulebook", "reconstructed"},
						"description": "Where the data comes from: stated by the rulebook, or reconstructed where it is silent."},
					"extra": map[string]any{"$ref": "#/$defs/anonymous"},
				},
			},
			"anonymous": map[string]any{
				"type": "object", "additionalProperties": false,
				"properties": map[string]any{"on": map[string]any{"type": "boolean"}},
			},
		},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("schema (-want +got):\n%s", diff)
	}
	again, _ := content.Schema(content.SchemaInfo{ID: "x.schema.json", Title: "X"}, reflect.TypeFor[schemaFile]())
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
}

func TestCheckSchemaFiles(t *testing.T) {
	dir := t.TempDir()
	files := []content.SchemaFile{{File: "cards.yaml", Title: "Cards", Type: reflect.TypeFor[schemaFile]()}}
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("cards.yaml", "# yaml-language-server: $schema=./cards.schema.json\ncards: []\n")
	if _, err := content.CheckSchemaFiles(dir, "g", files, false); err == nil {
		t.Errorf("a missing schema file: no error")
	}
	problems, err := content.CheckSchemaFiles(dir, "g", files, true)
	if err != nil || len(problems) != 0 {
		t.Fatalf("after -update: %v, %v", problems, err)
	}
	write("cards.schema.json", "{}")
	write("cards.yaml", "cards: []\n")
	write("more.yaml", "x: 1\n")
	problems, err = content.CheckSchemaFiles(dir, "g", files, false)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"cards.schema.json does not match the loader's content_test.schemaFile (the test's -update flag rewrites it)",
		`cards.yaml: the first line is "cards: []", want "# yaml-language-server: $schema=./cards.schema.json"`,
		"more.yaml has no schema: list it with its loader type",
	}
	if diff := cmp.Diff(want, problems); diff != "" {
		t.Errorf("a stale schema, a missing $schema line and an unlisted file (-want +got):\n%s", diff)
	}
}
