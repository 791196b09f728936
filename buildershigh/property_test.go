package buildershigh

import (
	"encoding/json"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook"
)

// TestPropertyPaymentsExact plays random games and checks every
// construction: the budget cards that left the hand total exactly the
// building's cost, and went face up into the Center.
func TestPropertyPaymentsExact(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		players := rapid.IntRange(2, 5).Draw(rt, "players")
		s, err := New(testContent, WithPlayers(players))
		if err != nil {
			rt.Fatal(err)
		}
		r := rulebook.NewResolver(rapid.Uint64().Draw(rt, "seed"))
		var buf []Move
		for steps := 0; !s.Over() && steps < 5000; steps++ {
			var m Move
			var ok bool
			m, buf, ok = rulebook.Step(s, r, buf)
			if !ok {
				rt.Fatalf("no legal move at %q", s.Prompt())
			}
			if m.Action != ActPay {
				if err := s.Apply(m); err != nil {
					rt.Fatal(err)
				}
				continue
			}
			p := int(s.stack.Top().Who)
			k := int(s.stack.Top().Card)
			cost := s.cost(p, k)
			if err := s.Apply(m); err != nil {
				rt.Fatal(err)
			}
			// Triggers and abilities may move budget cards afterwards, so
			// compare right at the payment: lastPay holds what was paid.
			paid := 0
			for i, b := range s.c.budget {
				paid += int(s.lastPay[i]) * s.c.cards[b].Value
			}
			if paid != cost {
				rt.Fatalf("%s cost %dM but %dM was paid", s.c.cards[k].ID, cost, paid)
			}
			if s.zone(areaZone(p))[k] == 0 {
				rt.Fatalf("%s is not in p%d's play area after paying", s.c.cards[k].ID, p)
			}
		}
	})
}

// TestPropertyViewHidesHands checks that a view names no card of another
// player's hand and nothing about the deck's order or contents.
func TestPropertyViewHidesHands(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s, err := New(testContent, WithPlayers(rapid.IntRange(2, 5).Draw(rt, "players")))
		if err != nil {
			rt.Fatal(err)
		}
		r := rulebook.NewResolver(rapid.Uint64().Draw(rt, "seed"))
		steps := rapid.IntRange(0, 400).Draw(rt, "steps")
		var buf []Move
		for i := 0; i < steps && !s.Over(); i++ {
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				rt.Fatal(err)
			}
		}
		viewer := rulebook.Player(rapid.IntRange(0, s.seats()-1).Draw(rt, "viewer"))
		v := s.View(viewer)
		for _, pv := range v.Players {
			if pv.Seat != viewer && pv.Hand != nil {
				rt.Fatalf("%v's view shows %v's hand", viewer, pv.Seat)
			}
		}
		data, err := json.Marshal(v)
		if err != nil {
			rt.Fatal(err)
		}
		if strings.Contains(string(data), `"deck":{`) || strings.Contains(string(data), "zones") {
			rt.Fatalf("a view carries deck contents: %s", data)
		}
		if s.ToMove() == rulebook.Chance && v.Legal != nil {
			rt.Fatalf("a view lists Chance's outcomes, which name what is in the deck")
		}
	})
}
