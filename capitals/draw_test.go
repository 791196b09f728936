package capitals

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// drawGolden is the golden drawing: a 4-player game with the Prosperity
// add-on part-way through Era II, seen by p1. The view is kept as JSON beside the SVG, so the golden
// guards the drawing alone; -update plays the game afresh and rewrites both.
const (
	drawGoldenView = "testdata/draw.view.json"
	drawGoldenSVG  = "testdata/draw.svg"
)

func TestDrawSVGGolden(t *testing.T) {
	if *update {
		s := drawGame(t, 4, true)
		drawPlay(t, s, 3, 240)
		data, err := json.MarshalIndent(s.View(1), "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(drawGoldenView, append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(drawGoldenView)
	if err != nil {
		t.Fatalf("%v (run the test with -update to write it)", err)
	}
	var v View
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	if err := DrawSVG(&got, drawContentDefault, v); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(drawGoldenSVG, got.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(drawGoldenSVG)
	if err != nil {
		t.Fatalf("%v (run the test with -update to write it)", err)
	}
	if d := cmp.Diff(string(want), got.String()); d != "" {
		t.Errorf("DrawSVG differs from %s (-want +got; run with -update after a deliberate change):\n%s", drawGoldenSVG, d)
	}
}

func drawGame(t testing.TB, players int, prosperity bool) *State {
	t.Helper()
	s, err := New(drawContentDefault, WithPlayers(players), WithProsperity(prosperity))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// drawPlay plays n random decisions of s, Chance seeded with seed.
func drawPlay(t testing.TB, s *State, seed uint64, n int) {
	t.Helper()
	r := rulebook.NewResolver(seed)
	var buf []Move
	for i := 0; i < n && !s.Over(); i++ {
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

// Every drawing of a game, for every seat, is well-formed XML that shows
// the seats, the tracks and the prompt; for every player count.
func TestDrawSVGWholeGames(t *testing.T) {
	for _, tc := range []struct {
		players    int
		prosperity bool
	}{{2, true}, {5, false}} {
		s := drawGame(t, tc.players, tc.prosperity)
		r := rulebook.NewResolver(uint64(tc.players))
		var buf []Move
		for n := 0; ; n++ {
			if n%41 == 0 || s.Over() {
				for p := 0; p < tc.players; p++ {
					checkDrawing(t, s.View(rulebook.Player(p)))
				}
			}
			if s.Over() {
				break
			}
			var m Move
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// checkDrawing draws v and checks the document parses and names what a
// person looks for.
func checkDrawing(t *testing.T, v View) {
	t.Helper()
	var b bytes.Buffer
	if err := DrawSVG(&b, drawContentDefault, v); err != nil {
		t.Fatalf("%s: %v", v.Prompt, err)
	}
	dec := xml.NewDecoder(bytes.NewReader(b.Bytes()))
	for {
		_, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: the SVG is not well-formed: %v", v.Prompt, err)
		}
	}
	text := b.String()
	want := []string{"Population", "Initiative Track", xmlEscape(v.Prompt)}
	for _, p := range v.Players {
		want = append(want, ">"+p.Seat.String())
		if p.Prestige != nil && !v.Over {
			want = append(want, strconv.Itoa(*p.Prestige)+" Prestige")
		}
	}
	for _, n := range v.Scores {
		want = append(want, strconv.Itoa(n)+" Prestige")
	}
	if v.Over {
		want[2] = "The game is over."
	}
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("%s: the drawing has no %q", v.Prompt, w)
		}
	}
}

func xmlEscape(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return strings.ReplaceAll(strings.ReplaceAll(b.String(), "&#39;", "'"), "&#34;", "&quot;")
}

// Twins that differ only in what p may not see (Rehide changes another
// seat's Prestige and swaps hidden Prosperity tiles) draw byte for byte the
// same for p.
func TestDrawSVGRehide(t *testing.T) {
	s := drawGame(t, 4, true)
	r := rulebook.NewResolver(11)
	rng := rand.New(rand.NewPCG(1, 2))
	var buf []Move
	twins := 0
	for n := 0; n < 400 && !s.Over(); n++ {
		for p := rulebook.Player(0); p < 4 && n%5 == 0; p++ {
			twin, ok := rehide(s, p, rng)
			if !ok {
				continue
			}
			twins++
			var a, b bytes.Buffer
			if err := DrawSVG(&a, s.c, s.View(p)); err != nil {
				t.Fatal(err)
			}
			if err := DrawSVG(&b, twin.c, twin.View(p)); err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(a.String(), b.String()); d != "" {
				t.Fatalf("decision %d: the drawing for %v shows a hidden thing (-original +twin):\n%s", n, p, d)
			}
		}
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if twins == 0 {
		t.Fatal("Rehide made no twins: the test checked nothing")
	}
}

// A designer's renamed tile is drawn with its new name.
func TestDrawSVGContentNames(t *testing.T) {
	fsys := drawContent(t, "tiles_start.yaml", "name: City Hall", "name: Town Hall")
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(c, WithPlayers(3))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := DrawSVG(&b, c, s.View(0)); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), ">Town Hall<") || strings.Contains(b.String(), "City Hall") {
		t.Error("the drawing does not name the tile by the content's new name")
	}
}

// drawContent is the embedded content with one edit to one file.
func drawContent(t *testing.T, file, old, new string) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	src := content.Default()
	err := fs.WalkDir(src, Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(src, path)
		if filepath.Base(path) == file {
			if !bytes.Contains(data, []byte(old)) {
				t.Fatalf("%s has no %q", file, old)
			}
			data = bytes.Replace(data, []byte(old), []byte(new), 1)
		}
		fsys[path] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return fsys
}

// A view DrawSVG cannot draw is an error, never a panic or a half-truth.
func TestDrawSVGErrors(t *testing.T) {
	s := drawGame(t, 4, true)
	drawPlay(t, s, 5, 120)
	good := s.View(0)
	edit := func(f func(v *View)) View {
		data, _ := json.Marshal(good)
		var v View
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatal(err)
		}
		f(&v)
		return v
	}
	for _, tc := range []struct {
		name    string
		c       *Content
		v       View
		wantErr string
	}{
		{"no content: nothing to name things by", nil, good, "no content"},
		{"another game's view", drawContentDefault, edit(func(v *View) { v.Game = "highrise" }), `of game "highrise"`},
		{"a tile the content lacks (a view of other content)", drawContentDefault, edit(func(v *View) { v.Players[1].Tiles[0] = "no-such-tile@0,0+0" }), `lacks: "no-such-tile"`},
		{"a tile with no cell", drawContentDefault, edit(func(v *View) { v.Players[1].Tiles[0] = "city-hall" }), `not "id@r,c+cubes"`},
		{"a Power Plant the content lacks", drawContentDefault, edit(func(v *View) { v.Players[2].Plant = "plant-9z" }), `"plant-9z"`},
		{"a Projects Area tile the content lacks", drawContentDefault, edit(func(v *View) { v.Rows[0] = append(v.Rows[0], "no-such-tile") }), `Projects Area holds tile "no-such-tile"`},
		{"a Construction Token off the grid's notation", drawContentDefault, edit(func(v *View) { v.Players[0].Tokens[0] = "x" }), `not at "r,c"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := DrawSVG(io.Discard, tc.c, tc.v)
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("DrawSVG error = %v, want one containing %q", err, tc.wantErr)
			}
		})
	}
	if err := DrawSVG(failWriter{}, drawContentDefault, good); !errors.Is(err, errDrawWrite) {
		t.Errorf("a failing writer: DrawSVG error = %v, want %v", err, errDrawWrite)
	}
}

// drawContentDefault is the embedded content, loaded once for the drawing
// tests.
var drawContentDefault = MustDefault()

var errDrawWrite = errors.New("disk full")

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errDrawWrite }

// TestDrawSVGDrawsEveryRowTile: "Next to the $0 row of the Projects Area,
// place two Era I Building Tiles plus one more for every player": with 5
// players the $0 row holds 7 tiles at setup (and again at each new Era),
// and the drawing shows each of them, in every row, at every player count.
func TestDrawSVGDrawsEveryRowTile(t *testing.T) {
	for players := 2; players <= 5; players++ {
		s := drawGame(t, players, false)
		playChance(t, s, uint64(players))
		v := s.View(0)
		if got, want := len(v.Rows[0]), players+2; got != want {
			t.Fatalf("%d players: %d tiles in the $0 row at setup, want %d", players, got, want)
		}
		var b bytes.Buffer
		if err := DrawSVG(&b, s.c, v); err != nil {
			t.Fatal(err)
		}
		var missing []string
		for _, id := range v.Rows[0] {
			tile := &s.c.tiles[s.c.byID[id]]
			var title bytes.Buffer
			if err := xml.EscapeText(&title, []byte(tile.Name+" ("+s.c.types[tile.Type]+")")); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), "<title>"+title.String()) {
				missing = append(missing, id)
			}
		}
		if len(missing) > 0 {
			t.Errorf("%d players: the drawing leaves out %v of the $0 row %v", players, missing, v.Rows[0])
		}
	}
}

// TestDrawSVGCountsATilesCubes: "The cost to activate a Building Tile is:
// One more Energy Cube than all of the Energy Cubes currently on the
// Building Tile": a tile activated again and again in an Era holds many
// cubes (2, then 6, then 14 on a tile with 1 printed cube), and the drawing
// says how many, beyond the 8 it draws one by one.
func TestDrawSVGCountsATilesCubes(t *testing.T) {
	for _, tc := range []struct {
		reason string
		cubes  uint8
		want   []string // in the drawing
	}{
		{"6 cubes: drawn one by one, and named in the tile's title", 6, []string{"City Hall (public): Activate: lose 1 culture to gain 1 employment. · 6 Energy Cubes on it</title>"}},
		{"14 cubes: more than are drawn one by one: the count is written", 14, []string{"· 14 Energy Cubes on it</title>", ">×14</text>"}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := drawGame(t, 4, false)
			drawPlay(t, s, 1, 40)
			s.cities[0].Cells[0].Cubes = tc.cubes
			var b bytes.Buffer
			if err := DrawSVG(&b, s.c, s.View(0)); err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !strings.Contains(b.String(), w) {
					t.Errorf("the drawing holds no %q", w)
				}
			}
		})
	}
}

// TestDrawSVGMarkersStayInTheirTrack: "Place one Player Marker from each
// player in every space indicated by the starting symbol": at the start of
// a 5-player game five markers share a space of every track, and the
// drawing stacks them within the track's row, clear of the next track's
// spaces.
func TestDrawSVGMarkersStayInTheirTrack(t *testing.T) {
	marker := regexp.MustCompile(`<title>p\d Population \d+</title><circle cx="[0-9.]+" cy="([0-9.]+)" r="([0-9.]+)"`)
	label := regexp.MustCompile(`<text x="[0-9.]+" y="([0-9.]+)"[^>]*>Employment</text>`)
	for players := 2; players <= 5; players++ {
		s := drawGame(t, players, false)
		var b bytes.Buffer
		if err := DrawSVG(&b, s.c, s.View(0)); err != nil {
			t.Fatal(err)
		}
		next := label.FindStringSubmatch(b.String())
		if next == nil {
			t.Fatal("no Employment row in the drawing")
		}
		// The Employment row's spaces begin 13 pixels above its label's
		// baseline (the label at row+19, the spaces at row+6).
		top, _ := strconv.ParseFloat(next[1], 64)
		top -= 13
		found := 0
		for _, m := range marker.FindAllStringSubmatch(b.String(), -1) {
			found++
			cy, _ := strconv.ParseFloat(m[1], 64)
			r, _ := strconv.ParseFloat(m[2], 64)
			if cy+r > top {
				t.Errorf("%d players: a Population marker reaches down to %.1f, into the Employment row at %.1f", players, cy+r, top)
			}
		}
		if found != players {
			t.Errorf("%d players: %d Population markers drawn, want %d", players, found, players)
		}
	}
}

// TestDrawSVGNeutralMarkerAtTheStart: the 2-player game's "Place 1 neutral
// Player Marker at the starting space of the Culture Track": the drawing
// shows it there from setup, before "the neutral Player Marker advances 1
// Level on the Culture Track" at the first Administrative Phase.
func TestDrawSVGNeutralMarkerAtTheStart(t *testing.T) {
	s := drawGame(t, 2, false)
	var b bytes.Buffer
	if err := DrawSVG(&b, s.c, s.View(0)); err != nil {
		t.Fatal(err)
	}
	want := "<title>neutral Culture marker " + strconv.Itoa(s.c.tracks[tCult].Start) + "</title>"
	if !strings.Contains(b.String(), want) {
		t.Errorf("the 2-player drawing at setup holds no %q", want)
	}
}
