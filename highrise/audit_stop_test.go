package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Timing and Ordering: "If you have multiple things you can do in an
// action (for example the effects of multiple Power Cards triggered from a
// single action, taking and losing Corruption, etc.), you may do them in
// any order you like, unless the rules state otherwise." The Stop Zone
// "is a Construction Zone" whose first space "may lose up to 2
// Corruption", in no stated order: the player may lose first and then
// construct, or construct first and then lose.
func TestStopZoneLoseOrConstructFirst(t *testing.T) {
	last := len(testContent.track) - 1
	tests := []struct {
		reason     string
		corruption int
		card       bool // Insurance Company face up: "Immediately after losing one or more Corruption, Draw 2 Floors"
		short      int  // Floors of Blueprint A missing from the yards
		moves      []string
		want       []int // Corruption, VP gained
	}{
		{"on the last space: lose 2 first, then construct (+1) without wrapping past the end",
			last, false, 0, []string{"either 2", "lose 2", "yes", "BUILD", "place east-gardens-1", "no"}, []int{last - 1, 0}},
		{"on the last space, constructing first wraps: -40 VP, back to the start, nothing left to lose",
			last, false, 0, []string{"either 1", "yes", "BUILD", "place east-gardens-1", "no", "lose 0"}, []int{0, -40}},
		{"at zero Corruption no order is asked: construct, then lose the Corruption it cost",
			0, false, 0, []string{"yes", "BUILD", "place east-gardens-1", "no", "lose 1"}, []int{0, 0}},
		{"two Floors short, with Insurance Company: lose first, draw the 2 Floors, then construct",
			2, true, 2, []string{"lose 2", "DRAWS", "yes", "BUILD", "place east-gardens-1", "no"}, []int{1, 0}},
	}
	for _, tc := range tests {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		emptyBonuses(s)
		s.p[0].Spires = 0
		need := s.blueprint(0).Need
		have, missing := need, []string{}
		for k := 0; k < testContent.up && len(missing) < tc.short; k++ {
			for have[k] > 0 && len(missing) < tc.short {
				have[k]--
				missing = append(missing, "floor "+testContent.colorName(k))
			}
		}
		stockYard(s, 0, have)
		if tc.card {
			give(t, s, 0, "insurance-company", 1)
		}
		s.p[0].Corruption = uint8(tc.corruption)
		onTurn(s, 0)
		s.p[0].Pos = int8(trackIndex(t, s, "eg-floors-1"))
		vp := s.Scores()[0]
		play(t, s, "go stop-1")
		for _, m := range tc.moves {
			switch m {
			case "BUILD":
				m = buildMove(s)
			case "DRAWS":
				play(t, s, missing...)
				continue
			}
			if strings.HasPrefix(m, "lose ") && !legalStrings(s)[m] {
				t.Fatalf("%s: %q not offered at %q (%v)", tc.reason, m, s.Prompt(), legalText(s))
			}
			play(t, s, m)
		}
		height := s.blueprint(0).Size + 1 + int(need[testContent.up])
		got := []int{s.Corruption(0), s.Scores()[0] - vp - height}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: [Corruption, VP beyond the Building's] (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Mayor's Office: "You may use Mayor's Office in the Stop Zone, sliding
// your Mogul beneath any other Mogul already in the Stop Zone. This will
// affect turn order next round, but will also allow the last player in
// this round to lose Corruption!" "When stacked Moguls are last on the
// One-Way Track, the player whose Mogul is at the top of the stack will go
// next." The next round begins "with the player in the last spot in the
// Stop Zone".
func TestMayorsOfficeInTheStopZone(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	emptyBonuses(s)
	for p := 0; p < 3; p++ {
		stockYard(s, p, Floors{})
	}
	give(t, s, 2, "mayors-office", 1)
	onTurn(s, 0)
	// p0 and p1 stop on stop-1 and stop-2; p2 (3 Corruption, Mayor's Office)
	// last, onto stop-1 beneath p0, instead of stop-3.
	s.p[0].Pos, s.p[0].Arrive = int8(trackIndex(t, s, "stop-1")), 1
	s.p[1].Pos, s.p[1].Arrive = int8(trackIndex(t, s, "stop-2")), 2
	s.p[2].Pos = int8(trackIndex(t, s, "bh-floors-1"))
	s.p[2].Corruption = 3
	s.stack = s.stack[:0]
	s.stack.Push(task{Op: opTurn, Who: 2})
	tb := &table{t: t, s: s}
	if !tb.offers("go stop-1 mayor") || !tb.offers("go stop-3") {
		t.Fatalf("the last Mogul may take stop-3 or, with Mayor's Office, share stop-1: %v", tb.legal())
	}
	tb.do("go stop-1 mayor")
	if !tb.offers("lose 2") {
		t.Fatalf("beneath p0 on stop-1, p2 may lose up to 2 Corruption: %s %v", s.Prompt(), tb.legal())
	}
	tb.do("lose 2")
	for s.Round() == 2010 {
		tb.do(tb.legal()[0])
	}
	// 3 +1 (Mayor's Office) -2; then the round's Upkeep: p2 may lose more
	// for fewest VP, so only the order is checked beyond this point.
	order := []int{}
	for i := 0; i < 3 && s.Round() == 2020; i++ {
		p := int(s.ToMove())
		order = append(order, p)
		tb.do("go " + []string{"eg-floors-1", "eg-floors-2", "eg-trade-1"}[i])
		for s.ToMove() == rulebook.Player(p) && !strings.Contains(s.Prompt(), "move your Mogul") {
			tb.do(tb.legal()[len(tb.legal())-1])
		}
	}
	// The last spot is stop-2 (p1); then the stack on stop-1: p0 on top
	// goes before p2 beneath.
	if diff := cmp.Diff([]int{1, 0, 2}, order); diff != "" {
		t.Errorf("2020's turn order (-want +got):\n%s", diff)
	}
}
