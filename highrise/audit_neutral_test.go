package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Neutral Mogul and Players' Buildings: "If the Neutral Mogul stops on a
// Tenant with a Building, the player who owns the Building draws a random
// Floor, as normal. If the Building is owned by the Controlling Player,
// they may still draw a floor, but will gain one Corruption if they decide
// to do so. This happens whether the Neutral Mogul is blocking or moving."
func TestNeutralMogulOnAPlayersBuilding(t *testing.T) {
	tests := []struct {
		reason string
		owner  string // "ctrl" or "other"
		how    string // the Controlling Player's answer: "block", or "go hb-tenant-1"
		embez  string // the Controlling Player's answer to the embezzling question ("" when none is asked)
		want   []int  // [owner's Floors, owner's Corruption]
	}{
		{"blocking onto the opponent's Building: the opponent draws", "other", "block", "", []int{1, 0}},
		{"moving onto the opponent's Building: the opponent draws", "other", "go hb-tenant-1", "", []int{1, 0}},
		{"blocking onto the Controlling Player's Building: a Floor for a Corruption, if they like", "ctrl", "block", "yes", []int{1, 1}},
		{"blocking onto the Controlling Player's Building, declined: nothing", "ctrl", "block", "no", []int{0, 0}},
	}
	for _, tc := range tests {
		s := ready(t, 2, ModeFull)
		clearBuildings(s)
		emptyBonuses(s)
		ctrl := s.Controlling()
		owner := 1 - ctrl
		if tc.owner == "ctrl" {
			owner = ctrl
		}
		hb := testContent.hoodIndex("harbourside")
		idx := s.buildingSpace(hb, 0)
		s.tenant[idx] = int8(tenantIndex(t, "obelisk")) // 3 VP, nothing drawn
		setBuilding(s, hb, 0, owner, 6)
		for p := 0; p < 2; p++ {
			stockYard(s, p, Floors{})
			s.p[p].Corruption = 0
		}
		// The lead player on hb-floors-1: a block goes to hb-tenant-1.
		neutralTurn(t, s, 2, "eg-floors-1", "hb-floors-1", "eg-trade-1")
		play(t, s, tc.how)
		if tc.how != "block" {
			s.p[ctrl].Corruption = 0 // the move's own Corruption aside
		}
		if tc.embez != "" {
			if s.ToMove() != rulebook.Player(ctrl) || !legalStrings(s)[tc.embez] {
				t.Fatalf("%s: %v to move (%s), want the Controlling Player asked", tc.reason, s.ToMove(), s.Prompt())
			}
			play(t, s, tc.embez)
		}
		for s.ToMove() == rulebook.Chance {
			if !strings.Contains(s.Prompt(), "for "+rulebook.Player(owner).String()) {
				t.Fatalf("%s: a draw %q, want the owner's", tc.reason, s.Prompt())
			}
			play(t, s, "floor red")
		}
		if got := s.side.Spaces[s.p[2].Pos].ID; got != "hb-tenant-1" {
			t.Fatalf("%s: the Neutral Mogul is on %s, want hb-tenant-1", tc.reason, got)
		}
		got := []int{s.p[owner].Yard.Total(), s.Corruption(rulebook.Player(owner))}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: [owner's Floors, owner's Corruption] (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Blocking: "If the lead player currently is in the Stop Zone, place the
// Neutral Mogul in the next available space in the Stop Zone, as per
// normal rules." Bonus Tiles (2-Player Game): "The Neutral Mogul never
// picks up Bonus Tiles, whether the Controlling Player is blocking or
// moving."
func TestNeutralMogulStopZoneAndBonus(t *testing.T) {
	s := ready(t, 2, ModeFull)
	emptyBonuses(s)
	neutralTurn(t, s, 2, "bh-floors-1", "stop-1", "bh-trade-1")
	play(t, s, "block")
	if got := s.side.Spaces[s.p[2].Pos].ID; got != "stop-2" {
		t.Errorf("the lead player is in the Stop Zone: the block goes to %s, want stop-2", got)
	}

	s = ready(t, 2, ModeFull)
	ctrl := s.Controlling()
	full := 0
	for b := range s.side.BonusSpaces {
		if !s.bonus[b].empty() {
			full++
		}
	}
	// From the Stop Zone into East Gardens, past bonus-1: no Bonus is offered.
	neutralTurn(t, s, 2, "", "bh-trade-1", "bh-trade-2")
	s.p[ctrl].Corruption = 0
	play(t, s, "go eg-trade-1")
	if strings.Contains(s.Prompt(), "Bonus") {
		t.Errorf("a moving Neutral Mogul is offered a Bonus: %s", s.Prompt())
	}
	left := 0
	for b := range s.side.BonusSpaces {
		if !s.bonus[b].empty() {
			left++
		}
	}
	if left != full {
		t.Errorf("Bonus Spaces with something on them: %d before, %d after the Neutral Mogul passed bonus-1", full, left)
	}
}

// Moving: "If you use a Neutral Mogul to move, first gain one Corruption,
// and then move the Neutral Mogul to any legal space in its current or the
// next Neighborhood." "If, during that action, you lose one or more
// Corruption, additionally lose 1 VP for the entire action." With zero
// Corruption the Controlling Player gains one first, so Lose 2 Corruption
// ("If you have only one Corruption, lose it. You may not take this Action
// Space if you have zero Corruption") is a legal space: back to zero, and 1
// VP lost.
func TestNeutralMoveJudgedAfterItsCorruption(t *testing.T) {
	s := ready(t, 2, ModeFull)
	emptyBonuses(s)
	ctrl := s.Controlling()
	neutralTurn(t, s, 2, "dt-floors-1", "bh-trade-1", "bh-trade-2")
	s.p[ctrl].Corruption, s.p[ctrl].VP = 0, 10
	if !legalStrings(s)["go dt-lose-1"] {
		t.Fatalf("at zero Corruption the Neutral Mogul may not move onto Lose 2 Corruption: %v", s.Legal())
	}
	play(t, s, "go dt-lose-1")
	if diff := cmp.Diff([]int{0, 9}, []int{s.Corruption(rulebook.Player(ctrl)), s.Scores()[ctrl]}); diff != "" {
		t.Errorf("the Controlling Player's [Corruption, VP] (-want +got):\n%s", diff)
	}
}
