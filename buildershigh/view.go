package buildershigh

import "github.com/rulebook-go/rulebook"

// View is what one player may see of a game: everything face up, the sizes
// of the decks and of the other hands, but no other hand's cards and not
// what is left in a deck. It marshals to JSON.
type View struct {
	Game              string          `json:"game"`
	Content           string          `json:"content"`
	Options           string          `json:"options"`
	Viewer            rulebook.Player `json:"viewer"`
	First             rulebook.Player `json:"first"`
	Current           rulebook.Player `json:"current"`
	Round             int             `json:"round"`
	Turn              int             `json:"turn"`
	rulebook.Decision                 // to_move, prompt, over
	Stopped           string          `json:"stopped,omitempty"` // the limit that stopped the game, when one did (StoppedBy)
	Center            map[string]int  `json:"center"`
	Discard           map[string]int  `json:"discard"`
	Decks             map[string]int  `json:"decks"` // cards left in each deck
	Players           []PlayerView    `json:"players"`
	Legal             []string        `json:"legal,omitempty"` // the viewer's legal moves, when the viewer is to move
	LastPaid          string          `json:"last_paid,omitempty"`
}

// PlayerView is one seat as the viewer sees it.
type PlayerView struct {
	Seat         rulebook.Player `json:"seat"`
	HandBudget   int             `json:"hand_budget"`    // budget cards in hand (the backs show the deck)
	HandBuilding int             `json:"hand_building"`  // building cards in hand
	Hand         map[string]int  `json:"hand,omitempty"` // the cards, for the viewer's own hand only
	PlayArea     map[string]int  `json:"play_area"`
	Achieved     bool            `json:"achieved"`
}

// View returns what player p may see.
func (s *State) View(p rulebook.Player) View {
	v := View{
		Game: gameName, Content: s.c.fingerprint, Options: s.Options(), Viewer: p,
		First: s.First(), Current: s.Current(), Round: int(s.round), Turn: int(s.turn),
		Decision: rulebook.DecisionOf(s), Stopped: s.StoppedBy(),
		Center: s.countsOf(zCenter), Discard: s.countsOf(zDiscard),
		Decks: map[string]int{
			"budget":   s.total(zDeck, BudgetDeck),
			"building": s.total(zDeck, BuildingDeck),
			"planning": s.total(zDeck, PlanningDeck),
		},
	}
	for q := 0; q < s.seats(); q++ {
		pv := PlayerView{
			Seat:         rulebook.Player(q),
			HandBudget:   s.total(handZone(q), BudgetDeck),
			HandBuilding: s.total(handZone(q), BuildingDeck),
			PlayArea:     s.countsOf(areaZone(q)),
			Achieved:     s.achieved&(1<<q) != 0,
		}
		if rulebook.Player(q) == p {
			pv.Hand = s.countsOf(handZone(q))
		}
		v.Players = append(v.Players, pv)
	}
	if s.lastPayer >= 0 {
		var pay Payment
		n := 0
		for i, k := range s.c.budget {
			for c := 0; c < int(s.lastPay[i]) && n < maxPaymentCards; c++ {
				pay[n] = uint8(s.c.cards[k].Value)
				n++
			}
		}
		v.LastPaid = rulebook.Player(s.lastPayer).String() + " paid " + pay.String()
	}
	if p.IsSeat() && s.ToMove() == p {
		for _, m := range s.Legal() {
			v.Legal = append(v.Legal, m.String())
		}
	}
	return v
}
