package capitals

import "testing"

// Effects of the Era III tiles (see tiles_test.go for what a case wants).
// The City Hall is at 0,0 and the Hotel at 0,1; a tile built at 1,0
// touches both.

var era3Cases = []tileCase{
	{tile: "abl-semiconductor", reason: "Activate to gain 2 employment and 1 public service",
		city: []placed{{"abl-semiconductor", 1, 0}}, act: activate(1, 0), want: map[string]int{"employment": 2, "public_services": 1}},

	{tile: "airport", reason: "Activate: 17 culture give 3 prestige (for every 5)",
		levels: map[string]int{"culture": 17}, city: []placed{{"airport", 1, 0}}, act: activate(1, 0), want: map[string]int{"prestige": 3}},

	{tile: "bel-air-tower", reason: "Construction: 1 population for each of the 2 adjacent tiles, with its Immediate Effects",
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "population": 2, "public_services": -2}},
	{tile: "bel-air-tower", reason: "Construction, later: any tile built adjacent gives 1 population",
		city: []placed{{"bel-air-tower", 1, 0}}, act: buildOther("market", 1, -1), want: map[string]int{"population": 1}},

	{tile: "belt-and-howl-labs", reason: "Activate to gain 1 employment",
		city: []placed{{"belt-and-howl-labs", 1, 0}}, act: activate(1, 0), want: map[string]int{"employment": 1}},
	{tile: "belt-and-howl-labs", reason: "Permanent: an adjacent industry tile activated gives 2 population",
		city: []placed{{"belt-and-howl-labs", 1, 0}, {"iron-foundry", 1, 1}}, act: activate(1, 1), want: map[string]int{"population": 2}},
	{tile: "belt-and-howl-labs", reason: "Permanent: an adjacent tourism tile activated gives nothing",
		city: []placed{{"belt-and-howl-labs", 1, 0}}, act: activate(0, 1), want: nil},

	{tile: "boardgame-factory", reason: "Activate: lose 1 population to gain 3 employment",
		city: []placed{{"boardgame-factory", 1, 0}}, act: activate(1, 0), want: map[string]int{"population": -1, "employment": 3}},

	{tile: "boing-aerospace", reason: "Activate to gain $15",
		city: []placed{{"boing-aerospace", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 15}},
	{tile: "boing-aerospace", reason: "Permanent: an adjacent tile activated gives 2 population",
		city: []placed{{"boing-aerospace", 1, 0}}, act: activate(0, 1), want: map[string]int{"population": 2}},

	{tile: "botanical-gardens", reason: "Construction: 3 culture for the one tile providing exactly 3 progress (not the one with 2), with its Immediate Effects",
		city: []placed{{"cogswell-cogs", -1, 0}, {"iron-foundry", 1, -1}}, act: buildIt(1, 0),
		want: map[string]int{"progress": 3, "prestige": 4, "public_services": -1, "culture": 3}},
	{tile: "botanical-gardens", reason: "Construction, later: a tile providing exactly 3 progress built anywhere gives 3 culture",
		city: []placed{{"botanical-gardens", 1, 0}}, act: buildOther("exxedout-oil-refinery", -1, -1), want: map[string]int{"culture": 3}},
	{tile: "botanical-gardens", reason: "Construction, later: a tile providing 2 progress gives nothing",
		city: []placed{{"botanical-gardens", 1, 0}}, act: buildOther("iron-foundry", -1, -1), want: nil},

	{tile: "community-center", reason: "End of Game: 2 prestige for each of the 2 adjacent housing tiles (not the commerce one)",
		city: []placed{{"community-center", 1, 0}, {"dillon-residences", 1, -1}, {"davinci-estate", 2, 0}, {"market", 2, 1}},
		act:  endAct(), want: map[string]int{"prestige": 4}},

	{tile: "convention-center", reason: "Activate: the adjacent City Hall is activated for free (no cube paid for it)",
		city: []placed{{"convention-center", 1, 0}}, act: freeAct(1, 0, 0, 0), want: map[string]int{"culture": -1, "employment": 1}},
	{tile: "convention-center", reason: "Activate: a tile that does not touch it cannot be activated for free",
		city: []placed{{"convention-center", 1, 0}, {"market", -1, -1}}, act: freeAct(1, 0, -1, -1), illegal: secActivating},

	{tile: "executive-estates", reason: "Activate: lose 2 population to gain 7 prestige",
		city: []placed{{"executive-estates", 1, 0}}, act: activate(1, 0), want: map[string]int{"population": -2, "prestige": 7}},

	{tile: "fertilizer-plant", reason: "Activate to gain 3 employment",
		city: []placed{{"fertilizer-plant", 1, 0}}, act: activate(1, 0), want: map[string]int{"employment": 3}},

	{tile: "harwood-heights", reason: "Activate: lose 3 culture to gain 7 prestige",
		city: []placed{{"harwood-heights", 1, 0}}, act: activate(1, 0), want: map[string]int{"culture": -3, "prestige": 7}},

	{tile: "high-finance-square", reason: "Conditional: $25 give 2 prestige (for every $10); 1 cube lost",
		levels: map[string]int{"economy": 25}, act: buildIt(1, 0), want: map[string]int{"progress": 2, "culture": 6, "cubes": -1, "prestige": 2}},
	{tile: "high-finance-square", reason: "Conditional, resolved after the adjacent Walled Mart's $6 (its Construction Effect, listed last): $25 + $6 = $31 give 3 prestige", players: 5,
		levels: map[string]int{"economy": 25}, city: []placed{{"walled-mart", 1, -1}}, act: buildIt(1, 0), order: []int{5},
		want: map[string]int{"progress": 2, "culture": 6, "cubes": -1, "prestige": 3, "economy": 6}},
	{tile: "high-finance-square", reason: "Conditional, resolved before the adjacent Walled Mart's $6 (listed order): $25 give 2 prestige, then the $6", players: 5,
		levels: map[string]int{"economy": 25}, city: []placed{{"walled-mart", 1, -1}}, act: buildIt(1, 0),
		want: map[string]int{"progress": 2, "culture": 6, "cubes": -1, "prestige": 2, "economy": 6}},
	{tile: "high-finance-square", reason: "Conditional: $9 give nothing (no Extra Taxation for it); no cube to lose, none lost",
		levels: map[string]int{"economy": 9, "cubes": 0}, act: buildIt(1, 0), want: map[string]int{"progress": 2, "culture": 6}},

	{tile: "legacy-park-homes", reason: "Activate: lose $12 to gain 7 prestige",
		city: []placed{{"legacy-park-homes", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": -12, "prestige": 7}},

	{tile: "modern-dance-tribute", reason: "Conditional: 10 population give 6 culture (2 for every 3)",
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "prestige": 2, "public_services": -1, "culture": 6}},

	{tile: "museum-of-history", reason: "Conditional, resolved in listed order after its own loss: 4 spaces above zero on Public Services, 2 once 2 are lost, give 2 prestige",
		levels: map[string]int{"public_services": 4}, act: buildIt(1, 0),
		want: map[string]int{"progress": 3, "culture": 6, "public_services": -2, "prestige": 2}},
	{tile: "museum-of-history", reason: "Conditional, resolved first (\"in what order they wish to update each track position\"): the 4 spaces give 4 prestige before the loss",
		levels: map[string]int{"public_services": 4}, act: buildIt(1, 0), order: []int{4},
		want: map[string]int{"progress": 3, "culture": 6, "public_services": -2, "prestige": 4}},

	{tile: "nature-trails", reason: "Construction: 3 culture for each of the 2 housing tiles in the City, with its Immediate Effects",
		city: []placed{{"dillon-residences", 1, -1}, {"davinci-estate", -1, 0}}, act: buildIt(1, 0),
		want: map[string]int{"progress": 3, "prestige": 2, "public_services": -2, "culture": 6}},
	{tile: "nature-trails", reason: "Construction, later: a housing tile built anywhere gives 3 culture",
		city: []placed{{"nature-trails", 1, 0}}, act: buildOther("king-george-mansion", -1, -1), want: map[string]int{"culture": 3}},

	{tile: "penfield-health", reason: "Activate to gain 2 public service",
		city: []placed{{"penfield-health", 1, 0}}, act: activate(1, 0), want: map[string]int{"public_services": 2}},

	{tile: "prescott-pharmaceuticals", reason: "Activate to gain $12",
		city: []placed{{"prescott-pharmaceuticals", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 12}},
	{tile: "prescott-pharmaceuticals", reason: "Permanent: an adjacent tile activated gives $9",
		city: []placed{{"prescott-pharmaceuticals", 1, 0}}, act: activate(0, 1), want: map[string]int{"economy": 9}},

	{tile: "recycling-facility", reason: "Construction: lose 2 prestige for the adjacent tourism tile (the Hotel), with its Immediate Effects",
		act: buildIt(1, 0), want: map[string]int{"progress": 4, "cubes": 3, "public_services": 1, "prestige": -2}},
	{tile: "recycling-facility", reason: "Construction, later: a housing tile built adjacent loses 2 prestige",
		city: []placed{{"recycling-facility", 1, 0}}, act: buildOther("dillon-residences", 1, -1), want: map[string]int{"prestige": -2}},

	{tile: "royal-cinema", reason: "Activate to gain 1 employment",
		city: []placed{{"royal-cinema", 1, 0}}, act: activate(1, 0), want: map[string]int{"employment": 1}},
	{tile: "royal-cinema", reason: "Permanent: an adjacent tile activated gives 2 prestige",
		city: []placed{{"royal-cinema", 1, 0}}, act: activate(0, 1), want: map[string]int{"prestige": 2}},

	{tile: "stadium", reason: "Immediate: lose $18",
		act: buildIt(1, 0), want: map[string]int{"progress": 3, "economy": -18}},
	{tile: "stadium", reason: "Immediate: with exactly $18, one Extra Taxation Action first (a player needs to end up with at least $1)",
		levels: map[string]int{"economy": 18}, act: buildIt(1, 0), want: map[string]int{"progress": 3, "economy": -15, "prestige": -1}},
	{tile: "stadium", reason: "End of Game: 3 prestige for each of the 2 different types adjacent (tourism, commerce; not its own public)",
		city: []placed{{"stadium", 1, 0}, {"market", 2, 0}}, act: endAct(), want: map[string]int{"prestige": 6}},

	{tile: "technotech-inc", reason: "Activate to gain $12", players: 5,
		city: []placed{{"technotech-inc", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 12}},
	{tile: "technotech-inc", reason: "Permanent: an adjacent tile activated gives 1 population", players: 5,
		city: []placed{{"technotech-inc", 1, 0}}, act: activate(0, 1), want: map[string]int{"population": 1}},

	{tile: "the-villa", reason: "Activate: lose 1 public service to gain 3 population", players: 5,
		city: []placed{{"the-villa", 1, 0}}, act: activate(1, 0), want: map[string]int{"public_services": -1, "population": 3}},
	{tile: "the-villa", reason: "at the bottom of Public Services: the activation is refused", players: 5,
		levels: map[string]int{"public_services": -8}, city: []placed{{"the-villa", 1, 0}}, act: activate(1, 0), illegal: secActivating},
}

func TestEraIIITileEffects(t *testing.T) { runTileCases(t, era3Cases) }
