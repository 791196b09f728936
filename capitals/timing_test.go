package capitals

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Sentences about when something is paid, judged or resolved: each test
// plays the moment the rulebook names and checks that the engine judges it
// against the state of that moment.

// TestActivationEffectPaidAfterItsEnergy: "To activate a Building Tile, a
// player takes Energy Cubes from their Power Plant Tile and places them on
// the Building Tile"; only then does "The Activation Effect of the tile"
// take place. So an Activation Effect that costs Energy Cubes ("lose X to
// gain Y" on the cubes, as a designer may write one) is paid from what the
// activation's own cubes leave on the Power Plant, and a Tourist Marker
// that pays part of the activation ("to help activate a tile as if it were
// a single Energy Cube") leaves one cube more for it. The City Hall
// (1 printed cube: an activation costs 2) is edited to "lose 3 cubes to
// gain 3 Prestige"; the Highest Culture City of round 1 has 4 cubes and two
// Tourists beside it.
func TestActivationEffectPaidAfterItsEnergy(t *testing.T) {
	useContent(t, mustLoadEdited(t, "tiles_start.yaml",
		`activation: pay("culture", 1, gain("employment", 1))`, `activation: pay("cubes", 3, gain("prestige", 3))`))
	tb := newTable(t, 3, nil)
	tb.until("the Highest Culture City's Executive turn in round 1", func(s *State) bool {
		return s.Round() == 1 && s.highest >= 0 && turn(rulebook.Player(s.highest), "Executive Phase: activate")(s)
	})
	s := tb.s
	p := int(s.highest)
	beside := 0
	for q := 0; q < s.touristCount(); q++ {
		if tr := s.tourists[q]; int(tr.City) == p && tr.Cell < 0 {
			beside++
		}
	}
	if got := [2]int{int(s.cities[p].Cubes), beside}; got != [2]int{4, 2} {
		t.Fatalf("[cubes, Tourists beside] %v, want [4 2]", got)
	}
	for _, tc := range []struct {
		move   string
		legal  bool
		reason string
	}{
		{"activate 0,0", false, "2 cubes for the activation leave 2: the effect's 3 cannot be paid"},
		{"activate 0,0 from side", true, "a Tourist and 1 cube for the activation leave 3 for the effect"},
		{"activate 0,0 from side side", true, "two Tourists pay the activation: the 4 cubes are left for the effect"},
	} {
		m, err := s.ParseMove(tc.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := slices.Contains(legalTexts(s), tc.move); got != tc.legal {
			t.Errorf("%s listed: %v, want %v (%s)", tc.move, got, tc.legal, tc.reason)
		}
		err = s.Check(m)
		var rule *rulebook.RuleError
		switch {
		case tc.legal && err != nil:
			t.Errorf("%s: %v, want legal (%s)", tc.move, err, tc.reason)
		case !tc.legal && (!errors.Is(err, rulebook.ErrIllegal) || !errors.As(err, &rule) || rule.Section != secActivating):
			t.Errorf("%s: %v, want refused by %q (%s)", tc.move, err, secActivating, tc.reason)
		case !tc.legal && !strings.Contains(err.Error(), "takes 3 more"):
			t.Errorf("%s: %v, want the effect's 3 cubes named", tc.move, err)
		}
	}
	before := s.cities[p]
	tb.play("activate 0,0 from side")
	got := [2]int{int(s.cities[p].Cubes), int(s.cities[p].Prestige - before.Prestige)}
	if diff := cmp.Diff([2]int{0, 3}, got); diff != "" {
		t.Errorf("after a Tourist, 1 cube and the effect's 3: [cubes, prestige gained] (-want +got):\n%s", diff)
	}
}

// TestRowPaymentSetsOffItsEffectsBeforeThePlacement: "2.1 Choose 1
// Building Tile from any row in the Projects Area ... To pick up any
// Building Tiles from the second and third rows, the player pays
// (decreasing their position on the Economy Track) their respective cost
// ($2 or $4). 2.2 Immediately place the Building Tile"; a Permanent Effect
// "occurs when a specific building is activated or some other specific
// event occurs". So a Permanent Effect on paying Money (or on taking Extra
// Taxation Actions to pay) acts when the row is paid, before the tile is
// placed and its effects resolved, not after them. The City Hall is edited
// to give 1 Culture each time its City pays (or taxes) in the Building
// Phase; in round 2 the first player takes a tile from the $2 row.
func TestRowPaymentSetsOffItsEffectsBeforeThePlacement(t *testing.T) {
	for _, tc := range []struct {
		event  string
		money  int16 // the Economy before the take; 0: as played
		reason string
	}{
		{"paid", 0, "the $2 paid"},
		{"taxation", 1, "$1 is short of $2: an Extra Taxation Action pays it"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			useContent(t, mustLoadEdited(t, "tiles_start.yaml", `activation: pay("culture", 1, gain("employment", 1))`,
				"activation: pay(\"culture\", 1, gain(\"employment\", 1))\n    permanent: {on: "+tc.event+", during: building, effect: 'gain(\"culture\", 1)'}"))
			tb := newTable(t, 3, nil)
			tb.until("round 2's first Building turn", func(s *State) bool {
				return s.Round() == 2 && s.ToMove() != rulebook.Chance && strings.Contains(s.Prompt(), "Building Phase: choose")
			})
			s := tb.s
			p := int(s.ToMove())
			id := ""
			for i, k := range s.c.inst {
				if s.where[i] == locRow0+1 {
					id = s.c.tiles[k].ID
				}
			}
			if id == "" {
				t.Fatal("no tile in the $2 row")
			}
			ct := &s.cities[p]
			if tc.money > 0 {
				ct.Track[tEcon] = tc.money
			}
			culture := ct.Track[tCult]
			tb.play("take " + id)
			if !strings.Contains(s.Prompt(), "place "+id) {
				t.Fatalf("after the take: %s, want the placement", s.Prompt())
			}
			if got := ct.Track[tCult] - culture; got != 1 {
				t.Errorf("Culture +%d when %s is to be placed, want +1: the %s effect acts at the payment", got, id, tc.event)
			}
		})
	}
}

// TestExpoIconsInInitiativeOrder: "In initiative order, players score as
// follows: ... Public Service Adjustment: First, each City increases/
// decreases their tracks according to the icons displayed on their current
// space of the Public Services Track"; "The symbol on the Progress Track
// (new Power Plant Tile) is collected immediately upon reaching that
// space"; "The first City to develop their Power Plant will take the Power
// Plant Tile which offers the most Energy Cubes amongst the Power Plants of
// the next level". At round 4's World Expo the first and the last City in
// Initiative order stand on the 3rd space of the Public Services Track (1
// Progress) one space short of the Power Plant symbol: the first is asked
// first and takes the level 2 plant with the most cubes. (Round 4's
// Political Phase turns the order over, so that it is not the seat order.)
func TestExpoIconsInInitiativeOrder(t *testing.T) {
	tb := newTable(t, 4, nil)
	// Round 4's Political Phase turns the order over, so that it is not
	// the seat order.
	tb.until("round 4's Political Phase", func(s *State) bool { return s.Round() == 4 && turn(s.ToMove(), "Political Phase")(s) })
	tb.play("space 4", "space 3", "space 2", "space 1")
	var order [maxSeats]int8
	tb.until("the last Executive turn of round 4", func(s *State) bool {
		order = s.order()
		return execTurn(rulebook.Player(order[3]), 4)(s)
	})
	s := tb.s
	first, last := int(order[0]), int(order[3])
	if first < last {
		t.Fatalf("Initiative order %v: want its first City after its last in seat order", order[:4])
	}
	for p := 0; p < 4; p++ {
		s.cities[p].Track[tPS] = 0 // no icon
	}
	for _, p := range []int{first, last} {
		s.cities[p].Track[tPS], s.cities[p].Track[tProg] = 3, 6
	}
	tb.play("done", "bonus prestige")
	var asked []int
	for len(asked) < 2 && strings.Contains(s.Prompt(), "upgrade your Power Plant") {
		asked = append(asked, int(s.ToMove()))
		tb.play("yes")
	}
	if diff := cmp.Diff([]int{first, last}, asked); diff != "" {
		t.Errorf("the seats asked to upgrade, in order (-want +got):\n%s", diff)
	}
	got := []string{s.c.tiles[s.cities[first].Plant].ID, s.c.tiles[s.cities[last].Plant].ID}
	if diff := cmp.Diff([]string{"plant-2a", "plant-2b"}, got); diff != "" {
		t.Errorf("the Power Plants of the first and the last in Initiative order (-want +got):\n%s", diff)
	}
}

// TestLastExpoScoresTheEndOfGameEffectsBeforeIt: "be aware some End of Game
// Effects take place just before the last World Expo Evaluation"; the
// Public Meeting Hall's "End of Game: before the world expo scoring at the
// end of round 12, gain 3 employment"; then "Employment Track Scoring: ...
// Each player takes the positive or negative Prestige Points shown on the
// space where their Player Marker is located" and "Unemployed Population
// Scoring: Subtract the City's Population level from its position on the
// Employment Track". The first City in Initiative order, with the Public
// Meeting Hall, Population 10 and Employment 5, is scored on Employment 8:
// 3 Prestige for the space and 2 lost for the unemployed, not 1 and 3 (5
// unemployed, capped). It stands on the 3rd Public Services space one short
// of the Power Plant symbol, so the Expo stops on its upgrade, after the
// scoring.
func TestLastExpoScoresTheEndOfGameEffectsBeforeIt(t *testing.T) {
	tb := newTable(t, 3, nil)
	var order [maxSeats]int8
	tb.until("the last Executive turn of round 12", func(s *State) bool {
		order = s.order()
		return execTurn(rulebook.Player(order[2]), 12)(s)
	})
	s := tb.s
	p := int(order[0])
	ct := &s.cities[p]
	r := 0
	for i := 0; i < int(ct.N); i++ {
		r = max(r, int(ct.Cells[i].R)+2)
	}
	put(t, s, p, "public-meeting-hall", r, 0)
	ct.Track[tPop], ct.Track[tEmp], ct.Track[tPS], ct.Track[tProg] = 10, 5, 3, 6
	prestige := ct.Prestige
	tb.play("done", "bonus prestige")
	if !turn(rulebook.Player(p), "upgrade your Power Plant")(s) {
		t.Fatalf("%s, want p%d's upgrade at the World Expo", s.Prompt(), p)
	}
	got := [2]int{int(ct.Track[tEmp]), int(ct.Prestige - prestige)}
	if diff := cmp.Diff([2]int{8, 3 - 2}, got); diff != "" {
		t.Errorf("[employment, prestige scored] at the last World Expo (-want +got):\n%s", diff)
	}
}

// TestLastInitiativePaymentsOneAfterAnother: "Before the Final Scoring:
// each player must pay one last time for their current space in the
// Initiative Area". Each City's payment is a moment of its own, in
// Initiative order, and what it sets off (a Permanent Effect on paying
// Money) acts at it, before the next City pays: not after every City has
// paid, last City first. The City Hall is edited to give 7 Progress (a
// whole lap: the Power Plant symbol) each time its City pays in the Final
// Scoring, so each City is asked to upgrade when it pays.
func TestLastInitiativePaymentsOneAfterAnother(t *testing.T) {
	useContent(t, mustLoadEdited(t, "tiles_start.yaml", `activation: pay("culture", 1, gain("employment", 1))`,
		"activation: pay(\"culture\", 1, gain(\"employment\", 1))\n    permanent: {on: paid, during: final, effect: 'gain(\"progress\", 7)'}"))
	tb := newTable(t, 3, nil)
	tb.until("the first upgrade of the Final Scoring", func(s *State) bool {
		return s.phase == phFinal && turn(s.ToMove(), "upgrade your Power Plant")(s)
	})
	s := tb.s
	var asked []int
	for !s.Over() && strings.Contains(s.Prompt(), "upgrade your Power Plant") {
		asked = append(asked, int(s.ToMove()))
		tb.play("yes")
	}
	var want []int
	order := s.order()
	for _, p := range order[:3] {
		want = append(want, int(p))
	}
	if diff := cmp.Diff(want, asked); diff != "" {
		t.Errorf("the Cities asked to upgrade at their last payment, in order (-Initiative order +got):\n%s", diff)
	}
}

// TestProsperityBuildAfterTheTimeMarkerMoves: the Administrative Phase
// moves the rows, "Advance[s] the Time Marker to the next Round" and draws;
// "At the end of the Administrative Phase of each round indicated on the
// board by the Prosperity symbol, each player in initiative order, MUST:
// a) build a Prosperity Tile". So a Prosperity tile built at the end of
// round 4 is built with the Time Marker on round 5, in Era II: the Energy
// Research's "take 3/4/5 energy cubes depending on the current Era
// I/II/III" gives 4 (tiles_prosperity.yaml reads "the current Era" as the
// Era of the Time Marker when the tile is built). The first City to build
// holds it and has the least cubes (none).
func TestProsperityBuildAfterTheTimeMarkerMoves(t *testing.T) {
	tb := newTable(t, 3, []Option{WithProsperity(true)})
	tb.until("the first Prosperity build at the end of round 4", func(s *State) bool {
		return s.phase == phAdmin && s.Round() == 5 && turn(s.ToMove(), "build a Prosperity tile")(s)
	})
	s := tb.s
	p := int(s.ToMove())
	i := inst(t, s, "energy-research")
	if w := s.where[i]; w >= locCity && w < locHand {
		t.Fatalf("the Energy Research is built in City %d already", w-locCity)
	}
	s.where[i] = locHand + uint8(p)
	ct := &s.cities[p]
	ct.Cubes = 0
	tb.play("build energy-research")
	tb.play(s.Legal()[0].String())
	for s.stack.Top() != nil && s.stack.Top().Op == opOrder {
		tb.play("effect 1")
	}
	if got := [2]int{int(ct.Cubes), s.era()}; got != [2]int{4, 2} {
		t.Errorf("[cubes, Era] after the Energy Research at the end of round 4: %v, want [4 2]", got)
	}
}

// TestParkHearsTheUpgradeItsOwnProgressGives pins a reading: "Permanent
// Effects can take place from the time the tile is built to the end of the
// game" and an Immediate Effect is "resolved as soon as it is placed on the
// City", so the Park is built when its own "gain 1 progress" passes the
// Power Plant symbol; the upgrade is the City's ("the City may upgrade
// their Power Plant"), not the Park's effect, so the Park's "each time you
// upgrade your power plant, gain 2 culture" acts on it ("No card ever
// affects itself" is read as a tile never counting or hearing itself as
// the tile an event concerns). A City one space short of the symbol builds
// the Park in round 1 and upgrades: 2 Culture from the Immediate Effect and
// 2 from the Permanent Effect.
func TestParkHearsTheUpgradeItsOwnProgressGives(t *testing.T) {
	tb := newTable(t, 3, nil, "draw park")
	tb.until("round 1's first Building turn", func(s *State) bool { return turn(s.ToMove(), "Building Phase: choose")(s) })
	s := tb.s
	p := int(s.ToMove())
	ct := &s.cities[p]
	ct.Track[tProg] = 6
	culture := ct.Track[tCult]
	tb.play("take park")
	tb.play(s.Legal()[0].String())
	var moves []string
	for int(s.ToMove()) == p { // the Park's effects, in listed order, and the upgrade
		m := "effect 1"
		if strings.Contains(s.Prompt(), "upgrade your Power Plant") {
			m = "yes"
		}
		moves = append(moves, m)
		tb.play(m)
	}
	got := [2]int{s.c.tiles[ct.Plant].Level, int(ct.Track[tCult] - culture)}
	if diff := cmp.Diff([2]int{2, 2 + 2}, got); diff != "" {
		t.Errorf("[plant level, Culture gained] after the Park (%v) (-want +got):\n%s", moves, diff)
	}
}
