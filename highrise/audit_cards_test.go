package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Mayor's Office: "You gain one Corruption when using Mayor's Office."
// "When you use Mayor's Office on a 'Lose 2 Corruption' Space, you will lose
// a net of one Corruption." Lose Corruption: "If you have only one
// Corruption, lose it. You may not take this Action Space if you have zero
// Corruption." The card's Corruption comes before the space's action ("you
// may do them in any order you like"), so at zero Corruption the occupied
// Lose 2 Corruption space may be shared: one gained, that one lost.
func TestMayorsOfficeAtZeroCorruption(t *testing.T) {
	s := ready(t, 4, ModeFull)
	emptyBonuses(s)
	give(t, s, 0, "mayors-office", 1)
	onTurn(s, 0)
	id := spaceWith(t, s, "lose-corruption")
	s.p[1].Pos, s.p[1].Arrive = int8(trackIndex(t, s, id)), 1
	s.p[0].Corruption = 0
	if !legalStrings(s)["go "+id+" mayor"] {
		t.Fatalf("at zero Corruption Mayor's Office's Corruption makes the Lose 2 Corruption space possible: %v", s.Legal())
	}
	play(t, s, "go "+id+" mayor")
	if diff := cmp.Diff(0, s.Corruption(0)); diff != "" {
		t.Errorf("0 Corruption, +1 for Mayor's Office, then the only one lost (-want +got):\n%s", diff)
	}
}

// "Place the Corruption Limit Marker on the Corruption track at this
// value." End of Round (1-Player Game): "compare your Corruption to the
// Corruption Limit indicated by the Corruption Limit Marker." Nothing takes
// the marker off the track, so a round that sets no new limit is compared
// with the marker where an earlier round left it; before it is first placed
// ("Place one Marker ... next to the VP/Corruption board") there is none.
// (With the shipped board's four Construction Zones and five Blueprints a
// round always sets one; the rule is pinned for content where it does not.)
func TestSoloCorruptionLimitMarkerStays(t *testing.T) {
	for _, tc := range []struct {
		why      string
		limit    int8
		setNow   bool
		corr     uint8
		wantVP   int16
		wantView int
	}{
		{"set this round: 3 spaces behind 7, 3 VP", 7, true, 4, 13, 7},
		{"left by an earlier round at 7: still compared, 3 VP", 7, false, 4, 13, 7},
		{"left by an earlier round at 7, 2 over: 6 VP lost", 7, false, 9, 4, 7},
		{"never placed: no comparison", -1, false, 4, 10, -1},
	} {
		s := ready(t, 1, ModeFull)
		s.stack = s.stack[:0]
		s.limit, s.limitSet = tc.limit, tc.setNow
		if tc.setNow {
			s.limitBP = 0
		}
		s.p[0].Corruption, s.p[0].VP = tc.corr, 10
		view := s.View(0).Solo.CorruptionLimit
		s.penalty()
		if diff := cmp.Diff([]int{int(tc.wantVP), tc.wantView}, []int{int(s.p[0].VP), view}); diff != "" {
			t.Errorf("%s: [VP, the view's Corruption Limit] (-want +got):\n%s", tc.why, diff)
		}
	}
}

// "As regular player Moguls do, Neutral Moguls take their turn when they
// are the furthest behind"; "at the end of your turn, you are still the
// player furthest behind ... you get another action!" With
// same_name_corruption turn the Power Cards the Controlling Player used in
// a Neutral Mogul's turn count together over all its actions, as a player's
// do ("If you play multiple cards with the same name on the same turn");
// with action, each action counts alone. In the 1-player game a Neutral
// Mogul moving from the Stop Zone to the first Zone is still the furthest
// behind; the Archive counted as used earlier in its turn (set by hand).
func TestNeutralTurnCountsSameNameCardsTogether(t *testing.T) {
	for _, tc := range []struct {
		why  string
		rule string
		want int
	}{
		{"turn: the Neutral Mogul's second action is the same turn", "turn", 1},
		{"action: the first action's move starts a new count", "action", 0},
	} {
		s := readyWith(t, testContent, 1, ModeFull, WithRule("same_name_corruption", tc.rule))
		s.p[2].Pos = int8(trackIndex(t, s, "hb-floors-1"))
		neutralTurn(t, s, 1, "", "bh-floors-1")
		archive := testContent.cardIndex("archive")
		s.used[testContent.cards[archive].same] = 1
		play(t, s, "go eg-floors-1", "no")
		if top := s.stack.Top(); top == nil || top.Op != opNeutral || top.K != 1 {
			t.Fatalf("%s: Neutral Mogul 1 is not still the furthest behind: %s", tc.why, s.Prompt())
		}
		if diff := cmp.Diff(tc.want, s.View(0).UsedCards["archive"]); diff != "" {
			t.Errorf("%s: the Archive's count (-want +got):\n%s", tc.why, diff)
		}
	}
}

// Museum: "Immediately take everything from one Bonus Box anywhere on the
// board, or Draw 2 Floors from the bag." "You must activate a Tenant Power
// when you stop on a space with the Tenant Tile"; "you must perform the
// pictured action. If you cannot perform the action, you may not stop on
// that space." With every Bonus Space empty ("Once a player takes
// everything from a Bonus Space, it will remain empty for the rest of the
// round") there is nothing to take: the power is to Draw 2 Floors, no
// choice offered; with a Bonus Space holding something, the choice is.
func TestMuseumWithEveryBonusSpaceEmpty(t *testing.T) {
	for _, tc := range []struct {
		why       string
		keepOne   bool
		wantDraws bool // the first prompt after the move is Chance's draw
	}{
		{"every Bonus Space empty: Draw 2 Floors at once", false, true},
		{"one Bonus Space holds a Floor: take it, or Draw 2", true, false},
	} {
		s := ready(t, 4, ModeFull)
		emptyBonuses(s)
		if tc.keepOne {
			s.bonus[0].Floors[0]++
			s.bag[0]--
		}
		eg := testContent.hoodIndex("east-gardens")
		idx := s.buildingSpace(eg, 0)
		s.tenant[idx] = int8(tenantIndex(t, "museum"))
		onTurn(s, 0)
		play(t, s, "go "+s.side.Spaces[s.side.TenantSpace[idx]].ID)
		if diff := cmp.Diff(tc.wantDraws, s.stack.Top().Op == opFloor); diff != "" {
			t.Errorf("%s: drawing at once (-want +got), prompt %q:\n%s", tc.why, s.Prompt(), diff)
		}
	}
}

// Transit Hub: "If any player moves into the Stop Zone, you must
// immediately discard your Transit Hub back to the stack on the Tenant
// Card, and discard all Floors from the card back to supply!" A Neutral
// Mogul is no player's ("As regular player Moguls do, Neutral Moguls take
// their turn"; the 1- and 2-player rules say "any Mogul" where Neutral
// Moguls are meant too), yet the Controlling Player moves it ("move the
// Neutral Mogul to any legal space"). stop_zone_discard player (default):
// only a player's own Mogul; any: a Neutral Mogul moved or placed there by
// the Controlling Player too.
func TestTransitHubNeutralMogulIntoTheStopZone(t *testing.T) {
	for _, tc := range []struct {
		why      string
		opts     []Option
		wantHeld int
	}{
		{"default: a Neutral Mogul is no player, the card stays", nil, 1},
		{"player: the card stays", []Option{WithRule("stop_zone_discard", "player")}, 1},
		{"any: the Controlling Player moved a Mogul in, the card goes", []Option{WithRule("stop_zone_discard", "any")}, 0},
	} {
		s := readyWith(t, testContent, 2, ModeFull, tc.opts...)
		emptyBonuses(s)
		k := give(t, s, 0, "transit-hub", 1)
		s.p[0].OnCard[0]++
		s.bag[0]--
		neutralTurn(t, s, 2, "bh-floors-1", "bh-trade-1", "bh-trade-2")
		play(t, s, "go stop-1")
		if diff := cmp.Diff(tc.wantHeld, int(s.p[0].Up[k])); diff != "" {
			t.Errorf("%s: Transit Hubs held (-want +got):\n%s", tc.why, diff)
		}
	}
}

// UltraPlastic is a Floor where a power counts or spends "Floors" from the
// Construction Yards: "Take an UltraPlastic Floor from the supply" (Take an
// UltraPlastic), "Using an UltraPlastic Floor" (Actuary Firm), "Each
// UltraPlastic takes up one space in your Construction Yards like a regular
// Floor", and "discard Floors until you can store everything ... Discarded
// UltraPlastic goes back to the general UltraPlastic supply". Highway Office:
// "score 1 VP for every Floor you have in your Construction Yards"; Masonic
// Lodge: "You may spend a Floor to lose a second Corruption", the spent
// UltraPlastic going back to its supply, never the bag ("There should never
// be UltraPlastic in the bag").
func TestUltraPlasticIsAFloorForTenantPowers(t *testing.T) {
	up := testContent.up
	place := func(s *State, id string) string {
		emptyBonuses(s)
		clearBuildings(s)
		idx := s.buildingSpace(testContent.hoodIndex("harbourside"), 0)
		s.tenant[idx] = int8(tenantIndex(t, id))
		onTurn(s, 0)
		return "go " + s.side.Spaces[s.side.TenantSpace[idx]].ID
	}

	s := ready(t, 4, ModeFull)
	yard := Floors{}
	yard[0], yard[up] = 2, 1
	stockYard(s, 0, yard)
	goOffice := place(s, "highway-office")
	vp := s.Scores()[0]
	play(t, s, goOffice)
	if diff := cmp.Diff(3, s.Scores()[0]-vp); diff != "" {
		t.Errorf("Highway Office on 2 Floors and an UltraPlastic (-want +got):\n%s", diff)
	}

	s = ready(t, 4, ModeFull)
	yard = Floors{}
	yard[up] = 1
	stockYard(s, 0, yard)
	s.p[0].Corruption = 3
	goLodge := place(s, "masonic-lodge")
	supply, bag := s.ultra, s.bag.Total()
	play(t, s, goLodge, "yes", "discard up")
	got := []int{s.Corruption(0), s.p[0].Yard.Total(), int(s.ultra) - int(supply), s.bag.Total() - bag}
	if diff := cmp.Diff([]int{1, 0, 1, 0}, got); diff != "" {
		t.Errorf("Masonic Lodge spending an UltraPlastic: [Corruption, yard, supply +, bag +] (-want +got):\n%s", diff)
	}
}

// End of Game: "score 1 VP per 3 Floors left in your Construction Yards,
// rounded up", UltraPlastic counted as the Floor it is in the yards: 3
// Floors score 1 VP, 3 Floors and an UltraPlastic 2.
func TestUltraPlasticLeftInTheYardsAtTheEnd(t *testing.T) {
	end := func(ultra uint8) int {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		for p := 0; p < 3; p++ {
			stockYard(s, p, Floors{})
			s.p[p].VP, s.p[p].Corruption = 0, 0
		}
		yard := Floors{}
		yard[0], yard[testContent.up] = 3, ultra
		stockYard(s, 0, yard)
		s.round = int8(len(testContent.rounds) - 1)
		if err := s.endGame(); err != nil {
			t.Fatal(err)
		}
		return s.Scores()[0]
	}
	if diff := cmp.Diff(1, end(1)-end(0)); diff != "" {
		t.Errorf("an UltraPlastic beside 3 Floors: the VP it adds (-want +got):\n%s", diff)
	}
}
