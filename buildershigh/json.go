package buildershigh

import (
	"encoding/json"
	"fmt"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// stateJSON is the saved form of a State: every zone's cards by id, the
// turn bookkeeping and the pending steps.
type stateJSON struct {
	Game       string                    `json:"game"`
	Content    string                    `json:"content"`
	Options    string                    `json:"options"`
	First      int8                      `json:"first"`
	Current    int8                      `json:"current"`
	Round      int16                     `json:"round"`
	Turn       int32                     `json:"turn"`
	ActionDone bool                      `json:"action_done"`
	Ended      bool                      `json:"ended"`
	Over       bool                      `json:"over"`
	Achieved   uint8                     `json:"achieved"`
	Planned    uint8                     `json:"planned"`
	LastPay    [maxDenominations]uint8   `json:"last_pay"`
	PaidTaken  [maxDenominations]uint8   `json:"paid_taken"`
	LastPayer  int8                      `json:"last_payer"`
	Zones      map[string]map[string]int `json:"zones"`
	Pending    []task                    `json:"pending"`
}

func (s *State) zoneName(z int) string {
	switch z {
	case zDeck:
		return "deck"
	case zCenter:
		return "center"
	case zDiscard:
		return "discard"
	case zFresh:
		return "built_this_turn"
	case zUsed:
		return "used_this_turn"
	}
	p := (z - zSeats) / 2
	if (z-zSeats)%2 == 0 {
		return rulebook.Player(p).String() + ".hand"
	}
	return rulebook.Player(p).String() + ".play_area"
}

// MarshalJSON saves the whole state, hidden cards included: it is for
// saving and restoring a game, not for showing it to a player (see View).
func (s *State) MarshalJSON() ([]byte, error) {
	j := stateJSON{
		Game: gameName, Content: s.c.fingerprint, Options: s.Options(),
		First: s.first, Current: s.current, Round: s.round, Turn: s.turn,
		ActionDone: s.actionDone, Ended: s.ended, Over: s.over,
		Achieved: s.achieved, Planned: s.planned, LastPay: s.lastPay, PaidTaken: s.paidTaken, LastPayer: s.lastPayer,
		Zones: map[string]map[string]int{}, Pending: s.stack,
	}
	for z := 0; z < zSeats+2*s.seats(); z++ {
		j.Zones[s.zoneName(z)] = s.countsOf(z)
	}
	if j.Pending == nil {
		j.Pending = []task{}
	}
	return json.Marshal(j)
}

// Decode restores a state MarshalJSON saved, against content c (which must
// be the content it was saved from: the fingerprints must match).
func Decode(c *Content, data []byte) (*State, error) {
	var j stateJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, fmt.Errorf("buildershigh: decode: %w", err)
	}
	if j.Game != gameName {
		return nil, fmt.Errorf("buildershigh: decode: a saved %q game is not Builder's High", j.Game)
	}
	if j.Content != c.fingerprint {
		return nil, fmt.Errorf("buildershigh: decode: saved with content %s, not %s: %w", j.Content, c.fingerprint, rulebook.ErrContentMismatch)
	}
	opts, err := ParseOptions(j.Options)
	if err != nil {
		return nil, fmt.Errorf("buildershigh: decode: %w", err)
	}
	s, err := newBlank(c, opts...)
	if err != nil {
		return nil, fmt.Errorf("buildershigh: decode: %w", err)
	}
	s.first, s.current, s.round, s.turn = j.First, j.Current, j.Round, j.Turn
	s.actionDone, s.ended, s.over = j.ActionDone, j.Ended, j.Over
	s.achieved, s.planned, s.lastPay, s.paidTaken, s.lastPayer = j.Achieved, j.Planned, j.LastPay, j.PaidTaken, j.LastPayer
	for i := range s.paidTaken {
		if s.paidTaken[i] > s.lastPay[i] {
			return nil, fmt.Errorf("buildershigh: decode: %d paid budget cards taken of a kind only %d were paid with", s.paidTaken[i], s.lastPay[i])
		}
	}
	n := s.seats()
	if s.first < -1 || int(s.first) >= n || s.current < 0 || int(s.current) >= n || s.lastPayer < -1 || int(s.lastPayer) >= n {
		return nil, fmt.Errorf("buildershigh: decode: a seat is out of range for %d players", n)
	}
	clear(s.counts)
	clear(s.totals)
	for z := 0; z < zSeats+2*n; z++ {
		name := s.zoneName(z)
		for id, count := range j.Zones[name] {
			k, ok := c.byID[id]
			if !ok {
				return nil, fmt.Errorf("buildershigh: decode: zone %s: unknown card %q", name, id)
			}
			if count < 0 || count > 255 {
				return nil, fmt.Errorf("buildershigh: decode: zone %s: %d of %s", name, count, id)
			}
			s.counts[z*len(c.cards)+k] = uint8(count)
			if z != zFresh && z != zUsed {
				s.totals[z*3+int(c.cards[k].Deck)] += int16(count)
			}
		}
	}
	for z := range j.Zones {
		found := false
		for y := 0; y < zSeats+2*n; y++ {
			found = found || s.zoneName(y) == z
		}
		if !found {
			return nil, fmt.Errorf("buildershigh: decode: unknown zone %q", z)
		}
	}
	if err := s.conserved(); err != nil {
		return nil, fmt.Errorf("buildershigh: decode: %w", err)
	}
	for i, t := range j.Pending {
		if t.Card < -1 || int(t.Card) >= len(c.cards) || t.Who < -1 || int(t.Who) >= n || int(t.Deck) > int(PlanningDeck) ||
			t.Dest < 0 || int(t.Dest) >= zSeats+2*n || !knownStep(t.Op) {
			return nil, fmt.Errorf("buildershigh: decode: pending step %d is out of range", i)
		}
	}
	s.stack = append(s.stack[:0], j.Pending...)
	return s, nil
}

// knownStep reports whether op can be a pending step.
func knownStep(op expr.Op) bool {
	return op == expr.OpMay || op == expr.OpEither || (op >= opTake && op <= opTrigger && op != opOthersDraw)
}

// UnmarshalJSON restores a state saved by MarshalJSON. A State that already
// has content decodes against it; a zero State uses the embedded default.
func (s *State) UnmarshalJSON(data []byte) error {
	c := s.c
	if c == nil {
		var err error
		if c, err = Default(); err != nil {
			return err
		}
	}
	t, err := Decode(c, data)
	if err != nil {
		return err
	}
	*s = *t
	return nil
}

// conserved checks that every card of the game is in exactly one zone.
func (s *State) conserved() error {
	for k, card := range s.c.cards {
		n := 0
		for z := 0; z < zSeats+2*s.seats(); z++ {
			if z == zFresh || z == zUsed {
				continue
			}
			n += int(s.counts[z*len(s.c.cards)+k])
		}
		if n != card.Count {
			return fmt.Errorf("%d copies of %s, the game has %d", n, card.ID, card.Count)
		}
	}
	return nil
}
