package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook/games"
)

// resultOf is a game of two seats scoring a and b.
func resultOf(a, b int) games.Result { return games.Result{Scores: []int{a, b}, Winners: []int{1}} }

var update = flag.Bool("update", false, "rewrite the chart images in testdata/ (needs Chromium)")

// chromium is the path of a Chromium on this machine, or "".
func chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// render takes a screenshot of the SVG file at width × height with
// headless Chromium and decodes it.
func render(t *testing.T, bin, svgFile string, width, height int) (image.Image, []byte) {
	t.Helper()
	dir := t.TempDir()
	out := filepath.Join(dir, "chart.png")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--hide-scrollbars",
		fmt.Sprintf("--window-size=%d,%d", width, height), "--screenshot="+out, "file://"+svgFile)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the screenshot is not a PNG: %v", err)
	}
	return img, data
}

var sizeRE = regexp.MustCompile(`<svg [^>]*width="([0-9.]+)" height="([0-9.]+)"`)

// TestChartInChromium draws each game's chart of a greedy run and renders
// it in headless Chromium, as a reader's browser shows it: the image is no
// wider than 1,600 px, and not blank (much of it is drawn, the seats'
// colours among it). With -update it writes the images README links to,
// testdata/<game>.png. Without Chromium the test is skipped.
func TestChartInChromium(t *testing.T) {
	bin := chromium()
	if bin == "" {
		t.Skip("Chromium is not installed (apt-get install chromium; .ci/run installs it): the charts are not rendered")
	}
	for _, game := range []string{"buildershigh", "highrise", "capitals"} {
		t.Run(game, func(t *testing.T) {
			svgFile := filepath.Join(t.TempDir(), game+".svg")
			if status, _, stderr := runSim(t, context.Background(), "-game", game, "-n", "300", "-policy", "rank", "-q", "-svg", svgFile); status != 0 {
				t.Fatalf("exit status %d: %s", status, stderr)
			}
			data, err := os.ReadFile(svgFile)
			if err != nil {
				t.Fatal(err)
			}
			m := sizeRE.FindSubmatch(data)
			if m == nil {
				t.Fatal("the svg element has no width and height")
			}
			w, _ := strconv.ParseFloat(string(m[1]), 64)
			h, _ := strconv.ParseFloat(string(m[2]), 64)
			if w > 1600 {
				t.Errorf("the chart is %.0f px wide, more than 1,600", w)
			}
			img, pngData := render(t, bin, svgFile, int(w), int(h))
			b := img.Bounds()
			if b.Dx() > 1600 || b.Dx() < 400 || b.Dy() < 400 {
				t.Errorf("the rendered chart is %d × %d px; want 400 to 1,600 wide", b.Dx(), b.Dy())
			}
			drawn, seat := 0, 0
			for y := b.Min.Y; y < b.Max.Y; y++ {
				for x := b.Min.X; x < b.Max.X; x++ {
					r, g, bl, _ := img.At(x, y).RGBA()
					r, g, bl = r>>8, g>>8, bl>>8
					if r < 240 || g < 240 || bl < 240 {
						drawn++
					}
					if near(r, 0x4e) && near(g, 0x79) && near(bl, 0xa7) { // p0's blue
						seat++
					}
				}
			}
			area := b.Dx() * b.Dy()
			if drawn < area/50 || seat < 500 {
				t.Errorf("the chart looks blank: %d of %d pixels drawn, %d in p0's colour", drawn, area, seat)
			}
			if *update {
				if err := os.WriteFile(filepath.Join("testdata", game+".png"), pngData, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

func near(v, want uint32) bool { return v+8 >= want && v <= want+8 }

// TestChartScales checks the chart's arithmetic: round ticks with room
// above the tallest bar, score bins of a round width, and the 95% Wilson
// interval.
func TestChartScales(t *testing.T) {
	for _, tc := range []struct {
		top    float64
		want   []float64
		reason string
	}{
		{0.27, []float64{0, 0.1, 0.2, 0.3}, "shares: steps of 10%"},
		{0.22, []float64{0, 0.05, 0.1, 0.15, 0.2, 0.25}, "steps of 5%"},
		{0.12, []float64{0, 0.025, 0.05, 0.075, 0.1, 0.125}, "steps of 2.5%"},
		{2.0, []float64{0, 0.5, 1, 1.5, 2}, "a top on a tick stays"},
		{0, []float64{0, 0.2, 0.4, 0.6, 0.8, 1}, "nothing to show: 0 to 1"},
	} {
		got := niceTicks(tc.top)
		if diff := cmp.Diff(tc.want, got, cmp.Comparer(func(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 })); diff != "" {
			t.Errorf("%s: niceTicks(%v) (-want +got):\n%s", tc.reason, tc.top, diff)
		}
	}
	if got := percent(0.025, niceTicks(0.12)); got != "2.5%" {
		t.Errorf("percent(0.025) = %q, want 2.5%%", got)
	}
	if got := percent(0.1, niceTicks(0.27)); got != "10%" {
		t.Errorf("percent(0.1) = %q, want 10%%", got)
	}

	for _, tc := range []struct {
		lo, hi int
		width  int
		first  int
		reason string
	}{
		{0, 15, 1, 0, "16 scores: one bin each"},
		{-5, 64, 5, -5, "70 scores: bins of 5"},
		{-87, -2, 5, -90, "negative scores: bins aligned on multiples of the width"},
		{0, 400, 20, 0, "401 scores: bins of 20"},
	} {
		s := newStats("T", "t", "", "", "", nil, nil)
		s.add(resultOf(tc.lo, tc.hi), 0)
		bins := binScores(s)
		if len(bins) > maxBins || bins[0].hi-bins[0].lo+1 != tc.width || bins[0].lo != tc.first {
			t.Errorf("%s: %d bins, the first %d to %d; want width %d from %d, at most %d bins", tc.reason, len(bins), bins[0].lo, bins[0].hi, tc.width, tc.first, maxBins)
		}
		total := 0
		for _, b := range bins {
			total += b.games[0] + b.games[1]
		}
		if total != 2 {
			t.Errorf("%s: the bins hold %d scores, want 2", tc.reason, total)
		}
	}

	for _, tc := range []struct {
		k, n   int
		lo, hi float64
		reason string
	}{
		{5, 10, 0.2366, 0.7634, "half of 10"},
		{0, 10, 0, 0.2775, "none of 10: the interval still reaches 28%"},
		{250, 1000, 0.2242, 0.2778, "a quarter of 1000"},
	} {
		lo, hi := wilson(tc.k, tc.n)
		if lo < tc.lo-1e-4 || lo > tc.lo+1e-4 || hi < tc.hi-1e-4 || hi > tc.hi+1e-4 {
			t.Errorf("%s: wilson(%d, %d) = %.4f, %.4f; want %.4f, %.4f", tc.reason, tc.k, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}
