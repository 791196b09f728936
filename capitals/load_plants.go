package capitals

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/content"
)

type plantsFile struct {
	Plants []struct {
		content.Named `yaml:",inline" id:"The Power Plant's id." name:"The plant's name."`
		Level         int                `yaml:"level" content:"required,range=1..20" doc:"The plant's level, the number on its back (1 to 20); a City upgrades to the next level."`
		Activations   int                `yaml:"activations" content:"required,range=0..9" doc:"Activations the plant gives each Executive Phase."`
		Cubes         int                `yaml:"cubes" content:"required,range=0..20" doc:"Energy Cubes the plant produces."`
		Copies        int                `yaml:"copies" content:"range=0..20" doc:"Copies of the plant; 0 or none: 1."`
		Provenance    content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"plants" content:"required" doc:"The Power Plants, sorted by the numbers on their backs."`
}

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
