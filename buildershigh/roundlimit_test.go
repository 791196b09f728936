package buildershigh

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// playTo plays s with random choices from a Resolver seeded with seed
// (Chance by weight) until done says stop or the game is over.
func playTo(t *testing.T, s *State, seed uint64, done func(*State) bool) {
	t.Helper()
	r := rulebook.NewResolver(seed)
	var buf []Move
	for decisions := 0; !s.Over() && !done(s); decisions++ {
		if decisions > 1_000_000 {
			t.Fatalf("seed %d: no end after %d decisions (%s)", seed, decisions, s.Prompt())
		}
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDefaultSetupHasNoRoundLimit: the rulebook ends a game only one way:
// "When any player achieves the victory conditions, continue playing until
// the player to the right of the first player finish their turn and the
// game ends" ("Course of the game"). It has no round limit, so the default
// setup plays on past any number of rounds until someone wins. (Seed 60
// with three players in Easy Mode is a game nobody wins in 60 rounds.)
func TestDefaultSetupHasNoRoundLimit(t *testing.T) {
	s, err := New(testContent, WithPlayers(3), WithEasyMode(true))
	if err != nil {
		t.Fatal(err)
	}
	playTo(t, s, 60, func(s *State) bool { return s.Round() > 60 })
	if s.Over() {
		t.Fatalf("the default setup ended the game in round %d with winners %v (%s); the rulebook has no round limit",
			s.Round(), s.Winners(), s.Prompt())
	}
	playTo(t, s, 60, func(*State) bool { return false })
	if len(s.Winners()) == 0 || s.Prompt() != "the game is over" {
		t.Errorf("the game ended in round %d with winners %v and prompt %q; want an end by the rules, with a winner",
			s.Round(), s.Winners(), s.Prompt())
	}
}

// TestRoundLimitStopsTheGame: a round limit is an option for automated play
// only ("round_limit" in rules.yaml). A game it stops says so, in its
// Prompt, its StoppedBy and the rules it cites, and has no winner; a game
// that ended by the rules says nothing of a limit.
func TestRoundLimitStopsTheGame(t *testing.T) {
	tests := []struct {
		reason  string
		opts    []Option
		seed    uint64
		stopped string // StoppedBy; "" for an end by the rules
		prompt  string
		winners []rulebook.Player
		rounds  int
	}{
		{"nobody has met the victory condition after 12 rounds: the limit stops the game",
			[]Option{WithPlayers(2), WithRule("round_limit", "12")}, 1,
			"the round limit of 12 rounds", "stopped by the round limit of 12 rounds", nil, 12},
		{"a game won before the limit ends by the rules",
			[]Option{WithPlayers(5), WithRule("round_limit", "60")}, 28,
			"", "the game is over", []rulebook.Player{1}, 40},
		{"round_limit=0 is no limit, as the default",
			[]Option{WithPlayers(5), WithRule("round_limit", "0")}, 28,
			"", "the game is over", []rulebook.Player{1}, 40},
	}
	for _, tc := range tests {
		s, err := New(testContent, tc.opts...)
		if err != nil {
			t.Fatal(err)
		}
		playTo(t, s, tc.seed, func(*State) bool { return false })
		type end struct {
			Stopped string
			Winners []rulebook.Player
			Rounds  int
		}
		if diff := cmp.Diff(end{tc.stopped, tc.winners, tc.rounds}, end{s.StoppedBy(), s.Winners(), s.Round()}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
		if !strings.Contains(s.Prompt(), tc.prompt) || (tc.stopped == "") != (s.Prompt() == "the game is over") {
			t.Errorf("%s: prompt %q, want %q", tc.reason, s.Prompt(), tc.prompt)
		}
		if got := rulebook.StoppedBy(s); got != tc.stopped {
			t.Errorf("%s: rulebook.StoppedBy = %q, want %q", tc.reason, got, tc.stopped)
		}
		err = s.Check(Move{Action: ActDraw})
		if tc.stopped != "" && (err == nil || !strings.Contains(err.Error(), tc.stopped)) {
			t.Errorf("%s: a move after the stop is refused with %v, want it to name %q", tc.reason, err, tc.stopped)
		}
	}
}

// TestRoundLimitSparesAWonGame: the limit stops only a game in which
// nobody has met the victory condition. With the errata's literal end
// ("the game ends after the turn of the player to the LEFT of the first
// player"), a player who meets it after that seat's turn in the last round
// of the limit sees the game played on to its end by the rules.
func TestRoundLimitSparesAWonGame(t *testing.T) {
	hands := [][]string{
		{"2m", "2m", "5m", "5m", "10m", "recycling-plant", "row-house", "library", "bank", "workshop"},
		{"2m", "2m", "2m", "5m", "10m", "tax-office", "park", "bank", "library", "warehouse"},
		{"2m", "5m", "5m", "10m", "10m", "city-hall", "office-tower", "factory", "condominium", "shopping-center"},
	}
	s := deal(t, 3, hands, 0, standardCenter, nil, WithEasyMode(true),
		WithRule("end_of_game", endLiteralLeft), WithRule("round_limit", "1"))
	// p2 holds a Park (4M) and two 2M cards and nothing else.
	for _, id := range []string{"5m", "10m", "city-hall", "office-tower", "factory", "condominium", "shopping-center"} {
		setCounts(t, s, handZone(2), id, 0)
	}
	setCounts(t, s, handZone(2), "2m", 2)
	setCounts(t, s, handZone(2), "park", 1)
	play(t, s, "take row-house") // p0
	resolveChance(t, s)
	play(t, s, "take apartment-block") // p1, the first player's left: the literal end's seat
	resolveChance(t, s)
	play(t, s, "build park", "pay 2+2")
	if !s.Achieved(2) {
		t.Fatalf("p2 emptied the hand in Easy Mode but has not met the victory condition")
	}
	resolveChance(t, s)
	if s.Over() {
		t.Fatalf("the round limit stopped a game p2 has won, before its end by the rules (%s)", s.Prompt())
	}
	playTo(t, s, 1, func(*State) bool { return false })
	if diff := cmp.Diff([]rulebook.Player{2}, s.Winners()); diff != "" || s.Round() != 2 || s.StoppedBy() != "" {
		t.Errorf("winners (-want +got):\n%s\nround %d, stopped by %q; want the end by the rules after p1's turn in round 2",
			diff, s.Round(), s.StoppedBy())
	}
}
