package rulebook_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// TestGuard: a panic in the guarded function is an error wrapping
// ErrInternal that says whose and what; otherwise the function's own
// results pass through.
func TestGuard(t *testing.T) {
	v, err := rulebook.Guard("game: load", "checking the content", func() (int, error) {
		var s []int
		return s[3], nil
	})
	if v != 0 || !errors.Is(err, rulebook.ErrInternal) {
		t.Fatalf("Guard of a panic = %d, %v; want 0 and an error wrapping ErrInternal", v, err)
	}
	want := "game: load: internal error: checking the content panicked: runtime error: index out of range [3] with length 0"
	if diff := cmp.Diff(want, err.Error()); diff != "" {
		t.Errorf("error (-want +got):\n%s", diff)
	}
	plain := errors.New("bad")
	if v, err := rulebook.Guard("g", "x", func() (int, error) { return 7, plain }); v != 7 || err != plain {
		t.Errorf("Guard without a panic = %d, %v; want 7 and the function's own error", v, err)
	}
}
