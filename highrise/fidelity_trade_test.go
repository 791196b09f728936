package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// "Trade/Choose Floors: You may trade and/or choose Floors. You can do one,
// the other, or both." Stopping on a Trade space and doing neither is not
// the action: "When you stop on a printed Action Space, you must perform the
// pictured action."

// tradeOpening is a 3-player Full Game at its first move: Base Construction
// Yard #3 moves first, with no Floors; bonus-1a holds its printed orange
// Floor and UltraPlastic, bonus-1b a Spire tile.
func tradeOpening(t *testing.T) (*table, int) {
	tb := newTable(t, []deal{
		{"on bonus-1b", []string{"tile spire-2010"}},
		{"onto bonus-1a", []string{"floor orange"}},
	}, WithPlayers(3), WithMode(ModeFull))
	p := tb.seatOf(3)
	tb.turn(p)
	return tb, p
}

// With an empty yard there is nothing to trade: the Choose is owed.
func TestTradeSpaceEmptyYardMustChoose(t *testing.T) {
	tb, p := tradeOpening(t)
	tb.do("go eg-trade-1", "bonus bonus-1b") // a Spire: still no Floor
	for _, m := range tb.legal() {
		if !strings.HasPrefix(m, "pick ") {
			t.Fatalf("%q is legal (%s): with nothing to trade, the Choose is the action (legal %v)", m, tb.s.Prompt(), tb.legal())
		}
	}
	tb.do("pick blue")
	type got struct {
		Yard       map[string]int
		Corruption int
	}
	if diff := cmp.Diff(got{map[string]int{"blue": 1}, 1}, got{tb.player(p).Yard, tb.player(p).Corruption}); diff != "" {
		t.Errorf("Choose: any single Floor from the bag, gain one Corruption (-want +got):\n%s", diff)
	}
}

// With Floors to trade: trade only, choose only, or both; not neither.
func TestTradeSpaceOneTheOtherOrBoth(t *testing.T) {
	type got struct {
		Yard       map[string]int
		Corruption int
	}
	tests := []struct {
		reason string
		moves  []string
		want   got
	}{
		{"trade only: the orange Floor for a blue one, then decline the Choose",
			[]string{"trade orange1 blue", "no"}, got{map[string]int{"blue": 1, "up": 1}, 0}},
		{"both: trade, then choose a Floor for a Corruption",
			[]string{"trade orange1 blue", "yes", "pick green"}, got{map[string]int{"blue": 1, "green": 1, "up": 1}, 1}},
		{"choose only: no trade, so the Choose is owed",
			[]string{"notrade", "pick green"}, got{map[string]int{"orange": 1, "green": 1, "up": 1}, 1}},
	}
	for _, tc := range tests {
		tb, p := tradeOpening(t)
		tb.do("go eg-trade-1", "bonus bonus-1a")
		tb.do(tc.moves...)
		if diff := cmp.Diff(tc.want, got{tb.player(p).Yard, tb.player(p).Corruption}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
	// Neither: after "notrade" the Choose may not be declined.
	tb, _ := tradeOpening(t)
	tb.do("go eg-trade-1", "bonus bonus-1a", "notrade")
	tb.refused("no", "no trade and no Choose")
	for _, m := range tb.legal() {
		if !strings.HasPrefix(m, "pick ") {
			t.Errorf("after notrade %q is legal: the Choose is owed", m)
		}
	}
}

// "After you Draw, you may choose to skip both the Trade and the Choose ...
// This is a special power of the Investment Firm." A Standard Game in which
// Player #3 places the starting Building on the Investment Firm and takes its
// card ("Immediately activate its Tenant power").
func TestInvestmentFirmSkipsTradeAndChoose(t *testing.T) {
	deals := []deal{
		{"to harbourside-1", []string{"tenant investment-firm"}},
		{"on bonus-1b", []string{"tile spire-2020"}},
		{"for p2", []string{"floor black", "floor green"}}, // the starting Floor, then Investment Firm's draw
	}
	tb := newTable(t, deals, WithPlayers(3), WithMode(ModeStandard))
	p := tb.seatOf(3)
	if p != 2 {
		t.Fatalf("Base Construction Yard #3 is p%d, the deals assume p2", p)
	}
	tb.do("place harbourside-1")
	for tb.s.ToMove() != 2 || !strings.Contains(tb.s.Prompt(), "move your Mogul") {
		tb.do(tb.legal()[0]) // the other starting Buildings
	}
	if tb.held(p, "investment-firm") != 1 {
		t.Fatalf("p2 holds no Investment Firm card: %+v", tb.player(p).PowerCards)
	}
	before := tb.player(p).Corruption
	tb.do("go eg-trade-1", "bonus bonus-1b")
	if got := tb.player(p).Yard; !cmp.Equal(got, map[string]int{"black": 1, "green": 1}) {
		t.Fatalf("Investment Firm: draw one Floor before the Trade: yard %v", got)
	}
	if !tb.offers("yes") || !tb.offers("no") {
		t.Fatalf("Investment Firm's holder may skip both (%s): legal %v", tb.s.Prompt(), tb.legal())
	}
	tb.do("yes")
	if tb.s.ToMove() == 2 && !strings.Contains(tb.s.Prompt(), "move your Mogul") {
		t.Fatalf("after skipping both, p2 still owes %q", tb.s.Prompt())
	}
	type got struct {
		Yard       map[string]int
		Corruption int
	}
	if diff := cmp.Diff(got{map[string]int{"black": 1, "green": 1}, before}, got{tb.player(p).Yard, tb.player(p).Corruption}); diff != "" {
		t.Errorf("skipping both: no trade, no Choose, no Corruption (-want +got):\n%s", diff)
	}
}

// A player who can neither trade nor choose may not stop on a Trade space:
// "If you cannot perform the action, you may not stop on that space." An
// empty bag takes more moves than a test can play, so the bag's Floors are
// laid on a Bonus Space at the end of the track by hand; with no Floor in
// anyone's yards there is nothing to choose, even from the player with the
// most ("Not Enough Floors in the Bag?"). With an Investment Firm too: its
// draw would find nothing either.
func TestTradeSpaceNeitherPossible(t *testing.T) {
	for _, investment := range []bool{false, true} {
		tb, p := tradeOpening(t)
		s := tb.s
		last := s.side.Spaces[s.side.BonusSpaces[len(s.side.BonusSpaces)-1]].Bonus
		s.bonus[last].Floors.add(s.bag)
		s.bag = Floors{}
		if investment {
			give(t, s, p, "investment-firm", 1)
		}
		tb.refused("go eg-trade-1", "nothing to trade and nothing to choose")
		// One Floor in another player's yard: the Choose takes it from them.
		red := testContent.color("red")
		s.bonus[last].Floors[red]--
		s.p[(p+1)%3].Yard[red]++
		if !tb.offers("go eg-trade-1") {
			t.Errorf("investment %v: a Floor to choose from the player with the most, yet the Trade space is refused", investment)
		}
	}
}
