package highrise

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Upkeep steps of End of Round that no other test pinned, played through
// the moves from a chosen position.

// Upkeep: "Refresh Power Cards: All players flip their face-down Power
// Cards back to their face-up sides." "Refresh Blueprints: Discard the
// Blueprint Card from this round and set the Blueprint Blocker tiles next to
// the Blueprint Card for next round." "Refresh Bonus Tiles: Find the next
// round's Bonus Tiles. Shuffle them and place one face-up on each blank
// Bonus Space, just as you did during setup. Discard all remaining Bonus
// Tiles for this round back to the box". Setup: "Two Bonus Spaces on the
// board are fixed ... Fill them with the appropriate Floors and/or
// UltraPlastic".
//
// 2010, three players: p0 constructs Blueprint A first (a Blocker on it)
// and uses its dot.com (once per round: face down) on the Extra Floor,
// then walks to the Stop Zone past bonus-2a, bonus-3b and bonus-6a, a Floor
// on each, and takes one; p1 and p2 follow from Bayside Heights. 2020:
// the three spaces take tiles with nothing on them, whatever 2010 left on them back in the
// bag; the fixed spaces are full again; dot.com is face up; no Blueprint is
// blocked, and p0's first Blueprint A of 2020 gets its Extra Floor.
func TestUpkeepRefreshes(t *testing.T) {
	s := ready(t, 3, ModeFull)
	clearBuildings(s)
	constructHere(s, 0, 0)
	for _, id := range []string{"bonus-2a", "bonus-3b", "bonus-6a"} {
		s.bag[0]--
		s.bonus[s.side.Spaces[trackIndex(t, s, id)].Bonus].Floors[0]++
	}
	give(t, s, 0, "dot-com", 1)
	for p := 1; p < 3; p++ {
		stockYard(s, p, Floors{})
		s.p[p].Corruption = 0
	}
	s.p[1].Pos = int8(trackIndex(t, s, "bh-trade-1"))
	s.p[2].Pos = int8(trackIndex(t, s, "bh-trade-2"))
	play(t, s, "go eg-build-1", buildMove(s), "place east-gardens-1", "use dot-com", "floor green")
	for s.ToMove() == 0 && !strings.Contains(s.Prompt(), "move your Mogul") {
		play(t, s, legalText(s)[len(legalText(s))-1]) // "no", "done"
	}
	v := s.View(0)
	if !v.Blueprints[0].Blueprints[0].Blocked || v.Players[0].PowerCards[0].FaceDown != 1 {
		t.Fatalf("2010: Blueprint A unblocked or dot.com not face down: %+v %+v", v.Blueprints[0].Blueprints[0], v.Players[0].PowerCards)
	}
	for _, p := range []int{0, 1, 2} {
		toStopZone(t, s, p)
	}
	tiles := map[string]string{"bonus-2a": "spire-2020", "bonus-3b": "two-spires-2020", "bonus-6a": "lose-1-2020"} // tiles with nothing on them
	tb := &table{t: t, s: s}
	for id, tile := range tiles {
		tb.deal = append(tb.deal, deal{"on " + id, []string{"tile " + tile}})
	}
	tb.chance()
	if s.Round() != 2020 || s.ToMove() == rulebook.Chance {
		t.Fatalf("round %d, %v to move (%s), want 2020 under way", s.Round(), s.ToMove(), s.Prompt())
	}
	v = s.View(0)
	type space struct {
		Tile   string
		Floors int
	}
	got := map[string]space{}
	for _, b := range v.BonusSpaces {
		n := 0
		for _, c := range b.Floors {
			n += c
		}
		got[b.Space] = space{b.Tile, n}
	}
	for id, tile := range tiles {
		if diff := cmp.Diff(space{tile, 0}, got[id]); diff != "" {
			t.Errorf("%s in 2020: 2010's Floor back in the bag, a 2020 tile on it (-want +got):\n%s", id, diff)
		}
	}
	for _, b := range v.BonusSpaces {
		sp := &s.side.Spaces[trackIndex(t, s, b.Space)]
		if sp.Fixed {
			if diff := cmp.Diff(space{"", sp.Floors + sp.Ultra}, got[b.Space]); diff != "" {
				t.Errorf("fixed %s in 2020 (-want +got):\n%s", b.Space, diff)
			}
		} else if b.Tile != "" && !strings.HasSuffix(b.Tile, "-2020") {
			t.Errorf("%s in 2020 holds %s", b.Space, b.Tile)
		}
	}
	for i, bp := range v.Blueprints[0].Blueprints {
		if !v.Blueprints[0].Current || bp.Blocked {
			t.Errorf("2020's Blueprint %d: current %t, blocked %t; want no Blocker", i, v.Blueprints[0].Current, bp.Blocked)
		}
	}
	if diff := cmp.Diff([]HeldCard{{Card: "dot-com", FaceUp: 1}}, v.Players[0].PowerCards); diff != "" {
		t.Errorf("p0's Power Cards in 2020 (-want +got):\n%s", diff)
	}
	constructHere(s, 0, 0)
	play(t, s, "go eg-build-1", buildMove(s))
	b := s.blueprint(0)
	if c := s.View(0).Construction; c == nil || c.Height != b.Size+int(b.Need[testContent.up])+1 {
		t.Errorf("2020's first Blueprint A: %+v, want %d Floors, its UltraPlastic and the first builder's Extra Floor", c, b.Size)
	}
}

// Corruption Penalty, Introductory Game / Standard Game: "The player with
// the most Corruption now moves backwards on the Corruption Track, losing
// Corruption until they have the same amount of Corruption as the player
// with the second-most Corruption. They lose 1 VP per space on the
// Corruption Track they move. Remember: Ultra-Friendly Ties! If multiple
// players are tied for most Corruption, they all lose Corruption and VP
// until they're tied with the player with next-most Corruption." The end
// of 2020 in a 3-player Standard Game, reached by the moves; every player
// has 10 VP, so Adjust Player Corruption first takes 2 from each (tied for
// fewest VP) and the penalty follows.
func TestStandardPenaltyTies(t *testing.T) {
	for _, tc := range []struct {
		reason     string
		corruption []int
		want       []int // Corruption, then VP, after Upkeep
	}{
		{"one most: back to the second-most, 1 VP a space", []int{9, 5, 3}, []int{3, 3, 1, 10 - 4, 10, 10}},
		{"two tied for most: both back to the next-most", []int{8, 8, 3}, []int{1, 1, 1, 10 - 5, 10 - 5, 10}},
		{"all tied: nobody has a next-most to go back to", []int{6, 6, 6}, []int{4, 4, 4, 10, 10, 10}},
	} {
		s := ready(t, 3, ModeStandard)
		emptyBonuses(s)
		clearBuildings(s)
		for p := range 3 {
			stockYard(s, p, Floors{})
			s.p[p].VP, s.p[p].Corruption = 10, uint8(tc.corruption[p])
			for k := range s.p[p].Up {
				s.stacks[k] += s.p[p].Up[k]
				s.p[p].Up[k] = 0
			}
		}
		endRoundOfThree(t, s)
		for s.ToMove() == rulebook.Chance {
			play(t, s, legalText(s)[0]) // 2030's deals
		}
		if s.Round() != 2030 {
			t.Fatalf("%s: round %d, want 2030", tc.reason, s.Round())
		}
		got := []int{s.Corruption(0), s.Corruption(1), s.Corruption(2)}
		got = append(got, s.Scores()...)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: [Corruption..., VP...] (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Corruption Penalty, Full Game: "Remember: Ultra-Friendly Ties! If
// multiple players are tied for most Corruption, they each must flip one
// Power Card face-down." (Only the 2-player game differs: "if both players
// are tied for most Corruption, neither flips".) The end of 2010, three
// players, reached by the moves: p0 and p1 tied for the most Corruption,
// each with a card, flip one each; p2, with less, keeps its card.
func TestFullPenaltyTiedPlayersEachFlip(t *testing.T) {
	s := ready(t, 3, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	cards := []string{"penthouse", "archive", "high-speed-elevator"}
	for p, c := range []int{6, 6, 2} {
		stockYard(s, p, Floors{})
		s.p[p].Corruption, s.p[p].VP = uint8(c), 10
		give(t, s, p, cards[p], 1)
	}
	endRoundOfThree(t, s)
	var flipped []int
	for s.Round() == 2010 && s.ToMove() != rulebook.Chance {
		p := int(s.ToMove())
		if !strings.Contains(s.Prompt(), "flip a Power Card") {
			t.Fatalf("%v: %s, want a flip", s.ToMove(), s.Prompt())
		}
		flipped = append(flipped, p)
		play(t, s, "flip "+cards[p])
	}
	if diff := cmp.Diff([]int{0, 1}, flipped); diff != "" {
		t.Errorf("who flips (-want +got):\n%s", diff)
	}
	for s.ToMove() == rulebook.Chance {
		play(t, s, legalText(s)[0])
	}
	var down []int
	for p := range 3 {
		down = append(down, int(s.p[p].Down[testContent.cardIndex(cards[p])]))
	}
	if diff := cmp.Diff([]int{1, 1, 0}, down); diff != "" {
		t.Errorf("face-down cards in 2020 (-want +got):\n%s", diff)
	}
}
