// Package notation holds what the games' move notations share: a move's
// text split into words, the form a move of an action must have, the
// words that name the actions, and the syntax errors that quote the move.
//
// A game's ParseMove begins with [Read], which finds the move's action,
// and checks each action's form with [Text.Want]; its String writes the
// action's word with [Word]. Every error is a *rulebook.SyntaxError
// carrying the whole move's text.
package notation

import (
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/internal/quote"
)

// Text is a move's notation being read: its words, and the whole text for
// the errors.
type Text struct {
	// Words are the move's words, as strings.Fields splits them; at least
	// one.
	Words []string
	text  string
}

// split splits a move's text into its words. A move with no words is a
// syntax error.
func split(text string) (Text, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return Text{}, Error(text, "empty move")
	}
	return Text{Words: f, text: text}, nil
}

// Read splits a move's text into its words and finds its action by the
// first word in a game's action words (see [Action]). A move with no words
// and one whose first word names no action are syntax errors.
func Read[A ~uint8](text string, words []string) (Text, A, error) {
	t, err := split(text)
	if err != nil {
		return t, 0, err
	}
	a, ok := Action[A](words, t.Words[0])
	if !ok {
		return t, 0, t.Error("unknown action (the first word)")
	}
	return t, a, nil
}

// Want is nil when the move has n words, else a syntax error that says the
// form expected ("expected \"lose N\"").
func (t Text) Want(n int, form string) error {
	if len(t.Words) != n {
		return Error(t.text, "expected \""+form+"\"")
	}
	return nil
}

// Unknown is a syntax error about a word of the move that names nothing
// of its kind in the content: unknown card "x".
func (t Text) Unknown(what, word string) error {
	return Error(t.text, "unknown "+what+" "+quote.Quote(word))
}

// Error is a syntax error about the move, for the reason given.
func (t Text) Error(reason string) error { return Error(t.text, reason) }

// Error is a syntax error about the notation text, for the reason given.
func Error(text, reason string) error { return &rulebook.SyntaxError{Text: text, Reason: reason} }

// Word is the word of action a in a game's action words (indexed by
// action, the first "" for no action), or "?" for no action or one past
// the list.
func Word[A ~uint8](words []string, a A) string {
	if a == 0 || int(a) >= len(words) {
		return "?"
	}
	return words[a]
}

// Action is the first action whose word is w, and whether there is one
// (no action answers to "").
func Action[A ~uint8](words []string, w string) (A, bool) {
	for a, word := range words {
		if a > 0 && word == w {
			return A(a), true
		}
	}
	return 0, false
}
