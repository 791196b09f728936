package highrise_test

import (
	"fmt"
	"log"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/highrise"
)

func ExampleContent_Glossary() {
	c, err := highrise.Load(content.Default())
	if err != nil {
		log.Fatal(err)
	}
	for _, word := range []string{"shipping-firm", "floor and ultraplastic 2010"} {
		for _, e := range content.Lookup(c.Glossary(), word) {
			fmt.Println(e)
		}
	}
	// Output:
	// Shipping Firm (shipping-firm): Introductory Tenant of East Gardens, offers the Power Card Shipping Firm. Get a Shipping Firm card: when you Draw a random Floor from the bag, Draw an additional random Floor.
	// Shipping Firm (shipping-firm): Power Card, ongoing, 3 copies. When you Draw a random Floor from the bag, Draw an additional random Floor.
	// Floor and UltraPlastic 2010 (floor-ultraplastic-2010): Bonus Tile of 2010, 1 random Floor on it, 1 UltraPlastic on it, 2 copies
}

// TestGlossaryListsEverything: every Tenant, Power Card and Bonus Tile of
// the content, once each, in that order.
func TestGlossaryListsEverything(t *testing.T) {
	c, err := highrise.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	var want, got []string
	for _, x := range c.Tenants() {
		want = append(want, x.ID)
	}
	for _, x := range c.Cards() {
		want = append(want, x.ID)
	}
	for _, x := range c.Tiles() {
		want = append(want, x.ID)
	}
	for _, e := range c.Glossary() {
		got = append(got, e.ID)
		if e.Name == "" || e.Kind == "" {
			t.Errorf("%s: no name or kind: %+v", e.ID, e)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the glossary (-want +got):\n%s", diff)
	}
}
