package highrise

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// End of Game (1-Player Game): "compare your final score to the following
// chart: 0–59 VP Critical Loss ... 60–69 VP Loss ... 70–79 VP Win ... 80+
// VP Critical Win", and "You are aiming to reach a score of at least 70
// VP". A solo game played to its end, its final score set on each band's
// edges: the result, the winners and the returns.
func TestSoloResultChart(t *testing.T) {
	s := ready(t, 1, ModeFull)
	if _, _, err := rulebook.Playout(s, rulebook.NewResolver(6), 20000, nil); err != nil {
		t.Fatal(err)
	}
	if !s.Over() {
		t.Fatal("the solo playout did not end")
	}
	type got struct {
		Result  string
		Winners int
		Return  float64
	}
	for _, tc := range []struct {
		reason string
		vp     int
		want   got
	}{
		{"a negative score is below 60: Critical Loss", -4, got{"critical-loss", 0, 0}},
		{"0 VP: Critical Loss", 0, got{"critical-loss", 0, 0}},
		{"59 VP: Critical Loss", 59, got{"critical-loss", 0, 0}},
		{"60 VP: Loss", 60, got{"loss", 0, 0}},
		{"69 VP: Loss", 69, got{"loss", 0, 0}},
		{"70 VP: Win", 70, got{"win", 1, 1}},
		{"79 VP: Win", 79, got{"win", 1, 1}},
		{"80 VP: Critical Win", 80, got{"critical-win", 1, 1}},
		{"120 VP: Critical Win", 120, got{"critical-win", 1, 1}},
	} {
		s.p[0].VP = int16(tc.vp)
		r, ok := s.SoloResult()
		if !ok {
			t.Fatalf("%s: no result for a finished solo game", tc.reason)
		}
		if diff := cmp.Diff(tc.want, got{r.ID, len(s.Winners()), s.Returns()[0]}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
