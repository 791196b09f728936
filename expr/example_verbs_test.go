package expr_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// described is a verb table as a game declares it: each verb once, with
// its one line of meaning and the names of its arguments.
var described = []expr.Verb{
	pure(expr.Verb2("draw", func(e *Env, deck string, n int) expr.Effect {
		return expr.Effect{Op: OpDraw, Arg: deck, N: n}
	}).Describe("Draw n cards from a deck", "deck", "n")),
	expr.Verb1("count", func(e *Env, colour string) int {
		return e.Floors[colour]
	}).Describe("Floors of a colour the player holds", "colour"),
}

// pure marks a verb whose value depends on its arguments alone.
func pure(v expr.Verb) expr.Verb {
	v.Pure = true
	return v
}

// A designer's guide lists the verbs from the table itself, the
// combinators every game has among them.
func ExampleVerb_Signature() {
	for _, v := range append(described, expr.Combinators()...) {
		fmt.Printf("%s: %s\n", v.Signature(), v.Doc)
	}
	// Output:
	// draw(deck string, n int) Effect: Draw n cards from a deck
	// count(colour string) int: Floors of a colour the player holds
	// may(label string, then effects) Effect: you may: a yes/no prompt saying label; on yes, the effects
	// either(label string, a effects, b effects) Effect: a choice between a and b; label says what is chosen
	// repeat(n int, then effects) Effect: the effects n times (n from 0 to 100 at most; a game may bound its counts lower)
	// none() Effect: nothing, for an empty if/else branch
}

// A game's table entry embeds the Verb beside what the game keeps of it;
// the Table finds entries by name and compiles scripts with their verbs.
func ExampleNewTable() {
	type entry struct {
		expr.Verb
		Reads string // what of the state the verb reads, for the game's own bookkeeping
	}
	table := expr.NewTable((*Env)(nil), []entry{
		{Verb: described[0]},
		{Verb: described[1], Reads: "floors"},
	})
	e, ok := table.Lookup("count")
	fmt.Println(e.Name, ok, e.Reads)

	prog, err := table.Compiler().Compile(content.Script{Src: `count("red") * 2`}, expr.Int)
	if err != nil {
		fmt.Println(err)
		return
	}
	n, runErr := expr.RunInt(prog, &Env{Floors: map[string]int{"red": 4}})
	fmt.Println(n, runErr)
	// Output:
	// count true floors
	// 8 <nil>
}

// What a script reads decides how a game runs it: a script that reads
// nothing of the game is constant and is run once, at load.
func ExampleProgram_Reads() {
	c := expr.NewCompiler((*Env)(nil), described)
	for _, src := range []string{
		`[draw("budget", 2), may("draw one more", draw("budget", 1))]`,
		`Round > 3 ? draw("late", count("blue")) : none()`,
	} {
		prog, err := c.Compile(content.Script{Src: src}, expr.Effects)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("constant %v, form %v, reads %q\n", prog.Constant(), prog.Form(), prog.Reads())
	}
	// Output:
	// constant true, form constant, reads []
	// constant false, form vm, reads ["Round" "count"]
}

// A "can" hook made of reading verbs and constants runs without the VM and
// without a Runner.
func ExampleProgram_TryBool() {
	c := expr.NewCompiler((*Env)(nil), described)
	prog, err := c.Compile(content.Script{Src: `count("blue") >= 3 || count("red") >= 5`}, expr.Bool)
	if err != nil {
		fmt.Println(err)
		return
	}
	ok, direct := prog.TryBool(&Env{Floors: map[string]int{"blue": 1, "red": 6}})
	fmt.Println(prog.Form(), ok, direct)
	// Output:
	// direct true true
}
