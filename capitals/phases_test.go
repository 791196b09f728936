package capitals

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Sentences of the round's phases (phases.go): the Political Phase, the
// Administrative Phase with the Prosperity add-on, the Tourism Phase's
// lowest Culture, the Endgame, and the Prosperity tiles read in them.

// TestPoliticalPhaseChoosingOrder: "the City with the leftmost Player
// Marker on the Initiative Track (the space with the highest multiplier) is
// the first to choose a new position on the Initiative Track. The player
// chooses the position they wish to take and pay its space value ($) times
// their previous space's multiplier (x)"; "After the first player chooses
// their new Initiative space, the next player moving rightwards on the
// Initiative Track chooses a free space to place their Player Marker (one
// that is not occupied by another Player Marker), decreases their position
// on the Economy Track by the according amount, and so on"; the Building
// Phase then follows the new order. Four players, each with $20 when round
// 2's Political Phase begins; the spaces are $3 4x, $2 3x, $1 3x, $2 2x.
func TestPoliticalPhaseChoosingOrder(t *testing.T) {
	type choice struct {
		from  int    // the space the chooser held in round 1, from 1
		space string // the move
		free  []string
		paid  int
	}
	for _, tc := range []struct {
		reason  string
		choices []choice
		order   []int // the new spaces of the round-1 order's seats, from 1
	}{
		{"the order turns over: each pays the new space's $ times the old space's multiplier", []choice{
			{1, "space 4", []string{"space 1", "space 2", "space 3", "space 4"}, 4 * 2},
			{2, "space 1", []string{"space 1", "space 2", "space 3"}, 3 * 3},
			{3, "space 2", []string{"space 2", "space 3"}, 3 * 2},
			{4, "space 3", []string{"space 3"}, 2 * 1},
		}, []int{4, 1, 2, 3}},
		{"everyone keeps their space", []choice{
			{1, "space 1", []string{"space 1", "space 2", "space 3", "space 4"}, 4 * 3},
			{2, "space 2", []string{"space 2", "space 3", "space 4"}, 3 * 2},
			{3, "space 3", []string{"space 3", "space 4"}, 3 * 1},
			{4, "space 4", []string{"space 4"}, 2 * 2},
		}, []int{1, 2, 3, 4}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			tb := newTable(t, 4, nil)
			tb.until("round 2's Political Phase", func(s *State) bool {
				return s.Round() == 2 && s.stack.Top() != nil && s.stack.Top().Op == opSpace
			})
			s := tb.s
			old := s.prevOrder() // round 1's order, leftmost first
			for p := 0; p < 4; p++ {
				s.cities[p].Track[tEcon], s.cities[p].Prestige = 20, 0
			}
			for _, ch := range tc.choices {
				who := int(old[ch.from-1])
				if got := s.ToMove(); got != rulebook.Player(who) {
					t.Fatalf("%s: p%d to choose, want p%d (round 1's space %d)", ch.space, got, who, ch.from)
				}
				if diff := cmp.Diff(ch.free, legalTexts(s)); diff != "" {
					t.Errorf("the free spaces for round 1's space %d (-want +got):\n%s", ch.from, diff)
				}
				tb.play(ch.space)
				got := [2]int{20 - int(s.cities[who].Track[tEcon]), int(s.cities[who].Prestige)}
				if diff := cmp.Diff([2]int{ch.paid, 0}, got); diff != "" {
					t.Errorf("from space %d to %s: [paid, prestige] (-want +got):\n%s", ch.from, ch.space, diff)
				}
			}
			if got := s.Phase(); got != "Building Phase" {
				t.Fatalf("after four choices: %s, want the Building Phase", got)
			}
			var spaces []int
			for _, p := range old[:4] {
				spaces = append(spaces, s.Space(rulebook.Player(p))+1)
			}
			if diff := cmp.Diff(tc.order, spaces); diff != "" {
				t.Errorf("the new spaces of round 1's order (-want +got):\n%s", diff)
			}
			if got, want := s.ToMove(), rulebook.Player(s.order()[0]); got != want {
				t.Errorf("the Building Phase opens with p%d, want p%d on the leftmost space", got, want)
			}
		})
	}
}

// TestFinalScoringSequence: "Before the Final Scoring: each player must pay
// one last time for their current space in the Initiative Area, being sure
// to take any penalties that apply for not having enough money to pay for
// it. Final Scoring: First, score any endgame effects on city tiles ...
// Then, each player takes: 1 Prestige Point for each 4 remaining Energy
// Cubes on the Power Plant Tile ... 1 Prestige Point for each 4 remaining
// Money, reducing the Economy Track by the amount exchanged ... 1 Prestige
// Point for each 2 Culture on the Culture Track (round down)". The player
// is on the $3, 4x space: the last payment is $12. Conditional Effects are
// taken as often as they may.
func TestFinalScoringSequence(t *testing.T) {
	for _, tc := range []struct {
		reason string
		tile   string // an End of Game tile in the City at 1,0, or ""
		money  int16
		cubes  int16
		want   [4]int // prestige, money, cubes, culture at the end
	}{
		{"$30 pays $12 without a penalty; $18 left give 4 Prestige and $2 stay", "", 30, 0,
			[4]int{18 / 4, 18 % 4, 0, 0}},
		{"$2 is short of $12: 4 Extra Taxation Actions (-4 Prestige) take it to $14 so that $2 stay", "", 2, 0,
			[4]int{-4, 2, 0, 0}},
		{"the International Bank reads the Money left after the last payment: $18 give 3, then 4 for the Money", "international-bank", 30, 0,
			[4]int{18/6 + 18/4, 18 % 4, 0, 0}},
		{"the Public Works Office's Culture comes first: 20 cubes give 10 Culture, then 5 Prestige for the cubes and 5 for the Culture", "public-works-office", 13, 20,
			[4]int{20/4 + 10/2, 1, 0, 10}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4)
			p := int(s.order()[0])
			ct := &s.cities[p]
			if tc.tile != "" {
				put(t, s, p, tc.tile, 1, 0)
			}
			ct.Track[tEcon], ct.Cubes, ct.Track[tCult], ct.Prestige = tc.money, tc.cubes, 0, 0
			ct.Moved, ct.Upgraded = 0, 0
			s.stack = s.stack[:0]
			s.phase, s.idx = phFinal, 0
			if err := s.settle(); err != nil {
				t.Fatal(err)
			}
			for s.ToMove() == rulebook.Player(p) && strings.Contains(s.Prompt(), conditionalAgain) {
				play(t, s, "yes")
			}
			if !s.Over() {
				t.Fatalf("not over: %s", s.Prompt())
			}
			got := [4]int{int(ct.Prestige), int(ct.Track[tEcon]), int(ct.Cubes), int(ct.Track[tCult])}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("[prestige, money, cubes, culture] (-want +got):\n%s", diff)
			}
		})
	}
}

// TestProsperityRoundsOfTheAdministrativePhase: "At the end of the
// Administrative Phase of each round indicated on the board by the
// Prosperity symbol, each player in initiative order, MUST: a) build a
// Prosperity Tile, respecting all Building Phase rules, or b) build a
// Lake"; "If a player is unable or unwilling to construct a Prosperity
// Tile, they must pick any one of their Prosperity Tiles" (a Lake of any
// tile in the hand); "Each player will be able to build 5 Prosperity Tiles
// as indicated on the board (Round Area). With less than 5 players, it is
// important to remember that one Prosperity Tile will not be built." The
// first marked round is round 2 (rounds.yaml): its builds come after the
// Time Marker has moved to round 3 and the $0 row is drawn; none come at
// the end of round 1.
func TestProsperityRoundsOfTheAdministrativePhase(t *testing.T) {
	for _, tc := range []struct {
		reason string
		n      int
		left   int // Prosperity tiles in each hand at the end
	}{
		{"3 players, 6 tiles dealt: one is never built", 3, 1},
		{"5 players, 5 tiles dealt: every one is built", 5, 0},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			tb := newTable(t, tc.n, []Option{WithProsperity(true)})
			prosper := func(s *State) bool { return s.stack.Top() != nil && s.stack.Top().Op == opProsper }
			tb.until("the first Prosperity build", prosper)
			s := tb.s
			if got := [2]any{s.Phase(), s.Round()}; got != [2]any{"Administrative Phase", 3} {
				t.Fatalf("the first Prosperity build in %v, want the Administrative Phase with the Time Marker on round 3", got)
			}
			if got := countRow(s, locRow0, 1) + countRow(s, locRow0+1, 1) + countRow(s, locRow0+2, 1); got != tc.n+2 {
				t.Errorf("%d Era I tiles in the Projects Area at the first Prosperity build, want the $0 row drawn first (%d)", got, tc.n+2)
			}
			order := s.order()
			for i := 0; i < tc.n; i++ {
				p := int(order[i])
				if got := s.ToMove(); got != rulebook.Player(p) {
					t.Fatalf("build %d: p%d to build, want p%d (Initiative order)", i+1, got, p)
				}
				hand := seatView(s, rulebook.Player(p)).Hand
				var lakes []string
				for _, m := range legalTexts(s) {
					if strings.HasPrefix(m, "lake ") {
						lakes = append(lakes, strings.TrimPrefix(m, "lake "))
					}
				}
				if diff := cmp.Diff(hand, lakes); diff != "" {
					t.Errorf("p%d may build as a Lake (-hand +lakes):\n%s", p, diff)
				}
				tb.play("lake " + hand[0])
				tb.play(s.Legal()[0].String()) // the first cell the Lake may go on
			}
			if got := s.Phase(); got != "Political Phase" {
				t.Errorf("after %d builds: %s (%s), want round 3's Political Phase", tc.n, got, s.Prompt())
			}
			tb.until("the end of the game", func(s *State) bool { return s.Over() })
			for p := 0; p < tc.n; p++ {
				if got := len(seatView(s, rulebook.Player(p)).Hand); got != tc.left {
					t.Errorf("p%d ends with %d Prosperity tiles unbuilt, want %d", p, got, tc.left)
				}
			}
		})
	}
}

// TestTechnologyParkRequirement: "To Build: be lowest player on the
// progress track (have lowest level power plant or, if tied, be farthest
// away from gaining next level)". The Power Plant Symbol is on space 0 of
// the Progress Track, which the marker reaches after space 6: the lower
// the space, the farther the next level. The other seats are on space 2 of
// the Progress Track with the starting Power Plant unless a case says.
func TestTechnologyParkRequirement(t *testing.T) {
	for _, tc := range []struct {
		reason   string
		progress int16 // the builder's space
		upgraded bool  // the others have a level 2 Power Plant
		mine     bool  // the builder has a level 2 Power Plant
		want     bool
	}{
		{"the same Power Plant, farther from the next level", 0, false, false, true},
		{"the same Power Plant and space: tied, not the lowest", 2, false, false, false},
		{"the same Power Plant, nearer the next level", 5, false, false, false},
		{"a lower Power Plant, however near its next level", 6, true, false, true},
		{"a higher Power Plant, however far from its next level", 0, false, true, false},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4, WithProsperity(true))
			p := int(s.stack.Top().Who)
			for q := 0; q < 4; q++ {
				s.cities[q].Track[tProg] = 2
				if (q == p && tc.mine) || (q != p && tc.upgraded) {
					if err := s.upgrade(q); err != nil {
						t.Fatal(err)
					}
				}
			}
			s.cities[p].Track[tProg] = tc.progress
			s.where[inst(t, s, "technology-park")] = locHand + uint8(p)
			s.stack.Push(task{Op: opProsper, Who: int8(p)})
			if got := s.Check(Move{Action: ActBuild, Tile: "technology-park"}) == nil; got != tc.want {
				t.Errorf("the Technology Park may be built: %v, want %v (%v)", got, tc.want, s.prosperOK(p, s.c.byID["technology-park"]))
			}
		})
	}
}

// TestResortFirstActivationCostsOneCube: the Resort's "Activate: lose 2
// culture to gain 3 prestige (note: as there is no printed energy cube on
// this tile, the cost for first activation in an Era is just 1 cube)";
// "The cost to activate a Building Tile is: One more Energy Cube than all
// of the Energy Cubes currently on the Building Tile". The Resort is
// activated twice in one Executive turn, from 5 cubes and 4 Culture.
func TestResortFirstActivationCostsOneCube(t *testing.T) {
	s, p := execState(t, 4)
	ct := &s.cities[p]
	i := put(t, s, p, "resort", 1, 0)
	ct.Cubes, ct.Track[tCult], ct.Prestige = 5, 4, 0
	for _, tc := range []struct {
		reason string
		want   [4]int // cost, cubes paid, culture and prestige after
	}{
		{"the first activation: no printed cube, so 1", [4]int{1, 1, 2, 3}},
		{"the second: the 1 cube placed on it, plus 1", [4]int{2, 2, 0, 6}},
	} {
		cost, cubes := s.activationCost(p, i), int(ct.Cubes)
		play(t, s, "activate 1,0")
		got := [4]int{cost, cubes - int(ct.Cubes), int(ct.Track[tCult]), int(ct.Prestige)}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: [cost, cubes paid, culture, prestige] (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestAdministrativePhaseBuildPrompts: a Prosperity tile, a Lake and the
// Financial District's additional tile ("build 1 additional tile from
// Projects Area, following all building rules") are built "At the end of
// the Administrative Phase of each round indicated on the board by the
// Prosperity symbol": their prompts name the Administrative Phase, as the
// Building Phase's name the Building Phase. The seat to move in round 1
// holds the Financial District and the Casino in a Prosperity round.
func TestAdministrativePhaseBuildPrompts(t *testing.T) {
	s := newGame(t, 4, WithProsperity(true))
	p := rulebook.Player(s.stack.Top().Who)
	if got, want := s.Prompt(), p.String()+", Building Phase: choose a tile from the Projects Area"; got != want {
		t.Errorf("the Building Phase: prompt %q, want %q", got, want)
	}
	s.stack = s.stack[:0]
	s.phase, s.idx = phAdmin, 3
	s.where[inst(t, s, "financial-district")] = locHand + uint8(p)
	s.where[inst(t, s, "casino")] = locHand + uint8(p)
	s.stack.Push(task{Op: opProsper, Who: int8(p)})
	s.stack.Push(task{Op: opProsper, Who: int8(p)})
	extra := ""
	for _, tc := range []struct {
		reason string
		move   string // "" : the first legal move
		want   string // the prompt after it, with %s for the tile taken
	}{
		{"the Financial District taken from the hand", "build financial-district", ", Administrative Phase: place financial-district in your City"},
		{"placed: its two Immediate Effects to order", "place 1,0", ": choose the effect to resolve next"},
		{"build(1) first: a tile from the Projects Area", "effect 1", ", Administrative Phase: choose a tile from the Projects Area"},
		{"the additional tile taken", "", ", Administrative Phase: place %s in your City"},
	} {
		move := tc.move
		if move == "" {
			move = s.Legal()[0].String()
			extra = strings.TrimPrefix(move, "take ")
		}
		play(t, s, move)
		want := p.String() + strings.ReplaceAll(tc.want, "%s", extra)
		if diff := cmp.Diff(want, s.Prompt()); diff != "" {
			t.Errorf("%s (%s): prompt (-want +got):\n%s", tc.reason, move, diff)
		}
	}
	play(t, s, "place -1,-1")
	resolve(t, s)
	play(t, s, "lake casino")
	if diff := cmp.Diff(p.String()+": place the Lake (casino) anywhere adjacent to your City", s.Prompt()); diff != "" {
		t.Errorf("the Casino as a Lake: prompt (-want +got):\n%s", diff)
	}
}

// TestGameEndsAfterTheEraIIIExpo: "The game ends right after Era III's
// World Expo Evaluation. Complete the Era III World Expo Evaluation before
// proceeding to the Final Scoring round." Round 12 has no Administrative
// Phase: the Time Marker stays on 12 and no tile is drawn, and with 2
// players the neutral Culture marker does not advance ("At the beginning
// of each Administrative Phase, the neutral Player Marker advances 1
// Level"); the Expo is complete (the Energy Cubes are off the tiles:
// "remove all Energy Cubes currently on Building Tiles") when the game is
// over. The first seat activates its City Hall in round 12.
func TestGameEndsAfterTheEraIIIExpo(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		players int
	}{
		{"2 players, with the neutral Culture marker", 2},
		{"4 players", 4},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			tb := newTable(t, tc.players, nil)
			tb.until("round 12's Executive Phase", execTurn(rulebook.Player(tb.s.order()[0]), 12))
			s := tb.s
			p := int(s.order()[0])
			s.cities[p].Cubes += 2
			s.cities[p].Track[tCult]++
			tb.play("activate 0,0")
			neutral, rows := s.neutral, s.View(0).Rows
			if s.cities[p].Cells[0].Cubes == 0 {
				t.Fatal("no cube on the City Hall: the case shows nothing")
			}
			tb.until("the end of the game", func(s *State) bool { return s.Over() })
			got := []any{s.Round(), s.neutral, s.View(0).Rows, s.cities[p].Cells[0].Cubes}
			want := []any{12, neutral, rows, uint8(0)}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("[round, neutral Culture marker, rows, cubes on the City Hall] at the end (-want +got):\n%s", diff)
			}
		})
	}
}

// TestLowestCultureTie: "the City which has the lowest Culture level that
// round will lose its Tourist to the City with the Highest Culture"; the
// rulebook breaks a tie only for the Highest Culture ("If two or more
// Cities are tied on the Culture Track, the one that is higher on the
// Economy Track is considered to have the highest Culture. If both are
// also tied on the Economy Track, the City positioned closer to the
// leftmost space on the Initiative Track is considered the City with the
// highest Culture"). The reading: Cities tied for the lowest are ranked
// the same way, so the one lower on the Economy Track, then further right
// on the Initiative Track, is the lowest and loses its Tourist. Three
// players; p0 leads on Culture; the others tie at 1.
func TestLowestCultureTie(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		economy [3]int16
		loser   int // the Initiative space (from 1) of the seat losing its Tourist
	}{
		{"tied on Culture, the lower on the Economy Track loses it", [3]int16{5, 4, 3}, 3},
		{"tied on Culture, the lower on the Economy Track loses it, wherever it sits", [3]int16{5, 3, 4}, 2},
		{"tied on Culture and Economy, the one further right loses it", [3]int16{5, 4, 4}, 3},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 3)
			o := s.order()
			for i, p := range o[:3] {
				s.cities[p].Track[tCult], s.cities[p].Track[tEcon] = 1, tc.economy[i]
			}
			s.cities[o[0]].Track[tCult] = 5
			s.tourism()
			var got []int
			for i, p := range o[:3] {
				if s.tourists[p].City != p {
					got = append(got, i+1)
				}
			}
			if diff := cmp.Diff([]int{tc.loser}, got); diff != "" {
				t.Errorf("the Initiative spaces of the seats whose Tourist is claimed (-want +got):\n%s", diff)
			}
		})
	}
}
