package cli

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook"
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
