package rulebook_test

import (
	"encoding/json"
	"fmt"

	"github.com/rulebook-go/rulebook"
)

// A game's Decode ends its checks with Playable, so that no save it accepts
// offers a move that cannot be played. Here the check runs on a fresh game
// of dicerace and on one whose state, once over, still names a seat to
// move.
func ExamplePlayable() {
	s, _ := newRace(2, 12, "")
	fmt.Println(rulebook.Playable(s))

	broken, _ := newRace(2, 8, "to-move") // the toy's deliberate bug
	if _, _, err := rulebook.Playout(broken, rulebook.NewResolver(3), 1000, nil); err != nil {
		fmt.Println(err)
	}
	fmt.Println(rulebook.Playable(broken))
	// Output:
	// <nil>
	// pending: the game is over but p0 is to move
}

// Settled refuses a save whose steps on top would not wait on a decision.
// settle is the game's own: here, a draw for a seat with the deck empty is
// skipped and the turn passes, so a save stopped on such a draw is not a
// position play can reach.
func ExampleSettled() {
	settle := func(s *race) error {
		if s.phase == phaseDraw && s.deckSize() == 0 {
			s.next()
		}
		return nil
	}

	s, _ := newRace(2, 12, "")
	fmt.Println(rulebook.Settled(s, settle))

	s.phase, s.deck = phaseDraw, [raceValues + 1]int8{}
	fmt.Println(rulebook.Settled(s, settle))
	// Output:
	// <nil>
	// pending: the steps on top need no decision: play would have gone on past them
}

// tallyRules stands for a game's loaded content, and tally for its state,
// which knows the content it was set up from.
type tallyRules struct{ name string }

type tally struct {
	rules *tallyRules
	N     int
}

func defaultTallyRules() (*tallyRules, error) { return &tallyRules{name: "embedded"}, nil }

// decodeTally is the game's Decode: it validates a save against c.
func decodeTally(c *tallyRules, data []byte) (*tally, error) {
	var j struct{ N int }
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, err
	}
	if j.N < 0 {
		return nil, fmt.Errorf("tally: decode: n: %d is below 0", j.N)
	}
	return &tally{rules: c, N: j.N}, nil
}

// UnmarshalJSON is the one line a game writes with UnmarshalState.
func (t *tally) UnmarshalJSON(data []byte) error {
	return rulebook.UnmarshalState(t, t.rules, defaultTallyRules, decodeTally, data)
}

// A zero state decodes against the embedded default content; a state set
// up from edited content decodes against that content; a save Decode
// refuses leaves the state as it was.
func ExampleUnmarshalState() {
	var t tally
	if err := json.Unmarshal([]byte(`{"N":3}`), &t); err != nil {
		fmt.Println(err)
	}
	fmt.Println(t.rules.name, t.N)

	u := tally{rules: &tallyRules{name: "house rules"}}
	_ = json.Unmarshal([]byte(`{"N":5}`), &u)
	fmt.Println(u.rules.name, u.N)

	fmt.Println(json.Unmarshal([]byte(`{"N":-1}`), &u), u.N)
	// Output:
	// embedded 3
	// house rules 5
	// tally: decode: n: -1 is below 0 5
}
