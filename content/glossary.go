package content

import (
	"strconv"
	"strings"
)

// Entry is one named thing of a game's content that a player may ask
// about at the table: a card, a tile, a tenant. It gives what kind of
// thing it is and its text as printed, as a game's Glossary lists them.
type Entry struct {
	ID, Name string
	// Kind says what the thing is, with the facts printed on it beside
	// its text: "building card, residential, cost 12M, difficulty 2".
	Kind string
	// Text is what it does, as printed; "" when its name and kind say it
	// all (a tile that only holds Floors).
	Text string
}

// String reads "NAME (ID): KIND. TEXT": the name, the id, the kind and,
// when there is one, the text.
func (e Entry) String() string {
	s := e.Name + " (" + e.ID + "): " + e.Kind
	if e.Text != "" {
		s += ". " + e.Text
	}
	return s
}

// Count reads a count of a thing, as an Entry's Kind writes it: "1
// activation", "2 activations".
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// Lookup returns the entries of glossary that word names: those whose id
// or name is word, ignoring case; when none is, those whose id or name
// holds it. They come in glossary order; none for a word of spaces only.
func Lookup(glossary []Entry, word string) []Entry {
	word = strings.ToLower(strings.TrimSpace(word))
	if word == "" {
		return nil
	}
	var exact, partial []Entry
	for _, e := range glossary {
		id, name := strings.ToLower(e.ID), strings.ToLower(e.Name)
		switch {
		case id == word || name == word:
			exact = append(exact, e)
		case strings.Contains(id, word) || strings.Contains(name, word):
			partial = append(partial, e)
		}
	}
	if len(exact) > 0 {
		return exact
	}
	return partial
}
