package capitals

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

// schemaFiles are The Capitals' content files and the loader's struct for
// each. Each X.yaml names X.schema.json on its first line, so an editor
// completes and checks fields as a designer types; the schemas are written
// from the loader's own field table (content.Schema), so they accept the
// fields the loader accepts. buildershigh's TestContentSchemas validates the
// shipped YAML of every game against them.
type schemaFile struct {
	file, title string
	typ         reflect.Type
}

var schemaFiles = []schemaFile{
	{"rules.yaml", "The Capitals rules: setup, penalties, taxation, scoring and options", reflect.TypeFor[rulesFile]()},
	{"tracks.yaml", "The Capitals tracks", reflect.TypeFor[tracksFile]()},
	{"initiative.yaml", "The Capitals Initiative Track", reflect.TypeFor[initiativeFile]()},
	{"projects.yaml", "The Capitals Projects Area", reflect.TypeFor[projectsFile]()},
	{"rounds.yaml", "The Capitals Round Area", reflect.TypeFor[roundsFile]()},
	{"power_plants.yaml", "The Capitals Power Plants", reflect.TypeFor[plantsFile]()},
	{"tiles_start.yaml", "The Capitals starting tiles", reflect.TypeFor[tilesFile]()},
	{"tiles_era1.yaml", "The Capitals Era I tiles", reflect.TypeFor[tilesFile]()},
	{"tiles_era2.yaml", "The Capitals Era II tiles", reflect.TypeFor[tilesFile]()},
	{"tiles_era3.yaml", "The Capitals Era III tiles", reflect.TypeFor[tilesFile]()},
	{"tiles_prosperity.yaml", "The Capitals Prosperity tiles (the add-on)", reflect.TypeFor[tilesFile]()},
}

func TestSchemas(t *testing.T) {
	dir := filepath.Join("..", "content", Dir)
	for _, f := range schemaFiles {
		name := strings.TrimSuffix(f.file, ".yaml") + ".schema.json"
		want, err := content.Schema(content.SchemaInfo{
			ID:    "https://github.com/rulebook-go/rulebook/content/" + Dir + "/" + name,
			Title: f.title + " (" + f.file + ")",
		}, f.typ)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, name)
		if *update {
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (go test -update writes it)", err)
		}
		if diff := cmp.Diff(string(want), string(got)); diff != "" {
			t.Errorf("%s does not match the loader (go test -update rewrites it) (-loader +file):\n%s", name, diff)
		}
		data, err := os.ReadFile(filepath.Join(dir, f.file))
		if err != nil {
			t.Fatal(err)
		}
		first := "# yaml-language-server: $schema=./" + name
		if line, _, _ := strings.Cut(string(data), "\n"); line != first {
			t.Errorf("%s: the first line is %q, want %q", f.file, line, first)
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		known := slices.ContainsFunc(schemaFiles, func(f schemaFile) bool { return f.file == e.Name() })
		if strings.HasSuffix(e.Name(), ".yaml") && !known {
			t.Errorf("%s has no schema in schemaFiles", e.Name())
		}
	}
}
