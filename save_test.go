package rulebook_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// counter is a toy game's state: a count that its save holds.
type counter struct{ n int }

// counterJSON is the toy game's saved form.
type counterJSON struct {
	rulebook.SaveHead
	N int `json:"n"`
}

var counterFormat = rulebook.SaveFormat{Game: "counter", Title: "Counter", Version: 2, Older: map[int]string{1: "stored the count as text"}}

func decodeCounter(data []byte) (*counter, error) {
	return rulebook.DecodeSave(counterFormat, data, "sha256:toy", rulebook.Restore[*counter, counterJSON, string]{
		Options: func(text string) ([]string, error) { return nil, nil },
		Blank:   func(...string) (*counter, error) { return &counter{}, nil },
		Fields: func(s *counter, j *counterJSON) error {
			if j.N < 0 {
				return fmt.Errorf("n: %d is below 0", j.N)
			}
			s.n = j.N
			return nil
		},
	})
}

// DecodeSave checks a save's head, decodes it strictly and restores the
// game's fields, each error naming the JSON path.
func ExampleDecodeSave() {
	for _, save := range []string{
		`{"game":"counter","version":2,"content":"sha256:toy","options":"","n":3}`,
		`{"game":"counter","content":"sha256:toy","n":3}`,
		`{"game":"counter","version":2,"content":"sha256:toy","options":"","n":-1}`,
		`{"game":"counter","version":2,"content":"sha256:toy","options":"","n":3,"m":1}`,
		`{"game":"counter","version":9,"content":"sha256:toy","options":"","n":3}`,
	} {
		s, err := decodeCounter([]byte(save))
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println("restored", s.n)
	}
	_, err := decodeCounter([]byte(`{"game":"counter","version":2,"content":"sha256:other","options":"","n":3}`))
	fmt.Println(errors.Is(err, rulebook.ErrContentMismatch))
	// Output:
	// restored 3
	// counter: decode: version: a save with no version field is of format version 1, which stored the count as text; this build reads version 2 only
	// counter: decode: n: -1 is below 0
	// counter: decode: json: unknown field "m"
	// counter: decode: version: save format version 9 is not known; this build reads version 2
	// true
}

// A game whose validation panics on a save (a bug the save exposes) refuses
// it with an error wrapping ErrInternal; the program goes on.
func TestDecodeSaveRefusesWhatPanics(t *testing.T) {
	lookup := []int{10, 20, 30}
	decode := func(data []byte) (*counter, error) {
		return rulebook.DecodeSave(counterFormat, data, "sha256:toy", rulebook.Restore[*counter, counterJSON, string]{
			Options: func(text string) ([]string, error) { return nil, nil },
			Blank:   func(...string) (*counter, error) { return &counter{}, nil },
			Fields: func(s *counter, j *counterJSON) error {
				s.n = lookup[j.N] // the bug: n is not checked against the table
				return nil
			},
		})
	}
	for _, tc := range []struct {
		reason string
		save   string
		want   error // nil: accepted
	}{
		{"an index the table has", `{"game":"counter","version":2,"content":"sha256:toy","n":1}`, nil},
		{"an index past the table panics in Fields", `{"game":"counter","version":2,"content":"sha256:toy","n":7}`, rulebook.ErrInternal},
	} {
		s, err := decode([]byte(tc.save))
		if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
			t.Errorf("%s: err = %v, want %v", tc.reason, err, tc.want)
		}
		if err != nil && s != nil {
			t.Errorf("%s: a state %+v beside the error", tc.reason, s)
		}
	}
}
