// Package buildershigh is the whole game of Builder's High for 2–5 players,
// on the contract every rulebook game keeps (see package rulebook).
//
// # Content
//
// The cards live in YAML under content/buildershigh/: the 45 budget cards
// (budget.yaml), the 54 building cards (3 each of 18, buildings.yaml), the 9
// city planning cards (planning.yaml) and the setup numbers and rules
// options (rules.yaml). [Load] reads them from any fs.FS, checks them
// strictly and compiles every script; [Default] loads the copy embedded in
// the module. A designer edits the YAML, not this package: no Go code here
// names a card.
//
// Abilities are expr scripts. Lightning and hand abilities and triggers
// return effects; permanent cost modifiers return an Int added to each
// construction cost (once per copy in the builder's play area); city
// planning requirements return a Bool. A cost modifier reads only the
// building being costed (subject_type, subject_cost), so [Load] works out
// its delta for every building and refuses content where a printed cost,
// or a cost any stack of modifiers makes, cannot be paid exactly in budget
// cards (1M, 3M, less than 2M). [State.Cost] reads a seat's cost.
// The verbs, generated from the verb table in verbs.go (signature, then what it does):
//
//	draw(deck string, n int) Effect         draw n cards ("budget", "building", or "any": choose per card)
//	take(deck string, n int) Effect         take n cards of that kind from the Center, one by one
//	others_draw(deck string, n int) Effect  every other player draws n cards
//	recover(deck string, n int) Effect      take n cards of that kind from the discard pile
//	take_card(id string) Effect             take that card from the Center if one lies there
//	discard(n int) Effect                   discard n cards from your hand, one by one
//	give(n int) Effect                      give n cards to the player on your left
//	give_back(deck string) Effect           put a card of that kind from your hand into the Center
//	replan() Effect                         replace a face-up city planning card with a new one
//	take_paid(value int) Effect             take a budget card of that value that paid the last construction from the Center, if one is left (once each)
//
//	may(label string, then effects) Effect             you may: a yes/no prompt saying label; on yes, the effects
//	either(label string, a effects, b effects) Effect  a choice between a and b; label says what is chosen
//	repeat(n int, then effects) Effect                 the effects n times (0 to MaxRepeat)
//	none() Effect                                      nothing, for an empty if/else branch
//
//	count(type string) int    the buildings of that type in your play area
//	buildings() int           the buildings in your play area
//	types() int               the different building types in your play area
//	copies(id string) int     the copies of that building card in your play area
//	max_copies() int          the most copies of one building in your play area
//	total_cost() int          the printed costs of the buildings in your play area, added up
//	max_cost() int            the highest printed cost in your play area
//	hand() int                the cards in your hand
//	hand_of(deck string) int  the cards of that kind in your hand
//	center(deck string) int   the cards of that kind in the Center
//	subject_type() string     the type of the building being built or costed
//	subject_cost() int        the printed cost of the building being built or costed
//	paid(value int) int       the budget cards of that value that paid the last construction and still lie in the Center
//
// paid(value) counts the budget cards of that value that paid the last
// construction and still lie in the Center to be taken: the engine tracks
// the paid cards for any ability, and take_paid takes one of them. A
// permanent ability's trigger ("on: other-pays") fires once per copy, in
// turn order from the payer's left, and its script runs when its turn to
// resolve comes, so it sees what the triggers before it took.
//
// # Play
//
// [New] sets up a game; the shuffles, deals and the choice of the first
// player are Chance decisions, so the new state waits on Chance
// ([rulebook.Chance]) until the first turn. A turn is one action, as the
// rulebook's Round sequence says:
//
//	take ID              Procure: one face-up card from the Center
//	draw                 Procure: two cards from the decks, then "from budget" or
//	                     "from building" for each, each followed by Chance's "card ID"
//	exchange ID for ID   Exchange a hand card for a Center card of the same type
//	build ID             Construct, then "pay 2+2+5+5" with exactly the cost
//	pass                 only when no action is possible
//
// Hand abilities ("use ID") may be activated before or after the action;
// once a hand ability remains after the action the player ends the turn
// with "end". Abilities ask "yes"/"no", "either 1"/"either 2", "pick ID",
// "discard ID", "give ID" and "return ID"; after a construction, "plan ID"
// takes an achieved city planning card.
//
// # Who may see what
//
// The State is the referee's (see package rulebook). Hidden in Builder's
// High: each player's hand and what is left in the budget and building
// decks. So Legal and Weight while Chance is to move (they list the cards
// left in a deck), Legal while a player is to move (it names that player's
// own hand: show it to that player only) and a record in progress with its
// seed are referee-only. View(p) is what seat p may be shown (its own hand
// included); View(rulebook.Chance) is the public view, not a player's.
//
// # Rules options
//
// Where the rulebook is ambiguous the content names an option with a
// default (rules.yaml): end_of_game (the round is played to its end, or the
// errata's literal seat), center_refill (the Center's 9 building cards are
// refilled at the end of each turn, or never), reshuffle (a depleted deck
// takes the Center's and the discard pile's cards of its kind, or the
// discard pile's alone) and round_limit, which is not a rule: the rulebook
// has no round limit, and the default "0" has none; automated play sets a
// number N, and a game nobody has won when round N ends is stopped, with no
// winner, which its Prompt, View and [State.StoppedBy] say (State is a
// [rulebook.Stopper]). Random players seldom empty their hands, so a
// random game without a limit can run for hundreds of rounds. [WithRule]
// overrides an option; [WithEasyMode] plays Easy Mode.
package buildershigh
