package buildershigh

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/content"
)

// TestOneMistakeOneError: a designer's single mistake is reported once, at
// its line, saying why; the checks that depend on the mistaken field do not
// add errors of their own (a cost modifier on a lightning ability is not
// then checked as a modifier of every construction cost; an unknown event
// is not then reported as a missing trigger and a filter without one).
func TestOneMistakeOneError(t *testing.T) {
	tests := []struct {
		reason   string
		old, new string // the edit to buildings.yaml
		want     []string
	}{
		{"a cost modifier on a lightning ability",
			"      text: Draw 1 budget card.\n", "      text: Draw 1 budget card.\n      cost: \"-1\"\n",
			[]string{`building "row-house": a cost modifier belongs to a permanent ability`}},
		{"an unknown event, with a filter", taxOfficeTrigger, "      on: pays\n      when: '!by_you()'\n",
			[]string{`building "tax-office": unknown event "pays" (known: pay, construct)`}},
		{"a permanent ability with neither", "      on: pay\n      when: '!by_you()'\n      effect: 'cards(\"paid\", \"2m\") > 0 ? may(\"take a paid 2M card into your hand\", take_from(\"paid\", \"2m\", 1)) : none()'\n", "",
			[]string{`building "tax-office": a permanent ability needs a cost modifier (cost) or a trigger (on)`}},
	}
	for _, tc := range tests {
		_, err := editedContent(t, "buildings.yaml", tc.old, tc.new)
		var list *content.Errors
		if !errors.As(err, &list) {
			t.Errorf("%s: Load returned %v, want content errors", tc.reason, err)
			continue
		}
		var got []string
		for _, e := range list.List {
			got = append(got, e.Msg)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: errors (-want +got):\n%s", tc.reason, diff)
		}
	}
}
