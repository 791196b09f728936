package bot

import (
	"fmt"

	"github.com/rulebook-go/rulebook"
)

// Random chooses uniformly among the legal moves. It reads nothing but the
// legal moves. Make one with [NewRandom].
type Random[S rulebook.Searchable[S, M], M rulebook.Move] struct {
	r   *rulebook.Resolver
	buf []M
}

// NewRandom returns a Random policy drawing from a generator seeded with
// seed: the same seed and the same decisions give the same moves.
func NewRandom[S rulebook.Searchable[S, M], M rulebook.Move](seed uint64) *Random[S, M] {
	return &Random[S, M]{r: rulebook.NewResolver(seed)}
}

// Choose returns a legal move, each as likely.
func (p *Random[S, M]) Choose(t Turn[S, M]) (M, error) {
	p.buf = t.AppendLegal(p.buf[:0])
	if len(p.buf) == 0 {
		var zero M
		return zero, fmt.Errorf("bot: random: %w (%s)", rulebook.ErrNoLegalMove, t.Prompt())
	}
	return p.buf[p.r.IntN(len(p.buf))], nil
}
