package capitals

import (
	"slices"
	"strings"
	"testing"
)

// TestPlayerCountTables: initiative.yaml's selectable and rules.yaml's
// prosperity_deal are tables by player count, "one entry for every count"
// from players min to max; an entry is a mapping of the count and the
// table's own value, checked like any record.
func TestPlayerCountTables(t *testing.T) {
	tests := []rangeCase{
		{reason: "selectable leaves out a count the game is set up for", file: "initiative.yaml",
			old: "  - {players: 2, spaces: 4}\n  - {players: 3, spaces: 4}\n", new: "  ⟨- {players: 2, spaces: 4}\n",
			wantMsg: "selectable: no entry for 3 players"},
		{reason: "prosperity_deal leaves out a count the game is set up for", file: "rules.yaml",
			old: "  - {players: 2, tiles: 6}\n  - {players: 3, tiles: 6}\n", new: "  ⟨- {players: 2, tiles: 6}\n",
			wantMsg: "prosperity_deal: no entry for 3 players"},
		{reason: "a misspelt key in a selectable entry", file: "initiative.yaml",
			old: "{players: 3, spaces: 4}", new: "{players: 3, ⟨spacez: 4}",
			wantMsg: `unknown field "spacez" in mapping (known: players, spaces)`},
		{reason: "a prosperity_deal entry without its tiles", file: "rules.yaml",
			old: "{players: 3, tiles: 6}", new: "⟨{players: 3}",
			wantMsg: `missing required field "tiles" in mapping`},
		{reason: "a count out of the seats' range", file: "initiative.yaml",
			old: "{players: 3, spaces: 4}", new: "{players: ⟨6, spaces: 4}",
			wantMsg: "players: 6 is out of range (2 to 5)"},
	}
	for _, tc := range tests {
		got, want := loadEdited(t, tc)
		if !slices.Contains(got, want) {
			t.Errorf("%s: errors do not include\n%s\ngot:\n%s", tc.reason, want, strings.Join(got, "\n"))
		}
	}
}
