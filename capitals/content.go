package capitals

import (
	"io/fs"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// Dir is the folder of The Capitals' YAML inside a content file system.
const Dir = "capitals"

// The tracks the rules know by their role. Their lengths, starts, spaces and
// red-arrow ends are data (tracks.yaml).
const (
	tPop = iota
	tEmp
	tPS
	tProg
	tEcon
	tCult
	nTracks
	tPrestige = nTracks     // not a board track: the player's Prestige
	tCubes    = nTracks + 1 // not a board track: Energy Cubes on the Power Plant
	nGainable = nTracks + 2
)

var trackIDs = [nGainable]string{"population", "employment", "public_services", "progress", "economy", "culture", "prestige", "cubes"}

func trackIndex(id string) (int, bool) {
	for i, t := range trackIDs {
		if t == id {
			return i, true
		}
	}
	return 0, false
}

// Track is one City Track of the board.
type Track struct {
	ID         string
	Label      string
	Min, Max   int
	Start      int
	Circular   bool
	Provenance content.Provenance
	Prestige   []int // Employment: Prestige of each level from Min, at a World Expo
	Attraction []Attraction

	low, high []expr.Effect   // red-arrow effects at each end
	icons     [][]expr.Effect // Public Services: effects of each level from Min, at a World Expo
}

// Attraction is an Attraction Level of the Culture Track: the Highest
// Culture City at or past At claims the Tourists of Cities below Below.
type Attraction struct{ At, Below int }

// Space is a space of the Initiative Track.
type Space struct {
	Cost, Multiplier int
	Mark             int // the player-count icon printed on it, 0 for none
	Round2Multiplier int // the multiplier paid from it in round 2 when as many play as its mark; 0: none
	Provenance       content.Provenance
}

// Round is a space of the Round Area.
type Round struct {
	Era        int
	Expo       bool
	Prosperity bool
}

// Tile is one kind of tile: a building, a starting tile or a Power Plant.
type Tile struct {
	ID, Name      string
	Era           int // 0 for starting tiles and Power Plants
	Type          int // index into Content.Types; -1 for Power Plants
	Density       int // 0 none, 1 low, 2 medium, 3 high
	Cubes         int // printed Energy Cubes
	Players       int // the fewest players that use it
	Copies        int
	Progress      int // the Progress its Immediate Effect prints (literal gains)
	Provenance    content.Provenance
	Reconstructed []string
	Text          string
	At            content.Pos

	// Prosperity tiles (the add-on): dealt to the players, built in
	// Prosperity rounds when their Construction Requirement holds.
	Prosperity bool

	// Power Plants.
	Plant       bool
	Level       int
	Activations int

	immediate, activation *script
	// listed is the order the Immediate Effects make: each element of the
	// list, the effects of a constant one or a reference to elems (see
	// listed.go).
	listed   []expr.Effect
	elems    []*script
	perm     *permanent
	mods     []modifier // rule modifiers (modifiers.go)
	cons     *construction
	end      *endEffect
	requires *expr.Program
}

type script struct {
	prog   *expr.Program
	isCon  bool
	consts []expr.Effect
	// byCount holds the effects of a script that reads nothing of the
	// state but count(), run at load for every count a City can reach.
	byCount [][]expr.Effect
}

// permanent is a Permanent Effect: a listener of event on (events.go).
type permanent struct {
	on       int   // an event of eventTable
	whose    uint8 // whoseOwn, whoseOthers or whoseAny
	during   int8  // the only phase it acts in, -1 for any
	adjacent bool
	match    *expr.Program // nil: any tile
	matchTab []bool        // match by tile kind, when it reads only the subject tile
	matchSrc content.Script
	effect   *script
}

// construction is a Construction Effect. Its later part is a listener of
// the built event (events.go), adjacent unless its scope is the City, with
// the match and effect its count on building uses too; count, when given,
// is the count on building instead (an Int script read at the tile).
type construction struct {
	permanent
	count *expr.Program
}

type endEffect struct {
	beforeExpo bool
	effect     *script
}

// RuleOption names a rules option where the rulebook is ambiguous.
type RuleOption = content.RuleOption

// Content is loaded, checked and compiled content of The Capitals. It is
// immutable and safe to share between goroutines and states.
type Content struct {
	fingerprint string
	lang        *language // the verbs the scripts were compiled with
	// listeners lists the tiles with a Permanent Effect by event, in tile
	// order; heardByOthers marks the events some tile hears from another
	// City.
	listeners     expr.Listeners
	heardByOthers []bool
	// constructions lists the tiles with a Construction Effect under the
	// built event, in tile order.
	constructions expr.Listeners
	boxed         boxedNames // the names scripts read, boxed (verbs.go)
	tiles         []Tile
	byID          map[string]int
	inst          []int16 // tile instance -> tile kind
	firstInst     []int16 // tile kind -> its first instance
	types         []string
	densities     []string
	tracks        [nTracks]Track
	spaces        []Space
	selectable    map[int]int
	rows          []int
	extraTiles    int
	rounds        []Round
	options       []RuleOption

	minPlayers, maxPlayers int
	tokens                 int
	startTiles             []startTile
	startTokens            [][2]int
	startPlant             int
	prosperityTiles        int
	// The component counts of rules.yaml, which the files must hold.
	eraTiles                             []int // Era I, II, III
	plantCount, startingTiles, tileCount int
	prosperityDeal                       map[int]int // players -> Prosperity tiles dealt to each
	lakeCubes                            int
	fullDrawMax                          int
	penalty, passBonus                   int
	cultureActivations                   int
	taxPrestige, taxMoney                int
	unemploymentCap                      int
	psPenalty                            int
	finalCubes, finalMoney               int
	finalCulture                         int
	finalProgress                        int
	plantsByLevel                        [][]int // level -> plant kinds, richest first
	maxLevel                             int
}

type startTile struct {
	kind int
	r, c int
}

// Fingerprint identifies the content: a hash of every file it was read from.
func (c *Content) Fingerprint() string { return c.fingerprint }

// Tiles lists every kind of tile: starting tiles, Era I to III, Power Plants.
func (c *Content) Tiles() []Tile { return c.tiles }

// Tile returns the tile with the given id.
func (c *Content) Tile(id string) (Tile, bool) { return content.Find(c.tiles, c.byID, id) }

// Types lists the building types.
func (c *Content) Types() []string { return c.types }

// Track returns the track with the given id.
func (c *Content) Track(id string) (Track, bool) {
	i, ok := trackIndex(id)
	if !ok || i >= nTracks {
		return Track{}, false
	}
	return c.tracks[i], true
}

// Spaces lists the Initiative Track's spaces, left to right.
func (c *Content) Spaces() []Space { return c.spaces }

// Rounds lists the Round Area.
func (c *Content) Rounds() []Round { return c.rounds }

// RuleOptions lists the named rules options and their defaults.
func (c *Content) RuleOptions() []RuleOption { return c.options }

// Players is the smallest and largest number of players.
func (c *Content) Players() (min, max int) { return c.minPlayers, c.maxPlayers }

// Instances is the number of physical tiles the content describes.
func (c *Content) Instances() int { return len(c.inst) }

// Load reads, checks and compiles The Capitals' content in fsys (under the
// folder Dir). Every problem is reported at once, each as
// file:line:col: message; the error wraps content.ErrInvalid.
func Load(fsys fs.FS) (*Content, error) {
	return rulebook.Guard(gameName+": load", "checking the content", func() (*Content, error) { return loadWith(fsys, defaultLanguage) })
}

// loadWith is Load with the scripts compiled in lang.
func loadWith(fsys fs.FS, lang *language) (*Content, error) {
	var errs content.Errors
	// Each file is decoded as it is loaded; a loader goes on after decoding
	// errors, so that one load lists every problem.
	l := &loader{c: &Content{byID: map[string]int{}, selectable: map[int]int{}, lang: lang}, errs: &errs}
	rules := decodeFile[rulesFile](fsys, "rules.yaml", &errs)
	l.loadRules(rules)
	l.loadTracks(decodeFile[tracksFile](fsys, "tracks.yaml", &errs))
	l.loadInitiative(decodeFile[initiativeFile](fsys, "initiative.yaml", &errs))
	l.loadProjects(decodeFile[projectsFile](fsys, "projects.yaml", &errs))
	l.loadRounds(decodeFile[roundsFile](fsys, "rounds.yaml", &errs))
	eras := make([]*tilesFile, len(tileFiles))
	for i, f := range tileFiles {
		eras[i] = decodeFile[tilesFile](fsys, f, &errs)
	}
	l.loadTiles(eras)
	l.loadPlants(decodeFile[plantsFile](fsys, "power_plants.yaml", &errs), rules.Setup.PowerPlant)

	// Checks across files.
	l.checkCounts()
	l.loadSetup(rules)
	c := l.c
	c.rankPlants(&errs)

	fp, err := content.Loaded(fsys, Dir, &errs)
	if err != nil {
		return nil, err
	}
	c.boxNames()
	c.tabulateMatches()
	c.listen()
	c.fingerprint = fp
	return c, nil
}

// loader holds what the loaders of the content files share while Load runs.
type loader struct {
	c    *Content
	errs *content.Errors
	// ids is one namespace for the tiles and the Power Plants.
	ids content.IDs
	// starting, prosperity and startPlants count the starting tiles, the
	// Prosperity tiles and the copies of the starting Power Plant.
	starting, prosperity, startPlants int
	// rules is where rules.yaml writes its fields, for the checks of other
	// files against its numbers.
	rules content.Places
	// counts is where rules.yaml writes its component counts.
	counts content.Places
}

// decodeFile decodes the content file name of the folder Dir.
func decodeFile[T any](fsys fs.FS, name string, errs *content.Errors) *T {
	return content.DecodeFile[T](fsys, Dir, name, errs)
}

// countEntry is one entry of a table by player count (rules.yaml's
// prosperity_deal, initiative.yaml's selectable): the count, and what the
// table gives it, under the table's own key, in Value.
type countEntry[V any] struct {
	Where   content.Places `yaml:"-"`
	Players int            `yaml:"players" content:"required,range=2..5" doc:"The player count."`
	Value   V              `yaml:",inline"`
}

// RecordKind names an entry in messages as the tables' entries always
// were: "unknown field "x" in mapping".
func (countEntry[V]) RecordKind() string { return "mapping" }

// everyCount reports, at the table key that where places, each player
// count from the content's fewest players to its most that table (by
// player count) has no entry for: "one entry for every count".
func (l *loader) everyCount(table map[int]int, where content.Places, key string) {
	c := l.c
	for n := c.minPlayers; n <= c.maxPlayers && n <= maxSeats; n++ {
		if _, ok := table[n]; !ok {
			l.errs.Add(where.Of(key), "%s: no entry for %d players", key, n)
		}
	}
}

// filePos is the top of the content file name, where a problem of the
// file as a whole is reported.
func filePos(name string) content.Pos { return content.FilePos(Dir, name) }

// checkCounts checks the tiles and Power Plants against the component
// counts of rules.yaml, its prosperity_tiles and the supported limits.
func (l *loader) checkCounts() {
	c, errs := l.c, l.errs
	if l.starting+l.startPlants != c.startingTiles {
		errs.Add(filePos("tiles_start.yaml"), "components: starting_tiles in rules.yaml says %d Starting Tiles, these count %d", c.startingTiles, l.starting+l.startPlants)
	}
	if l.prosperity != c.prosperityTiles {
		errs.Add(l.rules.Of("prosperity_tiles"), "prosperity_tiles in rules.yaml says %d Prosperity tiles, tiles_prosperity.yaml holds %d", c.prosperityTiles, l.prosperity)
	}
	if n := len(c.inst); n != c.tileCount && len(errs.Unwrap()) == 0 {
		errs.Add(l.counts.Of("tiles"), "components: tiles in rules.yaml says %d tiles, the content holds %d (with %d Prosperity tiles)", c.tileCount, n, l.prosperity)
	}
	if len(c.inst) > maxInstances {
		errs.Add(filePos("rules.yaml"), "at most %d tiles are supported, found %d", maxInstances, len(c.inst))
	}
}

// onGrid reports whether a cell of the setup is inside the coordinates a
// City may use.
func onGrid(r, c int) bool { return r >= -maxCoord && r <= maxCoord && c >= -maxCoord && c <= maxCoord }

func (c *Content) addTile(t Tile) {
	k := len(c.tiles)
	if _, dup := c.byID[t.ID]; !dup {
		c.byID[t.ID] = k
	}
	c.tiles = append(c.tiles, t)
	c.firstInst = append(c.firstInst, int16(len(c.inst)))
	for i := 0; i < t.Copies; i++ {
		c.inst = append(c.inst, int16(k))
	}
}

// compileEffects compiles an effects script, checks the names it passes and
// runs it once when it reads nothing of the state.
func (c *Content) compileEffects(s content.Script, errs *content.Errors) *script {
	p := c.compileChecked(s, expr.Effects, errs)
	if p == nil {
		return nil
	}
	sc, ok := c.newScript(s, p, errs)
	if !ok {
		return nil
	}
	return sc
}

// newScript runs the compiled effects script p of s once when it reads
// nothing of the state, or for every count when it reads only count().
func (c *Content) newScript(s content.Script, p *expr.Program, errs *content.Errors) (*script, bool) {
	sc := &script{prog: p}
	if p.Constant() {
		var r expr.Runner
		effects, err := r.RunEffects(p, &Env{cell: -1, subject: -1}, nil)
		if err != nil {
			errs.AddError(expr.LoadError(s, err))
			return nil, false
		}
		sc.isCon, sc.consts = true, effects
	} else if p.ReadsOnly("count") {
		var r expr.Runner
		for n := 0; n <= maxCells; n++ {
			effects, err := r.RunEffects(p, &Env{cell: -1, subject: -1, times: n}, nil)
			if err != nil {
				sc.byCount = nil // fails for some count: run it at play time
				break
			}
			sc.byCount = append(sc.byCount, effects)
		}
	}
	return sc, true
}

// tabulateMatches runs, for every tile kind, each match script that reads
// nothing but the tile it is asked about, so that play looks the answer up.
func (c *Content) tabulateMatches() {
	s := &State{c: c}
	table := func(prog *expr.Program, src content.Script) []bool {
		if prog == nil || !prog.ReadsOnly("subject_is") {
			return nil
		}
		var r expr.Runner
		tab := make([]bool, len(c.tiles))
		for k := range c.tiles {
			ok, err := r.RunBool(prog, &Env{s: s, cell: -1, subject: k})
			if err != nil {
				return nil // run it at play time, which reports the error
			}
			tab[k] = ok
		}
		return tab
	}
	for k := range c.tiles {
		t := &c.tiles[k]
		if t.perm != nil {
			t.perm.matchTab = table(t.perm.match, t.perm.matchSrc)
		}
		if t.cons != nil {
			t.cons.matchTab = table(t.cons.match, t.cons.matchSrc)
		}
	}
}

func (c *Content) compileBool(s content.Script, errs *content.Errors) *expr.Program {
	return c.compileChecked(s, expr.Bool, errs)
}

// compileChecked checks the names script s passes and compiles it for
// result r: nil for a script not given, or one that does not compile (its
// error is added to errs).
func (c *Content) compileChecked(s content.Script, r expr.Result, errs *content.Errors) *expr.Program {
	if s.IsZero() {
		return nil
	}
	c.checkReferences(s, errs)
	p, err := c.lang.Compiler().Compile(s, r)
	if err != nil {
		errs.AddError(err)
		return nil
	}
	return p
}

// constScript compiles a script that must read nothing of the state (track
// ends and icons) and returns its effects.
func (c *Content) constScript(s content.Script, errs *content.Errors) []expr.Effect {
	sc := c.compileEffects(s, errs)
	if sc == nil {
		return nil
	}
	if !sc.isCon {
		errs.Add(s.Pos, "this script may only use gain, pay and the combinators: it is applied the same way every time")
		return nil
	}
	return sc.consts
}

// Default loads the content embedded in the module.
func Default() (*Content, error) { return Load(content.Default()) }

// MustDefault is Default for the embedded content, which the module's tests
// check; it panics only if the module itself was built broken.
func MustDefault() *Content { return content.MustLoad(gameName, Load) }
