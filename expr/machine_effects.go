package expr

import "fmt"

// Expand turns effects a script returned into pending steps on st, so that
// the first effect is done first. The combinators are expanded here, the
// same way for every game: none() is dropped, repeat(n, effects) pushes its
// effects n times (0 ≤ n ≤ [MaxRepeat]; any other count is an error), and
// every other effect — the game's own primitives, and may and either, each
// of which becomes one choice step (see [Choice]) — is handed to push,
// which pushes the game's task for it. More than [MaxPending] pending steps
// is a *[LoopError].
func Expand[T any](st *Stack[T], effects []Effect, push func(e Effect) error) error {
	for i := len(effects) - 1; i >= 0; i-- {
		e := &effects[i]
		switch e.Op {
		case OpNone:
			continue
		case OpRepeat:
			if e.N < 0 || e.N > MaxRepeat {
				return fmt.Errorf("repeat(%d): the count is out of range 0..%d", e.N, MaxRepeat)
			}
			for range e.N {
				if err := Expand(st, e.Then, push); err != nil {
					return err
				}
			}
			continue
		}
		if err := push(*e); err != nil {
			return err
		}
		if len(*st) > MaxPending {
			return &LoopError{Pending: len(*st)}
		}
	}
	return nil
}

// Answer is a reply to a choice step: yes or no to a may, the first or the
// second branch of an either. A game maps its own moves to these ("yes",
// "no", "either 1", "either 2").
type Answer uint8

// The answers to choice steps.
const (
	Yes    Answer = iota // may: do it
	No                   // may: decline
	First                // either: the first branch
	Second               // either: the second branch
)

var answerWords = [...]string{Yes: "yes", No: "no", First: "either 1", Second: "either 2"}

// String is the answer as the games write it in a move: "yes", "no",
// "either 1", "either 2".
func (a Answer) String() string {
	if int(a) < len(answerWords) {
		return answerWords[a]
	}
	return fmt.Sprintf("Answer(%d)", uint8(a))
}

var (
	mayAnswers    = []Answer{Yes, No}
	eitherAnswers = []Answer{First, Second}
)

// IsChoice reports whether op is a choice step's: [OpMay] or [OpEither].
func IsChoice(op Op) bool { return op == OpMay || op == OpEither }

// Choice is a pending may or either, as a game's task holds it: a step that
// always waits for its player's answer.
type Choice struct {
	Op    Op     // OpMay or OpEither
	Label string // what the script said is chosen
	Then  []Effect
	Else  []Effect // either's second branch
}

// ChoiceOf is the choice step a may or either effect becomes.
func ChoiceOf(e Effect) Choice { return Choice{Op: e.Op, Label: e.Label, Then: e.Then, Else: e.Else} }

// Prompt is the question the step asks, for the game to put after the
// player's name: "you may <label> (yes or no)" or "<label> (either 1 or
// either 2)"; an empty label says "choose".
func (c Choice) Prompt() string {
	label := c.Label
	if label == "" {
		label = "choose"
	}
	if c.Op == OpEither {
		return label + " (either 1 or either 2)"
	}
	return "you may " + label + " (yes or no)"
}

// Answers are the legal answers, in the order Legal lists them: Yes, No
// for a may; First, Second for an either. The slice is shared: do not
// modify it.
func (c Choice) Answers() []Answer {
	if c.Op == OpEither {
		return eitherAnswers
	}
	return mayAnswers
}

// Accepts reports whether a is a legal answer to c.
func (c Choice) Accepts(a Answer) bool {
	if c.Op == OpEither {
		return a == First || a == Second
	}
	return a == Yes || a == No
}

// Branch is the effects that follow answer a (which c must accept): Then
// for yes or first, Else for second, nothing for no.
func (c Choice) Branch(a Answer) []Effect {
	switch a {
	case Yes, First:
		return c.Then
	case Second:
		return c.Else
	}
	return nil
}

// AnswerMoves names a game's move (or move action) for each [Answer],
// indexed by the answer, so the game maps its moves to answers and back in
// one table: expr.AnswerMoves[Action]{expr.Yes: ActYes, expr.No: ActNo,
// expr.First: ActFirst, expr.Second: ActSecond}.
type AnswerMoves[M comparable] [4]M

// Answer is the answer move m gives, or false when m answers no choice.
func (am *AnswerMoves[M]) Answer(m M) (Answer, bool) {
	for a := range am {
		if am[a] == m {
			return Answer(a), true
		}
	}
	return 0, false
}
