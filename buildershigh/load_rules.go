package buildershigh

import (
	"github.com/rulebook-go/rulebook/content"
)

type rulesFile struct {
	Provenance content.Provenance  `yaml:"provenance" content:"required"`
	Players    content.PlayerRange `yaml:"players" content:"required" doc:"The smallest and largest number of players: 1 <= min <= max <= 8."`
	Deal       struct {
		Where    content.Places `yaml:"-"`
		Budget   int            `yaml:"budget" content:"required,range=0..45" def:"budgetCard" doc:"Budget cards dealt face down to each player (\"Deal 5 budget cards and 5 building cards\"), 0 to 45; the most players' hands must come from the budget deck."`
		Building int            `yaml:"building" content:"required,range=0..54" doc:"Building cards dealt face down to each player, 0 to 54; the most players' hands and the Center must come from the building deck."`
	} `yaml:"deal" content:"required" doc:"Cards dealt face down to each player at setup, as the hand."`
	Center struct {
		Where         content.Places `yaml:"-"`
		Buildings     int            `yaml:"buildings" content:"required,range=0..54" doc:"Building cards revealed face up in the Center (\"Reveal 9 cards from the building deck\"), 0 to 54."`
		PlanningExtra int            `yaml:"planning_extra" content:"required,range=0..32" doc:"City planning cards revealed beyond one per player (\"1 card plus the number of players\"), 0 to 32; with the most players they must come from the city planning deck."`
	} `yaml:"center" content:"required" doc:"What Setting Up the Center lays out face up."`
	Types    []typeRecord           `yaml:"types" content:"required" doc:"The building types printed on the building cards; a building's type is one of these ids."`
	Contents contentsRecord         `yaml:"contents" content:"required" doc:"The component counts of the rulebook's Contents: Load checks budget.yaml, buildings.yaml and planning.yaml against them, so adding a card is an edit of its file and of its count here."`
	Options  []content.OptionRecord `yaml:"options" doc:"The named rules options where the rulebook is ambiguous or silent, each with its default; a game may choose another reading."`
}

// contentsRecord is the rulebook's Contents: how many cards of each deck.
type contentsRecord struct {
	Budget   countRecord `yaml:"budget" content:"required" doc:"The budget cards: \"45 Budget Cards (21 2M, 15 5M, 9 10M)\"."`
	Building countRecord `yaml:"building" content:"required" doc:"The building cards: \"54 Building Cards (3 each of 18 unique cards)\"."`
	Planning countRecord `yaml:"planning" content:"required" doc:"The city planning cards: \"9 City Planning Cards (9 unique cards)\"."`
}

// countRecord is one deck's count in the Contents.
type countRecord struct {
	Where      content.Places     `yaml:"-"`
	Cards      int                `yaml:"cards" content:"required,range=1..255" doc:"The cards of the deck in all, copies included, 1 to 255."`
	Unique     int                `yaml:"unique" content:"range=0..64" doc:"The different cards of the deck (records in its file), 1 to 64; 0 or absent: not stated."`
	Text       string             `yaml:"text" content:"required" doc:"The rulebook's words for the count."`
	Provenance content.Provenance `yaml:"provenance" content:"required"`
}

type typeRecord struct {
	content.Named `yaml:",inline" id:"The type's id, as buildings and scripts name it: \"residential\"." name:"The type's name as printed: \"Residential\"."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
}

// loadRules reads rules.yaml: the players, the deal, the Center, the
// building types and the rules options. Its Contents are checked by the
// loaders of the decks' files.
func (l *loader) loadRules(rules *rulesFile) {
	c, errs := l.c, l.errs
	l.rules = rules
	c.minPlayers, c.maxPlayers = rules.Players.Check(1, maxSeats, errs)
	c.dealBudget, c.dealBuild = rules.Deal.Budget, rules.Deal.Building
	c.centerBuildings, c.planningExtra = rules.Center.Buildings, rules.Center.PlanningExtra
	for _, t := range rules.Types {
		l.typeIDs.Add("building type", t.ID, t.At, errs)
		c.types = append(c.types, t.ID)
	}
	c.options = content.Options(rules.Options, knownOptions, content.FilePos(Dir, "rules.yaml"), errs)
}

// check reports, at the count in rules.yaml, a deck whose file holds
// another number of cards (total, copies included) or of records (unique)
// than the Contents state. A file with no records is reported by its own
// decoding.
func (r *countRecord) check(deck string, total, unique int, errs *content.Errors) {
	if unique == 0 || r.Cards == 0 {
		return
	}
	if total != r.Cards {
		errs.Add(r.Where.Of("cards"), "contents: %d %s cards (%q), but the %s cards count %d", r.Cards, deck, r.Text, deck, total)
	}
	if r.Unique != 0 && unique != r.Unique {
		errs.Add(r.Where.Of("unique"), "contents: %d unique %s cards (%q), but there are %d", r.Unique, deck, r.Text, unique)
	}
}
