package buildershigh

import (
	"fmt"
	"testing"
)

// TestCardTable checks that the table finds what byID finds: every id of
// the content, and nothing for strings that are no id.
func TestCardTable(t *testing.T) {
	c := testContent
	probes := []string{"", "m", "2", "10", "2m ", " 2m", "2M", "bank-", "city hall", "zz"}
	for _, id := range c.ids {
		probes = append(probes, id, id[:len(id)-1], id+"x", string(id[0])+id)
	}
	for _, id := range probes {
		want, wantOK := c.byID[id]
		if got, ok := c.cardIndex(id); got != want || ok != wantOK {
			t.Errorf("cardIndex(%q) = %d, %v; byID has %d, %v", id, got, ok, want, wantOK)
		}
	}
}

// TestCardTableCollisions builds tables of ids that the hash cannot tell
// apart (same length and first, middle and last bytes), and of repeated ids,
// of which the first is the one found.
func TestCardTableCollisions(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 40, 70} {
		var ids []string
		for i := range n {
			ids = append(ids, fmt.Sprintf("a%02dbcd%02dz", i, i%3))
		}
		ids = append(ids, ids...) // duplicates
		tab := newCardTable(ids)
		for k := range ids {
			want := k % max(n, 1)
			if got, ok := tab.find(ids, ids[k]); !ok || got != want {
				t.Errorf("n=%d: find(%q) = %d, %v; want %d", n, ids[k], got, ok, want)
			}
		}
		for _, id := range []string{"", "a00bcd00y", "a99bcd00z", "x"} {
			if k, ok := tab.find(ids, id); ok {
				t.Errorf("n=%d: find(%q) = %d, want none", n, id, k)
			}
		}
	}
}
