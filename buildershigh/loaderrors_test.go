package buildershigh

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
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
		{"a literal of the wrong type is the type checker's error alone, not also a player named \"\"",
			`effect: give("left", 1)`, `effect: give(1, "left")`,
			[]string{`script: cannot use int as argument (type string) to call give`}},
		{"a budget value written as a string: the type error alone, not also a value the budget lacks",
			`when: '!by_you()'`, `when: '!by_you() && paid("2") > 0'`,
			[]string{`script: cannot use string as argument (type int) to call paid`}},
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

// TestComparedNamesChecked: a literal a script compares a reader's result
// with is checked like a verb's argument. The tutorial's Builders' Guild
// with a misspelt type ("industry") would never fire and nothing would say
// why; Load reports it at the literal, with the types there are.
func TestComparedNamesChecked(t *testing.T) {
	const factory = `subject_type() == "industrial" && subject_cost() >= 8`
	tests := []struct {
		reason, new, want string
	}{
		{"a misspelt type compared with ==", `subject_type() == "industry" && subject_cost() >= 8`,
			`:32: subject_type() compared with "industry": unknown building type "industry" (known: [residential commercial industrial public])`},
		{"the literal on the left, with !=", `!("industri" != subject_type()) && subject_cost() >= 8`,
			`:16: subject_type() compared with "industri": unknown building type`},
		{"a list of types", `subject_type() in ["industrial", "civic"] && subject_cost() >= 8`,
			`:47: subject_type() compared with "civic": unknown building type`},
	}
	// The Factory's cost modifier, where each error is: at its line.
	data, err := fs.ReadFile(content.Default(), Dir+"/buildings.yaml")
	if err != nil {
		t.Fatal(err)
	}
	line := 0
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, factory) {
			line = i + 1
		}
	}
	for _, tc := range tests {
		want := fmt.Sprintf("buildings.yaml:%d%s", line, tc.want)
		_, err := editedContent(t, "buildings.yaml", factory, tc.new)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: load error %v, want %s", tc.reason, err, want)
		}
	}
	if _, err := editedContent(t, "buildings.yaml", factory, `subject_type() in ["industrial"] && "industrial" == subject_type() && subject_cost() >= 8`); err != nil {
		t.Errorf("types that exist: %v", err)
	}
}
