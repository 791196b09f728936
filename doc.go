// Package rulebook knows the rules of three city-building board games, High
// Rise, The Capitals and Builder's High, and checks them. This package holds
// what the games share: the contract every game keeps, the Chance party,
// rule-citing errors, game records and random playouts. The conformance
// suite every game's tests run is package rulebooktest.
//
// # The module
//
//   - rulebook (this package): the shared contract, below.
//   - content: the game data, YAML files embedded in the module (or read
//     from any fs.FS a designer edits, with no rebuild), and the strict
//     loader that reports every problem at its file, line and column.
//   - expr: the script layer over github.com/expr-lang/expr. Every card
//     effect is a script that reads the state and returns effects;
//     scripts are compiled and type-checked when content is loaded.
//   - buildershigh: one package per game, with its state, moves, rules,
//     scoring and views (highrise and capitals follow on the same
//     machinery). A game imports content and expr, never another game.
//   - rulebooktest: what a game's tests run on it: the conformance
//     suite, golden records, move-notation and schema-file checks (as
//     net/http/httptest sits beside net/http).
//   - examples: runnable programs.
//
// # The contract
//
// A game is a sequence of decisions. At any moment exactly one party owes
// the next one: a seat (a [Player] 0, 1, …), [Chance], or [Nobody] once the
// game is over. Every game's state satisfies [State]:
//
//   - ToMove says who decides, Prompt what is being decided.
//   - AppendLegal (and Legal) list every legal answer, finitely and in a
//     deterministic order; Check is nil exactly for those moves. A
//     decision with many parts is a short sequence of small prompts, and
//     equivalent answers are one move.
//   - Check rejects any other move with an error wrapping [ErrIllegal]
//     that cites the rulebook: a *[RuleError] names the game, the section
//     and the reason ("buildershigh: Paying construction costs: …"), made
//     with [Illegal].
//   - Apply is Check, then do; a rejected move leaves the state as it was.
//   - Over, Scores and Winners (with the game's own tie-breakers). A game
//     that a limit its rules do not have can stop (a round limit set for
//     automated play) is a [Stopper]: its StoppedBy names the limit, so a
//     stopped game is never taken for one the rules ended.
//   - Clone is a deep, independent copy, cheap enough for tree search.
//   - Moves have a one-line text notation: String writes it, ParseMove
//     reads it back; notation that does not parse is a *[SyntaxError].
//   - Fingerprint names the content the state was set up from (a record
//     replayed on other content fails with [ErrContentMismatch]) and
//     Options the setup, in the notation "players=4 easy=false".
//
// Each game also gives a View of the state for one player, with everything
// that player may not know redacted, and marshals its state to JSON and
// back exactly. Its Decode (built on [DecodeSave]) refuses every save its
// rules cannot reach; should validating a save ever hit a fault in the
// game's own code, the save is refused with an error wrapping
// [ErrInternal], never by a crash; so is content its Load checks ([Guard]
// does both).
//
// # Who may see what
//
// A State is the referee's: it knows everything, hidden things included,
// and every method on it answers as the referee. View(p) for a seat p is
// what that player may be shown (its JSON too); View(Chance) or
// View(Nobody) is what a spectator may be shown, the public part only: it
// is not any player's view (a seat's own hand is missing from it). A
// server shows a player nothing but View(p) and that player's own Legal
// and Prompt while it is their decision. These are referee-only:
//
//   - Legal and Weight while Chance is to move: they list what is left in
//     a deck, a bag or a stack, with its counts.
//   - MarshalJSON, Clone and Determinize's source: the whole state.
//   - Scores and Winners before the game is over, where a score counts
//     something hidden (The Capitals' Prestige).
//   - A [Record] of a game in progress with the seed in its [Header]: the seed
//     replays the [Resolver], so it predicts the next draw.
//
// Each game's package doc names its own hidden things.
//
// # Content errors in play
//
// A script that fails in play is a content error, wrapping [ErrContent]
// and naming the script's file:line:col: the move being applied is refused
// with a *[Refusal], the position stays as it was, and until the next move
// is applied Legal leaves that move out and Check returns the same
// Refusal, so Check stays nil exactly for the moves Legal lists. A script
// that decides whether a move is legal (a "can" script) and fails reads
// as "cannot", and Check, asked about that move, returns its Refusal.
// What can be known to fail before play is refused at load (a divisor
// that is not a constant, a constant count out of range, loops that could
// run past the limit). examples/lint plays seeded games on edited content
// to find the rest.
//
// # Chance
//
// Randomness is explicit. When the rules draw, shuffle or deal, the state
// waits on [Chance], whose legal moves are the possible outcomes and whose
// Weight says how likely each is (one outcome per colour left in a bag,
// weighted by count). So a program can feed the real draws of a game
// played on a table, a test can set up an exact situation, and a record
// replays exactly.
//
// A [Resolver] plays Chance from a seeded generator: [Step] makes one
// decision (Chance by weight, a player uniformly at random) and [Playout]
// plays a game to its end without allocating per decision, the inner loop
// of a Monte Carlo search; [RecordedPlayout] plays one the same way and
// returns its [Record].
//
// # Search
//
// Every game's state is also a [Searchable], what the bots of package bot
// play on: Returns (each seat's result at the end, [WinnerReturns]),
// Heuristic (each seat's standing before it, from the game's own scoring,
// as shares: [Standing]) and Determinize, a copy in which everything one
// seat cannot know is drawn afresh from what it can, by the rules'
// weights, with the seat's View unchanged. A bot sees hidden things only
// through Determinize.
//
// # Records
//
// A [Record] is a played game as text, in a form a person can check
// against a game played on a table:
//
//	[Game "buildershigh"]
//	[Content "sha256:0123456789abcdef"]
//	[Options "players=4 easy=false"]
//	[Seed "42"]
//
//	chance: card 2m
//	p0: build bank   # a comment
//	p0: pay 5+5
//
// [Record.WriteTo] writes it, [ReadRecord] reads it (blank lines and '#'
// comments allowed, every line numbered). [Replay] sets a game up from the
// header with a game's [Rules] and plays every line through the rules: the
// first line that does not replay is a *[ReplayError] with its line number
// and the rule it breaks. [ReplayMoves] goes on from a state of your own,
// and a [Recording] records a game as it is played.
//
// # The conformance suite
//
// [github.com/rulebook-go/rulebook/rulebooktest.Suite] is run by every
// game's tests over thousands of seeded random games to show the game keeps
// this contract. It lives in package rulebooktest with the other test
// machinery, so a program importing rulebook links neither package
// testing nor pgregory.net/rapid, and its flags hold no -rapid.* flag.
package rulebook
