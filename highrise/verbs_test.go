package highrise

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// TestAVerbIsOneTableEntry: adding a verb is one table entry and one
// function. A test-only table adds closed_to(seat), "whether you are that
// seat", and content copied to a directory and edited there uses it in the
// Trade Space's can script. The default vocabulary refuses that content at
// the verb's position; the extended one loads it, and the verb decides
// play: "If you cannot take the action, you may not stop in that Space."
func TestAVerbIsOneTableEntry(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, content.Default()); err != nil {
		t.Fatal(err)
	}
	tb0, p := tradeOpening(t)
	actions := filepath.Join(dir, Dir, "actions.yaml")
	data, err := os.ReadFile(actions)
	if err != nil {
		t.Fatal(err)
	}
	old := "can: can_trade() || can_choose()"
	if !strings.Contains(string(data), old) {
		t.Fatalf("actions.yaml has no %q", old)
	}
	edited := strings.Replace(string(data), old, "can: '!closed_to("+strconv.Itoa(p)+") && (can_trade() || can_choose())'", 1)
	if err := os.WriteFile(actions, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}

	if _, err := Load(os.DirFS(dir)); err == nil || !strings.Contains(err.Error(), "actions.yaml") || !strings.Contains(err.Error(), "closed_to") {
		t.Fatalf("Load with the game's verbs: %v; want an error at the unknown verb in actions.yaml", err)
	}

	ext := append(slices.Clip(verbTable), verb{
		Verb: expr.Verb1("closed_to", func(e *Env, seat int) bool { return e.p == seat }).
			Describe("whether you are that seat", "seat"),
	})
	c, err := loadWith(os.DirFS(dir), expr.NewTable((*Env)(nil), ext, compileOptions...))
	if err != nil {
		t.Fatalf("Load with the test verb: %v", err)
	}
	s, err := New(c, WithPlayers(3), WithMode(ModeFull))
	if err != nil {
		t.Fatal(err)
	}
	// The deals of tradeOpening.
	tb := &table{t: t, s: s, deal: []deal{
		{"on bonus-1b", []string{"tile spire-2010"}},
		{"onto bonus-1a", []string{"floor orange"}},
	}}
	tb.chance()
	tb.turn(p)
	if !slices.Contains(tb0.legal(), "go eg-trade-1") {
		t.Fatalf("with the default content p%d may stop on the Trade Space (legal %v)", p, tb0.legal())
	}
	if slices.Contains(tb.legal(), "go eg-trade-1") {
		t.Errorf("closed_to(%d) closes the Trade Space to p%d, yet it is legal (%v)", p, p, tb.legal())
	}
	if got, ok := c.lang.Lookup("closed_to"); !ok || got.Doc != "whether you are that seat" {
		t.Errorf("the test verb is not in the content's vocabulary")
	}
}

// TestNoNumberTravelsInAString: effect arguments are typed. Every effect
// verb is called with distinct integers; none of them may come back as
// text in the effect's Arg or Label (to be read back with Sscan or Atoi).
func TestNoNumberTravelsInAString(t *testing.T) {
	for _, v := range verbTable {
		ft := reflect.TypeOf(v.Types[0]).Elem()
		if ft.Out(0) != reflect.TypeFor[expr.Effect]() {
			continue
		}
		args := []any{(*Env)(nil)}
		var ints []int
		for i := 1; i < ft.NumIn(); i++ {
			switch ft.In(i).Kind() {
			case reflect.Int:
				ints = append(ints, 36+i)
				args = append(args, 36+i)
			case reflect.String:
				if i-1 < len(v.Params) && v.Params[i-1] == "kind" {
					args = append(args, "player") // a loop's kind is one of the machine's
					break
				}
				if i-1 < len(v.args) && len(argChoices[v.args[i-1]]) > 0 {
					args = append(args, argChoices[v.args[i-1]][0]) // a word the verb knows (where, which)
					break
				}
				args = append(args, "x")
			case reflect.Bool:
				args = append(args, true)
			default: // effects
				args = append(args, []expr.Effect{})
			}
		}
		out, err := v.Fn(args...)
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		e := out.(expr.Effect)
		for _, n := range ints {
			if s := strconv.Itoa(n); strings.Contains(e.Arg, s) || strings.Contains(e.Label, s) {
				t.Errorf("%s(%v): the number %d travels as text in %+v", v.Name, args[1:], n, e)
			}
		}
	}
}
