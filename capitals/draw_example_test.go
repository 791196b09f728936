package capitals_test

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/capitals"
)

// DrawSVG draws what a seat sees; a server sends the document as it is.
func ExampleDrawSVG() {
	c := capitals.MustDefault()
	s, err := capitals.New(c, capitals.WithPlayers(3))
	if err != nil {
		fmt.Println(err)
		return
	}
	var b strings.Builder
	if err := capitals.DrawSVG(&b, c, s.View(1)); err != nil {
		fmt.Println(err)
		return
	}
	svg := b.String()
	fmt.Println(strings.Split(svg, "\n")[1])
	fmt.Println(strings.Contains(svg, ">Prestige hidden<"), strings.Contains(svg, ">City Hall<"))
	// Output:
	// <title>The Capitals: setup · 3 players · view of p1</title>
	// true true
}
