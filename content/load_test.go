package content_test

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

func TestDecodeFileAndLoaded(t *testing.T) {
	fsys := fstest.MapFS{
		"g/a.yaml": {Data: []byte("count: 3\n")},
		"g/b.yaml": {Data: []byte("count: [\n")},
	}
	type file struct {
		Count int `yaml:"count" content:"range=0..2"`
	}
	var errs content.Errors
	a := content.DecodeFile[file](fsys, "g", "a.yaml", &errs)
	content.DecodeFile[file](fsys, "g", "b.yaml", &errs)
	_, err := content.Loaded(fsys, "g", &errs)
	var got []string
	if err != nil {
		got = strings.Split(err.Error(), "\n")
	}
	want := []string{"g/b.yaml:2: invalid YAML: did not find expected node content", "g/a.yaml:1:8: count: 3 is out of range (0 to 2)"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("every file's problems, the syntax error first (-want +got):\n%s", diff)
	}
	if a.Count != 3 {
		t.Errorf("a.yaml decoded count %d, want 3", a.Count)
	}
	var none content.Errors
	fp, err := content.Loaded(fsys, "g", &none)
	want2, _ := content.Fingerprint(fsys, "g")
	if err != nil || fp != want2 {
		t.Errorf("Loaded with no problem = %q, %v; want the fingerprint %q", fp, err, want2)
	}
	if got := content.FilePos("g", "a.yaml").String(); got != "g/a.yaml:1:1" {
		t.Errorf("FilePos = %s, want g/a.yaml:1:1", got)
	}
}

func TestMustLoad(t *testing.T) {
	if got := content.MustLoad("g", func(fs.FS) (int, error) { return 7, nil }); got != 7 {
		t.Errorf("MustLoad = %d, want 7", got)
	}
	defer func() {
		if r := recover(); r != "g: embedded content: broken" {
			t.Errorf("MustLoad of broken content panics with %v, want the game's name and the error", r)
		}
	}()
	content.MustLoad("g", func(fs.FS) (int, error) { return 0, errors.New("broken") })
}

func TestPlayerRange(t *testing.T) {
	type rules struct {
		Players content.PlayerRange `yaml:"players"`
	}
	tests := []struct {
		reason, yaml string
		want         []string
	}{
		{"in range", "players: {min: 2, max: 4}\n", nil},
		{"more than the seats, at max", "players: {min: 2, max: 9}\n", []string{"r.yaml:1:24: max: 9 is out of range (1 to 4)"}},
		{"fewer than one, at min", "players: {min: 0, max: 4}\n", []string{"r.yaml:1:16: min: 0 is out of range (1 to 4)"}},
		{"max below min, at max", "players: {min: 3, max: 2}\n", []string{"r.yaml:1:24: players: max 2 is less than min 3"}},
	}
	for _, tc := range tests {
		var r rules
		var errs content.Errors
		content.DecodeBytes("r.yaml", []byte(tc.yaml), &r, &errs)
		r.Players.Check(1, 4, &errs)
		var got []string
		if err := errs.Err(); err != nil {
			got = strings.Split(err.Error(), "\n")
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestFind(t *testing.T) {
	list := []string{"crane", "tower"}
	index := map[string]int{"crane": 0, "tower": 1, "stale": 5}
	for _, tc := range []struct {
		id, want string
		ok       bool
		reason   string
	}{
		{"tower", "tower", true, "an id of the list"},
		{"bridge", "", false, "an id the index lacks"},
		{"stale", "", false, "an index past the list's end finds nothing, not a panic"},
	} {
		got, ok := content.Find(list, index, tc.id)
		if diff := cmp.Diff(tc.want, got); diff != "" || ok != tc.ok {
			t.Errorf("%s: Find(%q) = %q, %v; want %q, %v", tc.reason, tc.id, got, ok, tc.want, tc.ok)
		}
	}
}
