package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestViewText renders views as text, and what changed between two.
func TestViewText(t *testing.T) {
	long := map[string]int{}
	for _, k := range strings.Fields("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa") {
		long[k] = 3
	}
	for _, tc := range []struct {
		reason       string
		before, view string // JSON; no before: the whole view
		want         string
	}{
		{
			reason: "the prompt, the legal moves and the header are shown apart; keys read as words, in the view's order",
			view:   `{"game":"g","prompt":"p","legal":["a"],"to_move":1,"round":2}`,
			want:   "  to move: 1\n  round: 2\n",
		},
		{
			reason: "an object of scalars on one line, zeros and empties left out but for its first value, which names it",
			view:   `{"players":[{"seat":0,"vp":0,"cubes":4,"hand":{}},{"seat":1,"vp":3,"cubes":0}]}`,
			want:   "  players:\n    1. seat 0, cubes 4\n    2. seat 1, vp 3\n",
		},
		{
			reason: "nested objects of scalars inline in parentheses; deeper values beneath their key",
			view:   `{"space":{"id":"b1","floors":{"red":1,"up":1},"deep":{"x":{"y":1}}}}`,
			want:   "  space:\n    id: b1\n    floors: red 1, up 1\n    deep: x (y 1)\n",
		},
		{
			reason: "a long object of scalars wraps after its commas",
			view:   mustJSON(map[string]any{"cards": long}),
			want: "  cards: alpha 3, bravo 3, charlie 3, delta 3, echo 3, foxtrot 3, golf 3, hotel 3, india 3, juliet 3,\n" +
				"      kilo 3, lima 3, mike 3, november 3, oscar 3, papa 3\n",
		},
		{
			reason: "what changed: only the changed lines, under the lines they are nested under, a list's element named by its first line",
			before: `{"round":1,"players":[{"seat":0,"vp":1,"area":{"a":{"b":1}}},{"seat":1,"vp":2,"area":{"a":{"b":1}}}],"bag":{"red":3}}`,
			view:   `{"round":1,"players":[{"seat":0,"vp":1,"area":{"a":{"b":1}}},{"seat":1,"vp":5,"area":{"a":{"b":1}}}],"bag":{"red":3}}`,
			want:   "  players:\n    2.\n       seat: 1\n       vp: 5\n",
		},
		{
			reason: "what changed: a wrapped line is shown whole when any part of it changed",
			before: mustJSON(map[string]any{"round": 1, "cards": long}),
			view:   mustJSON(map[string]any{"round": 1, "cards": merge(long, "papa", 1)}),
			want: "  cards: alpha 3, bravo 3, charlie 3, delta 3, echo 3, foxtrot 3, golf 3, hotel 3, india 3, juliet 3,\n" +
				"      kilo 3, lima 3, mike 3, november 3, oscar 3, papa 1\n",
		},
	} {
		ls, err := viewLines(json.RawMessage(tc.view))
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		var before []line
		if tc.before != "" {
			if before, err = viewLines(json.RawMessage(tc.before)); err != nil {
				t.Fatal(err)
			}
		}
		var b strings.Builder
		writeLines(&b, ls, before)
		if diff := cmp.Diff(tc.want, b.String()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

func mustJSON(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(data)
}

func merge(m map[string]int, k string, v int) map[string]int {
	out := map[string]int{k: v}
	for key, val := range m {
		if key != k {
			out[key] = val
		}
	}
	return out
}
