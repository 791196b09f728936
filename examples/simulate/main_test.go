package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rulebook-go/rulebook/examples/internal/cli"
)

// bounded is the setup these tests play Builder's High with: the rulebook
// has no round limit and random or greedy players may never finish, so the
// tests set the round_limit option, as any automated play must.
const bounded = "round_limit=60"

func runSim(t testing.TB, ctx context.Context, args ...string) (status int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	status = run(ctx, args, &out, &errb)
	if strings.Contains(errb.String(), "panic") || strings.Contains(errb.String(), "goroutine ") {
		t.Errorf("a panic trace: %s", errb.String())
	}
	return status, out.String(), errb.String()
}

// withoutTiming drops the line with the run's speed, which differs between
// runs.
func withoutTiming(report string) string {
	var keep []string
	for _, l := range strings.Split(report, "\n") {
		if !strings.Contains(l, "games/s") && !strings.HasPrefix(l, "merged ") {
			keep = append(keep, l)
		}
	}
	return strings.TrimSpace(strings.Join(keep, "\n"))
}

func TestSimulate(t *testing.T) {
	dir := t.TempDir()
	out, svg := filepath.Join(dir, "run.jsonl"), filepath.Join(dir, "scores.svg")
	status, stdout, stderr := runSim(t, context.Background(), "-n", "60", "-seed", "5", "-players", "3", "-options", bounded, "-out", out, "-svg", svg)
	if status != 0 {
		t.Fatalf("exit status %d: %s", status, stderr)
	}
	if stderr != "" {
		t.Errorf("stderr is not a terminal, yet the run wrote to it: %q", stderr)
	}
	for _, want := range []string{"Builder's High: 60 games, players=3", "p2 ", "win%", "95% interval", "game length:", "score distribution", "content coverage", "bank ", "never fired", "games/s"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("the report lacks %q:\n%s", want, stdout)
		}
	}

	// -out: one JSON object per game, each with its seed.
	lines := readLines(t, out)
	if len(lines) != 60 {
		t.Fatalf("%d lines in -out, want 60", len(lines))
	}
	seeds := map[uint64]bool{}
	for _, l := range lines {
		seeds[l.Seed] = true
		if l.Seed != 5+uint64(l.Index) || len(l.Scores) != 3 || l.Game != "buildershigh" {
			t.Errorf("bad line: %+v", l)
		}
	}
	if len(seeds) != 60 {
		t.Errorf("%d distinct seeds, want 60", len(seeds))
	}

	// -svg: a well-formed SVG document with bars.
	checkSVG(t, svg)

	// One game leaves cards unused, and the report names them.
	_, one, _ := runSim(t, context.Background(), "-n", "1", "-q", "-options", bounded)
	if !strings.Contains(one, "never fired (") || !strings.Contains(one, " planned") {
		t.Errorf("one game and every card fired?\n%s", one)
	}

	// The same seed gives the same report.
	_, again, _ := runSim(t, context.Background(), "-n", "60", "-seed", "5", "-players", "3", "-options", bounded, "-workers", "1")
	if withoutTiming(again) != withoutTiming(stdout) {
		t.Errorf("one worker and many report differently:\n%s\n---\n%s", again, stdout)
	}
}

func readLines(t *testing.T, name string) []Line {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var lines []Line
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var l Line
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("not JSON: %v: %s", err, sc.Text())
		}
		lines = append(lines, l)
	}
	return lines
}

func checkSVG(t *testing.T, name string) {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	var root *xml.StartElement
	rects := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the chart is not well-formed XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			if root == nil {
				root = &se
			}
			if se.Name.Local == "rect" {
				rects++
			}
		}
	}
	if root == nil || root.Name.Local != "svg" || root.Name.Space != "http://www.w3.org/2000/svg" {
		t.Fatalf("the root element is %v, want svg in the SVG namespace", root)
	}
	for _, a := range []string{"width", "height", "viewBox"} {
		found := false
		for _, attr := range root.Attr {
			found = found || attr.Name.Local == a
		}
		if !found {
			t.Errorf("the svg element has no %s", a)
		}
	}
	if rects < 5 {
		t.Errorf("%d rect elements: no bars drawn", rects)
	}
}

func TestShardsMerge(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i := range 3 {
		f := filepath.Join(dir, "shard-"+strconv.Itoa(i)+".jsonl")
		files = append(files, f)
		if status, _, stderr := runSim(t, context.Background(), "-n", "45", "-shard", strconv.Itoa(i)+"/3", "-policy", "rank", "-options", bounded, "-out", f); status != 0 {
			t.Fatalf("shard %d: exit status %d: %s", i, status, stderr)
		}
	}
	_, whole, _ := runSim(t, context.Background(), "-n", "45", "-policy", "rank", "-options", bounded)
	svg := filepath.Join(dir, "merged.svg")
	status, merged, stderr := runSim(t, context.Background(), append([]string{"-merge", "-svg", svg}, files...)...)
	if status != 0 {
		t.Fatalf("merge: exit status %d: %s", status, stderr)
	}
	if withoutTiming(merged) != withoutTiming(whole) {
		t.Errorf("three shards merged differ from one run:\n%s\n---\n%s", merged, whole)
	}
	checkSVG(t, svg)
	// A file given twice: each game counts once, with a warning.
	_, twice, stderr := runSim(t, context.Background(), append([]string{"-merge"}, append(files, files[0])...)...)
	if withoutTiming(twice) != withoutTiming(whole) || !strings.Contains(stderr, "more than one line") {
		t.Errorf("a repeated file is counted twice or silently:\n%s\n%s", twice, stderr)
	}
}

// TestSeats plays a tournament between policies, one a seat, rotated so
// that each sits in every seat alike: the report tallies wins by policy
// with 95% intervals, which sum over the policies to the games won, and two
// shards merged report the same tournament as one run.
func TestSeats(t *testing.T) {
	dir := t.TempDir()
	args := []string{"-game", "highrise", "-seats", "mcts:iterations=20:cutoff=10,greedy:nodes=20,rank,random", "-rotate", "-n", "8", "-workers", "1", "-q"}
	status, whole, stderr := runSim(t, context.Background(), args...)
	if status != 0 {
		t.Fatalf("exit status %d: %s", status, stderr)
	}
	for _, want := range []string{
		"High Rise: 8 games, players=4, seats mcts:iterations=20:cutoff=10,greedy:nodes=20,rank,random rotated,",
		"by policy", "0   mcts:iterations=20:cutoff=10", "1   greedy:nodes=20", "2   rank", "3   random", "95% interval", "25.0%",
		"seat   wins",
	} {
		if !strings.Contains(whole, want) {
			t.Errorf("the report lacks %q:\n%s", want, whole)
		}
	}
	// Each policy's wins, read back, sum to the games won (High Rise has a
	// winner in every game; a shared win is split).
	sum := 0.0
	section, _, _ := strings.Cut(whole[strings.Index(whole, "by policy"):], "\n\n")
	for _, l := range strings.Split(section, "\n") {
		var i int
		var name string
		var wins float64
		if n, _ := fmt.Sscanf(l, "%d %s %f", &i, &name, &wins); n == 3 {
			sum += wins
		}
	}
	if sum < 7.9 || sum > 8.1 {
		t.Errorf("the policies' wins sum to %.1f of 8 games:\n%s", sum, whole)
	}
	var files []string
	for i := range 2 {
		f := filepath.Join(dir, "shard-"+strconv.Itoa(i)+".jsonl")
		files = append(files, f)
		if status, _, stderr := runSim(t, context.Background(), append(args, "-shard", strconv.Itoa(i)+"/2", "-out", f)...); status != 0 {
			t.Fatalf("shard %d: exit status %d: %s", i, status, stderr)
		}
	}
	status, merged, stderr := runSim(t, context.Background(), append([]string{"-merge"}, files...)...)
	if status != 0 {
		t.Fatalf("merge: exit status %d: %s", status, stderr)
	}
	if withoutTiming(merged) != withoutTiming(whole) {
		t.Errorf("two shards merged differ from one run:\n%s\n---\n%s", merged, whole)
	}
	// Unrotated, the first policy sits in seat 0 in every game: its wins
	// by policy are seat 0's.
	status, fixed, stderr := runSim(t, context.Background(), "-game", "highrise", "-seats", "rank,random,random", "-n", "6", "-q")
	if status != 0 {
		t.Fatalf("exit status %d: %s", status, stderr)
	}
	var policyWins float64
	var seatWins int
	for _, l := range strings.Split(fixed, "\n") {
		if strings.HasPrefix(l, "0   rank") {
			fmt.Sscanf(strings.TrimPrefix(l, "0   rank"), "%f", &policyWins)
		}
		if strings.HasPrefix(l, "p0 ") {
			fmt.Sscanf(strings.TrimPrefix(l, "p0 "), "%d", &seatWins)
		}
	}
	if int(policyWins) != seatWins {
		t.Errorf("unrotated, rank won %.1f games and seat 0 %d:\n%s", policyWins, seatWins, fixed)
	}
}

// TestWilsonShare checks the interval of a rate with shared wins against
// the interval of whole wins, and a known value.
func TestWilsonShare(t *testing.T) {
	for _, tc := range []struct {
		x      float64
		n      int
		reason string
	}{
		{0, 200, "no win"},
		{180, 200, "90%, the bar MCTS must reach against random players"},
		{200, 200, "every game"},
		{1, 1, "one game"},
	} {
		lo, hi := wilsonShare(tc.x, tc.n)
		wlo, whi := wilson(int(tc.x), tc.n)
		if lo != wlo || hi != whi {
			t.Errorf("%s: %v–%v, the whole-win interval %v–%v", tc.reason, lo, hi, wlo, whi)
		}
	}
	// 50 wins of 100: 40.4%–59.6% (the textbook value).
	if lo, hi := wilsonShare(50, 100); fmt.Sprintf("%.3f %.3f", lo, hi) != "0.404 0.596" {
		t.Errorf("50 of 100: %.4f–%.4f; want 0.404–0.596", lo, hi)
	}
	if lo, hi := wilsonShare(0, 0); lo != 0 || hi != 1 {
		t.Errorf("no games: %v–%v; want 0–1", lo, hi)
	}
}

// TestInterruptStartsNoGame checks that no game starts once the run is
// interrupted: the games queued for the workers are not played either (a
// bot's game takes seconds, and the report waited for them).
func TestInterruptStartsNoGame(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for range 10 { // the race it guards against went either way
		status, stdout, stderr := runSim(t, ctx, "-game", "highrise", "-n", "50", "-workers", "1", "-q")
		if status != exitInterrupted || !strings.Contains(stdout, "interrupted: 0 of 50 games finished") {
			t.Fatalf("a run interrupted before it began: exit status %d, %s\n%s", status, stderr, stdout)
		}
	}
}

func TestInterrupt(t *testing.T) {
	out := filepath.Join(t.TempDir(), "run.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(300*time.Millisecond, cancel)
	status, stdout, stderr := runSim(t, ctx, "-n", "100000000", "-options", bounded, "-out", out)
	if status != exitInterrupted {
		t.Fatalf("exit status %d, want %d: %s", status, exitInterrupted, stderr)
	}
	var finished int
	if i := strings.Index(stdout, "interrupted: "); i < 0 {
		t.Fatalf("no word of the interruption:\n%s", stdout)
	} else if _, err := fmt.Sscanf(stdout[i:], "interrupted: %d of 100000000 games finished", &finished); err != nil {
		t.Fatalf("%v: %s", err, stdout[i:])
	}
	if finished == 0 || !strings.Contains(stdout, "never fired") {
		t.Errorf("no report of the finished games:\n%s", stdout)
	}
	if n := len(readLines(t, out)); n != finished {
		t.Errorf("-out holds %d games, the report says %d finished", n, finished)
	}
}

func TestProgressBar(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(&b, false, true)
	p.update(5, 10)
	p.done()
	if !strings.Contains(b.String(), "[###############...............] 5/10 games") || !strings.Contains(b.String(), "games/s, eta ") {
		t.Errorf("bar drawn as %q; want the games done and the time left", b.String())
	}
	for _, tc := range []struct {
		done, total int
		rate        float64
		want        string
	}{
		{5, 10, 1, "eta 5s"},
		{10, 70, 0.5, "eta 2m0s"},
		{0, 10, 0, "eta ?   "},
		{10, 10, 3, "done    "},
	} {
		if got := eta(tc.done, tc.total, tc.rate); got != tc.want {
			t.Errorf("eta(%d, %d, %v) = %q, want %q", tc.done, tc.total, tc.rate, got, tc.want)
		}
	}
	b.Reset()
	p = newProgress(&b, false, false) // a buffer is no terminal
	p.update(5, 10)
	p.done()
	if b.Len() != 0 {
		t.Errorf("a bar drawn on a non-terminal: %q", b.String())
	}
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	corrupt := filepath.Join(dir, "corrupt.jsonl")
	os.WriteFile(corrupt, []byte("{\"game\":\"buildershigh\",\"scores\":[1,2]}\n{not json\n"), 0o644)
	badContent := filepath.Join(dir, "content")
	os.MkdirAll(filepath.Join(badContent, "buildershigh"), 0o755)
	os.WriteFile(filepath.Join(badContent, "buildershigh", "budget.yaml"), []byte("budget:\n  - id: 2m\n    valeu: 2\n"), 0o644)
	tests := []struct {
		reason string
		args   []string
		want   string
	}{
		{"an unknown game", []string{"-game", "chess"}, `unknown game "chess"`},
		{"a shard out of range", []string{"-shard", "3/2"}, "0 <= i < n"},
		{"an unknown policy", []string{"-policy", "smart"}, `unknown policy "smart"`},
		{"a player count the content does not allow", []string{"-players", "9", "-n", "1"}, "9"},
		{"an unknown option", []string{"-options", "colour=red", "-n", "1"}, "colour"},
		{"a missing content directory", []string{"-content", "/nonexistent/content"}, "/nonexistent/content"},
		{"content with errors", []string{"-content", badContent}, "buildershigh/budget.yaml:3:5"},
		{"-merge of a missing file", []string{"-merge", filepath.Join(dir, "missing.jsonl")}, "missing.jsonl"},
		{"-merge of a corrupt file", []string{"-merge", corrupt}, "corrupt.jsonl:2:"},
		{"-merge with no file", []string{"-merge"}, "needs the JSON Lines files"},
		{"an argument without -merge", []string{"runs.jsonl"}, "unexpected argument"},
		{"a seat of no policy", []string{"-seats", "mcts,smart"}, `-seats: seat 1: unknown policy "smart"`},
		{"a setting the policy has not", []string{"-seats", "greedy:iterations=5,random"}, `greedy has no setting "iterations"`},
		{"-players that -seats contradicts", []string{"-players", "3", "-seats", "mcts,random"}, "-players 3, but -seats names 2 policies"},
		{"-policy and -seats at once", []string{"-policy", "rank", "-seats", "mcts,random"}, "give one of them"},
		{"-rotate without -seats", []string{"-rotate"}, "there is no -seats"},
		{"a seat count the content does not allow", []string{"-seats", "mcts", "-game", "capitals"}, "player"},
	}
	for _, tc := range tests {
		status, _, stderr := runSim(t, context.Background(), tc.args...)
		if status != cli.ExitUsage {
			t.Errorf("%s: exit status %d, want %d", tc.reason, status, cli.ExitUsage)
		}
		if !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: stderr lacks %q:\n%s", tc.reason, tc.want, stderr)
		}
	}
}

// BenchmarkSimulate measures a run's games per second on GOMAXPROCS
// workers; compare cores with
//
//	go test ./examples/simulate -run XXX -bench Simulate -cpu 1,2
func BenchmarkSimulate(b *testing.B) {
	n := max(b.N, 1)
	start := time.Now()
	status, _, stderr := runSim(b, context.Background(), "-n", strconv.Itoa(n), "-q", "-options", bounded)
	if status != 0 {
		b.Fatal(stderr)
	}
	b.ReportMetric(float64(n)/time.Since(start).Seconds(), "games/s")
}

func TestHelp(t *testing.T) {
	status, stdout, stderr := runSim(t, context.Background(), "-h")
	if status != cli.ExitOK || stderr != "" {
		t.Errorf("-h: exit status %d, stderr %q; want 0 and nothing", status, stderr)
	}
	for _, want := range []string{"usage: simulate [flags]", "simulate -merge [flags] FILE.jsonl", "-max-decisions", "0: one per core", "example:"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("-h lacks %q:\n%s", want, stdout)
		}
	}
	if strings.Contains(stdout, "(default 2)") || strings.Contains(stdout, "every core)") {
		t.Errorf("-h names this machine's core count:\n%s", stdout)
	}
}

// TestNotInPlay: what the options leave out of the games is reported as
// not in play, not as never fired, and a merge of the run says the same.
func TestNotInPlay(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "run.jsonl")
	status, stdout, stderr := runSim(t, context.Background(), "-game", "capitals", "-n", "20", "-players", "4", "-policy", "rank", "-out", out)
	if status != 0 {
		t.Fatalf("exit status %d: %s", status, stderr)
	}
	const want = "not in play with players=4 (6): restaurant, train-station, victoria-terraces, furley-apartments, titan-of-progress, walled-mart\n"
	if !strings.Contains(stdout, want) {
		t.Errorf("the report lacks %q:\n%s", want, stdout)
	}
	if _, never, _ := strings.Cut(stdout, "never fired"); strings.Contains(strings.Split(never, "\n")[0], "restaurant") {
		t.Errorf("a tile the 4-player game leaves out is reported as never fired:\n%s", stdout)
	}
	if strings.Contains(stdout, "  restaurant ") {
		t.Errorf("a tile the 4-player game leaves out is listed in the coverage:\n%s", stdout)
	}
	status, merged, stderr := runSim(t, context.Background(), "-merge", out)
	if status != 0 || !strings.Contains(merged, want) {
		t.Errorf("-merge: exit status %d, %s; the report lacks %q:\n%s", status, stderr, want, merged)
	}
}
