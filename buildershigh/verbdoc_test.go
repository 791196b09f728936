package buildershigh

import (
	"flag"
	"testing"

	"github.com/rulebook-go/rulebook/rulebooktest"
)

var updateDocs = flag.Bool("update-docs", false, "rewrite the verb lists in doc.go and the designer's guide from the verb table")

// TestVerbDocs: the verb lists of the package doc and of the designer's
// guide are the verb table's, so a verb added, renamed or redescribed in
// the table and not in the docs fails here (go test -run TestVerbDocs
// -update-docs rewrites them).
func TestVerbDocs(t *testing.T) {
	rulebooktest.VerbDocs(t, verbs, *updateDocs, "doc.go", "../content/buildershigh/README.md")
}
