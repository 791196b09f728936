package buildershigh

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// swapContent has deal set up from c (it reads testContent) and returns
// what restores the content before.
func swapContent(c *Content) (restore func()) {
	saved := testContent
	testContent = c
	return func() { testContent = saved }
}

// useEdited has test t's deals set up, until t ends, from the embedded
// content with the first old in file replaced by new (see editedContent).
func useEdited(t *testing.T, file, old, new string) {
	t.Helper()
	c, err := editedContent(t, file, old, new)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(swapContent(c))
}

// editedContent loads the embedded content with old replaced by new, once,
// in file.
func editedContent(t *testing.T, file, old, new string) (*Content, error) {
	t.Helper()
	fsys := fstest.MapFS{}
	src := content.Default()
	err := fs.WalkDir(src, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(src, path)
		if filepath.Base(path) == file && filepath.Base(filepath.Dir(path)) == "buildershigh" {
			if !bytes.Contains(data, []byte(old)) {
				t.Fatalf("%s has no %q", file, old)
			}
			data = bytes.Replace(data, []byte(old), []byte(new), 1)
		}
		fsys[path] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return Load(fsys)
}

// playRefusing plays seeded random games on c. Whenever Apply refuses a
// move Legal listed, the refusal must be a content error at want
// (file:line:), wrap rulebook.ErrIllegal, leave the position as it was, and
// take the move out of Legal, with Check returning the same error; the game
// then goes on with another move to its end, or stops where the content
// leaves no answer it can play (Legal is then empty only because of the
// refusals there). It returns how many moves were refused.
func playRefusing(t *testing.T, c *Content, seeds int, want string, opts func(seed uint64) []Option) int {
	t.Helper()
	refused := 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		s, err := New(c, opts(seed)...)
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		var buf []Move
		here := 0 // moves refused in this position
		for n := 0; !s.Over(); n++ {
			if n > 20000 {
				t.Fatalf("seed %d: no end after %d decisions", seed, n)
			}
			var m Move
			var ok bool
			m, buf, ok = rulebook.Step(s, r, buf)
			if !ok && here > 0 {
				break // every answer here runs the failing script
			}
			if !ok {
				t.Fatalf("seed %d: no legal move at %q", seed, s.Prompt())
			}
			before, _ := s.MarshalJSON()
			err := s.Apply(m)
			if err == nil {
				here = 0
				continue
			}
			refused++
			here++
			var ref *rulebook.Refusal
			if !errors.As(err, &ref) || !errors.Is(err, rulebook.ErrContent) || !errors.Is(err, rulebook.ErrIllegal) {
				t.Fatalf("seed %d: Apply(%v) = %v, want a *rulebook.Refusal wrapping ErrContent and ErrIllegal", seed, m, err)
			}
			if !strings.Contains(err.Error(), want) {
				t.Fatalf("seed %d: Apply(%v) = %v, want it placed at %s", seed, m, err, want)
			}
			if after, _ := s.MarshalJSON(); !bytes.Equal(before, after) {
				t.Fatalf("seed %d: the refused move %v changed the position", seed, m)
			}
			if slices.Contains(s.Legal(), m) {
				t.Fatalf("seed %d: the refused move %v is still listed", seed, m)
			}
			if got := s.Check(m); got != err {
				t.Fatalf("seed %d: Check(%v) = %v, want the refusal %v", seed, m, got, err)
			}
		}
	}
	return refused
}

// TestScriptFailingInPlayIsRefused plays a building card whose effect
// fails in some states only: a count of 1,000,000,000 (more than the 32 a
// count may be) when the player holds more than 4 cards. The content loads,
// and in play every move that would run the script then is refused, placed
// at the script, and no longer listed; the games go on.
func TestScriptFailingInPlayIsRefused(t *testing.T) {
	c, err := editedContent(t, "buildings.yaml", `effect: draw("budget", 1)`, `effect: 'draw("budget", hand() > 4 ? 1000000000 : 1)'`)
	if err != nil {
		t.Fatalf("the edited content does not load: %v", err)
	}
	n := playRefusing(t, c, 30, fmt.Sprintf("buildings.yaml:%d:", rowHouseEffectLine(t)), func(seed uint64) []Option {
		return []Option{WithPlayers(2 + int(seed%3)), WithRule("round_limit", "60")}
	})
	if n == 0 {
		t.Fatal("no game reached the failing script: the test shows nothing")
	}
	t.Logf("%d moves refused", n)
}

// TestScriptFailuresCaughtAtLoad: what can be known to fail before play is
// refused at load, at the script's position.
func TestScriptFailuresCaughtAtLoad(t *testing.T) {
	tests := []struct {
		reason, new, want string
	}{
		{"a remainder by a value read from the game may be a remainder by zero", `effect: 'discard(1 % (hand() - hand()))'`, "buildings.yaml:%d:36: script: the divisor of % must be a constant"},
		{"a constant count out of range, in a script run once at load", `effect: draw("budget", 1000000000)`, "buildings.yaml:%d:"},
	}
	line := rowHouseEffectLine(t)
	for _, tc := range tests {
		tc.want = strings.Replace(tc.want, "%d", strconv.Itoa(line), 1)
		_, err := editedContent(t, "buildings.yaml", `effect: draw("budget", 1)`, tc.new)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: load error %v, want one at %s", tc.reason, err, tc.want)
		}
	}
}

// rowHouseEffectLine is the line of the Row House's effect, the first
// `effect: draw("budget", 1)`, in the embedded buildings.yaml.
func rowHouseEffectLine(t *testing.T) int {
	t.Helper()
	data, err := fs.ReadFile(content.Default(), Dir+"/buildings.yaml")
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(data, []byte(`effect: draw("budget", 1)`))
	if i < 0 {
		t.Fatal("buildings.yaml has no Row House effect")
	}
	return 1 + bytes.Count(data[:i], []byte("\n"))
}
