package buildershigh

import (
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/internal/searchtest"
)

// searchSuite checks Returns, Heuristic and Determinize for 2 to 5
// players, in the full game and Easy Mode, with the suite's round limit.
func searchSuite() searchtest.Suite[*State, Move] {
	return searchtest.Suite[*State, Move]{
		Configs:      conformanceConfigs(),
		Games:        5,
		MaxDecisions: 20000,
		SampleEvery:  37,
		View:         func(s *State, p rulebook.Player) any { return s.View(p) },
		Rehide:       rehide,
		Invariants:   invariants,
		Equal:        cmpStates,
	}
}

func TestSearchContract(t *testing.T) { searchSuite().Run(t) }
