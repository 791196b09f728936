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
// code here names a tenant, tile or card.
//
// Behaviours are expr scripts returning effects. The verbs:
//
//	draw(n) draw_more(n) take(colour, n) choose(n) take_one_color(n, except)
//	ultra(n) corruption(n) lose(n) lose_up_to(n) lose_or_keep(n) vp(n)
//	spire(n) spire_on() card(id) construct(home, free) construct_suburbs()
//	trade() spend(n) opponents_lose(n) fewest_opponents_gain(n) tax(n)
//	gamble(bust) hood_bonus() fewest_vp_draw(n) draw_chain(colour, n)
//	draw_per_yard() suite(n, corruption) bonus_any() penthouse(n) unflip()
//	switch_color() switch_to_construct() construct_only(hood) hub_draw()
//	hub_take(card) cover() condo(n) co_own() repeat_action() lose_vp(n)
//	may(label, effects) either(label, a, b) repeat(n, e) none()
//
//	corruption_level() floors() room() yards() cards() not_tallest_hoods()
//	built_floors() spires_held() face_down() here() option(name)
//	can_construct() can_construct_choosing() can_construct_switching()
//	constructing() fewest_corruption() has_building() can_take_ultra()
//	tallest_in(hood) hub_floors() held(card) most_held(card) neutral_turn()
//
// A script made only of verbs that return effects reads nothing of the
// game: it is run once, at load, and its effects reused.
//
// Power Cards name a timing (single, round, ongoing, game-end) and an event
// (after-construct, end-of-turn, draw, extra-floor, exact-match,
// new-neighborhood, lose-corruption, trade-space, tenant-draw, move,
// anytime, pass-all, after-action, before-construct, neighborhood-change,
// zone-move, game-end); ongoing cards act by themselves, the others are
// used in the window of their event; an anytime card at its owner's move or
// in any of its owner's windows. A single-use anytime card may stand in for
// another single-use card ("use CARD stand-in", and with a move "go SPACE
// mayor stand-in", "go SPACE same-zone stand-in"). A tenant's game_end
// script scores every player at the end of the game when the tenant is on
// the board.
//
// Bonus Spaces: a move is legal when its mandatory action can be done now
// or with the Floors of a Bonus Space passed on the way ("You are allowed
// to delay the decision of which space you stop on until you have chosen
// your Bonus"); a move legal only through a Bonus must then take a Bonus
// that makes the action possible, so the mandatory action is always done.
//
// # Play
//
// [New] sets a game up; every deal and draw is a Chance decision ("yard 2",
// "blueprint bp-2020-3", "tile two-floors-2020", "tenant bank", "floor red",
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
// "flip CARD", "unflip CARD", "switch red blue", "count N", "cover A red".
//
// # Rules options
//
// extra_tenants (off/on) and stop_zone_home (none/any); see rules.yaml.
package highrise
