package cli

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/games"
)

// Scores writes every seat's score in seat order: "p0 12, p1 9".
func Scores(scores []int) string {
	parts := make([]string, len(scores))
	for i, v := range scores {
		parts[i] = fmt.Sprintf("%s %d", rulebook.Player(i), v)
	}
	return strings.Join(parts, ", ")
}

// Seats names seats: "p0, p2".
func Seats(ps []rulebook.Player) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.String()
	}
	return strings.Join(parts, ", ")
}

// TieBreak says, when the sole winner of f shares its score with other
// seats, how the rulebook decided between them: `tied with p2 on 35, the
// winner by the rulebook's tie-breaker: "…"`; "" otherwise.
func TieBreak(f games.Final) string {
	if len(f.TiedWith) == 0 || f.TieBreak == "" || len(f.Winners) != 1 || int(f.Winners[0]) >= len(f.Scores) {
		return ""
	}
	return fmt.Sprintf("tied with %s on %d, the winner by the rulebook's tie-breaker: %s",
		Seats(f.TiedWith), f.Scores[f.Winners[0]], f.TieBreak)
}
