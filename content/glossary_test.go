package content_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebook-go/rulebook/content"
)

func TestLookup(t *testing.T) {
	glossary := []content.Entry{
		{ID: "market", Name: "Market", Kind: "Era I tile"},
		{ID: "super-market", Name: "Supermarket", Kind: "Era II tile"},
		{ID: "park", Name: "City Park", Kind: "Era I tile"},
	}
	for _, tc := range []struct {
		reason, word string
		want         []string
	}{
		{"an id names its entry alone, though another id holds it", "market", []string{"market"}},
		{"a name, in any case", "CITY PARK", []string{"park"}},
		{"no entry is named so: every entry that holds the word", "ark", []string{"market", "super-market", "park"}},
		{"a part of a name", "super", []string{"super-market"}},
		{"nothing holds it", "castle", nil},
		{"a word of spaces names nothing", "  ", nil},
	} {
		var got []string
		for _, e := range content.Lookup(glossary, tc.word) {
			got = append(got, e.ID)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: Lookup(%q) (-want +got):\n%s", tc.reason, tc.word, diff)
		}
	}
}

func ExampleEntry_String() {
	e := content.Entry{ID: "condominium", Name: "Condominium", Kind: "building card, residential, cost 12M, difficulty 2, hand ability",
		Text: "You may take 1 budget card from the Center."}
	fmt.Println(e)
	fmt.Println(content.Entry{ID: "two-floors-2010", Name: "Two Floors 2010", Kind: "Bonus Tile"})
	// Output:
	// Condominium (condominium): building card, residential, cost 12M, difficulty 2, hand ability. You may take 1 budget card from the Center.
	// Two Floors 2010 (two-floors-2010): Bonus Tile
}

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "0 Energy Cubes"}, {1, "1 Energy Cube"}, {2, "2 Energy Cubes"}} {
		if got := content.Count(tc.n, "Energy Cube"); got != tc.want {
			t.Errorf("Count(%d) = %q; want %q", tc.n, got, tc.want)
		}
	}
}
