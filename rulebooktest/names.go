package rulebooktest

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Component is one record of a game's content that Go may not name: a
// card, tile, tenant, blueprint or building, by its id and its display
// name (either may be empty).
type Component struct {
	Kind, ID, Name string
}

// NoGoFileNamesAComponent checks the rule "no Go file outside tests names
// a card": no non-test .go file in dirs holds the id or the display name
// of any of components, matched as a word (not inside a longer word or
// hyphenated id) and case-sensitively, in code, strings and comments
// alike. A card's behaviour is its YAML; Go speaks of the rulebook's
// general operations. except lists the words that are also the
// rulebook's own general terms (a card whose name is also a word the
// rules use for something general), each with the reason it is allowed; an exception that no
// longer matches anything is an error, so the list stays narrow.
func NoGoFileNamesAComponent(t testing.TB, components []Component, dirs []string, except map[string]string) {
	t.Helper()
	if len(components) == 0 {
		t.Fatal("no components to look for")
	}
	words := map[string]string{} // word -> what it names
	for _, c := range components {
		for _, w := range []string{c.ID, c.Name} {
			if w = strings.TrimSpace(w); w != "" {
				words[w] = c.Kind + " " + c.ID
			}
		}
	}
	for w, why := range except {
		if why == "" {
			t.Errorf("exception %q has no reason", w)
		}
		if _, ok := words[w]; !ok {
			t.Errorf("exception %q names no component", w)
		}
	}
	used := map[string]bool{}
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		if len(files) == 0 {
			t.Fatalf("no Go files in %s", dir)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, hit := range wordHits(string(data), words) {
				if _, ok := except[hit.word]; ok {
					used[hit.word] = true
					continue
				}
				t.Errorf("%s:%d names %s (%q)", f, hit.line, words[hit.word], hit.word)
			}
		}
	}
	for w := range except {
		if !used[w] {
			t.Errorf("exception %q matches no Go file: drop it", w)
		}
	}
}

// wordHit is a word of the list found in a file, at its line.
type wordHit struct {
	word string
	line int
}

// wordHits finds, in order, each occurrence of one of words in text that
// stands as a word: the characters either side are not letters, digits,
// underscores or hyphens.
func wordHits(text string, words map[string]string) []wordHit {
	list := make([]string, 0, len(words))
	for w := range words {
		list = append(list, w)
	}
	sort.Strings(list)
	var out []wordHit
	for _, w := range list {
		for from := 0; ; {
			i := strings.Index(text[from:], w)
			if i < 0 {
				break
			}
			at := from + i
			from = at + len(w)
			if at > 0 && wordByte(text[at-1]) || from < len(text) && wordByte(text[from]) {
				continue
			}
			out = append(out, wordHit{w, 1 + strings.Count(text[:at], "\n")})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].line < out[j].line })
	return out
}

// wordByte reports whether b continues a word or an id.
func wordByte(b byte) bool {
	return b == '_' || b == '-' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}
