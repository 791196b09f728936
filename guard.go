package rulebook

import "fmt"

// Guard runs f and returns what it returns; a panic in f (a fault in the
// game's own code that the input exposed) becomes an error wrapping
// [ErrInternal], "game: what panicked: …", instead of a crash. Games use it
// where they take untrusted input: Decode and Load.
func Guard[T any](game, what string, f func() (T, error)) (v T, err error) {
	defer func() {
		if p := recover(); p != nil {
			var zero T
			v, err = zero, fmt.Errorf("%s: %w: %s panicked: %v", game, ErrInternal, what, p)
		}
	}()
	return f()
}
