package highrise

import (
	"testing"

	"github.com/rulebook-go/rulebook/internal/searchtest"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// TestBotsDoNotCheat: every policy of package bot, with the same seed,
// makes the same move in two states its seat cannot tell apart: Full
// Games in 2010, whose twins differ in the face-down 2030 Blueprint Card.
func TestBotsDoNotCheat(t *testing.T) {
	var configs []rulebooktest.Config[*State, Move]
	for _, c := range conformanceConfigs() {
		if c.Name == "players=3/mode=full/extra=off" || c.Name == "players=4/mode=full/extra=on" {
			configs = append(configs, c)
		}
	}
	tw, err := searchtest.FindTwins(configs, rehideView, 12, 5, 20000)
	if err != nil {
		t.Fatal(err)
	}
	mismatches, err := tw.Check(searchtest.Policies[*State, Move]())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mismatches {
		t.Errorf("%s chose %q in a state and %q in its twin (%s)", m.Policy, m.Moves[0], m.Moves[1], m.Prompt)
	}
}
