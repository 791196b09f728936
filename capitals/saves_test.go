package capitals

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// midGameSaves are saves of seeded games taken at several points: at
// setup, early, mid-game and late, for several player counts, with and
// without the Prosperity add-on.
func midGameSaves(t testing.TB) [][]byte {
	t.Helper()
	var saves [][]byte
	for i, players := range []int{2, 3, 5} {
		s, err := New(testContent, WithPlayers(players), WithProsperity(i != 1))
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(uint64(40 + i))
		var buf []Move
		for step := 0; !s.Over() && step <= 600; step++ {
			if step == 5 || step == 80 || step == 250 || step == 600 {
				data, err := json.Marshal(s)
				if err != nil {
					t.Fatal(err)
				}
				saves = append(saves, data)
			}
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	return saves
}

func saveChecks() rulebooktest.Saves[*State, Move] {
	return rulebooktest.Saves[*State, Move]{
		Decode: func(data []byte) (*State, error) { return Decode(testContent, data) },
		View:   func(s *State, p rulebook.Player) any { return s.View(p) },
	}
}

// TestTamperedSaves edits every leaf of real mid-game saves (set to edge
// numbers, deleted, duplicated, swapped for another type): Decode refuses
// the edit, or the state it gives plays on with no panic and no wedged
// move. CI runs a sample; -tamper.full runs every edit.
func TestTamperedSaves(t *testing.T) {
	saveChecks().Tamper(t, midGameSaves(t), 3000)
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
