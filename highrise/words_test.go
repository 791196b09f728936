package highrise

import (
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A verb argument that names one of a few ways of doing an operation (which
// Building a Spire goes on, …) is checked at load: a word the verb does not
// know is an error at the script's file:line:col, not a failure in play.
func TestLoadRefusesUnknownWords(t *testing.T) {
	for _, tc := range []struct {
		reason, file, old, new, want string
	}{
		{"Auto Manufacturer's Spire onto a Building spire_on does not know",
			"tenants.yaml", `spire_on("any")`, `spire_on("top")`,
			`highrise/tenants.yaml:\d+:\d+: spire_on: "top" is not one of \["any" "new"\]`},
		{"Private Contractor constructing somewhere construct does not know",
			"tenants.yaml", `construct("city-center", "only")`, `construct("city-center", "there")`,
			`highrise/tenants.yaml:\d+:\d+: construct: "there" is not one of \["home" "any" "only" "suburbs"\]`},
		{"High-End Condo adding Floors to a Building add_floors does not know",
			"cards.yaml", `add_floors(2, "new")`, `add_floors(2, "old")`,
			`highrise/cards.yaml:\d+:\d+: add_floors: "old" is not one of \["new" "any"\]`},
		{"Condo Developer's space opened by a way to construct can_construct_after does not know",
			"tenants.yaml", `can_construct_after("switch")`, `can_construct_after("swap")`,
			`highrise/tenants.yaml:\d+:\d+: can_construct_after: "swap" is not one of \["choose" "switch"\]`},
		{"a Taxicab Commission on event move that does not say what it lets the move do",
			"cards.yaml", "    lets: same-zone", "    # no lets",
			`highrise/cards.yaml:\d+:\d+: card "taxicab-commission": a card on event move says what the move may do \(lets: one of \[share same-zone\]\)`},
		{"a Mayor's Office letting a move do what no move does",
			"cards.yaml", "    lets: share", "    lets: fly",
			`highrise/cards.yaml:\d+:\d+: .*lets.*fly|highrise/cards.yaml:\d+:\d+: card "mayors-office": a card on event move`},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			fsys := mapContent(t)
			editMap(t, fsys, tc.file, tc.old, tc.new)
			_, err := Load(fsys)
			if err == nil || !regexp.MustCompile(tc.want).MatchString(err.Error()) {
				t.Errorf("%s: got %v, want an error matching %s", tc.reason, err, tc.want)
			}
		})
	}
}

// Which card stands in for another is its instead_of in cards.yaml: the
// Archive's "when you use another Power Card with a 1x symbol, you may
// discard the Archive instead" is data. Without it the Archive stands in
// for nothing; given to the Penthouse, a Penthouse stands in for a 1x card.
func TestStandInIsData(t *testing.T) {
	for _, tc := range []struct {
		reason, old, new string
		card             string // the card held beside a High-Speed Elevator
		want             bool   // "use high-speed-elevator stand-in" is legal
	}{
		{"the shipped Archive stands in", "", "", "archive", true},
		{"an Archive without instead_of stands in for nothing", "    instead_of: single", "    # no instead_of", "archive", false},
		{"a Penthouse (number 22) given instead_of single stands in", "    text: \"At the end of one of your turns", "    instead_of: single\n    text: \"At the end of one of your turns", "penthouse-t", true},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			c := testContent
			if tc.old != "" {
				fsys := mapContent(t)
				editMap(t, fsys, "cards.yaml", tc.old, tc.new)
				var err error
				if c, err = Load(fsys); err != nil {
					t.Fatal(err)
				}
			}
			s := readyWith(t, c, 4, ModeFull)
			s.returnFloors(&s.p[0].Yard)
			for _, id := range []string{"high-speed-elevator", tc.card} {
				k := c.cardIndex(id)
				s.stacks[k]--
				s.p[0].Up[k]++
			}
			s.cons = construction{Active: true, Who: 0, Height: 11, Space: -1, Home: -1}
			s.stack.Push(task{Op: opWindow, Who: 0, K: evAfterConstruct})
			if got := legalStrings(s)["use high-speed-elevator stand-in"]; got != tc.want {
				t.Errorf("%s: stand-in legal %v, want %v (legal %v)", tc.reason, got, tc.want, legalStrings(s))
			}
		})
	}
}

// How many a verb does is its argument: an Archive edited to unflip(2)
// turns two face-down Power Cards face up, one at a time; the shipped
// unflip(1) turns one, and the other stays face down.
func TestUnflipCountIsData(t *testing.T) {
	for _, tc := range []struct {
		reason string
		effect string
		want   []int // face-down [Mayor's Office, dot.com] after the Archive
	}{
		{"the shipped Archive unflips one", "", []int{0, 1}},
		{"an Archive that unflips two", "unflip(2)", []int{0, 0}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			c := testContent
			if tc.effect != "" {
				fsys := mapContent(t)
				editMap(t, fsys, "cards.yaml", "effect: 'unflip(1)'", "effect: '"+tc.effect+"'")
				var err error
				if c, err = Load(fsys); err != nil {
					t.Fatal(err)
				}
			}
			s := readyWith(t, c, 4, ModeFull)
			var down []int
			for _, id := range []string{"mayors-office", "dot-com", "archive"} {
				k := c.cardIndex(id)
				s.stacks[k]--
				s.p[0].Up[k]++
				if id != "archive" {
					s.p[0].Up[k], s.p[0].Down[k] = 0, 1
					down = append(down, k)
				}
			}
			onTurn(s, 0)
			play(t, s, "use archive", "unflip mayors-office")
			if m, err := s.ParseMove("unflip dot-com"); err == nil && s.Check(m) == nil {
				play(t, s, "unflip dot-com")
			}
			got := []int{int(s.p[0].Down[down[0]]), int(s.p[0].Down[down[1]])}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%s: face-down cards (-want +got):\n%s", tc.reason, diff)
			}
		})
	}
}
