package highrise

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// suiteAt readies seat p to stop on Gold-Plated Suite (on dt-tenant-1):
// its Base Yard of 7 spaces and yards Expanded Yards hold n red Floors, its
// Corruption is corruption.
func suiteAt(t *testing.T, s *State, p, yards, n, corruption int) {
	t.Helper()
	emptyBonuses(s)
	clearBuildings(s)
	stockYard(s, p, Floors{uint8(n)})
	s.yards += s.p[p].Yards
	s.yards -= uint8(yards)
	s.p[p].Base, s.p[p].Yards = 7, uint8(yards)
	s.p[p].Corruption = uint8(corruption)
	s.tenant[s.buildingSpace(testContent.hoodIndex("downtown"), 0)] = int8(tenantIndex(t, "gold-plated-suite"))
	onTurn(s, p)
}

// Gold-Plated Suite: "You may Draw up to 5 random Floors into each of your
// Construction Yards. For each Construction Yard you Draw Floors into, gain
// 3 Corruption. If the Construction Yard you are Drawing into fills up, you
// must stop Drawing, even if you have not Drawn 5 Floors into it yet."
// "If you stop on the Gold-Plated Suite with your Mogul, you must Draw into
// at least one Construction Yard." Floors sit in the Base Yard first, then
// the Expanded Yards; the Yard with the most room is drawn into first.
func TestGoldPlatedSuiteChargesYardsDrawnInto(t *testing.T) {
	type got struct {
		Corruption, VP, Floors int
		First                  []string // the first prompt's moves
	}
	for _, tc := range []struct {
		reason            string
		yards, floors, cc int
		moves             []string
		want              got
	}{
		{"14 Corruption, the Base Yard full and one space left in the Expanded Yard: one Yard drawn into, 3 Corruption, no wrap",
			1, 11, 14, []string{"count 1", "floor red"}, got{17, 0, 12, []string{"count 1"}}},
		{"up to 5: two Floors into the first Yard, then stop",
			1, 0, 0, []string{"count 2", "floor red", "floor blue", "count 0"}, got{3, 0, 2, []string{"count 1", "count 2", "count 3", "count 4", "count 5"}}},
		{"two Yards drawn into: 5 into the empty Expanded Yard, 4 into the Base Yard's spaces left; 6 Corruption",
			1, 3, 0, []string{"count 5", "floor red", "floor red", "floor red", "floor red", "floor red", "count 4", "floor red", "floor red", "floor red", "floor red"},
			got{6, 0, 12, []string{"count 1", "count 2", "count 3", "count 4", "count 5"}}},
		{"one Yard, 2 spaces left: at most 2 Floors",
			0, 5, 0, []string{"count 2", "floor red", "floor red"}, got{3, 0, 7, []string{"count 1", "count 2"}}},
	} {
		s := ready(t, 4, ModeFull)
		suiteAt(t, s, 0, tc.yards, tc.floors, tc.cc)
		vp := s.Scores()[0]
		play(t, s, "go dt-tenant-1")
		var first []string
		for _, m := range s.Legal() {
			first = append(first, m.String())
		}
		play(t, s, tc.moves...)
		floors := 0
		for _, n := range s.Yard(0) {
			floors += n
		}
		if diff := cmp.Diff(tc.want, got{s.Corruption(0), s.Scores()[0] - vp, floors, first}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
		if s.ToMove() == 0 {
			t.Errorf("%s: the Suite still asks: %s", tc.reason, s.Prompt())
		}
	}
	// With every Yard full, the Suite's draw cannot be done: the space is
	// closed ("If you cannot take the action, you may not stop").
	s := ready(t, 4, ModeFull)
	suiteAt(t, s, 0, 0, 7, 0)
	if legalStrings(s)["go dt-tenant-1"] {
		t.Error("Gold-Plated Suite is open with every Construction Yard full")
	}
}

// TestConformanceGoldPlatedSuite is the invariant of Gold-Plated Suite over
// seeded random games in which players seek the Suite out: from the Suite's
// first Yard decision to its last Floor, the Floors drawn D fit the room the
// Yards had ("there is no overflow when using Gold-Plated Suite"), at least
// one is drawn, and the Corruption gained is 3 for each Yard drawn into,
// counted from the game's moves: a Yard's decision (how many Floors into
// it) followed by a Floor landing in the yards. Y such Yards are at least
// ceil(D/5) (5 Floors at most a Yard) and at most the Yards held. The track's wrap (40 VP) is counted
// back in, and so is a kept Lose 1 Corruption tile ("discard this tile to
// gain one fewer"). Each move within the Suite is also played on a copy
// whose steps beneath the Suite are held back by a pending move, so that
// what the Suite did shows whole when it is over.
func TestConformanceGoldPlatedSuite(t *testing.T) {
	suite := tenantIndex(t, "gold-plated-suite")
	seen := 0
	for seed := uint64(1); seed <= 160; seed++ {
		mode := []string{ModeStandard, ModeFull}[seed%2]
		players := 3 + int(seed/2%2)
		s, err := New(testContent, WithPlayers(players), WithMode(mode), WithRule("extra_tenants", []string{"off", "on"}[seed/4%2]))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 13))
		// The Suite under way: its player, where its closing step lies on
		// the pending steps, and what the player had at its start.
		type under struct {
			p, mark               int
			corruption, vp, lose1 int
			floors, room, yards   int
			asked                 []int // the Floors held at each Yard's decision to draw into it
		}
		var open *under
		// over plays m on a copy of s holding back the steps beneath the
		// Suite, and reports whether m ends the Suite, checking it if so.
		over := func(o *under, m Move) bool {
			c := s.Clone()
			c.stack = append([]task{{Op: opTurn, Who: int8(o.p)}}, s.stack[o.mark:]...)
			if err := c.Apply(m); err != nil {
				t.Fatalf("seed %d: the copy: %s: %v", seed, m, err)
			}
			if len(c.stack) > 1 && c.stack[1].Op == opRaise {
				return false
			}
			pl := &c.p[o.p]
			d := pl.Yard.Total() - o.floors
			wraps := (o.vp - int(pl.VP)) / testContent.wrapVP
			gained := int(pl.Corruption) + wraps*len(testContent.track) - o.corruption + o.lose1 - int(pl.Lose1)
			y := 0 // Yards drawn into: a decision to draw into one, then a Floor
			for i, at := range o.asked {
				next := pl.Yard.Total()
				if i+1 < len(o.asked) {
					next = o.asked[i+1]
				}
				y += boolInt(next > at)
			}
			if d < 1 || d > o.room || gained != 3*y || y < (d+4)/5 || y > o.yards {
				t.Fatalf("seed %d: p%d drew %d Floors into %d Yards (room %d, %d Yards held) and gained %d Corruption", seed, o.p, d, y, o.room, o.yards, gained)
			}
			return true
		}
		for n := 0; !s.Over(); n++ {
			if n > 20000 {
				t.Fatalf("seed %d: no end", seed)
			}
			if top := s.stack.Top(); open == nil && top != nil && top.Op == opDrawUpTo && top.K == 1 {
				p := int(top.Who)
				mark := len(s.stack) - 1
				for mark >= 0 && s.stack[mark].Op == opDrawUpTo {
					mark--
				}
				pl := &s.p[p]
				open = &under{p: p, mark: mark, corruption: int(pl.Corruption), vp: int(pl.VP), lose1: int(pl.Lose1),
					floors: pl.Yard.Total(), room: s.capacityLeft(p), yards: 1 + int(pl.Yards)}
				seen++
			}
			legal := s.Legal()
			m := legal[0]
			switch {
			case s.ToMove() == rulebook.Chance:
				total := 0
				for _, l := range legal {
					total += s.Weight(l)
				}
				x := r.IntN(total)
				for _, l := range legal {
					if x -= s.Weight(l); x < 0 {
						m = l
						break
					}
				}
			default:
				m = legal[r.IntN(len(legal))]
				for _, l := range legal {
					// Seek the Suite out: stop on it, and use it when
					// constructing on it.
					if l.Act == ActGo && s.tenantAtSpace(s.side.Local[l.K]) == suite || l.Act == ActYes && s.stack.Top().Op == opTenantMay && r.IntN(2) == 0 {
						m = l
					}
				}
			}
			if open != nil && m.Act == ActCount && m.K > 0 {
				open.asked = append(open.asked, s.p[open.p].Yard.Total())
			}
			if open != nil && over(open, m) {
				open = nil
			}
			if err := s.Apply(m); err != nil {
				t.Fatalf("seed %d: %s: %v", seed, m, err)
			}
		}
		if open != nil {
			t.Fatalf("seed %d: the game ended within the Suite", seed)
		}
	}
	if seen < 50 {
		t.Errorf("the Suite was used %d times in the games, want at least 50", seen)
	}
	t.Logf("Gold-Plated Suite used %d times", seen)
}
