package buildershigh

import (
	"testing"

	"github.com/rulebook-go/rulebook/rulebooktest"
)

// TestNoGoFileNamesACard: no Go file of the package or of expr outside
// tests names a card (budget, building or city planning) of the content,
// by id or display name (the shared check of rulebooktest).
func TestNoGoFileNamesACard(t *testing.T) {
	var cs []rulebooktest.Component
	for _, x := range testContent.cards {
		cs = append(cs, rulebooktest.Component{Kind: "card", ID: x.ID, Name: x.Name})
	}
	// The budget cards are the rulebook's money: each is its denomination
	// ("45 Budget Cards (21 2M, 15 5M, 9 10M)"), which the rules speak of
	// as amounts ("costs 10M"), and moves name the card by its value.
	money := "a budget card is a denomination of the rulebook's money (Contents: \"21 2M, 15 5M, 9 10M\")"
	rulebooktest.NoGoFileNamesAComponent(t, cs, []string{".", "../expr"}, map[string]string{
		"2M": money, "5M": money, "10M": money,
		"2m": money + "; moves and records name it by id", "5m": money + "; moves and records name it by id", "10m": money + "; moves and records name it by id",
	})
}
