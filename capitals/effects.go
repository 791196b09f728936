package capitals

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// The effect primitives a script may return. No tile is named here: each
// tile's behaviour is the script in its YAML.
const (
	opGain expr.Op = expr.OpGame + iota // gain(track, n)
	opPay                               // pay(track, n, effects)
	opFree                              // activate_adjacent()

	// Steps of the turn machinery, never returned by scripts.
	opBox      // Chance: a tile of a type leaves an Era stack (2 players)
	opSeat     // Chance: the seat placed on the next Initiative space at setup
	opDraw     // Chance: a tile drawn from the current Era stack to the $0 row
	opSpace    // a player chooses an Initiative space
	opTake     // a player takes a tile from the Projects Area
	opPlace    // a player places the tile taken
	opOrder    // a player chooses which pending effect to resolve next
	opUpgrade  // a player may upgrade the Power Plant
	opExec     // a player's Executive turn: activations left in N
	opBonus    // a player who passed every activation chooses Prestige or a cube
	opToken    // a player moves a surrounded Construction Token
	opTrigger  // Permanent Effects after an activation of the tile at Cell
	opArrows   // a new tile or activation: track ends pay again (N: the red arrows already paid, given back after a free activation)
	opEnd      // the game's End of Game effects of one player's tiles
	opEndCount // marks the phase step done

	// The Prosperity add-on (appended, so the numbers above stay).
	opExtra   // build(n): take and build n more tiles from the Projects Area (saved as "build_extra")
	opDeal    // Chance: a Prosperity tile dealt face down to seat Kind (N left)
	opProsper // a player builds a Prosperity tile or a Lake
	opLake    // a player places the Lake of tile Kind
	opSource  // no longer pushed: a free activation holds its tile's cell; kept so older saves decode
	opPBox    // the undealt Prosperity tiles return to the box unseen

	// Listed effects held by an order, worked out when chosen (listed.go);
	// never steps of the stack.
	opListed // element N of the Immediate Effects of the order's tile
	opCons   // the Construction Effect of a tile, by cell and count

	// A Conditional Effect the player may have take place again
	// (conditional_times=chosen), unfolded one time at a time (see
	// fnConditional): as an effect, conditional(n, Then) with 2 ≤ N = n,
	// Then taking place once and then the question; as a step, the
	// question whether Then takes place an N-th time, of up to Kind.
	opCond
)

// Env is what a script sees: the state, the player whose tile it is, the
// tile's cell in the City, the count of a construction effect and the tile
// a match script is asked about. Scripts reach it only through the verbs.
type Env struct {
	s       *State
	player  int
	cell    int // the tile's index in its City, -1 for none
	times   int
	subject int // a tile kind, -1 for none
}

func (c *Content) densityName(k int) string {
	if k < 0 || k >= len(c.tiles) || c.tiles[k].Density == 0 {
		return ""
	}
	return c.densities[c.tiles[k].Density-1]
}

// specMatch reports whether tile kind k is one a tile spec term names:
// "any"; a type ("housing"); a type and density ("housing.low"); a type
// and a word of the name ("tourism~museum", any case); or the tiles whose
// Immediate Effect provides exactly N progress ("progress=3"). Terms
// joined by "+" add up (tiles("industry+commerce")).
func (c *Content) specMatch(term string, k int) bool {
	t := &c.tiles[k]
	if n, ok := strings.CutPrefix(term, "progress="); ok {
		want, err := strconv.Atoi(n)
		return err == nil && t.Type >= 0 && t.Progress == want
	}
	if t.Type < 0 {
		return false
	}
	typ, rest, cut := strings.Cut(term, ".")
	if cut {
		return c.types[t.Type] == typ && c.densityName(k) == rest
	}
	typ, word, cut := strings.Cut(term, "~")
	if cut {
		return c.types[t.Type] == typ && strings.Contains(strings.ToLower(t.Name), strings.ToLower(word))
	}
	return term == "any" || c.types[t.Type] == term
}

// specIs reports whether tile kind k is one spec names: one of its terms
// joined by "+" (see specMatch).
func (c *Content) specIs(spec string, k int) bool {
	for term := range strings.SplitSeq(spec, "+") {
		if c.specMatch(term, k) {
			return true
		}
	}
	return false
}

// specError says what is wrong with a tile spec, or "".
func (c *Content) specError(spec string) string {
	for _, term := range strings.Split(spec, "+") {
		if n, ok := strings.CutPrefix(term, "progress="); ok {
			if _, err := strconv.Atoi(n); err != nil {
				return fmt.Sprintf("%q: progress=N takes a number", term)
			}
			continue
		}
		typ, rest, dense := strings.Cut(term, ".")
		if !dense {
			typ, rest, _ = strings.Cut(term, "~")
		}
		if typ != "any" && !slices.Contains(c.types, typ) {
			return fmt.Sprintf("%q: unknown building type %q (known: any, %v)", term, typ, c.types)
		}
		if dense && !slices.Contains(c.densities, rest) {
			return fmt.Sprintf("%q: unknown density %q (known: %v)", term, rest, c.densities)
		}
	}
	return ""
}

// checkReferences reports every literal a script passes that names nothing:
// an unknown track, a tile spec with an unknown building type or density,
// an unknown rules option, or a seat no game of the content has.
func (c *Content) checkReferences(s content.Script, errs *content.Errors) {
	expr.CheckLiterals(c.lang, s, verb.Kinds, c.checkArg, errs)
}

// checkArg says why literal v, an argument naming kind, names nothing, or "".
func (c *Content) checkArg(kind argKind, v any) string {
	name, _ := v.(string)
	ti, isTrack := trackIndex(name)
	switch {
	case kind == argTrack && !isTrack:
		return fmt.Sprintf("unknown track %q (known: %v)", name, trackIDs)
	case kind == argLevel && !isTrack && !slices.Contains(shownIDs[:], name):
		return fmt.Sprintf("unknown track %q (known: %v, %v)", name, trackIDs, shownIDs)
	case kind == argBoardTrack && (!isTrack || ti >= nTracks):
		return fmt.Sprintf("unknown board track %q (known: %v)", name, trackIDs[:nTracks])
	case kind == argSpec:
		return c.specError(name)
	case kind == argOption && !slices.ContainsFunc(c.options, func(o RuleOption) bool { return o.Name == name }):
		return fmt.Sprintf("unknown rules option %q (rules.yaml's options)", name)
	case kind == argSeat:
		if q, ok := v.(int); ok && (q < 0 || q >= c.maxPlayers) {
			return fmt.Sprintf("no seat %d: the seats are 0 to %d (rules.yaml's players)", q, c.maxPlayers-1)
		}
	}
	return ""
}

// runnerPool lends script runners, each holding a reused VM and the Env of
// one run, so a read of the state writes nothing to it.
var runnerPool expr.Pool[Env]

// run appends the effects of sc for player p's tile at cell, with count.
func (s *State) run(sc *script, p, cell, count int, dst []expr.Effect) ([]expr.Effect, error) {
	if sc == nil {
		return dst, nil
	}
	if sc.isCon {
		return append(dst, sc.consts...), nil
	}
	if count >= 0 && count < len(sc.byCount) {
		return append(dst, sc.byCount[count]...), nil
	}
	r := runnerPool.Get()
	r.Env = Env{s: s, player: p, cell: cell, times: count, subject: -1}
	dst, err := r.RunEffects(sc.prog, &r.Env, dst)
	runnerPool.Put(r)
	return dst, err
}

// matches runs a match script about tile kind k for player p's tile at cell.
func (s *State) matches(prog *expr.Program, tab []bool, p, cell, k int) (bool, error) {
	if prog == nil {
		return true, nil
	}
	if tab != nil {
		return tab[k], nil
	}
	r := runnerPool.Get()
	r.Env = Env{s: s, player: p, cell: cell, subject: k}
	ok, err := r.RunBool(prog, &r.Env)
	runnerPool.Put(r)
	return ok, err
}
