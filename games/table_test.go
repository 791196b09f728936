package games

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// TestTable plays each game a decision at a time through a Table, bots for
// the seats and Chance by weight, with an illegal move refused on the way,
// then goes back and resumes from the record: the replays reach the same
// game.
func TestTable(t *testing.T) {
	for _, g := range All {
		t.Run(g.Name(), func(t *testing.T) {
			l, err := g.Load(content.Default())
			if err != nil {
				t.Fatal(err)
			}
			tb, err := l.NewTable(l.Bound("players=2"))
			if err != nil {
				t.Fatal(err)
			}
			bots := make([]Bot, tb.Seats())
			for p := range bots {
				if bots[p], err = l.Bot(Rank, uint64(p)); err != nil {
					t.Fatal(err)
				}
			}
			r := rulebook.NewResolver(3)
			refused := false
			for n := 0; !tb.Over(); n++ {
				if n > 100000 {
					t.Fatal("no end after 100000 decisions")
				}
				if tb.ToMove() == rulebook.Chance {
					if _, err := tb.PlayChance(r); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if !refused {
					before := tb.Record()
					err := tb.Apply("no such move")
					if err == nil {
						t.Fatal("a move that is no move was played")
					}
					if diff := cmp.Diff(before, tb.Record()); diff != "" {
						t.Errorf("a refused move changed the record (-before +after):\n%s", diff)
					}
					refused = true
				}
				m, err := bots[tb.ToMove()].Choose(tb)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Contains(tb.Legal(), m) {
					t.Fatalf("the bot chose %q, not among %q", m, tb.Legal())
				}
				if err := tb.Apply(m); err != nil {
					t.Fatal(err)
				}
			}
			rec := tb.Record()
			end := tb.Final()
			if _, err := tb.PlayChance(r); err == nil {
				t.Error("Chance played in a game over")
			}
			if err := tb.Apply(rec.Moves[0].Move); err == nil {
				t.Error("a move played in a game over")
			}
			sum := 0.0
			for _, v := range tb.Returns() {
				sum += v
			}
			if tb.Stopped() == "" && len(end.Winners) > 0 && (sum < 0.999 || sum > 1.001) {
				t.Errorf("returns %v of a game won sum to %v", tb.Returns(), sum)
			}

			half := len(rec.Moves) / 2
			if err := tb.Back(half); err != nil {
				t.Fatal(err)
			}
			if got := len(tb.Record().Moves); got != half || tb.Over() {
				t.Errorf("back to %d moves: %d moves, over %v", half, got, tb.Over())
			}
			for _, m := range rec.Moves[half:] {
				if err := tb.Apply(m.Move); err != nil {
					t.Fatalf("replaying the rest after going back: %v", err)
				}
			}
			if diff := cmp.Diff(end, tb.Final()); diff != "" {
				t.Errorf("back and forward again (-first +again):\n%s", diff)
			}
			if err := tb.Back(len(rec.Moves) + 1); err == nil {
				t.Error("went back to a move not played")
			}

			cut := *rec
			cut.Moves = rec.Moves[:half]
			resumed, err := l.Resume(&cut)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range rec.Moves[half:] {
				if err := resumed.Apply(m.Move); err != nil {
					t.Fatalf("the resumed game: %v", err)
				}
			}
			if diff := cmp.Diff(end, resumed.Final()); diff != "" {
				t.Errorf("resumed (-played +resumed):\n%s", diff)
			}
			if diff := cmp.Diff(rec.String(), resumed.Record().String()); diff != "" {
				t.Errorf("the resumed record (-played +resumed):\n%s", diff)
			}
			if _, err := json.Marshal(tb.View(0)); err != nil {
				t.Errorf("a view does not marshal: %v", err)
			}
		})
	}
}

// TestResumeRefusesABadRecord checks that a record that does not replay
// resumes nothing, and says which line is wrong.
func TestResumeRefusesABadRecord(t *testing.T) {
	l, err := highRise.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := l.Record("players=2", 1, Random, 100000)
	if err != nil {
		t.Fatal(err)
	}
	rec.Moves = append([]rulebook.RecordMove(nil), rec.Moves[:10]...)
	rec.Moves[5].Move = "nonsense"
	rec.Moves[5].Line = 12
	_, err = l.Resume(rec)
	var re *rulebook.ReplayError
	if !errors.As(err, &re) || re.Line != 12 {
		t.Errorf("Resume of a record with a bad line 12: %v; want a ReplayError at line 12", err)
	}
}

// TestBotAtAnotherTable checks that a bot refuses a table of another game.
func TestBotAtAnotherTable(t *testing.T) {
	hr, err := highRise.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	cp, err := theCapitals.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	tb, err := cp.NewTable("players=2")
	if err != nil {
		t.Fatal(err)
	}
	b, err := hr.Bot(Random, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Choose(tb); !errors.Is(err, errOtherTable) {
		t.Errorf("a High Rise bot at a table of The Capitals: %v", err)
	}
	if _, err := hr.Bot(Policy{Name: "clever"}, 1); err == nil || !strings.Contains(err.Error(), "unknown policy") {
		t.Errorf("a bot of no policy: %v", err)
	}
}

// TestPlaySeatsWithBots plays a short game of each search policy against
// random seats: the bots' moves are legal, the result has each seat's
// return, and the same seed plays the same game.
func TestPlaySeatsWithBots(t *testing.T) {
	l, err := highRise.Load(content.Default())
	if err != nil {
		t.Fatal(err)
	}
	seats := []Policy{
		{Name: "mcts", Iterations: 10, Cutoff: 10},
		{Name: "ismcts", Iterations: 10, Cutoff: 10},
		{Name: "greedy", Nodes: 20},
		Rank,
	}
	a, err := l.PlaySeats("players=4", 5, seats, 100000)
	if err != nil {
		t.Fatal(err)
	}
	b, err := l.PlaySeats("players=4", 5, seats, 100000)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(a, b); diff != "" {
		t.Errorf("the same seed played twice (-first +second):\n%s", diff)
	}
	if len(a.Returns) != 4 {
		t.Errorf("returns %v; want one a seat", a.Returns)
	}
	if _, err := l.PlaySeats("players=4", 5, seats[:3], 100000); err == nil || !strings.Contains(err.Error(), "3 policies for 4 seats") {
		t.Errorf("three policies for four seats: %v", err)
	}
}
