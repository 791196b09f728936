package highrise

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
	for _, seed := range []string{"go take-red-1", "go bonus-1a", "build A red2+up1", "place east-gardens-2", "suburbs",
		"trade orange2 blue", "either 2", "from p2 red", "use mayors-office", "go construct-eg-1 mayor same-zone",
		"cover A red", "switch red blue", "count 3", "lose 1", "floor red", "tile x", ""} {
		f.Add(uint64(1), uint16(120), seed)
	}
	// Deep into a game and near its end, where the mid-game and late
	// prompts wait.
	for i, steps := range []uint16{400, 700, 1000, 1499} {
		f.Add(uint64(i+2), steps, "")
		f.Add(uint64(i+2), steps, "yes")
	}
	modes := []string{ModeIntro, ModeStandard, ModeFull}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint16, text string) {
		extras := "off"
		if seed%5 == 0 {
			extras = "on"
		}
		s, err := New(testContent, WithPlayers(3+int(seed%2)), WithMode(modes[seed/2%3]), WithRule("extra_tenants", extras))
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		var buf []Move
		for i := 0; i < int(steps%1500) && !s.Over(); i++ {
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		rulebooktest.CheckMoveText(t, s, text, cmpStates)
	})
}

// FuzzLoad replaces one content file with arbitrary bytes: Load never
// panics, and reports problems as content errors; content that loads plays.
// Its inputs are whole content files: run it with -fuzzminimizetime 0, or
// the fuzzer spends up to a minute minimizing each new input that size.
func FuzzLoad(f *testing.F) {
	files := []string{"rules.yaml", "corruption.yaml", "board.yaml", "actions.yaml", "blueprints.yaml", "tenants.yaml", "cards.yaml", "tiles.yaml"}
	base := fstest.MapFS{}
	for i, name := range files {
		data, err := fs.ReadFile(content.Default(), Dir+"/"+name)
		if err != nil {
			f.Fatal(err)
		}
		base[Dir+"/"+name] = &fstest.MapFile{Data: data}
		f.Add(uint8(i), data)
	}
	f.Add(uint8(6), []byte("cards:\n  - {id: x, name: X, number: 1, count: 85, timing: single, event: draw, text: t, effect: 'draw(1/0)', provenance: rulebook}\n"))
	f.Add(uint8(3), []byte("actions: [{id: a, name: A, effect: 'repeat(99, [draw(floors())])'}]"))
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
		for _, players := range []int{c.minPlayers, c.maxPlayers} {
			mode := c.modes[0].ID
			if modes := c.count(players).Modes; len(modes) > 0 {
				mode = modes[0] // a player count that allows only some modes
			}
			s, err := New(c, WithPlayers(players), WithMode(mode))
			var script *expr.RunError
			if err != nil {
				if errors.As(err, &script) {
					continue
				}
				t.Fatalf("content loads but New(%d players) fails: %v", players, err)
			}
			_, _, err = rulebook.Playout(s, rulebook.NewResolver(uint64(players)), 3000, nil)
			// A script of odd content may fail at play time (Apply then
			// restores the state); the rules never stall and never refuse
			// a move they listed.
			if errors.Is(err, rulebook.ErrNoLegalMove) || errors.Is(err, rulebook.ErrIllegal) {
				t.Fatalf("a random legal playout failed: %v", err)
			}
		}
	})
}
