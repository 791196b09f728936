package content_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"gopkg.in/yaml.v3"

	"github.com/rulebook-go/rulebook/content"
)

func TestDefault(t *testing.T) {
	files, err := fs.Glob(content.Default(), "buildershigh/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("Default() holds no buildershigh/*.yaml")
	}
	// The embedded copy and the folder on disk are the same content.
	embedded, err := content.Fingerprint(content.Default(), "buildershigh")
	if err != nil {
		t.Fatal(err)
	}
	disk, err := content.Dir(".")
	if err != nil {
		t.Fatal(err)
	}
	onDisk, err := content.Fingerprint(disk, "buildershigh")
	if err != nil {
		t.Fatal(err)
	}
	if embedded != onDisk {
		t.Errorf("Fingerprint(Default()) = %s, of the folder on disk %s (edited since the build?)", embedded, onDisk)
	}
}

func TestDir(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "g"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "g", "a.yaml"), []byte("a: 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	fsys, err := content.Dir(dir)
	if err != nil {
		t.Fatalf("Dir(%s): %v", dir, err)
	}
	var got map[string]int
	var errs content.Errors
	content.Decode(fsys, "g/a.yaml", &got, &errs)
	if err := errs.Err(); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]int{"a": 1}, got); diff != "" {
		t.Errorf("decoded (-want +got):\n%s", diff)
	}

	if _, err := content.Dir(filepath.Join(dir, "missing")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Dir(missing) = %v, want an error wrapping fs.ErrNotExist", err)
	}
	if _, err := content.Dir(filepath.Join(dir, "g", "a.yaml")); err == nil {
		t.Errorf("Dir(a file): no error")
	}
}

func TestProvenance(t *testing.T) {
	type rec struct {
		P content.Provenance `yaml:"p" content:"required"`
	}
	tests := []struct {
		reason string
		yaml   string
		want   content.Provenance
		errs   []string
	}{
		{"rulebook", "p: rulebook\n", content.FromRulebook, nil},
		{"reconstructed", "p: reconstructed\n", content.Reconstructed, nil},
		{"anything else is an error at the value", "p: Rulebook\n", "", []string{`p.yaml:1:4: provenance must be "rulebook" or "reconstructed", found "Rulebook"`}},
		{"a list is an error", "p: [rulebook]\n", "", []string{`p.yaml:1:4: provenance must be "rulebook" or "reconstructed", found a list`}},
		{"it is required where tagged so", "q: 1\n", "", []string{
			`p.yaml:1:1: unknown field "q" in rec (known: p)`,
			`p.yaml:1:1: missing required field "p" in rec`,
		}},
	}
	for _, tt := range tests {
		got, errs := decodeErrors[rec]("p.yaml", tt.yaml)
		if diff := cmp.Diff(tt.errs, errs); diff != "" {
			t.Errorf("%s: errors (-want +got):\n%s", tt.reason, diff)
		}
		if got.P != tt.want {
			t.Errorf("%s: P = %q, want %q", tt.reason, got.P, tt.want)
		}
	}
	// yaml.v3 checks it too.
	var r rec
	if err := yaml.Unmarshal([]byte("p: maybe\n"), &r); err == nil {
		t.Errorf("yaml.Unmarshal accepted provenance maybe")
	}
}

func TestIDs(t *testing.T) {
	pos := func(file string, line int) content.Pos { return content.Pos{File: file, Line: line, Col: 9} }
	type entry struct {
		id, file string
		line     int
	}
	tests := []struct {
		reason string
		add    []entry
		want   []string
	}{
		{"distinct ids", []entry{{"a", "x.yaml", 1}, {"b", "x.yaml", 2}}, nil},
		{"a repeat in one file says the first's line", []entry{{"a", "x.yaml", 1}, {"b", "x.yaml", 2}, {"a", "x.yaml", 3}}, []string{`x.yaml:3:9: duplicate tile id "a" (first at line 1:9)`}},
		{"a repeat in another file says the first's file", []entry{{"a", "x.yaml", 1}, {"a", "y.yaml", 4}}, []string{`y.yaml:4:9: duplicate tile id "a" (first at x.yaml:1:9)`}},
		{"every repeat is reported, against the first", []entry{{"a", "x.yaml", 1}, {"a", "x.yaml", 2}, {"a", "x.yaml", 3}}, []string{
			`x.yaml:2:9: duplicate tile id "a" (first at line 1:9)`,
			`x.yaml:3:9: duplicate tile id "a" (first at line 1:9)`,
		}},
		{"an empty id names nothing in a move (\"card \" was listed, and refused)", []entry{{"a", "x.yaml", 1}, {"", "x.yaml", 2}}, []string{
			`x.yaml:2:9: tile id "": an id names its record in moves and saves, so it is one word of letters, digits, '-', '_' and '.'`,
		}},
		{"an id of two words is two words of a move", []entry{{"a", "x.yaml", 1}, {"art gallery", "x.yaml", 2}}, []string{
			`x.yaml:2:9: tile id "art gallery": an id names its record in moves and saves, so it is one word of letters, digits, '-', '_' and '.'`,
		}},
		{"letters of any script, digits, '-', '_' and '.' make an id", []entry{{"a", "x.yaml", 1}, {"café_2.b-c", "x.yaml", 2}}, nil},
	}
	// AddIn: a word within a scope; the scoped id must not repeat.
	var ids content.IDs
	var errs content.Errors
	ids.Add("tile", "a", pos("x.yaml", 1), &errs)
	ids.AddIn("east", "zone", "stop", pos("x.yaml", 2), &errs)
	ids.AddIn("west", "zone", "stop", pos("x.yaml", 3), &errs)
	ids.AddIn("east", "zone", "stop", pos("x.yaml", 4), &errs)
	ids.AddIn("east", "zone", "a/b", pos("x.yaml", 5), &errs)
	var got []string
	for _, e := range errs.List {
		got = append(got, e.Error())
	}
	want := []string{
		`x.yaml:4:9: duplicate zone id "east/stop" (first at line 2:9)`,
		`x.yaml:5:9: zone id "a/b": an id names its record in moves and saves, so it is one word of letters, digits, '-', '_' and '.'`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("AddIn (-want +got):\n%s", diff)
	}
	if !ids.Has("west/stop") {
		t.Errorf("Has(west/stop) = false after AddIn(west, stop)")
	}
	for _, tt := range tests {
		var ids content.IDs
		var errs content.Errors
		for _, e := range tt.add {
			ids.Add("tile", e.id, pos(e.file, e.line), &errs)
		}
		var got []string
		for _, e := range errs.List {
			got = append(got, e.Error())
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.reason, diff)
		}
		if at, ok := ids.At("a"); !ok || at != pos("x.yaml", 1) {
			t.Errorf("%s: At(a) = %v, %v; want the first position", tt.reason, at, ok)
		}
		if ids.Has("zzz") {
			t.Errorf("%s: Has(zzz) = true", tt.reason)
		}
	}
}
