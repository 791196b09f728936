package capitals

import (
	"strings"
	"testing"
)

// TestConditionalTimesOption: "The Conditional Effect may take place
// multiple times if the player has multiple amounts of the indicated
// item/resource and wishes it to take place. However, the effect must take
// place at least once." The University ("for every 3 employment you have,
// gain 1 culture") built with 9 Employment: under the rules option
// conditional_times "most" it gives 3 Culture at once; under "chosen" (the
// default) it gives 1 and the player is asked, up to 3 times in all,
// whether it takes place again. With 2 Employment it gives nothing and
// asks nothing.
func TestConditionalTimesOption(t *testing.T) {
	chosen := []Option{WithRule("conditional_times", "chosen")}
	for _, tc := range []struct {
		reason     string
		opts       []Option
		employment int16
		answers    []string // to each "again?", in order
		culture    int16
	}{
		{"default: chosen, once, then no", nil, 9, []string{"no"}, 1},
		{"most", []Option{WithRule("conditional_times", "most")}, 9, nil, 3},
		{"chosen: once, then no", chosen, 9, []string{"no"}, 1},
		{"chosen: twice", chosen, 9, []string{"yes", "no"}, 2},
		{"chosen: three times, and no fourth", chosen, 9, []string{"yes", "yes"}, 3},
		{"chosen: met once, no question", chosen, 5, nil, 1},
		{"chosen: not met, nothing", chosen, 2, nil, 0},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4, tc.opts...)
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			ct.Track[tPop], ct.Track[tEmp], ct.Track[tCult] = 10, tc.employment, 0
			build(t, s, "university", 1, 0)
			var asked []string
			for strings.Contains(s.Prompt(), conditionalAgain) {
				if len(asked) == len(tc.answers) {
					t.Fatalf("asked %d times (%s), the case answers %d", len(asked)+1, s.Prompt(), len(tc.answers))
				}
				asked = append(asked, s.Prompt())
				play(t, s, tc.answers[len(asked)-1])
			}
			if len(asked) != len(tc.answers) {
				t.Errorf("asked %d times, want %d", len(asked), len(tc.answers))
			}
			if ct.Track[tCult] != tc.culture {
				t.Errorf("culture %d, want %d", ct.Track[tCult], tc.culture)
			}
			if int(s.stack.Top().Who) == p && s.Phase() == "Building Phase" && s.stack.Top().Op != opTake {
				t.Errorf("still pending after the University: %s", s.Prompt())
			}
		})
	}
}

// TestConditionalFewerCanBeBetter: under conditional_times=chosen a City
// holding the Technology Park ("To Build: be lowest player on the progress
// track (have lowest level power plant or, if tied, be farthest away from
// gaining next level)") builds the Gene Research Lab ("for every 3
// employment, gain 1 progress") with 9 Employment in a Prosperity round and
// takes the Progress once, staying below the others (on Progress 2).
func TestConditionalFewerCanBeBetter(t *testing.T) {
	s := newGame(t, 4, WithProsperity(true), WithRule("conditional_times", "chosen"))
	p := int(s.stack.Top().Who)
	ct := &s.cities[p]
	for q := range 4 {
		s.cities[q].Track[tProg], s.cities[q].Moved = 2, 2
	}
	ct.Track[tProg], ct.Moved = 0, 0
	ct.Track[tPop], ct.Track[tEmp] = 10, 9
	s.where[inst(t, s, "gene-research-lab")] = locHand + uint8(p)
	s.where[inst(t, s, "technology-park")] = locHand + uint8(p)
	s.stack.Push(task{Op: opProsper, Who: int8(p)})
	play(t, s, "build gene-research-lab", "place 1,0", "no")
	if ct.Track[tProg] != 1 {
		t.Fatalf("progress %d, want 1: the effect taken once", ct.Track[tProg])
	}
	if err := s.prosperOK(p, s.c.byID["technology-park"]); err != nil {
		t.Errorf("the Technology Park's requirement after taking 1 Progress: %v", err)
	}
}
