package buildershigh

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

// validate checks a decoded state against the rules: seats and rounds in
// range, the turn order (see validTurn), the per-turn bookkeeping within
// the play area, no player with two city planning cards and the choices the
// pending steps hold (see validChoice). The rest of wholeStateChecks
// follows it: the turn's one action, the Center, a setup under way, the
// pending steps in an order play can leave them, and a game that plays on.
// Errors name the JSON path.
func (s *State) validate() error {
	n := s.seats()
	all := uint8(1<<n - 1)
	switch {
	case s.first < -1 || int(s.first) >= n:
		return fmt.Errorf("first: seat %d is not one of %d", s.first, n)
	case s.current < 0 || int(s.current) >= n:
		return fmt.Errorf("current: seat %d is not one of %d", s.current, n)
	case s.lastPayer < -1 || int(s.lastPayer) >= n:
		return fmt.Errorf("last_payer: seat %d is not one of %d", s.lastPayer, n)
	case s.round < 0 || s.round > 0 && s.first < 0:
		return fmt.Errorf("round: round %d with first player %d", s.round, s.first)
	case s.turn < 0 || s.round == 0 && (s.turn != 0 || s.current != 0 || s.actionDone || s.ended):
		return fmt.Errorf("turn: turn %d of round %d", s.turn, s.round)
	case s.achieved&^all != 0:
		return fmt.Errorf("achieved: %b names a seat past the %d players", s.achieved, n)
	case s.planned&^all != 0:
		return fmt.Errorf("planned: %b names a seat past the %d players", s.planned, n)
	case s.round == 0 && !s.over && len(s.stack) == 0:
		return fmt.Errorf("pending: the setup is under way, and it waits on Chance")
	case s.over && len(s.stack) > 0:
		return fmt.Errorf("pending: the game is over with %d steps pending", len(s.stack))
	case s.over && s.achieved == 0 && (s.opts.roundLimit <= 0 || int(s.round) < s.opts.roundLimit):
		return fmt.Errorf("over: the game is over but nobody met the victory condition nor did the round limit stop it")
	}
	if err := s.validTurn(); err != nil {
		return err
	}
	area := s.zone(areaZone(int(s.current)))
	for k, card := range s.c.cards {
		if f, u := s.zone(zFresh)[k], s.zone(zUsed)[k]; int(f)+int(u) > int(area[k]) || (f > 0 || u > 0) && (card.Deck != BuildingDeck || s.round == 0) {
			return fmt.Errorf("zones: %d %s built and %d used this turn, %v has %d in play", f, card.ID, u, rulebook.Player(s.current), area[k])
		}
	}
	for p := 0; p < n; p++ {
		if m := s.total(areaZone(p), PlanningDeck); m > 1 || (m == 1) != (s.planned&(1<<p) != 0) {
			return fmt.Errorf("planned: %v holds %d city planning cards, planned says %t", rulebook.Player(p), m, s.planned&(1<<p) != 0)
		}
		// "If any player have a city planning card in their play area and
		// they have no cards in their hand, that player achieves the
		// victory condition" (Easy Mode: the empty hand alone); a city
		// planning card never leaves a play area.
		if s.achieved&(1<<p) != 0 && !s.opts.easy && s.planned&(1<<p) == 0 {
			return fmt.Errorf("achieved: %v met the victory condition with no city planning card in its play area", rulebook.Player(p))
		}
	}
	choose := 0
	for _, t := range s.stack {
		if t.Op == opChooseFirst {
			choose++
		}
	}
	if want := boolInt(s.round == 0 && s.first < 0 && !s.over); choose != want {
		return fmt.Errorf("pending: %d steps choose the first player; the setup chooses one, once (first is %d, round %d)", choose, s.first, s.round)
	}
	for i, t := range s.stack {
		if err := s.validChoice(t); err != nil {
			return fmt.Errorf("pending[%d].%w", i, err)
		}
	}
	return nil
}

// wholeStateChecks are Decode's checks of a restored state as a whole, in
// order, once restore has every field in place.
var wholeStateChecks = []func(*State) error{(*State).validate, (*State).validAction, (*State).validCenter, (*State).validSetup,
	(*State).settled, rulebook.Playable[*State, Move]}

// validTurn checks the turn order ("Players take turns in clockwise order
// starting with the first player"), each round one turn a player, so the
// turn number says whose turn it is and which round. A game over ended on
// the turn of the seat that ends it: the round's last (or, with
// end_of_game=literal-left, the first player's left once someone met the
// victory condition). A game the round limit stops is not played past it.
func (s *State) validTurn() error {
	n := int32(s.seats())
	if s.round == 0 {
		return nil
	}
	if want := (int32(s.first) + s.turn - 1) % n; s.turn < 1 || int32(s.current) != want {
		return fmt.Errorf("current: %v plays turn %d, and the turn order from the first player %v says %v", rulebook.Player(s.current), s.turn, rulebook.Player(s.first), rulebook.Player(want))
	}
	if want := (s.turn-1)/n + 1; int32(s.round) != want {
		return fmt.Errorf("round: turn %d is in round %d, not %d", s.turn, want, s.round)
	}
	end := (int32(s.first) + n - 1) % n
	if s.achieved != 0 && s.opts.endOfGame == endLiteralLeft {
		end = (int32(s.first) + 1) % n
	}
	switch {
	case s.over && int32(s.current) != end:
		return fmt.Errorf("over: the game ended on the turn of %v, and %v ends it", rulebook.Player(s.current), rulebook.Player(end))
	case !s.over && s.achieved == 0 && s.opts.roundLimit > 0 && int(s.round) > s.opts.roundLimit:
		return fmt.Errorf("round: round %d, past the round limit %d, which stops a game nobody has won", s.round, s.opts.roundLimit)
	}
	return nil
}

// validChoice checks the effects a choice step t holds (a may, an either,
// a player to choose) or a players step: each branch pushes as its play will push it (a
// count in range, a deck, a place or a seat the effect takes), and so do
// the choices it holds in turn. It pushes onto an emptied stack of s and
// puts the stack back: pushing reads s, and changes nothing else.
func (s *State) validChoice(t task) error {
	if t.Op != expr.OpMay && t.Op != expr.OpEither && t.Op != opChoosePlayer && t.Op != opPlayers && t.Op != expr.OpLoop {
		return nil
	}
	owner := t.Who
	if t.For > 0 {
		owner = t.For - 1
	}
	saved := s.stack
	defer func() { s.stack = saved }()
	for i, branch := range [][]expr.Effect{t.Then, t.Else} {
		s.stack = nil
		if err := s.pushEffects(branch, t.Who, owner, t.Card); err != nil {
			return fmt.Errorf("%s: %w", [2]string{"then", "else"}[i], err)
		}
		for _, u := range s.stack {
			if err := s.validChoice(u); err != nil {
				return fmt.Errorf("%s: %w", [2]string{"then", "else"}[i], err)
			}
		}
	}
	return nil
}

// validAction checks the turn's action against its traces: "A player
// chooses 1 of the 3 actions to conduct in their turn", and a payment, a
// building built this turn and a city planning check come only of
// Construct: a payment waits alone (Construct is chosen with nothing
// pending, and the payment is its decision), at most one building is built
// a turn, by the player who paid last, and each of these means the action
// is done.
func (s *State) validAction() error {
	if s.round == 0 {
		return nil
	}
	built := 0
	for _, f := range s.zone(zFresh) {
		built += int(f)
	}
	pay, planning := -1, false
	for i, t := range s.stack {
		if t.Op == opPay {
			pay = i
		}
		planning = planning || t.Op == opPlanning
	}
	switch {
	case built > 1:
		return fmt.Errorf("zones.built_this_turn: %d buildings built this turn, and a turn has one action", built)
	case pay >= 0 && (len(s.stack) > 1 || built > 0):
		return fmt.Errorf("pending[%d]: a payment with %d other steps pending and %d buildings built this turn; it waits alone", pay, len(s.stack)-1, built)
	case (built > 0 || pay >= 0 || planning) && !s.actionDone:
		return fmt.Errorf("action_done: false, and this turn's Construct is under way or done")
	case built > 0 && s.lastPayer != s.current:
		return fmt.Errorf("last_payer: %v, and %v built this turn", rulebook.Player(s.lastPayer), rulebook.Player(s.current))
	}
	return nil
}

// validCenter checks the cards of the Center against what plays them
// there. City planning cards: "reveal 1 card plus the number of players
// from the city planning deck face up" (Setting Up the Center); an
// achieved one leaves for a play area and is not replaced, a replaced one
// is discarded for the next of the deck; so the Center's, the achieved and
// those still to be revealed are always that many (none in Easy Mode, which
// removes them from the game), and none is ever in a hand. Building cards:
// "Reveal 9 cards from the building deck face up", refilled at the end of
// each turn (center_refill's default) unless no card is left to draw but
// the Center's own, so a turn begins with 9 (or more) of them.
func (s *State) validCenter() error {
	n := s.seats()
	want := n + s.c.planningExtra
	if s.opts.easy {
		want = 0
	}
	have := s.total(zCenter, PlanningDeck)
	for p := 0; p < n; p++ {
		have += s.total(areaZone(p), PlanningDeck)
		if h := s.total(handZone(p), PlanningDeck); h > 0 {
			return fmt.Errorf("zones.%s: %d city planning cards in a hand", s.zoneName(handZone(p)), h)
		}
	}
	for _, t := range s.stack {
		if t.Op == opDrawCard && t.Deck == PlanningDeck {
			have += int(t.N)
		}
	}
	if have != want {
		return fmt.Errorf("zones.center: %d city planning cards in the Center, achieved or still to be revealed; the game has %d there", have, want)
	}
	if s.round == 0 || s.over || s.actionDone || len(s.stack) > 0 || s.opts.refill != refillTurnEnd {
		return nil
	}
	for _, u := range s.zone(zUsed) {
		if u > 0 {
			return nil // a hand ability used before the action: the turn has begun
		}
	}
	if c, left := s.total(zCenter, BuildingDeck), s.total(zDeck, BuildingDeck)+s.total(zDiscard, BuildingDeck); c < s.c.centerBuildings && left > 0 {
		return fmt.Errorf("zones.center: turn %d begins with %d building cards in the Center and %d left to draw; the refill reveals %d", s.turn, c, left, s.c.centerBuildings)
	}
	return nil
}

// validSetup checks a save taken during the setup against the setup: its
// deals (each hand's 5 budget then 5 building cards, the first player, the
// Center's 9 building cards and its city planning cards, in that order)
// are replayed on a new game of the same options, at each Chance draw a
// card the save shows dealt, and the pending steps must be the ones those
// deals leave.
func (s *State) validSetup() error {
	if s.round != 0 || s.over {
		return nil
	}
	opts, err := ParseOptions(s.Options())
	if err != nil {
		return fmt.Errorf("options: %w", err)
	}
	sim, err := New(s.c, opts...)
	if err != nil {
		return fmt.Errorf("options: %w", err)
	}
	for sim.first != s.first || !slices.Equal(sim.counts, s.counts) {
		t := sim.stack.Top()
		if t == nil || sim.round != 0 {
			return fmt.Errorf("zones: the setup deals no such cards")
		}
		m := Move{Action: ActFirst, Seat: rulebook.Player(s.first)}
		switch {
		case t.Op == opChooseFirst && s.first < 0:
			return fmt.Errorf("first: none, and the setup chooses one before it deals the Center")
		case t.Op == opDrawCard:
			z, k := int(t.Dest), -1
			for _, j := range s.deckKinds(t.Deck) {
				if s.zone(z)[j] > sim.zone(z)[j] {
					k = j
					break
				}
			}
			if k < 0 {
				return fmt.Errorf("zones.%s: the setup deals it %d more %v cards before the cards the save shows elsewhere", s.zoneName(z), t.N, t.Deck)
			}
			m = Move{Action: ActCard, Card: s.c.cards[k].ID}
		}
		if err := sim.Apply(m); err != nil {
			return fmt.Errorf("the setup: %w", err)
		}
	}
	if sim.round != 0 {
		return fmt.Errorf("round: 0, and the setup is over once it has dealt these cards")
	}
	for i := range max(len(s.stack), len(sim.stack)) {
		if i >= len(s.stack) || i >= len(sim.stack) || !sameStep(s.stack[i], sim.stack[i]) {
			return fmt.Errorf("pending[%d]: the setup's deals so far leave %d steps, %s", i, len(sim.stack), stepWords(sim.stack, i))
		}
	}
	return nil
}

// stepWords names the op of step i of stack, for an error.
func stepWords(stack []task, i int) string {
	if i >= len(stack) {
		return "none here"
	}
	name, _ := saveOps.Name(stack[i].Op)
	return fmt.Sprintf("a %s step here (seat %d, %d times)", name, stack[i].Who, stack[i].N)
}

// sameStep reports whether a and b are the same pending step.
func sameStep(a, b task) bool {
	return a.Op == b.Op && a.Who == b.Who && a.Card == b.Card && a.N == b.N && a.Deck == b.Deck && a.Dest == b.Dest &&
		a.Mask == b.Mask && a.Label == b.Label && a.For == b.For && a.Kind == b.Kind && a.Arg == b.Arg && a.Loop == b.Loop && len(a.Then)+len(a.Else)+len(b.Then)+len(b.Else) == 0
}

// settled checks that the pending steps wait on a decision: play never
// leaves a step that needs none on top.
func (s *State) settled() error { return rulebook.Settled(s, (*State).settle) }

// validTask checks one pending step's fields against its op.
func (s *State) validTask(t task) error {
	c, n := s.c, s.seats()
	seat := t.Who >= 0 && int(t.Who) < n
	card := func(d Deck) bool { return t.Card >= 0 && c.cards[t.Card].Deck == d }
	switch {
	case t.Who < -1 || int(t.Who) >= n:
		return fmt.Errorf("who: seat %d is not one of %d", t.Who, n)
	case t.For < 0 || int(t.For) > n || t.For > 0 && (t.Who < 0 || int(t.For)-1 == int(t.Who)):
		return fmt.Errorf("for: %d does not name another seat whose card the step serves", t.For)
	case t.N < 0:
		return fmt.Errorf("n: %d times", t.N)
	case t.Mask != 0 && (t.Op != opPlanning || t.Mask>>len(c.planning) != 0):
		return fmt.Errorf("mask: %b is not a set of the %d city planning cards", t.Mask, len(c.planning))
	case (t.Kind != 0) != (t.Op == expr.OpEach || t.Op == expr.OpChoose) || t.Arg != "" && !expr.IsLoop(t.Op) || t.Loop != 0 && t.Op != expr.OpLoop:
		return fmt.Errorf("kind: a %s step with kind %q, script %q and loop %d (only a for_each or choose_n has a kind, a repeat a loop)", saveName(t.Op), t.Kind, t.Arg, t.Loop)
	case (t.Then != nil || t.Else != nil) && t.Op != expr.OpMay && t.Op != expr.OpLoop && t.Op != expr.OpEither && !((t.Op == opChoosePlayer || t.Op == opPlayers) && t.Else == nil):
		return fmt.Errorf("then: a %s step has no effects to choose from", opNames[t.Op])
	}
	bad := ""
	switch t.Op {
	case expr.OpMay, expr.OpEither, opChoosePlayer:
		if !seat || t.Card < 0 {
			bad = "a choice belongs to a seat and comes from a card"
		}
	case opPlayers:
		if _, _, ok := parseWho(t.Label, false); !seat || t.Card < 0 || t.N != 0 || !ok {
			bad = "the players a card's ability names (" + whoError(t.Label, false) + ") do its effects"
		}
	case expr.OpLoop:
		if err := s.validRepeat(t); err != nil {
			return err
		}
		if !seat || t.Card < 0 || !card(BuildingDeck) || t.Else != nil {
			bad = "a repeat belongs to a seat and comes from a building card"
		}
	case expr.OpEach, expr.OpChoose:
		if err := s.validLoop(t); err != nil {
			return err
		}
		if !seat || t.Card < 0 || !card(BuildingDeck) || t.Op == expr.OpChoose && t.N == 0 {
			bad = "a for_each or choose_n (with a choice left) belongs to a seat and comes from a building card"
		}
	case opChooseFirst, opRefill, opNextTurn:
	case opDrawCard:
		if t.Deck > PlanningDeck || int(t.Dest) != zCenter && (t.Dest < zSeats || (int(t.Dest)-zSeats)%2 != 0) {
			bad = "a card is drawn from a deck into a hand or the Center"
		}
	case opChooseDeck, opDiscard, opReplan, opPlanning:
		if !seat || t.N > maxCount || t.Deck > PlanningDeck {
			bad = "the step belongs to a seat and is done at most " + fmt.Sprint(maxCount) + " times"
		}
	case opGive:
		if !seat || t.N > maxCount || t.Dest != zDeck && (t.Dest < zSeats || (int(t.Dest)-zSeats)%2 != 0) {
			bad = "a seat gives at most " + fmt.Sprint(maxCount) + " cards to a seat's hand (or to a player it chooses)"
		}
	case opTake, opGiveBack:
		if !seat || t.N > maxCount || t.Deck != BudgetDeck && t.Deck != BuildingDeck || t.Op == opTake && !takenFrom(int(t.Dest)) {
			bad = "the step belongs to a seat and concerns budget or building cards (taken from the Center, the discard pile or the payment)"
		}
	case opPay:
		if t.Who != s.current || !card(BuildingDeck) || s.zone(handZone(int(t.Who)))[t.Card] == 0 {
			bad = "the player to move pays for a building card in their hand"
		}
	case opTakeCard:
		if !seat || t.Card < 0 || t.N > maxCount || !takenFrom(int(t.Dest)) || t.Dest == zPaid && !card(BudgetDeck) {
			bad = "a seat takes a card it names from the Center, the discard pile or the payment"
		}
	case opTrigger:
		if !seat || t.Card >= 0 && (!card(BuildingDeck) || !resolvesAsStep(&c.cards[t.Card])) {
			bad = "a building's trigger or lightning ability fires for a seat"
		}
	default:
		bad = "it is an effect scripts return, never a pending step"
	}
	if bad != "" {
		return fmt.Errorf("op: a %s step is malformed: %s", saveName(t.Op), bad)
	}
	return nil
}

// saveName is op's name in a save.
func saveName(op expr.Op) string {
	name, _ := saveOps.Name(op)
	return name
}

// resolvesAsStep reports whether card b's ability is one a trigger step
// resolves: a permanent ability with an event, or a lightning ability (a
// hand ability is used by its owner's move, a cost modifier never runs).
func resolvesAsStep(b *Card) bool {
	return b.Timing == Permanent && b.On != NoEvent || b.Timing == Lightning
}

// takenFrom reports whether cards may be taken from zone z.
func takenFrom(z int) bool { return z == zCenter || z == zDiscard || z == zPaid }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
