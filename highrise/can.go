package highrise

import (
	"strings"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// canInfo is what the loader learns about a can script: which of a can
// script's inputs it reads, so a listing of moves runs each distinct
// (script, inputs) once. (A script that is only a reading verb, or one
// compared with a constant, or bool readers joined by ||, needs no VM run:
// the script layer's analysis sees to that, see expr.FormDirect.)
type canInfo struct {
	id    int  // equal for can scripts of the same text
	hood  bool // reads the Neighborhood acted on (here())
	extra bool // reads the Floors a Bonus Space adds
}

// noteCan records what can script s, compiled to p, reads: the inputs the
// verb table says each verb it calls reads.
func (c *Content) noteCan(s content.Script, p *expr.Program) {
	if c.cans == nil {
		c.cans = map[*expr.Program]*canInfo{}
		c.canIDs = map[string]int{}
	}
	src := strings.TrimSpace(s.Src)
	id, ok := c.canIDs[src]
	if !ok {
		id = len(c.canIDs)
		c.canIDs[src] = id
	}
	var reads canInput
	for _, name := range p.Reads() {
		if v, ok := c.lang.Lookup(name); ok {
			reads |= v.reads
		}
	}
	c.cans[p] = &canInfo{id: id, hood: reads&readsHood != 0, extra: reads&readsExtra != 0}
}

// linkCans gives each space action and Tenant the canInfo of its can
// script, so a listing of moves need not look it up.
func (c *Content) linkCans() {
	for i := range c.actions {
		c.actions[i].canInfo = c.cans[c.actions[i].can]
	}
	for _, ts := range [][]Tenant{c.tenants, c.tenants1} {
		for i := range ts {
			ts[i].canInfo = c.cans[ts[i].can]
		}
	}
}
