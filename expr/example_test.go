package expr_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// Env is what a game's scripts read: a pointer to it is the env.
type Env struct {
	Round  int
	Floors map[string]int
}

// The game's own effect operations.
const (
	OpDraw expr.Op = expr.OpGame + iota
	OpDiscard
)

// verbs is the game's vocabulary.
var verbs = []expr.Verb{
	expr.Verb2("draw", func(e *Env, deck string, n int) expr.Effect {
		return expr.Effect{Op: OpDraw, Arg: deck, N: n}
	}),
	expr.Verb1("discard", func(e *Env, n int) expr.Effect {
		return expr.Effect{Op: OpDiscard, N: n}
	}),
	expr.Verb1("count", func(e *Env, colour string) int {
		return e.Floors[colour]
	}),
}

// card is a record of the game's YAML, holding a script.
type card struct {
	ID     string         `yaml:"id"`
	Effect content.Script `yaml:"effect"`
}

func load(doc string) ([]card, error) {
	var file struct {
		Cards []card `yaml:"cards"`
	}
	var errs content.Errors
	content.DecodeBytes("cards.yaml", []byte(doc), &file, &errs)
	return file.Cards, errs.Err()
}

func ExampleCompiler_Compile() {
	cards, err := load(`
cards:
  - id: penthouse
    effect: |
      [draw("budget", 2),
       may("discard a card", discard("one"))]
  - id: lobby
    effect: drow("budget", 1)
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := expr.NewCompiler((*Env)(nil), verbs)
	for _, card := range cards {
		if _, err := c.Compile(card.Effect, expr.Effects); err != nil {
			fmt.Println(err)
		}
	}
	// Output:
	// cards.yaml:6:38: script: cannot use string as argument (type int) to call discard
	// cards.yaml:8:13: script: unknown name drow
}

func ExampleRunner_RunEffects() {
	cards, err := load(`
cards:
  - id: penthouse
    effect: |
      [draw("budget", 2),
       may("discard a card", discard(1)),
       if Round > 3 { draw("late", 1) } else { none() }]
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
	var r expr.Runner // one per goroutine, reused
	effects, err := r.RunEffects(prog, &Env{Round: 1}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range effects {
		fmt.Printf("op %d arg %q n %d label %q then %v\n", e.Op, e.Arg, e.N, e.Label, e.Then)
	}
	// Output:
	// op 16 arg "budget" n 2 label "" then []
	// op 1 arg "" n 0 label "discard a card" then [17(1)]
}

func ExampleRunner_RunBool() {
	c := expr.NewCompiler((*Env)(nil), verbs)
	s := content.Script{Src: `count("blue") >= 3 and Round > 1`}
	prog, cerr := c.Compile(s, expr.Bool)
	if cerr != nil {
		fmt.Println(cerr)
		return
	}
	var r expr.Runner
	for _, env := range []*Env{
		{Round: 2, Floors: map[string]int{"blue": 3}},
		{Round: 2, Floors: map[string]int{"blue": 2}},
	} {
		ok, err := r.RunBool(prog, env)
		fmt.Println(ok, err)
	}
	// Output:
	// true <nil>
	// false <nil>
}

func ExampleAppendEffects() {
	// A verb that takes effects declares the parameter as expr.EffectArg
	// and converts what it receives.
	forEach := expr.Verb{
		Name: "forEachTenant",
		Fn: func(p ...any) (any, error) {
			then, err := expr.AppendEffects(nil, p[1])
			if err != nil {
				return nil, err
			}
			return expr.Effect{Op: expr.OpGame + 9, Then: then}, nil
		},
		Types: []any{new(func(*Env, expr.EffectArg) expr.Effect)},
	}
	c := expr.NewCompiler((*Env)(nil), append(verbs, forEach))
	prog, cerr := c.Compile(content.Script{Src: `forEachTenant([draw("budget", 1), none(), discard(1)])`}, expr.Effects)
	if cerr != nil {
		fmt.Println(cerr)
		return
	}
	var r expr.Runner
	effects, err := r.RunEffects(prog, &Env{}, nil)
	fmt.Println(effects, err)
	// Output:
	// [25{16(budget 1), 17(1)}] <nil>
}
