package rulebook

import "fmt"

// Playable reports whether a game can be played on from s: one that is not
// over says what is being decided and lists at least one legal move, and
// every move it lists passes Check and applies (each is tried on a clone, s
// is not changed). A game's Decode runs it last, so that a save it accepts
// never offers a move that cannot be played; its errors begin "pending:",
// the save's steps that wait on the decision.
func Playable[S State[S, M], M Move](s S) error {
	if s.Over() {
		if s.ToMove() != Nobody {
			return fmt.Errorf("pending: the game is over but %v is to move", s.ToMove())
		}
		return nil
	}
	legal := s.Legal()
	if len(legal) == 0 {
		return fmt.Errorf("pending: %v is to move and has nothing legal (%s)", s.ToMove(), s.Prompt())
	}
	if s.Prompt() == "" {
		return fmt.Errorf("pending: %v is to move but nothing says what is decided", s.ToMove())
	}
	for _, m := range legal {
		if err := s.Clone().Apply(m); err != nil {
			return fmt.Errorf("pending: %v may play %q, which fails: %w", s.ToMove(), m.String(), err)
		}
	}
	return nil
}
