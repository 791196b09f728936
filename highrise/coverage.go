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
		out = append(out, Use{t.ID, "dealt"})
		if t.effect != nil { // the others are discarded once dealt, their Floors placed
			out = append(out, Use{t.ID, "taken"})
		}
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
		dst = s.appendMoveCardUses(dst, int(t.Who), m)
	case ActBonus:
		if m.K >= 0 && int(m.K) < len(s.side.Local) {
			if q := s.side.Local[m.K]; q >= 0 && s.side.Spaces[q].Bonus >= 0 {
				b := &s.bonus[s.side.Spaces[q].Bonus]
				if b.Tile >= 0 {
					dst = append(dst, Use{s.c.tiles[b.Tile].ID, "taken"})
				}
				// A move onto an occupied space uses the card of the Bonus
				// Space it takes (see moveTo).
				if t.Op == opBonusPick && t.Dest == destSharing && b.Card >= 0 && s.c.cards[b.Card].lets == letShare {
					dst = append(dst, Use{s.c.cards[b.Card].ID, "used"})
				}
			}
		}
	case ActTile:
		if m.K >= 0 && int(m.K) < len(s.c.tiles) {
			dst = append(dst, Use{s.c.tiles[m.K].ID, "dealt"})
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

// appendMoveCardUses appends the move cards a move of seat p uses, as
// moveTo plays them: the face-up card that lets it share an occupied space
// (with none, the card of a Bonus Space on the way, counted when that
// Bonus is taken) and the one that lets it move forward in the same Zone,
// and a card that stands in for either.
func (s *State) appendMoveCardUses(dst []Use, p int, m Move) []Use {
	if p < 0 || p >= s.seats() {
		return dst
	}
	for bit, let := range [2]int{letShare, letSameZone} {
		if used := [2]bool{m.Flag, m.Zone}[bit]; !used {
			continue
		}
		k := s.cardLetting(p, let)
		if k < 0 {
			continue
		}
		dst = append(dst, Use{s.c.cards[k].ID, "used"})
		if m.N&(1<<bit) != 0 {
			if a := s.standIn(p, k); a >= 0 {
				dst = append(dst, Use{s.c.cards[a].ID, "used"})
			}
		}
	}
	return dst
}

// RoundNumber is the round being played, 1 for 2010 to 3 for 2030.
func (s *State) RoundNumber() int { return int(s.round) + 1 }
