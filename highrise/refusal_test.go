package highrise

import (
	"bytes"
	"errors"
	"fmt"
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
		if filepath.Base(path) == file && filepath.Base(filepath.Dir(path)) == "highrise" {
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

// scriptAt is the file:line: an error names for the script line of an
// edit editedContent(t, file, old, new) makes: the line of the edited file
// on which script (a part of new) begins, found from the file's content so
// that editing the YAML above it does not move the expectation.
func scriptAt(t *testing.T, file, old, new, script string) string {
	t.Helper()
	data, err := fs.ReadFile(content.Default(), "highrise/"+file)
	if err != nil {
		t.Fatal(err)
	}
	at, in := bytes.Index(data, []byte(old)), strings.Index(new, script)
	if at < 0 || in < 0 {
		t.Fatalf("%s has no %q, or %q is not in the replacement %q", file, old, script, new)
	}
	line := bytes.Count(data[:at], []byte("\n")) + strings.Count(new[:in], "\n") + 1
	return fmt.Sprintf("%s:%d:", file, line)
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

// TestScriptFailingInPlayIsRefused plays a High Rise tenant whose effect
// fails in some states only: repeat(floors() - 3, vp(1)) has a negative
// count when the player holds fewer than 3 Floors. It loads (the count is
// read from the game), and in play every move that would run it then is
// refused with the script's position and no longer listed; the games go on
// to their end.
func TestScriptFailingInPlayIsRefused(t *testing.T) {
	old, edit := `effect: 'vp(min(floors(), 5))'`, `effect: 'repeat(floors() - 3, vp(1))'`
	c, err := editedContent(t, "tenants.yaml", old, edit)
	if err != nil {
		t.Fatalf("the edited content does not load: %v", err)
	}
	n := playRefusing(t, c, 30, scriptAt(t, "tenants.yaml", old, edit, "repeat("), func(seed uint64) []Option { return []Option{WithPlayers(2 + int(seed%3))} })
	if n == 0 {
		t.Fatal("no game reached the failing script: the test shows nothing")
	}
	t.Logf("%d moves refused", n)
}

// TestCanScriptFailingInPlayIsNotListed plays an action whose can script
// fails in some states only (an index past the end of a list once the
// player has 2 Corruption or more). A move to that space is then not
// listed, and Check says why with the script's position, wrapping
// rulebook.ErrContent, not a rule: no silent "false".
func TestCanScriptFailingInPlayIsNotListed(t *testing.T) {
	old, edit := `can: corruption_level() > 0`, `can: '[1, 2][corruption_level()] > 0'`
	c, err := editedContent(t, "actions.yaml", old, edit)
	if err != nil {
		t.Fatalf("the edited content does not load: %v", err)
	}
	want := scriptAt(t, "actions.yaml", old, edit, "[1, 2]")
	seen := 0
	for seed := uint64(1); seed <= 10; seed++ {
		s, err := New(c, WithPlayers(3))
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		var buf []Move
		for n := 0; !s.Over() && n < 20000; n++ {
			if s.ToMove() != rulebook.Chance {
				legal := s.Legal()
				for k := 0; k < 64; k++ {
					m := Move{Act: ActGo, K: int16(k)}
					err := s.Check(m)
					var ref *rulebook.Refusal
					if !errors.As(err, &ref) {
						continue
					}
					seen++
					if !errors.Is(err, rulebook.ErrContent) || !strings.Contains(err.Error(), want) {
						t.Fatalf("seed %d: Check(%v) = %v, want a content error at %s", seed, m, err, want)
					}
					if slices.ContainsFunc(legal, func(l Move) bool { return l.Act == m.Act && l.K == m.K && !l.Flag && !l.Zone && l.N == 0 }) {
						t.Fatalf("seed %d: %v is listed though its can script fails", seed, m)
					}
				}
			}
			var m Move
			var ok bool
			if m, buf, ok = rulebook.Step(s, r, buf); !ok {
				t.Fatalf("seed %d: no legal move at %q", seed, s.Prompt())
			}
			if err := s.Apply(m); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no game reached the failing can script: the test shows nothing")
	}
	t.Logf("%d refusals seen by Check", seen)
}

// TestTenantCanFailingInPlayIsRefused: a tenant's can script, read while a
// construction is applied, that fails in some states (an index past the
// end of a list once the player has 2 Corruption or more) refuses the move
// being applied, at the script, rather than reading as "no".
func TestTenantCanFailingInPlayIsRefused(t *testing.T) {
	old, edit := "    effect: 'lose(2)'\n    can: corruption_level() > 0\n", "    effect: 'lose(2)'\n    can: '[1, 2][corruption_level()] > 0'\n"
	c, err := editedContent(t, "tenants.yaml", old, edit)
	if err != nil {
		t.Fatalf("the edited content does not load: %v", err)
	}
	n := playRefusing(t, c, 30, scriptAt(t, "tenants.yaml", old, edit, "can: '[1, 2]"), func(seed uint64) []Option { return []Option{WithPlayers(2 + int(seed%3))} })
	if n == 0 {
		t.Fatal("no game reached the failing script: the test shows nothing")
	}
	t.Logf("%d moves refused", n)
}

// TestOngoingCanFailingInPlayIsRefused: an ongoing Power Card's can script,
// read when its event is raised, that fails in some states (an index past
// the end of a list once the holder has 2 Corruption or more) refuses the
// move that raised the event, at the script, rather than reading as "no"
// and leaving the card silently unused. The Shipping Firm is Player #1's
// from the Introductory setup.
func TestOngoingCanFailingInPlayIsRefused(t *testing.T) {
	old, edit := "    can: can_choose()\n    provenance: reconstructed\n", "    can: '[1, 2][corruption_level()] > 0'\n    provenance: reconstructed\n"
	c, err := editedContent(t, "cards.yaml", old, edit)
	if err != nil {
		t.Fatalf("the edited content does not load: %v", err)
	}
	n := playRefusing(t, c, 20, scriptAt(t, "cards.yaml", old, edit, "can: '[1, 2]"), func(seed uint64) []Option {
		return []Option{WithPlayers(3 + int(seed%2)), WithMode(ModeIntro)}
	})
	if n == 0 {
		t.Fatal("no game reached the failing script: the test shows nothing")
	}
	t.Logf("%d moves refused", n)
}

// TestCountFilterFailingInPlayIsRefused: a count() whose filter fails in
// some states (an index past the end of a list once the player has 2
// Corruption or more) refuses the move that runs it, at the filter, as a
// for_each's filter does; before, the count read the failing items as not
// passing, and the Historic Society silently drew nothing.
func TestCountFilterFailingInPlayIsRefused(t *testing.T) {
	old, edit := `draw(count("place", "not_tallest()"))`, `draw(count("place", "[1, 2][corruption_level()] > 0"))`
	c, err := editedContent(t, "tenants.yaml", old, edit)
	if err != nil {
		t.Fatalf("the edited content does not load: %v", err)
	}
	n := playRefusing(t, c, 30, scriptAt(t, "tenants.yaml", old, edit, "[1, 2]"), func(seed uint64) []Option {
		return []Option{WithPlayers(2 + int(seed%3))}
	})
	if n == 0 {
		t.Fatal("no game reached the failing script: the test shows nothing")
	}
	t.Logf("%d moves refused", n)
}
