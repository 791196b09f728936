package capitals

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
	_, err = Load(fsys)
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
		{reason: "a penalty of 1000000000 wrapped in the int16 of Prestige and turned into a gain", file: "rules.yaml",
			old: "building_penalty: 2 ", new: "building_penalty: ⟨1000000000 ", wantMsg: "building_penalty: 1000000000 is out of range (0 to 9)"},
		{reason: "extra_tiles -5 emptied the Projects Area", file: "projects.yaml",
			old: "extra_tiles: 2", new: "extra_tiles: ⟨-5", wantMsg: "extra_tiles: -5 is out of range (0 to 20)"},
		{reason: "the rows of the Projects Area", file: "projects.yaml",
			old: "rows: [0, 2, 4]", new: "rows: ⟨[0, 2, 4, 6]", wantMsg: "rows: a list of 4, out of range (1 to 3)"},
		{reason: "more players than seats", file: "rules.yaml",
			old: "  max: 5", new: "  max: ⟨6", wantMsg: "max: 6 is out of range (2 to 5)"},
		{reason: "max below min, at max", file: "rules.yaml",
			old: "  min: 2 ", new: "  min: 4 ", otherFile: "rules.yaml", otherOld: "  max: 5", otherNew: "  max: ⟨3",
			wantMsg: "players: max 3 is less than min 4"},
		{reason: "construction tokens and their cells", file: "rules.yaml",
			old: "  construction_tokens: 2 ", new: "  construction_tokens: ⟨1 ", wantMsg: "setup: 1 construction tokens but 2 token cells"},
		{reason: "a token cell off the grid", file: "rules.yaml",
			old: "  tokens: [[-1, 0], [1, 1]]", new: "  tokens: [[-1, 0], [1, ⟨41]]", wantMsg: "tokens: 41 is out of range (-40 to 40)"},
		{reason: "a Prosperity deal larger than the stack", file: "rules.yaml",
			old: "{players: 5, tiles: 5}", new: "{players: 5, tiles: ⟨6}", wantMsg: "prosperity_deal: 6 tiles to each of 5 players is more than the 25 Prosperity tiles"},
		{reason: "taxation money", file: "rules.yaml",
			old: "  money: 3", new: "  money: ⟨0", wantMsg: "money: 0 is out of range (1 to 20)"},
		{reason: "a final exchange rate of 0 would divide by zero", file: "rules.yaml",
			old: "  cubes_per_prestige: 4", new: "  cubes_per_prestige: ⟨0", wantMsg: "cubes_per_prestige: 0 is out of range (1 to 99)"},
		{reason: "a track past the int16 of the state", file: "tracks.yaml",
			old: "    max: 25\n    start: 2\n", new: "    max: ⟨40000\n    start: 2\n", wantMsg: "max: 40000 is out of range (-200 to 200)"},
		{reason: "a track whose start is past its max, at max", file: "tracks.yaml",
			old: "    max: 25\n    start: 2\n", new: "    max: ⟨1\n    start: 2\n", wantMsg: `track "population": min 0, start 2 and max 1 must satisfy min <= start <= max (at most 200 spaces)`},
		{reason: "a Power Plant level", file: "power_plants.yaml",
			old: "level: 2, activations: 1, cubes: 6", new: "level: ⟨21, activations: 1, cubes: 6", wantMsg: "level: 21 is out of range (1 to 20)"},
		{reason: "a tile's activation cost", file: "tiles_era1.yaml",
			old: "    cubes: 1\n", new: "    cubes: ⟨10\n", wantMsg: "cubes: 10 is out of range (0 to 9)"},
		{reason: "an Era", file: "rounds.yaml",
			old: "  - {era: 1}", new: "  - {era: ⟨4}", wantMsg: "era: 4 is out of range (1 to 3)"},
		{reason: "an Initiative space's multiplier", file: "initiative.yaml",
			old: "{cost: 3, multiplier: 4,", new: "{cost: 3, multiplier: ⟨-4,", wantMsg: "multiplier: -4 is out of range (0 to 9)"},
		{reason: "the selectable spaces", file: "initiative.yaml",
			old: "{players: 5, spaces: 5}", new: "{players: 5, spaces: ⟨6}", wantMsg: "selectable: 5 players need between 5 and 5 spaces, not 6"},
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
