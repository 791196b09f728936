package expr

import (
	"fmt"
	"testing"

	"github.com/rulebook-go/rulebook/content"
)

type sEnv struct {
	Round  int
	Counts map[string]int
	Flag   bool
}

func TestScratch(t *testing.T) {
	verbs := []Verb{
		Verb2("draw", func(e *sEnv, deck string, n int) Effect { return Effect{Op: OpGame, Arg: deck, N: n} }),
		Verb1("discard", func(e *sEnv, n int) Effect { return Effect{Op: OpGame + 1, N: n} }),
		Verb1("count", func(e *sEnv, k string) int { return e.Counts[k] }),
	}
	c := NewCompiler((*sEnv)(nil), verbs)
	if c.Err() != nil {
		t.Fatal(c.Err())
	}
	var r Runner
	env := &sEnv{Round: 2, Counts: map[string]int{"residential": 4}}
	for _, src := range []string{
		`[draw("budget", 2), may("discard", discard(1))]`,
		`draw("budget", "x")`,
		`draw(2)`,
		`drawx(2)`,
		`[draw("a", 1), 3]`,
		`count("residential") >= 3`,
		`count("residential")`,
		"let xs = [draw(\"a\", 1)];\n  if Round > 1 { xs } else { none() }",
		"let xs = [draw(\"a\", 1), 2];\n  xs",
		`may("x", [1])`,
		`repeat(200, draw("a",1))`,
		`map(1..3, draw("a", #))`,
		`$env.Round`,
		`draw("a", 1`,
		`1..100000000`,
		`len(1..100000000)`,
		`now()`,
		`"a" | draw(1)`,
	} {
		s := content.Script{Src: src, Pos: content.Pos{File: "f.yaml", Line: 10, Col: 5}}
		for _, res := range []Result{Effects, Bool, Int} {
			p, err := c.Compile(s, res)
			if err != nil {
				fmt.Printf("%-50q %v: %v\n", src, res, err)
				continue
			}
			var out any
			var rerr error
			switch res {
			case Effects:
				out, rerr = r.RunEffects(p, env, nil)
			case Bool:
				out, rerr = r.RunBool(p, env)
			case Int:
				out, rerr = r.RunInt(p, env)
			}
			fmt.Printf("%-50q %v: OK %v %v\n", src, res, out, rerr)
		}
	}
}
