package buildershigh

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// arrange sets seat p's hand or play area to exactly the cards given,
// returning the others to the deck.
func arrange(t *testing.T, s *State, z int, cards map[string]int) {
	t.Helper()
	for k := range s.c.cards {
		if s.c.cards[k].Deck != PlanningDeck {
			setCounts(t, s, z, s.c.cards[k].ID, 0)
		}
	}
	for id, n := range cards {
		setCounts(t, s, z, id, n)
	}
}

// drawRound has every seat but stop draw two budget cards in turn, until
// stop is to move or the game is over; it returns the seats that played.
func drawRound(t *testing.T, s *State, stop rulebook.Player) []rulebook.Player {
	t.Helper()
	var played []rulebook.Player
	for !s.Over() && s.ToMove() != stop {
		played = append(played, s.ToMove())
		play(t, s, "draw", "from budget")
		resolveChance(t, s)
		play(t, s, "from budget")
		resolveChance(t, s)
	}
	return played
}

// plannedHand deals the standard four-player game and gives p0 a Row House
// and an Apartment Block built before, and a hand of extra plus a
// Condominium, 2M and 10M: building the Condominium (12M, residential)
// meets the Residential District's "3 residential buildings".
func plannedHand(t *testing.T, area, extra map[string]int, opts ...Option) *State {
	t.Helper()
	s := newFourPlayer(t, opts...)
	hand := map[string]int{"condominium": 1, "2m": 1, "10m": 1}
	for id, n := range extra {
		hand[id] += n
	}
	arrange(t, s, handZone(0), hand)
	a := map[string]int{"row-house": 1, "apartment-block": 1}
	for id, n := range area {
		a[id] += n
	}
	arrange(t, s, areaZone(0), a)
	return s
}

// TestCityPlanningAfterConstruction: "After constructing a building card to
// your play area, check if you have achieve the requirement of any city
// planning card in the Center. If you achieve any, take that city planning
// card and place it face up in your play area" — taking it is no choice —
// "Each player may only achieve one city planning card during the course
// of the game." A requirement met later, by a card in the Center, gives
// nothing.
func TestCityPlanningAfterConstruction(t *testing.T) {
	s := plannedHand(t, map[string]int{"park": 1}, map[string]int{"2m": 3, "library": 1})
	play(t, s, "build condominium", "pay 2+10")
	if diff := cmp.Diff([]string{"plan residential-district"}, legalStrings(s)); diff != "" {
		t.Fatalf("after the third residential building, the only moves (-want +got):\n%s", diff)
	}
	play(t, s, "plan residential-district")
	if s.PlayArea(0)["residential-district"] != 1 || s.Center()["residential-district"] != 0 {
		t.Fatalf("the city planning card is not in p0's play area: %v", s.PlayArea(0))
	}
	resolveChance(t, s)
	drawRound(t, s, 0)
	// A Library is p0's second public building: the Civic Quarter's
	// requirement, met with a city planning card held already.
	play(t, s, "build library", "pay 2+2+2")
	if s.ToMove() != 0 || !cmp.Equal(legalStrings(s), []string{"use condominium", "end"}) {
		t.Errorf("after meeting a second requirement p0 is offered %v (%s); want only the Condominium's ability and the end of the turn",
			legalStrings(s), s.Prompt())
	}
	if s.PlayArea(0)["civic-quarter"] != 0 || s.Center()["civic-quarter"] != 1 {
		t.Errorf("p0 took a second city planning card: play area %v", s.PlayArea(0))
	}
}

// TestVictoryCondition: "If any player have a city planning card in their
// play area and they have no cards in their hand, that player achieves the
// victory condition. Once a player met the victory conditions, continue the
// game for the last round and end the game." (Achieving victory
// conditions) An empty hand without a city planning card is not the
// victory condition (outside Easy Mode).
func TestVictoryCondition(t *testing.T) {
	t.Run("both: the round ends the game", func(t *testing.T) {
		s := plannedHand(t, nil, nil)
		play(t, s, "build condominium", "pay 2+10", "plan residential-district")
		if !s.Achieved(0) {
			t.Fatalf("p0 holds a city planning card and no card but has not achieved the victory condition")
		}
		resolveChance(t, s)
		if got := drawRound(t, s, rulebook.Nobody); !cmp.Equal([]rulebook.Player{1, 2, 3}, got) {
			t.Errorf("seats that played after p0: %v, want the rest of the round, p1 p2 p3", got)
		}
		if !s.Over() || !cmp.Equal([]rulebook.Player{0}, s.Winners()) {
			t.Errorf("after the round: over %t, winners %v; want over, p0", s.Over(), s.Winners())
		}
	})
	t.Run("an empty hand alone", func(t *testing.T) {
		s := newFourPlayer(t)
		arrange(t, s, handZone(0), map[string]int{"park": 1, "2m": 2})
		play(t, s, "build park", "pay 2+2")
		resolveChance(t, s)
		if s.handSize(0) != 0 || s.Achieved(0) {
			t.Fatalf("p0 holds %d cards and achieved %t; want 0 cards and not achieved", s.handSize(0), s.Achieved(0))
		}
		drawRound(t, s, 0)
		if s.Over() || s.Current() != 0 || s.Round() != 2 {
			t.Errorf("an empty hand without a city planning card ended the game or skipped p0: over %t, %v's turn in round %d",
				s.Over(), s.Current(), s.Round())
		}
	})
}

// TestVictoryConditionOnceMet: "Once a player met the victory conditions,
// continue the game for the last round and end the game"; "If only one
// player achieved the victory conditions, that player is the winner" (End
// of the game). Achieving is a moment: a player who met the victory
// condition keeps it when an ability later puts a card in their hand (here
// the Office Tower's "Every other player draws 1 building card").
func TestVictoryConditionOnceMet(t *testing.T) {
	s := plannedHand(t, nil, nil)
	play(t, s, "build condominium", "pay 2+10", "plan residential-district")
	resolveChance(t, s)
	drawRound(t, s, 2)
	play(t, s, "build office-tower", "pay 10+10")
	resolveChance(t, s)
	if s.handSize(0) != 1 {
		t.Fatalf("after the Office Tower p0 holds %d cards, want 1", s.handSize(0))
	}
	drawRound(t, s, rulebook.Nobody)
	if !s.Over() || !cmp.Equal([]rulebook.Player{0}, s.Winners()) {
		t.Errorf("over %t, winners %v; want p0, who achieved the victory condition", s.Over(), s.Winners())
	}
}

// TestEndOfGameFromAnyFirstPlayer: "continue playing until the player to
// the right of the first player finish their turn and the game ends", the
// errata's "LEFT" as the option end_of_game. With p2 first, the round ends
// with p1; the literal left of p2 is p3. The victory condition is met by
// p3 in Easy Mode (an empty hand).
func TestEndOfGameFromAnyFirstPlayer(t *testing.T) {
	for _, tc := range []struct {
		reason string
		rule   string
		after  []rulebook.Player // who plays after p3's turn
	}{
		{"round (default): p0 and p1 finish the round", endRound, []rulebook.Player{0, 1}},
		{"literal-left: p3 is to the left of the first player, and the game ends with its turn", endLiteralLeft, nil},
	} {
		s := deal(t, 4, fourHands(), 2, standardCenter, standardPlanning, WithEasyMode(true), WithRule("end_of_game", tc.rule))
		setCounts(t, s, handZone(0), "park", 0) // the third Park, for p3
		arrange(t, s, handZone(3), map[string]int{"park": 1, "2m": 2})
		drawRound(t, s, 3)
		play(t, s, "build park", "pay 2+2")
		resolveChance(t, s)
		if got := drawRound(t, s, rulebook.Nobody); !cmp.Equal(tc.after, got) {
			t.Errorf("%s: seats that played after p3: %v, want %v", tc.reason, got, tc.after)
		}
		if !s.Over() || !cmp.Equal([]rulebook.Player{3}, s.Winners()) {
			t.Errorf("%s: over %t, winners %v; want p3", tc.reason, s.Over(), s.Winners())
		}
	}
}

// TestLightningBeforeThePlanningCheck: a lightning ability "is resolved as
// soon as they are played to the play area"; the city planning check comes
// "After constructing". So the City Hall's "You may replace 1 face-up city
// planning card in the Center with the next card of the city planning
// deck" can reveal the card its builder then achieves (the Skyline: a
// building printed at 15M or more, the 20M City Hall itself).
func TestLightningBeforeThePlanningCheck(t *testing.T) {
	s := deal(t, 4, fourHands(), 2, standardCenter, standardPlanning)
	play(t, s, "build city-hall", "pay 10+10", "yes", "pick mixed-use", "card skyline")
	if diff := cmp.Diff([]string{"plan skyline"}, legalStrings(s)); diff != "" {
		t.Fatalf("after the City Hall revealed the Skyline (-want +got):\n%s", diff)
	}
	play(t, s, "plan skyline")
	if s.Discard()["mixed-use"] != 1 || s.PlayArea(2)["skyline"] != 1 {
		t.Errorf("discard %v, p2's play area %v", s.Discard(), s.PlayArea(2))
	}
}

// TestWinnersByRealMoves: "If only one player achieved the victory
// conditions, that player is the winner. If more than one player achieved
// the victory conditions, the player with more building cards in their
// play area is the winner. If the number of building cards is the same,
// those players share the victory." (End of the game) In Easy Mode p0 and
// then p1 empty their hands in the same round by building a Park; p1 had
// built before as many buildings as p0, or one more. The city planning
// card is not a building card.
func TestWinnersByRealMoves(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		p1Built map[string]int // p1's play area before its Park; p0 has 2 buildings
		want    []rulebook.Player
		returns []float64 // each seat's result: a share of the victory
	}{
		{"as many building cards: p0 and p1 share the victory",
			map[string]int{"suburb-estate": 1, "office-tower": 1}, []rulebook.Player{0, 1}, []float64{0.5, 0.5, 0, 0}},
		{"p1 has more building cards: p1 is the winner though p0 met the condition first",
			map[string]int{"suburb-estate": 2, "office-tower": 1}, []rulebook.Player{1}, []float64{0, 1, 0, 0}},
	} {
		s := newFourPlayer(t, WithEasyMode(true))
		arrange(t, s, handZone(0), map[string]int{"park": 1, "2m": 2})
		arrange(t, s, areaZone(0), map[string]int{"row-house": 1, "workshop": 1})
		arrange(t, s, handZone(1), map[string]int{"park": 1, "2m": 2})
		arrange(t, s, areaZone(1), tc.p1Built)
		play(t, s, "build park", "pay 2+2")
		resolveChance(t, s)
		play(t, s, "build park", "pay 2+2")
		resolveChance(t, s)
		drawRound(t, s, rulebook.Nobody)
		if !s.Over() {
			t.Fatalf("%s: the game is not over after the round (%s)", tc.reason, s.Prompt())
		}
		if diff := cmp.Diff(tc.want, s.Winners()); diff != "" {
			t.Errorf("%s: winners (-want +got):\n%s", tc.reason, diff)
		}
		if diff := cmp.Diff(tc.returns, s.Returns()); diff != "" {
			t.Errorf("%s: returns (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestEasyModeHasNoCityPlanningCards: Easy Mode would "remove the city
// planning card from the game and change the victory condition to "reduce
// your hand to 0" only": none is revealed, and the City Hall's "You may
// replace 1 face-up city planning card in the Center" has none to replace,
// so it asks nothing.
func TestEasyModeHasNoCityPlanningCards(t *testing.T) {
	s := deal(t, 4, fourHands(), 2, standardCenter, nil, WithEasyMode(true))
	if n := s.total(zCenter, PlanningDeck); n != 0 {
		t.Fatalf("Easy Mode revealed %d city planning cards", n)
	}
	play(t, s, "build city-hall", "pay 10+10")
	if s.Current() != 3 {
		t.Errorf("after the City Hall in Easy Mode %v is asked %q; want p3's turn", s.ToMove(), s.Prompt())
	}
}

// TestTwoRequirementsMetAtOnce: "After constructing a building card to your
// play area, check if you have achieve the requirement of any city planning
// card in the Center. If you achieve any, take that city planning card [...]
// Each player may only achieve one city planning card during the course of
// the game." A construction that meets two requirements at once gives one
// card, of the player's choosing; the other stays in the Center. Here p0's
// second Row House is a third residential building (the Residential
// District) and a second building of the same name (the Twin Towers).
func TestTwoRequirementsMetAtOnce(t *testing.T) {
	planning := []string{"residential-district", "twin-towers", "business-district", "industrial-park", "civic-quarter"}
	for _, pick := range []string{"residential-district", "twin-towers"} {
		s := deal(t, 4, fourHands(), 0, standardCenter, planning)
		arrange(t, s, areaZone(0), map[string]int{"row-house": 1, "apartment-block": 1})
		play(t, s, "build row-house", "pay 2+2")
		resolveChance(t, s) // the Row House's lightning: "Draw 1 budget card."
		if diff := cmp.Diff([]string{"plan residential-district", "plan twin-towers"}, legalStrings(s)); diff != "" {
			t.Fatalf("after the second Row House, the only moves (-want +got):\n%s", diff)
		}
		play(t, s, "plan "+pick)
		other := "twin-towers"
		if pick == other {
			other = "residential-district"
		}
		got := []int{s.PlayArea(0)[pick], s.PlayArea(0)[other], s.Center()[pick], s.Center()[other]}
		if diff := cmp.Diff([]int{1, 0, 0, 1}, got); diff != "" {
			t.Errorf("p0 chose %s: it and %s in p0's play area, then in the Center (-want +got):\n%s", pick, other, diff)
		}
		if s.Current() != 1 || s.ToMove() != 1 {
			t.Errorf("p0 chose %s: %v's turn, %v to move (%s); want p1's turn, the second card not offered", pick, s.Current(), s.ToMove(), s.Prompt())
		}
	}
}

// TestLiteralLeftEndsOnTheLeftSeatsNextTurn: with the option
// end_of_game=literal-left the errata's words hold, "The game ends after the
// turn of the player to the LEFT of the first player": a player who meets
// the victory condition after that seat's turn in a round plays on to that
// seat's next turn. With p0 first, p2 empties its hand (Easy Mode) after
// p1, the first player's left, has played; the game ends after p1's turn
// in the next round. The default, "continue the game for the last round
// and end the game", ends it after p3, the last of the round.
func TestLiteralLeftEndsOnTheLeftSeatsNextTurn(t *testing.T) {
	for _, tc := range []struct {
		reason string
		rule   string
		after  []rulebook.Player // who plays after p2's turn
	}{
		{"round (default): p3 finishes the round", endRound, []rulebook.Player{3}},
		{"literal-left: p3, p0 and p1, whose turn ends the game", endLiteralLeft, []rulebook.Player{3, 0, 1}},
	} {
		s := newFourPlayer(t, WithEasyMode(true), WithRule("end_of_game", tc.rule))
		setCounts(t, s, handZone(0), "park", 0) // the third Park, for p2
		arrange(t, s, handZone(2), map[string]int{"park": 1, "2m": 2})
		drawRound(t, s, 2)
		play(t, s, "build park", "pay 2+2")
		resolveChance(t, s)
		if !s.Achieved(2) {
			t.Fatalf("%s: p2 emptied its hand in Easy Mode but has not met the victory condition", tc.reason)
		}
		if got := drawRound(t, s, rulebook.Nobody); !cmp.Equal(tc.after, got) {
			t.Errorf("%s: seats that played after p2: %v, want %v", tc.reason, got, tc.after)
		}
		if !s.Over() || !cmp.Equal([]rulebook.Player{2}, s.Winners()) {
			t.Errorf("%s: over %t, winners %v; want p2", tc.reason, s.Over(), s.Winners())
		}
	}
}

// TestVictoryBeforeTheAction: "If any player have a city planning card in
// their play area and they have no cards in their hand, that player
// achieves the victory condition. Once a player met the victory conditions,
// continue the game for the last round and end the game." (Achieving
// victory conditions) The rulebook names no moment for it, where it names
// one for the city planning check ("After constructing a building card to
// your play area, check"): the option victory_check. p0 achieves the
// Residential District and keeps a 5M; next turn, before the action, its
// Recycling Plant ("You may discard 1 card from your hand") empties the
// hand, and the action ("During your turn, you can either Procure,
// Exchange, or Construct") can then only be a Procure, which fills it again.
func TestVictoryBeforeTheAction(t *testing.T) {
	for _, tc := range []struct {
		reason   string
		rule     string
		achieved bool // p0 has met the victory condition, at the empty hand and after the turn
	}{
		{"moment (default): both hold once the hand is empty, and the player keeps it", victoryMoment, true},
		{"end-of-turn: at the turn's end p0 holds the two cards drawn", victoryTurnEnd, false},
	} {
		s := plannedHand(t, map[string]int{"recycling-plant": 1}, map[string]int{"5m": 1}, WithRule("victory_check", tc.rule))
		play(t, s, "build condominium", "pay 2+10", "plan residential-district", "end")
		resolveChance(t, s)
		drawRound(t, s, 0)
		play(t, s, "use recycling-plant", "yes", "discard 5m")
		if s.handSize(0) != 0 || s.Achieved(0) != tc.achieved {
			t.Fatalf("%s: with its hand emptied before the action p0 holds %d cards, achieved %t; want 0, %t",
				tc.reason, s.handSize(0), s.Achieved(0), tc.achieved)
		}
		for _, m := range legalStrings(s) {
			if m != "draw" && m[:5] != "take " && m != "use condominium" {
				t.Errorf("%s: with no card in hand p0 may %q; want only a Procure (or its Condominium's ability)", tc.reason, m)
			}
		}
		play(t, s, "draw", "from budget")
		resolveChance(t, s)
		play(t, s, "from budget")
		resolveChance(t, s)
		play(t, s, "end") // the Condominium's ability left unused
		resolveChance(t, s)
		if s.Current() != 1 || s.Achieved(0) != tc.achieved {
			t.Fatalf("%s: after the Procure %v's turn, p0 achieved %t; want p1's, %t", tc.reason, s.Current(), s.Achieved(0), tc.achieved)
		}
		drawRound(t, s, 0)
		if tc.achieved && (!s.Over() || !cmp.Equal([]rulebook.Player{0}, s.Winners())) {
			t.Errorf("%s: after the round over %t, winners %v; want over, p0", tc.reason, s.Over(), s.Winners())
		}
		if !tc.achieved && (s.Over() || s.Current() != 0 || s.Round() != 3) {
			t.Errorf("%s: after the round over %t, %v's turn in round %d; want p0's in round 3", tc.reason, s.Over(), s.Current(), s.Round())
		}
	}
}

// TestEndSeatMeetsTheVictoryCondition: "Once any player has met the
// victory conditions, continue playing until the player to the right of
// the first player finish their turn and the game ends" (End of the game).
// When the seat that ends the game is the one that meets the victory
// condition, finishing its own turn ends the game: no further round is
// played. With p0 first, that seat is p3 (the round's last, the default
// end_of_game) or p1 (the errata's literal left); it empties its hand in
// Easy Mode. With victory_check "end-of-turn" the condition is checked as
// that turn ends, before the game's end is: the same.
func TestEndSeatMeetsTheVictoryCondition(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		rule    string
		victory string
		seat    rulebook.Player
	}{
		{"round (default): p3 closes the round it met the condition in", endRound, victoryMoment, 3},
		{"literal-left: p1, the first player's left, ends the game with its own turn", endLiteralLeft, victoryMoment, 1},
		{"round, checked at the turn's end: p3's turn ends the game", endRound, victoryTurnEnd, 3},
		{"literal-left, checked at the turn's end: p1's turn ends the game", endLiteralLeft, victoryTurnEnd, 1},
	} {
		s := newFourPlayer(t, WithEasyMode(true), WithRule("end_of_game", tc.rule), WithRule("victory_check", tc.victory))
		if tc.seat != 1 {
			setCounts(t, s, handZone(1), "park", 0) // the third Park (p0 holds one, the Center one), for p3
		}
		arrange(t, s, handZone(int(tc.seat)), map[string]int{"park": 1, "2m": 2})
		drawRound(t, s, tc.seat)
		play(t, s, "build park", "pay 2+2")
		resolveChance(t, s)
		if !s.Over() || !cmp.Equal([]rulebook.Player{tc.seat}, s.Winners()) {
			t.Errorf("%s: after %v emptied its hand the game is over %t (%v to move), winners %v; want over, %v",
				tc.reason, tc.seat, s.Over(), s.ToMove(), s.Winners(), tc.seat)
		}
	}
}

// TestVictoryAfterTheWholeConstruction: with victory_check "moment" the
// victory condition is looked at once a move and all it sets off are
// resolved. A construction's lightning ability belongs to it ("this
// ability is resolved as soon as they are played to the play area"), so a
// payment that empties the hand of a player holding a city planning card
// does not meet the condition when the building's ability then draws a
// card: here the Row House's "Draw 1 budget card."
func TestVictoryAfterTheWholeConstruction(t *testing.T) {
	s := plannedHand(t, nil, map[string]int{"row-house": 1, "2m": 2})
	play(t, s, "build condominium", "pay 2+10", "plan residential-district")
	resolveChance(t, s)
	drawRound(t, s, 0)
	play(t, s, "build row-house", "pay 2+2")
	resolveChance(t, s)
	if s.handSize(0) != 1 || s.Achieved(0) {
		t.Errorf("after the Row House paid with p0's last cards p0 holds %d cards, achieved %t; want 1 (its drawn card), false",
			s.handSize(0), s.Achieved(0))
	}
}

// TestEveryTypeFollowsTheTypes: the Mixed-Use Development's "Have a
// building of every type" counts the building types of rules.yaml
// (building_types()), not a number written beside it: a play area with a
// building of each of the four shipped types meets it, and on content
// whose rules.yaml adds a fifth type the same play area does not.
func TestEveryTypeFollowsTheTypes(t *testing.T) {
	five, err := editedContent(t, "rules.yaml", "types:\n", "types:\n  - id: harbour\n    name: Harbour\n    provenance: reconstructed\n")
	if err != nil {
		t.Fatal(err)
	}
	area := map[string]int{"row-house": 1, "corner-shop": 1, "workshop": 1, "park": 1}
	for _, tc := range []struct {
		reason string
		c      *Content
		want   bool
	}{
		{"the four shipped types", testContent, true},
		{"a fifth type in rules.yaml", five, false},
	} {
		s, err := New(tc.c, WithPlayers(2))
		if err != nil {
			t.Fatal(err)
		}
		arrange(t, s, areaZone(0), area)
		got, err := s.meets(0, s.c.byID["mixed-use"], -1)
		if err != nil || got != tc.want {
			t.Errorf("%s: the Mixed-Use Development met: %v, %v; want %v", tc.reason, got, err, tc.want)
		}
	}
}

// TestRequirementReadsTheBuildingConstructed: a city planning card's
// requirement is checked "After constructing a building card to your play
// area" (Achieving city planning card), and subject_type() and
// subject_cost() read "the building being built or costed" (the verb
// table): in a requirement they read the building just constructed, not
// the city planning card. A Skyline edited to "Construct a building
// printed at 15M or more" is achieved by p2's 20M City Hall, and not by
// p0's 14M Recycling Plant.
func TestRequirementReadsTheBuildingConstructed(t *testing.T) {
	useEdited(t, "planning.yaml", `requirement: area("buildings", "any", 15) >= 1`, `requirement: subject_cost() >= 15`)
	planning := []string{"skyline", "business-district", "industrial-park", "civic-quarter", "mixed-use"}
	for _, tc := range []struct {
		reason  string
		first   int
		moves   []string
		offered bool
	}{
		{"p2's 20M City Hall (its replace declined)", 2, []string{"build city-hall", "pay 10+10", "no"}, true},
		{"p0's 14M Recycling Plant", 0, []string{"build recycling-plant", "pay 2+2+10"}, false},
	} {
		s := deal(t, 4, fourHands(), tc.first, standardCenter, planning)
		play(t, s, tc.moves...)
		resolveChance(t, s)
		if got := slices.Contains(legalStrings(s), "plan skyline"); got != tc.offered {
			t.Errorf("%s: the Skyline offered %t, want %t (%s)", tc.reason, got, tc.offered, s.Prompt())
		}
	}
}

// TestVictoryInAnotherPlayersTurn: "If any player have a city planning card
// in their play area and they have no cards in their hand, that player
// achieves the victory condition" (Achieving victory conditions): any
// player, not only the one whose turn it is. p1 achieves the Civic Quarter
// keeping a 5M; next round p0's Office Tower, edited to "Every other player
// discards 1 card from their hand", empties p1's hand. With victory_check
// "moment" p1 meets the condition once the discards are done, while p0's
// turn goes on (its Recycling Plant unused); with "end-of-turn", "checked
// for every player when a turn ends", when p0 ends it. p1 keeps it after
// the Procure of its own turn, and wins when the round ends.
func TestVictoryInAnotherPlayersTurn(t *testing.T) {
	useEdited(t, "buildings.yaml", `effect: players("others", draw("building", 1))`, `effect: players("others", discard(1))`)
	for _, tc := range []struct {
		reason   string
		rule     string
		atOnce   bool // p1 has met it before p0's turn ends
		afterEnd bool // and once it has ended
	}{
		{"moment (default): as soon as the discards are done", victoryMoment, true, true},
		{"end-of-turn: when p0's turn ends", victoryTurnEnd, false, true},
	} {
		s := newFourPlayer(t, WithRule("victory_check", tc.rule))
		arrange(t, s, handZone(0), map[string]int{"office-tower": 1, "10m": 2})
		setCounts(t, s, areaZone(0), "recycling-plant", 1)
		arrange(t, s, handZone(1), map[string]int{"library": 1, "2m": 3, "5m": 1})
		arrange(t, s, areaZone(1), map[string]int{"park": 1})
		play(t, s, "draw", "from budget")
		resolveChance(t, s)
		play(t, s, "from budget")
		resolveChance(t, s)
		play(t, s, "end") // p0's Recycling Plant left unused
		resolveChance(t, s)
		play(t, s, "build library", "pay 2+2+2", "plan civic-quarter")
		resolveChance(t, s)
		drawRound(t, s, 0)
		play(t, s, "build office-tower", "pay 10+10")
		var asked []rulebook.Player
		for top := s.stack.Top(); top != nil && top.Op == opDiscard; top = s.stack.Top() {
			asked = append(asked, s.ToMove())
			play(t, s, s.Legal()[0].String())
		}
		if diff := cmp.Diff([]rulebook.Player{1, 2, 3}, asked); diff != "" {
			t.Fatalf("%s: the players who discard (-want +got):\n%s", tc.reason, diff)
		}
		if s.handSize(1) != 0 || s.ToMove() != 0 || s.Achieved(1) != tc.atOnce {
			t.Fatalf("%s: after the discards p1 holds %d cards, %v is to move (%s), p1 achieved %t; want 0, p0, %t",
				tc.reason, s.handSize(1), s.ToMove(), s.Prompt(), s.Achieved(1), tc.atOnce)
		}
		play(t, s, "end")
		resolveChance(t, s)
		if s.Current() != 1 || s.Achieved(1) != tc.afterEnd {
			t.Fatalf("%s: after p0's turn, %v's turn, p1 achieved %t; want p1's, %t", tc.reason, s.Current(), s.Achieved(1), tc.afterEnd)
		}
		play(t, s, "draw", "from budget")
		resolveChance(t, s)
		play(t, s, "from budget")
		resolveChance(t, s)
		play(t, s, "end") // p1's Library left unused
		resolveChance(t, s)
		if s.handSize(1) != 2 || !s.Achieved(1) {
			t.Fatalf("%s: after its Procure p1 holds %d cards, achieved %t; want 2, true", tc.reason, s.handSize(1), s.Achieved(1))
		}
		if got := drawRound(t, s, rulebook.Nobody); !cmp.Equal([]rulebook.Player{2, 3}, got) {
			t.Errorf("%s: seats that played after p1: %v, want the rest of the round, p2 p3", tc.reason, got)
		}
		if !s.Over() || !cmp.Equal([]rulebook.Player{1}, s.Winners()) {
			t.Errorf("%s: after the round over %t, winners %v; want over, p1", tc.reason, s.Over(), s.Winners())
		}
	}
}
