package buildershigh

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// rangeCase is one bad number in the content: the edit that writes it, with
// "⟨" marking where the error must be reported, and the message.
type rangeCase struct {
	reason    string
	file      string
	old, new  string
	wantMsg   string
	otherFile string // a second edit, in the same file, with no marker
	otherOld  string
	otherNew  string
}

// loadEdited loads the default content with the case's edits and returns
// the errors and the position the marker stands at.
func loadEdited(t *testing.T, tc rangeCase) (got []string, want string) {
	t.Helper()
	fsys := contentMap(t)
	edit := func(file, old, new string) {
		f := fsys[Dir+"/"+file]
		if !strings.Contains(string(f.Data), old) {
			t.Fatalf("%s: %s does not contain %q", tc.reason, file, old)
		}
		f.Data = []byte(strings.Replace(string(f.Data), old, new, 1))
	}
	if tc.otherOld != "" {
		edit(tc.otherFile, tc.otherOld, tc.otherNew)
	}
	edit(tc.file, tc.old, tc.new)
	f := fsys[Dir+"/"+tc.file]
	text := string(f.Data)
	i := strings.Index(text, "⟨")
	if i < 0 {
		t.Fatalf("%s: no marker in %q", tc.reason, tc.new)
	}
	line := strings.Count(text[:i], "\n") + 1
	col := len([]rune(text[strings.LastIndex(text[:i], "\n")+1:i])) + 1
	f.Data = []byte(strings.Replace(text, "⟨", "", 1))
	want = fmt.Sprintf("%s/%s:%d:%d: %s", Dir, tc.file, line, col, tc.wantMsg)
	_, err := Load(fsys)
	if err == nil {
		return nil, want
	}
	return strings.Split(err.Error(), "\n"), want
}

// TestContentNumbersHaveRanges: every number of the content has a range,
// and a number out of it is one error at the number itself, not at the top
// of the file, and not a wrapped value at play.
func TestContentNumbersHaveRanges(t *testing.T) {
	tests := []rangeCase{
		{reason: "a deal past the budget deck wrapped in an int16 and dealt nothing", file: "rules.yaml",
			old: "  budget: 5 ", new: "  budget: ⟨1000000000 ", wantMsg: "budget: 1000000000 is out of range (0 to 45)"},
		{reason: "a deal of 30 to 5 players is more than the 45 budget cards: hands of 35, 20, 5 and 5", file: "rules.yaml",
			old: "  budget: 5 ", new: "  budget: ⟨30 ", wantMsg: "deal: 30 budget cards to each of 5 players are 150, more than the 45 budget cards"},
		{reason: "building cards dealt and revealed in the Center must come from the building deck", file: "rules.yaml",
			old: "  building: 5", new: "  building: ⟨10", wantMsg: "deal: 10 building cards to each of 5 players and 9 in the Center are 59, more than the 54 building cards"},
		{reason: "the Center's building cards have a range", file: "rules.yaml",
			old: "  buildings: 9 ", new: "  buildings: ⟨-1 ", wantMsg: "buildings: -1 is out of range (0 to 54)"},
		{reason: "the city planning cards revealed must come from the planning deck", file: "rules.yaml",
			old: "  planning_extra: 1 ", new: "  planning_extra: ⟨5 ", wantMsg: "center: 1 city planning card per player (5) and 5 more are 10, more than the 9 city planning cards"},
		{reason: "more players than seats", file: "rules.yaml",
			old: "  max: 5", new: "  max: ⟨9", wantMsg: "max: 9 is out of range (1 to 8)"},
		{reason: "max below min, at max", file: "rules.yaml",
			old: "  min: 2 ", new: "  min: 3 ", otherFile: "rules.yaml", otherOld: "  max: 5", otherNew: "  max: ⟨2",
			wantMsg: "players: max 2 is less than min 3"},
		{reason: "a budget card's value", file: "budget.yaml",
			old: "    value: 2\n", new: "    value: ⟨256\n", wantMsg: "value: 256 is out of range (1 to 255)"},
		{reason: "a budget card's count", file: "budget.yaml",
			old: "    count: 21\n", new: "    count: ⟨0\n", wantMsg: "count: 0 is out of range (1 to 255)"},
		{reason: "a building's cost", file: "buildings.yaml",
			old: "    cost: 4\n", new: "    cost: ⟨1000000000\n", wantMsg: "cost: 1000000000 is out of range (0 to 200)"},
		{reason: "a building's difficulty (the card's stars)", file: "buildings.yaml",
			old: "    difficulty: 1\n", new: "    difficulty: ⟨-1\n", wantMsg: "difficulty: -1 is out of range (0 to 9)"},
		{reason: "a building's copies", file: "buildings.yaml",
			old: "    copies: 3\n", new: "    copies: ⟨256\n", wantMsg: "copies: 256 is out of range (1 to 255)"},
	}
	for _, tc := range tests {
		got, want := loadEdited(t, tc)
		if !slices.Contains(got, want) {
			t.Errorf("%s: errors do not include\n%s\ngot:\n%s", tc.reason, want, strings.Join(got, "\n"))
		}
		for _, e := range got {
			if strings.Contains(e, ":1:1: ") {
				t.Errorf("%s: an error at the top of a file: %s", tc.reason, e)
			}
		}
	}
}

// TestLoadRefusesNoPlanningCards: content with no city planning cards
// loaded, and a game without Easy Mode then set up with none in the
// Center, a state Decode refuses (found by the full content tamper run).
func TestLoadRefusesNoPlanningCards(t *testing.T) {
	fsys := contentMap(t)
	fsys[Dir+"/planning.yaml"] = &fstest.MapFile{Data: []byte("planning: []\n")}
	_, err := Load(fsys)
	want := "buildershigh/rules.yaml:13:19: center: 1 city planning card per player (5) and 1 more are 6, more than the 0 city planning cards"
	if err == nil || !slices.Contains(strings.Split(err.Error(), "\n"), want) {
		t.Errorf("Load of no city planning cards: got %v, want an error including\n%s", err, want)
	}
}
