package buildershigh

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// rowHouseRecord is the Row House's record in the shipped buildings.yaml.
const rowHouseRecord = `  - id: row-house
    name: Row House
    type: residential
    cost: 4
    difficulty: 1
    copies: 3
    provenance: reconstructed
    ability:
      timing: lightning
      text: Draw 1 budget card.
      effect: draw("budget", 1)
`

// contentWithTerrace copies the content to a directory and adds a 19th
// building, the Terrace: the Row House's record under a new id. With raise,
// rules.yaml's Contents count it too (57 building cards, 19 unique).
func contentWithTerrace(t *testing.T, raise bool) (*Content, error) {
	t.Helper()
	dir := copyContent(t)
	terrace := strings.NewReplacer("id: row-house", "id: terrace", "name: Row House", "name: Terrace").Replace(rowHouseRecord)
	edit(t, dir, "buildings.yaml", rowHouseRecord, rowHouseRecord+terrace)
	if raise {
		edit(t, dir, "rules.yaml", "    cards: 54\n    unique: 18\n", "    cards: 57\n    unique: 19\n")
	}
	fsys, err := content.Dir(dir)
	if err != nil {
		t.Fatal(err)
	}
	return Load(fsys)
}

// TestAddingACardIsAYAMLEdit: the rulebook's Contents ("54 Building Cards
// (3 each of 18 unique cards)") are counts in rules.yaml, not in Go. A
// designer adds a building by copying a record under a new id and raising
// the count there: the content loads, the deck holds the new copies, and
// the new card is built and its ability fires. Adding the record without
// raising the count is a load error at the count in rules.yaml.
func TestAddingACardIsAYAMLEdit(t *testing.T) {
	if _, err := contentWithTerrace(t, false); err == nil ||
		!strings.Contains(err.Error(), "rules.yaml") || !strings.Contains(err.Error(), "54 building cards") {
		t.Errorf("a 19th building with the count left at 54: got %v, want an error at rules.yaml's count", err)
	}
	c, err := contentWithTerrace(t, true)
	if err != nil {
		t.Fatalf("a 19th building with the count raised to 57: %v", err)
	}
	card, ok := c.Card("terrace")
	if !ok || card.Count != 3 || c.deckTotal[BuildingDeck] != 57 {
		t.Fatalf("the Terrace is %+v (found %v), the building deck %d cards; want 3 copies of 57", card, ok, c.deckTotal[BuildingDeck])
	}
	s, err := New(c, WithPlayers(2))
	if err != nil {
		t.Fatal(err)
	}
	hands := [][]string{
		{"2m", "2m", "5m", "5m", "10m", "terrace", "row-house", "park", "bank", "workshop"},
		{"2m", "2m", "2m", "5m", "10m", "tax-office", "park", "bank", "library", "warehouse"},
	}
	for _, h := range hands {
		for _, id := range h {
			play(t, s, "card "+id)
		}
	}
	play(t, s, "first p0")
	for _, id := range append(slices.Clone(standardCenter), standardPlanning[:3]...) {
		play(t, s, "card "+id)
	}
	play(t, s, "build terrace", "pay 2+2")
	// The Terrace's lightning ability, copied from the Row House: draw 1 budget card.
	if s.ToMove() != rulebook.Chance || !strings.Contains(s.Prompt(), "p0 draws a budget card") {
		t.Fatalf("after building the Terrace: %v to move (%s); want Chance drawing p0 a budget card", s.ToMove(), s.Prompt())
	}
	play(t, s, "card 10m")
	if diff := cmp.Diff(map[string]int{"terrace": 1}, s.PlayArea(0)); diff != "" {
		t.Errorf("p0's play area (-want +got):\n%s", diff)
	}
	if got := s.Hand(0)["10m"]; got != 2 {
		t.Errorf("p0 holds %d 10M cards after the Terrace's draw, want 2", got)
	}
}
