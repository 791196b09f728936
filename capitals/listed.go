package capitals

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/parser/lexer"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// Listed effects.
//
// "The player may freely decide in what order they wish to update each
// track position", and a Conditional Effect depends on "how their City
// meets the condition": so each effect the player orders is worked out
// when the player resolves it, after the ones chosen before it. A tile's
// Immediate Effects are the elements of its script's list, each compiled on
// its own at load; the Construction Effects a build triggers are one
// listed effect each, with the count found when the tile was placed.
//
// The pending choice (an opOrder task) holds the list, shared and never
// written, and a bit set of the effects already resolved. An effect that
// reads nothing of the state is held as its effects; one that does is a
// reference, worked out when it is chosen:
//
//	{Op: opListed, N: j}                  element j of the Immediate Effects of the tile at the task's Cell
//	{Op: opCons, N: cell + consCells*count} the Construction Effect of the tile at cell, with count()

// maxListed bounds the Immediate Effects a tile lists, so that a pending
// choice (with a Construction Effect from each tile of a City) fits its
// bit set.
const maxListed = 16

// consCells packs a cell and a count in a reference to a Construction
// Effect.
const consCells = 64

// listedEffects compiles the Immediate Effects script s (already compiled
// whole as sc) into its listed effects: the template of an order, and the
// script of each element a reference points at.
func (c *Content) listedEffects(s content.Script, sc *script, errs *content.Errors) (items []expr.Effect, elems []*script) {
	if sc == nil {
		return nil, nil
	}
	parts, offsets := splitList(s.Src)
	for i, part := range parts {
		line, col := lineCol(s.Src, offsets[i])
		sub := content.Script{Src: part, Pos: s.At(line, col)}
		p, err := c.lang.Compiler().Compile(sub, expr.Effects)
		if err != nil {
			// The whole list compiles: read it as one effect.
			elems = nil
			break
		}
		el, ok := c.newScript(sub, p, errs)
		if !ok {
			return nil, nil
		}
		elems = append(elems, el)
	}
	if elems == nil {
		parts = []string{s.Src}
		elems = []*script{sc}
	}
	for j, el := range elems {
		if el.isCon {
			items = append(items, el.consts...)
			continue
		}
		first := j
		for i := 0; i < j; i++ {
			if strings.TrimSpace(parts[i]) == strings.TrimSpace(parts[j]) {
				first = i
				break
			}
		}
		items = append(items, expr.Effect{Op: opListed, N: first})
	}
	if len(items) > maxListed {
		errs.Add(s.Pos, "the Immediate Effects list %d effects; a tile lists at most %d", len(items), maxListed)
		return nil, nil
	}
	// Shared by every order: its capacity is its length, so appending copies.
	return items[:len(items):len(items)], elems
}

// lineCol turns a byte offset in src into a 1-based line and rune column.
func lineCol(src string, off int) (line, col int) {
	line, col = 1, 1
	for _, r := range src[:off] {
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// splitList splits a script whose whole text is one list literal into the
// source of each element and its byte offset; nil when it is not one. It
// reads the script with expr's own lexer, so strings and comments are
// skipped as the compiler skips them; an element is the text from its first
// token to its last.
func splitList(src string) (parts []string, offsets []int) {
	tokens, err := lexer.Lex(file.NewSource(src))
	if err != nil || len(tokens) < 3 { // "[", "]" and EOF at least
		return nil, nil
	}
	tokens = tokens[:len(tokens)-1] // the EOF
	if !tokens[0].Is(lexer.Bracket, "[") || !tokens[len(tokens)-1].Is(lexer.Bracket, "]") {
		return nil, nil
	}
	// Token locations count runes; the parts are cut by bytes.
	byteAt := make([]int, 0, len(src)+1)
	for i := range src {
		byteAt = append(byteAt, i)
	}
	byteAt = append(byteAt, len(src))
	depth, first := 0, 1
	cut := func(last int) { // the element of tokens[first:last]
		if last > first {
			from, to := byteAt[tokens[first].From], byteAt[tokens[last-1].To]
			parts = append(parts, src[from:to])
			offsets = append(offsets, from)
		}
		first = last + 1
	}
	for i, t := range tokens {
		switch {
		case t.Is(lexer.Bracket, "(", "[", "{"):
			depth++
		case t.Is(lexer.Bracket, ")", "]", "}"):
			depth--
			if depth < 0 || depth == 0 && i != len(tokens)-1 {
				return nil, nil // "[a] + [b]": not one literal
			}
			if depth == 0 {
				cut(i)
			}
		case t.Is(lexer.Operator, ",") && depth == 1:
			cut(i)
		}
	}
	if depth != 0 {
		return nil, nil
	}
	return parts, offsets
}

// consItems appends the listed effect of a Construction Effect: its effects
// when they read nothing of the state, else a reference to the tile at cell.
func consItems(dst []expr.Effect, sc *script, cell, count int) []expr.Effect {
	switch {
	case sc == nil:
		return dst
	case sc.isCon:
		return append(dst, sc.consts...)
	case count >= 0 && count < len(sc.byCount):
		return append(dst, sc.byCount[count]...)
	}
	return append(dst, expr.Effect{Op: opCons, N: cell + consCells*count})
}

// remaining is how many listed effects of an order are still to resolve.
func (t *task) remaining() int {
	n := len(t.Then)
	if n > 64 {
		n = 64
	}
	return n - bits.OnesCount64(t.Done&(1<<n-1))
}

// nth is the index in Then of the n-th (1-based) effect still to resolve,
// or -1.
func (t *task) nth(n int) int {
	for i := range t.Then {
		if i < 64 && t.Done&(1<<i) == 0 {
			if n--; n == 0 {
				return i
			}
		}
	}
	return -1
}

// resolveListed marks effect i of the order on top of the stack resolved
// and works it out now, for the player who owns the order.
func (s *State) resolveListed(i int) error {
	t := s.stack.Top()
	if t == nil || t.Op != opOrder || i < 0 || i >= len(t.Then) || i >= 64 || t.Done&(1<<i) != 0 {
		return fmt.Errorf("capitals: no pending effect %d", i+1)
	}
	t.Done |= 1 << i
	item, p, cell := t.Then[i], int(t.Who), int(t.Cell)
	if t.remaining() == 0 {
		s.stack.Pop()
	}
	if p < 0 || p >= s.seats() {
		return fmt.Errorf("capitals: an order for no seat")
	}
	ct := &s.cities[p]
	var sc *script
	count := 0
	switch item.Op {
	case opListed:
		if cell < 0 || cell >= int(ct.N) {
			return fmt.Errorf("capitals: no tile at cell %d", cell)
		}
		tile := s.cellTile(ct, cell)
		if item.N < 0 || item.N >= len(tile.elems) {
			return fmt.Errorf("capitals: %s lists no effect %d", tile.ID, item.N+1)
		}
		sc = tile.elems[item.N]
	case opCons:
		cell, count = item.N%consCells, item.N/consCells
		if item.N < 0 || cell >= int(ct.N) || s.cellTile(ct, cell).cons == nil {
			return fmt.Errorf("capitals: no Construction Effect at cell %d", cell)
		}
		sc = s.cellTile(ct, cell).cons.effect
	default:
		return s.pushEffect(item, p, cell)
	}
	return s.runPush(sc, p, cell, count)
}
