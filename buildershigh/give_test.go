package buildershigh

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// parkGive is the Park's ability in the shipped buildings.yaml.
const parkGive = `effect: give("left", 1)`

// newWithPark sets up the four-player game on buildings.yaml with the
// Park's ability edited to effect.
func newWithPark(t *testing.T, effect string) *State {
	t.Helper()
	c, err := editedContent(t, "buildings.yaml", parkGive, effect)
	if err != nil {
		t.Fatal(err)
	}
	defer swapContent(c)()
	return newFourPlayer(t)
}

// hands is every seat's hand size.
func hands(s *State) []int {
	var n []int
	for p := range s.seats() {
		n = append(n, s.handSize(p))
	}
	return n
}

// TestGiveToAChosenPlayer: give("chosen", n) is a transfer whose giver
// chooses the receiver, then the cards ("Building card abilities": each
// ability "must be resolved"): p0 builds a Park edited to give 2 cards to
// a player of p0's choice, chooses p2, then gives a 5M and the Bank.
func TestGiveToAChosenPlayer(t *testing.T) {
	s := newWithPark(t, `effect: give("chosen", 2)`)
	play(t, s, "build park", "pay 2+2")
	if diff := cmp.Diff([]string{"player p1", "player p2", "player p3"}, legalStrings(s)); diff != "" {
		t.Fatalf("the giver chooses another player first (-want +got):\n%s", diff)
	}
	before := hands(s)
	play(t, s, "player p2", "give 5m", "give bank")
	want := []int{before[0] - 2, before[1], before[2] + 2, before[3]}
	if diff := cmp.Diff(want, hands(s)); diff != "" {
		t.Errorf("hands after p0 gave p2 two cards (-want +got):\n%s", diff)
	}
	if got := s.zone(handZone(2))[s.c.byID["bank"]]; got != 1 {
		t.Errorf("p2 holds %d Banks, want the one p0 gave", got)
	}
}

// TestOwnerInsidePlayers: inside players(who, effects) "you" is each player
// named, and "owner" names the card's owner: a Park edited to
// players("others", give("owner", 1)) has every other player, in turn order
// from p0's left, give p0 a card of their choice.
func TestOwnerInsidePlayers(t *testing.T) {
	s := newWithPark(t, `effect: players("others", give("owner", 1))`)
	play(t, s, "build park", "pay 2+2")
	before := hands(s)
	for _, p := range []int{1, 2, 3} {
		if got := int(s.ToMove()); got != p {
			t.Fatalf("p%d is to give, want p%d (%s)", got, p, s.Prompt())
		}
		play(t, s, "give 2m")
	}
	want := []int{before[0] + 3, before[1] - 1, before[2] - 1, before[3] - 1}
	if diff := cmp.Diff(want, hands(s)); diff != "" {
		t.Errorf("hands after every other player gave p0 a card (-want +got):\n%s", diff)
	}
}

// TestOwnerThroughAChoice: the owner is remembered through a choice made
// by another player, and through players("chosen", …): p0's Park edited so
// that a player p0 chooses may give p0 a card.
func TestOwnerThroughAChoice(t *testing.T) {
	s := newWithPark(t, `effect: players("chosen", may("give the owner a card", give("owner", 1)))`)
	play(t, s, "build park", "pay 2+2", "player p3")
	before := hands(s)
	saveRoundTrips(t, s)
	play(t, s, "yes", "give 2m")
	want := []int{before[0] + 1, before[1], before[2], before[3] - 1}
	if diff := cmp.Diff(want, hands(s)); diff != "" {
		t.Errorf("hands after p3 gave p0 a card (-want +got):\n%s", diff)
	}
}

// saveRoundTrips saves s and decodes it back to the same state.
func saveRoundTrips(t *testing.T, s *State) {
	t.Helper()
	j, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(s.c, j)
	if err != nil {
		t.Fatalf("the state does not decode: %v", err)
	}
	if diff := cmpDiff(s, back); diff != "" {
		t.Errorf("the saved owner does not round-trip (-want +got):\n%s", diff)
	}
}

// TestReadersInsidePlayersReadTheOwner: the effects inside players(who,
// effects) are the values the card's script returned, so a reader written
// among them (hand(), count(…)) is read once, for the card's owner, when
// the script runs, not for each player named; who picks players by a
// measure. p0 builds a Park (paying 2+2, 7 cards left) edited to
// players("others", hand() >= 10 ? give("owner", 1) : none()): the others
// hold 10 cards each, but the test reads p0's 7, and nobody gives;
// players("most hand", give("owner", 1)) names the three tied at 10, who
// each give. (The designer's guide says so under "Players as arguments".)
func TestReadersInsidePlayersReadTheOwner(t *testing.T) {
	for _, tc := range []struct {
		reason, effect string
		givers         []int
	}{
		{"a reader inside the effects reads the owner's hand", `effect: 'players("others", hand() >= 10 ? give("owner", 1) : none())'`, nil},
		{"who names the players with the most cards in hand", `effect: players("most hand", give("owner", 1))`, []int{1, 2, 3}},
	} {
		s := newWithPark(t, tc.effect)
		play(t, s, "build park", "pay 2+2")
		var givers []int
		for s.ToMove() != 1 || s.Current() != 1 {
			givers = append(givers, int(s.ToMove()))
			play(t, s, "give 2m")
		}
		if diff := cmp.Diff(tc.givers, givers); diff != "" {
			t.Errorf("%s: the players who gave p0 a card (-want +got):\n%s", tc.reason, diff)
		}
	}
}
