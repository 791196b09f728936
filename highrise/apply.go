package highrise

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/rulebook-go/rulebook/expr"
)

// maxCount bounds any count a script passes, against runaway content. A
// count read off a Building (a Power Card's "1 VP for every 2 Floors of the
// Building") is in range for any Building play can construct, up to
// maxHeight Floors.
const maxCount = maxHeight

// pushEffects pushes effects for seat who so that the first is done first.
func (s *State) pushEffects(effects []expr.Effect, who int8) error {
	return expr.Expand(&s.stack, effects, func(e expr.Effect) error { return s.pushEffect(e, who) })
}

// pushEffect turns one effect a script returned into pending steps.
func (s *State) pushEffect(e expr.Effect, who int8) error {
	if e.N < 0 || e.N > maxCount {
		return fmt.Errorf("highrise: a count of %d is out of range 0..%d", e.N, maxCount)
	}
	t := task{Op: e.Op, Who: who, N: int16(e.N), Arg: e.Arg, Label: e.Label, Then: e.Then, Else: e.Else}
	switch e.Op {
	case expr.OpMay, expr.OpEither:
		s.stack.Push(t)
		return nil
	case expr.OpEach, expr.OpChoose, expr.OpLoop:
		s.stack.Push(loopTask(e, who))
		return nil
	case opDraw, opDrawMore:
		t.Op, t.Dest = opFloor, int8(destYard+int(who))
		if e.Op == opDraw {
			t.K = 1 // fire the owner's draw triggers when done
		}
	case opTake:
		t.K = int16(s.c.color(e.Arg))
		if t.K < 0 || int(t.K) == s.c.up {
			return fmt.Errorf("highrise: %q is not a Floor colour", e.Arg)
		}
	case opRaise:
		ev, _ := events.Lookup(e.Arg)
		t.K = int16(ev)
		if ev <= 0 {
			return fmt.Errorf("highrise: %q is not an event of the Power Cards", e.Arg)
		}
	case opTakeOneColor:
		t.K = int16(s.c.color(e.Arg))
		t.Op = opTakeColor
	case opTallestBonus:
		t.K = int16(s.c.hoodIndex(e.Arg))
		if t.K < 0 {
			return fmt.Errorf("highrise: unknown neighborhood %q", e.Arg)
		}
	case opSpireOn:
		t.K = int16(slices.Index(spireOnChoices, e.Arg))
		if b, ok := s.c.lookup('p', e.Arg); t.K < 0 && ok && b < s.buildingSpaces() {
			t.K, t.N = spireOnSpace, int16(b) // a Building Space named
		}
		if t.K < 0 {
			return fmt.Errorf("highrise: spire_on: %q is not one of %q nor a Building Space", e.Arg, spireOnChoices)
		}
	case opCard:
		t.K = int16(s.c.cardIndex(e.Arg))
		if t.K < 0 {
			return fmt.Errorf("highrise: unknown Power Card %q", e.Arg)
		}
	case opConstruct:
		t.K = -1
		if e.Arg != "" && e.N != constructSuburbs {
			t.K = int16(s.c.hoodIndex(e.Arg))
		}
	case opDrawUpTo:
		t.K = int16(e.M) // the fewest Floors to draw
	case opGive:
		if e.M < 0 || e.M >= s.seats() || e.M == int(who) {
			return fmt.Errorf("highrise: give: seat %d is not another player of %d", e.M, s.seats())
		}
		t.K = int16(e.M) // the seat given to
	case opDrawOnCard:
		t.Op, t.Dest = opFloor, int8(destCard+int(who))
	case opDiscard:
		t.K = int16(s.c.cardIndex(e.Arg))
		if t.K < 0 {
			return fmt.Errorf("highrise: unknown Power Card %q", e.Arg)
		}
	case opSwitch:
		t.K = int16(slices.Index(switchChoices, e.Arg)) // 1: only switches after which a Blueprint can be constructed
		if t.K < 0 {
			return fmt.Errorf("highrise: switch_color: %q is not one of %q", e.Arg, switchChoices)
		}
	case opFloorsOnto:
		if e.Arg != "" {
			return s.floorsOntoSpace(e.Arg, e.N, who) // a Building Space named
		}
	case opChoose, opUltra, opCorrupt, opLose, opLoseUpTo, opLoseOrKeep, opVP, opSpire, opTrade,
		opSpend, opBonusAny,
		opUnflip, opTakeFromCard, opCover, opFloorsNew, opCoOwn, opRepeat, opLoseVP, opSkipAction:
	default:
		return fmt.Errorf("highrise: unknown effect %d", e.Op)
	}
	if t.N == 0 && e.Op != opConstruct && e.Op != opTrade && e.Op != opTallestBonus &&
		e.Op != opBonusAny && e.Op != opSpireOn && e.Op != opSwitch {
		return nil
	}
	s.stack.Push(t)
	return nil
}

// Corruption.

// gainCorruption moves seat p up the track; a Lose 1 Corruption tile kept
// takes one off; past the last space the track wraps for wrapVP.
func (s *State) gainCorruption(p, n int) {
	pl := &s.p[p]
	if n > 0 && pl.Lose1 > 0 {
		pl.Lose1--
		n--
	}
	c := int(pl.Corruption) + n
	for c >= len(s.c.track) {
		c -= len(s.c.track)
		pl.VP -= int16(s.c.wrapVP)
	}
	pl.Corruption = uint8(c)
}

// loseCorruption moves seat p down the track, never below zero, and fires
// its lose-corruption triggers when it lost any.
func (s *State) loseCorruption(p, n int) {
	pl := &s.p[p]
	n = min(n, int(pl.Corruption))
	if n <= 0 {
		return
	}
	pl.Corruption -= uint8(n)
	if s.nact == neutralMove && p == int(s.ctrl) {
		s.nlost = true
	}
	s.trigger(p, evLoseCorruption)
}

// Floors.

// gain puts one Floor (or UltraPlastic) of colour k into seat p's yards and
// owes an overflow decision when they are over capacity.
func (s *State) gain(p, k int) {
	s.p[p].Yard[k]++
	s.checkOverflow(p)
}

func (s *State) checkOverflow(p int) {
	if s.capacityLeft(p) >= 0 {
		return
	}
	for i := range s.stack {
		if (s.stack[i].Op == opOverflow || s.stack[i].Op == opDiscardDown) && int(s.stack[i].Who) == p {
			return
		}
	}
	s.stack.Push(task{Op: opOverflow, Who: int8(p)})
}

// discardLater owes seat p a discard down to capacity once the action's
// Floors are all drawn ("you may first draw all the Floors you're
// entitled to"), or, for Floors from a Bonus Space, once the Bonus is
// resolved and before the action ("Bonus Spaces are resolved fully before
// Action Spaces! ... you must decide whether to discard Floors or pick up
// an Expanded Construction Yard before executing your action"): the
// action still to come waits on the stack beneath the Bonus, and the
// discard may not make it impossible (K, the space's index plus one; see
// appendDiscards).
func (s *State) discardLater(p int) {
	t := task{Op: opDiscardDown, Who: int8(p)}
	for i := len(s.stack) - 1; i >= 0; i-- {
		if op := s.stack[i].Op; op == opAction || op == opEndAction || op == opNeutralEnd {
			if op == opAction && int(s.stack[i].Who) == p {
				t.K = s.stack[i].K + 1 // the action of that space must stay possible
			}
			s.stack.Insert(i+1, t)
			return
		}
	}
	s.stack.Push(t)
}

// returnFloor puts colour k back: Floors in the bag, UltraPlastic in the
// supply ("there should never be any UltraPlastic in the bag").
func (s *State) returnFloor(k int) {
	if k == s.c.up {
		s.ultra++
	} else {
		s.bag[k]++
	}
}

func (s *State) returnFloors(f *Floors) {
	for k, n := range f {
		for range n {
			s.returnFloor(k)
		}
	}
	*f = Floors{}
}

// shortageFrom lists the seats a short bag lets p take from: those with the
// most Floors, unless p is one of them.
func (s *State) shortageFrom(p int) (mask uint8) {
	return s.richest(p, s.p[p].Yard.Total())
}

// richest lists the seats with the most Floors in their yards (UltraPlastic
// counted, as it fills a space "like a regular Floor") that hold a Floor of
// a colour to give, when seat p, holding mine, is not one of the most. What
// comes in place of a Floor from the bag is a Floor, never an UltraPlastic:
// "There should never be any UltraPlastic in the bag", and a choice from it
// cannot give one ("You can't get UltraPlastic from this Action Space",
// Trade/Choose; a Tenant's "You may not get UltraPlastic from" it). The
// most holding only UltraPlastic, nothing comes ("you simply draw no more").
func (s *State) richest(p, mine int) (mask uint8) {
	most := mine
	for q := 0; q < s.seats(); q++ {
		if q != p {
			most = max(most, s.p[q].Yard.Total())
		}
	}
	if most == mine {
		return 0
	}
	for q := 0; q < s.seats(); q++ {
		if y := &s.p[q].Yard; q != p && y.Total() == most && y.Total() > int(y[s.c.up]) {
			mask |= 1 << q
		}
	}
	return mask
}

// Power Cards.

// trigger pushes the ongoing effects seat p's face-up cards have for ev,
// the listeners of ev in reverse card order so the first card acts first:
// the first copy of a name acts, each further copy may act for a Corruption
// (copies of one name from different stacks count together).
func (s *State) trigger(p, ev int) { s.triggerIn(p, ev, -1) }

// triggerIn is trigger for an event that happens in Neighborhood hood (-1
// for none): the cards' can and effect scripts run with it as the
// Neighborhood acted on (here()), as a Tenant's power runs with its own.
func (s *State) triggerIn(p, ev, hood int) {
	if s.setup {
		return
	}
	cards := s.c.listeners.Of(ev)
	for i := len(cards) - 1; i >= 0; i-- {
		k := cards[i]
		card := &s.c.cards[k]
		if s.p[p].Up[k] == 0 {
			continue
		}
		prior := 0 // copies of the name in earlier stacks, which act first
		for j := card.same; j < k; j++ {
			if s.c.cards[j].same == card.same && s.c.cards[j].Event == ev && s.c.cards[j].Timing == timingOngoing {
				prior += int(s.p[p].Up[j])
			}
		}
		for c := int(s.p[p].Up[k]) - 1; c >= 0; c-- {
			s.stack.Push(task{Op: opTrigger, Who: int8(p), K: int16(k), N: int16(prior + c), Dest: int8(hood + 1)})
		}
	}
}

// useCardAs plays card k; standIn discards a card that may stand in for
// it (instead_of its timing) instead of k, which stays.
func (s *State) useCardAs(p, k int, standIn bool) error {
	card := &s.c.cards[k]
	pl := &s.p[p]
	if standIn {
		a := s.standIn(p, k)
		if a < 0 {
			return fmt.Errorf("highrise: no card to stand in for %s", card.ID)
		}
		pl.Up[a]--
		s.stacks[a]++
	} else {
		pl.Up[k]--
		switch card.Timing {
		case timingSingle:
			s.stacks[k]++
		case timingRound:
			pl.Down[k]++
		default:
			pl.Up[k]++
		}
	}
	if s.used[card.same] < math.MaxUint8 { // only "more than one" counts: a long action stays at the top
		s.used[card.same]++ // counted by name: one name's stacks count together
	}
	effects, err := s.runEffects(s.cs[k].effect, p, -1, s.scratch[:0])
	if err := s.runPush(effects, err, p); err != nil {
		return err
	}
	if s.used[card.same] > 1 {
		s.gainCorruption(p, 1)
	}
	return nil
}

// usable reports whether seat p may use card k in a window for event ev:
// a face-up card used by its holder whose event the window opens, and
// whose can script (cards.yaml) says it has something to act on now.
func (s *State) usable(p, k, ev int) bool {
	card := &s.c.cards[k]
	if s.p[p].Up[k] == 0 || card.Timing == timingOngoing || card.Timing == timingGameEnd {
		return false
	}
	return windowOffers(ev, card.Event) && s.cardCan(k, p, ev)
}

// windowOffers reports whether the window of event ev offers the cards of event
// card: its own; an anytime card at its holder's move and in each of its
// holder's windows; and, right after constructing, the cards used while
// constructing and those for an Extra Floor.
func windowOffers(ev, card int) bool {
	switch {
	case card == evAnytime:
		return true
	case ev == evNone:
		return false
	case ev == evAfterConstruct:
		return card == evAfterConstruct || card == evConstructing || card == evExtraFloor
	}
	return card == ev
}

// standIns reports whether seat p may discard a card that stands in for
// each card a move uses that mask names (1: the card of a move onto an
// occupied space, 2: the card of a move forward in the same Zone): one
// such card for each.
func (s *State) standIns(p int, mask int16) bool {
	n := 0
	for bit, let := range [2]int{letShare, letSameZone} {
		if mask&(1<<bit) == 0 {
			continue
		}
		if k := s.cardLetting(p, let); k < 0 || s.standIn(p, k) < 0 {
			return false
		}
		n++
	}
	have := 0
	for a := range s.c.cards {
		if s.c.cards[a].insteadOf == timingSingle {
			have += int(s.p[p].Up[a])
		}
	}
	return have >= n
}

// standIn is a face-up card of seat p that may be discarded instead of
// card k: one whose instead_of is k's timing ("when you use another Power
// Card with a 1x symbol, you may discard" it "instead"), or -1.
func (s *State) standIn(p, k int) int {
	for a := range s.c.cards {
		if a != k && s.c.cards[a].insteadOf == s.c.cards[k].Timing && s.p[p].Up[a] > 0 {
			return a
		}
	}
	return -1
}

func (s *State) anyUsable(p, ev int) bool {
	for k := range s.c.cards {
		if s.usable(p, k, ev) {
			return true
		}
	}
	return false
}

// Moving.

// passedBonus calls f for every non-empty Bonus Space passed moving from
// track space from (exclusive; -1 before the first) to to (exclusive).
func (s *State) passedBonus(from, to int, f func(b int)) {
	for b, i := range s.side.BonusSpaces { // in track order
		if i >= to {
			break
		}
		if i > from && !s.bonus[b].empty() {
			f(b)
		}
	}
}

// canStop reports whether seat p may stop on track space q (occupancy
// aside): a mandatory action must be possible, now when the move passes no
// Bonus Space with anything on it, else after one of the Bonus Spaces it
// passes ("Bonus Spaces are resolved fully before Action Spaces!"; "If you
// cannot perform the action, you may not stop on that space"), or in the
// 1-player game after one of the line's Bonus Tiles the move takes one of
// (see viaLine). memo keeps
// the answers of one listing: a can script reads the state, the seat, the
// Neighborhood and the Floors a Bonus adds.
func (s *State) canStop(p, q int, memo *canMemo) bool {
	sp := &s.side.Spaces[q]
	if sp.Kind == kindStop {
		return true
	}
	prog, info, ok := s.stopCan(q)
	if !ok {
		return false // a Tenant space with no Tenant
	}
	if prog == nil {
		return true
	}
	var own canAnswer
	a := memo.answer(prog, info, sp.Hood, &own)
	if s.takesFromLine(p, int(s.p[p].Pos), q) {
		return memo.viaLine(s, prog, info, p, sp.Hood, a)
	}
	memo.passBonus(s, int(s.p[p].Pos))
	if !memo.passes(q) {
		return memo.now(s, prog, p, sp.Hood, a)
	}
	if memo.viaBonus(s, prog, info, p, sp.Hood, q, a) {
		return true
	}
	for i := 0; i < memo.nt && int(memo.tq[i]) < q; i++ {
		if memo.afterTile(s, prog, p, sp.Hood, i, a) {
			return true
		}
	}
	return false
}

// canMemo remembers can-script answers within one listing of moves for
// one seat, keyed by what the script reads: scripts of the same text share
// answers, and the Neighborhood is part of the key only for a script that
// reads it. Each answer holds the script's answer as things are and, for
// a script that reads the Floors a Bonus adds, how far along the track the
// Bonus Spaces have been tried.
type canMemo struct {
	n    int
	keys [16]canKey
	vals [16]canAnswer
	r    *expr.Local[Env] // the runner the listing's scripts run with, from the first run to release

	// The Bonus Spaces after track space from with only Floors on them, in
	// track order: their track space and Floors; and those with a Bonus
	// Tile or a Power Card: their track space, their index, and the state
	// once the seat has taken one (made when first asked, nil until then).
	built bool
	from  int
	nb    int
	bq    [maxBonus]int16
	bf    [maxBonus]Floors
	nt    int
	tq    [maxBonus]int16
	tb    [maxBonus]int8
	after [maxBonus]*State

	// The state once the seat has taken the Bonus Tile of the solo line's
	// slot i, made when first asked (see viaLine).
	line [maxLine]*State

	// share: the copies after a Bonus Tile or Power Card are made with the
	// seat then using the card the Bonus gave that lets it share a space
	// (see canStopSharing).
	share bool
}

// canAnswer is what a canMemo knows of one script: its answer now, once
// asked; with
// the Floors of the Bonus Spaces listed by passBonus taken in track order,
// the first that makes it yes (first, -1 for none found among the tried
// Bonus Spaces before it); and its answers after each Bonus Tile or Power
// Card passBonus listed, by index, once asked (afterKnown, afterYes); and
// its answers after each Bonus Tile of the solo line, by slot, once asked
// (lineKnown, lineYes).
type canAnswer struct {
	now, known           bool // known: now has been worked out
	first                int8
	tried                int8
	afterKnown, afterYes uint32
	lineKnown, lineYes   uint8
}

// A canAnswer's line bit sets hold a bit for each slot of the line.
var _ [8 - maxLine]struct{}

// A canAnswer's bit sets hold a bit for each Bonus Space of a side.
var _ [32 - maxBonus]struct{}

// passBonus lists the Bonus Spaces with something on them after track
// space from.
func (m *canMemo) passBonus(s *State, from int) {
	if m.built && m.from == from {
		return
	}
	m.releaseAfter()
	m.built, m.from, m.nb, m.nt = true, from, 0, 0
	for i := range m.vals[:m.n] {
		m.vals[i].first, m.vals[i].tried = -1, 0
		m.vals[i].afterKnown, m.vals[i].afterYes = 0, 0
	}
	for b, i := range s.side.BonusSpaces { // in track order
		bs := &s.bonus[b]
		switch {
		case i <= from || bs.empty():
		case bs.Tile < 0 && bs.Card < 0:
			m.bq[m.nb], m.bf[m.nb] = int16(i), bs.Floors
			m.nb++
		default:
			m.tq[m.nt], m.tb[m.nt] = int16(i), int8(b)
			m.nt++
		}
	}
}

// passes reports whether a move to track space q passes a Bonus Space
// with something on it (see passBonus).
func (m *canMemo) passes(q int) bool {
	return m.nb > 0 && int(m.bq[0]) < q || m.nt > 0 && int(m.tq[0]) < q
}

// viaBonus reports whether can script prog (answer a; canInfo info, nil
// for none) says yes for seat p in Neighborhood hood with the Floors of a
// Bonus Space holding only Floors passed before track space q, trying
// Bonus Spaces in track order no further than q asks. A Bonus whose Floors
// equal an earlier one's answers as it did; for a script that reads no
// Floors a Bonus adds, every such Bonus answers as now.
func (m *canMemo) viaBonus(s *State, prog *expr.Program, info *canInfo, p, hood, q int, a *canAnswer) bool {
	if m.nb == 0 || int(m.bq[0]) >= q {
		return false
	}
	if info != nil && !info.extra {
		return m.now(s, prog, p, hood, a)
	}
	for a.first < 0 && int(a.tried) < m.nb && int(m.bq[a.tried]) < q {
		i := int(a.tried)
		if !slices.Contains(m.bf[:i], m.bf[i]) && m.run(s, prog, p, hood, m.bf[i]) {
			a.first = int8(i)
		}
		a.tried++
	}
	return a.first >= 0 && int(m.bq[a.first]) < q
}

// afterTile reports whether can script prog (memo answer a) says yes for
// seat p in Neighborhood hood once p has taken the i-th Bonus Space with a
// Bonus Tile or a Power Card that passBonus listed: judged on a copy of
// the state with the Bonus taken and done up to its first decision, once
// for each script and Bonus in a listing.
func (m *canMemo) afterTile(s *State, prog *expr.Program, p, hood, i int, a *canAnswer) bool {
	bit := uint32(1) << i
	if a.afterKnown&bit != 0 {
		return a.afterYes&bit != 0
	}
	yes := m.runAfterTile(s, prog, p, hood, i)
	a.afterKnown |= bit
	if yes {
		a.afterYes |= bit
	}
	return yes
}

// runAfterTile runs can script prog for seat p in Neighborhood hood on the
// copy of the state with the i-th Bonus Tile or Power Card taken, made
// when first asked.
func (m *canMemo) runAfterTile(s *State, prog *expr.Program, p, hood, i int) bool {
	t := m.after[i]
	if t == nil {
		t = s.afterDoing(func(t *State) error {
			if err := t.takeBonus(p, int(m.tb[i])); err != nil || !m.share {
				return err
			}
			k := t.cardLetting(p, letShare)
			if k < 0 {
				return errNoShareCard
			}
			return t.useCardAs(p, k, false)
		})
		if t == nil {
			return false
		}
		m.after[i] = t
	}
	if m.r == nil {
		m.r = runnerPool.Get()
	}
	return t.canRun(m.r, prog, p, hood, Floors{}, evNone)
}

// errNoShareCard: the Bonus taken for a move onto an occupied space held
// no card to share it.
var errNoShareCard = errors.New("highrise: no card to share the space")

// afterDoing is a pooled copy of s with do done on it and the steps that
// leaves done up to the first that needs a decision: the state a move is
// judged in after what it does first (a move card used, a Bonus taken).
// nil when do fails (the copy is given back); give the copy back with
// releaseScratch.
func (s *State) afterDoing(do func(t *State) error) *State {
	t := scratchStates.Get().(*State)
	s.copyTo(t)
	depth := t.stack.Len()
	if err := do(t); err != nil {
		releaseScratch(t)
		return nil
	}
	for t.stack.Len() > depth && !t.over {
		if waiting, err := t.step(t.stack.Top()); err != nil || waiting {
			break
		}
	}
	return t
}

// canAfter reports whether can script prog (canInfo info, nil for none)
// says yes for seat p in Neighborhood hood once p has taken Bonus Space b,
// one of those passBonus listed.
func (m *canMemo) canAfter(s *State, prog *expr.Program, info *canInfo, p, hood, b int) bool {
	for i := 0; i < m.nt; i++ {
		if int(m.tb[i]) == b {
			var own canAnswer
			return m.afterTile(s, prog, p, hood, i, m.answer(prog, info, hood, &own))
		}
	}
	if info != nil && !info.extra {
		// The script reads no Floors a Bonus adds: with those of a Bonus
		// of Floors alone its answer is the answer now.
		return m.canWith(s, prog, info, p, hood, Floors{})
	}
	return m.canWith(s, prog, info, p, hood, s.bonus[b].Floors)
}

// releaseAfter gives back the copies afterTile made.
func (m *canMemo) releaseAfter() {
	for i, t := range m.after[:m.nt] {
		if t != nil {
			releaseScratch(t)
			m.after[i] = nil
		}
	}
}

// canStopSharing reports whether seat p, with no face-up Power Card that
// lets it share an Action Space, may stop on the occupied track space q
// (not in the Stop Zone) using such a card from a Bonus Space it passes:
// a Mogul moves onto an occupied space only with such a card used "at the
// same time" (Appendix III), and "You are allowed to delay the decision of
// which space you stop on until you have chosen your Bonus". The action must be
// possible once p has taken that Bonus and used its card. memo is the
// listing's memo for such moves.
func (s *State) canStopSharing(p, q int, memo *canMemo) bool {
	prog, info, ok := s.stopCan(q)
	if !ok {
		return false // a Tenant space with no Tenant
	}
	hood := s.side.Spaces[q].Hood
	memo.share = true
	memo.passBonus(s, int(s.p[p].Pos))
	var own canAnswer
	a := &own
	if prog != nil {
		a = memo.answer(prog, info, hood, &own)
	}
	for i := 0; i < memo.nt && int(memo.tq[i]) < q; i++ {
		if s.bonusLetting(int(memo.tb[i]), letShare) && (prog == nil || memo.afterTile(s, prog, p, hood, i, a)) {
			return true
		}
	}
	return false
}

// bonusLetting reports whether Bonus Space b holds a Power Card used
// during a move that lets its holder do let.
func (s *State) bonusLetting(b, let int) bool {
	k := int(s.bonus[b].Card)
	return k >= 0 && s.c.cards[k].Event == evMove && s.c.cards[k].lets == let
}

// firstBonusLetting is the track space of the first Bonus Space after
// track space from whose Power Card lets its taker do let, -1 for none.
func (s *State) firstBonusLetting(from, let int) int {
	for b, i := range s.side.BonusSpaces { // in track order
		if i > from && s.bonusLetting(b, let) {
			return i
		}
	}
	return -1
}

// sharesOnTheWay reports whether a move from track space from to q passes
// a Bonus Space whose Power Card lets its taker share an Action Space.
func (s *State) sharesOnTheWay(from, q int) bool {
	b := s.firstBonusLetting(from, letShare)
	return b >= 0 && b < q
}

type canKey struct {
	prog *expr.Program // nil when id says which script
	id   int
	hood int
}

// answer is the memo's entry for can script prog (not nil) with its
// canInfo info (nil for none) in Neighborhood hood, for the listing's seat:
// its answers are worked out as they are asked (see now and afterTile).
// When the memo is full the entry is own.
func (m *canMemo) answer(prog *expr.Program, info *canInfo, hood int, own *canAnswer) *canAnswer {
	k := canKey{prog: prog, hood: hood}
	if info != nil {
		k.prog, k.id = nil, info.id
		if !info.hood {
			k.hood = -1
		}
	}
	for i := 0; i < m.n; i++ {
		if m.keys[i] == k {
			return &m.vals[i]
		}
	}
	a := own
	if m.n < len(m.keys) {
		m.keys[m.n] = k
		a = &m.vals[m.n]
		m.n++
	}
	*a = canAnswer{first: -1}
	return a
}

// now is answer a's answer as things are, the script run when first asked:
// a move that passes a Bonus Space needs it only for a Bonus of Floors.
func (m *canMemo) now(s *State, prog *expr.Program, p, hood int, a *canAnswer) bool {
	if !a.known {
		a.now, a.known = m.run(s, prog, p, hood, Floors{}), true
	}
	return a.now
}

// canWith is the answer of can script prog (nil: always) with its canInfo
// info (nil for none), run for seat p in Neighborhood hood with the Floors
// extra added; the memo keeps the answers without extra Floors.
func (m *canMemo) canWith(s *State, prog *expr.Program, info *canInfo, p, hood int, extra Floors) bool {
	if prog == nil {
		return true
	}
	if extra == (Floors{}) {
		var own canAnswer
		return m.now(s, prog, p, hood, m.answer(prog, info, hood, &own))
	}
	return m.run(s, prog, p, hood, extra)
}

// run runs can script prog (not nil) with the memo's runner.
func (m *canMemo) run(s *State, prog *expr.Program, p, hood int, extra Floors) bool {
	if m.r == nil {
		m.r = runnerPool.Get()
	}
	return s.canRun(m.r, prog, p, hood, extra, evNone)
}

// release gives back the runner the memo's runs borrowed; call it when
// the listing is done.
func (m *canMemo) release() {
	m.releaseAfter()
	for i, t := range m.line {
		if t != nil {
			releaseScratch(t)
			m.line[i] = nil
		}
	}
	if m.r != nil {
		runnerPool.Put(m.r)
		m.r = nil
	}
}

// stopProgram is the can script of track space q, nil for none.
func (s *State) stopProgram(q int) *expr.Program {
	prog, _, _ := s.stopCan(q)
	return prog
}

// stopCan is the can script of track space q (nil for none) and its
// canInfo; ok is false for a Tenant space with no Tenant on it.
func (s *State) stopCan(q int) (prog *expr.Program, info *canInfo, ok bool) {
	sp := &s.side.Spaces[q]
	switch sp.Kind {
	case kindTenant:
		t := s.tenantAtSpace(q)
		if t < 0 {
			return nil, nil, false
		}
		return s.ts[t].can, s.ts[t].canInfo, true
	case kindAction, kindStop:
		a := &s.c.actions[sp.Action]
		return a.can, a.canInfo, true
	}
	return nil, nil, true
}

// tenantAtSpace is the tenant on track space q, or -1.
func (s *State) tenantAtSpace(q int) int {
	sp := &s.side.Spaces[q]
	if sp.Kind != kindTenant {
		return -1
	}
	return int(s.tenant[sp.Hood*s.c.maxSlots+sp.Slot])
}

// firstFreeStop is the first free space of the Stop Zone.
func (s *State) firstFreeStop() int {
	z := &s.side.Zones[s.side.Stop]
	for i := z.First; i < z.First+z.N; i++ {
		if !s.occupied(i) {
			return i
		}
	}
	return -1
}

// cardLetting is a face-up move card of seat p that lets a move do let
// (letShare, letSameZone), or -1.
func (s *State) cardLetting(p, let int) int {
	for k := range s.c.cards {
		if s.c.cards[k].Event == evMove && s.c.cards[k].lets == let && s.p[p].Up[k] > 0 {
			return k
		}
	}
	return -1
}

// moveTo moves the player to move to track space q, and queues the Bonus
// choice and the action. mayor shares an occupied space, zone moves forward
// in the same Zone, each with the face-up card that allows it (for mayor,
// when the player holds none, the card of the Bonus Space it takes on the
// way, used once taken: see canStopSharing); stand names
// the cards a single-use anytime card is discarded instead of (see
// standIns).
func (s *State) moveTo(p, q int, mayor, zone bool, stand int16) error {
	pl := &s.p[p]
	from := int(pl.Pos)
	wasAhead := s.aheadOfAll(p)
	if s.rule("same_name_corruption") == "action" {
		s.used = [maxCards]uint8{}
	}
	s.seq++
	pl.Pos, pl.Arrive, pl.Shared = int8(q), s.seq, mayor
	pl.Switched = false
	end := task{Op: opEndAction, Who: int8(p)}
	if !wasAhead && s.aheadOfAll(p) {
		end.N = 1 // moved past every other Mogul: pass-all cards act at the action's end
	}
	s.stack.Push(end)
	if s.holds(p, evAfterAction) {
		s.stack.Push(task{Op: opWindow, Who: int8(p), K: evAfterAction})
	}
	s.stack.Push(task{Op: opAction, Who: int8(p), K: int16(q)})
	// Onto an occupied space with no card to share it: the card of a
	// Bonus Space on the way, used once that Bonus is taken.
	later := mayor && s.cardLetting(p, letShare) < 0
	passed := false
	s.passedBonus(from, q, func(int) { passed = true })
	if passed {
		pick := task{Op: opBonusPick, Who: int8(p), K: int16(from), N: int16(q)}
		if later {
			pick.Dest = destSharing
		}
		s.stack.Push(pick)
	} else if later {
		return fmt.Errorf("highrise: seat %d moves onto an occupied space with no card to share it", p)
	}
	s.soloPasses(p, from, q)
	if s.side.Spaces[q].Kind == kindStop {
		s.stopZoneDiscard()
	}
	if mayor && !later {
		if err := s.useCardAs(p, s.cardLetting(p, letShare), stand&1 != 0); err != nil {
			return err
		}
	}
	if zone {
		if err := s.useCardAs(p, s.cardLetting(p, letSameZone), stand&2 != 0); err != nil {
			return err
		}
	}
	return nil
}

// aheadOfAll reports whether seat p's Mogul is ahead of every other Mogul
// on the One-Way Track (sharing a space is not ahead).
func (s *State) aheadOfAll(p int) bool {
	for q := 0; q < s.moguls(); q++ {
		if q != p && s.behind(q) >= s.behind(p) {
			return false
		}
	}
	return true
}

// holds reports whether seat p has a face-up card acting at event ev.
func (s *State) holds(p, ev int) bool {
	for k := range s.c.cards {
		if s.c.cards[k].Event == ev && s.p[p].Up[k] > 0 {
			return true
		}
	}
	return false
}

// stopZoneDiscard: a Mogul moved into the Stop Zone: every card marked
// stop_zone: discard goes back to its stack, the Floors on it back to the
// bag ("discard all Floors from the card back to supply"): the Floors set
// aside on a card in front of a seat that gives such a card back.
func (s *State) stopZoneDiscard() {
	for p := 0; p < s.seats(); p++ {
		pl := &s.p[p]
		back := false
		for k := range s.c.cards {
			if s.c.cards[k].DiscardAtStop && pl.Up[k]+pl.Down[k] > 0 {
				s.stacks[k] += pl.Up[k] + pl.Down[k]
				pl.Up[k], pl.Down[k] = 0, 0
				back = true
			}
		}
		if back {
			s.returnFloors(&pl.OnCard)
		}
	}
}

// takeBonus gives seat p everything on Bonus Space b.
func (s *State) takeBonus(p, b int) error {
	bs := &s.bonus[b]
	for k, n := range bs.Floors {
		for range n {
			s.gain(p, k)
		}
	}
	bs.Floors = Floors{}
	if bs.Card >= 0 {
		s.p[p].Up[bs.Card]++
		bs.Card = -1
	}
	if bs.Tile >= 0 {
		tile := &s.c.tiles[bs.Tile]
		bs.Tile = -1
		if tile.effect != nil {
			effects, err := s.runEffects(tile.effect, p, -1, s.scratch[:0])
			return s.runPush(effects, err, p)
		}
	}
	return nil
}

// runAction does the action of track space q for seat p.
func (s *State) runAction(p, q int) error { return s.runSpace(p, q, false) }

// runSpace does the action or Tenant power of track space q for seat p;
// again (a card repeating it) skips the space's Corruption and the
// Building owner's draw.
func (s *State) runSpace(p, q int, again bool) error {
	if q < 0 || q >= len(s.side.Spaces) {
		return fmt.Errorf("highrise: track space %d is out of range", q)
	}
	sp := &s.side.Spaces[q]
	if sp.Corruption > 0 && !again {
		s.gainCorruption(p, sp.Corruption)
	}
	switch sp.Kind {
	case kindAction, kindStop:
		// The action's effects come after what stopping here triggers
		// (a trade-space card's "before performing the Trade, Draw one
		// Floor"), which may skip them (skip_action).
		s.stack.Push(task{Op: opActionDo, Who: int8(p), K: int16(q)})
		if s.c.actions[sp.Action].Event == evTrade {
			s.trigger(p, evTrade)
		}
		return nil
	case kindTenant:
		t := s.tenantAtSpace(q)
		if t < 0 {
			return nil
		}
		if !again && s.ownersDraw(p, sp.Hood*s.c.maxSlots+sp.Slot, q) {
			return nil // the power is queued after the owner's choice
		}
		effects, err := s.runEffects(s.ts[t].effect, p, sp.Hood, s.scratch[:0])
		return s.runPush(effects, err, p)
	}
	return nil
}

// doAction pushes the effects of the action of track space q for seat p.
func (s *State) doAction(p, q int) error {
	sp := &s.side.Spaces[q]
	effects, err := s.runEffects(s.c.actions[sp.Action].effect, p, sp.Hood, s.scratch[:0])
	return s.runPush(effects, err, p)
}

// skipAction drops the pending effects of the action seat p stopped for
// (a power that lets the player skip them); it reports whether there were any.
func (s *State) skipAction(p int) bool {
	for i := len(s.stack) - 1; i >= 0; i-- {
		if t := s.stack[i]; t.Op == opActionDo && int(t.Who) == p {
			s.stack.Remove(i)
			return true
		}
	}
	return false
}

// actionPending reports whether the effects of the action seat p stopped
// for are still to come.
func (s *State) actionPending(p int) bool {
	for i := len(s.stack) - 1; i >= 0; i-- {
		if t := s.stack[i]; t.Op == opActionDo && int(t.Who) == p {
			return true
		}
	}
	return false
}

// canTrade reports whether seat p, with Floors extra added, can trade:
// Floors of one colour for as many of another colour from the bag, or,
// with choose_missing yards, from the yards of the player with the most
// Floors once p has put its own in the bag ("Not Enough Floors in the
// Bag?"; see trade).
func (s *State) canTrade(p int, extra Floors) bool {
	y := s.p[p].Yard
	y.add(extra)
	most := 0 // the most Floors of one colour p could put in the bag
	for k := 0; k < s.c.up; k++ {
		if y[k] == 0 {
			continue
		}
		most = max(most, int(y[k]))
		for j := 0; j < s.c.up; j++ {
			if j != k && s.bag[j] > 0 {
				return true
			}
		}
	}
	return most > 0 && s.rule("choose_missing") == "yards" && s.richest(p, y.Total()-most) != 0
}

// canChoose reports whether seat p, with Floors extra added, would get a
// Floor by choosing one: from the bag, or when it is empty from the player
// with the most Floors ("Not Enough Floors in the Bag?").
func (s *State) canChoose(p int, extra Floors) bool {
	if s.bag.Total() > 0 {
		return true
	}
	return s.richest(p, s.p[p].Yard.Total()+extra.Total()) != 0
}

// canTake reports whether seat p, with Floors extra added, would get a
// Floor by taking one of colour k: from the bag, or when it has none of k
// from the player with the most Floors ("Not Enough Floors in the Bag?":
// for a colour the action names, in both readings of choose_missing).
func (s *State) canTake(p, k int, extra Floors) bool {
	if k >= 0 && k < s.c.up && s.bag[k] > 0 {
		return true
	}
	return s.richest(p, s.p[p].Yard.Total()+extra.Total()) != 0
}

// canRepeat reports whether seat p may do the power of the space it stands
// on again with card k: never the Tenant that offers k, and only an action
// that can be done.
func (s *State) canRepeat(p, k int) bool {
	q := int(s.p[p].Pos)
	if q < 0 {
		return false
	}
	sp := &s.side.Spaces[q]
	if sp.Kind == kindTenant {
		t := s.tenantAtSpace(q)
		if t < 0 || s.c.tenants[t].Card == k {
			return false
		}
	}
	return s.runCan(s.stopProgram(q), p, sp.Hood, Floors{})
}

// faceDown reports whether seat p has a Power Card face down.
func (s *State) faceDown(p int) bool {
	for k := range s.c.cards {
		if s.p[p].Down[k] > 0 {
			return true
		}
	}
	return false
}
