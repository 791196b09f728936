package notation_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/internal/notation"
)

// A game's ParseMove reads the move, which finds its action by the first
// word, and checks the form of that action's moves.
func ExampleRead() {
	words := []string{"", "take", "end"} // the game's action words, by action
	for _, text := range []string{"take 2m", "take", "fly 2m", "take zz", ""} {
		t, act, err := notation.Read[uint8](text, words)
		switch {
		case err != nil:
			fmt.Println(err)
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
