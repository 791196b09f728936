package capitals

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
// text as a move and applies it: no panic; the parsed move round-trips;
// Apply accepts exactly the moves Legal lists; a rejected move (or text
// that does not parse) leaves the state exactly as it was.
func FuzzApplyParsedMove(f *testing.F) {
	for _, seed := range []string{"take bakery", "place 1,0", "place -40,40", "activate 0,1 t2", "activate 0,1 from side 1,0", "activate 0,0",
		"space 3", "space 99", "effect 1", "yes", "no", "either 2", "done", "bonus prestige", "bonus cube",
		"free 1,1", "token 2,0", "seat p1", "draw market", "box fountain", ""} {
		f.Add(uint64(1), uint16(60), seed)
	}
	// Deep into a game and near its end, where the mid-game and late
	// prompts wait.
	for i, steps := range []uint16{400, 700, 1000, 1499} {
		f.Add(uint64(i+2), steps, "")
		f.Add(uint64(i+2), steps, "yes")
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint16, text string) {
		s, err := New(testContent, WithPlayers(int(seed%4)+2))
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
		rulebooktest.CheckMoveText(t, s, text, cmpDiff)
	})
}

// FuzzLoad replaces one content file with arbitrary bytes: Load never
// panics and reports problems as content errors; content that loads plays.
// Its inputs are whole content files: run it with -fuzzminimizetime 0, or
// the fuzzer spends up to a minute minimizing each new input that size.
func FuzzLoad(f *testing.F) {
	files := []string{"rules.yaml", "tracks.yaml", "initiative.yaml", "projects.yaml", "rounds.yaml",
		"power_plants.yaml", "tiles_start.yaml", "tiles_era1.yaml", "tiles_era2.yaml", "tiles_era3.yaml"}
	base := fstest.MapFS{}
	err := fs.WalkDir(content.Default(), Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(content.Default(), path)
		base[path] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		f.Fatal(err)
	}
	for i, name := range files {
		f.Add(uint8(i), base[Dir+"/"+name].Data)
	}
	f.Add(uint8(7), []byte("era: 1\ntiles:\n  - id: x\n    type: commerce\n    activation: 'gain(\"economy\", 1/0)'\n"))
	f.Add(uint8(1), []byte("tracks:\n  - {id: culture, min: 0, max: 3, start: 9, attraction: [{at: 9, below: 6}]}\n"))
	f.Add(uint8(2), []byte("spaces: [{cost: -1, multiplier: 4}]\nselectable: [{players: 2, spaces: 9}]\n"))
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
			_, _, err = rulebook.Playout(s, rulebook.NewResolver(uint64(players)), 3000, nil)
			var script *expr.RunError
			if err != nil && !errors.Is(err, rulebook.ErrDecisionBound) && !errors.As(err, &script) {
				// Only a tile's script may fail at play time (and then
				// Apply restores the state); the rules never stall.
				t.Fatalf("a random legal playout failed: %v", err)
			}
		}
	})
}
