package cli

import (
	"flag"
	"strings"

	"github.com/rulebook-go/rulebook/games"
)

// Setup is what the programs that play set a game up from, each a flag:
// the game, the number of players, more setup options, the seed and the
// content directory.
type Setup struct {
	Game    string // -game: a name of the registry
	Players int    // -players
	Options string // -options: more setup options in the record notation
	Seed    uint64 // -seed
	Content string // -content: the content directory, "" for the embedded content
}

// Flags defines -game, -players, -options, -seed and -content on fset,
// defaulting to what s holds; seedHelp says what the seed seeds.
func (s *Setup) Flags(fset *flag.FlagSet, seedHelp string) {
	fset.StringVar(&s.Game, "game", s.Game, "the game: "+games.Names())
	fset.IntVar(&s.Players, "players", s.Players, "number of players")
	fset.StringVar(&s.Options, "options", s.Options, `more setup options in the record notation, "name=value name=value", such as "round_limit=60"`)
	fset.Uint64Var(&s.Seed, "seed", s.Seed, seedHelp)
	ContentFlag(fset, &s.Content)
}

// OptionString is the setup in the record's option notation: the number of
// players, then more as given, then s.Options ("players=3 easy=true
// round_limit=60").
func (s *Setup) OptionString(more ...string) string {
	return Options(s.Players, append(more, strings.Fields(s.Options)...)...)
}

// ContentFlag defines -content on fset, setting dir: the content directory
// a program reads, one folder per game, "" (the default) for the embedded
// content.
func ContentFlag(fset *flag.FlagSet, dir *string) {
	fset.StringVar(dir, "content", *dir, "content directory, one folder per game (default: the embedded content)")
}

// Load finds the game s names and loads its content from s.Content (the
// embedded content when it is ""), as [Load] does.
func (s *Setup) Load() (games.Loaded, error) {
	g, err := games.Find(s.Game)
	if err != nil {
		return nil, err
	}
	src, err := Source(s.Content)
	if err != nil {
		return nil, err
	}
	return Load(g, src, s.Content)
}
