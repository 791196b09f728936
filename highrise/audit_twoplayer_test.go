package highrise

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Setup Changes (2-Player Game): "With 2 players, always play the Full
// Game. Each player takes a Base Construction Yard, either #1 or #2. Take a
// Mogul of a third color and put it in the #3 spot of the Stop Zone as the
// Neutral Mogul. Take the Scoring Marker of that third color and put it in
// front of the player with the #2 Base Construction Yard; they are
// considered to be the Controlling Player of the Neutral Mogul." Player
// Setup: "Place your Mogul Piece in the Stop Zone, in the Action Space with
// the number matching the player number on your Base Construction Yard."
// The Neutral Mogul, in the last spot, is furthest behind: its turn comes
// first, decided by the holder of #2.
func TestTwoPlayerSetup(t *testing.T) {
	for _, yards0 := range [][]string{{"yard 1", "yard 2"}, {"yard 2", "yard 1"}} {
		tb := newTable(t, []deal{{"Base Construction Yard", yards0}}, WithPlayers(2))
		v := tb.view(0)
		yards := []int{v.Players[0].BaseYard, v.Players[1].BaseYard}
		slices.Sort(yards)
		two := tb.seatOf(2)
		type got struct {
			Yards    []int
			Stop     []string
			Neutral  string
			Control  rulebook.Player
			ToMove   rulebook.Player
			Decision bool // the Controlling Player's block-or-move
		}
		want := got{[]int{1, 2}, []string{"p" + string(rune('0'+tb.seatOf(1))), "p" + string(rune('0'+two)), "neutral-1"}, "stop-3",
			rulebook.Player(two), rulebook.Player(two), true}
		g := got{yards, v.StopZone, v.Neutral.Moguls[0].Position, v.Neutral.Controlling, tb.s.ToMove(),
			strings.Contains(tb.s.Prompt(), "Controlling Player: block")}
		if diff := cmp.Diff(want, g); diff != "" {
			t.Errorf("yards dealt %v (-want +got):\n%s", yards0, diff)
		}
		if v.Options == "" || !strings.Contains(v.Options, "full") {
			t.Errorf("the 2-player game's options %q, want the Full Game", v.Options)
		}
	}
}
