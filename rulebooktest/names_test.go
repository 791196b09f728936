package rulebooktest

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestWordHits: a component's id or name counts only as a word of its own.
func TestWordHits(t *testing.T) {
	words := map[string]string{"Casino": "tenant casino", "casino": "tenant casino", "tax-office": "tenant tax-office"}
	for _, tc := range []struct {
		reason, text string
		want         []wordHit
	}{
		{"a name in a comment", "// the Casino draws\n", []wordHit{{"Casino", 1}}},
		{"an id in a string, on line 2", "x\ny := \"casino\"\n", []wordHit{{"casino", 2}}},
		{"inside a longer word: no", "casinos Casinoish", nil},
		{"inside a longer id: no", "\"big-casino\" casino_x", nil},
		{"a hyphenated id as a whole", "tax-office", []wordHit{{"tax-office", 1}}},
		{"a part of a hyphenated id: no", "tax-office-2", nil},
	} {
		if diff := cmp.Diff(tc.want, wordHits(tc.text, words), cmp.AllowUnexported(wordHit{})); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
