package buildershigh

import (
	"cmp"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// midGameSaves are saves of seeded games taken at several points: at setup,
// early, mid-game and late, for several player counts, and at the first
// decision waiting on each kind of pending step (see pendingKind), so that
// the saves hold every prompt the games reached.
func midGameSaves(t testing.TB) [][]byte {
	t.Helper()
	var saves, kinds [][]byte
	for i, players := range []int{2, 3, 5} {
		s, err := New(testContent, WithPlayers(players), WithEasyMode(i == 1), WithRule("round_limit", "60"))
		if err != nil {
			t.Fatal(err)
		}
		fixed, first := rulebooktest.SavesAlong(t, s, uint64(40+i), []int{5, 60, 150, 400}, 5000, pendingKind)
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
// play reaches, the game over included, for every player count and setup
// option, and along the golden games (random play stopped by the round
// limit never wins; these end by the rules, one with end_of_game=literal-left).
func TestReachableSavesDecode(t *testing.T) {
	for i, opts := range [][]Option{
		{WithPlayers(2), WithRule("round_limit", "60")},
		{WithPlayers(3), WithEasyMode(true), WithRule("round_limit", "60")},
		{WithPlayers(4), WithRule("round_limit", "60")},
		{WithPlayers(5), WithRule("round_limit", "60")},
		{WithPlayers(3), WithRule("end_of_game", "literal-left"), WithRule("round_limit", "60")},
		{WithPlayers(2), WithEasyMode(true), WithRule("end_of_game", "literal-left"), WithRule("round_limit", "60")},
	} {
		for seed := uint64(0); seed < 3; seed++ {
			s, err := New(testContent, opts...)
			if err != nil {
				t.Fatal(err)
			}
			saveChecks().Reachable(t, s, seed+uint64(10*i), 5000)
		}
	}
	for _, g := range goldenGames {
		s, err := New(testContent, g.options...)
		if err != nil {
			t.Fatal(err)
		}
		saveChecks().Reachable(t, s, g.seed, 1_000_000)
		if !s.Over() {
			t.Errorf("%s: the golden game is not over", g.name)
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
	// Saves of five games: "pay" waits on a payment (pending[0] is the pay
	// step), "start" on the first turn's action, "may" on Apartment Block's
	// "You may discard 1 card from your hand" (pending[1], above the planning
	// step), "setup" on the setup's first Chance draw (pending[0] ends the
	// setup, pending[1] and [2] deal the Center, pending[3] chooses the
	// first player); "easy" on the setup's first draw of an Easy Mode game.
	hand := []string{"2m", "2m", "5m", "5m", "10m", "park", "bank", "row-house", "warehouse", "condominium"}
	s := deal(t, 2, [][]string{hand, hand}, 0, standardCenter, standardPlanning[:3])
	play(t, s, "build park")
	start := deal(t, 2, [][]string{hand, hand}, 0, standardCenter, standardPlanning[:3])
	mayHand := append(append(hand[:5:5], "apartment-block"), hand[6:]...)
	may := deal(t, 2, [][]string{mayHand, hand}, 0, standardCenter, standardPlanning[:3])
	play(t, may, "build apartment-block", "pay 2+5")
	setup, err := New(testContent, WithPlayers(2))
	if err != nil {
		t.Fatal(err)
	}
	easy, err := New(testContent, WithPlayers(2), WithEasyMode(true))
	if err != nil {
		t.Fatal(err)
	}
	saves := map[string][]byte{}
	for name, st := range map[string]*State{"pay": s, "start": start, "may": may, "setup": setup, "easy": easy} {
		data, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Decode(testContent, data); err != nil {
			t.Fatalf("the %s save itself: %v", name, err)
		}
		saves[name] = data
	}
	for _, tc := range []struct {
		reason string
		from   string // the save edited; "" is "pay"
		edit   func(m map[string]any)
		want   string // in the error
	}{
		{"a save with no version field is of format version 1", "", func(m map[string]any) { delete(m, "version") }, "format version 1"},
		{"an unknown version is named", "", func(m map[string]any) { m["version"] = 4 }, "version 4 is not known"},
		{"an op by number, as format 1 saved it", "", func(m map[string]any) { pendingOf(m, 0)["op"] = 20 }, "pending"},
		{"an unknown op", "", func(m map[string]any) { pendingOf(m, 0)["op"] = "fly" }, `pending[0].op: unknown op "fly"`},
		{"a card that is not in the game", "", func(m map[string]any) { pendingOf(m, 0)["card"] = "-1" }, `pending[0].card: unknown card "-1"`},
		{"a payment with no card to pay for", "", func(m map[string]any) { delete(pendingOf(m, 0), "card") }, "pending[0]: op: a pay step is malformed"},
		{"a payment owed by another seat", "", func(m map[string]any) { pendingOf(m, 0)["who"] = 1 }, "pending[0]: op: a pay step is malformed"},
		{"a seat past the players", "", func(m map[string]any) { m["last_payer"] = 7 }, "last_payer: seat 7"},
		{"a trigger step for a hand ability, which only its owner's move uses", "may", func(m map[string]any) {
			p := m["pending"].([]any)
			m["pending"] = append(p[:1:1], append([]any{map[string]any{"op": "trigger", "who": 0, "card": "market-hall"}}, p[1:]...)...)
		}, "pending[1]: op: a trigger step is malformed: a building's trigger or lightning ability fires for a seat"},
		{"a card counted twice", "", func(m map[string]any) {
			m["zones"].(map[string]any)["center"].(map[string]any)["park"] = 2
		}, "zones: "},
		{"a number too wide for its field", "", func(m map[string]any) { m["round"] = 32768 }, "round"},
		{"an unknown field", "", func(m map[string]any) { m["bonus"] = 1 }, `unknown field "bonus"`},
		{"the setup's step after the first turn", "", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), map[string]any{"op": "choose_first", "who": -1})
		}, "choose the first player"},
		{"the pending steps emptied under a decision", "", func(m map[string]any) { m["pending"] = []any{} }, "pending"},
		{"the other first player: \"Players take turns in clockwise order starting with the first player\"", "", func(m map[string]any) {
			m["first"] = 1 - int(m["first"].(float64))
		}, "current: "},
		{"a turn of another round (the tamper run with the invariants: round 128 decoded)", "", func(m map[string]any) { m["round"] = 128 }, "round: turn "},
		{"turn 0 after the setup", "", func(m map[string]any) { m["turn"] = 0 }, "current: "},
		{"a may whose effect counts past what a script may (it decoded, and yes failed in play)", "may", func(m map[string]any) {
			pendingOf(m, 1)["then"].([]any)[0].(map[string]any)["n"] = 99
		}, "pending[1].then: buildershigh: apartment-block: a count of 99 is more than 32"},
		{"a may giving to a seat no rule names", "may", func(m map[string]any) {
			pendingOf(m, 1)["then"] = []any{map[string]any{"op": "give", "arg": "across", "n": 1}}
		}, "pending[1].then: "},
		{"a may taking from a place cards are not taken from", "may", func(m map[string]any) {
			pendingOf(m, 1)["then"] = []any{map[string]any{"op": "take", "arg": "budget", "n": 1, "m": 9}}
		}, "pending[1].then: buildershigh: apartment-block: cards are taken from the center"},
		{"a may inside the may, whose effect counts past what a script may", "may", func(m map[string]any) {
			pendingOf(m, 1)["then"] = []any{map[string]any{"op": "may", "label": "x", "then": []any{map[string]any{"op": "discard", "n": 99}}}}
		}, "pending[1].then: then: buildershigh: apartment-block: a count of 99"},
		{"an either whose second effect draws from no deck", "may", func(m map[string]any) {
			t := pendingOf(m, 1)
			t["op"], t["else"] = "either", []any{map[string]any{"op": "draw", "arg": "bonus", "n": 1}}
		}, "pending[1].else: buildershigh: apartment-block: deck \"bonus\""},
		{"the setup's turns begun before it chooses the first player (found by FuzzDecodeSave)", "setup", func(m map[string]any) {
			p := m["pending"].([]any)
			p[0], p[3] = p[3], p[0]
		}, "pending[0]: the setup's deals so far leave 8 steps, a next_turn step here"},
		{"the Center's city planning cards drawn twice over", "setup", func(m map[string]any) { pendingOf(m, 1)["n"] = 6 }, "zones.center: 6 city planning cards"},
		{"a turn begun with a building card short in the Center: \"Reveal 9 cards from the building deck face up\", refilled at the end of each turn", "start", func(m map[string]any) {
			z := m["zones"].(map[string]any)
			z["center"].(map[string]any)["library"] = 0
			z["deck"].(map[string]any)["library"] = z["deck"].(map[string]any)["library"].(float64) + 1
		}, "zones.center: turn 1 begins with 8 building cards in the Center"},
		{"the Center's building cards dealt to a hand", "setup", func(m map[string]any) { pendingOf(m, 2)["dest"] = "p0.hand" }, "pending[2]: the setup's deals so far leave 8 steps, a draw_card step here (seat -1, 9 times)"},
		{"a hand dealt before the setup has dealt it", "setup", func(m map[string]any) {
			z := m["zones"].(map[string]any)
			z["deck"].(map[string]any)["5m"] = z["deck"].(map[string]any)["5m"].(float64) - 1
			z["p1.hand"].(map[string]any)["5m"] = 1
		}, "zones.p0.hand: the setup deals it 5 more budget cards"},
		{"a second payment: \"A player chooses 1 of the 3 actions to conduct in their turn\" (the full tamper run: it decoded, and its own save did not)", "", func(m map[string]any) {
			m["pending"] = append(m["pending"].([]any), pendingOf(m, 0))
		}, "pending[1]: a payment with 1 other steps pending"},
		{"a payment with the action not done (Construct is the action)", "", func(m map[string]any) { m["action_done"] = false }, "action_done: false, and this turn's Construct"},
		{"a building built with the action not done (the full tamper run: a second action followed)", "may", func(m map[string]any) { m["action_done"] = false }, "action_done: false, and this turn's Construct"},
		{"two buildings built in one turn", "may", func(m map[string]any) {
			z := m["zones"].(map[string]any)
			z["p0.hand"].(map[string]any)["bank"] = 0
			z["p0.play_area"].(map[string]any)["bank"] = 1
			z["built_this_turn"].(map[string]any)["bank"] = 1
		}, "zones.built_this_turn: 2 buildings built this turn"},
		{"a building built this turn by a player who did not pay last", "may", func(m map[string]any) { m["last_payer"] = 1 }, "last_payer: p1, and p0 built this turn"},
		{"a city planning card in a hand: \"take that city planning card and place it face up in your play area\"", "", func(m map[string]any) {
			z := m["zones"].(map[string]any)
			z["center"].(map[string]any)["business-district"] = 0
			z["p1.hand"].(map[string]any)["business-district"] = 1
		}, "zones.p1.hand: 1 city planning cards in a hand"},
		{"a city planning card gone from the Center: \"reveal 1 card plus the number of players from the city planning deck\"", "", func(m map[string]any) {
			z := m["zones"].(map[string]any)
			z["center"].(map[string]any)["business-district"] = 0
			z["deck"].(map[string]any)["business-district"] = 1
		}, "zones.center: 2 city planning cards in the Center, achieved or still to be revealed; the game has 3"},
		{"a game over on p0's turn, which p1 (the first player's right) ends: \"continue playing until the player to the right of the first player finish their turn\"", "", func(m map[string]any) {
			m["over"], m["achieved"], m["pending"] = true, 1, []any{}
		}, "over: the game ended on the turn of p0, and p1 ends it"},
		{"a city planning card in an Easy Mode game's deck: \"remove the city planning card from the game\" (the saves of earlier builds kept the 9 in the deck)", "easy", func(m map[string]any) {
			m["zones"].(map[string]any)["deck"].(map[string]any)["business-district"] = 1
		}, "zones: 1 copies of business-district in an Easy Mode game, which removes the city planning cards from the game"},
		{"a seat that met the victory condition with no city planning card: \"If any player have a city planning card in their play area and they have no cards in their hand, that player achieves the victory condition\"", "start", func(m map[string]any) {
			m["achieved"] = 2
		}, "achieved: p1 met the victory condition with no city planning card in its play area"},
		{"a game played past its round limit with nobody meeting the victory condition", "", func(m map[string]any) {
			m["options"] = regexp.MustCompile(`round_limit=\d+`).ReplaceAllString(m["options"].(string), "round_limit=1")
			m["round"], m["turn"] = 2, 3
		}, "round: round 2, past the round limit 1"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			from := cmp.Or(tc.from, "pay")
			_, err := Decode(testContent, editSave(t, saves[from], tc.edit))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Decode = %v, want an error saying %q", err, tc.want)
			}
		})
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
