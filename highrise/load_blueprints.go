package highrise

import "slices"

// loadBlueprints reads blueprints.yaml: the Blueprint Cards of each round.
func (l *loader) loadBlueprints(bps *blueprintsFile) {
	c, errs := l.c, l.errs
	for _, br := range bps.Cards {
		l.ids.Add("blueprint card", br.ID, br.At, errs)
		card := BlueprintCard{ID: br.ID, Round: slices.Index(c.rounds, br.Round), Provenance: br.Provenance}
		if card.Round < 0 {
			errs.Add(br.At, "blueprint card %q: round %d is not one of %v", br.ID, br.Round, c.rounds)
		}
		for _, b := range br.Blueprints {
			bp := Blueprint{Letter: b.Letter, Solo: b.Solo, Size: len(b.Floors)}
			for _, f := range b.Floors {
				k := c.color(f)
				if k < 0 {
					errs.Add(b.At, "blueprint %s%s: %q is not a colour or \"ultraplastic\"", br.ID, b.Letter, f)
					continue
				}
				bp.Need[k]++
			}
			if slices.ContainsFunc(card.Blueprints, func(o Blueprint) bool { return o.Letter == bp.Letter }) || len(bp.Letter) != 1 {
				errs.Add(b.At, "blueprint card %q: letter %q must be one letter, used once", br.ID, b.Letter)
			}
			card.Blueprints = append(card.Blueprints, bp)
		}
		c.blueprints = append(c.blueprints, card)
	}
	for r := range c.rounds {
		if !slices.ContainsFunc(c.blueprints, func(b BlueprintCard) bool { return b.Round == r }) {
			errs.Add(filePos("blueprints.yaml"), "no Blueprint Card for %d", c.rounds[r])
		}
	}
}
