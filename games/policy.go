package games

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Policy is how a seat chooses, by name with its settings, as a command
// line writes it: "random", "rank", "greedy:nodes=300",
// "mcts:iterations=200:cutoff=20". Chance always plays by the rules'
// weights. A Policy is a value: == compares two.
//
// The policies:
//
//   - random: a legal move, each as likely.
//   - rank: the game's quick greedy rule, a ranking of the kinds of move
//     (build before pass); the fastest policy that plays sensibly, for
//     coverage runs.
//   - greedy: [bot.Greedy], one ply of look-ahead on the game's Heuristic,
//     a ply being the seat's whole decision; nodes= sets its budget.
//   - mcts: [bot.MCTS], UCT over the players' returns from a
//     determinization a worker; iterations=, time=, cutoff=, workers= and
//     exploration= set its search.
//   - ismcts: [bot.ISMCTS], information-set MCTS, with mcts's settings.
//
// A setting left 0 takes the game's default ([Defaults]): the budgets the
// tournaments use, which play a game in seconds.
//
// [bot.Greedy]: https://pkg.go.dev/github.com/rulebook-go/rulebook/bot#Greedy
// [bot.MCTS]: https://pkg.go.dev/github.com/rulebook-go/rulebook/bot#MCTS
// [bot.ISMCTS]: https://pkg.go.dev/github.com/rulebook-go/rulebook/bot#ISMCTS
type Policy struct {
	Name string // random, rank, greedy, mcts or ismcts
	// Iterations is a search's budget a decision (mcts, ismcts).
	Iterations int
	// Time, when positive, also ends a search's decision after this long.
	Time time.Duration
	// Cutoff is the decisions a search's playout runs before the game's
	// Heuristic values it; negative: playouts run to the game's end.
	Cutoff int
	// Workers is the root-parallel searches a decision.
	Workers int
	// Exploration is UCT's constant.
	Exploration float64
	// Nodes is the states greedy values a decision.
	Nodes int
}

// The policies without settings.
var (
	Random = Policy{Name: "random"}
	Rank   = Policy{Name: "rank"}
	Greedy = Policy{Name: "greedy"}
	MCTS   = Policy{Name: "mcts"}
	ISMCTS = Policy{Name: "ismcts"}
)

// PolicyNames lists the policies' names, for messages.
const PolicyNames = "random, rank, greedy, mcts, ismcts"

// settings are the names each policy takes after a colon.
var settings = map[string][]string{
	"random": nil,
	"rank":   nil,
	"greedy": {"nodes"},
	"mcts":   {"iterations", "time", "cutoff", "workers", "exploration"},
	"ismcts": {"iterations", "time", "cutoff", "workers", "exploration"},
}

// ParsePolicy reads a policy as [Policy.String] writes it: its name, then
// each setting as ":name=value" ("mcts:iterations=200:cutoff=none"; a
// cutoff of none plays playouts to the end, a time reads as Go writes a
// duration, "2s").
func ParsePolicy(text string) (Policy, error) {
	parts := strings.Split(strings.TrimSpace(text), ":")
	p := Policy{Name: parts[0]}
	known, ok := settings[p.Name]
	if !ok {
		return Policy{}, fmt.Errorf("unknown policy %q (known: %s)", p.Name, PolicyNames)
	}
	for _, part := range parts[1:] {
		name, value, ok := strings.Cut(part, "=")
		if !ok || value == "" {
			return Policy{}, fmt.Errorf("policy %q: %q is not a setting (name=value)", text, part)
		}
		if !slices.Contains(known, name) {
			if len(known) == 0 {
				return Policy{}, fmt.Errorf("policy %q: %s takes no settings", text, p.Name)
			}
			return Policy{}, fmt.Errorf("policy %q: %s has no setting %q (it has %s)", text, p.Name, name, strings.Join(known, ", "))
		}
		if err := p.set(name, value); err != nil {
			return Policy{}, fmt.Errorf("policy %q: %s: %v", text, name, err)
		}
	}
	return p, nil
}

// set sets one setting from its text.
func (p *Policy) set(name, value string) error {
	switch name {
	case "time":
		d, err := time.ParseDuration(value)
		if err != nil || d <= 0 {
			return fmt.Errorf("%q is not a positive duration such as 2s", value)
		}
		p.Time = d
		return nil
	case "exploration":
		x, err := strconv.ParseFloat(value, 64)
		if err != nil || x <= 0 || x > 100 {
			return fmt.Errorf("%q is not a positive number", value)
		}
		p.Exploration = x
		return nil
	case "cutoff":
		if value == "none" {
			p.Cutoff = -1
			return nil
		}
	}
	n, err := strconv.Atoi(value)
	if err != nil || n < 1 || n > 100_000_000 {
		return fmt.Errorf("%q is not a whole number from 1 to 100000000", value)
	}
	switch name {
	case "iterations":
		p.Iterations = n
	case "cutoff":
		p.Cutoff = n
	case "workers":
		p.Workers = n
	case "nodes":
		p.Nodes = n
	}
	return nil
}

// String writes the policy as ParsePolicy reads it, its settings in a
// fixed order, those left 0 left out.
func (p Policy) String() string {
	var b strings.Builder
	b.WriteString(p.Name)
	add := func(name, value string) { b.WriteString(":" + name + "=" + value) }
	if p.Iterations > 0 {
		add("iterations", strconv.Itoa(p.Iterations))
	}
	if p.Time > 0 {
		add("time", p.Time.String())
	}
	switch {
	case p.Cutoff < 0:
		add("cutoff", "none")
	case p.Cutoff > 0:
		add("cutoff", strconv.Itoa(p.Cutoff))
	}
	if p.Workers > 0 {
		add("workers", strconv.Itoa(p.Workers))
	}
	if p.Exploration > 0 {
		add("exploration", strconv.FormatFloat(p.Exploration, 'g', -1, 64))
	}
	if p.Nodes > 0 {
		add("nodes", strconv.Itoa(p.Nodes))
	}
	return b.String()
}

// ParseSeats reads a policy a seat, separated by commas:
// "mcts:iterations=200,greedy,random,random".
func ParseSeats(text string) ([]Policy, error) {
	var out []Policy
	for i, part := range strings.Split(text, ",") {
		p, err := ParsePolicy(part)
		if err != nil {
			return nil, fmt.Errorf("seat %d: %w", i, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// Defaults are a game's settings for the policies that search, taken by a
// setting a Policy leaves 0: what plays a game in seconds on one core.
type Defaults struct {
	Iterations  int     // a search's iterations a decision
	Cutoff      int     // a playout's decisions before the Heuristic values it; 0: to the end
	Nodes       int     // the states greedy values a decision
	Exploration float64 // a search's UCT constant; 0: the bot's own default
	Normalize   bool    // a search's UCT rescales each node's values (bot.Search.Normalize)
}
