package highrise

import "slices"

// loadHoods reads board.yaml's Neighborhoods.
func (l *loader) loadHoods(board *boardFile) {
	c, errs := l.c, l.errs
	l.hoodIndex = map[string]int{}
	for _, h := range board.Neighborhoods {
		l.ids.Add("neighborhood", h.ID, h.At, errs)
		l.hoodIndex[h.ID] = len(c.hoods)
		c.hoods = append(c.hoods, Hood{ID: h.ID, Name: h.Name, Center: h.Center})
	}
}

// loadSides reads board.yaml's sides, after the Neighborhoods and the
// actions their spaces name, and checks that every player count has one.
func (l *loader) loadSides(board *boardFile) {
	c, errs := l.c, l.errs
	for _, sr := range board.Sides {
		c.maxSlots = max(c.maxSlots, sr.HoodSlots)
	}
	for i := range board.Sides {
		if side, ok := l.loadSide(&board.Sides[i]); ok {
			c.sides = append(c.sides, side)
		}
	}
	for i := range c.sides {
		side := &c.sides[i]
		side.Local = make([]int, len(c.spaceIDs))
		for g := range side.Local {
			side.Local[g] = -1
		}
		for q, sp := range side.Spaces {
			side.Local[sp.G] = q
		}
	}
	for p := c.minPlayers; p <= c.maxPlayers; p++ {
		if c.side(p) == nil {
			errs.Add(l.rules.Of("players"), "players: board.yaml has no board side for %d players", p)
		}
	}
}

// loadSide reads one board side: its One-Way Track of zones and spaces.
// It reports false for a side too broken to keep.
func (l *loader) loadSide(sr *sideRecord) (Side, bool) {
	c, errs := l.c, l.errs
	l.ids.Add("board side", sr.ID, sr.At, errs)
	side := Side{ID: sr.ID, Players: sr.Players, HoodSlots: sr.HoodSlots, Stop: -1}
	if side.HoodSlots < 1 || side.HoodSlots*len(c.hoods) > maxBuildSpaces {
		errs.Add(sr.Where.Of("building_spaces"), "side %q: building_spaces %d per neighborhood must be 1..%d", sr.ID, side.HoodSlots, maxBuildSpaces/max(1, len(c.hoods)))
		return Side{}, false
	}
	side.TenantSpace = make([]int, c.maxSlots*len(c.hoods))
	for i := range side.TenantSpace {
		side.TenantSpace[i] = -1
	}
	hoodSlots := make([]int, len(c.hoods))
	for zi := range sr.Zones {
		l.loadZone(&side, sr, zi, hoodSlots)
	}
	if side.Stop < 0 {
		errs.Add(sr.At, "side %q has no Stop Zone", sr.ID)
		return Side{}, false
	}
	if len(side.Spaces) > maxSpaces || len(side.BonusSpaces) > maxBonus {
		errs.Add(sr.At, "side %q: at most %d spaces and %d Bonus Spaces", sr.ID, maxSpaces, maxBonus)
	}
	blanks := 0
	for _, b := range side.BonusSpaces {
		if !side.Spaces[b].Fixed {
			blanks++
		}
	}
	if blanks != c.bonusTiles {
		errs.Add(sr.At, "side %q: %d blank Bonus Spaces, but %d Bonus Tiles are placed each round", sr.ID, blanks, c.bonusTiles)
	}
	for _, p := range side.Players {
		if side.Stop >= 0 && side.Zones[side.Stop].N < p {
			errs.Add(sr.At, "side %q: its Stop Zone has fewer spaces than %d players", sr.ID, p)
		}
	}
	return side, true
}

// zoneKinds are the kinds a zone of board.yaml names.
var zoneKinds = map[string]int{"action": kindAction, "tenant": kindTenant, "bonus": kindBonus, "stop": kindStop}

// loadZone reads zone zi of side sr into side; hoodSlots counts the tenant
// spaces of each Neighborhood so far.
func (l *loader) loadZone(side *Side, sr *sideRecord, zi int, hoodSlots []int) {
	c, errs := l.c, l.errs
	zr := &sr.Zones[zi]
	l.ids.AddIn(sr.ID, "zone", zr.ID, zr.At, errs)
	z := Zone{ID: zr.ID, Hood: -1, First: len(side.Spaces), N: len(zr.Spaces)}
	kind, ok := zoneKinds[zr.Kind]
	if !ok {
		errs.Add(zr.At, "zone %q: kind %q must be action, tenant, bonus or stop", zr.ID, zr.Kind)
	}
	z.Kind = kind
	if kind == kindStop {
		if side.Stop >= 0 {
			errs.Add(zr.At, "side %q: a second Stop Zone", sr.ID)
		}
		side.Stop = zi
		if zi != len(sr.Zones)-1 {
			errs.Add(zr.At, "side %q: the Stop Zone must be the last zone of the One-Way Track", sr.ID)
		}
	}
	if zr.Hood != "" {
		z.Hood = l.ref(zr.At, "zone", zr.ID, "neighborhood", l.hoodIndex, zr.Hood)
	}
	if zr.Area != "" {
		h, ok := l.hoodIndex[zr.Area]
		if !ok || c.hoods[h].Center {
			errs.Add(zr.At, "zone %q: area %q must be an outer neighborhood", zr.ID, zr.Area)
		}
		z.Area = h + 1
		side.Areas = max(side.Areas, z.Area)
	}
	if z.Kind == kindTenant && z.Hood < 0 {
		errs.Add(zr.At, "zone %q: a tenant zone names its neighborhood", zr.ID)
	}
	if len(zr.Spaces) == 0 {
		errs.Add(zr.At, "zone %q has no spaces", zr.ID)
	}
	for si, sp := range zr.Spaces {
		l.ids.AddIn(sr.ID, "space", sp.ID, sp.At, errs)
		g := slices.Index(c.spaceIDs, sp.ID)
		if g < 0 {
			g = len(c.spaceIDs)
			c.spaceIDs = append(c.spaceIDs, sp.ID)
		}
		s := Space{ID: sp.ID, G: g, Zone: zi, Kind: z.Kind, Action: -1, Corruption: sp.Corruption, Hood: z.Hood, Bonus: -1,
			Floors: sp.Floors, Ultra: sp.Ultra, Fixed: sp.Fixed, Area: z.Area}
		switch z.Kind {
		case kindAction, kindStop:
			s.Action = l.ref(sp.At, "space", sp.ID, "action", l.actionIndex, sp.Action)
			s.Slot = si
		case kindTenant:
			if z.Hood >= 0 && z.Hood < len(hoodSlots) { // else an unknown neighborhood, reported
				s.Slot = hoodSlots[z.Hood]
				if s.Slot >= side.HoodSlots {
					errs.Add(sp.At, "space %q: more tenant spaces than the %d building spaces of %s", sp.ID, side.HoodSlots, c.hoods[z.Hood].Name)
				} else {
					side.TenantSpace[z.Hood*c.maxSlots+s.Slot] = len(side.Spaces)
				}
				hoodSlots[z.Hood]++
			}
		case kindBonus:
			s.Bonus = len(side.BonusSpaces)
			side.BonusSpaces = append(side.BonusSpaces, len(side.Spaces))
			if !sp.Fixed && (sp.Floors != 0 || sp.Ultra != 0) {
				errs.Add(sp.At, "space %q: only a fixed Bonus Space has printed Floors or UltraPlastic", sp.ID)
			}
		}
		side.Spaces = append(side.Spaces, s)
	}
	side.Zones = append(side.Zones, z)
}
