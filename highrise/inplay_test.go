package highrise

import "testing"

func TestInPlay(t *testing.T) {
	for _, tc := range []struct {
		reason string
		mode   string
		extras string
		id     string
		want   bool
	}{
		{"an Introductory Tenant in the Introductory game", ModeIntro, "off", "shipping-firm", true},
		{"a Tenant of the other games is not in the Introductory game", ModeIntro, "off", "casino", false},
		{"that Tenant in the Standard game", ModeStandard, "off", "casino", true},
		{"an Extra Tenant with extra_tenants off", ModeFull, "off", "law-firm", false},
		{"an Extra Tenant with extra_tenants on", ModeFull, "on", "law-firm", true},
		{"a Power Card of the expansion with it off", ModeFull, "off", "luxury", false},
		{"that Power Card with it on", ModeFull, "on", "luxury", true},
		{"a Power Card of the retail deck", ModeFull, "off", "mayors-office", true},
		{"a Bonus Tile of 2010 in a game that starts in 2020", ModeStandard, "off", "spire-2010", false},
		{"a Bonus Tile of 2010 in the Full game", ModeFull, "off", "spire-2010", true},
		{"a Bonus Tile of 2020 in the Standard game", ModeStandard, "off", "spire-2020", true},
		{"an id the content lacks", ModeFull, "on", "castle", false},
	} {
		s, err := New(testContent, WithPlayers(4), WithMode(tc.mode), WithRule("extra_tenants", tc.extras))
		if err != nil {
			t.Fatal(err)
		}
		if got := s.InPlay(tc.id); got != tc.want {
			t.Errorf("%s: InPlay(%q) = %t; want %t", tc.reason, tc.id, got, tc.want)
		}
	}
}
