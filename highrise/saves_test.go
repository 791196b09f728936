package highrise

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
// early, mid-game and late, for several modes and player counts, the solo
// game among them, and at the first decision waiting on each kind of pending
// step (see pendingKind), so that the saves hold every prompt the games
// reached.
func midGameSaves(t testing.TB) [][]byte {
	t.Helper()
	var saves, kinds [][]byte
	for i, opts := range savedGames {
		s, err := New(testContent, opts...)
		if err != nil {
			t.Fatal(err)
		}
		fixed, first := rulebooktest.SavesAlong(t, s, uint64(40+i), []int{5, 100, 300, 700}, 5000, pendingKind)
		saves, kinds = append(saves, fixed...), append(kinds, first...)
	}
	return append(saves, kinds...)
}

// savedGames are the setups of the games midGameSaves plays, game i with
// seed 40+i.
var savedGames = [][]Option{
	{WithPlayers(3), WithMode(ModeStandard)},
	{WithPlayers(4), WithMode(ModeFull), WithRule("extra_tenants", "on")},
	{WithPlayers(3), WithMode(ModeIntro)},
	{WithPlayers(2), WithMode(ModeFull)},
	{WithPlayers(1), WithMode(ModeFull)},
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
// play reaches, in every mode and player count (Decode refused the state
// after the first Base Construction Yard of a game with Neutral Moguls was
// dealt, before the Controlling Player's was), and along the games the
// saves of the other save tests come from (in the Standard game of seed 40
// a Tenant power constructs while the first construction's closing window
// waits, which Decode refused once the second construction ended).
func TestReachableSavesDecode(t *testing.T) {
	for i, opts := range [][]Option{
		{WithPlayers(2), WithMode(ModeFull)},
		{WithPlayers(1), WithMode(ModeFull)},
		{WithPlayers(3), WithMode(ModeIntro)},
		{WithPlayers(4), WithMode(ModeStandard), WithRule("extra_tenants", "on")},
	} {
		for seed := uint64(0); seed < 3; seed++ {
			s, err := New(testContent, opts...)
			if err != nil {
				t.Fatal(err)
			}
			saveChecks().Reachable(t, s, seed+uint64(10*i), 5000)
		}
	}
	for i, opts := range savedGames {
		s, err := New(testContent, opts...)
		if err != nil {
			t.Fatal(err)
		}
		saveChecks().Reachable(t, s, uint64(40+i), 5000)
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
	for op := expr.OpGame; op < opLast; op++ {
		if name, ok := saveOps.Name(op); !ok || name == "" {
			t.Errorf("op %d has no save name", op)
		}
	}
}

// TestDecodeRefuses: Decode refuses saves the rules cannot reach, naming
// the JSON path and the reason (issue 13: "Decode is a validator").
func TestDecodeRefuses(t *testing.T) {
	s, err := New(testContent, WithPlayers(3), WithMode(ModeStandard))
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(5)
	var buf []Move
	step := -1 // a pending step whose k is a track space
	for step < 0 {
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
		for i, t := range s.stack {
			if t.Op == opAction || t.Op == opActionDo || t.Op == opPower {
				step = i
			}
		}
	}
	save, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(testContent, save); err != nil {
		t.Fatalf("the save itself: %v", err)
	}
	at := fmt.Sprintf("pending[%d]", step)
	for _, tc := range []struct {
		reason string
		edit   func(m map[string]any)
		want   string // in the error
	}{
		{"a save with no version field is of format version 1", func(m map[string]any) { delete(m, "version") }, "format version 1"},
		{"an unknown version is named", func(m map[string]any) { m["version"] = 99 }, "version 99 is not known"},
		{"format version 2 sized its lists by a build's limits", func(m map[string]any) { m["version"] = 2 }, "format version 2 sized its lists"},
		{"an op by number, as format 1 saved it", func(m map[string]any) { pendingOf(m, step)["op"] = 80 }, "pending.op"},
		{"an unknown op", func(m map[string]any) { pendingOf(m, step)["op"] = "fly" }, at + `.op: unknown op "fly"`},
		{"a track space of -1", func(m map[string]any) { pendingOf(m, step)["k"] = -1 }, at + ": k: -1"},
		{"a track space of 99", func(m map[string]any) { pendingOf(m, step)["k"] = 99 }, at + ": k: 99"},
		{"a track space of 128", func(m map[string]any) { pendingOf(m, step)["k"] = 128 }, at + ": k: 128"},
		{"a step for no seat", func(m map[string]any) { pendingOf(m, step)["who"] = 9 }, at + ": who: seat 9"},
		{"a seat's step for no seat", func(m map[string]any) { pendingOf(m, step)["who"] = -1 }, at + ": who: a "},
		{"the pending list duplicated", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), m["pending"].([]any)...)
		}, "pending"},
		{"an unknown event", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), map[string]any{"op": "window", "who": 0, "event": "lunch"})
		}, `event: no event "lunch"`},
		{"an unknown field", func(m map[string]any) { m["bonus_points"] = 1 }, `unknown field "bonus_points"`},
		{"a fixed-size list one longer: the decoder would drop the extra value", func(m map[string]any) {
			m["tenants"] = append(m["tenants"].([]any), 0)
		}, "tenants: "},
		{"a fixed-size list one shorter: the decoder would fill it with a zero", func(m map[string]any) {
			l := m["tenants"].([]any)
			m["tenants"] = l[:len(l)-1]
		}, "tenants: "},
		{"the bottom of the pending list lost", func(m map[string]any) {
			m["pending"] = m["pending"].([]any)[1:]
		}, "pending[0]: a "},
		{"more copies of a Bonus Tile placed than the content has", func(m map[string]any) {
			m["tiles_placed"].([]any)[0] = 99
		}, "tiles_placed[0]: 99 placed"},
		{"Floors of a colour the content does not have (FuzzDecodeSave: a player took 99 of them, then had nothing legal)", func(m map[string]any) {
			b := m["bonus"].([]any)[0].(map[string]any)
			b["floors"] = append(b["floors"].([]any), 99)
		}, "bonus[0].floors: 7 values where this content and setup have 6"},
		{"a count too big for a Floor count", func(m map[string]any) {
			m["bag"].([]any)[0] = 256
		}, "bag[0]: 256 is more than 255"},
		{"a Power Card list as long as this build's limit, not the content's count", func(m map[string]any) {
			m["stacks"] = append(m["stacks"].([]any), make([]any, maxCards-len(testContent.cards))...)
		}, fmt.Sprintf("stacks: %d values where this content and setup have %d", maxCards, len(testContent.cards))},
		{"an empty Building Space holding Floors (the tamper run with the invariants: accepted, then a Building of height 0 stood on it)", func(m map[string]any) {
			b := m["buildings"].([]any)[0].(map[string]any)
			b["owner"], b["floors"] = -1, 3
		}, "buildings[0]: an empty Building Space holds"},
		{"a Building of no height", func(m map[string]any) {
			b := m["buildings"].([]any)[0].(map[string]any)
			b["owner"], b["height"], b["floors"] = 0, 0, 0
		}, "buildings[0]: height 0"},
		{"a Building higher than its Floors", func(m map[string]any) {
			b := m["buildings"].([]any)[0].(map[string]any)
			b["owner"], b["height"], b["floors"] = 0, 9, 5
		}, "buildings[0]: height 9 is not its 5 Floors"},
		{"an arrival later than every move made (the full tamper run: arrive 99 decoded, and a Mogul later joined another's space without Mayor's Office)", func(m map[string]any) {
			m["players"].([]any)[1].(map[string]any)["arrive"] = 9999
		}, "players[1].arrive: 9999, and "},
		{"a negative count of moves (FuzzDecodeSave: seq -127 decoded, and the state's next save was refused for its arrivals)", func(m map[string]any) {
			m["seq"] = -127
		}, "seq: -127 moves made"},
		{"more moves than a round of the One-Way Track allows (the count would wrap later)", func(m map[string]any) {
			m["seq"] = 32000
		}, "seq: 32000 moves made"},
		{"two Moguls on one space, the second without Mayor's Office", func(m map[string]any) {
			pl := m["players"].([]any)
			a, b := pl[0].(map[string]any), pl[1].(map[string]any)
			a["pos"], b["pos"], b["arrive"], b["shared"] = 3, 3, a["arrive"], false
		}, "players["},
		{"a Construction Yard over capacity with no decision owed (Floors moved from the bag into it)", func(m map[string]any) {
			pl := m["players"].([]any)[0].(map[string]any)
			room := int(pl["base"].(float64)) + testContent.expSize*int(pl["yards"].(float64)) - floorTotal(pl["yard"])
			bag, yard := m["bag"].([]any), pl["yard"].([]any)
			for c := range bag {
				if n := int(bag[c].(float64)); n > room {
					bag[c], yard[c] = n-room-1, int(yard[c].(float64))+room+1
					return
				}
			}
			panic("no colour in the bag has enough Floors")
		}, ".yard: "},
		{"a seat's Base Construction Yard of 0 spaces: each is dealt with its size", func(m map[string]any) {
			m["players"].([]any)[0].(map[string]any)["base"] = 0
		}, "players[0].base: 0 spaces, and Base Construction Yard #"},
		{"two seats holding one Base Construction Yard (the full tamper run: Decode panicked trying the setup's moves)", func(m map[string]any) {
			pl := m["players"].([]any)
			pl[1].(map[string]any)["order"] = pl[0].(map[string]any)["order"]
		}, "is another seat's too"},
		{"a fixed-size list inside a list", func(m map[string]any) {
			b := m["buildings"].([]any)
			for k, v := range b[0].(map[string]any) {
				if l, ok := v.([]any); ok {
					b[0].(map[string]any)[k] = append(l, 0)
					return
				}
			}
			panic("no list in a building")
		}, "buildings[0]."},
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

// floorTotal is the sum of a saved list of Floor counts.
func floorTotal(v any) int {
	n := 0
	for _, x := range v.([]any) {
		n += int(x.(float64))
	}
	return n
}

// pendingOf is the saved pending step i.
func pendingOf(m map[string]any, i int) map[string]any {
	return m["pending"].([]any)[i].(map[string]any)
}

// TestSaveSizedByContent: a save's lists are as long as the content makes
// them, not this build's limits (issue 11: "Sizes come from the content,
// not compile-time limits"): a content with a sixth Floor colour saves
// seven counts of Floors (UltraPlastic last) and restores, and its save
// with the default content's six is refused.
func TestSaveSizedByContent(t *testing.T) {
	fsys := mapContent(t)
	editMap(t, fsys, "rules.yaml", "colors: [red, black, orange, blue, green]", "colors: [red, black, orange, blue, green, purple]")
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(c, WithPlayers(3), WithMode(ModeStandard))
	if err != nil {
		t.Fatal(err)
	}
	moves := 0
	save := playToSave(t, s, rulebook.NewResolver(7), "200 moves on", func(s *State) bool { moves++; return moves > 200 || s.Over() })
	var m map[string]any
	if err := json.Unmarshal(save, &m); err != nil {
		t.Fatal(err)
	}
	if got := len(m["bag"].([]any)); got != 7 {
		t.Errorf("the bag saves %d counts, want 7 (six colours and UltraPlastic)", got)
	}
	got, err := Decode(c, save)
	if err != nil {
		t.Fatalf("Decode of the save: %v", err)
	}
	if diff := cmpStates(s, got); diff != "" {
		t.Errorf("Decode(save) differs (-want +got):\n%s", diff)
	}
	short := editSave(t, save, func(m map[string]any) { m["bag"] = m["bag"].([]any)[:6] })
	if _, err := Decode(c, short); err == nil || !strings.Contains(err.Error(), "bag: 6 values where this content and setup have 7") {
		t.Errorf("Decode of a bag of six counts = %v, want it refused at bag", err)
	}
}

// TestDecodeRefusesControl: the Controlling Player moves a Neutral Mogul
// ("the Controlling Player ... moves the Neutral Mogul"), so a save whose
// Neutral Mogul's turn is pending with no Controlling Player, or another
// one than the seat that turn belongs to, is refused (found by the full
// tamper run: control -1 decoded, then Apply indexed seat -1).
func TestDecodeRefusesControl(t *testing.T) {
	s, err := New(testContent, WithPlayers(2), WithMode(ModeFull))
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(3)
	var buf []Move
	refused := func(why string, control int) {
		t.Helper()
		save, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Decode(testContent, editSave(t, save, func(m map[string]any) { m["control"] = control }))
		if err == nil || !strings.Contains(err.Error(), "control: ") {
			t.Errorf("%s, control %d: Decode = %v, want it refused at control", why, control, err)
		}
	}
	dealt := false
	for found := false; !found; {
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
		for _, t := range s.stack {
			found = found || t.Op == opNeutral
		}
		if !found && !dealt && s.ctrl >= 0 {
			// Found by the full tamper run: with no Neutral turn pending,
			// control -1 decoded, and the next Neutral turn was given to
			// seat -1.
			dealt = true
			refused("yards dealt, no Neutral turn pending", -1)
		}
	}
	if !dealt {
		t.Fatal("the Neutral turn came before any state with the yards dealt")
	}
	for _, control := range []int{-1, 1 - int(s.ctrl)} {
		refused("a Neutral turn pending", control)
	}
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

// TestDecodeRefusesConstruction: Decode refuses a Building under
// construction that the steps of its construction do not match (the
// construction is under way from the Blueprint's payment until its closing
// Power Card window, "Construct a Building" by the one player whose
// Building it is), naming the construction field.
func TestDecodeRefusesConstruction(t *testing.T) {
	s, err := New(testContent, WithPlayers(3), WithMode(ModeStandard))
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(7)
	// play on until stop says s is a state to edit, and return its save.
	playTo := func(why string, stop func() bool) []byte {
		t.Helper()
		return playToSave(t, s, r, why, func(*State) bool { return stop() })
	}
	pending := func(op expr.Op) bool {
		return slices.ContainsFunc(s.stack, func(t task) bool { return t.Op == op })
	}
	none := playTo("with no construction", func() bool { return !s.cons.Active && s.p[0].VP > 0 })
	begun := playTo("with a construct step begun", func() bool {
		top := s.stack.Top()
		return top != nil && top.Op == opConstruct && top.Dest != 0
	})
	before := playTo("before the Building is placed", func() bool { return pending(opPlace) })
	who := int(s.cons.Who)
	// With no Spires on it: a forgotten space would count them twice, and
	// the Spires' count would refuse the save before the space does.
	after := playTo("with the Building placed", func() bool { return s.cons.Active && s.cons.Space >= 0 && s.cons.Spires == 0 })
	spires := saveWhere(t, []Option{WithPlayers(3), WithMode(ModeFull)}, 7, func(s *State) bool {
		return slices.ContainsFunc(s.stack, func(t task) bool { return t.Op == opSpiresOn })
	})
	other := -1 // a Building Space not the constructor's
	for i, b := range s.bld {
		if int(b.Owner) != who && other < 0 {
			other = i
		}
	}
	cons := func(field string, v any) func(m map[string]any) {
		return func(m map[string]any) { m["construction"].(map[string]any)[field] = v }
	}
	for _, tc := range []struct {
		reason string
		save   []byte
		edit   func(m map[string]any)
		want   string // in the error
	}{
		{"a construction with no step to end it", none, cons("active", true), "construction.active: a construction under way, and no step ends it"},
		{"the steps of a construction with none under way", before, cons("active", false), "construction.active: false, and pending["},
		{"another seat's construction", before, cons("who", (who+1)%3), "construction.who: "},
		{"a Building of no height", before, cons("height", 0), "construction.height: "},
		{"more Extra Floors than the Building has", before, cons("extra", 30), "construction.height: "},
		{"a Neighborhood the board does not have (its places were looked up there)", before, cons("home", 99), "construction.home: 99"},
		{"a space taken before the Building is placed", before, cons("space", 0), "construction.space: 0, before"},
		{"a space out of range", before, cons("space", -7), "construction.space: -7"},
		{"a placed Building on a space not the constructor's", after, cons("space", other), fmt.Sprintf("construction.space: Building Space %d is not the constructor's", other)},
		{"a placed Building also in the Suburbs", after, cons("suburbs", true), "construction.space: "},
		{"a Building taller than any construction reaches (the tamper run: 99 Floors, and Super High-Speed Elevator's VP went out of range)",
			before, cons("height", maxHeight+1), "construction.height: a Building of 121 Floors"},
		{"a placed Building's space forgotten, with no step to place it (the tamper run: a Tenant power then constructed within it, and its record was no placed Building)",
			after, cons("space", -1), "construction.space: -1, and the Building is neither placed"},
		{"the Building Space step twice (the tamper run: the second placed the Building again)",
			before, duplicateStep("place"), "a building space step where a construction's steps"},
		{"the Spires step beneath the Building Space step", spires, func(m map[string]any) {
			p := m["pending"].([]any)
			n := len(p)
			p[n-1], p[n-3] = p[n-3], p[n-1]
		}, "step where a construction's steps"},
		{"a begun construct step twice (the tamper run: the copy below skipped its window before constructing, and a seat whose Floors match only with a cover had nothing legal)",
			begun, duplicateStep("construct"), "which has begun"},
		{"Spires to put on a Building in the Suburbs (the tamper run: the Spires chosen were lost)",
			spires, cons("suburbs", true), "Spires to put on a Building in the Suburbs"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			_, err := Decode(testContent, editSave(t, tc.save, tc.edit))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Decode = %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// saveWhere plays a game set up with opts with moves a resolver seeded
// with seed chooses until stop says it is a state to edit, and returns its
// save, which Decode accepts.
func saveWhere(t *testing.T, opts []Option, seed uint64, stop func(*State) bool) []byte {
	t.Helper()
	s, err := New(testContent, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return playToSave(t, s, rulebook.NewResolver(seed), fmt.Sprintf("of seed %d", seed), stop)
}

// playToSave plays s on with moves r chooses until stop says it is a state
// to edit (why: which, for a failure), and returns its save, which Decode
// accepts against s's content.
func playToSave(t *testing.T, s *State, r *rulebook.Resolver, why string, stop func(*State) bool) []byte {
	t.Helper()
	var buf []Move
	for step := 0; !stop(s); step++ {
		if s.Over() || step > 20000 {
			t.Fatalf("no state %s", why)
		}
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	save, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(s.c, save); err != nil {
		t.Fatalf("the save %s: %v", why, err)
	}
	return save
}

// duplicateStep is an edit that puts a second copy of the pending step of
// op just above it.
func duplicateStep(op string) func(m map[string]any) {
	return func(m map[string]any) {
		p := m["pending"].([]any)
		for i, t := range p {
			if t.(map[string]any)["op"] == op {
				m["pending"] = slices.Insert(p, i, t)
				return
			}
		}
	}
}

// TestDecodeRefusesStepWithoutBuilding: a Penthouse Floor or Embezzle step
// names the Building Space it concerns; with k = -1 Decode accepted the
// save and then panicked itself, trying a move on it (the full tamper run
// found it; the CI sample had missed it).
func TestDecodeRefusesStepWithoutBuilding(t *testing.T) {
	found := map[string]bool{}
	for i, save := range midGameSaves(t) {
		var m map[string]any
		if err := json.Unmarshal(save, &m); err != nil {
			t.Fatal(err)
		}
		for j, p := range m["pending"].([]any) {
			op := p.(map[string]any)["op"].(string)
			if op != "pent_floor" && op != "embezzle" {
				continue
			}
			found[op] = true
			edited := editSave(t, save, func(m map[string]any) { pendingOf(m, j)["k"] = -1 })
			_, err := Decode(testContent, edited)
			if want := fmt.Sprintf("pending[%d]: k: -1 is outside 0 to", j); err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("save %d, %s step with k -1: Decode = %v, want an error saying %q", i, op, err, want)
			}
			if op != "pent_floor" {
				continue
			}
			// Another seat's Building, or an empty space (the full
			// tamper run: the Floors added there were lost).
			who := int(pendingOf(m, j)["who"].(float64))
			for b, bld := range m["buildings"].([]any) {
				if owner := int(bld.(map[string]any)["owner"].(float64)); owner == who {
					continue
				}
				edited := editSave(t, save, func(m map[string]any) { pendingOf(m, j)["k"] = b })
				_, err := Decode(testContent, edited)
				if want := fmt.Sprintf("pending[%d]: k: Building Space %d holds no Building of seat %d", j, b, who); err == nil || !strings.Contains(err.Error(), want) {
					t.Errorf("save %d, pent_floor step onto Building Space %d: Decode = %v, want an error saying %q", i, b, err, want)
				}
			}
		}
	}
	if !found["pent_floor"] {
		t.Error("no save waits on a pent_floor step: the test checks nothing")
	}
}

// TestDecodeRefusesTurnOfAnotherSeat: a turn step that names its seat waits
// on the move of the Mogul furthest behind on the One-Way Track; a save
// that gives the turn to another seat is refused (in these saves every
// such step is on top).
func TestDecodeRefusesTurnOfAnotherSeat(t *testing.T) {
	tried := 0
	for i, save := range midGameSaves(t) {
		var m map[string]any
		if err := json.Unmarshal(save, &m); err != nil {
			t.Fatal(err)
		}
		var seats int
		fmt.Sscanf(m["options"].(string), "players=%d", &seats)
		for j, p := range m["pending"].([]any) {
			step := p.(map[string]any)
			who, _ := step["who"].(float64)
			if step["op"] != "turn" || who < 0 || seats < 2 {
				continue
			}
			other := (int(who) + 1) % seats
			for _, tc := range []struct {
				reason string
				edit   func(m map[string]any)
				want   string
			}{
				{"the step and cur", func(m map[string]any) { pendingOf(m, j)["who"], m["cur"] = other, other }, "is furthest behind on the One-Way Track"},
				{"the step alone", func(m map[string]any) { pendingOf(m, j)["who"] = other }, "is furthest behind on the One-Way Track"},
			} {
				tried++
				_, err := Decode(testContent, editSave(t, save, tc.edit))
				if want := fmt.Sprintf("pending[%d]: the turn of ", j); err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("save %d, the turn given to seat %d (%s): Decode = %v, want an error saying %q and %q", i, other, tc.reason, err, want, tc.want)
				}
			}
		}
	}
	if tried == 0 {
		t.Error("no save waits on a seat's turn: the test checks nothing")
	}
}

// TestDecodeRefusesSecondYardDeal: "deal one randomly to each player", so a
// save dealing a seat two Base Construction Yards is refused (the full
// tamper run: a duplicated deal decoded, and Chance then had no yard to
// deal).
func TestDecodeRefusesSecondYardDeal(t *testing.T) {
	s, err := New(testContent, WithPlayers(3), WithMode(ModeStandard))
	if err != nil {
		t.Fatal(err)
	}
	save, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	edited := editSave(t, save, func(m map[string]any) {
		pending := m["pending"].([]any)
		for _, p := range pending {
			if p.(map[string]any)["op"] == "deal_yard" {
				m["pending"] = append(pending, p)
				return
			}
		}
		t.Fatal("the setup deals no Base Construction Yard")
	})
	if _, err := Decode(testContent, edited); err == nil || !strings.Contains(err.Error(), "a deal_yard step deals into") {
		t.Errorf("Decode = %v, want an error saying a deal_yard step deals into a seat twice", err)
	}
}

// TestDecodeRefusesBranchCondition: a may or an either waiting on the
// stack holds the effects of its branches, and a loop among them names its
// condition by the script's text, which must be a condition of the
// content; the tamper run edited it and Decode accepted the save until the
// branch was chosen.
func TestDecodeRefusesBranchCondition(t *testing.T) {
	for _, save := range midGameSaves(t) {
		var m map[string]any
		if err := json.Unmarshal(save, &m); err != nil {
			t.Fatal(err)
		}
		for i, p := range m["pending"].([]any) {
			for _, branch := range []string{"then", "else"} {
				effects, _ := p.(map[string]any)[branch].([]any)
				for j, e := range effects {
					op := e.(map[string]any)["op"]
					if _, ok := e.(map[string]any)["arg"].(string); !ok || op != "for_each" && op != "choose_n" && op != "repeat_while" {
						continue
					}
					edited := editSave(t, save, func(m map[string]any) {
						pendingOf(m, i)[branch].([]any)[j].(map[string]any)["arg"] = "x"
					})
					want := fmt.Sprintf(`pending[%d]: %s: arg: "x" is no condition of the content`, i, branch)
					if _, err := Decode(testContent, edited); err == nil || !strings.Contains(err.Error(), want) {
						t.Errorf("Decode = %v, want an error saying %q", err, want)
					}
					return
				}
			}
		}
	}
	t.Fatal("no save with a loop in a branch of a pending step")
}

// TestDecodeRefusesBlockedSpaces: setup blocks the fourth Building and
// Tenant space of each Neighborhood in a 4-player Introductory or Standard
// game ("place a Neighborhood Blocker Tile in the fourth Building space and
// fourth Tenant Tile space") and no other space, for the whole game. The
// full tamper run put a Tenant on a blocked space, and a Building was then
// constructed there.
func TestDecodeRefusesBlockedSpaces(t *testing.T) {
	decisions := 0
	after10 := func(*State) bool { decisions++; return decisions > 10 }
	four := saveWhere(t, []Option{WithPlayers(4), WithMode(ModeStandard)}, 3, after10)
	decisions = 0
	three := saveWhere(t, []Option{WithPlayers(3), WithMode(ModeStandard)}, 3, after10)
	set := func(list string, i, v int) func(m map[string]any) {
		return func(m map[string]any) {
			switch l := m[list].([]any); list {
			case "tenants":
				l[i] = v
			default:
				l[i].(map[string]any)["owner"] = v
			}
		}
	}
	for _, tc := range []struct {
		reason string
		save   []byte
		edit   func(m map[string]any)
		want   string // in the error
	}{
		{"a Tenant on a blocked space", four, set("tenants", 3, 0), "buildings[3]: blocked true, tenant 0"},
		{"a blocked Tenant space with its Building space open", four, set("buildings", 3, -1), "buildings[3]: blocked true, tenant -2, owner -1"},
		{"a space blocked in a 3-player game", three, set("tenants", 3, spaceBlocked), "buildings[3]: blocked false, tenant -2"},
		{"a Building space blocked in a 3-player game", three, set("buildings", 3, spaceBlocked), "buildings[3]: blocked false"},
		{"a Tenant beyond the three Building spaces of a Neighborhood on the 3-player side", three, set("tenants", 3, 0), "tenants[3]: a Tenant on space 3 of a Neighborhood of 3"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			_, err := Decode(testContent, editSave(t, tc.save, tc.edit))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Decode = %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// TestDecodeRefusesSecondNeutralTurn: a Neutral Mogul's turn is one step
// (its Controlling Player's move, then its end); the full tamper run
// duplicated it, and the second ended the turn of a Controlling Player
// the first had already handed on.
func TestDecodeRefusesSecondNeutralTurn(t *testing.T) {
	for _, op := range []expr.Op{opNeutral, opNeutralEnd} {
		save := saveWhere(t, []Option{WithPlayers(2), WithMode(ModeFull)}, 4, func(s *State) bool {
			return slices.ContainsFunc(s.stack, func(t task) bool { return t.Op == op })
		})
		name := opNames[op]
		_, err := Decode(testContent, editSave(t, save, duplicateStep(name)))
		if want := "a second " + name + " step"; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s duplicated: Decode = %v, want an error saying %q", name, err, want)
		}
	}
}

// TestDecodeRefusesSeatWithoutYard: every seat is dealt a Base
// Construction Yard at setup ("deal one randomly to each player"), which
// gives it its place in turn order; the full tamper run deleted a seat's
// deal, and setup then looked for the seat of a place no one held (and
// panicked).
func TestDecodeRefusesSeatWithoutYard(t *testing.T) {
	save := saveWhere(t, []Option{WithPlayers(3), WithMode(ModeFull)}, 1, func(*State) bool { return true })
	edit := func(m map[string]any) {
		p := m["pending"].([]any)
		at := slices.IndexFunc(p, func(t any) bool { return t.(map[string]any)["op"] == "deal_yard" })
		m["pending"] = slices.Delete(p, at, at+1)
	}
	_, err := Decode(testContent, editSave(t, save, edit))
	if want := "no Base Construction Yard, and none to be dealt to the seat"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a deal deleted: Decode = %v, want an error saying %q", err, want)
	}
}

// TestDecodeRefusesTileOnSpace: a Bonus Tile lying on a Bonus Space is one
// of this round's, placed this round, with an effect of its own, on a
// space that takes tiles. The full tamper run put another tile on a Bonus
// Space; Decode accepted it, and a Mogul who passed the space later had
// no Bonus Space to take.
func TestDecodeRefusesTileOnSpace(t *testing.T) {
	save := saveWhere(t, []Option{WithPlayers(3), WithMode(ModeStandard)}, 2, func(s *State) bool {
		return !s.setup && slices.ContainsFunc(s.bonus[:], func(b bonusSpace) bool { return b.Tile >= 0 })
	})
	s, err := Decode(testContent, save)
	if err != nil {
		t.Fatal(err)
	}
	lying := slices.IndexFunc(s.bonus[:], func(b bonusSpace) bool { return b.Tile >= 0 })
	fixed, free := -1, -1 // a Bonus Space with printed Floors, and an empty one that takes tiles
	for b := range s.side.BonusSpaces {
		switch {
		case s.side.Spaces[s.side.BonusSpaces[b]].Fixed:
			fixed = b
		case s.bonus[b].Tile < 0:
			free = b
		}
	}
	other, plain := -1, -1 // a tile of another round, and a tile of Floors alone of this one
	for k, tile := range testContent.tiles {
		switch {
		case tile.Round != int(s.round):
			other = k
		case tile.effect == nil:
			plain = k
		}
	}
	setTile := func(b, k int) func(m map[string]any) {
		return func(m map[string]any) { m["bonus"].([]any)[b].(map[string]any)["tile"] = k }
	}
	type edit struct {
		reason string
		edit   func(m map[string]any)
		want   string
	}
	cases := []edit{
		{"a tile of another round", setTile(lying, other), "a Bonus Tile of another round"},
		{"a second copy of a tile placed once", setTile(free, int(s.bonus[lying].Tile)), "lie on Bonus Spaces, and"},
	}
	if fixed >= 0 {
		cases = append(cases, edit{"a tile on a Bonus Space with printed Floors", setTile(fixed, int(s.bonus[lying].Tile)), "on no Bonus Space that takes one"})
	}
	if plain >= 0 {
		cases = append(cases, edit{"a tile of Floors alone, still lying out", setTile(lying, plain), "a tile of Floors alone"})
	}
	if other < 0 || free < 0 {
		t.Fatalf("no tile of another round (%d) or empty Bonus Space (%d) to edit with", other, free)
	}
	for _, tc := range cases {
		_, err := Decode(testContent, editSave(t, save, tc.edit))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Decode = %v, want an error saying %q", tc.reason, err, tc.want)
		}
	}
}

// TestDecodeRefusesTileDealOntoPrintedFloors: setup deals a Bonus Tile onto
// each Bonus Space that takes one, and a space with printed Floors takes
// none. The full tamper run pointed a pending tile deal at such a space;
// Decode accepted it, and the save after the deal was refused.
func TestDecodeRefusesTileDealOntoPrintedFloors(t *testing.T) {
	tried := false
	for g, opts := range savedGames {
		save := saveWhere(t, opts, 1, func(*State) bool { return true })
		s, err := Decode(testContent, save)
		if err != nil {
			t.Fatal(err)
		}
		fixed := slices.IndexFunc(s.side.BonusSpaces, func(q int) bool { return s.side.Spaces[q].Fixed })
		deal := slices.IndexFunc(s.stack, func(t task) bool { return t.Op == opTile })
		if fixed < 0 || deal < 0 {
			continue // no Bonus Space with printed Floors, or no tiles on Bonus Spaces (the 1-player game)
		}
		tried = true
		edit := func(m map[string]any) { m["pending"].([]any)[deal].(map[string]any)["k"] = fixed }
		_, err = Decode(testContent, editSave(t, save, edit))
		if want := "whose Floors are printed: it takes no Bonus Tile"; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("saved game %d: a tile deal onto Bonus Space %d: Decode = %v, want an error saying %q", g, fixed, err, want)
		}
	}
	if !tried {
		t.Fatal("no saved game deals Bonus Tiles and has a Bonus Space with printed Floors")
	}
}

// TestDecodeRefusesSecondFlip: the Full Game's Corruption Penalty flips
// one Power Card of each player with the most Corruption, and none of one
// with no Power Cards; the full tamper run duplicated a flip step, and
// after the first flip the seat had nothing left to flip.
func TestDecodeRefusesSecondFlip(t *testing.T) {
	var seat int
	save := saveWhere(t, []Option{WithPlayers(4), WithMode(ModeFull)}, 1, func(s *State) bool {
		top := s.stack.Top()
		if top != nil && top.Op == opFlip {
			seat = int(top.Who)
			return true
		}
		return false
	})
	if _, err := Decode(testContent, editSave(t, save, duplicateStep("flip"))); err == nil || !strings.Contains(err.Error(), "a second flip step for seat") {
		t.Errorf("flip duplicated: Decode = %v, want a second flip step refused", err)
	}
	noCards := editSave(t, save, func(m map[string]any) {
		p := m["players"].([]any)[seat].(map[string]any)
		down := p["down"].([]any)
		for k, n := range p["up"].([]any) {
			down[k] = n.(float64) + down[k].(float64)
		}
		p["up"] = make([]any, len(down))
		for k := range down {
			p["up"].([]any)[k] = 0
		}
	})
	if _, err := Decode(testContent, noCards); err == nil || !strings.Contains(err.Error(), "holds no face-up Power Card") {
		t.Errorf("a flip for a seat with every card face down: Decode = %v, want it refused", err)
	}
}

// TestDecodeRefusesBlockersBeforeAMove: Blueprint Blockers, the solo
// game's End-of-round Corruption Limit and the Bonus sets spent all come
// from Moguls' moves, so a save of a game still in setup that has any is
// refused (FuzzDecodeSave found one with five Blockers, whose game broke
// the limit's invariant 23 moves later).
func TestDecodeRefusesBlockersBeforeAMove(t *testing.T) {
	for _, tc := range []struct {
		reason string
		opts   []Option
		field  string
		value  any
	}{
		{"a Blocker in the 1-player game's setup", []Option{WithPlayers(1), WithMode(ModeFull)}, "blocked", 62},
		{"the limit set in the 1-player game's setup", []Option{WithPlayers(1), WithMode(ModeFull)}, "limit_set", true},
		{"a Bonus set spent in setup", []Option{WithPlayers(1), WithMode(ModeFull)}, "spent_bonus_sets", 1},
		{"a Blueprint blocked in a 3-player game's setup", []Option{WithPlayers(3), WithMode(ModeStandard)}, "blocked", 1},
	} {
		s, err := New(testContent, tc.opts...)
		if err != nil {
			t.Fatal(err)
		}
		save, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Decode(testContent, editSave(t, save, func(m map[string]any) { m[tc.field] = tc.value }))
		if err == nil || !strings.Contains(err.Error(), "blocked: ") {
			t.Errorf("%s: Decode = %v, want it refused at blocked", tc.reason, err)
		}
	}
}

// TestDecodeRefusesBlueprintCards: setup deals a Blueprint Card of each
// round the mode plays, of that round; a save that lacks one with no deal
// pending, or holds one of another round or of a round not played, is
// refused (FuzzDecodeSave found a Full game played on in 2030 with no 2030
// card).
func TestDecodeRefusesBlueprintCards(t *testing.T) {
	save := saveWhere(t, []Option{WithPlayers(3), WithMode(ModeStandard)}, 7, func(s *State) bool { return !s.setup })
	s, err := Decode(testContent, save)
	if err != nil {
		t.Fatal(err)
	}
	last := len(testContent.rounds) - 1
	other := -1 // a card of the first round, put in the last
	for k, bp := range testContent.blueprints {
		if bp.Round == s.mode.FirstRound {
			other = k
		}
	}
	for _, tc := range []struct {
		reason string
		edit   func(cards []any)
	}{
		{"the last round's card gone, no deal pending", func(cards []any) { cards[last] = -1 }},
		{"the last round's card one of the first round", func(cards []any) { cards[last] = other }},
	} {
		_, err := Decode(testContent, editSave(t, save, func(m map[string]any) { tc.edit(m["blueprint_cards"].([]any)) }))
		if err == nil || !strings.Contains(err.Error(), "blueprint_cards[") {
			t.Errorf("%s: Decode = %v, want it refused at blueprint_cards", tc.reason, err)
		}
	}
	if s.mode.FirstRound > 0 {
		_, err := Decode(testContent, editSave(t, save, func(m map[string]any) { m["blueprint_cards"].([]any)[0] = 0 }))
		if err == nil || !strings.Contains(err.Error(), "blueprint_cards[0]") {
			t.Errorf("a card for a round the mode does not play: Decode = %v, want it refused", err)
		}
	}
}
