package capitals

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// loadWithEdit loads a copy of the content, from a directory, with old
// replaced by new in file.
func loadWithEdit(t *testing.T, file, old, new string) (*Content, error) {
	t.Helper()
	root := copyContent(t)
	editFile(t, root, file, old, new)
	return Load(os.DirFS(root))
}

// mustLoadEdited is loadWithEdit, failing the test on a load error.
func mustLoadEdited(t *testing.T, file, old, new string) *Content {
	t.Helper()
	c, err := loadWithEdit(t, file, old, new)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// useContent makes c the content the test helpers set up from, until the
// test ends.
func useContent(t *testing.T, c *Content) {
	saved := testContent
	testContent = c
	t.Cleanup(func() { testContent = saved })
}

// subwayModifier is the Subway's rule modifier in tiles_prosperity.yaml.
const subwayModifier = "modifies: [{rule: building_penalty, scope: adjacent, value: 0}]"

// TestRuleModifierFromYAML: a tile's modifies: changes a rule for the
// tiles it concerns, with no Go of its own. Edited from the Subway's ("Any
// tile built adjacent to the subway suffers no building penalties") to
// every commerce tile built anywhere in the City losing 1 Prestige per
// rule not followed instead of 2 ("Building Penalty: … a penalty of 2
// Prestige Points (-2 Prestige) for each rule not followed"): a Market
// built where it breaks rule B beside a Bakery loses 1, a Doctor 2.
func TestRuleModifierFromYAML(t *testing.T) {
	useContent(t, mustLoadEdited(t, "tiles_prosperity.yaml", subwayModifier,
		`modifies: [{rule: building_penalty, scope: city, match: 'subject_is("commerce")', value: 1}]`))
	runTileCases(t, []tileCase{
		{tile: "subway", reason: "a commerce tile anywhere loses 1 Prestige a rule (rule B broken: -2 without it)",
			city: []placed{{"subway", 3, 3}, {"bakery", -1, -1}}, act: buildOther("market", 1, 1), want: map[string]int{"prestige": 1}},
		{tile: "subway", reason: "a public tile is not matched: -2",
			city: []placed{{"subway", 3, 3}, {"courthouse", -1, -1}}, act: buildOther("doctor", 1, 1), want: nil},
	})
}

// TestRuleModifierChecked: the rule a tile modifies is one the rulebook
// names, checked at load at the record.
func TestRuleModifierChecked(t *testing.T) {
	_, err := loadWithEdit(t, "tiles_prosperity.yaml", subwayModifier, "modifies: [{rule: activation_cost, scope: adjacent, value: 0}]")
	if err == nil || !strings.Contains(err.Error(), "tiles_prosperity.yaml:") || !strings.Contains(err.Error(), `rule "activation_cost"`) {
		t.Errorf("got %v, want a located error naming the rule", err)
	}
}

var updateRules = flag.Bool("update-rules", false, "rewrite the rules table of the designer's guide from ruleTable")

// TestRuleDocs: the designer's guide lists the rules of ruleTable a tile
// may modify (go test -run TestRuleDocs -update-rules rewrites the list).
func TestRuleDocs(t *testing.T) {
	const path = "../content/capitals/README.md"
	const begin, end = "<!-- rules: generated from the rules table; do not edit -->\n", "<!-- end of rules -->\n"
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i, j := strings.Index(doc, begin), strings.Index(doc, end)
	if i < 0 || j < i {
		t.Fatalf("%s has no rules table markers", path)
	}
	want := doc[:i] + begin + "\n" + ruleDocs() + "\n" + doc[j:]
	if *updateRules {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if diff := cmp.Diff(want, doc); diff != "" {
		t.Errorf("%s: the rules table drifted (-want +got):\n%s", path, diff)
	}
}
