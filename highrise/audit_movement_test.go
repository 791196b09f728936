package highrise

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// refusal is what a test of a refused move compares: whether Check's error
// is an ErrIllegal and the rulebook section it cites.
type refusal struct {
	Illegal bool
	Section string
}

func refusalOf(err error) refusal {
	var re *rulebook.RuleError
	if !errors.As(err, &re) {
		return refusal{Illegal: errors.Is(err, rulebook.ErrIllegal)}
	}
	return refusal{errors.Is(err, rulebook.ErrIllegal), re.Section}
}

// Movement: "You may only move clockwise, to an Action Space on the
// One-Way Track that is not occupied by another player and is in a
// different Zone"; "You may never "jump over" the Stop Zone. You must stop
// on an Action Space in this Zone when you get there." Zones: "When you
// move again however, you must move to a different Zone". Bonus Spaces:
// "You may never stop on Bonus Spaces." End of Round: "When you move to the
// Stop Zone, you must stop in the first available Action Space." Three
// players, Full Game: p0 stands on East Gardens' Trade space eg-trade-1, p1
// on Harbourside's orange Floor, p2 on the Stop Zone's first space; p0 holds
// a red Floor (so every Floor action can be done) and no Power Card.
func TestMovementRules(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	for p := range 3 {
		stockYard(s, p, Floors{})
		s.p[p].Corruption = 0
	}
	stockYard(s, 0, floorsOf(t, map[string]int{"red": 1}))
	onTurn(s, 0)
	s.p[0].Pos = int8(trackIndex(t, s, "eg-trade-1"))
	s.p[1].Pos = int8(trackIndex(t, s, "hb-floors-1"))
	s.p[2].Pos = int8(trackIndex(t, s, "stop-1"))
	for _, tc := range []struct {
		reason, move string
		want         refusal
	}{
		{"a space behind: only clockwise", "go eg-floors-1", refusal{true, secMovement}},
		{"the space p0 stands on: only clockwise", "go eg-trade-1", refusal{true, secMovement}},
		{"forward in the same Zone: a different Zone", "go eg-trade-2", refusal{true, secZones}},
		{"a Bonus Space: never stopped on", "go bonus-2a", refusal{true, secBonus}},
		{"p1's space: not occupied by another player", "go hb-floors-1", refusal{true, secMovement}},
		{"the Stop Zone past its first available space", "go stop-3", refusal{true, secStopZone}},
		{"the Stop Zone's occupied first space: the first available one", "go stop-1", refusal{true, secStopZone}},
		{"the next free space of the next Zone (the control)", "go hb-floors-2", refusal{}},
		{"the Stop Zone's first available space (the control)", "go stop-2", refusal{}},
	} {
		m, err := s.ParseMove(tc.move)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		if diff := cmp.Diff(tc.want, refusalOf(s.Check(m))); diff != "" {
			t.Errorf("%s: %q (-want +got):\n%s", tc.reason, tc.move, diff)
		}
	}
	// No space past the Stop Zone is ever offered: the track ends there.
	stop := s.side.Zones[s.side.Stop]
	for _, m := range s.Legal() {
		if q := s.localSpace(m); q >= stop.First+stop.N {
			t.Errorf("%q lies past the Stop Zone", m.String())
		}
	}
}

// Blueprints: "You may not Construct a Building with Floors matching a
// Blueprint that is on the next round's Blueprint Card; it's only there so
// you can plan ahead." Actions: "If you cannot perform the action, you may
// not stop on that space." In 2010, p0 holds exactly the Floors of one of
// 2020's Blueprints that match none of 2010's: East Gardens' Construct
// space is closed to it, with the rule cited; the same Floors in 2020
// open it.
func TestNextRoundsBlueprintCannotBeBuilt(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	next := s.c.blueprints[s.bp[1]].Blueprints
	found := false
	for i := range next {
		stockYard(s, 0, next[i].Need)
		if !s.constructible(0) {
			found = true
			break
		}
	}
	if !found {
		t.Fatal("every 2020 Blueprint's Floors match a 2010 Blueprint: no case to test")
	}
	onTurn(s, 0)
	m, err := s.ParseMove("go eg-build-1")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(refusal{true, secActions}, refusalOf(s.Check(m))); diff != "" {
		t.Errorf("2010, Floors of a 2020 Blueprint only: the Construct space (-want +got):\n%s", diff)
	}
	s.round = 1
	if err := s.Check(m); err != nil {
		t.Errorf("2020, the same Floors: the Construct space is refused: %v", err)
	}
}
