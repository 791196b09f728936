package buildershigh

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"reflect"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// testContent is the embedded content, loaded once by TestMain.
var testContent *Content

func TestMain(m *testing.M) {
	var err error
	if testContent, err = Default(); err != nil {
		fmt.Fprintf(os.Stderr, "the embedded Builder's High content does not load:\n%v\n", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// play applies moves given in notation, failing the test on the first one
// the rules reject.
func play(t testing.TB, s *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatalf("parse %q: %v", text, err)
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("apply %q (%s): %v", text, s.Prompt(), err)
		}
	}
}

// deal sets up a game by feeding Setup's Chance decisions: each hand's 5
// budget then 5 building cards, the first player, the Center's 9 building
// cards and its city planning cards.
func deal(t testing.TB, players int, hands [][]string, first int, center []string, planning []string, opts ...Option) *State {
	t.Helper()
	s, err := New(testContent, append([]Option{WithPlayers(players)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hands {
		for _, id := range h {
			play(t, s, "card "+id)
		}
	}
	play(t, s, "first "+rulebook.Player(first).String())
	for _, id := range center {
		play(t, s, "card "+id)
	}
	if !s.opts.easy {
		for _, id := range planning {
			play(t, s, "card "+id)
		}
	}
	if s.ToMove() != rulebook.Player(first) {
		t.Fatalf("after setup %v is to move, want p%d (%s)", s.ToMove(), first, s.Prompt())
	}
	return s
}

// standardCenter is a Center of nine building cards and the planning cards.
var (
	standardCenter   = []string{"row-house", "apartment-block", "corner-shop", "market-hall", "bank", "workshop", "factory", "park", "library"}
	standardPlanning = []string{"residential-district", "business-district", "industrial-park", "civic-quarter", "mixed-use"}
)

// setCounts moves cards so that zone z holds exactly n of card id, taking
// them from (or returning them to) the deck. For arranging exact situations.
func setCounts(t testing.TB, s *State, z int, id string, n int) {
	t.Helper()
	k, ok := s.c.byID[id]
	if !ok {
		t.Fatalf("no card %q", id)
	}
	for int(s.zone(z)[k]) > n {
		s.move(k, z, zDeck)
	}
	for int(s.zone(z)[k]) < n {
		if s.zone(zDeck)[k] == 0 {
			t.Fatalf("no %s left in the deck to arrange", id)
		}
		s.move(k, zDeck, z)
	}
}

func legalStrings(s *State) []string {
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	return out
}

// stateCompare compares states by their saved form, which holds everything
// that matters to the rules.
var stateCompare = cmp.Transformer("state", func(s *State) string {
	b, err := json.MarshalIndent(s, "", " ")
	if err != nil {
		return "error: " + err.Error()
	}
	return string(b)
})

func cmpDiff(a, b *State) string {
	if sameState(a, b) {
		return ""
	}
	if diff := cmp.Diff(a, b, stateCompare); diff != "" {
		return diff
	}
	return "the states differ in a way their JSON does not show"
}

// forceBuildings puts n building cards in seat p's play area without
// taking them from anywhere: for tests of scoring alone.
func forceBuildings(s *State, p, n int) {
	k := s.c.building[0]
	s.counts[areaZone(p)*s.kinds()+k] += uint8(n)
	s.totals[areaZone(p)*3+int(BuildingDeck)] += int16(n)
}

// sameState is a fast exact comparison of two states of one content.
func sameState(a, b *State) bool {
	if a.c != b.c || a.opts != b.opts || a.first != b.first || a.current != b.current || a.round != b.round ||
		a.turn != b.turn || a.actionDone != b.actionDone || a.ended != b.ended || a.over != b.over ||
		a.achieved != b.achieved || a.planned != b.planned || a.lastPay != b.lastPay || a.lastPayer != b.lastPayer {
		return false
	}
	return bytes.Equal(a.counts, b.counts) && slices.Equal(a.totals, b.totals) && reflect.DeepEqual(a.stack, b.stack)
}

func asReplayError(err error, re **rulebook.ReplayError) bool { return errors.As(err, re) }
func asRuleError(err error, re **rulebook.RuleError) bool     { return errors.As(err, re) }
