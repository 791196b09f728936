package buildershigh

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// tutorialContent is the shipped content with the designer's guide's five
// tutorial cards (testdata/tutorial/buildings.yaml) appended and the
// Contents count raised: YAML edits only, loaded from a directory.
func tutorialContent(t *testing.T) *Content {
	t.Helper()
	return appendedContent(t, "tutorial", []string{"buildings.yaml"}, "    cards: 54\n    unique: 18\n", "    cards: 59\n    unique: 23\n")
}

// appendedContent copies the embedded content to a directory, appends
// each of files from testdata/sub to the content file of the same name,
// makes the edits to rules.yaml (pairs of old and new text, the Contents
// counts raised) and loads the copy from there, as a designer would.
func appendedContent(t *testing.T, sub string, files []string, rulesEdits ...string) *Content {
	t.Helper()
	dir := copyContent(t)
	for _, f := range files {
		cards, err := os.ReadFile(filepath.Join("testdata", sub, f))
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, Dir, f)
		shipped, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(shipped, cards...), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i+1 < len(rulesEdits); i += 2 {
		edit(t, dir, "rules.yaml", rulesEdits[i], rulesEdits[i+1])
	}
	fsys, err := content.Dir(dir)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Load(fsys)
	if err != nil {
		t.Fatalf("the cards of testdata/%s do not load: %v", sub, err)
	}
	return c
}

// tutorialGame deals four players from content c: p0 holds four 2M cards,
// a 10M card and the Garden, Courthouse, Charity, Factory and Row House.
func tutorialGame(t *testing.T, c *Content) *State {
	t.Helper()
	defer swapContent(c)()
	hands := [][]string{
		{"2m", "2m", "2m", "2m", "10m", "garden", "courthouse", "charity", "factory", "row-house"},
		{"2m", "2m", "2m", "5m", "10m", "tax-office", "park", "bank", "library", "warehouse"},
		{"2m", "5m", "5m", "10m", "10m", "city-hall", "office-tower", "workshop", "condominium", "shopping-center"},
		{"2m", "2m", "5m", "10m", "10m", "tower-mansion", "suburb-estate", "market-hall", "corner-shop", "apartment-block"},
	}
	return deal(t, 4, hands, 0, standardCenter, standardPlanning)
}

// chanceDraws resolves Chance's draws, each with its first outcome, and
// returns whom each drew for.
func chanceDraws(t *testing.T, s *State) []string {
	t.Helper()
	var got []string
	for s.ToMove() == rulebook.Chance {
		got = append(got, strings.TrimPrefix(s.Prompt(), "Chance: "))
		play(t, s, s.Legal()[0].String())
	}
	return got
}

// TestTutorialCardsFire loads the designer's guide's five tutorial cards
// from a directory and plays each: every one fires, as its text says.
func TestTutorialCardsFire(t *testing.T) {
	c := tutorialContent(t)

	t.Run("garden: new numbers", func(t *testing.T) {
		s := tutorialGame(t, c)
		play(t, s, "build garden", "pay 2+2")
		if diff := cmp.Diff([]string{"p0 draws a budget card", "p0 draws a budget card"}, chanceDraws(t, s)); diff != "" {
			t.Errorf("the Garden's draws (-want +got):\n%s", diff)
		}
	})

	t.Run("town square: a place as an argument", func(t *testing.T) {
		s := tutorialGame(t, c)
		setCounts(t, s, areaZone(0), "town-square", 1)
		setCounts(t, s, zDiscard, "5m", 1)
		play(t, s, "use town-square", "yes", "pick 5m")
		if got := s.Hand(0)["5m"]; got != 1 || s.Discard()["5m"] != 0 {
			t.Errorf("after the Town Square p0 holds %d 5M cards and the discard pile %v; want the 5M card moved to the hand", got, s.Discard())
		}
	})

	t.Run("courthouse: every other player, in turn order", func(t *testing.T) {
		s := tutorialGame(t, c)
		play(t, s, "build courthouse", "pay 2+2+2+2")
		var asked []rulebook.Player
		for s.Current() == 0 && s.ToMove() != 0 && s.ToMove().IsSeat() {
			asked = append(asked, s.ToMove())
			if !strings.Contains(s.Prompt(), "discard a card") {
				t.Fatalf("%v is asked %q, want to discard", s.ToMove(), s.Prompt())
			}
			play(t, s, "discard 2m")
		}
		if diff := cmp.Diff([]rulebook.Player{1, 2, 3}, asked); diff != "" {
			t.Errorf("players who discarded (-want +got):\n%s", diff)
		}
	})

	t.Run("charity: the fewest, ties included", func(t *testing.T) {
		s := tutorialGame(t, c)
		setCounts(t, s, areaZone(2), "bank", 1)
		// After the Charity p0 and p2 hold one building each, p1 and p3 none.
		play(t, s, "build charity", "pay 2+2")
		if diff := cmp.Diff([]string{"p1 draws a budget card", "p3 draws a budget card"}, chanceDraws(t, s)); diff != "" {
			t.Errorf("the Charity's draws (-want +got):\n%s", diff)
		}
	})

	t.Run("builders' guild: another player's industrial construction", func(t *testing.T) {
		for _, tc := range []struct {
			reason        string
			owner         int
			build, pay    string
			wantGuildTurn bool
		}{
			{"p0 constructs an industrial building: p1's Guild fires", 1, "build factory", "pay 2+2+2+2", true},
			{"p0 constructs a residential building: the filter says no", 1, "build row-house", "pay 2+2", false},
			{"p0 constructs an industrial building with its own Guild: not another player's", 0, "build factory", "pay 2+2+2+2", false},
		} {
			s := tutorialGame(t, c)
			setCounts(t, s, areaZone(tc.owner), "builders-guild", 1)
			play(t, s, tc.build, tc.pay)
			fired := s.ToMove() == 1 && strings.Contains(s.Prompt(), "draw a building card")
			if fired != tc.wantGuildTurn {
				t.Errorf("%s: %v to move (%s); the Guild fired %v, want %v", tc.reason, s.ToMove(), s.Prompt(), fired, tc.wantGuildTurn)
				continue
			}
			if fired {
				play(t, s, "yes")
				if got := chanceDraws(t, s); !slices.Contains(got, "p1 draws a building card") {
					t.Errorf("%s: after yes Chance drew %v, want a building card for p1", tc.reason, got)
				}
			}
		}
	})
}
