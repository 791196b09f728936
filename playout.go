package rulebook

import (
	"errors"
	"fmt"
)

// ErrDecisionBound is wrapped by the error of a [Playout] that reached its
// bound before the game ended.
var ErrDecisionBound = errors.New("decision bound reached before the game ended")

// ErrNoLegalMove is wrapped by the error of a [Playout] that found a game
// not over with no legal move, which breaks the contract of [State].
var ErrNoLegalMove = errors.New("no legal move in a game that is not over")

// Playout plays s to the end with [Step]: Chance by weight, players
// uniformly at random, all drawn from r. It returns how many decisions it
// made and buf, grown to hold the legal moves (pass it back in to avoid
// allocating; nil is fine).
//
// It fails, leaving s where it stopped, when maxDecisions decisions do not
// end the game ([ErrDecisionBound]), when a game not over has no legal move
// or only Chance outcomes of weight 0 ([ErrNoLegalMove]), or when Apply
// rejects a move its own Legal listed (the game's error, wrapped). Beyond
// what the game's AppendLegal and Apply allocate, Playout allocates nothing
// per decision.
func Playout[S State[S, M], M Move](s S, r *Resolver, maxDecisions int, buf []M) (decisions int, buf2 []M, err error) {
	for !s.Over() {
		if decisions >= maxDecisions {
			return decisions, buf, fmt.Errorf("%s: playout: %w (%d decisions)", s.Game(), ErrDecisionBound, maxDecisions)
		}
		var m M
		var ok bool
		m, buf, ok = Step(s, r, buf)
		if !ok {
			if len(buf) > 0 { // Chance listed outcomes, all of weight 0
				return decisions, buf, fmt.Errorf("%s: playout: %w: every Chance outcome weighs 0 (%s)", s.Game(), ErrNoLegalMove, s.Prompt())
			}
			return decisions, buf, fmt.Errorf("%s: playout: %w: %v to move (%s)", s.Game(), ErrNoLegalMove, s.ToMove(), s.Prompt())
		}
		if err := s.Apply(m); err != nil {
			return decisions, buf, fmt.Errorf("%s: playout: legal move %q rejected at decision %d: %w", s.Game(), m.String(), decisions+1, err)
		}
		decisions++
	}
	return decisions, buf, nil
}

// RecordedPlayout plays s to its end as [Playout] does (Chance by weight
// from a [Resolver] seeded with seed, every player a uniform random legal
// choice) and returns the game's record, its header carrying the seed.
func RecordedPlayout[S State[S, M], M Move](s S, seed uint64, maxDecisions int) (*Record, error) {
	rec := NewRecording(s)
	rec.Record.Header.SetSeed(seed)
	r := NewResolver(seed)
	var buf []M
	for decisions := 0; !s.Over(); decisions++ {
		if decisions >= maxDecisions {
			return &rec.Record, fmt.Errorf("%s: seed %d: %w (%d decisions)", s.Game(), seed, ErrDecisionBound, maxDecisions)
		}
		var m M
		var ok bool
		m, buf, ok = Step(s, r, buf)
		if !ok {
			return &rec.Record, fmt.Errorf("%s: seed %d: %w: %v to move (%s)", s.Game(), seed, ErrNoLegalMove, s.ToMove(), s.Prompt())
		}
		if err := rec.Apply(m); err != nil {
			return &rec.Record, err
		}
	}
	return &rec.Record, nil
}
