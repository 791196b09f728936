package rulebooktest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/expr"
)

type docEnv struct{}

var docVerbs = []expr.Verb{
	expr.Verb1("gain", func(*docEnv, int) expr.Effect { return expr.Effect{} }).Describe("gain n", "n"),
	expr.Verb0("round", func(*docEnv) int { return 0 }).Describe("the round"),
}

func TestVerbListRendersTheTable(t *testing.T) {
	want := []string{
		"//\tgain(n int) Effect  gain n",
		"//",
		"//\tmay(label string, then effects) Effect             you may: a yes/no prompt saying label; on yes, the effects",
		"//\teither(label string, a effects, b effects) Effect  a choice between a and b; label says what is chosen",
		"//\trepeat(n int, then effects) Effect                 the effects n times (n from 0 to 100 at most; a game may bound its counts lower)",
		"//\tnone() Effect                                      nothing, for an empty if/else branch",
		"//",
		"//\tround() int  the round",
	}
	if diff := cmp.Diff(want, VerbList(docVerbs)); diff != "" {
		t.Errorf("VerbList (-want +got):\n%s", diff)
	}
	md := strings.Join(VerbMarkdown(docVerbs), "\n")
	for _, s := range []string{"**Effects**", "| `gain(n int) Effect` | gain n |", "**Readers**", "| `round() int` | the round |"} {
		if !strings.Contains(md, s) {
			t.Errorf("VerbMarkdown lacks %q:\n%s", s, md)
		}
	}
}

// fakeT records VerbDocs' failures.
type fakeT struct {
	testing.TB
	errs []string
}

func (f *fakeT) Errorf(format string, args ...any) { f.errs = append(f.errs, format) }
func (f *fakeT) Helper()                           {}

func TestVerbDocsFindsDriftAndRewrites(t *testing.T) {
	dir := t.TempDir()
	goFile := filepath.Join(dir, "doc.go")
	mdFile := filepath.Join(dir, "README.md")
	stale := "// Package x.\n//\n" + GoVerbsMarker + ":\n//\n//\told(n int) Effect  gone\n//\n// After.\npackage x\n"
	md := "# Guide\n\n" + MarkdownVerbsBegin + "\nold\n" + MarkdownVerbsEnd + "\n\nAfter.\n"
	for name, s := range map[string]string{goFile: stale, mdFile: md} {
		if err := os.WriteFile(name, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f := &fakeT{TB: t}
	VerbDocs(f, docVerbs, false, goFile, mdFile)
	if len(f.errs) != 2 {
		t.Fatalf("stale lists in both files: %d errors, want 2", len(f.errs))
	}
	VerbDocs(f, docVerbs, true, goFile, mdFile)
	f.errs = nil
	VerbDocs(f, docVerbs, false, goFile, mdFile)
	if len(f.errs) != 0 {
		t.Fatalf("after -update-docs the lists still differ: %v", f.errs)
	}
	got, _ := os.ReadFile(goFile)
	if s := string(got); !strings.Contains(s, "//\tgain(n int) Effect  gain n\n") || strings.Contains(s, "old(") || !strings.HasSuffix(s, "//\n// After.\npackage x\n") {
		t.Errorf("rewritten Go doc:\n%s", s)
	}
	got, _ = os.ReadFile(mdFile)
	if s := string(got); strings.Contains(s, "\nold\n") || !strings.Contains(s, "| `round() int` | the round |") || !strings.HasSuffix(s, MarkdownVerbsEnd+"\n\nAfter.\n") {
		t.Errorf("rewritten guide:\n%s", s)
	}
	f.errs = nil
	os.WriteFile(mdFile, []byte("# no markers\n"), 0o644)
	VerbDocs(f, docVerbs, false, mdFile)
	if len(f.errs) != 1 {
		t.Errorf("a guide without markers: %d errors, want 1", len(f.errs))
	}
}
