package capitals

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// The per-tile effect tests (tiles_era*_test.go) play each tile's
// Conditional, Construction, Permanent, Activation and End of Game effects
// through the rules and compare what moved on the player's tracks.
//
// A case starts from a City holding the City Hall at 0,0 and the Hotel at
// 0,1, plus the tiles it lists (put there without playing their effects),
// with the tracks at caseLevels unless the case sets them. The
// Construction Tokens are moved out of the way; when a tile is built, one
// is set beside the cell so that only rule B of the Building Placement
// Rules can cost Prestige.
//
// What the case wants:
//   - when the action is on the tile under test itself (building it,
//     activating it), the whole change of the player's tracks, the Energy
//     Cubes paid for the activation aside;
//   - otherwise (another tile built or activated beside it, a Power Plant
//     upgrade, the end of the game), what the tile under test adds: the
//     change with it in the City minus the change of the same action
//     without it.

// placed is a tile put in the City before the action.
type placed struct {
	id   string
	r, c int
}

type actKind uint8

const (
	actBuild     actKind = iota + 1 // build tile id (the tile under test when "") at r,c
	actActivate                     // activate the tile at r,c (paying cubes only)
	actFreeAct                      // activate the tile at r,c, then activate r2,c2 for free
	actUpgrade                      // upgrade the Power Plant
	actEnd                          // the final End of Game Effects
	actEndBefore                    // the End of Game Effects before the last World Expo
	actTourism                      // a Tourism Phase
)

type action struct {
	kind   actKind
	id     string
	r, c   int
	r2, c2 int
}

func buildIt(r, c int) action               { return action{kind: actBuild, r: r, c: c} }
func buildOther(id string, r, c int) action { return action{kind: actBuild, id: id, r: r, c: c} }
func activate(r, c int) action              { return action{kind: actActivate, r: r, c: c} }
func freeAct(r, c, r2, c2 int) action       { return action{kind: actFreeAct, r: r, c: c, r2: r2, c2: c2} }
func upgradeAct() action                    { return action{kind: actUpgrade} }
func endAct() action                        { return action{kind: actEnd} }
func endBeforeAct() action                  { return action{kind: actEndBefore} }
func tourismAct() action                    { return action{kind: actTourism} }

type tileCase struct {
	tile    string // the tile under test
	reason  string // what the case shows
	players int    // 4 unless set (tiles marked for 5 players need 5)
	opts    []Option
	city    []placed
	levels  map[string]int // the player's tracks, over caseLevels
	others  map[string]int // every other seat's tracks
	// otherCity is put in every other seat's City; round sets the round
	// (and so the Era) when not 0.
	otherCity []placed
	round     int
	act       action
	want      map[string]int // changes, by track; zero changes left out
	// order answers the first prompts to order the effects ("effect N",
	// the N-th still to resolve); the rest are resolved in listed order.
	order   []int
	illegal string // the action is refused, citing this rulebook section
}

// caseLevels are the tracks a case starts from: room to move both ways.
var caseLevels = map[string]int{"population": 10, "employment": 0, "public_services": 0, "progress": 0,
	"economy": 20, "culture": 10, "prestige": 0, "cubes": 20}

func runTileCases(t *testing.T, cases []tileCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.tile+"/"+tc.reason, func(t *testing.T) {
			if _, ok := testContent.byID[tc.tile]; !ok {
				t.Fatalf("no tile %q", tc.tile)
			}
			got := runTileCase(t, tc, false)
			if tc.illegal != "" {
				return
			}
			if tc.onItself() {
				// nothing to subtract
			} else {
				without := runTileCase(t, tc, true)
				for k, v := range without {
					got[k] -= v
					if got[k] == 0 {
						delete(got, k)
					}
				}
			}
			want := tc.want
			if want == nil {
				want = map[string]int{}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s: %s (-want +got):\n%s", tc.tile, tc.reason, diff)
			}
		})
	}
}

// onItself reports whether the action builds or activates the tile under
// test.
func (tc tileCase) onItself() bool {
	switch tc.act.kind {
	case actBuild:
		return tc.act.id == "" || tc.act.id == tc.tile
	case actActivate, actFreeAct:
		for _, pl := range append([]placed{{"city-hall", 0, 0}, {"hotel", 0, 1}}, tc.city...) {
			if pl.r == tc.act.r && pl.c == tc.act.c {
				return pl.id == tc.tile
			}
		}
	}
	return false
}

func setLevels(s *State, p int, levels map[string]int) {
	ct := &s.cities[p]
	for name, v := range levels {
		switch i, _ := trackIndex(name); i {
		case tPrestige:
			ct.Prestige = int16(v)
		case tCubes:
			ct.Cubes = int16(v)
		default:
			ct.Track[i] = int16(v)
		}
	}
}

func snapshot(s *State, p int) [nGainable]int {
	var v [nGainable]int
	for i := range v {
		v[i] = s.levelOf(p, i)
	}
	return v
}

// runTileCase plays the case, with or without the tile under test in the
// City, and returns the changes of the player's tracks.
func runTileCase(t *testing.T, tc tileCase, without bool) map[string]int {
	t.Helper()
	players := tc.players
	if players == 0 {
		players = 4
	}
	s := newGame(t, players, tc.opts...)
	p := int(s.stack.Top().Who)
	ct := &s.cities[p]
	if tc.round > 0 {
		s.round = int8(tc.round)
	}
	for q := 0; q < players; q++ {
		if q != p {
			for _, pl := range tc.otherCity {
				put(t, s, q, pl.id, pl.r, pl.c)
			}
		}
	}
	ct.Tokens = [maxTokens][2]int8{{-20, -20}, {-20, -18}}
	for _, pl := range tc.city {
		if without && pl.id == tc.tile {
			continue
		}
		put(t, s, p, pl.id, pl.r, pl.c)
	}
	for q := 0; q < players; q++ {
		if q != p {
			setLevels(s, q, tc.others)
		}
	}
	setLevels(s, p, caseLevels)
	setLevels(s, p, tc.levels)
	if tc.act.kind != actBuild {
		// An Executive turn waits beneath whatever the action pushes.
		s.stack = s.stack[:0]
		s.phase, s.idx = phExecutive, int8(players)
		s.stack.Push(task{Op: opExec, Who: int8(p), N: 3})
	}
	before := snapshot(s, p)
	paid := 0
	var moves []string
	switch a := tc.act; a.kind {
	case actBuild:
		id := a.id
		if id == "" {
			id = tc.tile
		}
		for _, d := range sides {
			r, c := a.r+d[0], a.c+d[1]
			if ct.at(r, c) < 0 {
				ct.Tokens[0] = [2]int8{int8(r), int8(c)}
				break
			}
		}
		if testContent.tiles[testContent.byID[id]].Prosperity {
			// A Prosperity round's decision, from the player's hand.
			s.where[inst(t, s, id)] = locHand + uint8(p)
			s.stack.Push(task{Op: opProsper, Who: int8(p)})
			moves = []string{"build " + id}
			if tc.illegal == "" {
				moves = append(moves, "place "+cellString(int8(a.r), int8(a.c)))
			}
		} else {
			s.where[inst(t, s, id)] = locRow0
			moves = []string{"take " + id, "place " + cellString(int8(a.r), int8(a.c))}
		}
	case actActivate, actFreeAct:
		if i := ct.at(a.r, a.c); i >= 0 {
			paid = s.activationCost(p, i)
		}
		moves = []string{"activate " + cellString(int8(a.r), int8(a.c))}
		if a.kind == actFreeAct {
			moves = append(moves, "free "+cellString(int8(a.r2), int8(a.c2)))
		}
	case actUpgrade:
		if k := s.nextPlant(p); k >= 0 {
			paid = -s.c.tiles[k].Cubes
		}
		s.stack.Push(task{Op: opUpgrade, Who: int8(p)})
		moves = []string{"yes"}
	case actEnd, actEndBefore:
		kind := int16(0)
		if a.kind == actEndBefore {
			kind = 1
		}
		s.stack.Push(task{Op: opEnd, Who: int8(p), Kind: kind})
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
	case actTourism:
		s.stack = s.stack[:0]
		s.phase, s.idx = phTourism, 0
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
	}
	for i, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		undo := s.Clone()
		err = s.Apply(m)
		if tc.illegal != "" && !without && i == len(moves)-1 {
			var rule *rulebook.RuleError
			if !errors.Is(err, rulebook.ErrIllegal) || !errors.As(err, &rule) || rule.Section != tc.illegal {
				t.Fatalf("%q: got %v, want it refused by %q", text, err, tc.illegal)
			}
			if diff := cmpDiff(undo, s); diff != "" {
				t.Fatalf("a refused move changed the state:\n%s", diff)
			}
			return nil
		}
		if err != nil {
			t.Fatalf("%q (%s): %v", text, s.Prompt(), err)
		}
	}
	if tc.illegal != "" && !without {
		t.Fatalf("the action was not refused")
	}
	// The player resolves the pending effects in the case's order, then in
	// their listed order, declines Power Plant upgrades and has every
	// Conditional Effect take place as often as it may (the tables' numbers
	// count the most the condition allows).
	order := tc.order
	for s.ToMove() == rulebook.Player(p) {
		top := s.stack.Top()
		switch top.Op {
		case opOrder:
			n := 1
			if len(order) > 0 {
				n, order = order[0], order[1:]
			}
			play(t, s, "effect "+strconv.Itoa(n))
		case opUpgrade:
			play(t, s, "no")
		case expr.OpMay, opCond:
			if !strings.Contains(s.Prompt(), conditionalAgain) {
				goto done
			}
			play(t, s, "yes")
		case opFree:
			play(t, s, s.Legal()[0].String())
		default:
			goto done
		}
	}
done:
	after := snapshot(s, p)
	got := map[string]int{}
	for i := range after {
		d := after[i] - before[i]
		switch i {
		case tCubes:
			d += paid
		case tProg:
			size := s.c.tracks[tProg].Max - s.c.tracks[tProg].Min + 1
			d = (d%size + size) % size
		}
		if d != 0 {
			got[trackIDs[i]] = d
		}
	}
	return got
}

// TestEveryTileHasAnEffectTest checks that the tiles_era*_test.go tables
// hold a case for every tile of the content.
func TestEveryTileHasAnEffectTest(t *testing.T) {
	seen := map[string]bool{}
	for _, cases := range [][]tileCase{startTileCases, era1Cases, era2Cases, era3Cases, prosperityCases} {
		for _, tc := range cases {
			seen[tc.tile] = true
		}
	}
	for _, tile := range testContent.tiles {
		if !tile.Plant && !seen[tile.ID] {
			t.Errorf("no effect test for %s (%s)", tile.ID, strings.SplitN(tile.Text, ".", 2)[0])
		}
	}
}
