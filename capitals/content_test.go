package capitals

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

func TestContentCounts(t *testing.T) {
	eras := map[int]int{}
	for _, tile := range testContent.tiles {
		if tile.Era > 0 {
			eras[tile.Era]++
		}
	}
	if eras[1] != 27 || eras[2] != 27 || eras[3] != 24 {
		t.Errorf("Era tiles %v, want 27, 27, 24", eras)
	}
	if n := testContent.Instances(); n != 143 {
		t.Errorf("%d tiles, want 143", n)
	}
	prosperity := 0
	for _, tile := range testContent.tiles {
		if tile.Prosperity {
			prosperity++
		}
	}
	if prosperity != 25 {
		t.Errorf("%d Prosperity tiles, want the 25 of the Components list", prosperity)
	}
}

// TestNoGoFileNamesATile: no Go file of the package or of expr outside
// tests names a tile or Power Plant of the content, by id or display name
// (the shared check of rulebooktest).
func TestNoGoFileNamesATile(t *testing.T) {
	var cs []rulebooktest.Component
	for _, x := range testContent.tiles {
		cs = append(cs, rulebooktest.Component{Kind: "tile", ID: x.ID, Name: x.Name})
	}
	rulebooktest.NoGoFileNamesAComponent(t, cs, []string{".", "../expr"}, nil)
}

// TestBadContentReportsEveryError loads content with a typo'd field, a
// duplicate id, a dangling reference and a script that does not
// type-check: all four come back at once, each at its file:line:col.
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
	// 1. A typo'd field: "density" spelt "densty" on the DaVinci Estate.
	replace("tiles_era1.yaml", "    density: high\n", "    densty: high\n")
	// 2. A duplicate id: the Cobbler takes the Bookseller's id.
	replace("tiles_era1.yaml", "  - id: cobbler\n", "  - id: bookseller\n")
	// 3. A dangling reference: the Courthouse matches a building type that does not exist.
	replace("tiles_era1.yaml", `match: 'subject_is("commerce")', effect: 'gain("economy", 3)'`,
		`match: 'adjacent("shops") > 0', effect: 'gain("economy", 3)'`)
	// 4. A script that does not type-check: gain's amount is a string.
	replace("tiles_era2.yaml", `activation: gain("economy", 15)`, `activation: gain("economy", "fifteen")`)

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
	type found struct {
		File string
		Line int
		Has  string
	}
	want := []found{
		{"capitals/tiles_era1.yaml", nthLine("tiles_era1.yaml", "densty", 1), `"densty"`},
		{"capitals/tiles_era1.yaml", nthLine("tiles_era1.yaml", "  - id: bookseller", 2), `"bookseller"`},
		{"capitals/tiles_era1.yaml", nthLine("tiles_era1.yaml", `adjacent("shops")`, 1), `unknown building type "shops"`},
		{"capitals/tiles_era2.yaml", nthLine("tiles_era2.yaml", `"fifteen"`, 1), "script"},
	}
	var got []found
	for _, e := range list.List {
		for _, w := range want {
			if e.Pos.File == w.File && e.Pos.Line == w.Line && strings.Contains(e.Msg, w.Has) && e.Pos.Col > 0 {
				got = append(got, w)
			}
		}
	}
	if diff := cmp.Diff(want, got, cmpopts.SortSlices(func(a, b found) bool { return a.File+fmt.Sprint(a.Line) < b.File+fmt.Sprint(b.Line) })); diff != "" {
		t.Errorf("errors found (-want +got):\n%s\nall errors:\n%v", diff, err)
	}
}

// A track whose max is below its min is an error at its record, not a
// crash: Load reports what is wrong with the content and never panics on it.
func TestTrackMaxBelowMinIsAnError(t *testing.T) {
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
	f := fsys[Dir+"/tracks.yaml"]
	old := "  - id: public_services\n    label: Public Services\n    min: -8\n"
	if !strings.Contains(string(f.Data), old) {
		t.Fatalf("tracks.yaml lacks %q", old)
	}
	f.Data = []byte(strings.Replace(string(f.Data), old, "  - id: public_services\n    label: Public Services\n    min: 99999\n", 1))
	_, err = Load(fsys)
	if !errors.Is(err, content.ErrInvalid) {
		t.Fatalf("Load: got %v, want an error wrapping content.ErrInvalid", err)
	}
	if !strings.Contains(err.Error(), "tracks.yaml:") {
		t.Errorf("Load: %v, want the error placed in tracks.yaml", err)
	}
}
