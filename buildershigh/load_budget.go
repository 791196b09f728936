package buildershigh

import "slices"

// loadBudget reads budget.yaml: the budget cards, one denomination each,
// checked against rules.yaml's Contents and deal.
func (l *loader) loadBudget(budget *budgetFile) {
	c, errs := l.c, l.errs
	total := 0
	values := map[int]bool{}
	for _, b := range budget.Budget {
		l.ids.Add("card", b.ID, b.At, errs)
		if values[b.Value] && b.Value > 0 {
			errs.Add(b.At, "budget card %q: another budget card already has value %d", b.ID, b.Value)
		}
		values[b.Value] = true
		total += b.Count
		c.add(Card{ID: b.ID, Name: b.Name, Deck: BudgetDeck, Count: b.Count, Value: b.Value, Provenance: b.Provenance, At: b.At})
	}
	l.rules.Contents.Budget.check("budget", total, len(budget.Budget), errs)
	if n := c.maxPlayers * c.dealBudget; n > total && total > 0 {
		errs.Add(l.rules.Deal.Where.Of("budget"), "deal: %d budget cards to each of %d players are %d, more than the %d budget cards", c.dealBudget, c.maxPlayers, n, total)
	}
	slices.SortStableFunc(c.budget, func(a, b int) int { return c.cards[a].Value - c.cards[b].Value })
}
