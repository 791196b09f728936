package highrise

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// trackIndex is the track space of id on s's board side.
func trackIndex(t *testing.T, s *State, id string) int {
	t.Helper()
	for q, sp := range s.side.Spaces {
		if sp.ID == id {
			return q
		}
	}
	t.Fatalf("no space %q", id)
	return -1
}

// neutralTurn clears the pending steps, puts the players' Moguls on the
// spaces given (seat order) and Neutral Mogul n on from (-1: the Stop
// Zone's place it starts on), and lets the Neutral Mogul take its turn.
func neutralTurn(t *testing.T, s *State, n int, from string, players ...string) {
	t.Helper()
	s.stack = s.stack[:0]
	for p, id := range players {
		s.p[p].Pos = int8(trackIndex(t, s, id))
	}
	s.p[n].Pos = -1
	if from != "" {
		s.p[n].Pos = int8(trackIndex(t, s, from))
	}
	s.stack.Push(task{Op: opTurn, Who: -1})
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	if top := s.stack.Top(); top == nil || top.Op != opNeutral || int(top.K) != n {
		t.Fatalf("the Neutral Mogul does not move: %s", s.Prompt())
	}
}

// "If you use a Neutral Mogul to block, place it on the first available
// Action Space of the Zone in front of the lead player ... Do not take the
// associated action".
func TestNeutralMogulBlocks(t *testing.T) {
	s := ready(t, 2, ModeFull)
	emptyBonuses(s)
	ctrl := s.Controlling()
	neutralTurn(t, s, 2, "eg-floors-1", "hb-floors-1", "eg-trade-1")
	corr, vp := s.p[ctrl].Corruption, s.p[ctrl].VP
	yard := s.p[ctrl].Yard
	play(t, s, "block")
	// The lead player is on hb-floors; the Zone in front is Harbourside's
	// Tenants (bonus-3 is no Action Space).
	if got := s.side.Spaces[s.p[2].Pos].ID; got != "hb-tenant-1" {
		t.Errorf("the Neutral Mogul blocks on %s, want hb-tenant-1", got)
	}
	if s.p[ctrl].Corruption != corr || s.p[ctrl].VP != vp || s.p[ctrl].Yard != yard {
		t.Errorf("a block takes no action and costs nothing")
	}
	if s.Controlling() == ctrl {
		t.Errorf("control stays with p%d after the Neutral Mogul's turn, want it passed", ctrl)
	}
}

// "If you use a Neutral Mogul to move, first gain one Corruption, and then
// move the Neutral Mogul to any legal space in its current or the next
// Neighborhood. You may not move the Neutral Mogul further." "If, during
// that action, you lose one or more Corruption, additionally lose 1 VP for
// the entire action."
func TestNeutralMogulMoves(t *testing.T) {
	s := ready(t, 2, ModeFull)
	emptyBonuses(s)
	ctrl := s.Controlling()
	neutralTurn(t, s, 2, "", "bh-trade-1", "bh-trade-2")
	// From the Stop Zone, East Gardens is the next Neighborhood: Harbourside is too far.
	err := s.Check(Move{Act: ActGo, K: int16(s.side.Spaces[trackIndex(t, s, "hb-floors-1")].G)})
	var re *rulebook.RuleError
	if !errors.Is(err, rulebook.ErrIllegal) || !errors.As(err, &re) || re.Section != secNeutralMove {
		t.Fatalf("moving a Neutral Mogul two Neighborhoods on: %v, want an illegal move citing %q", err, secNeutralMove)
	}
	s.p[ctrl].Corruption = 3
	play(t, s, "go eg-floors-2")
	if s.p[ctrl].Corruption != 4 {
		t.Errorf("moving a Neutral Mogul: Corruption %d, want 3+1", s.p[ctrl].Corruption)
	}

	// A move onto Lose 2 Corruption: the action is the Controlling Player's, and costs 1 VP.
	s = ready(t, 2, ModeFull)
	emptyBonuses(s)
	ctrl = s.Controlling()
	neutralTurn(t, s, 2, "dt-floors-1", "bh-trade-1", "bh-trade-2")
	s.p[ctrl].Corruption, s.p[ctrl].VP = 5, 10
	play(t, s, "go dt-lose-1")
	if s.p[ctrl].Corruption != 4 || s.p[ctrl].VP != 9 {
		t.Errorf("Neutral Mogul on Lose 2 Corruption: Corruption %d VP %d, want 5+1-2 = 4 and 10-1 = 9", s.p[ctrl].Corruption, s.p[ctrl].VP)
	}
}

// "The first player passing a set of Bonus Spaces picks a Bonus, and then
// discards everything from the second Bonus Space in that set." Example:
// "Red can pick from these Bonuses. They choose the Blue and Purple Floors.
// That means they discard the Mayor's Office from the other space." The
// content's five colours have no purple: read as a second blue (see
// rules.yaml).
func TestTwoPlayerBonusExample(t *testing.T) {
	s := ready(t, 2, ModeFull)
	emptyBonuses(s)
	onTurn(s, 0)
	b1 := s.side.Spaces[trackIndex(t, s, "bonus-2a")].Bonus
	b2 := s.side.Spaces[trackIndex(t, s, "bonus-2b")].Bonus
	blue := testContent.color("blue")
	s.bag[blue] -= 2
	s.bonus[b1].Floors[blue] = 2
	tile := -1
	for i, tl := range testContent.tiles {
		if tl.ID == "mayors-office-2010" {
			tile = i
		}
	}
	card := testContent.tiles[tile].Card
	stack := s.stacks[card]
	s.stacks[card]--
	s.bonus[b2].Tile, s.bonus[b2].Card = int8(tile), int8(card)
	play(t, s, "go hb-floors-1", "bonus bonus-2a")
	if s.p[0].Yard[blue] != 2 {
		t.Errorf("Red holds %d Blue Floors, want the 2 of the Bonus", s.p[0].Yard[blue])
	}
	if !s.bonus[b2].empty() || s.stacks[card] != stack || s.p[0].Up[card] != 0 {
		t.Errorf("the Mayor's Office on the other space is not discarded: %+v, stack %d want %d", s.bonus[b2], s.stacks[card], stack)
	}
}

// "if the difference between the two players' scores is 5 VP or fewer, the
// player with fewer VP loses one Corruption. Otherwise, the player with
// fewer VP loses 2 Corruption. The player with more VP loses no
// Corruption. If the players are tied, neither player loses Corruption."
func TestTwoPlayerCorruptionAdjustment(t *testing.T) {
	for _, tc := range []struct {
		vp   [2]int16
		want []int
	}{
		{[2]int16{10, 10}, []int{4, 4}}, // tied: neither loses
		{[2]int16{10, 15}, []int{3, 4}}, // 5 VP apart: the trailing player loses 1
		{[2]int16{16, 10}, []int{4, 2}}, // 6 VP apart: 2
		{[2]int16{0, 30}, []int{2, 4}},
	} {
		s := ready(t, 2, ModeFull)
		clearBuildings(s)
		s.stack = s.stack[:0]
		for p := range 2 {
			s.p[p].VP, s.p[p].Corruption = tc.vp[p], 4
		}
		if err := s.roundEnd(); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tc.want, []int{s.Corruption(0), s.Corruption(1)}); diff != "" {
			t.Errorf("VP %v: Corruption (-want +got):\n%s", tc.vp, diff)
		}
	}
}

// "Apply the Corruption Penalty as normal in the Full Game. However, if both
// players are tied for most Corruption, neither flips a Power Card."
func TestTwoPlayerPenaltyTie(t *testing.T) {
	for _, tc := range []struct {
		corr  [2]uint8
		flips []int8
	}{{[2]uint8{5, 5}, nil}, {[2]uint8{5, 3}, []int8{0}}, {[2]uint8{0, 2}, []int8{1}}} {
		s := ready(t, 2, ModeFull)
		s.stack = s.stack[:0]
		k := testContent.cardIndex("mayors-office")
		for p := range 2 {
			s.p[p].Corruption = tc.corr[p]
			s.stacks[k]--
			s.p[p].Up[k]++
		}
		s.penalty()
		var flips []int8
		for _, t := range s.stack {
			if t.Op == opFlip {
				flips = append(flips, t.Who)
			}
		}
		if diff := cmp.Diff(tc.flips, flips); diff != "" {
			t.Errorf("Corruption %v: who flips (-want +got):\n%s", tc.corr, diff)
		}
	}
}

// "In the 2p game, after either blocking or moving, the Controlling Player
// passes the Neutral Mogul Marker to their opponent"; the player with the
// #2 Base Construction Yard controls first.
func TestNeutralControlAlternates(t *testing.T) {
	games := 500
	if testing.Short() {
		games = 100
	}
	for seed := range uint64(games) {
		s, err := New(testContent, WithPlayers(2))
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		var buf []Move
		want := int8(-1)
		turns := 0
		for !s.Over() {
			if top := s.stack.Top(); top.Op == opNeutral {
				if want < 0 {
					want = int8(s.seatOfOrder(1))
				}
				if top.Who != want {
					t.Fatalf("seed %d: Neutral turn %d decided by p%d, want p%d", seed, turns, top.Who, want)
				}
				want = 1 - want
				turns++
			}
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if turns < len(testContent.rounds) { // it leaves the Stop Zone every round
			t.Fatalf("seed %d: only %d Neutral turns in a game", seed, turns)
		}
	}
}

func TestFewPlayersFullGameOnly(t *testing.T) {
	_, err := New(testContent, WithPlayers(2), WithMode(ModeStandard))
	if err == nil || !strings.Contains(err.Error(), "full") {
		t.Errorf("a 2-player Standard Game: %v, want an error naming the Full Game", err)
	}
}
