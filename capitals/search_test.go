package capitals

import (
	"fmt"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/internal/searchtest"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// searchSuite checks Returns, Heuristic and Determinize for 2 to 5
// players, with and without the Prosperity add-on.
func searchSuite() searchtest.Suite[*State, Move] {
	configs := conformanceConfigs()
	for players := 2; players <= 5; players++ {
		configs = append(configs, rulebooktest.Config[*State, Move]{
			Name: fmt.Sprintf("players=%d/prosperity", players),
			New:  func(seed uint64) (*State, error) { return New(testContent, WithPlayers(players), WithProsperity(true)) },
		})
	}
	return searchtest.Suite[*State, Move]{
		Configs:      configs,
		Games:        5,
		MaxDecisions: 3000,
		View:         func(s *State, p rulebook.Player) any { return s.View(p) },
		Rehide:       rehide,
		Invariants:   invariants,
		Equal:        cmpDiff,
	}
}

func TestSearchContract(t *testing.T) { searchSuite().Run(t) }
