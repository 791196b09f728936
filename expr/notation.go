package expr

import "errors"

var (
	errEitherForm   = errors.New(`expected "either 1|2"`)
	errEitherAnswer = errors.New(`expected "either 1" or "either 2"`)
)

// ParseEither reads the answer to an either, "either 1" or "either 2",
// from the words of a move's notation (as strings.Fields splits it):
// [First] or [Second]. Any other words are an error whose text says what
// was expected, for the game's syntax error.
func ParseEither(words []string) (Answer, error) {
	if len(words) != 2 || words[0] != "either" {
		return First, errEitherForm
	}
	switch words[1] {
	case "1":
		return First, nil
	case "2":
		return Second, nil
	}
	return First, errEitherAnswer
}
