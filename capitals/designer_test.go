package capitals

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// withDesignerTiles copies the embedded content to a directory, appends
// the records of testdata/designer/tiles_era1.yaml to its Era I tiles with
// the counts raised, and loads it from there.
func withDesignerTiles(t *testing.T) *Content {
	t.Helper()
	return withDesignerFile(t, "tiles_era1.yaml", 5)
}

// withDesignerFile is withDesignerTiles for testdata/designer/name, which
// holds n Era I tiles.
func withDesignerFile(t *testing.T, name string, n int) *Content {
	t.Helper()
	root := copyContent(t)
	added, err := os.ReadFile(filepath.Join("testdata", "designer", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(root, Dir, "tiles_era1.yaml")
	era1, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(era1, added...), 0o644); err != nil {
		t.Fatal(err)
	}
	editFile(t, root, "rules.yaml", "era_tiles: [27, 27, 24]", fmt.Sprintf("era_tiles: [%d, 27, 24]", 27+n))
	editFile(t, root, "rules.yaml", "tiles: 143 ", fmt.Sprintf("tiles: %d ", 143+n))
	c, err := Load(os.DirFS(root))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// designerGame is a 4-player game on c at its first Building Phase
// decision, and the seat to move.
func designerGame(t *testing.T, c *Content) (*State, int) {
	t.Helper()
	s := newGameOn(t, c, 4)
	return s, int(s.stack.Top().Who)
}

// levels reads the tracks a tutorial tile moves, for every seat.
func levels(s *State, tracks ...string) map[string][]int {
	out := map[string][]int{}
	for _, tr := range tracks {
		for q := 0; q < s.Seats(); q++ {
			out[tr] = append(out[tr], s.Level(rulebook.Player(q), tr))
		}
	}
	return out
}

// changes is after minus before, track by track and seat by seat.
func changes(before, after map[string][]int) map[string][]int {
	out := map[string][]int{}
	for tr, b := range before {
		for q := range b {
			out[tr] = append(out[tr], after[tr][q]-b[q])
		}
	}
	return out
}

// TestDesignerTutorial loads the five tutorial tiles of the designer's
// guide from a directory and plays each, checking that it fires.
func TestDesignerTutorial(t *testing.T) {
	c := withDesignerTiles(t)
	t.Run("guild hall: a new combination of verbs", func(t *testing.T) {
		s, p := designerGame(t, c)
		s.cities[p].Track[tEmp] = 2
		before := levels(s, "progress", "economy")
		build(t, s, "guild-hall", -1, 1) // beside the token at -1,0
		got := changes(before, levels(s, "progress", "economy"))
		want := map[string][]int{"progress": make([]int, 4), "economy": make([]int, 4)}
		want["progress"][p], want["economy"][p] = 1, 1 // $1 for every 2 employment
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})
	t.Run("toll bridge and customs house: paid, own and others'", func(t *testing.T) {
		s, p := designerGame(t, c)
		q := (p + 1) % 4
		put(t, s, p, "toll-bridge", 1, 0)
		put(t, s, q, "customs-house", 1, 0)
		s.cities[p].Track[tEcon] = 10
		before := levels(s, "culture", "economy")
		// "To pick up any Building Tiles from the second and third rows, the
		// player pays ... their respective cost ($2 or $4)."
		s.where[inst(t, s, "cog-factory")] = locRow1
		play(t, s, "take cog-factory", "place -1,1")
		resolve(t, s)
		got := changes(before, levels(s, "culture", "economy"))
		want := map[string][]int{"culture": make([]int, 4), "economy": make([]int, 4)}
		want["culture"][p] = 1  // the Toll Bridge: its City paid
		want["economy"][p] = -2 // the $2 row
		want["economy"][q] = 1  // the Customs House: another City paid $2
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})
	t.Run("tourist board: the end of the Tourism Phase, basic game", func(t *testing.T) {
		s, p := designerGame(t, c)
		put(t, s, p, "tourist-board", 1, 0)
		// The Highest Culture: the lowest City's Tourist comes too.
		s.cities[p].Track[tCult] = 10
		before := levels(s, "culture")
		s.stack = s.stack[:0]
		s.phase, s.idx = phTourism, 0
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
		tourists := 0
		for i := range s.tourists[:s.touristCount()] {
			if int(s.tourists[i].City) == p {
				tourists++
			}
		}
		got := changes(before, levels(s, "culture"))
		want := map[string][]int{"culture": make([]int, 4)}
		want["culture"][p] = tourists
		if tourists == 0 {
			t.Fatal("no Tourist in the City")
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})
	t.Run("ministry of culture: every other player, and the first on a track", func(t *testing.T) {
		s, p := designerGame(t, c)
		for q := range 4 {
			s.cities[q].Track[tCult] = 5
		}
		before := levels(s, "culture", "public_services", "prestige")
		build(t, s, "ministry-of-culture", -1, 1)
		got := changes(before, levels(s, "culture", "public_services", "prestige"))
		want := map[string][]int{"culture": {-1, -1, -1, -1}, "public_services": make([]int, 4), "prestige": make([]int, 4)}
		want["culture"][p], want["public_services"][p] = 0, 1
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("build (-want +got):\n%s", diff)
		}
		// The end of the round: the Administrative Phase's last step.
		before = levels(s, "prestige")
		s.stack = s.stack[:0]
		s.phase, s.idx = phAdmin, 3
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
		got = changes(before, levels(s, "prestige"))
		want = map[string][]int{"prestige": make([]int, 4)}
		want["prestige"][p] = 1
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("end of round (-want +got):\n%s", diff)
		}
	})
}

// TestListenerNeverMeetsItsEvent: "which timings and events go together is
// declared data, and a card whose timing and event can never meet is a load
// error at its file:line:col".
func TestListenerNeverMeetsItsEvent(t *testing.T) {
	park := `permanent: {on: upgraded, effect: 'gain("culture", 2)'}`
	for _, tc := range []struct {
		name, listener, want string
	}{
		{"tourism never happens in the Executive Phase", `permanent: {on: tourism, during: executive, effect: 'gain("culture", 2)'}`,
			"tourism never happens during the executive phase"},
		{"an upgrade concerns no tile", `permanent: {on: upgraded, adjacent: true, effect: 'gain("culture", 2)'}`,
			"an upgraded event concerns no tile: it has no adjacency or match"},
		{"the World Expo is no City's own", `permanent: {on: expo, whose: others, effect: 'gain("culture", 2)'}`,
			"expo comes to every City at once"},
		{"another City's tile is never adjacent", `permanent: {on: activated, whose: others, adjacent: true, effect: 'gain("culture", 2)'}`,
			"another City's tile is never adjacent"},
		{"an event the rulebook does not name", `permanent: {on: sunrise, effect: 'gain("culture", 2)'}`,
			`on "sunrise" is not an event`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := copyContent(t)
			editFile(t, root, "tiles_era1.yaml", park, tc.listener)
			_, err := Load(os.DirFS(root))
			var list *content.Errors
			if !errors.As(err, &list) {
				t.Fatalf("Load: %v, want content errors", err)
			}
			b, _ := os.ReadFile(filepath.Join(root, Dir, "tiles_era1.yaml"))
			line := 0
			for i, l := range strings.Split(string(b), "\n") {
				if strings.Contains(l, tc.listener) {
					line = i + 1
				}
			}
			found := false
			for _, e := range list.List {
				found = found || strings.Contains(e.Error(), tc.want) && e.Pos.Line == line && strings.HasSuffix(e.Pos.File, "tiles_era1.yaml")
			}
			if !found {
				t.Errorf("Load: %v\nwant %q at tiles_era1.yaml:%d", err, tc.want, line)
			}
		})
	}
}

var updateEvents = flag.Bool("update-events", false, "rewrite the event table of the designer's guide from eventTable")

// TestEventDocs: the designer's guide lists the events of eventTable (go
// test -run TestEventDocs -update-events rewrites the list).
func TestEventDocs(t *testing.T) {
	const path = "../content/capitals/README.md"
	const begin, end = "<!-- events: generated from the event table; do not edit -->\n", "<!-- end of events -->\n"
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i, j := strings.Index(doc, begin), strings.Index(doc, end)
	if i < 0 || j < i {
		t.Fatalf("%s has no event table markers", path)
	}
	want := doc[:i] + begin + "\n" + eventDocs() + "\n" + doc[j:]
	if *updateEvents {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if diff := cmp.Diff(want, doc); diff != "" {
		t.Errorf("%s: the event table drifted (-want +got):\n%s", path, diff)
	}
}

// TestOthersHearWhileChoosingSpaces: in the Political Phase a City still
// choosing its Initiative space hears another City paying for one ("pay its
// space value ($) times their previous space's multiplier").
func TestOthersHearWhileChoosingSpaces(t *testing.T) {
	c := withDesignerTiles(t)
	s, _ := designerGame(t, c)
	first, last := int(s.order()[0]), int(s.order()[3])
	put(t, s, last, "customs-house", 1, 0)
	s.cities[first].Track[tEcon] = 30
	s.stack = s.stack[:0]
	s.phase, s.idx = phPolitical, 0
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	before := levels(s, "economy")
	play(t, s, "space 1")
	got := changes(before, levels(s, "economy"))
	want := map[string][]int{"economy": make([]int, 4)}
	want["economy"][first] = -3 * 4 // "$3, 4x": from the leftmost space
	want["economy"][last] = 1
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
