package capitals

import (
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/rulebooktest"
)

// schemaFiles are The Capitals' content files and the loader's struct for
// each. Each X.yaml names X.schema.json on its first line, so an editor
// completes and checks fields as a designer types; the schemas are written
// from the loader's own field table (content.Schema), so they accept the
// fields the loader accepts. buildershigh's TestContentSchemas validates the
// shipped YAML of every game against them.
var schemaFiles = []rulebooktest.SchemaFile{
	{File: "rules.yaml", Title: "The Capitals rules: setup, penalties, taxation, scoring and options", Type: reflect.TypeFor[rulesFile]()},
	{File: "tracks.yaml", Title: "The Capitals tracks", Type: reflect.TypeFor[tracksFile]()},
	{File: "initiative.yaml", Title: "The Capitals Initiative Track", Type: reflect.TypeFor[initiativeFile]()},
	{File: "projects.yaml", Title: "The Capitals Projects Area", Type: reflect.TypeFor[projectsFile]()},
	{File: "rounds.yaml", Title: "The Capitals Round Area", Type: reflect.TypeFor[roundsFile]()},
	{File: "power_plants.yaml", Title: "The Capitals Power Plants", Type: reflect.TypeFor[plantsFile]()},
	{File: "tiles_start.yaml", Title: "The Capitals starting tiles", Type: reflect.TypeFor[tilesFile]()},
	{File: "tiles_era1.yaml", Title: "The Capitals Era I tiles", Type: reflect.TypeFor[tilesFile]()},
	{File: "tiles_era2.yaml", Title: "The Capitals Era II tiles", Type: reflect.TypeFor[tilesFile]()},
	{File: "tiles_era3.yaml", Title: "The Capitals Era III tiles", Type: reflect.TypeFor[tilesFile]()},
	{File: "tiles_prosperity.yaml", Title: "The Capitals Prosperity tiles (the add-on)", Type: reflect.TypeFor[tilesFile]()},
}

// schemaEnums are the closed sets the schemas list: the shipped content's
// tile types, densities, tiles and Power Plants, the tracks, triggers,
// scopes and timings the loader reads, and the rules options the Go rules
// implement.
func schemaEnums() map[string][]string {
	c := testContent
	var tiles, plants, options []string
	for _, t := range c.Tiles() {
		if t.Plant {
			plants = append(plants, t.ID)
		} else {
			tiles = append(tiles, t.ID)
		}
	}
	for name := range knownOptions {
		options = append(options, name)
	}
	slices.Sort(options)
	return map[string][]string{
		"type":               c.Types(),
		"density":            c.densities,
		"tile":               tiles,
		"plant":              plants,
		"track":              trackIDs[:nTracks],
		"reconstructedField": {"cubes", "players", "density"},
		"trigger":            eventNames()[1:],
		"whose":              whoseNames,
		"phase":              phaseIDs[:],
		"scope":              {"adjacent", "city"},
		"endTiming":          {"final", "before-expo"},
		"option":             options,
	}
}

func TestSchemas(t *testing.T) {
	problems, err := rulebooktest.CheckSchemaFiles(filepath.Join("..", "content", Dir), Dir, schemaFiles, schemaEnums(), *update)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range problems {
		t.Error(p)
	}
}
