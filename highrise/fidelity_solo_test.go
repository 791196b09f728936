package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// "If you move your Mogul over a set of Bonus Spaces ahead of both Neutral
// Moguls, choose any one of the remaining Bonus Tiles", and the general
// rule: "If you pass over multiple sets of Bonus Spaces, you may still only
// take everything from one single Bonus Space". solo_bonus one-per-move
// (default): passing two sets first in one move takes one tile (both sets
// are spent: "those Bonus Spaces will have no effect when any of the other
// two Moguls pass it"); one-per-set: a tile for each set.
func TestSoloTwoBonusSetsInOneMove(t *testing.T) {
	tests := []struct {
		reason string
		opts   []Option
		tiles  []string
		spires int
	}{
		{"default: one tile for the move", nil, []string{"tile spire-2020"}, 1},
		{"one-per-move", []Option{WithRule("solo_bonus", "one-per-move")}, []string{"tile spire-2020"}, 1},
		{"one-per-set: a tile for each set passed first", []Option{WithRule("solo_bonus", "one-per-set")}, []string{"tile spire-2020", "tile two-spires-2020"}, 3},
	}
	for _, tc := range tests {
		// Both Neutral Moguls block onto eg-floors first each round; in
		// 2010 the player took hb-floors-1's orange Floor and a card from
		// the line (Spires, Lose 1 Corruption tiles and cards).
		tb := soloRoute(t, []deal{soloLine("spire", "two-spires", "lose-1", "lose-1", "archive", "penthouse")}, []string{"go hb-floors-1"}, tc.opts...)
		before := tb.player(0).Spires // from 2010's line
		tb.do("go hb-floors-1")       // past bonus-1 and bonus-2, ahead of both Neutral Moguls
		var took []string
		for strings.Contains(tb.s.Prompt(), "Bonus Tiles of the line") {
			next := tc.tiles[min(len(took), len(tc.tiles)-1)]
			took = append(took, next)
			tb.do(next)
		}
		if diff := cmp.Diff(tc.tiles, took); diff != "" {
			t.Errorf("%s: tiles taken (-want +got):\n%s", tc.reason, diff)
		}
		if got := tb.player(0).Spires - before; got != tc.spires {
			t.Errorf("%s: %d Spires, want %d", tc.reason, got, tc.spires)
		}
	}
}

// soloGame plays a whole solo Full Game: the Neutral Moguls block, the
// player takes an orange Floor each round (hb-floors-1: the Neutral Moguls
// block onto eg-floors first) and then stops in the Stop Zone.
func soloGame(t *testing.T, opts ...Option) *table {
	t.Helper()
	tb := newTable(t, nil, append([]Option{WithPlayers(1), WithMode(ModeFull)}, opts...)...)
	moved := map[int]bool{}
	for n := 0; !tb.s.Over(); n++ {
		if n > 300 {
			t.Fatalf("the game never ended: %s", tb.s.Prompt())
		}
		switch prompt := tb.s.Prompt(); {
		case strings.Contains(prompt, "Controlling Player"):
			tb.do("block")
		case strings.Contains(prompt, "move your Mogul") && !moved[tb.s.Round()]:
			moved[tb.s.Round()] = true
			tb.do("go hb-floors-1")
		case strings.Contains(prompt, "move your Mogul"):
			legal := tb.legal()
			tb.do(legal[len(legal)-1]) // the Stop Zone, the last space
		case tb.offers("no"):
			tb.do("no")
		default:
			tb.do(tb.legal()[0])
		}
	}
	return tb
}

// End of Round (1-Player Game): "instead of the regular Corruption penalty,
// compare your Corruption to the Corruption Limit ... If you have fewer
// Corruption than the limit, score 1 VP for every space"; End of Round: "If
// this is the end of 2030, proceed to End of Game instead." solo_limit_2030
// off (default): no comparison at the end of 2030; on: the 2030 limit is
// compared too. The same game under both readings differs by that score.
func TestSoloCorruptionLimitAtTheEndOf2030(t *testing.T) {
	off := soloGame(t)
	def := soloGame(t, WithRule("solo_limit_2030", "off"))
	on := soloGame(t, WithRule("solo_limit_2030", "on"))
	limit, corruption := on.view(0).Solo.CorruptionLimit, on.player(0).Corruption
	if limit < 0 || corruption >= limit {
		t.Fatalf("the game should end below a 2030 Corruption Limit: limit %d, Corruption %d", limit, corruption)
	}
	got := []int{off.player(0).VP, def.player(0).VP, on.player(0).VP}
	want := []int{got[0], got[0], got[0] + (limit - corruption)}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("VP with the option default, off, on (-want +got):\n%s", diff)
	}
}
