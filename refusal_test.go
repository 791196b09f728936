package rulebook_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
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

// num is a move type for the Refusals tests: a number, written in digits.
type num int

func (n num) String() string { return strconv.Itoa(int(n)) }

// TestRefusalsRemember: a refused move is left out of the moves listed
// after the first n and Err returns its Refusal, until Forget; a copy taken
// before a refusal (a Clone) does not learn of it.
func TestRefusalsRemember(t *testing.T) {
	inner := errors.New("script failed")
	var r rulebook.Refusals[num]
	before := r
	err := r.Refuse("toy", 2, inner)
	var ref *rulebook.Refusal
	if !errors.As(err, &ref) || ref.Game != "toy" || ref.Move != "2" || !errors.Is(err, inner) {
		t.Fatalf("Refuse returned %v, want a Refusal of toy move 2 wrapping %v", err, inner)
	}
	clone := r
	r.Refuse("toy", 4, inner)
	cases := []struct {
		reason string
		r      rulebook.Refusals[num]
		moves  []num
		n      int
		want   []num
	}{
		{"both refusals left out", r, []num{1, 2, 3, 4}, 0, []num{1, 3}},
		{"the moves before n are kept, refused or not", r, []num{2, 4, 1, 2}, 2, []num{2, 4, 1}},
		{"a copy from before the second refusal knows only the first", clone, []num{1, 2, 3, 4}, 0, []num{1, 3, 4}},
		{"a copy from before any refusal knows none", before, []num{1, 2, 3, 4}, 0, []num{1, 2, 3, 4}},
	}
	for _, tc := range cases {
		if diff := cmp.Diff(tc.want, tc.r.Filter(tc.moves, tc.n)); diff != "" {
			t.Errorf("%s: Filter (-want +got):\n%s", tc.reason, diff)
		}
	}
	if got := r.Err(4); got == nil || got.Error() != `toy: move "4" cannot be played: script failed` {
		t.Errorf("Err(4) = %v, want the Refusal of 4", got)
	}
	if got := r.Err(3); got != nil {
		t.Errorf("Err(3) = %v, want nil: 3 was not refused", got)
	}
	r.Forget()
	if got := r.Err(2); got != nil {
		t.Errorf("after Forget, Err(2) = %v, want nil", got)
	}
	if err := r.Played("toy", 5, inner); !errors.As(err, &ref) || ref.Move != "5" || r.Err(5) != err {
		t.Errorf("Played(5, failure) = %v, want the Refusal of 5, remembered", err)
	}
	if err := r.Played("toy", 6, nil); err != nil || r.Err(5) != nil {
		t.Errorf("Played(6, nil) = %v and Err(5) = %v, want nil and nil: a move played forgets", err, r.Err(5))
	}
}
