package buildershigh

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// emptyBuildingDeck moves every building card left in the deck to the
// discard pile but keep, which stay in the deck.
func emptyBuildingDeck(s *State, keep int) {
	for _, k := range s.c.building {
		for s.total(zDeck, BuildingDeck) > keep && s.zone(zDeck)[k] > 0 {
			s.move(k, zDeck, zDiscard)
		}
	}
}

// centerAfterTake has p0 procure a Bank from the Center of the standard
// four-player deal, with the building deck holding deckLeft cards and the
// rest of it in the discard pile, and plays Chance to the start of p1's
// turn.
func centerAfterTake(t *testing.T, deckLeft int, opts ...Option) *State {
	t.Helper()
	s := newFourPlayer(t, opts...)
	emptyBuildingDeck(s, deckLeft)
	play(t, s, "take bank")
	resolveChance(t, s)
	if s.Current() != 1 || s.ToMove() != 1 {
		t.Fatalf("after p0's Procure, %v's turn with %v to move (%s); want p1's", s.Current(), s.ToMove(), s.Prompt())
	}
	return s
}

// TestCenterRefill: "Reveal 9 cards from the building deck face up"
// (Setting Up the Center) is all the rulebook says of the Center's building
// cards; whether they are refilled is the option center_refill. By default
// the Center is refilled at the end of each turn until 9 lie face up, and
// when the building deck runs out during the refill, "If you need to draw
// cards when the deck is depleted, shuffle the cards in the Center and the
// discard pile face down to create a new deck" (When the deck runs out)
// holds for it too: the refill goes on from the new deck until 9 lie face
// up again.
func TestCenterRefill(t *testing.T) {
	tests := []struct {
		reason   string
		deckLeft int // building cards left in the deck, the rest discarded
		opts     []Option
		center   int // building cards face up in the Center at p1's turn
		deck     int // building cards in the deck then
		discard  int // building cards in the discard pile then
	}{
		{"end-of-turn (default): the Center is refilled to 9 from the deck", 25, nil, 9, 24, 0},
		{"never: the Center keeps the 8 left after the Procure", 25, []Option{WithRule("center_refill", refillNever)}, 8, 25, 0},
		{"the deck is empty at the refill: the Center's 8 and the discard pile's 25 make a new deck, and 9 are revealed from it",
			0, nil, 9, 24, 0},
		{"the deck runs out during the refill with discard-only: the discard pile alone makes the new deck",
			0, []Option{WithRule("reshuffle", reshuffleDisc)}, 9, 24, 0},
	}
	for _, tc := range tests {
		s := centerAfterTake(t, tc.deckLeft, tc.opts...)
		got := []int{s.total(zCenter, BuildingDeck), s.DeckSize(BuildingDeck), s.total(zDiscard, BuildingDeck)}
		if diff := cmp.Diff([]int{tc.center, tc.deck, tc.discard}, got); diff != "" {
			t.Errorf("%s: building cards in the Center, the deck and the discard pile (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestCenterRefillRunsShort: when every building card left to draw has been
// revealed, the refill stops short of 9 rather than reshuffling the Center
// into a deck of its own cards over and over.
func TestCenterRefillRunsShort(t *testing.T) {
	s := newFourPlayer(t)
	// Every building card but the Center's and the hands' is out of play in
	// p2's and p3's play areas: the deck and the discard pile are empty.
	for _, k := range s.c.building {
		for s.zone(zDeck)[k] > 0 {
			s.move(k, zDeck, areaZone(2+int(s.zone(zDeck)[k])%2))
		}
	}
	play(t, s, "take bank")
	if s.ToMove() != 1 {
		t.Fatalf("with nothing to refill from, %v is to move (%s); want p1", s.ToMove(), s.Prompt())
	}
	if got := s.total(zCenter, BuildingDeck); got != 8 {
		t.Errorf("the Center holds %d building cards, want the 8 left", got)
	}
}

// TestReshuffleTakesTheCenter: "If you need to draw cards when the deck is
// depleted, shuffle the cards in the Center and the discard pile face down
// to create a new deck" (When the deck runs out). Budget and building cards
// have different backs, so the new deck is of the depleted deck's kind: the
// Center's face-up cards of that kind and the discard pile's (option
// reshuffle, default center-and-discard), or the discard pile's alone
// (discard-only). The Center's other cards stay.
func TestReshuffleTakesTheCenter(t *testing.T) {
	tests := []struct {
		reason string
		opts   []Option
		deck   int // building cards in the new deck, before the draw
		center int // building cards left in the Center
	}{
		{"center-and-discard (default): the Center's 9 buildings and the discard pile's 25", nil, 34, 0},
		{"discard-only: the discard pile's 25; the Center keeps its 9", []Option{WithRule("reshuffle", reshuffleDisc)}, 25, 9},
	}
	for _, tc := range tests {
		s := newFourPlayer(t, tc.opts...)
		emptyBuildingDeck(s, 0)
		budget := s.Center()
		play(t, s, "draw", "from building")
		if s.ToMove() != rulebook.Chance {
			t.Fatalf("%s: drawing from the empty building deck: %v to move (%s), want Chance", tc.reason, s.ToMove(), s.Prompt())
		}
		if got := []int{s.DeckSize(BuildingDeck), s.total(zCenter, BuildingDeck)}; !cmp.Equal([]int{tc.deck, tc.center}, got) {
			t.Errorf("%s: building cards in the new deck and in the Center: got %v, want [%d %d]", tc.reason, got, tc.deck, tc.center)
		}
		after := s.Center()
		for _, id := range standardPlanning {
			if after[id] != budget[id] {
				t.Errorf("%s: the reshuffle of the building deck moved the city planning card %s", tc.reason, id)
			}
		}
	}
}

// TestBudgetReshuffleTakesThePaidCards: "Place all budget cards used to pay
// for the construction cost face up, sorted by type next to the budget deck
// in the Center" (Paying construction costs), and "If you need to draw
// cards when the deck is depleted, shuffle the cards in the Center and the
// discard pile face down to create a new deck" (When the deck runs out): a
// depleted budget deck is made anew from the paid budget cards face up in
// the Center and the discarded ones (reshuffle, default center-and-discard),
// or from the discarded ones alone (discard-only). The Center's building
// cards stay: they have the other back. p0 pays a Bank with a 10M; p1
// draws a budget card from the empty budget deck.
func TestBudgetReshuffleTakesThePaidCards(t *testing.T) {
	tests := []struct {
		reason string
		opts   []Option
		deck   int // budget cards in the new deck, before the draw
		center int // budget cards left face up in the Center
	}{
		{"center-and-discard (default): the paid 10M and the 25 discarded", nil, 26, 0},
		{"discard-only: the 25 discarded; the paid 10M stays face up", []Option{WithRule("reshuffle", reshuffleDisc)}, 25, 1},
	}
	for _, tc := range tests {
		s := newFourPlayer(t, tc.opts...)
		play(t, s, "build bank", "pay 10")
		resolveChance(t, s)
		for _, k := range s.c.budget {
			for s.zone(zDeck)[k] > 0 {
				s.move(k, zDeck, zDiscard)
			}
		}
		play(t, s, "draw", "from budget")
		if s.ToMove() != rulebook.Chance {
			t.Fatalf("%s: drawing from the empty budget deck: %v to move (%s), want Chance", tc.reason, s.ToMove(), s.Prompt())
		}
		got := []int{s.DeckSize(BudgetDeck), s.total(zCenter, BudgetDeck), s.total(zDiscard, BudgetDeck), s.total(zCenter, BuildingDeck)}
		if diff := cmp.Diff([]int{tc.deck, tc.center, 0, 9}, got); diff != "" {
			t.Errorf("%s: budget cards in the new deck, the Center and the discard pile, and building cards in the Center (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestRefillAfterAReshuffleByProcure: p0 procures two building cards from
// an empty building deck. "If you need to draw cards when the deck is
// depleted, shuffle the cards in the Center and the discard pile face down
// to create a new deck" (When the deck runs out) takes the Center's 9 into
// the new deck (reshuffle's default), and the end of the turn
// (center_refill's default) reveals 9 from that deck again; with
// discard-only the Center keeps its 9 and nothing is revealed. Either way
// p1's turn begins with 9 face up and 23 in the deck.
func TestRefillAfterAReshuffleByProcure(t *testing.T) {
	for _, tc := range []struct {
		reason   string
		opts     []Option
		newDeck  int // building cards in the deck made anew
		revealed int // building cards the refill revealed
	}{
		{"center-and-discard (default): the Center's 9 and the 25 discarded; the refill reveals 9", nil, 34, 9},
		{"discard-only: the 25 discarded; the Center is full", []Option{WithRule("reshuffle", reshuffleDisc)}, 25, 0},
	} {
		s := newFourPlayer(t, tc.opts...)
		emptyBuildingDeck(s, 0)
		play(t, s, "draw", "from building")
		if got := s.DeckSize(BuildingDeck); got != tc.newDeck {
			t.Errorf("%s: the new building deck holds %d cards, want %d", tc.reason, got, tc.newDeck)
		}
		resolveChance(t, s)
		play(t, s, "from building")
		reveals := 0
		for s.ToMove() == rulebook.Chance {
			if s.stack.Top().Dest == zCenter {
				reveals++
			}
			resolveChance1(t, s)
		}
		got := []int{reveals, s.total(zCenter, BuildingDeck), s.DeckSize(BuildingDeck), s.total(handZone(0), BuildingDeck)}
		if diff := cmp.Diff([]int{tc.revealed, 9, 23, 7}, got); diff != "" {
			t.Errorf("%s: cards revealed in the Center, then building cards in the Center, the deck and p0's hand (-want +got):\n%s", tc.reason, diff)
		}
		if s.Current() != 1 || s.ToMove() != 1 {
			t.Errorf("%s: %v's turn, %v to move (%s); want p1's", tc.reason, s.Current(), s.ToMove(), s.Prompt())
		}
	}
}

// TestPlanningDeckIsNotMadeAnew: "If you need to draw cards when the deck
// is depleted, shuffle the cards in the Center and the discard pile face
// down to create a new deck" (When the deck runs out) speaks of the cards a
// player draws; city planning cards are revealed in the Center, not drawn,
// and their face-up players + 1 are the Center's goals. So a depleted city
// planning deck is not made anew: a City Hall ("You may replace 1 face-up
// city planning card in the Center with the next card of the city planning
// deck") with no card left in it replaces nothing, and the city planning
// cards a City Hall put in the discard pile stay there. Its "may" is still
// asked: "unless it states "may" in its ability where you could choose to
// resolve or not" gives the choice, whether or not resolving can change
// anything. (The shipped content cannot reach this: at 5 players the deck
// keeps 9 - 6 = 3 cards, one for each of the 3 City Halls.)
func TestPlanningDeckIsNotMadeAnew(t *testing.T) {
	s := deal(t, 4, fourHands(), 2, standardCenter, standardPlanning)
	for _, k := range s.c.planning { // the rest of the deck, as if replaced by City Halls
		if s.zone(zDeck)[k] > 0 {
			s.move(k, zDeck, zDiscard)
		}
	}
	center, discard := s.Center(), s.Discard()
	play(t, s, "build city-hall", "pay 10+10")
	if diff := cmp.Diff([]string{"yes", "no"}, legalStrings(s)); diff != "" {
		t.Fatalf("the City Hall's may with an empty city planning deck (-want +got):\n%s", diff)
	}
	play(t, s, "yes")
	resolveChance(t, s)
	if s.Current() != 3 || s.DeckSize(PlanningDeck) != 0 {
		t.Errorf("after the City Hall: %v's turn, %d city planning cards in the deck; want p3's, 0", s.Current(), s.DeckSize(PlanningDeck))
	}
	for _, k := range s.c.planning {
		id := s.c.cards[k].ID
		if s.Center()[id] != center[id] || s.Discard()[id] != discard[id] {
			t.Errorf("%s: Center %d, discard %d; want %d, %d as before", id, s.Center()[id], s.Discard()[id], center[id], discard[id])
		}
	}
}

// TestReshuffleOnlyWhenADrawNeedsIt: "If you need to draw cards when the
// deck is depleted, shuffle the cards in the Center and the discard pile
// face down to create a new deck" (When the deck runs out): the new deck
// is made when a draw needs it, not as the last card is drawn. p0 draws the
// budget deck's last card and then a building card; the discard pile keeps
// its budget cards, face up for all to see, through p1's turn, until p2
// draws a budget card.
func TestReshuffleOnlyWhenADrawNeedsIt(t *testing.T) {
	s := newFourPlayer(t)
	for _, k := range s.c.budget {
		for s.zone(zDeck)[k] > 0 && s.total(zDeck, BudgetDeck) > 1 {
			s.move(k, zDeck, zDiscard)
		}
	}
	discarded := s.total(zDiscard, BudgetDeck)
	play(t, s, "draw", "from budget")
	resolveChance(t, s)
	table := func() []int { return []int{s.DeckSize(BudgetDeck), s.total(zDiscard, BudgetDeck)} }
	if diff := cmp.Diff([]int{0, discarded}, table()); diff != "" {
		t.Fatalf("after the budget deck's last card: budget cards in the deck and the discard pile (-want +got):\n%s", diff)
	}
	play(t, s, "from building")
	resolveChance(t, s)
	play(t, s, "draw", "from building")
	resolveChance(t, s)
	play(t, s, "from building")
	resolveChance(t, s)
	if diff := cmp.Diff([]int{0, discarded}, table()); diff != "" {
		t.Fatalf("at p2's turn, nobody having drawn a budget card: budget cards in the deck and the discard pile (-want +got):\n%s", diff)
	}
	play(t, s, "draw", "from budget")
	if diff := cmp.Diff([]int{discarded, 0}, table()); diff != "" || s.ToMove() != rulebook.Chance {
		t.Errorf("p2 draws a budget card (%s): budget cards in the deck and the discard pile (-want +got):\n%s", s.Prompt(), diff)
	}
}

// TestCenterRefilledAtTheEndOfTheTurn: center_refill "end-of-turn" reveals
// building cards "at the end of each turn" (rules.yaml), so not as soon as
// the Procure has taken one: while p0 may still use its Recycling Plant
// (a hand ability, "Activate during your turn") the Center holds the 8
// left, and the refill to 9 comes when p0 ends the turn.
func TestCenterRefilledAtTheEndOfTheTurn(t *testing.T) {
	s := newFourPlayer(t)
	setCounts(t, s, areaZone(0), "recycling-plant", 1)
	play(t, s, "take bank")
	if s.ToMove() != 0 || s.total(zCenter, BuildingDeck) != 8 {
		t.Fatalf("after the Procure, with a hand ability unused: %v to move (%s), %d building cards in the Center; want p0, 8",
			s.ToMove(), s.Prompt(), s.total(zCenter, BuildingDeck))
	}
	play(t, s, "use recycling-plant", "no")
	if s.ToMove() != rulebook.Chance || s.total(zCenter, BuildingDeck) != 8 {
		t.Fatalf("as p0's turn ends: %v to move (%s), %d building cards in the Center; want Chance to reveal the 9th",
			s.ToMove(), s.Prompt(), s.total(zCenter, BuildingDeck))
	}
	resolveChance(t, s)
	if s.Current() != 1 || s.total(zCenter, BuildingDeck) != 9 {
		t.Errorf("at p1's turn %v's turn, %d building cards in the Center; want p1's, 9", s.Current(), s.total(zCenter, BuildingDeck))
	}
}

// TestNoRefillAfterTheLastTurn: "Once any player has met the victory
// conditions, continue playing until the player to the right of the first
// player finish their turn and the game ends" (End of the game; the
// errata's "LEFT" is end_of_game "literal-left"). center_refill
// "end-of-turn" refills the Center "at the end of each turn" (rules.yaml),
// but the game ends with the last turn: a game over owes no reveal, which
// a table that has stopped playing would not make and a record of it
// would not hold. So the last turn's Procure of a Center building leaves 8
// face up and the game over; a turn that is not the last is refilled. The
// round limit's stop (not a rule) is an end too. p2 meets the victory
// condition in Easy Mode (an empty hand) in round 1, except with the round
// limit, where nobody does.
func TestNoRefillAfterTheLastTurn(t *testing.T) {
	type table struct {
		Reveals int             // Chance's reveals after the Procure
		Over    bool            // the game is over then
		ToMove  rulebook.Player // and who is to move
		Center  int             // building cards face up in the Center
	}
	for _, tc := range []struct {
		reason string
		opts   []Option
		win    bool            // p2 empties its hand with a Park in round 1
		taker  rulebook.Player // who procures the Bank from the Center
		want   table
	}{
		{"round (default): p3 closes the round, and the game ends with its turn",
			nil, true, 3, table{0, true, rulebook.Nobody, 8}},
		{"literal-left: p3's turn is not the last, and the Center is refilled",
			[]Option{WithRule("end_of_game", endLiteralLeft)}, true, 3, table{1, false, 0, 9}},
		{"literal-left: the turn of p1, on the first player's left, is the last",
			[]Option{WithRule("end_of_game", endLiteralLeft)}, true, 1, table{0, true, rulebook.Nobody, 8}},
		{"round limit 1: nobody has met the victory condition, and p3's turn ends the game",
			[]Option{WithRule("round_limit", "1")}, false, 3, table{0, true, rulebook.Nobody, 8}},
	} {
		s := newFourPlayer(t, append([]Option{WithEasyMode(true)}, tc.opts...)...)
		setCounts(t, s, handZone(0), "park", 0) // the third Park, for p2
		arrange(t, s, handZone(2), map[string]int{"park": 1, "2m": 2})
		if tc.win {
			drawRound(t, s, 2)
			play(t, s, "build park", "pay 2+2")
			resolveChance(t, s)
			if !s.Achieved(2) {
				t.Fatalf("%s: p2 emptied its hand in Easy Mode but has not met the victory condition", tc.reason)
			}
		}
		drawRound(t, s, tc.taker)
		play(t, s, "take bank")
		var got table
		for s.ToMove() == rulebook.Chance {
			got.Reveals++
			resolveChance1(t, s)
		}
		got.Over, got.ToMove, got.Center = s.Over(), s.ToMove(), s.total(zCenter, BuildingDeck)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: after %v procures the Bank (-want +got):\n%s", tc.reason, tc.taker, diff)
		}
	}
}

// TestReplaceMakesADepletedDeckAnew: "If you need to draw cards when the
// deck is depleted, shuffle the cards in the Center and the discard pile
// face down to create a new deck" (When the deck runs out) holds for the
// replace verb's "next card of the deck" as for the refill: a budget or
// building deck that has run out is made anew for it, and only a city
// planning deck is not (TestPlanningDeckIsNotMadeAnew). Here the City
// Hall is edited to "You may replace 1 face-up building card in the Center
// with the next card of the building deck", and p2 builds it with the
// building deck empty and the other 25 building cards in the discard pile.
func TestReplaceMakesADepletedDeckAnew(t *testing.T) {
	useEdited(t, "buildings.yaml",
		`'cards("center", "planning") > 0 ? may("replace a city planning card", replace("planning", 1)) : none()'`,
		`may("replace a building card", replace("building", 1))`)
	type table struct {
		Picks          int // the Center's building cards offered to replace
		Deck, Discard  int // building cards in the deck and the discard pile as Chance reveals
		Center, Banks  int // building cards face up then, and Banks among them
		RevealedCenter int // building cards face up once the turn's reveals are done
	}
	for _, tc := range []struct {
		reason string
		opts   []Option
		want   table
	}{
		{"center-and-discard (default): the replaced Bank, the discard pile's 25 and the Center's other 8 make the new deck; the refill reveals 8 more",
			nil, table{9, 34, 0, 0, 0, 9}},
		{"discard-only: the replaced Bank and the discard pile's 25 make the new deck; the Center keeps its 8",
			[]Option{WithRule("reshuffle", reshuffleDisc)}, table{9, 26, 0, 8, 0, 9}},
	} {
		s := deal(t, 4, fourHands(), 2, standardCenter, standardPlanning, tc.opts...)
		emptyBuildingDeck(s, 0)
		play(t, s, "build city-hall", "pay 10+10", "yes")
		var got table
		for _, m := range s.Legal() {
			if m.Action == ActPick {
				got.Picks++
			}
		}
		if got.Picks > 0 {
			play(t, s, "pick bank")
		}
		got.Deck, got.Discard = s.DeckSize(BuildingDeck), s.total(zDiscard, BuildingDeck)
		got.Center, got.Banks = s.total(zCenter, BuildingDeck), s.Center()["bank"]
		resolveChance(t, s)
		got.RevealedCenter = s.total(zCenter, BuildingDeck)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// outOfReach moves every card of deck d in the zones from into seat p's
// hand but keep of them (taken from the first zones first): for tests of a
// deck that runs out, after the hands are arranged (arrange returns cards
// to the deck).
func outOfReach(s *State, d Deck, p, keep int, from ...int) {
	left := 0
	for _, z := range from {
		left += s.total(z, d)
	}
	for _, z := range from {
		for _, k := range s.deckKinds(d) {
			for s.zone(z)[k] > 0 && left > keep {
				s.move(k, z, handZone(p))
				left--
			}
		}
	}
}

// TestAbilitiesDrawWhatIsLeft: "Each building card has an ability that must
// be resolved" (Building card abilities), and "If you need to draw cards
// when the deck is depleted, shuffle the cards in the Center and the discard
// pile face down to create a new deck" (When the deck runs out). An ability
// that draws more cards than are left to draw (in the deck, the discard
// pile and, by reshuffle's default, the Center) draws what is left, in its
// order, and the rest of it is not done; a deck with nothing left is not
// offered. The trace is every decision from the payment to the next turn.
func TestAbilitiesDrawWhatIsLeft(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		opts    []Option
		first   int
		arrange func(s *State)
		moves   []string
		trace   []string
		gained  []int // cards each seat gained
	}{
		{"Row House, \"Draw 1 budget card.\", with no budget card left but the two 2M it was paid with, face up in the Center: they make the new deck",
			nil, 0, func(s *State) {
				arrange(t, s, handZone(0), map[string]int{"row-house": 1, "2m": 2})
				outOfReach(s, BudgetDeck, 1, 0, zDeck)
			}, []string{"build row-house", "pay 2+2"},
			[]string{"Chance: p0 draws a budget card"}, []int{1 - 3, 0, 0, 0}},
		{"Row House with reshuffle discard-only: the paid 2M stay in the Center, nothing is left to draw, and the ability draws nothing",
			[]Option{WithRule("reshuffle", reshuffleDisc)}, 0, func(s *State) {
				arrange(t, s, handZone(0), map[string]int{"row-house": 1, "2m": 2})
				outOfReach(s, BudgetDeck, 1, 0, zDeck)
			}, []string{"build row-house", "pay 2+2"},
			nil, []int{0 - 3, 0, 0, 0}},
		{"Workshop, \"Draw 2 cards, choosing the budget or building deck for each.\", with no budget card to draw and one building card: only the building deck is offered, once",
			[]Option{WithRule("reshuffle", reshuffleDisc)}, 0, func(s *State) {
				arrange(t, s, handZone(0), map[string]int{"workshop": 1, "5m": 1})
				outOfReach(s, BudgetDeck, 1, 0, zDeck)
				outOfReach(s, BuildingDeck, 1, 1, zDeck)
			}, []string{"build workshop", "pay 5"},
			[]string{"p0: choose the deck to draw from (budget or building) [from building]", "Chance: p0 draws a building card"},
			[]int{1 - 2, 0, 0, 0}},
		{"Office Tower, \"Every other player draws 1 building card.\", with 2 building cards left: p3 and p0, from p2's left, draw them, and p1 draws none",
			nil, 2, func(s *State) {
				outOfReach(s, BuildingDeck, 1, 2, zCenter, zDeck)
			}, []string{"build office-tower", "pay 10+10"},
			[]string{"Chance: p3 draws a building card", "Chance: p0 draws a building card"}, []int{1, 0, -1 - 2, 1}},
	} {
		s := deal(t, 4, fourHands(), tc.first, standardCenter, standardPlanning, tc.opts...)
		tc.arrange(s)
		var before []int
		for p := 0; p < 4; p++ {
			before = append(before, s.handSize(p))
		}
		play(t, s, tc.moves...)
		var trace []string
		for s.Current() == rulebook.Player(tc.first) && !s.Over() {
			legal := s.Legal()
			switch {
			case s.ToMove() == rulebook.Chance:
				trace = append(trace, s.Prompt())
			case legal[len(legal)-1].Action == ActEnd || s.stack.Top() == nil:
				play(t, s, "end")
				continue
			default:
				trace = append(trace, s.Prompt()+" "+fmt.Sprint(legalStrings(s)))
			}
			if err := s.Apply(legal[0]); err != nil {
				t.Fatal(err)
			}
		}
		var gained []int
		for p := 0; p < 4; p++ {
			gained = append(gained, s.handSize(p)-before[p])
		}
		if diff := cmp.Diff(tc.trace, trace); diff != "" {
			t.Errorf("%s: the decisions (-want +got):\n%s", tc.reason, diff)
		}
		if diff := cmp.Diff(tc.gained, gained); diff != "" {
			t.Errorf("%s: cards each seat gained (-want +got):\n%s", tc.reason, diff)
		}
	}
}
