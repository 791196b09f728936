package highrise

import (
	"strconv"

	"github.com/rulebook-go/rulebook/content"
)

// timingWords are the Power Cards' timing symbols in the rulebook's words
// ("one symbol for single use, another for once per round, another for
// ongoing, and another for game end effects", Appendix III), by Timing.
var timingWords = [...]string{"single use", "once per round", "ongoing", "game end"}

// Glossary lists the Tenants, the Power Cards and the Bonus Tiles of the
// content as a player may ask about them at the table, in content order:
// a Tenant with its Neighborhood (and whether it is an Introductory or an
// Extra Tenant), the Power Card it offers and its power; a
// Power Card with its timing and its text; a Bonus Tile with its round and
// what lies on it.
func (c *Content) Glossary() []content.Entry {
	out := make([]content.Entry, 0, len(c.tenants)+len(c.cards)+len(c.tiles))
	for _, t := range c.tenants {
		e := content.Entry{ID: t.ID, Name: t.Name, Kind: "Tenant of " + c.hoods[t.Hood].Name, Text: t.Text}
		switch {
		case t.Extra:
			e.Kind = "Extra " + e.Kind
		case t.Intro:
			e.Kind = "Introductory " + e.Kind
		}
		if t.Card >= 0 {
			e.Kind += ", offers the Power Card " + c.cards[t.Card].Name
		}
		out = append(out, e)
	}
	for _, k := range c.cards {
		e := content.Entry{ID: k.ID, Name: k.Name, Kind: "Power Card, " + timingWords[k.Timing], Text: k.Text}
		if k.Count > 1 {
			e.Kind += ", " + strconv.Itoa(k.Count) + " copies"
		}
		out = append(out, e)
	}
	for _, t := range c.tiles {
		e := content.Entry{ID: t.ID, Name: t.Name, Kind: "Bonus Tile of " + strconv.Itoa(c.rounds[t.Round])}
		if t.Floors > 0 {
			e.Kind += ", " + content.Count(t.Floors, "random Floor") + " on it"
		}
		if t.Ultra > 0 {
			e.Kind += ", " + strconv.Itoa(t.Ultra) + " UltraPlastic on it"
		}
		if t.Card >= 0 {
			e.Kind += ", the Power Card " + c.cards[t.Card].Name + " beside it"
		}
		if t.Count > 1 {
			e.Kind += ", " + strconv.Itoa(t.Count) + " copies"
		}
		out = append(out, e)
	}
	return out
}
