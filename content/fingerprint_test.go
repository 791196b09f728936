package content_test

import (
	"fmt"
	"regexp"
	"testing"
	"testing/fstest"

	"github.com/rulebook-go/rulebook/content"
)

func TestFingerprint(t *testing.T) {
	base := fstest.MapFS{
		"g/a.yaml":     {Data: []byte("a: 1\n")},
		"g/sub/b.yaml": {Data: []byte("b: 2\n")},
		"other/c.yaml": {Data: []byte("c: 3\n")},
	}
	with := func(edit func(fstest.MapFS)) fstest.MapFS {
		m := fstest.MapFS{}
		for k, v := range base {
			c := *v
			m[k] = &c
		}
		edit(m)
		return m
	}
	want, err := content.Fingerprint(base, "g")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^sha256:[0-9a-f]{16}$`).MatchString(want) {
		t.Fatalf("Fingerprint = %q, want sha256: and 16 hex digits", want)
	}
	tests := []struct {
		reason string
		fsys   fstest.MapFS
		dir    string
		same   bool
	}{
		{"the same bytes give the same fingerprint", with(func(fstest.MapFS) {}), "g", true},
		{"files outside dir do not count", with(func(m fstest.MapFS) { m["other/c.yaml"].Data = []byte("c: 4\n") }), "g", true},
		{"paths count relative to dir", fstest.MapFS{"x/y/a.yaml": base["g/a.yaml"], "x/y/sub/b.yaml": base["g/sub/b.yaml"]}, "x/y", true},
		{"hidden files do not count, as with go:embed", with(func(m fstest.MapFS) { m["g/.a.yaml.swp"] = &fstest.MapFile{Data: []byte("x")} }), "g", true},
		{"files that are not YAML (a README, a JSON Schema) do not count", with(func(m fstest.MapFS) {
			m["g/README.md"] = &fstest.MapFile{Data: []byte("notes")}
			m["g/a.schema.json"] = &fstest.MapFile{Data: []byte("{}")}
		}), "g", true},
		{"a .yml file counts like a .yaml one", with(func(m fstest.MapFS) { m["g/c.yml"] = &fstest.MapFile{Data: []byte("")} }), "g", false},
		{"a changed byte changes it", with(func(m fstest.MapFS) { m["g/sub/b.yaml"].Data = []byte("b: 3\n") }), "g", false},
		{"an added file changes it", with(func(m fstest.MapFS) { m["g/c.yaml"] = &fstest.MapFile{Data: []byte("")} }), "g", false},
		{"a removed file changes it", with(func(m fstest.MapFS) { delete(m, "g/sub/b.yaml") }), "g", false},
		{"a renamed file changes it", with(func(m fstest.MapFS) { m["g/sub/c.yaml"] = m["g/sub/b.yaml"]; delete(m, "g/sub/b.yaml") }), "g", false},
		{"bytes moved between path and content change it", with(func(m fstest.MapFS) {
			m["g/a.yaml"].Data = []byte("a: 1\nb: 2\n")
			delete(m, "g/sub/b.yaml")
		}), "g", false},
	}
	for _, tt := range tests {
		got, err := content.Fingerprint(tt.fsys, tt.dir)
		if err != nil {
			t.Errorf("%s: %v", tt.reason, err)
			continue
		}
		if (got == want) != tt.same {
			t.Errorf("%s: Fingerprint = %s, base %s, want same: %v", tt.reason, got, want, tt.same)
		}
	}
	if _, err := content.Fingerprint(base, "missing"); err == nil {
		t.Errorf("Fingerprint of a missing dir: no error")
	}
}

func ExampleFingerprint() {
	fsys := fstest.MapFS{"buildershigh/rules.yaml": {Data: []byte("players: {min: 2, max: 5}\n")}}
	before, _ := content.Fingerprint(fsys, "buildershigh")
	again, _ := content.Fingerprint(fsys, "buildershigh")
	fsys["buildershigh/rules.yaml"].Data = []byte("players: {min: 2, max: 6}\n")
	after, _ := content.Fingerprint(fsys, "buildershigh")
	fmt.Println("same content, same fingerprint:", before == again)
	fmt.Println("edited content, new fingerprint:", before != after)
	// Output:
	// same content, same fingerprint: true
	// edited content, new fingerprint: true
}
