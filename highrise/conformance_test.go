package highrise

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

func conformanceConfigs() []rulebook.Config[*State, Move] {
	var configs []rulebook.Config[*State, Move]
	for _, mode := range []string{ModeIntro, ModeStandard, ModeFull} {
		for _, extras := range []string{"off", "on"} {
			for players := 3; players <= 4; players++ {
				configs = append(configs, rulebook.Config[*State, Move]{
					Name: fmt.Sprintf("players=%d/mode=%s/extra=%s", players, mode, extras),
					New: func(seed uint64) (*State, error) {
						return New(testContent, WithPlayers(players), WithMode(mode), WithRule("extra_tenants", extras))
					},
				})
			}
		}
	}
	return configs
}

var replayRules = rulebook.Rules[*State, Move]{
	Game: gameName,
	New: func(options string) (*State, error) {
		opts, err := ParseOptions(options)
		if err != nil {
			return nil, err
		}
		return New(testContent, opts...)
	},
}

func conformanceSuite() rulebook.Suite[*State, Move] {
	return rulebook.Suite[*State, Move]{
		Configs:      conformanceConfigs(),
		Games:        1200,
		MaxDecisions: 20000,
		ScoreMin:     -400,
		ScoreMax:     400,
		View:         func(s *State, p rulebook.Player) any { return s.View(p) },
		Decode:       func(data []byte) (*State, error) { return Decode(testContent, data) },
		Equal:        cmpStates,
		Invariants:   invariants,
		Rules:        &replayRules,
	}
}

func TestConformance(t *testing.T) { conformanceSuite().Run(t) }

func stateText(s *State) string {
	b, err := json.MarshalIndent(s, "", " ")
	if err != nil {
		return "error: " + err.Error()
	}
	return string(b)
}

func cmpStates(a, b *State) string { return cmp.Diff(stateText(a), stateText(b)) }

var invariants = []rulebook.Invariant[*State]{
	{Name: "Floors, UltraPlastic, Spires, Expanded Yards and Power Cards are conserved", Check: func(s *State) error { return s.conserved() }},
	{Name: "no UltraPlastic in the bag", Check: func(s *State) error {
		if s.bag[s.c.up] != 0 {
			return fmt.Errorf("%d UltraPlastic in the bag", s.bag[s.c.up])
		}
		return nil
	}},
	{Name: "the player to move is the one furthest behind", Check: func(s *State) error {
		t := s.top()
		if t == nil || t.Op != opTurn || t.Who < 0 {
			return nil
		}
		if n := s.next(); n != int(t.Who) {
			return fmt.Errorf("p%d moves, p%d is furthest behind", t.Who, n)
		}
		return nil
	}},
	{Name: "no two Moguls share a space except by Mayor's Office", Check: func(s *State) error {
		for p := 0; p < s.seats(); p++ {
			for q := 0; q < s.seats(); q++ {
				a, b := &s.p[p], &s.p[q]
				if p == q || a.Pos < 0 || a.Pos != b.Pos || a.Arrive < b.Arrive {
					continue
				}
				// p arrived last (or together): only by Mayor's Office.
				if a.Arrive == b.Arrive || !a.Shared {
					return fmt.Errorf("p%d joined p%d on %s without Mayor's Office", p, q, s.side.Spaces[a.Pos].ID)
				}
			}
		}
		return nil
	}},
	{Name: "every Mogul is in the Stop Zone when a round ends", Check: func(s *State) error {
		ending := s.over
		for _, t := range s.stack {
			ending = ending || t.Op == opNewRound || t.Op == opRoundEnd
		}
		if !ending {
			return nil
		}
		for p := 0; p < s.seats(); p++ {
			if pos := s.p[p].Pos; pos < 0 || s.side.Spaces[pos].Kind != kindStop {
				return fmt.Errorf("p%d is not in the Stop Zone as the round ends", p)
			}
		}
		return nil
	}},
	{Name: "every Building's height equals Blueprint floors plus Extra Floors plus Spires and Penthouse Floors", Check: func(s *State) error {
		for i := 0; i < s.buildingSpaces(); i++ {
			b := s.bld[i]
			if b.Owner < 0 {
				continue
			}
			want := int(b.Floors) + int(b.Extra) + 2*int(b.Spires) + b.Pent.Total()
			if int(b.Height) != int(b.Floors)+int(b.Extra) || b.total() != want {
				return fmt.Errorf("building space %s: height %d (tallest %d), but %d Floors + %d Extra Floors + %d Spires + %d Penthouse Floors",
					s.c.nameOf('p', i), b.Height, b.total(), b.Floors, b.Extra, b.Spires, b.Pent.Total())
			}
		}
		return nil
	}},
	{Name: "Corruption stays on the track", Check: func(s *State) error {
		for p := 0; p < s.seats(); p++ {
			if int(s.p[p].Corruption) >= len(s.c.track) {
				return fmt.Errorf("p%d at %d", p, s.p[p].Corruption)
			}
		}
		return nil
	}},
	{Name: "every Mogul is in the Stop Zone when the game ends", Check: func(s *State) error {
		if !s.over {
			return nil
		}
		for p := 0; p < s.seats(); p++ {
			if pos := s.p[p].Pos; pos < 0 || s.side.Spaces[pos].Kind != kindStop {
				return fmt.Errorf("p%d is not in the Stop Zone", p)
			}
		}
		return nil
	}},
	{Name: "yards hold no more than their capacity outside an overflow decision", Check: func(s *State) error {
		for p := 0; p < s.seats(); p++ {
			if s.capacityLeft(p) >= 0 {
				continue
			}
			owed := false
			for _, t := range s.stack {
				owed = owed || ((t.Op == opOverflow || t.Op == opDiscardDown) && int(t.Who) == p)
			}
			if !owed {
				return fmt.Errorf("p%d holds %d Floors in %d spaces with no decision owed", p, s.p[p].Yard.Total(), s.p[p].capacity(s.c))
			}
		}
		return nil
	}},
	{Name: "every Building is at least its Blueprint high and on a valid space", Check: func(s *State) error {
		for i := 0; i < s.buildingSpaces(); i++ {
			b := s.bld[i]
			if b.Owner >= 0 && (b.Height == 0 || i%s.c.maxSlots >= s.side.HoodSlots) {
				return fmt.Errorf("building space %s holds a Building of height %d", s.c.nameOf('p', i), b.Height)
			}
		}
		return nil
	}},
}
