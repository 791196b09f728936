package expr

import "fmt"

// OpNames names a game's operation codes, for saves: a save stores an op by
// name, so adding an op (which renumbers the ones after it) does not change
// what an old save means. Adding an op adds its name to the game's table;
// an op's name never changes once saves use it. The generic combinators
// are named "none", "may", "either", "repeat", "for_each", "choose_n" and
// "repeat_while" (both loops: N says which).
type OpNames struct {
	names map[Op]string
	ops   map[string]Op
}

// NewOpNames makes the table from a game's names for its own ops (codes from
// [OpGame] on). A name given twice, an empty name, or a code below OpGame is
// an error.
func NewOpNames(game map[Op]string) (*OpNames, error) {
	t := &OpNames{names: map[Op]string{OpNone: "none", OpMay: "may", OpEither: "either", OpRepeat: "repeat",
		OpEach: "for_each", OpChoose: "choose_n", OpLoop: "repeat_while"}, ops: map[string]Op{}}
	for op, name := range t.names {
		t.ops[name] = op
	}
	for op, name := range game {
		if op < OpGame {
			return nil, fmt.Errorf("expr: op %d named %q is below OpGame", op, name)
		}
		if name == "" {
			return nil, fmt.Errorf("expr: op %d has no name", op)
		}
		if other, dup := t.ops[name]; dup {
			return nil, fmt.Errorf("expr: ops %d and %d are both named %q", other, op, name)
		}
		t.names[op], t.ops[name] = name, op
	}
	return t, nil
}

// MustOpNames is [NewOpNames] for a game's own table, built once at
// package start: a table in error is a programming error, so it panics
// (each game has a test that names every op).
func MustOpNames(game map[Op]string) *OpNames {
	t, err := NewOpNames(game)
	if err != nil {
		panic(err)
	}
	return t
}

// Name is op's name, and false for an op the table does not name.
func (t *OpNames) Name(op Op) (string, bool) {
	name, ok := t.names[op]
	return name, ok
}

// Op is the op named name, and false for a name the table does not know.
func (t *OpNames) Op(name string) (Op, bool) {
	op, ok := t.ops[name]
	return op, ok
}

// SavedEffect is an [Effect] in a save: its op by name.
type SavedEffect struct {
	Op    string        `json:"op"`
	Arg   string        `json:"arg,omitempty"`
	N     int           `json:"n,omitempty"`
	M     int           `json:"m,omitempty"`
	Label string        `json:"label,omitempty"`
	Then  []SavedEffect `json:"then,omitempty"`
	Else  []SavedEffect `json:"else,omitempty"`
}

// SaveEffects is effects in their saved form. An op the table does not name
// is saved by number, which LoadEffects refuses: every op a game pushes must
// be in its table (each game tests that).
func (t *OpNames) SaveEffects(effects []Effect) []SavedEffect {
	if effects == nil {
		return nil
	}
	out := make([]SavedEffect, len(effects))
	for i, e := range effects {
		name, ok := t.names[e.Op]
		if !ok {
			name = fmt.Sprint(uint16(e.Op))
		}
		out[i] = SavedEffect{Op: name, Arg: e.Arg, N: e.N, M: e.M, Label: e.Label, Then: t.SaveEffects(e.Then), Else: t.SaveEffects(e.Else)}
	}
	return out
}

// LoadEffects reads effects SaveEffects saved. path names the list in the
// save's JSON, for errors ("pending[2].then"). An unknown op, nesting deeper
// than scripts can produce, more than [MaxEffects] effects, or a count
// outside what repeat accepts is an error naming the path.
func (t *OpNames) LoadEffects(path string, saved []SavedEffect) ([]Effect, error) {
	count := 0
	return t.load(path, saved, 0, &count)
}

func (t *OpNames) load(path string, saved []SavedEffect, depth int, count *int) ([]Effect, error) {
	if saved == nil {
		return nil, nil
	}
	if depth > maxNesting {
		return nil, fmt.Errorf("%s: effects nested more than %d deep", path, maxNesting)
	}
	out := make([]Effect, len(saved))
	for i, se := range saved {
		at := fmt.Sprintf("%s[%d]", path, i)
		if *count++; *count > MaxEffects {
			return nil, fmt.Errorf("%s: more than %d effects", at, MaxEffects)
		}
		op, ok := t.ops[se.Op]
		if !ok {
			return nil, fmt.Errorf("%s.op: unknown op %q", at, se.Op)
		}
		if op == OpRepeat && (se.N < 0 || se.N > MaxRepeat) {
			return nil, fmt.Errorf("%s.n: a repeat count of %d is outside 0..%d", at, se.N, MaxRepeat)
		}
		then, err := t.load(at+".then", se.Then, depth+1, count)
		if err != nil {
			return nil, err
		}
		els, err := t.load(at+".else", se.Else, depth+1, count)
		if err != nil {
			return nil, err
		}
		out[i] = Effect{Op: op, Arg: se.Arg, N: se.N, M: se.M, Label: se.Label, Then: then, Else: els}
	}
	return out, nil
}
