package highrise

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/content"
	"github.com/rulebook-go/rulebook/expr"
)

// designerContent is the shipped content with the designer's audit records
// (testdata/designer) appended, as a designer adds them: the Power Cards
// counted in power_cards, the Bonus Tile in place of one of 2010's Two
// Floors tiles.
func designerContent(t *testing.T) *Content {
	t.Helper()
	fsys := mapContent(t)
	appendTestdata(t, fsys, "designer")
	editMap(t, fsys, "rules.yaml", "power_cards: 85", "power_cards: 91")
	editMap(t, fsys, "tiles.yaml", "  - id: two-floors-2010\n    name: \"Two Floors 2010\"\n    round: 2010\n    count: 3",
		"  - id: two-floors-2010\n    name: \"Two Floors 2010\"\n    round: 2010\n    count: 2")
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// seatSummary is what a designer's test compares of a seat after its card
// fired: its yards by colour, Corruption, VP and Spires, and its Power
// Cards face up and face down.
type seatSummary struct {
	Yard       map[string]int
	Corruption int
	VP         int
	Spires     int
	Cards      []HeldCard
}

func summaryOf(tb *table, p int) seatSummary {
	v := tb.player(p)
	return seatSummary{Yard: v.Yard, Corruption: v.Corruption, VP: v.VP, Spires: v.Spires, Cards: v.PowerCards}
}

// step asserts the prompt and the legal moves, then plays move.
func (tb *table) step(prompt string, legal []string, move string) {
	tb.t.Helper()
	if got := tb.s.Prompt(); got != prompt {
		tb.t.Fatalf("prompt %q, want %q", got, prompt)
	}
	if legal != nil {
		if diff := cmp.Diff(legal, tb.legal()); diff != "" {
			tb.t.Fatalf("%s: legal moves (-want +got):\n%s", prompt, diff)
		}
	}
	tb.do(move)
}

// othersUntil plays the other seats (the first legal move, "no" where it
// is a choice) until seat p is to move its Mogul.
func (tb *table) othersUntil(p int) {
	tb.t.Helper()
	for n := 0; tb.s.ToMove() != rulebook.Player(p) || !strings.Contains(tb.s.Prompt(), "move your Mogul"); n++ {
		if n > 100 || tb.s.ToMove() == rulebook.Player(p) && !strings.Contains(tb.s.Prompt(), "move your Mogul") {
			tb.t.Fatalf("p%d never came to move: %s", p, tb.s.Prompt())
		}
		move := tb.legal()[0]
		if tb.offers("no") {
			move = "no"
		}
		tb.do(move)
	}
}

// The designer's audit: new Tenants, Power Cards and a Bonus Tile written in
// YAML alone (testdata/designer), each reached by real moves in a 3-player
// Full Game (p2, Base Construction Yard #3, moves first) with the Chance
// outcomes dealt, checking prompts, legal moves and the seats exactly.
func TestDesignerCards(t *testing.T) {
	c := designerContent(t)
	// bonus-1a is fixed: a Floor (dealt green) and an UltraPlastic.
	deals := func(more ...deal) []deal {
		return append([]deal{{"onto bonus-1a", []string{"floor green"}}}, more...)
	}
	three := []Option{WithPlayers(3), WithMode(ModeFull)}

	t.Run("pawnbroker: repeat_may over spend and vp; its can counts the Floors of the Bonus passed", func(t *testing.T) {
		tb := newTableOn(t, c, deals(
			deal{"on bonus-1b", []string{"tile spire-2010"}},
			deal{"to east-gardens-1", []string{"tenant pawnbroker"}}), three...)
		// p2 has no Floor: only bonus-1a's Floors open the Pawnbroker
		// ("Bonus Spaces are resolved fully before Action Spaces!"), and only
		// that Bonus may then be taken.
		if !tb.offers("go eg-tenant-1") {
			t.Fatalf("the Pawnbroker is closed to a player who passes bonus-1a's Floors: %v", tb.legal())
		}
		tb.do("go eg-tenant-1")
		tb.step("p2: take everything from one Bonus Space you passed", []string{"bonus bonus-1a"}, "bonus bonus-1a")
		tb.step("p2: return a Floor", []string{"discard green", "discard up"}, "discard green")
		tb.step("p2: you may return another Floor for 1 VP (yes), or stop (no)", []string{"yes", "no"}, "yes")
		tb.step("p2: return a Floor", []string{"discard up"}, "discard up")
		// No Floor left: the loop ends without asking.
		tb.turn(1)
		want := seatSummary{Yard: map[string]int{}, VP: 2}
		if diff := cmp.Diff(want, summaryOf(tb, 2), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})

	t.Run("loan-shark: choose_n over players, the body acting for the player chosen", func(t *testing.T) {
		tb := newTableOn(t, c, deals(
			deal{"on bonus-1b", []string{"tile spire-2010"}},
			deal{"to east-gardens-1", []string{"tenant loan-shark"}},
			deal{"for p1", []string{"floor blue"}}), three...)
		tb.do("go eg-floors-1", "no")  // p2: a red Floor
		tb.do("go eg-floors-2", "yes") // p1: a black Floor, and a Corruption for a blue one
		tb.do("go eg-tenant-1")
		tb.step("p0: take everything from one Bonus Space you passed", []string{"bonus bonus-1a", "bonus bonus-1b"}, "bonus bonus-1b")
		tb.step("p0: choose a player", []string{"choose p1", "choose p2"}, "choose p1")
		tb.step("p1: give p0 a Floor of your choice", []string{"give black", "give blue"}, "give black")
		got := []seatSummary{summaryOf(tb, 0), summaryOf(tb, 1)}
		want := []seatSummary{
			{Yard: map[string]int{"black": 1}, Spires: 1},
			{Yard: map[string]int{"blue": 1}}, // its Corruption lost
		}
		if diff := cmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("p0, p1 (-want +got):\n%s", diff)
		}
	})

	t.Run("prospector: repeat_until a red Floor, then the draw's triggers once", func(t *testing.T) {
		tb := newTableOn(t, c, deals(
			deal{"on bonus-1b", []string{"tile spire-2010"}},
			deal{"to east-gardens-1", []string{"tenant shipping-firm"}},
			deal{"to harbourside-1", []string{"tenant prospector"}},
			deal{"on bonus-2", []string{"tile lose-1-2010", "tile lose-1-2010"}},
			deal{"on bonus-3", []string{"tile penthouse-2010", "tile archive-2010"}},
			deal{"for p2", []string{"floor blue", "floor green", "floor red", "floor black"}}), three...)
		tb.do("go eg-tenant-1", "bonus bonus-1b") // p2 gets a Shipping Firm
		tb.othersUntil(2)
		before := summaryOf(tb, 2)
		tb.do("go hb-tenant-1")
		for strings.Contains(tb.s.Prompt(), "Bonus Space") {
			tb.do(tb.legal()[0])
		}
		// Blue, green, then red ends the repeat; the Shipping Firm draws one
		// more (black), once, after the last.
		got := summaryOf(tb, 2)
		if diff := cmp.Diff(map[string]int{"blue": 1, "green": 1, "red": 1, "black": 1}, got.Yard); diff != "" {
			t.Errorf("p2's yard (before %v) (-want +got):\n%s", before.Yard, diff)
		}
	})

	t.Run("speculator: choose_n over numbers, the count move", func(t *testing.T) {
		tb := newTableOn(t, c, deals(
			deal{"on bonus-1b", []string{"tile spire-2010"}},
			deal{"to east-gardens-1", []string{"tenant speculator"}},
			deal{"for p2", []string{"floor blue", "floor red"}}), three...)
		tb.do("go eg-tenant-1", "bonus bonus-1b")
		tb.step("p2: choose a number", []string{"count 1", "count 2", "count 3"}, "count 2")
		want := seatSummary{Yard: map[string]int{"blue": 1, "red": 1}, Corruption: 1, Spires: 1}
		if diff := cmp.Diff(want, summaryOf(tb, 2), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})

	t.Run("favors: a Bonus Tile's repeat of a may", func(t *testing.T) {
		tb := newTableOn(t, c, deals(
			deal{"on bonus-1b", []string{"tile favors-2010"}},
			deal{"to east-gardens-1", []string{"tenant research-firm"}}), three...)
		tb.do("go eg-trade-1")
		tb.step("p2: take everything from one Bonus Space you passed", []string{"bonus bonus-1a", "bonus bonus-1b"}, "bonus bonus-1b")
		tb.step("p2: you may gain a Corruption to choose a Floor (yes or no)", []string{"yes", "no"}, "yes")
		tb.step("p2: choose a Floor from the bag", []string{"pick red", "pick black", "pick orange", "pick blue", "pick green"}, "pick red")
		tb.step("p2: you may gain a Corruption to choose a Floor (yes or no)", []string{"yes", "no"}, "no")
		// Then the Trade the space asks for, with the chosen red Floor.
		if !strings.Contains(tb.s.Prompt(), "p2: trade Floors") {
			t.Fatalf("prompt %q, want p2's Trade", tb.s.Prompt())
		}
		want := seatSummary{Yard: map[string]int{"red": 1}, Corruption: 1}
		if diff := cmp.Diff(want, summaryOf(tb, 2), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
	})

	t.Run("ribbon-cutting: a round card in the end-of-turn window, either", func(t *testing.T) {
		tb := newTableOn(t, c, deals(
			deal{"on bonus-1b", []string{"tile two-spires-2010"}},
			deal{"to east-gardens-1", []string{"tenant ribbon-cutting"}}), three...)
		tb.do("go eg-tenant-1", "bonus bonus-1b")
		tb.step("p2: use a Power Card, or done", []string{"use ribbon-cutting", "done"}, "use ribbon-cutting")
		tb.step("p2: lose up to 2 Corruption, or score 1 VP for each Spire in front of you (either 1 or either 2)", []string{"either 1", "either 2"}, "either 2")
		tb.turn(1)
		want := seatSummary{Yard: map[string]int{}, VP: 2, Spires: 2, Cards: []HeldCard{{Card: "ribbon-cutting", FaceDown: 1}}}
		if diff := cmp.Diff(want, summaryOf(tb, 2), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("used once a round: face down after (-want +got):\n%s", diff)
		}
	})

	for _, tc := range []struct {
		reason, place string
		want          seatSummary
	}{
		{"chain-store: an ongoing card on new-neighborhood counting places: East Gardens and Bayside Heights",
			"place east-gardens-3",
			// 4 VP for the Building (3 Floors and an Extra Floor for the
			// first to construct D), 2 for the Chain Store.
			seatSummary{Yard: map[string]int{"up": 1}, Corruption: 1, VP: 6, Cards: []HeldCard{{Card: "chain-store", FaceUp: 1}}}},
		{"chain-store: its can reads the Neighborhood constructed in (here()): not in the City Center",
			"place city-center-1",
			// A Corruption more for the City Center, not the zone's Neighborhood.
			seatSummary{Yard: map[string]int{"up": 1}, Corruption: 2, VP: 4, Cards: []HeldCard{{Card: "chain-store", FaceUp: 1}}}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			tb := newTableOn(t, c, deals(
				deal{"for 2010", []string{"blueprint bp-2010-3"}}, // Blueprint D: red, green, red
				deal{"on bonus-1b", []string{"tile two-floors-2010"}},
				deal{"onto bonus-1b", []string{"floor green", "floor green"}},
				deal{"to east-gardens-1", []string{"tenant research-firm"}},
				deal{"to east-gardens-2", []string{"tenant chain-store"}},
				deal{"for p2", []string{"floor red"}}), three...)
			setBuilding(tb.s, c.hoodIndex("bayside-heights"), 0, 2, 5) // p2 has a Building there already
			tb.do("go eg-floors-1", "yes")                             // p2: red, and a red drawn for a Corruption
			tb.do("go eg-floors-2", "no")                              // p1
			tb.do("go eg-tenant-1", "bonus bonus-1b")                  // p0
			tb.do("go eg-tenant-2", "bonus bonus-1a")                  // p2: green and UltraPlastic; a Chain Store
			tb.othersUntil(2)
			tb.do("go eg-build-1", "build D red2+green1", tc.place)
			for !strings.Contains(tb.s.Prompt(), "move your Mogul") {
				move := "done" // no Power Card to use
				if tb.offers("no") {
					move = "no" // not the Tenant power of the space built on
				}
				tb.do(move)
			}
			if diff := cmp.Diff(tc.want, summaryOf(tb, 2), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// mistakeAt is the file:line:col of line (1-based) of a record appended
// to shipped file with appendMap, at column col (0: none).
func mistakeAt(t *testing.T, fsys fstest.MapFS, file string, line, col int) string {
	t.Helper()
	f, ok := fsys[Dir+"/"+file]
	if !ok {
		t.Fatalf("no %s", file)
	}
	// appendMap adds a newline, then the record: its first line follows the
	// shipped file's lines and that empty one.
	n := bytes.Count(f.Data, []byte("\n")) + 1 + line
	if col == 0 {
		return fmt.Sprintf("%s/%s:%d", Dir, file, n)
	}
	return fmt.Sprintf("%s/%s:%d:%d", Dir, file, n, col)
}

// A designer's mistakes in a new record appended to the shipped content:
// each is refused at load, with every problem of the load and only those,
// each at the file:line:col of the mistake.
func TestDesignerMistakes(t *testing.T) {
	tenant := func(effect string, more ...string) string {
		return "  - id: mistake\n    name: Mistake\n    neighborhood: downtown\n    provenance: reconstructed\n    text: \"x\"\n    effect: '" + effect + "'\n" + strings.Join(more, "")
	}
	card := func(timing, event string) string {
		return "  - id: mistake\n    name: Mistake\n    number: 70\n    count: 1\n    extra: true\n    timing: " + timing + "\n    event: " + event + "\n    text: \"x\"\n    effect: 'vp(1)'\n    provenance: reconstructed\n"
	}
	type at struct{ line, col int } // in the appended record
	for _, tc := range []struct {
		reason, file, record string
		at                   []at
		want                 []string // the messages, in order, after file:line:col:
	}{
		{"a misspelt verb", "tenants.yaml", tenant(`drow(2)`),
			[]at{{6, 14}}, []string{"script: unknown name drow"}},
		{"arguments the wrong way round: a count where a colour goes", "tenants.yaml", tenant(`take(3, "red")`),
			[]at{{6, 19}}, []string{"script: cannot use int as argument (type string) to call take"}},
		{"a for_each filter that returns a number, not a bool: placed inside the literal", "tenants.yaml", tenant(`for_each("player", "corruption_of(item())", "vp(1)")`),
			[]at{{6, 34}}, []string{"script: result must be bool, not int"}},
		{"a misspelt reader inside a deferred filter, placed inside the literal", "tenants.yaml", tenant(`for_each("player", "other() && othr()", "vp(1)")`),
			[]at{{6, 45}}, []string{"script: unknown name othr"}},
		{"a dangling reference to a Power Card from a script", "tenants.yaml", tenant(`card("chain-stor")`),
			[]at{{6, 19}}, []string{`card: unknown Power Card "chain-stor"`}},
		{"a dangling reference to a Neighborhood from a script", "tenants.yaml", tenant(`tallest_bonus("downtwon")`),
			[]at{{6, 28}}, []string{`tallest_bonus: unknown neighborhood "downtwon"`}},
		{"a colour the game does not have", "tenants.yaml", tenant(`take("purple", 1)`),
			[]at{{6, 19}}, []string{`take: "purple" is not a Floor colour ([red black orange blue green])`}},
		{"a kind of item count does not know", "tenants.yaml", tenant(`draw(count("neighbourhood", ""))`),
			[]at{{6, 25}}, []string{"count: the kind must be one of player, card, building, place, number, not neighbourhood"}},
		{"a may without its label", "tenants.yaml", tenant(`may([vp(1)])`),
			[]at{{6, 14}}, []string{"script: not enough arguments to call may"}},
		{"a list left open", "tenants.yaml", tenant(`[draw(2), vp(1)`),
			[]at{{6, 28}}, []string{"script: unexpected token EOF"}},
		{"a constant count out of range: caught at load, not in play", "tenants.yaml", tenant(`draw(-1)`),
			[]at{{6, 14}}, []string{"script: count -1 out of range 0..120"}},
		{"a repeat past the loop bound", "tenants.yaml", tenant(`repeat(200, vp(1))`),
			[]at{{6, 21}}, []string{"script: repeat count 200 out of range 0..100"}},
		{"a repeat_while whose condition always holds: caught at load, not after 100 rounds in play", "tenants.yaml", tenant(`repeat_while("true", vp(1))`),
			[]at{{6, 27}}, []string{`repeat_while: the condition "true" is always true: the loop would run past its 100 rounds`}},
		{"a game_end script that draws: caught at load, not when the game is over", "tenants.yaml", tenant(`vp(1)`, "    game_end: 'draw(1)'\n"),
			[]at{{7, 16}}, []string{`game_end: draw: the game is over when game_end runs ("At the end of 2030, the game is over! Tally endgame VP."): it may only score, with vp and lose_vp`}},
		{"a can script that returns a number", "tenants.yaml", tenant(`vp(1)`, "    can: 'floors()'\n"),
			[]at{{7, 11}}, []string{"script: result must be bool, not int"}},
		{"a Power Card on an event the rules never raise: placed at its event", "cards.yaml", card("ongoing", "on-draw"),
			[]at{{7, 12}}, []string{`card "mistake": event "on-draw" must be one of [after-construct end-of-turn draw extra-floor exact-match new-neighborhood lose-corruption trade-space tenant-draw move anytime game-end pass-all after-action before-construct neighborhood-change constructing]`}},
		{"a timing misspelt: placed at its timing", "cards.yaml", card("ongoign", "draw"),
			[]at{{6, 13}}, []string{`card "mistake": timing "ongoign" must be one of [single round ongoing game-end]`}},
		{"an ongoing card on a window's event", "cards.yaml", card("ongoing", "after-construct"),
			[]at{{7, 12}}, []string{`card "mistake": a card of timing ongoing never acts at after-construct (only [single round] cards meet that event)`}},
		// yaml.v3 names the line where the list began; content's decoder
		// finds the slipped line. The one error is all the load reports,
		// not the pool checks of the missing records.
		{"an indentation slip: the file cannot be read, and nothing else is reported", "tenants.yaml",
			"  - id: mistake\n    name: Mistake\n    neighborhood: downtown\n    provenance: reconstructed\n    text: \"x\"\n  effect: 'vp(1)'\n",
			[]at{{6, 3}}, []string{`invalid YAML: did not find expected '-' indicator; effect is indented 2 spaces, which lines it up with no block open there (their keys or dashes stand at 0, 2, 4): indent it as the lines it belongs with, or start a list entry there with "- "`}},
		{"an indentation slip in cards.yaml: no unknown card for every Tenant and Bonus Tile that names one", "cards.yaml",
			"  - id: mistake\n    name: Mistake\n   number: 70\n",
			[]at{{3, 4}}, []string{`invalid YAML: did not find expected '-' indicator; number is indented 3 spaces, which lines it up with no block open there (their keys or dashes stand at 0, 2, 4): indent it as the lines it belongs with`}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			fsys := mapContent(t)
			var want []string
			for i, msg := range tc.want {
				if i < len(tc.at) {
					msg = mistakeAt(t, fsys, tc.file, tc.at[i].line, tc.at[i].col) + ": " + msg
				}
				want = append(want, msg)
			}
			appendMap(fsys, tc.file, tc.record)
			_, err := Load(fsys)
			if !errors.Is(err, content.ErrInvalid) {
				t.Fatalf("Load = %v, want a content error", err)
			}
			if diff := cmp.Diff(want, strings.Split(err.Error(), "\n")); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// guidePlaceholders are the names the designer's guide writes for a verb's
// parameters in its prose ("for_each(kind, filter, then)"): a snippet that
// names one is a signature, not a script.
var guidePlaceholders = map[string]bool{"kind": true, "filter": true, "then": true, "n": true, "cond": true, "effects": true, "label": true, "colour": true}

// TestGuideScriptsCompile: every script the designer's guide quotes in its
// prose (a backquoted snippet that calls a verb, outside the generated verb
// list and the count table) compiles with the verb table, with its deferred
// scripts: as effects, a condition, a number or a word, whichever it is.
// A signature (placeholders for arguments) or a fragment ("…") is not a
// script.
func TestGuideScriptsCompile(t *testing.T) {
	data, err := os.ReadFile("../content/highrise/README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	_, text, _ = strings.Cut(text, "<!-- end of verbs -->")
	before, after, _ := strings.Cut(text, "## What each verb")
	_, after, _ = strings.Cut(after, "Draws made Floor")
	call := regexp.MustCompile(`^\[?[a-z_]+\(`)
	word := regexp.MustCompile(`unknown name ([a-z_]+)`)
	comp := defaultLanguage.Compiler()
	n := 0
	for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(before+after, -1) {
		src := strings.Join(strings.Fields(m[1]), " ")
		if s, ok := strings.CutPrefix(src, "can: "); ok {
			src = strings.Trim(s, "'")
		} else if !call.MatchString(src) || strings.Contains(src, "…") {
			continue
		}
		var errs []string
		ok := false
		for _, r := range []expr.Result{expr.Effects, expr.Bool, expr.Int} {
			for _, s := range []string{src, src + ` != ""`} {
				var load content.Errors
				script := content.Script{Src: s}
				if _, err := comp.Compile(script, r); err != nil {
					errs = append(errs, err.Error())
					continue
				}
				for _, d := range comp.DeferredScripts(script, &load) {
					if _, err := comp.Compile(d.Script, d.Result); err != nil {
						load.AddError(err)
					}
				}
				if load.Len() == 0 {
					ok = true
				} else {
					errs = append(errs, load.Error())
				}
			}
		}
		if ok {
			n++
			continue
		}
		if w := word.FindStringSubmatch(strings.Join(errs, "\n")); w != nil && guidePlaceholders[w[1]] {
			continue
		}
		t.Errorf("the guide's %q compiles as no script:\n%s", src, strings.Join(errs, "\n"))
	}
	if n < 20 {
		t.Errorf("only %d scripts found in the guide", n)
	}
}
