// Package buildershigh is the whole game of Builder's High for 2–5 players,
// on the contract every rulebook game keeps (see package rulebook).
//
// # Content
//
// The cards live in YAML under content/buildershigh/: the 45 budget cards
// (budget.yaml), the 54 building cards (3 each of 18, buildings.yaml), the 9
// city planning cards (planning.yaml) and the setup numbers, the Contents
// counts the card files are checked against, and the rules options
// (rules.yaml). [Load] reads them from any fs.FS, checks them
// strictly and compiles every script; [Default] loads the copy embedded in
// the module. A designer edits the YAML, not this package: no Go code here
// names a card. [Content.Glossary] lists each card as a player may ask
// about it at the table, with its kind and its text.
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
//	draw(deck string, n int) Effect                                  draw n cards ("budget", "building", or "any": choose per card)
//	take(deck string, n int) Effect                                  take n cards of that kind from the Center, one by one (take_from("center", deck, n))
//	take_from(place string, which string, n int) Effect              take n cards from a place into your hand: "center", "discard" (the discard pile) or "paid" (the budget cards the last construction paid, still in the Center, each taken once); which is a deck, chosen one by one, or a card id
//	discard(n int) Effect                                            discard n cards from your hand, one by one
//	give(to string, n int) Effect                                    give n cards from your hand, chosen one by one, to a player: "left" (the player on your left), "right", "chosen" (another player you choose first) or "owner" (the card's owner, inside players)
//	put(deck string, n int) Effect                                   put n cards of that deck ("budget" or "building") from your hand (yours; inside players, each player's own) face up into the Center, one by one: the half of the rulebook's Exchange that places a card of your hand in the Center ("Exchange 1 card in your hand with 1 face up card in the Center", "place 2M to the Center", Exchange); one card uses it today
//	replace(deck string, n int) Effect                               replace n face-up cards of that deck ("budget", "building" or "planning") in the Center, chosen one by one, each with the next card of the deck (the replaced card goes to the discard pile; a depleted budget or building deck is made anew first, as "When the deck runs out" says, the city planning deck never): the Center's face-up cards as the rulebook reveals them ("reveal 1 card plus the number of players from the city planning deck face up", Setting Up the Center), revealed again; one card uses it today
//	players(who string, then effects) Effect                         each player who names does the effects, as that player, in turn order from your left: "others" (every other player: the rulebook's "All other players", Player Setup), "everyone" (you first), "left", "right", "chosen" (another player you choose), "owner" (the card's owner: inside players, the player whose card it is), "most buildings", "fewest buildings", "most hand", "fewest hand" (the most or fewest of that; tied players all do them, as "those players share the victory", End of the game); one card uses it today
//	take_card(place string, card int) Effect                         take the card of index card (item() in a for_each or choose_n over cards) from a place into your hand, if one lies there: "center", "discard" or "paid", as take_from (a city planning card is never taken into a hand: a script that names one fails)
//	for_each(kind string, filter string, then string) Effect         for each item of a kind that passes filter (a bool script over item(), "" for all), the effects script then, run with the item bound, the first item's first: kind "player" (each seat, in seat order; in filter and then "you" is that player, actor() the player whose ability it is) or "card" (each kind of card of the content, by index, identical cards one item: read it with card_cost, card_type, card_deck, card_in; take it with take_card)
//	choose_n(kind string, n int, filter string, then string) Effect  choose an item of a kind ("player" or "card", as for_each) that passes filter, n times or until none passes, the effects script then run with each choice bound: the prompt "choose a card for NAME", answered "choose card 5m" or "choose p2"
//	repeat_while(cond string, then effects) Effect                   while the bool script cond holds (checked before each round), the effects
//	repeat_until(cond string, then effects) Effect                   the effects, again until the bool script cond holds (checked after each round)
//	repeat_may(label string, cond string, then effects) Effect       while the bool script cond holds (checked before each round), the effects; before every round but the first you may stop ("You may stop at any time"), label saying what is done again
//
//	may(label string, then effects) Effect             you may: a yes/no prompt saying label; on yes, the effects
//	either(label string, a effects, b effects) Effect  a choice between a and b; label says what is chosen
//	repeat(n int, then effects) Effect                 the effects n times (n from 0 to 100 at most; a game may bound its counts lower)
//	none() Effect                                      nothing, for an empty if/else branch
//
//	count(type string) int                          the buildings of that type in your play area
//	area(measure string, type string, min int) int  the buildings in your play area of that type ("any": of every type) with a printed cost of min or more, measured: "buildings" (how many), "types" (how many different building types), "copies" (the most copies of one building: "Constructing identical building") or "cost" (their printed construction costs added up)
//	building_types() int                            the number of building types (rules.yaml's types): "Have a building of every type" is area("types", "any", 0) >= building_types()
//	hand() int                                      the cards in your hand ("no cards in their hand": the victory condition)
//	cards(place string, which string) int           the cards in a place: "hand" (yours), "area" (your play area), "center", "discard" or "paid" (the last construction's payment still in the Center: "Place all budget cards used to pay for the construction cost face up, sorted by type next to the budget deck in the Center", Paying construction costs); which is a deck, "any" or a card id
//	subject_type() string                           the type of the building being built or costed (in a trigger, the one its event constructed; in a city planning requirement, the one just constructed; in a hand ability, the card used): its "building type" (Construct: "name, building type, construction cost"); one card uses it today
//	subject_cost() int                              the printed cost of the building subject_type reads
//	among(who string) bool                          you are one of the players who names (as players names them): among("most buildings") is true for every player tied for the most ("chosen", which names nobody until someone chooses, is refused)
//	by_you() bool                                   the event (in a trigger's filter), or else the turn, is yours ("During your turn", Round sequence); !by_you() is "another player" of an event ("When another player pays", the errata); one card uses it today
//	paid(value int) int                             the budget cards of that value the construction in question (the event's, or else the last) was paid with
//	item() int                                      the item a for_each or choose_n filter or body is run for: a seat (0 for p0) or a card's index; in a repeat's condition, the rounds done; -1 elsewhere
//	actor() int                                     the seat whose for_each, choose_n or repeat it is (in a filter or body run for a player item, "you" is that player: item() != actor() is another player); elsewhere yours
//	card_type(card int) string                      the building type of the card of index card ("" for a card that is not a building)
//	card_cost(card int) int                         the printed construction cost of the card of index card (0 for a card that is not a building)
//	card_deck(card int) string                      the deck of the card of index card: "budget", "building" or "planning"
//	card_in(card int, place string) int             the copies of the card of index card in a place (as cards reads places: "hand" and "area" yours, "center", "discard", "paid"): card_in(item(), "discard") > 0 is "in the discard pile"
//
// A permanent ability's trigger listens to an event ("on: construct", a
// building constructed; "on: pay", budget cards paid as its cost) by
// anyone; its filter ("when", a Bool script that reads only the event:
// by_you, paid, subject_type, subject_cost) says whose and what; in its
// effect, too, the subject is the building the event constructed. It fires
// once per copy, in turn order from the acting player's left with that
// player last, and its script runs when its turn to resolve comes, so it
// sees what the triggers before it took. The cards a construction paid lie
// in the Center; take_from("paid", …) takes one of them, each once.
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
// "discard ID", "give ID", "return ID", "player p2" and, for a choose_n,
// "choose p2" or "choose card ID"; after a construction, "plan ID" takes
// an achieved city planning card.
//
// A for_each or choose_n (the loops of package expr) ranges over players
// (the seats) or cards (each kind of card of the content, by index): its
// filter and body are scripts in string literals, compiled at load and run
// when the step's turn comes, with item() bound; in those run for a player
// item "you" is that player, and actor() the player whose ability it is.
// A repeat_while, repeat_until or repeat_may reads its condition before
// (or, repeat_until, after) each round, item() the rounds done; a
// repeat_may asks "yes"/"no" before every round but the first.
//
// # Readings
//
// Where the rulebook's words allow a question, the rules read them so:
//
//   - "Each building card has an ability that must be resolved, unless it
//     states "may"": a lightning ability is resolved when its card is
//     played, a trigger when its event happens, a hand ability when its
//     owner activates it ("Hand: Activate during your turn"; "could only be
//     used after your current turn"), which the owner chooses to do or not;
//     once begun, every part without "may" is done.
//   - A construction's order: the payment goes to the Center and the
//     building to the play area; the triggers of the payment and the
//     construction resolve, then the building's lightning ability ("as
//     soon as they are played to the play area"), its script read as it
//     resolves, in the state the triggers leave, then the city planning
//     check ("After constructing"), so a lightning ability can change what
//     is achieved. The building constructed is still in the hand when
//     its cost is paid ("pay it's construction cost. After that, place the
//     building constructed into your play area", Construct), so its own
//     permanent ability does not hear that payment; its placing is the
//     construction, which it hears.
//   - The victory condition is met at a moment ("that player achieves the
//     victory condition"), whenever both hold once a move and all it sets
//     off (abilities, triggers) are resolved, even before the turn's
//     action: a player who met it keeps it when an
//     ability or the Procure a player with an empty hand must take later
//     adds a card to their hand. The option victory_check "end-of-turn"
//     checks it only as each turn ends.
//   - "you must draw 2 cards" (Procure) with one card left to draw
//     anywhere: the draw gives that one, as an ability that "must be
//     resolved" is resolved as far as the cards allow; the option
//     short_draw "forbidden" refuses the draw unless 2 can be drawn.
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
// refilled at the end of each turn but the one that ends the game, whose
// "finish their turn and the game ends" leaves nothing to reveal, or
// never), reshuffle (a depleted deck
// takes the Center's and the discard pile's cards of its kind, or the
// discard pile's alone), victory_check (the victory condition is met at
// any moment, or checked as each turn ends), short_draw (Procure's draw
// with one card left gives it, or is refused), exchange_identical (an
// exchange for an identical card is refused, or allowed) and round_limit,
// which is not a rule: the rulebook
// has no round limit, and the default "0" has none; automated play sets a
// number N, and a game nobody has won when round N ends is stopped, with no
// winner, which its Prompt, View and [State.StoppedBy] say (State is a
// [rulebook.Stopper]). Random players seldom empty their hands, so a
// random game without a limit can run for hundreds of rounds. [WithRule]
// overrides an option; [WithEasyMode] plays Easy Mode.
package buildershigh
