package buildershigh

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/rulebooktest"
)

// conformanceRoundLimit bounds the suite's games. The rulebook has no round
// limit and random players seldom empty their hands, so a random game
// without one can run for hundreds of rounds: the suite sets the
// round_limit option, and checks that the games it stops say so.
const conformanceRoundLimit = "60"

func conformanceConfigs() []rulebooktest.Config[*State, Move] {
	var configs []rulebooktest.Config[*State, Move]
	for _, easy := range []bool{false, true} {
		for players := 2; players <= 5; players++ {
			name := fmt.Sprintf("players=%d", players)
			if easy {
				name += "/easy"
			}
			configs = append(configs, rulebooktest.Config[*State, Move]{
				Name: name,
				New: func(seed uint64) (*State, error) {
					return New(testContent, WithPlayers(players), WithEasyMode(easy), WithRule("round_limit", conformanceRoundLimit))
				},
			})
		}
	}
	return configs
}

func conformanceSuite() rulebooktest.Suite[*State, Move] {
	return rulebooktest.Suite[*State, Move]{
		Configs:       conformanceConfigs(),
		Games:         1000,
		MaxDecisions:  20000,
		ScoreMin:      0,
		ScoreMax:      54,
		AllowNoWinner: false, // a game the rules end has a winner; one the round limit stops says so (StoppedBy)
		View:          func(s *State, p rulebook.Player) any { return s.View(p) },
		Rehide:        rehide,
		Decode:        func(data []byte) (*State, error) { return Decode(testContent, data) },
		Equal:         func(a, b *State) string { return cmpStates(a, b) },
		Invariants:    invariants,
		Rules:         &replayRules,
	}
}

func TestConformance(t *testing.T) { conformanceSuite().Run(t) }

// rehide swaps one card in another seat's hand for a different card of the
// same deck still in the deck: only things hidden from p change.
func rehide(s *State, p rulebook.Player, r *rand.Rand) (*State, bool) {
	type swap struct{ seat, from, to int }
	var swaps []swap
	deck := s.zone(zDeck)
	for q := 0; q < s.seats(); q++ {
		if rulebook.Player(q) == p {
			continue
		}
		hand := s.zone(handZone(q))
		for _, d := range []Deck{BudgetDeck, BuildingDeck} {
			for _, a := range s.deckKinds(d) {
				for _, b := range s.deckKinds(d) {
					if a != b && hand[a] > 0 && deck[b] > 0 {
						swaps = append(swaps, swap{q, a, b})
					}
				}
			}
		}
	}
	if len(swaps) == 0 {
		return s, false
	}
	w := swaps[r.IntN(len(swaps))]
	t := s.Clone()
	t.move(w.from, handZone(w.seat), zDeck)
	t.move(w.to, zDeck, handZone(w.seat))
	return t, true
}

// payableByBudget reports whether some budget cards of the game, at least
// one and at most a payment's worth, total cost exactly: a plain search over
// the counts of each denomination.
func payableByBudget(c *Content, cost int) bool {
	var search func(i, left, cards int) bool
	search = func(i, left, cards int) bool {
		if left == 0 {
			return cards > 0
		}
		if i == len(c.budget) || cards == maxPaymentCards {
			return false
		}
		card := c.cards[c.budget[i]]
		for n := 0; n <= card.Count && n*card.Value <= left && cards+n <= maxPaymentCards; n++ {
			if search(i+1, left-n*card.Value, cards+n) {
				return true
			}
		}
		return false
	}
	return cost > 0 && search(0, cost, 0)
}

func cmpStates(a, b *State) string {
	return cmpDiff(a, b)
}

var invariants = []rulebooktest.Invariant[*State]{
	{Name: "the 108 cards (99 in Easy Mode, which removes the 9 city planning cards from the game) are conserved across decks, Center, hands, discard and play areas", Check: func(s *State) error {
		total := 0
		for z := 0; z < zSeats+2*s.seats(); z++ {
			if marker(z) {
				continue
			}
			for _, n := range s.zone(z) {
				total += int(n)
			}
		}
		want := 108
		if s.opts.easy {
			want = 99
		}
		if total != want {
			return fmt.Errorf("%d cards in play, want %d", total, want)
		}
		return s.conserved()
	}},
	{Name: "zone totals match the counts", Check: func(s *State) error {
		for z := 0; z < zSeats+2*s.seats(); z++ {
			if marker(z) {
				continue
			}
			for _, d := range []Deck{BudgetDeck, BuildingDeck, PlanningDeck} {
				n := 0
				for _, k := range s.deckKinds(d) {
					n += int(s.zone(z)[k])
				}
				if n != s.total(z, d) {
					return fmt.Errorf("zone %s holds %d %v cards, its total says %d", s.zoneName(z), n, d, s.total(z, d))
				}
			}
		}
		return nil
	}},
	{Name: "no player holds two city planning cards", Check: func(s *State) error {
		for p := 0; p < s.seats(); p++ {
			if n := s.total(areaZone(p), PlanningDeck); n > 1 {
				return fmt.Errorf("p%d holds %d city planning cards", p, n)
			}
			if s.total(handZone(p), PlanningDeck) != 0 {
				return fmt.Errorf("p%d holds a city planning card in hand", p)
			}
		}
		return nil
	}},
	{Name: "a player who met the victory condition holds a city planning card (Easy Mode: none is needed)", Check: func(s *State) error {
		// "If any player have a city planning card in their play area and
		// they have no cards in their hand, that player achieves the
		// victory condition" (Achieving victory conditions).
		for p := 0; p < s.seats(); p++ {
			if s.Achieved(rulebook.Player(p)) && !s.opts.easy && s.total(areaZone(p), PlanningDeck) == 0 {
				return fmt.Errorf("p%d met the victory condition with no city planning card", p)
			}
		}
		return nil
	}},
	{Name: "the Center's city planning cards are the number of players + 1, less those achieved", Check: func(s *State) error {
		// "reveal 1 card plus the number of players from the city planning
		// deck face up" (Setting Up the Center); an achieved card leaves
		// the Center for a play area and is not replaced ("take that city
		// planning card and place it face up in your play area"); the City
		// Hall's replace reveals the next card for the one it discards (it
		// replaces nothing when the deck is empty). Easy Mode removes the
		// city planning cards from the game.
		if s.round == 0 {
			return nil
		}
		if t := s.stack.Top(); t != nil && t.Op == opDrawCard && t.Deck == PlanningDeck {
			return nil // a replaced card's successor is being revealed
		}
		want := s.seats() + s.c.planningExtra
		if s.opts.easy {
			want = 0
		}
		achieved := 0
		for p := 0; p < s.seats(); p++ {
			achieved += s.total(areaZone(p), PlanningDeck)
		}
		if center := s.total(zCenter, PlanningDeck); center+achieved != want {
			return fmt.Errorf("%d city planning cards in the Center and %d achieved; want %d in all", center, achieved, want)
		}
		return nil
	}},
	{Name: "players act in turn order", Check: func(s *State) error {
		if s.round == 0 {
			return nil
		}
		n := int32(s.seats())
		want := (int32(s.first) + s.turn - 1) % n
		if int32(s.current) != want {
			return fmt.Errorf("turn %d: p%d is playing, turn order from first player p%d says p%d", s.turn, s.current, s.first, want)
		}
		if wantRound := (s.turn-1)/n + 1; int32(s.round) != wantRound {
			return fmt.Errorf("turn %d is in round %d, want %d", s.turn, s.round, wantRound)
		}
		return nil
	}},
	{Name: "the game ends after a whole round", Check: func(s *State) error {
		if s.over && s.opts.endOfGame == endRound && s.turn%int32(s.seats()) != 0 {
			return fmt.Errorf("the game ended on turn %d, not at the end of a round of %d", s.turn, s.seats())
		}
		return nil
	}},
	{Name: "every building in a hand has a cost its holder's modifiers make and budget cards can total exactly", Check: func(s *State) error {
		for p := 0; p < s.seats(); p++ {
			hand, area := s.zone(handZone(p)), s.zone(areaZone(p))
			for _, k := range s.c.building {
				if hand[k] == 0 {
					continue
				}
				// The cost worked out afresh: the printed cost plus each
				// modifier's script, run for this building, once per copy.
				want := s.c.cards[k].Cost
				for _, m := range s.c.building {
					if area[m] == 0 || s.c.cards[m].costMod == nil {
						continue
					}
					var r expr.Runner
					d, err := r.RunInt(s.c.cards[m].costMod, &Env{s: s, player: p, subject: k})
					if err != nil {
						return err
					}
					want += int(area[m]) * d
				}
				want = max(0, want)
				if got := s.cost(p, k); got != want {
					return fmt.Errorf("p%d's %s costs %dM, its modifiers' scripts say %dM", p, s.c.cards[k].ID, got, want)
				}
				if !payableByBudget(s.c, want) {
					return fmt.Errorf("p%d's %s costs %dM, which no budget cards total exactly", p, s.c.cards[k].ID, want)
				}
			}
		}
		return nil
	}},
	{Name: "only the round limit stops a game: at the end of its last round, with nobody having met the victory condition", Check: func(s *State) error {
		stopped := s.StoppedBy() != ""
		switch {
		case stopped != (s.over && s.achieved == 0):
			return fmt.Errorf("over %v, achieved %b, but StoppedBy says %q", s.over, s.achieved, s.StoppedBy())
		case !stopped:
			return nil
		case s.opts.roundLimit <= 0 || int(s.round) != s.opts.roundLimit || s.turn%int32(s.seats()) != 0:
			return fmt.Errorf("stopped on turn %d of round %d, not at the end of round %d", s.turn, s.round, s.opts.roundLimit)
		case len(s.Winners()) != 0:
			return fmt.Errorf("a game the round limit stopped has winners %v", s.Winners())
		}
		return nil
	}},
	{Name: "a turn begins with 9 building cards face up in the Center, or no building card left to draw but the Center's own", Check: func(s *State) error {
		// "Reveal 9 cards from the building deck face up" (Setting Up the
		// Center), refilled to 9 at the end of each turn by center_refill's
		// default, across a reshuffle ("When the deck runs out"); the refill
		// stops short only when the deck and the discard pile are empty, as
		// reshuffling the Center alone would reveal its own cards again. A
		// turn begins when its player is to act with nothing pending and no
		// hand ability used yet. The Center may hold more than 9 (the put verb
		// places cards of a hand in it).
		if s.round == 0 || s.over || s.actionDone || s.stack.Top() != nil || s.opts.refill != refillTurnEnd {
			return nil
		}
		for _, n := range s.zone(zUsed) {
			if n > 0 {
				return nil // a hand ability used before the action
			}
		}
		center, left := s.total(zCenter, BuildingDeck), s.total(zDeck, BuildingDeck)+s.total(zDiscard, BuildingDeck)
		if center < s.c.centerBuildings && left > 0 {
			return fmt.Errorf("turn %d begins with %d building cards in the Center and %d in the deck and discard pile", s.turn, center, left)
		}
		return nil
	}},
	{Name: "only seats that met the victory condition win", Check: func(s *State) error {
		for _, w := range s.Winners() {
			if s.achieved&(1<<w) == 0 {
				return fmt.Errorf("%v wins without meeting the victory condition", w)
			}
		}
		return nil
	}},
}

// TestRulesOptionsConform plays seeded random games under every choice of
// every rules option but the default (TestConformance plays the defaults),
// and under the three choices about running out together (reshuffle
// discard-only, center_refill never, short_draw forbidden), at every
// player count, with every check of the conformance suite: Legal and Check
// agree, the invariants above hold (the cards conserved, the Center's
// city planning cards, a turn beginning with 9 building cards when a
// refill can give them, the end after a whole round), saves round-trip.
// Random games run the decks out, reshuffle, draw short and pass (a Center
// never refilled empties), so the rules of "When the deck runs out" and of
// Procure's draw are played under each reading the options give.
func TestRulesOptionsConform(t *testing.T) {
	var variants []string
	for _, o := range testContent.RuleOptions() {
		for _, choice := range o.Choices {
			if choice != o.Default {
				variants = append(variants, o.Name+"="+choice)
			}
		}
	}
	variants = append(variants, "reshuffle="+reshuffleDisc+" center_refill="+refillNever+" short_draw="+shortForbidden)
	seeds := uint64(2)
	if testing.Short() {
		seeds = 1
	}
	suite := conformanceSuite()
	for _, v := range variants {
		for players := 2; players <= 5; players++ {
			for seed := uint64(1); seed <= seeds; seed++ {
				opts, err := ParseOptions(fmt.Sprintf("players=%d easy=%t round_limit=%s %s", players, seed%2 == 0, conformanceRoundLimit, v))
				if err != nil {
					t.Fatal(err)
				}
				cfg := rulebooktest.Config[*State, Move]{Name: v, New: func(uint64) (*State, error) { return New(testContent, opts...) }}
				if err := suite.CheckGame(cfg, seed+uint64(players)*100); err != nil {
					t.Errorf("%s, %d players: %v", v, players, err)
				}
			}
		}
	}
	if len(variants) < 7 {
		t.Errorf("the content's rules options give %d choices besides the defaults, want at least 7: %v", len(variants), variants)
	}
}
