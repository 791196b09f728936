package rulebook

import (
	"errors"
	"strconv"

	"github.com/rulebook-go/rulebook/internal/quote"
)

// ErrIllegal is wrapped by every error that rejects a move on the rules:
// errors.Is(err, ErrIllegal) tells an illegal move from any other failure.
var ErrIllegal = errors.New("illegal move")

// ErrContentMismatch is wrapped when a record or a saved state names content
// other than the content it is replayed or decoded against.
var ErrContentMismatch = errors.New("content fingerprint mismatch")

// RuleError says which rule forbids a move and why. It wraps ErrIllegal.
//
// Section quotes the rulebook's own heading ("Paying construction costs"),
// so a player can look the rule up at the table.
type RuleError struct {
	Game    string // the game's package name, such as "buildershigh"
	Section string // the rulebook section that states the rule
	Reason  string // why this move breaks it, in the rulebook's words where possible
}

// Error reads "buildershigh: Paying construction costs: the budget cards
// must total exactly 14M, these total 12M".
func (e *RuleError) Error() string {
	return e.Game + ": " + e.Section + ": " + e.Reason
}

// Unwrap returns ErrIllegal.
func (e *RuleError) Unwrap() error { return ErrIllegal }

// Illegal returns a *RuleError for game, section and reason.
func Illegal(game, section, reason string) error {
	return &RuleError{Game: game, Section: section, Reason: reason}
}

// SyntaxError reports text that is not in a notation: a move, a player, an
// option or a record line.
type SyntaxError struct {
	Line   int    // 1-based line in a record, 0 when not read from one
	Text   string // the offending text
	Reason string // what was expected
}

// Error reads "line 12: "constrct x": unknown action".
func (e *SyntaxError) Error() string {
	msg := quote.Quote(e.Text) + ": " + e.Reason
	if e.Line > 0 {
		return "line " + strconv.Itoa(e.Line) + ": " + msg
	}
	return msg
}
