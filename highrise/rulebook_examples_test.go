package highrise

// Every worked example or illustration with numbers in the High Rise
// rulebook (../shared/rulebooks/000_143d81b3dfa84c2c.txt), start to end, and
// the scenario test that plays it with the rulebook's numbers. Line numbers
// are the rulebook file's. TestRulebookExamplesListed references every test
// below as a value, so the file does not compile if one goes missing.
//
//  #  | Where (line)                                  | Example                                                                  | Test
// ----+-----------------------------------------------+--------------------------------------------------------------------------+------------------------------------------
//  1  | Setup, Introductory Game (113)                | Player #1 places a 5-story Building on Shipping Firm (number 1), gains its card | TestIntroPlayerOneOnShippingFirm
//  2  | Power Cards (251)                             | 3 dot.com cards on one Extra Floor: 3 Floors, 2 Corruption               | TestDotComExample
//  3  | Tallest Building Bonus (266)                  | end of 2010: Yellow 1 VP for tallest in the Neighborhood                 | TestTallestBuildingExamples
//  4  | Tallest Building Bonus (267)                  | end of 2020: Red and Yellow tied 2 VP each, Blue 1 VP                    | TestTallestBuildingExamples
//  5  | Tallest Building Bonus (268)                  | end of 2030: Yellow's two tallest 6 VP, Blue's two second-tallest 4 VP   | TestTallestBuildingExamples
//  6  | Tallest Building Bonus (261)                  | Spires (2 virtual Floors each) count for the Tallest Building Bonus      | TestSpiresCountForTallest
//  7  | Corruption Penalty, Standard Game (280)       | Yellow moves 2 spaces back to Red's space and loses 2 VP                 | TestStandardCorruptionPenalty
//  8  | End of Game (291-294)                         | 1 VP per 3 Floors rounded up; the track's label; -3/-1; "if all but one player tie for most Corruption, the player with the fewest still loses 1 VP" | TestEndGameScoring
//  9  | Appendix I, Trade/Choose (380)                | 2 Orange in, 2 Blue out, then a Green for one Corruption                 | TestTradeExample
// 10  | Appendix II, Archive (394)                    | High-Speed Elevator twice on 11 Floors via the Archive: 8 VP, +1 Corruption | TestArchiveStandsIn
// 11  | Appendix II, Elevators (398)                  | High-Speed Elevator on an 11-Floor Building: 4 VP                        | TestElevatorsOnElevenFloors
// 12  | Appendix II, Elevators (399)                  | Super High-Speed Elevator on an 11-Floor Building: 6 VP                  | TestElevatorsOnElevenFloors
// 13  | Appendix II, Elevators (400)                  | Spires do not count for Elevators: 11 Floors and a Spire still 4 / 6 VP  | TestElevatorsIgnoreSpires
// 14  | Appendix II, Mayor's Office (406)             | Mayor's Office on a "Lose 2 Corruption" space: a net of one Corruption lost | TestMayorsOfficeOnLoseTwo
// 15  | Appendix III, Analytics Firm (430)            | Analytics Firm building on Biotech Lab: no Corruption for the Neighborhood, one from Biotech Lab | TestAnalyticsFirmOnBiotechLab
// 16  | Appendix III, Cable News Channel (448)        | Red 5 -> 4; Blue and Yellow 2 -> 3; White 6 unchanged                    | TestCableNewsChannelExample
// 17  | Appendix III, City Hall (454-455)             | Construct on City Hall with one or 2 Corruption (lose it all); not with zero | TestCityHallCorruption
// 18  | Appendix III, Colossus (456)                  | tallest, second-, third-tallest of the Neighborhood score 3, 2, 1 VP     | TestTenantNumbers (colossus)
// 19  | Appendix III, Construction Firm (464)         | Base Yard and an Expanded Yard: Draw 2 Floors                            | TestConstructionFirmTwoYards
// 20  | Appendix III, Construction Firm (466)         | 2 Yards with room for one Floor, an Expanded Yard taken: 3 Floors        | TestConstructionFirmWithOverflow
// 21  | Appendix III, District Attorney (468)         | built in the City Center: lose 3, gain 1, net 2 Corruption lost; opponents at zero unaffected | TestDistrictAttorneyNetTwo
// 22  | Appendix III, Highway Office (483)            | dot.com first draws a Floor, then Highway Office scores it; at most 5 VP | TestHighwayOfficeAfterDotCom
// 23  | Appendix III, Historic Society (485-488)      | tied tallest alone: 0; only Building: 0; tallest and not tallest: 1; two not tallest: 1 | TestHistoricSocietyCases
// 24  | Appendix III, Memorial (502-504)              | still fewest VP: 3 Floors in all; ties for fewest all draw               | TestMemorialFewestVP
// 25  | Appendix III, Overseas Electronics (512-513)  | Black, then Black: a third Floor; a third Black draws no more            | TestOverseasElectronicsThirdBlack
// 26  | Appendix III, Tax Office (529)                | Blue and Yellow give, White has none: Red Draws one more (3 in all)      | TestTaxOfficeExample
// 27  | Extra Tenants, Law Firm (550-551)                 | 0-1 cards: 1 Floor; 2-4: 2; 5 or more: 3; face-down cards count          | TestLawFirmTiers
// 28  | Extra Tenants, Marketing Firm (552-553)           | 3 VP per Luxury, 3 more for the most, -3 with none                       | TestMarketingFirmLuxuries
// 29  | Appendix III, Casino with Shipping Firm (453)  | the Shipping Firm Floor comes after the bust and cannot bust             | TestCasinoShippingFirmAfterBust
// 30  | Appendix III, Insurance Company (490)         | a Lose 1 Corruption tile taken on the turn you build it draws nothing; a later loss draws 2 | TestInsuranceCompanyNotOnSameTurnTile
//
// 31 | The 1-Player Game, Blueprint Blockers (343)   | a Neutral Mogul in the Bayside Heights Construction Zone draws Blocker B; the last Blueprint's 7 sets the Corruption Limit | TestSoloBlockerExample
// 32 | End of Round, 1-Player Game (347)             | 3 spaces behind the limit: 3 VP (and -3 VP a space over it)              | TestSoloCorruptionLimitExample
// 33 | The 1-Player Game, Setup Changes (323-326)    | Neutral Building Tiles 5-12 stories, 3/2/2/2/3/1/1/1; 5,5,5,6,6 from East Gardens to City Center | TestSoloNeutralBuildings
// 34 | Bonus Tiles, 2-Player Game (368)              | Red takes the Blue and Purple (read: blue) Floors, the Mayor's Office discarded | TestTwoPlayerBonusExample
// 35 | End of Round, 2-Player Game (370)             | tied: none; 5 VP or fewer apart: the trailing player loses 1; else 2     | TestTwoPlayerCorruptionAdjustment
//
// Illustrations without numbers to check (the rule each shows is covered
// elsewhere): Timing and Ordering (159), Bonus Spaces before the action
// (193; TestBonusBeforeDestination), Analytics Firm / Condo Developer /
// Private Contractor constructing again (431, 459, 519), dot.com's Extra
// Floor sources (470).

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// TestRulebookExamplesListed fails to compile when a test named in the table
// above is gone.
func TestRulebookExamplesListed(t *testing.T) {
	tests := []func(*testing.T){
		TestIntroPlayerOneOnShippingFirm,
		TestDotComExample,
		TestTallestBuildingExamples,
		TestSpiresCountForTallest,
		TestStandardCorruptionPenalty,
		TestEndGameScoring,
		TestTradeExample,
		TestArchiveStandsIn,
		TestElevatorsOnElevenFloors,
		TestElevatorsIgnoreSpires,
		TestMayorsOfficeOnLoseTwo,
		TestAnalyticsFirmOnBiotechLab,
		TestCableNewsChannelExample,
		TestCityHallCorruption,
		TestTenantNumbers,
		TestConstructionFirmTwoYards,
		TestConstructionFirmWithOverflow,
		TestDistrictAttorneyNetTwo,
		TestHighwayOfficeAfterDotCom,
		TestHistoricSocietyCases,
		TestMemorialFewestVP,
		TestOverseasElectronicsThirdBlack,
		TestTaxOfficeExample,
		TestLawFirmTiers,
		TestMarketingFirmLuxuries,
		TestCasinoShippingFirmAfterBust,
		TestInsuranceCompanyNotOnSameTurnTile,
		TestSoloBlockerExample,
		TestSoloCorruptionLimitExample,
		TestSoloNeutralBuildings,
		TestTwoPlayerBonusExample,
		TestTwoPlayerCorruptionAdjustment,
	}
	if len(tests) != 32 {
		t.Errorf("%d tests listed, want the table's 32", len(tests))
	}
}

// onTurn clears the pending steps, puts every Mogul back before the track
// and gives seat p a move.
func onTurn(s *State, p int) {
	s.stack = s.stack[:0]
	for q := range s.p {
		s.p[q].Pos = -1
	}
	s.stack.Push(task{Op: opTurn, Who: int8(p)})
}

// emptyBonuses empties every Bonus Space, so that moves pass them silently.
func emptyBonuses(s *State) {
	for b := range s.side.BonusSpaces {
		bs := &s.bonus[b]
		s.returnFloors(&bs.Floors)
		if bs.Card >= 0 {
			s.stacks[bs.Card]++
		}
		*bs = bonusSpace{Tile: -1, Card: -1}
	}
}

// yardAndCorruption is what a table test of a power that gives Floors
// compares: a seat's Construction Yards by colour and its Corruption.
type yardAndCorruption struct {
	Yard       map[string]int
	Corruption int
}

// returnEveryYard returns the Floors of every seat's Construction Yards
// to the bag.
func returnEveryYard(s *State) {
	for p := range s.seats() {
		s.returnFloors(&s.p[p].Yard)
	}
}

// stockYard empties seat p's yards and fills them with f from the bag (and
// UltraPlastic from the supply).
func stockYard(s *State, p int, f Floors) {
	s.returnFloors(&s.p[p].Yard)
	for k, n := range f {
		if k == testContent.up {
			s.ultra -= n
		} else {
			s.bag[k] -= n
		}
		s.p[p].Yard[k] += n
	}
}

// spaceWith is the id of the first track space whose action is action.
func spaceWith(t *testing.T, s *State, action string) string {
	t.Helper()
	for _, sp := range s.side.Spaces {
		if sp.Kind == kindAction && testContent.actions[sp.Action].ID == action {
			return sp.ID
		}
	}
	t.Fatalf("no %s space", action)
	return ""
}

// buildMove is the "build" move paying current Blueprint 0 exactly.
func buildMove(s *State) string {
	b := s.blueprint(0)
	return testContent.Format(Move{Act: ActBuild, K: 0, F: b.Need})
}

// drawAll answers every pending Chance draw with a Floor of colour c.
func drawAll(t *testing.T, s *State, c string) int {
	t.Helper()
	n := 0
	for s.ToMove() == rulebook.Chance {
		play(t, s, "floor "+c)
		n++
	}
	return n
}

// "If you're Player #1, you'll place your Building on the Shipping Firm,
// which has the number 1 in its upper-right corner. Immediately activate
// its Tenant Power."
func TestIntroPlayerOneOnShippingFirm(t *testing.T) {
	s := ready(t, 4, ModeIntro)
	type start struct {
		Height int
		Card   int
	}
	var got start
	one := -1
	for p := range s.p {
		if s.p[p].Order == 0 {
			one = p
		}
	}
	for idx, ten := range s.tenant {
		if ten >= 0 && testContent.tenants[ten].ID == "shipping-firm" && int(s.bld[idx].Owner) == one {
			got.Height = int(s.bld[idx].Height)
		}
	}
	got.Card = int(s.p[one].Up[testContent.cardIndex("shipping-firm")])
	if diff := cmp.Diff(start{Height: 5, Card: 1}, got); diff != "" {
		t.Errorf("Player #1's 5-story Building on Shipping Firm and its face-up card (-want +got):\n%s", diff)
	}
}

// Spires and Penthouse Floors "do count for a Building's height when
// determining Tallest Building Bonus"; "Each Spire adds 2 virtual Floors".
func TestSpiresCountForTallest(t *testing.T) {
	s := ready(t, 4, ModeFull)
	clearBuildings(s)
	setBuilding(s, 0, 0, 0, 9)
	s.bld[s.buildingSpace(0, 0)].Spires = 1 // 9 + 2 = 11
	setBuilding(s, 0, 1, 1, 10)
	for p := range s.p {
		s.p[p].VP = 0
	}
	s.tallestBonus(0, testContent.tallHood[1])
	if diff := cmp.Diff([]int{2, 1, 0, 0}, s.Scores()); diff != "" {
		t.Errorf("end of 2020: the 9-floor Building with a Spire (11) is tallest, the 10 second (-want +got):\n%s", diff)
	}
}

// "Do not factor in Penthouses or Spires when scoring Elevators."
func TestElevatorsIgnoreSpires(t *testing.T) {
	for _, tc := range []struct {
		card string
		want int
	}{{"high-speed-elevator", 4}, {"super-high-speed-elevator", 6}} {
		s := ready(t, 4, ModeFull)
		give(t, s, 0, tc.card, 1)
		s.cons = construction{Active: true, Who: 0, Height: 11, Spires: 2, Space: -1, Home: -1}
		s.stack.Push(task{Op: opWindow, Who: 0, K: evAfterConstruct})
		s.p[0].VP = 0
		play(t, s, "use "+tc.card)
		if diff := cmp.Diff(tc.want, int(s.p[0].VP)); diff != "" {
			t.Errorf("%s on 11 Floors with 2 Spires scores for the 11 Floors only (-want +got):\n%s", tc.card, diff)
		}
	}
}

// "When you use Mayor's Office on a 'Lose 2 Corruption' Space, you will lose
// a net of one Corruption."
func TestMayorsOfficeOnLoseTwo(t *testing.T) {
	s := ready(t, 4, ModeFull)
	emptyBonuses(s)
	give(t, s, 0, "mayors-office", 1)
	onTurn(s, 0)
	id := spaceWith(t, s, "lose-corruption")
	for q, sp := range s.side.Spaces {
		if sp.ID == id {
			s.p[1].Pos, s.p[1].Arrive = int8(q), 1
		}
	}
	s.p[0].Corruption = 3
	play(t, s, "go "+id+" mayor")
	if diff := cmp.Diff(2, s.Corruption(0)); diff != "" {
		t.Errorf("3 Corruption, +1 for Mayor's Office, -2 for the space: net one lost (-want +got):\n%s", diff)
	}
}

// "If you use the Analytics Firm to build on the Biotech Lab and use its
// power, you gain no Corruption to put the Building down, but you would gain
// a Corruption as part of the Biotech Lab's power."
func TestAnalyticsFirmOnBiotechLab(t *testing.T) {
	s := ready(t, 4, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	s.p[0].Spires = 0
	stockYard(s, 0, s.blueprint(0).Need)
	bay := testContent.hoodIndex("bayside-heights")
	lab := s.buildingSpace(bay, 0)
	s.tenant[lab] = int8(tenantIndex(t, "biotech-lab"))
	analytics := s.buildingSpace(testContent.hoodIndex("city-center"), 0)
	s.tenant[analytics] = int8(tenantIndex(t, "analytics-firm"))
	s.p[0].Corruption = 2
	onTurn(s, 0)
	play(t, s, "go "+s.side.Spaces[s.side.TenantSpace[analytics]].ID, buildMove(s),
		"place "+testContent.nameOf('p', lab))
	before := s.Corruption(0)
	play(t, s, "yes")
	drawAll(t, s, "red")
	if diff := cmp.Diff([]int{2, 3}, []int{before, s.Corruption(0)}); diff != "" {
		t.Errorf("Corruption after placing (none for the Neighborhood) and after Biotech Lab (one) (-want +got):\n%s", diff)
	}
}

// City Hall: "You may Construct on City Hall if you have only one or 2
// Corruption. You may not Construct City Hall if you have zero Corruption."
// With one, the power loses it (never below zero).
func TestCityHallCorruption(t *testing.T) {
	ten := &testContent.tenants[tenantIndex(t, "city-hall")]
	for _, tc := range []struct {
		reason     string
		corruption int
		can        bool
		after      int
	}{
		{"zero Corruption: not City Hall", 0, false, 0},
		{"one Corruption: lose it", 1, true, 0},
		{"two Corruption: lose both", 2, true, 0},
		{"four Corruption: lose 2", 4, true, 2},
	} {
		s := ready(t, 4, ModeFull)
		s.p[0].Corruption = uint8(tc.corruption)
		can := s.runCan(ten.can, 0, ten.Hood, Floors{})
		if can {
			activate(t, s, 0, "city-hall")
		}
		if diff := cmp.Diff([]any{tc.can, tc.after}, []any{can, s.Corruption(0)}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
	// Constructing, through the moves: the Building Space is closed with
	// zero Corruption (counted before the City Center's Corruption); with
	// one, 1 +1 (City Center) -2 = 0.
	for _, tc := range []struct {
		reason     string
		corruption int
		open       bool
		after      int
	}{
		{"zero Corruption: may not construct City Hall", 0, false, 1},
		{"one Corruption: construct City Hall, +1 for the City Center, lose 2", 1, true, 0},
	} {
		s := ready(t, 4, ModeFull)
		emptyBonuses(s)
		clearBuildings(s)
		s.p[0].Spires = 0
		stockYard(s, 0, s.blueprint(0).Need)
		cc := testContent.hoodIndex("city-center")
		hall := s.buildingSpace(cc, 0)
		s.tenant[hall] = int8(tenantIndex(t, "city-hall"))
		s.p[0].Corruption = uint8(tc.corruption)
		onTurn(s, 0)
		play(t, s, "go "+spaceWith(t, s, "construct"), buildMove(s))
		place := "place " + testContent.nameOf('p', hall)
		open := legalStrings(s)[place]
		if open {
			play(t, s, place, "yes")
		} else {
			m, err := s.ParseMove(place)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Check(m); err == nil {
				t.Errorf("%s: Check accepts %q", tc.reason, place)
			}
			play(t, s, "place "+testContent.nameOf('p', s.buildingSpace(cc, 1)))
		}
		if diff := cmp.Diff([]any{tc.open, tc.after}, []any{open, s.Corruption(0)}); diff != "" {
			t.Errorf("%s: [space open, Corruption] (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// "For example, if you have 2 Construction Yards, your Base Construction
// Yard, and an Expanded Construction Yard, you would Draw 2 random Floors."
func TestConstructionFirmTwoYards(t *testing.T) {
	s := ready(t, 4, ModeFull)
	stockYard(s, 0, Floors{})
	s.yards--
	s.p[0].Yards = 1
	activate(t, s, 0, "construction-firm")
	n := drawAll(t, s, "red")
	if diff := cmp.Diff([]int{2, 2}, []int{n, s.p[0].Yard.Total()}); diff != "" {
		t.Errorf("Base Yard and one Expanded Yard: 2 draws, 2 Floors (-want +got):\n%s", diff)
	}
}

// "District Attorney is a City Center Tenant, so while it lets you lose 3
// Corruption, you will still gain one Corruption to Construct there. So,
// generally the net effect from District Attorney is to lose 2 Corruption."
// "Opponents already at zero Corruption are not affected."
func TestDistrictAttorneyNetTwo(t *testing.T) {
	s := ready(t, 4, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	s.p[0].Spires = 0
	stockYard(s, 0, s.blueprint(0).Need)
	cc := s.buildingSpace(testContent.hoodIndex("city-center"), 0)
	s.tenant[cc] = int8(tenantIndex(t, "district-attorney"))
	for p, c := range []int{4, 2, 0, 1} {
		s.p[p].Corruption = uint8(c)
	}
	onTurn(s, 0)
	play(t, s, "go "+spaceWith(t, s, "construct"), buildMove(s), "place "+testContent.nameOf('p', cc), "yes")
	// The yard is empty after paying: no Floor to return, so each opponent
	// loses one Corruption.
	got := []int{s.Corruption(0), s.Corruption(1), s.Corruption(2), s.Corruption(3)}
	if diff := cmp.Diff([]int{2, 1, 0, 0}, got); diff != "" {
		t.Errorf("4 +1 (City Center) -3 = 2; opponents lose one, not below zero (-want +got):\n%s", diff)
	}
}

// "You may choose exactly when to use this power during your action. For
// example, if you have dot.com, you may choose to use that first to Draw a
// new Floor, and then activate Highway Office to score for it." Reached by
// the moves: constructing first to a Blueprint (an Extra Floor) on the
// Highway Office's Building Space with dot.com face up, the card comes
// before the Tenant power, or after it.
func TestHighwayOfficeAfterDotCom(t *testing.T) {
	for _, tc := range []struct {
		reason string
		floors int      // left in the yards after paying the Blueprint
		moves  []string // once the Building is placed
		want   int      // VP from Highway Office
	}{
		{"3 Floors, dot.com draws a 4th, Highway Office scores 4 VP", 3, []string{"use dot-com", "floor red", "yes"}, 4},
		{"5 Floors, dot.com draws a 6th, Highway Office scores the maximum 5 VP", 5, []string{"use dot-com", "floor red", "yes"}, 5},
		{"3 Floors, Highway Office first scores 3 VP, dot.com draws after", 3, []string{"yes", "use dot-com", "floor red"}, 3},
	} {
		s := ready(t, 4, ModeFull)
		give(t, s, 0, "dot-com", 1)
		constructAt(t, s, 0, "highway-office", Floors{uint8(tc.floors)})
		vp := s.Scores()[0]
		play(t, s, tc.moves...)
		if diff := cmp.Diff(tc.want, s.Scores()[0]-vp); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
		if diff := cmp.Diff(map[string]int{"red": tc.floors + 1}, s.Yard(0)); diff != "" {
			t.Errorf("%s: the yards (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Historic Society: "Draw one Floor for every Neighborhood where you have a
// Building that is not the tallest", and its four cases.
func TestHistoricSocietyCases(t *testing.T) {
	type b struct{ hood, owner, height int }
	for _, tc := range []struct {
		reason string
		builds []b
		want   int
	}{
		{"only one Building there, tied for tallest: tallest, no draw", []b{{0, 0, 8}, {0, 1, 8}}, 0},
		{"the only Building in the Neighborhood: tallest, no draw", []b{{1, 0, 5}}, 0},
		{"a tallest and a not-tallest Building in one Neighborhood: one Floor", []b{{0, 0, 9}, {0, 0, 6}, {0, 1, 7}}, 1},
		{"two not-tallest Buildings in one Neighborhood: still one Floor", []b{{0, 0, 5}, {0, 0, 6}, {0, 1, 9}}, 1},
		{"not tallest in two Neighborhoods: two Floors", []b{{0, 0, 5}, {0, 1, 9}, {2, 0, 5}, {2, 2, 7}}, 2},
	} {
		s := ready(t, 4, ModeFull)
		clearBuildings(s)
		stockYard(s, 0, Floors{})
		slot := map[int]int{}
		for _, x := range tc.builds {
			setBuilding(s, x.hood, slot[x.hood], x.owner, x.height)
			slot[x.hood]++
		}
		activate(t, s, 0, "historic-society")
		drawAll(t, s, "red")
		if diff := cmp.Diff(tc.want, s.p[0].Yard.Total()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Memorial: "Draw 2 Floors. Then, the player with the fewest VP Draws 1
// Floor. If you still have the fewest VP after scoring, you will Draw a
// total of 3 Floors. If there is a tie for fewest VP, all tied players Draw."
func TestMemorialFewestVP(t *testing.T) {
	for _, tc := range []struct {
		reason string
		vp     []int
		want   []int
	}{
		{"still fewest VP after scoring: 3 Floors in all", []int{4, 10, 12, 20}, []int{3, 0, 0, 0}},
		{"Blue and White tied for fewest: each draws 1", []int{20, 10, 5, 5}, []int{2, 0, 1, 1}},
	} {
		s := ready(t, 4, ModeFull)
		for p := range s.p {
			stockYard(s, p, Floors{})
			s.p[p].VP = int16(tc.vp[p])
		}
		activate(t, s, 0, "memorial")
		drawAll(t, s, "red")
		var got []int
		for p := range s.p {
			got = append(got, s.p[p].Yard.Total())
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Overseas Electronics Manufacturer: "Choose a Black Floor out of the bag.
// Then Draw a random Floor from the bag. If this Floor is Black as well,
// Draw a third Floor. If the third Floor is also Black, you don't get to
// Draw again."
func TestOverseasElectronicsThirdBlack(t *testing.T) {
	for _, tc := range []struct {
		reason string
		draws  []string
		want   map[string]int
	}{
		{"the drawn Floor is red: no third Floor", []string{"red"}, map[string]int{"black": 1, "red": 1}},
		{"black, then black again: a third Floor", []string{"black", "green"}, map[string]int{"black": 2, "green": 1}},
		{"three blacks: no fourth Floor", []string{"black", "black"}, map[string]int{"black": 3}},
	} {
		s := ready(t, 4, ModeFull)
		stockYard(s, 0, Floors{})
		activate(t, s, 0, "overseas-electronics-manufacturer")
		for _, c := range tc.draws {
			play(t, s, "floor "+c)
		}
		if s.ToMove() == rulebook.Chance {
			t.Errorf("%s: another draw is pending (%s)", tc.reason, s.Prompt())
		}
		if diff := cmp.Diff(tc.want, s.Yard(0)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// Law Firm: "If you have zero or one Power Cards in front of you, Draw one
// Floor. If you have 2, 3, or 4 ..., Draw 2 Floors. If you have 5 or more
// ..., Draw 3 Floors. Face-down Power Cards do count for this power."
func TestLawFirmTiers(t *testing.T) {
	for _, tc := range []struct {
		up, down, want int
	}{{0, 0, 1}, {1, 0, 1}, {2, 0, 2}, {3, 1, 2}, {4, 0, 2}, {4, 1, 3}, {6, 0, 3}} {
		s := ready(t, 4, ModeFull)
		stockYard(s, 0, Floors{})
		s.p[0].Up = [maxCards]uint8{}
		s.p[0].Down = [maxCards]uint8{}
		k := testContent.cardIndex("dot-com")
		s.p[0].Up[k] = uint8(tc.up)
		s.p[0].Down[k] = uint8(tc.down)
		s.stacks[k] = uint8(testContent.cards[k].Count - tc.up - tc.down)
		activate(t, s, 0, "law-firm")
		if diff := cmp.Diff(tc.want, drawAll(t, s, "red")); diff != "" {
			t.Errorf("%d face-up and %d face-down cards (-want +got):\n%s", tc.up, tc.down, diff)
		}
	}
}

// "If you use Shipping Firm with Casino, Draw your additional Floor after
// you stop or go bust. You can't go bust with this additional Floor,
// regardless of its color." Going bust costs 2 Corruption.
func TestCasinoShippingFirmAfterBust(t *testing.T) {
	s := ready(t, 4, ModeFull)
	stockYard(s, 0, Floors{})
	s.p[0].Corruption = 0
	give(t, s, 0, "shipping-firm", 1)
	activate(t, s, 0, "casino")
	play(t, s, "floor red")
	for s.ToMove() != rulebook.Chance {
		// keep drawing
		play(t, s, "yes")
	}
	play(t, s, "floor red") // bust
	n := drawAll(t, s, "red")
	got := []int{n, s.p[0].Yard.Total(), s.Corruption(0)}
	if diff := cmp.Diff([]int{1, 3, 2}, got); diff != "" {
		t.Errorf("red, red (bust, 2 Corruption), then the Shipping Firm's red without a second bust: [extra draws, Floors, Corruption] (-want +got):\n%s", diff)
	}
}

// Insurance Company: "If you gain a Lose one Corruption tile on the same turn
// you build an Insurance Company, you may not use your Insurance Company on
// that Lose one Corruption tile. Bonus tile effects are immediate and get
// resolved fully before Action Spaces." Later, losing Corruption draws 2.
func TestInsuranceCompanyNotOnSameTurnTile(t *testing.T) {
	s := ready(t, 4, ModeFull)
	emptyBonuses(s)
	clearBuildings(s)
	s.p[0].Spires = 0
	stockYard(s, 0, s.blueprint(0).Need)
	s.p[0].Corruption = 3
	eg := testContent.hoodIndex("east-gardens")
	ins := s.buildingSpace(eg, 0)
	s.tenant[ins] = int8(tenantIndex(t, "insurance-company"))
	build := spaceWith(t, s, "construct")
	qb := -1
	for q, sp := range s.side.Spaces {
		if sp.ID == build {
			qb = q
		}
	}
	tile := -1
	for k := range testContent.tiles {
		if testContent.tiles[k].ID == "lose-1-2010" {
			tile = k
		}
	}
	b := -1
	for i, q := range s.side.BonusSpaces {
		if q < qb && !s.side.Spaces[q].Fixed && b < 0 {
			b = i
		}
	}
	if b < 0 || tile < 0 {
		t.Fatal("no Bonus Space before the Construction Zone, or no Lose 1 Corruption tile")
	}
	s.placeTile(b, tile)
	onTurn(s, 0)
	play(t, s, "go "+build, "bonus "+s.side.Spaces[s.side.BonusSpaces[b]].ID, buildMove(s),
		"place "+testContent.nameOf('p', ins), "yes")
	for s.ToMove() != rulebook.Chance && s.stack.Top() != nil && s.stack.Top().Op == opWindow {
		play(t, s, "done")
	}
	got := []int{s.Corruption(0), s.p[0].Yard.Total(), int(s.p[0].Up[testContent.cardIndex("insurance-company")])}
	if diff := cmp.Diff([]int{2, 0, 1}, got); diff != "" {
		t.Errorf("the tile's Corruption lost before the card: [Corruption, Floors, cards] (-want +got):\n%s", diff)
	}
	activate(t, s, 0, "bank")
	n := drawAll(t, s, "red")
	if diff := cmp.Diff([]int{0, 2}, []int{s.Corruption(0), n}); diff != "" {
		t.Errorf("Bank later: lose 2 Corruption, Insurance Company draws 2 (-want +got):\n%s", diff)
	}
}
