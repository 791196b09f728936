package capitals

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// statueImmediate is the Dancing Horse Statue's Immediate Effect.
const statueImmediate = `immediate: '[gain("progress", 1), gain("culture", 5), gain("public_services", -1)]'`

// TestLevelReadsPlantAndTourists: level and level_of read, besides the
// tracks, what a City shows: its Power Plant's level ("Each Power Plant
// Tile shows its Power Plant Level") and the Tourist Markers in it ("the
// City with the Highest Culture will have another Tourist Marker"), of any
// seat. The Dancing Horse Statue, edited to gain Culture by the first
// other seat's Power Plant level and Progress by the Tourists in that City less
// its own, reads a level 2 Power Plant and two Tourists there.
func TestLevelReadsPlantAndTourists(t *testing.T) {
	c := mustLoadEdited(t, "tiles_era1.yaml", statueImmediate,
		`immediate: '[gain("culture", level_of(others()[0], "plant")), gain("progress", level_of(others()[0], "tourists") - level("tourists"))]'`)
	s, p := designerGame(t, c)
	q := 0 // others()[0]: the first other seat
	if p == 0 {
		q = 1
	}
	for k := range s.c.tiles {
		if s.c.tiles[k].Plant && s.c.tiles[k].Level == 2 {
			s.cities[q].Plant = int16(k)
			break
		}
	}
	s.tourists[p].City = int8(q) // p's Tourist visits q's City
	before := levels(s, "culture", "progress")
	build(t, s, "dancing-horse-statue", -1, 1)
	got := changes(before, levels(s, "culture", "progress"))
	want := map[string][]int{"culture": make([]int, 4), "progress": make([]int, 4)}
	want["culture"][p] = 2  // q's level 2 Power Plant
	want["progress"][p] = 2 // q's two Tourists, less p's none
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestLevelOfAQuantityIsReadOnly: the Power Plant's level and the Tourists
// are read, never gained: gain("plant", 1) is a load error at the script.
func TestLevelOfAQuantityIsReadOnly(t *testing.T) {
	_, err := loadWithEdit(t, "tiles_era1.yaml", statueImmediate, `immediate: 'gain("tourists", 1)'`)
	if err == nil || !strings.Contains(err.Error(), "tiles_era1.yaml:") || !strings.Contains(err.Error(), `unknown track "tourists"`) {
		t.Errorf("got %v, want a located error: tourists is no track to gain on", err)
	}
}
