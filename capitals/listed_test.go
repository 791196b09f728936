package capitals

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSplitList checks how an Immediate Effects script is cut into the
// effects a player orders: the elements of one top-level list literal.
func TestSplitList(t *testing.T) {
	for _, tc := range []struct {
		src    string
		want   []string
		reason string
	}{
		{`[gain("progress", 2), gain("culture", per("economy", 10))]`, []string{`gain("progress", 2)`, `gain("culture", per("economy", 10))`}, "nested calls stay whole"},
		{` [ may("a, b", [gain("x", 1), gain("y", 2)]) , none() ,] `, []string{`may("a, b", [gain("x", 1), gain("y", 2)])`, `none()`}, "a comma in a string or a nested list does not cut; a trailing comma adds nothing"},
		{"[gain('a]', 1), // a comment, ]\n gain(\"b\", 2) /* , */]", []string{`gain('a]', 1)`, `gain("b", 2)`}, "quotes and comments are skipped, and an element is its tokens"},
		{"// two gains\n[gain(\"a\", 1), gain(\"b\", 2)] /* the end */", []string{`gain("a", 1)`, `gain("b", 2)`}, "a comment before or after the list leaves it one list"},
		{"[gain(\"caf\u00e9\", 1), gain(\"b\", 2)]", []string{"gain(\"caf\u00e9\", 1)", `gain("b", 2)`}, "offsets are bytes past a multi-byte rune"},
		{`[gain("a", 1)] @`, nil, "a character expr does not know: read whole, the compiler reports it"},
		{`gain("progress", 2)`, nil, "not a list: one effect"},
		{`[gain("a", 1)] + [gain("b", 2)]`, nil, "two lists joined: read whole"},
		{`[gain("a", 1)`, nil, "unbalanced: read whole"},
		{`["unclosed]`, nil, "an unclosed string: read whole"},
	} {
		got, offsets := splitList(tc.src)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: %q (-want +got):\n%s", tc.reason, tc.src, diff)
		}
		for i, part := range got {
			if tc.src[offsets[i]:offsets[i]+len(part)] != part {
				t.Errorf("%s: element %d is not at offset %d", tc.reason, i, offsets[i])
			}
		}
	}
}

// TestListedEffectsOfContent checks that every tile whose Immediate Effects
// read the state holds them as references, worked out when resolved, and
// every other tile as its effects.
func TestListedEffectsOfContent(t *testing.T) {
	refs := 0
	for _, tile := range testContent.tiles {
		if tile.immediate == nil {
			continue
		}
		for _, item := range tile.listed {
			if item.Op == opListed {
				refs++
				if tile.immediate.isCon {
					t.Errorf("%s: a constant script holds a reference", tile.ID)
				}
				if el := tile.elems[item.N]; el.isCon {
					t.Errorf("%s: element %d is constant but held as a reference", tile.ID, item.N+1)
				}
			}
		}
		if tile.immediate.isCon && !cmp.Equal(tile.listed, tile.immediate.consts) {
			t.Errorf("%s: listed %v, want its constant effects %v", tile.ID, tile.listed, tile.immediate.consts)
		}
	}
	if refs == 0 {
		t.Error("no tile's Immediate Effects read the state")
	}
}
