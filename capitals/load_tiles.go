package capitals

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

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
				errs.Add(sc.Pos, "tile %q: build(n) belongs to Immediate Effects", t.ID)
			}
		}
	}
	l.unread(t.ID, t.Immediate, "an Immediate Effect", false, false)
	l.unread(t.ID, t.Activation, "an Activation Effect", false, false)
	l.unread(t.ID, t.Requires, "a Construction Requirement", false, false)
	if t.EndOfGame != nil {
		l.unread(t.ID, t.EndOfGame.Effect, "an End of Game Effect", false, false)
	}
	if k := t.Construction; k != nil {
		l.unread(t.ID, k.Effect, "a Construction Effect's effect", true, false)
		l.unread(t.ID, k.Count, "a Construction Effect's count", false, false)
		l.unread(t.ID, k.Match, "a match script", false, true)
	}
	c.addTile(tile)
}

// unread reports a reader in script sc of tile id that reads what the
// script is never given, and so always reads 0 or nothing: count() unless
// count (a Construction Effect's effect, a Permanent Effect on an event
// that carries an amount), subject_is and subject_type unless subject (a
// match script).
func (l *loader) unread(id string, sc content.Script, where string, count, subject bool) {
	for _, call := range compiler.Calls(sc) {
		switch {
		case call.Func == "count" && !count:
			l.errs.Add(sc.Pos, "tile %q: count() is the count of a Construction Effect, or the amount a Permanent Effect's event carries (paid, taxation): in %s it is always 0", id, where)
			return
		case (call.Func == "subject_is" || call.Func == "subject_type") && !subject:
			l.errs.Add(sc.Pos, "tile %q: %s() reads the tile a match script is asked about: %s is asked about none (filter the tiles with match)", id, call.Func, where)
			return
		}
	}
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
			errs.Add(k.Where.Of("scope"), "tile %q: scope %q must be adjacent or city", t.ID, k.Scope)
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
			errs.Add(e.Where.Of("timing"), "tile %q: timing %q must be final or before-expo", t.ID, e.Timing)
		}
		tile.end = ee
	}
}
