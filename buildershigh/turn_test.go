package buildershigh

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// TestSetupAtEveryPlayerCount: "Deal 5 budget cards and 5 building cards
// face down to each player as their hand. Next, decide the first player
// randomly" (Player Setup); "Reveal 9 cards from the building deck face up
// and reveal 1 card plus the number of players from the city planning deck
// face up" (Setting Up the Center); Easy Mode removes "the city planning
// card from the game". The decks hold the rest of the Contents' 45 budget,
// 54 building and 9 city planning cards.
func TestSetupAtEveryPlayerCount(t *testing.T) {
	for players := 2; players <= 5; players++ {
		for _, easy := range []bool{false, true} {
			s, err := New(testContent, WithPlayers(players), WithEasyMode(easy))
			if err != nil {
				t.Fatal(err)
			}
			for s.ToMove() == rulebook.Chance {
				m := s.Legal()[0]
				if s.stack.Top().Op == opChooseFirst {
					m = Move{Action: ActFirst, Seat: rulebook.Player(players - 1)}
				}
				if err := s.Apply(m); err != nil {
					t.Fatal(err)
				}
			}
			// Easy Mode: "remove the city planning card from the game" —
			// none revealed, none left in a deck.
			planning, planningDeck := players+1, 9-(players+1)
			if easy {
				planning, planningDeck = 0, 0
			}
			type table struct {
				Hands                     [][2]int // budget, building cards in each hand
				CenterBuilding, CenterPln int
				Decks                     [3]int
				First, ToMove             rulebook.Player
				Round                     int
			}
			want := table{CenterBuilding: 9, CenterPln: planning,
				Decks: [3]int{45 - 5*players, 54 - 5*players - 9, planningDeck},
				First: rulebook.Player(players - 1), ToMove: rulebook.Player(players - 1), Round: 1}
			got := table{CenterBuilding: s.total(zCenter, BuildingDeck), CenterPln: s.total(zCenter, PlanningDeck),
				Decks: [3]int{s.DeckSize(BudgetDeck), s.DeckSize(BuildingDeck), s.DeckSize(PlanningDeck)},
				First: s.First(), ToMove: s.ToMove(), Round: s.Round()}
			for p := 0; p < players; p++ {
				want.Hands = append(want.Hands, [2]int{5, 5})
				got.Hands = append(got.Hands, [2]int{s.total(handZone(p), BudgetDeck), s.total(handZone(p), BuildingDeck)})
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%d players, easy %t: the table after setup (-want +got):\n%s", players, easy, diff)
			}
		}
	}
}

// TestPlayerCounts: the Contents hold "5 Reference Cards (1 reference with
// a "1" on the top right)", one a player, so at most 5 players.
func TestPlayerCounts(t *testing.T) {
	for _, tc := range []struct {
		players int
		ok      bool
	}{{1, false}, {2, true}, {5, true}, {6, false}} {
		_, err := New(testContent, WithPlayers(tc.players))
		if (err == nil) != tc.ok {
			t.Errorf("%d players: got error %v, want ok %t", tc.players, err, tc.ok)
		}
	}
}

// actionMoves keeps the moves of legal that are actions: Procure, Exchange
// or Construct.
func actionMoves(legal []Move) []string {
	var out []string
	for _, m := range legal {
		switch m.Action {
		case ActTake, ActDraw, ActExchange, ActBuild, ActPass:
			out = append(out, m.String())
		}
	}
	return out
}

// TestOneActionPerTurn: "During your turn, you can either Procure,
// Exchange, or Construct. A player chooses 1 of the 3 actions to conduct in
// their turn." (Round sequence) "Players take turns in clockwise order
// starting with the first player" (Course of the game): the next turn is
// the next seat's, the player on the left.
func TestOneActionPerTurn(t *testing.T) {
	s := newFourPlayer(t)
	// A Recycling Plant built before keeps p0's turn open after the action.
	setCounts(t, s, areaZone(0), "recycling-plant", 1)
	if got := actionMoves(s.Legal()); len(got) == 0 || slices.Contains(got, "pass") {
		t.Fatalf("p0 is offered %v at the start of the turn; want the actions, and no pass while one is possible", got)
	}
	var re *rulebook.RuleError
	if err := s.Check(Move{Action: ActPass}); !errors.As(err, &re) || re.Section != secRound {
		t.Errorf("pass while an action is possible: got %v, want an illegal move citing %q", err, secRound)
	}
	play(t, s, "take bank")
	if got := actionMoves(s.Legal()); len(got) != 0 {
		t.Errorf("after the Procure p0 is offered another action: %v", got)
	}
	for _, text := range []string{"take workshop", "draw", "exchange 2m for 2m", "build park"} {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Check(m); !errors.As(err, &re) || re.Section != secRound {
			t.Errorf("%q after the turn's action: got %v, want an illegal move citing %q", text, err, secRound)
		}
	}
	play(t, s, "end")
	resolveChance(t, s)
	if s.Current() != 1 || s.ToMove() != 1 || s.Turn() != 2 {
		t.Errorf("after p0's turn: %v's turn %d, %v to move; want p1's turn 2", s.Current(), s.Turn(), s.ToMove())
	}
}

// TestHandAbilityBeforeTheAction: a hand ability is activated "during your
// turn" (Building card abilities), before the action as well as after it,
// and does not take the turn's action.
func TestHandAbilityBeforeTheAction(t *testing.T) {
	s := newFourPlayer(t)
	setCounts(t, s, areaZone(0), "recycling-plant", 1)
	if !slices.Contains(legalStrings(s), "use recycling-plant") {
		t.Fatalf("the hand ability is not offered before the action: %v", legalStrings(s))
	}
	play(t, s, "use recycling-plant", "yes", "discard workshop")
	if got := actionMoves(s.Legal()); !slices.Contains(got, "build recycling-plant") || !slices.Contains(got, "draw") {
		t.Errorf("after a hand ability p0 still owes the turn's action; offered %v", got)
	}
	play(t, s, "build recycling-plant", "pay 2+2+10")
	resolveChance(t, s)
	if s.Current() != 1 {
		t.Errorf("with the action taken and the hand ability used the turn did not end: %v's turn (%s)", s.Current(), s.Prompt())
	}
}

// TestProcure: "Choose a budget card or building card from the Center and
// add it to your hand. If you choose to draw from the deck instead, you
// must draw 2 cards to add to your hand. When drawing cards from the deck,
// you may choose either budget card and building card to draw for each
// card individually." The budget cards paid for a construction lie face up
// in the Center and may be procured.
func TestProcure(t *testing.T) {
	t.Run("draw two, the deck chosen for each", func(t *testing.T) {
		s := newFourPlayer(t)
		play(t, s, "draw", "from budget")
		if s.ToMove() != rulebook.Chance {
			t.Fatalf("after choosing the first deck: %v to move (%s)", s.ToMove(), s.Prompt())
		}
		play(t, s, "card 10m")
		if diff := cmp.Diff([]string{"from budget", "from building"}, legalStrings(s)); diff != "" {
			t.Fatalf("the second card's deck is chosen after the first is drawn (-want +got):\n%s", diff)
		}
		play(t, s, "from building", "card city-hall")
		want := []int{6, 6}
		if got := []int{s.total(handZone(0), BudgetDeck), s.total(handZone(0), BuildingDeck)}; !cmp.Equal(want, got) {
			t.Errorf("p0's budget and building cards after drawing one of each: %v, want %v", got, want)
		}
		// Nothing was taken from the Center, so no refill is due: p1 is next.
		if s.Current() != 1 || s.ToMove() != 1 {
			t.Errorf("after the draw of two: %v's turn, %v to move (%s); want p1's", s.Current(), s.ToMove(), s.Prompt())
		}
	})
	t.Run("take one from the Center, a paid budget card", func(t *testing.T) {
		s := newFourPlayer(t)
		play(t, s, "build bank", "pay 10")
		resolveChance(t, s)
		if s.Center()["10m"] != 1 {
			t.Fatalf("the 10M paid is not face up in the Center: %v", s.Center())
		}
		hand := s.handSize(1)
		play(t, s, "take 10m")
		if s.handSize(1) != hand+1 || s.Hand(1)["10m"] != 2 || s.Center()["10m"] != 0 {
			t.Errorf("p1 procured the paid 10M: hand %v (%d cards, want %d), Center %v", s.Hand(1), s.handSize(1), hand+1, s.Center())
		}
	})
}

// TestExchange: "Exchange 1 card in your hand with 1 face up card in the
// Center. You must exchange with card of the same type. (Example: place 2M
// to the Center and take 10M.)" — by real moves, with the 10M p0 paid for a
// Bank.
func TestExchange(t *testing.T) {
	s := newFourPlayer(t)
	play(t, s, "build bank", "pay 10")
	resolveChance(t, s)
	hand := s.Hand(1)
	for _, tc := range []struct{ move, reason string }{
		{"exchange 2m for bank", "a budget card for a building card is not of the same type"},
		{"exchange park for 10m", "a building card for a budget card is not of the same type"},
		{"exchange park for residential-district", "a city planning card is no budget or building card"},
		{"exchange 10m for 10m", "an identical card changes nothing (exchange_identical, default refused: TestExchangeIdenticalCard)"},
	} {
		m, err := s.ParseMove(tc.move)
		if err != nil {
			t.Fatal(err)
		}
		var re *rulebook.RuleError
		if err := s.Check(m); !errors.As(err, &re) || re.Section != secExchange {
			t.Errorf("%s (%s): got %v, want an illegal move citing %q", tc.move, tc.reason, err, secExchange)
		}
	}
	play(t, s, "exchange 2m for 10m")
	hand["2m"]--
	hand["10m"]++
	if diff := cmp.Diff(hand, s.Hand(1)); diff != "" {
		t.Errorf("p1's hand after placing 2M to the Center and taking 10M (-want +got):\n%s", diff)
	}
	if s.Center()["2m"] != 1 || s.Center()["10m"] != 0 {
		t.Errorf("the Center after the exchange: %v", s.Center())
	}
}

// TestConstructPaysIntoTheCenter: "Choose one building card from your hand
// and pay it's construction cost. After that, place the building
// constructed into your play area." "Place all budget cards used to pay for
// the construction cost face up, sorted by type next to the budget deck in
// the Center." The payment is chosen after the building, and no other
// decision comes between.
func TestConstructPaysIntoTheCenter(t *testing.T) {
	s := newFourPlayer(t)
	play(t, s, "build park")
	if !strings.Contains(s.Prompt(), "pay exactly 4M for Park") {
		t.Fatalf("after choosing the building: %s", s.Prompt())
	}
	if s.PlayArea(0)["park"] != 0 {
		t.Errorf("the Park is in the play area before it is paid for")
	}
	play(t, s, "pay 2+2")
	if s.PlayArea(0)["park"] != 1 || s.Center()["2m"] != 2 || s.Hand(0)["2m"] != 0 {
		t.Errorf("after paying 2+2: play area %v, Center %v, hand %v", s.PlayArea(0), s.Center(), s.Hand(0))
	}
}

// TestIdenticalBuildingsRepeatTheAbility: "Players are allow to construct
// building cards with the same name. If multiple building cards in your
// play area have the same (hand) ability, you may repeat the ability for
// each card with the same ability." (Constructing identical building)
func TestIdenticalBuildingsRepeatTheAbility(t *testing.T) {
	s := newFourPlayer(t)
	setCounts(t, s, areaZone(0), "recycling-plant", 2)
	play(t, s, "use recycling-plant", "yes", "discard workshop", "use recycling-plant", "yes", "discard bank")
	if slices.Contains(legalStrings(s), "use recycling-plant") {
		t.Errorf("two Recycling Plants gave a third use in one turn")
	}
	m, _ := s.ParseMove("use recycling-plant")
	var re *rulebook.RuleError
	if err := s.Check(m); !errors.As(err, &re) || re.Section != "Constructing identical building" {
		t.Errorf("a third use: got %v, want an illegal move citing Constructing identical building", err)
	}
	// p0 builds the Recycling Plant in hand, a third copy with the same
	// name; it is usable from the next turn.
	play(t, s, "build recycling-plant", "pay 2+2+10")
	if s.PlayArea(0)["recycling-plant"] != 3 {
		t.Errorf("p0 has %d Recycling Plants, want 3", s.PlayArea(0)["recycling-plant"])
	}
}

// TestAbilitiesMustBeResolved: "Each building card has an ability that
// must be resolved, unless it states "may" in its ability where you could
// choose to resolve or not." The Park's lightning "Give 1 card from your
// hand to the player on your left" has no "may": p0 must give, and
// nothing else answers. A hand ability is activated when its owner
// chooses ("Hand: Activate during your turn"; "could only be used after
// your current turn"): once activated, the Market Hall's "Draw 1 budget
// card, then discard 1 card from your hand" is resolved in full.
func TestAbilitiesMustBeResolved(t *testing.T) {
	s := newFourPlayer(t)
	play(t, s, "build park", "pay 2+2")
	for _, m := range s.Legal() {
		if m.Action != ActGive {
			t.Errorf("the Park's give offers %s", m)
		}
	}
	for _, text := range []string{"no", "end"} {
		m, _ := s.ParseMove(text)
		if err := s.Check(m); err == nil {
			t.Errorf("%q declines the Park's give, which states no may", text)
		}
	}
	play(t, s, "give 5m")
	if s.Hand(1)["5m"] != 2 {
		t.Errorf("p1 holds %d 5M cards after the Park's give, want 2", s.Hand(1)["5m"])
	}

	s = newFourPlayer(t)
	setCounts(t, s, areaZone(0), "market-hall", 1)
	play(t, s, "take bank")
	if !slices.Contains(legalStrings(s), "end") {
		t.Fatalf("p0 may not end the turn without activating the Market Hall: %v", legalStrings(s))
	}
	hand := s.handSize(0)
	play(t, s, "use market-hall", "card 10m")
	if m, _ := s.ParseMove("end"); s.Check(m) == nil {
		t.Errorf("the Market Hall's discard can be skipped")
	}
	play(t, s, "discard row-house")
	if s.handSize(0) != hand {
		t.Errorf("after the Market Hall p0 holds %d cards, want %d", s.handSize(0), hand)
	}
}

// TestNoHandLimit: the rulebook sets no hand limit, so a player holding
// thirty cards still procures.
func TestNoHandLimit(t *testing.T) {
	s := newFourPlayer(t)
	for _, k := range s.c.building {
		if id := s.c.cards[k].ID; s.zone(zDeck)[k] > 0 && s.handSize(0) < 30 {
			setCounts(t, s, handZone(0), id, s.Hand(0)[id]+1)
		}
	}
	setCounts(t, s, handZone(0), "2m", 8)
	if s.handSize(0) < 30 {
		t.Fatalf("p0 holds %d cards, want 30 or more", s.handSize(0))
	}
	hand := s.handSize(0)
	play(t, s, "draw", "from budget", "card 2m", "from budget", "card 5m")
	if s.handSize(0) != hand+2 {
		t.Errorf("with %d cards p0 drew to %d, want %d", hand, s.handSize(0), hand+2)
	}
}

// TestBankIsAnExchange: the Bank's hand ability "You may put 1 budget card
// from your hand into the Center and take 1 budget card from the Center"
// is an exchange, as the rulebook's Exchange is ("Exchange 1 card in your
// hand with 1 face up card in the Center", "place 2M to the Center and
// take 10M"): with a budget card in hand p0 exchanges it; with none there
// is nothing to put, and the Bank gives no budget card for nothing.
func TestBankIsAnExchange(t *testing.T) {
	for _, tc := range []struct {
		reason string
		hand   map[string]int
		moves  []string
		want   map[string]int // p0's hand after
	}{
		{"a 2M card in hand: put it, take the 10M", map[string]int{"2m": 1, "park": 1},
			[]string{"use bank", "yes", "return 2m", "pick 10m"}, map[string]int{"10m": 1, "park": 1}},
		{"no budget card in hand: nothing to exchange", map[string]int{"park": 1},
			[]string{"use bank"}, map[string]int{"park": 1}},
	} {
		s := newFourPlayer(t)
		play(t, s, "build bank", "pay 10") // the 10M lies in the Center
		resolveChance(t, s)
		drawRound(t, s, 0)
		arrange(t, s, handZone(0), tc.hand)
		play(t, s, tc.moves...)
		if s.ToMove() != 0 || !slices.Contains(legalStrings(s), "draw") {
			t.Errorf("%s: after the Bank p0 should choose the turn's action; %v to move (%s)", tc.reason, s.ToMove(), s.Prompt())
		}
		if diff := cmp.Diff(tc.want, s.Hand(0)); diff != "" {
			t.Errorf("%s: p0's hand (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestPassOnlyWhenNoActionIsPossible: "During your turn, you can either
// Procure, Exchange, or Construct" (Round sequence). A player with an empty
// hand, nothing face up in the Center to procure and no card left to draw
// anywhere can do none of them: the turn passes ("pass"), and it is the
// only move.
func TestPassOnlyWhenNoActionIsPossible(t *testing.T) {
	s := newFourPlayer(t)
	arrange(t, s, handZone(0), nil)
	// Every budget and building card not in a hand lies in p3's play area.
	for _, z := range []int{zDeck, zCenter} {
		for _, d := range []Deck{BudgetDeck, BuildingDeck} {
			for _, k := range s.deckKinds(d) {
				for s.zone(z)[k] > 0 {
					s.move(k, z, areaZone(3))
				}
			}
		}
	}
	if diff := cmp.Diff([]string{"pass"}, legalStrings(s)); diff != "" {
		t.Fatalf("with nothing to procure, exchange or construct (-want +got):\n%s", diff)
	}
	play(t, s, "pass")
	if s.Current() != 1 {
		t.Errorf("after the pass %v's turn (%s), want p1's", s.Current(), s.Prompt())
	}
}

// TestCopyBuiltThisTurnWaits: "If multiple building cards in your play area
// have the same (hand) ability, you may repeat the ability for each card
// with the same ability" (Constructing identical building), but "abilities
// marked with the hand icon could only be used from the next turn after you
// construct it" (Building Card Abilities and Rules). p0 holds a Recycling
// Plant built before and builds a second: this turn one use, on the next
// turn two.
func TestCopyBuiltThisTurnWaits(t *testing.T) {
	s := newFourPlayer(t)
	setCounts(t, s, areaZone(0), "recycling-plant", 1)
	play(t, s, "build recycling-plant", "pay 2+2+10", "use recycling-plant", "yes", "discard workshop")
	// With no hand ability left to use, the turn ends by itself.
	if s.Current() != 1 {
		t.Errorf("after one use p0's turn goes on (%s): the Recycling Plant built this turn gives a second use", s.Prompt())
	}
	drawRound(t, s, 0)
	uses := 0
	for slices.Contains(legalStrings(s), "use recycling-plant") {
		uses++
		play(t, s, "use recycling-plant", "no")
	}
	if uses != 2 {
		t.Errorf("on p0's next turn the two Recycling Plants gave %d uses, want 2", uses)
	}
}

// TestMustDrawTwo: "If you choose to draw from the deck instead, you must
// draw 2 cards to add to your hand." (Procure) The rulebook does not say
// what happens when fewer than 2 cards are left to draw anywhere (the
// decks, the discard pile and, by "shuffle the cards in the Center and the
// discard pile face down to create a new deck", the Center): the option
// short_draw. Here every budget and building card but the 2M left lies in
// p1's hand or p0's Park, so p0 can neither take, exchange nor construct.
func TestMustDrawTwo(t *testing.T) {
	for _, tc := range []struct {
		reason string
		rule   string
		left   int // 2M cards left in the budget deck
		legal  []string
	}{
		{"allowed (default): one card left can be drawn, and is", shortAllowed, 1, []string{"draw"}},
		{"forbidden: a draw that cannot give 2 cards is not chosen, and no action is possible", shortForbidden, 1, []string{"pass"}},
		{"forbidden: two cards left are a draw of 2", shortForbidden, 2, []string{"draw"}},
	} {
		s := newFourPlayer(t, WithRule("short_draw", tc.rule))
		arrange(t, s, handZone(0), map[string]int{"park": 1})
		two := s.c.byID["2m"]
		for _, z := range []int{zDeck, zCenter} {
			for k := range s.c.cards {
				keep := 0
				if z == zDeck && k == two {
					keep = tc.left
				}
				for s.c.cards[k].Deck != PlanningDeck && int(s.zone(z)[k]) > keep {
					s.move(k, z, handZone(1))
				}
			}
		}
		if diff := cmp.Diff(tc.legal, legalStrings(s)); diff != "" {
			t.Fatalf("%s: p0's moves (-want +got):\n%s", tc.reason, diff)
		}
		m, _ := s.ParseMove("draw")
		var re *rulebook.RuleError
		if err := s.Check(m); (err == nil) != (tc.legal[0] == "draw") || err != nil && (!errors.As(err, &re) || re.Section != secProcure) {
			t.Errorf("%s: Check(draw) = %v; want nil or an illegal move citing %q", tc.reason, err, secProcure)
		}
		if tc.legal[0] != "draw" {
			continue
		}
		play(t, s, "draw", "from budget")
		resolveChance(t, s)
		if tc.left == 2 {
			play(t, s, "from budget")
			resolveChance(t, s)
		}
		if s.Hand(0)["2m"] != tc.left || s.Current() != 1 {
			t.Errorf("%s: after the draw p0 holds %d 2M and it is %v's turn; want %d and p1's", tc.reason, s.Hand(0)["2m"], s.Current(), tc.left)
		}
	}
}

// TestAbilitiesOverrideTheRules: "If any building card's ability
// contradicts the rules of the game, ignore the rules and resolve the
// effect of the ability." (Building Card Abilities and Rules) A
// construction is the turn's action ("A player chooses 1 of the 3
// actions"), yet the Row House's "Draw 1 budget card." draws one card where
// Procure says "you must draw 2 cards", and the Corner Shop's "Take 1
// budget card from the Center." takes a Center card as a Procure would, in
// the same turn.
func TestAbilitiesOverrideTheRules(t *testing.T) {
	s := newFourPlayer(t)
	play(t, s, "build row-house", "pay 2+2")
	if s.ToMove() != rulebook.Chance {
		t.Fatalf("after the Row House %v is to move (%s); want Chance to draw its budget card", s.ToMove(), s.Prompt())
	}
	play(t, s, "card 10m")
	if s.Current() != 1 || s.handSize(0) != 8 || s.Hand(0)["10m"] != 2 {
		t.Fatalf("after the Row House's one card it is %v's turn and p0 holds %d cards (%v); want p1's, 10-3+1 = 8 with a second 10M",
			s.Current(), s.handSize(0), s.Hand(0))
	}
	drawRound(t, s, 3)
	play(t, s, "build corner-shop", "pay 2")
	if diff := cmp.Diff([]string{"pick 2m"}, legalStrings(s)); diff != "" {
		t.Fatalf("after the Corner Shop, p3's moves (-want +got):\n%s", diff)
	}
	hand := s.handSize(3)
	play(t, s, "pick 2m")
	if s.handSize(3) != hand+1 || s.Center()["2m"] != 2 || s.Current() != 0 {
		t.Errorf("after the Corner Shop's take p3 holds %d cards (want %d), the Center %d 2M (want 2 of the 3 paid), %v's turn (want p0's)",
			s.handSize(3), hand+1, s.Center()["2m"], s.Current())
	}
}

// TestHandAbilityOnlyDuringYourTurn: "Hand: Activate during your turn"
// (Building card abilities). A player who owes a decision in another
// player's turn (the Tax Office's "When another player pays a budget card
// as construction cost, you may take 1 card into your hand") cannot
// activate a hand ability meanwhile; on their own turn they can.
func TestHandAbilityOnlyDuringYourTurn(t *testing.T) {
	s := newFourPlayer(t)
	setCounts(t, s, areaZone(1), "tax-office", 1)
	setCounts(t, s, areaZone(1), "library", 1)
	play(t, s, "build row-house", "pay 2+2")
	if s.ToMove() != 1 {
		t.Fatalf("after p0 paid 2+2, %v is to move (%s); want p1 for its Tax Office", s.ToMove(), s.Prompt())
	}
	if diff := cmp.Diff([]string{"yes", "no"}, legalStrings(s)); diff != "" {
		t.Errorf("p1's moves in p0's turn (-want +got):\n%s", diff)
	}
	m, _ := s.ParseMove("use library")
	if err := s.Check(m); !errors.Is(err, rulebook.ErrIllegal) {
		t.Errorf("p1 activating its Library in p0's turn: got %v, want an illegal move", err)
	}
	play(t, s, "no")
	resolveChance(t, s)
	if s.Current() != 1 || !slices.Contains(legalStrings(s), "use library") {
		t.Errorf("on its own turn p1 (to move: %v) may not activate its Library: %v", s.ToMove(), legalStrings(s))
	}
}

// TestBuildingsDoWhatTheySay plays the shipped buildings whose abilities no
// other test plays through, by real moves, and checks that each does what its
// printed text says. The card list is reconstructed (the rulebook's list
// "on the back of this rule sheet" is not in the transcription), so the
// text in buildings.yaml is the card's; "Each building card has an ability
// that must be resolved, unless it states "may" in its ability where you
// could choose to resolve or not" (Building card abilities), and a hand
// ability is activated "during your turn".
func TestBuildingsDoWhatTheySay(t *testing.T) {
	type outcome struct {
		Hand    map[string]int // p0's hand
		Discard map[string]int
		P1Parks int // Parks in p1's hand
	}
	for _, tc := range []struct {
		reason     string
		hand, area map[string]int // p0's
		discard    map[string]int // the discard pile, before
		center     map[string]int // budget cards face up in the Center, as if paid before
		moves      []string
		want       outcome
	}{
		{"Apartment Block, \"You may discard 1 card from your hand.\": yes",
			map[string]int{"apartment-block": 1, "2m": 1, "5m": 1, "park": 1}, nil, nil, nil,
			[]string{"build apartment-block", "pay 2+5", "yes", "discard park"},
			outcome{Hand: map[string]int{}, Discard: map[string]int{"park": 1}, P1Parks: 1}},
		{"Apartment Block: no",
			map[string]int{"apartment-block": 1, "2m": 1, "5m": 1, "park": 1}, nil, nil, nil,
			[]string{"build apartment-block", "pay 2+5", "no"},
			outcome{Hand: map[string]int{"park": 1}, Discard: map[string]int{}, P1Parks: 1}},
		{"Suburb Estate, \"Draw 1 building card, then you may discard 1 card from your hand.\"",
			map[string]int{"suburb-estate": 1, "2m": 2, "5m": 1, "park": 1}, nil, nil, nil,
			[]string{"build suburb-estate", "pay 2+2+5", "card city-hall", "yes", "discard park"},
			outcome{Hand: map[string]int{"city-hall": 1}, Discard: map[string]int{"park": 1}, P1Parks: 1}},
		{"Tower Mansion, \"Discard up to 2 cards from your hand.\": two",
			map[string]int{"tower-mansion": 1, "2m": 1, "5m": 1, "10m": 1, "park": 1, "bank": 1, "row-house": 1}, nil, nil, nil,
			[]string{"build tower-mansion", "pay 2+5+10", "yes", "discard park", "yes", "discard bank"},
			outcome{Hand: map[string]int{"row-house": 1}, Discard: map[string]int{"park": 1, "bank": 1}, P1Parks: 1}},
		{"Tower Mansion: up to 2, so one",
			map[string]int{"tower-mansion": 1, "2m": 1, "5m": 1, "10m": 1, "park": 1, "bank": 1, "row-house": 1}, nil, nil, nil,
			[]string{"build tower-mansion", "pay 2+5+10", "yes", "discard park", "no"},
			outcome{Hand: map[string]int{"bank": 1, "row-house": 1}, Discard: map[string]int{"park": 1}, P1Parks: 1}},
		{"Workshop, \"Draw 2 cards, choosing the budget or building deck for each.\"",
			map[string]int{"workshop": 1, "5m": 1}, nil, nil, nil,
			[]string{"build workshop", "pay 5", "from budget", "card 10m", "from building", "card city-hall"},
			outcome{Hand: map[string]int{"10m": 1, "city-hall": 1}, Discard: map[string]int{}, P1Parks: 1}},
		{"Warehouse, \"You may take 1 building card from the discard pile.\": not the budget card",
			map[string]int{"park": 1}, map[string]int{"warehouse": 1}, map[string]int{"city-hall": 1, "5m": 1}, nil,
			[]string{"use warehouse", "yes", "pick city-hall"},
			outcome{Hand: map[string]int{"park": 1, "city-hall": 1}, Discard: map[string]int{"5m": 1}, P1Parks: 1}},
		{"Library, \"You may give 1 card from your hand to the player on your left.\": p1",
			map[string]int{"park": 1, "2m": 1}, map[string]int{"library": 1}, nil, nil,
			[]string{"use library", "yes", "give park"},
			outcome{Hand: map[string]int{"2m": 1}, Discard: map[string]int{}, P1Parks: 2}},
		{"Condominium, \"You may take 1 budget card from the Center.\": the 10M, not a building card",
			map[string]int{"park": 1}, map[string]int{"condominium": 1}, nil, map[string]int{"10m": 1},
			[]string{"use condominium", "yes", "pick 10m"},
			outcome{Hand: map[string]int{"park": 1, "10m": 1}, Discard: map[string]int{}, P1Parks: 1}},
	} {
		s := newFourPlayer(t)
		arrange(t, s, handZone(0), tc.hand)
		arrange(t, s, areaZone(0), tc.area)
		for id, n := range tc.discard {
			setCounts(t, s, zDiscard, id, n)
		}
		for id, n := range tc.center {
			setCounts(t, s, zCenter, id, n)
		}
		play(t, s, tc.moves...)
		resolveChance(t, s) // the Center's refill once the turn ends
		got := outcome{Hand: s.Hand(0), Discard: s.Discard(), P1Parks: s.Hand(1)["park"]}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestExchangeIdenticalCard: "Exchange 1 card in your hand with 1 face up
// card in the Center. You must exchange with card of the same type.
// (Example: place 2M to the Center and take 10M.)" (Exchange) An identical
// card is of the same type: the option exchange_identical. p0 pays a Bank
// with its 10M, which lies face up in the Center; p1 holds a 10M too.
func TestExchangeIdenticalCard(t *testing.T) {
	for _, tc := range []struct {
		reason string
		rule   string
		legal  bool
	}{
		{"refused (default): an exchange for an identical card changes nothing", identicalNo, false},
		{"allowed: the words as they stand; the hand and the Center stay as they were", identicalYes, true},
	} {
		s := newFourPlayer(t, WithRule("exchange_identical", tc.rule))
		play(t, s, "build bank", "pay 10")
		resolveChance(t, s)
		if got := slices.Contains(legalStrings(s), "exchange 10m for 10m"); got != tc.legal {
			t.Errorf("%s: p1 is offered the exchange of its 10M for the Center's: %t, want %t", tc.reason, got, tc.legal)
		}
		m, _ := s.ParseMove("exchange 10m for 10m")
		var re *rulebook.RuleError
		if err := s.Check(m); (err == nil) != tc.legal || err != nil && (!errors.As(err, &re) || re.Section != secExchange) {
			t.Errorf("%s: Check = %v; want nil %t, else an illegal move citing %q", tc.reason, err, tc.legal, secExchange)
		}
		if !tc.legal {
			continue
		}
		hand, center := s.Hand(1), s.Center()
		play(t, s, m.String())
		resolveChance(t, s)
		if diff := cmp.Diff([]any{hand, center, rulebook.Player(2)}, []any{s.Hand(1), s.Center(), s.Current()}); diff != "" {
			t.Errorf("%s: p1's hand, the Center and whose turn (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestFirstPlayerDecidedRandomly: "Deal 5 budget cards and 5 building
// cards face down to each player as their hand. Next, decide the first
// player randomly" (Player Setup). Once the hands are dealt Chance decides
// the first player, every seat an outcome of the same weight.
func TestFirstPlayerDecidedRandomly(t *testing.T) {
	for _, players := range []int{2, 5} {
		s, err := New(testContent, WithPlayers(players))
		if err != nil {
			t.Fatal(err)
		}
		for s.stack.Top() != nil && s.stack.Top().Op != opChooseFirst {
			resolveChance1(t, s)
		}
		type outcome struct {
			Hands [][2]int // budget, building cards in each hand
			First []string // Chance's outcomes, each with its weight
		}
		var want, got outcome
		for p := 0; p < players; p++ {
			want.Hands = append(want.Hands, [2]int{5, 5})
			got.Hands = append(got.Hands, [2]int{s.total(handZone(p), BudgetDeck), s.total(handZone(p), BuildingDeck)})
			want.First = append(want.First, fmt.Sprintf("first p%d ×1", p))
		}
		for _, m := range s.Legal() {
			got.First = append(got.First, fmt.Sprintf("%s ×%d", m, s.Weight(m)))
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%d players: the hands and Chance's choice of the first player (-want +got):\n%s", players, diff)
		}
	}
}

// TestTurnsGoClockwiseFromTheFirstPlayer: "Players take turns in clockwise
// order starting with the first player" (Course of the game): the player
// on the left (the next seat) plays next, and a round is every player's
// turn once, from the first player to the player on the first player's
// right.
func TestTurnsGoClockwiseFromTheFirstPlayer(t *testing.T) {
	for _, tc := range []struct {
		reason string
		first  int
		want   []string // "round: seat" of eight turns
	}{
		{"p0 first", 0, []string{"1: p0", "1: p1", "1: p2", "1: p3", "2: p0", "2: p1", "2: p2", "2: p3"}},
		{"p2 first: p1, on its right, closes each round", 2, []string{"1: p2", "1: p3", "1: p0", "1: p1", "2: p2", "2: p3", "2: p0", "2: p1"}},
	} {
		s := deal(t, 4, fourHands(), tc.first, standardCenter, standardPlanning)
		var got []string
		for range 8 {
			got = append(got, fmt.Sprintf("%d: %v", s.Round(), s.Current()))
			play(t, s, "draw", "from budget")
			resolveChance(t, s)
			play(t, s, "from budget")
			resolveChance(t, s)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: the turns (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestHandAbilityGainServesTheAction: a hand ability is activated "during
// your turn" (Building card abilities), before the action as well as after,
// and what it gains is in the hand from then on: the 2M the Condominium
// ("You may take 1 budget card from the Center") takes before the action
// pays, with the 2M already held, the 4M Park ("the total budget must be
// exactly equal to the construction cost", Paying construction costs),
// which the hand alone could not.
func TestHandAbilityGainServesTheAction(t *testing.T) {
	s := newFourPlayer(t)
	play(t, s, "build bank", "pay 10") // the 10M, then the 2M below, lie in the Center
	resolveChance(t, s)
	drawRound(t, s, 0)
	setCounts(t, s, zCenter, "2m", 1)
	setCounts(t, s, areaZone(0), "condominium", 1)
	arrange(t, s, handZone(0), map[string]int{"2m": 1, "park": 1})
	if slices.Contains(legalStrings(s), "build park") {
		t.Fatalf("p0 may build the 4M Park with one 2M: %v", legalStrings(s))
	}
	play(t, s, "use condominium", "yes", "pick 2m")
	if !slices.Contains(legalStrings(s), "build park") {
		t.Fatalf("after the Condominium took a 2M, p0 may not build the Park: %v", legalStrings(s))
	}
	play(t, s, "build park", "pay 2+2")
	if s.PlayArea(0)["park"] != 1 || s.handSize(0) != 0 {
		t.Errorf("after the Park p0's play area %v, hand %v; want the Park built and the hand empty", s.PlayArea(0), s.Hand(0))
	}
}
