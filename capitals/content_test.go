package capitals

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
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
	if n := testContent.Instances() + testContent.prosperityTiles; n != 143 {
		t.Errorf("%d tiles, want 143", n)
	}
}

// TestNoGoFileNamesATile greps the package's Go files (tests aside) for
// the name of every tile and plant of the content.
func TestNoGoFileNamesATile(t *testing.T) {
	var names []string
	files, _ := filepath.Glob("../content/capitals/*.yaml")
	re := regexp.MustCompile(`(?m)^\s*-?\s*name:\s*(.+)$|name: ([^,}]+)`)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			names = append(names, strings.TrimSpace(m[1]+m[2]))
		}
	}
	if len(names) < 100 {
		t.Fatalf("found only %d names", len(names))
	}
	gofiles, _ := filepath.Glob("*.go")
	for _, f := range gofiles {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, _ := os.ReadFile(f)
		for _, n := range names {
			if strings.Contains(string(b), n) {
				t.Errorf("%s names %q", f, n)
			}
		}
	}
}
