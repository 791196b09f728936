package capitals

import "testing"

// Effects of the starting tiles and the Era I tiles (see tiles_test.go for
// what a case wants). The City Hall is at 0,0 and the Hotel at 0,1; a tile
// built at 1,0 touches both.

var startTileCases = []tileCase{
	{tile: "city-hall", reason: "Activate: lose 1 culture to gain 1 employment",
		act: activate(0, 0), want: map[string]int{"culture": -1, "employment": 1}},
	{tile: "city-hall", reason: "no culture to lose: the activation is refused",
		levels: map[string]int{"culture": 0}, act: activate(0, 0), illegal: secActivating},
	{tile: "hotel", reason: "Activate: lose 1 culture to gain $7",
		act: activate(0, 1), want: map[string]int{"culture": -1, "economy": 7}},
}

var era1Cases = []tileCase{
	{tile: "bakery", reason: "Activate to gain $4; its own Permanent Effect does not fire (no tile affects itself)",
		city: []placed{{"bakery", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 4}},
	{tile: "bakery", reason: "Permanent: an adjacent tile activated gives $4",
		city: []placed{{"bakery", 1, 0}}, act: activate(0, 1), want: map[string]int{"economy": 4}},
	{tile: "bakery", reason: "Permanent: a tile that does not touch it gives nothing",
		city: []placed{{"bakery", -1, -1}}, act: activate(0, 1), want: nil},

	{tile: "barrel-factory", reason: "Construction: 1 population for each of the 2 adjacent industry tiles, with its Immediate Effects",
		city: []placed{{"cog-factory", 1, -1}, {"iron-foundry", 2, 0}}, act: buildIt(1, 0),
		want: map[string]int{"progress": 1, "population": 3, "employment": 3}},
	{tile: "barrel-factory", reason: "Construction, later: an industry tile built adjacent gives 1 population",
		city: []placed{{"barrel-factory", 1, 0}}, act: buildOther("cog-factory", 1, -1), want: map[string]int{"population": 1}},
	{tile: "barrel-factory", reason: "Construction, later: a commerce tile built adjacent gives nothing",
		city: []placed{{"barrel-factory", 1, 0}}, act: buildOther("market", 1, -1), want: nil},

	{tile: "bookseller", reason: "Activate to gain $7",
		city: []placed{{"bookseller", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 7}},
	{tile: "bookseller", reason: "Permanent: an adjacent tile activated gives $2",
		city: []placed{{"bookseller", 1, 0}}, act: activate(0, 1), want: map[string]int{"economy": 2}},

	{tile: "brick-works", reason: "Construction: 1 employment for each different type adjacent (public, tourism), with its Immediate Effects",
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "population": 1, "employment": 3}},
	{tile: "brick-works", reason: "Construction, later: a tile of a new type built adjacent gives 1 employment",
		city: []placed{{"brick-works", 1, 0}}, act: buildOther("market", 1, -1), want: map[string]int{"employment": 1}},
	{tile: "brick-works", reason: "Construction, later: a type already adjacent (tourism) gives nothing (distinct_type_later=new-type)",
		city: []placed{{"brick-works", 1, 0}}, act: buildOther("fountain", 1, -1), want: nil},
	{tile: "brick-works", reason: "Construction, later: any other type counts under distinct_type_later=any-other-type",
		opts: []Option{WithRule("distinct_type_later", "any-other-type")},
		city: []placed{{"brick-works", 1, 0}}, act: buildOther("fountain", 1, -1), want: map[string]int{"employment": 1}},
	{tile: "brick-works", reason: "Construction, later: its own type does not count",
		city: []placed{{"brick-works", 1, 0}}, act: buildOther("cog-factory", 1, -1), want: nil},

	{tile: "cobbler", reason: "Activate to gain $7",
		city: []placed{{"cobbler", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 7}},
	{tile: "cobbler", reason: "Permanent: an adjacent tile activated gives $2",
		city: []placed{{"cobbler", 1, 0}}, act: activate(0, 1), want: map[string]int{"economy": 2}},

	{tile: "cog-factory", reason: "Immediate Effects only",
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "population": 2, "employment": 3}},

	{tile: "courthouse", reason: "Permanent: an adjacent commerce tile activated gives $3",
		city: []placed{{"courthouse", 1, 0}, {"market", 1, 1}}, act: activate(1, 1), want: map[string]int{"economy": 3}},
	{tile: "courthouse", reason: "Permanent: an adjacent tourism tile activated gives nothing",
		city: []placed{{"courthouse", 1, 0}}, act: activate(0, 1), want: nil},

	{tile: "dancing-horse-statue", reason: "Immediate Effects only",
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "culture": 5, "public_services": -1}},

	{tile: "davinci-estate", reason: "Activate to gain 2 culture",
		city: []placed{{"davinci-estate", 1, 0}}, act: activate(1, 0), want: map[string]int{"culture": 2}},

	{tile: "dillon-residences", reason: "Activate: lose 2 culture to gain 1 public service",
		city: []placed{{"dillon-residences", 1, 0}}, act: activate(1, 0), want: map[string]int{"culture": -2, "public_services": 1}},
	{tile: "dillon-residences", reason: "1 culture cannot pay 2: the activation is refused",
		levels: map[string]int{"culture": 1}, city: []placed{{"dillon-residences", 1, 0}}, act: activate(1, 0), illegal: secActivating},

	{tile: "doctor", reason: "Construction: 1 public service for each of the 2 adjacent housing tiles, with its Immediate Effects",
		city: []placed{{"dillon-residences", 1, -1}, {"davinci-estate", 2, 0}}, act: buildIt(1, 0),
		want: map[string]int{"progress": 1, "public_services": 3}},
	{tile: "doctor", reason: "Construction, later: a housing tile built adjacent gives 1 public service",
		city: []placed{{"doctor", 1, 0}}, act: buildOther("dillon-residences", 1, -1), want: map[string]int{"public_services": 1}},

	{tile: "downtown-abode", reason: "Construction: 1 population for the adjacent commerce tile, with its Immediate Effects",
		city: []placed{{"market", 1, -1}}, act: buildIt(1, 0), want: map[string]int{"progress": 2, "population": 4, "public_services": -2}},
	{tile: "downtown-abode", reason: "Construction, later: a commerce tile built adjacent gives 1 population",
		city: []placed{{"downtown-abode", 1, 0}}, act: buildOther("bakery", 1, -1), want: map[string]int{"population": 1}},

	{tile: "fountain", reason: "Permanent: an adjacent tile activated gives 1 culture",
		city: []placed{{"fountain", 1, 0}}, act: activate(0, 1), want: map[string]int{"culture": 1}},

	{tile: "heritage-windmill", reason: "Construction: 1 culture for the one different type adjacent (public; the Hotel is its own type), with its Immediate Effects",
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "culture": 3, "public_services": -1}},
	{tile: "heritage-windmill", reason: "Construction, later: a tile of a new type built adjacent gives 1 culture",
		city: []placed{{"heritage-windmill", 1, 0}}, act: buildOther("market", 1, -1), want: map[string]int{"culture": 1}},

	{tile: "iron-foundry", reason: "Activate: lose 2 culture to gain 2 employment",
		city: []placed{{"iron-foundry", 1, 0}}, act: activate(1, 0), want: map[string]int{"culture": -2, "employment": 2}},

	{tile: "king-george-mansion", reason: "Activate: lose 1 population to gain 2 employment",
		city: []placed{{"king-george-mansion", 1, 0}}, act: activate(1, 0), want: map[string]int{"population": -1, "employment": 2}},

	{tile: "library", reason: "Construction: 1 progress for the one different type adjacent (tourism; the City Hall is its own type), with its Immediate Effects",
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "public_services": 1}},
	{tile: "library", reason: "Construction, later: a tile of a new type built adjacent gives 1 progress",
		city: []placed{{"library", 1, 0}}, act: buildOther("market", 1, -1), want: map[string]int{"progress": 1}},

	{tile: "market", reason: "Activate to gain $4",
		city: []placed{{"market", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 4}},
	{tile: "market", reason: "Permanent: an adjacent tile activated gives $4",
		city: []placed{{"market", 1, 0}}, act: activate(0, 0), want: map[string]int{"economy": 4}},

	{tile: "museum-of-industry", reason: "Construction: 2 culture for each of the 2 industry tiles anywhere in the City, with its Immediate Effects",
		city: []placed{{"cog-factory", -1, -1}, {"iron-foundry", 1, -1}}, act: buildIt(1, 0),
		want: map[string]int{"progress": 2, "culture": 6}},
	{tile: "museum-of-industry", reason: "Construction, later: an industry tile built anywhere (not adjacent) gives 2 culture",
		city: []placed{{"museum-of-industry", 1, 0}}, act: buildOther("cog-factory", -1, -1), want: map[string]int{"culture": 2}},

	{tile: "opera-house", reason: "Construction: 3 culture for the one high density housing tile (the medium one does not count), with its Immediate Effects",
		city: []placed{{"davinci-estate", -1, 0}, {"dillon-residences", 1, -1}}, act: buildIt(1, 0),
		want: map[string]int{"progress": 2, "culture": 5}},
	{tile: "opera-house", reason: "Construction, later: a high density housing tile built anywhere gives 3 culture",
		city: []placed{{"opera-house", 1, 0}}, act: buildOther("king-george-mansion", -1, -1), want: map[string]int{"culture": 3}},
	{tile: "opera-house", reason: "Construction, later: a medium density housing tile gives nothing",
		city: []placed{{"opera-house", 1, 0}}, act: buildOther("dillon-residences", -1, -1), want: nil},

	{tile: "park", reason: "Permanent: upgrading the Power Plant gives 2 culture",
		city: []placed{{"park", 1, 0}}, act: upgradeAct(), want: map[string]int{"culture": 2}},

	{tile: "restaurant", reason: "Activate to gain $10", players: 5,
		city: []placed{{"restaurant", 1, 0}}, act: activate(1, 0), want: map[string]int{"economy": 10}},
	{tile: "restaurant", reason: "Permanent: an adjacent tile activated gives $2", players: 5,
		city: []placed{{"restaurant", 1, 0}}, act: activate(0, 1), want: map[string]int{"economy": 2}},

	{tile: "school-1", reason: "Construction: 1 population for the adjacent housing tile, with its Immediate Effects",
		city: []placed{{"dillon-residences", 1, -1}}, act: buildIt(1, 0),
		want: map[string]int{"progress": 1, "public_services": 2, "population": 1}},
	{tile: "school-1", reason: "Construction, later: a housing tile built adjacent gives 1 population",
		city: []placed{{"school-1", 1, 0}}, act: buildOther("davinci-estate", 1, -1), want: map[string]int{"population": 1}},

	{tile: "steam-engine-plant", reason: "Activate to gain 1 employment",
		city: []placed{{"steam-engine-plant", 1, 0}}, act: activate(1, 0), want: map[string]int{"employment": 1}},

	{tile: "train-station", reason: "Construction: 1 culture for the adjacent tourism tile (the Hotel), with its Immediate Effects", players: 5,
		act: buildIt(1, 0), want: map[string]int{"progress": 1, "public_services": 2, "culture": 1}},
	{tile: "train-station", reason: "Construction, later: a tourism tile built adjacent gives 1 culture", players: 5,
		city: []placed{{"train-station", 1, 0}}, act: buildOther("fountain", 1, -1), want: map[string]int{"culture": 1}},

	{tile: "tudor-townhouses", reason: "Activate: lose 1 employment to gain $9",
		levels: map[string]int{"employment": 3}, city: []placed{{"tudor-townhouses", 1, 0}}, act: activate(1, 0),
		want: map[string]int{"employment": -1, "economy": 9}},
	{tile: "tudor-townhouses", reason: "no employment to lose: the activation is refused",
		city: []placed{{"tudor-townhouses", 1, 0}}, act: activate(1, 0), illegal: secActivating},

	{tile: "victoria-terraces", reason: "Activate: lose 1 employment to gain 2 progress", players: 5,
		levels: map[string]int{"employment": 3}, city: []placed{{"victoria-terraces", 1, 0}}, act: activate(1, 0),
		want: map[string]int{"employment": -1, "progress": 2}},
}

func TestStartingTileEffects(t *testing.T) { runTileCases(t, startTileCases) }

func TestEraITileEffects(t *testing.T) { runTileCases(t, era1Cases) }
