package main

import (
	"errors"
	"fmt"
	"sort"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/games"
)

// maxDecisions bounds one played game; the games' own bounds end them far
// sooner.
const maxDecisions = 100_000

// fault is one script failure met in play, with where it was first met.
type fault struct {
	msg     string // file:line:col: script: message
	games   int    // games in which it stopped play
	seed    uint64 // the first of them
	options string
}

// playFaults plays n seeded random games of l, spread over every player
// count the content allows, and returns each distinct failure of the
// content met in play (a script that fails, a decision left with no move),
// at its file:line:col under dir, in the order of first meeting.
func playFaults(l games.Loaded, dir string, n int) []fault {
	var seats []int
	for p := 1; p <= 8; p++ {
		if l.Setup(cli.Options(p)) == nil {
			seats = append(seats, p)
		}
	}
	if len(seats) == 0 {
		return nil
	}
	byMsg := map[string]*fault{}
	var order []*fault
	for i := 0; i < n; i++ {
		seed := uint64(i + 1)
		options := l.Bound(cli.Options(seats[i%len(seats)]))
		_, err := l.Play(options, seed, games.Random, maxDecisions)
		msg := faultText(dir, err)
		if msg == "" {
			continue
		}
		f := byMsg[msg]
		if f == nil {
			f = &fault{msg: msg, seed: seed, options: options}
			byMsg[msg] = f
			order = append(order, f)
		}
		f.games++
	}
	sort.SliceStable(order, func(a, b int) bool { return order[a].seed < order[b].seed })
	out := make([]fault, len(order))
	for i, f := range order {
		out[i] = *f
	}
	return out
}

// faultText is the content failure err reports, placed under dir, or ""
// when err is none (a game that reached its bound is no fault here).
func faultText(dir string, err error) string {
	var re *expr.RunError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &re):
		return cli.Position(dir, re.Pos) + ": script: " + re.Msg
	case errors.Is(err, rulebook.ErrContent), errors.Is(err, rulebook.ErrNoLegalMove):
		return err.Error()
	}
	return ""
}

// String reads "file:line:col: script: message (in play: 3 of the games, first seed 7, players=2)".
func (f fault) String() string {
	return fmt.Sprintf("%s (in play: %s, first with seed %d, %s)", f.msg, cli.Count(f.games, "game"), f.seed, f.options)
}
