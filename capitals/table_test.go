package capitals

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// A table drives a game through the exported API only (New, Legal, Apply,
// ToMove, Prompt, View), as players at a real table would: Chance answers
// with the outcomes a test chose whenever one of them is legal, and every
// decision the test does not play itself takes a plain default. Tests built
// on it survive a rewrite of the engine's internals.
type table struct {
	t      testing.TB
	s      *State
	wishes []string // Chance outcomes to take when legal ("seat p0", "draw park")
}

// newTable sets up a game and plays its setup, Chance taking the wished
// outcomes when it can.
func newTable(t testing.TB, players int, opts []Option, wishes ...string) *table {
	t.Helper()
	s, err := New(testContent, append([]Option{WithPlayers(players)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, s: s, wishes: wishes}
	tb.chance()
	return tb
}

// chance answers Chance until a player (or nobody) is to move: a wished
// outcome when one is legal, else the first legal outcome that returns no
// wished tile to the box.
func (tb *table) chance() {
	tb.t.Helper()
	for tb.s.ToMove() == rulebook.Chance {
		tb.chanceStep()
	}
}

// chanceStep answers one Chance decision (see chance).
func (tb *table) chanceStep() {
	tb.t.Helper()
	legal := tb.s.Legal()
	pick := legal[0]
	found := false
	for w, wish := range tb.wishes {
		if i := slices.IndexFunc(legal, func(m Move) bool { return m.String() == wish }); i >= 0 {
			pick, found = legal[i], true
			tb.wishes = slices.Delete(tb.wishes, w, w+1)
			break
		}
	}
	for i := 0; !found && i < len(legal); i++ {
		if !tb.wished(legal[i].Tile) {
			pick, found = legal[i], true
		}
	}
	if err := tb.s.Apply(pick); err != nil {
		tb.t.Fatalf("chance %v: %v", pick, err)
	}
}

func (tb *table) wished(tile string) bool {
	for _, w := range tb.wishes {
		if tile != "" && strings.HasSuffix(w, " "+tile) {
			return true
		}
	}
	return false
}

// play applies moves in notation, answering Chance before each.
func (tb *table) play(moves ...string) {
	tb.t.Helper()
	for _, text := range moves {
		tb.chance()
		m, err := tb.s.ParseMove(text)
		if err != nil {
			tb.t.Fatalf("parse %q: %v", text, err)
		}
		if err := tb.s.Apply(m); err != nil {
			tb.t.Fatalf("apply %q (%s): %v", text, tb.s.Prompt(), err)
		}
	}
	tb.chance()
}

// defaultMove is what a seat plays when the test does not say: end an
// Executive turn at once and take the Prestige for it, decline what a tile
// offers, else the first legal move.
func defaultMove(s *State) Move {
	legal := s.Legal()
	for _, want := range []Action{ActDone, ActPrestige, ActNo} {
		if i := slices.IndexFunc(legal, func(m Move) bool { return m.Action == want }); i >= 0 {
			return legal[i]
		}
	}
	return legal[0]
}

// until plays default moves (and Chance, one decision at a time) until
// stop holds; it fails the test if the game ends first.
func (tb *table) until(what string, stop func(*State) bool) {
	tb.t.Helper()
	for n := 0; !stop(tb.s); n++ {
		if tb.s.Over() || n > 20000 {
			tb.t.Fatalf("never reached %s (%s)", what, tb.s.Prompt())
		}
		if tb.s.ToMove() == rulebook.Chance {
			tb.chanceStep()
			continue
		}
		m := defaultMove(tb.s)
		if err := tb.s.Apply(m); err != nil {
			tb.t.Fatalf("apply %v (%s): %v", m, tb.s.Prompt(), err)
		}
	}
}

// turn reports whether seat p owes a decision whose prompt holds text.
func turn(p rulebook.Player, text string) func(*State) bool {
	return func(s *State) bool { return s.ToMove() == p && strings.Contains(s.Prompt(), text) }
}

// execTurn is seat p's Executive turn in round.
func execTurn(p rulebook.Player, round int) func(*State) bool {
	return func(s *State) bool { return s.Round() == round && turn(p, "Executive Phase: activate")(s) }
}

// legalTexts is the notation of every legal move.
func legalTexts(s *State) []string {
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	return out
}

// seatView is seat p as p sees it.
func seatView(s *State, p rulebook.Player) PlayerView { return s.View(p).Players[p] }

// tileAt is the View's entry ("id@r,c+cubes") of seat p's tile at cell, or
// "".
func tileAt(s *State, p rulebook.Player, cell string) string {
	for _, tile := range seatView(s, p).Tiles {
		if strings.Contains(tile, "@"+cell+"+") {
			return tile
		}
	}
	return ""
}
