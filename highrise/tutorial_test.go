package highrise

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// tutorialContent is the shipped content with the designer's guide's
// tutorial records (testdata/tutorial) appended to its files: YAML alone,
// loaded with Load.
func tutorialContent(t *testing.T) *Content {
	t.Helper()
	fsys := mapContent(t)
	appendTestdata(t, fsys, "tutorial")
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// appendTestdata appends the records of each file of testdata/dir (after
// its top-level key, "tenants:" in tenants.yaml) to the shipped file of
// the same name in fsys.
func appendTestdata(t *testing.T, fsys fstest.MapFS, dir string) {
	t.Helper()
	files, err := os.ReadDir(filepath.Join("testdata", dir))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		file := f.Name()
		extra, err := os.ReadFile(filepath.Join("testdata", dir, file))
		if err != nil {
			t.Fatal(err)
		}
		key := "\n" + strings.TrimSuffix(file, ".yaml") + ":\n"
		_, records, ok := strings.Cut(string(extra), key)
		if !ok {
			t.Fatalf("testdata/%s/%s has no %q", dir, file, key)
		}
		appendMap(fsys, file, records)
	}
}

// appendMap adds text at the end of a content file.
func appendMap(fsys fstest.MapFS, file, text string) {
	f := fsys[Dir+"/"+file]
	f.Data = append(append([]byte(nil), f.Data...), "\n"+text...)
}

// readyWith is a game of content c for players in mode, its setup and
// the Chance steps that follow it done with a fixed seed.
func readyWith(t *testing.T, c *Content, players int, mode string, opts ...Option) *State {
	t.Helper()
	s, err := New(c, append([]Option{WithPlayers(players), WithMode(mode)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	r := rulebook.NewResolver(5)
	var buf []Move
	for s.setup || s.ToMove() == rulebook.Chance {
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// activateIn runs the power of content c's tenant id for seat p on top of
// the pending steps, as its Building Space would.
func activateIn(t *testing.T, c *Content, s *State, p int, id string) {
	t.Helper()
	for i := range c.tenants {
		if ten := &c.tenants[i]; ten.ID == id {
			effects, err := s.runEffects(ten.effect, p, ten.Hood, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.pushEffects(effects, int8(p)); err != nil {
				t.Fatal(err)
			}
			if err := s.settle(); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no tenant %q", id)
}

func vps(s *State) []int {
	var out []int
	for p := range s.seats() {
		out = append(out, int(s.p[p].VP))
	}
	return out
}

func corruptions(s *State) []int {
	var out []int
	for p := range s.seats() {
		out = append(out, int(s.p[p].Corruption))
	}
	return out
}

// The designer's guide's tutorial: five new cards, written in YAML alone,
// each loaded and played to show that it fires.
func TestTutorialCards(t *testing.T) {
	c := tutorialContent(t)

	t.Run("charity-gala: existing verbs combined", func(t *testing.T) {
		s := readyWith(t, c, 4, ModeFull)
		s.p[0].Corruption, s.p[0].VP = 0, 0
		before := s.p[0].Yard.Total()
		activateIn(t, c, s, 0, "charity-gala")
		if n := drawAll(t, s, "red"); n != 1 || s.p[0].VP != 3 || s.p[0].Yard.Total() != before+1 {
			t.Errorf("drew %d, VP %d, Floors %d: want a draw, 3 VP and one more Floor", n, s.p[0].VP, s.p[0].Yard.Total()-before)
		}
	})

	t.Run("rival-audit: for_each over the other players", func(t *testing.T) {
		s := readyWith(t, c, 4, ModeFull)
		for p, vp := range []int16{5, 10, 3, 8} {
			s.p[p].VP, s.p[p].Corruption = vp, 0
		}
		activateIn(t, c, s, 0, "rival-audit")
		if diff := cmp.Diff([]int{0, 1, 0, 1}, corruptions(s)); diff != "" {
			t.Errorf("the players with more VP gain a Corruption (-want +got):\n%s", diff)
		}
	})

	t.Run("zoning-board: choose_n from a filtered set of Neighborhoods", func(t *testing.T) {
		s := readyWith(t, c, 4, ModeFull)
		clearBuildings(s)
		setBuilding(s, 0, 0, 0, 9) // seat 0 tallest in the first Neighborhood
		setBuilding(s, 1, 0, 1, 9)
		setBuilding(s, 1, 1, 0, 4) // but not in the second
		for p := range s.p {
			s.p[p].VP = 0
		}
		activateIn(t, c, s, 0, "zoning-board")
		var legal []string
		for _, m := range s.Legal() {
			legal = append(legal, m.String())
		}
		want := []string{"hood " + c.hoods[0].ID}
		if diff := cmp.Diff(want, legal); diff != "" {
			t.Fatalf("only the Neighborhoods where seat 0 is tallest (-want +got):\n%s", diff)
		}
		if got := s.Prompt(); !strings.Contains(got, "choose a Neighborhood") {
			t.Errorf("prompt %q", got)
		}
		play(t, s, want[0])
		last := c.tallHood[len(c.tallHood)-1]
		if s.p[0].VP != int16(last[0]) || s.p[1].VP != 0 {
			t.Errorf("VP %v, want seat 0 to score the tallest's %d", vps(s), last[0])
		}
	})

	t.Run("slot-machine: repeat_while a condition the state answers", func(t *testing.T) {
		s := readyWith(t, c, 4, ModeFull)
		stockYard(s, 0, Floors{})
		stockYard(s, 0, Floors{0: 2})
		activateIn(t, c, s, 0, "slot-machine")
		if n := drawAll(t, s, "blue"); n != 3 || s.p[0].Yard.Total() != 5 {
			t.Errorf("drew %d to hold %d Floors, want 3 draws to hold 5", n, s.p[0].Yard.Total())
		}
	})

	t.Run("whistleblower: a new ongoing card on lose-corruption, looping over players", func(t *testing.T) {
		s := readyWith(t, c, 4, ModeFull)
		activateIn(t, c, s, 0, "whistleblower")
		for p, cor := range []uint8{3, 5, 1, 4} {
			s.p[p].Corruption, s.p[p].VP = cor, 10
		}
		activateIn(t, c, s, 0, "bank") // lose 2 Corruption: down to 1
		if diff := cmp.Diff([]int{10, 9, 10, 9}, vps(s)); diff != "" {
			t.Errorf("the players with more Corruption than seat 0 lose a VP (-want +got):\n%s", diff)
		}
	})
}

// "Adding a card is a YAML edit": a Power Card copied under a new id, with
// the rules' count raised by its copies, loads and plays.
func TestCopiedCardWithCountRaised(t *testing.T) {
	fsys := mapContent(t)
	data := string(fsys[Dir+"/cards.yaml"].Data)
	start := strings.Index(data, "  - id: shipping-firm\n")
	end := start + strings.Index(data[start:], "    provenance: reconstructed\n") + len("    provenance: reconstructed\n")
	copied := strings.NewReplacer("id: shipping-firm", "id: shipping-firm-copy", "number: 1\n", "number: 98\n").Replace(data[start:end])
	appendMap(fsys, "cards.yaml", copied)
	if _, err := Load(fsys); err == nil {
		t.Fatal("three more retail cards load without raising power_cards")
	}
	editMap(t, fsys, "rules.yaml", "power_cards: 85", "power_cards: 88")
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	s := readyWith(t, c, 4, ModeFull)
	k := c.cardIndex("shipping-firm-copy")
	if k < 0 || s.stacks[k] != 3 {
		t.Fatalf("card %d, stack %v: want the copy's 3 cards", k, s.stacks)
	}
	s.stacks[k]--
	s.p[0].Up[k]++
	activateIn(t, c, s, 0, "theatre") // draw(1): the copy draws one more
	if n := drawAll(t, s, "red"); n != 2 {
		t.Errorf("drew %d Floors, want 2: the copied card fires", n)
	}
}
