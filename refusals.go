package rulebook

import "slices"

// Refusals is what a State remembers of the moves it refused in its
// current position: the moves the rules allow that the content could not
// play (see Refusal). Each game's State holds one for its move type M.
//
// A script that fails in play (a count out of range, an index past the end
// of a list, a limit exceeded: see ErrContent) makes the move being applied
// fail. Apply restores the position, calls Refuse (or Played) and returns
// its Refusal; until the next move Apply plays (then Forget), Filter leaves the move out
// of Legal and Err gives Check the same Refusal. So Check is nil exactly for
// the moves Legal lists, and no move that cannot be applied is offered
// twice. The refusals are not part of a save: a restored state offers the
// move again and refuses it again.
//
// The zero value remembers nothing. Copying a Refusals (as a Clone does)
// shares its list safely: Refuse never writes into a shared list.
type Refusals[M interface {
	comparable
	String() string
}] struct {
	list []refused[M]
}

// refused is one move and its Refusal.
type refused[M comparable] struct {
	m   M
	err error
}

// Refuse records that m, allowed by Check, failed with err in game and
// that the position was restored, and returns the *Refusal.
func (r *Refusals[M]) Refuse(game string, m M, err error) error {
	e := &Refusal{Game: game, Move: m.String(), Err: err}
	// A new slice each time: a clone may share the old one.
	r.list = append(slices.Clip(r.list), refused[M]{m, e})
	return e
}

// Played records how applying m ended and returns Apply's error: nil when
// the move was played (the position is new: Forget), else the failure of a
// script, which Refuse turns into the Refusal it records.
func (r *Refusals[M]) Played(game string, m M, err error) error {
	if err != nil {
		return r.Refuse(game, m, err)
	}
	r.Forget()
	return nil
}

// Forget drops every refusal: a move was played, so the position is new.
func (r *Refusals[M]) Forget() { r.list = nil }

// Err returns the Refusal of m in this position, or nil.
func (r *Refusals[M]) Err(m M) error {
	for i := range r.list {
		if r.list[i].m == m {
			return r.list[i].err
		}
	}
	return nil
}

// Filter removes the refused moves from moves[n:], the moves the rules
// allow appended after the first n, and returns the shortened slice.
func (r *Refusals[M]) Filter(moves []M, n int) []M {
	if len(r.list) == 0 {
		return moves
	}
	out := moves[:n]
	for _, m := range moves[n:] {
		if r.Err(m) == nil {
			out = append(out, m)
		}
	}
	return out
}
