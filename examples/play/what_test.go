package main

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestWhat asks about cards, tiles and tenants at the prompt, in every
// game: the answer is each one the word names, with its kind and its text
// wrapped below, and the prompt again.
func TestWhat(t *testing.T) {
	for _, tc := range []struct {
		reason, game, word string
		want               []string // the lines between the prompts
	}{
		{"an id: the card, its kind and its text", "buildershigh", "condominium", []string{
			"Condominium (condominium): building card, residential, cost 12M, difficulty 2, hand ability, 3 copies",
			"    You may take 1 budget card from the Center.",
		}},
		{"a name, in another case: a Power Plant, which has no text", "capitals", "PLANT 2A", []string{
			"Plant 2A (plant-2a): Power Plant of level 2, 1 activation, 6 Energy Cubes",
		}},
		{"a Tenant and the Power Card of its name, a long text wrapped", "highrise", "investment-firm", []string{
			"Investment Firm (investment-firm): Tenant of Harbourside, offers the Power Card Investment Firm",
			"    Get an Investment Firm card: every time you stop on a Trade Space,",
			"    before the Trade, Draw one Floor.",
			"Investment Firm (investment-firm): Power Card, ongoing, 3 copies",
			"    Every time you stop on a Trade Space, before the Trade, Draw one Floor.",
			"    Then you may skip both the Trade and the Choose.",
		}},
		{"a part of names: the first eight, and how many more", "highrise", "2020", []string{
			"Two Floors 2020 (two-floors-2020): Bonus Tile of 2020, 2 random Floors on it, 3 copies",
			"Floor and UltraPlastic 2020 (floor-ultraplastic-2020): Bonus Tile of 2020, 1 random Floor on it, 1 UltraPlastic on it, 2 copies",
			"Lose 1 Corruption 2020 (lose-1-2020): Bonus Tile of 2020, 2 copies",
			"Spire 2020 (spire-2020): Bonus Tile of 2020",
			"Two Spires 2020 (two-spires-2020): Bonus Tile of 2020",
			"High-Speed Elevator Tile 2020 (high-speed-elevator-2020): Bonus Tile of 2020, the Power Card High-Speed Elevator beside it",
			"Super High-Speed Elevator Tile 2020 (super-high-speed-elevator-2020): Bonus Tile of 2020, the Power Card Super High-Speed Elevator beside it",
			"Penthouse Tile 2020 (penthouse-2020): Bonus Tile of 2020, the Power Card Penthouse beside it",
			`and 2 more that hold "2020": name one whole`,
		}},
		{"nothing named so", "capitals", "castle", []string{
			`nothing in the game is named "castle" (what NAME: a card, tile or tenant by its id or name, or a part of one)`,
		}},
		{"no word: what to ask", "buildershigh", "", []string{
			"what NAME: a card, tile or tenant of the game, by its id or name as the view and the moves write it, or a part of one",
		}},
	} {
		_, out, _ := runPlay(t, "what "+tc.word+"\nquit\n", "-game", tc.game, "-bots", "random", "-players", "2")
		_, after, ok := strings.Cut(out, "p0> ")
		if !ok {
			t.Fatalf("%s: no prompt:\n%s", tc.reason, head(out))
		}
		answer, _, _ := strings.Cut(after, "p0> ")
		if diff := cmp.Diff(tc.want, strings.Split(strings.TrimSuffix(answer, "\n"), "\n")); diff != "" {
			t.Errorf("%s: what %s (-want +got):\n%s", tc.reason, tc.word, diff)
		}
	}
}
