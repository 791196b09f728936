package rulebooktest

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"runtime/debug"
	"testing"

	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook"
)

// Moves checks that every value of a game's move type is safe: on states
// reached by random legal play, Check and Apply return an error, never
// panic, for any value (zero, empty strings, numbers out of range, ids of
// another game, a listed move with one field changed); Check is nil exactly
// for the moves Legal lists; a move Check accepts applies, and one it
// refuses is refused by Apply and leaves the state as it was.
type Moves[S rulebook.State[S, M], M rulebook.Move] struct {
	// New sets up a game from a seed.
	New func(seed uint64) (S, error)
	// Steps is the most random legal moves played before the arbitrary
	// ones; 0 means 300.
	Steps int
	// Strings are ids to try in a move's string fields besides the ones
	// of listed moves: another game's, say.
	Strings []string
	// Equal returns "" when a and b are the same state.
	Equal func(a, b S) string
}

// Check runs the property with rapid.
func (h Moves[S, M]) Check(t *rapid.T) {
	steps := h.Steps
	if steps == 0 {
		steps = 300
	}
	seed := rapid.Uint64().Draw(t, "seed")
	s, err := h.New(seed)
	if err != nil {
		t.Fatal(err)
	}
	n := rapid.IntRange(0, steps).Draw(t, "steps")
	r := rulebook.NewResolver(seed)
	strs := append([]string{"", "x", " ", "-1", "p9"}, h.Strings...)
	var buf []M
	for i := 0; i < n && !s.Over(); i++ {
		var m M
		m, buf, _ = rulebook.Step(s, r, buf)
		collectStrings(reflect.ValueOf(m), &strs)
		if err := s.Apply(m); err != nil {
			t.Fatalf("a legal move %q: %v", m.String(), err)
		}
	}
	legal := s.Legal()
	for _, m := range legal {
		collectStrings(reflect.ValueOf(m), &strs)
	}
	for k := 0; k < 20; k++ {
		var m M
		if len(legal) > 0 && rapid.Bool().Draw(t, "from-legal") {
			m = legal[rapid.IntRange(0, len(legal)-1).Draw(t, "legal")]
			v := reflect.ValueOf(&m).Elem()
			for c := rapid.IntRange(1, 2).Draw(t, "changes"); c > 0; c-- {
				arbitrary(t, v, strs)
			}
		} else {
			m = rapid.Make[M]().Draw(t, "move")
		}
		h.checkOne(t, s, legal, m)
	}
}

// fataler is what checkOne reports to: a *rapid.T or a *testing.T.
type fataler interface {
	Fatalf(format string, args ...any)
}

// fuzzDepth bounds the random legal moves [Moves.Fuzz] plays before the
// move it makes: past the end of every game.
const fuzzDepth = 2000

// Fuzz is a fuzz target over the same property as [Moves.Check], for
// coverage guidance to find the values the rules must refuse by hand: the
// fuzzer chooses the seed, how many random legal moves are played first
// (up to 2000, so deep into a game or to its end), and the move, every
// exported field read from its bytes (numbers of every width, strings that
// are ids of listed moves or raw bytes), or a listed move with the fields
// the bytes choose overwritten.
func (h Moves[S, M]) Fuzz(f *testing.F) {
	for _, steps := range []uint16{0, 7, 60, 300, 900, 1999} {
		f.Add(uint64(steps), steps, []byte{})
		f.Add(uint64(steps)+1, steps, []byte{1, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
		f.Add(uint64(steps)+2, steps, []byte{0, 255, 255, 128, 0, 127, 1, 99, 200, 3, 'x'})
	}
	f.Fuzz(func(t *testing.T, seed uint64, steps uint16, data []byte) {
		s, err := h.New(seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rulebook.NewResolver(seed)
		strs := append([]string{"", "x", " ", "-1", "p9"}, h.Strings...)
		var buf []M
		for i := 0; i < int(steps)%fuzzDepth && !s.Over(); i++ {
			var m M
			m, buf, _ = rulebook.Step(s, r, buf)
			if err := s.Apply(m); err != nil {
				t.Fatalf("a legal move %q: %v", m.String(), err)
			}
		}
		legal := s.Legal()
		for _, m := range legal {
			collectStrings(reflect.ValueOf(m), &strs)
		}
		b := &fuzzBytes{data: data}
		var m M
		if fromLegal := b.next()%2 == 1; fromLegal && len(legal) > 0 {
			m = legal[int(b.next())%len(legal)]
		} else {
			b.all = true
		}
		b.fill(reflect.ValueOf(&m).Elem(), strs)
		h.checkOne(t, s, legal, m)
	})
}

// fuzzBytes reads a move's fields from a fuzzer's bytes, zeros once they
// run out.
type fuzzBytes struct {
	data []byte
	// all says every field is read from the bytes; otherwise (a listed
	// move changed) a field is overwritten only where a byte says so.
	all bool
}

func (b *fuzzBytes) next() byte {
	if len(b.data) == 0 {
		return 0
	}
	c := b.data[0]
	b.data = b.data[1:]
	return c
}

// fill sets the exported fields of v from the bytes: for a listed move,
// each field is overwritten only when its leading byte is below 64.
func (b *fuzzBytes) fill(v reflect.Value, strs []string) {
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				b.fill(v.Field(i), strs)
			}
		}
		return
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			b.fill(v.Index(i), strs)
		}
		return
	}
	if !b.all && b.next() >= 64 {
		return
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		var n int64
		for k := 0; k < v.Type().Bits()/8; k++ {
			n = n<<8 | int64(b.next())
		}
		v.SetInt(n << (64 - v.Type().Bits()) >> (64 - v.Type().Bits()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		var n uint64
		for k := 0; k < v.Type().Bits()/8; k++ {
			n = n<<8 | uint64(b.next())
		}
		v.SetUint(n)
	case reflect.String:
		if c := b.next(); c < 192 {
			v.SetString(strs[int(c)%len(strs)])
		} else {
			n := min(int(b.next())%32, len(b.data))
			v.SetString(string(b.data[:n]))
			b.data = b.data[n:]
		}
	case reflect.Bool:
		v.SetBool(b.next()%2 == 1)
	}
}

func (h Moves[S, M]) checkOne(t fataler, s S, legal []M, m M) {
	listed := false
	for _, l := range legal {
		listed = listed || l == m || sameExported(reflect.ValueOf(l), reflect.ValueOf(m))
	}
	p, cerr := safely(func() error { return s.Check(m) })
	if p != "" {
		t.Fatalf("Check(%#v) panics: %s", m, p)
	}
	if (cerr == nil) != listed {
		t.Fatalf("Check(%#v) = %v, but listed in Legal: %v", m, cerr, listed)
	}
	if cerr != nil && !errors.Is(cerr, rulebook.ErrIllegal) {
		t.Fatalf("Check(%#v) = %v, which does not wrap ErrIllegal", m, cerr)
	}
	c := s.Clone()
	p, aerr := safely(func() error { return c.Apply(m) })
	if p != "" {
		t.Fatalf("Apply(%#v) panics: %s", m, p)
	}
	if (aerr == nil) != (cerr == nil) {
		t.Fatalf("Check(%#v) = %v but Apply = %v", m, cerr, aerr)
	}
	if aerr != nil && h.Equal != nil {
		if diff := h.Equal(s, c); diff != "" {
			t.Fatalf("Apply(%#v) refused it but changed the state:\n%s", m, diff)
		}
	}
}

func safely(fn func() error) (panicked string, err error) {
	defer func() {
		if p := recover(); p != nil {
			panicked = fmt.Sprintf("%v\n%s", p, debug.Stack())
		}
	}()
	return "", fn()
}

// sameExported reports whether a and b agree in every exported field.
func sameExported(a, b reflect.Value) bool {
	if a.Kind() != reflect.Struct {
		return a.Interface() == b.Interface()
	}
	for i := 0; i < a.NumField(); i++ {
		if !a.Type().Field(i).IsExported() {
			continue
		}
		if fa, fb := a.Field(i), b.Field(i); fa.Kind() == reflect.Struct {
			if !sameExported(fa, fb) {
				return false
			}
		} else if fa.Interface() != fb.Interface() {
			return false
		}
	}
	return true
}

func collectStrings(v reflect.Value, strs *[]string) {
	switch v.Kind() {
	case reflect.String:
		if s := v.String(); s != "" && len(*strs) < 400 {
			*strs = append(*strs, s)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				collectStrings(v.Field(i), strs)
			}
		}
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			collectStrings(v.Index(i), strs)
		}
	}
}

// arbitrary sets one settable part of v (a field, an element) to a value
// rapid draws: an edge of its type, a small number, or one of strs.
func arbitrary(t *rapid.T, v reflect.Value, strs []string) {
	switch v.Kind() {
	case reflect.Struct:
		var fields []int
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				fields = append(fields, i)
			}
		}
		if len(fields) > 0 {
			arbitrary(t, v.Field(fields[rapid.IntRange(0, len(fields)-1).Draw(t, "field")]), strs)
		}
	case reflect.Array:
		if v.Len() > 0 {
			arbitrary(t, v.Index(rapid.IntRange(0, v.Len()-1).Draw(t, "index")), strs)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		bits := v.Type().Bits()
		lo, hi := int64(math.MinInt64)>>(64-bits), int64(math.MaxInt64)>>(64-bits)
		n := rapid.OneOf(rapid.SampledFrom([]int64{lo, hi, -1, 0, 1, 99, 127}), rapid.Int64Range(-3, 40), rapid.Int64Range(lo, hi)).Draw(t, "int")
		v.SetInt(max(lo, min(hi, n)))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		hi := uint64(math.MaxUint64) >> (64 - v.Type().Bits())
		n := rapid.OneOf(rapid.SampledFrom([]uint64{hi, 0, 1, 99, 128}), rapid.Uint64Range(0, 40), rapid.Uint64Range(0, hi)).Draw(t, "uint")
		v.SetUint(min(hi, n))
	case reflect.String:
		v.SetString(rapid.OneOf(rapid.SampledFrom(strs), rapid.String()).Draw(t, "string"))
	case reflect.Bool:
		v.SetBool(!v.Bool())
	}
}
