// Package highrise is High Rise (Gil Hova) for 1 to 4 players, in the
// Introductory, Standard and Full games, on the contract every rulebook
// game keeps (see package rulebook).
//
// # The 1- and 2-player games
//
// What differs with fewer players is rules.yaml's player_counts: the modes
// allowed (always the Full Game), the Neutral Moguls' Stop Zone places, the
// Base Construction Yard of the first Controlling Player, the Bonus Space
// and end-of-round rules, and for the solo game its Bonus Tile line, Neutral
// Building supply, Corruption Limit scoring and result chart ([State.SoloResult]).
// Neutral Moguls follow the players' seats on the track; when one is
// furthest behind, the Controlling Player ([State.Controlling]) answers
// "block" or "go SPACE" (a space of its current or the next Neighborhood,
// by the zones' area in board.yaml, whose action the Controlling Player then
// does). Control passes to the next player after each Neutral turn. Readings
// where the text is silent: the "lead player" a block goes in front of is
// the player Mogul furthest ahead, and a full Zone passes the block on to
// the next; a Neutral Mogul's move gets no Bonus, and in the solo game the
// board's Bonus Spaces hold nothing (the line replaces them); a Blueprint
// first constructed during a move takes the Blocker of a Construction Zone
// passed in that move; Neutral Buildings count as Buildings for the Tallest
// Building Bonus and demolition but never score. A tenant's or card's
// one_player scripts (its "1p Game Only" text) replace its own in the
// 1-player game; neutral_turn() tells a script a Neutral Mogul's turn is
// under way.
//
// # Content
//
// The YAML lives under content/highrise/: rules.yaml (components, modes,
// rules options), corruption.yaml (the Corruption Track and the Tallest
// Building tables), board.yaml (both sides' One-Way Track), actions.yaml
// (what each Action Space does), blueprints.yaml, tenants.yaml, cards.yaml
// (Power Cards) and tiles.yaml (Bonus Tiles). [Load] reads and checks it,
// reporting every problem at once; [Default] loads the embedded copy. No Go
// code here names a tenant, tile or card. [Content.Glossary] lists each
// Tenant, Power Card and Bonus Tile as a player may ask about it at the
// table, with its kind and its text.
//
// Behaviours are expr scripts returning effects.
// The verbs, generated from the verb table in verbs.go (signature, then what it does):
//
//	for_each(kind string, filter string, then string) Effect         for each item of a kind (player, card, building, place, number) that passes filter (a bool script over item(), "" for all), the effects script then, run with the item bound (a player's acts for that player)
//	choose_n(kind string, n int, filter string, then string) Effect  choose an item of a kind that passes filter, n times (or until none passes); the effects script then runs with each choice bound
//	repeat_while(cond string, then effects) Effect                   while the bool script cond holds (checked before each round), the effects
//	repeat_until(cond string, then effects) Effect                   the effects, again until the bool script cond holds (checked after each round)
//	repeat_may(label string, cond string, then effects) Effect       while the bool script cond holds (checked before each round), the effects; before every round but the first you may stop ("You may stop at any time"), label saying what is done again
//	draw(n int) Effect                                               draw n random Floors; the owner's draw triggers follow
//	draw_more(n int) Effect                                          draw n random Floors, without triggers
//	raise(event string) Effect                                       your Power Cards on the event act now, as when the rules raise it: a Draw made Floor by Floor (draw_more in a repeat) raises "draw" once, at its end ("Draw your additional Floor after you stop or go bust")
//	take(colour string, n int) Effect                                take n Floors of a colour from the bag
//	choose(n int) Effect                                             take n Floors of your choice from the bag, one by one
//	take_one_color(n int, except string) Effect                      take n Floors of a single colour you choose, not except: the rulebook's Take ("choose that number of Floors of a single different color from the Bag", Appendix I); one Tenant uses it today
//	ultra(n int) Effect                                              take n UltraPlastic from the supply
//	corruption(n int) Effect                                         gain n Corruption
//	lose(n int) Effect                                               lose n Corruption (down to zero)
//	lose_up_to(n int) Effect                                         lose 0 to n Corruption, your choice
//	lose_or_keep(n int) Effect                                       lose n Corruption, or keep the tile when at zero
//	vp(n int) Effect                                                 gain n VP
//	spire(n int) Effect                                              take n Spires from the supply, in front of you
//	spire_on(which string) Effect                                    a Spire from the supply onto a Building of yours (Spires; "immediately place it on any of your Buildings", Appendix III): which "new", the one you are constructing; "any", one you choose; a Building Space's id (building_space(item()), a building item chosen or looped over), the Building there when you control it (nothing when you do not, or the supply has none)
//	card(id string) Effect                                           take a Power Card from its stack
//	construct(home string, where string) Effect                      Construct a Building (Constructing): where "home", in any Neighborhood, a Corruption for one not home (a Construction Zone's); "any", in any Neighborhood; "only", in home (or the Suburbs when too short); "suburbs", scored in the Suburbs, not placed on the board
//	trade(label string, then effects) Effect                         Trade ("Floors of a single color ... for that number of Floors of a single different color from the Bag", Appendix I); then you may do the effects, and must if you did not trade; one Action Space uses it today
//	spend(n int) Effect                                              return n Floors of your choice
//	give(to int, n int) Effect                                       give n Floors of your choice from your Construction Yards to player to (a seat: actor() in a for_each over players), as many as you have ("Each player gives you one Floor of their choice from their Construction Yards"); one Tenant uses it today
//	tallest_bonus(hood string) Effect                                the rulebook's Tallest Building Bonus (End of Round) for Neighborhood hood, now, at the last round's VP (3, 2, 1 in 2030): whoever owns its tallest Buildings scores; one Tenant uses it today
//	draw_up_to(least int, most int, then effects) Effect             draw random Floors into your Construction Yards, how many your choice from least to most ("You may Draw up to 5 random Floors", a count move), without the draw triggers (raise("draw") after); when you draw any, the effects then first ("For each Construction Yard you Draw Floors into, gain 3 Corruption"); not asked when no Floor can be drawn; one Tenant uses it today
//	bonus_any() Effect                                               take everything from one Bonus Space anywhere on the board, not only one passed: the rulebook's taking of a Bonus Space ("you take everything from one single Bonus Space", Bonus Spaces); one Tenant uses it today
//	add_floors(n int, which string) Effect                           up to n Floors of your choice from your Construction Yards added to a Building of yours: which "new", the one you are constructing (they add to its height and score VP); "any", one you choose (they add to its height, no VP: "Floors added via Penthouse do count for a Building's height", Tallest Building Bonus); a Building Space's id (building_space(item()), a building item chosen or looped over), the Building there, as "any" adds to the one chosen, when you control it (nothing when you do not)
//	unflip(n int) Effect                                             turn n of your face-down Power Cards face up, one at a time, your choice: the rulebook's unflip ("unflip a face-down Power Card"; at Upkeep all are); one card uses it today
//	switch_color(which string) Effect                                switch one of your Floors for a Floor of any other colour from the bag: a Trade of one Floor (Appendix I, Trade); which "any", any such switch; "construct", only a switch after which you can construct a Blueprint; one Tenant uses it today
//	draw_onto_card(n int) Effect                                     draw n random Floors onto a Power Card in front of you, not into your yards ("Draw a random Floor from the bag onto your ... card"; no draw triggers; with the bag empty, from the player with the most Floors, as any draw: "Not Enough Floors in the Bag?"): a draw's destination; one card uses it today
//	take_from_card() Effect                                          the Floors set aside on your Power Cards into your Construction Yards ("take all Floors from your ... card into your Construction Yards"); one card uses it today
//	discard(card string) Effect                                      put one of your Power Cards back on its stack, face up first: the rulebook's discarding of a Power Card ("discard ... back to supply"); one card uses it today
//	cover(n int) Effect                                              cover n squares of this round's Blueprint card with UltraPlastic requirement tokens (a component of the game, rules.yaml requirement_tokens), one at a time, for the rest of the round ("cover any square on this round's Blueprint card with an UltraPlastic token", Appendix III); one card uses it today
//	co_own(n int) Effect                                             slide n of your Building Bases onto Buildings you do not control, one at a time: you control each as well ("Slide one of your Building Bases onto a Building that you don't control. You now control that Building as well", Extra Tenants); the control is the rulebook's own (landing on it, both controllers draw); one Tenant uses it today
//	repeat_action(n int) Effect                                      the power of the Action Space you stand on, n times again, without its Corruption ("repeat the power of any Action Space you have just taken", Appendix III; can_repeat says whether it can be); one card uses it today
//	lose_vp(n int) Effect                                            lose n VP: the rulebook's "lose VP" (End of Game, Corruption Track); for another player inside for_each("player", ...); one Tenant uses it today
//	skip_action() Effect                                             the rest of the action you stopped for is not done ("skip both the Trade and the Choose for one Corruption actions on the Space", Appendix III; action_pending says whether any is left); one card uses it today
//
//	may(label string, then effects) Effect             you may: a yes/no prompt saying label; on yes, the effects
//	either(label string, a effects, b effects) Effect  a choice between a and b; label says what is chosen
//	repeat(n int, then effects) Effect                 the effects n times (n from 0 to 100 at most; a game may bound its counts lower)
//	none() Effect                                      nothing, for an empty if/else branch
//
//	can_trade() bool                       whether you can Trade: Floors of one colour for as many of another from the bag, or (choose_missing yards) from the yards of the player with the most ("Not Enough Floors in the Bag?"); "If you cannot take the action, you may not stop"; one Action Space reads it today
//	can_take(colour string) bool           whether taking a Floor of that colour would get you one: from the bag, or from the player with the most ("Not Enough Floors in the Bag?"; "If you cannot take the action, you may not stop", Appendix I)
//	can_choose() bool                      whether choosing or drawing a Floor would get you one: from the bag, or from the player with the most ("Not Enough Floors in the Bag?")
//	on_card() int                          the Floors set aside on your Power Cards (drawn onto a card with draw_onto_card); one card reads it today
//	held(card string) int                  how many of that Power Card you hold, face up or down; one Tenant reads it today
//	most_held(card string) bool            whether you hold that Power Card, and no one holds more (a tie is most: "all ties are ultra-friendly"); one Tenant reads it today
//	corruption_level() int                 your Corruption
//	me() int                               your seat, to compare a player item with; one Tenant reads it today
//	item() int                             the item a for_each or choose_n filter or body is run for; in a repeat's condition, the rounds done
//	bag() int                              the Floors in the bag
//	drew(colour string) bool               whether the repeat you are in has drawn a Floor of the colour into your yards; one Tenant reads it today
//	drew_twice() bool                      whether the repeat you are in has drawn a second Floor of a colour it drew ("a second Floor of a color you already have Drawn"); one Tenant reads it today
//	other() bool                           whether the player item is another player than you
//	corruption_of(p int) int               the Corruption of player p (a seat: me() or a player item); one Tenant reads it today
//	vp_of(p int) int                       the VP of player p; one Tenant reads it today
//	least_corruption(others bool) int      the least Corruption of any player (others: of any other player)
//	least_vp(others bool) int              the fewest VP of any player (others: of any other player); one Tenant reads it today
//	floors() int                           the Floors in your Construction Yards; in a can script judging a move, with those of the Bonus Space it passes ("Bonus Spaces are resolved fully before Action Spaces!")
//	room() int                             the empty spaces of your Construction Yards ("a single Floor or UltraPlastic on each white space", Your Construction Yards); one Tenant reads it today
//	yard_room(i int) int                   the empty spaces of your Construction Yard i, counted from 0 for the one with the most (0 past your last): Floors sit in the Base Yard first, then the Expanded Yards in turn ("a single Floor or UltraPlastic on each white space", Your Construction Yards); one Tenant reads it today
//	yards() int                            your Construction Yards
//	cards() int                            the Power Cards you hold; one Tenant reads it today
//	not_tallest() bool                     whether you have a Building in the Neighborhood acted on (here(); a place item) that is not its tallest (a tie for tallest is tallest); one Tenant reads it today
//	floors_of(p int) int                   the Floors in player p's Construction Yards; one Tenant reads it today
//	actor() int                            the player whose for_each or choose_n this is (in a body run for a player item, me() is that player); one Tenant reads it today
//	count(kind string, filter string) int  how many items of a kind (player, card, building, place, number) pass filter, a bool script over item() ("for every Neighborhood where ...")
//	height(b int) int                      the height of the Building on Building Space b (a building item), 0 for an empty one, as the Tallest Building Bonus counts it ("Spires and Floors added via Penthouse do count for a Building's height", a Spire two "virtual" Floors); under rules option spire_height "bonus", without its Spires, as heights are compared outside the bonus
//	controls(b int) bool                   whether you control the Building on Building Space b (a building item): "one of your Buildings", one you constructed or slid a Building Base onto ("You now control that Building as well", Extra Tenants); !controls(item()) && height(item()) > 0 is "a Building that you don't control"
//	building_space(b int) string           the id of Building Space b (a building item), as a building move names it (east-gardens-2), "" for none: what add_floors and spire_on take to act on that Building
//	card_id(k int) string                  the id of Power Card k (a card item), "" for none: what held and discard take (held(card_id(item())) > 0 is "one of your Power Cards")
//	window() string                        the event of the Power Card window a card's can script is asked for (after-construct, constructing, end-of-turn, ...), "" outside one; one card reads it today
//	tokens() int                           the UltraPlastic requirement tokens left in the supply (rules.yaml requirement_tokens; "All other bits are component-limited"), what cover places; one card reads it today
//	extra_floors() int                     the Extra Floors of the Building being constructed ("once for each Extra Floor", Extra Floors); one card reads it today
//	can_repeat(card string) bool           whether the power of the space you stand on can be done again (repeat_action) with that card: an action you could take, not the Tenant that offers the card ("repeat the power of any Action Space you have just taken, except for" the card's own); one card reads it today
//	built_floors() int                     the Floors of the Building being constructed
//	spires_held() int                      the Spires in front of you
//	face_down() int                        your face-down Power Cards (flipped by the Corruption Penalty); one card reads it today
//	here() string                          the Neighborhood acted on, "" for none
//	option(name string) string             the chosen reading of a rules option
//	can_construct() bool                   whether you can construct a Blueprint
//	can_construct_after(how string) bool   whether you can construct a Blueprint as you are or after how: "choose", choosing one Floor from the bag; "switch", switching one Floor's colour for one in the bag ("if you can construct a valid Building ... or after switching one Floor's color")
//	action_pending() bool                  whether the action of the space you stopped on is still to come (skip_action would skip it); one card reads it today
//	constructing() bool                    whether you are constructing a Building
//	has_building() bool                    whether you control a Building
//	bonus_spaces() int                     the Bonus Spaces anywhere on the board with something on them, what bonus_any can take from ("Once a player takes everything from a Bonus Space, it will remain empty for the rest of the round"); one Tenant reads it today
//	can_take_ultra() bool                  whether the supply holds UltraPlastic ("If you cannot perform the action, you may not stop on that space", Actions); one Action Space reads it today
//	neutral_turn() bool                    whether a Neutral Mogul is moving
//	tallest_in(hood string) bool           whether you have the tallest Building in that Neighborhood (a tie is tallest, as for the Tallest Building Bonus); one Tenant reads it today
//
// Every verb that returns an Effect is pure: a script that calls only
// those, the combinators and builtins reads nothing of the game, so it is
// run once, at load, and its effects reused. A can script that is a reader
// (compared with a constant, or readers joined by ||) is answered without
// the VM; the script layer finds both from the compiled program
// ([expr.Program.Form]).
//
// Power Cards name a timing (single, round, ongoing, game-end) and an event
// (after-construct, end-of-turn, draw, extra-floor, exact-match,
// new-neighborhood, lose-corruption, trade-space, tenant-draw, move,
// anytime, pass-all, after-action, before-construct, neighborhood-change,
// game-end, constructing: before the new Building is placed, so what it
// adds counts for a full Neighborhood, or in the after-construct window);
// ongoing cards act by themselves, the others are used in the window of
// their event; an anytime card at its owner's move or in any of its
// owner's windows. An ongoing card raised by new-neighborhood or
// neighborhood-change runs its scripts with that Neighborhood as here();
// its can script failing in play refuses the move that raised it. A
// single-use anytime card may stand in for another single-use card ("use
// CARD stand-in", and with a move "go SPACE mayor stand-in", "go SPACE
// same-zone stand-in"). A before-construct card whose
// effect calls cover() counts for whether a construction is possible (a
// Construct space, can_construct()): matching after covering one square is
// enough, and a construction that needs the cover owes it (no "done" in the
// window, only the covers that make a Blueprint match). A tenant's game_end
// script scores every player at the end of the game when the tenant is on
// the board.
//
// Bonus Spaces: a move is legal when its mandatory action can be done
// after a Bonus Space passed on the way is taken ("Bonus Spaces are
// resolved fully before Action Spaces!"; "You are allowed to delay the
// decision of which space you stop on until you have chosen your Bonus"),
// or now when it passes none; the mover then takes only a Bonus after
// which the action can be done, so the mandatory action is always done. A
// Bonus of Floors is judged with its Floors added, one with a Bonus Tile or
// a Power Card on a copy with it taken. In the solo game a move that takes
// a Bonus Tile of the line is judged the same way after one of the line's
// tiles, a tile that shows Floors with the best of the Floors beside the
// line when the move is made (Chance's refill after each one taken is not
// counted on); the tile and its Floors are then chosen among those after
// which the action can be done; a pick after which none can (with
// solo_bonus one-per-set, a later pick of the same move) offers them all.
// A player with no face-up Power Card that lets it share an Action Space
// may move onto an occupied space with such a card from a Bonus Space it
// passes: it must then take that Bonus, and uses the card as soon as it is
// taken (no stand-in is discarded for that card). In the solo game no move
// onto an occupied space takes a tile of the line: the Mogul there passed
// every set of Bonus Spaces before it first, and a set passed first once
// gives no other Mogul a tile.
//
// # Play
//
// [New] sets a game up; every deal and draw is a Chance decision ("yard 2",
// "blueprint ID", "tile ID", "tenant ID", "floor red",
// "blocker B").
// A player moves with "go SPACE" ("go SPACE mayor" onto an occupied space,
// "go SPACE same-zone" forward in the same Zone, with the cards that allow it),
// takes a Bonus Space with "bonus SPACE" (in the solo game a Bonus Tile of
// the line with "tile ID"), blocks with a Neutral Mogul with "block",
// constructs with "build A
// red2+up1", then "spires N" and "place east-gardens-2" or "suburbs"; other
// prompts take "yes"/"no", "either 1|2", "pick red", "discard red", "lose
// 1", "expand"/"discard-down", "from p2 red", "use CARD"/"done", "trade
// orange2 blue"/"notrade", "give red", "hood ID", "building SPACE",
// "flip CARD", "unflip CARD", "switch red blue", "count N", "cover A red",
// and a choice of a script's choose_n "choose p1" (a player) or "card CARD"
// (a Power Card).
//
// # Readings
//
// Where a player could question how the text is read, the rules follow
// these readings (each beside its record in the YAML, and pinned by a test;
// the ambiguous ones are rules options):
//
//   - Turn order: every round, round 1 included, begins with the Mogul on
//     the last occupied Stop Zone space ("beginning with the player in the
//     last spot in the Stop Zone"): Player #4 (#3 with three players) moves
//     first in round 1.
//   - The Stop Zone's third space on the 4-player side loses no Corruption,
//     like the fourth: the text has three tiers, "up to 2", "up to 1" and
//     "the last player ... does not lose any" (board.yaml).
//   - The Stop Zone's losing and constructing come in the order the player
//     picks ("you may do them in any order you like", Timing and
//     Ordering), asked only when both can happen; with nothing to
//     construct the loss comes first, and a construction it makes possible
//     (a lose-corruption card's draw) is offered after it (actions.yaml).
//   - Corruption Penalty (Full Game): with everyone at zero Corruption nobody
//     has "the most Corruption", so nobody flips a card.
//   - Trade/Choose: one, the other or both, never neither (only a
//     trade-space card's skip_action skips both, after its draw); a player
//     who can neither trade nor get a Floor by choosing may not stop there.
//   - The Suburbs: only for a Building too short for a Neighborhood it may
//     go to, or with no place at all; they cost the Corruption of the
//     Neighborhood they stand in for (none from its own Construction Zone).
//     Spires on it go back to the supply (option suburbs_spires).
//   - Covering a Blueprint square before constructing (cover): a
//     construction that only a cover makes possible is possible, and the
//     cover is then owed.
//   - Floors added to the Building being constructed (add_floors "new")
//     may go in before it is placed, so they count for a full Neighborhood.
//   - A Tenant's construction (construct(here(), "home")) has its
//     Neighborhood as home: building elsewhere costs a Corruption more
//     (option condo_developer_home).
//   - Choosing a Floor of a colour the bag has run out of, a player may take
//     one from the yards of the player with the most Floors (option
//     choose_missing). So may a Trade's chosen colour: a Trade into a colour
//     the bag holds too few of takes what the bag has, then the rest one by
//     one from the player with the most once the traded Floors are in the
//     bag, or none when the trader is (or is tied with) that player.
//   - Floors drawn onto a card (draw_onto_card): the first draw onto the
//     card, when the card comes on a turn its holder moved past every other
//     Mogul, is made at the end of the action, with no choice.
//   - A tenant-draw card acts after its holder's draw:
//     "After you Draw a Floor ..., choose one Floor".
//   - A Tenant whose power puts a Spire on a Building, for a player with no
//     Building: the power is activated, its Corruption gained, the Spire
//     stays in the supply (option spire_without_building).
//   - Power Cards of one name used in one turn count together for their
//     Corruption (option same_name_corruption: per turn or per action).
//   - With everyone at zero Corruption nobody has the most Corruption: nobody
//     flips a card at the Full Game's penalty or loses 3 VP at the End of
//     Game (option zero_corruption_most).
//   - A Spire is two Floors of height wherever Buildings' heights are
//     compared, not only for the Tallest Building Bonus (option
//     spire_height).
//   - The cards discarded "If any player moves into the Stop Zone" go when
//     a player's own Mogul moves in, not a Neutral Mogul (option
//     stop_zone_discard).
//   - A Tenant whose power gives a component that has run out (an
//     UltraPlastic, a Spire, a Power Card) may still be stopped on, and
//     gives none ("If a Tenant Tile runs out of Power Cards, players may
//     still move onto that Action Space"); only a printed Action Space
//     closes when its action cannot be done (Take an UltraPlastic).
//   - With the bag empty, every draw of a player's (Floor by Floor ones,
//     onto a card) comes from the player with the most Floors ("Not Enough
//     Floors in the Bag?"); a Floor so taken is chosen, not Drawn: a power
//     that reads the colours drawn (drew, drew_twice) does not count it.
//   - A Corruption paid for a Floor (a may, a further copy of a card, the
//     Floor from your own Building) is offered only when a Floor would
//     come: "You don't take the Corruption if you don't choose the second
//     Floor" (Draw and Choose).
//   - The solo game: passing several Bonus sets first in one move takes one
//     line tile (option solo_bonus); the Corruption Limit is not compared at
//     the end of 2030, which has no Upkeep (option solo_limit_2030).
//
// # Who may see what
//
// The State is the referee's (see package rulebook). Hidden in High Rise:
// the Floors in the bag by colour is public, but what is left of the
// Tenant deck, the Bonus Tiles, the Blueprint Cards, the Expanded Yards and
// the Blueprint Blocker Tiles is not, so Legal and Weight while Chance is
// to move (each outcome with its count) are referee-only, and so is a
// record in progress with its seed. View(p) is what seat p may be shown;
// View(rulebook.Chance) is the public view, not a player's.
//
// # Rules options
//
// extra_tenants (off/on), stop_zone_home (none/any), solo_bonus
// (one-per-move/one-per-set), solo_limit_2030 (off/on),
// condo_developer_home (own/any), choose_missing (yards/bag),
// suburbs_spires (supply/kept), spire_without_building (supply/kept),
// same_name_corruption (turn/action), zero_corruption_most (none/all),
// spire_height (all/bonus), stop_zone_discard (player/any) and
// stop_zone_numbers (arrival/turn-order); see rules.yaml.
package highrise
