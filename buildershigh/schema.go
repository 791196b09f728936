package buildershigh

// The shapes of Builder's High's content files, as content.DecodeFile reads
// them: a field's tags say its YAML key, what values it takes and, in doc,
// what it means for the designer's guide. What a file's records become,
// and the checks of their values against the rules and the other files,
// are in the loader of that file (load_*.go).

import "github.com/rulebook-go/rulebook/content"

// budgetFile is budget.yaml: the budget cards.
type budgetFile struct {
	Budget []budgetRecord `yaml:"budget" content:"required,len=1..4" def:"budgetCard" doc:"One record per denomination (1 to 4), 45 cards in all: \"21 2M, 15 5M, 9 10M\"."`
}

// budgetRecord is one denomination of budget card.
type budgetRecord struct {
	content.Named `yaml:",inline" id:"The card's id, unique among all cards: \"2m\"; moves and records name it." name:"The name printed on the card: \"2M\"."`
	Value         int                `yaml:"value" content:"required,range=1..255" doc:"The value in M (1 to 255), each denomination its own; a payment must total a construction cost exactly."`
	Count         int                `yaml:"count" content:"required,range=1..255" doc:"Copies of the card in the game, 1 to 255."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
}

// buildingsFile is buildings.yaml: the building cards.
type buildingsFile struct {
	Buildings []buildingRecord `yaml:"buildings" content:"required" doc:"The building cards: 54 in all, 3 each of 18 unique cards."`
}

// buildingRecord is one building card.
type buildingRecord struct {
	content.Named `yaml:",inline" id:"The card's id, unique among all cards; moves, records and scripts name it." name:"The name printed on the card."`
	Where         content.Places     `yaml:"-"`
	Type          string             `yaml:"type" content:"required" enum:"type" doc:"The building type printed on the card: one of the types of rules.yaml."`
	Cost          int                `yaml:"cost" content:"required,range=0..200" doc:"The construction cost in M (upper left of the card), 0 to 200, paid exactly with budget cards."`
	Difficulty    int                `yaml:"difficulty" content:"required,range=0..9" doc:"The difficulty printed on the card, 0 to 9."`
	Copies        int                `yaml:"copies" content:"required,range=1..255" doc:"Copies of the card in the game, 1 to 255."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
	Ability       *abilityRecord     `yaml:"ability" doc:"The card's ability, when it has one."`
}

// abilityRecord is a building card's ability.
type abilityRecord struct {
	At     content.Pos    `yaml:"-"`
	Where  content.Places `yaml:"-"`
	Timing string         `yaml:"timing" content:"required" enum:"timing" doc:"The ability's icon. lightning: resolved as soon as the card is played to the play area; hand: activated during your turn, from the turn after you built it; permanent: in force while the card is in your play area (a cost modifier or a trigger)."`
	Text   string         `yaml:"text" content:"required" doc:"The ability as printed on the card."`
	On     string         `yaml:"on" enum:"event" doc:"The event a permanent trigger listens to, by anyone (when says whose and what): construct, a building constructed; pay, budget cards paid as a construction cost."`
	When   content.Script `yaml:"when" doc:"A trigger's filter: a Bool expr script over the event (by_you(), paid(value), subject_type(), subject_cost(): the building constructed); the trigger fires when it is true. Absent: on every such event."`
	Effect content.Script `yaml:"effect" doc:"An expr script returning the ability's effects: draw(\"budget\", 1), may(\"…\", discard(1)), … (the verbs are in buildershigh's package doc). Required for a lightning or hand ability and for a trigger."`
	Cost   content.Script `yaml:"cost" doc:"A permanent cost modifier: an Int expr script added to the construction cost of each building you construct."`
}

// planningFile is planning.yaml: the city planning cards.
type planningFile struct {
	Planning []planningRecord `yaml:"planning" content:"required,len=..32" def:"planningCard" doc:"The city planning cards: 9 unique cards (at most 32)."`
}

// planningRecord is one city planning card.
type planningRecord struct {
	content.Named `yaml:",inline" id:"The card's id, unique among all cards." name:"The name printed on the card."`
	Text          string             `yaml:"text" content:"required" doc:"The requirement as printed on the card."`
	Requirement   content.Script     `yaml:"requirement" content:"required" doc:"A Bool expr script over the achieving player's play area, such as count(\"residential\") >= 3; checked after each construction (\"Achieving city planning card\")."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
}

// rulesFile is rules.yaml: the Contents, the deal, the Center and the rules options.
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

// typeRecord is one building type of rules.yaml.
type typeRecord struct {
	content.Named `yaml:",inline" id:"The type's id, as buildings and scripts name it: \"residential\"." name:"The type's name as printed: \"Residential\"."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
}
