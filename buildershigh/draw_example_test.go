package buildershigh_test

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/buildershigh"
)

// DrawSVG draws what a seat sees; a server sends the document as it is.
func ExampleDrawSVG() {
	c := buildershigh.MustDefault()
	s, err := buildershigh.New(c, buildershigh.WithPlayers(3))
	if err != nil {
		fmt.Println(err)
		return
	}
	var b strings.Builder
	if err := buildershigh.DrawSVG(&b, c, s.View(2)); err != nil {
		fmt.Println(err)
		return
	}
	svg := b.String()
	fmt.Println(strings.Split(svg, "\n")[1])
	fmt.Println(strings.Contains(svg, ">p2 (this view)<"), strings.Contains(svg, ">Decks<"))
	// Output:
	// <title>Builder's High: setup · 3 players · view of p2</title>
	// true true
}
