package highrise_test

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/highrise"
)

// DrawSVG draws what a seat sees; a server sends the document as it is.
func ExampleDrawSVG() {
	c := highrise.MustDefault()
	s, err := highrise.New(c, highrise.WithPlayers(2))
	if err != nil {
		fmt.Println(err)
		return
	}
	var b strings.Builder
	if err := highrise.DrawSVG(&b, c, s.View(0)); err != nil {
		fmt.Println(err)
		return
	}
	lines := strings.Split(b.String(), "\n")
	fmt.Println(lines[1])
	fmt.Println(strings.Contains(b.String(), ">Harbourside<"))
	// Output:
	// <title>High Rise: setup for 2010 · 2 players · view of p0</title>
	// true
}
