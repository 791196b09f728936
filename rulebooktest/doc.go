// Package rulebooktest is what a game's tests run to show that the game
// keeps the contract of package [github.com/rulebook-go/rulebook], as
// net/http/httptest and testing/fstest sit beside what they test: the
// conformance suite, golden records, move-notation checks and schema-file
// checks.
//
// Only tests import it. It links package testing, go-cmp and
// pgregory.net/rapid (which registers its -rapid.* flags on the default
// flag set); package rulebook, content, expr and the games link none of
// them, so a program that plays games does not either.
//
// # The conformance suite
//
// A [Suite] is run by every game's tests over thousands of seeded random
// games, with rapid drawing every decision so that a failure shrinks to a
// short game printed as a record: Legal agrees with Check, rejected moves
// change nothing, clones are equal and independent, JSON round-trips,
// notation round-trips, the same seed and moves give the same game, games
// end within a bound, scores stay in range, a view does not change when
// only what its player may not see changes, and the game's own invariants
// (each an [Invariant]) hold after every decision. The setups it covers
// are its [Config] list.
//
//   - [Suite.Run] plays the games and fails the test at the first broken
//     contract; its documentation lists every check by name.
//   - [Suite.CheckGame] runs every check on one seeded game and returns
//     nil or a *[Violation]: the check, the config, the seed and the game
//     so far as a [rulebook.Record].
//   - [Suite.Benchmark] measures random playouts ([rulebook.Playout]) of
//     each Config, per decision.
//
// A game's conformance test is one call:
//
//	func TestConformance(t *testing.T) { conformanceSuite().Run(t) }
//
// # Golden records
//
// A [Golden] is a whole game kept as a record in a test's testdata folder,
// with the result it ends in beside it. [SeededGolden] is the usual one: a
// setup played by [rulebook.RecordedPlayout] with a seed. [CheckGolden]
// replays the record through the game's [rulebook.Rules] to the stored
// result and checks that the game still plays exactly that record; with
// update it rewrites both files first:
//
//	var update = flag.Bool("update", false, "rewrite the golden records in testdata/")
//
//	func TestGoldenRecords(t *testing.T) {
//		g := rulebooktest.SeededGolden[*State, Move]("four-players", 7, setup, result)
//		rulebooktest.CheckGolden(t, replayRules, "testdata", g, *update)
//	}
//
// # Move notation
//
// [CheckMoveText] is the body of a fuzz target over move notation: any
// text either fails to parse with a *[rulebook.SyntaxError] or reads as a
// move whose notation round-trips, which Apply accepts exactly when Legal
// lists it, and which, rejected, leaves the state as it was:
//
//	f.Fuzz(func(t *testing.T, seed uint64, steps uint16, text string) {
//		s := … // a game played some way from seed
//		rulebooktest.CheckMoveText(t, s, text, cmpDiff)
//	})
//
// # Untrusted input
//
// A game's Decode and Load are validators: whatever they accept plays with
// no panic and no wedged move, and whatever they refuse gets a clear
// error. [Saves] checks Decode on edited real saves ([Edits]: every leaf
// set to edge values, deleted, duplicated, lists reordered; [Saves.Tamper]
// for a test, [Saves.Fuzz] for a fuzz target). [Contents] checks Load on
// edited content files ([ContentEdits]: every value set to edge values and
// to another record's, every element deleted, duplicated and swapped,
// every entry deleted; [Contents.Tamper]), each accepted content set up
// and played. Tests run a sample; -tamper.full runs every edit and
// -tamper.part k/n one of n processes' share.
//
// # Schema files
//
// [CheckSchemaFiles] checks a game's content folder against its loader:
// each YAML file, listed as a [SchemaFile] with the loader's type for it,
// has beside it the JSON Schema [github.com/rulebook-go/rulebook/content.Schema]
// writes for that type, names that schema on its first line, and every
// property has a description.
package rulebooktest
