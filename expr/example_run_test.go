package expr_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// A scoring hook returns an int.
func ExampleRunner_RunInt() {
	c := expr.NewCompiler((*Env)(nil), verbs)
	prog, cerr := c.Compile(content.Script{Src: `let n = count("blue"); n >= 3 ? n * 2 : n`}, expr.Int)
	if cerr != nil {
		fmt.Println(cerr)
		return
	}
	var r expr.Runner
	for _, blue := range []int{2, 4} {
		n, err := r.RunInt(prog, &Env{Floors: map[string]int{"blue": blue}})
		fmt.Println(blue, "blue floors score", n, err)
	}
	// Output:
	// 2 blue floors score 2 <nil>
	// 4 blue floors score 8 <nil>
}

// RunEffects borrows a Runner from a shared pool: for a tool or a test
// that runs a script now and then, not for a game's hot path.
func ExampleRunEffects() {
	c := expr.NewCompiler((*Env)(nil), verbs)
	prog, cerr := c.Compile(content.Script{Src: `repeat(Round, draw("budget", 1))`}, expr.Effects)
	if cerr != nil {
		fmt.Println(cerr)
		return
	}
	effects, err := expr.RunEffects(prog, &Env{Round: 3}, nil)
	fmt.Println(effects, err)
	// Output:
	// [repeat(3){16(budget 1)}] <nil>
}

// A script that fails in play is a *RunError at its YAML position, and a
// content error: the game refuses the move being applied.
func ExampleRunError() {
	cards, err := load(`
cards:
  - id: landslide
    effect: repeat(Round * 50, discard(1))
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := expr.NewCompiler((*Env)(nil), verbs)
	prog, cerr := c.Compile(cards[0].Effect, expr.Effects)
	if cerr != nil {
		fmt.Println(cerr)
		return
	}
	var r expr.Runner
	_, err = r.RunEffects(prog, &Env{Round: 4}, nil)
	fmt.Println(err)

	var re *expr.RunError
	fmt.Println(errors.As(err, &re), re.Pos, errors.Is(err, rulebook.ErrContent))
	// Output:
	// cards.yaml:4:13: script: repeat: count 200 out of range 0..100
	// true cards.yaml:4:13 true
}

// Counts and Repeats state the counts a game's effects may carry. A count
// written as a literal past them is refused at compile time, even in a
// script that reads the game; a count the game's state makes is an error of
// the script's run, which a game meets in play.
func ExampleCounts() {
	cards, err := load(`
cards:
  - {id: windfall, effect: 'draw("budget", 20)'}
  - {id: echo, effect: 'repeat(9, draw("budget", 1))'}
  - {id: rush, effect: 'Round > 2 ? draw("budget", 1) : draw("budget", 30)'}
  - {id: late, effect: 'draw("budget", Round)'}
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := expr.NewCompiler((*Env)(nil), described, expr.Counts(0, 12), expr.Repeats(5))
	for _, card := range cards {
		prog, cerr := c.Compile(card.Effect, expr.Effects)
		switch {
		case cerr != nil:
			fmt.Println("compile:", cerr)
		case prog.Constant():
			_, err := expr.RunEffects(prog, (*Env)(nil), nil)
			fmt.Println("load:", err)
		default:
			_, err := expr.RunEffects(prog, &Env{Round: 13}, nil)
			fmt.Println("play:", err)
		}
	}
	// Output:
	// compile: cards.yaml:3:29: script: count 20 out of range 0..12
	// compile: cards.yaml:4:32: script: repeat count 9 out of range 0..5
	// compile: cards.yaml:5:57: script: count 30 out of range 0..12
	// play: cards.yaml:6:25: script: count 13 out of range 0..12
}

// A hostile script is refused at load, before it can run.
func ExampleMaxNodes() {
	cards, err := load(`
cards:
  - id: flood
    effect: '[draw("a", 1), draw("b", 1), draw("c", 1), draw("d", 1), draw("e", 1), draw("f", 1)]'
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := expr.NewCompiler((*Env)(nil), verbs, expr.MaxNodes(20))
	_, cerr := c.Compile(cards[0].Effect, expr.Effects)
	fmt.Println(cerr)
	// Output:
	// cards.yaml:4:89: script: compilation failed: expression exceeds maximum allowed nodes
}

// A game declares its events once and lists, at load, the cards that
// listen to each, in card order.
func ExampleNewListeners() {
	events := expr.NewEvents("", "draw", "build")
	listeners := expr.NewListeners(events)
	cards := []struct {
		id string
		on string
	}{{"crane", "build"}, {"bank", "draw"}, {"tower", "build"}}
	for i, c := range cards {
		ev, _ := events.Lookup(c.on)
		listeners.Listen(ev, i)
	}
	build, _ := events.Lookup("build")
	for _, i := range listeners.Of(build) {
		fmt.Println(events.Name(build), "->", cards[i].id)
	}
	_, ok := events.Lookup("score")
	fmt.Println(ok)
	// Output:
	// build -> crane
	// build -> tower
	// false
}

// The either a script returns becomes one choice step: its prompt, the
// answers it accepts, read from the move's words, and the branch each
// answer leads to.
func ExampleChoiceOf() {
	c := expr.NewCompiler((*Env)(nil), verbs)
	prog, cerr := c.Compile(content.Script{Src: `either("draw or discard", draw("budget", 2), discard(1))`}, expr.Effects)
	if cerr != nil {
		fmt.Println(cerr)
		return
	}
	effects, err := expr.RunEffects(prog, &Env{}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	choice := expr.ChoiceOf(effects[0])
	fmt.Println(choice.Prompt(), choice.Answers())

	a, err := expr.ParseEither(strings.Fields("either 2"))
	fmt.Println(a, choice.Accepts(a), choice.Branch(a), err)
	_, err = expr.ParseEither(strings.Fields("either three"))
	fmt.Println(err)
	// Output:
	// draw or discard (either 1 or either 2) [either 1 either 2]
	// either 2 true [17(1)] <nil>
	// expected "either 1" or "either 2"
}

// A Pool lends a Runner with an env of its own, so goroutines reading one
// state at once each fill an env of their own rather than the state's.
func ExamplePool() {
	c := expr.NewCompiler((*Env)(nil), verbs)
	prog, cerr := c.Compile(content.Script{Src: `count("red") >= 2`}, expr.Bool)
	if cerr != nil {
		fmt.Println(cerr)
		return
	}
	var pool expr.Pool[Env]
	floors := map[string]int{"red": 3} // the state being read
	l := pool.Get()
	l.Env = Env{Round: 5, Floors: floors}
	ok, err := l.RunBool(prog, &l.Env)
	pool.Put(l)
	fmt.Println(ok, err)
	// Output:
	// true <nil>
}
