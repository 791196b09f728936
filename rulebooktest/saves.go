package rulebooktest

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
)

var (
	tamperFull = flag.Bool("tamper.full", false, "run the save tamper tests at full size: every edit of every save, each state played on further")
	tamperShow = flag.Int("tamper.show", 5, "how many failing edits the save tamper tests print")
	tamperPart = flag.String("tamper.part", "", "k/n: run only the k-th of n interleaved parts of the save tamper tests' edits (0 <= k < n), to spread a full run over processes")
)

// Saves checks that a game's Decode is a validator: whatever it accepts
// plays on with no panic and no wedged move (a move Legal lists that Apply
// refuses, or a game not over with nothing legal). [Saves.Tamper] edits
// every leaf of real saves systematically; [Saves.Fuzz] mutates them as the
// fuzzer's bytes say.
type Saves[S rulebook.State[S, M], M rulebook.Move] struct {
	// Decode reads a state from the JSON its MarshalJSON writes.
	Decode func(data []byte) (S, error)
	// Moves is how many moves an accepted state is played on; 0 means 30.
	Moves int
	// View, when set, is shown to every seat at every move played on.
	View func(s S, p rulebook.Player) any
	// Invariants, when set, must hold on every state Decode accepts and
	// after every move played on from it: Decode refuses a save the rules
	// cannot reach, so it refuses one that breaks the game's own
	// properties.
	Invariants []Invariant[S]
}

// TamperCount counts what [Saves.Tamper] did.
type TamperCount struct {
	Edits    int // edited saves tried
	Refused  int // of which Decode refused
	Accepted int // of which Decode accepted, and that then played on
}

// Edit is one edit of a save: where, what, and the edited JSON.
type Edit struct {
	Path string // the JSON path edited, e.g. pending[0].k
	What string // what was done: "= -1", "deleted", "duplicated", ...
	make func() []byte
}

// edgeNumbers are the values every number of a save is set to.
var edgeNumbers = []string{"-1", "0", "99", "128", "256", "32768", "65536", "2147483648", "-2147483649", "1e300", "1.5"}

// Edits returns the systematic edits of a save: every leaf set to each
// edge value, to a string, to null, to a list and to an object; every
// field and element deleted; every element and every list duplicated;
// every pair of neighbouring elements swapped and every longer list
// reversed, so that what only an order forbids is tried too; every list
// made huge; and an unknown field added to every object. The
// edited JSON of an edit is made when asked for ([Edit.JSON]), so a sample
// of many edits is cheap.
func Edits(save []byte) ([]Edit, error) {
	root, err := parseJSON(save)
	if err != nil {
		return nil, err
	}
	var edits []Edit
	add := func(path []any, what string, v any, del bool) {
		p := append([]any(nil), path...)
		edits = append(edits, Edit{Path: pathString(path), What: what, make: func() []byte {
			t := cloneJSON(root)
			if del {
				t = deleteAt(t, p)
			} else {
				t = setAt(t, p, cloneJSON(v))
			}
			data, err := json.Marshal(t)
			if err != nil {
				return nil
			}
			return data
		}})
	}
	walkJSON(root, nil, func(path []any, v any) {
		if len(path) == 0 {
			return
		}
		switch x := v.(type) {
		case map[string]any:
			add(path, "deleted", nil, true)
			add(path, "= null", nil, false)
			add(path, "= []", []any{}, false)
			add(path, "= 1", json.Number("1"), false)
			y := cloneJSON(x).(map[string]any)
			y["unknown_field"] = json.Number("1")
			add(path, "with an unknown field", y, false)
		case []any:
			add(path, "deleted", nil, true)
			add(path, "= null", nil, false)
			add(path, "= {}", map[string]any{}, false)
			add(path, "= 1", json.Number("1"), false)
			if len(x) > 0 {
				add(path, "doubled", append(cloneJSON(x).([]any), cloneJSON(x).([]any)...), false)
				huge := make([]any, 0, 2000)
				for len(huge) < 2000 {
					huge = append(huge, x...)
				}
				add(path, "made huge", huge, false)
				add(path, "emptied", []any{}, false)
				if len(x) > 2 {
					add(path, "reversed", reversed(x), false)
				}
			}
		default:
			add(path, "deleted", nil, true)
			for _, n := range edgeNumbers {
				add(path, "= "+n, json.Number(n), false)
			}
			add(path, "= null", nil, false)
			add(path, `= ""`, "", false)
			add(path, `= "x"`, "x", false)
			add(path, "= true", true, false)
			add(path, "= []", []any{}, false)
			if s, ok := x.(string); ok {
				add(path, "= itself doubled", s+s, false)
			}
		}
		if i, ok := path[len(path)-1].(int); ok {
			parent := getAt(root, path[:len(path)-1]).([]any)
			y := append(append(append([]any{}, parent[:i+1]...), cloneJSON(parent[i])), parent[i+1:]...)
			add(path[:len(path)-1], fmt.Sprintf("[%d] duplicated", i), y, false)
			if i > 0 {
				sw := slices.Clone(parent)
				sw[i-1], sw[i] = sw[i], sw[i-1]
				add(path[:len(path)-1], fmt.Sprintf("[%d] and [%d] swapped", i-1, i), sw, false)
			}
		}
	})
	return edits, nil
}

// JSON is the edited save.
func (e Edit) JSON() []byte { return e.make() }

// Mutate applies to save the structure-aware mutations the bytes b choose:
// each mutation takes four bytes (two pick a node of the JSON tree, one the
// kind of edit, one a value), and b may hold several. It is for fuzz
// targets; the edits are those of [Edits] and a few more (a number plus or
// minus the value byte, a node swapped with another).
func Mutate(save, b []byte) ([]byte, error) {
	root, err := parseJSON(save)
	if err != nil {
		return nil, err
	}
	for len(b) >= 4 {
		var paths [][]any
		walkJSON(root, nil, func(path []any, v any) {
			if len(path) > 0 {
				paths = append(paths, append([]any(nil), path...))
			}
		})
		if len(paths) == 0 {
			break
		}
		path := paths[(int(b[0])<<8|int(b[1]))%len(paths)]
		kind, val := b[2], b[3]
		b = b[4:]
		root = mutateAt(root, path, paths, kind, val)
	}
	return json.Marshal(root)
}

func mutateAt(root any, path []any, paths [][]any, kind, val byte) any {
	cur := getAt(root, path)
	switch kind % 12 {
	case 0:
		return deleteAt(root, path)
	case 1:
		return setAt(root, path, json.Number(edgeNumbers[int(val)%len(edgeNumbers)]))
	case 2:
		if n, ok := cur.(json.Number); ok {
			if i, err := n.Int64(); err == nil {
				return setAt(root, path, json.Number(strconv.FormatInt(i+int64(int8(val)), 10)))
			}
		}
		return setAt(root, path, json.Number(strconv.Itoa(int(int8(val)))))
	case 3:
		return setAt(root, path, nil)
	case 4:
		return setAt(root, path, strconv.Itoa(int(val)))
	case 5:
		return setAt(root, path, val%2 == 0)
	case 6:
		if i, ok := path[len(path)-1].(int); ok {
			parent := getAt(root, path[:len(path)-1]).([]any)
			y := append(append(append([]any{}, parent[:i+1]...), cloneJSON(parent[i])), parent[i+1:]...)
			return setAt(root, path[:len(path)-1], y)
		}
		return setAt(root, path, []any{cloneJSON(cur)})
	case 7:
		if x, ok := cur.([]any); ok {
			return setAt(root, path, append(cloneJSON(x).([]any), cloneJSON(x).([]any)...))
		}
		return setAt(root, path, map[string]any{"k": cloneJSON(cur)})
	case 8:
		other := paths[int(val)*7919%len(paths)]
		return setAt(root, path, cloneJSON(getAt(root, other)))
	case 9:
		if x, ok := cur.(map[string]any); ok {
			y := cloneJSON(x).(map[string]any)
			y[fmt.Sprintf("extra%d", val)] = json.Number(strconv.Itoa(int(val)))
			return setAt(root, path, y)
		}
		return setAt(root, path, json.Number(strconv.Itoa(int(val))))
	case 10:
		if s, ok := cur.(string); ok && len(s) > 0 {
			bs := []byte(s)
			bs[int(val)%len(bs)] ^= 1 + val%31
			return setAt(root, path, string(bs))
		}
		return setAt(root, path, "")
	default:
		if x, ok := cur.([]any); ok && len(x) > 1 {
			y := cloneJSON(x).([]any)
			i, j := int(val)%len(y), int(val/16)%len(y)
			y[i], y[j] = y[j], y[i]
			return setAt(root, path, y)
		}
		return setAt(root, path, json.Number(strconv.Itoa(-int(val))))
	}
}

// Play decodes data and, when Decode accepts it, plays on from it with
// moves r chooses: every Prompt, Scores, Winners, View and MarshalJSON
// along the way must not panic, the Invariants must hold, every move Legal
// lists must apply, a game not over must list a move, and the state must
// save and decode again; a Decode that refuses the data with an error
// wrapping [rulebook.ErrInternal] (it panicked) is a failure too.
// It returns whether Decode accepted the data, and what went wrong.
func (h Saves[S, M]) Play(data []byte, r *rand.Rand) (accepted bool, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	s, derr := h.Decode(data)
	if errors.Is(derr, rulebook.ErrInternal) {
		return false, fmt.Errorf("decoding hit a bug: %v", derr)
	}
	if derr != nil {
		return false, nil
	}
	return true, h.playOn(s, r, false)
}

// playOn plays s on as [Saves.Play] says. With scriptsMayFail, a move
// Legal lists that Apply refuses with an [*expr.RunError] (odd content's
// script failing in play, the state restored) ends the play, no failure.
func (h Saves[S, M]) playOn(s S, r *rand.Rand, scriptsMayFail bool) error {
	moves := h.Moves
	if moves == 0 {
		moves = 30
	}
	var buf []M
	for i := 0; i <= moves; i++ {
		for _, inv := range h.Invariants {
			if err := inv.Check(s); err != nil {
				return fmt.Errorf("move %d: invariant %s: %v", i, inv.Name, err)
			}
		}
		_ = s.Prompt()
		_ = s.Scores()
		if h.View != nil {
			for p := 0; p < s.Seats(); p++ {
				if _, err := json.Marshal(h.View(s, rulebook.Player(p))); err != nil {
					return fmt.Errorf("move %d: View(p%d): %v", i, p, err)
				}
			}
		}
		if s.Over() {
			_ = s.Winners()
			return nil
		}
		if i == moves {
			break
		}
		buf = s.AppendLegal(buf[:0])
		if len(buf) == 0 {
			return fmt.Errorf("move %d: the game is not over but %v has nothing legal (%s)", i, s.ToMove(), s.Prompt())
		}
		for _, m := range buf {
			if err := s.Check(m); err != nil {
				return fmt.Errorf("move %d: Legal lists %q but Check refuses it: %v", i, m.String(), err)
			}
		}
		m := buf[r.IntN(len(buf))]
		if err := s.Apply(m); err != nil {
			var script *expr.RunError
			if scriptsMayFail && errors.As(err, &script) {
				return nil
			}
			return fmt.Errorf("move %d: Legal lists %q but Apply refuses it: %v", i, m.String(), err)
		}
		if i == 0 || i == moves/2 {
			out, err := json.Marshal(s)
			if err != nil {
				return fmt.Errorf("move %d: MarshalJSON: %v", i, err)
			}
			if _, err := h.Decode(out); err != nil {
				return fmt.Errorf("move %d: Decode refuses the state's own save: %v", i, err)
			}
		}
	}
	return nil
}

// Tamper tries every edit of [Edits] on every save: Decode refuses it, or
// the state plays on (see [Saves.Play]). Without -tamper.full it tries an
// evenly spread sample of about small edits (every edit when small is 0),
// for CI. It fails t for every edit that panics or wedges (the first few
// are shown) and returns the counts.
func (h Saves[S, M]) Tamper(t testing.TB, saves [][]byte, small int) TamperCount {
	t.Helper()
	var all []Edit
	for i, save := range saves {
		if _, err := h.Decode(save); err != nil {
			t.Fatalf("save %d, not edited, is refused: %v", i, err)
		}
		edits, err := Edits(save)
		if err != nil {
			t.Fatalf("save %d: %v", i, err)
		}
		all = append(all, edits...)
	}
	var count TamperCount
	r := rand.New(rand.NewPCG(1, 2))
	count.Edits = tamperSample(t, len(all), small, "edits panicked, wedged or broke an invariant", func(i int) error {
		e := all[i]
		accepted, err := h.Play(e.JSON(), r)
		switch {
		case err != nil && accepted:
			return fmt.Errorf("%s %s: Decode accepted it, then %v", e.Path, e.What, err)
		case err != nil:
			return fmt.Errorf("%s %s: %v", e.Path, e.What, err)
		}
		if accepted {
			count.Accepted++
		} else {
			count.Refused++
		}
		return nil
	})
	t.Logf("%d edits of %d saves: %d refused, %d accepted and played on", count.Edits, len(saves), count.Refused, count.Accepted)
	return count
}

// Fuzz is a structure-aware fuzz target over saves: the fuzzer's bytes
// choose a save and the [Mutate] edits made to it; the result must be
// refused by Decode or play on (see [Saves.Play]).
func (h Saves[S, M]) Fuzz(f *testing.F, saves [][]byte) {
	for i := range saves {
		f.Add(uint8(i), []byte{})
		f.Add(uint8(i), []byte{0, byte(i * 37), 1, 0})
		f.Add(uint8(i), []byte{0, byte(i * 11), 3, 0, 1, 2, 6, 9})
	}
	f.Fuzz(func(t *testing.T, which uint8, ops []byte) {
		if len(ops) > 64 {
			ops = ops[:64]
		}
		data, err := Mutate(saves[int(which)%len(saves)], ops)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := h.Play(data, rand.New(rand.NewPCG(uint64(which), uint64(len(ops))))); err != nil {
			t.Fatalf("%s\n%s", err, data)
		}
	})
}

// SavesAlong plays s on with moves a resolver seeded with seed chooses and
// returns its saves (MarshalJSON): fixed, at the decisions listed in at,
// and first, at the first decision of each kind (what kind says of a
// state: the op of the step it waits on, say, with "" for none), so that
// saves reach every pending step and prompt the game came to, not only the
// starts of turns. It plays until the game is over or past the last of at
// and the first until decisions, whichever is later.
func SavesAlong[S rulebook.State[S, M], M rulebook.Move](t testing.TB, s S, seed uint64, at []int, until int, kind func(S) string) (fixed, first [][]byte) {
	t.Helper()
	save := func(to *[][]byte) {
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		*to = append(*to, data)
	}
	last := until
	for _, a := range at {
		last = max(last, a)
	}
	seen := map[string]bool{"": true}
	r := rulebook.NewResolver(seed)
	var buf []M
	for step := 0; !s.Over() && step <= last; step++ {
		k := ""
		if kind != nil {
			k = kind(s)
		}
		if slices.Contains(at, step) {
			save(&fixed)
		} else if !seen[k] {
			save(&first)
		}
		seen[k] = true
		var m M
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatalf("seed %d, decision %d: a legal move %q: %v", seed, step, m.String(), err)
		}
	}
	return fixed, first
}

// Reachable plays s to its end (or for most decisions) with moves a
// resolver seeded with seed chooses and checks that Decode accepts the
// save of every state on the way, the last (a game over, say) included:
// Decode refuses only what the rules cannot reach, and each of these
// states they reached.
func (h Saves[S, M]) Reachable(t testing.TB, s S, seed uint64, most int) {
	t.Helper()
	r := rulebook.NewResolver(seed)
	var buf []M
	for step := 0; ; step++ {
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := h.Decode(data); err != nil {
			at := "the game over"
			if !s.Over() {
				at = strconv.Quote(s.Prompt())
			}
			t.Fatalf("seed %d, decision %d (%s): Decode refuses a state play reached: %v", seed, step, at, err)
		}
		if s.Over() || step >= most {
			return
		}
		var m M
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatalf("seed %d, decision %d: a legal move %q: %v", seed, step, m.String(), err)
		}
	}
}

// tamperSample runs try on an evenly spread sample of about small of n
// edits (every edit with -tamper.full or when small is 0), only this
// process's part of them with -tamper.part, and returns how many it tried.
// It reports the first -tamper.show errors try returns and then, when
// there were any, how many of the edits tried failed: "3 of 300 " and
// failure.
func tamperSample(t testing.TB, n, small int, failure string, try func(i int) error) (tried int) {
	t.Helper()
	step := 1
	if !*tamperFull && small > 0 && n > small {
		step = n / small
	}
	part, parts, err := tamperParts(*tamperPart)
	if err != nil {
		t.Fatal(err)
	}
	failed := 0
	for i := part * step; i < n; i += step * parts {
		tried++
		if err := try(i); err != nil {
			failed++
			if failed <= *tamperShow {
				t.Error(err)
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d %s", failed, tried, failure)
	}
	return tried
}

// tamperParts reads the -tamper.part flag, "k/n": the k-th of n parts
// (0/1, every edit, when it is empty).
func tamperParts(flag string) (part, parts int, err error) {
	if flag == "" {
		return 0, 1, nil
	}
	k, n, ok := strings.Cut(flag, "/")
	part, errK := strconv.Atoi(k)
	parts, errN := strconv.Atoi(n)
	if !ok || errK != nil || errN != nil || parts < 1 || part < 0 || part >= parts {
		return 0, 0, fmt.Errorf("-tamper.part %q: want k/n with 0 <= k < n", flag)
	}
	return part, parts, nil
}

// TamperFull reports whether the -tamper.full flag asks for the tamper
// tests at full size.
func TamperFull() bool { return *tamperFull }

func parseJSON(data []byte) (any, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

func walkJSON(v any, path []any, fn func(path []any, v any)) {
	fn(path, v)
	switch x := v.(type) {
	case map[string]any:
		for _, k := range sortedKeys(x) {
			walkJSON(x[k], append(path, k), fn)
		}
	case []any:
		for i, e := range x {
			walkJSON(e, append(path, i), fn)
		}
	}
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

// reversed is a copy of x in the opposite order.
func reversed(x []any) []any {
	y := slices.Clone(x)
	slices.Reverse(y)
	return y
}

func cloneJSON(v any) any {
	switch x := v.(type) {
	case map[string]any:
		y := make(map[string]any, len(x))
		for k, e := range x {
			y[k] = cloneJSON(e)
		}
		return y
	case []any:
		y := make([]any, len(x))
		for i, e := range x {
			y[i] = cloneJSON(e)
		}
		return y
	}
	return v
}

func getAt(v any, path []any) any {
	for _, p := range path {
		switch x := v.(type) {
		case map[string]any:
			v = x[p.(string)]
		case []any:
			v = x[p.(int)]
		}
	}
	return v
}

// setAt returns v with the node at path replaced by w; v is changed in place.
func setAt(v any, path []any, w any) any {
	if len(path) == 0 {
		return w
	}
	switch x := v.(type) {
	case map[string]any:
		k := path[0].(string)
		x[k] = setAt(x[k], path[1:], w)
	case []any:
		i := path[0].(int)
		x[i] = setAt(x[i], path[1:], w)
	}
	return v
}

// deleteAt returns v without the node at path; v is changed in place.
func deleteAt(v any, path []any) any {
	if len(path) == 0 {
		return nil
	}
	parent := getAt(v, path[:len(path)-1])
	switch x := parent.(type) {
	case map[string]any:
		delete(x, path[len(path)-1].(string))
	case []any:
		i := path[len(path)-1].(int)
		return setAt(v, path[:len(path)-1], append(append([]any{}, x[:i]...), x[i+1:]...))
	}
	return v
}

func pathString(path []any) string {
	var b strings.Builder
	for _, p := range path {
		switch x := p.(type) {
		case string:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(x)
		case int:
			fmt.Fprintf(&b, "[%d]", x)
		}
	}
	return b.String()
}
