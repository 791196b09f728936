package buildershigh

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/rulebook-go/rulebook/content"
)

func TestDefaultContentCounts(t *testing.T) {
	c := testContent
	count := map[Deck]int{}
	unique := map[Deck]int{}
	for _, card := range c.Cards() {
		count[card.Deck] += card.Count
		unique[card.Deck]++
		if card.Provenance != content.FromRulebook && card.Provenance != content.Reconstructed {
			t.Errorf("%s: provenance %q", card.ID, card.Provenance)
		}
	}
	got := []int{count[BudgetDeck], count[BuildingDeck], unique[BuildingDeck], count[PlanningDeck]}
	// "45 Budget Cards (21 2M, 15 5M, 9 10M), 54 Building Cards (3 each of
	// 18 unique cards), 9 City Planning Cards (9 unique cards)"
	if diff := cmp.Diff([]int{45, 54, 18, 9}, got); diff != "" {
		t.Errorf("budget, building, unique building and planning counts (-want +got):\n%s", diff)
	}
	for id, want := range map[string]int{"2m": 21, "5m": 15, "10m": 9} {
		if card, _ := c.Card(id); card.Count != want {
			t.Errorf("%s: %d cards, want %d", id, card.Count, want)
		}
	}
	// A Shopping Center whose permanent ability lowers costs by 5M, and the
	// Tax Office with its errata text.
	if card, ok := c.Card("shopping-center"); !ok || card.Timing != Permanent {
		t.Errorf("no permanent Shopping Center: %+v", card)
	}
	if card, ok := c.Card("tax-office"); !ok || card.Count != 3 ||
		card.Text != "When another player pays a budget card as construction cost, you may take 1 card into your hand." {
		t.Errorf("Tax Office is not the errata's: %+v", card)
	}
}

// copyContent copies the embedded content to a directory a test edits.
func copyContent(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	err := fs.WalkDir(content.Default(), Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		target := filepath.Join(dir, path)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		data, err := fs.ReadFile(content.Default(), path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

func edit(t *testing.T, dir, file, old, new string) {
	t.Helper()
	path := filepath.Join(dir, Dir, file)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), old) {
		t.Fatalf("%s does not contain %q", file, old)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(string(data), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestEditedCostChangesPlay edits the Recycling Plant's cost in a copied
// content directory: the same deal now asks for the new cost, no rebuild.
func TestEditedCostChangesPlay(t *testing.T) {
	dir := copyContent(t)
	edit(t, dir, "buildings.yaml", "    type: industrial\n    cost: 14\n", "    type: industrial\n    cost: 12\n")
	fsys, err := content.Dir(dir)
	if err != nil {
		t.Fatal(err)
	}
	edited, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if edited.Fingerprint() == testContent.Fingerprint() {
		t.Errorf("an edited card left the content fingerprint unchanged")
	}
	for _, tc := range []struct {
		c    *Content
		want []string
	}{
		{testContent, []string{"pay 2+2+10", "pay 2+2+5+5"}},
		{edited, []string{"pay 2+10", "pay 2+5+5"}},
	} {
		s, err := New(tc.c, WithPlayers(4))
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range fourHands() {
			for _, id := range h {
				play(t, s, "card "+id)
			}
		}
		play(t, s, "first p0")
		for _, id := range append(standardCenter, standardPlanning...) {
			play(t, s, "card "+id)
		}
		play(t, s, "build recycling-plant")
		if diff := cmp.Diff(tc.want, legalStrings(s)); diff != "" {
			t.Errorf("payments for the Recycling Plant (-want +got):\n%s", diff)
		}
	}
}

// TestBadContentReportsEveryError loads content with a typo'd field, a
// duplicate id, a dangling reference and a script that does not type-check:
// all four come back at once, each at its file:line:col.
func TestBadContentReportsEveryError(t *testing.T) {
	fsys := fstest.MapFS{}
	err := fs.WalkDir(content.Default(), Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(content.Default(), path)
		fsys[path] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	replace := func(file, old, new string) {
		f := fsys[Dir+"/"+file]
		if !strings.Contains(string(f.Data), old) {
			t.Fatalf("%s does not contain %q", file, old)
		}
		f.Data = []byte(strings.Replace(string(f.Data), old, new, 1))
	}
	// 1. A typo'd field: "difficulty" spelt "dificulty" on the Row House.
	replace("buildings.yaml", "    cost: 4\n    difficulty: 1\n", "    cost: 4\n    dificulty: 1\n")
	// 2. A duplicate id: the Apartment Block takes the Row House's id.
	replace("buildings.yaml", "  - id: apartment-block\n", "  - id: row-house\n")
	// 3. A dangling reference: a requirement counts a building type that does not exist.
	replace("planning.yaml", `requirement: count("public") >= 2`, `requirement: count("civic") >= 2`)
	// 4. A script that does not type-check: draw's count is a string.
	replace("buildings.yaml", `effect: draw("budget", 1)`, `effect: draw("budget", "one")`)

	_, err = Load(fsys)
	if !errors.Is(err, content.ErrInvalid) {
		t.Fatalf("Load: got %v, want an error wrapping content.ErrInvalid", err)
	}
	var list *content.Errors
	if !errors.As(err, &list) {
		t.Fatalf("Load: %T is not *content.Errors", err)
	}
	nthLine := func(file, text string, n int) int {
		for i, l := range strings.Split(string(fsys[Dir+"/"+file].Data), "\n") {
			if strings.Contains(l, text) {
				if n--; n == 0 {
					return i + 1
				}
			}
		}
		t.Fatalf("%s has no line with %q", file, text)
		return 0
	}
	lines := func(file, text string) int { return nthLine(file, text, 1) }
	type found struct {
		File string
		Line int
		Has  string
	}
	want := []found{
		{"buildershigh/buildings.yaml", lines("buildings.yaml", "dificulty"), `unknown field "dificulty"`},
		{"buildershigh/buildings.yaml", lines("buildings.yaml", `draw("budget", "one")`), "script: "},
		{"buildershigh/buildings.yaml", nthLine("buildings.yaml", "  - id: row-house", 2), `"row-house"`},
		{"buildershigh/planning.yaml", lines("planning.yaml", `count("civic")`), `unknown building type "civic"`},
	}
	var got []found
	for _, e := range list.List {
		for _, w := range want {
			if e.Pos.File == w.File && e.Pos.Line == w.Line && strings.Contains(e.Msg, w.Has) && e.Pos.Col > 0 {
				got = append(got, w)
			}
		}
	}
	if diff := cmp.Diff(want, got, cmpopts.SortSlices(func(a, b found) bool { return a.Line < b.Line })); diff != "" {
		t.Errorf("errors found (-want +got):\n%s\nall errors:\n%v", diff, err)
	}
}

// TestShippedBuildingsAsTheRulebookSays: the reconstructed card list keeps
// what the rulebook states of every building card: "54 Building Cards (3
// each of 18 unique cards)" (Contents), "Each building card has an
// ability" with an icon (Building card abilities: lightning, hand; the
// review's permanent), and a cost that budget cards pay exactly ("a cost of
// 1M or 3M can never be paid"), which Load checks.
func TestShippedBuildingsAsTheRulebookSays(t *testing.T) {
	for _, card := range testContent.Cards() {
		if card.Deck != BuildingDeck {
			continue
		}
		if card.Count != 3 {
			t.Errorf("%s: %d copies, want 3 (\"3 each of 18 unique cards\")", card.ID, card.Count)
		}
		if card.Timing == NoAbility || card.Text == "" {
			t.Errorf("%s: no ability (\"Each building card has an ability\")", card.ID)
		}
		if card.Cost < 2 || card.Cost == 3 {
			t.Errorf("%s: cost %dM, which no budget cards total exactly", card.ID, card.Cost)
		}
	}
}
