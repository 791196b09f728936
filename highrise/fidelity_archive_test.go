package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Archive: "This gives you a 1x Power Card that allows you to unflip a
// face-down Power Card. Or, when you use another Power Card with a 1x
// symbol, you may discard the Archive instead." Mayor's Office and Taxicab
// Commission are 1x cards used with a move: the Archive may be discarded
// in their place, and the card stays face up.
func TestArchiveStandsInForMoveCards(t *testing.T) {
	type got struct {
		Card, Archive, Corruption int
	}
	for _, tc := range []struct {
		reason string
		card   string
		move   func(t *testing.T, s *State) string
		want   got
	}{
		{"Mayor's Office onto an occupied space, the Archive discarded instead: Mayor's Office stays, one Corruption", "mayors-office",
			func(t *testing.T, s *State) string {
				s.p[1].Pos, s.p[1].Arrive = int8(trackIndex(t, s, "eg-floors-1")), 1
				return "go eg-floors-1 mayor stand-in"
			}, got{1, 0, 1}},
		{"Taxicab Commission forward in the same Zone, the Archive discarded instead: Taxicab Commission stays", "taxicab-commission",
			func(t *testing.T, s *State) string {
				s.p[0].Pos = int8(trackIndex(t, s, "draw-choose-1"))
				return "go draw-choose-2 same-zone stand-in"
			}, got{1, 0, 1}}, // draw-choose-2 costs a Corruption
	} {
		s := ready(t, 4, ModeFull)
		emptyBonuses(s)
		s.p[0].Corruption = 0
		k := give(t, s, 0, tc.card, 1)
		a := give(t, s, 0, "archive", 1)
		onTurn(s, 0)
		play(t, s, tc.move(t, s))
		if diff := cmp.Diff(tc.want, got{int(s.p[0].Up[k]), int(s.p[0].Up[a]), s.Corruption(0)}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// The Archive's own power, to unflip a face-down Power Card, is not only
// for the end of a turn: a player may unflip a Mayor's Office turned face
// down by the Full Game's Corruption Penalty before moving with it, or a
// dot.com used once on an Extra Floor to use it again ("You may then flip
// a second dot.com card ... but you would gain one Corruption").
func TestArchiveUnflipsDuringTheTurn(t *testing.T) {
	t.Run("before the move", func(t *testing.T) {
		s := ready(t, 4, ModeFull)
		emptyBonuses(s)
		s.p[0].Corruption = 0
		k := give(t, s, 0, "mayors-office", 1)
		s.p[0].Up[k], s.p[0].Down[k] = 0, 1
		give(t, s, 0, "archive", 1)
		onTurn(s, 0)
		s.p[1].Pos, s.p[1].Arrive = int8(trackIndex(t, s, "eg-floors-1")), 1
		play(t, s, "use archive", "unflip mayors-office", "go eg-floors-1 mayor")
		if diff := cmp.Diff(1, s.Corruption(0)); diff != "" {
			t.Errorf("Mayor's Office used after the Archive turned it face up (-want +got):\n%s", diff)
		}
	})
	t.Run("after constructing", func(t *testing.T) {
		s := ready(t, 4, ModeFull)
		give(t, s, 0, "dot-com", 1)
		give(t, s, 0, "archive", 1)
		s.p[0].Corruption = 0
		constructAt(t, s, 0, "", Floors{})
		play(t, s, "use dot-com", "floor red", "use archive", "unflip dot-com", "use dot-com", "floor red")
		if diff := cmp.Diff([]int{2, 1}, []int{s.Yard(0)["red"], s.Corruption(0)}); diff != "" {
			t.Errorf("[Floors drawn, Corruption]: dot.com twice on one Extra Floor, a second use of its name (-want +got):\n%s", diff)
		}
	})
}
