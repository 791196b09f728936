package capitals

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// TestProsperityRequirementNeedNotBeMaintained: "Once built, the
// prerequisites on the Building Tile do not need to be maintained during
// the following rounds." A Bus Station built while its City had the most
// industry + housing tiles keeps its Permanent Effect ("gain 1 energy cube
// each time you activate a housing tile in your city") once another City
// has more of them, though it could no longer be built there.
func TestProsperityRequirementNeedNotBeMaintained(t *testing.T) {
	s := newGame(t, 4, WithProsperity(true))
	p := int(s.stack.Top().Who)
	s.stack = s.stack[:0]
	s.phase, s.idx = phExecutive, 4
	s.stack.Push(task{Op: opExec, Who: int8(p), N: 1})
	put(t, s, p, "bus-station", 1, 0)
	put(t, s, p, "davinci-estate", -1, -1)
	q := (p + 1) % 4
	put(t, s, q, "iron-foundry", 1, 0)
	put(t, s, q, "cog-factory", 1, 1)
	err := s.prosperOK(p, s.c.byID["bus-station"])
	if !errors.Is(err, rulebook.ErrIllegal) {
		t.Fatalf("the requirement still holds (%v): the test needs a City with more industry + housing", err)
	}
	ct := &s.cities[p]
	ct.Cubes = 10
	play(t, s, "activate -1,-1") // DaVinci Estate: 1 printed cube, pays 2
	if got, want := int(ct.Cubes), 10-2+1; got != want {
		t.Errorf("%d cubes after activating the housing tile, want %d (2 paid, 1 from the Bus Station)", got, want)
	}
}

// TestTitanCountsOnlyMarkersAhead: the Titan of Progress's "gain 2 culture
// for every player marker ahead of yours on the culture track" counts the
// markers strictly ahead: a marker on the same space is not ahead of
// yours (the Culture Track's "Breaking Ties" names who holds the Highest
// Culture, not where the markers stand). Resolved first, with 4 Culture:
// markers on 6 and 6 are ahead, one on 4 and one on 2 are not.
func TestTitanCountsOnlyMarkersAhead(t *testing.T) {
	for _, tc := range []struct {
		reason string
		others []int16
		want   int // Culture after the tile, from 4
	}{
		{"two markers ahead, one tied, one behind", []int16{4, 6, 6, 2}, 4 + 3 + 2*2},
		{"every marker tied: none ahead", []int16{4, 4, 4, 4}, 4 + 3},
		{"every marker ahead", []int16{5, 6, 7, 8}, 4 + 3 + 2*4},
	} {
		s := newGame(t, 5)
		p := int(s.stack.Top().Who)
		for i, q := 0, 0; q < 5; q++ {
			if q == p {
				continue
			}
			s.cities[q].Track[tCult] = tc.others[i]
			i++
		}
		ct := &s.cities[p]
		ct.Track[tCult] = 4
		s.where[inst(t, s, "titan-of-progress")] = locRow0
		play(t, s, "take titan-of-progress", "place 1,0", "effect 3") // the markers ahead first
		resolve(t, s)
		if diff := cmp.Diff(tc.want, int(ct.Track[tCult])); diff != "" {
			t.Errorf("%s: Culture (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestThreePlayerEmptySpace: "In the 3-player game ONLY, the initiative
// space marked with the 4-player icon is also available for selection", so
// a space between two markers may stay empty; the next Political Phase
// still goes "moving rightwards on the Initiative Track" over the markers,
// and each pays "its space value ($) times their previous space's
// multiplier (x)". Round 2: spaces 1, 2 and 4 ($2 2x) are taken, 3 is
// left empty; round 3: the holder of space 4 chooses third and pays x2.
func TestThreePlayerEmptySpace(t *testing.T) {
	tb := newTable(t, 3, nil)
	at := func(round int) func(*State) bool {
		return func(s *State) bool {
			return s.Round() == round && s.stack.Top() != nil && s.stack.Top().Op == opSpace
		}
	}
	tb.until("round 2's Political Phase", at(2))
	s := tb.s
	tb.play("space 1", "space 2", "space 4")
	holder := make([]int, 4) // seat on each space, from 1; -1 for none
	for sp := range holder {
		holder[sp] = -1
		for p := 0; p < 3; p++ {
			if s.Space(rulebook.Player(p)) == sp {
				holder[sp] = p
			}
		}
	}
	if holder[2] != -1 {
		t.Fatalf("space 3 is held by p%d, want it empty", holder[2])
	}
	tb.until("round 3's Political Phase", at(3))
	for p := 0; p < 3; p++ {
		s.cities[p].Track[tEcon], s.cities[p].Prestige = 20, 0
	}
	var paid []int
	for _, ch := range []struct {
		from  int
		space string
	}{{1, "space 3"}, {2, "space 4"}, {4, "space 1"}} {
		who := holder[ch.from-1]
		if got := s.ToMove(); got != rulebook.Player(who) {
			t.Fatalf("%s: p%d to choose, want p%d, the holder of space %d", ch.space, got, who, ch.from)
		}
		tb.play(ch.space)
		paid = append(paid, 20-int(s.cities[who].Track[tEcon]))
	}
	// $1 x4 from space 1; $2 x3 from space 2; $3 x2 from space 4.
	if diff := cmp.Diff([]int{1 * 4, 2 * 3, 3 * 2}, paid); diff != "" {
		t.Errorf("paid by the holders of spaces 1, 2 and 4 (-want +got):\n%s", diff)
	}
}

// TestSameSurrendererNewHighest: "the City which has the lowest Culture
// level that round will lose its Tourist to the City with the Highest
// Culture". When the same City is the lowest again but another City now
// holds the Highest Culture, its Tourist goes to the new Highest Culture
// City, beside it; the old holder's own Tourist stays on its tile. (The
// passage on an unchanged situation, "i.e. the same player that
// surrendered their Tourist Marker last turn will once again surrender
// it", could be read to keep it where it is: a reading, reported, with no
// rules option.)
func TestSameSurrendererNewHighest(t *testing.T) {
	s := newGame(t, 3)
	for p, c := range []int16{5, 3, 1} {
		s.cities[p].Track[tCult] = c
	}
	s.tourism()
	s.tourists[0].Cell, s.tourists[2].Cell = 0, 1 // placed on p0's tiles
	s.cities[1].Track[tCult] = 7
	s.tourism()
	want := []tourist{{City: 0, Cell: 0}, {City: 1, Cell: -1}, {City: 1, Cell: -1}}
	if diff := cmp.Diff(want, s.tourists[:3], cmp.AllowUnexported(tourist{})); diff != "" {
		t.Errorf("p2, lowest again, surrenders to p1, now highest (-want +got):\n%s", diff)
	}
	if s.highest != 1 {
		t.Errorf("the Highest Culture Token is p%d's, want p1's", s.highest)
	}
}
