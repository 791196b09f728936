package capitals

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// auditContent is the content with the seven tiles of
// testdata/designer/audit_era1.yaml added to Era I.
func auditContent(t *testing.T) *Content {
	t.Helper()
	return withDesignerFile(t, "audit_era1.yaml", 7)
}

// auditTable is a table (see newTable) on content c: Chance draws the
// wished tiles for the $0 row.
func auditTable(t *testing.T, c *Content, players int, wishes ...string) *table {
	t.Helper()
	s, err := New(c, WithPlayers(players))
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, s: s, wishes: wishes}
	tb.chance()
	return tb
}

// zeros is a change of nothing on each track, for every seat of s.
func zeros(s *State, tracks ...string) map[string][]int {
	out := map[string][]int{}
	for _, tr := range tracks {
		out[tr] = make([]int, s.Seats())
	}
	return out
}

// TestDesignerAuditPawnbroker: an Activation that is a choice between two
// payments on two tracks (either, pay). A branch the City cannot pay is
// not offered (a track other than the Economy is never moved below its
// first space to pay), and an activation neither of whose branches can be
// paid is not affordable ("Activating Tiles").
func TestDesignerAuditPawnbroker(t *testing.T) {
	c := auditContent(t)
	tracks := []string{"culture", "economy", "employment"}
	for _, tc := range []struct {
		reason             string
		culture            int16 // culture gained before the Executive turn
		unemployed         bool  // the employment lost before it
		activations, plays []string
		want               map[string]int
	}{
		{"no culture: only the employment branch", 0, false,
			[]string{"activate -1,1", "done"}, []string{"either 2"}, map[string]int{"employment": -1, "economy": 4}},
		{"culture too: both branches", 3, false,
			[]string{"activate 0,0", "activate 0,1", "activate -1,1", "done"}, []string{"either 1", "either 2"}, map[string]int{"culture": -2, "economy": 8}},
		{"neither culture nor employment: the activation cannot be paid", 0, true,
			[]string{"done"}, nil, nil},
	} {
		tb := auditTable(t, c, 4, "draw pawnbroker")
		s := tb.s
		p := s.ToMove()
		tb.play("take pawnbroker", "place -1,1", "effect 1")
		tb.until("the first Executive turn", execTurn(p, 1))
		ct := &s.cities[p]
		ct.Track[tCult] += tc.culture
		if tc.unemployed {
			ct.Track[tEmp] = 0
		}
		if diff := cmp.Diff(tc.activations, legalTexts(s)); diff != "" {
			t.Errorf("%s: activations (-want +got):\n%s", tc.reason, diff)
		}
		if tc.plays == nil {
			if err := s.Check(Move{Action: ActActivate, R: -1, C: 1}); !errors.Is(err, rulebook.ErrIllegal) {
				t.Errorf("%s: Check(activate -1,1) = %v, want an illegal move", tc.reason, err)
			}
			continue
		}
		tb.play("activate -1,1")
		want := "p0: lose 2 culture to gain $8, or lose 1 employment to gain $4 (either 1 or either 2)"
		if len(tc.plays) == 1 {
			want += ": not either 1, whose cost you cannot pay"
		}
		if got := s.Prompt(); got != want {
			t.Errorf("%s: prompt %q, want %q", tc.reason, got, want)
		}
		if diff := cmp.Diff(tc.plays, legalTexts(s)); diff != "" {
			t.Errorf("%s: answers (-want +got):\n%s", tc.reason, diff)
		}
		var rule *rulebook.RuleError
		if err := s.Check(Move{Action: ActFirst}); len(tc.plays) == 1 && (!errors.As(err, &rule) || rule.Section != secTaxation) {
			t.Errorf("%s: Check(either 1) = %v, want a rule error of %q", tc.reason, err, secTaxation)
		}
		before := levels(s, tracks...)
		tb.play(tc.plays[0])
		gains := zeros(s, tracks...)
		for tr, n := range tc.want {
			gains[tr][p] = n
		}
		if diff := cmp.Diff(gains, changes(before, levels(s, tracks...))); diff != "" {
			t.Errorf("%s: %s (-want +got):\n%s", tc.reason, tc.plays[0], diff)
		}
	}
}

// TestDesignerAuditPressOffice: a Permanent Effect on another City's
// build (whose: others), filtered by a match script on the tile built.
func TestDesignerAuditPressOffice(t *testing.T) {
	c := auditContent(t)
	tb := auditTable(t, c, 4, "draw press-office", "draw fountain")
	s := tb.s
	p := int(s.ToMove())
	tb.play("take press-office", "place -1,1")
	q := int(s.ToMove())
	before := levels(s, "culture")
	tb.play("take fountain", "place -1,1")
	resolve(t, s)
	want := zeros(s, "culture")
	want["culture"][p] = 1 // another City built a tourism tile
	want["culture"][q] = 2 // the Fountain's own 2 culture
	if diff := cmp.Diff(want, changes(before, levels(s, "culture"))); diff != "" {
		t.Errorf("a tourism tile (-want +got):\n%s", diff)
	}
	before = levels(s, "culture")
	tb.play("take bakery", "place -1,1")
	resolve(t, s)
	if diff := cmp.Diff(zeros(s, "culture"), changes(before, levels(s, "culture"))); diff != "" {
		t.Errorf("a commerce tile (-want +got):\n%s", diff)
	}
}

// TestDesignerAuditGridExchange: a Permanent Effect on another City's
// Power Plant upgrade (upgraded, whose: others), paid in Energy Cubes.
func TestDesignerAuditGridExchange(t *testing.T) {
	c := auditContent(t)
	for _, tc := range []struct {
		reason, answer string
		cube           int
	}{
		{"the other City upgrades: 1 cube", "yes", 1},
		{"the other City declines the upgrade: nothing", "no", 0},
	} {
		tb := auditTable(t, c, 4, "draw grid-exchange", "draw brick-works")
		s := tb.s
		p := int(s.ToMove())
		tb.play("take grid-exchange", "place -1,1")
		resolve(t, s)
		q := int(s.ToMove())
		// Near the Power Plant symbol: a tile's 1 progress passes it.
		s.cities[q].Track[tProg] = 6
		before := levels(s, "cubes")
		tb.play("take brick-works", "place -1,1")
		for s.Prompt() != "p1: upgrade your Power Plant?" {
			tb.play("effect 1")
		}
		tb.play(tc.answer)
		resolve(t, s)
		got := changes(before, levels(s, "cubes"))
		want := zeros(s, "cubes")
		want["cubes"][p] = tc.cube
		if tc.answer == "yes" {
			want["cubes"][q] = s.c.tiles[s.cities[q].Plant].Cubes
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}

// TestDesignerAuditLotteryOffice: a Permanent Effect on the taxation event
// reads how many Extra Taxation Actions were taken (count()) and repeats
// its effect for every 2.
func TestDesignerAuditLotteryOffice(t *testing.T) {
	c := auditContent(t)
	tb := auditTable(t, c, 4, "draw lottery-office")
	s := tb.s
	p := s.ToMove()
	tb.play("take lottery-office", "place -1,1")
	tb.until("the Political Phase of round 2", turn(p, "Political Phase"))
	money := s.Level(p, "economy")
	// "pay its space value ($) times their previous space's multiplier":
	// the leftmost space, $3, from the leftmost, 4x.
	cost := 3 * 4
	taxed := (cost + 1 - money + 2) / 3 // "to get the player to the $(cost+1) space"
	if taxed < 2 {
		t.Fatalf("$%d pays $%d with %d Extra Taxation Actions: the test needs 2 or more", money, cost, taxed)
	}
	before := s.Level(p, "prestige")
	tb.play("space 1")
	if got, want := s.Level(p, "prestige")-before, -taxed+taxed/2; got != want {
		t.Errorf("$%d paid from $%d: prestige %+d, want %d Extra Taxation Actions, %d regained: %+d", cost, money, got, taxed, taxed/2, want)
	}
}

// TestDesignerAuditReliefFund: a Conditional Effect of two effects, asked
// again each time (conditional_times=chosen), and at the end of an Era an
// effect on another seat (gain_of) named by a reader (last_on).
func TestDesignerAuditReliefFund(t *testing.T) {
	c := auditContent(t)
	tb := auditTable(t, c, 4, "draw relief-fund", "draw davinci-estate", "draw king-george-mansion")
	s := tb.s
	p := s.ToMove()
	tb.play("take davinci-estate", "place -1,1")
	resolve(t, s)
	tb.until("round 2's Building Phase", turn(p, "choose a tile"))
	tb.play("take king-george-mansion", "place -1,2")
	resolve(t, s)
	tb.until("round 3's Building Phase", turn(p, "choose a tile"))
	if got := s.Level(p, "population"); got != 10 {
		t.Fatalf("population %d, want 2 + 4 + 4", got)
	}
	tracks := []string{"culture", "economy", "public_services"}
	tb.play("take relief-fund", "place -2,1")
	before := levels(s, tracks...)
	tb.play("effect 2") // the Conditional Effect, once
	if got, want := s.Prompt(), "p0: you may have the Conditional Effect take place again (2 of up to 2) (yes or no)"; got != want {
		t.Errorf("prompt %q, want %q", got, want)
	}
	tb.play("yes")
	resolve(t, s)
	want := zeros(s, tracks...)
	want["culture"][p], want["economy"][p], want["public_services"][p] = 2, 4, 1
	if diff := cmp.Diff(want, changes(before, levels(s, tracks...))); diff != "" {
		t.Errorf("twice for 10 population (-want +got):\n%s", diff)
	}
	// The end of the Era: the City lowest on the Culture Track gains 2.
	low := int(s.ranked("culture", false))
	before = levels(s, "culture")
	s.stack = s.stack[:0]
	s.phase, s.idx = phExpo, 2
	if err := s.settle(); err != nil {
		t.Fatal(err)
	}
	want = zeros(s, "culture")
	want["culture"][low] = 2
	if diff := cmp.Diff(want, changes(before, levels(s, "culture"))); diff != "" {
		t.Errorf("end of Era (-want +got):\n%s", diff)
	}
}

// TestDesignerAuditBuildersGuild: an Immediate Effect the player may take,
// paying Money to build one more tile (may, pay, build).
func TestDesignerAuditBuildersGuild(t *testing.T) {
	c := auditContent(t)
	tracks := []string{"economy", "prestige", "progress", "public_services"}
	for _, tc := range []struct {
		reason string
		answer string
		extra  []string
		want   map[string]int
	}{
		{"no: the Guild alone", "no", nil, map[string]int{"progress": 1}},
		// $3 from $3: 1 Extra Taxation Action to end with at least $1; the
		// Bakery beside the token at 1,1, the first commerce tile.
		{"yes: $3 and the Bakery", "yes", []string{"take bakery", "place 1,0", "effect 1"},
			map[string]int{"prestige": -1, "progress": 2, "public_services": -1}},
	} {
		tb := auditTable(t, c, 4, "draw builders-guild")
		s := tb.s
		p := int(s.ToMove())
		before := levels(s, tracks...)
		tb.play("take builders-guild", "place -1,1", "effect 3")
		if got, want := s.Prompt(), "p0: you may lose $3 to build 1 additional tile (yes or no)"; got != want {
			t.Errorf("%s: prompt %q, want %q", tc.reason, got, want)
		}
		tb.play(tc.answer)
		tb.play(tc.extra...)
		resolve(t, s)
		want := zeros(s, tracks...)
		for tr, n := range tc.want {
			want[tr][p] = n
		}
		if diff := cmp.Diff(want, changes(before, levels(s, tracks...))); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
		if got := int(s.ToMove()); got == p {
			t.Errorf("%s: p%d still to move (%s)", tc.reason, p, s.Prompt())
		}
	}
}

// TestDesignerAuditZoningBoard: a rule modifier for the tiles of one type
// built anywhere in the City (scope city, match): "a penalty of 2
// Prestige Points (-2 Prestige) for each rule not followed" becomes 1 for
// housing, and stays 2 for the rest.
func TestDesignerAuditZoningBoard(t *testing.T) {
	c := auditContent(t)
	for _, tc := range []struct {
		reason, tile string
		want         int
	}{
		{"a housing tile breaking rule A (its first housing: rule B holds)", "davinci-estate", -1},
		{"an industry tile breaking rule A", "cog-factory", -2},
	} {
		tb := auditTable(t, c, 4, "draw zoning-board", "draw "+tc.tile)
		s := tb.s
		p := s.ToMove()
		tb.play("take zoning-board", "place -1,1")
		resolve(t, s)
		tb.until("round 2's Building Phase", turn(p, "choose a tile"))
		before := s.Level(p, "prestige")
		// -2,2 touches the Zoning Board and no Construction Token side.
		tb.play("take "+tc.tile, "place -2,2")
		if got := s.Level(p, "prestige") - before; got != tc.want {
			t.Errorf("%s: prestige %+d, want %+d", tc.reason, got, tc.want)
		}
	}
}

// TestDesignerMistakes: mistakes a designer makes writing a tile, each
// one error of the load at the file, line and column the marker ⟨ stands
// at (Load collects every error; those of other lines are left aside).
func TestDesignerMistakes(t *testing.T) {
	const (
		bakeryActivation = `    activation: gain("economy", 4)`
		bakeryPermanent  = `    permanent: {on: activated, adjacent: true, effect: 'gain("economy", 4)'}`
		courthouseMatch  = `match: 'subject_is("commerce")', effect: 'gain("economy", 3)'`
	)
	for _, tc := range []rangeCase{
		{reason: "a misspelt verb", file: "tiles_era1.yaml", old: bakeryActivation,
			new: `    activation: ⟨gian("economy", 4)`, wantMsg: "script: unknown name gian"},
		{reason: "a verb given too few arguments (by_era takes one per Era)", file: "tiles_era1.yaml", old: bakeryActivation,
			new: `    activation: gain("economy", ⟨by_era(4, 6))`, wantMsg: "script: not enough arguments to call by_era"},
		{reason: "/ divides into a float, which repeat does not count", file: "tiles_era1.yaml", old: bakeryPermanent,
			new: `    permanent: {on: paid, effect: 'repeat(count() ⟨/ 2, gain("economy", 4))'}`, wantMsg: "script: cannot use float64 as argument (type int) to call repeat"},
		{reason: "a match script that returns a number, not a Bool", file: "tiles_era1.yaml", old: courthouseMatch,
			new: `match: '⟨adjacent("commerce")', effect: 'gain("economy", 3)'`, wantMsg: "script: result must be bool, not int"},
		{reason: "a dangling track name", file: "tiles_era1.yaml", old: bakeryActivation,
			new: `    activation: gain(⟨"money", 4)`, wantMsg: `gain: unknown track "money" (known: [population employment public_services progress economy culture prestige cubes])`},
		{reason: "a dangling density", file: "tiles_era1.yaml", old: courthouseMatch,
			new: `match: 'subject_is(⟨"housing.dense")', effect: 'gain("economy", 3)'`, wantMsg: `subject_is: "housing.dense": unknown density "dense" (known: [low medium high])`},
		{reason: "a misspelt field of a Permanent Effect", file: "tiles_era1.yaml", old: bakeryPermanent,
			new: `    permanent: {on: activated, ⟨adjecent: true, effect: 'gain("economy", 4)'}`, wantMsg: `unknown field "adjecent" in listener record (known: on, whose, during, adjacent, match, effect)`},
		{reason: "a misspelt whose, at its value (it was at the Permanent Effect)", file: "tiles_era1.yaml", old: bakeryPermanent,
			new: `    permanent: {on: activated, whose: ⟨other, effect: 'gain("economy", 4)'}`, wantMsg: `tile "bakery": whose "other" must be one of [own others any]`},
		{reason: "an End of Game timing that is not one, at its value (it was at the End of Game Effect)", file: "tiles_era1.yaml", old: bakeryActivation,
			new: bakeryActivation + "\n    end_of_game: {timing: ⟨final-scoring, effect: 'gain(\"prestige\", 1)'}", wantMsg: `tile "bakery": timing "final-scoring" must be final or before-expo`},
		{reason: "a seat no game has: an error at load (it was one at play)", file: "tiles_era1.yaml", old: bakeryActivation,
			new: `    activation: gain_of(⟨7, "economy", 4)`, wantMsg: `gain_of: no seat 7: the seats are 0 to 4 (rules.yaml's players)`},
		{reason: "count() in an Activation is always 0 (it loaded)", file: "tiles_era1.yaml", old: bakeryActivation,
			new: `    activation: ⟨gain("economy", count())`, wantMsg: `tile "bakery": count() is the count of a Construction Effect, or the amount a Permanent Effect's event carries (paid, taxation): in an Activation Effect it is always 0`},
		{reason: "count() on an event that carries no amount is always 0 (it loaded)", file: "tiles_era1.yaml", old: bakeryPermanent,
			new: `    permanent: {on: activated, adjacent: true, effect: ⟨'gain("economy", count())'}`, wantMsg: `tile "bakery": count() is the count of a Construction Effect, or the amount a Permanent Effect's event carries (paid, taxation): in a Permanent Effect on activated, an event that carries no amount, it is always 0`},
		{reason: "subject_is in a Permanent Effect's effect reads no tile, so is always false (it loaded)", file: "tiles_era1.yaml", old: bakeryPermanent,
			new: `    permanent: {on: activated, adjacent: true, effect: ⟨'subject_is("commerce") ? gain("economy", 4) : none()'}`, wantMsg: `tile "bakery": subject_is() reads the tile a match script is asked about: a Permanent Effect's effect is asked about none (filter the tiles with match)`},
		{reason: "build(n) outside an Immediate Effect, at the script (it was at the tile)", file: "tiles_era1.yaml", old: bakeryPermanent,
			new: `    permanent: {on: activated, adjacent: true, effect: ⟨'build(1)'}`, wantMsg: `tile "bakery": build(n) belongs to Immediate Effects`},
	} {
		got, want := loadEdited(t, tc)
		// "capitals/tiles_era1.yaml:32:17: msg": the errors of line 32.
		pos := strings.TrimSuffix(want, ": "+tc.wantMsg)
		prefix := pos[:strings.LastIndex(pos, ":")+1]
		var at []string
		for _, e := range got {
			if strings.HasPrefix(e, prefix) {
				at = append(at, e)
			}
		}
		if diff := cmp.Diff([]string{want}, at); diff != "" {
			t.Errorf("%s: errors on the line (-want +got):\n%s\nall errors:\n%s", tc.reason, diff, strings.Join(got, "\n"))
		}
	}
}

// TestDesignerMistakeFailingInPlay: a script that fails only in play, an
// index out of range (a designer counting Eras from 0: [0, 1, 2][era()]
// has no element 3), loads, and in Era III every build of the tile is
// refused, placed at the script, and no longer listed: the game's one way
// of failing a script in play (rulebook.Refusal).
func TestDesignerMistakeFailingInPlay(t *testing.T) {
	c, err := editedContent(t, "tiles_era3.yaml", `    immediate: gain("progress", 2)
    activation: '[gain("employment", 2), gain("public_services", 1)]'`, `    immediate: gain("progress", [0, 1, 2][era()])
    activation: '[gain("employment", 2), gain("public_services", 1)]'`)
	if err != nil {
		t.Fatalf("the edited content does not load: %v", err)
	}
	if n := playRefusing(t, c, 20, "tiles_era3.yaml:24:", func(seed uint64) []Option { return []Option{WithPlayers(3 + int(seed%3))} }); n == 0 {
		t.Fatal("no game took the ABL Semiconductor: the test shows nothing")
	}
}

// TestGuideReadersReadWhenRun: the designer's guide's example of when a
// reader reads. In an Activation Effect, "[gain("economy", 2),
// level("economy") > 5 ? gain("culture", 1) : none()]" reads the City as
// it was when the script ran: from $4, no culture. In an Immediate
// Effects list each element is worked out when the player resolves it:
// the $2 resolved first count.
func TestGuideReadersReadWhenRun(t *testing.T) {
	const example = `'[gain("economy", 2), level("economy") > 5 ? gain("culture", 1) : none()]'`
	for _, tc := range []struct {
		reason, old, new string
		immediate        bool
		culture          int
	}{
		{"an Activation: read before the $2", `    activation: gain("economy", 4)`, "    activation: " + example, false, 0},
		{"Immediate Effects: read when resolved, after the $2", `    immediate: '[gain("progress", 1), gain("employment", 1), gain("public_services", -1)]'
    activation: gain("economy", 4)`, "    immediate: " + example + `
    activation: gain("economy", 4)`, true, 1},
	} {
		c, err := editedContent(t, "tiles_era1.yaml", tc.old, tc.new)
		if err != nil {
			t.Fatalf("%s: %v", tc.reason, err)
		}
		s := newGameOn(t, c, 4)
		p := int(s.stack.Top().Who)
		if tc.immediate {
			s.cities[p].Track[tEcon] = 4
			build(t, s, "bakery", -1, 1) // its effects resolved in their listed order
		} else {
			s.stack = s.stack[:0]
			s.phase, s.idx = phExecutive, 4
			s.stack.Push(task{Op: opExec, Who: int8(p), N: 1})
			put(t, s, p, "bakery", 1, 0)
			s.cities[p].Cubes, s.cities[p].Track[tEcon] = 5, 4
			play(t, s, "activate 1,0")
		}
		got := map[string]int{"economy": s.Level(rulebook.Player(p), "economy"), "culture": s.Level(rulebook.Player(p), "culture")}
		if diff := cmp.Diff(map[string]int{"economy": 6, "culture": tc.culture}, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.reason, diff)
		}
	}
}
