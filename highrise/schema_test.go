package highrise

import (
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/rulebooktest"
)

// schemaFiles are High Rise's content files and the loader's struct for
// each. Each X.yaml names X.schema.json on its first line, so an editor
// completes and checks fields as a designer types; the schemas are written
// from the loader's own field table (content.Schema), so they accept the
// fields the loader accepts. buildershigh's TestContentSchemas validates the
// shipped YAML of every game against them.
var schemaFiles = []rulebooktest.SchemaFile{
	{File: "rules.yaml", Title: "High Rise rules: components, setup, scoring tables and options", Type: reflect.TypeFor[rulesFile]()},
	{File: "corruption.yaml", Title: "High Rise Corruption Track", Type: reflect.TypeFor[trackFile]()},
	{File: "board.yaml", Title: "High Rise board: both sides", Type: reflect.TypeFor[boardFile]()},
	{File: "actions.yaml", Title: "High Rise action spaces", Type: reflect.TypeFor[actionsFile]()},
	{File: "blueprints.yaml", Title: "High Rise Blueprint Cards", Type: reflect.TypeFor[blueprintsFile]()},
	{File: "tenants.yaml", Title: "High Rise Tenants", Type: reflect.TypeFor[tenantsFile]()},
	{File: "cards.yaml", Title: "High Rise Power Cards", Type: reflect.TypeFor[cardsFile]()},
	{File: "tiles.yaml", Title: "High Rise Bonus Tiles", Type: reflect.TypeFor[tilesFile]()},
}

// schemaEnums are the closed sets the schemas list: the shipped content's
// colours, Neighborhoods, actions, Power Cards and modes, the values the
// loader reads for kinds, timings and events, and the rules options the Go
// rules implement.
func schemaEnums() map[string][]string {
	c := testContent
	var hoods, outer, actions, cards, modes, options []string
	for _, h := range c.hoods {
		hoods = append(hoods, h.ID)
		if !h.Center {
			outer = append(outer, h.ID)
		}
	}
	for _, a := range c.actions {
		actions = append(actions, a.ID)
	}
	for _, k := range c.cards {
		cards = append(cards, k.ID)
	}
	for _, m := range c.modes {
		modes = append(modes, m.ID)
	}
	for name := range knownOptions {
		options = append(options, name)
	}
	slices.Sort(options)
	return map[string][]string{
		"floor":             append(slices.Clone(c.Colors()), "ultraplastic"),
		"neighborhood":      hoods,
		"outerNeighborhood": outer,
		"action":            actions,
		"card":              cards,
		"mode":              modes,
		"option":            options,
		"zoneKind":          {"action", "tenant", "bonus", "stop"},
		"buildings":         {"numbered", "choose", "none"},
		"tenants":           {"intro", "deal-first", "deal-all"},
		"penalty":           {"lose-to-second", "flip-card"},
		"bonus":             {"discard-adjacent"},
		"actionEvent":       {"trade-space"},
		"timing":            timingNames,
		"cardEvent":         eventNames[1:],
		"stopZone":          {"discard"},
		"moveLets":          moveLetNames,
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
