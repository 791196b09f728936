package capitals

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// Rule modifiers.
//
// A tile may change a rule of the rulebook for the tiles it concerns (the
// tiles built adjacent to it "suffer no building penalties"). Each
// rule a tile may modify is declared once, in ruleTable, in the rulebook's
// words; a tile's modifies: names the rule, the tiles it concerns (scope
// adjacent or city, and a match script on the tile) and the rule's value
// for them. No tile is named here.

// ruleDecl declares a rule a tile may modify.
type ruleDecl struct {
	name string
	doc  string // one line, for the designer's guide
}

// The rules' indices in ruleTable.
const (
	ruleNone = iota
	ruleBuildingPenalty
)

// ruleTable declares the rules a tile may modify.
var ruleTable = []ruleDecl{
	ruleNone: {},
	ruleBuildingPenalty: {name: "building_penalty",
		doc: "the Building Penalty: the Prestige a tile built costs \"for each rule not followed\" of the Building Placement Rules (2); value: the Prestige per rule instead, the lowest of the modifiers concerning the tile; one tile uses it today"},
}

// modifierRecord is a rule modifier in a tile file.
type modifierRecord struct {
	At    content.Pos    `yaml:"-"`
	Rule  string         `yaml:"rule" content:"required" doc:"The rule the tile changes (see the designer's guide for the list): building_penalty."`
	Scope string         `yaml:"scope" content:"required" enum:"scope" doc:"Which tiles it concerns. adjacent: the tiles built directly adjacent to it; city: every tile built in its City. Never the tile itself (\"a tile may not affect itself\")."`
	Match content.Script `yaml:"match" doc:"A Bool expr script: which of those tiles it concerns (subject_is(\"commerce\")); none: any."`
	Value int            `yaml:"value" content:"range=0..99" doc:"The rule's value for the tiles it concerns (building_penalty: the Prestige per rule not followed)."`
}

// modifier is a tile's rule modifier.
type modifier struct {
	rule  int
	city  bool
	match *expr.Program // nil: any tile
	value int
}

// loadModifiers compiles tile id's rule modifiers.
func (l *loader) loadModifiers(id string, recs []modifierRecord) []modifier {
	var out []modifier
	for i := range recs {
		r := &recs[i]
		m := modifier{value: r.Value, match: l.c.compileBool(r.Match, l.errs)}
		l.unread(id, r.Match, "a match script", false, true)
		for k := ruleNone + 1; k < len(ruleTable); k++ {
			if ruleTable[k].name == r.Rule {
				m.rule = k
			}
		}
		if m.rule == ruleNone {
			l.errs.Add(r.At, "tile %q: rule %q is not one a tile may modify (known: %s)", id, r.Rule, strings.Join(modifiableRules(), ", "))
		}
		switch r.Scope {
		case "city":
			m.city = true
		case "adjacent":
		default:
			l.errs.Add(r.At, "tile %q: scope %q must be adjacent or city", id, r.Scope)
		}
		out = append(out, m)
	}
	return out
}

func modifiableRules() []string {
	var names []string
	for _, r := range ruleTable[1:] {
		names = append(names, r.name)
	}
	return names
}

// ruleValue is rule's value for tile kind k built at cell at in seat p's
// City: def, or the lowest value of the modifiers of the City's tiles that
// concern it.
func (s *State) ruleValue(rule, p int, at *cell, k, def int) (int, error) {
	ct := &s.cities[p]
	v := def
	for i := 0; i < int(ct.N); i++ {
		mods := s.cellTile(ct, i).mods
		for j := range mods {
			m := &mods[j]
			if m.rule != rule || m.value >= v || !m.city && !adjacent(&ct.Cells[i], at) {
				continue
			}
			ok, err := s.matches(m.match, nil, p, i, k)
			if err != nil {
				return 0, err
			}
			if ok {
				v = m.value
			}
		}
	}
	return v, nil
}

// ruleDocs is the rules table as the designer's guide lists it.
func ruleDocs() string {
	var b strings.Builder
	b.WriteString("| Rule | What value sets |\n| --- | --- |\n")
	for _, r := range ruleTable[1:] {
		fmt.Fprintf(&b, "| `%s` | %s |\n", r.name, r.doc)
	}
	return b.String()
}
