package capitals

import (
	"bytes"
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

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
		if filepath.Base(path) == file && filepath.Base(filepath.Dir(path)) == "capitals" {
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

// TestScriptFailingInPlayIsRefused plays a tile whose Immediate Effect
// fails in some states only: repeat(level("economy") - 8, …) has a negative
// count when the player has less than $8. The content loads, and in
// play every move that would run it then is refused, placed at the script,
// and no longer listed; the games go on.
func TestScriptFailingInPlayIsRefused(t *testing.T) {
	c, err := editedContent(t, "tiles_era1.yaml", `immediate: '[gain("progress", 1), gain("employment", 1), gain("public_services", -1)]'`, `immediate: '[gain("progress", 1), repeat(level("economy") - 8, gain("employment", 1)), gain("public_services", -1)]'`)
	if err != nil {
		t.Fatalf("the edited content does not load: %v", err)
	}
	n := playRefusing(t, c, 30, "tiles_era1.yaml:31:", func(seed uint64) []Option { return []Option{WithPlayers(2 + int(seed%3))} })
	if n == 0 {
		t.Fatal("no game reached the failing script: the test shows nothing")
	}
	t.Logf("%d moves refused", n)
}
