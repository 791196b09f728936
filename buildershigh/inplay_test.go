package buildershigh

import "testing"

func TestInPlay(t *testing.T) {
	for _, tc := range []struct {
		reason string
		easy   bool
		id     string
		want   bool
	}{
		{"a city planning card", false, "residential-district", true},
		{"a city planning card in Easy Mode, which removes them", true, "residential-district", false},
		{"a building card in Easy Mode", true, "condominium", true},
		{"a budget card", true, "5m", true},
		{"an id the content lacks", false, "castle", false},
	} {
		s, err := New(testContent, WithPlayers(3), WithEasyMode(tc.easy))
		if err != nil {
			t.Fatal(err)
		}
		if got := s.InPlay(tc.id); got != tc.want {
			t.Errorf("%s: InPlay(%q) = %t; want %t", tc.reason, tc.id, got, tc.want)
		}
	}
}
