package highrise

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulebook-go/rulebook/content"
)

// rangeCase is one bad number in the content: the edit that writes it, with
// "⟨" marking where the error must be reported, and the message.
type rangeCase struct {
	reason   string
	file     string
	old, new string
	wantMsg  string
}

// loadEdited loads the default content with the case's edit and returns
// the errors and the error wanted, at the marker's position.
func loadEdited(t *testing.T, tc rangeCase) (got []string, want string) {
	t.Helper()
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
	f := fsys[Dir+"/"+tc.file]
	if !strings.Contains(string(f.Data), tc.old) {
		t.Fatalf("%s: %s does not contain %q", tc.reason, tc.file, tc.old)
	}
	text := strings.Replace(string(f.Data), tc.old, tc.new, 1)
	i := strings.Index(text, "⟨")
	if i < 0 {
		t.Fatalf("%s: no marker in %q", tc.reason, tc.new)
	}
	line := strings.Count(text[:i], "\n") + 1
	col := len([]rune(text[strings.LastIndex(text[:i], "\n")+1:i])) + 1
	f.Data = []byte(strings.Replace(text, "⟨", "", 1))
	want = fmt.Sprintf("%s/%s:%d:%d: %s", Dir, tc.file, line, col, tc.wantMsg)
	if _, err = Load(fsys); err == nil {
		return nil, want
	}
	return strings.Split(err.Error(), "\n"), want
}

// TestContentNumbersHaveRanges: every number of the content has a range,
// and a number out of it is an error at the number itself, not at the top
// of its file, and not a wrapped value in play.
func TestContentNumbersHaveRanges(t *testing.T) {
	tests := []rangeCase{
		{reason: "a starting Corruption of 256 wrapped to 0 in the uint8 of the state", file: "rules.yaml",
			old: "    corruption: [2, 2, 2, 2] ", new: "    corruption: [2, 2, ⟨256, 2] ", wantMsg: "corruption: 256 is out of range (0 to 99)"},
		{reason: "a starting Corruption past the track (its 20 spaces) played, then every save was refused", file: "rules.yaml",
			old: "    corruption: [2, 2, 2, 2] ", new: "    corruption: [2, ⟨25, 2, 2] ", wantMsg: `mode "intro": starting Corruption 25 is past the Corruption Track's last space (19)`},
		{reason: "the last seat's starting Corruption is on the track too", file: "rules.yaml",
			old: "    last_seat_corruption: 3 ", new: "    last_seat_corruption: ⟨20 ", wantMsg: `mode "standard": last_seat_corruption 20 is past the Corruption Track's last space (19)`},
		{reason: "a mode lists one starting Corruption per seat", file: "rules.yaml",
			old: "    corruption: [2, 2, 2, 2] ", new: "    corruption: ⟨[2, 2, 2] ", wantMsg: "corruption: a list of 3, out of range (4 to 4)"},
		{reason: "more players than seats", file: "rules.yaml",
			old: "  max: 4", new: "  max: ⟨5", wantMsg: "max: 5 is out of range (1 to 4)"},
		{reason: "floors per colour", file: "rules.yaml",
			old: "floors_per_color: 15", new: "floors_per_color: ⟨1000", wantMsg: "floors_per_color: 1000 is out of range (1 to 60)"},
		{reason: "a Base Construction Yard's size", file: "rules.yaml",
			old: "  base: [7, 7, 7, 7]", new: "  base: [7, 7, ⟨0, 7]", wantMsg: "base: 0 is out of range (1 to 40)"},
		{reason: "the Expanded Construction Yards' cost per round", file: "rules.yaml",
			old: "  corruption: [3, 2, 1] ", new: "  corruption: ⟨[3, 2] ", wantMsg: "yards: corruption lists 2 costs, one per round (3)"},
		{reason: "requirement tokens", file: "rules.yaml",
			old: "requirement_tokens: 5 ", new: "requirement_tokens: ⟨9 ", wantMsg: "requirement_tokens: 9 is out of range (0 to 8)"},
		{reason: "the retail Power Cards must add up", file: "rules.yaml",
			old: "power_cards: 85 ", new: "power_cards: ⟨86 ", wantMsg: "power_cards: 86, but the counts of cards.yaml (not counting extra ones) add up to 85"},
		{reason: "a starting Building's height", file: "rules.yaml",
			old: "    start_height: 5", new: "    start_height: ⟨31", wantMsg: "start_height: 31 is out of range (0 to 30)"},
		{reason: "a Neutral Mogul's move costs Corruption", file: "rules.yaml",
			old: "    neutral_move_corruption: 1", new: "    neutral_move_corruption: ⟨10", wantMsg: "neutral_move_corruption: 10 is out of range (0 to 9)"},
		{reason: "the Corruption Track's length", file: "corruption.yaml",
			old: "labels: [0, -1, -2, -3, -4, -5, -6, -7, -8, -10, -12, -14, -16, -18, -20, -23, -26, -30, -35, -40]", new: "labels: ⟨[0]", wantMsg: "labels: a list of 1, out of range (2 to 100)"},
		{reason: "the first space of the track is the start space", file: "corruption.yaml",
			old: "labels: [0, -1, ", new: "labels: [⟨5, -1, ", wantMsg: "labels: the first space (the start space) is labelled 0, not 5"},
		{reason: "Floors per VP at the end", file: "corruption.yaml",
			old: "end_floors_per_vp: 3", new: "end_floors_per_vp: ⟨0", wantMsg: "end_floors_per_vp: 0 is out of range (1 to 99)"},
		{reason: "a space's Corruption", file: "board.yaml",
			old: "action: construct, corruption: 1}", new: "action: construct, corruption: ⟨-1}", wantMsg: "corruption: -1 is out of range (0 to 9)"},
		{reason: "Building Spaces per Neighborhood", file: "board.yaml",
			old: "    building_spaces: 4", new: "    building_spaces: ⟨0", wantMsg: "building_spaces: 0 is out of range (1 to 32)"},
		{reason: "a Power Card's count", file: "cards.yaml",
			old: "    count: 3\n", new: "    count: ⟨21\n", wantMsg: "count: 21 is out of range (1 to 20)"},
		{reason: "a Bonus Tile's Floors", file: "tiles.yaml",
			old: "    floors: 2\n", new: "    floors: ⟨10\n", wantMsg: "floors: 10 is out of range (0 to 9)"},
		{reason: "a tenant's starting number", file: "tenants.yaml",
			old: "    number: 1\n", new: "    number: ⟨5\n", wantMsg: "number: 5 is out of range (0 to 4)"},
		{reason: "a Blueprint's solo Corruption Limit", file: "blueprints.yaml",
			old: "{letter: B, solo: 8,", new: "{letter: B, solo: ⟨-8,", wantMsg: "solo: -8 is out of range (0 to 99)"},
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
