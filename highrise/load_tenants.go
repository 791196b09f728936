package highrise

import (
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// loadTenants reads tenants.yaml: the Tenant Tiles.
func (l *loader) loadTenants(tenants *tenantsFile) {
	c, errs := l.c, l.errs
	l.tenantsAt = tenants.Where.Of("tenants")
	for _, tr := range tenants.Tenants {
		l.ids.Add("tenant", tr.ID, tr.At, errs)
		t := Tenant{ID: tr.ID, Name: tr.Name, Intro: tr.Intro, Number: tr.Number, Extra: tr.Extra, Text: tr.Text, Card: -1, Provenance: tr.Provenance, at: tr.At}
		t.Hood = l.ref(tr.At, "tenant", tr.ID, "neighborhood", l.hoodIndex, tr.Hood)
		if tr.Card != "" {
			t.Card = l.ref(tr.At, "tenant", tr.ID, "card", l.cardIndex, tr.Card)
		}
		if tr.Number > 0 && !tr.Intro {
			errs.Add(tr.Where.Of("number"), "tenant %q: number %d: only an Introductory tenant carries a starting number", tr.ID, tr.Number)
		}
		t.effect = c.compile(tr.Effect, expr.Effects, errs)
		c.compileGiven(&t.can, tr.Can, expr.Bool, errs)
		c.compileGiven(&t.build, tr.Build, expr.Bool, errs)
		c.compileGiven(&t.gameEnd, tr.GameEnd, expr.Effects, errs)
		c.checkGameEnd(tr.GameEnd, errs)
		c.names[tr.Name] = 1
		c.tenants = append(c.tenants, t)
		one := t
		if o := tr.OnePlayer; o != nil {
			one.Text = o.Text
			c.compileGiven(&one.effect, o.Effect, expr.Effects, errs)
			c.compileGiven(&one.can, o.Can, expr.Bool, errs)
			c.compileGiven(&one.gameEnd, o.GameEnd, expr.Effects, errs)
			c.checkGameEnd(o.GameEnd, errs)
		}
		c.tenants1 = append(c.tenants1, one)
	}
	if len(c.tenants) > maxTenants {
		errs.Add(c.tenants[maxTenants].at, "at most %d tenants", maxTenants)
	}
}

// gameEndVerbs are the effects a tenant's game_end script may give: "At
// the end of 2030, the game is over! Tally endgame VP." (End of Game), so
// it only scores.
var gameEndVerbs = map[string]bool{"vp": true, "lose_vp": true, "none": true}

// checkGameEnd reports, at load, every effect verb a game_end script s
// calls but vp, lose_vp and none: the end of the game has no decision or
// draw to come, and scoring is all such a script may do (the error would
// otherwise come only when the game ends).
func (c *Content) checkGameEnd(s content.Script, errs *content.Errors) {
	if s.IsZero() {
		return
	}
	effects := map[string]bool{}
	for _, v := range expr.Combinators() {
		effects[v.Name] = true
	}
	for _, v := range loopVerbs() {
		effects[v.Name] = true
	}
	for _, v := range gameVerbs {
		if v.Pure {
			effects[v.Name] = true
		}
	}
	for _, call := range c.lang.Compiler().Calls(s) {
		if !effects[call.Func] || gameEndVerbs[call.Func] {
			continue
		}
		at := s.Pos
		if len(call.ArgPos) > 0 && call.ArgPos[0].Col > len(call.Func)+1 {
			at = call.ArgPos[0]
			at.Col -= len(call.Func) + 1 // the verb's name, written just before its "("
		}
		errs.Add(at, "game_end: %s: the game is over when game_end runs (\"At the end of 2030, the game is over! Tally endgame VP.\"): it may only score, with vp and lose_vp", call.Func)
	}
}

// checkTenants checks the Tenant pools against the boards: enough tenants
// for every Neighborhood, the Introductory ones and their numbers. Problems
// of the pools are reported at pos, the list of tenants.
func (c *Content) checkTenants(pos content.Pos, errs *content.Errors) {
	maxSlots := 0
	for _, s := range c.sides {
		maxSlots = max(maxSlots, s.HoodSlots)
	}
	for h := range c.hoods {
		all, intro := 0, 0
		for _, t := range c.tenants {
			if t.Hood == h && !t.Extra {
				all++
				if t.Intro {
					intro++
				}
			}
		}
		if all < maxSlots {
			errs.Add(pos, "%s has %d tenants, fewer than its %d Tenant spaces", c.hoods[h].Name, all, maxSlots)
		}
		if intro != 3 {
			errs.Add(pos, "%s has %d Introductory tenants; the Introductory Game places three per Neighborhood", c.hoods[h].Name, intro)
		}
	}
	for n := 1; n <= maxSeats; n++ {
		found := 0
		for _, t := range c.tenants {
			if t.Number == n {
				found++
			}
		}
		if found != 1 {
			errs.Add(pos, "%d tenants carry the starting number %d, want exactly one", found, n)
		}
	}
	for _, s := range c.sides {
		for h := range c.hoods {
			for slot := 0; slot < s.HoodSlots; slot++ {
				if s.TenantSpace[h*c.maxSlots+slot] < 0 {
					errs.Add(pos, "side %q: %s has no tenant space for building space %d", s.ID, c.hoods[h].Name, slot+1)
				}
			}
		}
	}
}
