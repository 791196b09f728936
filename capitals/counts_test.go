package capitals

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// copyContent copies the embedded Capitals content into a temporary
// directory and returns the directory holding the folder Dir.
func copyContent(t *testing.T) string {
	t.Helper()
	sub, err := fs.Sub(content.Default(), Dir)
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	if err := os.CopyFS(filepath.Join(root, Dir), sub); err != nil {
		t.Fatal(err)
	}
	return root
}

// editFile replaces old with new in file name of the copied content.
func editFile(t *testing.T, root, name, old, new string) {
	t.Helper()
	path := filepath.Join(root, Dir, name)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), old) {
		t.Fatalf("%s holds no %q", name, old)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(string(b), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// bakeryRecord is the Bakery's record in tiles_era1.yaml, copied under a new
// id by the tests below.
const bakeryRecord = `  - id: bakery
    name: Bakery
    type: commerce
    cubes: 1
    provenance: rulebook
    reconstructed: [cubes]
    text: "Immediate: gain 1 progress, 1 employment and lose 1 public service. Activate to gain $4. Permanent: each time an adjacent tile is activated, gain $4."
    immediate: '[gain("progress", 1), gain("employment", 1), gain("public_services", -1)]'
    activation: gain("economy", 4)
    permanent: {on: activated, adjacent: true, effect: 'gain("economy", 4)'}
`

// addBakeryCopy adds a 28th Era I tile, a copy of the Bakery under a new id.
func addBakeryCopy(t *testing.T, root string) {
	t.Helper()
	copied := strings.Replace(strings.Replace(bakeryRecord, "id: bakery", "id: second-bakery", 1), "name: Bakery", "name: Second Bakery", 1)
	editFile(t, root, "tiles_era1.yaml", bakeryRecord, bakeryRecord+copied)
}

// TestAddedTileLoadsAndPlays: "Component counts are data ... adding a card
// is a YAML edit". A 28th Era I tile, copied from the Bakery under a new id
// with the counts of rules.yaml raised, loads from a directory and is taken
// and built in random games that play to their end.
func TestAddedTileLoadsAndPlays(t *testing.T) {
	root := copyContent(t)
	addBakeryCopy(t, root)
	editFile(t, root, "rules.yaml", "era_tiles: [27, 27, 24]", "era_tiles: [28, 27, 24]")
	editFile(t, root, "rules.yaml", "tiles: 143 ", "tiles: 144 ")
	c, err := Load(os.DirFS(root))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Tile("second-bakery"); !ok || c.Instances() != 144 {
		t.Fatalf("second-bakery loaded %v, %d tiles, want it and 144", ok, c.Instances())
	}
	built := false
	for seed := uint64(1); seed <= 20 && !built; seed++ {
		s, err := New(c, WithPlayers(4))
		if err != nil {
			t.Fatal(err)
		}
		rec, err := rulebook.RecordedPlayout(s, seed, 100_000)
		if err != nil {
			t.Fatal(err)
		}
		built = strings.Contains(rec.String(), "second-bakery")
	}
	if !built {
		t.Error("no game of 20 took the added tile")
	}
}

// TestCountsCheckedAgainstFiles: "Load still checks the YAML against the
// counts the YAML states". A tile added without raising the counts, or a
// count raised without a tile, is an error at the count's file.
func TestCountsCheckedAgainstFiles(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(t *testing.T, root string)
		want string
	}{
		{"a tile added, the counts left", func(t *testing.T, root string) { addBakeryCopy(t, root) },
			"tiles_era1.yaml:1:1: Era 1: components: era_tiles in rules.yaml says 27 tiles, these count 28"},
		{"a Power Plant count raised, no plant added", func(t *testing.T, root string) {
			editFile(t, root, "rules.yaml", "power_plants: 25", "power_plants: 26")
		}, "power_plants.yaml:1:1: components: power_plants in rules.yaml says 26 Power Plants, these count 25"},
		{"the Era counts raised with the tile, not the total", func(t *testing.T, root string) {
			addBakeryCopy(t, root)
			editFile(t, root, "rules.yaml", "era_tiles: [27, 27, 24]", "era_tiles: [28, 27, 24]")
		}, "components: tiles in rules.yaml says 143 tiles, the content holds 144"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := copyContent(t)
			tc.edit(t, root)
			_, err := Load(os.DirFS(root))
			if !errors.Is(err, content.ErrInvalid) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Load: %v\nwant an error holding %q", err, tc.want)
			}
		})
	}
}
