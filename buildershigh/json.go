package buildershigh

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// opNames is Builder's High's table of op names for saves (see
// [expr.OpNames]): its verbs by their script names, its turn steps by what
// they do.
var opNames = map[expr.Op]string{
	opDraw: "draw", opTake: "take", opTakeCard: "take_card", opDiscard: "discard", opGive: "give",
	opGiveBack: "put", opReplan: "replace", opPlayers: "players",
	opChooseFirst: "choose_first", opDrawCard: "draw_card", opChooseDeck: "choose_deck", opPay: "pay",
	opPlanning: "planning", opRefill: "refill", opNextTurn: "next_turn", opTrigger: "trigger", opChoosePlayer: "choose_player",
}

var saveOps = expr.MustOpNames(opNames) // a wrong table panics at start; TestOpNames says how

// saveFormat is the format of the saves this build writes and reads:
// version 2, which stores ops, cards, decks and zones by name and sizes
// every list from the content (version 1, with no version field, stored
// ops by number).
var saveFormat = rulebook.SaveFormat{Game: gameName, Title: "Builder's High", Version: 3, Older: map[int]string{1: "stored ops by number", 2: "kept the cards taken from payments in paid_taken and named the ops give_back and replan"}}

// stateJSON is the saved form of a State: every zone's cards by id, the
// turn bookkeeping and the pending steps.
type stateJSON struct {
	rulebook.SaveHead
	First      int8                      `json:"first"`
	Current    int8                      `json:"current"`
	Round      int16                     `json:"round"`
	Turn       int32                     `json:"turn"`
	ActionDone bool                      `json:"action_done"`
	Ended      bool                      `json:"ended"`
	Over       bool                      `json:"over"`
	Achieved   uint8                     `json:"achieved"`
	Planned    uint8                     `json:"planned"`
	LastPay    map[string]uint8          `json:"last_pay"` // budget card id -> count
	LastPayer  int8                      `json:"last_payer"`
	Zones      map[string]map[string]int `json:"zones"`
	Pending    []taskJSON                `json:"pending"`
}

// taskJSON is a pending step in a save.
type taskJSON struct {
	Op    string             `json:"op"`
	Who   int8               `json:"who"`
	Card  string             `json:"card,omitempty"` // card id, "" for none
	N     int16              `json:"n,omitempty"`
	Deck  string             `json:"deck,omitempty"`
	Dest  string             `json:"dest,omitempty"` // zone name
	Mask  uint32             `json:"mask,omitempty"`
	Label string             `json:"label,omitempty"`
	Then  []expr.SavedEffect `json:"then,omitempty"`
	Else  []expr.SavedEffect `json:"else,omitempty"`
	For   int8               `json:"for,omitempty"`  // the card's owner plus one, when another seat does the step
	Kind  string             `json:"kind,omitempty"` // a for_each's or choose_n's kind of item, by name
	Arg   string             `json:"arg,omitempty"`  // its filter script, or a repeat's condition
	Loop  string             `json:"loop,omitempty"` // a repeat's kind: "while", "until" or "may"
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
	case zPaid:
		return "paid"
	}
	p := (z - zSeats) / 2
	if (z-zSeats)%2 == 0 {
		return rulebook.Player(p).String() + ".hand"
	}
	return rulebook.Player(p).String() + ".play_area"
}

func (s *State) zoneByName(name string) (int, bool) {
	for z := 0; z < zSeats+2*s.seats(); z++ {
		if s.zoneName(z) == name {
			return z, true
		}
	}
	return 0, false
}

// MarshalJSON saves the whole state, hidden cards included: it is for
// saving and restoring a game, not for showing it to a player (see View).
func (s *State) MarshalJSON() ([]byte, error) {
	j := stateJSON{
		SaveHead: saveFormat.Head(s.c.fingerprint, s.Options()),
		First:    s.first, Current: s.current, Round: s.round, Turn: s.turn,
		ActionDone: s.actionDone, Ended: s.ended, Over: s.over,
		Achieved: s.achieved, Planned: s.planned, LastPayer: s.lastPayer,
		LastPay: map[string]uint8{},
		Zones:   map[string]map[string]int{}, Pending: []taskJSON{},
	}
	for i, k := range s.c.budget {
		j.LastPay[s.c.cards[k].ID] = s.lastPay[i]
	}
	for z := 0; z < zSeats+2*s.seats(); z++ {
		j.Zones[s.zoneName(z)] = s.countsOf(z)
	}
	for _, t := range s.stack {
		name, _ := saveOps.Name(t.Op)
		tj := taskJSON{Op: name, Who: t.Who, N: t.N, Deck: t.Deck.String(), Dest: s.zoneName(int(t.Dest)), Mask: t.Mask, Label: t.Label, For: t.For,
			Then: saveOps.SaveEffects(t.Then), Else: saveOps.SaveEffects(t.Else)}
		if t.Card >= 0 && int(t.Card) < len(s.c.cards) {
			tj.Card = s.c.cards[t.Card].ID
		}
		if t.Kind != 0 {
			tj.Kind = t.Kind.String()
		}
		if t.Op == expr.OpLoop && int(t.Loop) < len(loopNames) {
			tj.Loop = loopNames[t.Loop]
		}
		tj.Arg = t.Arg
		j.Pending = append(j.Pending, tj)
	}
	return json.Marshal(j)
}

// Decode restores a game MarshalJSON saved, against content c (the one it
// was saved from), as [rulebook.DecodeSave] says. It refuses, naming the
// JSON path, a save the rules cannot reach in kind: every card accounted for
// exactly once, every pending step well-formed for its op, and a game that
// could not be played on.
func Decode(c *Content, data []byte) (*State, error) {
	return rulebook.DecodeSave(saveFormat, data, c.fingerprint, rulebook.Restore[*State, stateJSON, Option]{
		Options: ParseOptions, Blank: func(opts ...Option) (*State, error) { return newBlank(c, opts...) }, Fields: (*State).restore, Checks: wholeStateChecks})
}

// restore restores the saved turn, payment, zones of cards and pending
// steps onto s, the blank state of the saved options, validating each.
func (s *State) restore(j *stateJSON) error {
	s.first, s.current, s.round, s.turn = j.First, j.Current, j.Round, j.Turn
	s.actionDone, s.ended, s.over = j.ActionDone, j.Ended, j.Over
	s.achieved, s.planned, s.lastPayer = j.Achieved, j.Planned, j.LastPayer
	if err := s.decodePayment(j); err != nil {
		return err
	}
	if err := s.decodeZones(j.Zones); err != nil {
		return err
	}
	if err := s.checkPaid(); err != nil {
		return err
	}
	s.stack = s.stack[:0]
	for i, tj := range j.Pending {
		t, err := s.decodeTask(fmt.Sprintf("pending[%d]", i), tj)
		if err != nil {
			return err
		}
		s.stack = append(s.stack, t)
	}
	return nil
}

// decodePayment reads the last construction's payment.
func (s *State) decodePayment(j *stateJSON) error {
	for id, n := range j.LastPay {
		i := -1
		for b, k := range s.c.budget {
			if s.c.cards[k].ID == id {
				i = b
			}
		}
		if i < 0 {
			return fmt.Errorf("last_pay.%s: not a budget card", id)
		}
		if int(n) > maxPaymentCards {
			return fmt.Errorf("last_pay.%s: %d cards, more than a payment holds (%d)", id, n, maxPaymentCards)
		}
		s.lastPay[i] = n
	}
	return nil
}

// checkPaid checks the payment's cards not yet taken against the payment.
func (s *State) checkPaid() error {
	paid := s.zone(zPaid)
	for k, card := range s.c.cards {
		if paid[k] == 0 {
			continue
		}
		if i := s.paidIndex(card.Value); card.Deck != BudgetDeck || i < 0 || paid[k] > s.lastPay[i] {
			return fmt.Errorf("zones.paid.%s: %d of the last payment left to take, more than it paid", card.ID, paid[k])
		}
	}
	return nil
}

// decodeZones reads every zone's cards and checks each card is in exactly
// one zone.
func (s *State) decodeZones(zones map[string]map[string]int) error {
	c := s.c
	clear(s.counts)
	clear(s.totals)
	for name, cards := range zones {
		z, ok := s.zoneByName(name)
		if !ok {
			return fmt.Errorf("zones.%s: no such zone with %d players", name, s.seats())
		}
		for id, count := range cards {
			k, ok := c.byID[id]
			if !ok {
				return fmt.Errorf("zones.%s.%s: unknown card", name, id)
			}
			if count < 0 || count > c.cards[k].Count {
				return fmt.Errorf("zones.%s.%s: %d copies, the game has %d", name, id, count, c.cards[k].Count)
			}
			s.counts[z*len(c.cards)+k] = uint8(count)
			if !marker(z) {
				s.totals[z*3+int(c.cards[k].Deck)] += int16(count)
			}
		}
	}
	if err := s.conserved(); err != nil {
		return fmt.Errorf("zones: %w", err)
	}
	return nil
}

// decodeTask reads one pending step.
func (s *State) decodeTask(path string, tj taskJSON) (task, error) {
	c := s.c
	t := task{Who: tj.Who, Card: -1, N: tj.N, Mask: tj.Mask, Label: tj.Label, For: tj.For, Arg: tj.Arg}
	op, ok := saveOps.Op(tj.Op)
	if !ok {
		return t, fmt.Errorf("%s.op: unknown op %q", path, tj.Op)
	}
	t.Op = op
	if tj.Card != "" {
		k, ok := c.byID[tj.Card]
		if !ok {
			return t, fmt.Errorf("%s.card: unknown card %q", path, tj.Card)
		}
		t.Card = int16(k)
	}
	if tj.Loop != "" {
		i := slices.Index(loopNames[:], tj.Loop)
		if i < 0 {
			return t, fmt.Errorf("%s.loop: unknown repeat %q (while, until or may)", path, tj.Loop)
		}
		t.Loop = uint8(i)
	}
	if tj.Kind != "" {
		k, ok := expr.KindOf(tj.Kind)
		if !ok {
			return t, fmt.Errorf("%s.kind: unknown kind %q", path, tj.Kind)
		}
		t.Kind = k
	}
	if tj.Deck != "" {
		d, ok := parseDeck(tj.Deck)
		if !ok {
			return t, fmt.Errorf("%s.deck: unknown deck %q", path, tj.Deck)
		}
		t.Deck = d
	}
	if tj.Dest != "" {
		z, ok := s.zoneByName(tj.Dest)
		if !ok {
			return t, fmt.Errorf("%s.dest: unknown zone %q", path, tj.Dest)
		}
		t.Dest = int8(z)
	}
	var err error
	if t.Then, err = saveOps.LoadEffects(path+".then", tj.Then); err != nil {
		return t, err
	}
	if t.Else, err = saveOps.LoadEffects(path+".else", tj.Else); err != nil {
		return t, err
	}
	if err := s.validTask(t); err != nil {
		return t, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// inGame is how many copies of card k the game has: its count, or none of
// a city planning card in Easy Mode ("remove the city planning card from
// the game").
func (s *State) inGame(k int) int {
	if s.opts.easy && s.c.cards[k].Deck == PlanningDeck {
		return 0
	}
	return s.c.cards[k].Count
}

// UnmarshalJSON restores a state saved by MarshalJSON. A State that already
// has content decodes against it; a zero State uses the embedded default.
func (s *State) UnmarshalJSON(data []byte) error {
	return rulebook.UnmarshalState(s, s.c, Default, Decode, data)
}

// conserved checks that every card of the game is in exactly one zone.
func (s *State) conserved() error {
	for k, card := range s.c.cards {
		want := s.inGame(k)
		n := 0
		for z := 0; z < zSeats+2*s.seats(); z++ {
			if marker(z) {
				continue
			}
			n += int(s.counts[z*len(s.c.cards)+k])
		}
		if n != want {
			if want == 0 {
				return fmt.Errorf("%d copies of %s in an Easy Mode game, which removes the city planning cards from the game (%q)", n, card.ID, "Builder's High Easy Mode")
			}
			return fmt.Errorf("%d copies of %s, the game has %d", n, card.ID, want)
		}
	}
	return nil
}
