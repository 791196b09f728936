package capitals

// loadInitiative reads initiative.yaml: the Initiative Track's spaces and
// the spaces selectable with each player count.
func (l *loader) loadInitiative(ini *initiativeFile) {
	c, errs := l.c, l.errs
	for _, sp := range ini.Spaces {
		c.spaces = append(c.spaces, Space{Cost: sp.Cost, Multiplier: sp.Multiplier, Mark: sp.Mark, Round2Multiplier: sp.Round2Multiplier, Provenance: sp.Provenance})
	}
	for _, sel := range ini.Selectable {
		if n := sel.Value.Spaces; n < sel.Players || n > len(c.spaces) {
			errs.Add(sel.Where.Of("spaces"), "selectable: %d players need between %d and %d spaces, not %d", sel.Players, sel.Players, len(c.spaces), n)
		}
		c.selectable[sel.Players] = sel.Value.Spaces
	}
	l.everyCount(c.selectable, ini.Where, "selectable")
}
