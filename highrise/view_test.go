package highrise

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// rehideView returns a copy of s in which only what p may not see differs:
// a face-down Blueprint Card (the Full Game's 2030 card during 2010) is
// swapped for another Blueprint Card of its round. Nothing else in a
// State is hidden: undealt Tenants, Bonus Tiles and Blueprint Cards are not
// held in any order (each deal is a Chance event over what is left), and
// the bag is public by count.
func rehideView(s *State, p rulebook.Player, r *rand.Rand) (*State, bool) {
	type swap struct{ round, card int }
	var swaps []swap
	for round, k := range s.bp {
		if k < 0 || !s.blueprintHidden(round) {
			continue
		}
		for i, card := range s.c.blueprints {
			if card.Round == round && i != int(k) {
				swaps = append(swaps, swap{round, i})
			}
		}
	}
	if len(swaps) == 0 {
		return s, false
	}
	w := swaps[r.IntN(len(swaps))]
	t := s.Clone()
	t.bp[w.round] = int8(w.card)
	return t, true
}

func playTo(t testing.TB, s *State, seed uint64, n int) {
	t.Helper()
	r := rulebook.NewResolver(seed)
	var buf []Move
	for i := 0; i < n && !s.Over(); i++ {
		var m Move
		m, buf, _ = rulebook.Step(s, r, buf)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if s.Over() {
		t.Fatalf("the game ended before %d decisions", n)
	}
}

// TestViewMidGame checks a View of a 4-player game part-way through against
// the state's own accessors.
func TestViewMidGame(t *testing.T) {
	s, err := New(testContent, WithPlayers(4), WithMode(ModeFull))
	if err != nil {
		t.Fatal(err)
	}
	playTo(t, s, 3, 150)
	v := s.View(1)

	type seat struct {
		VP, Corruption, Label int
		Yard, Hub, Up, Down   map[string]int
	}
	type table struct {
		Round, UltraPlastic, Spires, Yards int
		ToMove                             rulebook.Player
		Prompt, Options, Blueprint         string
		Bag                                map[string]int
		Seats                              []seat
	}
	want := table{Round: s.Round(), ToMove: s.ToMove(), Prompt: s.Prompt(), Options: s.Options(), Blueprint: s.BlueprintCard(), Bag: s.Bag()}
	want.UltraPlastic, want.Spires, want.Yards = s.Supply()
	for p := rulebook.Player(0); int(p) < s.Seats(); p++ {
		up, down := s.PowerCards(p)
		want.Seats = append(want.Seats, seat{VP: s.VP(p), Corruption: s.Corruption(p), Label: testContent.track[s.Corruption(p)],
			Yard: s.Yard(p), Hub: s.OnCard(p), Up: up, Down: down})
	}
	got := table{Round: v.Round, ToMove: v.ToMove, Prompt: v.Prompt, Options: v.Options, Bag: v.Bag,
		UltraPlastic: v.UltraPlastic, Spires: v.Spires, Yards: v.ExpandedYards}
	for _, c := range v.Blueprints {
		if c.Current {
			got.Blueprint = c.Card
		}
	}
	for _, pv := range v.Players {
		st := seat{VP: pv.VP, Corruption: pv.Corruption, Label: pv.CorruptionLabel, Yard: pv.Yard, Hub: pv.OnCard, Up: map[string]int{}, Down: map[string]int{}}
		for _, h := range pv.PowerCards {
			if h.FaceUp > 0 {
				st.Up[h.Card] = h.FaceUp
			}
			if h.FaceDown > 0 {
				st.Down[h.Card] = h.FaceDown
			}
		}
		got.Seats = append(got.Seats, st)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("View(1) differs from the accessors (-accessors +view):\n%s", d)
	}
	if want.Blueprint == "" {
		t.Error("no Blueprint Card in play mid-game")
	}

	// Floors are conserved: every Floor not in the bag is in view.
	total := map[string]int{}
	add := func(m map[string]int) {
		for k, n := range m {
			total[k] += n
		}
	}
	add(v.Bag)
	for _, pv := range v.Players {
		add(pv.Yard)
		add(pv.OnCard)
	}
	for _, b := range v.BonusSpaces {
		add(b.Floors)
	}
	for _, b := range v.BuildingSpaces {
		add(b.Penthouse)
	}
	for _, col := range testContent.Colors() {
		if total[col] != testContent.perColor {
			t.Errorf("%d %s Floors in view, the game has %d", total[col], col, testContent.perColor)
		}
	}

	// Every Building Space, Bonus Space and Stop Zone place is listed, by id.
	if n := len(testContent.hoods) * s.side.HoodSlots; len(v.BuildingSpaces) != n {
		t.Errorf("%d Building Spaces in view, the board has %d", len(v.BuildingSpaces), n)
	}
	if len(v.BonusSpaces) != len(s.side.BonusSpaces) {
		t.Errorf("%d Bonus Spaces in view, the board has %d", len(v.BonusSpaces), len(s.side.BonusSpaces))
	}
	for _, b := range v.BuildingSpaces {
		if b.Owner != "" && (b.Height == 0 || b.Total < b.Height) {
			t.Errorf("Building on %s: height %d, total %d", b.Space, b.Height, b.Total)
		}
	}
}

// The Full Game's 2030 Blueprint Card lies face down during 2010 and is
// flipped face up at its end.
func TestViewFaceDownBlueprint(t *testing.T) {
	s, err := New(testContent, WithPlayers(3), WithMode(ModeFull))
	if err != nil {
		t.Fatal(err)
	}
	last := len(testContent.rounds) - 1
	r := dealBlueprints(t, s)
	hidden := testContent.blueprints[s.bp[last]].ID
	v := s.View(0)
	if len(v.Blueprints) != len(testContent.rounds) || !v.Blueprints[last].FaceDown || v.Blueprints[last].Card != "" {
		t.Fatalf("2010: the 2030 card reads %+v", v.Blueprints[last])
	}
	if v.Blueprints[1].Card == "" || v.Blueprints[1].FaceDown || !v.Blueprints[0].Current {
		t.Errorf("2010: the 2020 card reads %+v, this round's %+v", v.Blueprints[1], v.Blueprints[0])
	}
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), `"`+hidden+`"`) {
		t.Errorf("the View's JSON names the face-down card %s", hidden)
	}
	for !s.Over() && s.Round() == testContent.rounds[0] {
		m, _, _ := rulebook.Step(s, r, nil)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	v = s.View(0)
	if got := v.Blueprints[len(v.Blueprints)-1]; got.Card != hidden || got.FaceDown {
		t.Errorf("2020: the 2030 card reads %+v, want %s face up", got, hidden)
	}
}

// The shape of a View's JSON is the same at the start and mid-game, and no
// map or list in it is null.
func TestViewShape(t *testing.T) {
	for _, players := range []int{1, 2, 4} {
		s, err := New(testContent, WithPlayers(players), WithMode(ModeFull))
		if err != nil {
			t.Fatal(err)
		}
		start := viewKeys(t, s.View(0))
		playTo(t, s, 7, 120)
		mid := viewKeys(t, s.View(0))
		delete(start, "legal")
		delete(mid, "legal")
		delete(mid, "construction")
		delete(start, "construction")
		if d := cmp.Diff(start, mid); d != "" {
			t.Errorf("%d players: the View's keys change (-start +mid):\n%s", players, d)
		}
		if _, ok := mid["solo"]; ok != (players == 1) {
			t.Errorf("%d players: solo present %v", players, ok)
		}
		if _, ok := mid["neutral"]; ok != (players <= 2) {
			t.Errorf("%d players: neutral present %v", players, ok)
		}
		data, _ := json.Marshal(s.View(0))
		if strings.Contains(string(data), "null") {
			t.Errorf("%d players: null in the View: %s", players, data)
		}
	}
}

func viewKeys(t *testing.T, v View) map[string]bool {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	keys := map[string]bool{}
	for k := range m {
		keys[k] = true
	}
	return keys
}

// Rehide changes only the face-down card, and the View does not change.
func TestRehideView(t *testing.T) {
	s, err := New(testContent, WithPlayers(4), WithMode(ModeFull))
	if err != nil {
		t.Fatal(err)
	}
	dealBlueprints(t, s)
	r := rand.New(rand.NewPCG(1, 2))
	u, ok := rehideView(s, 0, r)
	if !ok || u.bp == s.bp {
		t.Fatalf("no face-down card rehidden: %v %v", s.bp, u.bp)
	}
	a, _ := json.Marshal(s.View(0))
	b, _ := json.Marshal(u.View(0))
	if string(a) != string(b) {
		t.Errorf("the View changes with the face-down card")
	}
	s2, _ := New(testContent, WithPlayers(4), WithMode(ModeStandard))
	dealBlueprints(t, s2)
	if _, ok := rehideView(s2, 0, r); ok {
		t.Errorf("the Standard Game has a face-down card: %v", s2.bp)
	}
}

// dealBlueprints plays setup until the last round's Blueprint Card is dealt.
func dealBlueprints(t *testing.T, s *State) *rulebook.Resolver {
	t.Helper()
	r := rulebook.NewResolver(5)
	for s.bp[len(s.bp)-1] < 0 {
		m, _, _ := rulebook.Step(s, r, nil)
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	return r
}
