package buildershigh

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// taxOfficeTrigger is the Tax Office's trigger in the shipped buildings.yaml.
const taxOfficeTrigger = `      on: pay
      when: '!by_you()'
`

// TestTriggerAndArgumentErrorsAtLoad: what a trigger listens to, its
// filter and the players and places a script names are checked at load, at
// the YAML's line, with the words that are allowed.
func TestTriggerAndArgumentErrorsAtLoad(t *testing.T) {
	tests := []struct {
		reason, old, new, want string
	}{
		{"an event the rulebook does not name", taxOfficeTrigger, "      on: other-pays\n", `unknown event "other-pays" (known: pay, construct)`},
		{"a filter reads only the event, so it answers the same whenever it is asked", taxOfficeTrigger,
			"      on: pay\n      when: 'hand() > 2'\n", "a trigger's filter reads only the event"},
		{"a filter belongs to a trigger", "      text: Draw 1 budget card.\n", "      text: Draw 1 budget card.\n      when: by_you()\n", "a filter (when) belongs to a trigger (on)"},
		{"players a script names", `effect: players("others", draw("building", 1))`, `effect: players("the others", draw("building", 1))`, `players "the others" must be`},
		{"one player to give to", `effect: give("left", 1)`, `effect: give("others", 1)`, `player "others" must be "left" or "right"`},
		{"a place cards are taken from", `take_from("discard", "building", 1)`, `take_from("hand", "building", 1)`, `place "hand" must be "center", "discard" or "paid"`},
		{"a city planning card is not taken into a hand", `take_from("discard", "building", 1)`, `take_from("discard", "skyline", 1)`, `"skyline" is not "budget", "building" or a budget or building card`},
		{"a place cards lie in", `cards("paid", "2m") > 0`, `cards("bag", "2m") > 0`, `place "bag" must be one of`},
	}
	for _, tc := range tests {
		_, err := editedContent(t, "buildings.yaml", tc.old, tc.new)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "buildings.yaml:") {
			t.Errorf("%s: load error %v, want one in buildings.yaml saying %s", tc.reason, err, tc.want)
		}
	}
}

// TestChosenPlayer: players("chosen", effects) names "a chosen player":
// the card's owner chooses another player, who does the effects. A Row
// House edited to "the player you choose draws 1 budget card" asks p0 for
// one of the other three, refuses p0, and the chosen p2 draws.
func TestChosenPlayer(t *testing.T) {
	useEdited(t, "buildings.yaml", `effect: draw("budget", 1)`, `effect: players("chosen", draw("budget", 1))`)
	s := newFourPlayer(t)
	play(t, s, "build row-house", "pay 2+2")
	if diff := cmp.Diff([]string{"player p1", "player p2", "player p3"}, legalStrings(s)); diff != "" {
		t.Fatalf("choosing a player (%s) (-want +got):\n%s", s.Prompt(), diff)
	}
	m, err := s.ParseMove("player p0")
	if err != nil {
		t.Fatal(err)
	}
	var re *rulebook.RuleError
	if err := s.Check(m); !errors.As(err, &re) || re.Section != secAbilities {
		t.Errorf("choosing yourself: got %v, want an illegal move citing %q", err, secAbilities)
	}
	play(t, s, "player p2")
	if diff := cmp.Diff([]string{"p2 draws a budget card"}, chanceDraws(t, s)); diff != "" {
		t.Errorf("after choosing p2 (-want +got):\n%s", diff)
	}
}

// TestAmongTheMost: among(who) compares across players with the rulebook's
// tie rule ("If the number of building cards is the same, those players
// share the victory"): a Residential District edited to "have the most
// buildings" is achieved by p0's first building unless p1 has more; a tie
// counts.
func TestAmongTheMost(t *testing.T) {
	useEdited(t, "planning.yaml", `requirement: count("residential") >= 3`, `requirement: among("most buildings")`)
	for _, tc := range []struct {
		reason   string
		p1       int // buildings in p1's play area
		achieved bool
	}{
		{"p0's one building is the most", 0, true},
		{"p1's one building ties p0's: tied players share", 1, true},
		{"p1's two buildings are more", 2, false},
	} {
		s := newFourPlayer(t)
		for _, id := range []string{"warehouse", "library"}[:tc.p1] {
			setCounts(t, s, areaZone(1), id, 1)
		}
		play(t, s, "build recycling-plant", "pay 2+2+10")
		got := slices.Contains(legalStrings(s), "plan residential-district")
		if got != tc.achieved {
			t.Errorf("%s: the Residential District offered %v, want %v (%s)", tc.reason, got, tc.achieved, s.Prompt())
		}
	}
}

// TestTriggerEffectReadsTheBuildingConstructed: subject_type() and
// subject_cost() read "the building being built or costed" (the verb
// table), and a trigger's event is a construction ("on: pay", "on:
// construct"): in a trigger's effect, as in its filter, the subject is the
// building the event's player constructed, not the listening card. A Tax
// Office edited to "When another player constructs a building printed at
// 10M or more, draw 1 budget card" has p1 draw when p0 builds the 14M
// Recycling Plant, and not when p0 builds the 4M Park (the Tax Office
// itself is printed at 8M, so reading it would never draw).
func TestTriggerEffectReadsTheBuildingConstructed(t *testing.T) {
	useEdited(t, "buildings.yaml",
		`effect: 'cards("paid", "2m") > 0 ? may("take a paid 2M card into your hand", take_from("paid", "2m", 1)) : none()'`,
		`effect: 'subject_cost() >= 10 ? draw("budget", 1) : none()'`)
	for _, tc := range []struct {
		reason string
		moves  []string
		want   []string
	}{
		{"the 14M Recycling Plant: p1 draws", []string{"build recycling-plant", "pay 2+2+10"}, []string{"p1 draws a budget card"}},
		{"the 4M Park: nothing", []string{"build park", "pay 2+2"}, nil},
	} {
		s := newFourPlayer(t)
		setCounts(t, s, areaZone(1), "tax-office", 1)
		play(t, s, tc.moves...)
		if diff := cmp.Diff(tc.want, chanceDraws(t, s)); diff != "" {
			t.Errorf("%s: the draws after p0's construction (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestLightningReadsTheStateItResolvesIn: "Abilities with a lightning-bolt
// icon state that this ability is resolved as soon as they are played to
// the play area" (Building card abilities), and the triggers of the
// payment ("When another player pays a budget card as construction cost,
// you may take 1 card into your hand", the Tax Office's errata) resolve
// before it (the package's reading of a construction's order). So the
// lightning ability is resolved in the state those triggers leave: its
// script, and the players it names, are read when it resolves, not when
// the payment is made. A Park edited to "The players with the most cards
// in hand discard 1 card" is built by p0 for 2+2; p1, p2 and p3 hold 10
// cards each, and p1's Tax Office may take one of the paid 2M cards.
func TestLightningReadsTheStateItResolvesIn(t *testing.T) {
	useEdited(t, "buildings.yaml", `effect: give("left", 1)`, `effect: players("most hand", discard(1))`)
	for _, tc := range []struct {
		reason string
		tax    string            // p1's answer to its Tax Office
		want   []rulebook.Player // who discards
	}{
		{"p1 takes a 2M: 11 cards, alone the most", "yes", []rulebook.Player{1}},
		{"p1 declines: p1, p2 and p3 tie with 10, and tied players all do it", "no", []rulebook.Player{1, 2, 3}},
	} {
		s := newFourPlayer(t)
		setCounts(t, s, areaZone(1), "tax-office", 1)
		play(t, s, "build park", "pay 2+2", tc.tax)
		got := discarders(s)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: the players who discard (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestPlayersNamedWhenTheirTurnComes: "Each building card has an ability
// that must be resolved" (Building card abilities), and an ability's text
// is done in its order, "Draw 1 building card, then ..." (the Suburb
// Estate). players(who, effects) names its players when it is done, after
// the effects before it: a Suburb Estate edited to "Draw 1 building card,
// then the players with the most cards in hand discard 1 card" counts the
// card its builder just drew. p1, p2 and p3 hold 10 cards; p0 pays 2+2+5
// and draws one.
func TestPlayersNamedWhenTheirTurnComes(t *testing.T) {
	useEdited(t, "buildings.yaml", `effect: '[draw("building", 1), may("discard a card", discard(1))]'`,
		`effect: '[draw("building", 1), players("most hand", discard(1))]'`)
	for _, tc := range []struct {
		reason string
		extra  map[string]int    // p0's hand beside the Suburb Estate and 2+2+5
		want   []rulebook.Player // who discards
	}{
		{"p0 holds 10 after paying, 11 with the card drawn: alone the most",
			map[string]int{"10m": 1, "row-house": 1, "park": 1, "bank": 1, "workshop": 1, "recycling-plant": 1, "library": 1, "warehouse": 1, "condominium": 1, "market-hall": 1},
			[]rulebook.Player{0}},
		{"p0 holds 9 after paying, 10 with the card drawn: tied with p1, p2 and p3, who all discard, p0 last",
			map[string]int{"10m": 1, "row-house": 1, "park": 1, "bank": 1, "workshop": 1, "recycling-plant": 1, "library": 1, "warehouse": 1, "condominium": 1},
			[]rulebook.Player{1, 2, 3, 0}},
	} {
		s := newFourPlayer(t)
		hand := map[string]int{"suburb-estate": 1, "2m": 2, "5m": 1}
		for id, n := range tc.extra {
			hand[id] += n
		}
		arrange(t, s, handZone(0), hand)
		play(t, s, "build suburb-estate", "pay 2+2+5")
		// The players step waits under the draw, and a save holds it.
		data, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		u, err := Decode(testContent, data)
		if err != nil {
			t.Fatalf("%s: the save under the draw does not decode: %v", tc.reason, err)
		}
		if diff := cmpDiff(s, u); diff != "" {
			t.Fatalf("%s: the save under the draw decodes to another state:\n%s", tc.reason, diff)
		}
		resolveChance(t, s)
		got := discarders(s)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: the players who discard (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestPaymentTriggersBeforeTheLightning: the Tax Office's errata, "When
// another player pays a budget card as construction cost, you may take 1
// card into your hand", resolves as the payment is made, before the
// building's lightning ability, which is "resolved as soon as they are
// played to the play area" (Building card abilities): the payment comes
// first ("pay it's construction cost. After that, place the building
// constructed into your play area", Construct). p3 builds the Corner Shop
// ("Take 1 budget card from the Center.") with its 2M, the only budget card
// in the Center; p1 holds a Tax Office.
func TestPaymentTriggersBeforeTheLightning(t *testing.T) {
	for _, tc := range []struct {
		reason    string
		tax       string
		legal     []string // p3's moves once p1 has answered
		p1, p3got int      // 2M cards p1 and p3 gain
	}{
		{"p1 takes the 2M: the Corner Shop finds no budget card to take, and p3's turn is the Market Hall's or its end", "yes", []string{"use market-hall", "end"}, 1, 0},
		{"p1 declines: the Corner Shop takes the 2M back", "no", []string{"pick 2m"}, 0, 1},
	} {
		s := deal(t, 4, fourHands(), 3, standardCenter, standardPlanning)
		setCounts(t, s, areaZone(1), "tax-office", 1)
		setCounts(t, s, areaZone(3), "market-hall", 1) // keeps p3's turn open after the action
		p1, p3 := s.Hand(1)["2m"], s.Hand(3)["2m"]
		play(t, s, "build corner-shop", "pay 2")
		if s.ToMove() != 1 {
			t.Fatalf("%s: after p3's payment %v is to move (%s); want p1 for its Tax Office", tc.reason, s.ToMove(), s.Prompt())
		}
		play(t, s, tc.tax)
		if diff := cmp.Diff(tc.legal, legalStrings(s)); diff != "" {
			t.Errorf("%s: p3's moves (-want +got):\n%s", tc.reason, diff)
		}
		if tc.tax == "no" {
			play(t, s, "pick 2m")
		}
		if diff := cmp.Diff([]int{tc.p1, tc.p3got}, []int{s.Hand(1)["2m"] - p1, s.Hand(3)["2m"] - (p3 - 1)}); diff != "" {
			t.Errorf("%s: 2M cards gained by p1 and p3 (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// discarders answers the discards pending on top of s's stack with their
// first legal move, in order, and returns who made them.
func discarders(s *State) []rulebook.Player {
	var who []rulebook.Player
	for top := s.stack.Top(); top != nil && top.Op == opDiscard; top = s.stack.Top() {
		who = append(who, s.ToMove())
		if err := s.Apply(s.Legal()[0]); err != nil {
			break
		}
	}
	return who
}

// TestBuildingHearsOnlyWhatFollowsItsPlacing: "Choose one building card
// from your hand and pay it's construction cost. After that, place the
// building constructed into your play area." (Construct) A permanent
// ability is in force while its card is in the play area, so the building
// being constructed does not hear its own payment: it is still in the hand
// when the cost is paid (as its own cost modifier does not change its
// cost). Its placing is the construction, so it hears that. A Tax Office
// edited to "When you pay (or construct), draw 1 budget card" is built by
// p0 with 2+2+2+2, with none built before or one; AppendUses, asked before
// the payment, counts the triggers that resolve.
func TestBuildingHearsOnlyWhatFollowsItsPlacing(t *testing.T) {
	const effect = `      effect: 'cards("paid", "2m") > 0 ? may("take a paid 2M card into your hand", take_from("paid", "2m", 1)) : none()'`
	draw := "p0 draws a budget card"
	for _, tc := range []struct {
		reason string
		event  string
		before int      // Tax Offices in p0's play area before
		want   []string // the draws its triggers make
	}{
		{"pay, none built before: the new one was in the hand when the cost was paid", "pay", 0, nil},
		{"pay, one built before: that one hears, the new one does not", "pay", 1, []string{draw}},
		{"construct, none built before: the new one is placed, and hears its placing", "construct", 0, []string{draw}},
		{"construct, one built before: both hear", "construct", 1, []string{draw, draw}},
	} {
		c, err := editedContent(t, "buildings.yaml", taxOfficeTrigger+effect,
			"      on: "+tc.event+"\n      when: 'by_you()'\n      effect: draw(\"budget\", 1)")
		if err != nil {
			t.Fatal(err)
		}
		restore := swapContent(c)
		s := newFourPlayer(t)
		restore()
		arrange(t, s, handZone(0), map[string]int{"tax-office": 1, "2m": 4})
		setCounts(t, s, areaZone(0), "tax-office", tc.before)
		play(t, s, "build tax-office")
		pay, _ := s.ParseMove("pay 2+2+2+2")
		counted := 0
		for _, u := range s.AppendUses(nil, pay) {
			if u == (Use{"tax-office", UseAbility}) {
				counted++
			}
		}
		play(t, s, pay.String())
		got := chanceDraws(t, s)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: the draws after p0's payment (-want +got):\n%s", tc.reason, diff)
		}
		if counted != len(tc.want) {
			t.Errorf("%s: AppendUses counts %d Tax Office triggers, want %d", tc.reason, counted, len(tc.want))
		}
	}
}

// TestTriggersFromTheActorsLeftActorLast: triggers of several players
// resolve in turn order ("Players take turns in clockwise order", Course of
// the game) from the acting player's left, the acting player's own last
// (the package's reading: the event is the actor's, and the others answer
// it in the order they would play). A Tax Office edited to hear every
// payment, its own owner's included, is held by p0 and p3; p0 builds a Park
// for 2+2, so p3 (the last seat going round from p0's left) is asked
// before p0.
func TestTriggersFromTheActorsLeftActorLast(t *testing.T) {
	useEdited(t, "buildings.yaml", taxOfficeTrigger, "      on: pay\n      when: 'true'\n")
	for _, tc := range []struct {
		reason string
		owners []int
		want   []rulebook.Player
	}{
		{"p0 and p3: p3, then p0's own", []int{0, 3}, []rulebook.Player{3, 0}},
		{"p0, p1 and p2: p1, p2, then p0", []int{0, 1, 2}, []rulebook.Player{1, 2, 0}},
	} {
		s := newFourPlayer(t)
		for _, p := range []int{1, 2, 3} {
			setCounts(t, s, handZone(p), "tax-office", 0)
		}
		for _, p := range tc.owners {
			setCounts(t, s, areaZone(p), "tax-office", 1)
		}
		play(t, s, "build park", "pay 2+2")
		var asked []rulebook.Player
		for strings.Contains(s.Prompt(), "take a paid 2M card") {
			asked = append(asked, s.ToMove())
			play(t, s, "no")
		}
		if diff := cmp.Diff(tc.want, asked); diff != "" {
			t.Errorf("%s: the Tax Office owners asked, in order (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestConstructionTriggersBeforeTheLightning: a trigger on the construction
// ("place the building constructed into your play area", Construct)
// resolves before the building's lightning ability, as the payment's do
// (TestPaymentTriggersBeforeTheLightning): the package's reading of a
// construction's order, the lightning ability's script read in the state
// the triggers leave. The Tax Office is edited to listen to "construct";
// p3 builds the Corner Shop ("Take 1 budget card from the Center.") with
// its 2M, the only budget card in the Center, and p1 answers first.
func TestConstructionTriggersBeforeTheLightning(t *testing.T) {
	useEdited(t, "buildings.yaml", taxOfficeTrigger, "      on: construct\n      when: '!by_you()'\n")
	for _, tc := range []struct {
		reason string
		tax    string
		legal  []string // p3's moves once p1 has answered
	}{
		{"p1 takes the 2M: the Corner Shop finds none to take", "yes", []string{"use market-hall", "end"}},
		{"p1 declines: the Corner Shop takes it", "no", []string{"pick 2m"}},
	} {
		s := deal(t, 4, fourHands(), 3, standardCenter, standardPlanning)
		setCounts(t, s, areaZone(1), "tax-office", 1)
		setCounts(t, s, areaZone(3), "market-hall", 1) // keeps p3's turn open after the action
		play(t, s, "build corner-shop", "pay 2")
		if s.ToMove() != 1 {
			t.Fatalf("%s: after p3's construction %v is to move (%s); want p1 for its trigger", tc.reason, s.ToMove(), s.Prompt())
		}
		play(t, s, tc.tax)
		if diff := cmp.Diff(tc.legal, legalStrings(s)); diff != "" {
			t.Errorf("%s: p3's moves (-want +got):\n%s", tc.reason, diff)
		}
	}
}
