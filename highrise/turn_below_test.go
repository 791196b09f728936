package highrise

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// anytimeVariants are contents whose anytime Power Card (Archive) is usable
// at every move and does more than unflip a card, so that random play puts
// many kinds of steps above a turn step that names its seat: draws and
// overflows, a construction with its windows and Tenant power, an action
// repeated, a Bonus Space taken, Floors given by the other players.
var anytimeVariants = map[string]string{
	"default":   "",
	"construct": `[draw(2), may("construct", construct("", "any"))]`,
	"repeat":    `[repeat_action(1), draw(1)]`,
	"bonus":     `[bonus_spaces() > 0 ? bonus_any() : none(), choose(1), for_each("player", "item() != me() && floors_of(item()) > 0", "give(actor(), 1)"), lose_up_to(1), vp(1)]`,
}

// anytimeContent is the content of anytimeVariants[name].
func anytimeContent(t *testing.T, name string) *Content {
	t.Helper()
	effect := anytimeVariants[name]
	if effect == "" {
		return testContent
	}
	fsys := mapContent(t)
	editMap(t, fsys, "cards.yaml", "    can: face_down() > 0\n    text: \"Unflip a face-down Power Card.\"\n    effect: 'unflip(1)'",
		"    can: 'true'\n    text: \"Unflip a face-down Power Card.\"\n    effect: '"+effect+"'")
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// turnBelowGames are the setups the turn-below tests play.
var turnBelowGames = [][]Option{
	{WithPlayers(1), WithMode(ModeFull)},
	{WithPlayers(2), WithMode(ModeFull), WithRule("extra_tenants", "on")},
	{WithPlayers(3), WithMode(ModeIntro)},
	{WithPlayers(3), WithMode(ModeStandard), WithRule("same_name_corruption", "action")},
	{WithPlayers(4), WithMode(ModeFull)},
	{WithPlayers(4), WithMode(ModeStandard), WithRule("extra_tenants", "on")},
}

// namedTurnBelow reports whether a turn step that names its seat waits
// beneath other steps.
func namedTurnBelow(s *State) bool {
	return len(s.stack) > 1 && s.stack[0].Op == opTurn && s.stack[0].Who >= 0
}

// playTurnBelow plays seeded random games of content c and calls at at
// every decision.
func playTurnBelow(t *testing.T, c *Content, seeds int, at func(s *State, where string) bool) {
	t.Helper()
	for g, opts := range turnBelowGames {
		for seed := uint64(0); seed < uint64(seeds); seed++ {
			s, err := New(c, opts...)
			if err != nil {
				t.Fatal(err)
			}
			r := rulebook.NewResolver(seed + 100*uint64(g))
			var buf []Move
			for step := 0; !s.Over() && step < 20000; step++ {
				if !at(s, fmt.Sprintf("game %d, seed %d, decision %d", g, seed, step)) {
					return
				}
				var m Move
				m, buf, _ = rulebook.Step(s, r, buf)
				if err := s.Apply(m); err != nil {
					t.Fatalf("game %d, seed %d, decision %d: a legal move %q: %v", g, seed, step, m.String(), err)
				}
			}
		}
	}
}

// TestTurnBelowReachable: in random play (with the default content and
// with contents whose anytime card does much more), every state keeps what
// validTurnBelow asks of a turn step that names its seat lower down, and
// Decode accepts the save of every state where one waits beneath other
// steps. Each content reaches such a state, or the test checks nothing.
func TestTurnBelowReachable(t *testing.T) {
	for name := range anytimeVariants {
		t.Run(name, func(t *testing.T) {
			c := anytimeContent(t, name)
			below, fails := 0, 0
			playTurnBelow(t, c, 100, func(s *State, where string) bool {
				if err := s.validTurnBelow(); err != nil {
					t.Errorf("%s: %v", where, err)
					fails++
				}
				if namedTurnBelow(s) {
					below++
					data, err := json.Marshal(s)
					if err != nil {
						t.Fatal(err)
					}
					if _, err := Decode(c, data); err != nil {
						t.Errorf("%s: Decode refuses the save: %v", where, err)
						fails++
					}
				}
				return fails < 5
			})
			if below == 0 {
				t.Error("no state had a named turn step beneath other steps: the test checks nothing")
			}
			t.Logf("%d decisions with a named turn step beneath other steps", below)
		})
	}
}

// firstTurnBelow is the save of the first state of random play (default
// content) in which a turn step that names its seat waits beneath the
// steps of a Power Card used before the move.
func firstTurnBelow(t *testing.T) []byte {
	t.Helper()
	var save []byte
	playTurnBelow(t, testContent, 200, func(s *State, _ string) bool {
		if !namedTurnBelow(s) {
			return true
		}
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		save = data
		return false
	})
	if save == nil {
		t.Fatal("random play put no step above a named turn step")
	}
	return save
}

// TestDecodeRefusesTurnBelow: a turn step lower down that names a seat
// (the full tamper run: pending[0].who set from -1 to a seat beneath an
// end-of-turn window decoded, and that seat then moved though another was
// furthest behind) is refused unless real play leaves it there: at the
// bottom, its Mogul furthest behind, beneath only what a Power Card used
// before the move leads to. Each case edits a real save.
func TestDecodeRefusesTurnBelow(t *testing.T) {
	saves := midGameSaves(t)
	const (
		behind = `(Movement: "the player furthest behind on the One-Way Track will be the player to take their turn")`
		next   = `(Movement: "Once that player has finished their turn, check to see who the player furthest behind on the One-Way Track is now; that player will take their turn next")`
		cards  = `(Power Cards: "All Power Cards have indications on when and how frequently they can be used")`
	)
	// unnamed finds a save whose pending[0] is a turn step naming no seat
	// beneath steps of the ops given, in a game of the seats given.
	unnamed := func(seats int, ops ...string) ([]byte, *State) {
		t.Helper()
		for _, save := range saves {
			s, err := Decode(testContent, save)
			if err != nil {
				t.Fatal(err)
			}
			if len(s.stack) != len(ops)+1 || s.stack[0].Op != opTurn || s.stack[0].Who >= 0 || s.seats() != seats {
				continue
			}
			if got := opsAbove(s.stack[1:]); cmp.Equal(ops, got) {
				return save, s
			}
		}
		t.Fatalf("no save of %d seats waits on a turn naming no seat beneath %v", seats, ops)
		return nil, nil
	}
	card := firstTurnBelow(t)
	cardState, err := Decode(testContent, card)
	if err != nil {
		t.Fatalf("the save of a named turn beneath a Power Card's steps, reached by play: %v", err)
	}
	cardSeat := int(cardState.stack[0].Who)
	endOfTurn, eotState := unnamed(3, "window")
	tile, tileState := unnamed(4, "tile")
	floor, floorState := unnamed(4, "floor")
	start, startState := unnamed(3, "start_build", "floor")
	line, lineState := unnamed(1, "line_tile")
	mover := int(eotState.stack[1].Who) // the seat whose turn just ended
	for _, s := range []*State{eotState, tileState, floorState, startState, lineState} {
		if n := s.next(); n < 0 || n >= s.seats() {
			t.Fatalf("the Mogul furthest behind, %d, is no seat's of %d", n, s.seats())
		}
	}
	if mover == eotState.next() {
		t.Fatal("the seat whose turn just ended is still furthest behind")
	}
	for _, tc := range []struct {
		reason string
		save   []byte
		edit   func(m map[string]any)
		want   string
	}{
		{"beneath an end-of-turn window, the seat whose turn just ended, while another is furthest behind: the full tamper run's case",
			endOfTurn, func(m map[string]any) { pendingOf(m, 0)["who"] = mover },
			fmt.Sprintf("pending[0]: the turn of Mogul %d, and Mogul %d is furthest behind on the One-Way Track %s", mover, eotState.next(), behind)},
		{"beneath an end-of-turn window, the seat furthest behind: the seat to move is known only once the turn's end is done",
			endOfTurn, func(m map[string]any) { pendingOf(m, 0)["who"] = eotState.next() },
			fmt.Sprintf("pending[0]: the turn of seat %d waits beneath pending[1], a window step, which comes only before the seat to move is known or after its move %s", eotState.next(), next)},
		{"beneath the new round's Bonus Tile deal",
			tile, func(m map[string]any) { pendingOf(m, 0)["who"] = tileState.next() },
			fmt.Sprintf("pending[0]: the turn of seat %d waits beneath pending[1], a tile step, which comes only before the seat to move is known or after its move %s", tileState.next(), next)},
		{"beneath Chance's draw of a Bonus Space's Floors",
			floor, func(m map[string]any) { pendingOf(m, 0)["who"] = floorState.next() },
			fmt.Sprintf("pending[0]: the turn of seat %d waits beneath pending[1], a floor step, which comes only before the seat to move is known or after its move %s", floorState.next(), next)},
		{"at setup, beneath a starting Building still to place",
			start, func(m map[string]any) { pendingOf(m, 0)["who"] = startState.next() },
			fmt.Sprintf("pending[0]: the turn of seat %d waits beneath pending[1], a start_build step, which comes only before the seat to move is known or after its move %s", startState.next(), next)},
		{"in the 1-player game, beneath the deal of the line's Bonus Tiles",
			line, func(m map[string]any) { pendingOf(m, 0)["who"] = lineState.next() },
			fmt.Sprintf("pending[0]: the turn of seat %d waits beneath pending[1], a line_tile step, which comes only before the seat to move is known or after its move %s", lineState.next(), next)},
		{"beneath a Power Card's steps (reached by play), given to another seat",
			card, func(m map[string]any) { pendingOf(m, 0)["who"] = (cardSeat + 1) % cardState.seats() },
			fmt.Sprintf("pending[0]: the turn of Mogul %d, and Mogul %d is furthest behind on the One-Way Track %s", (cardSeat+1)%cardState.seats(), cardSeat, behind)},
		{"beneath a Power Card's steps (reached by play), with no Power Card used",
			card, func(m map[string]any) {
				for i := range m["used"].([]any) {
					m["used"].([]any)[i] = 0
				}
			},
			fmt.Sprintf("pending[0]: the turn of seat %d waits beneath %d steps, and no Power Card was used before the move %s", cardSeat, len(cardState.stack)-1, cards)},
		{"beneath a Power Card's steps (reached by play), above the end of an action",
			card, func(m map[string]any) {
				m["pending"] = append([]any{map[string]any{"op": "end_action", "who": cardSeat}}, m["pending"].([]any)...)
			},
			fmt.Sprintf("pending[1]: the turn of seat %d waits above pending[0], a end_action step: a turn is the bottom of the pending steps %s", cardSeat, behind)},
		{"beneath a Power Card's steps (reached by play), with the move's after-action window above",
			card, func(m map[string]any) {
				m["pending"] = append(m["pending"].([]any), map[string]any{"op": "window", "who": cardSeat, "event": "after-action"})
			},
			fmt.Sprintf("pending[0]: the turn of seat %d waits beneath pending[%d], a window step, which comes only before the seat to move is known or after its move %s", cardSeat, len(cardState.stack), next)},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			got := "accepted"
			if _, err := Decode(testContent, editSave(t, tc.save, tc.edit)); err != nil {
				got = strings.TrimPrefix(err.Error(), "highrise: decode: ")
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("Decode (-want +got):\n%s", diff)
			}
		})
	}
}

// opsAbove names the ops of steps.
func opsAbove(steps []task) []string {
	var ops []string
	for _, t := range steps {
		ops = append(ops, opNames[t.Op])
	}
	return ops
}
