package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// toStopZone moves seat p, to move, into the Stop Zone (no Bonus Space left
// to take on the way) and answers what it offers with the first choice
// (losing no Corruption: the tests give nobody Floors to build with).
func toStopZone(t *testing.T, s *State, p int) {
	t.Helper()
	if s.ToMove() != rulebook.Player(p) {
		t.Fatalf("%v to move (%s), want p%d", s.ToMove(), s.Prompt(), p)
	}
	var stop string
	for m := range legalStrings(s) {
		if len(m) > 8 && m[:8] == "go stop-" {
			stop = m
		}
	}
	if stop == "" {
		t.Fatalf("p%d cannot move into the Stop Zone: %v", p, s.Legal())
	}
	play(t, s, stop)
	for s.ToMove() == rulebook.Player(p) {
		play(t, s, s.Legal()[0].String())
	}
}

// Tallest Building Bonus: "At the end of 2010, the tallest Building in each
// Neighborhood scores 1 VP, and the tallest Building in the game scores 1
// VP." "At the end of 2020, the tallest Building in each Neighborhood
// scores 2 VP, and the second-tallest Building in each Neighborhood scores
// 1 VP. Then the tallest and second-tallest Buildings in the game score 2
// and 1 VP respectively." End of Game: "The tallest Building in each
// Neighborhood scores 3 VP, the second-tallest 2 VP, and the third-tallest
// 1 VP. The tallest, second-tallest, and third-tallest Buildings across the
// whole game score 3, 2, and 1 VP respectively." "Remember: Ultra-Friendly
// Ties! ... If one player has multiple Buildings that tie, that player
// scores for each tied Building."
//
// The round ends by real moves: the three Moguls walk into the Stop Zone
// from Bayside Heights' Trade spaces. East Gardens: p0 9, p1 7; Harbourside:
// p1 9, p2 6; Downtown: p2 5, p2 5; the City Center empty.
func TestEndOfRoundTallestBuildingBonus(t *testing.T) {
	for _, tc := range []struct {
		reason string
		round  int
		want   []int
	}{
		// Neighborhoods: p0 1 (East Gardens), p1 1 (Harbourside), p2 2 (both
		// its tied Downtown Buildings). Board: the two 9s, p0 and p1.
		{"2010: 1 VP each tallest, 1 VP each tallest in the game", 0, []int{1 + 1, 1 + 1, 2}},
		// Neighborhoods: p0 2; p1 1 + 2; p2 1 + 2 + 2. Board: 9s 2 each, the 7 (p1) 1.
		{"2020: 2 and 1 VP, then 2 and 1 VP across the game", 1, []int{2 + 2, 3 + 2 + 1, 5}},
		// Neighborhoods: p0 3; p1 2 + 3; p2 2 + 3 + 3. Board: 9s 3 each, the 7 2, the 6 1.
		{"2030: 3, 2 and 1 VP, then 3, 2 and 1 VP across the game", 2, []int{3 + 3, 5 + 3 + 2, 8 + 1}},
	} {
		s := ready(t, 3, ModeFull)
		s.round = int8(tc.round)
		emptyBonuses(s)
		clearBuildings(s)
		for _, b := range []struct {
			hood       string
			slot, p, h int
		}{{"east-gardens", 0, 0, 9}, {"east-gardens", 1, 1, 7}, {"harbourside", 0, 1, 9}, {"harbourside", 1, 2, 6}, {"downtown", 0, 2, 5}, {"downtown", 1, 2, 5}} {
			setBuilding(s, testContent.hoodIndex(b.hood), b.slot, b.p, b.h)
		}
		for p := range 3 {
			stockYard(s, p, Floors{})
			s.p[p].VP, s.p[p].Corruption = 0, 0
		}
		s.stack = s.stack[:0]
		for p, at := range []string{"bh-trade-1", "bh-trade-2", "bh-floors-2"} {
			s.p[p].Pos = int8(trackIndex(t, s, at))
		}
		s.stack.Push(task{Op: opTurn, Who: -1})
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
		for _, p := range []int{2, 0, 1} {
			toStopZone(t, s, p)
		}
		if diff := cmp.Diff(tc.want, s.Scores()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// End of Game: "Additionally and lastly, the player with the most
// Corruption loses 3 VP, and the player with the second-most Corruption
// loses 1 VP." As the Full Game's Corruption Penalty reads "the players with
// the most Corruption" (nobody flips with everyone at zero), nobody has the
// most Corruption when everyone is at zero; zero below another's is the
// second-most ("If all but one player tie for most Corruption, the player
// with the fewest Corruption still loses 1 VP"). The game ends by real
// moves, with no Building on the board and empty yards: the VP are the
// track's labels and these penalties.
func TestEndOfGameMostCorruptionAtZero(t *testing.T) {
	for _, tc := range []struct {
		reason     string
		corruption []int
		want       []int
	}{
		{"everyone at zero Corruption: nobody loses VP", []int{0, 0, 0}, []int{0, 0, 0}},
		{"one player at 2 (label -2): -3 for the most; the two at zero -1 each", []int{2, 0, 0}, []int{-2 - 3, -1, -1}},
		{"two tied at 1, one at zero: -1 -3 each, the fewest still -1", []int{1, 1, 0}, []int{-1 - 3, -1 - 3, -1}},
	} {
		s := ready(t, 3, ModeFull)
		s.round = 2
		emptyBonuses(s)
		clearBuildings(s)
		for p := range 3 {
			stockYard(s, p, Floors{})
			s.p[p].VP, s.p[p].Corruption = 0, uint8(tc.corruption[p])
		}
		s.stack = s.stack[:0]
		for p, at := range []string{"bh-trade-1", "bh-trade-2", "bh-floors-2"} {
			s.p[p].Pos = int8(trackIndex(t, s, at))
		}
		s.stack.Push(task{Op: opTurn, Who: -1})
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
		for _, p := range []int{2, 0, 1} {
			toStopZone(t, s, p)
		}
		if !s.Over() {
			t.Fatalf("%s: the game did not end: %s", tc.reason, s.Prompt())
		}
		if diff := cmp.Diff(tc.want, s.Scores()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Bonus Tiles (2-Player Game): "The first player passing a set of Bonus
// Spaces picks a Bonus, and then discards everything from the second Bonus
// Space in that set. If they jumped over several sets of Bonus Spaces, they
// only discard the Bonus adjacent to the Bonus they took." From the Stop
// Zone to Harbourside's Tenants, p0 passes bonus-1, bonus-2 and bonus-3,
// each space holding a Floor, and takes bonus-3a: bonus-3b is discarded,
// the other sets stay whole.
func TestTwoPlayerBonusOverSeveralSets(t *testing.T) {
	s := ready(t, 2, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	stockYard(s, 0, Floors{})
	ids := []string{"bonus-1a", "bonus-1b", "bonus-2a", "bonus-2b", "bonus-3a", "bonus-3b"}
	for i, id := range ids {
		k := i % testContent.up // a colour per space
		s.bag[k]--
		s.bonus[s.side.Spaces[trackIndex(t, s, id)].Bonus].Floors[k]++
	}
	hb := s.buildingSpace(testContent.hoodIndex("harbourside"), 0)
	s.tenant[hb] = int8(tenantIndex(t, "obelisk")) // 3 VP, no Floor
	onTurn(s, 0)
	play(t, s, "go hb-tenant-1", "bonus bonus-3a")
	var left []string
	for _, id := range ids {
		if !s.bonus[s.side.Spaces[trackIndex(t, s, id)].Bonus].empty() {
			left = append(left, id)
		}
	}
	if diff := cmp.Diff([]string{"bonus-1a", "bonus-1b", "bonus-2a", "bonus-2b"}, left); diff != "" {
		t.Errorf("Bonus Spaces still holding their Floors (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(1, s.p[0].Yard.Total()); diff != "" {
		t.Errorf("p0's Floors: only bonus-3a's (-want +got):\n%s", diff)
	}
}

// Key Concepts: "A turn is a player's entire set of consecutive actions";
// "There are situations where, at the end of your turn, you are still the
// player furthest behind on the One-Way Track. In that case, you get another
// action!" Penthouse: "At the end of one of your turns"; "Penthouses must
// be played at the end of your turn; never sooner!" p0 holds a Penthouse, a
// Building and Floors; p1 and p2 stand in Harbourside. p0's first action
// (East Gardens' red Floor) leaves it furthest behind: another action, and
// no Penthouse yet; its second (past both) ends the turn: the Penthouse is
// offered.
func TestPenthouseOnlyAtTheEndOfTheTurn(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	setBuilding(s, testContent.hoodIndex("downtown"), 0, 0, 6)
	give(t, s, 0, "penthouse", 1)
	stockYard(s, 0, floorsOf(t, map[string]int{"green": 2}))
	onTurn(s, 0)
	s.p[1].Pos = int8(trackIndex(t, s, "hb-floors-1"))
	s.p[2].Pos = int8(trackIndex(t, s, "hb-floors-2"))
	play(t, s, "go eg-floors-1", "no")
	if s.ToMove() != 0 || legalStrings(s)["use penthouse"] || !legalStrings(s)["go eg-trade-1"] {
		t.Fatalf("after the first action: %v to move (%s) %v, want p0's next action with no Penthouse", s.ToMove(), s.Prompt(), s.Legal())
	}
	play(t, s, "go draw-choose-1", "floor red", "pick red", "no")
	if !legalStrings(s)["use penthouse"] {
		t.Errorf("at the end of the turn no Penthouse is offered: %s %v", s.Prompt(), s.Legal())
	}
}
