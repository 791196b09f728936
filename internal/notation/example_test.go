package notation_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/internal/notation"
)

// A game's ParseMove splits the move, finds its action by the first word
// and checks the form of that action's moves.
func ExampleSplit() {
	words := []string{"", "take", "end"} // the game's action words, by action
	for _, text := range []string{"take 2m", "take", "fly 2m", "take zz", ""} {
		t, err := notation.Split(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		act, ok := notation.Action[uint8](words, t.Words[0])
		switch {
		case !ok:
			fmt.Println(t.Error("unknown action (the first word)"))
		case t.Want(2, "take CARD") != nil:
			fmt.Println(t.Want(2, "take CARD"))
		case t.Words[1] != "2m":
			fmt.Println(t.Unknown("card", t.Words[1]))
		default:
			fmt.Println(notation.Word(words, act), t.Words[1])
		}
	}
	// Output:
	// take 2m
	// "take": expected "take CARD"
	// "fly 2m": unknown action (the first word)
	// "take zz": unknown card "zz"
	// "": empty move
}
