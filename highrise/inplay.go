package highrise

// InPlay reports whether the Tenant, Power Card or Bonus Tile of content
// id takes part in this game as it is set up: a Tenant of the mode's set
// (in the Introductory game only its Tenants, the Extra Tenants only with
// extra_tenants on), a Power Card of the expansion only with it, a Bonus
// Tile of a round the mode plays. One that a deal happens to leave out is
// in play; an id the content lacks is not.
func (s *State) InPlay(id string) bool {
	for _, t := range s.c.tenants {
		if t.ID == id && (s.mode.Tenants != "intro" || t.Intro) && (!t.Extra || s.extraTenants()) {
			return true
		}
	}
	for _, k := range s.c.cards {
		if k.ID == id && (!k.Extra || s.extraTenants()) {
			return true
		}
	}
	for _, t := range s.c.tiles {
		if t.ID == id && t.Round >= s.mode.FirstRound {
			return true
		}
	}
	return false
}
