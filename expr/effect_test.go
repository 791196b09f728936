package expr

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestAppendEffects(t *testing.T) {
	a := Effect{Op: opDraw, Arg: "a", N: 1}
	b := Effect{Op: opDiscard, N: 2}
	deep := any(a)
	for i := 0; i < maxNesting+1; i++ {
		deep = []any{deep}
	}
	tests := []struct {
		reason  string
		dst     []Effect
		v       any
		want    []Effect
		wantErr string
	}{
		{reason: "one Effect", v: a, want: []Effect{a}},
		{reason: "appends after dst", dst: []Effect{b}, v: a, want: []Effect{b, a}},
		{reason: "a []Effect", v: []Effect{a, b}, want: []Effect{a, b}},
		{reason: "a list of Effects and lists", v: []any{a, []any{b, []Effect{a}}}, want: []Effect{a, b, a}},
		{reason: "none is dropped everywhere", v: []any{Effect{}, a, []Effect{{Op: OpNone}, b}}, want: []Effect{a, b}},
		{reason: "a lone none is nothing", v: Effect{}, want: nil},
		{reason: "nil is not an Effect", v: nil, wantErr: "nil is not an Effect"},
		{reason: "an int is not an Effect", v: []any{a, 3}, dst: []Effect{b}, want: []Effect{b}, wantErr: "int is not an Effect"},
		{reason: "a pointer is not an Effect", v: &a, wantErr: "*expr.Effect is not an Effect"},
		{reason: "nesting is bounded", v: deep, wantErr: "effects nested more than 32 lists deep"},
	}
	for _, tc := range tests {
		got, err := AppendEffects(tc.dst, tc.v)
		if tc.wantErr != "" {
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("%s: error %v, want %q", tc.reason, err, tc.wantErr)
			}
		} else if err != nil {
			t.Errorf("%s: %v", tc.reason, err)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestCombinatorsDirectly(t *testing.T) {
	d := Effect{Op: opDiscard, N: 1}
	tests := []struct {
		reason  string
		fn      func(...any) (any, error)
		params  []any
		want    any
		wantErr string
	}{
		{reason: "may", fn: fnMay, params: []any{"x", d}, want: Effect{Op: OpMay, Label: "x", Then: []Effect{d}}},
		{reason: "may of a list", fn: fnMay, params: []any{"x", []any{d, d}}, want: Effect{Op: OpMay, Label: "x", Then: []Effect{d, d}}},
		{reason: "may of a []Effect with none", fn: fnMay, params: []any{"x", []Effect{{}, d}}, want: Effect{Op: OpMay, Label: "x", Then: []Effect{d}}},
		{reason: "either", fn: fnEither, params: []any{"x", d, []Effect{}}, want: Effect{Op: OpEither, Label: "x", Then: []Effect{d}}},
		{reason: "repeat", fn: fnRepeat, params: []any{MaxRepeat, d}, want: Effect{Op: OpRepeat, N: MaxRepeat, Then: []Effect{d}}},
		{reason: "none", fn: fnNone, want: Effect{}},
		{reason: "may with a bad label", fn: fnMay, params: []any{1, d}, wantErr: "may: label is int, want string"},
		{reason: "may with bad effects", fn: fnMay, params: []any{"x", 1}, wantErr: "may: int is not an Effect"},
		{reason: "either with bad effects", fn: fnEither, params: []any{"x", d, "y"}, wantErr: "either: second choice: string is not an Effect"},
		{reason: "repeat too many", fn: fnRepeat, params: []any{MaxRepeat + 1, d}, wantErr: "repeat: count 101 out of range 0..100"},
		{reason: "repeat with a bad count", fn: fnRepeat, params: []any{"3", d}, wantErr: "repeat: count is string, want int"},
		{reason: "wrong argument count", fn: fnEither, params: []any{"x"}, wantErr: "either: got 1 arguments, want 3"},
	}
	for _, tc := range tests {
		got, err := tc.fn(tc.params...)
		if tc.wantErr != "" {
			if err == nil || err.Error() != tc.wantErr {
				t.Errorf("%s: error %v, want %q", tc.reason, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.reason, err)
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func TestEffectJSONRoundTrips(t *testing.T) {
	in := []Effect{
		{Op: opDraw, Arg: "budget", N: 2},
		{Op: OpMay, Label: "discard", Then: []Effect{{Op: opDiscard, N: 1}}},
		{Op: OpEither, Label: "pay", Then: []Effect{{Op: opGain, Arg: "money", N: -1}}, Else: []Effect{{Op: opDiscard, N: 2}}},
		{Op: opDraw, N: 2, M: 3},
	}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	const want = `[{"op":16,"arg":"budget","n":2},{"op":1,"label":"discard","then":[{"op":17,"n":1}]},{"op":2,"label":"pay","then":[{"op":18,"arg":"money","n":-1}],"else":[{"op":17,"n":2}]},{"op":16,"n":2,"m":3}]`
	if string(data) != want {
		t.Errorf("JSON:\n got %s\nwant %s", data, want)
	}
	var out []Effect
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(in, out); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
}

func TestEffectString(t *testing.T) {
	e := []Effect{
		{Op: opDraw, Arg: "budget", N: 2},
		{Op: OpMay, Label: "discard", Then: []Effect{{Op: opDiscard, N: 1}}},
		{Op: OpEither, Label: "pay", Then: []Effect{{Op: opGain, Arg: "money"}}},
		{Op: OpRepeat, N: 2, Then: []Effect{{Op: opDiscard, N: 1}, {Op: opDiscard, N: 2}}},
		{},
		{Op: opDraw, N: 2, M: 3},
		{Op: opDraw, Arg: "budget", N: 1, M: 5},
	}
	var got []string
	for _, x := range e {
		got = append(got, x.String())
	}
	want := "16(budget 2) | may[discard]{17(1)} | either[pay]{18(money)}{} | repeat(2){17(1), 17(2)} | none | 16(2 3) | 16(budget 1 5)"
	if s := strings.Join(got, " | "); s != want {
		t.Errorf("got  %s\nwant %s", s, want)
	}
}
