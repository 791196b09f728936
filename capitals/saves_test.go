package capitals

import (
	"encoding/json"
	"fmt"
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
		{"the pending steps emptied under a decision", func(m map[string]any) { m["pending"] = []any{} }, "pending"},
		{"Employment above Population (\"Employment generated above the City's Population Level is ignored\"; the tamper run with the invariants)", func(m map[string]any) {
			tr := city(m, 1)["tracks"].(map[string]any)
			tr["employment"], tr["population"] = 5, 4
		}, "cities[1].tracks.employment: 5, above Population 4"},
		{"a tile not joined to the City", func(m map[string]any) {
			b := tiles(m, 1)[1].(map[string]any)
			b["r"], b["c"] = 40, 40
		}, "cities[1].tiles[1]: not joined"},
		{"a tile under a Construction Token", func(m map[string]any) {
			b := tiles(m, 1)[1].(map[string]any)
			city(m, 1)["tokens"].([]any)[0] = []any{b["r"], b["c"]}
		}, "cities[1].tiles[1]: under a Construction Token"},
		{"a seat on no Initiative space after the Political Phase", func(m map[string]any) { city(m, 1)["space"] = -1 }, "cities[1].space: on no Initiative space"},
		{"an upgrade offered where the Progress marker never passed the Power Plant symbol", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), map[string]any{"op": "upgrade", "who": 0, "n": 99})
		}, "pending[1]: "},
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
