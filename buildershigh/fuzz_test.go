package buildershigh

import (
	"errors"
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// FuzzApplyParsedMove plays a seeded game some way, then parses arbitrary
// text as a move and applies it: no panic, and a rejected move (or text
// that does not parse) leaves the state exactly as it was.
func FuzzApplyParsedMove(f *testing.F) {
	for _, seed := range []string{"build bank", "pay 2+2+5+5", "take 2m", "exchange 2m for 10m", "first p9",
		"card skyline", "from planning", "pay 0", "pay 255+255", "either 3", "use", "plan x y", ""} {
		f.Add(uint64(1), uint16(80), seed)
	}
	// Deep into a game and near its end, where the mid-game and late
	// prompts wait.
	for i, steps := range []uint16{400, 700, 1000, 1499} {
		f.Add(uint64(i+2), steps, "")
		f.Add(uint64(i+2), steps, "yes")
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint16, text string) {
		s, err := New(testContent, WithPlayers(int(seed%4)+2), WithEasyMode(seed%7 == 0))
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		var buf []Move
		for i := 0; i < int(steps%2000) && !s.Over(); i++ {
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		rulebooktest.CheckMoveText(t, s, text, cmpDiff)
	})
}

// FuzzLoad replaces one content file with arbitrary bytes: Load never
// panics, and reports problems as content errors; content that loads plays.
// Its inputs are whole content files: run it with -fuzzminimizetime 0, or
// the fuzzer spends up to a minute minimizing each new input that size.
func FuzzLoad(f *testing.F) {
	files := []string{"rules.yaml", "budget.yaml", "buildings.yaml", "planning.yaml"}
	base := fstest.MapFS{}
	for i, name := range files {
		data, err := fs.ReadFile(content.Default(), Dir+"/"+name)
		if err != nil {
			f.Fatal(err)
		}
		base[Dir+"/"+name] = &fstest.MapFile{Data: data}
		f.Add(uint8(i), data)
	}
	f.Add(uint8(2), []byte("buildings:\n  - id: x\n    ability: {timing: hand, effect: 'draw(\"budget\", 1/0)'}\n"))
	f.Add(uint8(3), []byte("planning: [{id: a, requirement: 'count(\"civic\") > 1 && hand_of(\"x\") > 0'}]"))
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		fsys := fstest.MapFS{}
		for k, v := range base {
			fsys[k] = v
		}
		fsys[Dir+"/"+files[int(which)%len(files)]] = &fstest.MapFile{Data: data}
		c, err := Load(fsys)
		if err != nil {
			if !errors.Is(err, content.ErrInvalid) {
				t.Fatalf("Load: %v does not wrap content.ErrInvalid", err)
			}
			return
		}
		lo, hi := c.Players()
		for _, players := range []int{lo, hi} {
			s, err := New(c, WithPlayers(players))
			if err != nil {
				t.Fatalf("content loads but New(%d players) fails: %v", players, err)
			}
			_, _, err = rulebook.Playout(s, rulebook.NewResolver(uint64(players)), 1500, nil)
			var script *expr.RunError
			if err != nil && !errors.Is(err, rulebook.ErrDecisionBound) && !errors.As(err, &script) {
				// Only a card's script may fail at play time (and then
				// Apply restores the state); the rules never stall.
				t.Fatalf("a random legal playout failed: %v", err)
			}
		}
	})
}
