package capitals

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
// function. A test-only table adds gain_twice(track, n), two gains of n,
// and content copied to a directory and edited there uses it in Jefferson
// Apartments' Activation. The default vocabulary refuses that content at
// the verb's position; the extended one loads it, and the verb's effects
// are played: the Activation (as in TestJeffersonMuseumOfArtExample,
// without a Tourist) now pays 3 culture for 2 + 2 population.
func TestAVerbIsOneTableEntry(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, content.Default()); err != nil {
		t.Fatal(err)
	}
	tiles := filepath.Join(dir, Dir, "tiles_era2.yaml")
	data, err := os.ReadFile(tiles)
	if err != nil {
		t.Fatal(err)
	}
	old := `activation: pay("culture", 3, gain("population", 2))`
	if strings.Count(string(data), old) != 1 {
		t.Fatalf("tiles_era2.yaml has not one %q", old)
	}
	edited := strings.Replace(string(data), old, `activation: pay("culture", 3, gain_twice("population", 2))`, 1)
	if err := os.WriteFile(tiles, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(os.DirFS(dir)); err == nil || !strings.Contains(err.Error(), "tiles_era2.yaml") || !strings.Contains(err.Error(), "gain_twice") {
		t.Fatalf("Load with the game's verbs: %v; want an error at the unknown verb in tiles_era2.yaml", err)
	}

	twice := expr.Verb2("gain_twice", func(_ *Env, track string, n int) []expr.Effect {
		return []expr.Effect{gainEffect(track, n), gainEffect(track, n)}
	}).Describe("two gains of n on a track", "track", "n")
	twice.Pure = true
	c, err := loadWith(os.DirFS(dir), expr.NewTable((*Env)(nil), append(slices.Clip(verbTable), verb{Verb: twice, Args: []argKind{argTrack}}), compileOptions...))
	if err != nil {
		t.Fatalf("Load with the test verb: %v", err)
	}

	s := newGameOn(t, c, 4)
	p := int(s.stack.Top().Who)
	s.stack = s.stack[:0]
	s.phase, s.idx = phExecutive, 4
	s.stack.Push(task{Op: opExec, Who: int8(p), N: 3})
	ct := &s.cities[p]
	put(t, s, p, "jefferson-apartments", 1, 0)
	ct.Cubes, ct.Track[tCult], ct.Track[tPop] = 5, 6, 4
	play(t, s, "activate 1,0")
	if ct.Track[tCult] != 3 || ct.Track[tPop] != 8 {
		t.Errorf("culture %d, population %d; want 6-3=3 and 4+2+2=8", ct.Track[tCult], ct.Track[tPop])
	}
}

// TestPureVerbsReadNothing: a verb the table marks pure makes a script that
// calls only such verbs run once, at load, so its value must not depend on
// the game: called with no env (a nil *Env) and with a game's, on the same
// arguments, it answers the same.
func TestPureVerbsReadNothing(t *testing.T) {
	s := newGame(t, 3)
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
			case reflect.String:
				args = append(args, "culture")
			default: // effects
				args = append(args, gainEffect("culture", 1))
			}
		}
		alone, errAlone := v.Fn(args...)
		args[0] = &Env{s: s, player: 1, cell: 0, subject: -1}
		inGame, errGame := v.Fn(args...)
		if !reflect.DeepEqual(alone, inGame) || (errAlone == nil) != (errGame == nil) {
			t.Errorf("pure verb %s answers %v (%v) with no env and %v (%v) in a game", v.Name, alone, errAlone, inGame, errGame)
		}
	}
	if n != 4 {
		t.Errorf("%d verbs are pure; want the 4 effect verbs", n)
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
