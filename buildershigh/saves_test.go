package buildershigh

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// midGameSaves are saves of seeded games taken at several points: at
// setup, early, mid-game and late, for several player counts.
func midGameSaves(t testing.TB) [][]byte {
	t.Helper()
	var saves [][]byte
	for i, players := range []int{2, 3, 5} {
		s, err := New(testContent, WithPlayers(players), WithEasyMode(i == 1), WithRule("round_limit", "60"))
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(uint64(40 + i))
		var buf []Move
		for step := 0; !s.Over() && step <= 400; step++ {
			if step == 5 || step == 60 || step == 150 || step == 400 {
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
	for op := expr.OpGame; op <= opTrigger; op++ {
		if name, ok := saveOps.Name(op); !ok || name == "" {
			t.Errorf("op %d has no save name", op)
		}
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

// TestDecodeRefuses: Decode refuses saves the rules cannot reach, naming
// the JSON path and the reason (issue 13: "Decode is a validator").
func TestDecodeRefuses(t *testing.T) {
	// A game waiting on a payment: pending[0] is the pay step.
	hand := []string{"2m", "2m", "5m", "5m", "10m", "park", "bank", "row-house", "warehouse", "condominium"}
	s := deal(t, 2, [][]string{hand, hand}, 0, standardCenter, standardPlanning[:3])
	play(t, s, "build park")
	save, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(testContent, save); err != nil {
		t.Fatalf("the save itself: %v", err)
	}
	for _, tc := range []struct {
		reason string
		edit   func(m map[string]any)
		want   string // in the error
	}{
		{"a save with no version field is of format version 1", func(m map[string]any) { delete(m, "version") }, "format version 1"},
		{"an unknown version is named", func(m map[string]any) { m["version"] = 4 }, "version 4 is not known"},
		{"an op by number, as format 1 saved it", func(m map[string]any) { pendingOf(m, 0)["op"] = 20 }, "pending"},
		{"an unknown op", func(m map[string]any) { pendingOf(m, 0)["op"] = "fly" }, `pending[0].op: unknown op "fly"`},
		{"a card that is not in the game", func(m map[string]any) { pendingOf(m, 0)["card"] = "-1" }, `pending[0].card: unknown card "-1"`},
		{"a payment with no card to pay for", func(m map[string]any) { delete(pendingOf(m, 0), "card") }, "pending[0]: op: a pay step is malformed"},
		{"a payment owed by another seat", func(m map[string]any) { pendingOf(m, 0)["who"] = 1 }, "pending[0]: op: a pay step is malformed"},
		{"a seat past the players", func(m map[string]any) { m["last_payer"] = 7 }, "last_payer: seat 7"},
		{"a card counted twice", func(m map[string]any) {
			m["zones"].(map[string]any)["center"].(map[string]any)["park"] = 2
		}, "zones: "},
		{"a number too wide for its field", func(m map[string]any) { m["round"] = 32768 }, "round"},
		{"an unknown field", func(m map[string]any) { m["bonus"] = 1 }, `unknown field "bonus"`},
		{"the setup's step after the first turn", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), map[string]any{"op": "choose_first", "who": -1})
		}, "choose the first player"},
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
