package capitals

import "testing"

// Effects of the Era II tiles (see tiles_test.go for what a case wants).
// The City Hall is at 0,0 and the Hotel at 0,1; a tile built at 1,0
// touches both.

var era2Cases = []tileCase{
	{tile: "bulls-eye-emporium", reason: "Activate to gain 1 employment",
		city: []placed{{"bulls-eye-emporium", 1, 0}}, act: activate(1, 0), want: map[string]int{"employment": 1}},
	{tile: "bulls-eye-emporium", reason: "Permanent: an adjacent tile activated gives $6",
		city: []placed{{"bulls-eye-emporium", 1, 0}}, act: activate(0, 1), want: map[string]int{"economy": 6}},

	{tile: "cogswell-cogs", reason: "Immediate Effects only",
		act: buildIt(1, 0), want: map[string]int{"progress": 3, "employment": 4, "public_services": -1}},

	{tile: "cole-harbor", reason: "Activate to gain 1 population",
		city: []placed{{"cole-harbor", 1, 0}}, act: activate(1, 0), want: map[string]int{"population": 1}},

	{tile: "delight-consulting", reason: "Activate to gain $4",
		city: []placed{{"delight-consulting", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 4}},
	{tile: "delight-consulting", reason: "Permanent: an adjacent commerce tile activated gives $8",
		city: []placed{{"delight-consulting", 1, 0}, {"market", 1, 1}}, act: activate(1, 1), want: map[string]int{"economy": 8}},
	{tile: "delight-consulting", reason: "Permanent: an adjacent tourism tile activated gives nothing",
		city: []placed{{"delight-consulting", 1, 0}}, act: activate(0, 1), want: nil},

	{tile: "exxedout-oil-refinery", reason: "Permanent: an adjacent industry tile activated gives 1 population",
		city: []placed{{"exxedout-oil-refinery", 1, 0}, {"iron-foundry", 1, 1}}, act: activate(1, 1), want: map[string]int{"population": 1}},
	{tile: "exxedout-oil-refinery", reason: "Permanent: an adjacent public tile activated gives nothing",
		city: []placed{{"exxedout-oil-refinery", 1, 0}}, act: activate(0, 0), want: nil},

	{tile: "fire-department", reason: "Construction: 2 energy cubes for the adjacent industry tile, with its Immediate Effects",
		city: []placed{{"iron-foundry", 1, -1}}, act: buildIt(1, 0), want: map[string]int{"progress": 2, "public_services": 2, "cubes": 2}},
	{tile: "fire-department", reason: "Construction, later: an industry tile built adjacent gives 2 energy cubes",
		city: []placed{{"fire-department", 1, 0}}, act: buildOther("cog-factory", 1, -1), want: map[string]int{"cubes": 2}},

	{tile: "furley-apartments", reason: "Activate: lose $12 to gain 2 population", players: 5,
		city: []placed{{"furley-apartments", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": -12, "population": 2}},
	{tile: "furley-apartments", reason: "Activate with $5: 3 Extra Taxation Actions ($14, -3 Prestige) pay the $12, $2 left", players: 5,
		levels: map[string]int{"economy": 5}, city: []placed{{"furley-apartments", 1, 0}}, act: activate(1, 0),
		want: map[string]int{"economy": -3, "prestige": -3, "population": 2}},

	{tile: "garden-gnome-mfg", reason: "Activate: lose $6 to gain 2 employment",
		city: []placed{{"garden-gnome-mfg", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": -6, "employment": 2}},

	{tile: "generally-electrical", reason: "Activate to gain $9",
		city: []placed{{"generally-electrical", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 9}},
	{tile: "generally-electrical", reason: "Permanent: an adjacent tile activated gives $6",
		city: []placed{{"generally-electrical", 1, 0}}, act: activate(0, 1), want: map[string]int{"economy": 6}},

	{tile: "hotrock-tire-factory", reason: "Conditional, resolved in listed order after its own loss: 3 spaces above zero on Public Services, 2 once it is lost, give 2 employment",
		levels: map[string]int{"public_services": 3}, act: buildIt(1, 0),
		want: map[string]int{"progress": 2, "public_services": -1, "employment": 2}},
	{tile: "hotrock-tire-factory", reason: "Conditional, resolved first (\"in what order they wish to update each track position\"): the 3 spaces give 3 employment before the loss",
		levels: map[string]int{"public_services": 3}, act: buildIt(1, 0), order: []int{3},
		want: map[string]int{"progress": 2, "public_services": -1, "employment": 3}},
	{tile: "hotrock-tire-factory", reason: "Conditional, resolved between the progress and the loss: still before the loss, 3 employment",
		levels: map[string]int{"public_services": 3}, act: buildIt(1, 0), order: []int{1, 2},
		want: map[string]int{"progress": 2, "public_services": -1, "employment": 3}},
	{tile: "hotrock-tire-factory", reason: "Conditional: below zero on Public Services gives no employment",
		levels: map[string]int{"public_services": -2}, act: buildIt(1, 0),
		want: map[string]int{"progress": 2, "public_services": -1}},

	{tile: "inspiration-fountain", reason: "Construction: 2 culture for each of the 2 public tiles in the City, with its Immediate Effects",
		city: []placed{{"courthouse", -1, 0}}, act: buildIt(1, 0), want: map[string]int{"progress": 1, "public_services": -2, "culture": 4}},
	{tile: "inspiration-fountain", reason: "Construction, later: a public tile built anywhere gives 2 culture",
		city: []placed{{"inspiration-fountain", 1, 0}}, act: buildOther("doctor", -1, -1), want: map[string]int{"culture": 2}},

	{tile: "jefferson-apartments", reason: "Activate: lose 3 culture to gain 2 population",
		city: []placed{{"jefferson-apartments", 1, 0}}, act: activate(1, 0), want: map[string]int{"culture": -3, "population": 2}},
	{tile: "jefferson-apartments", reason: "2 culture cannot pay 3: the activation is refused",
		levels: map[string]int{"culture": 2}, city: []placed{{"jefferson-apartments", 1, 0}}, act: activate(1, 0), illegal: secActivating},

	{tile: "luxury-lanes-mall", reason: "Activate to gain $15",
		city: []placed{{"luxury-lanes-mall", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 15}},
	{tile: "luxury-lanes-mall", reason: "Permanent: an adjacent tile activated gives $4",
		city: []placed{{"luxury-lanes-mall", 1, 0}}, act: activate(0, 1), want: map[string]int{"economy": 4}},

	{tile: "magnificent-arch", reason: "Immediate: lose $12 to gain 9 culture",
		act: buildIt(1, 0), want: map[string]int{"progress": 3, "public_services": -1, "economy": -12, "culture": 9}},

	{tile: "museum-of-art", reason: "Permanent: an adjacent tile activated gives 2 culture",
		city: []placed{{"museum-of-art", 1, 0}}, act: activate(0, 1), want: map[string]int{"culture": 2}},

	{tile: "natural-history-museum", reason: "Construction: 3 culture for the one medium density housing tile (the high one does not count), with its Immediate Effects",
		city: []placed{{"dillon-residences", 1, -1}, {"davinci-estate", -1, 0}}, act: buildIt(1, 0),
		want: map[string]int{"progress": 2, "culture": 5}},
	{tile: "natural-history-museum", reason: "Construction, later: a medium density housing tile built anywhere gives 3 culture",
		city: []placed{{"natural-history-museum", 1, 0}}, act: buildOther("dillon-residences", -1, -1), want: map[string]int{"culture": 3}},

	{tile: "office-furniture-mfg", reason: "Activate to gain 2 employment",
		city: []placed{{"office-furniture-mfg", 1, 0}}, act: activate(1, 0), want: map[string]int{"employment": 2}},

	{tile: "osler-general", reason: "Construction: 1 public service for the adjacent public tile (the City Hall), with its Immediate Effects",
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "public_services": 2}},
	{tile: "osler-general", reason: "Construction, later: a public tile built adjacent gives 1 public service",
		city: []placed{{"osler-general", 1, 0}}, act: buildOther("doctor", 1, -1), want: map[string]int{"public_services": 1}},

	{tile: "police-station", reason: "Construction: 1 energy cube for each of the 2 adjacent tiles, with its Immediate Effects",
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "public_services": 2, "cubes": 2}},
	{tile: "police-station", reason: "Construction, later: any tile built adjacent gives 1 energy cube",
		city: []placed{{"police-station", 1, 0}}, act: buildOther("market", 1, -1), want: map[string]int{"cubes": 1}},

	{tile: "public-utilities", reason: "Permanent: an adjacent commerce tile activated gives 1 energy cube",
		city: []placed{{"public-utilities", 1, 0}, {"market", 1, 1}}, act: activate(1, 1), want: map[string]int{"cubes": 1}},
	{tile: "public-utilities", reason: "Permanent: an adjacent tourism tile activated gives nothing",
		city: []placed{{"public-utilities", 1, 0}}, act: activate(0, 1), want: nil},

	{tile: "school-2", reason: "Permanent: an adjacent housing tile activated gives 1 culture",
		city: []placed{{"school-2", 1, 0}, {"davinci-estate", 1, 1}}, act: activate(1, 1), want: map[string]int{"culture": 1}},
	{tile: "school-2", reason: "Permanent: an adjacent tourism tile activated gives nothing",
		city: []placed{{"school-2", 1, 0}}, act: activate(0, 1), want: nil},

	{tile: "science-center", reason: "Construction: 1 progress for each of the 2 adjacent tiles, with its Immediate Effects",
		act: buildIt(1, 0), want: map[string]int{"progress": 2, "public_services": 1}},
	{tile: "science-center", reason: "Construction, later: any tile built adjacent gives 1 progress",
		city: []placed{{"science-center", 1, 0}}, act: buildOther("market", 1, -1), want: map[string]int{"progress": 1}},

	{tile: "titan-of-progress", reason: "Conditional: 2 culture for each of the 4 markers ahead on the Culture Track", players: 5,
		others: map[string]int{"culture": 15}, act: buildIt(1, 0), want: map[string]int{"progress": 1, "culture": 11}},
	{tile: "titan-of-progress", reason: "Conditional: no marker ahead, the printed 3 culture only", players: 5,
		others: map[string]int{"culture": 5}, act: buildIt(1, 0), want: map[string]int{"progress": 1, "culture": 3}},

	{tile: "university", reason: "Conditional: 7 employment give 2 culture (for every 3)",
		levels: map[string]int{"employment": 7}, act: buildIt(1, 0), want: map[string]int{"progress": 2, "public_services": 2, "culture": 2}},

	{tile: "walled-mart", reason: "Construction: $6 for each of the 2 adjacent tiles, with its Immediate Effects", players: 5,
		act: buildIt(1, 0), want: map[string]int{"progress": 2, "employment": 2, "public_services": -2, "economy": 12}},
	{tile: "walled-mart", reason: "Construction, later: any tile built adjacent gives $6", players: 5,
		city: []placed{{"walled-mart", 1, 0}}, act: buildOther("cog-factory", 1, -1), want: map[string]int{"economy": 6}},

	{tile: "west-81st-street", reason: "Construction: 1 population for each different type adjacent (public, tourism), with its Immediate Effects",
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "population": 3, "public_services": -2}},
	{tile: "west-81st-street", reason: "Construction, later: a tile of a new type built adjacent gives 1 population",
		city: []placed{{"west-81st-street", 1, 0}}, act: buildOther("market", 1, -1), want: map[string]int{"population": 1}},

	{tile: "windsor-cottages", reason: "Activate: lose 1 population to gain $12",
		city: []placed{{"windsor-cottages", 1, 0}}, act: activate(1, 0), want: map[string]int{"population": -1, "economy": 12}},
}

func TestEraIITileEffects(t *testing.T) { runTileCases(t, era2Cases) }
