package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// firstBuild is a 3-player Full Game in 2010 (Blueprint Card bp-2010-3,
// whose Blueprint D is red, green, red) played to the moment Base
// Construction Yard #3 (p2) moves with red, red in its yards and bonus-1a's
// green Floor and UltraPlastic still ahead: p2 took a red Floor and drew a
// red one for a Corruption, p1 took a black Floor, p0 took bonus-1b's two
// green Floors on the way to the Research Firm.
func firstBuild(t *testing.T, opts ...Option) *table {
	t.Helper()
	tb := newTable(t, []deal{
		{"for 2010", []string{"blueprint bp-2010-3"}},
		{"onto bonus-1a", []string{"floor green"}},
		{"on bonus-1b", []string{"tile two-floors-2010"}},
		{"onto bonus-1b", []string{"floor green", "floor green"}},
		{"to east-gardens-1", []string{"tenant research-firm"}},
		{"for p2", []string{"floor red"}},
	}, append([]Option{WithPlayers(3), WithMode(ModeFull)}, opts...)...)
	if tb.seatOf(3) != 2 {
		t.Fatalf("Base Construction Yard #3 is p%d, the deals assume p2", tb.seatOf(3))
	}
	tb.do("go eg-floors-1", "yes") // take red, then draw (red) for a Corruption
	tb.do("go eg-floors-2", "no")  // p1
	tb.do("go eg-tenant-1", "bonus bonus-1b")
	tb.turn(2)
	if diff := cmp.Diff(map[string]int{"red": 2}, tb.player(2).Yard); diff != "" {
		t.Fatalf("p2's yard (-want +got):\n%s", diff)
	}
	return tb
}

// "If you can construct a Building with Floors that match a Blueprint, but
// your Building is too short to go into the Neighborhood you want to go to,
// you may instead Construct in the Suburbs." With room in every
// Neighborhood the Suburbs are no choice, in a Construction Zone or in the
// Stop Zone, where they would dodge the Corruption for building outside the
// zone's Neighborhood ("The Stop Zone ... is a Construction Zone").
func TestSuburbsOnlyWhenTooShort(t *testing.T) {
	tests := []struct {
		reason     string
		moves      []string // from p2's move to the place prompt
		place      string
		corruption int // p2's, after placing
	}{
		{"a Construction Zone: East Gardens, its own Neighborhood, costs nothing",
			[]string{"go eg-build-1", "bonus bonus-1a", "build D red2+green1"}, "place east-gardens-2", 1},
		{"the Stop Zone (stop_zone_home none): every Neighborhood costs a Corruption (constructing before losing any)",
			[]string{"go stop-1", "bonus bonus-1a", "either 1", "yes", "build D red2+green1"}, "place east-gardens-2", 2},
	}
	for _, tc := range tests {
		tb := firstBuild(t)
		tb.do(tc.moves...)
		if !strings.Contains(tb.s.Prompt(), "Building Space") {
			t.Fatalf("%s: at %q, want the place prompt", tc.reason, tb.s.Prompt())
		}
		tb.refused("suburbs", tc.reason+": no Neighborhood is full")
		tb.do(tc.place)
		if got := tb.player(2).Corruption; got != tc.corruption {
			t.Errorf("%s: Corruption %d, want %d", tc.reason, got, tc.corruption)
		}
	}
}

// soloFullHoods plays a solo Full Game to the player's first move of 2030
// after those of plan, when the Neutral Buildings fill every Neighborhood
// (three each on the 1-3 player side; shortest 5 in East Gardens,
// Harbourside and Downtown, 6 in Bayside Heights and City Center). The
// Neutral Moguls always block (at a round's start onto eg-floors-1 and
// eg-floors-2, the Zone in front of the player); the line of Bonus Tiles
// holds no Floors and no Spires, and of it the player takes a card while
// one is left. Each round the player makes the moves of plan (one list per
// turn), with draws dealt from draws, then goes to the Stop Zone and
// constructs nothing. Downtown's first Tenant is the High-End Condo; the 2030
// Blueprint Card is bp-2030-2, whose Blueprint E is red, black, black,
// black, red.
func soloFullHoods(t *testing.T, plan map[int][][]string, draws []string, yard map[string]int, opts ...Option) *table {
	t.Helper()
	var line []string // no Floors and no Spires in the line: Lose 1 Corruption tiles and cards
	for _, y := range []string{"2010", "2020", "2030"} {
		for _, k := range []string{"lose-1", "lose-1", "high-speed-elevator", "super-high-speed-elevator", "archive", "penthouse"} {
			line = append(line, "tile "+k+"-"+y)
		}
	}
	tb := newTable(t, []deal{
		{"for 2030", []string{"blueprint bp-2030-2"}},
		{"to downtown-1", []string{"tenant high-end-condo"}},
		{"for p0", draws},
		{"for the line", line},
	}, append([]Option{WithPlayers(1), WithMode(ModeFull)}, opts...)...)
	for n := 0; ; n++ {
		if n > 300 {
			t.Fatalf("2030 never came: %s", tb.s.Prompt())
		}
		prompt, legal := tb.s.Prompt(), tb.legal()
		move := legal[0]
		switch {
		case strings.Contains(prompt, "Controlling Player"):
			move = "block"
		case strings.Contains(prompt, "Bonus Tiles of the line"):
			move = legal[len(legal)-1] // a card before a Lose 1 Corruption tile
		case strings.Contains(prompt, "move your Mogul"):
			if turns := plan[tb.s.Round()]; len(turns) > 0 {
				plan[tb.s.Round()] = turns[1:]
				for i, m := range turns[0] {
					for i > 0 && strings.Contains(tb.s.Prompt(), "Bonus Tiles of the line") {
						tb.do(tb.legal()[len(tb.legal())-1])
					}
					tb.do(m)
				}
				continue
			}
			if tb.s.Round() == 2030 {
				if diff := cmp.Diff(yard, tb.player(0).Yard); diff != "" {
					t.Fatalf("the solo player's yard in 2030 (-want +got):\n%s", diff)
				}
				return tb
			}
			for _, m := range legal {
				if strings.HasPrefix(m, "go stop-") {
					move = m
				}
			}
		case strings.Contains(prompt, "construct a Building"):
			move = "no"
		}
		tb.do(move)
	}
}

// fullHoods is soloFullHoods with the player taking a red Floor and
// drawing a black one in 2010 (bh-floors-2: eg-floors is blocked), and in
// 2020 drawing a black Floor and choosing a black and a red one: it holds
// red, red, black, black, black.
func fullHoods(t *testing.T, opts ...Option) *table {
	t.Helper()
	plan := map[int][][]string{2010: {{"go bh-floors-2", "yes"}}, 2020: {{"go draw-choose-1", "pick black", "yes", "pick red"}}}
	return soloFullHoods(t, plan, []string{"floor black", "floor black"}, map[string]int{"red": 2, "black": 3}, opts...)
}

// buildE moves the solo player to Construction Zone space in 2030 and
// constructs Blueprint E: 5 Floors and the Extra Floor of the first to
// construct it, 6 high.
func buildE(t *testing.T, tb *table, space string) {
	t.Helper()
	tb.do("go " + space)
	for !strings.Contains(tb.s.Prompt(), "choose a Blueprint") {
		tb.do(tb.legal()[len(tb.legal())-1]) // a Bonus Tile of the line, a card while one is left
	}
	tb.do("build E red2+black3")
	if strings.Contains(tb.s.Prompt(), "Spires") {
		tb.do("spires 0")
	}
	if c := tb.view(0).Construction; c == nil || c.Height != 6 {
		t.Fatalf("want a 6-floor Building under construction: %s (%+v)", tb.s.Prompt(), c)
	}
}

// Too short for a full Neighborhood: the Suburbs are a choice, and they cost
// what building in that Neighborhood would: nothing from its own
// Construction Zone, a Corruption from another zone.
func TestSuburbsWhenTooShort(t *testing.T) {
	tests := []struct {
		reason     string
		space      string
		corruption int
	}{
		{"from Bayside Heights' zone: too short for Bayside Heights (its shortest is 6), its own Neighborhood", "bh-build-1", 0},
		{"from East Gardens' zone, which has room (a 5 to demolish): the Suburbs stand in for Bayside Heights or the City Center", "eg-build-1", 1},
	}
	for _, tc := range tests {
		tb := fullHoods(t)
		buildE(t, tb, tc.space)
		before := tb.player(0).Corruption
		for _, want := range []string{"suburbs", "place east-gardens-1", "place harbourside-1", "place downtown-1"} {
			if !tb.offers(want) {
				t.Errorf("%s: %q is not offered (legal %v)", tc.reason, want, tb.legal())
			}
		}
		tb.refused("place bayside-heights-1", "a 6 is not taller than Bayside Heights' shortest 6")
		tb.do("suburbs")
		if got := tb.player(0).Corruption - before; got != tc.corruption {
			t.Errorf("%s: the Suburbs cost %d Corruption, want %d", tc.reason, got, tc.corruption)
		}
	}
}

// "High-End Condo: When Building, use up to 2 additional Floors of your
// choice from your Construction Yards in the Building. ... These Floors add
// to the Building's height, and score VP." Added before the Building is
// placed, they count for going into a full Neighborhood ("You may only place
// a new Building in a full Neighborhood if your Building is taller than the
// shortest Building"). The solo player takes the High-End Condo card in 2020
// and in 2030 constructs a 6 in Bayside Heights' zone, whose shortest is 6.
func TestHighEndCondoFloorsHelpIntoAFullNeighborhood(t *testing.T) {
	plan := map[int][][]string{
		2010: {{"go bh-floors-2", "yes"}},
		2020: {{"go draw-choose-1", "pick black", "yes", "pick red"}, {"go dt-tenant-1"}},
		2030: {{"go dt-floors-1", "no"}},
	}
	tb := soloFullHoods(t, plan, []string{"floor black", "floor black", "floor green"}, map[string]int{"red": 2, "black": 3, "green": 1})
	if tb.held(0, "high-end-condo") != 1 {
		t.Fatalf("no High-End Condo card: %+v", tb.player(0).PowerCards)
	}
	buildE(t, tb, "bh-build-1")
	vp := tb.player(0).VP
	tb.do("use high-end-condo", "pick green") // the last Floor in the yards
	if c := tb.view(0).Construction; c == nil || c.Height != 7 || tb.player(0).VP != vp+1 {
		t.Fatalf("one Floor added: %+v, VP %d (want 7 high and %d VP)", c, tb.player(0).VP, vp+1)
	}
	if !tb.offers("place bayside-heights-1") {
		t.Fatalf("a 7 is taller than Bayside Heights' shortest 6 (%s): legal %v", tb.s.Prompt(), tb.legal())
	}
	tb.do("place bayside-heights-1")
	if b := tb.building("bayside-heights-1"); b.Owner != "p0" || b.Height != 7 || b.Floors != 6 {
		t.Errorf("bayside-heights-1: %+v, want p0's 7-floor Building (6 Floors built in)", b)
	}
}
