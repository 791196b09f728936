package capitals_test

import (
	"fmt"
	"log"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebook-go/rulebook/capitals"
	"github.com/rulebook-go/rulebook/content"
)

func ExampleContent_Glossary() {
	c, err := capitals.Load(content.Default())
	if err != nil {
		log.Fatal(err)
	}
	for _, word := range []string{"market", "plant 4a", "church"} {
		for _, e := range content.Lookup(c.Glossary(), word) {
			fmt.Println(e)
		}
	}
	// Output:
	// Market (market): Era I tile, commerce, 1 Energy Cube. Immediate: gain 1 progress, 1 employment and lose 1 public service. Activate to gain $4. Permanent: each time an adjacent tile is activated, gain $4.
	// Plant 4A (plant-4a): Power Plant of level 4, 2 activations, 9 Energy Cubes
	// Church (church): Prosperity tile. To Build: be lowest player on the population track. Immediate: take 1/3/6 prestige depending on the current Era I/II/III.
}

// TestGlossaryListsEveryTile: every tile of the content, once, Power
// Plants included.
func TestGlossaryListsEveryTile(t *testing.T) {
	c, err := capitals.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	var want, got []string
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

func ExampleState_InPlay() {
	c, err := capitals.Load(content.Default())
	if err != nil {
		log.Fatal(err)
	}
	for _, players := range []int{4, 5} {
		s, err := capitals.New(c, capitals.WithPlayers(players))
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%d players: restaurant %t, market %t\n", players, s.InPlay("restaurant"), s.InPlay("market"))
	}
	// Output:
	// 4 players: restaurant false, market true
	// 5 players: restaurant true, market true
}
