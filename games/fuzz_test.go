package games

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// FuzzReplayRecord reads arbitrary text as a game record and replays it,
// as a program verifying a game played on a real table does with a record
// someone typed or a file damaged: no panic; text that is no record is a
// *rulebook.SyntaxError at a line of the text; a record that does not
// replay is a *rulebook.ReplayError naming the header or the line of one
// of its moves; one that replays played every move. The seeds are whole
// games of each game, recorded with both policies, and a few cut or
// damaged copies.
func FuzzReplayRecord(f *testing.F) {
	loaded := map[string]Loaded{}
	for _, g := range All {
		l, err := g.Load(content.Default())
		if err != nil {
			f.Fatal(err)
		}
		loaded[g.Name()] = l
		for seed, policy := range []Policy{Random, Rank} {
			rec, err := l.Record(l.Bound("players=3"), uint64(seed+1), policy, 100000)
			if err != nil {
				f.Fatal(err)
			}
			text := rec.String()
			f.Add(text)
			f.Add(text[:len(text)/3])
			f.Add(strings.Replace(text, "p1 ", "p2 ", 1))
			f.Add(strings.Replace(text, "players=3", "players=5", 1))
		}
	}
	f.Add("")
	f.Add("[Game \"highrise\"]\n[Options \"players=4 mode=full\"]\nchance deal\n")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := rulebook.ReadRecord(strings.NewReader(text))
		if err != nil {
			var syn *rulebook.SyntaxError
			if !errors.As(err, &syn) || syn.Line < 1 || syn.Line > strings.Count(text, "\n")+2 {
				t.Fatalf("ReadRecord: %v (%T), want a *rulebook.SyntaxError at a line of the text", err, err)
			}
			return
		}
		l, ok := loaded[rec.Header.Game]
		if !ok {
			return // no game of the registry: the caller chooses the rules
		}
		final, err := l.Replay(rec)
		if err == nil {
			if final.Moves != len(rec.Moves) {
				t.Fatalf("replayed %d of %d moves without an error", final.Moves, len(rec.Moves))
			}
			return
		}
		var re *rulebook.ReplayError
		if !errors.As(err, &re) {
			t.Fatalf("Replay: %v (%T), want a *rulebook.ReplayError", err, err)
		}
		if re.Line == 0 && re.Player == rulebook.Nobody {
			return // the header
		}
		for _, m := range rec.Moves {
			if m.Line == re.Line && m.Player == re.Player {
				return
			}
		}
		t.Fatalf("Replay: %v names line %d, %v: no move of the record", err, re.Line, re.Player)
	})
}
