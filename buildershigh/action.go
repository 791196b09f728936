package buildershigh

// Action is the kind of a Move.
type Action uint8

// The actions, with their notation.
const (
	ActNone         Action = iota
	ActFirst               // "first p2": Chance chooses the first player
	ActCard                // "card 5m": Chance turns up a card from a deck
	ActTake                // "take CARD": Procure one card from the Center
	ActDraw                // "draw": Procure two cards from the decks
	ActFrom                // "from budget": choose the deck of the next card drawn
	ActExchange            // "exchange 2m for 10m": Exchange a hand card for a Center card
	ActBuild               // "build CARD": Construct a building from hand
	ActPay                 // "pay 2+2+5+5": the budget cards that pay for it
	ActUse                 // "use CARD": activate a hand ability
	ActEnd                 // "end": end the turn
	ActPass                // "pass": take no action, when none is possible
	ActYes                 // "yes": do what an ability says you may
	ActNo                  // "no": decline it
	ActFirstOption         // "either 1": the first of two options
	ActSecondOption        // "either 2": the second
	ActPick                // "pick CARD": choose a card an ability asks for
	ActDiscard             // "discard 2m": discard a card from hand
	ActGive                // "give 2m": give a card to the player on your left
	ActReturn              // "return 2m": put a card from hand into the Center
	ActPlan                // "plan CARD": take an achieved city planning card
	ActPlayer              // "player p2": choose another player an ability names
	ActChoose              // "choose p2", "choose card 5m": the item a choose_n chooses
)

// actionWords are the actions' first words in the notation, by action.
var actionWords = [...]string{"", "first", "card", "take", "draw", "from", "exchange", "build", "pay",
	"use", "end", "pass", "yes", "no", "either", "either", "pick", "discard", "give", "return", "plan", "player", "choose"}
