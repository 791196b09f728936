package capitals

import "testing"

// The 25 Prosperity tiles: each one's Construction Requirement met (the
// tile built from the hand in a Prosperity round, with its Immediate
// Effects) and unmet (refused, citing "Building a Prosperity Tile"), and
// its other effects (see tiles_test.go for what a case wants). The City
// Hall is at 0,0 and the Hotel at 0,1; a tile built at 1,0 touches both.
// Other seats start from the tracks' starts unless a case sets them.

var p1 = []Option{WithProsperity(true)}

var prosperityCases = []tileCase{
	{tile: "art-gallery", reason: "met: 2 commerce + tourism, the most; 1 culture for the housing tile in the City", opts: p1,
		city: []placed{{"market", -1, -1}, {"dillon-residences", -1, 0}}, act: buildIt(1, 0), want: map[string]int{"culture": 1}},
	{tile: "art-gallery", reason: "unmet: the others have 3 commerce + tourism", opts: p1,
		otherCity: []placed{{"market", 1, 0}, {"fountain", 1, 1}}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "art-gallery", reason: "Construction, later: a housing tile built gives 1 culture", opts: p1,
		city: []placed{{"art-gallery", 1, 0}}, act: buildOther("dillon-residences", -1, 0), want: map[string]int{"culture": 1}},
	{tile: "art-gallery", reason: "End of Game: 4 prestige", city: []placed{{"art-gallery", 1, 0}}, act: endAct(), want: map[string]int{"prestige": 4}},

	{tile: "bus-station", reason: "met: tied for most industry + housing (none); 1 prestige in Era I", opts: p1,
		act: buildIt(1, 0), want: map[string]int{"prestige": 1}},
	{tile: "bus-station", reason: "met in Era II: 3 prestige", opts: p1, round: 5, act: buildIt(1, 0), want: map[string]int{"prestige": 3}},
	{tile: "bus-station", reason: "unmet: the others have an industry tile", opts: p1,
		otherCity: []placed{{"iron-foundry", 1, 0}}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "bus-station", reason: "Permanent: a housing tile activated gives 1 energy cube",
		city: []placed{{"bus-station", 1, 0}, {"davinci-estate", -1, -1}}, act: activate(-1, -1), want: map[string]int{"cubes": 1}},

	{tile: "casino", reason: "met: the only museum; 1 prestige in Era I", opts: p1,
		city: []placed{{"museum-of-art", -1, 0}}, act: buildIt(1, 0), want: map[string]int{"prestige": 1}},
	{tile: "casino", reason: "met in Era III: 6 prestige", opts: p1, round: 9,
		city: []placed{{"museum-of-art", -1, 0}}, act: buildIt(1, 0), want: map[string]int{"prestige": 6}},
	{tile: "casino", reason: "unmet: no more museums than the others (none)", opts: p1, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "casino", reason: "Permanent: after the Tourism Phase, $2 for each of the 4 Tourists in the City", opts: p1,
		others: map[string]int{"culture": 3}, city: []placed{{"casino", 1, 0}}, act: tourismAct(), want: map[string]int{"economy": 8}},

	{tile: "church", reason: "met: the lowest population; 1 prestige", opts: p1,
		others: map[string]int{"population": 12}, act: buildIt(1, 0), want: map[string]int{"prestige": 1}},
	{tile: "church", reason: "unmet: tied on population", opts: p1,
		others: map[string]int{"population": 10}, act: buildIt(1, 0), illegal: secProsperity},

	{tile: "energy-research", reason: "met: the least cubes; 1 public service and 3 cubes in Era I", opts: p1,
		others: map[string]int{"cubes": 25}, act: buildIt(1, 0), want: map[string]int{"public_services": 1, "cubes": 3}},
	{tile: "energy-research", reason: "unmet: tied on cubes", opts: p1,
		others: map[string]int{"cubes": 20}, act: buildIt(1, 0), illegal: secProsperity},

	{tile: "environmental-institute", reason: "met: the most cubes; 2 prestige for the level 1 Power Plant", opts: p1,
		others: map[string]int{"cubes": 10}, act: buildIt(1, 0), want: map[string]int{"prestige": 2}},
	{tile: "environmental-institute", reason: "unmet: tied on cubes", opts: p1,
		others: map[string]int{"cubes": 20}, act: buildIt(1, 0), illegal: secProsperity},

	{tile: "financial-district", reason: "unmet: the others have 2 commerce + public tiles", opts: p1,
		otherCity: []placed{{"market", 1, 0}}, act: buildIt(1, 0), illegal: secProsperity},

	{tile: "gene-research-lab", reason: "met: tied on industry + public; 7 employment give 2 progress", opts: p1,
		levels: map[string]int{"employment": 7}, act: buildIt(1, 0), want: map[string]int{"progress": 2}},
	{tile: "gene-research-lab", reason: "unmet: the others have an industry tile more", opts: p1,
		otherCity: []placed{{"iron-foundry", 1, 0}}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "gene-research-lab", reason: "End of Game, before the last World Expo: 8 employment give 2 progress",
		levels: map[string]int{"employment": 8}, city: []placed{{"gene-research-lab", 1, 0}}, act: endBeforeAct(), want: map[string]int{"progress": 2}},

	{tile: "international-bank", reason: "met: the highest employment; no Immediate Effect", opts: p1,
		levels: map[string]int{"employment": 5}, others: map[string]int{"employment": 2}, act: buildIt(1, 0), want: nil},
	{tile: "international-bank", reason: "unmet: tied on employment", opts: p1,
		levels: map[string]int{"employment": 5}, others: map[string]int{"employment": 5}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "international-bank", reason: "End of Game: $20 give 3 prestige", city: []placed{{"international-bank", 1, 0}}, act: endAct(), want: map[string]int{"prestige": 3}},

	{tile: "mayors-house", reason: "met: the cost is paid, $12, 1 public service and 2 culture", opts: p1,
		act: buildIt(1, 0), want: map[string]int{"economy": -12, "public_services": -1, "culture": -2}},
	{tile: "mayors-house", reason: "unmet: 1 culture cannot pay 2", opts: p1,
		levels: map[string]int{"culture": 1}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "mayors-house", reason: "End of Game: 4 prestige for the other Prosperity tile (not itself)",
		city: []placed{{"mayors-house", 1, 0}, {"art-gallery", 1, 1}}, act: endAct(), want: map[string]int{"prestige": 4}},

	{tile: "military-base", reason: "met: the lowest public services; 2 public service in Era I", opts: p1,
		others: map[string]int{"public_services": 2}, act: buildIt(1, 0), want: map[string]int{"public_services": 2}},
	{tile: "military-base", reason: "unmet: tied on public services", opts: p1, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "military-base", reason: "Activate to gain 1 public service",
		city: []placed{{"military-base", 1, 0}}, act: activate(1, 0), want: map[string]int{"public_services": 1}},

	{tile: "movie-studio", reason: "met: the most industry + tourism; 1 prestige for the industry tile", opts: p1,
		city: []placed{{"iron-foundry", -1, 0}}, act: buildIt(1, 0), want: map[string]int{"prestige": 1}},
	{tile: "movie-studio", reason: "unmet: the others have 3 industry + tourism", opts: p1,
		otherCity: []placed{{"iron-foundry", 1, 0}, {"fountain", 1, 1}}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "movie-studio", reason: "End of Game: 2 prestige for each of 2 tourism tiles",
		city: []placed{{"movie-studio", 1, 0}, {"fountain", -1, 0}}, act: endAct(), want: map[string]int{"prestige": 4}},

	{tile: "multinational-corp", reason: "met: tied on housing + tourism; 1 employment for the commerce tile", opts: p1,
		city: []placed{{"market", -1, 0}}, act: buildIt(1, 0), want: map[string]int{"employment": 1}},
	{tile: "multinational-corp", reason: "unmet: the others have a housing tile more", opts: p1,
		otherCity: []placed{{"dillon-residences", 1, 0}}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "multinational-corp", reason: "Construction, later: a commerce tile built gives 1 employment",
		city: []placed{{"multinational-corp", 1, 0}}, act: buildOther("market", -1, 0), want: map[string]int{"employment": 1}},
	{tile: "multinational-corp", reason: "End of Game: 2 prestige", city: []placed{{"multinational-corp", 1, 0}}, act: endAct(), want: map[string]int{"prestige": 2}},

	{tile: "public-meeting-hall", reason: "met: the least public tiles; 1 progress and 1 public service", opts: p1,
		otherCity: []placed{{"doctor", 1, 0}}, act: buildIt(1, 0), want: map[string]int{"progress": 1, "public_services": 1}},
	{tile: "public-meeting-hall", reason: "unmet: tied on public tiles", opts: p1, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "public-meeting-hall", reason: "End of Game, before the last World Expo: 3 employment",
		city: []placed{{"public-meeting-hall", 1, 0}}, act: endBeforeAct(), want: map[string]int{"employment": 3}},

	{tile: "public-works-office", reason: "met: the highest public services; no Immediate Effect", opts: p1,
		levels: map[string]int{"public_services": 3}, act: buildIt(1, 0), want: nil},
	{tile: "public-works-office", reason: "unmet: tied on public services", opts: p1, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "public-works-office", reason: "End of Game: 20 cubes give 10 culture",
		city: []placed{{"public-works-office", 1, 0}}, act: endAct(), want: map[string]int{"culture": 10}},

	{tile: "resort", reason: "met: the highest culture; 1 prestige in Era I", opts: p1,
		others: map[string]int{"culture": 5}, act: buildIt(1, 0), want: map[string]int{"prestige": 1}},
	{tile: "resort", reason: "met in Era II: 3 prestige", opts: p1, round: 6,
		others: map[string]int{"culture": 5}, act: buildIt(1, 0), want: map[string]int{"prestige": 3}},
	{tile: "resort", reason: "unmet: tied on culture", opts: p1,
		others: map[string]int{"culture": 10}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "resort", reason: "Activate: lose 2 culture to gain 3 prestige",
		city: []placed{{"resort", 1, 0}}, act: activate(1, 0), want: map[string]int{"culture": -2, "prestige": 3}},

	{tile: "shopping-center", reason: "met: the most low/medium housing; 1 prestige", opts: p1,
		city: []placed{{"dillon-residences", -1, 0}}, act: buildIt(1, 0), want: map[string]int{"prestige": 1}},
	{tile: "shopping-center", reason: "unmet: a high density housing tile does not count", opts: p1,
		city: []placed{{"davinci-estate", -1, 0}}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "shopping-center", reason: "Permanent: an adjacent tile activated gives $6",
		city: []placed{{"shopping-center", 1, 0}}, act: activate(0, 1), want: map[string]int{"economy": 6}},

	{tile: "space-research-lab", reason: "met: tied on housing + public; 2 progress in Era I", opts: p1,
		act: buildIt(1, 0), want: map[string]int{"progress": 2}},
	{tile: "space-research-lab", reason: "met in Era II: 4 progress", opts: p1, round: 5, act: buildIt(1, 0), want: map[string]int{"progress": 4}},
	{tile: "space-research-lab", reason: "unmet: the others have a public tile more", opts: p1,
		otherCity: []placed{{"doctor", 1, 0}}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "space-research-lab", reason: "End of Game: 2 prestige", city: []placed{{"space-research-lab", 1, 0}}, act: endAct(), want: map[string]int{"prestige": 2}},

	{tile: "stock-exchange", reason: "met: the highest economy; 2 prestige for each industry and commerce tile", opts: p1,
		others: map[string]int{"economy": 10}, city: []placed{{"iron-foundry", -1, 0}, {"market", -1, 1}}, act: buildIt(1, 0), want: map[string]int{"prestige": 4}},
	{tile: "stock-exchange", reason: "unmet: tied on economy", opts: p1,
		others: map[string]int{"economy": 20}, act: buildIt(1, 0), illegal: secProsperity},

	{tile: "subway", reason: "met: tied on tourism + public; no Immediate Effect", opts: p1, act: buildIt(1, 0), want: nil},
	{tile: "subway", reason: "unmet: the others have a tourism tile more", opts: p1,
		otherCity: []placed{{"fountain", 1, 0}}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "subway", reason: "a tile built adjacent suffers no building penalty (rule B broken: -2 without it)",
		city: []placed{{"subway", 1, 0}, {"bakery", -1, -1}}, act: buildOther("market", 1, 1), want: map[string]int{"prestige": 2}},
	{tile: "subway", reason: "End of Game: 2 prestige", city: []placed{{"subway", 1, 0}}, act: endAct(), want: map[string]int{"prestige": 2}},

	{tile: "technology-park", reason: "met: the lowest on progress; the adjacent City Hall activated for free", opts: p1,
		others: map[string]int{"progress": 2}, act: buildIt(1, 0), want: map[string]int{"culture": -1, "employment": 1}},
	{tile: "technology-park", reason: "unmet: tied on Power Plant and progress", opts: p1, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "technology-park", reason: "End of Game, before the last World Expo: the adjacent City Hall activated for free",
		city: []placed{{"technology-park", 1, 0}}, act: endBeforeAct(), want: map[string]int{"culture": -1, "employment": 1}},

	{tile: "theatre", reason: "met: tied on housing + commerce; 2 population", opts: p1, act: buildIt(1, 0), want: map[string]int{"population": 2}},
	{tile: "theatre", reason: "unmet: the others have a commerce tile more", opts: p1,
		otherCity: []placed{{"market", 1, 0}}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "theatre", reason: "End of Game: 10 culture give 2 prestige", city: []placed{{"theatre", 1, 0}}, act: endAct(), want: map[string]int{"prestige": 2}},

	{tile: "three-pennants", reason: "met: the highest population; 2 culture, 1 prestige for every 2 of 10 population", opts: p1,
		others: map[string]int{"population": 5}, act: buildIt(1, 0), want: map[string]int{"culture": 2, "prestige": 5}},
	{tile: "three-pennants", reason: "unmet: tied on population", opts: p1,
		others: map[string]int{"population": 10}, act: buildIt(1, 0), illegal: secProsperity},

	{tile: "warehouse", reason: "met: tied on industry + commerce; 1 prestige in Era I", opts: p1, act: buildIt(1, 0), want: map[string]int{"prestige": 1}},
	{tile: "warehouse", reason: "met in Era III: 6 prestige", opts: p1, round: 10, act: buildIt(1, 0), want: map[string]int{"prestige": 6}},
	{tile: "warehouse", reason: "unmet: the others have a commerce tile more", opts: p1,
		otherCity: []placed{{"market", 1, 0}}, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "warehouse", reason: "Permanent: an industry tile activated anywhere in the City gives $6",
		city: []placed{{"warehouse", 1, 0}, {"iron-foundry", -1, -1}}, act: activate(-1, -1), want: map[string]int{"economy": 6}},

	{tile: "world-wonder", reason: "met: the most tiles providing exactly 3 progress; no Immediate Effect", opts: p1,
		city: []placed{{"cogswell-cogs", -1, 0}}, act: buildIt(1, 0), want: nil},
	{tile: "world-wonder", reason: "unmet: no more such tiles than the others (none)", opts: p1, act: buildIt(1, 0), illegal: secProsperity},
	{tile: "world-wonder", reason: "End of Game: 2 prestige and 2 for the one tile providing exactly 3 progress",
		city: []placed{{"world-wonder", 1, 0}, {"cogswell-cogs", -1, 0}}, act: endAct(), want: map[string]int{"prestige": 4}},
}

func TestProsperityTileEffects(t *testing.T) { runTileCases(t, prosperityCases) }

// TestFinancialDistrict builds it (tied on commerce + public): an extra tile
// is taken from the Projects Area and built, and public services move by
// -1 in Era I.
func TestFinancialDistrict(t *testing.T) {
	s := newGame(t, 4, WithProsperity(true))
	p := int(s.stack.Top().Who)
	s.where[inst(t, s, "financial-district")] = locHand + uint8(p)
	s.stack.Push(task{Op: opProsper, Who: int8(p)})
	ps, n := s.cities[p].Track[tPS], s.cities[p].N
	play(t, s, "build financial-district", "place 1,0", "effect 1")
	if top := s.stack.Top(); top == nil || top.Op != opTake || int(top.Who) != p {
		t.Fatalf("after the Financial District: %s, want an extra tile to take", s.Prompt())
	}
	m := s.Legal()[0]
	play(t, s, m.String(), "place -1,-1")
	resolve(t, s)
	if got := s.cities[p].N - n; got != 2 {
		t.Errorf("%d tiles built, want the Financial District and one more", got)
	}
	if got := s.cities[p].Track[tPS] - ps; got > -1 {
		t.Errorf("public services moved %d, want -1 from the Financial District (and the extra tile's own)", got)
	}
}

// TestLake builds a Prosperity tile as a Lake: anywhere adjacent to the
// City, no penalty, 2 Energy Cubes, no type and no Prosperity tile.
func TestLake(t *testing.T) {
	s := newGame(t, 4, WithProsperity(true))
	p := int(s.stack.Top().Who)
	s.where[inst(t, s, "casino")] = locHand + uint8(p)
	s.stack.Push(task{Op: opProsper, Who: int8(p)})
	ct := &s.cities[p]
	cubes, prestige := ct.Cubes, ct.Prestige
	play(t, s, "lake casino", "place 1,2")
	if ct.Cubes-cubes != 2 || ct.Prestige != prestige {
		t.Errorf("cubes +%d, prestige %+d; want +2 cubes and no penalty", ct.Cubes-cubes, ct.Prestige-prestige)
	}
	if got := s.tilesOf(p, "prosperity") + s.tilesOf(p, "any") - 2; got != 0 {
		t.Errorf("the Lake counts as a tile: %d", got)
	}
	v := s.View(rulebookSeat((p + 1) % 4))
	if got := v.Players[p].Tiles[len(v.Players[p].Tiles)-1]; got != "lake:casino@1,2+0" {
		t.Errorf("the others see %q, want the revealed Lake", got)
	}
}

// TestProsperityExamples are the rulebook's three Prosperity examples
// ("Building a Prosperity Tile"), with its numbers.
func TestProsperityExamples(t *testing.T) {
	runTileCases(t, []tileCase{
		{tile: "three-pennants", reason: "the most Population (10): 2 culture and 1 prestige for every 2 Population (the appendix's reading)", opts: p1,
			others: map[string]int{"population": 8}, act: buildIt(1, 0), want: map[string]int{"culture": 2, "prestige": 5}},
		{tile: "warehouse", reason: "tied for the most Industry + Commerce: 1, 3 or 6 by Era (prestige, the appendix's reading)", opts: p1, round: 7,
			city: []placed{{"market", -1, -1}}, otherCity: []placed{{"iron-foundry", 1, 0}}, act: buildIt(1, 0), want: map[string]int{"prestige": 3}},
		{tile: "warehouse", reason: "6 on the Economy Track every time an Industry tile anywhere in the City is activated",
			city: []placed{{"warehouse", 1, 0}, {"iron-foundry", -1, -1}}, act: activate(-1, -1), want: map[string]int{"economy": 6}},
		{tile: "public-meeting-hall", reason: "the least Public tiles: 1 Progress and 1 Public Services", opts: p1,
			otherCity: []placed{{"doctor", 1, 0}}, act: buildIt(1, 0), want: map[string]int{"progress": 1, "public_services": 1}},
		{tile: "public-meeting-hall", reason: "3 Employment just before the World Expo scoring in Era III",
			city: []placed{{"public-meeting-hall", 1, 0}}, act: endBeforeAct(), want: map[string]int{"employment": 3}},
	})
}
