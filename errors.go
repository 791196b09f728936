package rulebook

import (
	"errors"
	"strconv"

	"github.com/rulebook-go/rulebook/internal/quote"
)

// ErrIllegal is wrapped by every error that rejects a move on the rules:
// errors.Is(err, ErrIllegal) tells an illegal move from any other failure.
var ErrIllegal = errors.New("illegal move")

// ErrContent is wrapped by every error that a game's content causes in
// play rather than a player: a script that fails when it runs (a count out
// of range, an index past the end of a list, a loop or memory limit
// exceeded, a verb's own error). Such an error names the YAML file, line
// and column of the script (an *expr.RunError). The content is at fault,
// not the move: a designer fixes the file; examples/lint finds these by
// playing seeded games on the content it checks.
var ErrContent = errors.New("content error")

// ErrInternal is wrapped by the error a game's Decode or Load returns when
// validating a save or content hit a fault in the game's own code (a
// panic): the input is refused rather than the program crashed, and the
// fault is a bug to report, not a fault of the input alone.
var ErrInternal = errors.New("internal error")

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

// Refusal is the error of a move that the rules allow but that the content
// cannot play: applying it ran a script that failed. It wraps ErrIllegal
// (the move is refused), ErrContent and the script's error (an
// *expr.RunError, with its file:line:col).
//
// A game returns it from Apply, leaving the position as it was, and then
// remembers the refusal until the next move it applies: Legal no longer
// lists the move and Check returns the same Refusal, so Check is nil
// exactly for the moves Legal lists and no move that cannot be applied is
// offered again.
type Refusal struct {
	Game string // the game's package name
	Move string // the move, in the game's notation
	Err  error  // why the content could not play it
}

// Error reads "highrise: move "go 7" cannot be played: tenants.yaml:12:9:
// script: repeat: count -2 out of range 0..100".
func (e *Refusal) Error() string {
	return e.Game + ": move " + strconv.Quote(e.Move) + " cannot be played: " + e.Err.Error()
}

// Unwrap returns ErrIllegal, ErrContent and the underlying error.
func (e *Refusal) Unwrap() []error { return []error{ErrIllegal, ErrContent, e.Err} }
