// Package capitals is the basic game of The Capitals for 3–5 players and its
// 2-player game, on the contract every rulebook game keeps (see package
// rulebook).
//
// # Content
//
// Everything printed lives in YAML under content/capitals/: the tiles of
// each Era and the starting tiles (tiles_*.yaml), the 25 Power Plants and
// the starting plant (power_plants.yaml), the City Tracks with their spaces,
// icons and red-arrow ends (tracks.yaml), the Initiative Track
// (initiative.yaml), the Projects Area (projects.yaml), the Round Area
// (rounds.yaml) and the setup numbers and rules options (rules.yaml).
// [Load] reads them from any fs.FS, checks them strictly and compiles every
// script; [Default] loads the copy embedded in the module. No Go code here
// names a tile: each tile's behaviour is the scripts in its record.
// [Content.Glossary] lists each tile as a player may ask about it at the
// table, with its kind and its text.
//
// # Scripts
//
// Effects scripts return a list of effects; match scripts return a Bool
// about the tile a Construction or Permanent Effect is asked about. A
// Permanent Effect listens to an event of the event table in events.go
// (activated, built, upgraded, tourism, paid, taxation, expo, end-of-era,
// end-of-round), filtered by whose City, a phase, adjacency and a match
// script; the designer's guide lists them.
// The verbs, generated from the verb table in verbs.go (signature, then what it does):
//
//	gain(track string, n int) Effect               move a track by n (down when n < 0); red arrows pay at the ends
//	gain_of(p int, track string, n int) Effect     move seat p's track by n (map(others(), gain_of(#, "culture", -1)): every other player loses 1 Culture); another City's red arrows pay at each such effect
//	pay(track string, n int, then effects) Effect  pay n on a track, then the effects it buys: Money short, Extra Taxation pays; another track is never moved below its first space to pay, so an Activation, a may's yes or an either's branch it cannot pay is not offered (an either with no branch payable offers both; elsewhere the track stops at its first space and its red arrow pays)
//	activate_adjacent() Effect                     activate an adjacent tile for free: one whose own activation is not a free one and whose costs can be paid (nothing when there is none)
//	build(n int) Effect                            build n more tiles from the Projects Area, one after another, each taken from any row (paying the row) and placed "following all building rules": the Building Phase's "Choose 1 Building Tile" and "Immediately place" (an Immediate Effect; one Prosperity tile uses it today)
//	conditional(n int, then effects) Effect        a Conditional Effect met n times ("for every 3 employment, gain 1 culture": conditional(per("employment", 3), gain("culture", 1))): the effects n times, none when n is 0; the player chooses how many, from 1 to n (conditional_times=chosen, the default; "most" takes n) ("may take place multiple times ... and wishes it to take place. However, the effect must take place at least once")
//
//	may(label string, then effects) Effect             you may: a yes/no prompt saying label; on yes, the effects
//	either(label string, a effects, b effects) Effect  a choice between a and b; label says what is chosen
//	repeat(n int, then effects) Effect                 the effects n times (n from 0 to 100 at most; a game may bound its counts lower)
//	none() Effect                                      nothing, for an empty if/else branch
//
//	by_era(a int, b int, c int) int    a, b or c in Era I, II or III
//	me() int                           your seat
//	players() []int                    every seat, in seat order
//	first_on(track string) int         the seat highest on a board track, ties broken by the Economy Track, then the Initiative Track ("Breaking Ties")
//	last_on(track string) int          the seat lowest on a board track, with the same tie rules
//	highest_on(track string) bool      you are the highest player on a board track ("be highest player on the employment track"): above every other City, or with the rules option track_ties=broken first_on(track) is you
//	lowest_on(track string) bool       you are the lowest player on a board track, as highest_on reads the highest
//	others() []int                     the other seats
//	level_of(p int, track string) int  seat p's level on a track, as level reads it
//	tiles_of(p int, spec string) int   seat p's tiles a tile spec names
//	level(track string) int            your level on a track (prestige and cubes too), or what your City shows: "plant" (your Power Plant's level) or "tourists" (the Tourist Markers in your City)
//	per(track string, n int) int       your level on a track (0 if below), divided by n, rounded down
//	above_zero(track string) int       your level on a track, 0 if below
//	ahead(track string) int            the markers ahead of yours on a board track (the neutral Culture marker included)
//	count() int                        the count of a Construction Effect; for a Permanent Effect, the amount its event carries (paid, taxation); elsewhere always 0, a load error
//	adjacent(spec string) int          the tiles touching this tile that a tile spec names ("any", "housing", "industry+commerce")
//	adjacent_types(spec string) int    the different types (colours) of the tiles touching this tile that a tile spec names, other than its own: the rulebook's "each different type (color) of tile that is adjacent (do not count color of this tile)" (an End of Game Effect and the Construction Effects' count of it)
//	tiles(spec string) int             your tiles a tile spec names
//	era() int                          the current Era
//	subject_type() string              the type (colour) of the tile a match script is asked about, "" for none: a tile spec (adjacent(subject_type()) == 1: the tile built is the only one of its type touching this tile)
//	option(name string) string         the chosen reading of a rules option (rules.yaml's options)
//	subject_is(spec string) bool       whether the tile a match script is asked about is one a tile spec names ("industry", "housing.high", "progress=3", "housing+tourism"); in a match script only (elsewhere a load error)
//
// A tile spec (tiles, tiles_of) is a type, "housing.low", "tourism~museum"
// or "progress=3", joined by "+" to add up.
//
// Tracks are population, employment, public_services, progress, economy,
// culture, and the player's prestige and cubes (on the Power Plant).
//
// # Play
//
// [New] sets up a game; the random parts of setup and every tile draw are
// Chance decisions ("seat p2", "draw TILE", "box TILE"). A round is
// the Political Phase ("space 2"), the Building Phase ("take T", then
// "place 1,-1", then "effect N" to order the tile's effects), the Tourism
// Phase (automatic), the Executive Phase ("activate 0,1 from side 1,0",
// "done", "bonus prestige"), the World Expo after rounds 4, 8 and 12, and the
// Administrative Phase ("token 2,0"). Progress passing the Power Plant
// space asks "yes" or "no" to an upgrade.
//
// "effect N" resolves the N-th effect still pending: the elements of the
// tile's Immediate Effects list and each Construction Effect the build
// triggers. Each is worked out when it is resolved, so a Conditional Effect
// sees what the effects resolved before it did ("The player may freely
// decide in what order they wish to update each track position"); the
// last one needs no choice. A Construction Effect's count is taken when the
// tile is placed.
//
// A City is a list of cells (row, column) around the first starting tile at 0,0.
// Tiles go on empty cells touching the City (diagonals count) or on a side
// of a Construction Token (its "four building sites"): rule A is a side of
// a Construction Token, rule B a tile of the same type; each rule broken
// costs 2 Prestige. A Lake goes on an empty cell touching the City.
//
// An activation names where each paying Tourist Marker comes from: "side"
// (beside the City) or the cell of the tile it sits on ("they may choose
// to move the Tourist to help activate a different tile"), beside first,
// then by row and column; "activate 0,1" pays with cubes only. Tourists in
// one place are one choice: the lowest seat's moves (the neutral one
// last). Records written before read "activate 0,1 t2" (2 Tourists, taken
// beside the City first, then from tiles, each in seat order):
// State.ParseMove still reads that form at an Executive turn.
//
// # Prosperity and the VARIANT
//
// [WithProsperity] ("prosperity=true") plays the Prosperity add-on: each
// seat is dealt its Prosperity tiles face down ("deal T", Chance; the rest
// return to the box unseen), hidden from the others in every View; at the
// end of each marked round's Administrative Phase each player in
// Initiative order builds one whose requirement holds ("build T", then
// "place") or reveals one as a Lake ("lake T", then "place"). A Lake has
// no type and no effects and is never counted (unless the rules option
// lake_counts says "as-tile", below). [WithFullDraw]
// ("full_draw=true") plays the VARIANT's full draw.
//
// # Who may see what
//
// The State is the referee's (see package rulebook). Hidden in The
// Capitals: each player's Prestige until the end (a player sees their
// own) and what is left in the Era stacks. So Scores and Winners before
// the game is over (they count every player's Prestige), Legal and Weight
// while Chance is to move (they list the tiles left in a stack) and a
// record in progress with its seed are referee-only. View(p) is what seat
// p may be shown (its own Prestige included); View(rulebook.Chance) is the
// public view, with no Prestige but at the end, not a player's.
//
// # Rules options
//
// Where the rulebook reads two ways, a named option in rules.yaml holds
// both, with a default ([WithRule], "name=value" in a record's options):
// two_player_spaces, distinct_type_later, two_player_draw (with 2 players,
// "4 Buildings cards are revealed" each Administrative Phase: 4 new tiles
// by default, as the VARIANT draws; "refill" draws up to 4 current-Era
// tiles as the basic game does), expo_timing ("At the end of every 4th
// game round": the World Expo of rounds 4 and 8 before their
// Administrative Phase by default, "after-admin" after it; round 12 has no
// Administrative Phase either way), track_ties (who is "the highest
// player" or "the lowest player" on a board track for a Prosperity
// requirement when Cities are tied there: nobody by default, "broken" by
// the Economy Track, then the Initiative Track, as the Culture and Public
// Services Tracks break ties), plant_activations (a Power Plant
// upgraded during an Executive turn: the turn keeps the activations it
// began with by default, "current" gives the new plant's at once),
// lake_counts (whether a Lake is a tile to the effects that count tiles of
// no named type, "for each adjacent tile. Later, if a tile is built
// adjacent": never by default, "as-tile" as a tile of no type),
// tile_marks (the Era tiles marked for 5 players: used with 5 only by
// default, "four-or-five" with 4 as well, as the setup's only sentence on
// the marks reads literally) and conditional_times (a Conditional Effect,
// conditional(n, effects), "may take place multiple times ... and wishes
// it to take place. However, the effect must take place at least once":
// by default the player is asked each time after the first, "most" takes
// it as many times as the condition allows).
//
// Readings where the rulebook is silent, each noted in the YAML: the
// Round 12 Administrative Phase is not played (the game ends with the
// last World Expo); an Era stack short of a draw gives the tiles it has
// (the stacks as shipped hold every draw of their Era at every player
// count, the VARIANT's included); an activation "lose X to gain Y" on a track other than
// the Economy needs X; in a 2-player game the neutral Culture marker ahead
// of both Cities holds the Highest Culture itself (no City gets the token):
// no City claims a Tourist that round, and a Tourist surrendered before
// goes back beside its own City; the Final Scoring's Progress counts the
// spaces moved since the last upgrade taken ("each space a player is
// beyond their last Power Plant upgrade"), so a pass declined, or made
// with a level-6 Power Plant, adds a whole lap; a Prosperity requirement on
// the Culture Track ("be highest player on the culture track") counts the
// 2-player neutral marker, which loses ties; a free activation
// (activate_adjacent) never activates a tile whose own activation is a
// free activation, so free activations never chain (see the tiles' YAML);
// a City's End of Game Effects (those before the last World Expo, then the
// final ones) are each worked out from the City as it stands before any of
// them, so their order does not matter ("First, score any endgame effects
// on city tiles" gives none); a tile's Permanent Effect on an event that
// concerns no tile hears what the tile's own Immediate Effects set off: a
// tile whose own Progress passes the Power Plant symbol hears the upgrade
// ("Permanent Effects can take place from the time the tile is built"; "No
// card ever affects itself" keeps a tile out of its own counts and out of
// the events about itself). One more reading, noted here and beside the
// Tourism Phase's code (a YAML comment would change the content
// fingerprint the golden records carry): Cities tied for the lowest
// Culture are ranked as "Breaking Ties" ranks those tied for the highest,
// so the one lower on the Economy Track, then further right on the
// Initiative Track, loses its Tourist.
package capitals
