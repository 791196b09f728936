package notation

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebook-go/rulebook"
)

// words is a game's action words: "either" answers two actions.
var words = []string{"", "go", "either", "either", "done"}

func TestReadAndWant(t *testing.T) {
	tests := []struct {
		reason, text string
		n            int
		want         string // the error, or "" for none
	}{
		{"a move of the form wanted", "  go  east-2 ", 2, ""},
		{"too many words", "go east-2 mayor", 2, `"go east-2 mayor": expected "go SPACE"`},
		{"too few words", "go", 2, `"go": expected "go SPACE"`},
		{"no words at all", " \t", 2, `" \t": empty move`},
	}
	for _, tc := range tests {
		got := ""
		m, _, err := Read[uint8](tc.text, words)
		if err == nil {
			err = m.Want(tc.n, "go SPACE")
		}
		if err != nil {
			var se *rulebook.SyntaxError
			if !errors.As(err, &se) || se.Text != tc.text {
				t.Errorf("%s: %v is not a SyntaxError quoting %q", tc.reason, err, tc.text)
			}
			got = err.Error()
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// named is what Word writes or Action reads.
type named struct {
	Word   string
	Action uint8
	Found  bool
}

func TestWordAndAction(t *testing.T) {
	tests := []struct {
		reason string
		got    named
		want   named
	}{
		{"an action's word", named{Word: Word(words, uint8(1))}, named{Word: "go"}},
		{"no action has no word", named{Word: Word(words, uint8(0))}, named{Word: "?"}},
		{"an action past the list has no word", named{Word: Word(words, uint8(5))}, named{Word: "?"}},
		{"a word names its action", read("done"), named{Action: 4, Found: true}},
		{"a word of two actions names the first", read("either"), named{Action: 2, Found: true}},
		{"the empty word names no action", read(""), named{}},
		{"an unknown word names no action", read("fly"), named{}},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, tc.got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func read(w string) named {
	a, ok := Action[uint8](words, w)
	return named{Action: a, Found: ok}
}
