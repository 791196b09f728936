package buildershigh

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/expr"
)

// Event names a moment of play a permanent ability listens to ("on"),
// by anyone: a trigger's filter (when) says whose and what.
type Event uint8

const (
	// NoEvent: the ability has no trigger.
	NoEvent Event = iota
	// Pays fires when a player pays budget cards as a construction cost
	// ("Pay the cost from your hand to the Center").
	Pays
	// Constructs fires when a player constructs a building ("place the
	// building constructed into your play area").
	Constructs
)

// events are the triggers' events, by name, indexed by Event.
var events = expr.NewEvents("", "pay", "construct")

// inForce is how many copies of listener b in player p's play area are in
// force at event ev, player who's construction of building k: the copies
// in the area, the building constructed counted by placed (whether it lies
// there yet) and the event. "Choose one building card from your hand and
// pay it's construction cost. After that, place the building constructed
// into your play area" (Construct): when its cost is paid the building is
// still in the hand, so it does not hear its own payment; its placing is
// the construction, so it hears that.
func (s *State) inForce(ev Event, p, who, k, b int, placed bool) int {
	n := int(s.zone(areaZone(p))[b])
	if p != who || b != k {
		return n
	}
	switch {
	case ev == Pays && placed:
		n--
	case ev == Constructs && !placed:
		n++
	}
	return n
}

// fire pushes the triggers that hear event ev, player who's construction
// of building k (placed in who's play area already) paid with pay: each
// copy of a listener in force (see inForce), in turn order from who's left
// with who last, so that they resolve in that order. A trigger's script
// runs when its turn to resolve comes, so it sees what the triggers before
// it took.
func (s *State) fire(ev Event, who, k int, pay Payment) error {
	listeners := s.c.listeners.Of(int(ev))
	if len(listeners) == 0 {
		return nil
	}
	n := s.seats()
	for i := n; i >= 1; i-- {
		p := (who + i) % n
		for j := len(listeners) - 1; j >= 0; j-- {
			b := listeners[j]
			copies := s.inForce(ev, p, who, k, b, true)
			if copies <= 0 {
				continue
			}
			ok, err := s.hears(b, p, who, k, pay)
			if err != nil {
				return err
			}
			for c := 0; ok && c < copies; c++ {
				s.stack.Push(task{Op: opTrigger, Who: int8(p), Card: int16(b)})
			}
		}
	}
	return nil
}

// appendHeard appends a use of each copy of a listener that hears event ev
// (see fire), for coverage, before building k is placed.
func (s *State) appendHeard(dst []Use, ev Event, who, k int, pay Payment) []Use {
	n := s.seats()
	for i := 1; i <= n; i++ {
		p := (who + i) % n
		for _, b := range s.c.listeners.Of(int(ev)) {
			copies := s.inForce(ev, p, who, k, b, false)
			if copies <= 0 {
				continue
			}
			if ok, err := s.hears(b, p, who, k, pay); ok && err == nil {
				for range copies {
					dst = append(dst, Use{s.c.cards[b].ID, UseAbility})
				}
			}
		}
	}
	return dst
}

// Players a script names ("players as arguments").
const (
	whoNone = iota
	whoLeft
	whoRight
	whoOthers
	whoEveryone
	whoMost
	whoFewest
	whoChosen
	whoOwner
)

var whoNames = [...]string{"", "left", "right", "others", "everyone", "most", "fewest", "chosen", "owner"}

// Measures: what the most and fewest of which pick players count, and
// what area(measure, type, min) reads of a play area.
const (
	measureBuildings = iota + 1 // building cards in the play area
	measureHand                 // cards in hand
	measureTypes                // different building types in the play area
	measureCopies               // the most copies of one building in the play area
	measureCost                 // the printed costs in the play area, added up
)

// areaMeasures name the measures area reads, by measure.
var areaMeasures = map[string]int{"buildings": measureBuildings, "types": measureTypes, "copies": measureCopies, "cost": measureCost}

// parseWho reads a players argument: "left", "right", "others",
// "everyone", "chosen", "owner", or "most X" / "fewest X" with X
// "buildings" or "hand". With single, only one player ("left", "right",
// "chosen" or "owner").
func parseWho(s string, single bool) (who, measure int, ok bool) {
	word, rest, _ := strings.Cut(s, " ")
	for i, n := range whoNames {
		if i == whoNone || n != word {
			continue
		}
		if single && i != whoLeft && i != whoRight && i != whoChosen && i != whoOwner {
			return 0, 0, false
		}
		if i != whoMost && i != whoFewest {
			return i, 0, rest == "" && !strings.Contains(s, " ")
		}
		switch rest {
		case "buildings":
			return i, measureBuildings, true
		case "hand":
			return i, measureHand, true
		}
	}
	return 0, 0, false
}

func whoError(s string, single bool) string {
	if single {
		return fmt.Sprintf("player %q must be \"left\" or \"right\" (the players beside you), \"chosen\" or \"owner\"", s)
	}
	return fmt.Sprintf("players %q must be \"others\", \"everyone\", \"left\", \"right\", \"chosen\", \"owner\", or \"most\" or \"fewest\" with \"buildings\" or \"hand\"", s)
}

// seatOf is the seat a single-player argument names, seen from p doing
// the effects of owner's card: -1 for "chosen" (p chooses).
func (s *State) seatOf(who string, p, owner int) (int, bool) {
	w, _, ok := parseWho(who, true)
	if !ok {
		return 0, false
	}
	n := s.seats()
	switch w {
	case whoLeft:
		return (p + 1) % n, true
	case whoChosen:
		return -1, true
	case whoOwner:
		return owner, true
	}
	return (p + n - 1) % n, true
}

// measure is player p's count of what m measures.
func (s *State) measure(p, m int) int {
	if m == measureHand {
		return s.handSize(p)
	}
	return s.buildings(p)
}

// named reports whether player q is among those who names, seen from p
// doing the effects of owner's card. The most or fewest are every player
// tied for it: "If the number of building cards is the same, those players
// share the victory."
func (s *State) named(w, m, p, owner, q int) bool {
	n := s.seats()
	switch w {
	case whoOwner:
		return q == owner
	case whoLeft:
		return q == (p+1)%n
	case whoRight:
		return q == (p+n-1)%n
	case whoOthers:
		return q != p
	case whoEveryone:
		return true
	}
	best := s.measure(q, m)
	for o := 0; o < n; o++ {
		if v := s.measure(o, m); (w == whoMost && v > best) || (w == whoFewest && v < best) {
			return false
		}
	}
	return true
}

// pushPlayers pushes players(who, effects): each player named does the
// effects as that player, for owner's card, in turn order from p's left
// (you last, or first for "everyone"); who is evaluated now, when the
// pending players step's turn comes: after the effects before it in its
// ability ("Draw 1 building card, then ...").
func (s *State) pushPlayers(e expr.Effect, p, owner int, card int16) error {
	w, m, ok := parseWho(e.Arg, false)
	if !ok {
		return fmt.Errorf("buildershigh: %s: %s", s.c.cards[card].ID, whoError(e.Arg, false))
	}
	if w == whoChosen {
		s.stack.Push(task{Op: opChoosePlayer, Who: int8(p), Card: card, Then: e.Then, For: forOwner(p, owner)})
		return nil
	}
	n := s.seats()
	// Pushed in reverse of play: the last to act first.
	for i := n; i >= 1; i-- {
		q := (p + i) % n
		if w == whoEveryone {
			q = (p + i - 1) % n
		}
		if !s.named(w, m, p, owner, q) {
			continue
		}
		if err := s.pushEffects(e.Then, int8(q), int8(owner), card); err != nil {
			return err
		}
	}
	return nil
}

// among reports whether player p is one of the players who names, seen
// from p: for "most X" and "fewest X", every player tied for it.
func (s *State) among(who string, p int) bool {
	w, m, ok := parseWho(who, false)
	if !ok || w == whoChosen {
		return false
	}
	return s.named(w, m, p, p, p)
}
