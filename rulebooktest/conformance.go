package rulebooktest

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook"
)

// Suite is the conformance suite: every game runs it over thousands of
// seeded random games to show it keeps the contract of [rulebook.State]. Fill it in
// a test of the game and call [Suite.Run]:
//
//	func TestConformance(t *testing.T) {
//		rulebooktest.Suite[*State, Move]{
//			Configs:      []rulebooktest.Config[*State, Move]{{Name: "players=2", New: …}, …},
//			Games:        1000,
//			MaxDecisions: 5000,
//			ScoreMin:     0, ScoreMax: 200,
//			View:         func(s *State, p rulebook.Player) any { return s.View(p) },
//			Rehide:       …,
//			Decode:       …,
//			Equal:        func(a, b *State) string { return cmp.Diff(a, b, opts...) },
//		}.Run(t)
//	}
//
// Configs, MaxDecisions, Decode and Equal are required; View, Rehide,
// Invariants and Rules are optional, and the checks that need them are
// skipped (and logged) when they are nil.
type Suite[S rulebook.State[S, M], M rulebook.Move] struct {
	// Configs are the setups to cover (player counts, modes, variants).
	Configs []Config[S, M]
	// Games is how many seeded games to play in all; 0 means 1000, and
	// -short plays a fifth. CI runs at least 1000. Run plays them in
	// batches of one rapid.Check each (-rapid.checks games, 100 by
	// default), so it rounds Games up to whole batches, one batch at
	// least a Config, and deals the batches to the Configs in turn; it
	// logs the real count.
	Games int
	// MaxDecisions bounds every game: one not over after this many
	// decisions fails.
	MaxDecisions int
	// ScoreMin and ScoreMax bound every seat's score, at every sampled
	// decision and at the end.
	ScoreMin, ScoreMax int
	// AllowNoWinner says the game can end with no winner by its rules (as
	// its rulebook states); otherwise Winners must list at least one seat at
	// the end of a game the rules ended. A game a limit stopped (see
	// [rulebook.Stopper]) need not have a winner either way.
	AllowNoWinner bool
	// View returns what seat p may see of s; it is marshalled with
	// encoding/json and compared byte for byte.
	View func(s S, p rulebook.Player) any
	// Rehide returns a copy of s in which only things hidden from p differ
	// (other players' hands, what is left in a deck, face-down tiles),
	// redistributed at random with r; ok is false when nothing hidden from
	// p could differ. View(s, p) and View(rehidden, p) must marshal to the
	// same JSON, and the copy must keep the Invariants.
	Rehide func(s S, p rulebook.Player, r *rand.Rand) (rehidden S, ok bool)
	// Decode reads a state from the JSON its MarshalJSON writes.
	Decode func(data []byte) (S, error)
	// Equal returns "" when a and b are the same state, else a description
	// of the difference (a game returns cmp.Diff(a, b, its options...)).
	Equal func(a, b S) string
	// Invariants are the game's own properties (things conserved, track
	// bounds, turn order), checked on the state after every decision.
	Invariants []Invariant[S]
	// Rules, when set, also replays every game's record through [rulebook.Replay],
	// which sets up from the record's Options alone: the game's Options
	// must say all its setup takes.
	Rules *rulebook.Rules[S, M]
	// SampleEvery is how often the costlier checks run (JSON, Clone,
	// views, rejected moves applied, Legal against AppendLegal, scores):
	// at the first decision, every SampleEvery-th and the last. 0 means 7.
	SampleEvery int
}

// Config is one setup the [Suite] covers: a name for the test ("players=4",
// "solo", "expert") and a constructor. New must be deterministic: the same
// seed gives the same state.
type Config[S rulebook.State[S, M], M rulebook.Move] struct {
	Name string
	New  func(seed uint64) (S, error)
}

// Invariant is a property of a game's states, checked by the [Suite] after
// every decision: Check returns nil when it holds, else why not.
type Invariant[S any] struct {
	Name  string
	Check func(S) error
}

// Violation is a broken contract found by the [Suite]: which check, in
// which game, and the game so far as a record.
type Violation struct {
	Check    string           // the check that failed; see [Suite.Run] for the list
	Config   string           // the Config's name
	Seed     uint64           // the seed passed to the Config's New
	Decision int              // how many decisions had been made
	Detail   string           // what is wrong
	Record   *rulebook.Record // the moves so far, ending where it failed
}

// Error reads "conformance: clone-independent: …", then the config, seed
// and the game so far in record notation.
func (v *Violation) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "conformance: %s: %s\n(config %q, seed %d, after %d decisions)", v.Check, v.Detail, v.Config, v.Seed, v.Decision)
	if v.Record != nil {
		b.WriteString("\nthe game so far:\n")
		b.WriteString(v.Record.String())
	}
	return b.String()
}

// Run plays Games seeded games spread over Configs and fails t at the first
// broken contract. Each Config runs as a parallel subtest, its games in
// batches of one rapid.Check each (subtests "batch0", "batch1", …; a failing
// batch stops its Config). rapid draws the seed passed to the
// Config's New and every decision: a player's move as an index into its
// legal moves, a Chance outcome as a number below the total weight, so
// Chance stays weighted and still shrinks. A failure shrinks to a short game
// and is printed as its record, in move notation.
//
// At every decision Run checks:
//
//   - to-move: Over ⇔ ToMove is Nobody ⇔ nothing is legal; otherwise
//     ToMove is Chance or a seat, and Prompt is not empty;
//   - stopped: a game not over is not stopped by a limit (StoppedBy of a
//     [rulebook.Stopper] is "");
//   - weight: each Chance outcome weighs more than 0, each player move 1;
//   - legal-duplicate: Legal lists no move twice;
//   - legal-check: Check is nil for every listed move;
//   - notation: String of every listed move is one line without '#' or
//     surrounding space (it fits a record), and ParseMove reads it back;
//   - unlisted-move: moves legal in earlier states but not listed now (4
//     a decision and 32 at sampled decisions, in turn from the last 256
//     distinct ones), and moves parsed from mutated notation (a listed move's
//     words swapped with another's, or its last word dropped or doubled),
//     fail Check with an error wrapping ErrIllegal; rule-error: that
//     error is a *RuleError naming the game, a section and a reason;
//   - apply: Apply accepts the chosen legal move;
//   - invariant <name>: each of Invariants holds;
//   - bound: the game is over within MaxDecisions.
//
// At the first decision, every SampleEvery-th and the last:
//
//   - static: Game, Seats, Fingerprint and Options do not change;
//   - scores: Scores has one entry a seat, each in [ScoreMin, ScoreMax];
//   - legal-deterministic: Legal and AppendLegal (onto a non-empty slice)
//     list the same moves in the same order;
//   - json: Decode(Marshal(s)) equals s and marshals to the same bytes;
//   - clone-equal: Clone equals the original; clone-independent: playing
//     on a clone leaves the original as it was, and a clone kept from the
//     previous sample is unchanged by the original's play since;
//   - rejected-unchanged: Apply of an unlisted move fails with Check's
//     error and leaves the state as it was;
//   - view: View(s, p) marshals to the same JSON after Rehide(s, p), for
//     one seat p a sample in turn and for every seat at the end, and
//     neither View nor Rehide changes s (without Rehide: View marshals
//     the same twice); rehide: the rehidden copy keeps the Invariants.
//
// Once per game:
//
//   - setup: the Config's New succeeds; determinism: New twice with the
//     same seed gives equal states, and replaying the game's moves on the
//     second gives a final state equal to the first's;
//   - record: the game's record reads back from its text unchanged;
//   - replay: with Rules set, Replay of the record ends in an equal state;
//   - winners: at the end Winners lists distinct seats, at least one
//     unless AllowNoWinner or a limit stopped the game ([rulebook.Stopper]); scores
//     as above.
//
// A panic in the game is reported as a failed check "panic" with its stack.
// Run logs the number of games played and the time taken.
func (s Suite[S, M]) Run(t *testing.T) {
	t.Helper()
	if err := s.validate(); err != nil {
		t.Fatal(err)
	}
	if s.View == nil {
		t.Log("conformance: View is nil: view checks skipped")
	} else if s.Rehide == nil {
		t.Log("conformance: Rehide is nil: views are checked for determinism only")
	}
	if s.Rules == nil {
		t.Log("conformance: Rules is nil: records are replayed on Config.New only")
	}
	games := s.Games
	if games <= 0 {
		games = 1000
	}
	if testing.Short() {
		games = max(len(s.Configs), games/5)
	}
	// Batches of rapid.Check, dealt to the Configs in turn, one at least each.
	checks := rapidChecks()
	batches := max(len(s.Configs), (games+checks-1)/checks)
	var played atomic.Int64
	start := time.Now()
	t.Cleanup(func() {
		t.Logf("conformance: %d games over %d configs (%d batches of %d rapid checks), %v",
			played.Load(), len(s.Configs), batches, checks, time.Since(start).Round(time.Millisecond))
	})
	for i, cfg := range s.Configs {
		batches := batches/len(s.Configs) + min(1, max(0, batches%len(s.Configs)-i))
		t.Run(cfg.Name, func(t *testing.T) {
			t.Parallel()
			gens := map[int]*rapid.Generator[int]{}
			for b := range batches {
				ok := t.Run("batch"+strconv.Itoa(b), func(t *testing.T) {
					rapid.Check(t, func(rt *rapid.T) {
						played.Add(1)
						// Batches differ even under a fixed -rapid.seed.
						seed := rapid.Uint64().Draw(rt, "seed") + uint64(b)*0x9e3779b97f4a7c15
						ch := &rapidChooser{t: rt, salt: b, gens: gens}
						if err := s.play(cfg, seed, ch); err != nil {
							rt.Fatal(err)
						}
					})
				})
				if !ok {
					return
				}
			}
		})
	}
}

// rapidChecks is the number of cases one rapid.Check runs: -rapid.checks,
// a fifth of it with -short, as rapid itself counts.
func rapidChecks() int {
	checks := 100
	if f := flag.Lookup("rapid.checks"); f != nil {
		if n, err := strconv.Atoi(f.Value.String()); err == nil {
			checks = n
		}
	}
	if testing.Short() {
		checks /= 5
	}
	return max(1, checks)
}

// CheckGame plays one game of c, seeded with seed, making every decision
// with a [rulebook.Resolver] seeded with seed (Chance by weight, players uniformly),
// and runs on it every check of [Suite.Run]. It returns nil, a *[Violation],
// or an error saying the Suite itself is incomplete. Use it to look at one
// seed, or to test that the suite catches a bug.
func (s Suite[S, M]) CheckGame(c Config[S, M], seed uint64) error {
	if err := s.validate(); err != nil {
		return err
	}
	return s.play(c, seed, &resolverChooser{r: rulebook.NewResolver(seed)})
}

// Benchmark measures random playouts of each Config (one sub-benchmark a
// Config) with [rulebook.Playout]: each iteration plays a Clone of New(1) to the
// end, and reports decisions/op, ns/decision and allocs/decision (the
// Clone's included) besides the usual figures. A game calls it from its
// own Benchmark function.
func (s Suite[S, M]) Benchmark(b *testing.B) {
	for _, cfg := range s.Configs {
		b.Run(cfg.Name, func(b *testing.B) {
			start, err := cfg.New(1)
			if err != nil {
				b.Fatal(err)
			}
			bound := s.MaxDecisions
			if bound <= 0 {
				bound = 1 << 30
			}
			r := rulebook.NewResolver(1)
			var buf []M
			var decisions int
			var m0, m1 runtimeMem
			b.ReportAllocs()
			m0.read()
			for b.Loop() {
				g := start.Clone()
				n, buf2, err := rulebook.Playout(g, r, bound, buf)
				buf = buf2
				if err != nil {
					b.Fatal(err)
				}
				decisions += n
			}
			m1.read()
			if decisions > 0 {
				b.ReportMetric(float64(decisions)/float64(b.N), "decisions/op")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(decisions), "ns/decision")
				b.ReportMetric(float64(m1.mallocs-m0.mallocs)/float64(decisions), "allocs/decision")
			}
		})
	}
}

func (s Suite[S, M]) validate() error {
	var missing []string
	if len(s.Configs) == 0 {
		missing = append(missing, "Configs")
	}
	for i, c := range s.Configs {
		if c.New == nil {
			missing = append(missing, fmt.Sprintf("Configs[%d].New", i))
		}
	}
	if s.MaxDecisions <= 0 {
		missing = append(missing, "MaxDecisions")
	}
	if s.Decode == nil {
		missing = append(missing, "Decode")
	}
	if s.Equal == nil {
		missing = append(missing, "Equal")
	}
	if s.Rules != nil && s.Rules.New == nil {
		missing = append(missing, "Rules.New")
	}
	if len(missing) > 0 {
		return errors.New("rulebooktest.Suite: missing " + strings.Join(missing, ", "))
	}
	if s.ScoreMax < s.ScoreMin {
		return fmt.Errorf("rulebooktest.Suite: ScoreMax %d is below ScoreMin %d", s.ScoreMax, s.ScoreMin)
	}
	return nil
}

// chooser makes the decisions of a game under test.
type chooser interface {
	// pick returns an index below n, the number of legal player moves.
	pick(n int) int
	// pickWeighted returns the index of a Chance outcome, given their
	// weights (all positive) and total.
	pickWeighted(weights []int, total int) int
}

type resolverChooser struct{ r *rulebook.Resolver }

func (c *resolverChooser) pick(n int) int { return c.r.IntN(n) }

func (c *resolverChooser) pickWeighted(w []int, total int) int {
	return c.r.PickWeighted(len(w), func(i int) int { return w[i] })
}

// rapidChooser draws decisions from rapid, so a failing game shrinks.
type rapidChooser struct {
	t    *rapid.T
	salt int
	gens map[int]*rapid.Generator[int]
}

func (c *rapidChooser) draw(n int, label string) int {
	g := c.gens[n]
	if g == nil {
		g = rapid.IntRange(0, n-1)
		c.gens[n] = g
	}
	return (g.Draw(c.t, label) + c.salt) % n
}

func (c *rapidChooser) pick(n int) int {
	if n == 1 {
		return 0
	}
	return c.draw(n, "move")
}

func (c *rapidChooser) pickWeighted(w []int, total int) int {
	if len(w) == 1 {
		return 0
	}
	x := c.draw(total, "chance")
	for i, wi := range w {
		x -= wi
		if x < 0 {
			return i
		}
	}
	return len(w) - 1
}

// How many moves from earlier states are kept, and tried per decision (all
// of them at sampled decisions); how many mutated notations are tried per
// decision; how many rejected moves are applied per sample; how many
// decisions are played on a clone per sample.
const (
	poolSize       = 256
	poolPerStep    = 4
	poolPerSample  = 32
	mutatedPerStep = 4
	rejectedPerRun = 3
	clonePlay      = 3
)

// game is one game under test.
type game[S rulebook.State[S, M], M rulebook.Move] struct {
	suite  *Suite[S, M]
	cfg    Config[S, M]
	seed   uint64
	ch     chooser
	rec    *rulebook.Recording[S, M]
	twin   S // New(seed) again, replayed at the end
	static [4]string
	seats  int

	decision int
	legal    []M
	legalSet map[M]struct{}
	weights  []int

	pool       []M
	poolSet    map[M]struct{}
	poolNext   int // where the next move replaces one when the pool is full
	poolCursor int // where the next decision's tries start

	samples int // how many samples were taken

	kept, keptRef S // a clone from the last sample, and what it must stay
	keptAt        int
	hasKept       bool
}

// stop carries a Violation out of the game by panic, caught in play.
type stop struct{ v *Violation }

func (g *game[S, M]) fail(check, format string, args ...any) {
	panic(stop{g.violation(check, format, args...)})
}

func (g *game[S, M]) violation(check, format string, args ...any) *Violation {
	rec := &rulebook.Record{}
	if g.rec != nil {
		rec.Header = g.rec.Record.Header
		rec.Moves = append([]rulebook.RecordMove(nil), g.rec.Record.Moves...)
	}
	return &Violation{Check: check, Config: g.cfg.Name, Seed: g.seed, Decision: g.decision,
		Detail: fmt.Sprintf(format, args...), Record: rec}
}

func (g *game[S, M]) state() S { return g.rec.State }

// play runs one game through every check and returns the first violation.
func (s *Suite[S, M]) play(cfg Config[S, M], seed uint64, ch chooser) (err error) {
	g := &game[S, M]{suite: s, cfg: cfg, seed: seed, ch: ch,
		legalSet: map[M]struct{}{}, poolSet: map[M]struct{}{}}
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if st, ok := r.(stop); ok {
			err = st.v
			return
		}
		if t := reflect.TypeOf(r); t != nil && t.PkgPath() == "pgregory.net/rapid" {
			panic(r) // rapid's own signals: out of data, test stopped
		}
		err = g.violation("panic", "%v\n%s", r, debug.Stack())
	}()
	g.run()
	return nil
}

func (g *game[S, M]) run() {
	su := g.suite
	st, err := g.cfg.New(g.seed)
	if err != nil {
		g.fail("setup", "New(%d): %v", g.seed, err)
	}
	g.rec = rulebook.NewRecording(st)
	g.twin, err = g.cfg.New(g.seed)
	if err != nil {
		g.fail("determinism", "New(%d) failed the second time: %v", g.seed, err)
	}
	if d := su.Equal(st, g.twin); d != "" {
		g.fail("determinism", "New(%d) twice gives different states (-first +second):\n%s", g.seed, d)
	}
	g.static = [4]string{st.Game(), strconv.Itoa(st.Seats()), st.Fingerprint(), st.Options()}
	g.seats = st.Seats()
	if g.seats < 1 || g.seats > 127 {
		g.fail("static", "Seats is %d; a game seats 1 to 127", g.seats)
	}
	every := su.SampleEvery
	if every <= 0 {
		every = 7
	}
	for {
		over := g.state().Over()
		sampled := over || g.decision%every == 0
		g.everyDecision(sampled)
		if sampled {
			g.sample()
		}
		if over {
			break
		}
		if g.decision >= su.MaxDecisions {
			g.fail("bound", "not over after MaxDecisions = %d decisions (%v to move: %s)", su.MaxDecisions, g.state().ToMove(), g.state().Prompt())
		}
		g.decide()
	}
	g.end()
}

// everyDecision runs the checks made at every decision and leaves g.legal
// and g.legalSet filled.
func (g *game[S, M]) everyDecision(sampled bool) {
	s := g.state()
	g.legal = s.AppendLegal(g.legal[:0])
	clear(g.legalSet)
	over, to := s.Over(), s.ToMove()
	switch {
	case over && to != rulebook.Nobody:
		g.fail("to-move", "the game is over but ToMove is %v", to)
	case over && len(g.legal) > 0:
		g.fail("to-move", "the game is over but Legal lists %d moves, the first %q", len(g.legal), g.legal[0].String())
	case !over && to == rulebook.Nobody:
		g.fail("to-move", "the game is not over but ToMove is nobody")
	case !over && to != rulebook.Chance && (!to.IsSeat() || int(to) >= g.seats):
		g.fail("to-move", "ToMove is %v, not Chance nor one of the %d seats", to, g.seats)
	case !over && len(g.legal) == 0:
		g.fail("to-move", "the game is not over but %v has no legal move (%s)", to, s.Prompt())
	case !over && s.Prompt() == "":
		g.fail("to-move", "Prompt is empty while %v is to move", to)
	}
	if !over {
		if by := rulebook.StoppedBy(s); by != "" {
			g.fail("stopped", "the game is not over but StoppedBy says %q", by)
		}
	}
	for _, m := range g.legal {
		if _, dup := g.legalSet[m]; dup {
			g.fail("legal-duplicate", "Legal lists %q twice", m.String())
		}
		g.legalSet[m] = struct{}{}
		w := s.Weight(m)
		if to == rulebook.Chance && w <= 0 {
			g.fail("weight", "Chance outcome %q weighs %d; every listed outcome must weigh more than 0", m.String(), w)
		}
		if to != rulebook.Chance && w != 1 {
			g.fail("weight", "player move %q weighs %d, not 1", m.String(), w)
		}
		if err := s.Check(m); err != nil {
			g.fail("legal-check", "Legal lists %q but Check rejects it: %v", m.String(), err)
		}
		text := m.String()
		if reason := checkMoveText(text); reason != "" {
			g.fail("notation", "%q: %s", text, reason)
		}
		back, err := s.ParseMove(text)
		if err != nil {
			g.fail("notation", "ParseMove(%q) of a listed move: %v", text, err)
		}
		if back != m {
			g.fail("notation", "ParseMove(%q) gives %#v, not the listed %#v", text, back, m)
		}
	}
	// Moves legal in earlier states that are not listed now.
	if n := len(g.pool); n > 0 {
		tries, most := 0, poolPerStep
		if sampled {
			most = poolPerSample
		}
		for i := 0; i < n && tries < most; i++ {
			m := g.pool[(g.poolCursor+i)%n]
			if _, ok := g.legalSet[m]; ok {
				continue
			}
			tries++
			g.checkRejected(m, "a move legal in an earlier state")
		}
		g.poolCursor = (g.poolCursor + most) % n
	}
	// Moves parsed from mutated notation.
	for _, text := range g.mutations() {
		m, err := s.ParseMove(text)
		if err != nil {
			continue
		}
		if _, ok := g.legalSet[m]; ok {
			continue
		}
		g.checkRejected(m, fmt.Sprintf("a move parsed from %q", text))
	}
	g.checkInvariants(s, "")
}

// checkRejected checks that Check rejects m, which Legal does not list,
// with a rule-citing error.
func (g *game[S, M]) checkRejected(m M, what string) {
	err := g.state().Check(m)
	if err == nil {
		g.fail("unlisted-move", "Check accepts %q (%s), which Legal does not list", m.String(), what)
	}
	g.checkRuleError(m, err)
}

func (g *game[S, M]) checkRuleError(m M, err error) {
	if !errors.Is(err, rulebook.ErrIllegal) {
		g.fail("unlisted-move", "Check rejects %q with an error that does not wrap ErrIllegal: %v", m.String(), err)
	}
	var re *rulebook.RuleError
	if !errors.As(err, &re) {
		g.fail("rule-error", "Check rejects %q with no *RuleError citing the rule: %v", m.String(), err)
	}
	if re.Game != g.static[0] || re.Section == "" || re.Reason == "" {
		g.fail("rule-error", "Check rejects %q with a *RuleError lacking the game %q, a section or a reason: %+v", m.String(), g.static[0], *re)
	}
}

// mutations returns notations near the listed ones: a listed move's text
// with one word swapped for a word of another move, or with its last word
// dropped or doubled.
func (g *game[S, M]) mutations() []string {
	n := len(g.legal)
	if n == 0 {
		return nil
	}
	var out []string
	d := g.decision
	for k := range mutatedPerStep {
		a := strings.Fields(g.legal[(d+k)%n].String())
		var b []string
		if len(g.pool) > 0 && k%2 == 1 {
			b = strings.Fields(g.pool[(d*7+k)%len(g.pool)].String())
		} else {
			b = strings.Fields(g.legal[(d*3+k+1)%n].String())
		}
		if len(a) == 0 {
			continue
		}
		switch {
		case k == 2 && len(a) > 1:
			a = a[:len(a)-1]
		case k == 3:
			a = append(a, a[len(a)-1])
		case len(b) > 0:
			i := (d + k) % len(a)
			a[i] = b[(d+k)%len(b)]
		}
		out = append(out, strings.Join(a, " "))
	}
	return out
}

func (g *game[S, M]) checkInvariants(s S, where string) {
	for _, inv := range g.suite.Invariants {
		err := inv.Check(s)
		switch {
		case err == nil:
		case where != "":
			g.fail("rehide", "invariant %s fails on %s: %v", inv.Name, where, err)
		default:
			g.fail("invariant "+inv.Name, "%v", err)
		}
	}
}

// decide makes one decision and adds the moves that were legal to the pool.
func (g *game[S, M]) decide() {
	s := g.state()
	var i int
	if s.ToMove() == rulebook.Chance {
		g.weights = g.weights[:0]
		total := 0
		for _, m := range g.legal {
			w := s.Weight(m)
			g.weights = append(g.weights, w)
			total += w
		}
		i = g.ch.pickWeighted(g.weights, total)
	} else {
		i = g.ch.pick(len(g.legal))
	}
	m := g.legal[i]
	if err := g.rec.Apply(m); err != nil {
		g.fail("apply", "Apply rejects %q, which Legal lists and Check accepts: %v", m.String(), err)
	}
	for _, m := range g.legal {
		if _, ok := g.poolSet[m]; ok {
			continue
		}
		if len(g.pool) < poolSize {
			g.pool = append(g.pool, m)
		} else {
			delete(g.poolSet, g.pool[g.poolNext])
			g.pool[g.poolNext] = m
			g.poolNext = (g.poolNext + 1) % poolSize
		}
		g.poolSet[m] = struct{}{}
	}
	g.decision++
}

// sample runs the costlier checks.
func (g *game[S, M]) sample() {
	su, s := g.suite, g.state()
	if now := [4]string{s.Game(), strconv.Itoa(s.Seats()), s.Fingerprint(), s.Options()}; now != g.static {
		g.fail("static", "Game, Seats, Fingerprint, Options were %q, are now %q", g.static, now)
	}
	g.checkScores(s)

	// Legal against AppendLegal onto a non-empty slice.
	fresh := s.Legal()
	var zero M
	onto := s.AppendLegal([]M{zero})
	if !equalMoves(fresh, g.legal) || len(onto) != len(g.legal)+1 || onto[0] != zero || !equalMoves(onto[1:], g.legal) {
		g.fail("legal-deterministic", "Legal gives %v, AppendLegal gave %v, and onto a slice of one %v", moveTexts(fresh), moveTexts(g.legal), moveTexts(onto))
	}

	// JSON round trip.
	data, err := json.Marshal(s)
	if err != nil {
		g.fail("json", "Marshal: %v", err)
	}
	ref, err := su.Decode(data)
	if err != nil {
		g.fail("json", "Decode of what Marshal wrote: %v\n%s", err, data)
	}
	if d := su.Equal(s, ref); d != "" {
		g.fail("json", "Decode(Marshal(s)) differs from s (-s +decoded):\n%s", d)
	}
	if back, err := json.Marshal(ref); err != nil || !bytes.Equal(back, data) {
		g.fail("json", "the decoded state marshals differently (err %v):\n%s\n%s", err, data, back)
	}

	// Clones.
	if g.hasKept {
		if d := su.Equal(g.keptRef, g.kept); d != "" {
			g.fail("clone-independent", "a clone taken at decision %d changed as the original played on (-then +now):\n%s", g.keptAt, d)
		}
	}
	c := s.Clone()
	if d := su.Equal(s, c); d != "" {
		g.fail("clone-equal", "Clone differs from the original (-original +clone):\n%s", d)
	}
	g.kept, g.keptRef, g.keptAt, g.hasKept = c, ref, g.decision, true

	// Things that must leave s as it was; one comparison, then a search
	// for the culprit on a decoded copy when it fails.
	rejected := g.pickRejected()
	g.disturb(s, rejected)
	if d := su.Equal(ref, s); d != "" {
		g.blame(data, rejected, d)
	}
	g.samples++
}

// pickRejected chooses unlisted moves from the pool to apply.
func (g *game[S, M]) pickRejected() []M {
	var out []M
	for i := range g.pool {
		m := g.pool[(g.decision+i)%len(g.pool)]
		if _, ok := g.legalSet[m]; !ok {
			out = append(out, m)
			if len(out) == rejectedPerRun {
				break
			}
		}
	}
	return out
}

// disturb does to s what must not change it: apply rejected moves, take
// views and rehidden copies, and play on a clone.
func (g *game[S, M]) disturb(s S, rejected []M) {
	g.applyRejected(s, rejected)
	g.checkViews(s)
	g.playClone(s)
}

func (g *game[S, M]) applyRejected(s S, rejected []M) {
	for _, m := range rejected {
		checkErr := s.Check(m)
		if checkErr == nil {
			g.fail("unlisted-move", "Check accepts %q, which Legal does not list", m.String())
		}
		err := s.Apply(m)
		if err == nil {
			g.fail("rejected-unchanged", "Apply accepts %q, which Check rejects: %v", m.String(), checkErr)
		}
		if !errors.Is(err, rulebook.ErrIllegal) || err.Error() != checkErr.Error() {
			g.fail("rejected-unchanged", "Apply rejects %q with %q, Check with %q", m.String(), err, checkErr)
		}
	}
}

func (g *game[S, M]) checkViews(s S) {
	su := g.suite
	if su.View == nil {
		return
	}
	rng := rand.New(rand.NewPCG(g.seed, uint64(g.decision)))
	// One seat a sample, in turn (all seats at the end of the game).
	first, last := g.samples%g.seats, g.samples%g.seats
	if g.state().Over() {
		first, last = 0, g.seats-1
	}
	for p := first; p <= last; p++ {
		p := rulebook.Player(p)
		v, err := json.Marshal(su.View(s, p))
		if err != nil {
			g.fail("view", "Marshal(View(s, %v)): %v", p, err)
		}
		r, ok := s, false
		if su.Rehide != nil {
			r, ok = su.Rehide(s, p, rng)
		}
		if ok {
			g.checkInvariants(r, fmt.Sprintf("the copy Rehide(s, %v) returned", p))
		}
		w, err := json.Marshal(su.View(r, p))
		if err != nil {
			g.fail("view", "Marshal(View(rehidden, %v)): %v", p, err)
		}
		if !bytes.Equal(v, w) {
			if !ok {
				g.fail("view", "View(s, %v) marshals differently twice:\n%s\n%s", p, v, w)
			}
			g.fail("view", "View for %v changes when only what %v may not see changes:\n%s\n%s", p, p, v, w)
		}
	}
}

// playClone plays a few decisions on a clone of s.
func (g *game[S, M]) playClone(s S) {
	c := s.Clone()
	r := rulebook.NewResolver(g.seed ^ uint64(g.decision))
	var buf []M
	for range clonePlay {
		m, b, ok := rulebook.Step(c, r, buf)
		buf = b
		if !ok {
			return
		}
		if err := c.Apply(m); err != nil {
			g.fail("apply", "on a clone, Apply rejects the legal move %q: %v", m.String(), err)
		}
	}
}

// blame finds which of disturb's steps changed the state, on a copy
// decoded from data, and fails with it.
func (g *game[S, M]) blame(data []byte, rejected []M, diff string) {
	su := g.suite
	for _, m := range rejected {
		c, err := su.Decode(data)
		if err != nil {
			break
		}
		_ = c.Apply(m)
		if d := su.Equal(g.keptRef, c); d != "" {
			g.fail("rejected-unchanged", "Apply(%q) was rejected but changed the state (-before +after):\n%s", m.String(), d)
		}
	}
	if c, err := su.Decode(data); err == nil {
		g.checkViews(c)
		if d := su.Equal(g.keptRef, c); d != "" {
			g.fail("view", "View or Rehide changed the state (-before +after):\n%s", d)
		}
	}
	if c, err := su.Decode(data); err == nil {
		g.playClone(c)
		if d := su.Equal(g.keptRef, c); d != "" {
			g.fail("clone-independent", "playing on a clone changed the original (-before +after):\n%s", d)
		}
	}
	g.fail("clone-independent", "the state changed while rejected moves were applied to it, views taken and a clone played on (-before +after):\n%s", diff)
}

func (g *game[S, M]) checkScores(s S) {
	sc := s.Scores()
	if len(sc) != g.seats {
		g.fail("scores", "Scores has %d entries for %d seats: %v", len(sc), g.seats, sc)
	}
	for i, v := range sc {
		if v < g.suite.ScoreMin || v > g.suite.ScoreMax {
			g.fail("scores", "p%d scores %d, outside [%d, %d]", i, v, g.suite.ScoreMin, g.suite.ScoreMax)
		}
	}
}

// end runs the once-a-game checks on a finished game.
func (g *game[S, M]) end() {
	su, s := g.suite, g.state()
	g.checkScores(s)
	w := s.Winners()
	if len(w) == 0 && !su.AllowNoWinner && rulebook.StoppedBy(s) == "" {
		g.fail("winners", "the game is over, ended by its rules, and Winners is empty")
	}
	seen := map[rulebook.Player]bool{}
	for _, p := range w {
		if !p.IsSeat() || int(p) >= g.seats || seen[p] {
			g.fail("winners", "Winners %v: each must be one of the %d seats, once", w, g.seats)
		}
		seen[p] = true
	}

	// The record reads back, and replays to the same game.
	text := g.rec.Record.String()
	back, err := rulebook.ReadRecord(strings.NewReader(text))
	if err != nil {
		g.fail("record", "the record does not read back: %v\n%s", err, text)
	}
	if back.Header != g.rec.Record.Header || len(back.Moves) != len(g.rec.Record.Moves) {
		g.fail("record", "the record reads back as %+v with %d moves, not %+v with %d", back.Header, len(back.Moves), g.rec.Record.Header, len(g.rec.Record.Moves))
	}
	for i, m := range back.Moves {
		if o := g.rec.Record.Moves[i]; m.Player != o.Player || m.Move != o.Move {
			g.fail("record", "move %d reads back as %v: %s, not %v: %s", i+1, m.Player, m.Move, o.Player, o.Move)
		}
	}
	if err := rulebook.ReplayMoves(g.twin, back.Moves); err != nil {
		g.fail("determinism", "the game's own moves do not replay on New(%d): %v", g.seed, err)
	}
	if d := su.Equal(s, g.twin); d != "" {
		g.fail("determinism", "the same seed and moves end in a different state (-played +replayed):\n%s", d)
	}
	if su.Rules != nil {
		r, err := rulebook.Replay(*su.Rules, back)
		if err != nil {
			g.fail("replay", "Replay: %v", err)
		}
		if d := su.Equal(s, r); d != "" {
			g.fail("replay", "Replay from the record's Options ends in a different state (-played +replayed):\n%s", d)
		}
	}
}

// runtimeMem reads the allocation count.
type runtimeMem struct{ mallocs uint64 }

func (m *runtimeMem) read() {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	m.mallocs = ms.Mallocs
}

func equalMoves[M rulebook.Move](a, b []M) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// checkMoveText says why text cannot stand as a move on a record line, or
// "": the reason [rulebook.Record.WriteTo] refuses a record holding it.
func checkMoveText(text string) string {
	rec := rulebook.Record{Moves: []rulebook.RecordMove{{Player: 0, Move: text}}}
	_, err := rec.WriteTo(io.Discard)
	var se *rulebook.SyntaxError
	if errors.As(err, &se) {
		return strings.TrimPrefix(se.Reason, "move 1 of the record: ")
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

func moveTexts[M rulebook.Move](ms []M) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}
