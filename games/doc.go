// Package games is the registry of the module's games: each game by the name
// its records carry, with its loader, its rules options, its record replay
// and its bots, over the public API of each game's package. A program that
// takes a game's name from its user (a command line, a record's header, a
// server's request) dispatches through it without knowing the games' types.
//
//   - [All], [Find] and [Names]: the games, by name ("buildershigh",
//     "highrise", "capitals").
//   - [Game.Load]: a game's content, from the embedded default
//     (content.Default()) or a directory a user edits; the [Loaded] content
//     is immutable and shared by any number of goroutines.
//   - [Loaded.RuleOptions], [Loaded.Setup] and [Loaded.Bound]: the setup, in
//     the record's option notation ("players=4 easy=true").
//   - [Loaded.Replay]: a record verified through the rules, to the first
//     illegal line.
//   - [Loaded.PlaySeats] and [Loaded.RecordSeats]: a whole game, a [Policy]
//     a seat (random, rank, greedy, mcts, ismcts; see [ParsePolicy] and
//     [ParseSeats]), its result or its record.
//   - [Loaded.NewTable] and [Loaded.Resume]: a [Table], a game played a
//     decision at a time in the game's notation, with undo ([Table.Back])
//     and its record; [Loaded.Bot] a [Bot] that chooses for a seat at it.
//   - [Loaded.Glossary]: the content's cards, tiles and tenants as a player
//     asks about them at the table ("what is this card?"); [Loaded.Catalog]
//     and [Loaded.Absent]: what coverage counts, and what a setup leaves
//     out of the game.
//
// A bot reads a game only as its seat may: package bot's policies are given
// the seat's legal moves and determinizations of the state, never the state.
// The rank policy reads the content and the legal moves only.
//
// A game joins every program with one entry in [All]: a [Spec] saying how
// to load its content, set it up from a record's options, show a seat's view
// and what its moves use of the content. Nothing here links package testing
// or the test machinery: it is for programs.
package games
