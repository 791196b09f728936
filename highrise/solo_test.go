package highrise

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// soloCard puts the Blueprint Card id on the current round with the
// Blueprints of the letters given still unblocked.
func soloCard(t *testing.T, s *State, id string, open ...string) {
	t.Helper()
	i, ok := testContent.lookup('b', id)
	if !ok {
		t.Fatalf("no Blueprint Card %q", id)
	}
	s.bp[s.round] = int8(i)
	s.blocked, s.limitSet, s.limit = 0, false, -1
	for j, b := range s.blueprints() {
		if !slices.Contains(open, b.Letter) {
			s.blocked |= 1 << j
		}
	}
}

// "A Neutral Mogul stops in the Construction Zone for Bayside Heights. The
// last two Blueprint Blocker Tiles are placed on this zone, so you know you
// must place one. Since you do not Construct here, you draw a random tile,
// showing the letter B and use it to block the corresponding Blueprint
// slot. Only one Blueprint remains, showing the number 7, so you place the
// Corruption Limit Marker on the seventh space".
func TestSoloBlockerExample(t *testing.T) {
	s := ready(t, 1, ModeFull)
	// bp-2010-1: B reads 8, E reads 7; A, C and D are blocked already.
	soloCard(t, s, "bp-2010-1", "B", "E")
	// Every Construction Zone but Bayside Heights' has had its Blocker.
	bh := s.side.Spaces[trackIndex(t, s, "bh-build-1")].Zone
	s.czones = 0
	for zi, z := range s.side.Zones {
		if z.Kind == kindAction && z.Hood >= 0 && zi != bh {
			s.czones |= 1 << zi
		}
	}
	// Yellow leads on the Bayside Heights Tenants: the blocking Neutral
	// Mogul goes to the Zone in front, the Construction Zone.
	neutralTurn(t, s, 2, "dt-lose-1", "bh-tenant-1", "bh-floors-1")
	play(t, s, "block")
	if got := s.side.Spaces[s.p[2].Pos].ID; got != "bh-build-1" {
		t.Fatalf("the Neutral Mogul blocks on %s, want bh-build-1", got)
	}
	if s.limitSet {
		t.Fatalf("the limit is set before the Blocker is drawn")
	}
	if diff := cmp.Diff([]string{"blocker B", "blocker E"}, legalText(s)); diff != "" {
		t.Fatalf("Blockers Chance may draw (-want +got):\n%s", diff)
	}
	play(t, s, "blocker B")
	if !s.limitSet || s.limit != 7 {
		t.Errorf("Corruption Limit %d (set %v), want 7", s.limit, s.limitSet)
	}
	// "It's okay if this last Blueprint gets covered later in the round."
	s.blocked |= 1 << 4
	s.checkLimit()
	if s.limit != 7 {
		t.Errorf("the limit moved to %d after the last Blueprint was covered", s.limit)
	}
}

// A Mogul constructing a Blueprint for the first time blocks that one: no
// Blocker is drawn.
func TestSoloBlockerTakenByConstruction(t *testing.T) {
	s := ready(t, 1, ModeFull)
	soloCard(t, s, "bp-2010-1", "A", "B", "E")
	s.czones, s.spent = 0, ^uint64(0)
	onTurn(s, 0)
	for q := 1; q < 3; q++ {
		s.p[q].Pos = int8(trackIndex(t, s, "bh-trade-1")) + int8(q-1)
	}
	b := s.blueprint(0) // A
	stockYard(s, 0, b.Need)
	play(t, s, "go eg-build-1", "build A "+floorsString(testContent, b.Need))
	for s.stack.Top() != nil && s.stack.Top().Op != opTurn && s.stack.Top().Op != opNeutral {
		legal := s.Legal()
		if len(legal) == 0 {
			t.Fatalf("stuck at %s", s.Prompt())
		}
		if s.stack.Top().Op == opBlocker {
			t.Fatalf("a Blocker is drawn although A was constructed for the first time")
		}
		if err := s.Apply(legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
	}
	if s.blocked&1 == 0 || s.limitSet {
		t.Errorf("blocked %05b, limit set %v: want A blocked and B, E open", s.blocked, s.limitSet)
	}
}

// "Example, continued: You are playing yellow. At the end of the round, you
// have fewer Corruption than the limit, and your Corruption Marker is 3
// spaces behind the Corruption Limit Marker. You score 3 VP." Over the
// limit: "lose 3 VP for every space".
func TestSoloCorruptionLimitExample(t *testing.T) {
	for _, tc := range []struct {
		corr   uint8
		wantVP int16
	}{{4, 13}, {7, 10}, {9, 4}, {0, 17}} {
		s := ready(t, 1, ModeFull)
		s.stack = s.stack[:0]
		s.limit, s.limitSet = 7, true
		s.p[0].Corruption, s.p[0].VP = tc.corr, 10
		s.penalty()
		if s.p[0].VP != tc.wantVP || len(s.stack) != 0 {
			t.Errorf("Corruption %d against a limit of 7: %d VP (and %d steps), want %d", tc.corr, s.p[0].VP, len(s.stack), tc.wantVP)
		}
	}
}

// The Neutral Building Tiles: "| Stories | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12
// | Amount | 3 | 2 | 2 | 2 | 3 | 1 | 1 | 1 |"; "Take the 5 shortest ...
// Start with the shortest Neutral Building in East Gardens, and proceed
// clockwise to Bayside Heights. Then, in City Center, place the building on
// the Building Space neighboring Bayside Heights."
func TestSoloNeutralBuildings(t *testing.T) {
	so := testContent.count(1).Solo
	count := map[int]int{}
	for _, h := range so.Neutral {
		count[h]++
	}
	if diff := cmp.Diff(map[int]int{5: 3, 6: 2, 7: 2, 8: 2, 9: 3, 10: 1, 11: 1, 12: 1}, count); diff != "" {
		t.Errorf("the Neutral Building supply (-want +got):\n%s", diff)
	}
	s := ready(t, 1, ModeFull)
	var got []int
	for h, hood := range testContent.hoods {
		b := s.bld[s.buildingSpace(h, 0)]
		if !s.isNeutralBuilding(b) {
			t.Fatalf("%s: no Neutral Building on its first space", hood.Name)
		}
		got = append(got, int(b.Height))
	}
	if diff := cmp.Diff([]int{5, 5, 5, 6, 6}, got); diff != "" {
		t.Errorf("setup heights, East Gardens .. Bayside Heights, City Center (-want +got):\n%s", diff)
	}
	// A full East Gardens: the shortest Building goes, the one nearest the
	// first space on a tie; a demolished Building of yours draws 2 Floors.
	s.stack = s.stack[:0]
	clearBuildings(s)
	setBuilding(s, 0, 0, 1, 8) // Neutral (the first Neutral Mogul's seat)
	s.bld[s.buildingSpace(0, 0)].Floors = 8
	setBuilding(s, 0, 1, 0, 6)
	setBuilding(s, 0, 2, 0, 6)
	s.nsupply = 10
	s.placeNeutralBuildings()
	if b := s.bld[s.buildingSpace(0, 1)]; !s.isNeutralBuilding(b) || b.Height != 9 {
		t.Errorf("East Gardens 2: %+v, want the 9-story Neutral Building in place of your 6 nearest the first space", b)
	}
	if b := s.bld[s.buildingSpace(0, 2)]; b.Owner != 0 {
		t.Errorf("East Gardens 3: %+v, want your other 6-story Building kept", b)
	}
	if top := s.stack[0]; top.Op != opFloor || top.Who != 0 || top.N != 2 {
		t.Errorf("the demolition owes %+v, want 2 Floors drawn for p0", top)
	}
	if s.nsupply != 15 {
		t.Errorf("%d tiles taken, want all 15", s.nsupply)
	}
}

// "If you move your Mogul over a set of Bonus Spaces ahead of both Neutral
// Moguls, choose any one of the remaining Bonus Tiles. If you choose a
// Bonus Tile that shows Floors, choose from the 3 Floors next to the Bonus
// Tiles. Immediately refill to 3 Floors"; "If a Neutral Mogul is first to
// pass a set of Bonus Spaces, discard the Bonus Tile closest to the corner
// of the board"; "those Bonus Spaces will have no effect when any of the
// other two Moguls pass it."
func TestSoloBonusLine(t *testing.T) {
	s := ready(t, 1, ModeFull)
	two, _ := testContent.lookup('t', "two-floors-2010")
	lose, _ := testContent.lookup('t', "lose-1-2010")
	s.line = [maxLine]int8{int8(lose), int8(two), -1, -1, -1, -1, -1, -1}
	s.spent = 0
	// A Neutral Mogul passes bonus-1 first: the tile nearest the corner goes.
	s.stack = s.stack[:0]
	s.czones = ^uint64(0)
	s.soloPasses(1, -1, trackIndex(t, s, "eg-tenant-1"))
	if s.line[0] != -1 || s.line[1] != int8(two) || len(s.stack) != 0 {
		t.Fatalf("line %v: want the first tile discarded by the Neutral Mogul, nothing owed", s.line[:2])
	}
	// The player passes bonus-1 (spent) and bonus-2 first.
	onTurn(s, 0)
	s.p[1].Pos = int8(trackIndex(t, s, "bh-trade-1"))
	s.p[2].Pos = int8(trackIndex(t, s, "bh-floors-1"))
	s.spent = 1 << s.side.Spaces[trackIndex(t, s, "bonus-1a")].Zone
	red := testContent.color("red")
	s.returnFloors(&s.lineFl)
	s.bag[red] -= 3
	s.lineFl[red] = 3
	play(t, s, "go hb-floors-1", "tile two-floors-2010", "pick red", "floor black", "pick black", "floor green")
	if s.p[0].Yard[red] != 1 || s.p[0].Yard[testContent.color("black")] != 1 {
		t.Errorf("yard %v: want the red and black Floors chosen beside the line", s.Yard(0))
	}
	if s.lineFl.Total() != 3 {
		t.Errorf("%d Floors beside the line, want refilled to 3", s.lineFl.Total())
	}
	if s.stack.Top() != nil && s.stack.Top().Op == opLinePick {
		t.Errorf("a second Bonus Tile offered for a spent set")
	}
}

func legalText(s *State) []string {
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	return out
}

// The "1p Game Only" tenant texts are the 1-player game's scripts; the
// other player counts keep the tenant's own.
func TestOnePlayerTenantTexts(t *testing.T) {
	run := func(players int, id string) *State {
		s := ready(t, players, ModeFull)
		s.stack = s.stack[:0]
		s.stack.Push(task{Op: opTurn, Who: 0}) // something below the power
		for p := range players {
			s.returnFloors(&s.p[p].Yard)
			s.p[p].Corruption = 3
		}
		if players > 1 {
			s.p[1].Corruption = 5
			stockYard(s, 1, Floors{1})
		}
		ten := &s.ts[tenantIndex(t, id)]
		effects, err := s.runEffects(ten.effect, 0, ten.Hood, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.pushEffects(effects, 0); err != nil {
			t.Fatal(err)
		}
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
		return s
	}
	// Banquet Hall: "You are considered to have fewest Corruption, so you will Choose only one Floor."
	if s := run(1, "banquet-hall"); s.stack.Top().Op != opChoose || s.stack.Top().N != 1 {
		t.Errorf("Banquet Hall, 1 player: %s (N=%d), want to choose one Floor", s.Prompt(), s.stack.Top().N)
	}
	// Tax Office: "Draw 3 Floors from the bag."
	if s := run(1, "tax-office"); s.stack.Top().Op != opFloor || s.stack.Top().N != 3 {
		t.Errorf("Tax Office, 1 player: %s, want 3 Floors drawn", s.Prompt())
	}
	// Cable News Channel: "The only effect this Tenant has is that you lose one Corruption."
	if s := run(1, "cable-news-channel"); s.p[0].Corruption != 2 || s.p[1].Corruption != 0 {
		t.Errorf("Cable News Channel, 1 player: Corruption %d, Neutral Mogul %d; want 2 and 0", s.p[0].Corruption, s.p[1].Corruption)
	}
	// Two players: the tenant's own text (Tax Office asks the opponent).
	if s := run(2, "tax-office"); s.stack.Top().Op != opGive || s.ToMove() != 1 {
		t.Errorf("Tax Office, 2 players: %s, want the opponent to give a Floor", s.Prompt())
	}
	// Marketing Firm at the end: no 3 VP for most Luxuries, -3 with none.
	mf := tenantIndex(t, "marketing-firm")
	for _, tc := range []struct {
		players, luxuries int
		want              int16
	}{{1, 0, -3}, {1, 2, 6}, {2, 2, 9}} {
		s := ready(t, tc.players, ModeFull)
		lux := testContent.cardIndex("luxury")
		s.stacks[lux] -= uint8(tc.luxuries)
		s.p[0].Up[lux] = uint8(tc.luxuries)
		effects, err := s.runEffects(s.ts[mf].gameEnd, 0, -1, nil)
		if err != nil {
			t.Fatal(err)
		}
		var vp int16
		for _, e := range effects {
			switch e.Op {
			case opVP:
				vp += int16(e.N)
			case opLoseVP:
				vp -= int16(e.N)
			}
		}
		if vp != tc.want {
			t.Errorf("Marketing Firm, %d players, %d Luxuries: %d VP, want %d", tc.players, tc.luxuries, vp, tc.want)
		}
	}
}
