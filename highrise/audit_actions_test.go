package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Appendix I's Action Spaces, played through the moves from a chosen
// position.

// Appendix I: "Don't forget that all Action Spaces that are not in the
// Stop Zone are mandatory. If you cannot take the action, you may not stop
// in that Space." Take a Floor: "Find one Floor of the indicated color in
// the bag". Draw and Choose a Floor: "Draw a Floor randomly from the bag,
// then choose a Floor from the bag." Not Enough Floors in the Bag?: "if you
// are the player with the most Floors in your Construction Yards (or if
// you're tied for the most), then you simply draw no more Floors.
// Otherwise, choose any Floor directly from the Construction Yards of the
// player with the most Floors." A player who would get no Floor from the
// bag or from anyone may not stop on the space; one who would take a Floor
// from the player with the most may. The Floors out of the bag wait on
// bonus-5b, which p0's moves do not pass.
func TestTakeAFloorNoneToHave(t *testing.T) {
	for _, tc := range []struct {
		reason string
		space  string
		out    []string // colours taken out of the bag ("all": every Floor)
		yards  []map[string]int
		open   bool
		want   []string // p0's choices after stopping, when open
	}{
		{"no red in the bag, p0 has the most Floors: Take a red Floor is closed", "eg-floors-1", []string{"red"},
			[]map[string]int{{"green": 1}, {}, {}}, false, nil},
		{"no red in the bag, everyone at none (tied for the most): closed", "eg-floors-1", []string{"red"},
			[]map[string]int{{}, {}, {}}, false, nil},
		{"no red in the bag, p1 has the most: open, a Floor from p1", "eg-floors-1", []string{"red"},
			[]map[string]int{{"green": 1}, {"blue": 2}, {}}, true, []string{"from p1 blue"}},
		{"red in the bag, p0 has the most: open (the control)", "eg-floors-1", nil,
			[]map[string]int{{"green": 1}, {}, {}}, true, []string{"yes", "no"}},
		{"the bag empty, p0 has the most: Draw and Choose is closed", "draw-choose-1", []string{"all"},
			[]map[string]int{{"green": 1}, {}, {}}, false, nil},
		{"the bag empty, p1 has the most: Draw and Choose is open", "draw-choose-1", []string{"all"},
			[]map[string]int{{"green": 1}, {"blue": 2}, {}}, true, []string{"from p1 blue"}},
	} {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		emptyBonuses(s)
		for p, y := range tc.yards {
			stockYard(s, p, floorsOf(t, y))
		}
		aside := &s.bonus[s.side.Spaces[trackIndex(t, s, "bonus-5b")].Bonus].Floors
		for _, c := range tc.out {
			for k := 0; k < testContent.up; k++ {
				if c == "all" || k == testContent.color(c) {
					aside[k] += s.bag[k]
					s.bag[k] = 0
				}
			}
		}
		s.p[0].Corruption = 0
		onTurn(s, 0)
		tb := &table{t: t, s: s}
		if !tb.goIfOpen(tc.space, tc.open, tc.reason) {
			continue
		}
		if diff := cmp.Diff(tc.want, tb.legal()); diff != "" {
			t.Errorf("%s: p0's choices at %q (-want +got):\n%s", tc.reason, s.Prompt(), diff)
		}
	}
}

// End of Round: "When you move to the Stop Zone, you must stop in the first
// available Action Space. These spots may allow you to lose Corruption, and
// will let you Construct a Building." "The Stop Zone is the only Zone on
// the board where the indicated actions are optional. You do not have to
// build, and you may stop on an Action Space that allows for losing
// Corruption even if you have none." p1 already stands on stop-1; p0, at
// zero Corruption with the Floors of Blueprint A, comes from Bayside
// Heights.
func TestStopZoneFirstAvailableAndOptional(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	constructHere(s, 0, 0)
	s.p[0].Pos = int8(trackIndex(t, s, "bh-trade-1"))
	s.p[1].Pos, s.p[1].Arrive = int8(trackIndex(t, s, "stop-1")), 1
	s.p[2].Pos = int8(trackIndex(t, s, "bh-trade-2"))
	tb := &table{t: t, s: s}
	var stops []string
	for _, m := range tb.legal() {
		if strings.HasPrefix(m, "go stop-") {
			stops = append(stops, m)
		}
	}
	if diff := cmp.Diff([]string{"go stop-2"}, stops); diff != "" {
		t.Errorf("the Stop Zone spaces offered, stop-1 taken (-want +got):\n%s", diff)
	}
	tb.refused("go stop-3", "a Stop Zone space past the first available")
	yard := s.Yard(0)
	tb.do("go stop-2")
	if !tb.offers("no") {
		t.Fatalf("the Stop Zone's construction is not optional: %s %v", s.Prompt(), tb.legal())
	}
	tb.do("no")
	for s.ToMove() == 0 {
		if !strings.Contains(s.Prompt(), "lose up to 1") || !tb.offers("lose 0") {
			t.Fatalf("at zero Corruption on stop-2: %s %v, want the loss of up to 1 offered, none taken", s.Prompt(), tb.legal())
		}
		tb.do("lose 0")
	}
	type got struct {
		Yard       map[string]int
		Corruption int
		Pos        string
	}
	want := got{yard, 0, "stop-2"}
	g := got{s.Yard(0), s.Corruption(0), s.side.Spaces[s.p[0].Pos].ID}
	if diff := cmp.Diff(want, g); diff != "" {
		t.Errorf("p0 after stopping, building nothing (-want +got):\n%s", diff)
	}
}

// Bonus Spaces, Timing: "Bonus Spaces are resolved fully before Action
// Spaces! When you pass one or more sets of Bonus Spaces, you must choose
// and resolve one of the Bonus Spaces before doing anything else." "You
// are allowed to delay the decision of which space you stop on until you
// have chosen your Bonus". Appendix I: "If you cannot take the action, you
// may not stop in that Space"; Lose Corruption: "You may not take this
// Action Space if you have zero Corruption." Lose 1 Corruption (Appendix
// II): "Lose one Corruption." So the action must be possible after the
// Bonus taken on the way: a player at 1 Corruption whose only Bonus is a
// Lose 1 Corruption tile may not go on to Lose 2 Corruption; with Floors
// on another Bonus Space passed, it may, and must take those. Not Enough
// Floors in the Bag?: Floors from a Bonus can make a player the one with
// the most, who then gets no Floor of a colour the bag lacks.
func TestActionPossibleAfterTheBonus(t *testing.T) {
	for _, tc := range []struct {
		reason     string
		space      string
		corruption int
		lose1      string // the Bonus Space with a Lose 1 Corruption tile, "" for none
		floors     string // the Bonus Space with 2 green Floors, "" for none
		noRed      bool   // every red Floor out of the bag
		p1         int    // p1's Floors
		picks      []string
	}{
		{"1 Corruption, only a Lose 1 tile on the way: Lose 2 Corruption is closed", "dt-lose-1", 1, "bonus-5b", "", false, 0, nil},
		{"1 Corruption, a Lose 1 tile and Floors on the way: open, and only the Floors may be taken", "dt-lose-1", 1, "bonus-5b", "bonus-4a", false, 0, []string{"bonus bonus-4a"}},
		{"2 Corruption, only a Lose 1 tile on the way: open", "dt-lose-1", 2, "bonus-5b", "", false, 0, []string{"bonus bonus-5b"}},
		{"no red in the bag, the Bonus's 2 Floors would give p0 more than p1's 3: Take a red Floor is closed", "bh-floors-2", 0, "", "bonus-4a", true, 3, nil},
		{"no red in the bag, p1 with 5 Floors: open", "bh-floors-2", 0, "", "bonus-4a", true, 5, []string{"bonus bonus-4a"}},
	} {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		emptyBonuses(s)
		stockYard(s, 0, floorsOf(t, map[string]int{"black": 2}))
		stockYard(s, 1, floorsOf(t, map[string]int{"blue": tc.p1}))
		stockYard(s, 2, Floors{})
		if tc.lose1 != "" {
			tile, _ := testContent.lookup('t', "lose-1-2010")
			s.placeTile(s.side.Spaces[trackIndex(t, s, tc.lose1)].Bonus, tile)
		}
		green := testContent.color("green")
		if tc.floors != "" {
			s.bag[green] -= 2
			s.bonus[s.side.Spaces[trackIndex(t, s, tc.floors)].Bonus].Floors[green] = 2
		}
		if tc.noRed {
			red := testContent.color("red")
			s.bonus[s.side.Spaces[trackIndex(t, s, "bonus-8b")].Bonus].Floors[red] += s.bag[red] // past the space: never passed
			s.bag[red] = 0
		}
		s.p[0].Corruption = uint8(tc.corruption)
		onTurn(s, 0)
		tb := &table{t: t, s: s}
		if !tb.goIfOpen(tc.space, tc.picks != nil, tc.reason) {
			continue
		}
		if diff := cmp.Diff(tc.picks, tb.legal()); diff != "" {
			t.Errorf("%s: the Bonus Spaces p0 may take (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Appendix I. Lose Corruption: "Lose 2 Corruption. If you have only one
// Corruption, lose it." Draw and Choose a Floor: "Draw a Floor randomly
// from the bag, then choose a Floor from the bag. Then, you may choose a
// second Floor from the bag, and gain a Corruption. You don't take the
// Corruption if you don't choose the second Floor. ... If you stop in the
// second or third Action Space in this Zone, you additionally gain one
// Corruption." Take a Floor: "Find one Floor of the indicated color in the
// bag ... Then, you may gain a Corruption, Draw a random Floor". Take an
// UltraPlastic: "Take an UltraPlastic Floor from the supply ... Then, you
// may gain Corruption, Draw a random Floor". Each from empty yards; Chance
// draws green.
func TestActionSpaces(t *testing.T) {
	for _, tc := range []struct {
		reason     string
		from       int // Corruption before
		moves      []string
		corruption int
		yard       map[string]int
	}{
		{"Lose 2 Corruption from 3", 3, []string{"go dt-lose-1"}, 1, map[string]int{}},
		{"Lose 2 Corruption from 1: \"If you have only one Corruption, lose it\"", 1, []string{"go dt-lose-1"}, 0, map[string]int{}},
		{"Draw and Choose, no second Floor: no Corruption", 3, []string{"go draw-choose-1", "floor green", "pick red", "no"}, 3, map[string]int{"green": 1, "red": 1}},
		{"Draw and Choose, a second Floor for a Corruption", 3, []string{"go draw-choose-1", "floor green", "pick red", "yes", "pick blue"}, 4, map[string]int{"green": 1, "red": 1, "blue": 1}},
		{"the second Draw and Choose space: a Corruption more", 3, []string{"go draw-choose-2", "floor green", "pick red", "no"}, 4, map[string]int{"green": 1, "red": 1}},
		{"Take a red Floor, and a random one for a Corruption", 3, []string{"go eg-floors-1", "yes", "floor green"}, 4, map[string]int{"red": 1, "green": 1}},
		{"Take an UltraPlastic, no random Floor", 3, []string{"go dt-floors-2", "no"}, 3, map[string]int{"up": 1}},
	} {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		emptyBonuses(s)
		stockYard(s, 0, Floors{})
		s.p[0].Corruption = uint8(tc.from)
		onTurn(s, 0)
		play(t, s, tc.moves...)
		if diff := cmp.Diff(tc.corruption, s.Corruption(0)); diff != "" {
			t.Errorf("%s: Corruption (-want +got):\n%s", tc.reason, diff)
		}
		if diff := cmp.Diff(tc.yard, s.Yard(0)); diff != "" {
			t.Errorf("%s: yards (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// goIfOpen plays "go space" when open says the rules offer it, failing the
// test when they do not, and reports whether it was played; when the space
// is closed it checks that the move is refused.
func (tb *table) goIfOpen(space string, open bool, reason string) bool {
	tb.t.Helper()
	move := "go " + space
	if !open {
		tb.refused(move, reason)
		return false
	}
	if !tb.offers(move) {
		tb.t.Errorf("%s: %q is not offered: %v", reason, move, tb.legal())
		return false
	}
	tb.apply(move)
	return true
}
