package buildershigh_test

import (
	"fmt"
	"log"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebook-go/rulebook/buildershigh"
	"github.com/rulebook-go/rulebook/content"
)

func ExampleContent_Glossary() {
	c, err := buildershigh.Load(content.Default())
	if err != nil {
		log.Fatal(err)
	}
	for _, e := range content.Lookup(c.Glossary(), "condominium") {
		fmt.Println(e)
	}
	for _, e := range content.Lookup(c.Glossary(), "5m") {
		fmt.Println(e)
	}
	// Output:
	// Condominium (condominium): building card, residential, cost 12M, difficulty 2, hand ability, 3 copies. You may take 1 budget card from the Center.
	// 5M (5m): budget card of 5M, 15 copies
}

// TestGlossaryListsEveryCard: every card of the content, once, with its
// text.
func TestGlossaryListsEveryCard(t *testing.T) {
	c, err := buildershigh.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	var want, got []string
	for _, k := range c.Cards() {
		want = append(want, k.ID)
	}
	for _, e := range c.Glossary() {
		got = append(got, e.ID)
		if e.Name == "" || e.Kind == "" {
			t.Errorf("%s: no name or kind: %+v", e.ID, e)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the glossary's cards (-want +got):\n%s", diff)
	}
	planning := content.Lookup(c.Glossary(), "residential-district")
	if len(planning) != 1 || planning[0].Text != "Have 3 residential buildings." {
		t.Errorf("residential-district: %+v; want the requirement's text", planning)
	}
}
