package capitals

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/content"
)

// loadPlants reads power_plants.yaml: the Power Plants, startPlant (the
// rules.yaml setup's) apart.
func (l *loader) loadPlants(plants *plantsFile, startPlant string) {
	c, errs := l.c, l.errs
	plantsTotal := 0
	for _, p := range plants.Plants {
		l.ids.Add("tile", p.ID, p.At, errs)
		tile := Tile{ID: p.ID, Name: p.Name, Type: -1, Plant: true, Level: p.Level, Activations: p.Activations, Cubes: p.Cubes,
			Copies: max(p.Copies, 1), Provenance: p.Provenance, At: p.At, Players: c.minPlayers}
		if p.ID == startPlant {
			l.startPlants += tile.Copies
		} else {
			plantsTotal += tile.Copies
			if tile.Copies != 1 {
				errs.Add(p.At, "power plant %q: only the starting plant has copies", p.ID)
			}
		}
		c.addTile(tile)
	}
	if plantsTotal != c.plantCount {
		errs.Add(filePos("power_plants.yaml"), "components: power_plants in rules.yaml says %d Power Plants, these count %d", c.plantCount, plantsTotal)
	}
}

// rankPlants sorts the Power Plants by level, richest first, and checks
// that every level above the starting plant's has one.
func (c *Content) rankPlants(errs *content.Errors) {
	// Plants by level, richest first: "the first City ... will take the
	// Power Plant Tile which offers the most Energy Cubes".
	top := -1 // a plant of the highest level
	for k, t := range c.tiles {
		if !t.Plant || k == c.startPlant || t.Level < 0 {
			continue // a level below 0 is reported by its range
		}
		for len(c.plantsByLevel) <= t.Level {
			c.plantsByLevel = append(c.plantsByLevel, nil)
		}
		c.plantsByLevel[t.Level] = append(c.plantsByLevel[t.Level], k)
		if t.Level > c.maxLevel {
			c.maxLevel, top = t.Level, k
		}
	}
	for _, l := range c.plantsByLevel {
		slices.SortStableFunc(l, func(a, b int) int { return c.tiles[b].Cubes - c.tiles[a].Cubes })
	}
	if sp := c.startPlant; sp >= 0 && sp < len(c.tiles) {
		var missing []string
		for l := c.tiles[sp].Level + 1; l <= c.maxLevel; l++ {
			if len(c.plantsByLevel[l]) == 0 {
				missing = append(missing, strconv.Itoa(l))
			}
		}
		if len(missing) > 0 {
			// At the plant of the highest level: the levels it leaves empty below it.
			errs.Add(c.tiles[top].At, "no power plant of level %s, below power plant %q's level %d", strings.Join(missing, ", "), c.tiles[top].ID, c.maxLevel)
		}
	}
}
