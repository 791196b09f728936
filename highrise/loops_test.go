package highrise

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// Colossus: "Immediately choose a Neighborhood. Whoever owns its tallest
// Building gains 3 VP, its second-tallest gains 2 VP, and third-tallest
// gains 1 VP." The choice is a choose_n step: every Neighborhood is an
// answer, and a save taken while it waits decodes to the same state and
// the same answers.
func TestChooseStepSaves(t *testing.T) {
	s := ready(t, 4, ModeFull)
	emptyBonuses(s)
	stopOnTenant(t, s, 0, "colossus", "city-center", 0) // the power of a Tenant stopped on, as real play reaches it
	var want []string
	for _, h := range testContent.hoods {
		want = append(want, "hood "+h.ID)
	}
	var got []string
	for _, m := range s.Legal() {
		got = append(got, m.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("answers (-want +got):\n%s", diff)
	}
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(testContent, data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Prompt() != s.Prompt() {
		t.Errorf("prompt %q after decoding, want %q", back.Prompt(), s.Prompt())
	}
	again, err := back.MarshalJSON()
	if err != nil || !bytes.Equal(data, again) {
		t.Errorf("the save does not round-trip (%v)", err)
	}
	// A save whose pending step names a script the content never compiled
	// is refused, not run.
	spoilt := strings.Replace(string(data), `"label":"tallest_bonus(here())"`, `"label":"vp(40)"`, 1)
	if spoilt == string(data) {
		t.Fatal("the save holds no choose_n body")
	}
	if _, err := Decode(testContent, []byte(spoilt)); err == nil || !strings.Contains(err.Error(), "no script of the content") {
		t.Errorf("a body the content lacks: %v", err)
	}
}

// A choose_n over players: "choose p1" names the seat chosen, the body acts
// for that player, and the filter keeps the chooser out.
func TestChooseAPlayer(t *testing.T) {
	fsys := mapContent(t)
	appendMap(fsys, "tenants.yaml", `  - id: press-leak
    name: Press Leak
    neighborhood: downtown
    provenance: reconstructed
    text: "Choose an opponent: they gain one Corruption."
    effect: 'choose_n("player", 1, "item() != me()", "corruption(1)")'
`)
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	s := readyWith(t, c, 4, ModeFull)
	for p := range s.p {
		s.p[p].Corruption = 0
	}
	activateIn(t, c, s, 0, "press-leak")
	var got []string
	for _, m := range s.Legal() {
		got = append(got, m.String())
		back, err := c.ParseMove(m.String())
		if err != nil || back != m {
			t.Errorf("%q parses to %v, %v", m.String(), back, err)
		}
	}
	if diff := cmp.Diff([]string{"choose p1", "choose p2", "choose p3"}, got); diff != "" {
		t.Fatalf("answers (-want +got):\n%s", diff)
	}
	if err := s.Check(mustParse(t, c, "choose p0")); err == nil {
		t.Errorf("choosing yourself, filtered out, is legal")
	}
	play(t, s, "choose p2")
	if diff := cmp.Diff([]int{0, 0, 1, 0}, corruptions(s)); diff != "" {
		t.Errorf("the chosen player gains a Corruption (-want +got):\n%s", diff)
	}
}

func mustParse(t *testing.T, c *Content, text string) Move {
	t.Helper()
	m, err := c.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Casino: "Draw Floors one at a time from the bag ... You may stop at any
// time. If you do so, you gain no Corruption." A repeat_may: after each
// Floor not of a colour already drawn, the player goes on (yes) or stops
// (no); a save taken at that question decodes to the same question, and a
// save whose repeat names colours the content does not have is refused.
func TestCasinoStopsWhenYouSay(t *testing.T) {
	s := ready(t, 4, ModeFull)
	stockYard(s, 0, Floors{})
	s.p[0].Corruption = 0
	emptyBonuses(s)
	stopOnTenant(t, s, 0, "casino", "east-gardens", 0) // the power of a Tenant stopped on, as real play reaches it
	play(t, s, "floor red")
	var got []string
	for _, m := range s.Legal() {
		got = append(got, m.String())
	}
	if diff := cmp.Diff([]string{"yes", "no"}, got); diff != "" {
		t.Fatalf("after a first Floor, go on or stop (-want +got):\n%s", diff)
	}
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(testContent, data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Prompt() != s.Prompt() {
		t.Errorf("prompt %q after decoding, want %q", back.Prompt(), s.Prompt())
	}
	spoilt := strings.Replace(string(data), `"op":"repeat_while","who":0,"n":2,"k":1,"dest":1,`, `"op":"repeat_while","who":0,"n":2,"k":1,"dest":127,`, 1)
	if spoilt == string(data) {
		t.Fatalf("the save holds no repeat step that drew a red Floor: %s", data)
	}
	if _, err := Decode(testContent, []byte(spoilt)); err == nil || !strings.Contains(err.Error(), "no set of the colours a repeat drew") {
		t.Errorf("a repeat that drew colours the content lacks: %v", err)
	}
	play(t, s, "yes", "floor blue", "no")
	if s.ToMove() == rulebook.Chance {
		t.Errorf("stopped, yet a draw is pending (%s)", s.Prompt())
	}
	if diff := cmp.Diff([]any{map[string]int{"red": 1, "blue": 1}, 0}, []any{s.Yard(0), s.Corruption(0)}); diff != "" {
		t.Errorf("red, blue, stop: both Floors, no Corruption (-want +got):\n%s", diff)
	}
}

// Tax Office: "Each player gives you one Floor of their choice from their
// Construction Yards." The players give in seat order after the Tax
// Office's player (the seats after it, then those before), each naming a
// Floor of their own; with two gifts, one Floor is drawn to make 3.
func TestTaxOfficeGiversInSeatOrder(t *testing.T) {
	s := ready(t, 4, ModeFull)
	for p := range s.p {
		s.returnFloors(&s.p[p].Yard)
	}
	for p, c := range map[int]string{0: "blue", 3: "green"} {
		k := testContent.color(c)
		s.bag[k]--
		s.p[p].Yard[k]++
	}
	activate(t, s, 2, "tax-office")
	var got []string
	for s.ToMove() != rulebook.Chance {
		got = append(got, fmt.Sprintf("%v: %s", s.ToMove(), s.Prompt()))
		play(t, s, s.Legal()[0].String())
	}
	want := []string{"p3: p3: give p2 a Floor of your choice", "p0: p0: give p2 a Floor of your choice"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("the givers, in seat order after p2 (-want +got):\n%s", diff)
	}
	play(t, s, "floor red")
	if diff := cmp.Diff(map[string]int{"blue": 1, "green": 1, "red": 1}, s.Yard(2)); diff != "" {
		t.Errorf("p2's yard (-want +got):\n%s", diff)
	}
}

// A single or round card is offered in its event's window while its can
// script (cards.yaml) holds: Penthouse ("add up to 3 Floors from your
// Construction Yards to any one of your Buildings") with a Building and a
// Floor; the same card edited to ask for 5 Floors is not offered with one.
func TestCardCanScriptOffersTheCard(t *testing.T) {
	edited := mapContent(t)
	editMap(t, edited, "cards.yaml", "    event: end-of-turn\n    can: has_building() && floors() > 0\n", "    event: end-of-turn\n    can: has_building() && floors() > 4\n")
	c, err := Load(edited)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		reason string
		c      *Content
		want   []string
	}{
		{"the shipped Penthouse: a Building and a Floor", testContent, []string{"use penthouse-t", "done"}},
		{"edited to ask for 5 Floors: one is too few", c, []string{"done"}},
	} {
		s := readyWith(t, tc.c, 4, ModeFull)
		clearBuildings(s)
		s.bld[s.buildingSpace(0, 0)] = building{Owner: 0, Height: 5}
		s.returnFloors(&s.p[0].Yard)
		s.bag[0]--
		s.p[0].Yard[0] = 1
		k := tc.c.cardIndex("penthouse-t")
		s.stacks[k]--
		s.p[0].Up[k] = 1
		s.stack.Push(task{Op: opWindow, Who: 0, K: evEndOfTurn})
		var got []string
		for _, m := range s.Legal() {
			got = append(got, m.String())
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// The new verbs' literals are checked at load, at the script: raise names
// an event of the Power Cards, count a kind of item, drew a Floor colour.
func TestRaiseCountDrewCheckedAtLoad(t *testing.T) {
	for _, tc := range []struct {
		reason, script, want string
	}{
		{"an event no card has", `raise("lunch")`, `"lunch" is not an event of the Power Cards`},
		{"a kind of item the machine lacks", `draw(count("tile", ""))`, "count: the kind must be one of player, card, building, place, number"},
		{"a colour no Floor has", `repeat_while("drew(\"purple\")", draw_more(1))`, `"purple" is not a Floor colour`},
	} {
		fsys := mapContent(t)
		editMap(t, fsys, "tenants.yaml", `effect: 'vp(3)'`, `effect: '`+tc.script+`'`)
		_, err := Load(fsys)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "tenants.yaml:") {
			t.Errorf("%s: Load = %v, want %q at tenants.yaml", tc.reason, err, tc.want)
		}
	}
}
