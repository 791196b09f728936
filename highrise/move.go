package highrise

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/internal/notation"
)

// Move is one decision of High Rise. Identical pieces are one move: a
// payment names colours and counts.
type Move struct {
	Act  Action
	K    int16    // a colour, space, tile, card, tenant, blueprint, Neighborhood, seat or count, by Act
	N    int16    // a second colour or count; ActGo: the cards an anytime card stands in for (1 Flag's, 2 Zone's)
	F    Floors   // a payment, or the Floors a trade gives
	Flag bool     // ActGo: onto an occupied space, with the card that allows it
	Zone bool     // ActGo: forward in the same Zone, with the card that allows it
	c    *Content // names for the notation; moves of one content compare equal
}

// String writes the move's notation; it needs no content for the words
// that name nothing, and the state's content for the rest (see State.Format).
func (m Move) String() string { return m.format(m.c) }

// Format writes the move in notation with the names of content c.
func (c *Content) Format(m Move) string { return m.format(c) }

func (m Move) format(c *Content) string {
	// No action, or one past the list, is "?": no case below.
	w := notation.Word(actionWords[:], m.Act)
	name := func(kind byte, i int) string {
		if c == nil {
			return string(kind) + strconv.Itoa(i)
		}
		return c.nameOf(kind, i)
	}
	switch m.Act {
	case ActFloor, ActPick, ActDiscard, ActGive:
		return w + " " + name('c', int(m.K))
	case ActTile:
		return w + " " + name('t', int(m.K))
	case ActBlueprint:
		return w + " " + name('b', int(m.K))
	case ActTenant:
		return w + " " + name('n', int(m.K))
	case ActYard, ActLose, ActCount, ActSpires:
		v := int(m.K)
		if m.Act == ActYard {
			v++
		}
		return w + " " + strconv.Itoa(v)
	case ActGo:
		s := w + " " + name('s', int(m.K))
		if m.Flag {
			s += " mayor"
			if m.N&1 != 0 {
				s += " stand-in"
			}
		}
		if m.Zone {
			s += " same-zone"
			if m.N&2 != 0 {
				s += " stand-in"
			}
		}
		return s
	case ActBonus:
		return w + " " + name('s', int(m.K))
	case ActFirst:
		return w + " 1"
	case ActSecond:
		return w + " 2"
	case ActBuild:
		return w + " " + name('l', int(m.K)) + " " + floorsString(c, m.F)
	case ActPlace, ActBuilding:
		return w + " " + name('p', int(m.K))
	case ActFrom:
		return w + " " + rulebook.Player(m.K).String() + " " + name('c', int(m.N))
	case ActChoose:
		return w + " " + rulebook.Player(m.K).String()
	case ActUse, ActFlip, ActUnflip, ActCard:
		if m.Flag {
			return w + " " + name('k', int(m.K)) + " stand-in"
		}
		return w + " " + name('k', int(m.K))
	case ActHood:
		return w + " " + name('h', int(m.K))
	case ActTrade:
		return w + " " + floorsString(c, m.F) + " " + name('c', int(m.K))
	case ActSwitch:
		return w + " " + name('c', int(m.K)) + " " + name('c', int(m.N))
	case ActCover:
		return w + " " + name('l', int(m.K)) + " " + name('c', int(m.N))
	case ActBlocker:
		return w + " " + name('l', int(m.K))
	}
	return w
}

// floorsString writes "red2+black1+up1".
func floorsString(c *Content, f Floors) string {
	var b strings.Builder
	for k, n := range f {
		if n == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('+')
		}
		if c == nil {
			b.WriteString("c" + strconv.Itoa(k))
		} else {
			b.WriteString(c.colorName(k))
		}
		b.WriteString(strconv.Itoa(int(n)))
	}
	if b.Len() == 0 {
		return "0"
	}
	return b.String()
}

// nameOf names content item i of a kind: c colour, t tile, b Blueprint
// Card, n tenant, s track space, l Blueprint letter, p Building Space, k
// Power Card, h Neighborhood.
func (c *Content) nameOf(kind byte, i int) string {
	if ids, ok := c.ids[kind]; ok {
		if i >= 0 && i < len(ids) {
			return ids[i]
		}
		return unnamed(kind, i)
	}
	switch kind {
	case 'c':
		if i >= 0 && i <= c.up {
			return c.colorName(i)
		}
	case 'l':
		if i >= 0 && i < 26 {
			return string(rune('A' + i))
		}
	case 'p':
		if i >= 0 && i < len(c.hoods)*c.maxSlots {
			return c.hoods[i/c.maxSlots].ID + "-" + strconv.Itoa(i%c.maxSlots+1)
		}
	}
	return unnamed(kind, i)
}

// unnamed writes item i of a kind that has no such item: "?t12".
func unnamed(kind byte, i int) string { return "?" + string(kind) + strconv.Itoa(i) }

// lookup is the index of the item of the kind (as in name) called name in
// the notation, false when there is none.
func (c *Content) lookup(kind byte, name string) (int, bool) {
	if ids, ok := c.ids[kind]; ok {
		return found(slices.Index(ids, name))
	}
	switch kind {
	case 'c':
		k := c.color(name)
		return k, k >= 0
	case 'l':
		if len(name) == 1 && name[0] >= 'A' && name[0] <= 'Z' {
			return int(name[0] - 'A'), true
		}
	case 'p':
		i := strings.LastIndexByte(name, '-')
		if i < 0 {
			return 0, false
		}
		h := c.hoodIndex(name[:i])
		n, err := strconv.Atoi(name[i+1:])
		if h < 0 || err != nil || n < 1 || n > c.maxSlots || strconv.Itoa(n) != name[i+1:] {
			return 0, false
		}
		return h*c.maxSlots + n - 1, true
	}
	return 0, false
}

// found is an index that slices.Index returned, and whether it is one.
func found(i int) (int, bool) { return i, i >= 0 }

// ParseMove reads a move's notation. It checks the notation and that the
// names exist in the game's content, not that the move is legal (Check
// does that).
func (s *State) ParseMove(text string) (Move, error) { return s.c.ParseMove(text) }

// ParseMove reads a move's notation against this content.
func (c *Content) ParseMove(text string) (Move, error) {
	t, act, err := notation.Read[Action](text, actionWords[:])
	if err != nil {
		return Move{}, err
	}
	f := t.Words
	named := func(kind byte, s, what string) (int16, error) {
		i, ok := c.lookup(kind, s)
		if !ok {
			return 0, t.Unknown(what, s)
		}
		return int16(i), nil
	}
	m := Move{Act: act, c: c}
	if act == ActUse && len(f) == 3 && f[2] == "stand-in" {
		m.Flag = true
		t.Words = f[:2]
		f = t.Words
	}
	if a := namedArgs[act]; a.kind != 0 {
		if err := t.Want(2, f[0]+" "+a.form); err != nil {
			return m, err
		}
		var err error
		m.K, err = named(a.kind, f[1], a.what)
		return m, err
	}
	switch act {
	case ActYard, ActLose, ActCount, ActSpires:
		if err = t.Want(2, f[0]+" N"); err == nil {
			if m.K, err = parseCount(text, f[1], act); err != nil {
				return m, err
			}
		}
	case ActGo:
		if err := parseGoOptions(text, f, &m); err != nil {
			return m, err
		}
		m.K, err = named('s', f[1], "space")
	case ActFirst, ActSecond:
		a, e := expr.ParseEither(f)
		if e != nil {
			return m, t.Error(e.Error())
		}
		m.Act = answerActs[a]
	case ActBuild:
		if err = t.Want(3, "build LETTER FLOORS"); err == nil {
			if m.K, err = named('l', f[1], "Blueprint letter"); err == nil {
				m.F, err = c.parseFloors(text, f[2])
			}
		}
	case ActFrom:
		if err = t.Want(3, "from p1 COLOUR"); err == nil {
			if m.K, err = parseSeat(text, f[1]); err == nil {
				m.N, err = named('c', f[2], "colour")
			}
		}
	case ActChoose:
		if err = t.Want(2, "choose p1"); err == nil {
			m.K, err = parseSeat(text, f[1])
		}
	case ActTrade:
		if err = t.Want(3, "trade FLOORS COLOUR"); err == nil {
			if m.F, err = c.parseFloors(text, f[1]); err == nil {
				m.K, err = named('c', f[2], "colour")
			}
		}
	case ActSwitch:
		if err = t.Want(3, "switch COLOUR COLOUR"); err == nil {
			if m.K, err = named('c', f[1], "colour"); err == nil {
				m.N, err = named('c', f[2], "colour")
			}
		}
	case ActCover:
		if err = t.Want(3, "cover LETTER COLOUR"); err == nil {
			if m.K, err = named('l', f[1], "Blueprint letter"); err == nil {
				m.N, err = named('c', f[2], "colour")
			}
		}
	default:
		err = t.Want(1, f[0])
	}
	return m, err
}

// namedArgs are the actions whose one argument names something in the
// content: the content.lookup kind, the argument's form in the notation
// (after the action's word) and what an error calls it.
var namedArgs = [len(actionWords)]struct {
	kind       byte
	form, what string
}{
	ActFloor:     {'c', "COLOUR", "colour"},
	ActPick:      {'c', "COLOUR", "colour"},
	ActDiscard:   {'c', "COLOUR", "colour"},
	ActGive:      {'c', "COLOUR", "colour"},
	ActTile:      {'t', "ID", "Bonus Tile"},
	ActBlueprint: {'b', "ID", "Blueprint Card"},
	ActTenant:    {'n', "ID", "tenant"},
	ActBonus:     {'s', "SPACE", "space"},
	ActPlace:     {'p', "SPACE", "Building Space"},
	ActBuilding:  {'p', "SPACE", "Building Space"},
	ActUse:       {'k', "CARD", "Power Card"},
	ActFlip:      {'k', "CARD", "Power Card"},
	ActUnflip:    {'k', "CARD", "Power Card"},
	ActCard:      {'k', "CARD", "Power Card"},
	ActHood:      {'h', "ID", "neighborhood"},
	ActBlocker:   {'l', "LETTER", "Blueprint letter"},
}

// parseGoOptions reads the words after "go SPACE" into m: "mayor" (onto
// an occupied space) and "same-zone" (forward in the same Zone), each
// perhaps followed by "stand-in" (an anytime card standing in for it).
func parseGoOptions(text string, f []string, m *Move) error {
	const form = `expected "go SPACE [mayor [stand-in]] [same-zone [stand-in]]"`
	if len(f) < 2 {
		return notation.Error(text, form)
	}
	for i := 2; i < len(f); i++ {
		bit := int16(0)
		switch {
		case f[i] == "mayor" && !m.Flag && !m.Zone:
			m.Flag, bit = true, 1
		case f[i] == "same-zone" && !m.Zone:
			m.Zone, bit = true, 2
		default:
			return notation.Error(text, form)
		}
		if i+1 < len(f) && f[i+1] == "stand-in" {
			m.N |= bit
			i++
		}
	}
	return nil
}

// parseCount reads the small whole number word of a move of action act;
// a Construction Yard's number counts from 1 in the notation, from 0 in K.
func parseCount(text, word string, act Action) (int16, error) {
	n, e := strconv.Atoi(word)
	if e != nil || n < 0 || n > 99 || strconv.Itoa(n) != word || (act == ActYard && n < 1) {
		return 0, notation.Error(text, "expected a small whole number")
	}
	if act == ActYard {
		n--
	}
	return int16(n), nil
}

// parseFloors reads "red2+black1+up1" (any order) or "0".
func (c *Content) parseFloors(text, s string) (Floors, error) {
	var f Floors
	if s == "0" {
		return f, nil
	}
	seen := 0
	for _, part := range strings.Split(s, "+") {
		i := strings.IndexAny(part, "0123456789")
		if i <= 0 {
			return f, notation.Error(text, "expected Floors such as red2+up1")
		}
		k := c.color(part[:i])
		n, err := strconv.Atoi(part[i:])
		if k < 0 || err != nil || n < 1 || n > 60 || strconv.Itoa(n) != part[i:] || seen&(1<<k) != 0 {
			return f, notation.Error(text, "expected Floors such as red2+up1, each colour once")
		}
		seen |= 1 << k
		f[k] = uint8(n)
	}
	return f, nil
}

// parseSeat reads a seat such as p1 in move text.
func parseSeat(text, s string) (int16, error) {
	p, err := rulebook.ParsePlayer(s)
	if err != nil || !p.IsSeat() || int(p) >= maxSeats {
		return 0, notation.Error(text, "expected a seat such as p1")
	}
	return int16(p), nil
}
