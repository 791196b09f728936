package buildershigh

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// maxCostDelta bounds what one copy of a cost modifier may add to or take
// from a construction cost.
const maxCostDelta = 200

// costModifier is a building card with a permanent cost modifier, as Load
// reads it.
type costModifier struct {
	card   int // card index
	script content.Script
}

// subjectReads are the reads a cost modifier may make: the building being
// costed. A modifier that reads nothing else gives each building the same
// delta in every game, so Load works the deltas out once and checks every
// cost they can make.
var subjectReads = []string{"subject_type", "subject_cost"}

// stateReads names what the compiled cost modifier p reads beyond the
// building being costed, or "" when it reads nothing else.
func stateReads(p *expr.Program) string {
	var reads []string
	for _, r := range p.Reads() {
		if !slices.Contains(subjectReads, r) {
			reads = append(reads, r)
		}
	}
	return strings.Join(reads, ", ")
}

// loadCostModifiers runs every cost modifier once for each building card,
// filling the table the rules read costs from, then checks that every
// cost the modifiers can make, alone or stacked, can be paid.
func (c *Content) loadCostModifiers(mods []costModifier, errs *content.Errors) {
	n := len(c.cards)
	env := &Env{s: &State{c: c}, player: -1}
	var r expr.Runner
	c.modDelta = make([]int16, 0, len(mods)*n)
	for _, m := range mods {
		row := make([]int16, n)
		ok := true
		for _, k := range c.building {
			env.subject = k
			d, err := r.RunInt(c.cards[m.card].costMod, env)
			if err != nil {
				errs.AddError(expr.LoadError(m.script, err))
				ok = false
				break
			}
			if d < -maxCostDelta || d > maxCostDelta {
				errs.Add(m.script.Pos, "building %q: the cost modifier adds %d to the cost of %s; one copy may add between %d and %d",
					c.cards[m.card].ID, d, c.cards[k].Name, -maxCostDelta, maxCostDelta)
				ok = false
				break
			}
			row[k] = int16(d)
		}
		if ok {
			c.mods = append(c.mods, m.card)
			c.modDelta = append(c.modDelta, row...)
		}
	}
	if len(c.budget) == 0 {
		return // budget.yaml is broken: reported already
	}
	for _, k := range c.budget {
		if c.cards[k].Value <= 0 || c.cards[k].Count <= 0 {
			return // reported already; every cost would look unpayable
		}
	}
	payable := c.payableSums()
	for _, k := range c.building {
		c.checkCost(k, mods, payable, errs)
	}
}

// payableSums reports, for each sum up to the largest one payment can
// total, whether some budget cards of the game total it exactly: at least
// one card and at most maxPaymentCards, no more of a denomination than the
// game has.
func (c *Content) payableSums() []bool {
	top := 0
	for _, k := range c.budget {
		top = max(top, c.cards[k].Value)
	}
	limit := maxPaymentCards * top
	const none = maxPaymentCards + 1
	fewest := make([]int, limit+1) // the fewest cards that total each sum
	for i := range fewest {
		fewest[i] = none
	}
	fewest[0] = 0
	for _, k := range c.budget {
		v := c.cards[k].Value
		if v > limit {
			continue
		}
		for range min(c.cards[k].Count, maxPaymentCards) {
			for sum := limit; sum >= v; sum-- {
				fewest[sum] = min(fewest[sum], fewest[sum-v]+1)
			}
		}
	}
	payable := make([]bool, limit+1)
	for sum := 1; sum <= limit; sum++ {
		payable[sum] = fewest[sum] <= maxPaymentCards
	}
	return payable
}

// stack is one way copies of the cost modifiers can lie in a builder's
// play area: how many of each (by position in mods), and the cost of the
// building being checked that they make.
type stack struct {
	copies []int
	cost   int
}

// checkCost reports building k when its printed cost, or the cost some
// stack of modifiers makes of it, cannot be paid. A builder may hold every
// copy of a modifier but the one being built.
func (c *Content) checkCost(k int, mods []costModifier, payable []bool, errs *content.Errors) {
	card := &c.cards[k]
	stacks := []stack{{copies: make([]int, len(c.mods)), cost: card.Cost}}
	seen := map[int]bool{card.Cost: true}
	for i, m := range c.mods {
		d := int(c.modDelta[i*len(c.cards)+k])
		copies := c.cards[m].Count
		if m == k {
			copies--
		}
		if d == 0 {
			continue
		}
		for _, st := range stacks {
			for j := 1; j <= copies; j++ {
				cost := st.cost + j*d
				if seen[cost] {
					continue
				}
				seen[cost] = true
				next := stack{copies: slices.Clone(st.copies), cost: cost}
				next.copies[i] = j
				stacks = append(stacks, next)
			}
		}
	}
	var bad *stack
	for i := range stacks {
		st := &stacks[i]
		if cost := max(0, st.cost); cost < len(payable) && payable[cost] {
			continue
		}
		if bad == nil || total(st.copies) < total(bad.copies) {
			bad = st
		}
	}
	if bad == nil {
		return
	}
	cost := max(0, bad.cost)
	if total(bad.copies) == 0 {
		errs.Add(card.At, "building %q: its printed cost of %dM cannot be paid: %s", card.ID, cost, c.unpayable(cost))
		return
	}
	var with []string
	pos := content.Pos{}
	for i, n := range bad.copies {
		if n == 0 {
			continue
		}
		if pos == (content.Pos{}) {
			pos = modScript(mods, c.mods[i]).Pos
		}
		with = append(with, fmt.Sprintf("%d × %s", n, c.cards[c.mods[i]].Name))
	}
	errs.Add(pos, "building %q: with %s in the builder's play area, %s costs %dM, and %s; every cost the cost modifiers make, alone or stacked, must be payable",
		card.ID, strings.Join(with, ", "), card.Name, cost, c.unpayable(cost))
}

func total(copies []int) int {
	n := 0
	for _, c := range copies {
		n += c
	}
	return n
}

func modScript(mods []costModifier, card int) content.Script {
	for _, m := range mods {
		if m.card == card {
			return m.script
		}
	}
	return content.Script{}
}

// unpayable says why no payment makes cost: "no budget cards (2M, 5M,
// 10M; at most 16 in a payment) total 3M exactly".
func (c *Content) unpayable(cost int) string {
	values := make([]string, len(c.budget))
	for i, k := range c.budget {
		values[i] = fmt.Sprintf("%dM", c.cards[k].Value)
	}
	return fmt.Sprintf("no budget cards (%s; at most %d in a payment) total %dM exactly", strings.Join(values, ", "), maxPaymentCards, cost)
}

// cost is what player p pays to construct building k: its printed cost
// plus what each copy of a permanent cost modifier in p's play area adds
// (worked out at load), never below 0.
func (s *State) cost(p, k int) int {
	c := s.c
	cost := c.cards[k].Cost
	if len(c.mods) > 0 {
		area := s.zone(areaZone(p))
		n := len(c.cards)
		for i, m := range c.mods {
			if a := area[m]; a > 0 {
				cost += int(a) * int(c.modDelta[i*n+k])
			}
		}
	}
	return max(0, cost)
}

// Cost is what seat p would pay now to construct the building card id: its
// printed cost with the permanent cost modifiers in p's play area applied.
// ok is false when id is not a building card or p not a seat of the game.
func (s *State) Cost(p rulebook.Player, id string) (cost int, ok bool) {
	k, found := s.c.byID[id]
	if !found || s.c.cards[k].Deck != BuildingDeck || !p.IsSeat() || int(p) >= s.seats() {
		return 0, false
	}
	return s.cost(int(p), k), true
}
