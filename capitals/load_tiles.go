package capitals

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

type tilesFile struct {
	Era int `yaml:"era" content:"range=0..3" doc:"The Era whose tiles the file holds (1 to 3); 0 for the starting and Prosperity tiles."`
	// Prosperity marks the file of the add-on's Prosperity tiles (era 0).
	Prosperity bool         `yaml:"prosperity" doc:"Marks the file of the add-on's Prosperity tiles (tiles_prosperity.yaml only)."`
	Tiles      []tileRecord `yaml:"tiles" content:"required" doc:"The Building Tiles of the file."`
}

type tileRecord struct {
	content.Named `yaml:",inline" id:"The tile's id, unique; moves and records name it." name:"The tile's name as printed."`
	Type          string             `yaml:"type" content:"required" enum:"type" doc:"The tile's type: one of the types of rules.yaml (prosperity for the Prosperity tiles only)."`
	Density       string             `yaml:"density" enum:"density" doc:"A Housing tile's density icon: one of the densities of rules.yaml."`
	Cubes         int                `yaml:"cubes" content:"range=0..9" doc:"Energy Cubes an activation costs, 0 to 9."`
	Players       int                `yaml:"players" content:"range=0..5" doc:"The player-count icon: the fewest players that use the tile (\"marked with the 4-player or 5-player symbol\"); 0 for every count."`
	Copies        int                `yaml:"copies" content:"range=0..50" doc:"Copies of a starting tile or Power tile; Era and Prosperity tiles are unique."`
	Provenance    content.Provenance `yaml:"provenance" content:"required"`
	Reconstructed []string           `yaml:"reconstructed" enum:"reconstructedField" doc:"The fields of the record that are reconstructed where the rest is the rulebook's: cubes, players or density."`
	Text          string             `yaml:"text" content:"required" doc:"The tile's effects as the tile appendix words them."`
	// Requires is a Prosperity tile's Construction Requirement (Bool).
	Requires content.Script `yaml:"requires" doc:"A Prosperity tile's Construction Requirement (\"To Build\"): a Bool expr script."`
	// Modifies lists the rules the tile changes for the tiles it concerns
	// (modifiers.go).
	Modifies     []modifierRecord `yaml:"modifies" doc:"Rule modifiers: the rules the tile changes for the tiles built beside it or in its City (the tiles built adjacent to it \"suffer no building penalties\")."`
	Immediate    content.Script   `yaml:"immediate" doc:"An expr script: the Immediate Effects, once, as soon as the tile is built; a list is resolved in the order the player chooses."`
	Activation   content.Script   `yaml:"activation" doc:"An expr script: the Activation Effect, each time the player uses Energy Cubes to activate the tile."`
	Permanent    *listenerRecord  `yaml:"permanent" doc:"The Permanent Effect, from the time the tile is built to the end of the game: what it waits for and what it gives."`
	Construction *struct {
		At     content.Pos    `yaml:"-"`
		Scope  string         `yaml:"scope" content:"required" enum:"scope" doc:"Which tiles the Construction Effect counts. adjacent: the tiles directly adjacent; city: every tile of the City."`
		Match  content.Script `yaml:"match" doc:"A Bool expr script: which tiles count (subject_is(\"industry\")) when the tile is built and, later, which tiles built set it off again; none: any."`
		Count  content.Script `yaml:"count" doc:"An Int expr script read at the tile when it is built: the count of a condition that is no tile's own (\"for each different type (color) of tile that is adjacent\": adjacent_types(\"any\")); the match then says only which tiles built later set it off. None: the tiles of the scope built before it that the match accepts."`
		Effect content.Script `yaml:"effect" content:"required" doc:"An expr script: what the effect gives each time it acts."`
	} `yaml:"construction" doc:"The Construction Effect: when the tile is built, and later when a counted tile is built."`
	EndOfGame *struct {
		At     content.Pos    `yaml:"-"`
		Timing string         `yaml:"timing" enum:"endTiming" doc:"When the End of Game Effect acts. final: in Final Scoring (the default); before-expo: before the World Expo scoring at the end of round 12."`
		Effect content.Script `yaml:"effect" content:"required" doc:"An expr script: what the effect gives each time it acts."`
	} `yaml:"end_of_game" doc:"The End of Game Effect, during the final scoring."`
}

// tileFiles are the files of the Building Tiles: the starting tiles, Era I
// to III, and the Prosperity add-on's, last.
var tileFiles = []string{"tiles_start.yaml", "tiles_era1.yaml", "tiles_era2.yaml", "tiles_era3.yaml", "tiles_prosperity.yaml"}

// loadTiles reads the tile files, eras[i] decoded from tileFiles[i], and
// checks the count of each Era against the rulebook's.
func (l *loader) loadTiles(eras []*tilesFile) {
	errs := l.errs
	eraCount := map[int]int{}
	for fi, f := range eras {
		prosFile := fi == len(tileFiles)-1
		if f.Prosperity != prosFile {
			errs.Add(filePos(tileFiles[fi]), "prosperity: true belongs to tiles_prosperity.yaml only")
		}
		for i := range f.Tiles {
			l.loadTile(fi, f, &f.Tiles[i], eraCount)
		}
	}
	for i, want := range l.c.eraTiles {
		if era := i + 1; eraCount[era] != want {
			errs.Add(filePos(fmt.Sprintf("tiles_era%d.yaml", era)), "Era %d: components: era_tiles in rules.yaml says %d tiles, these count %d", era, want, eraCount[era])
		}
	}
}

// loadTile reads tile record t of file fi, f, counting Era tiles in eraCount.
func (l *loader) loadTile(fi int, f *tilesFile, t *tileRecord, eraCount map[int]int) {
	c, errs := l.c, l.errs
	prosFile := fi == len(tileFiles)-1
	l.ids.Add("tile", t.ID, t.At, errs)
	tile := Tile{ID: t.ID, Name: t.Name, Era: f.Era, Cubes: t.Cubes, Players: max(t.Players, c.minPlayers), Copies: max(t.Copies, 1),
		Provenance: t.Provenance, Reconstructed: t.Reconstructed, Text: t.Text, At: t.At, Type: slices.Index(c.types, t.Type),
		Prosperity: prosFile}
	if prosFile != (t.Type == prosperityType) {
		errs.Add(t.At, "tile %q: the tiles of tiles_prosperity.yaml, and they only, are of type %q", t.ID, prosperityType)
	}
	if prosFile != !t.Requires.IsZero() {
		errs.Add(t.At, "tile %q: a Prosperity tile, and it only, has a Construction Requirement (requires)", t.ID)
	}
	tile.requires = c.compileBool(t.Requires, errs)
	if tile.Type < 0 {
		errs.Add(t.At, "tile %q: type %q is not one of %v", t.ID, t.Type, c.types)
	}
	if t.Density != "" {
		tile.Density = slices.Index(c.densities, t.Density) + 1
		if tile.Density == 0 {
			errs.Add(t.At, "tile %q: density %q is not one of %v", t.ID, t.Density, c.densities)
		}
	}
	for _, r := range t.Reconstructed {
		if r != "cubes" && r != "players" && r != "density" {
			errs.Add(t.At, "tile %q: reconstructed lists %q; it may list cubes, players, density", t.ID, r)
		}
	}
	if fi == 0 {
		l.starting += tile.Copies
	} else if prosFile {
		l.prosperity++
		if t.Copies > 1 {
			errs.Add(t.At, "tile %q: Prosperity tiles are unique", t.ID)
		}
	} else {
		eraCount[f.Era]++
		if t.Copies > 1 {
			errs.Add(t.At, "tile %q: Era tiles are unique", t.ID)
		}
	}
	if wantEra := fi % (len(tileFiles) - 1); f.Era != wantEra {
		errs.Add(t.At, "tile %q: %s must hold era %d tiles", t.ID, tileFiles[fi], wantEra)
	}
	tile.immediate = c.compileEffects(t.Immediate, errs)
	tile.listed, tile.elems = c.listedEffects(t.Immediate, tile.immediate, errs)
	tile.activation = c.compileEffects(t.Activation, errs)
	// "a tile that provides exactly 3 progress": the Progress its Immediate
	// Effects give whatever the state, read from the effects of the
	// elements that read nothing.
	for _, e := range tile.listed {
		if e.Op == opGain && e.Arg == trackIDs[tProg] && e.M == 0 {
			tile.Progress += e.N
		}
	}
	l.loadTileEffects(t, &tile)
	tile.mods = l.loadModifiers(t.ID, t.Modifies)
	others := []content.Script{t.Activation}
	if t.Permanent != nil {
		others = append(others, t.Permanent.Effect)
	}
	if t.Construction != nil {
		others = append(others, t.Construction.Effect)
	}
	if t.EndOfGame != nil {
		others = append(others, t.EndOfGame.Effect)
	}
	for _, sc := range others {
		for _, call := range compiler.Calls(sc) {
			if call.Func == "build" {
				errs.Add(t.At, "tile %q: build(n) belongs to Immediate Effects", t.ID)
			}
		}
	}
	c.addTile(tile)
}

// loadTileEffects compiles t's Permanent, Construction and End of Game
// Effects into tile.
func (l *loader) loadTileEffects(t *tileRecord, tile *Tile) {
	c, errs := l.c, l.errs
	if p := t.Permanent; p != nil {
		tile.perm = l.loadListener(t.ID, p)
	}
	if k := t.Construction; k != nil {
		cn := &construction{count: c.compileChecked(k.Count, expr.Int, errs),
			permanent: permanent{on: evBuilt, during: -1, adjacent: true, effect: c.compileEffects(k.Effect, errs)}}
		switch k.Scope {
		case "city":
			cn.adjacent = false
		case "adjacent":
		default:
			errs.Add(k.At, "tile %q: scope %q must be adjacent or city", t.ID, k.Scope)
		}
		cn.match, cn.matchSrc = c.compileBool(k.Match, errs), k.Match
		tile.cons = cn
	}
	if e := t.EndOfGame; e != nil {
		ee := &endEffect{effect: c.compileEffects(e.Effect, errs)}
		switch e.Timing {
		case "", "final":
		case "before-expo":
			ee.beforeExpo = true
		default:
			errs.Add(e.At, "tile %q: timing %q must be final or before-expo", t.ID, e.Timing)
		}
		tile.end = ee
	}
}
