package capitals

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

func conformanceConfigs() []rulebooktest.Config[*State, Move] {
	var configs []rulebooktest.Config[*State, Move]
	for players := 2; players <= 5; players++ {
		configs = append(configs, rulebooktest.Config[*State, Move]{
			Name: fmt.Sprintf("players=%d", players),
			New:  func(seed uint64) (*State, error) { return New(testContent, WithPlayers(players)) },
		})
	}
	configs = append(configs, rulebooktest.Config[*State, Move]{
		Name: "players=2/spaces=3/any-other-type/refill/expo-after-admin",
		New: func(seed uint64) (*State, error) {
			return New(testContent, WithPlayers(2), WithRule("two_player_spaces", "3"), WithRule("distinct_type_later", "any-other-type"),
				WithRule("two_player_draw", "refill"), WithRule("expo_timing", "after-admin"))
		},
	})
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

func conformanceSuite() rulebooktest.Suite[*State, Move] {
	return rulebooktest.Suite[*State, Move]{
		Configs:      conformanceConfigs(),
		Games:        1000,
		MaxDecisions: 3000,
		ScoreMin:     -1000,
		ScoreMax:     1000,
		View:         func(s *State, p rulebook.Player) any { return s.View(p) },
		Rehide:       rehide,
		Decode:       func(data []byte) (*State, error) { return Decode(testContent, data) },
		Equal:        cmpDiff,
		Invariants:   invariants,
		Rules:        &replayRules,
	}
}

func TestConformance(t *testing.T) { conformanceSuite().Run(t) }

// TestConformanceProsperity runs the suite over 500 games with the
// Prosperity add-on (2 to 5 players) and 200 with the VARIANT's full draw.
func TestConformanceProsperity(t *testing.T) {
	suite := conformanceSuite()
	suite.Configs = nil
	for players := 2; players <= 5; players++ {
		suite.Configs = append(suite.Configs, rulebooktest.Config[*State, Move]{
			Name: fmt.Sprintf("players=%d/prosperity", players),
			New:  func(seed uint64) (*State, error) { return New(testContent, WithPlayers(players), WithProsperity(true)) },
		})
	}
	suite.Games = 500
	suite.Run(t)
}

func TestConformanceFullDraw(t *testing.T) {
	suite := conformanceSuite()
	suite.Configs = []rulebooktest.Config[*State, Move]{
		{Name: "players=5/full_draw", New: func(seed uint64) (*State, error) {
			return New(testContent, WithPlayers(5), WithFullDraw(true))
		}},
		{Name: "players=4/full_draw/tile-marks-four-or-five", New: func(seed uint64) (*State, error) {
			return New(testContent, WithPlayers(4), WithFullDraw(true), WithRule("tile_marks", "four-or-five"))
		}},
		{Name: "players=3/full_draw/prosperity/expo-after-admin/track-ties-broken/plant-activations-current/lake-counts-as-tile/conditional-times-most", New: func(seed uint64) (*State, error) {
			return New(testContent, WithPlayers(3), WithFullDraw(true), WithProsperity(true), WithRule("expo_timing", "after-admin"),
				WithRule("track_ties", "broken"), WithRule("plant_activations", "current"), WithRule("lake_counts", "as-tile"),
				WithRule("conditional_times", "most"))
		}},
	}
	suite.Games = 200
	suite.Run(t)
}

// rehide changes another seat's Prestige, the one thing hidden from p
// before the end.
func rehide(s *State, p rulebook.Player, r *rand.Rand) (*State, bool) {
	if s.over {
		return s, false
	}
	q := (int(p) + 1 + r.IntN(s.seats()-1)) % s.seats()
	t := s.Clone()
	t.cities[q].Prestige += int16(1 + r.IntN(9))
	// Unbuilt Prosperity tiles hidden from p: in another seat's hand, the
	// box, or the stack being dealt. Swapping two keeps every count.
	var hidden []int
	for i, k := range s.c.inst {
		w := s.where[i]
		if s.c.tiles[k].Prosperity && (w == locBox || w == locStack || (w >= locHand && w != locHand+uint8(p))) {
			hidden = append(hidden, i)
		}
	}
	for n := 0; n < 4 && len(hidden) > 1; n++ {
		a, b := hidden[r.IntN(len(hidden))], hidden[r.IntN(len(hidden))]
		t.where[a], t.where[b] = t.where[b], t.where[a]
	}
	return t, true
}

var invariants = []rulebooktest.Invariant[*State]{
	{Name: "Prosperity tiles: dealt, then built or Lakes, one a Prosperity round", Check: func(s *State) error {
		if !s.opts.prosperity {
			for i, k := range s.c.inst {
				if s.c.tiles[k].Prosperity && s.where[i] != locBox {
					return fmt.Errorf("%s left the box in the basic game", s.instName(i))
				}
			}
			return nil
		}
		dealing := false
		for _, t := range s.stack {
			dealing = dealing || t.Op == opDeal || t.Op == opPBox
		}
		if dealing {
			return nil
		}
		deal := s.c.prosperityDeal[s.seats()]
		// Prosperity rounds whose Administrative Phase has ended.
		done := 0
		for r := 1; r < int(s.round); r++ {
			if s.c.rounds[r-1].Prosperity {
				done++
			}
		}
		for p := 0; p < s.seats(); p++ {
			hand, built, lakes := 0, 0, 0
			for i, k := range s.c.inst {
				if !s.c.tiles[k].Prosperity {
					continue
				}
				switch s.where[i] {
				case locHand + uint8(p):
					hand++
				case locCity + uint8(p):
					built++
				}
			}
			ct := &s.cities[p]
			for i := 0; i < int(ct.N); i++ {
				if ct.Cells[i].Lake {
					lakes++
					if !s.c.tiles[s.kind(ct.Cells[i].Inst)].Prosperity {
						return fmt.Errorf("p%d: a Lake that is no Prosperity tile", p)
					}
				}
			}
			if hand+built != deal {
				return fmt.Errorf("p%d: %d in hand and %d built or Lakes, dealt %d", p, hand, built, deal)
			}
			// One for each marked round ended (the Time Marker has moved on
			// when they are built).
			low := done
			if s.phase == phAdmin {
				low = done - 1 // the round just ended may still be building
			}
			if built < low || built > done || lakes > built {
				return fmt.Errorf("p%d: %d Prosperity tiles and Lakes (%d Lakes) after %d Prosperity rounds", p, built, lakes, done)
			}
		}
		return nil
	}},
	{Name: "all 143 tiles are accounted for", Check: func(s *State) error {
		n := 0
		for i := range s.c.inst {
			w := s.where[i]
			if (w >= locCity+uint8(s.seats()) && w < locHand) || w >= locHand+uint8(s.seats()) || (w == locSupply) != (s.c.tiles[s.kind(int16(i))].Plant && w != locBox && w < locCity) {
				return fmt.Errorf("tile %s is in place %d", s.instName(i), w)
			}
			n++
		}
		if n != 143 {
			return fmt.Errorf("%d tiles", n)
		}
		// Every building in a City is on a cell, and every cell's tile is in that City.
		for p := 0; p < s.seats(); p++ {
			ct := &s.cities[p]
			inCity := 0
			for i := range s.c.inst {
				if s.where[i] == locCity+uint8(p) && !s.c.tiles[s.kind(int16(i))].Plant {
					inCity++
				}
			}
			pending := 0
			if t := s.stack.Top(); t != nil && (t.Op == opPlace || t.Op == opLake) && int(t.Who) == p {
				pending = 1
			}
			if inCity != int(ct.N)+pending {
				return fmt.Errorf("p%d: %d tiles in the City, %d on cells", p, inCity, ct.N)
			}
			for i := 0; i < int(ct.N); i++ {
				if s.where[ct.Cells[i].Inst] != locCity+uint8(p) {
					return fmt.Errorf("p%d: cell %d holds a tile placed elsewhere", p, i)
				}
			}
		}
		return nil
	}},
	{Name: "every track inside its bounds; Employment never above Population", Check: func(s *State) error {
		for p := 0; p < s.seats(); p++ {
			ct := &s.cities[p]
			for tr := 0; tr < nTracks; tr++ {
				if v := int(ct.Track[tr]); v < s.c.tracks[tr].Min || v > s.c.tracks[tr].Max {
					return fmt.Errorf("p%d: %s at %d", p, trackIDs[tr], v)
				}
			}
			if ct.Track[tEmp] > ct.Track[tPop] {
				return fmt.Errorf("p%d: employment %d above population %d", p, ct.Track[tEmp], ct.Track[tPop])
			}
			if ct.Cubes < 0 {
				return fmt.Errorf("p%d: %d cubes", p, ct.Cubes)
			}
		}
		return nil
	}},
	{Name: "the Initiative order is a permutation", Check: func(s *State) error {
		if s.round == 0 {
			return nil
		}
		var seen uint32
		for p := 0; p < s.seats(); p++ {
			sp := s.cities[p].Space
			if sp < 0 {
				if s.phase == phPolitical {
					continue
				}
				return fmt.Errorf("p%d has no Initiative space in the %s", p, s.Phase())
			}
			if seen&(1<<sp) != 0 || int(sp) >= len(s.c.spaces) {
				return fmt.Errorf("space %d held twice or off the track", sp)
			}
			seen |= 1 << sp
		}
		return nil
	}},
	// A tile goes on a cell touching the City or on a side of a
	// Construction Token ("all four building sites around a Construction
	// Token"): the tokens join the grid.
	{Name: "each City's tiles and Construction Tokens form one connected grid", Check: func(s *State) error {
		for p := 0; p < s.seats(); p++ {
			ct := &s.cities[p]
			nodes := make([]cell, 0, maxCells+maxTokens)
			nodes = append(nodes, ct.Cells[:ct.N]...)
			for _, tk := range ct.Tokens[:s.c.tokens] {
				nodes = append(nodes, cell{R: tk[0], C: tk[1], Inst: -1})
			}
			reached := uint64(1)
			for changed := true; changed; {
				changed = false
				for i := range nodes {
					for j := range nodes {
						if reached&(1<<i) != 0 && reached&(1<<j) == 0 && adjacent(&nodes[i], &nodes[j]) {
							reached |= 1 << j
							changed = true
						}
					}
				}
			}
			for i := 0; i < int(ct.N); i++ {
				for j := i + 1; j < int(ct.N); j++ {
					if ct.Cells[i].R == ct.Cells[j].R && ct.Cells[i].C == ct.Cells[j].C {
						return fmt.Errorf("p%d: two tiles on one cell", p)
					}
				}
				if ct.tokenAt(int(ct.Cells[i].R), int(ct.Cells[i].C)) {
					return fmt.Errorf("p%d: a tile under a Construction Token", p)
				}
				if reached&(1<<i) == 0 {
					return fmt.Errorf("p%d: the City is not connected", p)
				}
			}
		}
		return nil
	}},
	{Name: "every Tourist Marker is in exactly one City", Check: func(s *State) error {
		for q := 0; q < s.touristCount(); q++ {
			t := s.tourists[q]
			if q < s.seats() && (t.City < 0 || int(t.City) >= s.seats()) {
				return fmt.Errorf("p%d's Tourist is in no City", q)
			}
			if t.City >= 0 && int(t.Cell) >= int(s.cities[t.City].N) {
				return fmt.Errorf("a Tourist is on no tile")
			}
		}
		return nil
	}},
	{Name: "cubes on tiles are zero right after each World Expo", Check: func(s *State) error {
		// Before the Administrative Phase, its first steps follow the Expo;
		// after it (expo_timing=after-admin), the next Political Phase.
		expoJustDone := s.phase == phAdmin && s.idx <= 1 && s.c.rounds[s.round-1].Expo && !s.opts.expoAfterAdmin
		expoJustDone = expoJustDone || (s.phase == phPolitical && s.round >= 2 && s.c.rounds[s.round-2].Expo && s.opts.expoAfterAdmin)
		if expoJustDone || s.phase == phFinal {
			for p := 0; p < s.seats(); p++ {
				for i := 0; i < int(s.cities[p].N); i++ {
					if s.cities[p].Cells[i].Cubes != 0 {
						return fmt.Errorf("p%d: cubes left on a tile after the World Expo", p)
					}
				}
			}
		}
		return nil
	}},
	{Name: "a listed effect is worked out when it is resolved, from the tile's script as written", Check: listedWorkedOutNow},
	{Name: "an activation costs one more than the cubes printed and placed on the tile and the Tourists on it, counted from the View", Check: activationCostFromView},
}

// listedWorkedOutNow checks, at a choice of the effect to resolve next,
// that choosing each pending Conditional or Construction Effect resolves
// what the tile's script gives on the state at that moment ("The player may
// freely decide in what order they wish to update each track position"):
// the oracle runs the tile's whole Immediate Effects script as written (not
// the elements the loader splits it into) and takes the element chosen.
// Effects worked out when the tile was placed break it as soon as an
// effect resolved before changes what a later one reads.
func listedWorkedOutNow(s *State) error {
	t := s.stack.Top()
	if t == nil || t.Op != opOrder || t.remaining() < 2 {
		return nil
	}
	p, cellIdx := int(t.Who), int(t.Cell)
	ct := &s.cities[p]
	n := 0
	for i, item := range t.Then {
		if t.Done&(1<<i) != 0 {
			continue
		}
		n++
		w := s.Clone()
		var r expr.Runner
		var want []expr.Effect
		src := cellIdx // the tile giving the effect
		switch item.Op {
		case opListed:
			tile := s.cellTile(ct, cellIdx)
			all, err := r.RunEffects(tile.immediate.prog, &Env{s: w, player: p, cell: cellIdx, subject: -1}, nil)
			if err != nil {
				return err
			}
			if len(all) != len(tile.elems) {
				continue // an element gives no effect or several: no one-to-one reading
			}
			want = all[item.N : item.N+1]
		case opCons:
			cell, count := item.N%consCells, item.N/consCells
			all, err := r.RunEffects(s.cellTile(ct, cell).cons.effect.prog, &Env{s: w, player: p, cell: cell, times: count, subject: -1}, nil)
			if err != nil {
				return err
			}
			want = all
			src = cell
		default:
			continue
		}
		m := Move{Action: ActEffect, N: int8(n)}
		if s.Check(m) != nil {
			continue // equal to an earlier pending effect
		}
		u := s.Clone()
		if err := u.Apply(m); err != nil {
			return fmt.Errorf("%v: %w", m, err)
		}
		wt := w.stack.Top()
		wt.Done |= 1 << i
		if wt.remaining() == 0 {
			w.stack.Pop()
		}
		if err := w.pushEffects(want, p, src); err != nil {
			return err
		}
		if err := w.settle(); err != nil {
			return err
		}
		if diff := cmpDiff(w, u); diff != "" {
			return fmt.Errorf("%v (%v) did not resolve %v, the script's effect now (-want +got):\n%s", m, item, want, diff)
		}
	}
	return nil
}

// viewTile is what the View shows of one tile of a City.
type viewTile struct {
	id       string
	cubes    int // Energy Cubes placed on it
	tourists int // Tourist Markers on it
}

// viewCity reads seat p's tiles and the Tourists on them from a View:
// "id@r,c+cubes" and each Tourist's City and cell.
func viewCity(v View, p rulebook.Player) (map[string]viewTile, error) {
	tiles := map[string]viewTile{}
	for _, text := range v.Players[p].Tiles {
		id, rest, ok1 := strings.Cut(strings.TrimPrefix(text, "lake:"), "@")
		at, cubes, ok2 := strings.Cut(rest, "+")
		n, err := strconv.Atoi(cubes)
		if err != nil || !ok1 || !ok2 {
			return nil, fmt.Errorf("the View's tile %q", text)
		}
		tiles[at] = viewTile{id: id, cubes: n}
	}
	for _, tv := range v.Tourists {
		if tv.City == p && tv.At != "" {
			vt := tiles[tv.At]
			vt.tourists++
			tiles[tv.At] = vt
		}
	}
	return tiles, nil
}

// activationCostFromView checks each activation listed at an Executive
// turn against the rulebook's formula worked out from what the table shows
// (the View and the tiles' printed cubes), not from the engine's own cost:
// "One more Energy Cube than all of the Energy Cubes currently on the
// Building Tile (including cubes printed on the tile as well as any Tourist
// Markers on the tile)". The Tourists named and the cubes left to pay fit
// the cost; each tile listed comes with every distinct choice of Tourists
// the table allows ("once each per Executive Phase", never "the Building
// Tile it is on"), each once; and playing the last listed activation (the one paid with the
// most Tourists) puts exactly the cost on the tile, cubes and Tourists
// together.
func activationCostFromView(s *State) error {
	p := s.ToMove()
	if !p.IsSeat() || !strings.Contains(s.Prompt(), "Executive Phase: activate") {
		return nil
	}
	v := s.View(p)
	tiles, err := viewCity(v, p)
	if err != nil {
		return err
	}
	cost := func(vt viewTile) int {
		printed, _ := s.Content().Tile(vt.id)
		return printed.Cubes + vt.cubes + vt.tourists + 1
	}
	var acts []Move
	listed := map[string][]string{} // the listed activations by tile
	for _, m := range s.Legal() {
		if m.Action != ActActivate {
			continue
		}
		acts = append(acts, m)
		at := cellString(m.R, m.C)
		vt, ok := tiles[at]
		if !ok {
			return fmt.Errorf("%v: no tile there in the View", m)
		}
		if want := cost(vt); int(m.N) > want || want-int(m.N) > v.Players[p].Cubes {
			return fmt.Errorf("%v listed: the tile costs %d and %v has %d cubes", m, want, p, v.Players[p].Cubes)
		}
		listed[at] = append(listed[at], m.String())
	}
	for at, got := range listed {
		want := touristChoices(v, p, at, cost(tiles[at]))
		slices.Sort(got)
		if diff := gocmp.Diff(want, got); diff != "" {
			return fmt.Errorf("the activations of the tile at %s, each choice of Tourists once (-want +got):\n%s", at, diff)
		}
	}
	if len(acts) > 0 {
		m := acts[len(acts)-1]
		at := cellString(m.R, m.C)
		u := s.Clone()
		if err := u.Apply(m); err != nil {
			return fmt.Errorf("%v: %w", m, err)
		}
		after, err := viewCity(u.View(p), p)
		if err != nil {
			return err
		}
		before, now := tiles[at], after[at]
		want := cost(before)
		if placed, moved := now.cubes-before.cubes+now.tourists-before.tourists, now.tourists-before.tourists; placed != want || moved != int(m.N) {
			return fmt.Errorf("%v put %d cubes and %d Tourists on the tile; it costs %d with %d Tourists", m, now.cubes-before.cubes, moved, want, m.N)
		}
	}
	return nil
}

// touristChoices writes, from the View, every activation of seat p's tile
// at cell at that the table allows when it costs cost: any number of the
// Tourists in p's City from each place they are (beside the City, or
// another tile), not used this Executive Phase, at most cost of them, the
// cubes on the Power Plant paying the rest. Sorted.
func touristChoices(v View, p rulebook.Player, at string, cost int) []string {
	count := map[string]int{}
	for _, tv := range v.Tourists {
		if tv.City == p && !tv.Used && tv.At != at {
			count[cmp.Or(tv.At, "side")]++
		}
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	rowCol := func(k string) [2]int {
		if k == "side" {
			return [2]int{-1000, 0}
		}
		a, b, _ := strings.Cut(k, ",")
		r, _ := strconv.Atoi(a)
		c, _ := strconv.Atoi(b)
		return [2]int{r, c}
	}
	slices.SortFunc(keys, func(a, b string) int {
		x, y := rowCol(a), rowCol(b)
		return cmp.Compare(x[0]*1000+x[1], y[0]*1000+y[1])
	})
	var out []string
	var choose func(k int, from []string)
	choose = func(k int, from []string) {
		if k == len(keys) {
			if len(from) <= cost && cost-len(from) <= v.Players[p].Cubes {
				text := "activate " + at
				if len(from) > 0 {
					text += " from " + strings.Join(from, " ")
				}
				out = append(out, text)
			}
			return
		}
		for n := 0; n <= count[keys[k]]; n++ {
			next := slices.Clone(from)
			for range n {
				next = append(next, keys[k])
			}
			choose(k+1, next)
		}
	}
	choose(0, nil)
	slices.Sort(out)
	return out
}
