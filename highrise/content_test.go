package highrise

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulebook-go/rulebook/content"
)

// The content counts the rulebook fixes: 85 Power Cards with their
// reference numbers, 44 tenants of Appendix III and the 5 Extra Tenants,
// 42 Bonus Tiles.
func TestContentCounts(t *testing.T) {
	c := testContent
	retail, extra := 0, 0
	for _, k := range c.cards {
		if k.Extra {
			extra += k.Count
		} else {
			retail += k.Count
		}
		if k.Number <= 0 {
			t.Errorf("%s has no reference number", k.ID)
		}
	}
	tenants, extras := 0, 0
	for _, ten := range c.tenants {
		if ten.Extra {
			extras++
		} else {
			tenants++
		}
	}
	tiles := 0
	for _, tile := range c.tiles {
		tiles += tile.Count
	}
	if retail != 85 || tenants != 44 || extras != 5 || tiles != 42 {
		t.Errorf("%d Power Cards (want 85), %d tenants (44), %d Extra Tenants (5), %d Bonus Tiles (42)", retail, tenants, extras, tiles)
	}
}

func mapContent(t *testing.T) fstest.MapFS {
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
	return fsys
}

func editMap(t *testing.T, fsys fstest.MapFS, file, old, new string) {
	t.Helper()
	f := fsys[Dir+"/"+file]
	if !strings.Contains(string(f.Data), old) {
		t.Fatalf("%s has no %q", file, old)
	}
	f.Data = []byte(strings.Replace(string(f.Data), old, new, 1))
}

// Every problem of a load is reported at once, each at its file:line:col:
// a typo'd field, a duplicate id, a dangling reference, a script that does
// not type-check.
func TestContentErrorsAllAtOnce(t *testing.T) {
	fsys := mapContent(t)
	editMap(t, fsys, "tenants.yaml", "    neighborhood: east-gardens\n    provenance: reconstructed\n    intro: true\n    text: \"Immediately Draw 2",
		"    neighborhood: east-gardens\n    provenance: reconstructed\n    intro: true\n    txet: typo\n    text: \"Immediately Draw 2")
	editMap(t, fsys, "tenants.yaml", "  - id: casino\n", "  - id: theatre\n")
	editMap(t, fsys, "tenants.yaml", `card: insurance-company`, `card: insurance-co`)
	editMap(t, fsys, "tenants.yaml", `effect: 'vp(3)'`, `effect: 'vp("three")'`)
	_, err := Load(fsys)
	if err == nil {
		t.Fatal("broken content loads")
	}
	msg := err.Error()
	for _, want := range []string{
		`highrise/tenants.yaml:\d+:\d+: unknown field "txet"`,
		`highrise/tenants.yaml:\d+:\d+: duplicate tenant id "theatre"`,
		`highrise/tenants.yaml:\d+:\d+: .*unknown card "insurance-co"`,
		`highrise/tenants.yaml:\d+:\d+: script: cannot use string as argument \(type int\) to call vp`,
	} {
		if !regexp.MustCompile(want).MatchString(msg) {
			t.Errorf("the error lacks %s:\n%s", want, msg)
		}
	}
	if strings.Count(msg, "highrise/tenants.yaml:") < 4 {
		t.Errorf("want four problems reported together:\n%s", msg)
	}
}
