package capitals

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rulebook-go/rulebook"
)

// newGame plays a game's setup with a seeded Resolver and returns it at the
// first Building Phase decision.
func newGame(t testing.TB, players int, opts ...Option) *State {
	t.Helper()
	return newGameOn(t, testContent, players, opts...)
}

// newGameOn is newGame on content c.
func newGameOn(t testing.TB, c *Content, players int, opts ...Option) *State {
	t.Helper()
	s, err := New(c, append([]Option{WithPlayers(players)}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	playChance(t, s, 7)
	return s
}

func inst(t testing.TB, s *State, id string) int {
	t.Helper()
	k, ok := s.c.byID[id]
	if !ok {
		t.Fatalf("no tile %q", id)
	}
	return int(s.c.firstInst[k])
}

// put places tile id in seat p's City at r,c without playing its effects.
func put(t testing.TB, s *State, p int, id string, r, c int) int {
	t.Helper()
	i := inst(t, s, id)
	s.where[i] = locCity + uint8(p)
	ct := &s.cities[p]
	ct.Cells[ct.N] = cell{R: int8(r), C: int8(c), Inst: int16(i)}
	ct.N++
	return int(ct.N) - 1
}

// build has the seat to move take tile id from the $0 row and place it at
// r,c, resolving its effects in their listed order.
func build(t testing.TB, s *State, id string, r, c int) {
	t.Helper()
	s.where[inst(t, s, id)] = locRow0
	play(t, s, "take "+id, "place "+cellString(int8(r), int8(c)))
	resolve(t, s)
}

func resolve(t testing.TB, s *State) {
	t.Helper()
	for s.stack.Top() != nil && s.stack.Top().Op == opOrder {
		play(t, s, "effect 1")
	}
}

func TestInitiativePaymentExample(t *testing.T) {
	// "the blue player begins the Political Phase with their Player Marker
	// at space $3,4x. They want to move it to the fourth position ($2,2x).
	// They pay ... 4x$2 = $8."
	s := newGame(t, 4)
	for s.phase != phPolitical || s.stack.Top() == nil || s.stack.Top().Op != opSpace {
		m := s.Legal()[len(s.Legal())-1]
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	p := int(s.stack.Top().Who)
	if s.cities[p].Prev != 0 {
		t.Fatalf("the first to choose held space %d", s.cities[p].Prev)
	}
	s.cities[p].Track[tEcon] = 20
	play(t, s, "space 4")
	if got := s.cities[p].Track[tEcon]; got != 12 {
		t.Errorf("economy %d after paying for $2,2x from $3,4x, want 20-8=12", got)
	}
}

func TestPlacementPenaltyExample(t *testing.T) {
	// Market beside a token, first commerce: no penalty. Science Center beside
	// a token, no public tile adjacent: -2. Magnificent Arch beside neither a
	// tourism tile nor a token: -4.
	s := newGame(t, 4)
	p := int(s.stack.Top().Who)
	before := s.cities[p].Prestige
	build(t, s, "market", -1, 1) // beside the token at -1,0
	if d := s.cities[p].Prestige - before; d != 0 {
		t.Errorf("market: prestige %+d, want 0", d)
	}
	s.stack.Push(task{Op: opTake, Who: int8(p)})
	before = s.cities[p].Prestige
	build(t, s, "science-center", 1, 2) // beside the token at 1,1; City Hall at 0,0 is not adjacent
	if d := s.cities[p].Prestige - before; d != -2 {
		t.Errorf("science center: prestige %+d, want -2", d)
	}
	s.stack.Push(task{Op: opTake, Who: int8(p)})
	s.cities[p].Track[tEcon] = 20
	before = s.cities[p].Prestige
	build(t, s, "magnificent-arch", -2, 2) // touches only the market
	if d := s.cities[p].Prestige - before; d != -4 {
		t.Errorf("magnificent arch: prestige %+d, want -4", d)
	}
}

func TestPublicServicesExample(t *testing.T) {
	// Green at the 6th level, Black at the 4th, Purple at the 2nd: Black
	// loses 2 Prestige, Purple 4, Green none.
	s := newGame(t, 3)
	for p, lvl := range []int16{6, 4, 2} {
		s.cities[p].Track[tPS] = lvl
		s.cities[p].Prestige = 0
	}
	s.stack = s.stack[:0]
	s.phase, s.idx, s.round = phExpo, 2, 4
	if err := s.expo(); err != nil {
		t.Fatal(err)
	}
	for p, want := range []int16{0, -2, -4} {
		if got := s.cities[p].Prestige; got != want {
			t.Errorf("p%d: %d Prestige, want %d", p, got, want)
		}
	}
}

func TestUnemploymentExample(t *testing.T) {
	// "a city has a Population Level of 8 and an Employment Level of 6. That
	// city would lose 2 Prestige Points."
	s := newGame(t, 3)
	s.stack = s.stack[:0]
	for p := range 3 {
		s.cities[p].Track[tPop], s.cities[p].Track[tEmp], s.cities[p].Track[tPS], s.cities[p].Prestige = 8, 6, 0, 0
	}
	s.cities[1].Track[tEmp] = 8
	s.phase, s.idx, s.round = phExpo, 1, 4
	if err := s.expo(); err != nil {
		t.Fatal(err)
	}
	emp := s.c.tracks[tEmp].Prestige
	if got, want := s.cities[0].Prestige, int16(emp[6]-2); got != want {
		t.Errorf("8 population, 6 employment: %d Prestige, want %d (employment space) - 2", got, want)
	}
	if got, want := s.cities[1].Prestige, int16(emp[8]); got != want {
		t.Errorf("full employment: %d Prestige, want %d", got, want)
	}
	s.cities[2].Track[tPop], s.cities[2].Track[tEmp], s.cities[2].Prestige = 15, 2, 0
	s.stack = s.stack[:0]
	s.phase, s.idx = phExpo, 1
	if err := s.expo(); err != nil {
		t.Fatal(err)
	}
	if got, want := s.cities[2].Prestige, int16(emp[2]-3); got != want {
		t.Errorf("unemployment 13: %d Prestige, want the cap of -3 (%d)", got, want)
	}
}

func TestAttractionExample(t *testing.T) {
	// Purple past space 14 claims the Tourists of Cities below space 10
	// (Red, Black, Blue); Green, above 10, keeps its own.
	s := newGame(t, 5)
	purple, red, black, blue, green := 0, 1, 2, 3, 4
	for p, c := range map[int]int16{purple: 15, red: 9, black: 4, blue: 7, green: 12} {
		s.cities[p].Track[tCult] = c
	}
	s.tourism()
	if s.highest != int8(purple) {
		t.Fatalf("Highest Culture is p%d, want purple p%d", s.highest, purple)
	}
	for _, p := range []int{red, black, blue} {
		if s.tourists[p].City != int8(purple) {
			t.Errorf("p%d's Tourist is in p%d's City, want purple's", p, s.tourists[p].City)
		}
	}
	if s.tourists[green].City != int8(green) {
		t.Errorf("green's Tourist left for p%d", s.tourists[green].City)
	}
	// At space 24, Attraction Level 3 claims every other City's Tourist.
	s.cities[purple].Track[tCult] = 24
	s.tourism()
	if s.tourists[green].City != int8(purple) {
		t.Errorf("at space 24 green keeps its Tourist")
	}
}

func TestCultureTieBreak(t *testing.T) {
	s := newGame(t, 3)
	for p := range 3 {
		s.cities[p].Track[tCult] = 5
		s.cities[p].Track[tEcon] = 3
	}
	s.cities[2].Track[tEcon] = 4
	s.tourism()
	if s.highest != 2 {
		t.Errorf("a tie on Culture goes to the higher Economy: got p%d", s.highest)
	}
	s.cities[2].Track[tEcon] = 3
	s.tourism()
	if want := s.order()[0]; s.highest != want {
		t.Errorf("a tie on Culture and Economy goes to the leftmost Initiative: got p%d, want p%d", s.highest, want)
	}
}

// execState returns a game at seat p's Executive turn with acts activations.
func execState(t testing.TB, players int) (*State, int) {
	s := newGame(t, players)
	p := int(s.stack.Top().Who)
	s.stack = s.stack[:0]
	s.phase, s.idx = phExecutive, int8(players)
	s.stack.Push(task{Op: opExec, Who: int8(p), N: 3})
	return s, p
}

func TestActivationCostExamples(t *testing.T) {
	s, p := execState(t, 4)
	ct := &s.cities[p]
	i := put(t, s, p, "bakery", 1, 0) // 1 printed cube
	ct.Cubes = 10
	if got := s.activationCost(p, i); got != 2 {
		t.Fatalf("first activation costs %d, want 1 printed + 1 = 2", got)
	}
	play(t, s, "activate 1,0")
	if got := s.activationCost(p, i); got != 4 {
		t.Fatalf("second activation costs %d, want 2 placed + 1 printed + 1 = 4", got)
	}
	if ct.Cubes != 8 {
		t.Errorf("%d cubes left, want 8", ct.Cubes)
	}
}

func TestJeffersonMuseumOfArtExample(t *testing.T) {
	s, p := execState(t, 4)
	ct := &s.cities[p]
	put(t, s, p, "jefferson-apartments", 1, 0)
	put(t, s, p, "museum-of-art", 1, 1)
	s.tourists[p] = tourist{City: int8(p), Cell: 0} // on the City Hall
	ct.Cubes, ct.Track[tCult], ct.Track[tPop] = 5, 6, 4
	play(t, s, "activate 1,0 from 0,0")
	if ct.Cubes != 4 {
		t.Errorf("paid %d cubes, want 1 with the Tourist", 5-ct.Cubes)
	}
	if ct.Track[tCult] != 5 || ct.Track[tPop] != 6 {
		t.Errorf("culture %d, population %d; want 6-3+2=5 and 4+2=6", ct.Track[tCult], ct.Track[tPop])
	}
}

func TestExtraTaxationExamples(t *testing.T) {
	s := newGame(t, 4)
	p := int(s.stack.Top().Who)
	ct := &s.cities[p]
	// "Blue has $1 dollar and needs to pay $11. Blue can borrow a maximum of
	// $12 with a loss of 4 Prestige Points"
	ct.Track[tEcon], ct.Prestige = 1, 0
	s.payMoney(p, 11)
	if ct.Prestige != -4 || ct.Track[tEcon] != 2 {
		t.Errorf("$1 paying $11: prestige %d, economy %d; want -4 and $2", ct.Prestige, ct.Track[tEcon])
	}
	// The Magnificent Arch from the $2 row with $1: one Extra Taxation to
	// $4, pay $2; then lose $12: four more, to $14, pay $12; $2 left, -5.
	ct.Track[tEcon], ct.Prestige = 1, 0
	i := inst(t, s, "magnificent-arch")
	s.where[i] = locRow1
	play(t, s, "take magnificent-arch")
	if ct.Track[tEcon] != 2 || ct.Prestige != -1 {
		t.Fatalf("after buying from the $2 row: $%d, prestige %d; want $2, -1", ct.Track[tEcon], ct.Prestige)
	}
	play(t, s, "place -1,1")
	for s.stack.Top().Op == opOrder {
		play(t, s, "effect "+strconv.Itoa(s.stack.Top().remaining())) // the payment last
	}
	if ct.Track[tEcon] != 2 || ct.Prestige != -5 {
		t.Errorf("after the Arch's $12: $%d, prestige %d; want $2 and -5", ct.Track[tEcon], ct.Prestige)
	}
}

func TestTileDrawExample(t *testing.T) {
	// 4 players, end of round 4: six Era II tiles; end of round 6 with two
	// Era II tiles in the lower rows: four.
	s := newGame(t, 4)
	for i, k := range s.c.inst {
		if w := s.where[i]; w >= locRow0 && w <= locRow2 && s.c.tiles[k].Era == 1 {
			s.where[i] = locBox
		}
	}
	s.stack, s.round, s.phase, s.idx = s.stack[:0], 4, phAdmin, 1
	if err := s.admin(); err != nil {
		t.Fatal(err)
	}
	if top := s.stack.Top(); top == nil || top.Op != opDraw || top.N != 6 {
		t.Fatalf("round 5 draws %v, want 6 Era II tiles", s.stack.Top())
	}
	s.stack = s.stack[:0]
	n := 0
	for i, k := range s.c.inst {
		if s.where[i] == locStack && s.c.tiles[k].Era == 2 && n < 2 {
			s.where[i] = locRow1
			n++
		}
	}
	s.round, s.idx = 6, 1
	if err := s.admin(); err != nil {
		t.Fatal(err)
	}
	if top := s.stack.Top(); top == nil || top.Op != opDraw || top.N != 4 {
		t.Fatalf("round 7 draws %v, want 4", s.stack.Top())
	}
}

func TestRedArrowOncePerTile(t *testing.T) {
	// At the top of Public Services, a tile adding more gives the 3 cubes
	// once, and the marker stays on the 6th level.
	s := newGame(t, 4)
	p := int(s.stack.Top().Who)
	ct := &s.cities[p]
	ct.Track[tPS] = 6
	cubes := ct.Cubes
	build(t, s, "courthouse", 1, 0)
	if ct.Track[tPS] != 6 || ct.Cubes != cubes+3 {
		t.Errorf("public services %d, cubes +%d; want 6 and +3", ct.Track[tPS], ct.Cubes-cubes)
	}
}

var (
	clauseRE = regexp.MustCompile(`(?i)(lose|gain)?\s*(\$\d+|\d+)\s*(progress|population|employment|public service|culture|prestige|energy cubes?)?`)
	trackOf  = map[string]int{"progress": tProg, "population": tPop, "employment": tEmp, "public service": tPS, "culture": tCult, "prestige": tPrestige, "energy cubes": tCubes, "energy cube": tCubes}
)

// textGains reads the plain gains and losses of an Immediate clause of a
// tile's appendix text: "gain 2 progress, 1 employment and lose 1 public
// service".
func textGains(clause string) map[int]int {
	out := map[int]int{}
	sign := 1
	for _, m := range clauseRE.FindAllStringSubmatch(clause, -1) {
		if strings.EqualFold(m[1], "lose") {
			sign = -1
		} else if strings.EqualFold(m[1], "gain") {
			sign = 1
		}
		n, _ := strconv.Atoi(strings.TrimPrefix(m[2], "$"))
		tr := tEcon
		if !strings.HasPrefix(m[2], "$") {
			tr = trackOf[strings.ToLower(m[3])]
		}
		out[tr] += sign * n
	}
	return out
}

// TestEveryTileImmediate builds every Era tile in a fresh City and checks
// the tracks moved as its appendix text says (conditional parts excepted:
// their own tests follow).
func TestEveryTileImmediate(t *testing.T) {
	for _, tile := range testContent.tiles {
		if tile.Era == 0 {
			continue
		}
		t.Run(tile.ID, func(t *testing.T) {
			s := newGame(t, 5)
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			ct.Track = [nTracks]int16{tPop: 10, tEmp: 0, tPS: 0, tProg: 0, tEcon: 20, tCult: 10}
			ct.Prestige = 0
			before := *ct
			build(t, s, tile.ID, 1, 0)
			imm, _, _ := strings.Cut(strings.TrimPrefix(tile.Text, "Immediate: "), ". ")
			want := textGains(imm)
			if strings.Contains(imm, "for every") || strings.Contains(imm, "lose $") || strings.Contains(imm, "energy cube from") {
				return // conditional or paid: see the tests below
			}
			// A Construction Effect counts the City Hall and the Hotel too:
			// its track is checked by the tiles_era*_test.go tables.
			skip := map[int]int{}
			if _, cons, ok := strings.Cut(tile.Text, "Construction: "); ok {
				skip = textGains(cons)
			}
			for tr := 0; tr < nGainable; tr++ {
				if _, ok := skip[tr]; ok {
					continue
				}
				got := s.levelOf(p, tr) - levelIn(&before, tr)
				if tr == tProg {
					got = int(ct.Track[tProg])
				}
				if tr == tPrestige {
					got -= penaltyOf(s, p, before)
				}
				if got != want[tr] {
					t.Errorf("%s: %+d, the text says %+d (%q)", trackIDs[tr], got, want[tr], imm)
				}
			}
		})
	}
}

func levelIn(ct *city, tr int) int {
	switch tr {
	case tPrestige:
		return int(ct.Prestige)
	case tCubes:
		return int(ct.Cubes)
	}
	return int(ct.Track[tr])
}

// penaltyOf is the Building Penalty of the tile placed at 1,0 (beside the
// token at 1,1; beside the City Hall and the Hotel).
func penaltyOf(s *State, p int, before city) int {
	ct := &s.cities[p]
	typ := s.typeOf(ct, int(ct.N)-1)
	if typ == s.typeOf(ct, 0) || typ == s.typeOf(ct, 1) {
		return 0
	}
	for i := 2; i < int(ct.N)-1; i++ {
		if s.typeOf(ct, i) == typ {
			return -s.c.penalty
		}
	}
	return 0
}

func TestBlueBuysFromTheTwoDollarRow(t *testing.T) {
	// "Blue has $1 and wishes to purchase the Magnificent Arch ... in the
	// $2 space of the Projects Area. In order to be left with $1, he needs
	// to borrow at least $2, and so he takes one Extra Taxation Action which
	// moves his Economy Track marker up to $4. He then loses one Prestige
	// Token before paying for his purchase by moving his marker back down
	// the Economy Track by $2"
	s := newGame(t, 4)
	p := int(s.stack.Top().Who)
	ct := &s.cities[p]
	ct.Track[tEcon], ct.Prestige = 1, 0
	s.where[inst(t, s, "magnificent-arch")] = locRow1
	play(t, s, "take magnificent-arch")
	if diff := cmp.Diff([2]int16{2, -1}, [2]int16{ct.Track[tEcon], ct.Prestige}); diff != "" {
		t.Errorf("[economy, prestige] after buying from the $2 row with $1 (-want +got):\n%s", diff)
	}
}

func TestFivePlayerRoundTwoMultiplier(t *testing.T) {
	// "In a 5-player game, on Round 2 ... the player on the rightmost space
	// of the Initiative Track pays a multiplier of only 1X. Beyond Round 2,
	// this space is used with its normal multiplier."
	s := newGame(t, 5)
	for _, tc := range []struct {
		round int
		want  int16
	}{{2, 20 - 3*1}, {3, 20 - 3*2}} {
		toDecision(t, s, tc.round, phPolitical, int(opSpace))
		// The four to the left take spaces 2 to 5; the one leaving the
		// rightmost space takes the first ($3).
		for sp := 2; sp <= 5; sp++ {
			play(t, s, "space "+strconv.Itoa(sp))
		}
		p := int(s.stack.Top().Who)
		if s.cities[p].Prev != 4 {
			t.Fatalf("round %d: the last to choose left space %d, want the rightmost", tc.round, s.cities[p].Prev+1)
		}
		s.cities[p].Track[tEcon] = 20
		play(t, s, "space 1")
		if got := s.cities[p].Track[tEcon]; got != tc.want {
			t.Errorf("round %d: $%d left of $20 after taking $3 from the rightmost space, want $%d", tc.round, got, tc.want)
		}
	}
}

func rulebookSeat(p int) rulebook.Player { return rulebook.Player(p) }

// TestConditionalEffectResolvedInChosenOrder builds High Finance Square
// ("for every $10 you have, gain 1 prestige") beside a Walled Mart (its
// Construction Effect: "when any tile is built adjacent, gain $6"). "The
// player may freely decide in what order they wish to update each track
// position", and each effect is worked out when it is resolved: the
// Conditional Effect resolved after the $6 counts it; resolved before, it
// does not. Money short of $10 is never topped up: an Extra Taxation Action
// may pay "for the effects of a card, but not for a Conditional Effect".
func TestConditionalEffectResolvedInChosenOrder(t *testing.T) {
	for _, tc := range []struct {
		name         string
		money        int
		first        string // the effect resolved first
		wantPrestige int
	}{
		{"the $6 first: $25+$6 = $31 give 3", 25, "effect 5", 3},
		{"the Conditional first: $25 give 2, then the $6", 25, "effect 4", 2},
		{"the $6 first: $9+$6 = $15 give 1", 9, "effect 5", 1},
		{"the Conditional first: $9 give nothing, and no Extra Taxation for it", 9, "effect 4", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, 5)
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			put(t, s, p, "walled-mart", 1, -1)
			ct.Tokens[0] = [2]int8{2, 0}
			ct.Track[tEcon], ct.Cubes = int16(tc.money), 5
			s.where[inst(t, s, "high-finance-square")] = locRow0
			play(t, s, "take high-finance-square", "place 1,0")
			prestige := ct.Prestige
			if top := s.stack.Top(); top == nil || top.Op != opOrder || len(s.Legal()) != 5 {
				t.Fatalf("after placing: %s, %v; want a choice of 5 effects (4 Immediate, the Walled Mart's $6)", s.Prompt(), s.Legal())
			}
			play(t, s, tc.first)
			for strings.Contains(s.Prompt(), conditionalAgain) {
				play(t, s, "yes")
			}
			if got := s.stack.Top().remaining(); got != 4 {
				t.Fatalf("%d effects left to order, want 4", got)
			}
			// The rest in listed order; the last needs no choice. The
			// Conditional Effect takes place as often as it may.
			for _, m := range []string{"effect 1", "effect 1", "effect 1"} {
				for strings.Contains(s.Prompt(), conditionalAgain) {
					play(t, s, "yes")
				}
				play(t, s, m)
			}
			for strings.Contains(s.Prompt(), conditionalAgain) {
				play(t, s, "yes")
			}
			if top := s.stack.Top(); top != nil && top.Op == opOrder && int(top.Who) == p {
				t.Fatalf("an order is still pending: %v", s.Legal())
			}
			if got := int(ct.Prestige - prestige); got != tc.wantPrestige {
				t.Errorf("prestige +%d, want +%d", got, tc.wantPrestige)
			}
			if got := int(ct.Track[tEcon]); got != tc.money+6 {
				t.Errorf("$%d, want $%d: the $6 and no Extra Taxation", got, tc.money+6)
			}
		})
	}
}
