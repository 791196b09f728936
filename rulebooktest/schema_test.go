package rulebooktest_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// The loader types of a content file, as content's own schema tests have
// them.

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

func TestCheckSchemaFiles(t *testing.T) {
	dir := t.TempDir()
	files := []rulebooktest.SchemaFile{{File: "cards.yaml", Title: "Cards", Type: reflect.TypeFor[schemaFile]()}}
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("cards.yaml", "# yaml-language-server: $schema=./cards.schema.json\ncards: []\n")
	if _, err := rulebooktest.CheckSchemaFiles(dir, "g", files, schemaEnums, false); err == nil {
		t.Errorf("a missing schema file: no error")
	}
	problems, err := rulebooktest.CheckSchemaFiles(dir, "g", files, schemaEnums, true)
	if err != nil || len(problems) != 0 {
		t.Fatalf("after -update: %v, %v", problems, err)
	}
	write("cards.schema.json", "{}")
	write("cards.yaml", "cards: []\n")
	write("more.yaml", "x: 1\n")
	problems, err = rulebooktest.CheckSchemaFiles(dir, "g", files, schemaEnums, false)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"cards.schema.json does not match the loader's rulebooktest_test.schemaFile (the test's -update flag rewrites it)",
		`cards.yaml: the first line is "cards: []", want "# yaml-language-server: $schema=./cards.schema.json"`,
		"more.yaml has no schema: list it with its loader type",
	}
	if diff := cmp.Diff(want, problems); diff != "" {
		t.Errorf("a stale schema, a missing $schema line and an unlisted file (-want +got):\n%s", diff)
	}
}

// TestCheckSchemaFilesWantsDescriptions checks that a property without a
// doc tag is a problem, named by its place.
func TestCheckSchemaFilesWantsDescriptions(t *testing.T) {
	type item struct {
		Name  string `yaml:"name" doc:"Its name."`
		Count int    `yaml:"count"`
	}
	type file struct {
		Items []item `yaml:"items" doc:"The items."`
		Note  string `yaml:"note"`
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "items.yaml"), []byte("# yaml-language-server: $schema=./items.schema.json\nitems: []\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	files := []rulebooktest.SchemaFile{{File: "items.yaml", Title: "Items", Type: reflect.TypeFor[file]()}}
	problems, err := rulebooktest.CheckSchemaFiles(dir, "g", files, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"items.schema.json: property .note has no description: give the loader's field a doc tag",
		"items.schema.json: property item.count has no description: give the loader's field a doc tag",
	}
	if diff := cmp.Diff(want, problems); diff != "" {
		t.Errorf("undocumented properties (-want +got):\n%s", diff)
	}
}
