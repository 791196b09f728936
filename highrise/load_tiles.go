package highrise

import (
	"slices"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

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
		if n < c.bonusTiles && !l.unreadable["tiles.yaml"] {
			errs.Add(l.rules.Of("bonus_tiles_per_round"), "bonus_tiles_per_round: %d, but tiles.yaml has %d Bonus Tiles for %d", c.bonusTiles, n, c.rounds[i])
		}
	}
}
