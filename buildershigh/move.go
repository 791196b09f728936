package buildershigh

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/expr"
	"github.com/rulebook-go/rulebook/internal/notation"
)

// Payment lists the values of the budget cards of one payment in ascending
// order, ended by the first zero: 2+2+5+5 is {2, 2, 5, 5, 0, …}.
type Payment [maxPaymentCards]uint8

// Total is the sum of the payment's values.
func (p Payment) Total() int {
	t := 0
	for _, v := range p {
		if v == 0 {
			break
		}
		t += int(v)
	}
	return t
}

// String writes "2+2+5+5", or "0" for paying nothing.
func (p Payment) String() string {
	var b strings.Builder
	for i, v := range p {
		if v == 0 {
			break
		}
		if i > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(int(v)))
	}
	if b.Len() == 0 {
		return "0"
	}
	return b.String()
}

// Move is one decision of Builder's High. Cards are named by their content
// id; identical cards are one move.
type Move struct {
	Action Action
	Card   string          // the card the action concerns
	Other  string          // Exchange: the Center card taken
	Deck   Deck            // ActFrom: the deck chosen
	Seat   rulebook.Player // ActFirst: the first player; ActPlayer: the player chosen
	Pay    Payment         // ActPay: the budget cards paid
}

// String writes the move's notation, which ParseMove reads back.
func (m Move) String() string {
	// No action, or one past the list, is "?": no case below.
	w := notation.Word(actionWords[:], m.Action)
	switch m.Action {
	case ActFirst, ActPlayer:
		return w + " " + m.Seat.String()
	case ActCard, ActTake, ActBuild, ActUse, ActPick, ActDiscard, ActGive, ActReturn, ActPlan:
		return w + " " + m.Card
	case ActFrom:
		return w + " " + m.Deck.String()
	case ActExchange:
		return w + " " + m.Card + " for " + m.Other
	case ActPay:
		return w + " " + m.Pay.String()
	case ActChoose:
		if m.Card != "" {
			return w + " card " + m.Card
		}
		return w + " " + m.Seat.String()
	case ActFirstOption:
		return w + " 1"
	case ActSecondOption:
		return w + " 2"
	}
	return w
}

// ParseMove reads a move's notation. It checks the notation and that the
// cards it names exist in the game's content, not that the move is legal
// (Check does that).
func (s *State) ParseMove(text string) (Move, error) { return s.c.ParseMove(text) }

// ParseMove reads a move's notation against this content.
func (c *Content) ParseMove(text string) (Move, error) {
	t, act, err := notation.Read[Action](text, actionWords[:])
	if err != nil {
		return Move{}, err
	}
	f := t.Words
	card := func(id string) (string, error) {
		if i, ok := c.byID[id]; ok {
			return c.cards[i].ID, nil
		}
		return "", t.Unknown("card", id)
	}
	var m Move
	switch act {
	case ActFirst, ActPlayer:
		if err := t.Want(2, f[0]+" p0"); err != nil {
			return m, err
		}
		p, err := rulebook.ParsePlayer(f[1])
		if err != nil || !p.IsSeat() {
			return m, t.Error("expected a seat such as p0")
		}
		return Move{Action: act, Seat: p}, nil
	case ActCard, ActTake, ActBuild, ActUse, ActPick, ActDiscard, ActGive, ActReturn, ActPlan:
		if err := t.Want(2, f[0]+" CARD"); err != nil {
			return m, err
		}
		id, err := card(f[1])
		if err != nil {
			return m, err
		}
		return Move{Action: act, Card: id}, nil
	case ActDraw, ActEnd, ActPass, ActYes, ActNo:
		if err := t.Want(1, f[0]); err != nil {
			return m, err
		}
		return Move{Action: act}, nil
	case ActFrom:
		if err := t.Want(2, "from budget|building"); err != nil {
			return m, err
		}
		d, ok := parseDeck(f[1])
		if !ok || d == PlanningDeck {
			return m, t.Error(`expected "from budget" or "from building"`)
		}
		return Move{Action: ActFrom, Deck: d}, nil
	case ActExchange:
		if len(f) != 4 || f[2] != "for" {
			return m, t.Error(`expected "exchange CARD for CARD"`)
		}
		a, err := card(f[1])
		if err != nil {
			return m, err
		}
		b, err := card(f[3])
		if err != nil {
			return m, err
		}
		return Move{Action: ActExchange, Card: a, Other: b}, nil
	case ActPay:
		if err := t.Want(2, "pay 2+2+5+5"); err != nil {
			return m, err
		}
		pay, err := c.parsePayment(f[1])
		if err != nil {
			return m, t.Error(err.Error())
		}
		return Move{Action: ActPay, Pay: pay}, nil
	case ActChoose:
		if len(f) == 3 && f[1] == "card" {
			id, err := card(f[2])
			if err != nil {
				return m, err
			}
			return Move{Action: ActChoose, Card: id}, nil
		}
		if len(f) != 2 {
			return m, t.Error(`expected "choose p2" or "choose card CARD"`)
		}
		p, err := rulebook.ParsePlayer(f[1])
		if err != nil || !p.IsSeat() {
			return m, t.Error(`expected "choose p2" or "choose card CARD"`)
		}
		return Move{Action: ActChoose, Seat: p}, nil
	case ActFirstOption: // "either", the word of ActFirstOption and ActSecondOption
		a, err := expr.ParseEither(f)
		if err != nil {
			return m, t.Error(err.Error())
		}
		return Move{Action: answerActions[a]}, nil
	}
	return m, t.Error("unknown action (the first word)") // an action no move is written with
}

type paymentError string

func (e paymentError) Error() string { return string(e) }

// parsePayment reads "2+2+5+5" (in any order) or "0".
func (c *Content) parsePayment(s string) (Payment, error) {
	var p Payment
	if s == "0" {
		return p, nil
	}
	parts := strings.Split(s, "+")
	if len(parts) > maxPaymentCards {
		return p, paymentError("a payment uses at most " + strconv.Itoa(maxPaymentCards) + " cards")
	}
	for i, part := range parts {
		v, err := strconv.Atoi(part)
		if err != nil || v <= 0 || v > 255 {
			return p, paymentError("a payment is budget values joined by +, such as 2+2+5+5")
		}
		known := false
		for _, k := range c.budget {
			known = known || c.cards[k].Value == v
		}
		if !known {
			return p, paymentError("no budget card has value " + part)
		}
		p[i] = uint8(v)
	}
	// Ascending order, so equal payments are equal moves.
	n := len(parts)
	for i := 1; i < n; i++ {
		for j := i; j > 0 && p[j] < p[j-1]; j-- {
			p[j], p[j-1] = p[j-1], p[j]
		}
	}
	return p, nil
}
