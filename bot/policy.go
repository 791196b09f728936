package bot

import (
	"errors"
	"fmt"

	"github.com/rulebook-go/rulebook"
)

// Turn is one seat's decision as a policy sees it: the seat, what is being
// decided and the legal answers, and determinizations of the state drawn
// from the seat's information. A Turn does not give the state itself: a
// policy that has only a Turn reads nothing its seat may not see except
// through Determinize, whose copies hide nothing but hold samples where
// the seat cannot see.
//
// A Turn reads the state it was made from, which must not change while the
// Turn is in use.
type Turn[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	state S
	seat  rulebook.Player
}

// ErrNotASeat is wrapped by the error of [NewTurn] for a state no seat is
// to move in: the game is over, or Chance owes the next decision.
var ErrNotASeat = errors.New("no seat is to move")

// NewTurn returns the decision the seat to move in s owes.
func NewTurn[S rulebook.Searchable[S, M], M rulebook.Move](s S) (Turn[S, M], error) {
	p := s.ToMove()
	if s.Over() || !p.IsSeat() || int(p) >= s.Seats() {
		return Turn[S, M]{}, fmt.Errorf("bot: %s: %w (%v to move)", s.Game(), ErrNotASeat, p)
	}
	return Turn[S, M]{state: s, seat: p}, nil
}

// options lists the seat's legal moves for the policy named policy
// ("greedy"), and says when there is nothing to choose: done with the only
// legal move, or with an error wrapping [rulebook.ErrNoLegalMove] when
// there is none.
func (t Turn[S, M]) options(policy string) (legal []M, only M, done bool, err error) {
	legal = t.AppendLegal(nil)
	switch len(legal) {
	case 0:
		return nil, only, true, fmt.Errorf("bot: %s: %w (%s)", policy, rulebook.ErrNoLegalMove, t.Prompt())
	case 1:
		return legal, legal[0], true, nil
	}
	return legal, only, false, nil
}

// Seat is the seat that decides.
func (t Turn[S, M]) Seat() rulebook.Player { return t.seat }

// Seats is the number of players at the table.
func (t Turn[S, M]) Seats() int { return t.state.Seats() }

// Game names the game.
func (t Turn[S, M]) Game() string { return t.state.Game() }

// Prompt says in words what is being decided.
func (t Turn[S, M]) Prompt() string { return t.state.Prompt() }

// AppendLegal appends the seat's legal moves to dst, in the game's order.
// They are what the seat's View lists: its own legal moves reveal nothing
// it may not see.
func (t Turn[S, M]) AppendLegal(dst []M) []M { return t.state.AppendLegal(dst) }

// Determinize returns a copy of the state in which everything the seat
// cannot know is drawn afresh with r from what the seat's information
// allows (see rulebook.Searchable). Two states the seat cannot tell apart
// give the same copy for the same r.
func (t Turn[S, M]) Determinize(r *rulebook.Resolver) S { return t.state.Determinize(t.seat, r) }

// Policy chooses a seat's moves. Choose returns one of the Turn's legal
// moves. A policy is not safe for concurrent use: give each goroutine its
// own.
type Policy[S rulebook.Searchable[S, M], M rulebook.Move] interface {
	Choose(t Turn[S, M]) (M, error)
}

// Play plays s to its end, Chance by the rules' weights with r and each
// seat p by seats[p], and returns the number of decisions made. It fails
// when a policy fails, when a policy's move or a Chance outcome is
// rejected, when nothing is legal in a game not over, or when the game is
// not over after maxDecisions decisions; s is left where it stopped.
func Play[S rulebook.Searchable[S, M], M rulebook.Move](s S, seats []Policy[S, M], r *rulebook.Resolver, maxDecisions int) (int, error) {
	if len(seats) != s.Seats() {
		return 0, fmt.Errorf("bot: Play: %d policies for %d seats", len(seats), s.Seats())
	}
	var buf []M
	n := 0
	for ; !s.Over(); n++ {
		if n >= maxDecisions {
			return n, fmt.Errorf("bot: %s: %w (%d decisions)", s.Game(), rulebook.ErrDecisionBound, maxDecisions)
		}
		var m M
		if s.ToMove() == rulebook.Chance {
			var ok bool
			if m, buf, ok = rulebook.Step(s, r, buf); !ok {
				return n, fmt.Errorf("bot: %s: %w: Chance (%s)", s.Game(), rulebook.ErrNoLegalMove, s.Prompt())
			}
		} else {
			t, err := NewTurn(s)
			if err != nil {
				return n, err
			}
			if m, err = seats[t.seat].Choose(t); err != nil {
				return n, fmt.Errorf("bot: %s: %v: %w", s.Game(), t.seat, err)
			}
		}
		if err := s.Apply(m); err != nil {
			return n, fmt.Errorf("bot: %s: decision %d, %v: %q: %w", s.Game(), n+1, s.ToMove(), m.String(), err)
		}
	}
	return n, nil
}
