package buildershigh

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// fourHands deals p0 the rulebook's payment example (2+2+5+5 = 14, with a
// 14M Recycling Plant) and plain hands to the others.
func fourHands() [][]string {
	return [][]string{
		{"2m", "2m", "5m", "5m", "10m", "recycling-plant", "row-house", "park", "bank", "workshop"},
		{"2m", "2m", "2m", "5m", "10m", "tax-office", "park", "bank", "library", "warehouse"},
		{"2m", "5m", "5m", "10m", "10m", "city-hall", "office-tower", "factory", "condominium", "shopping-center"},
		{"2m", "2m", "5m", "10m", "10m", "tower-mansion", "suburb-estate", "market-hall", "corner-shop", "apartment-block"},
	}
}

func newFourPlayer(t *testing.T, opts ...Option) *State {
	t.Helper()
	return deal(t, 4, fourHands(), 0, standardCenter, standardPlanning, opts...)
}

// resolveChance answers every pending Chance decision with its first legal
// outcome.
func resolveChance(t *testing.T, s *State) {
	t.Helper()
	for s.ToMove() == rulebook.Chance {
		resolveChance1(t, s)
	}
}

// resolveChance1 answers one Chance decision with its first legal outcome.
func resolveChance1(t *testing.T, s *State) {
	t.Helper()
	legal := s.Legal()
	if len(legal) == 0 {
		t.Fatalf("Chance has no outcome at %q", s.Prompt())
	}
	if err := s.Apply(legal[0]); err != nil {
		t.Fatal(err)
	}
}

func TestRulebookPaymentExample(t *testing.T) {
	// "Pay the cost from your hand to the Center … Example: 2+2+5+5=14."
	s := newFourPlayer(t)
	play(t, s, "build recycling-plant")
	got := legalStrings(s)
	want := []string{"pay 2+2+10", "pay 2+2+5+5"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("payments of 14M from 2,2,5,5,10 (-want +got):\n%s", diff)
	}
	play(t, s, "pay 2+2+5+5")
	if diff := cmp.Diff(map[string]int{"2m": 2, "5m": 2, "row-house": 1, "apartment-block": 1, "corner-shop": 1,
		"market-hall": 1, "bank": 1, "workshop": 1, "factory": 1, "park": 1, "library": 1,
		"residential-district": 1, "business-district": 1, "industrial-park": 1, "civic-quarter": 1, "mixed-use": 1},
		s.Center()); diff != "" {
		t.Errorf("Center after paying (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]int{"10m": 1, "row-house": 1, "park": 1, "bank": 1, "workshop": 1}, s.Hand(0)); diff != "" {
		t.Errorf("hand after paying (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]int{"recycling-plant": 1}, s.PlayArea(0)); diff != "" {
		t.Errorf("play area (-want +got):\n%s", diff)
	}
}

func TestPaymentMustBeExact(t *testing.T) {
	s := newFourPlayer(t)
	play(t, s, "build recycling-plant")
	tests := []struct {
		move, reason string
	}{
		{"pay 5+5", "10M is short of 14M"},
		{"pay 2+2+5+10", "19M is more than 14M: the total must be exactly equal"},
		{"pay 2+2+2+2+2+2+2", "p0 holds two 2M cards, not seven"},
	}
	for _, tc := range tests {
		before := s.Clone()
		m, err := s.ParseMove(tc.move)
		if err != nil {
			t.Fatalf("%s: %v", tc.move, err)
		}
		err = s.Apply(m)
		var re *rulebook.RuleError
		if !errors.Is(err, rulebook.ErrIllegal) || !errors.As(err, &re) || re.Section != secPaying {
			t.Errorf("%s (%s): got %v, want an illegal move citing %q", tc.move, tc.reason, err, secPaying)
		}
		if diff := cmp.Diff(before, s, stateCompare); diff != "" {
			t.Errorf("%s: a rejected move changed the state (-before +after):\n%s", tc.move, diff)
		}
	}
}

func TestWinnerRules(t *testing.T) {
	tests := []struct {
		reason    string
		achieved  []int
		buildings []int // building cards in each seat's play area
		want      []rulebook.Player
	}{
		{"one player achieved the victory conditions: that player is the winner, whatever the buildings",
			[]int{2}, []int{5, 4, 1, 3}, []rulebook.Player{2}},
		{"more than one achieved: the player with more building cards in their play area is the winner",
			[]int{0, 3}, []int{2, 9, 0, 4}, []rulebook.Player{3}},
		{"the same number of building cards: those players share the victory",
			[]int{0, 1, 3}, []int{4, 4, 9, 2}, []rulebook.Player{0, 1}},
		{"nobody achieved (the round limit ended the game): nobody wins",
			nil, []int{1, 2, 3, 4}, nil},
	}
	for _, tc := range tests {
		s := newFourPlayer(t)
		for p, n := range tc.buildings {
			forceBuildings(s, p, n)
		}
		for _, p := range tc.achieved {
			s.achieved |= 1 << p
		}
		s.over = true
		if diff := cmp.Diff(tc.want, s.Winners()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
		if diff := cmp.Diff(tc.buildings, s.Scores()); diff != "" {
			t.Errorf("%s: scores (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestGameEndsAfterTheRound plays Easy Mode to a player emptying the hand
// mid-round: the round is played to its end, then the game is over.
func TestGameEndsAfterTheRound(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		rule    string
		lastTo  rulebook.Player // the last seat to play
		seatsOn []rulebook.Player
	}{
		{"default: the round is played to its end, so p2 and p3 still play", endRound, 3, []rulebook.Player{2, 3}},
		{"literal errata: the game ends after the player to the first player's left (p1)", endLiteralLeft, 1, nil},
	} {
		s := newFourPlayer(t, WithEasyMode(true), WithRule("end_of_game", tc.rule))
		// p1 holds a Park (4M) and two 2M cards and nothing else.
		for _, id := range []string{"2m", "5m", "10m", "tax-office", "bank", "library", "warehouse"} {
			setCounts(t, s, handZone(1), id, 0)
		}
		setCounts(t, s, handZone(1), "2m", 2)
		play(t, s, "take row-house")
		resolveChance(t, s)
		play(t, s, "build park", "pay 2+2")
		if !s.Achieved(1) {
			t.Fatalf("%s: p1 emptied the hand in Easy Mode but has not achieved the victory condition", tc.reason)
		}
		resolveChance(t, s)
		var played []rulebook.Player
		for !s.Over() {
			p := s.ToMove()
			played = append(played, p)
			play(t, s, "draw", "from budget")
			resolveChance(t, s)
			play(t, s, "from budget")
			resolveChance(t, s)
		}
		if diff := cmp.Diff(tc.seatsOn, played); diff != "" {
			t.Errorf("%s: seats that played after p1 (-want +got):\n%s", tc.reason, diff)
		}
		if diff := cmp.Diff([]rulebook.Player{1}, s.Winners()); diff != "" {
			t.Errorf("%s: winners (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestHandAbilityFromTheNextTurn(t *testing.T) {
	s := newFourPlayer(t)
	// A Market Hall built earlier keeps p0's turn open after the action.
	setCounts(t, s, areaZone(0), "market-hall", 1)
	play(t, s, "build recycling-plant", "pay 2+2+10")
	m, _ := s.ParseMove("use recycling-plant")
	err := s.Check(m)
	var re *rulebook.RuleError
	if !errors.As(err, &re) || re.Section != secRules {
		t.Fatalf("using a hand ability the turn it was built: got %v, want an error citing %q", err, secRules)
	}
	play(t, s, "end")
	// Round trip to p0's next turn.
	for s.ToMove() != 0 || s.Turn() == 1 {
		if s.ToMove() == rulebook.Chance {
			resolveChance(t, s)
			continue
		}
		play(t, s, "draw", "from budget")
		resolveChance(t, s)
		play(t, s, "from budget")
		resolveChance(t, s)
	}
	if !slices.Contains(legalStrings(s), "use recycling-plant") {
		t.Fatalf("on p0's next turn the hand ability is not offered: %v", legalStrings(s))
	}
	hand := s.handSize(0)
	play(t, s, "use recycling-plant", "yes", "discard 5m")
	if s.handSize(0) != hand-1 {
		t.Errorf("after discarding, hand has %d cards, want %d", s.handSize(0), hand-1)
	}
	if slices.Contains(legalStrings(s), "use recycling-plant") {
		t.Errorf("one Recycling Plant's ability was offered twice in a turn")
	}
}

func TestTaxOfficeTriggersOutOfTurn(t *testing.T) {
	s := newFourPlayer(t)
	setCounts(t, s, areaZone(1), "tax-office", 1)
	play(t, s, "build recycling-plant", "pay 2+2+10")
	if s.ToMove() != 1 {
		t.Fatalf("after p0 paid with 2M cards, %v is to move (%s); want p1, who owns the Tax Office", s.ToMove(), s.Prompt())
	}
	if s.Current() != 0 {
		t.Errorf("the Tax Office's decision came on %v's turn, want during p0's", s.Current())
	}
	before := s.Hand(1)["2m"]
	play(t, s, "yes")
	if got := s.Hand(1)["2m"]; got != before+1 {
		t.Errorf("p1 holds %d 2M cards after the Tax Office, want %d", got, before+1)
	}
	resolveChance(t, s)
	if s.Current() != 1 || s.ToMove() != 1 {
		t.Errorf("after the trigger p0's turn should end and p1's begin; %v's turn, %v to move", s.Current(), s.ToMove())
	}
}

func TestCityPlanningOncePerGame(t *testing.T) {
	s := newFourPlayer(t)
	// p0 has two residential buildings; a third achieves the Residential District.
	setCounts(t, s, areaZone(0), "apartment-block", 1)
	setCounts(t, s, areaZone(0), "suburb-estate", 1)
	play(t, s, "build row-house", "pay 2+2")
	resolveChance(t, s) // Row House: draw 1 budget card
	if diff := cmp.Diff([]string{"plan residential-district"}, legalStrings(s)); diff != "" {
		t.Fatalf("after the third residential building (-want +got):\n%s", diff)
	}
	play(t, s, "plan residential-district")
	if s.PlayArea(0)["residential-district"] != 1 {
		t.Fatalf("the planning card is not in p0's play area: %v", s.PlayArea(0))
	}
	// A second requirement met later gives nothing: only one per game.
	mask, err := s.achievable(0)
	if err != nil || mask != 0 {
		t.Errorf("a player holding a city planning card could achieve another (mask=%b, err=%v)", mask, err)
	}
}

func TestExchangeSameType(t *testing.T) {
	s := newFourPlayer(t)
	m, _ := s.ParseMove("exchange 2m for bank")
	var re *rulebook.RuleError
	if err := s.Check(m); !errors.As(err, &re) || re.Section != secExchange {
		t.Errorf("exchanging a budget card for a building card: got %v, want an error citing %q", err, secExchange)
	}
	play(t, s, "exchange row-house for bank")
	if s.Hand(0)["bank"] != 2 || s.Center()["row-house"] != 2 || s.Center()["bank"] != 0 {
		t.Errorf("after the exchange: hand %v, Center %v", s.Hand(0), s.Center())
	}
}

func TestReshuffleWhenTheDeckRunsOut(t *testing.T) {
	s := newFourPlayer(t)
	// Empty the budget deck into the discard pile; p0 draws a budget card.
	for _, id := range []string{"2m", "5m", "10m"} {
		k := s.c.byID[id]
		for s.zone(zDeck)[k] > 0 {
			s.move(k, zDeck, zDiscard)
		}
	}
	discarded := s.total(zDiscard, BudgetDeck)
	play(t, s, "draw", "from budget")
	if s.ToMove() != rulebook.Chance {
		t.Fatalf("drawing from an empty deck with a discard pile: %v is to move (%s)", s.ToMove(), s.Prompt())
	}
	if got := s.total(zDeck, BudgetDeck); got != discarded {
		t.Errorf("after the reshuffle the budget deck has %d cards, want the %d of the discard pile", got, discarded)
	}
}

func TestIllegalMovesCiteTheRule(t *testing.T) {
	s := newFourPlayer(t)
	tests := []struct {
		move, section, reason string
	}{
		{"take skyline", secProcure, "a city planning card cannot be procured"},
		{"take tax-office", secProcure, "no Tax Office lies in the Center"},
		{"build city-hall", secConstruct, "p0 holds no City Hall"},
		{"end", secRound, "the action comes before ending the turn"},
		{"yes", secRound, "nothing asks yes or no"},
	}
	for _, tc := range tests {
		m, err := s.ParseMove(tc.move)
		if err != nil {
			t.Fatalf("%s: %v", tc.move, err)
		}
		err = s.Check(m)
		var re *rulebook.RuleError
		if !errors.As(err, &re) || re.Section != tc.section || !errors.Is(err, rulebook.ErrIllegal) {
			t.Errorf("%s (%s): got %v, want an illegal move citing %q", tc.move, tc.reason, err, tc.section)
		}
	}
}
