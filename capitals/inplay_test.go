package capitals

import "testing"

func TestInPlay(t *testing.T) {
	for _, tc := range []struct {
		reason     string
		players    int
		prosperity bool
		id         string
		want       bool
	}{
		{"an Era tile with no mark", 2, false, "market", true},
		{"a tile marked for 5 players in a 4-player game", 4, false, "restaurant", false},
		{"that tile with 5 players", 5, false, "restaurant", true},
		{"a tile marked for 4 players with 4", 4, false, "cobbler", true},
		{"a Prosperity tile without the add-on", 3, false, "church", false},
		{"a Prosperity tile with it", 3, true, "church", true},
		{"a starting tile", 2, false, "city-hall", true},
		{"a Power Plant", 2, false, "plant-4a", true},
		{"an id the content lacks", 5, true, "castle", false},
	} {
		s, err := New(testContent, WithPlayers(tc.players), WithProsperity(tc.prosperity))
		if err != nil {
			t.Fatal(err)
		}
		if got := s.InPlay(tc.id); got != tc.want {
			t.Errorf("%s: InPlay(%q) = %t; want %t", tc.reason, tc.id, got, tc.want)
		}
	}
}
