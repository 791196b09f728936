package highrise

import (
	"slices"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

type tilesFile struct {
	Tiles []struct {
		content.Named `yaml:",inline" id:"The tile's id." name:"The tile's name as Appendix II words it."`
		Round         int                `yaml:"round" content:"required,range=1..9999" doc:"The round whose Bonus Tiles it is among: one of rules.yaml's rounds."`
		Count         int                `yaml:"count" content:"required,range=1..99" doc:"Copies among that round's tiles."`
		Floors        int                `yaml:"floors" content:"range=0..9" doc:"Random Floors placed on the tile at setup, 0 to 9."`
		Ultra         int                `yaml:"ultraplastic" content:"range=0..9" doc:"UltraPlastic placed on the tile at setup, 0 to 9."`
		Card          string             `yaml:"card" enum:"card" doc:"The Power Card placed beside the tile: an id of cards.yaml."`
		Keep          bool               `yaml:"keep" doc:"Marks a tile its taker keeps rather than discards."`
		Effect        content.Script     `yaml:"effect" doc:"An expr script returning what taking the tile does besides its Floors, UltraPlastic and card."`
		Provenance    content.Provenance `yaml:"provenance" content:"required"`
	} `yaml:"tiles" content:"required,len=..64" doc:"The Bonus Tiles of Appendix II, by round (\"42 Bonus Tiles (14x each of 3 rounds)\")."`
}

// loadTiles reads tiles.yaml: the Bonus Tiles of each round.
func (l *loader) loadTiles(tiles *tilesFile) {
	c, errs := l.c, l.errs
	perRound := make([]int, len(c.rounds))
	var tileIDs content.IDs
	for _, tr := range tiles.Tiles {
		tileIDs.Add("tile", tr.ID, tr.At, errs)
		t := Tile{ID: tr.ID, Name: tr.Name, Count: tr.Count, Floors: tr.Floors, Ultra: tr.Ultra, Card: -1, Keep: tr.Keep, Provenance: tr.Provenance, at: tr.At}
		t.Round = slices.Index(c.rounds, tr.Round)
		if t.Round < 0 {
			errs.Add(tr.At, "tile %q: round %d is not one of %v", tr.ID, tr.Round, c.rounds)
		} else {
			perRound[t.Round] += tr.Count
		}
		if tr.Card != "" {
			t.Card = l.ref(tr.At, "tile", tr.ID, "card", l.cardIndex, tr.Card)
		}
		c.compileGiven(&t.effect, tr.Effect, expr.Effects, errs)
		c.names[tr.Name] = 1
		c.tiles = append(c.tiles, t)
	}
	for i, n := range perRound {
		if n < c.bonusTiles {
			errs.Add(l.rules.Of("bonus_tiles_per_round"), "bonus_tiles_per_round: %d, but tiles.yaml has %d Bonus Tiles for %d", c.bonusTiles, n, c.rounds[i])
		}
	}
}
