package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// soloRoute plays a solo Full Game to the player's first move of 2020:
// each round the Neutral Moguls block first; in 2010 the player makes the
// moves route names, in turn, and then goes into the Stop Zone, losing no
// Corruption there; a tile of the line is the last one offered; every
// other decision is "no" where it is a choice, else the first legal
// answer. Chance answers with deals.
func soloRoute(t *testing.T, deals []deal, route []string, opts ...Option) *table {
	t.Helper()
	tb := newTable(t, deals, append([]Option{WithPlayers(1), WithMode(ModeFull)}, opts...)...)
	next := 0
	for n := 0; tb.s.Round() < 2020 || !strings.Contains(tb.s.Prompt(), "move your Mogul"); n++ {
		if n > 200 {
			t.Fatalf("2020 never came: %s", tb.s.Prompt())
		}
		switch prompt := tb.s.Prompt(); {
		case strings.Contains(prompt, "Controlling Player"):
			tb.do("block")
		case strings.Contains(prompt, "move your Mogul") && next < len(route):
			next++
			tb.do(route[next-1])
		case strings.Contains(prompt, "move your Mogul"):
			legal := tb.legal()
			tb.do(legal[len(legal)-1]) // the Stop Zone's first free space
		case strings.Contains(prompt, "Bonus Tiles of the line"):
			legal := tb.legal()
			tb.do(legal[len(legal)-1])
		case tb.offers("no"):
			tb.do("no")
		case tb.offers("lose 0"):
			tb.do("lose 0")
		default:
			tb.do(tb.legal()[0])
		}
	}
	tb.turn(0)
	return tb
}

// soloLine deals the line of each round: for 2010 and 2030 Spires, Lose 1
// Corruption tiles and cards; for 2020 the tiles given, in order.
func soloLine(y2020 ...string) deal {
	var line []string
	for _, y := range []string{"2010", "2020", "2030"} {
		tiles := []string{"spire", "two-spires", "lose-1", "lose-1", "archive", "penthouse"}
		if y == "2020" {
			tiles = y2020
		}
		for _, k := range tiles {
			line = append(line, "tile "+k+"-"+y)
		}
	}
	return deal{"for the line", line}
}

// The 1-Player Game, Bonus Spaces: "If you move your Mogul over a set of
// Bonus Spaces ahead of both Neutral Moguls, choose any one of the
// remaining Bonus Tiles. If you choose a Bonus Tile that shows Floors,
// choose from the 3 Floors next to the Bonus Tiles"; Bonus Spaces, Timing:
// "Bonus Spaces are resolved fully before Action Spaces!"; Appendix I: "If
// you cannot take the action, you may not stop in that Space." With an
// orange and a blue Floor the player can match no Blueprint, but the Two
// Floors tile of the line and the red and black Floors beside it make
// Blueprint B of bp-2020-5 (blue, orange, red, black): a Construction Zone
// is a legal stop past a fresh set of Bonus Spaces, the tile taken is that
// one, and its Floors are the red and the black.
func TestSoloStopJudgedAfterTheLineTile(t *testing.T) {
	tb := soloRoute(t, []deal{
		{"for 2020", []string{"blueprint bp-2020-5"}},
		soloLine("spire", "two-floors", "lose-1", "lose-1", "archive", "penthouse"),
		{"beside the Bonus Tiles", []string{"floor red", "floor black", "floor green", "floor green"}},
	}, []string{"go hb-floors-1", "go bh-floors-1"})
	if diff := cmp.Diff(map[string]int{"orange": 1, "blue": 1}, tb.s.Yard(0)); diff != "" {
		t.Fatalf("the player's Floors in 2020 (-want +got):\n%s", diff)
	}
	if !tb.offers("go eg-build-1") {
		t.Fatalf("a Construction Zone past bonus-1 is not offered: the Two Floors tile makes Blueprint B: %v", tb.legal())
	}
	tb.do("go eg-build-1")
	if diff := cmp.Diff([]string{"tile two-floors-2020"}, tb.legal()); diff != "" {
		t.Errorf("the line's tiles offered (-want +got):\n%s", diff)
	}
	tb.refused("tile spire-2020", "after the Spire tile no Blueprint can be matched")
	if m, _ := tb.s.ParseMove("tile spire-2020"); !strings.Contains(tb.s.Check(m).Error(), "Bonus Spaces (1-Player Game)") {
		t.Errorf("the refusal cites %v, want Bonus Spaces (1-Player Game)", tb.s.Check(m))
	}
	tb.do("tile two-floors-2020")
	if diff := cmp.Diff([]string{"pick red", "pick black"}, tb.legal()); diff != "" {
		t.Errorf("the Floors beside the line offered first (-want +got):\n%s", diff)
	}
	tb.refused("pick green", "a green Floor makes no Blueprint")
	tb.do("pick red") // Chance refills with a green one
	if diff := cmp.Diff([]string{"pick black"}, tb.legal()); diff != "" {
		t.Errorf("the Floors beside the line offered second (-want +got):\n%s", diff)
	}
	tb.do("pick black")
	if !strings.Contains(tb.s.Prompt(), "Blueprint") {
		t.Errorf("after the Bonus the player constructs: %s (legal %v)", tb.s.Prompt(), tb.legal())
	}
}

// The same rules with Lose 2 Corruption ("You may not take this Action
// Space if you have zero Corruption"): at 1 Corruption the space past a
// fresh set of Bonus Spaces may be stopped on, but not with a Lose 1
// Corruption tile of the line taken first.
func TestSoloLineTileLeavesTheActionPossible(t *testing.T) {
	tb := soloRoute(t, []deal{soloLine("lose-1", "lose-1", "spire", "two-spires", "archive", "penthouse")},
		[]string{"go draw-choose-2"}) // "corruption: 1"
	if got := tb.player(0).Corruption; got != 1 {
		t.Fatalf("%d Corruption in 2020, want 1", got)
	}
	tb.do("go dt-lose-1")
	want := []string{"tile spire-2020", "tile two-spires-2020", "tile archive-2020", "tile penthouse-2020"}
	if diff := cmp.Diff(want, tb.legal()); diff != "" {
		t.Errorf("the line's tiles offered (-want +got):\n%s", diff)
	}
	tb.refused("tile lose-1-2020", "after a Lose 1 Corruption tile the player has none to lose")
}
