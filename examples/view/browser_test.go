package main

import (
	"bytes"
	"flag"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rulebook-go/rulebook/examples/internal/cli"
)

// pageState is what the tests read of the page's DOM.
type pageState struct {
	Frame  string   `json:"frame"`
	Status string   `json:"status"`
	Scores []string `json:"scores"`
	Seats  []string `json:"seats"`
	SVG    string   `json:"svg"`
	Ready  string   `json:"ready"`
}

const readPage = `({
  frame: document.body.dataset.frame,
  status: document.getElementById("status").textContent,
  scores: Array.from(document.querySelectorAll("#scores .score"), e => e.textContent),
  seats: Array.from(document.querySelectorAll("#scores tr"), e => e.textContent),
  svg: (document.querySelector("#table svg") || {textContent: ""}).textContent,
  ready: document.body.dataset.readyMs || ""
})`

// Each game's record in headless Chromium, at the first, a middle and the
// last decision: the screenshot is not blank, and the DOM holds the seats,
// their scores and the prompt of that decision; the arrows and Home/End
// move through the decisions. -update rewrites the README's screenshots.
func TestBrowser(t *testing.T) {
	b := startBrowser(t)
	for _, g := range samples {
		t.Run(g.game, func(t *testing.T) {
			rec := record(t, g)
			st := storyOf(t, rec, g.seat)
			path := filepath.Join(t.TempDir(), g.game+".html")
			if code, _, errs := view(t, "", "-seat", g.seat, "-o", path, writeRecord(t, rec)); code != cli.ExitOK {
				t.Fatalf("exit status %d: %s", code, errs)
			}
			n := len(st.Frames) - 1
			for _, k := range []int{0, n / 2, n} {
				b.open(t, "file://"+path+"?"+strconv.Itoa(k)+"#"+strconv.Itoa(k+1)) // a query: a new document, not a jump within one
				var ps pageState
				b.eval(t, readPage, &ps)
				f := st.Frames[k]
				if ps.Frame != strconv.Itoa(k) {
					t.Fatalf("#%d opened frame %s, want %d", k+1, ps.Frame, k)
				}
				if prompt := trimWho(f.Prompt, f.ToMove); !strings.HasSuffix(ps.Status, prompt) {
					t.Errorf("frame %d: the status reads %q, want the prompt %q", k, ps.Status, prompt)
				}
				if strings.Join(ps.Scores, "|") != strings.Join(f.Scores, "|") {
					t.Errorf("frame %d: the scores read %q, want %q", k, ps.Scores, f.Scores)
				}
				for q := 0; q < st.Seats; q++ {
					seat := "p" + strconv.Itoa(q)
					if q >= len(ps.Seats) || !strings.HasPrefix(ps.Seats[q], seat) || !strings.Contains(ps.SVG, seat) {
						t.Errorf("frame %d: seat %s is not in the score table or the drawing", k, seat)
					}
				}
				shot := b.screenshot(t)
				checkNotBlank(t, shot)
				if *update && k == n/2 {
					if err := os.WriteFile(filepath.Join("testdata", g.game+".png"), shot, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			b.open(t, "file://"+path)
			for _, step := range []struct {
				key  string
				code int
				want int
			}{{"ArrowRight", 39, 1}, {"ArrowRight", 39, 2}, {"ArrowLeft", 37, 1}, {"PageDown", 34, 11}, {"End", 35, n}, {"ArrowRight", 39, n}, {"Home", 36, 0}} {
				b.key(t, step.key, step.code)
				var ps pageState
				b.eval(t, readPage, &ps)
				if ps.Frame != strconv.Itoa(step.want) {
					t.Fatalf("after %s: frame %s, want %d", step.key, ps.Frame, step.want)
				}
			}
		})
	}
}

// checkNotBlank fails for a screenshot of one colour, or of little but
// the background.
func checkNotBlank(t *testing.T, shot []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("the screenshot is not a PNG: %v", err)
	}
	colors := map[[3]uint32]int{}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y += 3 {
		for x := r.Min.X; x < r.Max.X; x += 3 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			colors[[3]uint32{cr >> 12, cg >> 12, cb >> 12}]++
		}
	}
	top := 0
	for _, n := range colors {
		top = max(top, n)
	}
	total := (r.Dx()/3 + 1) * (r.Dy()/3 + 1)
	if len(colors) < 40 || top > total*9/10 {
		t.Errorf("the screenshot looks blank: %d colours, the commonest on %d of %d pixels", len(colors), top, total)
	}
}

// A record of 1,000 decisions opens in headless Chromium in under 2 s: the
// page draws its first table that soon after navigation starts.
// openTime turns the open time into a check; by default the test only logs
// it, since a shared or loaded machine says nothing about the page.
var openTime = flag.Bool("browser.time", false, "fail TestBrowserOpenTime when the first table takes 2 s or more (on a quiet machine)")

func TestBrowserOpenTime(t *testing.T) {
	b := startBrowser(t)
	rec := longRecord(t)
	path := filepath.Join(t.TempDir(), "long.html")
	if code, _, errs := view(t, "", "-o", path, writeRecord(t, rec)); code != cli.ExitOK {
		t.Fatalf("exit status %d: %s", code, errs)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	b.open(t, "file:///dev/null") // a first page, so the timing is of this one
	load := b.open(t, "file://"+path+"#500")
	var ps pageState
	b.eval(t, readPage, &ps)
	ready, err := strconv.Atoi(ps.Ready)
	if err != nil {
		t.Fatalf("the page did not say when it was ready: %q", ps.Ready)
	}
	t.Logf("%d decisions, %d bytes: first table drawn %d ms after navigation began, load event after %v", len(rec.Moves), info.Size(), ready, load.Round(time.Millisecond))
	if *openTime && ready >= 2000 {
		t.Errorf("the page took %d ms to draw its first table, want under 2,000", ready)
	}
	if ps.Frame != "499" {
		t.Errorf("#500 opened frame %s", ps.Frame)
	}
}
