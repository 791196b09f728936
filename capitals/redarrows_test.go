package capitals

import "testing"

// Red arrows at moments that are neither a tile built nor an activation.
// "every time a player moves one of their Player Markers beyond the final
// space of that Track, they will gain or lose Prestige Tokens ... These
// points are obtained only once per tile built and once per Activation":
// the once is counted within one tile built or one activation, never
// carried over from another City's build, nor from an earlier moment.

// TestRedArrowCasinoAfterAnotherCitysBuild: the last City of the Building
// Phase builds the Royal Cinema ("Immediate: gain 2 progress, $12") at $35
// and takes the Economy's red arrow. Then, "at the end of each tourism
// phase", the first City's Casino ("gain $2 for each tourist marker in
// your city") moves its marker, already on $40, beyond the track's end: it
// takes the red arrow too. The Royal Cinema's arrow was another City's,
// at another moment.
func TestRedArrowCasinoAfterAnotherCitysBuild(t *testing.T) {
	s := newGame(t, 4, WithProsperity(true))
	order := s.order()
	a, b := int(order[0]), int(order[3])
	put(t, s, a, "casino", 1, -1)
	s.cities[a].Track[tEcon], s.cities[a].Track[tCult] = 40, 5 // the Highest Culture: it keeps its own Tourist
	s.cities[b].Track[tEcon] = 35
	var before int16
	for i, id := range []string{"cog-factory", "dancing-horse-statue", "doctor", "royal-cinema"} {
		if who := int(s.stack.Top().Who); who != int(order[i]) {
			t.Fatalf("p%d to build, want p%d", who, order[i])
		}
		before = s.cities[a].Prestige
		build(t, s, id, 1, 0)
	}
	if got := s.cities[b].Track[tEcon]; got != 40 {
		t.Fatalf("p%d on $%d after the Royal Cinema, want $40 (the track's end)", b, got)
	}
	// The Building Phase is over: the Tourism Phase ran, the Executive
	// Phase waits on the first City.
	if s.phase != phExecutive {
		t.Fatalf("phase %s, want the Executive Phase (%s)", phaseNames[s.phase], s.Prompt())
	}
	if got := s.cities[a].Track[tEcon]; got != 40 {
		t.Fatalf("the Casino's City on $%d, want $40", got)
	}
	high := s.c.tracks[tEcon].high
	if len(high) != 1 || high[0].Arg != "prestige" {
		t.Fatalf("the Economy's red arrow is %v, want a Prestige gain", high)
	}
	if got, want := s.cities[a].Prestige-before, int16(high[0].N); got != want {
		t.Errorf("the Casino beyond $40 gave %+d Prestige, want the red arrow's %+d", got, want)
	}
}

// TestRedArrowEndOfGameAfterAnotherCitysExpo: at the last World Expo the
// last City in Initiative order, on the 5th level of Public Services
// (its icon: 2 Progress), passes the Power Plant symbol and upgrades; its
// Park ("each time you upgrade your power plant, gain 2 culture") moves its
// marker, already at the Culture Track's end, beyond it: it takes the red
// arrow. Then "First, score any endgame effects on city tiles": the first
// City's Public Works Office ("for every 2 energy cubes on your power
// plant, gain 1 culture") moves its own marker, also at the end, beyond
// it, and takes the red arrow as well, whatever the other City did. Its
// Prestige is the same whether the other City's Park went beyond the end
// or not.
func TestRedArrowEndOfGameAfterAnotherCitysExpo(t *testing.T) {
	end := func(otherCulture int16) (first int16) {
		s := newGame(t, 4, WithProsperity(true))
		order := s.order()
		f, l := int(order[0]), int(order[3])
		put(t, s, f, "public-works-office", 1, -1)
		put(t, s, l, "park", 1, -1)
		s.cities[f].Track[tCult], s.cities[f].Cubes = 30, 2
		s.cities[l].Track[tCult], s.cities[l].Track[tPS], s.cities[l].Track[tProg] = otherCulture, 5, 5
		s.stack = s.stack[:0]
		s.round, s.phase, s.idx = 12, phExpo, 0
		if err := s.settle(); err != nil {
			t.Fatal(err)
		}
		if top := s.stack.Top(); top == nil || top.Op != opUpgrade || int(top.Who) != l {
			t.Fatalf("no upgrade offered to p%d at the World Expo: %s", l, s.Prompt())
		}
		culture := s.cities[l].Prestige
		play(t, s, "yes")
		if !s.Over() {
			t.Fatalf("not over: %s", s.Prompt())
		}
		if otherCulture == 30 && s.cities[l].Prestige <= culture {
			t.Fatalf("p%d's Park beyond the Culture Track's end took no red arrow", l)
		}
		return s.cities[f].Prestige
	}
	if beyond, within := end(30), end(10); beyond != within {
		t.Errorf("the first City's Prestige is %d after the other City's Park went beyond the Culture Track's end, %d when it did not: want the same (its Public Works Office takes its own red arrow)", beyond, within)
	}
}

// TestRedArrowFreeActivationInsideABuild: the Technology Park ("Immediate:
// activate 1 adjacent building tile for free") is built beside a Walled
// Mart ("Later, when any tile is built adjacent, gain $6") and a
// Bookseller ("Activate to gain $7"), with $38. The Walled Mart's $6 takes
// the Economy's red arrow once for the tile built; the Bookseller's $7, an
// Activation, once for that Activation: 2 Prestige, in whichever order the
// player resolves the two ("The player may freely decide in what order they
// wish to update each track position").
func TestRedArrowFreeActivationInsideABuild(t *testing.T) {
	for _, tc := range []struct {
		reason string
		moves  []string
	}{
		{"the free activation first", []string{"effect 1", "free 2,0"}},
		{"the Walled Mart's $6 first", []string{"effect 2", "free 2,0"}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4, WithProsperity(true))
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			ct.Tokens = [maxTokens][2]int8{{3, 1}, {-20, -20}}
			put(t, s, p, "walled-mart", 1, 0)
			put(t, s, p, "bookseller", 2, 0)
			for q := range s.seats() {
				if q != p {
					s.cities[q].Track[tProg] = 1 // p is the lowest on the Progress Track
				}
			}
			ct.Track[tEcon], ct.Prestige = 38, 0
			s.where[inst(t, s, "technology-park")] = locHand + uint8(p)
			s.stack.Push(task{Op: opProsper, Who: int8(p)})
			play(t, s, "build technology-park", "place 2,1")
			play(t, s, tc.moves...)
			if ct.Track[tEcon] != 40 {
				t.Fatalf("$%d, want $40 (the track's end)", ct.Track[tEcon])
			}
			if got, want := int(ct.Prestige), 2*s.c.tracks[tEcon].high[0].N; got != want {
				t.Errorf("%+d Prestige, want %+d: the red arrow once for the tile built, once for the Activation", got, want)
			}
		})
	}
}

// TestRedArrowTileBuiltInsideABuild: the Financial District ("Immediate:
// build 1 additional tile from Projects Area, following all building
// rules. Also, take -1/0/1 public service depending on the current Era
// I/II/III") is built in Era III by a City on the last level of the Public
// Services Track; the additional tile is a Courthouse ("gain 1 progress, 2
// public service"). Each is a tile built, each takes the track's red arrow
// (3 Energy Cubes) once: 6 cubes, in whichever order the player resolves
// the Financial District's two effects.
func TestRedArrowTileBuiltInsideABuild(t *testing.T) {
	for _, tc := range []struct {
		reason string
		moves  []string
	}{
		{"the additional tile first", []string{"effect 1", "take courthouse", "place 2,0", "effect 1"}},
		{"the Public Services first", []string{"effect 2", "take courthouse", "place 2,0", "effect 1"}},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			s := newGame(t, 4, WithProsperity(true))
			p := int(s.stack.Top().Who)
			ct := &s.cities[p]
			s.round = 10 // Era III
			ct.Track[tPS] = int16(s.c.tracks[tPS].Max)
			cubes := ct.Cubes
			s.where[inst(t, s, "financial-district")] = locHand + uint8(p)
			s.where[inst(t, s, "courthouse")] = locRow0
			s.stack.Push(task{Op: opProsper, Who: int8(p)})
			play(t, s, "build financial-district", "place 1,0")
			play(t, s, tc.moves...)
			if top := s.stack.Top(); top != nil && top.Op == opOrder && int(top.Who) == p {
				t.Fatalf("effects still to order: %s", s.Prompt())
			}
			if ct.Track[tPS] != int16(s.c.tracks[tPS].Max) {
				t.Fatalf("Public Services %d, want the last level", ct.Track[tPS])
			}
			high := s.c.tracks[tPS].high
			if got, want := int(ct.Cubes-cubes), 2*high[0].N; got != want {
				t.Errorf("%+d Energy Cubes, want %+d: the red arrow once for each tile built", got, want)
			}
		})
	}
}

// TestRedArrowPaymentOfItsOwn: a designer's Toll Bridge ("each time you
// pay Money, gain 1 culture", testdata/designer) in the City first to
// choose its Initiative space, already at the Culture Track's end. The
// last City of round 1's Executive Phase activates its DaVinci Estate
// ("Activate to gain 2 culture") beyond the same end and takes the red
// arrow. The Initiative payment of round 2 is neither that activation nor
// a tile built: the Toll Bridge's Culture takes the red arrow too.
func TestRedArrowPaymentOfItsOwn(t *testing.T) {
	s := newGameOn(t, withDesignerTiles(t), 4)
	order := s.order()
	a, b := int(order[0]), int(order[3])
	put(t, s, a, "toll-bridge", 1, -1)
	put(t, s, b, "davinci-estate", 1, -1)
	toDecision(t, s, 1, phExecutive, int(opExec))
	top := s.c.tracks[tCult].Max
	s.cities[a].Track[tCult], s.cities[b].Track[tCult] = int16(top), int16(top)
	for _, p := range order[:3] {
		if who := int(s.stack.Top().Who); who != int(p) {
			t.Fatalf("p%d's Executive turn, want p%d's", who, p)
		}
		play(t, s, "done", "bonus cube")
	}
	prestige := s.cities[b].Prestige
	play(t, s, "activate 1,-1", "done")
	if s.cities[b].Prestige <= prestige {
		t.Fatalf("p%d's DaVinci Estate beyond the Culture Track's end took no red arrow", b)
	}
	toDecision(t, s, 2, phPolitical, int(opSpace))
	if who := int(s.stack.Top().Who); who != a {
		t.Fatalf("p%d chooses first, want p%d", who, a)
	}
	s.cities[a].Track[tEcon], s.cities[a].Track[tCult] = 30, int16(top)
	prestige = s.cities[a].Prestige
	play(t, s, "space 4")
	if s.cities[a].Track[tEcon] >= 30 {
		t.Fatalf("p%d paid nothing for its space", a)
	}
	high := s.c.tracks[tCult].high
	if got, want := int(s.cities[a].Prestige-prestige), high[0].N; got != want {
		t.Errorf("the Toll Bridge beyond the Culture Track's end gave %+d Prestige, want the red arrow's %+d", got, want)
	}
}
