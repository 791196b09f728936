package bot_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
)

// toy is a small game for the search's tests, in two forms.
//
// Nim: a pile of stones, players take 1 or 2 in turn, and whoever takes the
// last stone wins; with two players the winning move leaves a multiple of
// 3.
//
// Gamble (gamble set): one decision for seat 0, "take 1" (safe: Chance
// then wins for seat 0 with weight 1 against 3) or "take 2" (Chance wins
// for seat 0 with weight 3 against 1).
type toy struct {
	seats  int
	stones int
	turn   int
	gamble bool
	chance int // the stones taken before Chance decides (gamble)
	over   bool
	winner int
}

type toyMove struct {
	Chance bool
	N      int
}

func (m toyMove) String() string {
	if m.Chance {
		return "coin " + strconv.Itoa(m.N)
	}
	return "take " + strconv.Itoa(m.N)
}

var errToy = errors.New("toy: illegal")

func (s *toy) Game() string { return "toy" }
func (s *toy) Seats() int   { return s.seats }
func (s *toy) ToMove() rulebook.Player {
	switch {
	case s.over:
		return rulebook.Nobody
	case s.chance > 0:
		return rulebook.Chance
	}
	return rulebook.Player(s.turn)
}
func (s *toy) Prompt() string {
	if s.over {
		return "over"
	}
	return fmt.Sprintf("%v: take from %d", s.ToMove(), s.stones)
}
func (s *toy) AppendLegal(dst []toyMove) []toyMove {
	switch {
	case s.over:
	case s.chance > 0:
		dst = append(dst, toyMove{true, 0}, toyMove{true, 1})
	default:
		for n := 1; n <= min(2, s.stones); n++ {
			dst = append(dst, toyMove{N: n})
		}
	}
	return dst
}
func (s *toy) Legal() []toyMove { return s.AppendLegal(nil) }
func (s *toy) Weight(m toyMove) int {
	if !m.Chance {
		return 1
	}
	// Outcome 1 is seat 0's win: weight 1 after "take 1", 3 after "take 2".
	if (m.N == 1) == (s.chance == 2) {
		return 3
	}
	return 1
}
func (s *toy) Check(m toyMove) error {
	for _, l := range s.Legal() {
		if l == m {
			return nil
		}
	}
	return errToy
}
func (s *toy) Apply(m toyMove) error {
	if err := s.Check(m); err != nil {
		return err
	}
	switch {
	case m.Chance:
		s.over, s.winner = true, 1-m.N
	case s.gamble:
		s.chance = m.N
	default:
		s.stones -= m.N
		if s.stones == 0 {
			s.over, s.winner = true, s.turn
		}
		s.turn = (s.turn + 1) % s.seats
	}
	return nil
}
func (s *toy) ParseMove(text string) (toyMove, error) {
	f := strings.Fields(text)
	if len(f) != 2 {
		return toyMove{}, errToy
	}
	n, err := strconv.Atoi(f[1])
	return toyMove{Chance: f[0] == "coin", N: n}, err
}
func (s *toy) Over() bool { return s.over }
func (s *toy) Scores() []int {
	out := make([]int, s.seats)
	if s.over {
		out[s.winner] = 1
	}
	return out
}
func (s *toy) Winners() []rulebook.Player {
	if !s.over {
		return nil
	}
	return []rulebook.Player{rulebook.Player(s.winner)}
}
func (s *toy) Clone() *toy         { t := *s; return &t }
func (s *toy) Fingerprint() string { return "toy" }
func (s *toy) Options() string     { return "" }
func (s *toy) Returns() []float64  { return rulebook.WinnerReturns(s.seats, s.Winners()) }
func (s *toy) Heuristic() []float64 {
	if s.over {
		return s.Returns()
	}
	return rulebook.Standing(nil, make([]float64, s.seats), 1)
}
func (s *toy) Determinize(p rulebook.Player, r *rulebook.Resolver) *toy {
	return s.Clone()
}

var _ rulebook.Searchable[*toy, toyMove] = (*toy)(nil)
