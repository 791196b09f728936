package highrise

import "fmt"

// saveSizes are the lengths of a save's lists. Each comes from the content
// and the game's setup, not from this build's limits: a content with more
// colours, Power Cards or Bonus Spaces saves lists that long, and a save
// whose lists are not is refused.
type saveSizes struct {
	colors int // Floors by colour, and UltraPlastic after them
	cards  int // kinds of Power Card
	bonus  int // Bonus Spaces of the board side
	spaces int // Building Spaces (and their Tenant spaces)
	tiles  int // kinds of Bonus Tile
	rounds int // rounds: a Blueprint Card each
	cover  int // the most Blueprints on one Blueprint Card
	line   int // Bonus Tiles in the solo game's line; none in other games
}

func (s *State) saveSizes() saveSizes {
	c := s.c
	z := saveSizes{colors: c.up + 1, cards: len(c.cards), bonus: len(s.side.BonusSpaces), spaces: s.buildingSpaces(), tiles: len(c.tiles), rounds: len(c.rounds)}
	for i := range c.blueprints {
		z.cover = max(z.cover, len(c.blueprints[i].Blueprints))
	}
	if so := s.solo(); so != nil {
		z.line = so.LineTiles
	}
	return z
}

// counts is a list of small counts in a save (Floors by colour, Power Cards
// by kind). It is wider than the uint8 a state keeps, so that encoding/json
// writes numbers (it writes a []uint8 as base64 text) and a count too big
// for the state is refused by name rather than by the decoder.
type counts []uint16

// playerJSON is a seat's pieces in a save, with its lists sized by the
// content (its fields shadow the player's fixed-size arrays).
type playerJSON struct {
	player
	Yard counts `json:"yard"`
	Card counts `json:"on_card"`
	Up   counts `json:"up"`
	Down counts `json:"down"`
}

// bonusJSON is a Bonus Space in a save.
type bonusJSON struct {
	bonusSpace
	Floors counts `json:"floors"`
}

// buildingJSON is a Building Space in a save.
type buildingJSON struct {
	building
	Pent counts `json:"penthouse"`
}

// sizedJSON are the lists of a save that the content sizes.
type sizedJSON struct {
	Bag     counts         `json:"bag"`             // by colour, UltraPlastic last
	Players []playerJSON   `json:"players"`         // by Mogul, the Neutral Moguls after the seats
	Bonus   []bonusJSON    `json:"bonus"`           // by Bonus Space of the board side
	Tenant  []int8         `json:"tenants"`         // by Building Space
	Bld     []buildingJSON `json:"buildings"`       // by Building Space
	Stacks  counts         `json:"stacks"`          // by kind of Power Card
	Tiles   counts         `json:"tiles_placed"`    // by kind of Bonus Tile
	BP      []int8         `json:"blueprint_cards"` // by round
	Cover   []counts       `json:"covered"`         // by Blueprint of the round's card, then by colour
	Used    counts         `json:"used"`            // by kind of Power Card
	Line    []int8         `json:"line"`            // by place in the solo line
	LineFl  counts         `json:"line_floors"`     // by colour
}

// saveSized is the state's lists as a save holds them: the state's arrays
// cut to the content's sizes.
func (s *State) saveSized() sizedJSON {
	z := s.saveSizes()
	m := s.moguls()
	buf := make(counts, 0, z.colors*(2+2*m+z.bonus+z.spaces+z.cover)+z.cards*(2+2*m)+z.tiles)
	put := func(f []uint8) counts {
		at := len(buf)
		for _, n := range f {
			buf = append(buf, uint16(n))
		}
		return buf[at:len(buf):len(buf)]
	}
	j := sizedJSON{Bag: put(s.bag[:z.colors]), Players: make([]playerJSON, m), Bonus: make([]bonusJSON, z.bonus),
		Tenant: s.tenant[:z.spaces], Bld: make([]buildingJSON, z.spaces), Stacks: put(s.stacks[:z.cards]), Tiles: put(s.tiles[:z.tiles]),
		BP: s.bp[:z.rounds], Cover: make([]counts, z.cover), Used: put(s.used[:z.cards]), Line: s.line[:z.line], LineFl: put(s.lineFl[:z.colors])}
	for p := range j.Players {
		pl := &s.p[p]
		j.Players[p] = playerJSON{player: *pl, Yard: put(pl.Yard[:z.colors]), Card: put(pl.OnCard[:z.colors]), Up: put(pl.Up[:z.cards]), Down: put(pl.Down[:z.cards])}
	}
	for i := range j.Bonus {
		j.Bonus[i] = bonusJSON{bonusSpace: s.bonus[i], Floors: put(s.bonus[i].Floors[:z.colors])}
	}
	for i := range j.Bld {
		j.Bld[i] = buildingJSON{building: s.bld[i], Pent: put(s.bld[i].Pent[:z.colors])}
	}
	for i := range j.Cover {
		j.Cover[i] = put(s.cover[i][:z.colors])
	}
	return j
}

// loadSized restores the lists of a save into a blank state, refusing a
// list whose length is not the content's size for it, with its JSON path.
func (s *State) loadSized(j *sizedJSON) error {
	z := s.saveSizes()
	err := firstErr(length("players", len(j.Players), s.moguls()), fillCounts("bag", s.bag[:z.colors], j.Bag),
		length("bonus", len(j.Bonus), z.bonus), fill("tenants", s.tenant[:z.spaces], j.Tenant),
		length("buildings", len(j.Bld), z.spaces), fillCounts("stacks", s.stacks[:z.cards], j.Stacks),
		fillCounts("tiles_placed", s.tiles[:z.tiles], j.Tiles), fill("blueprint_cards", s.bp[:z.rounds], j.BP),
		length("covered", len(j.Cover), z.cover), fillCounts("used", s.used[:z.cards], j.Used),
		fill("line", s.line[:z.line], j.Line), fillCounts("line_floors", s.lineFl[:z.colors], j.LineFl))
	for p := 0; p < len(j.Players) && err == nil; p++ {
		pj, pl, at := &j.Players[p], &s.p[p], fmt.Sprintf("players[%d].", p)
		*pl = pj.player // its lists are empty: the save's are pj's
		err = firstErr(fillCounts(at+"yard", pl.Yard[:z.colors], pj.Yard), fillCounts(at+"on_card", pl.OnCard[:z.colors], pj.Card),
			fillCounts(at+"up", pl.Up[:z.cards], pj.Up), fillCounts(at+"down", pl.Down[:z.cards], pj.Down))
	}
	for i := 0; i < len(j.Bonus) && err == nil; i++ {
		s.bonus[i] = j.Bonus[i].bonusSpace
		err = fillCounts(fmt.Sprintf("bonus[%d].floors", i), s.bonus[i].Floors[:z.colors], j.Bonus[i].Floors)
	}
	for i := 0; i < len(j.Bld) && err == nil; i++ {
		s.bld[i] = j.Bld[i].building
		err = fillCounts(fmt.Sprintf("buildings[%d].penthouse", i), s.bld[i].Pent[:z.colors], j.Bld[i].Pent)
	}
	for i := 0; i < len(j.Cover) && err == nil; i++ {
		err = fillCounts(fmt.Sprintf("covered[%d]", i), s.cover[i][:z.colors], j.Cover[i])
	}
	return err
}

// length refuses a saved list of got values where the content and setup
// give want.
func length(path string, got, want int) error {
	if got != want {
		return fmt.Errorf("%s: %d values where this content and setup have %d", path, got, want)
	}
	return nil
}

// fill copies a saved list into dst, which has the length the content
// gives it, when the list is that long.
func fill[T any, S ~[]T](path string, dst []T, src S) error {
	if err := length(path, len(src), len(dst)); err != nil {
		return err
	}
	copy(dst, src)
	return nil
}

// fillCounts copies saved counts into dst, which has the length the
// content gives it, when the list is that long and every count fits.
func fillCounts(path string, dst []uint8, src counts) error {
	if err := length(path, len(src), len(dst)); err != nil {
		return err
	}
	for i, n := range src {
		if n > 255 {
			return fmt.Errorf("%s[%d]: %d is more than 255", path, i, n)
		}
		dst[i] = uint8(n)
	}
	return nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
