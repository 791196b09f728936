package rulebook_test

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// TestRefusalWraps: a refused move is illegal (Check's contract), a content
// error, and still the script's own error for errors.Is and errors.As.
func TestRefusalWraps(t *testing.T) {
	inner := errors.New("t.yaml:1:9: script: repeat: count -2 out of range 0..100")
	err := error(&rulebook.Refusal{Game: "highrise", Move: "go 7", Err: inner})
	for _, target := range []error{rulebook.ErrIllegal, rulebook.ErrContent, inner} {
		if !errors.Is(err, target) {
			t.Errorf("errors.Is(%v, %v) = false", err, target)
		}
	}
	if want := `highrise: move "go 7" cannot be played: ` + inner.Error(); err.Error() != want {
		t.Errorf("Error() = %q, want %q", err.Error(), want)
	}
}
