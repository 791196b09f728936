package capitals

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// midGameSaves are saves of seeded games taken at several points: at setup,
// early, mid-game and late, for several player counts, with and without the
// Prosperity add-on, and at the first decision waiting on each kind of
// pending step (see pendingKind), so that the saves hold every prompt the
// games reached.
func midGameSaves(t testing.TB) [][]byte {
	t.Helper()
	var saves, kinds [][]byte
	for i, players := range []int{2, 3, 5} {
		s, err := New(testContent, WithPlayers(players), WithProsperity(i != 1))
		if err != nil {
			t.Fatal(err)
		}
		fixed, first := rulebooktest.SavesAlong(t, s, uint64(40+i), []int{5, 80, 250, 600}, 5000, pendingKind)
		saves, kinds = append(saves, fixed...), append(kinds, first...)
	}
	return append(saves, kinds...)
}

// pendingKind is the op of the step s waits on and how deep the pending
// steps are (up to 4), so that the saves reach every kind of prompt.
func pendingKind(s *State) string {
	t := s.stack.Top()
	if t == nil {
		return ""
	}
	name, _ := saveOps.Name(t.Op)
	return fmt.Sprintf("%s/%d", name, min(len(s.stack), 4))
}

func saveChecks() rulebooktest.Saves[*State, Move] {
	return rulebooktest.Saves[*State, Move]{
		Decode:     func(data []byte) (*State, error) { return Decode(testContent, data) },
		View:       func(s *State, p rulebook.Player) any { return s.View(p) },
		Invariants: invariants,
	}
}

// TestTamperedSaves edits every leaf of real mid-game saves (set to edge
// numbers, deleted, duplicated, swapped for another type): Decode refuses
// the edit, or the state it gives plays on with no panic and no wedged
// move. CI runs a sample; -tamper.full runs every edit.
func TestTamperedSaves(t *testing.T) {
	saveChecks().Tamper(t, midGameSaves(t), 3000)
}

// TestReachableSavesDecode: Decode accepts the save of every state random
// play reaches, for every player count and setup option.
func TestReachableSavesDecode(t *testing.T) {
	for i, opts := range [][]Option{
		{WithPlayers(2), WithProsperity(true)},
		{WithPlayers(3)},
		{WithPlayers(4), WithProsperity(true), WithFullDraw(true)},
		{WithPlayers(5), WithProsperity(true)},
	} {
		for seed := uint64(0); seed < 3; seed++ {
			s, err := New(testContent, opts...)
			if err != nil {
				t.Fatal(err)
			}
			saveChecks().Reachable(t, s, seed+uint64(10*i), 5000)
		}
	}
}

// FuzzDecodeSave mutates the parsed JSON of real saves as the fuzzer's
// bytes say: Decode refuses it, or the state plays on.
func FuzzDecodeSave(f *testing.F) {
	saveChecks().Fuzz(f, midGameSaves(f))
}

// TestOpNames: every op has a save name, so a save never stores an op by
// its number (issue 11: adding an op must not change what a save means).
func TestOpNames(t *testing.T) {
	for op := expr.OpGame; op <= opCons; op++ {
		if name, ok := saveOps.Name(op); !ok || name == "" {
			t.Errorf("op %d has no save name", op)
		}
	}
}

// TestDecodeRefuses: Decode refuses saves the rules cannot reach, naming
// the JSON path and the reason (issue 13: "Decode is a validator").
func TestDecodeRefuses(t *testing.T) {
	s, err := New(testContent, WithPlayers(3))
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(7)
	var buf []Move
	for s.round < 3 || len(s.cities[1].Cells[:s.cities[1].N]) < 2 || s.stack.Top() == nil || s.stack.Top().Op != opTake {
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		play(t, s, m.String())
	}
	save := jsonOf(t, s)
	if _, err := Decode(testContent, save); err != nil {
		t.Fatalf("the save itself: %v", err)
	}
	city := func(m map[string]any, p int) map[string]any { return m["cities"].([]any)[p].(map[string]any) }
	tiles := func(m map[string]any, p int) []any { return city(m, p)["tiles"].([]any) }
	for _, tc := range []struct {
		reason string
		edit   func(m map[string]any)
		want   string // in the error
	}{
		{"a save with no version field is of format version 1", func(m map[string]any) { delete(m, "version") }, "format version 1"},
		{"an unknown version is named", func(m map[string]any) { m["version"] = 3 }, "version 3 is not known"},
		{"an op by number, as format 1 saved it", func(m map[string]any) { pendingOf(m, 0)["op"] = 21 }, "pending"},
		{"an unknown op", func(m map[string]any) { pendingOf(m, 0)["op"] = "fly" }, `pending[0].op: unknown op "fly"`},
		{"a pending step for no seat", func(m map[string]any) { pendingOf(m, 0)["who"] = -1 }, "pending[0]: who"},
		{"the round removed", func(m map[string]any) { delete(m, "round") }, "round: round 0"},
		{"a phase's progress out of range", func(m map[string]any) { m["idx"] = -1 }, "idx: -1 is out of range"},
		{"Prestige past 16 bits", func(m map[string]any) { city(m, 0)["prestige"] = 32768 }, "cities[0].prestige: 32768"},
		{"a tile listed twice", func(m map[string]any) {
			city(m, 1)["tiles"] = append(tiles(m, 1), tiles(m, 1)[1])
		}, "two tiles at"},
		{"one tile in two Cities", func(m map[string]any) {
			city(m, 0)["tiles"] = append(tiles(m, 0), tiles(m, 1)[1])
		}, "is not in this City"},
		{"two tiles on one cell", func(m map[string]any) {
			a, b := tiles(m, 1)[0].(map[string]any), tiles(m, 1)[1].(map[string]any)
			b["r"], b["c"] = a["r"], a["c"]
		}, "two tiles at"},
		{"a tile off the table", func(m map[string]any) {
			b := tiles(m, 1)[1].(map[string]any)
			b["r"], b["c"] = 127, -128
		}, "off the table"},
		{"a huge token list", func(m map[string]any) {
			tokens := make([]any, 100000)
			for i := range tokens {
				tokens[i] = []any{0, 0}
			}
			city(m, 0)["tokens"] = tokens
		}, "cities[0].tokens: 100000"},
		{"an unknown field", func(m map[string]any) { m["bonus"] = 1 }, `unknown field "bonus"`},
		{"a Building Tile in the Power Plants' supply (FuzzDecodeSave: it decoded, and the tiles' places no longer added up)", func(m map[string]any) {
			m["where"].(map[string]any)["technotech-inc"] = "supply"
		}, "where.technotech-inc: only Power Plants wait in the supply"},
		{"a Prosperity tile out of the box in the basic game (FuzzDecodeSave: it decoded)", func(m map[string]any) {
			m["where"].(map[string]any)["art-gallery"] = "stack"
		}, "where.art-gallery: a Prosperity tile out of the box in a game without the Prosperity add-on"},
		{"a spare City Hall in the Projects Area (FuzzDecodeSave: it decoded, Legal offered to take it, and the take panicked on the copy in p0's City)", func(m map[string]any) {
			m["where"].(map[string]any)["city-hall#3"] = "row0"
		}, "where.city-hall#3: a Starting Tile is in a City or the box"},
		{"a Power Plant in an Era stack", func(m map[string]any) { m["where"].(map[string]any)["plant-2a"] = "stack" }, "where.plant-2a: a Power Plant is in the supply, the box or a City, not stack"},
		{"the pending steps emptied under a decision", func(m map[string]any) { m["pending"] = []any{} }, "pending"},
		{"Employment above Population (\"Employment generated above the City's Population Level is ignored\"; the tamper run with the invariants)", func(m map[string]any) {
			tr := city(m, 1)["tracks"].(map[string]any)
			tr["employment"], tr["population"] = 5, 4
		}, "cities[1].tracks.employment: 5, above Population 4"},
		{"a tile not joined to the City", func(m map[string]any) {
			b := tiles(m, 1)[1].(map[string]any)
			b["r"], b["c"] = 40, 40
		}, "cities[1].tiles[1]: not joined"},
		{"a Construction Token off the City: \"the construction token is moved to another location on the perimeter of the City\"", func(m map[string]any) {
			city(m, 1)["tokens"].([]any)[0] = []any{30, 30}
		}, "cities[1].tokens[0]: 30,30 is not on the City's perimeter"},
		{"a tile under a Construction Token", func(m map[string]any) {
			b := tiles(m, 1)[1].(map[string]any)
			city(m, 1)["tokens"].([]any)[0] = []any{b["r"], b["c"]}
		}, "cities[1].tiles[1]: under a Construction Token"},
		{"a seat on no Initiative space after the Political Phase", func(m map[string]any) { city(m, 1)["space"] = -1 }, "cities[1].space: on no Initiative space"},
		{"an upgrade offered where the Progress marker never passed the Power Plant symbol", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), map[string]any{"op": "upgrade", "who": 0, "n": 99})
		}, "pending[1]: "},
		{"a Conditional Effect asked about a time past its count", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), map[string]any{"op": "conditional", "who": 0, "n": 3, "kind": 2,
				"then": []any{map[string]any{"op": "gain", "arg": "culture", "n": 1}}})
		}, "pending[1]: n: 3 is out of range for a conditional step"},
		{"a Conditional Effect with no effects", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), map[string]any{"op": "conditional", "who": 0, "n": 2, "kind": 2})
		}, "pending[1]: then: the effects are malformed for a conditional step"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			_, err := Decode(testContent, editSave(t, save, tc.edit))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Decode = %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// editSave returns data with edit applied to its parsed JSON.
func editSave(t *testing.T, data []byte, edit func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// pendingOf is the saved pending step i.
func pendingOf(m map[string]any, i int) map[string]any {
	return m["pending"].([]any)[i].(map[string]any)
}

// TestConcurrentReadsRace reads states of every kind of pending step from
// several goroutines at once (the contract: "Concurrent reads of one state
// are safe"): run it with -race.
func TestConcurrentReadsRace(t *testing.T) {
	saves := midGameSaves(t)
	for i := 0; i < len(saves); i += 1 + len(saves)/40 {
		s, err := Decode(testContent, saves[i])
		if err != nil {
			t.Fatal(err)
		}
		rulebooktest.ConcurrentReads(t, s, func(s *State, p rulebook.Player) any { return s.View(p) })
	}
}

// TestDecodeAcceptsATileBesideAToken: a tile placed on the far side of a
// Construction Token ("A Building Tile must be placed on any of the four
// sides of the player's Construction Token") touches no tile of the City,
// the token alone joining it to the grid. Decode refused that City (the
// full tamper run: 2530 edits played on into it).
func TestDecodeAcceptsATileBesideAToken(t *testing.T) {
	s, err := New(testContent, WithPlayers(3))
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(5)
	var buf []Move
	for n := 0; n < 20000 && !s.Over(); n++ {
		if p := int(s.ToMove()); p >= 0 && p < s.seats() {
			for _, m := range s.Legal() {
				if m.Action != ActPlace || s.touches(&s.cities[p], int(m.R), int(m.C)) {
					continue
				}
				if err := s.Apply(m); err != nil {
					t.Fatalf("%q, listed: %v", m.String(), err)
				}
				if _, err := Decode(testContent, jsonOf(t, s)); err != nil {
					t.Fatalf("after %q by %v, beside a token: Decode refuses the state: %v", m.String(), rulebook.Player(p), err)
				}
				return
			}
		}
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatalf("decision %d: %v", n, err)
		}
	}
	t.Fatal("no tile placed beside a Construction Token")
}

// TestDecodeRefusesPhaseState: Decode refuses, naming the JSON path, saves
// of a Prosperity game edited at a point of a phase: the deal ("Deal 6
// tiles from the Prosperity Stack to each player"), a Political Phase
// under way ("the City with the leftmost Player Marker ... is the first to
// choose"), the order of a tile's effects ("The player may freely decide
// in what order they wish to update each track position"), the game's end,
// after the last World Expo (cubes stay on a tile "until the end of the
// current Era"). The full tamper run found
// each: the edit decoded, and play on from it broke the game's invariants.
func TestDecodeRefusesPhaseState(t *testing.T) {
	s, err := New(testContent, WithPlayers(3), WithProsperity(true))
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(11)
	var buf []Move
	saves := map[string][]byte{}
	for n := 0; n < 20000 && !s.Over(); n++ {
		top := s.stack.Top()
		switch {
		case saves["deal"] == nil && top != nil && top.Op == opDeal && top.Kind == 1:
			saves["deal"] = jsonOf(t, s) // p0 dealt, p1 being dealt
		case saves["political"] == nil && s.phase == phPolitical && s.idx == 2 && top != nil && top.Op == opSpace:
			saves["political"] = jsonOf(t, s) // the second seat choosing
		case saves["prosper"] == nil && top != nil && top.Op == opProsper && len(s.stack) == s.seats():
			saves["prosper"] = jsonOf(t, s) // every seat to build a Prosperity tile
		case saves["placing"] == nil && top != nil && (top.Op == opPlace || top.Op == opLake) && len(s.stack) >= 2:
			saves["placing"] = jsonOf(t, s) // a tile to place, on another step
		case saves["order"] == nil && top != nil && top.Op == opOrder && len(s.stack) == 1 && len(top.Then) > 1 && top.Then[0].Op == opGain:
			saves["order"] = jsonOf(t, s) // pending[0] orders a gain first
		}
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatalf("decision %d: %v", n, err)
		}
	}
	if s.Over() {
		saves["over"] = jsonOf(t, s) // after the last World Expo
	}
	for name, save := range saves {
		if _, err := Decode(testContent, save); err != nil {
			t.Fatalf("the %s save itself: %v", name, err)
		}
	}
	city := func(m map[string]any, p int) map[string]any { return m["cities"].([]any)[p].(map[string]any) }
	// order is the seats of the political save by the space they slid from.
	var order []int
	if save := saves["political"]; save != nil {
		d, _ := Decode(testContent, save)
		prev := d.prevOrder()
		for _, p := range prev[:d.seats()] {
			order = append(order, int(p))
		}
	}
	for _, tc := range []struct {
		reason string
		save   string
		edit   func(m map[string]any)
		want   string // in the error
	}{
		{"a seat's deal lost (pending[i] deleted decoded, and p1 had no Prosperity tile to build)", "deal", func(m map[string]any) {
			m["pending"] = m["pending"].([]any)[:len(m["pending"].([]any))-1]
		}, "has 0 Prosperity tiles in hand, 0 built and 0 to be dealt; each is dealt 6"},
		{"a Prosperity tile in the Projects Area: it is dealt face down from the Prosperity Stack", "deal", func(m map[string]any) {
			m["where"].(map[string]any)["art-gallery"] = "row0"
		}, "where.art-gallery: a Prosperity tile is in the box, the Prosperity Stack, a hand or a City, not row0"},
		{"a seat's deal beneath the step that returns the undealt tiles to the box (the fuzzer: they went to the box first, and p1 was dealt none)", "deal", func(m map[string]any) {
			p := m["pending"].([]any)
			box := slices.IndexFunc(p, func(t any) bool { return t.(map[string]any)["op"] == "prosperity_box" })
			p[box-1], p[len(p)-1] = p[len(p)-1], p[box-1]
		}, "a Prosperity deal beneath pending["},
		{"a deal of more tiles than the Prosperity Stack holds (all but 2 boxed already)", "deal", func(m map[string]any) {
			where, left := m["where"].(map[string]any), 2
			for name, w := range where {
				id, _, _ := strings.Cut(name, "#")
				if k, ok := testContent.byID[id]; ok && testContent.tiles[k].Prosperity && w == "stack" {
					if left > 0 {
						left--
						continue
					}
					where[name] = "box"
				}
			}
		}, "12 Prosperity tiles to deal, and 2 in the Prosperity Stack"},
		{"a deal of one tile more", "deal", func(m map[string]any) {
			p := m["pending"].([]any)
			p[len(p)-1].(map[string]any)["n"] = p[len(p)-1].(map[string]any)["n"].(float64) + 1
		}, "to be dealt; each is dealt 6"},
		{"the first to choose slid down from no space (prev deleted decoded, and a seat was skipped)", "political", func(m map[string]any) {
			city(m, order[0])["prev"] = -1
		}, fmt.Sprintf("cities[%d].prev: none", order[0])},
		{"two seats slid down from one space", "political", func(m map[string]any) {
			city(m, order[2])["prev"] = city(m, order[1])["prev"]
		}, fmt.Sprintf("cities[%d].prev: ", max(order[1], order[2]))},
		{"the first to choose has not chosen", "political", func(m map[string]any) { city(m, order[0])["space"] = -1 }, fmt.Sprintf("cities[%d].space: none", order[0])},
		{"the last to choose has chosen", "political", func(m map[string]any) {
			free := 1 - min(1, int(city(m, order[0])["space"].(float64))) // 0 or 1, not the first's
			city(m, order[2])["space"] = free
		}, fmt.Sprintf("%v chooses after the seat choosing now", rulebook.Player(order[2]))},
		{"the choice of a space given to another seat (pending[0].who deleted decoded, and a seat was skipped)", "political", func(m map[string]any) {
			pendingOf(m, 0)["who"] = order[2]
		}, fmt.Sprintf("pending[0]: %v chooses a space, and %v is the seat choosing now", rulebook.Player(order[2]), rulebook.Player(order[1]))},
		{"the seat choosing now has chosen (space set decoded, and it had nothing legal)", "political", func(m map[string]any) {
			city(m, order[1])["space"] = 1 - min(1, int(city(m, order[0])["space"].(float64)))
		}, fmt.Sprintf("pending[0]: %v chooses a space", rulebook.Player(order[1]))},
		{"the markers slid down a second time (idx deleted decoded, and a seat slid down from no space)", "political", func(m map[string]any) {
			m["idx"] = 0
		}, "space: none, and the Player Markers have not slid down (idx 0)"},
		{"two choices of a space pending (pending doubled decoded)", "political", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), m["pending"].([]any)...)
		}, "pending[1]: a choice of a space, and one seat at a time chooses"},
		{"a Prosperity build pending before the end of the Administrative Phase (the fuzzer: Decode accepted one in another phase)", "prosper", func(m map[string]any) {
			m["idx"] = 2
		}, "a Prosperity build in the Administrative Phase (idx 2)"},
		{"a seat's Prosperity build lost: \"each player in initiative order, MUST: a) build a Prosperity Tile ... or b) build a Lake\"", "prosper", func(m map[string]any) {
			m["pending"] = m["pending"].([]any)[1:]
		}, "Prosperity tiles built and 0 to build after 1 Prosperity rounds"},
		{"a seat to build two Prosperity tiles in one round", "prosper", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), pendingOf(m, len(m["pending"].([]any))-1))
		}, "Prosperity tiles built and 2 to build after 1 Prosperity rounds"},
		{"a tile taken waiting beneath another step (the tamper run swapped a Prosperity build above it: Decode accepted it, and the City held a tile on no cell): \"Immediately place the Building Tile on their City\"", "placing", func(m map[string]any) {
			p := m["pending"].([]any)
			p[len(p)-2], p[len(p)-1] = p[len(p)-1], p[len(p)-2]
		}, "'s tile waits beneath another step"},
		{"an effect to order that the tile does not list (a Progress gain of -3 decoded, and the City's own save did not)", "order", func(m map[string]any) {
			pendingOf(m, 0)["then"].([]any)[0].(map[string]any)["n"] = -3
		}, `pending[0]: then: gain "progress" -3 is an effect no tile of the City lists`},
		{"cubes left on a tile after the World Expo (in the Administrative Phase, idx deleted decoded so)", "over", func(m map[string]any) {
			city(m, 0)["tiles"].([]any)[0].(map[string]any)["cubes"] = 1
		}, "cities[0].tiles[0].cubes: 1, and the World Expo has cleaned up the buildings"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			if saves[tc.save] == nil {
				t.Fatalf("no %s save", tc.save)
			}
			_, err := Decode(testContent, editSave(t, saves[tc.save], tc.edit))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Decode = %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
