// Package bot plays any game on the contract of package rulebook
// ([rulebook.Searchable]: High Rise, The Capitals, Builder's High): a
// [Policy] chooses a seat's moves, and [Play] plays a game with one policy
// a seat.
//
// # Policies
//
//   - [Random]: a legal move, each as likely.
//   - [Greedy]: one ply of look-ahead on the game's Heuristic, a ply being
//     the whole decision of the seat (its prompts, and the Chance draws
//     among them, until another seat is to move), so a construction made
//     of several prompts is valued whole.
//   - [MCTS]: Monte Carlo tree search, UCT over the players' returns
//     (each seat's own), Chance by the rules' weights, a budget in
//     iterations or time, a seed, and root-parallel workers; each worker
//     searches one determinization of the state.
//   - [ISMCTS]: information-set MCTS, drawing a new determinization from
//     the seat's information at every iteration into one tree of move
//     sequences, for games with hidden hands and decks. Where a game's
//     Heuristic reads what the seat cannot see (another seat's hand), the
//     worlds drawn anew each iteration make its values noisier than one
//     world's: with a Cutoff, MCTS may play better (the tournaments in this
//     package's tests measure both).
//
// Both searches take a [Search]: Iterations (or Time), Workers, Seed,
// Exploration, and a Cutoff that ends playouts early and values them with
// the game's Heuristic. A playout that ends in a game a limit stopped
// ([rulebook.Stopper], Builder's High's round_limit) is valued by the
// Heuristic too: the limit is no result of the rules.
//
// # Policies do not cheat
//
// A policy is given a [Turn], not the state: the seat, its prompt, its
// legal moves (which its View lists) and Determinize, which draws a copy of
// the state in which everything the seat cannot know is a sample from what
// it can. The rules' Determinize reads only what the seat knows (its View,
// and what the public history the state keeps fixes): two states the seat
// cannot tell apart give the same copy for the same generator. So every
// policy here, given the same seed, makes the same move in both — each
// game's tests check it on the twins its conformance suite makes.
//
// # Example
//
//	s, _ := highrise.New(content, highrise.WithPlayers(4))
//	seats := []bot.Policy[*highrise.State, highrise.Move]{
//		&bot.MCTS[*highrise.State, highrise.Move]{Search: bot.Search{Iterations: 200, Seed: 1}},
//		&bot.Greedy[*highrise.State, highrise.Move]{Seed: 2},
//		bot.NewRandom[*highrise.State, highrise.Move](3),
//		bot.NewRandom[*highrise.State, highrise.Move](4),
//	}
//	_, err := bot.Play(s, seats, rulebook.NewResolver(42), 100000)
//	fmt.Println(s.Winners(), err)
//
// Builder's High has no end but its victory condition; automated play sets
// its round_limit option (buildershigh.WithRule("round_limit", "60")).
package bot
