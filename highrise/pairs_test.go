package highrise

import (
	"regexp"
	"testing"
)

// "Which timings and events go together is declared data, and a card whose
// timing and event can never meet is a load error at its file:line:col"
// (issue 12): an ongoing card acts only when its event is raised, and no
// trigger raises after-construct (a window the holder uses cards in).
func TestCardTimingNeverMeetsItsEvent(t *testing.T) {
	tests := []struct {
		reason   string
		file     string
		old, new string
		want     string
	}{
		{reason: "an ongoing card on a window's event never fires",
			file: "cards.yaml", old: "    timing: single\n    event: after-construct\n", new: "    timing: ongoing\n    event: after-construct\n",
			want: `highrise/cards\.yaml:\d+:\d+: card "high-speed-elevator-t": a card of timing ongoing never acts at after-construct \(only \[single round\] cards meet that event\)`},
		{reason: "a single-use card on an ongoing card's event is never offered",
			file: "cards.yaml", old: "    timing: ongoing\n    event: draw\n", new: "    timing: single\n    event: draw\n",
			want: `highrise/cards\.yaml:\d+:\d+: card "shipping-firm": a card of timing single never acts at draw \(only \[ongoing\] cards meet that event\)`},
		{reason: "the pairing is data: declared for a timing, the pair loads",
			file: "cards.yaml", old: "{id: draw, timings: [ongoing]", new: "{id: draw, timings: [ongoing, round, bogus]",
			want: `highrise/cards\.yaml:\d+:\d+: event "draw": timing "bogus" must be one of`},
		{reason: "every event the rules raise is declared",
			file: "cards.yaml", old: "  - {id: game-end, timings: [game-end], doc: \"the end of the game, when scores are counted\"}\n", new: "",
			want: `highrise/cards\.yaml:\d+:\d+: events: event "game-end" is not declared`},
	}
	for _, tc := range tests {
		fsys := mapContent(t)
		editMap(t, fsys, tc.file, tc.old, tc.new)
		_, err := Load(fsys)
		if err == nil {
			t.Errorf("%s: the content loads", tc.reason)
			continue
		}
		if !regexp.MustCompile(tc.want).MatchString(err.Error()) {
			t.Errorf("%s: the error lacks %s:\n%v", tc.reason, tc.want, err)
		}
	}
	// The shipped cards' pairs all meet.
	if _, err := Load(mapContent(t)); err != nil {
		t.Fatal(err)
	}
}
