package capitals

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Readings of the rulebook a player could question, each pinned by a test
// (see doc.go and the YAML comments beside the records).

// TestWorldExpoTiming: "At the end of every 4th game round a World Expo
// Evaluation (or scoring round) takes place" and "At the end of Eras I, II,
// and III, (after Rounds 4, 8, and 12)"; the round's last phase is the
// Administrative Phase, which "Advance[s] the Time Marker to the next
// Round" and draws the next Era's tiles. The expo_timing option holds both
// readings: "before-admin" (default) scores the Era right after the
// Executive Phase of rounds 4 and 8; "after-admin" after their
// Administrative Phase. It shows in "Remove Energy Cubes from all Tiles:
// After resolving the World Expo Evaluation": p0's City Hall, activated in
// round 4, still holds its 2 cubes while the Administrative Phase draws
// the Era II tiles only when the Expo comes after it. Round 12 has no
// Administrative Phase in either reading.
func TestWorldExpoTiming(t *testing.T) {
	for _, tc := range []struct {
		reason string
		opts   []Option
		want   [2]string // the City Hall while Era II tiles are drawn, then in round 5's Political Phase
	}{
		{"default: the Expo before the Administrative Phase", nil, [2]string{"city-hall@0,0+0", "city-hall@0,0+0"}},
		{"before-admin", []Option{WithRule("expo_timing", "before-admin")}, [2]string{"city-hall@0,0+0", "city-hall@0,0+0"}},
		{"after-admin: the Expo after it", []Option{WithRule("expo_timing", "after-admin")}, [2]string{"city-hall@0,0+2", "city-hall@0,0+0"}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			tb := cultureLead(t, 3, tc.opts...)
			tb.until("p0's Executive turn in round 4", execTurn(0, 4))
			tb.play("activate 0,0", "done")
			tb.until("the first Era II tile drawn", func(s *State) bool {
				return s.ToMove() == rulebook.Chance && strings.Contains(s.Prompt(), "draw an Era 2 tile")
			})
			var got [2]string
			got[0] = tileAt(tb.s, 0, "0,0")
			tb.until("round 5's Political Phase", func(s *State) bool { return s.Round() == 5 && s.Phase() == "Political Phase" })
			got[1] = tileAt(tb.s, 0, "0,0")
			if got != tc.want {
				t.Errorf("the City Hall while Era II tiles are drawn, then in round 5: %v, want %v", got, tc.want)
			}
		})
	}
}

// resortLead is a 2-player Prosperity game where p0, first on the
// Initiative Track, holds the Resort ("To Build: be highest player on the
// culture track") and builds the Park (2 Culture) in round 1, then plays
// moves; the table stops at p0's Prosperity build at the end of round 2,
// with the neutral Culture marker on 2 ("At the beginning of each
// Administrative Phase, the neutral Player Marker advances 1 Level") and p1
// on 0. Chance deals no other tile that gives Culture but the Fountain.
func resortLead(t *testing.T, moves ...string) *State {
	t.Helper()
	wishes := append([]string{"deal resort", "seat p0", "draw park", "draw fountain"}, noCultureDraws...)
	tb := newTable(t, 2, []Option{WithProsperity(true)}, wishes...)
	tb.until("p0's Building turn", turn(0, "Building Phase: choose"))
	tb.play("take park", "place 1,0")
	for _, m := range moves {
		switch {
		case strings.HasPrefix(m, "take"):
			tb.until("p0's Building turn in round 2", func(s *State) bool { return s.Round() == 2 && turn(0, "Building Phase: choose")(s) })
		case strings.HasPrefix(m, "activate"):
			tb.until("p0's Executive turn", turn(0, "Executive Phase: activate"))
		}
		tb.play(m)
	}
	tb.until("p0's Prosperity build", turn(0, "build a Prosperity tile"))
	return tb.s
}

// TestResortCountsTheNeutralMarker: with 2 players a neutral player's
// marker is on the Culture Track ("Assign a color to represent a neutral
// player"; "The neutral Player Marker on the Culture Track loses all
// ties"), so "be highest player on the culture track" counts it, as the
// Highest Culture and Titan of Progress's "every player marker ahead of
// yours on the culture track" do: a City below the neutral marker is not
// the highest player; one tied with it is.
func TestResortCountsTheNeutralMarker(t *testing.T) {
	for _, tc := range []struct {
		reason string
		moves  []string
		want   bool
	}{
		{"p0 (4 Culture, with the Fountain) above the neutral marker (2) and p1 (0)",
			[]string{"take fountain", "place -1,1"}, true},
		{"p0 (2) tied with the neutral marker, which loses all ties", nil, true},
		{"p0 (1, having spent 1 on its City Hall) below the neutral marker (2), above p1 (0)",
			[]string{"activate 0,0"}, false},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := resortLead(t, tc.moves...)
			v := s.View(0)
			if v.Neutral != 2 || v.Players[1].Tracks["culture"] != 0 {
				t.Fatalf("neutral marker on %d, p1 on %d: want 2 and 0", v.Neutral, v.Players[1].Tracks["culture"])
			}
			if got := slices.Contains(legalTexts(s), "build resort"); got != tc.want {
				t.Errorf("the Resort may be built: %v, want %v (p0's Culture %d; legal %v)", got, tc.want, v.Players[0].Tracks["culture"], legalTexts(s))
			}
		})
	}
}

// TestTechnologyParkNeverFreesConventionCenter: the Technology Park
// activates "1 adjacent building tile for free" when built and before the
// last World Expo; the Convention Center's activation is itself "activate
// any adjacent card for free". A free activation never activates a tile
// whose activation is a free activation (the chain would reach tiles that
// do not touch the Technology Park): the Convention Center is not offered,
// the City Hall beside both is.
func TestTechnologyParkNeverFreesConventionCenter(t *testing.T) {
	for _, tc := range []struct {
		reason string
		end    bool // the End of Game Effect, else the Immediate Effect on building it
	}{
		{"Immediate: when built", false},
		{"End of Game: before the last World Expo", true},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4, WithProsperity(true))
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			ct.Tokens = [maxTokens][2]int8{{-20, -20}, {-20, -18}}
			put(t, s, p, "convention-center", 1, 0)
			ct.Track[tCult] = 5
			if tc.end {
				put(t, s, p, "technology-park", 1, -1)
				s.stack.Push(task{Op: opEnd, Who: int8(p), Kind: 1})
				if err := s.settle(); err != nil {
					t.Fatal(err)
				}
			} else {
				for q := 0; q < s.Seats(); q++ {
					if q != p {
						s.cities[q].Track[tProg] = 2 // "be lowest player on the progress track"
					}
				}
				s.where[inst(t, s, "technology-park")] = locHand + uint8(p)
				s.stack.Push(task{Op: opProsper, Who: int8(p)})
				play(t, s, "build technology-park", "place 1,-1")
			}
			if diff := cmp.Diff([]string{"free 0,0"}, legalTexts(s)); diff != "" {
				t.Errorf("tiles the Technology Park may activate for free (-want +got):\n%s", diff)
			}
			var rule *rulebook.RuleError
			if err := s.Check(Move{Action: ActFree, R: 1, C: 0}); !errors.As(err, &rule) || rule.Section != secActivating {
				t.Errorf("free 1,0 (the Convention Center): %v, want refused by %q", err, secActivating)
			}
		})
	}
}
