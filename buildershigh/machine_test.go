package buildershigh

import (
	"encoding/json"
	"testing"

	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook"
)

// TestStateMachine drives a game and its copies as a rapid state machine:
// each action is a decision, a clone that plays on alone, a save and
// restore through JSON, or an illegal move; the "" action checks every
// invariant and that the copies never touch the game.
func TestStateMachine(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		players := rapid.IntRange(2, 5).Draw(rt, "players")
		s, err := New(testContent, WithPlayers(players), WithEasyMode(rapid.Bool().Draw(rt, "easy")))
		if err != nil {
			rt.Fatal(err)
		}
		var buf []Move
		decide := func(rt *rapid.T, g *State) {
			if g.Over() {
				rt.Skip("the game is over")
			}
			buf = g.AppendLegal(buf[:0])
			m := buf[rapid.IntRange(0, len(buf)-1).Draw(rt, "move")]
			if err := g.Apply(m); err != nil {
				rt.Fatalf("legal move %v: %v", m, err)
			}
		}
		rt.Repeat(map[string]func(*rapid.T){
			"decide": func(rt *rapid.T) { decide(rt, s) },
			"clone plays alone": func(rt *rapid.T) {
				before, _ := json.Marshal(s)
				c := s.Clone()
				for range rapid.IntRange(1, 20).Draw(rt, "clone moves") {
					if c.Over() {
						break
					}
					decide(rt, c)
				}
				if after, _ := json.Marshal(s); string(after) != string(before) {
					rt.Fatalf("playing on a clone changed the original")
				}
			},
			"save and restore": func(rt *rapid.T) {
				data, err := json.Marshal(s)
				if err != nil {
					rt.Fatal(err)
				}
				restored, err := Decode(testContent, data)
				if err != nil {
					rt.Fatal(err)
				}
				if diff := cmpDiff(s, restored); diff != "" {
					rt.Fatalf("restored state differs:\n%s", diff)
				}
				s = restored
			},
			"illegal move": func(rt *rapid.T) {
				m := Move{Action: Action(rapid.IntRange(1, int(ActPlan)).Draw(rt, "action")),
					Card: rapid.SampledFrom(testContent.cards).Draw(rt, "card").ID}
				before := s.Clone()
				if err := s.Apply(m); err != nil {
					if diff := cmpDiff(before, s); diff != "" {
						rt.Fatalf("rejected %v changed the state:\n%s", m, diff)
					}
				}
			},
			"": func(rt *rapid.T) {
				for _, inv := range invariants {
					if err := inv.Check(s); err != nil {
						rt.Fatalf("%s: %v", inv.Name, err)
					}
				}
				if s.Over() != (s.ToMove() == rulebook.Nobody) {
					rt.Fatalf("over %v but %v to move", s.Over(), s.ToMove())
				}
			},
		})
	})
}
