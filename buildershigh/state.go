package buildershigh

import (
	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// Limits of the compact state layout.
const (
	maxDenominations = 4  // kinds of budget card
	maxKinds         = 64 // kinds of card in all
	maxPaymentCards  = 16 // budget cards in one payment
	maxSeats         = 8
)

// Zones hold card counts per kind: the three shared zones, then the
// per-turn bookkeeping of the player to move, then each seat's hand and play
// area.
const (
	zDeck    = iota // cards still in the decks (unordered: each draw is a Chance event)
	zCenter         // face-up cards in the Center
	zDiscard        // the discard pile
	zFresh          // buildings the player to move built this turn (hand abilities not yet usable)
	zUsed           // hand abilities the player to move used this turn
	zPaid           // the budget cards the last construction paid ("face up, sorted by type next to the budget deck in the Center") not yet taken from that payment
	zSeats          // first seat zone: seat i's hand is zSeats+2i, its play area zSeats+2i+1
)

// marker reports whether zone z marks cards that lie in another zone (the
// play area, the Center) rather than holding cards of its own: its cards
// are not in the totals and not counted when cards are conserved.
func marker(z int) bool { return z == zFresh || z == zUsed || z == zPaid }

func handZone(p int) int { return zSeats + 2*p }
func areaZone(p int) int { return zSeats + 2*p + 1 }

// task is one pending step: an effect a script returned or a step of the
// turn machinery. The pending steps form a stack; the top one is done next,
// and a step that needs a decision waits for it.
type task struct {
	Op    expr.Op       `json:"op"`
	Who   int8          `json:"who"`            // the seat the step belongs to
	Card  int16         `json:"card"`           // the card it concerns, -1 for none
	N     int16         `json:"n,omitempty"`    // how many times it is still to be done
	Deck  Deck          `json:"deck,omitempty"` // the deck it concerns
	Dest  int8          `json:"dest,omitempty"` // a draw's destination zone
	Mask  uint32        `json:"mask,omitempty"` // a planning step: the achieved cards, by position in the planning deck
	Label string        `json:"label,omitempty"`
	Then  []expr.Effect `json:"then,omitempty"`
	Else  []expr.Effect `json:"else,omitempty"`
	// For is the seat whose card the step serves, plus one, when another
	// seat does it (players(who, effects)); 0: Who's own card.
	For int8 `json:"for,omitempty"`
	// Kind and Arg are a for_each's or choose_n's kind of item and filter
	// script (its body is Label); a repeat's condition is Arg, its kind
	// Loop (expr.LoopWhile, LoopUntil, LoopMay), its rounds done N, its
	// effects Then and a repeat_may's label Label.
	Kind expr.Kind `json:"kind,omitempty"`
	Arg  string    `json:"arg,omitempty"`
	Loop uint8     `json:"loop,omitempty"`
}

// owner is the seat whose card step t serves ("owner" in a script).
func (t *task) owner() int {
	if t.For > 0 {
		return int(t.For) - 1
	}
	return int(t.Who)
}

// forOwner is the For of a step seat who does for owner's card.
func forOwner(who, owner int) int8 {
	if who == owner {
		return 0
	}
	return int8(owner + 1)
}

// State is a game of Builder's High in progress. The zero value is not
// usable: make one with New. A State is not safe for concurrent use; Clone
// gives each goroutine its own.
type State struct {
	c    *Content
	opts options

	counts []uint8 // zone*kinds + kind
	totals []int16 // zone*3 + deck

	first      int8
	current    int8
	round      int16 // 1-based; 0 during setup
	turn       int32 // turns begun
	actionDone bool  // the player to move has taken this turn's action
	ended      bool  // the player to move ended the turn
	over       bool
	achieved   uint8                   // seats that met the victory condition
	planned    uint8                   // seats that hold a city planning card
	lastPay    [maxDenominations]uint8 // the budget cards of the last construction's payment, by denomination
	lastPayer  int8
	stack      expr.Stack[task]

	refused rulebook.Refusals[Move] // moves the content could not play in this position
	undo    *State                  // reused copy that Apply restores when a script fails
	scratch []expr.Effect           // reused by script runs
}

func (s *State) kinds() int { return len(s.c.cards) }

func (s *State) zone(z int) []uint8 {
	k := len(s.c.cards)
	return s.counts[z*k : (z+1)*k : (z+1)*k]
}

func (s *State) total(z int, d Deck) int { return int(s.totals[z*3+int(d)]) }

// move moves one card of kind k from zone from to zone to. A card that
// leaves the Center leaves as many of the last payment's cards there as
// there are cards of its kind, at most (see paidLeft).
func (s *State) move(k, from, to int) {
	kinds := len(s.c.cards)
	d := int(s.c.cards[k].Deck)
	s.counts[from*kinds+k]--
	s.counts[to*kinds+k]++
	s.totals[from*3+d]--
	s.totals[to*3+d]++
	if from == zCenter {
		s.paidLeft(k)
	}
}

// paidLeft keeps the last payment's cards of kind k (zPaid) no more than
// the cards of that kind in the Center: identical cards are one kind, so
// a card that leaves the Center may be one of the payment's, and a card
// put there later is never one ("Place all budget cards used to pay for
// the construction cost face up ... in the Center", Paying construction
// costs).
func (s *State) paidLeft(k int) {
	kinds := len(s.c.cards)
	if p, c := &s.counts[zPaid*kinds+k], s.counts[zCenter*kinds+k]; *p > c {
		*p = c
	}
}

// moveAll moves every card of deck d from zone from to zone to.
func (s *State) moveAll(d Deck, from, to int) {
	kinds := len(s.c.cards)
	for _, k := range s.deckKinds(d) {
		n := s.counts[from*kinds+k]
		s.counts[from*kinds+k] = 0
		s.counts[to*kinds+k] += n
		if from == zCenter {
			s.paidLeft(k)
		}
	}
	s.totals[to*3+int(d)] += s.totals[from*3+int(d)]
	s.totals[from*3+int(d)] = 0
}

func (s *State) clearZone(z int) {
	kinds := len(s.c.cards)
	clear(s.counts[z*kinds : (z+1)*kinds])
	clear(s.totals[z*3 : z*3+3])
}

func (s *State) deckKinds(d Deck) []int {
	switch d {
	case BudgetDeck:
		return s.c.budget
	case BuildingDeck:
		return s.c.building
	}
	return s.c.planning
}

func (s *State) seats() int { return s.opts.players }

// Game returns "buildershigh".
func (s *State) Game() string { return gameName }

// Seats is the number of players.
func (s *State) Seats() int { return s.opts.players }

// Content is the content the game was set up from.
func (s *State) Content() *Content { return s.c }

// Fingerprint identifies the content the game was set up from.
func (s *State) Fingerprint() string { return s.c.fingerprint }

// First is the seat holding the first-player reference card (Nobody during
// setup, before Chance has chosen it).
func (s *State) First() rulebook.Player {
	if s.first < 0 {
		return rulebook.Nobody
	}
	return rulebook.Player(s.first)
}

// Current is the seat whose turn it is (Nobody during setup).
func (s *State) Current() rulebook.Player {
	if s.round == 0 {
		return rulebook.Nobody
	}
	return rulebook.Player(s.current)
}

// Round is the round being played, from 1; 0 during setup.
func (s *State) Round() int { return int(s.round) }

// Turn is the number of turns begun.
func (s *State) Turn() int { return int(s.turn) }

// Hand returns how many of each card seat p holds, by card id.
func (s *State) Hand(p rulebook.Player) map[string]int { return s.countsOf(handZone(int(p))) }

// PlayArea returns how many of each card lies in seat p's play area.
func (s *State) PlayArea(p rulebook.Player) map[string]int { return s.countsOf(areaZone(int(p))) }

// Center returns the face-up cards in the Center.
func (s *State) Center() map[string]int { return s.countsOf(zCenter) }

// Discard returns the discard pile.
func (s *State) Discard() map[string]int { return s.countsOf(zDiscard) }

// DeckSize is how many cards are left in deck d.
func (s *State) DeckSize(d Deck) int { return s.total(zDeck, d) }

// Achieved reports whether seat p has met the victory condition.
func (s *State) Achieved(p rulebook.Player) bool {
	return p.IsSeat() && int(p) < s.seats() && s.achieved&(1<<p) != 0
}

func (s *State) countsOf(z int) map[string]int {
	if z < 0 || (z+1)*s.kinds() > len(s.counts) {
		return nil
	}
	m := map[string]int{}
	for k, n := range s.zone(z) {
		if n > 0 {
			m[s.c.cards[k].ID] = int(n)
		}
	}
	return m
}

// Clone returns a deep, independent copy.
func (s *State) Clone() *State {
	t := *s
	buf := make([]uint8, len(s.counts))
	copy(buf, s.counts)
	t.counts = buf
	t.totals = append([]int16(nil), s.totals...)
	t.stack = s.stack.Clone()
	t.undo, t.scratch = nil, nil
	return &t
}

// Reads the verbs give scripts.

func (s *State) handSize(p int) int {
	return s.total(handZone(p), BudgetDeck) + s.total(handZone(p), BuildingDeck) + s.total(handZone(p), PlanningDeck)
}

func (s *State) countType(p int, typ string) int { return s.areaMeasure(p, measureBuildings, typ, 0) }

func (s *State) buildings(p int) int { return s.total(areaZone(p), BuildingDeck) }

// areaMeasure measures the buildings in p's play area of type typ ("any"
// for every type) printed at min or more: how many (measureBuildings), how
// many different types (measureTypes), the most copies of one building
// (measureCopies) or their printed costs added up (measureCost).
func (s *State) areaMeasure(p, m int, typ string, min int) int {
	var seen uint64
	n := 0
	area := s.zone(areaZone(p))
	for _, k := range s.c.building {
		c := &s.c.cards[k]
		if area[k] == 0 || (typ != "any" && c.Type != typ) || c.Cost < min {
			continue
		}
		switch m {
		case measureBuildings:
			n += int(area[k])
		case measureCopies:
			n = max(n, int(area[k]))
		case measureCost:
			n += int(area[k]) * c.Cost
		case measureTypes:
			for i, t := range s.c.types {
				if t == c.Type && seen&(1<<i) == 0 {
					seen |= 1 << i
					n++
				}
			}
		}
	}
	return n
}

// builtThisTurn is the building the player to move constructed this turn,
// or -1: a turn has one action, so at most one construction ("A player
// chooses 1 of the 3 actions to conduct in their turn", Round sequence).
// It is the building of a trigger's event, which resolves in that turn.
func (s *State) builtThisTurn() int {
	fresh := s.zone(zFresh)
	for _, k := range s.c.building {
		if fresh[k] > 0 {
			return k
		}
	}
	return -1
}

func (s *State) subjectType(k int) string {
	if k < 0 || k >= s.kinds() {
		return ""
	}
	return s.c.cards[k].Type
}

func (s *State) subjectCost(k int) int {
	if k < 0 || k >= s.kinds() {
		return 0
	}
	return s.c.cards[k].Cost
}

// Places a script names: where cards lie, seen from a player.
const (
	placeNone = iota
	placeHand
	placeArea
	placeCenter
	placeDiscard
	placePaid
)

var placeNames = [...]string{"", "hand", "area", "center", "discard", "paid"}

func parsePlace(s string) int {
	for i, n := range placeNames {
		if n == s && i != placeNone {
			return i
		}
	}
	return placeNone
}

// placeZone is the zone of place for player p.
func placeZone(place, p int) int {
	switch place {
	case placeHand:
		return handZone(p)
	case placeArea:
		return areaZone(p)
	case placeCenter:
		return zCenter
	case placeDiscard:
		return zDiscard
	case placePaid:
		return zPaid
	}
	return -1
}

// avail is how many cards of kind k zone z offers: for the payment, those
// of it still lying in the Center (identical cards are one kind, so a paid
// card that left the Center by other means leaves fewer to take).
func (s *State) avail(z, k int) int {
	if z == zPaid {
		return min(int(s.zone(zPaid)[k]), int(s.zone(zCenter)[k]))
	}
	return int(s.zone(z)[k])
}

// availDeck is how many cards of deck d zone z offers (see avail).
func (s *State) availDeck(z int, d Deck) int {
	if z != zPaid {
		return s.total(z, d)
	}
	n := 0
	for _, k := range s.deckKinds(d) {
		n += s.avail(z, k)
	}
	return n
}

// takeFrom moves a card of kind k from zone z to zone to: from the payment,
// out of the Center.
func (s *State) takeFrom(z, k, to int) {
	if z == zPaid {
		s.zone(zPaid)[k]--
		z = zCenter
	}
	s.move(k, z, to)
}

// cardsIn is how many cards named by which (a deck, "any", or a card id)
// lie in place, seen from player p; 0 for a name that names nothing.
func (s *State) cardsIn(p int, place, which string) int {
	z := placeZone(parsePlace(place), p)
	if z < 0 {
		return 0
	}
	if d, ok := parseDeck(which); ok {
		return s.availDeck(z, d)
	}
	if which == "any" {
		return s.availDeck(z, BudgetDeck) + s.availDeck(z, BuildingDeck) + s.availDeck(z, PlanningDeck)
	}
	k, ok := s.c.byID[which]
	if !ok {
		return 0
	}
	return s.avail(z, k)
}

// paidIndex is the position in the budget denominations of the budget card
// of the given value, or -1.
func (s *State) paidIndex(value int) int {
	for i, k := range s.c.budget {
		if s.c.cards[k].Value == value {
			return i
		}
	}
	return -1
}
