package capitals

import (
	"slices"

	"github.com/rulebook-go/rulebook/content"
)

// loadRules reads rules.yaml but for its setup's tiles and Power Plant,
// which loadSetup finds among the tiles.
func (l *loader) loadRules(rules *rulesFile) {
	c, errs := l.c, l.errs
	c.minPlayers, c.maxPlayers = rules.Players.Check(2, maxSeats, errs)
	l.rules = rules.Where
	c.tokens = rules.Setup.ConstructionTokens
	if c.tokens != len(rules.Setup.Tokens) {
		errs.Add(rules.Setup.Where.Of("construction_tokens"), "setup: %d construction tokens but %d token cells", c.tokens, len(rules.Setup.Tokens))
	}
	for i, t := range rules.Setup.Tokens {
		if len(t) != 2 || !onGrid(t[0], t[1]) {
			errs.Add(rules.Setup.Where.Item("tokens", i), "setup: a token cell is [row, column], each from %d to %d", -maxCoord, maxCoord)
			continue
		}
		c.startTokens = append(c.startTokens, [2]int{t[0], t[1]})
	}
	c.prosperityTiles = rules.ProsperityTiles
	l.counts = rules.Components.Where
	c.eraTiles, c.plantCount = rules.Components.EraTiles, rules.Components.PowerPlants
	c.startingTiles, c.tileCount = rules.Components.StartingTiles, rules.Components.Tiles
	c.prosperityDeal = map[int]int{}
	for _, d := range rules.ProsperityDeal {
		if n := d.Value.Tiles; d.Players*n > rules.ProsperityTiles {
			errs.Add(d.Where.Of("tiles"), "prosperity_deal: %d tiles to each of %d players is more than the %d Prosperity tiles", n, d.Players, rules.ProsperityTiles)
		}
		c.prosperityDeal[d.Players] = d.Value.Tiles
	}
	l.everyCount(c.prosperityDeal, rules.Where, "prosperity_deal")
	c.lakeCubes = rules.LakeCubes
	c.penalty, c.passBonus, c.cultureActivations = rules.BuildingPenalty, rules.PassBonus, rules.CultureActivations
	c.taxPrestige, c.taxMoney = rules.Taxation.Prestige, rules.Taxation.Money
	c.unemploymentCap, c.psPenalty = rules.Expo.UnemploymentCap, rules.Expo.PSPenalty
	c.finalCubes, c.finalMoney, c.finalCulture, c.finalProgress = rules.Final.Cubes, rules.Final.Money, rules.Final.Culture, rules.Final.Progress
	var typeIDs content.IDs
	for _, t := range rules.Types {
		typeIDs.Add("building type", t.ID, t.At, errs)
		c.types = append(c.types, t.ID)
	}
	c.densities = rules.Densities
	c.options = content.Options(rules.Options, knownOptions, filePos("rules.yaml"), errs)
}

// loadSetup finds rules.yaml's starting Power Plant and tiles among the
// tiles and Power Plants loaded, checks that the tiles stand on cells of
// their own, off the Construction Tokens, and that each Prosperity deal
// gives a tile for every Prosperity round.
func (l *loader) loadSetup(rules *rulesFile) {
	c, errs := l.c, l.errs
	sp, ok := c.byID[rules.Setup.PowerPlant]
	if !ok || !c.tiles[sp].Plant {
		errs.Add(rules.Setup.Where.Of("power_plant"), "setup: power_plant %q is not a power plant", rules.Setup.PowerPlant)
	}
	c.startPlant = sp
	if len(rules.Setup.Tiles) == 0 {
		// Every tile built after is placed next to one already there.
		errs.Add(rules.Setup.Where.Of("tiles"), "setup: no starting tiles, but each City begins with its starting tiles, and every tile built goes next to one already there")
	}
	for _, st := range rules.Setup.Tiles {
		k, ok := c.byID[st.Tile]
		if !ok || c.tiles[k].Era != 0 || c.tiles[k].Plant || len(st.At) != 2 || !onGrid(st.At[0], st.At[1]) {
			errs.Add(st.Where.Of("tile"), "setup: %q is not a starting tile at [row, column], each from %d to %d", st.Tile, -maxCoord, maxCoord)
			continue
		}
		for _, o := range c.startTiles {
			switch {
			case o.kind == k:
				errs.Add(st.Where.Of("tile"), "setup: %q is placed twice; a City has one of each starting tile", st.Tile)
			case o.r == st.At[0] && o.c == st.At[1]:
				errs.Add(st.Where.Of("at"), "setup: %q and %q are both at [%d, %d]", c.tiles[o.kind].ID, st.Tile, o.r, o.c)
			}
		}
		if slices.Contains(c.startTokens, [2]int{st.At[0], st.At[1]}) {
			errs.Add(st.Where.Of("at"), "setup: %q is at [%d, %d], under a Construction Token: the tokens go \"between these tiles\"", st.Tile, st.At[0], st.At[1])
		}
		c.startTiles = append(c.startTiles, startTile{kind: k, r: st.At[0], c: st.At[1]})
	}
	rounds := 0 // the Prosperity rounds: each builds one of a seat's tiles
	for _, r := range c.rounds {
		if r.Prosperity {
			rounds++
		}
	}
	for _, d := range rules.ProsperityDeal {
		if d.Value.Tiles < rounds {
			errs.Add(d.Where.Of("tiles"), "prosperity_deal: %d tiles to each of %d players, but each of the %d Prosperity rounds of rounds.yaml builds one (\"build a Prosperity Tile ... or b) build a Lake\" with one of them)", d.Value.Tiles, d.Players, rounds)
		}
	}
}
