package highrise

import (
	"testing"

	"github.com/rulebook-go/rulebook/rulebooktest"
)

// TestNoGoFileNamesACard: no Go file of the package or of expr outside
// tests names a Tenant, Power Card, Bonus Tile or Blueprint card, by id or
// display name ("no Go file outside tests names a card").
func TestNoGoFileNamesACard(t *testing.T) {
	var cs []rulebooktest.Component
	for _, x := range testContent.tenants {
		cs = append(cs, rulebooktest.Component{Kind: "tenant", ID: x.ID, Name: x.Name})
	}
	for _, x := range testContent.cards {
		cs = append(cs, rulebooktest.Component{Kind: "card", ID: x.ID, Name: x.Name})
	}
	for _, x := range testContent.tiles {
		cs = append(cs, rulebooktest.Component{Kind: "tile", ID: x.ID, Name: x.Name})
	}
	for _, x := range testContent.blueprints {
		cs = append(cs, rulebooktest.Component{Kind: "blueprint", ID: x.ID})
	}
	rulebooktest.NoGoFileNamesAComponent(t, cs, []string{".", "../expr"}, map[string]string{
		// The core rules speak of Penthouses as Floors added to a Building,
		// not only as the card: "Spires and Penthouses may add to a
		// Building's height later" (Extra Floors), "Spires and Floors added
		// via Penthouse do count for a Building's height" (Tallest Building
		// Bonus), "Do not factor in Penthouses or Spires when scoring
		// Elevators". The Building's added Floors keep that name, in the
		// save format's and the View's field "penthouse" too.
		"Penthouse": "the core rules' Floors added to a Building (Extra Floors, Tallest Building Bonus)",
		"penthouse": "the save format's and the View's field for those Floors (format version 3)",
	})
}
