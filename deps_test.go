package rulebook_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestRuntimeLinksNoTestMachinery checks that the runtime packages (the bots
// and the game registry among them) and the
// example programs link none of package testing, pgregory.net/rapid and
// go-cmp: a program importing them registers no -rapid.* flags, and go mod
// tidy adds neither module to its go.mod. The test machinery is package
// rulebooktest, which only tests import.
func TestRuntimeLinksNoTestMachinery(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list the dependencies with")
	}
	out, err := exec.Command(gobin, "list", "-deps", ".", "./content", "./expr", "./highrise", "./capitals", "./buildershigh", "./bot", "./games", "./examples/...").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	banned := map[string]bool{
		"testing":                      true,
		"pgregory.net/rapid":           true,
		"github.com/google/go-cmp/cmp": true,
		"github.com/rulebook-go/rulebook/rulebooktest": true,
	}
	for _, pkg := range strings.Fields(string(out)) {
		if banned[pkg] {
			t.Errorf("a runtime package or an example program links %s", pkg)
		}
	}
}
