package highrise

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Components: "All other bits are component-limited. If you run out of one
// of them, you may not take it!" Actions: "When you stop on a printed
// Action Space, you must perform the pictured action. If you cannot perform
// the action, you may not stop on that space." No More Power Cards for a
// Tenant Tile: "If a Tenant Tile runs out of Power Cards, players may still
// move onto that Action Space, but they do not get a Power Card for that
// Tenant. If there is a Building connected to the Tenant, the Building
// owner still draws a Floor from the bag as normal." With the UltraPlastic
// supply empty, the printed Take an UltraPlastic space is closed, but a
// Tenant whose power gives an UltraPlastic (Research Firm) is not: like a
// Tenant out of Power Cards (and Metal Importer out of Spires), the mover
// may stop there and gets none, and the Building's owner still draws.
func TestUltraPlasticRunsOut(t *testing.T) {
	for _, tc := range []struct {
		reason string
		ultra  int    // UltraPlastic left in the supply
		space  string // where p0 goes
		open   bool
		up     int // p0's UltraPlastic after the stop
	}{
		{"Take an UltraPlastic with one in the supply: open, p0 takes it", 1, "dt-floors-2", true, 1},
		{"Take an UltraPlastic with none in the supply: the printed action cannot be done, closed", 0, "dt-floors-2", false, 0},
		{"Research Firm with one in the supply: p0 takes it, p1 draws", 1, "research", true, 1},
		{"Research Firm with none in the supply: p0 may stop, takes none, p1 still draws", 0, "research", true, 0},
	} {
		s := ready(t, 3, ModeFull)
		clearBuildings(s)
		emptyBonuses(s)
		eg := testContent.hoodIndex("east-gardens")
		idx := s.buildingSpace(eg, 0)
		s.tenant[idx] = int8(tenantIndex(t, "research-firm"))
		setBuilding(s, eg, 0, 1, 6)
		for p := range s.seats() {
			stockYard(s, p, Floors{})
		}
		s.ultra = uint8(tc.ultra) // the rest are in the box of this test
		onTurn(s, 0)
		space := tc.space
		if space == "research" {
			space = s.side.Spaces[s.side.TenantSpace[idx]].ID
		}
		move := "go " + space
		if got := legalStrings(s)[move]; got != tc.open {
			t.Errorf("%s: %q offered %v, want %v: %v", tc.reason, move, got, tc.open, legalText(s))
			continue
		}
		m, err := s.ParseMove(move)
		if err != nil {
			t.Fatal(err)
		}
		if !tc.open {
			before := stateText(s)
			if err := s.Apply(m); !errors.Is(err, rulebook.ErrIllegal) || !strings.Contains(err.Error(), "cannot") {
				t.Errorf("%s: Apply(%q) = %v, want a refusal citing the rule", tc.reason, move, err)
			}
			if diff := cmp.Diff(before, stateText(s)); diff != "" {
				t.Errorf("%s: the refused move changed the state (-want +got):\n%s", tc.reason, diff)
			}
			continue
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		for s.ToMove() == 0 && s.Prompt() != "" && legalStrings(s)["no"] {
			play(t, s, "no") // no random Floor for a Corruption
		}
		if space != "dt-floors-2" {
			if s.ToMove() != rulebook.Chance || !strings.Contains(s.Prompt(), "for p1") {
				t.Fatalf("%s: %v to move (%s), want Chance drawing for p1, the Building's owner", tc.reason, s.ToMove(), s.Prompt())
			}
			play(t, s, "floor green")
		}
		got := []int{int(s.p[0].Yard[testContent.up]), int(s.ultra)}
		if diff := cmp.Diff([]int{tc.up, tc.ultra - tc.up}, got); diff != "" {
			t.Errorf("%s: [p0's UltraPlastic, the supply's] (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Not Enough Floors in the Bag?: "There may be times when there aren't
// enough Floors in the Floor Bag to draw from ... if you are the player
// with the most Floors in your Construction Yards (or if you're tied for
// the most), then you simply draw no more Floors. Otherwise, choose any
// Floor directly from the Construction Yards of the player with the most
// Floors. ... If you have to take another Floor, reevaluate who has the
// most Floors first." The Tenants that draw Floor by Floor (Casino: "Draw
// Floors one at a time from the bag"; Overseas Electronics Manufacturer:
// "Then Draw a random Floor from the bag") follow it as every draw does
// (Construction Firm, TestConstructionFirmEmptyBagShippingFirm): with the
// bag empty their draws come from the player with the most Floors until
// the drawer is one of the most. A Floor so chosen is not Drawn ("There
// are two ways to do this: to draw or to choose"): it does not bust the
// Casino, and is not the black Floor that earns Overseas Electronics
// Manufacturer its third.
func TestFloorByFloorDrawsFromTheMost(t *testing.T) {
	for _, tc := range []struct {
		reason string
		tenant string
		p0, p1 map[string]int
		moves  []string
		want   yardAndCorruption
	}{
		{"Casino, p0 the most: no Floor comes", "casino", map[string]int{"red": 2}, map[string]int{"blue": 1}, nil,
			yardAndCorruption{map[string]int{"red": 2}, 0}},
		{"Casino, p1 the most: the first Floor from p1, then again until p0 is tied for the most; red twice is no bust", "casino", map[string]int{"red": 1}, map[string]int{"red": 3, "blue": 2},
			[]string{"from p1 red", "yes", "from p1 red"}, yardAndCorruption{map[string]int{"red": 3}, 0}},
		{"Casino, p1 the most, p0 stops after the first", "casino", nil, map[string]int{"red": 3}, []string{"from p1 red", "no"},
			yardAndCorruption{map[string]int{"red": 1}, 0}},
		{"Overseas Electronics Manufacturer, p1 the most: the black Floor and the random one from p1, black chosen earns no third", "overseas-electronics-manufacturer", nil, map[string]int{"black": 5},
			[]string{"from p1 black", "from p1 black"}, yardAndCorruption{map[string]int{"black": 2}, 0}},
	} {
		s := ready(t, 3, ModeFull)
		returnEveryYard(s)
		stockYard(s, 0, floorsOf(t, tc.p0))
		stockYard(s, 1, floorsOf(t, tc.p1))
		s.bag = Floors{} // the rest are in the box of this test
		s.p[0].Corruption = 0
		onTurn(s, 1) // p1's move comes once p0's power is done
		activate(t, s, 0, tc.tenant)
		play(t, s, tc.moves...)
		if s.ToMove() == 0 {
			t.Errorf("%s: p0 still to move: %s %v", tc.reason, s.Prompt(), legalText(s))
		}
		if diff := cmp.Diff(tc.want, yardAndCorruption{floorsName(s.p[0].Yard), s.Corruption(0)}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// "5 UltraPlastic Requirement Tiles"; "All other bits are component-limited.
// If you run out of one of them, you may not take it!" University: "you
// may discard University to cover any square on this round's Blueprint
// card with an UltraPlastic token". With every token on the Blueprint Card
// (here taken off the table by the test), University covers nothing: the
// Construct space that only a cover would open is closed again ("If you
// cannot perform the action, you may not stop on that space").
func TestUniversityWithNoTokenLeft(t *testing.T) {
	tb := universityOpening(t, "place harbourside-1")
	if !tb.offers("go eg-build-1") {
		t.Fatalf("with a token left the cover opens the Construct space (legal %v)", tb.legal())
	}
	tb.s.tokens = 0
	tb.refused("go eg-build-1", "no token left for the University to cover a square with")
}

// "20 Spires"; "All other bits are component-limited. If you run out of
// one of them, you may not take it!" Spire(s): "take one or 2 Spires (as
// indicated) from the supply". Metal Importer: "Gain a Spire from the
// supply." With one Spire left, the Two Spires Bonus passed on the way
// gives the one ("Bonus Spaces are resolved fully before Action Spaces");
// then the Metal Importer stopped on gives none.
func TestSpiresRunOut(t *testing.T) {
	tb := newTable(t, []deal{
		{"to bayside-heights-1", []string{"tenant metal-importer"}},
		{"on bonus-1b", []string{"tile two-spires-2010"}},
	}, WithPlayers(3), WithMode(ModeFull))
	p := tb.seatOf(3)
	tb.turn(p)
	tb.s.spires = 1 // the other 19 are on Buildings of this test's past
	if !tb.offers("go bh-tenant-1") {
		t.Fatalf("Metal Importer closed with a Spire left: %v", tb.legal())
	}
	tb.do("go bh-tenant-1", "bonus bonus-1b")
	if got := []int{tb.player(p).Spires, tb.view(p).Spires}; !cmp.Equal([]int{1, 0}, got) {
		t.Fatalf("after the Two Spires Bonus with one Spire left, [held, supply] = %v, want [1 0]", got)
	}
	tb.quiet("move your Mogul")
	if got := []int{tb.player(p).Spires, tb.view(p).Spires}; !cmp.Equal([]int{1, 0}, got) {
		t.Errorf("after the Metal Importer with none left, [held, supply] = %v, want [1 0]", got)
	}
}

// Labor Union: "Take 3 red Floors from the bag, or gain one Corruption and
// take 3 Floors of any single other color from the bag. If there are fewer
// than 3 Floors of the color you plan to take in the bag, see Not Enough
// Floors in the Bag?" ("if you are the player with the most Floors ...
// you simply draw no more Floors. Otherwise, choose any Floor directly
// from the Construction Yards of the player with the most Floors. ... If
// you have to take another Floor, reevaluate who has the most Floors
// first."). The bag holds one red and one green Floor.
func TestLaborUnionShortOfTheColour(t *testing.T) {
	for _, tc := range []struct {
		reason string
		p1     map[string]int
		moves  []string
		want   yardAndCorruption
	}{
		{"red, p0 (none) tied for the most with everyone: the one red, no more", nil, []string{"either 1"},
			yardAndCorruption{map[string]int{"red": 1}, 0}},
		{"red, p1 the most: the red, then from p1 while p1 has the most (4, then 3: tied after two)", map[string]int{"blue": 4}, []string{"either 1", "from p1 blue", "from p1 blue"},
			yardAndCorruption{map[string]int{"red": 1, "blue": 2}, 0}},
		{"red, p1 with one more: the red ties p0 with p1, no more", map[string]int{"blue": 1}, []string{"either 1"},
			yardAndCorruption{map[string]int{"red": 1}, 0}},
		{"black, none in the bag, p1 the most: a Corruption, all three from p1", map[string]int{"blue": 6}, []string{"either 2", "pick black", "from p1 blue", "from p1 blue", "from p1 blue"},
			yardAndCorruption{map[string]int{"blue": 3}, 1}},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		returnEveryYard(s)
		stockYard(s, 1, floorsOf(t, tc.p1))
		s.bag = floorsOf(t, map[string]int{"red": 1, "green": 1}) // the rest are in the box of this test
		s.p[0].Corruption = 0
		stopOnTenant(t, s, 0, "labor-union", "harbourside", 0)
		play(t, s, tc.moves...)
		if s.ToMove() == 0 && !strings.Contains(s.Prompt(), "move your Mogul") {
			t.Errorf("%s: p0 still owes %q %v", tc.reason, s.Prompt(), legalText(s))
		}
		if diff := cmp.Diff(tc.want, yardAndCorruption{s.Yard(0), s.Corruption(0)}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Setting Up the Bonus Tiles: "Number icon – Find the Power Cards with the
// correct number in the deck and place one of them off the board, near
// their corresponding Bonus Tile." Components: "All other bits are
// component-limited. If you run out of one of them, you may not take it!"
// With the Bonus Tiles' Penthouse stack empty (here held outside the
// game by the test), the Penthouse Bonus Tile goes on its space with no
// card beside it, and taking that Bonus gives no card.
func TestBonusTileCardStackEmpty(t *testing.T) {
	s, err := New(testContent, WithPlayers(3), WithMode(ModeFull))
	if err != nil {
		t.Fatal(err)
	}
	k := testContent.cardIndex("penthouse")
	s.stacks[k] = 0
	tb := &table{t: t, s: s, deal: []deal{{"on bonus-1b", []string{"tile penthouse-2010"}}}}
	tb.chance()
	var got BonusSpaceView
	for _, b := range tb.view(0).BonusSpaces {
		if b.Space == "bonus-1b" {
			got = b
		}
	}
	if diff := cmp.Diff([]string{"penthouse-2010", ""}, []string{got.Tile, got.Card}); diff != "" {
		t.Fatalf("bonus-1b's [tile, card] with the stack empty (-want +got):\n%s", diff)
	}
	p := tb.seatOf(3)
	tb.turn(p)
	tb.do("go eg-tenant-1", "bonus bonus-1b")
	if n := tb.held(p, "penthouse"); n != 0 {
		t.Errorf("p%d holds %d Penthouse cards from a Bonus with none beside it", p, n)
	}
	if n := s.stacks[k]; n != 0 {
		t.Errorf("the Penthouse stack holds %d, want 0", n)
	}
}

// Setup (Introductory and Standard Games): "If you're playing a 4p game,
// place a Neighborhood Blocker Tile in the fourth Building space ... The
// blocked spaces will not be available this game." Demolishing Buildings:
// "A neighborhood is considered full when all its valid Building Spaces
// are occupied by Buildings. You may only place a new Building in a full
// Neighborhood if your Building is taller than the shortest Building in
// that Neighborhood. Demolish the shortest Building". With three Buildings
// on East Gardens' three valid spaces, a 4-player Standard Game's East
// Gardens is full: the new Building replaces the shortest; in the Full
// Game its fourth space is open.
func TestBlockedFourthSpaceFillsAtThree(t *testing.T) {
	for _, tc := range []struct {
		reason string
		mode   string
		want   []string // the East Gardens places offered
	}{
		{"Standard, 4 players: the fourth space blocked, East Gardens full: only the shortest's space", ModeStandard, []string{"place east-gardens-1"}},
		{"Full, 4 players: the fourth space free", ModeFull, []string{"place east-gardens-4"}},
	} {
		s := ready(t, 4, tc.mode)
		clearBuildings(s)
		eg := testContent.hoodIndex("east-gardens")
		setBuilding(s, eg, 0, 1, 1)
		setBuilding(s, eg, 1, 2, 30)
		setBuilding(s, eg, 2, 3, 30)
		constructHere(s, 0, 0)
		play(t, s, "go eg-build-1", buildMove(s))
		for s.ToMove() == 0 && !strings.Contains(s.Prompt(), "Neighborhood") && legalStrings(s)["spires 0"] {
			play(t, s, "spires 0")
		}
		var got []string
		for _, m := range legalText(s) {
			if strings.HasPrefix(m, "place east-gardens-") {
				got = append(got, m)
			}
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s\nprompt %s", tc.reason, diff, s.Prompt())
		}
	}
}

// Transit Hub: "Any time you move your Mogul past all other Moguls on the
// One-Way Track, either Draw a random Floor from the bag onto your Transit
// Hub card, or take all Floors from your Transit Hub card". Not Enough
// Floors in the Bag?: "There may be times when there aren't enough Floors
// in the Floor Bag to draw from ... Otherwise, choose any Floor directly
// from the Construction Yards of the player with the most Floors." With
// the bag empty, p0 moves past everyone to Take an orange Floor: that
// Floor comes from p1, who has the most, and so does the Transit Hub's
// draw, onto the card (not into p0's yards). When p0 is one of the most,
// nothing comes onto the card.
func TestTransitHubDrawWithTheBagEmpty(t *testing.T) {
	type got struct {
		Yard, OnCard, P1 map[string]int
	}
	for _, tc := range []struct {
		reason string
		p1     map[string]int
		moves  []string
		want   got
	}{
		{"p1 the most: the orange Floor's stand-in and the card's Floor both from p1", map[string]int{"blue": 4},
			[]string{"from p1 blue", "no", "from p1 blue"}, got{map[string]int{"blue": 1}, map[string]int{"blue": 1}, map[string]int{"blue": 2}}},
		{"p1 with one: p0 tied for the most after the orange Floor's stand-in (no draw for a Corruption offered), nothing onto the card", map[string]int{"blue": 2},
			[]string{"from p1 blue"}, got{map[string]int{"blue": 1}, map[string]int{}, map[string]int{"blue": 1}}},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		returnEveryYard(s)
		stockYard(s, 1, floorsOf(t, tc.p1))
		// The bag's Floors are in p2's Penthouse on Downtown, so a save
		// still holds every Floor.
		setBuilding(s, testContent.hoodIndex("downtown"), 0, 2, 6)
		dt := &s.bld[s.buildingSpace(testContent.hoodIndex("downtown"), 0)]
		dt.Floors, dt.Pent, s.bag = 6, s.bag, Floors{}
		give(t, s, 0, "transit-hub", 1)
		onTurn(s, 0)
		play(t, s, "go hb-floors-1")
		for _, m := range tc.moves {
			sameAfterSave(t, s, tc.reason+", at "+s.Prompt())
			play(t, s, m)
		}
		if s.ToMove() == 0 && !strings.Contains(s.Prompt(), "move your Mogul") {
			t.Errorf("%s: p0 still owes %q %v", tc.reason, s.Prompt(), legalText(s))
		}
		if diff := cmp.Diff(tc.want, got{floorsName(s.p[0].Yard), floorsName(s.p[0].OnCard), floorsName(s.p[1].Yard)}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Draw and Choose a Floor: "Then, you may choose a second Floor from the
// bag, and gain a Corruption. You don't take the Corruption if you don't
// choose the second Floor." Not Enough Floors in the Bag?: "if you are the
// player with the most Floors in your Construction Yards (or if you're
// tied for the most), then you simply draw no more Floors." So when the
// bag has run dry and p0 is one of the most, the Corruption for a Floor is
// not offered: not the second choice of Draw and Choose, nor Take a
// Floor's "you may gain a Corruption, Draw a random Floor", nor the
// Corruption-bought Floor of 5-Star Restaurant or Trade Union. When p1 has
// more Floors, the offer stands, and its Floor comes from p1.
func TestNoCorruptionForAFloorThatCannotCome(t *testing.T) {
	type got struct {
		Offered    bool // p0 offered the Corruption for a Floor
		Yard       map[string]int
		Corruption int
	}
	for _, tc := range []struct {
		reason string
		bag    map[string]int
		p1     map[string]int
		go_    string // the move: a space, or a Tenant (stopOnTenant)
		hood   string
		moves  []string // up to the offer
		after  []string // accepting it, when offered
		want   got
	}{
		{"Draw and Choose, the bag empty after the draw and the choice, p0 the most: no second choice",
			map[string]int{"red": 1, "green": 1}, nil, "draw-choose-1", "", []string{"floor red", "pick green"}, nil,
			got{false, map[string]int{"red": 1, "green": 1}, 0}},
		{"Draw and Choose, the bag empty, p1 the most: the second choice, from p1, for a Corruption",
			map[string]int{"red": 1, "green": 1}, map[string]int{"blue": 4}, "draw-choose-1", "", []string{"floor red", "pick green"}, []string{"yes", "from p1 blue"},
			got{true, map[string]int{"red": 1, "green": 1, "blue": 1}, 1}},
		{"Take a red Floor, the bag empty after it, p0 the most: no draw for a Corruption",
			map[string]int{"red": 1}, nil, "eg-floors-1", "", nil, nil,
			got{false, map[string]int{"red": 1}, 0}},
		{"5-Star Restaurant, the bag empty after two, p0 the most: no third for a Corruption",
			map[string]int{"red": 2}, nil, "five-star-restaurant", "east-gardens", []string{"floor red", "floor red"}, nil,
			got{false, map[string]int{"red": 2}, 0}},
		{"Trade Union, the bag empty after the choice, p0 the most: no second for a Corruption",
			map[string]int{"green": 1}, nil, "trade-union", "harbourside", []string{"pick green"}, nil,
			got{false, map[string]int{"green": 1}, 0}},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		returnEveryYard(s)
		stockYard(s, 1, floorsOf(t, tc.p1))
		s.bag = floorsOf(t, tc.bag) // the rest are in the box of this test
		s.p[0].Corruption = 0
		if tc.hood != "" {
			stopOnTenant(t, s, 0, tc.go_, tc.hood, 0)
		} else {
			onTurn(s, 0)
			play(t, s, "go "+tc.go_)
		}
		play(t, s, tc.moves...)
		offered := s.ToMove() == 0 && legalStrings(s)["yes"]
		play(t, s, tc.after...)
		if s.ToMove() == 0 && !strings.Contains(s.Prompt(), "move your Mogul") {
			t.Errorf("%s: p0 still owes %q %v", tc.reason, s.Prompt(), legalText(s))
		}
		if diff := cmp.Diff(tc.want, got{offered, s.Yard(0), s.Corruption(0)}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Stopping on a Space with a Building you own: "you may draw one Floor
// from the bag randomly into your Construction Yards, but if you do so,
// you must gain a Corruption first ... You may choose whether to take the
// Tenant Power or the random Floor with Corruption first." Not Enough
// Floors in the Bag?: "if you are the player with the most Floors ..., then
// you simply draw no more Floors." With the bag empty and p0 the most, the
// Floor for a Corruption is not offered (it would cost a Corruption for
// nothing); when the power puts a Floor back in the bag (District
// Attorney: "You may then return one Floor from your Construction Yards to
// the bag"), it is offered after the power. With p1 holding more, it is
// offered before the power, and the Floor comes from p1.
func TestOwnBuildingFloorWithTheBagEmpty(t *testing.T) {
	type got struct {
		Asked      []string // the prompts about the Floor from the Building
		Yard       map[string]int
		Corruption int
	}
	for _, tc := range []struct {
		reason string
		tenant string
		p1     map[string]int
		moves  []string
		want   got
	}{
		{"Obelisk, p0 the most: never asked, no Corruption", "obelisk", nil, nil,
			got{nil, map[string]int{"red": 2}, 3}},
		{"Obelisk, p1 the most: asked before the power; the Floor from p1 for a Corruption", "obelisk", map[string]int{"blue": 5},
			[]string{"yes", "from p1 blue"}, got{[]string{"before"}, map[string]int{"red": 2, "blue": 1}, 4}},
		{"District Attorney, p0 the most: not asked before the power; asked after it returns a red Floor to the bag", "district-attorney", nil,
			[]string{"either 1", "discard red", "yes", "floor red"}, got{[]string{"after"}, map[string]int{"red": 2}, 1}},
	} {
		s := ready(t, 3, ModeFull)
		returnEveryYard(s)
		emptyBonuses(s)
		clearBuildings(s)
		stockYard(s, 0, floorsOf(t, map[string]int{"red": 2}))
		stockYard(s, 1, floorsOf(t, tc.p1))
		dt := testContent.hoodIndex("downtown")
		setBuilding(s, dt, 0, 0, 6)
		s.tenant[s.buildingSpace(dt, 0)] = int8(tenantIndex(t, tc.tenant))
		s.bag = Floors{} // the rest are in the box of this test
		s.p[0].Corruption = 3
		onTurn(s, 0)
		play(t, s, "go dt-tenant-1")
		var asked []string
		for _, m := range append(tc.moves, "") {
			switch p := s.Prompt(); {
			case s.ToMove() != 0:
			case strings.Contains(p, "own Building before"):
				asked = append(asked, "before")
			case strings.Contains(p, "own Building"):
				asked = append(asked, "after")
			}
			if m != "" {
				play(t, s, m)
			}
		}
		if s.ToMove() == 0 && !strings.Contains(s.Prompt(), "move your Mogul") {
			t.Errorf("%s: p0 still owes %q %v", tc.reason, s.Prompt(), legalText(s))
		}
		if diff := cmp.Diff(tc.want, got{asked, s.Yard(0), s.Corruption(0)}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Power Cards: "when you use multiple Power Cards of the same name in the
// same action, you gain one Corruption for each extra Power Card with the
// same name beyond the first." Media Conglomerate: "Every time you Draw a
// Floor as a result of someone using your Tenant, Draw an additional
// Floor"; Retail Space: "After you Draw a Floor as a result of someone
// using your Tenant, choose one Floor from the bag." Not Enough Floors in
// the Bag?: the player with the most "simply draw[s] no more Floors". p1,
// holding two of the card, draws for its Building when p0 stops there:
// with the bag emptied by that draw and p1 the most, neither copy acts, and
// the second is not offered for a Corruption (as for Shipping Firm,
// TestConstructionFirmEmptyBagShippingFirm); with Floors left, the first
// acts and the second is offered.
func TestTenantDrawCardsWithTheBagEmpty(t *testing.T) {
	for _, tc := range []struct {
		reason string
		card   string
		bag    int // red Floors in the bag
		moves  []string
		want   []int // [p1's Floors, p1's Corruption], after declining a second copy
	}{
		{"Media Conglomerate, the bag emptied by the draw: no additional Floor, no second copy offered", "media-conglomerate", 1, []string{"floor red"}, []int{4, 0}},
		{"Media Conglomerate, Floors left: the additional Floor, the second copy offered", "media-conglomerate", 3, []string{"floor red", "floor red", "no"}, []int{5, 0}},
		{"Retail Space, the bag emptied by the draw: no choice, no second copy offered", "retail-space", 1, []string{"floor red"}, []int{4, 0}},
		{"Retail Space, Floors left: a chosen Floor, the second copy offered", "retail-space", 3, []string{"floor red", "pick red", "no"}, []int{5, 0}},
	} {
		s := ready(t, 3, ModeFull)
		returnEveryYard(s)
		emptyBonuses(s)
		clearBuildings(s)
		stockYard(s, 1, floorsOf(t, map[string]int{"blue": 3}))
		give(t, s, 1, tc.card, 2)
		dt := testContent.hoodIndex("downtown")
		setBuilding(s, dt, 0, 1, 6)
		s.tenant[s.buildingSpace(dt, 0)] = int8(tenantIndex(t, "obelisk"))
		s.bag = floorsOf(t, map[string]int{"red": tc.bag}) // the rest are in the box of this test
		s.p[1].Corruption = 0
		onTurn(s, 0)
		play(t, s, "go dt-tenant-1")
		play(t, s, tc.moves...)
		if s.ToMove() == 1 && !strings.Contains(s.Prompt(), "move your Mogul") {
			t.Errorf("%s: p1 still asked %q %v", tc.reason, s.Prompt(), legalText(s))
		}
		if diff := cmp.Diff(tc.want, []int{s.p[1].Yard.Total(), s.Corruption(1)}); diff != "" {
			t.Errorf("%s: [p1's Floors, p1's Corruption] (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Power Cards: "you gain one Corruption for each extra Power Card with the
// same name beyond the first." Not Enough Floors in the Bag?: the player
// with the most Floors "simply draw[s] no more Floors." Every Power Card
// whose power is to Draw (or choose) Floors, held twice, with the bag empty
// and its holder one of the most: neither copy acts, so the second is not
// offered for a Corruption, and dot.com (once a round) is not offered to
// be turned face down for nothing. Investment Firm's draw comes with the
// skip of the Trade Space, and is left out.
func TestDrawCardsWithTheBagEmpty(t *testing.T) {
	for _, id := range []string{"shipping-firm", "dot-com", "actuary-firm", "planning-office", "insurance-company",
		"media-conglomerate", "retail-space", "demolition-company"} {
		s := prepared(t)
		k := give(t, s, 0, id, 2)
		card := &testContent.cards[k]
		bag := s.bag
		s.bag = Floors{} // the rest are in the box of this test
		s.cons = construction{Active: true, Who: 0, Height: 11, Extra: 1, Space: -1, Exact: true, Home: -1}
		onTurn(s, 1)
		if card.Timing == timingOngoing {
			s.trigger(0, card.Event)
			if err := s.settle(); err != nil {
				t.Fatal(err)
			}
			if s.ToMove() == 0 {
				t.Errorf("%s: p0 asked %q %v", id, s.Prompt(), legalText(s))
			}
		} else if s.usable(0, k, evAfterConstruct) {
			t.Errorf("%s: offered in its window with no Floor to come", id)
		}
		if diff := cmp.Diff([]int{3, 2, 0}, []int{s.Corruption(0), int(s.p[0].Up[k]), s.p[0].Yard.Total() - 3}); diff != "" {
			t.Errorf("%s: [p0's Corruption, face-up copies, Floors gained] (-want +got):\n%s", id, diff)
		}
		// With the bag as it was, the first copy acts (the control).
		s = prepared(t)
		give(t, s, 0, id, 2)
		s.cons = construction{Active: true, Who: 0, Height: 11, Extra: 1, Space: -1, Exact: true, Home: -1}
		if s.bag != bag {
			t.Fatalf("%s: the bag differs between the games", id)
		}
		if !s.cardCan(k, 0, evNone) || card.Timing != timingOngoing && !s.usable(0, k, evAfterConstruct) {
			t.Errorf("%s: not usable with Floors in the bag", id)
		}
	}
}

// Neutral Mogul and Players' Buildings: "If the Building is owned by the
// Controlling Player, they may still draw a floor, but will gain one
// Corruption if they decide to do so." With the bag empty and both players
// at no Floors (tied for the most: "you simply draw no more Floors", Not
// Enough Floors in the Bag?), a Neutral Mogul blocking onto the
// Controlling Player's Building asks nothing, and costs no Corruption.
func TestNeutralOnTheControllersBuildingWithTheBagEmpty(t *testing.T) {
	s := ready(t, 2, ModeFull)
	clearBuildings(s)
	emptyBonuses(s)
	ctrl := s.Controlling()
	hb := testContent.hoodIndex("harbourside")
	s.tenant[s.buildingSpace(hb, 0)] = int8(tenantIndex(t, "obelisk"))
	setBuilding(s, hb, 0, ctrl, 6)
	for p := 0; p < 2; p++ {
		stockYard(s, p, Floors{})
		s.p[p].Corruption = 0
	}
	s.bag = Floors{} // the rest are in the box of this test
	neutralTurn(t, s, 2, "eg-floors-1", "hb-floors-1", "eg-trade-1")
	play(t, s, "block")
	if s.ToMove() == rulebook.Player(ctrl) && strings.Contains(s.Prompt(), "own Building") {
		t.Errorf("the Controlling Player is asked to pay for a Floor that cannot come: %s %v", s.Prompt(), legalText(s))
	}
	if c := s.Corruption(rulebook.Player(ctrl)); c != 0 {
		t.Errorf("the Controlling Player has %d Corruption, want 0", c)
	}
}

// Labor Union: "Take 3 red Floors from the bag, or gain one Corruption and
// take 3 Floors of any single other color from the bag." With the bag
// empty and p0 one of the most ("you simply draw no more Floors", Not
// Enough Floors in the Bag?) no Floor can come either way, so the
// Corruption is not offered, as for every Corruption paid for a Floor
// (TestNoCorruptionForAFloorThatCannotCome); with p1 holding more, the
// choice stands.
func TestLaborUnionWithNoFloorToCome(t *testing.T) {
	for _, tc := range []struct {
		reason  string
		p1      map[string]int
		offered bool
	}{
		{"every yard empty: p0 tied for the most, nothing can come", nil, false},
		{"p1 the most: the Floors come from p1, and the choice is offered", map[string]int{"blue": 4}, true},
	} {
		s := ready(t, 3, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		returnEveryYard(s)
		stockYard(s, 1, floorsOf(t, tc.p1))
		s.bag = Floors{} // the rest are in the box of this test
		s.p[0].Corruption = 0
		stopOnTenant(t, s, 0, "labor-union", "harbourside", 0)
		offered := s.ToMove() == 0 && legalStrings(s)["either 2"]
		if offered != tc.offered {
			t.Errorf("%s: the Corruption offered %v, want %v (%s %v)", tc.reason, offered, tc.offered, s.Prompt(), legalText(s))
		}
		if !tc.offered && (s.Corruption(0) != 0 || s.p[0].Yard.Total() != 0) {
			t.Errorf("%s: Corruption %d, yard %v; want nothing gained or paid", tc.reason, s.Corruption(0), s.Yard(0))
		}
	}
}
