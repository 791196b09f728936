// Command simulate plays many seeded games with random legal choices (or a
// simple greedy policy) in parallel on all cores, and reports the score
// distribution and win rate per seat, the game length and the content
// coverage: how often each card was used and which never fired.
//
//	go run ./examples/simulate -n 2000 -players 4
//	go run ./examples/simulate -n 2000 -policy greedy -out runs.jsonl -svg scores.svg
//
// Game k of a run (k = 0 … n-1) is played from seed -seed + k, so a run is
// reproducible, and -shard i/m plays only the games with k mod m = i: a batch
// scheduler (GNU parallel, a Kubernetes Indexed Job) splits a large run
// across machines, each writing JSON Lines with -out, and
//
//	go run ./examples/simulate -merge -svg scores.svg shard-*.jsonl
//
// reports the whole run. Ctrl-C stops the run cleanly and reports the games
// that finished.
//
// Exit status: 0 on success; 1 when a game failed (a bug of the rules); 2 on
// bad flags, content or input files; 130 when interrupted.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/rulebook-go/rulebook/examples/internal/cli"
	"github.com/rulebook-go/rulebook/games"
)

var program = cli.Program{
	Name:    "simulate",
	More:    []string{"simulate -merge [flags] FILE.jsonl ..."},
	Purpose: "Plays many seeded games in parallel and reports scores, win rates (per seat, and per policy\nwith -seats) with their intervals, game length and content coverage, with an SVG chart.",
	Examples: []string{
		"go run ./examples/simulate -n 2000 -policy rank -svg chart.svg",
		"go run ./examples/simulate -merge -svg chart.svg shard-*.jsonl",
	},
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	status := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(status)
}

// exitInterrupted is the exit status of a run stopped by a signal (the
// others are cli's), as a shell reports one stopped by SIGINT.
const exitInterrupted = 130

// Line is one game of a run, as a line of the JSON Lines output.
type Line struct {
	Game    string `json:"game"`
	Content string `json:"content"`
	Options string `json:"options"`
	Policy  string `json:"policy"` // "random"; "seats mcts,greedy,random,random" (with " rotated") for -seats
	Index   int    `json:"index"`
	Seed    uint64 `json:"seed"`
	// Entrants are the policies of -seats, and Rotation the seat the first
	// of them sat in this game (entrant i in seat (i+Rotation) mod players).
	Entrants []string `json:"entrants,omitempty"`
	Rotation int      `json:"rotation,omitempty"`
	games.Result
}

type config struct {
	cli.Setup // -game, -players, -options, -seed, -content
	n         int
	shard     shard
	policy    games.Policy
	seats     []games.Policy // -seats: a policy a seat, entrant i in seat i (rotated: i+k in game k)
	rotate    bool
	workers   int
	out, svg  string
	merge     bool
	quiet     bool
	maxDec    int
	forceTerm bool // tests: draw the progress bar on a non-terminal
}

type shard struct{ i, n int }

func (s *shard) String() string { return fmt.Sprintf("%d/%d", s.i, s.n) }

func (s *shard) Set(v string) error {
	a, b, ok := strings.Cut(v, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return errors.New(`a shard reads i/n with 0 <= i < n, such as "0/4"`)
	}
	s.i, s.n = i, n
	return nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cfg := config{Setup: cli.Setup{Game: games.All[0].Name(), Players: 4, Seed: 1}, shard: shard{0, 1}}
	fset := program.NewFlags(stderr)
	cfg.Flags(fset, "seed of game 0; game k plays from seed+k")
	fset.IntVar(&cfg.n, "n", 1000, "number of games in the whole run (all shards)")
	fset.Var(&cfg.shard, "shard", "play only the games k with k mod n = i, written i/n")
	policy := fset.String("policy", "random", "how every player chooses: "+games.PolicyNames+", with settings as in mcts:iterations=200")
	seats := fset.String("seats", "", "a policy a seat, by commas: mcts:iterations=200,greedy,random,random (sets -players)")
	fset.BoolVar(&cfg.rotate, "rotate", false, "with -seats, game k seats the policies k places on, so each sits in every seat alike")
	fset.IntVar(&cfg.workers, "workers", 0, "games played at once; 0: one per core")
	fset.StringVar(&cfg.out, "out", "", "write each game as a line of JSON to this file")
	fset.StringVar(&cfg.svg, "svg", "", "write a chart of the scores per seat to this SVG file")
	fset.BoolVar(&cfg.merge, "merge", false, "read the JSON Lines files named as arguments instead of playing")
	fset.BoolVar(&cfg.quiet, "q", false, "no progress bar")
	fset.IntVar(&cfg.maxDec, "max-decisions", 100000, "a game not over after this many decisions is a failure")
	if status, ok := program.Parse(fset, args, stdout); !ok {
		return status
	}
	if cfg.workers == 0 {
		cfg.workers = runtime.GOMAXPROCS(0)
	}
	var err error
	if cfg.policy, err = games.ParsePolicy(*policy); err != nil {
		return usage(stderr, err)
	}
	if err := cfg.setSeats(cli.Given(fset), *seats); err != nil {
		return usage(stderr, err)
	}
	if !cfg.merge && fset.NArg() > 0 {
		return usage(stderr, fmt.Errorf("unexpected argument %q (-merge reads files)", fset.Arg(0)))
	}
	if cfg.merge && fset.NArg() == 0 {
		return usage(stderr, errors.New("-merge needs the JSON Lines files to merge"))
	}
	if cfg.n < 0 || cfg.workers < 1 || cfg.maxDec < 1 {
		return usage(stderr, errors.New("-n and -workers must not be negative, -max-decisions must be positive"))
	}
	g, err := games.Find(cfg.Game)
	if err != nil {
		return usage(stderr, err)
	}
	src, err := cli.Source(cfg.Content)
	if err != nil {
		return usage(stderr, err)
	}

	if cfg.merge {
		return merge(cfg, fset.Args(), src, stdout, stderr)
	}

	l, err := cli.Load(g, src, cfg.Content)
	if err != nil {
		return usage(stderr, err)
	}
	options := l.Bound(cfg.OptionString())
	// Set one game up before starting: bad options are a usage error.
	if err := l.Setup(options); err != nil {
		return usage(stderr, err)
	}

	out, closeOut, err := create(cfg.out)
	if err != nil {
		return usage(stderr, err)
	}
	defer closeOut()

	catalog, absent := coverage(l, options)
	stats := newStats(g.Title(), g.Name(), l.Fingerprint(), options, cfg.policyText(), catalog, absent)
	stats.setEntrants(cfg.entrants())
	bar := newProgress(stderr, cfg.quiet, cfg.forceTerm)
	start := time.Now()
	failures, interrupted := play(ctx, cfg, l, options, stats, out, bar, stderr)
	elapsed := time.Since(start)
	bar.done()

	if out != nil {
		if err := out.Flush(); err != nil {
			fmt.Fprintf(stderr, "simulate: %v\n", err)
			return cli.ExitFailed
		}
	}
	total := countGames(cfg.n, cfg.shard)
	if interrupted {
		fmt.Fprintf(stdout, "interrupted: %d of %d games finished\n", stats.Games, total)
	}
	stats.report(stdout)
	if elapsed > 0 && stats.Games > 0 {
		rate := float64(stats.Games) / elapsed.Seconds()
		speed := fmt.Sprintf("%.0f games/s", rate)
		if rate < 10 { // bots: a game takes seconds
			speed = fmt.Sprintf("%.2f games/s, %.2fs a game on each worker", rate, float64(cfg.workers)/rate)
		}
		fmt.Fprintf(stdout, "\n%s in %.2fs on %s: %s\n",
			cli.Count(stats.Games, "game"), elapsed.Seconds(), cli.Count(cfg.workers, "worker"), speed)
	}
	if status := writeSVG(cfg.svg, stats, stderr); status != cli.ExitOK {
		return status
	}
	switch {
	case interrupted:
		return exitInterrupted
	case failures > 0:
		fmt.Fprintf(stderr, "simulate: %s failed\n", cli.Count(failures, "game"))
		return cli.ExitFailed
	}
	return cli.ExitOK
}

// setSeats reads -seats: a policy a seat, which sets the number of players
// (a -players given as well must agree). given is the flags the command
// line set.
func (cfg *config) setSeats(given map[string]bool, text string) error {
	if text == "" {
		if cfg.rotate {
			return errors.New("-rotate rotates the policies of -seats, and there is no -seats")
		}
		return nil
	}
	seats, err := games.ParseSeats(text)
	if err != nil {
		return fmt.Errorf("-seats: %w", err)
	}
	if given["policy"] {
		return errors.New("-policy sets every seat and -seats each: give one of them")
	}
	if given["players"] && cfg.Players != len(seats) {
		return fmt.Errorf("-players %d, but -seats names %s", cfg.Players, cli.Count(len(seats), "policy", "policies"))
	}
	cfg.seats, cfg.Players = seats, len(seats)
	return nil
}

// entrants are the policies of -seats as written; nil without -seats.
func (cfg *config) entrants() []string {
	var out []string
	for _, p := range cfg.seats {
		out = append(out, p.String())
	}
	return out
}

// policyText names how the players choose, for the report and the lines
// of -out: "random", or "seats mcts,greedy,random,random rotated".
func (cfg *config) policyText() string {
	if cfg.seats == nil {
		return cfg.policy.String()
	}
	text := "seats " + strings.Join(cfg.entrants(), ",")
	if cfg.rotate {
		text += " rotated"
	}
	return text
}

// rotation is the seat of the first entrant in game k.
func (cfg *config) rotation(k int) int {
	if !cfg.rotate {
		return 0
	}
	return k % len(cfg.seats)
}

// seating is the policy of each seat when the first entrant sits in seat
// rot: entrant i in seat (i+rot) mod players.
func (cfg *config) seating(rot int) []games.Policy {
	n := len(cfg.seats)
	out := make([]games.Policy, n)
	for i, p := range cfg.seats {
		out[(i+rot)%n] = p
	}
	return out
}

func usage(stderr io.Writer, err error) int {
	fmt.Fprintf(stderr, "simulate: %v\n", err)
	return cli.ExitUsage
}

// countGames is how many of n games shard plays.
func countGames(n int, sh shard) int {
	if n <= sh.i {
		return 0
	}
	return (n-sh.i-1)/sh.n + 1
}

// play plays the shard's games on cfg.workers goroutines, each game on its
// own state and resolver over the shared loaded content, until all are done
// or ctx is cancelled (then the games being played finish, no new one
// starts).
func play(ctx context.Context, cfg config, l games.Loaded, options string, stats *stats, out *bufio.Writer, bar *progress, stderr io.Writer) (failures int, interrupted bool) {
	type done struct {
		index int
		seed  uint64
		rot   int
		res   games.Result
		err   error
	}
	jobs := make(chan int, 4*cfg.workers)
	results := make(chan done, 4*cfg.workers)
	var wg sync.WaitGroup
	for range cfg.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range jobs {
				if ctx.Err() != nil { // interrupted: the games queued are not played
					continue
				}
				seed := cfg.Seed + uint64(k)
				var res games.Result
				var err error
				rot := 0
				if cfg.seats == nil {
					res, err = l.Play(options, seed, cfg.policy, cfg.maxDec)
				} else {
					rot = cfg.rotation(k)
					res, err = l.PlaySeats(options, seed, cfg.seating(rot), cfg.maxDec)
				}
				results <- done{k, seed, rot, res, err}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for k := cfg.shard.i; k < cfg.n; k += cfg.shard.n {
			if ctx.Err() != nil { // a select with both ready picks either
				return
			}
			select {
			case <-ctx.Done():
				return
			case jobs <- k:
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	total := countGames(cfg.n, cfg.shard)
	enc := json.NewEncoder(out)
	for d := range results {
		if d.err != nil {
			failures++
			fmt.Fprintf(stderr, "simulate: game %d: %v\n", d.index, d.err)
			continue
		}
		stats.add(d.res, d.rot)
		if out != nil {
			line := Line{Game: stats.GameName, Content: stats.Content, Options: options, Policy: stats.Policy,
				Index: d.index, Seed: d.seed, Entrants: cfg.entrants(), Rotation: d.rot, Result: d.res}
			if err := enc.Encode(&line); err != nil {
				fmt.Fprintf(stderr, "simulate: %v\n", err)
			}
			if cfg.seats != nil {
				out.Flush() // games of bots are slow: each is on disk when it ends
			}
		}
		bar.update(stats.Games+failures, total)
	}
	return failures, ctx.Err() != nil && stats.Games+failures < total
}

// create creates the file path for the games' JSON Lines: its writer and
// the function that closes it, or nil and a close that does nothing when
// path is "".
func create(path string) (*bufio.Writer, func(), error) {
	if path == "" {
		return nil, func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, nil, err
	}
	return bufio.NewWriter(f), func() { f.Close() }, nil
}

// merge reads JSON Lines files of one game's runs and reports them as one.
func merge(cfg config, files []string, src fs.FS, stdout, stderr io.Writer) int {
	var st *stats
	seen := map[int]bool{}
	dups := 0
	out, closeOut, err := create(cfg.out)
	if err != nil {
		return usage(stderr, err)
	}
	defer closeOut()
	if out != nil {
		defer out.Flush()
	}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return usage(stderr, err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
		n := 0
		for sc.Scan() {
			n++
			text := strings.TrimSpace(sc.Text())
			if text == "" {
				continue
			}
			var line Line
			dec := json.NewDecoder(strings.NewReader(text))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&line); err != nil || line.Game == "" || len(line.Scores) == 0 {
				f.Close()
				if err == nil {
					err = errors.New("not a game of a simulate run (no game or scores)")
				}
				return usage(stderr, fmt.Errorf("%s:%d: %v", name, n, err))
			}
			if st == nil {
				g, err := games.Find(line.Game)
				if err != nil {
					f.Close()
					return usage(stderr, fmt.Errorf("%s:%d: %v", name, n, err))
				}
				l, err := cli.Load(g, src, cfg.Content)
				if err != nil {
					f.Close()
					return usage(stderr, err)
				}
				if l.Fingerprint() != line.Content {
					fmt.Fprintf(stderr, "simulate: warning: the run was played on content %s, coverage is listed against %s\n", line.Content, l.Fingerprint())
				}
				catalog, absent := coverage(l, line.Options)
				st = newStats(g.Title(), g.Name(), line.Content, line.Options, line.Policy, catalog, absent)
				st.setEntrants(line.Entrants)
			}
			if line.Game != st.GameName || line.Content != st.Content || line.Options != st.Options || line.Policy != st.Policy {
				f.Close()
				return usage(stderr, fmt.Errorf("%s:%d: game %q on %s with %q (%s) does not merge with the first file's %q on %s with %q (%s)",
					name, n, line.Game, line.Content, line.Options, line.Policy, st.GameName, st.Content, st.Options, st.Policy))
			}
			if seen[line.Index] {
				dups++
				continue
			}
			seen[line.Index] = true
			st.add(line.Result, line.Rotation)
			if out != nil {
				data, _ := json.Marshal(&line)
				out.Write(append(data, '\n'))
			}
		}
		err = sc.Err()
		f.Close()
		if err != nil {
			return usage(stderr, fmt.Errorf("%s: %v", name, err))
		}
	}
	if st == nil {
		return usage(stderr, errors.New("the files hold no game"))
	}
	if dups > 0 {
		fmt.Fprintf(stderr, "simulate: warning: %s appear in more than one line; each is counted once\n", cli.Count(dups, "game"))
	}
	fmt.Fprintf(stdout, "merged %s\n", cli.Count(len(files), "file"))
	st.report(stdout)
	return writeSVG(cfg.svg, st, stderr)
}
