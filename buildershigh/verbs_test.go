package buildershigh

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

// handAfterRowHouse builds p0's Row House in the four-player deal with
// content c and returns p0's hand once its lightning ability is done.
func handAfterRowHouse(t *testing.T, c *Content) int {
	t.Helper()
	defer swapContent(c)()
	s := newFourPlayer(t)
	play(t, s, "build row-house", "pay 2+2")
	resolveChance(t, s)
	n := 0
	for _, k := range s.Hand(0) {
		n += k
	}
	return n
}

// TestAVerbIsOneTableEntry: adding a verb is one table entry and one
// function. A test-only table adds draw_extra(deck, n), "draw n + 1
// cards", and content copied to a directory and edited there uses it for
// the Row House's lightning ability. The default vocabulary refuses that
// content at the verb's position; the extended one loads it, and building
// the Row House draws one card more.
func TestAVerbIsOneTableEntry(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, content.Default()); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, Dir, "buildings.yaml")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	old := `effect: draw("budget", 1)` // the Row House's
	if strings.Count(string(data), old) != 1 {
		t.Fatalf("buildings.yaml has not one %q", old)
	}
	edited := strings.Replace(string(data), old, `effect: draw_extra("budget", 1)`, 1)
	if err := os.WriteFile(file, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(os.DirFS(dir)); err == nil || !strings.Contains(err.Error(), "buildings.yaml") || !strings.Contains(err.Error(), "draw_extra") {
		t.Fatalf("Load with the game's verbs: %v; want an error at the unknown verb in buildings.yaml", err)
	}
	extra := expr.Verb2("draw_extra", func(_ *Env, deck string, n int) expr.Effect { return effect(opDraw, deck, n+1) }).
		Describe("draw n + 1 cards", "deck", "n")
	c, err := loadWith(os.DirFS(dir), expr.NewTable((*Env)(nil), append(slices.Clip(verbTable), pure(extra, argAnyDeck)), compileOptions...))
	if err != nil {
		t.Fatalf("Load with the test verb: %v", err)
	}
	if want, got := handAfterRowHouse(t, testContent)+1, handAfterRowHouse(t, c); got != want {
		t.Errorf("after the Row House with draw_extra p0 holds %d cards, want %d (one more than with draw)", got, want)
	}
}

// TestPureVerbsReadNothing: a verb the table marks pure makes a script that
// calls only such verbs run once, at load, so its value must not depend on
// the game: called with no env (a nil *Env) and with a game's, on the same
// arguments, it answers the same.
func TestPureVerbsReadNothing(t *testing.T) {
	s := newFourPlayer(t)
	n := 0
	for _, v := range verbTable {
		if !v.Pure {
			continue
		}
		n++
		ft := reflect.TypeOf(v.Types[0]).Elem()
		args := []any{(*Env)(nil)}
		for i := 1; i < ft.NumIn(); i++ {
			switch ft.In(i).Kind() {
			case reflect.Int:
				args = append(args, 2)
			default:
				args = append(args, "budget")
			}
		}
		alone, errAlone := v.Fn(args...)
		args[0] = &Env{s: s, player: 1, subject: 0}
		inGame, errGame := v.Fn(args...)
		if !reflect.DeepEqual(alone, inGame) || (errAlone == nil) != (errGame == nil) {
			t.Errorf("pure verb %s answers %v (%v) with no env and %v (%v) in a game", v.Name, alone, errAlone, inGame, errGame)
		}
	}
	if n != 13 {
		t.Errorf("%d verbs are pure; want the 8 effect verbs but take_card (which reads the content's cards), and the 5 loop combinators", n)
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
				if v.Params[i-1] == "kind" { // for_each and choose_n refuse a kind they do not know
					args = append(args, "card")
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
