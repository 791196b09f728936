package buildershigh

// cardTable finds a card's index by its id, as Content.byID does, with a
// cheaper hash than the map's: Check, Apply and Weight look up the ids the
// moves of a playout carry. It is open addressing over a power-of-two
// table at most half full, so a probe always ends at an empty slot; the
// multiplier of the hash and the table's size are chosen when it is built
// so that, for the content's ids, probes seldom go past the first slot.
type cardTable struct {
	slots []int32 // card index + 1 by slot, 0 for an empty slot
	mult  uint32  // the hash's multiplier
	shift uint    // 32 - log2(len(slots))
}

// cardTableTries bounds the multipliers tried for each table size, and
// cardTableGrowth the doublings of the size beyond the smallest.
const (
	cardTableTries  = 64
	cardTableGrowth = 2
)

// idKey mixes an id's length and three of its bytes: enough to tell the
// ids of a game's cards apart, and a probe compares whole ids.
func idKey(id string) uint32 {
	h := uint32(len(id))
	if len(id) > 0 {
		h |= uint32(id[0])<<8 | uint32(id[len(id)/2])<<16 | uint32(id[len(id)-1])<<24
	}
	return h
}

func (t *cardTable) slot(id string) uint32 { return (idKey(id) * t.mult) >> t.shift }

// find returns the index of the card id, as byID would; ids are the ids
// of the cards, by index.
func (t *cardTable) find(ids []string, id string) (int, bool) {
	if len(t.slots) == 0 {
		return 0, false
	}
	mask := uint32(len(t.slots) - 1)
	for i := t.slot(id); ; i = (i + 1) & mask {
		k := t.slots[i]
		if k == 0 {
			return 0, false
		}
		if ids[k-1] == id {
			return int(k - 1), true
		}
	}
}

// newCardTable builds the table of the cards whose ids are ids; of cards
// with one id, the first is the one found, as in byID.
func newCardTable(ids []string) cardTable {
	// The smallest size at most half full, then larger ones; at each, the
	// first multiplier with no collision, else the one with the fewest.
	log := uint(1)
	for 1<<log < 2*len(ids) {
		log++
	}
	var best cardTable
	bestProbes := -1
	for size := log; size <= log+cardTableGrowth; size++ {
		t := cardTable{slots: make([]int32, 1<<size), shift: 32 - size}
		for try := range uint32(cardTableTries) {
			clear(t.slots)
			t.mult = 0x9e3779b1 + 0x3c6ef372*try
			probes := 0
			for k, id := range ids {
				if _, dup := t.find(ids, id); !dup {
					probes += t.put(ids, k)
				}
			}
			if bestProbes < 0 || probes < bestProbes {
				best = cardTable{slots: append([]int32(nil), t.slots...), mult: t.mult, shift: t.shift}
				bestProbes = probes
			}
			if probes == 0 {
				return best
			}
		}
	}
	return best
}

// put stores card k in the first empty slot of its probe and says how
// many full slots it passed.
func (t *cardTable) put(ids []string, k int) int {
	mask := uint32(len(t.slots) - 1)
	n := 0
	i := t.slot(ids[k])
	for ; t.slots[i] != 0; i = (i + 1) & mask {
		n++
	}
	t.slots[i] = int32(k + 1)
	return n
}
