package highrise

// Use is one use of the content, for coverage counts: a tenant activated
// ("stopped" on its space, "built" on its Building Space), a Power Card
// "used", a Bonus Tile "taken".
type Use struct {
	ID, How string
}

// CoverageItems lists every use of the content coverage counts.
func (c *Content) CoverageItems() []Use {
	var out []Use
	for _, t := range c.tenants {
		out = append(out, Use{t.ID, "stopped"}, Use{t.ID, "built"})
	}
	for _, k := range c.cards {
		if k.Timing != timingOngoing && k.Timing != timingGameEnd {
			out = append(out, Use{k.ID, "used"})
		}
	}
	for _, t := range c.tiles {
		out = append(out, Use{t.ID, "taken"})
	}
	return out
}

// AppendUses appends what the legal move m, about to be played, uses of
// the content.
func (s *State) AppendUses(dst []Use, m Move) []Use {
	t := s.stack.Due(s.over)
	if t == nil {
		return dst
	}
	switch m.Act {
	case ActUse:
		if m.K >= 0 && int(m.K) < len(s.c.cards) {
			dst = append(dst, Use{s.c.cards[m.K].ID, "used"})
		}
	case ActGo:
		if m.K >= 0 && int(m.K) < len(s.side.Local) {
			if q := s.side.Local[m.K]; q >= 0 {
				if ten := s.tenantAtSpace(q); ten >= 0 {
					dst = append(dst, Use{s.c.tenants[ten].ID, "stopped"})
				}
			}
		}
	case ActBonus:
		if m.K >= 0 && int(m.K) < len(s.side.Local) {
			if q := s.side.Local[m.K]; q >= 0 && s.side.Spaces[q].Bonus >= 0 {
				if tile := s.bonus[s.side.Spaces[q].Bonus].Tile; tile >= 0 {
					dst = append(dst, Use{s.c.tiles[tile].ID, "taken"})
				}
			}
		}
	case ActYes:
		if t.Op == opTenantMay && s.cons.Space >= 0 {
			if ten := s.tenant[s.cons.Space]; ten >= 0 {
				dst = append(dst, Use{s.c.tenants[ten].ID, "built"})
			}
		}
	}
	return dst
}

// RoundNumber is the round being played, 1 for 2010 to 3 for 2030.
func (s *State) RoundNumber() int { return int(s.round) + 1 }
