package highrise

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
)

// table is a game played only through the exported API, the way a
// companion app follows a game on a real table: the test names every
// player decision, and Chance answers with the outcomes the test deals.
type table struct {
	t    *testing.T
	s    *State
	deal []deal
}

// deal is a run of Chance outcomes for the Chance prompts that contain
// where ("onto bonus-1b", "for p2", "to harbourside-1", "for 2020"): the
// next such prompt takes the first outcome, and so on. A Chance prompt no
// deal matches takes its first legal outcome.
type deal struct {
	where string
	want  []string
}

// newTable sets a game up with the deals given and plays Chance up to the
// first player decision.
func newTable(t *testing.T, deals []deal, opts ...Option) *table {
	t.Helper()
	return newTableOn(t, testContent, deals, opts...)
}

// newTableOn is newTable on content c.
func newTableOn(t *testing.T, c *Content, deals []deal, opts ...Option) *table {
	t.Helper()
	s, err := New(c, opts...)
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, s: s, deal: slices.Clone(deals)}
	for i := range tb.deal {
		tb.deal[i].want = slices.Clone(tb.deal[i].want)
	}
	tb.chance()
	return tb
}

// chance answers Chance until a player (or nobody) is to move.
func (tb *table) chance() {
	tb.t.Helper()
	for n := 0; tb.s.ToMove() == rulebook.Chance; n++ {
		if n > 2000 {
			tb.t.Fatalf("Chance never stops: %s", tb.s.Prompt())
		}
		prompt, legal := tb.s.Prompt(), tb.legal()
		move := ""
		for i := range tb.deal {
			d := &tb.deal[i]
			if len(d.want) == 0 || !strings.Contains(prompt, d.where) {
				continue
			}
			move, d.want = d.want[0], d.want[1:]
			if !slices.Contains(legal, move) {
				tb.t.Fatalf("%q: the deal %q is not an outcome now %v", prompt, move, legal)
			}
			break
		}
		if move == "" {
			move = legal[0]
		}
		tb.apply(move)
	}
}

func (tb *table) apply(text string) {
	tb.t.Helper()
	m, err := tb.s.ParseMove(text)
	if err != nil {
		tb.t.Fatalf("parse %q: %v", text, err)
	}
	if err := tb.s.Apply(m); err != nil {
		tb.t.Fatalf("%q at %q: %v (legal: %v)", text, tb.s.Prompt(), err, tb.legal())
	}
}

// do plays the moves in turn, Chance answering in between.
func (tb *table) do(moves ...string) {
	tb.t.Helper()
	for _, text := range moves {
		if tb.s.ToMove() == rulebook.Chance || tb.s.ToMove() == rulebook.Nobody {
			tb.t.Fatalf("%q: %v is to move (%s)", text, tb.s.ToMove(), tb.s.Prompt())
		}
		tb.apply(text)
		tb.chance()
	}
}

// legal lists the legal moves in notation.
func (tb *table) legal() []string {
	var out []string
	for _, m := range tb.s.Legal() {
		out = append(out, m.String())
	}
	return out
}

// refused asserts that the rules refuse text now, citing a section, and
// leave the state as it was.
func (tb *table) refused(text, why string) {
	tb.t.Helper()
	m, err := tb.s.ParseMove(text)
	if err != nil {
		tb.t.Fatalf("parse %q: %v", text, err)
	}
	before := stateText(tb.s)
	err = tb.s.Apply(m)
	var re *rulebook.RuleError
	if !errors.Is(err, rulebook.ErrIllegal) || !errors.As(err, &re) {
		tb.t.Fatalf("%s: %q at %q: got %v, want a move the rules refuse (legal: %v)", why, text, tb.s.Prompt(), err, tb.legal())
	}
	if after := stateText(tb.s); after != before {
		tb.t.Fatalf("%s: the refused %q changed the state", why, text)
	}
	if slices.Contains(tb.legal(), text) {
		tb.t.Fatalf("%s: Legal lists the refused %q", why, text)
	}
}

// offers reports whether Legal lists text now.
func (tb *table) offers(text string) bool { return slices.Contains(tb.legal(), text) }

// view is the table as seat p sees it.
func (tb *table) view(p int) View { return tb.s.View(rulebook.Player(p)) }

// player is seat p as everyone sees it.
func (tb *table) player(p int) PlayerView { return tb.view(p).Players[p] }

// building is Building Space id as everyone sees it.
func (tb *table) building(id string) BuildingSpaceView {
	tb.t.Helper()
	for _, b := range tb.view(0).BuildingSpaces {
		if b.Space == id {
			return b
		}
	}
	tb.t.Fatalf("no Building Space %q", id)
	return BuildingSpaceView{}
}

// held is how many face-up Power Cards id seat p holds.
func (tb *table) held(p int, id string) int {
	for _, c := range tb.player(p).PowerCards {
		if c.Card == id {
			return c.FaceUp
		}
	}
	return 0
}

// seatOf is the seat that holds Base Construction Yard #n.
func (tb *table) seatOf(n int) int {
	tb.t.Helper()
	for _, p := range tb.view(0).Players {
		if p.BaseYard == n {
			return int(p.Seat)
		}
	}
	tb.t.Fatalf("nobody holds Base Construction Yard #%d", n)
	return -1
}

// turn asserts that seat p is to move its Mogul.
func (tb *table) turn(p int) {
	tb.t.Helper()
	if tb.s.ToMove() != rulebook.Player(p) || !strings.Contains(tb.s.Prompt(), "move your Mogul") {
		tb.t.Fatalf("want p%d to move a Mogul; %v: %s", p, tb.s.ToMove(), tb.s.Prompt())
	}
}

// quiet answers every decision until the prompt contains until: "no" where
// it is a choice, else the first legal move.
func (tb *table) quiet(until string) {
	tb.t.Helper()
	for n := 0; !strings.Contains(tb.s.Prompt(), until); n++ {
		if n > 200 || tb.s.Over() {
			tb.t.Fatalf("%q never came: %s", until, tb.s.Prompt())
		}
		move := tb.legal()[0]
		if tb.offers("no") {
			move = "no"
		}
		tb.do(move)
	}
}
