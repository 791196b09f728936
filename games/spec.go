package games

import (
	"errors"
	"io/fs"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
)

// Content is what a game's loaded content tells every program: the
// fingerprint a record names it by, and the rules options it declares.
type Content interface {
	Fingerprint() string
	RuleOptions() []content.RuleOption
}

// Spec describes a game generically: C is its loaded content, S its state
// and M its move. Every field but Rank, Length, Outcome, Bound and Defaults
// is required.
type Spec[C Content, S rulebook.Searchable[S, M], M rulebook.Move] struct {
	Name, Title string
	Dir         string
	Load        func(fs.FS) (C, error)
	Summary     func(C) string
	// New sets up a game from a record's option string on content c (see
	// [Setup]).
	New func(c C, options string) (S, error)
	// View is what seat p may see of s, the game's own View value (which
	// marshals to JSON).
	View func(s S, p rulebook.Player) any
	// Catalog lists every use coverage counts.
	Catalog func(C) []Item
	// Glossary lists the content's cards, tiles and tenants as a player
	// may ask about them at the table (the game's Content.Glossary).
	Glossary func(C) []content.Entry
	// InPlay reports whether the card, tile or tenant of content id takes
	// part in the game s as it is set up (the game's State.InPlay).
	InPlay func(s S, id string) bool
	// Uses appends what the legal move m, about to be played in s, uses of
	// the content.
	Uses func(s S, m M, dst []Item) []Item
	// Rank scores a legal move for the rank policy: higher is better. It
	// reads the content and the move only (what every seat can see).
	Rank func(s S, m M) int
	// Length is the game's length in its own unit (rounds).
	Length func(S) int
	// Outcome, when set, is the game's own verdict on a finished game
	// beyond scores and winners ("Win: …" of a solo game), or "".
	Outcome func(S) string
	// TieBreak is the rulebook's rule for a tie for the most points, in its
	// words: why a sole winner wins over a seat with the same score. ""
	// for a game whose winner is not decided by score.
	TieBreak string
	// Bound is the setup, in the record's option notation, that bounds
	// automated play where the rules set no end ("round_limit=60"); "" when
	// every game ends by the rules.
	Bound string
	// Defaults are the game's budgets for the policies that search.
	Defaults Defaults
}

// Of makes a Game of a Spec.
func Of[C Content, S rulebook.Searchable[S, M], M rulebook.Move](sp Spec[C, S, M]) Game {
	return &game[C, S, M]{sp}
}

// SpecOf returns the Spec that g, a Game of [Of], was made of, and whether
// g is a game of those content, state and move types: for a program that
// needs a game's own typed values (a viewer that draws its View) and takes
// the game's entry points (Load, New) from the registry rather than wiring
// them again.
func SpecOf[C Content, S rulebook.Searchable[S, M], M rulebook.Move](g Game) (Spec[C, S, M], bool) {
	if gm, ok := g.(*game[C, S, M]); ok {
		return gm.sp, true
	}
	return Spec[C, S, M]{}, false
}

// Setup makes of a game package's ParseOptions and New the function that
// sets a game up on its content from a record's option string
// ("players=3 easy=true"), as a Spec's New and a replay's rules take it:
// Setup(highrise.ParseOptions, highrise.New) is a
// func(*highrise.Content, string) (*highrise.State, error).
func Setup[C, S, O any](parse func(string) ([]O, error), setup func(C, ...O) (S, error)) func(C, string) (S, error) {
	return func(c C, options string) (S, error) {
		opts, err := parse(options)
		if err != nil {
			var zero S
			return zero, err
		}
		return setup(c, opts...)
	}
}

// viewOf is a Spec's View from a state's own View method.
func viewOf[S, V any](view func(S, rulebook.Player) V) func(S, rulebook.Player) any {
	return func(s S, p rulebook.Player) any { return view(s, p) }
}

type game[C Content, S rulebook.Searchable[S, M], M rulebook.Move] struct{ sp Spec[C, S, M] }

func (g *game[C, S, M]) Name() string  { return g.sp.Name }
func (g *game[C, S, M]) Title() string { return g.sp.Title }
func (g *game[C, S, M]) Dir() string   { return g.sp.Dir }

func (g *game[C, S, M]) Load(fsys fs.FS) (Loaded, error) {
	c, err := g.sp.Load(fsys)
	if err != nil {
		return nil, err
	}
	l := &loaded[C, S, M]{g: g, c: c, catalog: g.sp.Catalog(c)}
	l.index = make(map[Item]int, len(l.catalog))
	for i, it := range l.catalog {
		l.index[it] = i
	}
	return l, nil
}

type loaded[C Content, S rulebook.Searchable[S, M], M rulebook.Move] struct {
	g       *game[C, S, M]
	c       C
	catalog []Item
	index   map[Item]int
}

func (l *loaded[C, S, M]) Game() Game          { return l.g }
func (l *loaded[C, S, M]) Fingerprint() string { return l.c.Fingerprint() }
func (l *loaded[C, S, M]) Summary() string     { return l.g.sp.Summary(l.c) }
func (l *loaded[C, S, M]) Catalog() []Item     { return l.catalog }

func (l *loaded[C, S, M]) Glossary() []content.Entry { return l.g.sp.Glossary(l.c) }

func (l *loaded[C, S, M]) Absent(options string) ([]Item, error) {
	s, err := l.g.sp.New(l.c, options)
	if err != nil {
		return nil, err
	}
	var out []Item
	for _, it := range l.catalog {
		if !l.g.sp.InPlay(s, it.ID) {
			out = append(out, it)
		}
	}
	return out, nil
}

func (l *loaded[C, S, M]) RuleOptions() []content.RuleOption {
	return append([]content.RuleOption(nil), l.c.RuleOptions()...)
}

func (l *loaded[C, S, M]) rules() rulebook.Rules[S, M] {
	return rulebook.Rules[S, M]{
		Game: l.g.sp.Name,
		New:  func(options string) (S, error) { return l.g.sp.New(l.c, options) },
	}
}

func (l *loaded[C, S, M]) final(s S, moves int) Final {
	f := Final{Over: s.Over(), Scores: s.Scores(), Winners: s.Winners(), Moves: moves, ToMove: s.ToMove()}
	if !f.Over {
		f.Prompt = s.Prompt()
		for _, m := range s.Legal() {
			f.Legal = append(f.Legal, m.String())
		}
	}
	if l.g.sp.Outcome != nil {
		f.Outcome = l.g.sp.Outcome(s)
	}
	if f.Over && len(f.Winners) == 1 {
		f.TiedWith = tiedWith(f.Scores, f.Winners[0])
		if len(f.TiedWith) > 0 {
			f.TieBreak = l.g.sp.TieBreak
		}
		if f.TieBreak == "" {
			f.TiedWith = nil
		}
	}
	if l.g.sp.Length != nil {
		f.Length = l.g.sp.Length(s)
	}
	return f
}

func (l *loaded[C, S, M]) Replay(rec *rulebook.Record) (Final, error) {
	s, err := rulebook.Replay(l.rules(), rec)
	var re *rulebook.ReplayError
	if err != nil && (!errors.As(err, &re) || re.Line == 0 && re.Player == rulebook.Nobody) {
		return Final{}, err // the header does not fit: no state to show
	}
	n := len(rec.Moves)
	if re != nil {
		for i, m := range rec.Moves {
			if m.Line == re.Line {
				n = i
				break
			}
		}
	}
	return l.final(s, n), err
}

func (l *loaded[C, S, M]) Setup(options string) error {
	_, err := l.g.sp.New(l.c, options)
	return err
}

func (l *loaded[C, S, M]) Bound(options string) string {
	set := map[string]bool{}
	for _, f := range strings.Fields(options) {
		name, _, _ := strings.Cut(f, "=")
		set[name] = true
	}
	for _, f := range strings.Fields(l.g.sp.Bound) {
		if name, _, _ := strings.Cut(f, "="); !set[name] {
			options = strings.TrimSpace(options + " " + f)
		}
	}
	return options
}

// tiedWith lists the seats other than w whose score equals w's.
func tiedWith(scores []int, w rulebook.Player) []rulebook.Player {
	if int(w) < 0 || int(w) >= len(scores) {
		return nil
	}
	var tied []rulebook.Player
	for p, v := range scores {
		if p != int(w) && v == scores[w] {
			tied = append(tied, rulebook.Player(p))
		}
	}
	return tied
}
