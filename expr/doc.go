// Package expr is the script layer every game uses: it compiles the expr
// scripts found in card data (github.com/expr-lang/expr) against a game's
// typed env and verbs, and runs them fast and safely.
//
// # Scripts return effects
//
// A script reads the game state and returns what should happen; it never
// changes anything. Its value is an [Effect], plain data naming one step
// (draw 2 from the budget deck, gain 1 on a track, "you may …"), or a list
// of them:
//
//	[draw("budget", 2), may("a third floor", [corruption(1), draw("floors", 1)])]
//
// The game applies the effects in order; an effect that needs a decision
// suspends the game on a prompt until the player answers. Hooks that ask a
// question instead return a bool (count("residential") >= 3) or an int.
// The [Result] a hook expects is checked when the script is compiled.
//
// # Verbs and combinators
//
// A game's vocabulary is its [Verb]s: a name, a typed signature whose first
// parameter is the env, and a Go function. Scripts do not pass the env; the
// compiler adds it to every verb call, so draw("budget", 2) calls the Go
// function with (env, "budget", 2). [Verb0] to [Verb3] build verbs from
// typed Go functions. Every game also gets four combinators, whose effects
// use the reserved [Op]s below [OpGame]:
//
//	may(label, effects)       OpMay: a yes/no prompt; Then = effects
//	either(label, a, b)       OpEither: a choice; Then = a, Else = b
//	repeat(n, effects)        OpRepeat: N = n (0..MaxRepeat), Then = effects
//	none()                    nothing, for an empty if/else branch
//
// An effects argument is one Effect, a list literal of effects (nested lists
// flatten), or an if/else of those; a verb of the game takes one through a
// parameter of type [EffectArg] and converts it with [AppendEffects].
//
// A verb table describes itself: each [Verb] carries a one-line Doc, the
// names of its arguments (Params) and whether it is Pure (its value depends
// on its arguments alone). [Verb.Signature] renders it as a script writes
// it, so a game generates the verb lists of its docs from its table, and
// [Combinators] lists the combinators the same way. A game's table entries
// embed a Verb beside what the game keeps of each verb; [NewTable] compiles
// such a table and looks its entries up by name, so each verb is declared
// once, in one entry.
//
// # Compiling
//
// [NewCompiler] takes the env prototype (a pointer to the game's env struct,
// whose exported fields scripts read), the verbs and [Option]s such as
// [MaxNodes]. [Compiler.Compile] parses and type-checks one
// [content.Script] for a [Result] and returns an immutable [Program]. Every
// mistake is found here, at load time, and reported as a *[content.Error] at
// the YAML file, line and column of the offending token: a syntax error, an
// unknown name, a mistyped or missing argument, a non-Effect in a list of
// effects, the wrong result kind, a script too large (a hostile one) or
// nested too deeply, loops that could run more than [MaxIterations]
// times in one run (counted over nested loops: a list read from the game
// counts as [MaxList] long), a division or remainder by anything but a
// constant other than zero, a constant repeat count out of range, a
// literal count in a pure verb's call out of the range [Counts] and
// [Repeats] give. The
// expr builtins that read the clock (now, date, …)
// are not available, so a replayed game runs its scripts the same way, nor
// are those that can build huge values from a few nodes (reduce, replace,
// concat, flatten, join) or have no use in card data (JSON, base64).
//
// # Running
//
// A [Runner] holds a reused expr VM; use one per goroutine (a game state
// owns one and does not copy it when cloned). [Runner.RunEffects] appends a
// program's effects to a slice the caller reuses; [Runner.RunBool] and
// [Runner.RunInt] return the value. Nothing panics: an error a verb returns,
// a panic inside a verb or expr, a repeat count out of range, an exceeded
// [MemoryBudget] or a list of more than [MaxEffects] effects comes back as
// a *[RunError] naming the script's position; it wraps
// rulebook.ErrContent, for the game to refuse the move being applied (see
// rulebook.Refusal). With [Counts] and [Repeats] a game states the counts
// its effects may carry, and an effect out of range is such an error at the
// script, not a surprise to the game. A [Pool] lends runners that each
// carry an env, so reading a state from many goroutines writes nothing to
// it.
//
// # The effect machine
//
// What runs the effects is shared too. A game keeps its pending steps, of
// its own task type, in a [Stack] (a plain slice: it clones, compares and
// saves as one; Push, Pop and Top allocate nothing once grown) and turns
// the effects a script returned into steps with [Expand], which expands
// the combinators the same way for every game: none() is dropped,
// repeat(n, …) pushes its effects n times (one bound, [MaxRepeat], with a
// clear error past it), and may and either each become one choice step.
// A [Choice] gives such a step's prompt, its legal [Answer]s and the
// effects each answer leads to, written once. [Settle] does the steps that
// need no decision, within [MaxSettle] and [MaxPending] (a *[LoopError]
// past them); [Transact] makes Apply a transaction, restoring the state
// exactly from a reused buffer when a move fails part-way. [Events]
// declares a game's named events once, and [Listeners] lists the cards
// listening to each in the game's declared order. [RunEffects], [RunBool]
// and [RunInt] run a script on a Runner borrowed from a shared pool.
//
// # What a program reads
//
// The compiler analyses each compiled tree. [Program.Reads] lists the env
// fields and the verbs that are not pure a program reads; a program that
// reads nothing ([Program.Constant], [FormConstant]) returns the same value
// in every state, so a game runs it once, at load. A program that is a
// reading verb built by [Verb0] to [Verb3] called with constant arguments
// (a verb of one argument may take such a call instead:
// `floors_of(item()) > 0`), or such calls compared with constants,
// negated, or joined by || and && ([FormDirect]), is computed by calling
// the verbs' Go functions directly: [Runner.RunBool] and [Runner.RunInt]
// do so, and [Program.TryBool] and [Program.TryInt] do so without a
// Runner. A Bool program of readers without arguments (of a bool, an int
// or a string) and literals, compared, negated or joined
// (`window() != "constructing" || floors() > 0`), is computed with their
// typed functions, boxing no value. An effects program whose root
// is `cond ? a : b` (or if/else) with such a cond and branches that read
// nothing is direct as well: both branches are worked out at compile time,
// so [Runner.RunEffects] of a guard such as `cards("hand", "budget") > 0 ?
// may(...) : none()` reads cond and appends effects without the VM or an
// allocation. Any error or panic on that path sends the run to the VM,
// which reports it as for any script.
//
// Any other effects program whose verb calls that are not pure are all
// reading calls with constant arguments, returning a bool, an int or a
// string ([Program.Memoized]: `can_construct() ? may("construct",
// construct(here(), "home")) : none()`), depends on nothing but their
// values, since a script reaches the game only through its verbs.
// [Runner.RunEffects] works those values out with the verbs' typed
// functions and appends the effects an earlier run with the same values
// returned, without the VM; a new set of values is run by the VM once and
// remembered (up to 256 sets a program, shared by every goroutine). A
// reading call that fails or panics sends the run to the VM, which may not
// make that call at all.
//
// # Speed
//
// Verbs are called through expr's function table with static types, and the
// env is a pointer to a struct: no reflection on methods, no map built per
// run. On a 2-core EPYC a direct Bool script (`count("residential") >= 3`)
// runs in about 25 ns with no allocation; a script the VM runs costs
// about 100 ns and an allocation or more (`Round * 2`: 106 ns, one; the
// VM also makes an argument buffer for each verb call). In the VM an
// effects script costs about one
// allocation per Effect value and list it builds ([draw("budget", 2),
// may("discard", discard(1))]: about 410 ns, 7 allocations); a memoized
// one whose readers' values were met before, about 90 ns and none.
// Compiling a script takes about 16 µs. See the benchmarks in run_test.go
// and memo_test.go.
package expr
