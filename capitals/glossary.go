package capitals

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/content"
)

// eraNumerals name the Eras as the tiles print them.
var eraNumerals = [...]string{"", "I", "II", "III"}

// densityWords name a tile's population density, by Density.
var densityWords = [...]string{"", "low", "medium", "high"}

// Glossary lists every tile of the content as a player may ask about it at
// the table, in content order: a building tile with its Era (or
// Prosperity, or the start), its type, density and Energy Cubes, the
// fewest players it is played with, and its text; a Power Plant with its
// level, activations and Energy Cubes.
func (c *Content) Glossary() []content.Entry {
	out := make([]content.Entry, 0, len(c.tiles))
	for _, t := range c.tiles {
		e := content.Entry{ID: t.ID, Name: t.Name, Text: t.Text}
		switch {
		case t.Plant:
			e.Kind = "Power Plant of level " + strconv.Itoa(t.Level) + ", " + content.Count(t.Activations, "activation")
		case t.Prosperity:
			e.Kind = "Prosperity tile"
		case t.Era > 0 && t.Era < len(eraNumerals):
			e.Kind = "Era " + eraNumerals[t.Era] + " tile"
		default:
			e.Kind = "starting tile"
		}
		if t.Type >= 0 && t.Type < len(c.types) && !strings.Contains(strings.ToLower(e.Kind), c.types[t.Type]) {
			e.Kind += ", " + c.types[t.Type] // a Prosperity tile's type is "prosperity": said already
		}
		if t.Density > 0 && t.Density < len(densityWords) {
			e.Kind += ", " + densityWords[t.Density] + " density"
		}
		if t.Cubes > 0 {
			e.Kind += ", " + content.Count(t.Cubes, "Energy Cube")
		}
		if t.Players > c.minPlayers {
			e.Kind += ", with " + strconv.Itoa(t.Players) + " or more players"
		}
		if t.Copies > 1 {
			e.Kind += ", " + strconv.Itoa(t.Copies) + " copies"
		}
		out = append(out, e)
	}
	return out
}
