package rulebooktest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/content"
)

// SchemaFile pairs a content file with the loader's type for it.
type SchemaFile struct {
	File  string       // "tiles_era1.yaml"
	Title string       // the schema's title, before " (file)"
	Type  reflect.Type // what content.Decode reads the file into
}

// CheckSchemaFiles checks a game folder (dir on disk, game its name under
// content/) against the loader: each file's X.schema.json must be the
// schema [content.Schema] writes for its type, with enums the game's closed sets
// (with update, it is rewritten first), every property must have a
// description (a `doc:"…"` tag on the loader's field), each X.yaml must
// name its schema on its first line, and every YAML file of the folder
// must be listed. It returns one message per problem; an error only when a
// file cannot be read or written or a type has no schema.
func CheckSchemaFiles(dir, game string, files []SchemaFile, enums map[string][]string, update bool) ([]string, error) {
	var problems []string
	for _, f := range files {
		name := strings.TrimSuffix(f.File, ".yaml") + ".schema.json"
		info := content.SchemaInfo{
			ID:    "https://github.com/rulebook-go/rulebook/content/" + game + "/" + name,
			Title: f.Title + " (" + f.File + ")",
			Enums: enums,
		}
		want, err := content.Schema(info, f.Type)
		if err != nil {
			return nil, err
		}
		undocumented, err := content.UndocumentedProperties(info, f.Type)
		if err != nil {
			return nil, err
		}
		for _, u := range undocumented {
			problems = append(problems, fmt.Sprintf("%s: property %s has no description: give the loader's field a doc tag", name, u))
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

// isYAML is whether name is a YAML file, as the content loader reads it.
func isYAML(name string) bool {
	return strings.HasSuffix(name, ".yaml") || strings.HasSuffix(name, ".yml")
}
