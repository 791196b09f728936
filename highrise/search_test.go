package highrise

import (
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/internal/searchtest"
)

// searchSuite checks Returns, Heuristic and Determinize over every mode
// and player count, the solo and 2-player games with Neutral Moguls
// included.
func searchSuite() searchtest.Suite[*State, Move] {
	configs := conformanceConfigs()
	configs = append(configs, fewConfigs(1)...)
	configs = append(configs, fewConfigs(2)...)
	return searchtest.Suite[*State, Move]{
		Configs:      configs,
		Games:        5,
		MaxDecisions: 20000,
		View:         func(s *State, p rulebook.Player) any { return s.View(p) },
		Rehide:       rehideView,
		Invariants:   invariants,
		Equal:        cmpStates,
	}
}

func TestSearchContract(t *testing.T) { searchSuite().Run(t) }
