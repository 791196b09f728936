package rulebooktest

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"runtime/debug"
	"testing"
	"testing/fstest"

	"gopkg.in/yaml.v3"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// Contents checks that a game's Load is a validator, as [Saves] checks
// Decode: content Load accepts sets up and plays with no panic and no
// wedged move, and content it refuses gets an error wrapping
// [content.ErrInvalid]. [Contents.Tamper] edits every value of the
// content's YAML files systematically, as a designer's slip might.
type Contents[C any, S rulebook.State[S, M], M rulebook.Move] struct {
	// Base holds the game's content files (the embedded default, say).
	Base fs.FS
	// Files is the paths in Base of the files to edit.
	Files []string
	// Load reads content from a file system laid out as Base.
	Load func(fsys fs.FS) (C, error)
	// Setups set up a game from content Load accepted; a sample's edits
	// take them in turn, and a full run plays every edit with each. A setup's error that wraps an [*expr.RunError] (a
	// script of the content failing as the game is set up) refuses the
	// content; any other is a failure: content that loads sets up.
	Setups []func(c C) (S, error)
	// Decode reads a state of the content from its save (MarshalJSON).
	Decode func(c C, data []byte) (S, error)
	// Moves is how many decisions each game is played; 0 means 400.
	Moves int
}

// ContentCount counts what [Contents.Tamper] did.
type ContentCount struct {
	Edits    int // edited contents tried
	Refused  int // of which Load refused
	Failed   int // of which a script failed at setup or in play (with its error)
	Accepted int // of which Load accepted, and that then set up and played
}

// ContentEdit is one edit of a content file: which file, where, what.
type ContentEdit struct {
	File         string // the file's path
	Line, Column int    // where the edited node stands in the file
	What         string // what was done: "= -1", "deleted", ...
	make         func() []byte
}

// YAML is the edited file.
func (e ContentEdit) YAML() []byte { return e.make() }

// contentValues are the values every scalar of a content file is set to:
// numbers out of range and at the edges, an empty and an unknown name, and
// a value of another type.
var contentValues = []string{"-1", "0", "1", "99999", "1.5", "", "x", "true"}

// ContentEdits returns the systematic edits of a content file: every
// scalar set to each of a few edge values and to the value last seen under
// the same key (so that an id or a reference names another record); every sequence element deleted, duplicated and swapped
// with the one before it; every sequence emptied; and every entry of a
// mapping deleted. The edited YAML of an edit is made when asked for
// ([ContentEdit.YAML]).
func ContentEdits(file string, data []byte) ([]ContentEdit, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	var edits []ContentEdit
	add := func(n *yaml.Node, path []int, what string, edit func(parent, node *yaml.Node, i int)) {
		p := append([]int(nil), path...)
		edits = append(edits, ContentEdit{File: file, Line: n.Line, Column: n.Column, What: what, make: func() []byte {
			var d yaml.Node
			if yaml.Unmarshal(data, &d) != nil {
				return nil
			}
			parent := &d
			for _, i := range p[:len(p)-1] {
				parent = parent.Content[i]
			}
			i := p[len(p)-1]
			edit(parent, parent.Content[i], i)
			out, err := yaml.Marshal(&d)
			if err != nil {
				return nil
			}
			return out
		}})
	}
	before := map[string]string{} // by key, the value last seen under it
	var walk func(n *yaml.Node, path []int)
	walk = func(n *yaml.Node, path []int) {
		for i, child := range n.Content {
			p := append(path, i)
			isKey := n.Kind == yaml.MappingNode && i%2 == 0
			switch {
			case isKey:
				add(child, p, "entry "+child.Value+" deleted", func(parent, _ *yaml.Node, i int) {
					parent.Content = append(parent.Content[:i:i], parent.Content[i+2:]...)
				})
				continue
			case n.Kind == yaml.SequenceNode:
				addElementEdits(add, child, p)
			}
			switch child.Kind {
			case yaml.ScalarNode:
				for _, v := range contentValues {
					add(child, p, fmt.Sprintf("= %q", v), func(_, node *yaml.Node, _ int) { setScalar(node, v) })
				}
				key := "[]" // an element of a sequence of scalars
				if n.Kind == yaml.MappingNode {
					key = n.Content[i-1].Value
				}
				if prev := before[key]; prev != "" && prev != child.Value {
					add(child, p, fmt.Sprintf("= %q (the %s before it)", prev, key), func(_, node *yaml.Node, _ int) { setScalar(node, prev) })
				}
				before[key] = child.Value
			case yaml.SequenceNode:
				if len(child.Content) > 0 {
					add(child, p, "emptied", func(_, node *yaml.Node, _ int) { node.Content = nil; node.Style = yaml.FlowStyle })
				}
				walk(child, p)
			default:
				walk(child, p)
			}
		}
	}
	walk(&doc, nil)
	return edits, nil
}

// addElementEdits adds the edits of element p of a sequence: deleted,
// duplicated, and swapped with the element before it.
func addElementEdits(add func(*yaml.Node, []int, string, func(parent, node *yaml.Node, i int)), n *yaml.Node, p []int) {
	i := p[len(p)-1]
	add(n, p, fmt.Sprintf("[%d] deleted", i), func(parent, _ *yaml.Node, i int) {
		parent.Content = append(parent.Content[:i:i], parent.Content[i+1:]...)
	})
	add(n, p, fmt.Sprintf("[%d] duplicated", i), func(parent, node *yaml.Node, i int) {
		parent.Content = append(parent.Content[:i+1:i+1], parent.Content[i:]...)
	})
	if i > 0 {
		add(n, p, fmt.Sprintf("[%d] and [%d] swapped", i-1, i), func(parent, _ *yaml.Node, i int) {
			parent.Content[i-1], parent.Content[i] = parent.Content[i], parent.Content[i-1]
		})
	}
}

// setScalar sets a scalar node's value, its type read from the value as
// plain YAML reads it (an empty value is written as the empty string).
func setScalar(n *yaml.Node, v string) {
	n.Value, n.Tag, n.Style = v, "", 0
	if v == "" {
		n.Tag, n.Style = "!!str", yaml.DoubleQuotedStyle
	}
}

// Play loads the content of fsys and, when Load accepts it, sets up a game
// with setup and plays it with moves r chooses, as [Saves.Play] plays a
// decoded save on (the state's own save must decode against the content).
// It returns whether Load accepted the content, whether a script failed
// (at setup or in play: the content is odd, and the script's error says
// where), and what went wrong.
func (h Contents[C, S, M]) Play(fsys fs.FS, setup func(C) (S, error), r *rand.Rand) (accepted, scriptFailed bool, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	c, lerr := h.Load(fsys)
	switch {
	case errors.Is(lerr, rulebook.ErrInternal):
		return false, false, fmt.Errorf("loading hit a bug: %v", lerr)
	case lerr != nil && !errors.Is(lerr, content.ErrInvalid):
		return false, false, fmt.Errorf("the error of Load does not wrap content.ErrInvalid: %v", lerr)
	case lerr != nil:
		return false, false, nil
	}
	s, serr := setup(c)
	var script *expr.RunError
	if errors.As(serr, &script) {
		return true, true, nil
	}
	if serr != nil {
		return true, false, fmt.Errorf("the content loads, but setting up a game fails: %v", serr)
	}
	moves := h.Moves
	if moves == 0 {
		moves = 400
	}
	play := Saves[S, M]{Decode: func(data []byte) (S, error) { return h.Decode(c, data) }, Moves: moves}
	err = play.playOn(s, r, true)
	return true, false, err
}

// Tamper tries every edit of [ContentEdits] on every file of Files: Load
// refuses it, or the content sets up and plays (see [Contents.Play]).
// Without -tamper.full it tries an evenly spread sample of about small
// edits (every edit when small is 0), each with one of Setups in turn, for
// CI; -tamper.full tries every edit with every setup, and -tamper.part
// splits a full run as for [Saves.Tamper]. It fails t for every edit that panics, wedges
// or is refused with no content error (the first few are shown) and
// returns the counts.
func (h Contents[C, S, M]) Tamper(t testing.TB, small int) ContentCount {
	t.Helper()
	base := fstest.MapFS{}
	err := fs.WalkDir(h.Base, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(h.Base, path)
		base[path] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Setups) == 0 {
		t.Fatal("Contents.Setups is empty")
	}
	var all []ContentEdit
	for _, file := range h.Files {
		f, ok := base[file]
		if !ok {
			t.Fatalf("%s is not in Base", file)
		}
		edits, err := ContentEdits(file, f.Data)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, edits...)
	}
	var count ContentCount
	r := rand.New(rand.NewPCG(3, 4))
	count.Edits = tamperSample(t, len(all), small, "content edits panicked, wedged or were refused with no content error", func(i int) error {
		e := all[i]
		fsys := fstest.MapFS{}
		for k, v := range base {
			fsys[k] = v
		}
		fsys[e.File] = &fstest.MapFile{Data: e.YAML()}
		setups := []int{i % len(h.Setups)}
		if *tamperFull {
			setups = setups[:0]
			for k := range h.Setups {
				setups = append(setups, k)
			}
		}
		var accepted, scriptFailed bool
		for _, k := range setups {
			a, failed, err := h.Play(fsys, h.Setups[k], r)
			if err != nil {
				return fmt.Errorf("%s:%d:%d %s (setup %d): %v", e.File, e.Line, e.Column, e.What, k, err)
			}
			accepted, scriptFailed = a, scriptFailed || failed
			if !a {
				break // Load refused it: the same for every setup
			}
		}
		switch {
		case scriptFailed:
			count.Failed++
		case accepted:
			count.Accepted++
		default:
			count.Refused++
		}
		return nil
	})
	t.Logf("%d edits of %d files: %d refused, %d with a script failing, %d accepted and played", count.Edits, len(h.Files), count.Refused, count.Failed, count.Accepted)
	return count
}
