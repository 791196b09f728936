package buildershigh

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
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// drawGolden is the golden drawing: a 4-player game part-way through,
// seen by p1. The view is kept as JSON beside the SVG, so the golden
// guards the drawing alone; -update plays the game afresh and rewrites both.
const (
	drawGoldenView = "testdata/draw.view.json"
	drawGoldenSVG  = "testdata/draw.svg"
)

func TestDrawSVGGolden(t *testing.T) {
	if *update {
		s := drawGame(t, 4, false)
		drawPlay(t, s, 3, 260)
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

func drawGame(t testing.TB, players int, easy bool) *State {
	t.Helper()
	s, err := New(drawContentDefault, WithPlayers(players), WithEasyMode(easy))
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
// the seats, their scores and the prompt; for every player count.
func TestDrawSVGWholeGames(t *testing.T) {
	for _, tc := range []struct {
		players int
		easy    bool
	}{{2, false}, {3, true}, {5, false}} {
		s := drawGame(t, tc.players, tc.easy)
		r := rulebook.NewResolver(uint64(tc.players))
		var buf []Move
		for n := 0; ; n++ {
			if n%23 == 0 || s.Over() {
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
	c := drawContentDefault
	var b bytes.Buffer
	if err := DrawSVG(&b, c, v); err != nil {
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
	want := []string{"Center", "Discard pile", xmlEscape(v.Prompt)}
	scores := map[rulebook.Player]int{}
	for _, p := range v.Players {
		for id, n := range p.PlayArea {
			if c, _ := drawContentDefault.Card(id); c.Deck == BuildingDeck {
				scores[p.Seat] += n
			}
		}
		want = append(want, ">"+p.Seat.String(), bhPlural(scores[p.Seat], "building"))
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

// Twins that differ only in what p may not see (Rehide swaps a card of
// another seat's hand with one of the deck) draw byte for byte the same for
// p.
func TestDrawSVGRehide(t *testing.T) {
	s := drawGame(t, 4, false)
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

// A designer's renamed budget card is drawn with its new name.
func TestDrawSVGContentNames(t *testing.T) {
	fsys := drawContent(t, "budget.yaml", "name: 2M", "name: Two Million")
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(c, WithPlayers(3))
	drawPlay(t, s, 1, 60)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := DrawSVG(&b, c, s.View(0)); err != nil {
		t.Fatal(err)
	}
	if v := s.View(0); v.Players[0].Hand["2m"]+v.Center["2m"] == 0 {
		t.Fatal("no 2M budget card in view: the test shows nothing")
	}
	if !strings.Contains(b.String(), ">Two Million<") || strings.Contains(b.String(), "<title>2M budget card") {
		t.Errorf("the drawing does not name the card by the content's new name:\n%s", b.String())
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
	s := drawGame(t, 4, false)
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
		{"a Center card the content lacks (a view of other content)", drawContentDefault, edit(func(v *View) { v.Center["no-such-card"] = 1 }), `the Center holds card "no-such-card"`},
		{"a discarded card the content lacks", drawContentDefault, edit(func(v *View) { v.Discard["no-such-card"] = 1 }), `discard pile holds card "no-such-card"`},
		{"a built card the content lacks", drawContentDefault, edit(func(v *View) { v.Players[2].PlayArea["no-such-card"] = 1 }), `p2's play area holds card "no-such-card"`},
		{"a card in hand the content lacks", drawContentDefault, edit(func(v *View) { v.Players[0].Hand["no-such-card"] = 1 }), `p0's hand holds card "no-such-card"`},
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
