package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// "Metal Importer: Gain a Spire from the supply. If you Construct a Building
// on the Metal Importer, you may put this Spire directly on it." A 3-player
// Standard Game (2020, bp-2020-1: Blueprint A is green, blue, red and an
// UltraPlastic icon): p2 (Base Construction Yard #3) has its starting
// Building on harbourside-1, collects green, blue, red, black and an
// UltraPlastic, and constructs Blueprint A on the Metal Importer's Building
// Space in Bayside Heights.
func TestMetalImporterSpireOnTheNewBuilding(t *testing.T) {
	tb := newTable(t, []deal{
		{"for 2020", []string{"blueprint bp-2020-1"}},
		{"to harbourside-1", []string{"tenant masonic-lodge"}},
		{"to bayside-heights-1", []string{"tenant metal-importer"}},
		{"to east-gardens-1", []string{"tenant five-star-restaurant"}},
		{"on bonus-1b", []string{"tile floor-ultraplastic-2020"}},
		{"onto bonus-1b", []string{"floor blue"}},
		{"for p2", []string{"floor green", "floor red", "floor black"}},
	}, WithPlayers(3), WithMode(ModeStandard))
	tb.do("place harbourside-1")
	tb.quiet("move your Mogul")
	tb.turn(2)
	tb.do("go eg-tenant-1", "bonus bonus-1b", "no")
	tb.do("go eg-trade-1", "bonus bonus-1a", "notrade", "pick orange") // p1
	tb.do("go eg-trade-2", "notrade", "pick orange")                   // p0
	tb.turn(2)
	tb.do("go bh-build-1")
	tb.quiet("choose a Blueprint") // a Bonus Space passed on the way
	tb.do("build A red1+blue1+green1+up1")
	if strings.Contains(tb.s.Prompt(), "Spires") {
		tb.do("spires 0")
	}
	tb.do("place bayside-heights-1", "yes")
	if !tb.offers("either 1") || !tb.offers("either 2") {
		t.Fatalf("Metal Importer: put the Spire on the new Building, or keep it (%s): %v", tb.s.Prompt(), tb.legal())
	}
	tb.do("either 1")
	if strings.Contains(tb.s.Prompt(), "choose one of your Buildings") {
		t.Fatalf("the Spire goes directly on the Building constructed, yet %q (legal %v)", tb.s.Prompt(), tb.legal())
	}
	got := map[string]int{"bayside-heights-1": tb.building("bayside-heights-1").Spires, "harbourside-1": tb.building("harbourside-1").Spires}
	if diff := cmp.Diff(map[string]int{"bayside-heights-1": 1, "harbourside-1": 0}, got); diff != "" {
		t.Errorf("Spires (-want +got):\n%s", diff)
	}
}
