package capitals

import (
	"strings"
	"testing"
)

// policeConstruction is the Police Station's Construction Effect in
// tiles_era2.yaml: "gain 1 energy cube for each adjacent tile".
const policeConstruction = `construction: {scope: adjacent, effect: 'gain("cubes", count())'}`

// TestConstructionCountScript: a Construction Effect's count may be an Int
// script read at the tile when it is built ("Apply these effects after
// checking previously-constructed buildings for the conditions listed"),
// not only the tiles of its scope its match accepts. The Police Station,
// edited to gain 1 energy cube for each housing tile of the City, counts
// the Tudor Townhouses away from it and not the City Hall and Hotel it
// touches; later, its scope and match (any adjacent tile) still set it off.
func TestConstructionCountScript(t *testing.T) {
	useContent(t, mustLoadEdited(t, "tiles_era2.yaml", policeConstruction,
		`construction: {scope: adjacent, count: 'tiles("housing")', effect: 'gain("cubes", count())'}`))
	runTileCases(t, []tileCase{
		{tile: "police-station", reason: "Construction: the count script counts the one housing tile of the City, with its Immediate Effects",
			city: []placed{{"tudor-townhouses", -1, -1}}, act: buildIt(1, 0),
			want: map[string]int{"progress": 1, "public_services": 2, "cubes": 1}},
		{tile: "police-station", reason: "Construction, later: a tile built adjacent gives 1 energy cube (its scope, no match)",
			city: []placed{{"police-station", 1, 0}}, act: buildOther("market", 1, -1), want: map[string]int{"cubes": 1}},
	})
}

// TestSubjectType: subject_type() is the type (colour) of the tile a match
// script is asked about. The Courthouse ("each time an adjacent commerce
// tile is activated, gain $3") written with it acts as it does with
// subject_is("commerce").
func TestSubjectType(t *testing.T) {
	useContent(t, mustLoadEdited(t, "tiles_era1.yaml", `match: 'subject_is("commerce")', effect: 'gain("economy", 3)'`,
		`match: 'subject_type() == "commerce"', effect: 'gain("economy", 3)'`))
	runTileCases(t, []tileCase{
		{tile: "courthouse", reason: "Permanent: an adjacent commerce tile activated gives $3",
			city: []placed{{"courthouse", 1, 0}, {"market", 1, 1}}, act: activate(1, 1), want: map[string]int{"economy": 3}},
		{tile: "courthouse", reason: "Permanent: the adjacent City Hall (public) activated gives nothing",
			city: []placed{{"courthouse", 1, 0}}, act: activate(0, 0), want: nil},
	})
}

// TestOptionReaderNamesAnOption: option(name) reads a rules option of
// rules.yaml; a name that is none is a load error at the script.
func TestOptionReaderNamesAnOption(t *testing.T) {
	_, err := loadWithEdit(t, "tiles_era1.yaml", `option("distinct_type_later")`, `option("distinct_types_later")`)
	if err == nil || !strings.Contains(err.Error(), `tiles_era1.yaml:`) || !strings.Contains(err.Error(), `unknown rules option "distinct_types_later"`) {
		t.Fatalf("load error = %v, want one at tiles_era1.yaml naming the unknown rules option", err)
	}
}
