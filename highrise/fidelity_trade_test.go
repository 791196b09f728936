package highrise

import (
	"slices"
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
func tradeOpening(t *testing.T, opts ...Option) (*table, int) {
	tb := newTable(t, []deal{
		{"on bonus-1b", []string{"tile spire-2010"}},
		{"onto bonus-1a", []string{"floor orange"}},
	}, append([]Option{WithPlayers(3), WithMode(ModeFull)}, opts...)...)
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

// A Trade into a colour the bag holds too few of: "There may be times when
// ... the color of Floor you'd like to choose is not in the Floor Bag. In
// the rare case it happens, if you are the player with the most Floors in
// your Construction Yards (or if you're tied for the most), then you simply
// draw no more Floors. Otherwise, choose any Floor directly from the
// Construction Yards of the player with the most Floors." (Not Enough
// Floors in the Bag?). The Trade puts its Floors in the bag first ("place
// them in the bag. Then choose"), so the most is reckoned after. The bag's
// blue Floors but blueLeft are laid on the last Bonus Space by hand, and
// the next seat is given Floors of red from the bag.
func TestTradeIntoAColourTheBagIsShortOf(t *testing.T) {
	type got struct {
		Prompt string         // after the trade
		Legal  []string       // after the trade
		Yard   map[string]int // the trader's, once the Floors have come
		Next   map[string]int // the next seat's
	}
	tests := []struct {
		reason   string
		opts     []Option
		orange   int // the trader's orange Floors (besides the UltraPlastic of bonus-1a)
		blueLeft int
		red      int // the next seat's red Floors
		trade    string
		from     []string // the moves that take the rest from the player with the most
		want     got
	}{
		{"no blue in the bag, the next seat has the most: the Floor comes from its yards, any colour it holds",
			nil, 1, 0, 2, "trade orange1 blue", []string{"from p0 red"},
			got{"p2: the bag is short: take a Floor from the player with the most", []string{"from p0 red"},
				map[string]int{"red": 1, "up": 1}, map[string]int{"red": 1}}},
		{"one blue in the bag for two orange: the blue from the bag, the second from the player with the most",
			nil, 2, 1, 3, "trade orange2 blue", []string{"from p0 red"},
			got{"p2: the bag is short: take a Floor from the player with the most", []string{"from p0 red"},
				map[string]int{"blue": 1, "red": 1, "up": 1}, map[string]int{"red": 2}}},
		{"the trader is tied for the most once its orange is in the bag: it simply draws no more",
			nil, 1, 0, 1, "trade orange1 blue", nil,
			got{"p2: you may choose a Floor from the bag for a Corruption (yes or no)", []string{"yes", "no"},
				map[string]int{"up": 1}, map[string]int{"red": 1}}},
	}
	for _, tc := range tests {
		tb, p := tradeOpening(t, tc.opts...)
		s := tb.s
		next := (p + 1) % 3
		blue, red, orange := testContent.color("blue"), testContent.color("red"), testContent.color("orange")
		last := s.side.Spaces[s.side.BonusSpaces[len(s.side.BonusSpaces)-1]].Bonus
		s.bonus[last].Floors[blue] += s.bag[blue] - uint8(tc.blueLeft)
		s.bag[blue] = uint8(tc.blueLeft)
		s.bag[red] -= uint8(tc.red)
		s.p[next].Yard[red] += uint8(tc.red)
		s.bag[orange] -= uint8(tc.orange - 1) // bonus-1a gives the first
		s.p[p].Yard[orange] += uint8(tc.orange - 1)
		tb.do("go eg-trade-1", "bonus bonus-1a", tc.trade)
		g := got{Prompt: s.Prompt(), Legal: tb.legal()}
		tb.do(tc.from...)
		g.Yard, g.Next = tb.player(p).Yard, tb.player(next).Yard
		if diff := cmp.Diff(tc.want, g); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// With choose_missing bag ("a choice is only from the bag"), a Trade takes
// only a colour the bag holds enough of.
func TestTradeOnlyFromTheBagWithChooseMissingBag(t *testing.T) {
	tb, _ := tradeOpening(t, WithRule("choose_missing", "bag"))
	s := tb.s
	blue := testContent.color("blue")
	last := s.side.Spaces[s.side.BonusSpaces[len(s.side.BonusSpaces)-1]].Bonus
	s.bonus[last].Floors[blue] += s.bag[blue]
	s.bag[blue] = 0
	tb.do("go eg-trade-1", "bonus bonus-1a")
	if slices.Contains(tb.legal(), "trade orange1 blue") || !tb.offers("trade orange1 green") {
		t.Errorf("choose_missing bag: trade for blue (none in the bag) must be refused and for green offered: legal %v", tb.legal())
	}
	tb.refused("trade orange1 blue", "choose_missing bag: no blue in the bag")
}

// A Trade space that only a Trade through "Not Enough Floors in the Bag?"
// makes possible is open: the bag is empty and the trader, holding two
// orange Floors, is tied with the next seat's two red for the most, so a
// Choose finds nothing; a Trade puts the orange in the bag first, after
// which the next seat has the most and gives a Floor. The most is
// reckoned again for each Floor ("If you have to take another Floor,
// reevaluate who has the most Floors first"): after one red the two are
// tied, and no more comes.
func TestTradeSpaceOpenedByTheYardsOfTheMost(t *testing.T) {
	tb, p := tradeOpening(t)
	s := tb.s
	next := (p + 1) % 3
	red, orange := testContent.color("red"), testContent.color("orange")
	last := s.side.Spaces[s.side.BonusSpaces[len(s.side.BonusSpaces)-1]].Bonus
	s.bag[red] -= 2
	s.p[next].Yard[red] += 2
	s.bag[orange] -= 2
	s.p[p].Yard[orange] += 2
	s.bonus[last].Floors.add(s.bag)
	s.bag = Floors{}
	first := s.side.Spaces[s.side.BonusSpaces[0]].Bonus // bonus-1a: its orange Floor and UltraPlastic would break the tie; bonus-1b holds a Spire
	s.bonus[last].Floors.add(s.bonus[first].Floors)
	s.bonus[first].Floors = Floors{}
	if !tb.offers("go eg-trade-1") {
		t.Fatalf("the Trade space is refused, yet a Trade gets a Floor from the player with the most (legal %v)", tb.legal())
	}
	tb.do("go eg-trade-1", "bonus bonus-1b", "trade orange2 blue", "from p0 red")
	type got struct {
		Yard, Next map[string]int
		Prompt     string
	}
	want := got{map[string]int{"red": 1}, map[string]int{"red": 1}, "p2: you may choose a Floor from the bag for a Corruption (yes or no)"}
	if diff := cmp.Diff(want, got{tb.player(p).Yard, tb.player(next).Yard, s.Prompt()}); diff != "" {
		t.Errorf("a Trade for blue with the bag empty (-want +got):\n%s", diff)
	}
}
